package codegen

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// Device configures code generation for a GPU target (Options.Device; nil
// for the host). The typed IR → LLVM translation is the same as for the
// host; what changes is at the edges:
//
//   - roots listed in Kernels get a kernel entry (void, by-value
//     arguments, "kernel" in nvvm.annotations, launch bounds); the other
//     roots are device functions (.func); no generic (boxed) entries and no
//     top-level thunks are made;
//   - there is no stack-limit check in prologues;
//   - throw (and every run-time error path) calls Throw, the device
//     runtime's signal_exception, instead of the host runtime;
//   - ccalls of the device intrinsics "kiln.device.*" are expanded (see
//     deviceCcall); "llvm.*" names are LLVM intrinsics, as on the host.
//
// FinishDevice must run on the unit before and after optimization.
type Device struct {
	// Kernels maps the roots that are kernels to their entry names and
	// launch bounds.
	Kernels map[*infer.CodeInstance]Kernel
	// Throw is the device runtime's signal_exception() (nil: a throw only
	// exits the thread).
	Throw *infer.CodeInstance
}

// Kernel describes a kernel entry point.
type Kernel struct {
	// Name is the entry's (mangled) symbol name.
	Name string
	// MaxThreads is the launch bound (.maxntid); 0 for none.
	MaxThreads int
}

// Address spaces of the NVPTX target.
const (
	asGlobal = 1
	asShared = 3
)

// deviceIntrinsicPrefix starts the names of Kiln's own device intrinsics
// (ccall("kiln.device.exit", Nothing, ())): they only exist on a GPU.
const deviceIntrinsicPrefix = "kiln.device."

// ExceptionFlag and ExceptionInfo are the device globals the device
// runtime writes when a kernel throws: the flag (1 after an exception) and
// the exception's code (report_exception). The launcher reads both after
// synchronizing.
const (
	ExceptionFlag = "kiln_exception_flag"
	ExceptionInfo = "kiln_exception_info"
)

// staticSharedFn is the placeholder for a static shared array until its
// size is known to be a constant (after inlining, in FinishDevice).
const staticSharedFn = "kiln.device.static_shared"

// hostDenied reports whether a ccall'd name is a target-specific
// intrinsic that the host's code generator cannot select.
func hostDenied(name string) bool {
	for _, p := range []string{"llvm.nvvm.", "llvm.amdgcn.", "llvm.ptx.", "llvm.r600.", deviceIntrinsicPrefix} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// HostError is the host code generator's refusal of code it must never
// compile: a CodeInstance of another owner, or a function that calls a
// GPU-only intrinsic.
type HostError struct {
	Pos syntax.Pos
	// Function is the Kiln function ("CUDA.threadfence_system()").
	Function string
	// Owner is the owner of its CodeInstance.
	Owner infer.Owner
	// Intrinsic is the GPU-only intrinsic it calls ("" for an owner
	// mismatch).
	Intrinsic string
}

func (e *HostError) Error() string {
	var msg string
	if e.Intrinsic != "" {
		msg = fmt.Sprintf("cannot compile %s (owner %s) for the host: it calls the GPU-only intrinsic %s, which the host target cannot select", e.Function, e.Owner, e.Intrinsic)
	} else {
		msg = fmt.Sprintf("cannot compile %s for the host: its code is owned by %s (only native-owned code is given to host code generation)", e.Function, e.Owner)
	}
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s: %s", e.Pos, msg)
	}
	return msg
}

func ciName(ci *infer.CodeInstance) string {
	if ci.MI == nil {
		return "top-level code"
	}
	if m := ci.MI.Method.Module; m != nil && m.Path() != "Main" && m.Path() != "" {
		return m.Path() + "." + ci.MI.String()
	}
	return ci.MI.String()
}

// checkHostOwner refuses, in host mode, a CodeInstance of another owner.
func (g *gen) checkHostOwner(ci *infer.CodeInstance) {
	if g.opts.Device == nil && ci.Owner != infer.Native && ci.Owner != "" {
		panic(&HostError{Function: ciName(ci), Owner: ci.Owner})
	}
}

// deviceThrow ends the current path of device code: it calls the device
// runtime's signal_exception (which sets the exception flag and exits the
// thread). The caller emits the terminator.
func (g *gen) deviceThrow() {
	if t := g.opts.Device.Throw; t != nil && (g.fn == nil || g.fn.ci != t) {
		f := g.declare(t)
		g.b.CreateCall(g.ftypes[t], f, nil, "")
		return
	}
	g.exitThread()
}

// exitThread emits PTX `exit;`.
func (g *gen) exitThread() {
	ft := llvm.FunctionType(g.ctx.VoidType(), nil, false)
	asm := llvm.InlineAsm(ft, "exit;", "", true, false, llvm.InlineAsmDialectATT, false)
	g.b.CreateCall(ft, asm, nil, "")
}

