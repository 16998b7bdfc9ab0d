package types

import "testing"

func TestShow(t *testing.T) {
	T := tv("T", nil, nil)
	TR := tv("T", nil, Real)
	TI := tv("T", Int64, nil)
	TIR := tv("T", Int64, Real)
	S := tv("S", nil, nil)
	N := tv("N", nil, nil)
	N2 := tv("N", nil, nil)
	K := tv("K", nil, nil)
	V := tv("V", nil, nil)
	anonR := NewAnonTypeVar(nil, Real)
	anonR2 := NewAnonTypeVar(nil, Real)
	anonAny := NewAnonTypeVar(nil, nil)
	anonLo := NewAnonTypeVar(Int64, nil)
	anonInt := NewAnonTypeVar(nil, Integer)
	cases := []struct {
		t    Type
		want string
	}{
		{Int64, "Int64"},
		{Float64, "Float64"},
		{Bool, "Bool"},
		{String, "String"},
		{Char, "Char"},
		{Nothing, "Nothing"},
		{Any, "Any"},
		{Bottom, "Union{}"},
		{Integer, "Integer"},
		{DataTypeT, "DataType"},
		{UnionKind, "Union"},
		{UnionAllT, "UnionAll"},
		{TypeVarT, "TypeVar"},
		{ModuleT, "Module"},
		{SymbolT, "Symbol"},
		{Function, "Function"},
		{Builtin, "Core.Builtin"},
		{BoxT, "Core.Box"},
		{UInt8, "UInt8"},
		{Float16, "Float16"},
		// arrays and aliases
		{vec(Int64), "Vector{Int64}"},
		{vec(Any), "Vector{Any}"},
		{mat(Float64), "Matrix{Float64}"},
		{ArrayOf(Int64, 3), "Array{Int64, 3}"},
		{ArrayOf(Int64, 0), "Array{Int64, 0}"},
		{vec(vec(Int64)), "Vector{Vector{Int64}}"},
		{vec(u(Int64, Nothing)), "Vector{Union{Nothing, Int64}}"},
		{AbstractVectorOf(Int64), "AbstractVector{Int64}"},
		{AbstractMatrixOf(Float64), "AbstractMatrix{Float64}"},
		{AbstractArrayOf(Int64, 3), "AbstractArray{Int64, 3}"},
		{Apply(DenseArrayT, Int64, int64(1)), "DenseVector{Int64}"},
		{Apply(DenseArrayT, Int64, int64(2)), "DenseMatrix{Int64}"},
		{ArrayT.Wrapper, "Array"},
		{AbstractArrayT.Wrapper, "AbstractArray"},
		{Vector, "Vector"},
		{Matrix, "Matrix"},
		{AbstractVector, "AbstractVector"},
		{ua(T, vec(T)), "Vector"},
		{ua(TR, vec(TR)), "Vector{T} where T<:Real"},
		{ua(anonR, vec(anonR)), "Vector{<:Real}"},
		{ua(anonAny, vec(anonAny)), "Vector"},
		{ua(anonLo, vec(anonLo)), "Vector{>:Int64}"},
		{ua(N, Apply(ArrayT, Int64, N)), "Array{Int64}"},
		{ua(T, ua(N, Apply(ArrayT, T, N))), "Array"},
		{ua(TR, ua(N, Apply(ArrayT, TR, N))), "Array{T} where T<:Real"},
		{ua(N, ua(TR, Apply(ArrayT, TR, N))), "Array{T, N} where {N, T<:Real}"},
		{ua(T, Apply(ArrayT, T, int64(3))), "Array{T, 3} where T"},
		{ua(T, vec(vec(T))), "Vector{Vector{T}} where T"},
		{vec(ua(T, vec(T))), "Vector{Vector}"},
		{vec(ua(anonR, vec(anonR))), "Vector{Vector{<:Real}}"},
		{ua(anonR, ua(anonR2, Apply(tDictName, anonR, anonR2))), "Dict{<:Real, <:Real}"},
		{ua(anonInt, AbstractVectorOf(anonInt)), "AbstractVector{<:Integer}"},
		{VectorOf(T), "Array{T, 1}"},
		{u(vec(Float64), mat(Float64)), "VecOrMat{Float64}"},
		{u(Int64, vec(Float64), mat(Float64)), "Union{Int64, VecOrMat{Float64}}"},
		{u(vec(Int64), mat(Float64)), "Union{Matrix{Float64}, Vector{Int64}}"},
		// tuples
		{tup(Int64, Float64), "Tuple{Int64, Float64}"},
		{EmptyTuple, "Tuple{}"},
		{tup(Int64), "Tuple{Int64}"},
		{NTupleOf(2, Int64), "Tuple{Int64, Int64}"},
		{NTupleOf(3, Int64), "Tuple{Int64, Int64, Int64}"},
		{NTupleOf(4, Int64), "NTuple{4, Int64}"},
		{NTupleOf(10, Float64), "NTuple{10, Float64}"},
		{tup(String, Int64, Int64, Int64), "Tuple{String, Int64, Int64, Int64}"},
		{tup(String, Int64, Int64, Int64, Int64), "Tuple{String, Vararg{Int64, 4}}"},
		{tup(Int64, Int64, Int64, Int64, String), "Tuple{Int64, Int64, Int64, Int64, String}"},
		{tupv(Int64, va(Int64)), "Tuple{Int64, Vararg{Int64}}"},
		{tupv(va(Int64)), "Tuple{Vararg{Int64}}"},
		{tupv(va(Any)), "Tuple"},
		{TupleT.Wrapper, "Tuple"},
		{tupv(Int64, va(Any)), "Tuple{Int64, Vararg{Any}}"},
		{ua(N, tupv(VarargVar(Int64, N))), "NTuple{N, Int64} where N"},
		{ua(N, tupv(String, VarargVar(Int64, N))), "Tuple{String, Vararg{Int64, N}} where N"},
		{NTuple, "NTuple{N, T} where {N, T}"},
		{ua(T, tup(T, T)), "Tuple{T, T} where T"},
		{ua(T, tup(vec(T))), "Tuple{Vector{T}} where T"},
		{ua(TR, tup(tF, TR, vec(TR))), "Tuple{typeof(f), T, Vector{T}} where T<:Real"},
		{tup(tyT(Int64), Int64), "Tuple{Type{Int64}, Int64}"},
		{tup(tup(Int64, Int64), Int64), "Tuple{Tuple{Int64, Int64}, Int64}"},
		// unions
		{u(Int64, Nothing), "Union{Nothing, Int64}"},
		{u(Nothing, Int64), "Union{Nothing, Int64}"},
		{u(Float64, Int64), "Union{Float64, Int64}"},
		{u(Int64, Float64), "Union{Float64, Int64}"},
		{u(Int64, String), "Union{Int64, String}"},
		{u(String, Int64), "Union{Int64, String}"},
		{u(String, Nothing, Int64, Float64), "Union{Nothing, Float64, Int64, String}"},
		{u(Missing(), Nothing), "Union{Missing, Nothing}"},
		{u(Int64, Missing()), "Union{Missing, Int64}"},
		{u(Integer, AbstractString), "Union{AbstractString, Integer}"},
		{u(vec(Int64), Int64), "Union{Int64, Vector{Int64}}"},
		{u(Int32, Int64, UInt8), "Union{Int32, Int64, UInt8}"},
		{u(Int64, Integer), "Integer"},
		{ua(T, u(Nothing, T)), "Union{Nothing, T} where T"},
		{u(Nothing, T), "Union{Nothing, T}"},
		{u(tup(Int64), EmptyTuple), "Union{Tuple{}, Tuple{Int64}}"},
		{u(app(tSome, Int64), Nothing), "Union{Nothing, Some{Int64}}"},
		// Type
		{tyT(Int64), "Type{Int64}"},
		{tyT(vec(Int64)), "Type{Vector{Int64}}"},
		{tyT(Vector), "Type{Vector}"},
		{tyT(Bottom), "Type{Union{}}"},
		{tyT(u(Int64, Nothing)), "Type{Union{Nothing, Int64}}"},
		{TypeT.Wrapper, "Type"},
		{ua(anonInt, tyT(anonInt)), "Type{<:Integer}"},
		{ua(TR, tyT(TR)), "Type{T} where T<:Real"},
		{Supertype(DataTypeT), "Type{T}"},
		// named tuples
		{NamedTupleOf([]string{"a", "b"}, Int64, Int64), "@NamedTuple{a::Int64, b::Int64}"},
		{NamedTupleOf([]string{"a"}, Any), "@NamedTuple{a}"},
		{NamedTupleOf([]string{"x", "y"}, String, Any), "@NamedTuple{x::String, y}"},
		{NamedTupleOf(nil), "@NamedTuple{}"},
		{NamedTupleT.Wrapper, "NamedTuple"},
		{mustInst(NamedTupleT.Wrapper, MakeSymTuple([]string{"a"})), "NamedTuple{(:a,)}"},
		{mustInst(NamedTupleT.Wrapper, MakeSymTuple([]string{"a", "b"})), "NamedTuple{(:a, :b)}"},
		// functions
		{tSin, "typeof(sin)"},
		{tF, "typeof(f)"},
		{tPlus, "typeof(+)"},
		{tClosure, `var"#1#2"`},
		{app(tClosureP, Int64), `var"#3#4"{Int64}`},
		{tHidden, "typeof(Geometry.area)"},
		{tyT(tSin), "Type{typeof(sin)}"},
		// value parameters
		{app(tValName, int64(3)), "Val{3}"},
		{app(tValName, int64(-3)), "Val{-3}"},
		{app(tValName, Symbol("x")), "Val{:x}"},
		{app(tValName, Symbol("a b")), `Val{Symbol("a b")}`},
		{app(tValName, true), "Val{true}"},
		{app(tValName, CharFromRune('a')), "Val{'a'}"},
		{app(tValName, uint8(1)), "Val{0x01}"},
		{app(tValName, uint32(255)), "Val{0x000000ff}"},
		{app(tValName, int32(7)), "Val{7}"},
		{app(tValName, 1.5), "Val{1.5}"},
		{app(tValName, 1.0), "Val{1.0}"},
		{app(tValName, float32(2)), "Val{2.0f0}"},
		{app(tValName, MakeSymTuple([]string{"a", "b"})), "Val{(:a, :b)}"},
		{app(tValName, Int64), "Val{Int64}"},
		{app(tValName, NothingValue), "Val{nothing}"},
		{tValName.Wrapper, "Val"},
		// other parametric types
		{PtrOf(Float64), "Ptr{Float64}"},
		{PtrOf(Nothing), "Ptr{Nothing}"},
		{app(tDictName, String, Int64), "Dict{String, Int64}"},
		{ua(V, Apply(tDictName, String, V)), "Dict{String}"},
		{ua(K, Apply(tDictName, K, Int64)), "Dict{K, Int64} where K"},
		{tDictName.Wrapper, "Dict"},
		{ua(TR, Apply(tPairName, Int64, TR)), "Pair{Int64, T} where T<:Real"},
		{app(tPairName, Int64, String), "Pair{Int64, String}"},
		{app(tComplex, Float64), "Complex{Float64}"},
		{app(tRefValue, Int64), "Base.RefValue{Int64}"},
		{app(tRef, Int64), "Ref{Int64}"},
		{app(tPointName, Float64), "Point{Float64}"},
		{tPoint, "Point"},
		{ua(TR, Apply(tPointName, TR)), "Point"},
		{tGeoPoint, "Geometry.Point"},
		{tMGeoPoint, "Main.Geometry.Point"},
		{vec(tGeoPoint), "Vector{Geometry.Point}"},
		{app(tUnitRange, Int64), "UnitRange{Int64}"},
		{Supertype(app(tUnitRange, Int64).(*DataType)), "AbstractUnitRange{Int64}"},
		{Supertype(vec(Int64).(*DataType)), "DenseVector{Int64}"},
		{Supertype(Supertype(vec(Int64).(*DataType))), "AbstractVector{Int64}"},
		// type variables and Vararg on their own
		{T, "T"},
		{TR, "T<:Real"},
		{TI, "T>:Int64"},
		{TIR, "Int64<:T<:Real"},
		{anonR, `var"` + anonR.Name + `"<:Real`},
		{va(Int64), "Vararg{Int64}"},
		{VarargVar(Int64, N), "Vararg{Int64, N}"},
		{VarargOf(Int64, 2), "Vararg{Int64, 2}"},
		// name clashes between nested where clauses
		{ua(T, tup(T, ua(S, vec(S)))), "Tuple{T, Vector} where T"},
		{ua(N2, tup(ua(N, Apply(ArrayT, Int64, N)), N2)), "Tuple{Array{Int64}, N} where N"},
	}
	for _, c := range cases {
		if got := c.t.String(); got != c.want {
			t.Errorf("show: got %q, want %q", got, c.want)
		}
	}
}

