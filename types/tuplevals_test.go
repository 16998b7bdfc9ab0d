package types

import "testing"

// Tuple types may have non-type parameters in Julia 1.10 (Tuple{2, 3}, the
// sizes of StaticArrays' SArray{Tuple{2, 3}, T, 2, 6}). The expected
// subtype answers follow subtype.c: any element is <: Any
// (`y == jl_any_type` returns 1 before the `jl_is_type(y)` check, and
// jl_subtype's fast path does the same), a value is <: no other type,
// and values compare with jl_egal.
func TestTupleValueParams(t *testing.T) {
	t2, err := Instantiate(TupleT.Wrapper, int64(2))
	if err != nil {
		t.Fatal(err)
	}
	t23, err := Instantiate(TupleT.Wrapper, int64(2), int64(3))
	if err != nil {
		t.Fatal(err)
	}
	if s := t23.String(); s != "Tuple{2, 3}" {
		t.Errorf("Tuple{2, 3} prints as %q", s)
	}
	again, _ := Instantiate(TupleT.Wrapper, int64(2), int64(3))
	if again != t23 {
		t.Errorf("Tuple{2, 3} built twice is not the same type")
	}
	t3, _ := Instantiate(TupleT.Wrapper, int64(3))
	if t2 == t3 || TypeKey(t2) == TypeKey(t3) {
		t.Errorf("Tuple{2} and Tuple{3} are the same type")
	}
	if IsConcrete(t2) {
		t.Errorf("Tuple{2} is concrete")
	}
	mixed := Apply(TupleT, Int64, int64(2))
	runSub(t, []subCase{
		{t2, TupleT.Wrapper, true},
		{t2, Tuple(Int64), false},
		{t2, Apply(TupleT, VarargOf(Int64, -1)), false},
		{t2, Tuple(Any), true},
		{t2, t2, true},
		{t2, t3, false},
		{Tuple(Int64), t2, false},
		{Tuple(Any), t2, false},
		{t23, NTupleOf(2, Any), true},
		{t23, Apply(TupleT, int64(2), VarargOf(Any, -1)), true},
		{mixed, Tuple(Integer, Any), true},
		{mixed, Tuple(Integer, Integer), false},
		{t2, MakeUnion(t3, t2), true},
	})
	// where-bound parameters: SA{S} where S<:Tuple binds S = Tuple{2, 3}
	s := NewTypeVar("S", nil, TupleT.Wrapper)
	ok := Subtype(t23, UnionAllOf(s, Apply(TupleT, VarargOf(Any, -1))))
	if !ok {
		t.Errorf("Tuple{2, 3} <: Tuple")
	}
	n := NewTypeVar("N", nil, nil)
	if !Subtype(t2, UnionAllOf(n, Apply(TupleT, n))) {
		t.Errorf("Tuple{2} <: Tuple{N} where N")
	}
	if got := Intersect(t2, Tuple(Any)); got != t2 {
		t.Errorf("typeintersect(Tuple{2}, Tuple{Any}) = %s", got)
	}
	if got := Intersect(t2, t3); got != Bottom {
		t.Errorf("typeintersect(Tuple{2}, Tuple{3}) = %s", got)
	}
	if got := Intersect(t2, Tuple(Int64)); got != Bottom {
		t.Errorf("typeintersect(Tuple{2}, Tuple{Int64}) = %s", got)
	}
	if _, err := Instantiate(TupleT.Wrapper, VarargOf(Int64, -1), Int64); err == nil {
		t.Errorf("Tuple{Vararg{Int64}, Int64}: no error")
	}
}
