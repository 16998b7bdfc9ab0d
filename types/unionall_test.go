package types

import "testing"

func TestInstantiate(t *testing.T) {
	cases := []struct {
		t    Type
		ps   []any
		want string
	}{
		{ArrayT.Wrapper, []any{Int64, int64(1)}, "Vector{Int64}"},
		{ArrayT.Wrapper, []any{Int64}, "Array{Int64}"},
		{ArrayT.Wrapper, nil, "Array"},
		{Vector, []any{Float64}, "Vector{Float64}"},
		{Matrix, []any{Int64}, "Matrix{Int64}"},
		{AbstractVector, []any{Int64}, "AbstractVector{Int64}"},
		{NTuple, []any{int64(3), Int64}, "Tuple{Int64, Int64, Int64}"},
		{NTuple, []any{int64(5), Int64}, "NTuple{5, Int64}"},
		{NTuple, []any{int64(0), Int64}, "Tuple{}"},
		{NTuple, []any{int64(2)}, "Tuple{T, T} where T"},
		{VecOrMat, []any{Int64}, "VecOrMat{Int64}"},
		{tPoint, []any{Float64}, "Point{Float64}"},
		{tPoint, []any{Int64}, "Point{Int64}"},
		{tDictName.Wrapper, []any{String}, "Dict{String}"},
		{tDictName.Wrapper, []any{String, vec(Int64)}, "Dict{String, Vector{Int64}}"},
		{tValName.Wrapper, []any{int64(3)}, "Val{3}"},
		{tValName.Wrapper, []any{Symbol("a")}, "Val{:a}"},
		{TypeT.Wrapper, []any{Int64}, "Type{Int64}"},
		{NamedTupleT.Wrapper, []any{MakeSymTuple([]string{"a"}), tup(Int64)}, "@NamedTuple{a::Int64}"},
		{tComplex.Wrapper, []any{Float64}, "Complex{Float64}"},
	}
	for _, c := range cases {
		r, err := Instantiate(c.t, c.ps...)
		if err != nil {
			t.Errorf("Instantiate(%s, %v): %v", c.t, c.ps, err)
			continue
		}
		if got := r.String(); got != c.want {
			t.Errorf("Instantiate(%s, %v) = %s, want %s", c.t, c.ps, got, c.want)
		}
	}
	if r, _ := Instantiate(ArrayT.Wrapper, Int64, int64(1)); r != VectorOf(Int64) {
		t.Errorf("Instantiate is not interned")
	}
	if r, _ := Instantiate(NTuple, int64(3), Int64); r != Tuple(Int64, Int64, Int64) {
		t.Errorf("NTuple{3,Int64} is not Tuple{Int64,Int64,Int64}")
	}
}

func TestInstantiateErrors(t *testing.T) {
	S := tv("S", nil, nil)
	SR := tv("S", nil, Real)
	SI := tv("S", nil, Integer)
	W := tv("W", nil, nil)
	alias := ua(W, Apply(tPointName, W)) // const P2{W} = Point{W}, unchecked
	cases := []struct {
		t    Type
		ps   []any
		want string
	}{
		{tPoint, []any{String}, "TypeError: in Point, in T, expected T<:Real, got Type{String}"},
		{tPoint, []any{int64(1)}, "TypeError: in Point, in T, expected T<:Real, got a value of type Int64"},
		{tPoint, []any{vec(Int64)}, "TypeError: in Point, in T, expected T<:Real, got Type{Vector{Int64}}"},
		{tComplex.Wrapper, []any{String}, "TypeError: in Complex, in T, expected T<:Real, got Type{String}"},
		{Vector, []any{Int64, Int64}, "too many parameters for type"},
		{Int64, []any{Int64}, "too many parameters for type"},
		{alias, []any{String}, "TypeError: in Point, in T, expected T<:Real, got Type{String}"},
		{tUnitRange.Wrapper, []any{String}, "TypeError: in UnitRange, in T, expected T<:Real, got Type{String}"},
	}
	for _, c := range cases {
		_, err := Instantiate(c.t, c.ps...)
		if err == nil {
			t.Errorf("Instantiate(%s, %v): no error", c.t, c.ps)
			continue
		}
		if err.Error() != c.want {
			t.Errorf("Instantiate(%s, %v): %q, want %q", c.t, c.ps, err.Error(), c.want)
		}
	}
	// Variables within bounds are accepted.
	for _, p := range []any{SR, SI, Integer, Float64, Bottom} {
		if _, err := Instantiate(tPoint, p); err != nil {
			t.Errorf("Point{%v}: %v", p, err)
		}
	}
	// Any type variable is accepted, whatever its bounds, as Julia's
	// within_typevar (src/jltypes.c) does: Point{S} with unbounded S.
	if _, err := Instantiate(tPoint, S); err != nil {
		t.Errorf("Point{S}: %v", err)
	}
	// A type with free variables is accepted (Julia cannot decide).
	if _, err := Instantiate(tPoint, VectorOf(S)); err != nil {
		t.Errorf("Point{Vector{S}}: %v", err)
	}
	te, ok := func() (*TypeError, bool) {
		_, err := Instantiate(tPoint, String)
		te, ok := err.(*TypeError)
		return te, ok
	}()
	if !ok || te.Func != "Point" || te.Context != "T" || te.Got != any(String) {
		t.Errorf("TypeError fields: %+v", te)
	}
}

