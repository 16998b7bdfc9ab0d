package types

import "testing"

func TestSupertype(t *testing.T) {
	cases := []struct {
		t    *DataType
		want Type
	}{
		{Int64, Signed},
		{Signed, Integer},
		{Integer, Real},
		{Real, Number},
		{Number, Any},
		{Any, Any},
		{Bool, Integer},
		{Float64, AbstractFloat},
		{String, AbstractString},
		{Char, AbstractChar},
		{vec(Int64).(*DataType), Apply(DenseArrayT, Int64, int64(1))},
		{Apply(DenseArrayT, Int64, int64(1)), AbstractVectorOf(Int64)},
		{AbstractVectorOf(Int64), Any},
		{mat(Float64).(*DataType), Apply(DenseArrayT, Float64, int64(2))},
		{tup(Int64).(*DataType), Any},
		{EmptyTuple, Any},
		{tyT(Int64).(*DataType), Any},
		{DataTypeT, Apply(TypeT, TypeT.Params[0])},
		{UnionKind, Apply(TypeT, TypeT.Params[0])},
		{UnionAllT, Apply(TypeT, TypeT.Params[0])},
		{TypeVarT, Any},
		{tSin, Function},
		{Function, Any},
		{Builtin, Function},
		{app(tDictName, String, Int64).(*DataType), app(tAbsDict, String, Int64)},
		{app(tUnitRange, Int64).(*DataType), app(tAbsURange, Int64)},
		{app(tAbsURange, Int64).(*DataType), app(tOrdRange, Int64, Int64)},
		{app(tOrdRange, Int64, Int64).(*DataType), app(tAbsRange, Int64)},
		{app(tAbsRange, Int64).(*DataType), AbstractVectorOf(Int64)},
		{app(tRefValue, Float64).(*DataType), app(tRef, Float64)},
		{app(tComplex, Float64).(*DataType), Number},
		{NamedTupleOf([]string{"a"}, Int64), Any},
		{Unwrap(ArrayT.Wrapper).(*DataType), Apply(DenseArrayT, ArrayT.Params[0], ArrayT.Params[1])},
	}
	for _, c := range cases {
		if got := Supertype(c.t); got != c.want {
			t.Errorf("Supertype(%s) = %s, want %s", c.t, got, c.want)
		}
	}
	if s := SuperAt(vec(Int64).(*DataType), AbstractArrayT); s != AbstractVectorOf(Int64) {
		t.Errorf("SuperAt: %v", s)
	}
	if s := SuperAt(Int64, AbstractArrayT); s != nil {
		t.Errorf("SuperAt unrelated: %v", s)
	}
}

func TestFieldTypes(t *testing.T) {
	eq := func(a, b []Type) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if a[i] != b[i] {
				return false
			}
		}
		return true
	}
	cases := []struct {
		t    *DataType
		want []Type
	}{
		{app(tPointName, Float64).(*DataType), []Type{Float64, Float64}},
		{app(tPairName, Int64, String).(*DataType), []Type{Int64, String}},
		{app(tDictName, String, Int64).(*DataType), []Type{vec(String), vec(Int64), Int64}},
		{tup(Int64, String).(*DataType), []Type{Int64, String}},
		{EmptyTuple, []Type{}},
		{NamedTupleOf([]string{"a", "b"}, Int64, Float64), []Type{Int64, Float64}},
		{Nothing, []Type{}},
		{BoxT, []Type{Any}},
		{tMut, []Type{Int64}},
		{app(tClosureP, vec(Int64)).(*DataType), []Type{vec(Int64)}},
		{Int64, []Type{}},
	}
	for _, c := range cases {
		if got := FieldTypes(c.t); !eq(got, c.want) {
			t.Errorf("FieldTypes(%s) = %v, want %v", c.t, got, c.want)
		}
	}
	T := tv("T", nil, nil)
	ft := FieldTypes(Apply(tPointName, T))
	if len(ft) != 2 || ft[0] != T {
		t.Errorf("generic fields: %v", ft)
	}
}

