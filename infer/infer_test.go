package infer

import (
	"testing"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

var pos = syntax.Pos{File: "test.jl", Line: 1, Col: 1}

var (
	addInt = methods.NewBuiltin("add_int")
	sltInt = methods.NewBuiltin("slt_int")
	sitofp = methods.NewBuiltin("sitofp")
)

// body builds a one-argument method body with build, which returns the
// value to return.
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

func addMethod(fn *methods.Function, args []types.Type, body *ir.Func) *methods.Method {
	sig := types.Tuple(append([]types.Type{fn.Type}, args...)...)
	m := &methods.Method{Name: fn.Name, Sig: sig, Body: body, Pos: pos, NArgs: len(args) + 1}
	fn.Table.Add(m)
	return m
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

// overlayInterp sees an overlay table first: a second abstract
// interpreter (like a GPU compiler) with its own owner.
type overlayInterp struct {
	overlay map[*methods.MethodTable]*methods.MethodTable
}

func (overlayInterp) Owner() Owner { return "overlay:test" }

func (o overlayInterp) FindMethod(t *methods.MethodTable, args *types.DataType) methods.MatchResult {
	if ov := o.overlay[t]; ov != nil {
		if r := ov.Lookup(args); r.Method != nil {
			return r
		}
	}
	return t.Lookup(args)
}

func TestTwoInterpretersNeverMix(t *testing.T) {
	mod := methods.NewModule("Main", nil)
	g := methods.NewFunction(mod, "g")
	f := methods.NewFunction(mod, "f")
	// g(x::Int64) = add_int(x, 1)
	addMethod(g, []types.Type{types.Int64}, body("g", 2, func(fn *ir.Func, b *ir.Block) *ir.Value {
		x := fn.NewValue(b, ir.OpArg, pos, 1)
		return call(fn, b, konst(fn, b, addInt), x, konst(fn, b, int64(1)))
	}))
	// f(x::Int64) = g(x)
	addMethod(f, []types.Type{types.Int64}, body("f", 2, func(fn *ir.Func, b *ir.Block) *ir.Value {
		x := fn.NewValue(b, ir.OpArg, pos, 1)
		return call(fn, b, konst(fn, b, g), x)
	}))
	// The overlay replaces g with a Float64-returning method.
	ovTable := &methods.MethodTable{Name: "g"}
	ovBody := body("g", 2, func(fn *ir.Func, b *ir.Block) *ir.Value {
		x := fn.NewValue(b, ir.OpArg, pos, 1)
		return call(fn, b, konst(fn, b, sitofp), konst(fn, b, types.Type(types.Float64)), x)
	})
	ovTable.Add(&methods.Method{Name: "g", Sig: types.Tuple(g.Type, types.Int64), Body: ovBody, Pos: pos, NArgs: 2})
	native := &Engine{Interp: NativeInterpreter{}}
	overlay := &Engine{Interp: overlayInterp{overlay: map[*methods.MethodTable]*methods.MethodTable{g.Table: ovTable}}}
	mi := specialize(t, f, types.Int64)

	// Native first, then the overlay: the overlay must not reuse native results.
	nci, err := native.InferMI(mi)
	if err != nil {
		t.Fatal(err)
	}
	oci, err := overlay.InferMI(mi)
	if err != nil {
		t.Fatal(err)
	}
	if nci.RetType != types.Int64 || nci.Owner != Native {
		t.Errorf("native f: %s owned by %s", ShowType(nci.RetType), nci.Owner)
	}
	if oci.RetType != types.Float64 || oci.Owner != "overlay:test" {
		t.Errorf("overlay f: %s owned by %s", ShowType(oci.RetType), oci.Owner)
	}
	if nci == oci {
		t.Fatal("one CodeInstance shared by two owners")
	}
	// Every callee of each tree has the tree's owner.
	for _, ci := range []*CodeInstance{nci, oci} {
		for _, c := range ci.Callees {
			if c.Owner != ci.Owner {
				t.Errorf("%s tree contains a callee owned by %s", ci.Owner, c.Owner)
			}
		}
	}
	// The reverse order, on fresh instances: overlay first, then native.
	h := methods.NewFunction(mod, "h")
	addMethod(h, []types.Type{types.Int64}, body("h", 2, func(fn *ir.Func, b *ir.Block) *ir.Value {
		x := fn.NewValue(b, ir.OpArg, pos, 1)
		return call(fn, b, konst(fn, b, g), x)
	}))
	hmi := specialize(t, h, types.Int64)
	oci2, err := overlay.InferMI(hmi)
	if err != nil {
		t.Fatal(err)
	}
	nci2, err := native.InferMI(hmi)
	if err != nil {
		t.Fatal(err)
	}
	if oci2.RetType != types.Float64 || nci2.RetType != types.Int64 {
		t.Errorf("reverse order: overlay %s, native %s", ShowType(oci2.RetType), ShowType(nci2.RetType))
	}
	if Lookup(hmi, Native) != nci2 || Lookup(hmi, "overlay:test") != oci2 {
		t.Error("code cache is not keyed by owner")
	}
}

// tracer records frames.
type tracer struct{ frames []*FrameInfo }

func (t *tracer) Enter(f *FrameInfo) {}
func (t *tracer) Exit(f *FrameInfo)  { t.frames = append(t.frames, f) }

func TestRecursionFixedPoint(t *testing.T) {
	mod := methods.NewModule("Main", nil)
	fib := methods.NewFunction(mod, "fib")
	// fib(n::Int64) = slt_int(n, 2) ? n : add_int(fib(add_int(n, -1)), fib(add_int(n, -2)))
	fn := ir.NewFunc("fib", pos)
	fn.NArgs = 2
	b0 := fn.Blocks[0]
	n := fn.NewValue(b0, ir.OpArg, pos, 1)
	c := call(fn, b0, konst(fn, b0, sltInt), n, konst(fn, b0, int64(2)))
	fn.NewValue(b0, ir.OpBranch, pos, nil, c)
	b1, b2 := fn.NewBlock(), fn.NewBlock()
	ir.AddEdge(b0, b1)
	ir.AddEdge(b0, b2)
	fn.NewValue(b1, ir.OpReturn, pos, nil, n)
	m1 := call(fn, b2, konst(fn, b2, addInt), n, konst(fn, b2, int64(-1)))
	r1 := call(fn, b2, konst(fn, b2, fib), m1)
	m2 := call(fn, b2, konst(fn, b2, addInt), n, konst(fn, b2, int64(-2)))
	r2 := call(fn, b2, konst(fn, b2, fib), m2)
	s := call(fn, b2, konst(fn, b2, addInt), r1, r2)
	fn.NewValue(b2, ir.OpReturn, pos, nil, s)
	addMethod(fib, []types.Type{types.Int64}, fn)
	tr := &tracer{}
	e := &Engine{Interp: NativeInterpreter{}, Tracer: tr}
	ci, err := e.InferMI(specialize(t, fib, types.Int64))
	if err != nil {
		t.Fatal(err)
	}
	if ci.RetType != types.Int64 {
		t.Fatalf("fib returns %s, want Int64", ShowType(ci.RetType))
	}
	if len(tr.frames) == 0 || tr.frames[len(tr.frames)-1].Owner != Native || tr.frames[len(tr.frames)-1].Name != "fib(::Int64)" {
		t.Errorf("tracer frames: %+v", tr.frames)
	}
}

func TestRedefinitionInvalidates(t *testing.T) {
	mod := methods.NewModule("Main", nil)
	g := methods.NewFunction(mod, "g")
	f := methods.NewFunction(mod, "f")
	addMethod(g, nil, body("g", 1, func(fn *ir.Func, b *ir.Block) *ir.Value { return konst(fn, b, int64(1)) }))
	addMethod(f, nil, body("f", 1, func(fn *ir.Func, b *ir.Block) *ir.Value { return call(fn, b, konst(fn, b, g)) }))
	e := &Engine{Interp: NativeInterpreter{}}
	fmi := specialize(t, f)
	ci, err := e.InferMI(fmi)
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := ci.RetType.(*Const); !ok || c.Val != int64(1) {
		t.Fatalf("f() infers %s, want Const(1)", ShowType(ci.RetType))
	}
	addMethod(g, nil, body("g", 1, func(fn *ir.Func, b *ir.Block) *ir.Value { return konst(fn, b, int64(2)) }))
	if ci.Valid() {
		t.Fatal("f's code survived the redefinition of g")
	}
	ci2, err := e.InferMI(specialize(t, f))
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := ci2.RetType.(*Const); !ok || c.Val != int64(2) {
		t.Fatalf("after redefinition f() infers %s, want Const(2)", ShowType(ci2.RetType))
	}
}