func TestSubstitute(t *testing.T) {
	T := tv("T", nil, nil)
	S := tv("S", nil, T) // S<:T
	N := tv("N", nil, nil)
	cases := []struct {
		t    Type
		env  map[*TypeVar]any
		want Type
	}{
		{VectorOf(T), map[*TypeVar]any{T: Int64}, vec(Int64)},
		{tup(T, VectorOf(T)), map[*TypeVar]any{T: Int64}, tup(Int64, vec(Int64))},
		{u(T, Nothing), map[*TypeVar]any{T: Int64}, u(Int64, Nothing)},
		{u(T, Nothing), map[*TypeVar]any{T: Nothing}, Nothing},
		{tupv(VarargVar(T, N)), map[*TypeVar]any{N: int64(2), T: Int64}, tup(Int64, Int64)},
		{tupv(VarargVar(T, N)), map[*TypeVar]any{N: int64(0)}, EmptyTuple},
		{tupv(Int64, VarargVar(T, N)), map[*TypeVar]any{T: Float64}, tupv(Int64, VarargVar(Float64, N))},
		{tup(T), map[*TypeVar]any{T: Bottom}, Bottom},
		{Apply(ArrayT, T, N), map[*TypeVar]any{T: Int64, N: int64(2)}, mat(Int64)},
		{Apply(tValName, N), map[*TypeVar]any{N: Symbol("x")}, app(tValName, Symbol("x"))},
		{VectorOf(T), map[*TypeVar]any{N: Int64}, VectorOf(T)},
		{Int64, map[*TypeVar]any{T: Int64}, Int64},
		{tyT(T), map[*TypeVar]any{T: Vector}, tyT(Vector)},
	}
	for _, c := range cases {
		if got := Substitute(c.t, c.env); !Equal(got, c.want) || got.String() != c.want.String() {
			t.Errorf("Substitute(%s) = %s, want %s", c.t, got, c.want)
		}
	}
	// Bounds of inner variables are substituted too, renaming the variable.
	inner := ua(S, tup(S, T))
	got := Substitute(inner, map[*TypeVar]any{T: Integer})
	ga, ok := got.(*UnionAll)
	if !ok || ga.Var == S || ga.Var.Ub != Integer {
		t.Fatalf("inner bound not substituted: %s", got)
	}
	if got.String() != "Tuple{S, Integer} where S<:Integer" {
		t.Errorf("got %s", got)
	}
	// A shadowed variable is not substituted.
	sh := ua(T, VectorOf(T))
	if got := Substitute(sh, map[*TypeVar]any{T: Int64}); !Equal(got, Vector) {
		t.Errorf("shadowed: %s", got)
	}
	// Capture avoidance: substituting T := S under `where S`.
	S2 := tv("S", nil, nil)
	cap := ua(S2, tup(S2, T))
	got = Substitute(cap, map[*TypeVar]any{T: S2})
	if ga := got.(*UnionAll); ga.Var == S2 {
		t.Errorf("variable captured: %s", got)
	}
}

