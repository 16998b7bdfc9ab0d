package infer

import (
	"testing"

	"github.com/kiln-lang/kiln/types"
)

// TestCheckBuiltinArgs covers the argument checks shared by inference and
// code generation: counts (Julia's JL_NARGS messages), argument types
// (JL_TYPECHK), and arguments too wide to decide at compile time.
func TestCheckBuiltinArgs(t *testing.T) {
	c := func(v any) any { return &Const{Val: v} }
	cases := []struct {
		name    string
		args    []any
		kind    string // "" for no error
		msg     string
		dynamic bool
	}{
		{"typeof", nil, "ArgumentError", "typeof: too few arguments (expected 1)", false},
		{"typeof", []any{types.Int64, types.Int64}, "ArgumentError", "typeof: too many arguments (expected 1)", false},
		{"typeof", []any{types.Any}, "", "", false},
		{"ifelse", []any{types.Bool, types.Int64}, "ArgumentError", "ifelse: too few arguments (expected 3)", false},
		{"ifelse", []any{types.Int64, types.Int64, types.Int64}, "TypeError", "", false},
		{"ifelse", []any{types.Any, types.Int64, types.Int64}, "", "", true},
		{"ifelse", []any{types.Bool, types.Int64, types.String}, "", "", false},
		{"isa", []any{types.Int64, types.Int64}, "TypeError", "", false},
		{"isa", []any{types.Int64, c(types.Int64)}, "", "", false},
		{"setfield!", []any{types.Any, c(types.Symbol("x"))}, "ArgumentError", "setfield!: too few arguments (expected 3)", false},
		{"tuple", nil, "", "", false},
		{"add_int", []any{types.Int64}, "ArgumentError", "intrinsic_call: too few arguments (expected 2)", false},
		{"add_int", []any{types.Int64, types.Int32}, "ErrorException", "add_int: types of a and b must match", false},
		{"add_int", []any{types.Int64, types.Any}, "", "", true},
		{"add_int", []any{types.String, types.String}, "ErrorException", "add_int: value is not a primitive type", false},
		{"neg_float", []any{types.Float64}, "", "", false},
		{"_arrayref", []any{types.Int64, types.Int64}, "TypeError", "", false},
	}
	for _, tc := range cases {
		err, dyn := CheckBuiltinArgs(tc.name, tc.args)
		switch {
		case tc.kind == "" && err != nil:
			t.Errorf("%s%v: unexpected %v", tc.name, tc.args, err)
		case tc.kind != "" && err == nil:
			t.Errorf("%s%v: no error, want %s", tc.name, tc.args, tc.kind)
		case err != nil && (err.Kind != tc.kind || tc.msg != "" && err.Msg != tc.msg):
			t.Errorf("%s%v: %s %q, want %s %q", tc.name, tc.args, err.Kind, err.Msg, tc.kind, tc.msg)
		}
		if dyn != tc.dynamic {
			t.Errorf("%s%v: dynamic %v, want %v", tc.name, tc.args, dyn, tc.dynamic)
		}
	}
}
