package infer

import (
	"testing"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// callOf returns the first call in ci's typed IR whose callee is fn.
func callOf(ci *CodeInstance, fn *methods.Function) *ir.Value {
	for _, b := range ci.IR.Blocks {
		for _, v := range b.Instrs {
			if v.Op != ir.OpCall || len(v.Args) == 0 {
				continue
			}
			if c, ok := v.Args[0].Type.(*Const); ok && c.Val == fn {
				return v
			}
		}
	}
	return nil
}

// TestAbstractCallInfersMethods covers calls on an argument of type Any
// (Julia's abstract_call_gf_by_type): each method that may apply is inferred
// on its intersection with the call's types and the results are joined; the
// call stays a run-time dispatch; a method added later invalidates.
func TestAbstractCallInfersMethods(t *testing.T) {
	mod := methods.NewModule("Main", nil)
	throwB := methods.NewBuiltin("throw")
	arg := func(fn *ir.Func, b *ir.Block) *ir.Value { return fn.NewValue(b, ir.OpArg, pos, 1) }

	// pick(x::Int64) = 1; pick(x) = 1.5
	pick := methods.NewFunction(mod, "pick")
	addMethod(pick, []types.Type{types.Int64}, body("pick", 2, func(fn *ir.Func, b *ir.Block) *ir.Value { return konst(fn, b, int64(1)) }))
	addMethod(pick, []types.Type{types.Any}, body("pick", 2, func(fn *ir.Func, b *ir.Block) *ir.Value { return konst(fn, b, 1.5) }))
	// ident(x) = x
	ident := methods.NewFunction(mod, "ident")
	addMethod(ident, []types.Type{types.Any}, body("ident", 2, arg))
	// fail(x) = throw(x)
	fail := methods.NewFunction(mod, "fail")
	addMethod(fail, []types.Type{types.Any}, body("fail", 2, func(fn *ir.Func, b *ir.Block) *ir.Value {
		return call(fn, b, konst(fn, b, throwB), arg(fn, b))
	}))
	caller := func(name string, callee *methods.Function) *methods.Function {
		c := methods.NewFunction(mod, name)
		addMethod(c, []types.Type{types.Any}, body(name, 2, func(fn *ir.Func, b *ir.Block) *ir.Value {
			return call(fn, b, konst(fn, b, callee), arg(fn, b))
		}))
		return c
	}
	usePick, useIdent, useFail := caller("usepick", pick), caller("useident", ident), caller("usefail", fail)

	e := &Engine{Interp: NativeInterpreter{}}
	infer := func(fn *methods.Function) *CodeInstance {
		t.Helper()
		ci, err := e.InferMI(specialize(t, fn, types.Any))
		if err != nil {
			t.Fatal(err)
		}
		return ci
	}
	pci := infer(usePick)
	want := types.MakeUnion(types.Int64, types.Float64)
	if !types.Equal(Widen(pci.RetType), want) {
		t.Errorf("usepick(::Any) infers %s, want %s", ShowType(pci.RetType), ShowType(want))
	}
	if c, ok := callOf(pci, pick).Call.(*Call); !ok || c.Kind != CallDynamic {
		t.Errorf("pick(::Any) is not a run-time dispatch: %+v", callOf(pci, pick).Call)
	}
	// The result depends on the argument's type: nothing narrower than Any.
	if ici := infer(useIdent); ici.RetType != types.Any {
		t.Errorf("useident(::Any) infers %s, want Any", ShowType(ici.RetType))
	}
	// A method that always throws: the call never returns.
	if fci := infer(useFail); fci.RetType != types.Bottom {
		t.Errorf("usefail(::Any) infers %s, want Union{}", ShowType(fci.RetType))
	}
	// pick(x::Float64) = 2: a third method that may apply makes the
	// recorded question's answer different.
	addMethod(pick, []types.Type{types.Float64}, body("pick", 2, func(fn *ir.Func, b *ir.Block) *ir.Value { return konst(fn, b, int64(2)) }))
	if pci.Valid() {
		t.Fatal("usepick's code survived a method of pick that may apply")
	}
	if pci2 := infer(usePick); !types.Equal(Widen(pci2.RetType), want) {
		t.Errorf("usepick(::Any) after the new method infers %s, want %s", ShowType(pci2.RetType), ShowType(want))
	}
	// A fourth method: more than maxMethods may apply, the result is Any.
	addMethod(pick, []types.Type{types.String}, body("pick", 2, func(fn *ir.Func, b *ir.Block) *ir.Value { return konst(fn, b, int64(3)) }))
	if pci3 := infer(usePick); pci3.RetType != types.Any {
		t.Errorf("usepick(::Any) with 4 methods infers %s, want Any", ShowType(pci3.RetType))
	}
}