// deviceCcall expands a device intrinsic; ok is false for any other name.
func (g *gen) deviceCcall(name string, v *ir.Value, rt types.Type, vals []llvm.Value, pos syntax.Pos) (llvm.Value, bool) {
	if !strings.HasPrefix(name, deviceIntrinsicPrefix) {
		return llvm.Value{}, false
	}
	ptr := func(v llvm.Value) llvm.Value { return g.b.CreateBitCast(v, g.i8p, "") }
	switch strings.TrimPrefix(name, deviceIntrinsicPrefix) {
	case "exit":
		g.exitThread()
		return llvm.Value{}, true
	case "exception_flag", "exception_info":
		gname := ExceptionFlag
		if strings.HasSuffix(name, "info") {
			gname = ExceptionInfo
		}
		gv := g.deviceGlobal(gname)
		return ptr(g.b.CreateCast(gv, llvm.Opcode(60), llvm.PointerType(g.i64, 0), "")), true
	case "dynamic_shared":
		gv := g.mod.NamedGlobal("kiln_dynamic_shmem")
		if gv.IsNil() {
			gv = llvm.AddGlobalInAddressSpace(g.mod, llvm.ArrayType(g.i8, 0), "kiln_dynamic_shmem", asShared)
			gv.SetLinkage(llvm.ExternalLinkage)
			gv.SetAlignment(16)
		}
		return ptr(g.b.CreateCast(gv, llvm.Opcode(60), llvm.PointerType(llvm.ArrayType(g.i8, 0), 0), "")), true
	case "static_shared":
		if len(vals) != 1 || vals[0].Type() != g.i64 {
			g.fail(pos, "CuStaticSharedArray: the size must be an Int")
		}
		f, ft := g.rtFunc(staticSharedFn, g.i8p, []llvm.Type{g.i64})
		// Inlined everywhere, so that the size becomes a constant at each
		// call site (FinishDevice then makes one shared array per site).
		g.fn.f.AddFunctionAttr(g.enumAttr("alwaysinline"))
		return g.b.CreateCall(ft, f, vals, ""), true
	case "atomic_add":
		// atomic_add(p::Ptr{T}, x::T) -> T (the old value)
		if len(vals) != 2 {
			g.fail(pos, "atomic_add! takes a pointer and a value")
		}
		x := vals[1]
		p := g.b.CreateBitCast(vals[0], llvm.PointerType(x.Type(), 0), "")
		op := llvm.AtomicRMWBinOp(1) // add
		if k := x.Type().TypeKind(); k == llvm.FloatTypeKind || k == llvm.DoubleTypeKind {
			op = llvm.AtomicRMWBinOp(11) // fadd
		}
		return g.b.CreateAtomicRMW(op, p, x, llvm.AtomicOrderingMonotonic, false), true
	}
	g.fail(pos, "unknown device intrinsic %s", name)
	return llvm.Value{}, true
}

// deviceGlobal returns a module-level i64 in global memory, defined (as
// 0) in the unit.
func (g *gen) deviceGlobal(name string) llvm.Value {
	gv := g.mod.NamedGlobal(name)
	if gv.IsNil() {
		gv = llvm.AddGlobalInAddressSpace(g.mod, g.i64, name, asGlobal)
		gv.SetInitializer(llvm.ConstInt(g.i64, 0, false))
		gv.SetLinkage(llvm.ExternalLinkage)
		gv.SetAlignment(8)
	}
	return gv
}

// deviceEntries makes the entry points of a device unit: a kernel wrapper
// (void, the specialized function's non-ghost parameters) for each kernel
// root, and an external name for each other root.
func (g *gen) deviceEntries(roots []*infer.CodeInstance) {
	d := g.opts.Device
	for _, r := range roots {
		f := g.funcs[r]
		k, isKernel := d.Kernels[r]
		if !isKernel {
			f.SetLinkage(llvm.ExternalLinkage)
			g.unit.Entries[r] = Entry{Spec: f.Name()}
			continue
		}
		ft := g.ftypes[r]
		w := llvm.AddFunction(g.mod, k.Name, llvm.FunctionType(g.ctx.VoidType(), ft.ParamTypes(), false))
		g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(w, "top"))
		var args []llvm.Value
		for i := range ft.ParamTypes() {
			args = append(args, w.Param(i))
		}
		g.b.CreateCall(ft, f, args, "")
		if r.RetType == types.Bottom {
			g.b.CreateUnreachable()
		} else {
			g.b.CreateRetVoid()
		}
		g.unit.Names[k.Name] = r
		g.unit.Entries[r] = Entry{Spec: k.Name}
		md := []llvm.Metadata{w.ConstantAsMetadata(), g.ctx.MDString("kernel"), llvm.ConstInt(g.i32, 1, false).ConstantAsMetadata()}
		g.mod.AddNamedMetadataOperand("nvvm.annotations", g.ctx.MDNode(md))
		if k.MaxThreads > 0 {
			md := []llvm.Metadata{w.ConstantAsMetadata(), g.ctx.MDString("maxntidx"), llvm.ConstInt(g.i32, uint64(k.MaxThreads), false).ConstantAsMetadata()}
			g.mod.AddNamedMetadataOperand("nvvm.annotations", g.ctx.MDNode(md))
		}
	}
}

