package snoop

import (
	"testing"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

func TestClassify(t *testing.T) {
	pos := syntax.Pos{File: "sim.jl", Line: 1}
	mod := methods.NewModule("Main", nil)
	g := methods.NewFunction(mod, "g")
	getindex := methods.NewFunction(mod, "getindex")
	getfield := methods.NewBuiltin("getfield")
	f := ir.NewFunc("f", pos)
	f.NArgs = 2
	b := f.Blocks[0]
	typed := func(v *ir.Value, ty any) *ir.Value { v.Type = ty; return v }
	gconst := typed(f.NewValue(b, ir.OpConst, pos, g), &infer.Const{Val: g})
	arg := typed(f.NewValue(b, ir.OpArg, pos, 1), types.Any)
	intArg := typed(f.NewValue(b, ir.OpArg, pos, 1), types.Int64)
	dyn := func(x *ir.Value) *ir.Value { return f.NewValue(b, ir.OpCall, pos, nil, gconst, x) }

	global := typed(f.NewValue(b, ir.OpGlobal, pos, ir.GlobalRef{Module: mod, Name: "counter"}), types.Any)
	field := typed(f.NewValue(b, ir.OpCall, pos, nil, typed(f.NewValue(b, ir.OpConst, pos, getfield), &infer.Const{Val: getfield}), arg), types.Any)
	elem := typed(f.NewValue(b, ir.OpCall, pos, nil, typed(f.NewValue(b, ir.OpGlobal, pos, ir.GlobalRef{Module: mod, Name: "getindex"}), &infer.Const{Val: getindex}), arg, intArg), types.Any)
	pi := typed(f.NewValue(b, ir.OpPi, pos, nil, elem), types.Any)
	phi := typed(f.NewValue(b, ir.OpPhi, pos, nil, arg, global), types.Any)
	cases := []struct {
		name string
		call *ir.Value
		want Category
	}{
		{"global", dyn(global), UntypedGlobal},
		{"field", dyn(field), NonConcreteField},
		{"element through pi", dyn(pi), UntypedContainer},
		{"phi with a global", dyn(phi), UntypedGlobal},
		{"argument", dyn(arg), Unknown},
		{"concrete global is not the cause", f.NewValue(b, ir.OpCall, pos, nil, gconst, typed(f.NewValue(b, ir.OpGlobal, pos, ir.GlobalRef{Name: "N"}), types.Int64), arg), Unknown},
		{"not a call", arg, Unknown},
	}
	for _, c := range cases {
		if got := Classify(c.call); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
