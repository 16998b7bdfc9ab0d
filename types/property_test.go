package types

import "testing"

// subtypeGeneral runs the general algorithm without the fast paths.
func subtypeGeneral(a, b Type) bool {
	e := getEnv()
	r := e.forallExistsSubtype(a, b, 0)
	putEnv(e)
	return r
}

func propertyPool() []Type {
	T := tv("T", nil, nil)
	TR := tv("T", nil, Real)
	TI := tv("T", nil, Integer)
	N := tv("N", nil, nil)
	sR := NewAnonTypeVar(nil, Real)
	sI := NewAnonTypeVar(nil, Integer)
	return []Type{
		Any, Bottom, Int64, Int8, Integer, Signed, Real, Number, Float64, AbstractFloat, Bool, String, AbstractString,
		Nothing, tMissing, Function, tSin, tF,
		u(Int64, Nothing), u(Int64, String), u(Integer, Nothing), u(Int64, Float64, String), u(Signed, AbstractFloat),
		vec(Int64), vec(Integer), vec(Any), vec(u(Int64, Nothing)), mat(Int64), ArrayOf(Float64, 3),
		Vector, Matrix, ArrayT.Wrapper, AbstractVector, AbstractArrayT.Wrapper, VecOrMat, AbstractVecOrMat,
		ua(sR, vec(sR)), ua(sI, vec(sI)), ua(N, Apply(ArrayT, Int64, N)), AbstractVectorOf(Int64),
		EmptyTuple, tup(Int64), tup(Integer), tup(Int64, Int64), tup(Int64, String), tup(Any, Any), tup(Integer, Real),
		tup(u(Int64, String)), u(tup(Int64), tup(String)), tupv(va(Int64)), tupv(va(Any)), tupv(Int64, va(Any)),
		tupv(Int64, va(Int64)), tupv(va(Integer)), NTuple, ua(N, tupv(VarargVar(Int64, N))),
		ua(T, tup(T, T)), ua(TI, tup(TI, TI)), ua(T, tup(T, VectorOf(T))), ua(TR, tup(TR, Any)),
		ua(T, tupv(VarargOf(T, -1))),
		tyT(Int64), tyT(Integer), tyT(vec(Int64)), tyT(Vector), tyT(u(Int64, Nothing)), ua(sI, tyT(sI)),
		TypeT.Wrapper, DataTypeT, UnionKind, UnionAllT,
		app(tValName, int64(1)), app(tValName, int64(2)), app(tValName, Int64), tValName.Wrapper,
		app(tDictName, String, Int64), app(tAbsDict, String, Int64), tAbsDict.Wrapper,
		ua(T, Apply(tPairName, T, T)), app(tPairName, Int64, Int64), app(tPairName, Int64, String), tPairName.Wrapper,
		app(tUnitRange, Int64), ua(TR, Apply(tUnitRange, TR)), AbstractVectorOf(Integer),
		NamedTupleOf([]string{"a"}, Int64), NamedTupleT.Wrapper, app(tRefValue, Int64), app(tRef, Int64),
	}
}

func TestSubtypeProperties(t *testing.T) {
	pool := propertyPool()
	n := len(pool)
	sub := make([][]bool, n)
	for i, a := range pool {
		sub[i] = make([]bool, n)
		if !Subtype(a, a) {
			t.Errorf("not reflexive: %s", a)
		}
		for j, b := range pool {
			sub[i][j] = Subtype(a, b)
			if g := subtypeGeneral(a, b); g != sub[i][j] {
				t.Errorf("fast path disagrees: %s <: %s: fast %v, general %v", a, b, sub[i][j], g)
			}
		}
	}
	for i := range pool {
		for j := range pool {
			if !sub[i][j] {
				continue
			}
			for k := range pool {
				if sub[j][k] && !sub[i][k] {
					t.Errorf("not transitive: %s <: %s <: %s", pool[i], pool[j], pool[k])
				}
			}
		}
	}
	for i, a := range pool {
		for j, b := range pool {
			if Equal(a, b) != Equal(b, a) {
				t.Errorf("Equal not symmetric: %s %s", a, b)
			}
			if Equal(a, b) != (sub[i][j] && sub[j][i]) {
				t.Errorf("Equal(%s, %s) disagrees with Subtype", a, b)
			}
		}
	}
}

