package llvmx

/*
#include <stdlib.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#cgo CXXFLAGS: -std=c++14 -fno-exceptions
char *kiln_run_passes(LLVMModuleRef m, const char *passes, LLVMTargetMachineRef tm);
void kiln_set_fast_math(LLVMValueRef v);
void kiln_clear_tail_calls(LLVMModuleRef m);
*/
import "C"

import (
	"errors"
	"fmt"
	"strings"
	"unsafe"

	"tinygo.org/x/go-llvm"
)

// SIMDLoopMarker is the function that code generation calls in the latch
// of a @simd loop. Optimize's pipeline removes every call of it: at the
// start of vectorization it marks the floating-point reductions of the
// marked loop reassociable first, as Julia's LowerSIMDLoop pass does for
// its julia.loopinfo_marker.
const SIMDLoopMarker = "kiln.simdloop"

// SetFastMath gives v all of LLVM's fast-math flags (nnan, ninf, nsz, arcp,
// contract, afn, reassoc) if v is a floating-point instruction, and
// leaves anything else (a folded constant) alone: the code of Julia's
// *_fast intrinsics.
func SetFastMath(v llvm.Value) {
	if v.C == nil {
		return
	}
	C.kiln_set_fast_math(C.LLVMValueRef(unsafe.Pointer(v.C)))
}

// Freeze builds `freeze v` at b's insertion point: v itself when it is
// a well-defined value, an arbitrary fixed value of its type when v is
// poison or undef. Code generation freezes fptosi/fptoui results, as
// Julia's generic_cast does (intrinsics.cpp), so that a conversion out of
// range (unsafe_trunc(Int64, 2.0^63)) gives some Int64 rather than poison,
// which would make every later use of it undefined.
func Freeze(b llvm.Builder, v llvm.Value, name string) llvm.Value {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	r := C.LLVMBuildFreeze(C.LLVMBuilderRef(unsafe.Pointer(b.C)), C.LLVMValueRef(unsafe.Pointer(v.C)), cname)
	// an llvm.Value is a struct of one LLVMValueRef
	return *(*llvm.Value)(unsafe.Pointer(&r))
}

// Verify checks m with LLVM's IR verifier (LLVMVerifyModule with
// LLVMReturnStatusAction, so a broken module never aborts the process) and
// returns the verifier's report as an error if m is broken.
func Verify(m llvm.Module) error {
	if m.C == nil {
		return errors.New("llvmx: verify: nil module")
	}
	var msg *C.char
	broken := C.LLVMVerifyModule(modRef(m), C.LLVMReturnStatusAction, &msg) != 0
	report := strings.TrimSpace(messageOf(msg))
	if !broken {
		return nil
	}
	if report == "" {
		report = "module is broken"
	}
	return fmt.Errorf("llvmx: invalid LLVM IR in module %q: %s", moduleName(m), report)
}

// Optimize verifies m (see Verify) and then runs the new pass manager's
// pipeline on it (LLVMRunPasses), for example "default<O2>" (see
// Level.Pipeline), "default<O0>", or a custom pipeline such as
// "function(instcombine,simplifycfg)". tm may be nil; if not, its target
// information (TargetTransformInfo) guides the optimizer, and m's data
// layout should have been set from it (TargetMachine.SetDataLayout). An
// unknown pipeline gives an error, not an abort.
func Optimize(m llvm.Module, tm *TargetMachine, pipeline string) error {
	if err := Verify(m); err != nil {
		return err
	}
	var tmRef C.LLVMTargetMachineRef
	if tm != nil {
		tm.mu.Lock()
		defer tm.mu.Unlock()
		if tm.tm.C == nil {
			return errors.New("llvmx: optimize: target machine was disposed")
		}
		tmRef = C.LLVMTargetMachineRef(unsafe.Pointer(tm.tm.C))
	}
	cp := C.CString(pipeline)
	defer C.free(unsafe.Pointer(cp))
	if msg := C.kiln_run_passes(modRef(m), cp, tmRef); msg != nil {
		defer C.free(unsafe.Pointer(msg))
		return fmt.Errorf("llvmx: optimize %q with %q: %s", moduleName(m), pipeline, C.GoString(msg))
	}
	return nil
}

// KeepFrames makes every call of m a call that keeps the caller's frame:
// after optimization, no call in tail position becomes a sibling call (a
// jump reusing the caller's frame), so that stack traces show every
// caller, as Julia's do. Unlike the "disable-tail-calls" attribute it
// leaves the optimizer free (tail recursion elimination still turns
// fib(n - 1) + fib(n - 2) into a loop).
func KeepFrames(m llvm.Module) {
	C.kiln_clear_tail_calls(modRef(m))
}

func moduleName(m llvm.Module) string {
	var n C.size_t
	p := C.LLVMGetModuleIdentifier(modRef(m), &n)
	return C.GoStringN(p, C.int(n))
}

