package types

import "testing"

func TestMoreSpecific(t *testing.T) {
	T := tv("T", nil, nil)
	TI := tv("T", nil, Integer)
	TR := tv("T", nil, Real)
	TN := tv("T", nil, Number)
	N := tv("N", nil, nil)
	sI := NewAnonTypeVar(nil, Integer)
	Type_ := TypeT.Wrapper
	// ab: a more specific than b; ba: b more specific than a.
	cases := []struct {
		name   string
		a, b   Type
		ab, ba bool
	}{
		{"Int/Integer", tup(tF, Int64), tup(tF, Integer), true, false},
		{"Int/T<:Integer", tup(tF, Int64), ua(TI, tup(tF, TI)), true, false},
		{"T<:Integer/Integer (equal)", ua(TI, tup(tF, TI)), tup(tF, Integer), false, false},
		{"Int/Vararg", tup(tF, Int64), tupv(tF, va(Int64)), true, false},
		{"Int,Vararg/Vararg", tupv(tF, Int64, va(Int64)), tupv(tF, va(Int64)), true, false},
		{"Vararg Int/Any", tupv(tF, va(Int64)), tupv(tF, va(Any)), true, false},
		{"Any,Int/Int,Any", tup(tF, Any, Int64), tup(tF, Int64, Any), false, false},
		{"Integer,Any/Any,Integer", tup(tF, Integer, Any), tup(tF, Any, Integer), false, false},
		{"Int,Any/Integer,Integer", tup(tF, Int64, Any), tup(tF, Integer, Integer), false, false},
		{"Type{Int}/DataType", tup(tF, tyT(Int64)), tup(tF, DataTypeT), true, false},
		{"Type{Int}/Type", tup(tF, tyT(Int64)), tup(tF, Type_), true, false},
		{"Type{<:Integer}/DataType", tup(tF, ua(sI, tyT(sI))), tup(tF, DataTypeT), true, false},
		{"Type{Vector}/UnionAll", tup(tF, tyT(Vector)), tup(tF, UnionAllT), true, false},
		{"DataType/Type", tup(tF, DataTypeT), tup(tF, Type_), true, false},
		{"DataType/Any", tup(tF, DataTypeT), tup(tF, Any), true, false},
		{"Union/Any", tup(tF, u(Int64, String)), tup(tF, Any), true, false},
		{"Int/Union", tup(tF, Int64), tup(tF, u(Int64, String)), true, false},
		{"Union/Union", tup(tF, u(Int64, Nothing)), tup(tF, u(Int64, String)), false, false},
		{"diag/Any,Any", ua(T, tup(tF, T, T)), tup(tF, Any, Any), true, false},
		{"Int,Int/diag", tup(tF, Int64, Int64), ua(T, tup(tF, T, T)), true, false},
		{"Integer,Integer/diag", tup(tF, Integer, Integer), ua(TI, tup(tF, TI, TI)), false, true},
		{"Vector{Int}/Vector{T}", tup(tF, vec(Int64)), ua(T, tup(tF, VectorOf(T))), true, false},
		{"Vector{T}/AbstractVector{T}", ua(T, tup(tF, VectorOf(T))), ua(T, tup(tF, AbstractVectorOf(T))), true, false},
		{"AbstractVector{Int}/Vector", tup(tF, AbstractVectorOf(Int64)), ua(T, tup(tF, VectorOf(T))), false, true},
		{"Int/String", tup(tF, Int64), tup(tF, String), false, false},
		{"Vararg/Int,Vararg", tupv(tF, va(Int64)), tupv(tF, Int64, va(Int64)), false, true},
		{"Any/Vararg{Any}", tup(tF, Any), tupv(tF, va(Any)), true, false},
		{"Vararg{T}/Vararg{Any}", ua(T, tupv(tF, VarargOf(T, -1))), tupv(tF, va(Any)), true, false},
		{"Float64/T<:Real", tup(tF, Float64), ua(TR, tup(tF, TR)), true, false},
		{"T<:Real/T<:Number", ua(TR, tup(tF, TR)), ua(TN, tup(tF, TN)), true, false},
		{"Nothing/Union{Nothing,T}", tup(tF, Nothing), ua(T, tup(tF, u(Nothing, T))), true, false},
		{"typeof(sin)/Function", tup(tF, tSin), tup(tF, Function), true, false},
		{"Array{T,N} Vararg{Int,N}/Array,Int", ua(T, ua(N, tupv(tF, Apply(ArrayT, T, N), VarargVar(Int64, N)))),
			tup(tF, ArrayT.Wrapper, Int64), true, false},
		{"Vector{Int}/AbstractVector{<:Integer}", tup(tF, vec(Int64)), tup(tF, ua(sI, AbstractVectorOf(sI))), true, false},
		{"f/g disjoint", tup(tF, Any), tup(tG, Any), false, false},
		{"Int64/Integer raw", Int64, Integer, true, false},
		{"Any/Int raw", Any, Int64, false, true},
		{"same", tup(tF, Int64), tup(tF, Int64), false, false},
		{"UnitRange/AbstractVector{Int}", tup(tF, app(tUnitRange, Int64)), tup(tF, AbstractVectorOf(Int64)), true, false},
		{"Vararg{Int}/Int,Vararg{Any}", tupv(tF, va(Int64)), tupv(tF, Int64, va(Any)), true, false},
		{"Tuple{Vararg{Int,N}}/Tuple{Int,Int}", ua(N, tup(tF, tupv(VarargVar(Int64, N)))), tup(tF, tup(Int64, Int64)), false, true},
	}
	for _, c := range cases {
		if got := MoreSpecific(c.a, c.b); got != c.ab {
			t.Errorf("%s: MoreSpecific(%s, %s) = %v, want %v", c.name, c.a, c.b, got, c.ab)
		}
		if got := MoreSpecific(c.b, c.a); got != c.ba {
			t.Errorf("%s: MoreSpecific(%s, %s) = %v, want %v", c.name, c.b, c.a, got, c.ba)
		}
		if c.ab && c.ba {
			t.Errorf("%s: bad case", c.name)
		}
	}
}

