package methods

import (
	"testing"

	"github.com/kiln-lang/kiln/types"
)

// repeatType is n copies of t.
func repeatType(t types.Type, n int) []types.Type {
	out := make([]types.Type, n)
	for i := range out {
		out[i] = t
	}
	return out
}

func TestCompilationSig(t *testing.T) {
	f := types.Int8 // the function's type, as in sigindex_test.go
	T := types.NewTypeVar("T", types.Bottom, types.Any)
	N := types.NewTypeVar("N", types.Bottom, types.Any)
	anyVa := &Method{Name: "f", Sig: types.TupleOf(f, types.Any, types.VarargOf(types.Any, -1)), NArgs: 3, Vararg: true}
	realVa := &Method{Name: "f", Sig: types.TupleOf(f, types.VarargOf(types.Real, -1)), NArgs: 2, Vararg: true}
	tVa := &Method{Name: "f", Sig: types.UnionAllOf(T, types.TupleOf(f, types.VarargOf(T, -1))), NArgs: 2, Vararg: true, Sparams: []*types.TypeVar{T}}
	nVa := &Method{Name: "f", Sig: types.UnionAllOf(T, types.UnionAllOf(N, types.TupleOf(f, &types.Vararg{T: T, N: -1, NVar: N}))), NArgs: 2, Vararg: true, Sparams: []*types.TypeVar{T, N}}
	tupleArg := &Method{Name: "f", Sig: types.TupleOf(f, types.Any), NArgs: 2}
	long := types.Tuple(repeatType(types.Int64, 40)...)
	mixedLong := types.Tuple(append(repeatType(types.Int64, 39), types.Float64)...)
	vaInt := func(fixed ...types.Type) *types.DataType {
		ps := []any{f}
		for _, p := range fixed {
			ps = append(ps, p)
		}
		return types.Apply(types.TupleT, append(ps, &types.Vararg{T: types.Int64, N: -1})...)
	}
	sig := func(ts ...types.Type) *types.DataType { return types.Tuple(append([]types.Type{f}, ts...)...) }
	for _, c := range []struct {
		name string
		m    *Method
		sig  *types.DataType
		want *types.DataType
	}{
		{"short tail kept", anyVa, sig(repeatType(types.Int64, 10)...), sig(repeatType(types.Int64, 10)...)},
		{"long tail of one type", anyVa, sig(repeatType(types.Int64, 30)...), vaInt(types.Int64)},
		{"mixed tail takes the declared type", realVa, sig(append(repeatType(types.Int64, 20), types.Float64)...),
			types.Apply(types.TupleT, f, &types.Vararg{T: types.Real, N: -1})},
		{"T... of one type", tVa, sig(repeatType(types.Int64, 20)...), vaInt()},
		{"T... of mixed types kept", tVa, sig(append(repeatType(types.Int64, 20), types.Float64)...), sig(append(repeatType(types.Int64, 20), types.Float64)...)},
		{"Vararg{T,N} kept", nVa, sig(repeatType(types.Int64, 20)...), sig(repeatType(types.Int64, 20)...)},
		{"long tuple argument", tupleArg, sig(long), sig(types.Tuple(&types.Vararg{T: types.Int64, N: -1}))},
		{"long mixed tuple argument", tupleArg, sig(mixedLong), sig(types.Tuple(&types.Vararg{T: types.Any, N: -1}))},
		{"short tuple argument kept", tupleArg, sig(types.Tuple(types.Int64, types.Int64)), sig(types.Tuple(types.Int64, types.Int64))},
		{"long tuple in a short Any... tail", anyVa, sig(types.Float64, long), sig(types.Float64, types.Tuple(&types.Vararg{T: types.Int64, N: -1}))},
		{"long tuple in a T... tail kept", tVa, sig(long), sig(long)},
	} {
		if got := c.m.CompilationSig(c.sig); !types.Equal(got, c.want) {
			t.Errorf("%s: CompilationSig(%s) = %s, want %s", c.name, c.sig, got, c.want)
		}
	}
}