func TestPredicates(t *testing.T) {
	T := tv("T", nil, nil)
	N := tv("N", nil, nil)
	type row struct {
		t                                       Type
		concrete, bits, mutable, single, isKind bool
	}
	cases := []row{
		{Int64, true, true, false, false, false},
		{Float64, true, true, false, false, false},
		{Bool, true, true, false, false, false},
		{Char, true, true, false, false, false},
		{Integer, false, false, false, false, false},
		{Any, false, false, false, false, false},
		{Bottom, false, false, false, false, false},
		{String, true, false, false, false, false},
		{SymbolT, true, false, false, false, false},
		{Nothing, true, true, false, true, false},
		{tMissing, true, true, false, true, false},
		{EmptyTuple, true, true, false, true, false},
		{tup(Int64, Float64), true, true, false, false, false},
		{tup(Int64, String), true, false, false, false, false},
		{tup(Integer), false, false, false, false, false},
		{tupv(va(Int64)), false, false, false, false, false},
		{tup(tyT(Int64)), false, false, false, false, false},
		{tup(DataTypeT), true, false, false, false, false},
		{tup(Nothing, Nothing), true, true, false, true, false},
		{vec(Int64), true, false, true, false, false},
		{vec(Integer), true, false, true, false, false},
		{mat(Float64), true, false, true, false, false},
		{AbstractVectorOf(Int64), false, false, false, false, false},
		{VectorOf(T), false, false, true, false, false},
		{Vector, false, false, false, false, false},
		{u(Int64, Nothing), false, false, false, false, false},
		{tyT(Int64), false, false, false, true, false},
		{tyT(vec(Int64)), false, false, false, true, false},
		{tyT(T), false, false, false, false, false},
		{TypeT.Wrapper, false, false, false, false, false},
		{DataTypeT, true, false, true, false, true},
		{UnionKind, true, false, false, false, true},
		{UnionAllT, true, false, false, false, true},
		{TypeVarT, true, false, false, false, false},
		{ModuleT, true, false, true, false, false},
		{tSin, true, true, false, true, false},
		{tClosure, true, true, false, true, false},
		{app(tClosureP, Int64), true, true, false, false, false},
		{app(tClosureP, String), true, false, false, false, false},
		{Function, false, false, false, false, false},
		{app(tPointName, Float64), true, true, false, false, false},
		{app(tPointName, Real), true, false, false, false, false},
		{tPoint, false, false, false, false, false},
		{tPair2, true, true, false, false, false},
		{tWrap, true, false, false, false, false},
		{tMut, true, false, true, false, false},
		{BoxT, true, false, true, false, false},
		{PtrOf(Int64), true, true, false, false, false},
		{app(tValName, int64(3)), true, true, false, true, false},
		{app(tValName, Int64), true, true, false, true, false},
		{app(tComplex, Float64), true, true, false, false, false},
		{app(tPairName, Int64, tup(Int64, Float64)), true, true, false, false, false},
		{app(tPairName, Int64, vec(Int64)), true, false, false, false, false},
		{app(tDictName, String, Int64), true, false, true, false, false},
		{app(tRefValue, Int64), true, false, true, false, false},
		{NamedTupleOf([]string{"a"}, Int64), true, true, false, false, false},
		{NamedTupleOf(nil), true, true, false, true, false},
		{NamedTupleOf([]string{"a"}, Integer), true, false, false, false, false},
		{ua(N, Apply(ArrayT, Int64, N)), false, false, false, false, false},
		{T, false, false, false, false, false},
	}
	for _, c := range cases {
		if got := IsConcrete(c.t); got != c.concrete {
			t.Errorf("IsConcrete(%s) = %v", c.t, got)
		}
		if got := IsBits(c.t); got != c.bits {
			t.Errorf("IsBits(%s) = %v", c.t, got)
		}
		if got := IsMutable(c.t); got != c.mutable {
			t.Errorf("IsMutable(%s) = %v", c.t, got)
		}
		if got := IsSingleton(c.t); got != c.single {
			t.Errorf("IsSingleton(%s) = %v", c.t, got)
		}
		if got := IsKind(c.t); got != c.isKind {
			t.Errorf("IsKind(%s) = %v", c.t, got)
		}
	}
	if !IsDispatchTuple(tup(tF, tyT(Int64), Int64)) || IsDispatchTuple(tup(Integer)) || IsDispatchTuple(Int64) {
		t.Errorf("IsDispatchTuple")
	}
	if !IsVarargTuple(tupv(Int64, va(Int64))) || IsVarargTuple(tup(Int64)) {
		t.Errorf("IsVarargTuple")
	}
	if !IsAbstract(Integer) || IsAbstract(Int64) || !IsAbstract(tyT(Int64)) {
		t.Errorf("IsAbstract")
	}
}

func TestRecursiveBits(t *testing.T) {
	// struct Node; next::Node; end is not bits (it would be infinite).
	tn := NewTypeName("Main", "Node", KindStruct, nil)
	tn.Super = Any
	tn.Finish()
	tn.Fields = []Field{{Name: "next", Type: tn.Wrapper}}
	if IsBits(tn.Wrapper) {
		t.Errorf("recursive struct is bits")
	}
}