func TestHasFreeVars(t *testing.T) {
	T := tv("T", nil, nil)
	S := tv("S", nil, nil)
	N := tv("N", nil, nil)
	cases := []struct {
		t    Type
		want bool
	}{
		{Int64, false},
		{T, true},
		{VectorOf(T), true},
		{ua(T, VectorOf(T)), false},
		{ua(T, tup(T, S)), true},
		{ua(T, ua(S, tup(T, S))), false},
		{u(T, Nothing), true},
		{ua(T, u(T, Nothing)), false},
		{tupv(VarargVar(Int64, N)), true},
		{ua(N, tupv(VarargVar(Int64, N))), false},
		{vec(ua(T, VectorOf(T))), false},
		{ua(tv("S", nil, T), Int64), false},
		{ua(NewTypeVarFor(T), VectorOf(T)), true},
		{ArrayT.Wrapper, false},
		{NTuple, false},
		{Bottom, false},
	}
	for _, c := range cases {
		if got := HasFreeVars(c.t); got != c.want {
			t.Errorf("HasFreeVars(%s) = %v", c.t, got)
		}
	}
	if fv := FreeVars(ua(T, tup(T, S, VectorOf(N), S))); len(fv) != 2 || fv[0] != S || fv[1] != N {
		t.Errorf("FreeVars = %v", fv)
	}
}

// NewTypeVarFor makes a variable bounded by t (so that t occurs free in
// the bound of the where clause).
func NewTypeVarFor(t Type) *TypeVar { return tv("U", nil, VectorOf(t)) }

func TestUnwrapRewrap(t *testing.T) {
	T := tv("T", nil, nil)
	N := tv("N", nil, nil)
	a := ua(T, ua(N, Apply(ArrayT, T, N)))
	if Unwrap(a) != Apply(ArrayT, T, N) {
		t.Errorf("Unwrap")
	}
	if Unwrap(Int64) != Int64 {
		t.Errorf("Unwrap of DataType")
	}
	if got := Rewrap(VectorOf(T), a); !Equal(got, Vector) {
		t.Errorf("Rewrap dropped/kept wrong vars: %s", got)
	}
	if got := Rewrap(Int64, a); got != Int64 {
		t.Errorf("Rewrap of closed type: %s", got)
	}
	if vs := WhereVars(a); len(vs) != 2 || vs[0] != T || vs[1] != N {
		t.Errorf("WhereVars")
	}
	if UnionAllOf(T, Int64) != Int64 {
		t.Errorf("UnionAllOf does not elide unused variable")
	}
	if got := UnionAllVars(Apply(ArrayT, T, N), T, N); !Equal(got, ArrayT.Wrapper) || got.String() != "Array" {
		t.Errorf("UnionAllVars: %s", got)
	}
}

func TestTupleNormalization(t *testing.T) {
	if tupv(VarargOf(Int64, 3)) != Tuple(Int64, Int64, Int64) {
		t.Errorf("Vararg{Int,3} not expanded")
	}
	if tupv(String, VarargOf(Int64, 2)) != Tuple(String, Int64, Int64) {
		t.Errorf("Tuple{String, Vararg{Int,2}} not expanded")
	}
	if Tuple(VarargOf(Int64, 0)) != EmptyTuple {
		t.Errorf("Vararg{Int,0}")
	}
	if TupleOf(Int64, Bottom) != Bottom {
		t.Errorf("Tuple{Int, Union{}} is not Union{}")
	}
	if TupleOf(Int64, VarargOf(Bottom, -1)) != Tuple(Int64) {
		t.Errorf("Tuple{Int, Vararg{Union{}}} is not Tuple{Int}")
	}
	if NTupleOf(0, Int64) != EmptyTuple {
		t.Errorf("NTuple{0}")
	}
	if NTupleOf(2, Int64) != Tuple(Int64, Int64) {
		t.Errorf("NTuple{2}")
	}
}

func TestInterning(t *testing.T) {
	T1 := tv("T", nil, nil)
	T2 := tv("S", nil, nil)
	a := vec(ua(T1, VectorOf(T1)))
	b := vec(ua(T2, VectorOf(T2)))
	if a != b {
		t.Errorf("alpha-equivalent parameters not interned: %s vs %s", a, b)
	}
	if u(Int64, Nothing, String) != u(String, u(Nothing, Int64)) {
		t.Errorf("unions not interned by member set")
	}
	if Apply(ArrayT, Int64, int64(1)) != vec(Int64) {
		t.Errorf("Apply not interned")
	}
	if vec(Int64) == vec(Int32) {
		t.Errorf("distinct types interned together")
	}
	if app(tValName, int64(1)) == app(tValName, int32(1)) {
		t.Errorf("Val{1} and Val{Int32(1)} interned together")
	}
	if TypeOfType(Int64) != TypeOfType(Int64) {
		t.Errorf("Type{Int64}")
	}
}
