package methods

import (
	"testing"

	"github.com/kiln-lang/kiln/types"
)

// ambigTable is a table with methods of the given signatures (the first
// position is the function's type, Int8 here as in sigindex_test.go).
func ambigTable(sigs ...types.Type) (*MethodTable, []*Method) {
	t := &MethodTable{Name: "f"}
	var ms []*Method
	for i, s := range sigs {
		m := &Method{Name: "f", Sig: s}
		m.Pos.File, m.Pos.Line = "t.jl", int32(i+1)
		t.Add(m)
		ms = append(ms, m)
	}
	return t, ms
}

func TestIsAmbiguous(t *testing.T) {
	f := types.Int8
	// Julia's test/ambiguous.jl: ambig(x, y), (x::Integer, y),
	// (x, y::Integer), (x::Int, y::Int), (x::Number, y): 2-3 and 3-5.
	tbl, ms := ambigTable(
		types.Tuple(f, types.Any, types.Any),
		types.Tuple(f, types.Integer, types.Any),
		types.Tuple(f, types.Any, types.Integer),
		types.Tuple(f, types.Int64, types.Int64),
		types.Tuple(f, types.Number, types.Any),
	)
	want := map[[2]int]bool{{1, 2}: true, {2, 4}: true}
	for i := range ms {
		for j := range ms {
			got := IsAmbiguous(ms[i], ms[j], false)
			a, b := i, j
			if a > b {
				a, b = b, a
			}
			if got != want[[2]int{a, b}] {
				t.Errorf("IsAmbiguous(%d, %d) = %v", i+1, j+1, got)
			}
		}
	}
	pairs := tbl.Ambiguities(func(*Method) bool { return true }, false)
	SortPairs(pairs)
	if len(pairs) != 2 || pairs[0] != [2]*Method{ms[1], ms[2]} || pairs[1] != [2]*Method{ms[2], ms[4]} {
		t.Errorf("Ambiguities = %v", pairs)
	}
	// only the pairs with a selected method
	pairs = tbl.Ambiguities(func(m *Method) bool { return m == ms[4] }, false)
	if len(pairs) != 1 || pairs[0] != [2]*Method{ms[2], ms[4]} {
		t.Errorf("Ambiguities of method 5 = %v", pairs)
	}

	// Julia's Ambig48312: (::Integer, ::Int), (::Int, ::Integer),
	// (::Signed, ::Int), (::Int, ::Signed): only 3 and 4 are ambiguous
	// (over (Int, Int)); 3 and 4 hide 1 and 2 there.
	tbl, ms = ambigTable(
		types.Tuple(f, types.Integer, types.Int64),
		types.Tuple(f, types.Int64, types.Integer),
		types.Tuple(f, types.Signed, types.Int64),
		types.Tuple(f, types.Int64, types.Signed),
	)
	pairs = tbl.Ambiguities(func(*Method) bool { return true }, false)
	if len(pairs) != 1 || pairs[0] != [2]*Method{ms[2], ms[3]} {
		t.Errorf("Ambiguities (Ambig48312) = %v", pairs)
	}

	// Vector{<:Integer} and Vector{<:AbstractFloat} meet only in
	// Vector{Union{}} (isambiguous's Complex{Union{}} example).
	I := types.NewTypeVar("I", types.Bottom, types.Integer)
	F := types.NewTypeVar("F", types.Bottom, types.AbstractFloat)
	_, bs := ambigTable(
		types.UnionAllOf(I, types.Tuple(f, types.VectorOf(I))),
		types.UnionAllOf(F, types.Tuple(f, types.VectorOf(F))),
	)
	if ti := types.Intersect(bs[0].Sig, bs[1].Sig); ti == types.Bottom {
		t.Errorf("Intersect(%s, %s) = Union{}", bs[0].Sig, bs[1].Sig)
	} else {
		if !HasBottomParameter(ti) {
			t.Errorf("HasBottomParameter(%s) = false", ti)
		}
		if IsAmbiguous(bs[0], bs[1], false) || !IsAmbiguous(bs[0], bs[1], true) {
			t.Errorf("IsAmbiguous over %s: ambiguous_bottom not honoured", ti)
		}
	}
	if HasBottomParameter(types.Tuple(f, types.VectorOf(types.Int64))) {
		t.Errorf("HasBottomParameter(Tuple{f, Vector{Int64}})")
	}
}

func TestHasUnboundArgs(t *testing.T) {
	f := types.Int8
	T := types.NewTypeVar("T", types.Bottom, types.Any)
	unused := &Method{Name: "f", Sig: types.Tuple(f, types.Int64), Sparams: []*types.TypeVar{T}}
	bound := &Method{Name: "f", Sig: types.UnionAllOf(T, types.Tuple(f, T)), Sparams: []*types.TypeVar{T}}
	va := &Method{Name: "f", Sig: types.UnionAllOf(T, types.TupleOf(f, types.VarargOf(T, -1))), Sparams: []*types.TypeVar{T}}
	va1 := &Method{Name: "f", Sig: types.UnionAllOf(T, types.TupleOf(f, T, types.VarargOf(T, -1))), Sparams: []*types.TypeVar{T}}
	for _, c := range []struct {
		m    *Method
		want bool
	}{{unused, true}, {bound, false}, {va, true}, {va1, false}} {
		tbl := &MethodTable{Name: "f"}
		tbl.Add(c.m)
		if got := c.m.HasUnboundArgs(); got != c.want {
			t.Errorf("HasUnboundArgs(%s) = %v", c.m.Sig, got)
		}
	}
	// f() takes the calls of f(xs::T...) with no arguments
	tbl := &MethodTable{Name: "f"}
	tbl.Add(va)
	tbl.Add(&Method{Name: "f", Sig: types.Tuple(f)})
	if va.HasUnboundArgs() {
		t.Errorf("HasUnboundArgs(%s) with f() defined", va.Sig)
	}
}
