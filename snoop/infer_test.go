package snoop

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Tests with the real inference engine: a host program and a GPU
// compilation (a second interpreter, owner "ptx:sm_75") report their frames
// to one Recorder.

var addInt = methods.NewBuiltin("add_int")

// gpuInterp is a second abstract interpreter with its own owner.
type gpuInterp struct{}

func (gpuInterp) Owner() infer.Owner { return "ptx:sm_75" }
func (gpuInterp) FindMethod(t *methods.MethodTable, args *types.DataType) methods.MatchResult {
	return t.Lookup(args)
}

// define adds name(x::Int64) = build(x) at file:line.
func define(fn *methods.Function, file string, line int, build func(f *ir.Func, b *ir.Block, x *ir.Value) *ir.Value) *methods.Method {
	pos := syntax.Pos{File: file, Line: int32(line), Col: 1}
	f := ir.NewFunc(fn.Name, pos)
	f.NArgs = 2
	b := f.Blocks[0]
	x := f.NewValue(b, ir.OpArg, pos, 1)
	f.NewValue(b, ir.OpReturn, pos, nil, build(f, b, x))
	m := &methods.Method{Name: fn.Name, Sig: types.Tuple(fn.Type, types.Int64), Body: f, Pos: pos, NArgs: 2}
	fn.Table.Add(m)
	return m
}

func konst(f *ir.Func, b *ir.Block, v any) *ir.Value { return f.NewValue(b, ir.OpConst, f.Pos, v) }

func callv(f *ir.Func, b *ir.Block, args ...*ir.Value) *ir.Value {
	return f.NewValue(b, ir.OpCall, f.Pos, nil, args...)
}

type program struct {
	step, report, simulate, kernel *methods.Function
	native, gpu                    *infer.Engine
}

// newProgram defines
//
//	step(x::Int64)     = add_int(x, 1)                 # sim.jl:3
//	simulate(x::Int64) = add_int(step(x), report(x))   # sim.jl:10
//	report(x::Int64)   = add_int(x, 2)                 # sim.jl:20
//	kernel(x::Int64)   = step(x)                       # kernels.jl:5
func newProgram(t *testing.T, tr infer.Tracer) *program {
	mod := methods.NewModule("Main", nil)
	p := &program{
		step: methods.NewFunction(mod, "step"), report: methods.NewFunction(mod, "report"),
		simulate: methods.NewFunction(mod, "simulate"), kernel: methods.NewFunction(mod, "kernel"),
	}
	define(p.step, "sim.jl", 3, func(f *ir.Func, b *ir.Block, x *ir.Value) *ir.Value {
		return callv(f, b, konst(f, b, addInt), x, konst(f, b, int64(1)))
	})
	define(p.report, "sim.jl", 20, func(f *ir.Func, b *ir.Block, x *ir.Value) *ir.Value {
		return callv(f, b, konst(f, b, addInt), x, konst(f, b, int64(2)))
	})
	define(p.simulate, "sim.jl", 10, func(f *ir.Func, b *ir.Block, x *ir.Value) *ir.Value {
		s := callv(f, b, konst(f, b, p.step), x)
		r := callv(f, b, konst(f, b, p.report), x)
		return callv(f, b, konst(f, b, addInt), s, r)
	})
	define(p.kernel, "kernels.jl", 5, func(f *ir.Func, b *ir.Block, x *ir.Value) *ir.Value {
		return callv(f, b, konst(f, b, p.step), x)
	})
	p.native = &infer.Engine{Interp: infer.NativeInterpreter{}, Tracer: tr}
	p.gpu = &infer.Engine{Interp: gpuInterp{}, Tracer: tr}
	return p
}

func mi(t *testing.T, fn *methods.Function) *methods.MethodInstance {
	t.Helper()
	sig := types.Tuple(fn.Type, types.Int64)
	res := fn.Table.Lookup(sig)
	if res.Method == nil {
		t.Fatalf("no method for %s", sig)
	}
	return res.Method.Specialize(sig, res.Env)
}