// FinishDevice completes a device unit; run it before optimization and
// again after it. It lowers every `unreachable` (and llvm.trap) to PTX
// `exit;` (LLVM 14's NVPTX backend emits nothing for them, so a thread
// would run off the end of its code), replaces each static shared array
// placeholder whose size has become a constant with a shared-memory
// global of its own (an error names a size that is not a constant, after
// optimization), and deletes unused declarations of host symbols.
func FinishDevice(u *Unit, optimized bool) error {
	m := u.Mod
	ctx := u.Ctx
	b := ctx.NewBuilder()
	defer b.Dispose()
	vt := ctx.VoidType()
	ft := llvm.FunctionType(vt, nil, false)
	asm := llvm.InlineAsm(ft, "exit;", "", true, false, llvm.InlineAsmDialectATT, false)
	i8 := ctx.Int8Type()
	nshared := 0
	for f := m.FirstFunction(); !f.IsNil(); f = llvm.NextFunction(f) {
		for bb := f.FirstBasicBlock(); !bb.IsNil(); bb = llvm.NextBasicBlock(bb) {
			var traps, placeholders []llvm.Value
			for in := bb.FirstInstruction(); !in.IsNil(); in = llvm.NextInstruction(in) {
				if !in.IsACallInst().IsNil() {
					if c := in.CalledValue(); !c.IsAFunction().IsNil() {
						switch c.Name() {
						case "llvm.trap":
							traps = append(traps, in)
						case staticSharedFn:
							placeholders = append(placeholders, in)
						}
					}
				}
				if !in.IsAUnreachableInst().IsNil() && !precededByExit(in) {
					b.SetInsertPointBefore(in)
					b.CreateCall(ft, asm, nil, "")
				}
			}
			for _, t := range traps {
				b.SetInsertPointBefore(t)
				b.CreateCall(ft, asm, nil, "")
				t.EraseFromParentAsInstruction()
			}
			if !optimized {
				continue
			}
			for _, p := range placeholders {
				n := p.Operand(0)
				if n.IsAConstantInt().IsNil() {
					return fmt.Errorf("CuStaticSharedArray in %s: the size is not a compile-time constant", f.Name())
				}
				size := n.ZExtValue()
				nshared++
				gv := llvm.AddGlobalInAddressSpace(m, llvm.ArrayType(i8, int(size)), fmt.Sprintf("kiln_shmem_%d", nshared), asShared)
				gv.SetLinkage(llvm.InternalLinkage)
				gv.SetInitializer(llvm.Undef(llvm.ArrayType(i8, int(size))))
				gv.SetAlignment(16)
				b.SetInsertPointBefore(p)
				cast := b.CreateCast(gv, llvm.Opcode(60), llvm.PointerType(llvm.ArrayType(i8, int(size)), 0), "")
				p.ReplaceAllUsesWith(b.CreateBitCast(cast, p.Type(), ""))
				p.EraseFromParentAsInstruction()
			}
		}
	}
	// Unused declarations (host runtime names on dead paths).
	var dead []llvm.Value
	for f := m.FirstFunction(); !f.IsNil(); f = llvm.NextFunction(f) {
		if f.IsDeclaration() && f.FirstUse().IsNil() {
			dead = append(dead, f)
		}
	}
	for g := m.FirstGlobal(); !g.IsNil(); g = llvm.NextGlobal(g) {
		if g.IsDeclaration() && g.FirstUse().IsNil() && g.Name() != "kiln_dynamic_shmem" {
			dead = append(dead, g)
		}
	}
	for _, d := range dead {
		if !d.IsAFunction().IsNil() {
			d.EraseFromParentAsFunction()
		} else {
			d.EraseFromParentAsGlobal()
		}
	}
	return nil
}

func precededByExit(in llvm.Value) bool {
	p := llvm.PrevInstruction(in)
	if p.IsNil() || p.IsACallInst().IsNil() {
		return false
	}
	return !p.CalledValue().IsAInlineAsm().IsNil()
}

// UndefinedSymbols returns the functions and globals a device unit uses
// but does not define, other than LLVM intrinsics and the dynamic shared
// memory array: each is a call into, or a reference to, the host runtime,
// which device code cannot reach.
func UndefinedSymbols(u *Unit) []string {
	var out []string
	for f := u.Mod.FirstFunction(); !f.IsNil(); f = llvm.NextFunction(f) {
		if f.IsDeclaration() && !strings.HasPrefix(f.Name(), "llvm.") && f.Name() != staticSharedFn && !f.FirstUse().IsNil() {
			out = append(out, f.Name())
		}
	}
	for gv := u.Mod.FirstGlobal(); !gv.IsNil(); gv = llvm.NextGlobal(gv) {
		if gv.IsDeclaration() && gv.Name() != "kiln_dynamic_shmem" && !gv.FirstUse().IsNil() {
			out = append(out, gv.Name())
		}
	}
	return out
}