func TestAmbiguous(t *testing.T) {
	cases := []struct {
		a, b Type
		want bool
	}{
		{tup(tF, Any, Int64), tup(tF, Int64, Any), true},
		{tup(tF, Int64, Any), tup(tF, Integer, Integer), true},
		{tup(tF, Integer, Any), tup(tF, Any, Integer), true},
		{tup(tF, Int64), tup(tF, String), false},
		{tup(tF, Int64), tup(tF, Integer), false},
		{tup(tF, Int64), tup(tG, Any), false},
		{tup(tF, u(Int64, Nothing)), tup(tF, u(Int64, String)), true},
		{tup(tF, Int64), tup(tF, Int64), false},
		{tup(tF, Int64, vec(Any)), tup(tF, Integer, vec(Int64)), false},
		{tup(tF, Any, String), tup(tF, Int64, Any), true},
		// Julia: Tuple{F, Vararg{Int}} is more specific than Tuple{F, Int, Vararg{Any}}
		{tupv(tF, Int64, va(Any)), tupv(tF, va(Int64)), false},
		{tupv(tF, va(Int64)), tupv(tF, va(Any)), false},
	}
	for _, c := range cases {
		if got := Ambiguous(c.a, c.b); got != c.want {
			t.Errorf("Ambiguous(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := Ambiguous(c.b, c.a); got != c.want {
			t.Errorf("Ambiguous(%s, %s) = %v, want %v (reversed)", c.b, c.a, got, c.want)
		}
	}
}

// TestMoreSpecificOrder checks that MoreSpecific is a strict order on the
// number hierarchy, agreeing with strict subtyping.
func TestMoreSpecificOrder(t *testing.T) {
	ts := hierarchy()
	for _, a := range ts {
		for _, b := range ts {
			want := oracleSub(a, b) && a != b
			if got := MoreSpecific(tup(tF, a), tup(tF, b)); got != want {
				t.Errorf("MoreSpecific(f(::%s), f(::%s)) = %v, want %v", a, b, got, want)
			}
		}
	}
}
