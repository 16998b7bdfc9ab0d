package precompile

import (
	"testing"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Methods and IR are built by hand, as in infer/infer_test.go.

var pos = syntax.Pos{File: "test.jl", Line: 1, Col: 1}

var (
	addInt = methods.NewBuiltin("add_int")
	sltInt = methods.NewBuiltin("slt_int")
	ccallB = methods.NewBuiltin("ccall")
)

const ptx infer.Owner = "ptx:sm_75"

// body builds a method body with build, which returns the value to return.
func body(name string, nargs int, build func(f *ir.Func, b *ir.Block) *ir.Value) *ir.Func {
	f := ir.NewFunc(name, pos)
	f.NArgs = nargs
	b := f.Blocks[0]
	r := build(f, b)
	f.NewValue(b, ir.OpReturn, pos, nil, r)
	return f
}

func konst(f *ir.Func, b *ir.Block, v any) *ir.Value { return f.NewValue(b, ir.OpConst, pos, v) }

func call(f *ir.Func, b *ir.Block, args ...*ir.Value) *ir.Value {
	return f.NewValue(b, ir.OpCall, pos, nil, args...)
}

func arg(f *ir.Func, b *ir.Block, i int) *ir.Value { return f.NewValue(b, ir.OpArg, pos, i) }

// def defines function name in mod with one method taking args, whose body
// build returns. The method's position is line.
func def(mod *methods.Module, name string, line int, args []types.Type, build func(f *ir.Func, b *ir.Block) *ir.Value) *methods.Function {
	fn := methods.NewFunction(mod, name)
	addTo(fn.Table, fn, mod, line, args, build)
	return fn
}

func addTo(t *methods.MethodTable, fn *methods.Function, mod *methods.Module, line int, args []types.Type, build func(f *ir.Func, b *ir.Block) *ir.Value) {
	addBody(t, fn, mod, line, args, body(fn.Name, len(args)+1, build))
}

// addBody adds a method with a complete body to table t.
func addBody(t *methods.MethodTable, fn *methods.Function, mod *methods.Module, line int, args []types.Type, body *ir.Func) {
	sig := types.Tuple(append([]types.Type{fn.Type}, args...)...)
	p := syntax.Pos{File: "test.jl", Line: int32(line), Col: 1}
	t.Add(&methods.Method{Name: fn.Name, Module: mod, Sig: sig, Body: body, Pos: p, NArgs: len(args) + 1})
}

// calls1 is a one-argument body calling each of fs on the argument in turn
// and returning the last result.
func calls1(fs ...*methods.Function) func(f *ir.Func, b *ir.Block) *ir.Value {
	return func(f *ir.Func, b *ir.Block) *ir.Value {
		x := arg(f, b, 1)
		var r *ir.Value = x
		for _, g := range fs {
			r = call(f, b, konst(f, b, g), x)
		}
		return r
	}
}

// inc is add_int(x, k).
func inc(k int64) func(f *ir.Func, b *ir.Block) *ir.Value {
	return func(f *ir.Func, b *ir.Block) *ir.Value {
		return call(f, b, konst(f, b, addInt), arg(f, b, 1), konst(f, b, k))
	}
}

func specialize(t *testing.T, fn *methods.Function, args ...types.Type) *methods.MethodInstance {
	t.Helper()
	sig := types.Tuple(append([]types.Type{fn.Type}, args...)...)
	res := fn.Table.Lookup(sig)
	if res.Method == nil {
		t.Fatalf("no method for %s", sig)
	}
	return res.Method.Specialize(sig, res.Env)
}

func infer1(t *testing.T, e *infer.Engine, fn *methods.Function, args ...types.Type) *infer.CodeInstance {
	t.Helper()
	ci, err := e.InferMI(specialize(t, fn, args...))
	if err != nil {
		t.Fatal(err)
	}
	return ci
}

// gpuInterp is a second abstract interpreter, like GPUCompiler's: its own
// owner and an overlay method table consulted first.
type gpuInterp struct {
	overlay map[*methods.MethodTable]*methods.MethodTable
}

func (gpuInterp) Owner() infer.Owner { return ptx }

func (g gpuInterp) FindMethod(t *methods.MethodTable, args *types.DataType) methods.MatchResult {
	if ov := g.overlay[t]; ov != nil {
		if r := ov.Lookup(args); r.Method != nil {
			return r
		}
	}
	return t.Lookup(args)
}

// world is the seed's situation in miniature: a package PC whose workload
// calls host code and compiles a GPU kernel, and a CUDA module whose device
// runtime uses an NVVM intrinsic.
type world struct {
	pc, cuda *methods.Module
	// CUDA: threadfence_system() = ccall(:llvm.nvvm.membar.sys, Nothing);
	// signal_exception() = threadfence_system().
	threadfence, signal *methods.Function
	// PC: g(x) = x+1 (overlaid on the GPU by x+2); f(x) = g(x);
	// h(x) = (threadfence_system(); x); bad(x) = h(x);
	// kernel(x) = (signal_exception(); g(x));
	// g3(x) = x+1; g2(x) = g3(x); mixed(x) = g2(x).
	g, f, h, bad, kernel, g3, g2, mixed *methods.Function

	native, gpu *infer.Engine
}

func newWorld() *world {
	w := &world{pc: methods.NewModule("PC", nil), cuda: methods.NewModule("CUDA", nil)}
	w.threadfence = def(w.cuda, "threadfence_system", 3, nil, func(f *ir.Func, b *ir.Block) *ir.Value {
		return call(f, b, konst(f, b, ccallB), konst(f, b, types.Symbol("llvm.nvvm.membar.sys")), konst(f, b, types.Type(types.Nothing)))
	})
	w.signal = def(w.cuda, "signal_exception", 5, nil, func(f *ir.Func, b *ir.Block) *ir.Value {
		return call(f, b, konst(f, b, w.threadfence))
	})
	w.g = def(w.pc, "g", 10, []types.Type{types.Int64}, inc(1))
	w.f = def(w.pc, "f", 11, []types.Type{types.Int64}, calls1(w.g))
	w.h = def(w.pc, "h", 12, []types.Type{types.Int64}, func(f *ir.Func, b *ir.Block) *ir.Value {
		call(f, b, konst(f, b, w.threadfence))
		return arg(f, b, 1)
	})
	w.bad = def(w.pc, "bad", 13, []types.Type{types.Int64}, calls1(w.h))
	w.kernel = def(w.pc, "kernel", 14, []types.Type{types.Int64}, func(f *ir.Func, b *ir.Block) *ir.Value {
		call(f, b, konst(f, b, w.signal))
		return call(f, b, konst(f, b, w.g), arg(f, b, 1))
	})
	w.g3 = def(w.pc, "g3", 15, []types.Type{types.Int64}, inc(1))
	w.g2 = def(w.pc, "g2", 16, []types.Type{types.Int64}, calls1(w.g3))
	w.mixed = def(w.pc, "mixed", 17, []types.Type{types.Int64}, calls1(w.g2))

	ov := &methods.MethodTable{Name: "g"}
	addTo(ov, w.g, w.pc, 20, []types.Type{types.Int64}, inc(2))
	w.native = &infer.Engine{Interp: infer.NativeInterpreter{}}
	w.gpu = &infer.Engine{Interp: gpuInterp{overlay: map[*methods.MethodTable]*methods.MethodTable{w.g.Table: ov}}}
	return w
}

// names lists the qualified names and owners of cis.
func names(cis []*infer.CodeInstance) []string {
	var out []string
	for _, ci := range cis {
		out = append(out, QualifiedName(ci.MI)+" ["+string(ci.Owner)+"]")
	}
	return out
}

func rootNames(rs []*Root) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.Name+" ["+string(r.Owner)+"]")
	}
	return out
}