func Missing() Type { return tMissing }

func mustInst(t Type, ps ...any) Type {
	r, err := Instantiate(t, ps...)
	if err != nil {
		panic(err)
	}
	return r
}

func TestShowVisibility(t *testing.T) {
	vis := func(tn *TypeName) bool { return tn.Module == "Main" || tn.Module == "Geometry" || DefaultVisible(tn) }
	cases := []struct {
		t    Type
		want string
	}{
		{tGeoPoint, "Point"},
		{vec(tGeoPoint), "Vector{Point}"},
		{tHidden, "typeof(area)"},
		{tMGeoPoint, "Main.Geometry.Point"},
		{BoxT, "Core.Box"},
		{Int64, "Int64"},
	}
	for _, c := range cases {
		if got := TypeString(c.t, vis); got != c.want {
			t.Errorf("show: got %q, want %q", got, c.want)
		}
	}
	if got := tGeoPoint.StringIn(nil); got != "Geometry.Point" {
		t.Errorf("StringIn(nil) = %q", got)
	}
	all := func(*TypeName) bool { return true }
	if got := TypeString(BoxT, all); got != "Box" {
		t.Errorf("all visible Box = %q", got)
	}
}

func TestShowNameRenaming(t *testing.T) {
	// Vector{T} where T, nested under a where with another T in scope.
	T1 := tv("T", nil, nil)
	T2 := tv("T", nil, nil)
	x := ua(T1, tup(T1, ua(T2, tup(T2, T1))))
	if got, want := x.String(), "Tuple{T, Tuple{T1, T} where T1} where T"; got != want {
		t.Errorf("got %q want %q", got, want)
	}
	U := tv("_", nil, nil)
	if got, want := ua(U, tup(U, U)).String(), "Tuple{_1, _1} where _1"; got != want {
		t.Errorf("got %q want %q", got, want)
	}
}