func TestUnionProperties(t *testing.T) {
	pool := propertyPool()
	for _, a := range pool {
		for _, b := range pool {
			x := MakeUnion(a, b)
			if !Subtype(a, x) || !Subtype(b, x) {
				t.Errorf("Union{%s, %s} = %s does not contain its members", a, b, x)
			}
			if y := MakeUnion(b, a); x != y && !Equal(x, y) {
				t.Errorf("Union{%s, %s} != Union{%s, %s}", a, b, b, a)
			}
			if Subtype(a, b) && !HasFreeVars(a) && !HasFreeVars(b) && !Equal(x, b) {
				t.Errorf("Union{%s, %s} = %s, want %s", a, b, x, b)
			}
			for _, c := range pool[:20] {
				want := Subtype(a, c) && Subtype(b, c)
				if got := Subtype(x, c); got != want {
					t.Errorf("Union{%s, %s} <: %s = %v, want %v", a, b, c, got, want)
				}
			}
		}
	}
}

func TestMakeUnion(t *testing.T) {
	T := tv("T", nil, nil)
	TI := tv("T", Int64, nil)
	cases := []struct {
		in   []Type
		want string
	}{
		{nil, "Union{}"},
		{[]Type{Int64}, "Int64"},
		{[]Type{Int64, Int64}, "Int64"},
		{[]Type{Int64, Bottom}, "Int64"},
		{[]Type{Bottom, Bottom}, "Union{}"},
		{[]Type{Int64, Integer}, "Integer"},
		{[]Type{Integer, Int64}, "Integer"},
		{[]Type{Int64, Any}, "Any"},
		{[]Type{Int64, u(Float64, String)}, "Union{Float64, Int64, String}"},
		{[]Type{u(Int64, Nothing), u(Nothing, String)}, "Union{Nothing, Int64, String}"},
		{[]Type{Signed, Unsigned, Bool, Int64}, "Union{Bool, Signed, Unsigned}"},
		{[]Type{vec(Int64), Vector}, "Vector"},
		{[]Type{T, Int64}, "Union{Int64, T}"},
		{[]Type{T, T}, "T"},
		// a variable with a concrete lower bound may be diagonal: kept
		{[]Type{Int64, TI}, "Union{Int64, T>:Int64}"},
		{[]Type{tyT(Int64), DataTypeT}, "DataType"},
		{[]Type{tyT(Int64), tyT(Float64)}, "Union{Type{Float64}, Type{Int64}}"},
		{[]Type{tup(Int64), tup(Integer)}, "Tuple{Integer}"},
		{[]Type{tup(Int64), tup(String)}, "Union{Tuple{Int64}, Tuple{String}}"},
		{[]Type{ua(T, u(VectorOf(T), Nothing)), Int64}, "Union{Nothing, Int64, Vector}"},
		{[]Type{Float32, Float16, Float64}, "Union{Float16, Float32, Float64}"},
		{[]Type{UInt8, Int8}, "Union{Int8, UInt8}"},
		{[]Type{String, SymbolT}, "Union{String, Symbol}"},
		{[]Type{app(tSome, Int64), Int64}, "Union{Some{Int64}, Int64}"},
		{[]Type{tGeoPoint, app(tPointName, Int64)}, "Union{Geometry.Point, Point{Int64}}"},
		{[]Type{tSin, Nothing}, "Union{typeof(sin), Nothing}"},
		{[]Type{vec(Int64), Int64, Nothing}, "Union{Nothing, Int64, Vector{Int64}}"},
		{[]Type{AbstractVector, Int64}, "Union{Int64, AbstractVector}"},
		{[]Type{tup(Int64, Int64), EmptyTuple}, "Union{Tuple{}, Tuple{Int64, Int64}}"},
	}
	for _, c := range cases {
		if got := MakeUnion(c.in...).String(); got != c.want {
			t.Errorf("MakeUnion(%v) = %s, want %s", c.in, got, c.want)
		}
	}
}