func TestInferHostAndGPU(t *testing.T) {
	rec := NewRecorder()
	p := newProgram(t, rec)
	rec.Start()
	if _, err := p.native.InferMI(mi(t, p.simulate)); err != nil {
		t.Fatal(err)
	}
	// The host launches a kernel through runtime dispatch: the GPU
	// compiler infers it.
	rec.BeginDispatch(Trigger{Caller: "main(::Int64)", File: "sim.jl", Line: 30, Category: UntypedGlobal})
	if _, err := p.gpu.InferMI(mi(t, p.kernel)); err != nil {
		t.Fatal(err)
	}
	rec.EndDispatch()
	// Cached: no new frame.
	if _, err := p.native.InferMI(mi(t, p.simulate)); err != nil {
		t.Fatal(err)
	}
	rec.Stop()
	tree := rec.Tree()

	type line struct {
		depth             int
		name, owner, file string
		line              int
	}
	var got []line
	tree.Walk(func(n *Node, d int) bool {
		if d > 0 {
			got = append(got, line{d, n.Name, n.Owner, n.File, n.Line})
		}
		return true
	})
	want := []line{
		{1, "simulate(::Int64)", "native", "sim.jl", 10},
		{2, "step(::Int64)", "native", "sim.jl", 3},
		{2, "report(::Int64)", "native", "sim.jl", 20},
		{1, "kernel(::Int64)", "ptx:sm_75", "kernels.jl", 5},
		{2, "step(::Int64)", "ptx:sm_75", "sim.jl", 3},
	}
	if len(got) != len(want) {
		t.Fatalf("frames:\n%v\nwant\n%v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d: %v, want %v", i, got[i], want[i])
		}
	}
	if k := tree.Root.Children[1]; k.Trigger == nil || k.Trigger.Line != 30 {
		t.Errorf("kernel trigger %+v", k.Trigger)
	}
	// Inclusive ≥ exclusive, children within parents, ROOT accounts for
	// the whole program.
	total, outside, inf := tree.Totals()
	if outside+inf != total {
		t.Errorf("ROOT: %v outside + %v inference != %v", outside, inf, total)
	}
	tree.Walk(func(n *Node, d int) bool {
		var sum int64
		for _, c := range n.Children {
			sum += int64(c.Inclusive)
		}
		if int64(n.Exclusive)+sum != int64(n.Inclusive) && sum <= int64(n.Inclusive) {
			t.Errorf("%s: exclusive %v + children %v != inclusive %v", n.Name, n.Exclusive, sum, n.Inclusive)
		}
		return true
	})

	// Both owners appear in the text, and the GPU filter keeps only GPU
	// frames.
	var b bytes.Buffer
	WriteText(&b, tree)
	if !strings.Contains(b.String(), "kernel(::Int64)  [ptx:sm_75]  kernels.jl:5  (dispatch at sim.jl:30)") ||
		!strings.Contains(b.String(), "  simulate(::Int64)  [native]  sim.jl:10\n") {
		t.Errorf("text:\n%s", b.String())
	}
	if got := shape(tree.Filter("ptx").Root); got != "ROOT(kernel(::Int64)(step(::Int64)))" {
		t.Errorf("Filter(ptx) = %s", got)
	}

	// pprof names the program's functions, with their owners.
	b.Reset()
	if err := WritePprof(&b, tree); err != nil {
		t.Fatal(err)
	}
	prof, err := profile.Parse(&b)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, f := range prof.Function {
		names[f.Name] = true
	}
	for _, n := range []string{"simulate(::Int64) [native]", "step(::Int64) [native]", "report(::Int64) [native]", "kernel(::Int64) [ptx:sm_75]", "step(::Int64) [ptx:sm_75]"} {
		if !names[n] {
			t.Errorf("pprof has no function %q (has %v)", n, names)
		}
	}

	// JSON validates.
	b.Reset()
	WriteJSON(&b, tree)
	if err := validateDoc(t, loadSchema(t), b.Bytes()); err != nil {
		t.Error(err)
	}
}

// Redefining step invalidates the code that used it, under both owners:
// simulate and kernel asked step's method table, and the invalidation
// hook reports them.
func TestInferInvalidations(t *testing.T) {
	p := newProgram(t, nil)
	for _, e := range []struct {
		eng *infer.Engine
		fn  *methods.Function
	}{{p.native, p.simulate}, {p.gpu, p.kernel}} {
		if _, err := e.eng.InferMI(mi(t, e.fn)); err != nil {
			t.Fatal(err)
		}
	}
	rec := &InvalidationRecorder{}
	old := infer.OnInvalidate
	infer.OnInvalidate = rec.CodeInvalidated
	defer func() { infer.OnInvalidate = old }()

	pos := syntax.Pos{File: "sim.jl", Line: 40, Col: 1}
	f := ir.NewFunc("step", pos)
	f.NArgs = 2
	bl := f.Blocks[0]
	x := f.NewValue(bl, ir.OpArg, pos, 1)
	f.NewValue(bl, ir.OpReturn, pos, nil, x)
	m := &methods.Method{Name: "step", Sig: types.Tuple(p.step.Type, types.Int64), Body: f, Pos: pos, NArgs: 2}
	rec.NewMethod(m)
	p.step.Table.Add(m)
	rec.Done()

	ms := rec.Methods()
	if len(ms) != 1 || ms[0].Method != "step(::Int64)" || ms[0].File != "sim.jl" || ms[0].Line != 40 {
		t.Fatalf("methods %+v", ms)
	}
	var b bytes.Buffer
	WriteInvalidationsText(&b, ms)
	out := b.String()
	t.Logf("\n%s", out)
	// The order of the two owners' trees is not fixed.
	for _, want := range []string{
		"inserting step(::Int64) at sim.jl:40 invalidated 4 code instances:\n",
		"\n  step(::Int64)  [native]\n    simulate(::Int64)  [native]\n",
		"\n  step(::Int64)  [ptx:sm_75]\n    kernel(::Int64)  [ptx:sm_75]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}