// LargeAggregate is the number of elements from which an aggregate value
// (a struct or array held in registers, as a tuple of many elements is)
// makes PipelineFor choose LargeAggregatePipeline.
const LargeAggregate = 128

// LargeAggregatePipeline is the pipeline for modules with an aggregate of
// LargeAggregate or more elements: LLVM's sparse conditional constant
// propagation (SCCP and IPSCCP, in every default<On> pipeline with n > 0)
// tracks each element of each aggregate value, superlinearly in its size:
// a call with 400 arguments splatted into a tuple took 30 s to optimize,
// and the 1229-element vector literal of a real package's tests minutes.
// This pipeline keeps the inliner, scalar replacement and local
// simplification only. The inliner matters: without it each small callee
// taking the aggregate by value (the getindex calls of an n-ary sum's
// afoldl over 396 terms) is left to instruction selection, which took 10 s
// on that sum where inlining first takes 0.05 s.
const LargeAggregatePipeline = "cgscc(inline,function(sroa,early-cse,simplifycfg,instcombine))"

// DeepAggregate is the nesting depth of struct and array types from which
// an aggregate value makes PipelineFor choose DeepAggregatePipeline: a
// fused broadcast nests its Broadcasted two levels deeper per operator, so
// this is one of about 30 operators.
const DeepAggregate = 64

// DeepAggregatePipeline is the pipeline for modules with an aggregate
// nested DeepAggregate levels deep or more: LargeAggregatePipeline without
// InstCombine. InstCombine splits each load and store of an aggregate into
// one per leaf, addressed by a getelementptr whose indices are the path to
// the leaf, as long as the leaf is deep; alias analysis, the SLP vectorizer
// and GVN then decompose every such path against every other access, so a
// unit holding a Broadcasted nested n levels took time in n² (and a fused
// broadcast of n operators, whose n levels are n units, in n³). Without it
// the aggregates reach instruction selection whole, which splits them in
// time linear in their leaves.
const DeepAggregatePipeline = "cgscc(inline,function(sroa,early-cse,simplifycfg))"

// PipelineFor is the pipeline that optimizes m at level: level.Pipeline(),
// or, when level is above O0, LargeAggregatePipeline if m has an
// aggregate value of LargeAggregate elements or more and
// DeepAggregatePipeline if it has one nested DeepAggregate levels deep.
func PipelineFor(m llvm.Module, level Level) string {
	if level == O0 {
		return level.Pipeline()
	}
	if largestAggregate(m) >= LargeAggregate {
		return LargeAggregatePipeline
	}
	if deepestAggregate(m) >= DeepAggregate {
		return DeepAggregatePipeline
	}
	return level.Pipeline()
}

// deepestAggregate is the nesting depth of the most deeply nested struct
// or array type among the values of m's functions (a scalar is 0, a struct
// of scalars 1). Types are uniqued, so each is measured once.
func deepestAggregate(m llvm.Module) int {
	memo := map[llvm.Type]int{}
	var depth func(t llvm.Type) int
	depth = func(t llvm.Type) int {
		k := t.TypeKind()
		if k != llvm.StructTypeKind && k != llvm.ArrayTypeKind {
			return 0
		}
		if d, ok := memo[t]; ok {
			return d
		}
		d := 0
		if k == llvm.ArrayTypeKind {
			d = depth(t.ElementType())
		} else {
			for _, e := range t.StructElementTypes() {
				if x := depth(e); x > d {
					d = x
				}
			}
		}
		memo[t] = d + 1
		return d + 1
	}
	best := 0
	forEachValueType(m, func(t llvm.Type) {
		if d := depth(t); d > best {
			best = d
		}
	})
	return best
}

// forEachValueType calls see with the type of every parameter, result and
// instruction of m's functions.
func forEachValueType(m llvm.Module, see func(llvm.Type)) {
	for fn := m.FirstFunction(); !fn.IsNil(); fn = llvm.NextFunction(fn) {
		ft := fn.GlobalValueType()
		see(ft.ReturnType())
		for _, p := range ft.ParamTypes() {
			see(p)
		}
		for bb := fn.FirstBasicBlock(); !bb.IsNil(); bb = llvm.NextBasicBlock(bb) {
			for in := bb.FirstInstruction(); !in.IsNil(); in = llvm.NextInstruction(in) {
				see(in.Type())
			}
		}
	}
}

// largestAggregate is the number of elements of the largest struct or
// array type among the values (parameters, results and instructions) of
// m's functions.
func largestAggregate(m llvm.Module) int {
	best := 0
	see := func(t llvm.Type) {
		n := 0
		switch t.TypeKind() {
		case llvm.StructTypeKind:
			n = t.StructElementTypesCount()
		case llvm.ArrayTypeKind:
			n = t.ArrayLength()
		}
		if n > best {
			best = n
		}
	}
	forEachValueType(m, see)
	return best
}