func TestParamString(t *testing.T) {
	cases := []struct {
		v    any
		want string
	}{
		{int64(3), "3"},
		{Symbol("x"), ":x"},
		{Symbol("+"), ":+"},
		{MakeSymTuple([]string{"a"}), "(:a,)"},
		{MakeSymTuple(nil), "()"},
		{true, "true"},
		{0.1, "0.1"},
		{1e5, "100000.0"},
		{1e6, "1.0e6"},
		{1.5e-5, "1.5e-5"},
		{0.0001, "0.0001"},
		{-2.5, "-2.5"},
		{123456.5, "123456.5"},
		{1234567.5, "1.2345675e6"},
		{float32(0.5), "0.5f0"},
		{CharFromRune('\n'), `'\n'`},
		{CharFromRune('é'), "'é'"},
		{uint16(10), "0x000a"},
		{uint64(1), "0x0000000000000001"},
		{Int64, "Int64"},
		{"s", `"s"`},
	}
	for _, c := range cases {
		if got := ParamString(c.v); got != c.want {
			t.Errorf("ParamString(%#v) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestRegisterAlias(t *testing.T) {
	// A user alias in Main applies to Main's types.
	P := tv("P", nil, nil)
	tn := structName("Main", "Holder", KindStruct, false, []*TypeVar{P}, Any, Field{Name: "x", Type: P})
	RegisterAlias("Main", "IntHolder", app(tn, Int64), true)
	if got := app(tn, Int64).String(); got != "IntHolder" {
		t.Errorf("alias: %q", got)
	}
	if got := app(tn, Float64).String(); got != "Holder{Float64}" {
		t.Errorf("no alias: %q", got)
	}
	// Two aliases for one type: Julia uses neither.
	RegisterAlias("Main", "IntHolder2", app(tn, Int64), true)
	if got := app(tn, Int64).String(); got != "Holder{Int64}" {
		t.Errorf("ambiguous alias: %q", got)
	}
	// An alias of another module prints qualified when not exported.
	Q := tv("Q", nil, nil)
	tn2 := structName("Geometry", "Box2", KindStruct, false, []*TypeVar{Q}, Any, Field{Name: "x", Type: Q})
	W := tv("W", nil, nil)
	RegisterAlias("Geometry", "FBox", ua(W, Apply(tn2, W)), false)
	RegisterAlias("Geometry", "Box64", app(tn2, Float64), false)
	if got := app(tn2, Float64).String(); got != "Geometry.Box64" {
		t.Errorf("hidden alias: %q", got)
	}
}

func TestShowNames(t *testing.T) {
	if got := tGeoPoint.Name.FullName(); got != "Geometry.Point" {
		t.Errorf("FullName = %q", got)
	}
	if got := Int64.Name.FullName(); got != "Int64" {
		t.Errorf("FullName = %q", got)
	}
	// FuncName overrides the '#name' convention.
	tn := NewTypeName("Main", "##kw#12", KindStruct, nil)
	tn.Function = true
	tn.FuncName = "myfunc"
	tn.Super = Function
	tn.Finish()
	if got := tn.Wrapper.String(); got != "typeof(myfunc)" {
		t.Errorf("FuncName: %q", got)
	}
	// A named inner function's type prints as a closure.
	tn2 := NewTypeName("Main", "#inner#3", KindStruct, nil)
	tn2.Function = true
	tn2.Super = Function
	tn2.Finish()
	if got := tn2.Wrapper.String(); got != `var"#inner#3"` {
		t.Errorf("inner function: %q", got)
	}
	// A function of a module that is not visible.
	tn3 := NewTypeName("Geometry", "#-", KindStruct, nil)
	tn3.Function = true
	tn3.Super = Function
	tn3.Finish()
	if got := tn3.Wrapper.String(); got != "typeof(Geometry.:-)" {
		t.Errorf("operator function: %q", got)
	}
	x := u(tGeoPoint, Nothing)
	vis := func(tn *TypeName) bool { return true }
	if got := x.(*Union).StringIn(vis); got != "Union{Nothing, Point}" {
		t.Errorf("Union StringIn: %q", got)
	}
	T := tv("T", nil, nil)
	y := ua(T, tup(T, tGeoPoint))
	if got := y.(*UnionAll).StringIn(vis); got != "Tuple{T, Point} where T" {
		t.Errorf("UnionAll StringIn: %q", got)
	}
	if IsTypeType(Int64) || !IsTypeType(tyT(Int64)) || !IsTuple(tup(Int64)) || IsTuple(Int64) {
		t.Errorf("IsTypeType/IsTuple")
	}
	if TypeNameByID(Int64.Name.ID) != Int64.Name || DataTypeByID(Int64.ID) != Int64 {
		t.Errorf("lookups by ID")
	}
}
