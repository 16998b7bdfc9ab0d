package types

import (
	"fmt"
	"testing"
)

type subCase struct {
	a, b Type
	want bool
}

func runSub(t *testing.T, cases []subCase) {
	t.Helper()
	for _, c := range cases {
		if got := Subtype(c.a, c.b); got != c.want {
			t.Errorf("%s <: %s = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestSubtypeBasic(t *testing.T) {
	runSub(t, []subCase{
		{Int64, Int64, true},
		{Int64, Integer, true},
		{Int64, Signed, true},
		{Int64, Unsigned, false},
		{Int64, Real, true},
		{Int64, Number, true},
		{Int64, Any, true},
		{Int64, AbstractFloat, false},
		{Integer, Int64, false},
		{Bool, Integer, true},
		{Bool, Signed, false},
		{Float64, AbstractFloat, true},
		{Float32, Float64, false},
		{UInt8, Unsigned, true},
		{Char, AbstractChar, true},
		{Char, Number, false},
		{String, AbstractString, true},
		{AbstractString, String, false},
		{Nothing, Any, true},
		{Any, Any, true},
		{Any, Int64, false},
		{Bottom, Int64, true},
		{Bottom, Bottom, true},
		{Int64, Bottom, false},
		{Any, Bottom, false},
		{Bottom, vec(Int64), true},
		{tSin, Function, true},
		{tClosure, Function, true},
		{tSin, tF, false},
		{Function, tSin, false},
		{Builtin, Function, true},
		{tF, Builtin, false},
		{tFooA, tAbstractFoo, true},
		{tFooA, tFooB, false},
		{tAbstractFoo, tFooA, false},
		{tMut, Any, true},
		{ModuleT, Any, true},
		{SymbolT, Any, true},
		{DataTypeT, Any, true},
		{TypeVarT, Any, true},
	})
}

func TestSubtypeUnion(t *testing.T) {
	runSub(t, []subCase{
		{Int64, u(Int64, Nothing), true},
		{Nothing, u(Int64, Nothing), true},
		{String, u(Int64, Nothing), false},
		{u(Int64, Nothing), u(Int64, Nothing, String), true},
		{u(Int64, String), u(Int64, Nothing), false},
		{u(Int64, Float64), Real, true},
		{u(Int64, String), Real, false},
		{u(Int64, Float64), u(Integer, AbstractFloat), true},
		{u(Int64, Float64), u(Integer, Float32), false},
		{Bottom, u(Int64, Nothing), true},
		{u(Int64, Nothing), Any, true},
		{u(Int64, Nothing), Int64, false},
		{u(Int8, Int16), Signed, true},
		{Integer, u(Signed, Unsigned, Bool), false},
		{u(Signed, Unsigned, Bool), Integer, true},
		{u(Int64, Nothing), u(Nothing, Int64), true},
		{tup(u(Int64, String)), u(tup(Int64), tup(String)), true},
		{u(tup(Int64), tup(String)), tup(u(Int64, String)), true},
		{tup(u(Int64, String), u(Int64, String)), u(tup(Int64, Int64), tup(String, String)), false},
		{tup(u(Int64, String), u(Int64, String)),
			u(tup(Int64, Int64), tup(String, String), tup(Int64, String), tup(String, Int64)), true},
		{tup(u(Int64, String), Int64), u(tup(Int64, Int64), tup(String, Int64)), true},
		// Julia's algorithm does not split a Vararg by length
		{tupv(va(Int64)), u(EmptyTuple, tupv(Int64, va(Int64))), false},
		{tupv(va(Int64)), u(EmptyTuple, tupv(Int64, Int64, va(Int64))), false},
		{vec(u(Int64, Nothing)), u(vec(Int64), vec(Nothing)), false},
		{u(vec(Int64), vec(Nothing)), AbstractVector, true},
		{tyT(Int64), u(tyT(Int64), Nothing), true},
		{tyT(Int64), u(DataTypeT, Nothing), true},
		{u(tyT(Int64), tyT(Float64)), DataTypeT, true},
	})
}

func TestSubtypeTuple(t *testing.T) {
	runSub(t, []subCase{
		{tup(Int64, Float64), tup(Integer, Real), true},
		{tup(Int64, Float64), tup(Integer, Integer), false},
		{tup(Int64), tup(Integer, Integer), false},
		{tup(Int64, Int64), tup(Integer), false},
		{EmptyTuple, EmptyTuple, true},
		{EmptyTuple, TupleT.Wrapper, true},
		{tup(Int64), TupleT.Wrapper, true},
		{tup(Int64, String, Nothing), TupleT.Wrapper, true},
		{TupleT.Wrapper, tup(Int64), false},
		{tup(Int64, Int64), tupv(va(Int64)), true},
		{EmptyTuple, tupv(va(Int64)), true},
		{tup(Int64, String), tupv(va(Int64)), false},
		{tup(Int64), tupv(Int64, va(Int64)), true},
		{EmptyTuple, tupv(Int64, va(Int64)), false},
		{tup(Int64, Int64, Int64, Int64, Int64), tupv(Int64, va(Integer)), true},
		{tup(Int64, Int64, Int64, Int64, String), tupv(Int64, va(Integer)), false},
		{tupv(va(Int64)), tupv(va(Integer)), true},
		{tupv(va(Integer)), tupv(va(Int64)), false},
		{tupv(va(Int64)), tupv(Int64, va(Int64)), false},
		{tupv(Int64, va(Int64)), tupv(va(Int64)), true},
		{tupv(Int64, va(Int64)), tupv(Int64, va(Int64)), true},
		{tupv(Int64, Int64, va(Int64)), tupv(Int64, va(Integer)), true},
		{tupv(va(Int64)), tup(Int64, Int64), false},
		{tupv(va(Any)), tupv(va(Int64)), false},
		{tup(Int64, Float64), tupv(Int64, Float64, va(Any)), true},
		{tup(Int64, Float64), tupv(Int64, va(Any)), true},
		{tup(Int64, Float64), tupv(String, va(Any)), false},
		{tup(tF, Int64), tup(tF, Any), true},
		{tup(tF, Int64), tup(tG, Any), false},
		{tup(tF, Int64), tupv(tF, va(Any)), true},
		{tup(tup(Int64, Int64)), tup(tup(Integer, Integer)), true},
		{tup(tup(Int64, Int64)), tup(tupv(va(Int64))), true},
		{tup(vec(Int64)), tup(AbstractVector), true},
		{tup(vec(Int64)), tup(vec(Integer)), false},
		{NTupleOf(3, Int64), tup(Int64, Int64, Int64), true},
		{tup(Int64, Int64), NTupleOf(3, Int64), false},
		{tup(Nothing), tup(u(Nothing, Int64)), true},
		{tup(u(Nothing, Int64)), tup(Nothing), false},
	})
}

func TestSubtypeInvariant(t *testing.T) {
	TI := tv("T", nil, Integer)
	TR := tv("T", nil, Real)
	T := tv("T", nil, nil)
	K := tv("K", nil, nil)
	N := tv("N", nil, nil)
	sI := NewAnonTypeVar(nil, Integer)
	sU := NewAnonTypeVar(nil, u(Int64, Nothing))
	names := tv("names", nil, nil)
	tt := tv("T", nil, tup(Integer))
	val := func(x any) Type { return app(tValName, x) }
	runSub(t, []subCase{
		{vec(Int64), vec(Int64), true},
		{vec(Int64), vec(Integer), false},
		{vec(Integer), vec(Int64), false},
		{vec(Int64), AbstractVectorOf(Int64), true},
		{vec(Int64), AbstractVectorOf(Integer), false},
		{vec(Int64), AbstractArrayOf(Int64, 2), false},
		{vec(Int64), Apply(DenseArrayT, Int64, int64(1)), true},
		{vec(Int64), AbstractArrayT.Wrapper, true},
		{vec(Int64), Vector, true},
		{vec(Int64), Matrix, false},
		{vec(Int64), ua(TI, vec(TI)), true},
		{vec(Integer), ua(TI, vec(TI)), true},
		{vec(Real), ua(TI, vec(TI)), false},
		{vec(Integer), ua(sI, vec(sI)), true},
		{vec(String), ua(sI, vec(sI)), false},
		{vec(u(Int64, Nothing)), vec(u(Nothing, Int64)), true},
		{vec(u(Int64, Nothing)), ua(sU, vec(sU)), true},
		{vec(Int64), ua(sU, vec(sU)), true},
		{vec(String), ua(sU, vec(sU)), false},
		{vec(vec(Int64)), vec(Vector), false},
		{vec(Vector), vec(ua(T, vec(T))), true},
		{vec(vec(Int64)), ua(T, vec(vec(T))), true},
		{vec(vec(Int64)), ua(T, vec(T)), true},
		{ArrayOf(Int64, 2), ua(N, Apply(ArrayT, Int64, N)), true},
		{ArrayOf(Int64, 2), ua(N, Apply(ArrayT, Float64, N)), false},
		{val(int64(3)), val(int64(3)), true},
		{val(int64(3)), val(int64(4)), false},
		{val(int64(3)), tValName.Wrapper, true},
		{val(Symbol("x")), val(Symbol("y")), false},
		{val(Symbol("x")), val(Symbol("x")), true},
		{val(int64(3)), val(Int64), false},
		{val(int64(3)), ua(tv("N", nil, Integer), Apply(tValName, Int64)), false},
		{val(Int64), ua(TI, Apply(tValName, TI)), true},
		{val(int64(3)), ua(TI, Apply(tValName, TI)), false},
		{val(true), val(int64(1)), false},
		{val(int32(3)), val(int64(3)), false},
		{app(tDictName, String, Int64), app(tAbsDict, String, Int64), true},
		{app(tDictName, String, Int64), ua(T, Apply(tAbsDict, String, T)), true},
		{app(tDictName, String, Int64), ua(K, Apply(tAbsDict, K, K)), false},
		{app(tDictName, Int64, Int64), ua(K, Apply(tDictName, K, K)), true},
		{app(tDictName, Int64, Int64), tAbsDict.Wrapper, true},
		{app(tPairName, Int64, Int64), ua(T, Apply(tPairName, T, T)), true},
		{app(tPairName, Int64, String), ua(T, Apply(tPairName, T, T)), false},
		{app(tPairName, Int64, vec(Int64)), ua(T, Apply(tPairName, T, VectorOf(T))), true},
		{app(tPairName, Integer, vec(Int64)), ua(T, Apply(tPairName, T, VectorOf(T))), false},
		{app(tComplex, Float64), Number, true},
		{app(tComplex, Float64), Real, false},
		{app(tComplex, Float64), app(tComplex, Real), false},
		{app(tComplex, Float64), tComplex.Wrapper, true},
		{app(tUnitRange, Int64), AbstractVectorOf(Int64), true},
		{app(tUnitRange, Int64), ua(T, Apply(tOrdRange, T, T)), true},
		{app(tUnitRange, Int64), app(tOrdRange, Int64, Int64), true},
		{app(tUnitRange, Int64), app(tOrdRange, Int64, Integer), false},
		{app(tUnitRange, Int64), AbstractVectorOf(Integer), false},
		{app(tUnitRange, Int64), AbstractArrayT.Wrapper, true},
		{app(tRefValue, Int64), app(tRef, Int64), true},
		{app(tRefValue, Int64), tRef.Wrapper, true},
		{NamedTupleOf([]string{"a"}, Int64), NamedTupleT.Wrapper, true},
		{NamedTupleOf([]string{"a"}, Int64), mustInst(NamedTupleT.Wrapper, MakeSymTuple([]string{"a"})), true},
		{NamedTupleOf([]string{"a"}, Int64), mustInst(NamedTupleT.Wrapper, MakeSymTuple([]string{"b"})), false},
		{NamedTupleOf([]string{"a"}, Int64), Apply(NamedTupleT, MakeSymTuple([]string{"a"}), tup(Integer)), false},
		{NamedTupleOf([]string{"a"}, Int64), ua(tt, Apply(NamedTupleT, MakeSymTuple([]string{"a"}), tt)), true},
		{NamedTupleOf([]string{"a", "b"}, Int64, Int64), ua(names, Apply(NamedTupleT, names, tup(Int64, Int64))), true},
		{PtrOf(Int64), PtrOf(Int64), true},
		{PtrOf(Int64), PtrOf(Any), false},
		{PtrOf(Int64), PtrT.Wrapper, true},
	})
	_ = TR
}

func TestSubtypeDiagonal(t *testing.T) {
	T := tv("T", nil, nil)
	TI := tv("T", nil, Integer)
	S := tv("S", nil, nil)
	N := tv("N", nil, nil)
	runSub(t, []subCase{
		{tup(Int64, Int64), ua(T, tup(T, T)), true},
		{tup(Int64, String), ua(T, tup(T, T)), false},
		{tup(Integer, Integer), ua(T, tup(T, T)), false},
		{tup(Int64, Int64), ua(TI, tup(TI, TI)), true},
		{tup(Int8, Int8), ua(TI, tup(TI, TI)), true},
		{tup(Int8, Int16), ua(TI, tup(TI, TI)), false},
		{tup(Float64, Float64), ua(TI, tup(TI, TI)), false},
		{tup(Nothing, Nothing), ua(T, tup(T, T)), true},
		{tup(tyT(Int64), tyT(Int64)), ua(T, tup(T, T)), true},
		{tup(u(Int64, String), Int64), ua(T, tup(T, T)), false},
		{tup(Int64, vec(Int64)), ua(T, tup(T, VectorOf(T))), true},
		{tup(Integer, vec(Integer)), ua(T, tup(T, VectorOf(T))), true},
		{tup(Int64, vec(Integer)), ua(T, tup(T, VectorOf(T))), true},
		{tup(Integer, vec(Int64)), ua(T, tup(T, VectorOf(T))), false},
		{tup(Int64, Int64, Int64), ua(T, tupv(VarargOf(T, -1))), true},
		{tup(Int64, String), ua(T, tupv(VarargOf(T, -1))), false},
		{tup(Int64), ua(T, tupv(VarargOf(T, -1))), true},
		{tup(Integer), ua(T, tupv(VarargOf(T, -1))), true},
		{EmptyTuple, ua(T, tupv(VarargOf(T, -1))), true},
		{tup(Int64, Int64), ua(T, ua(S, tup(T, S))), true},
		{tup(Int64, String), ua(T, ua(S, tup(T, S))), true},
		{tup(Int64, Int64), ua(N, ua(T, tupv(VarargVar(T, N)))), true},
		{tup(Int64, String), ua(N, ua(T, tupv(VarargVar(T, N)))), false},
		{tup(Int64, Int64, Int64, Int64, Int64), ua(T, tup(T, T, T, T, T)), true},
		{tup(Int64, Int64, Int64, Int64, Int8), ua(T, tup(T, T, T, T, T)), false},
		{tup(Int64, Int64), ua(T, tup(T, Any)), true},
		{tup(Int64, String), ua(T, tup(T, Any)), true},
		{tup(Integer, String), ua(T, tup(T, Any)), true},
		// variables of the left side are universally quantified
		{ua(T, tup(T, T)), tup(Any, Any), true},
		{tup(Any, Any), ua(T, tup(T, T)), false},
		{ua(T, tup(T, T)), ua(S, tup(S, S)), true},
		{ua(T, tup(T, Int64)), ua(S, tup(S, S)), false},
	})
}

func TestSubtypeType(t *testing.T) {
	T := tv("T", nil, nil)
	TR := tv("T", nil, Real)
	sI := NewAnonTypeVar(nil, Integer)
	sS := NewAnonTypeVar(nil, AbstractString)
	Type_ := TypeT.Wrapper
	runSub(t, []subCase{
		{tyT(Int64), DataTypeT, true},
		{tyT(Int64), Type_, true},
		{tyT(Int64), Any, true},
		{tyT(Int64), tyT(Int64), true},
		{tyT(Int64), tyT(Integer), false},
		{tyT(Int64), ua(sI, tyT(sI)), true},
		{tyT(Int64), ua(sS, tyT(sS)), false},
		{tyT(Integer), ua(sI, tyT(sI)), true},
		{tyT(Int64), ua(TR, tyT(TR)), true},
		{tyT(u(Int64, Nothing)), Type_, true},
		{tyT(u(Int64, Nothing)), UnionKind, true},
		{tyT(u(Int64, Nothing)), DataTypeT, false},
		{tyT(Vector), UnionAllT, true},
		{tyT(Vector), DataTypeT, false},
		{tyT(Vector), Type_, true},
		{tyT(vec(Int64)), DataTypeT, true},
		{tyT(Bottom), ua(sI, tyT(sI)), true},
		{tyT(Bottom), Type_, true},
		{DataTypeT, Type_, true},
		{UnionKind, Type_, true},
		{UnionAllT, Type_, true},
		{TypeVarT, Type_, false},
		{DataTypeT, ua(sI, tyT(sI)), false},
		{DataTypeT, tyT(Int64), false},
		{Int64, Type_, false},
		{tyT(Int64), Function, false},
		{tyT(Int64), Integer, false},
		{ua(sI, tyT(sI)), DataTypeT, false},
		{ua(sI, tyT(sI)), Type_, true},
		{Type_, ua(sI, tyT(sI)), false},
		{Type_, Type_, true},
		{Type_, DataTypeT, false},
		{ua(T, tyT(T)), ua(T, tyT(T)), true},
		{tup(tyT(Int64)), tup(DataTypeT), true},
		{tup(tyT(Int64)), tup(Type_), true},
		{tup(tyT(Int64)), ua(T, tup(tyT(T))), true},
		{tup(DataTypeT), ua(T, tup(tyT(T))), true},
		{tup(tyT(Int64), Int64), ua(T, tup(tyT(T), T)), true},
		{tup(tyT(Int64), Int8), ua(T, tup(tyT(T), T)), false},
		{tyT(tyT(Int64)), DataTypeT, true},
		{tyT(tyT(Int64)), ua(T, tyT(tyT(T))), true},
	})
}

func TestSubtypeUnionAll(t *testing.T) {
	T := tv("T", nil, nil)
	T2 := tv("T", nil, nil)
	TI := tv("T", nil, Integer)
	TR := tv("T", nil, Real)
	N := tv("N", nil, nil)
	S := tv("S", nil, nil)
	runSub(t, []subCase{
		{ua(T, vec(T)), AbstractVector, true},
		{ua(T, vec(T)), vec(Any), false},
		{ua(T, vec(T)), AbstractArrayT.Wrapper, true},
		{ua(TI, vec(TI)), ua(TR, vec(TR)), true},
		{ua(TR, vec(TR)), ua(TI, vec(TI)), false},
		{ua(T, vec(T)), ua(T2, ua(N, Apply(ArrayT, T2, N))), true},
		{ua(T2, ua(N, Apply(ArrayT, T2, N))), ua(T, vec(T)), false},
		{ua(N, Apply(ArrayT, Int64, N)), ua(N, Apply(AbstractArrayT, Int64, N)), true},
		{ua(T, Apply(AbstractArrayT, T, int64(2))), AbstractMatrix, true},
		{Matrix, AbstractVecOrMat, true},
		{Vector, VecOrMat, true},
		{Vector, DenseVecOrMat, true},
		{ua(T, Apply(ArrayT, T, int64(3))), VecOrMat, false},
		{ArrayT.Wrapper, VecOrMat, false},
		{VecOrMat, AbstractVecOrMat, true},
		{AbstractVecOrMat, VecOrMat, false},
		{ua(T, tup(T, VectorOf(T))), tup(Any, Vector), true},
		{ua(TI, tup(TI)), tup(Integer), true},
		{ua(TI, tup(TI)), tup(Int64), false},
		{tup(Integer), ua(TI, tup(TI)), true},
		{ua(T, u(Int64, VectorOf(T))), u(Int64, AbstractVector), true},
		{ua(T, u(Int64, VectorOf(T))), u(Int64, vec(Any)), false},
		{ua(S, ua(T, Apply(tPairName, T, S))), tPairName.Wrapper, true},
		{tPairName.Wrapper, ua(S, ua(T, Apply(tPairName, T, S))), true},
		{tPairName.Wrapper, ua(T, Apply(tPairName, T, T)), false},
		{ua(T, Apply(tPairName, T, T)), tPairName.Wrapper, true},
		{ArrayT.Wrapper, ArrayT.Wrapper, true},
		{ArrayT.Wrapper, AbstractArrayT.Wrapper, true},
		{AbstractArrayT.Wrapper, ArrayT.Wrapper, false},
		{tPoint, tPoint, true},
		{app(tPointName, Float64), tPoint, true},
		{ua(TR, Apply(tPointName, TR)), tPoint, true},
		{ua(T, VectorOf(T)), ua(T, VectorOf(T)), true},
		{Vector, ua(T, VectorOf(T)), true},
		{ua(T, VectorOf(T)), Vector, true},
		{ua(T, VectorOf(VectorOf(T))), vec(Vector), false},
		{vec(Vector), ua(T, VectorOf(VectorOf(T))), false},
		{ua(T, VectorOf(VectorOf(T))), ua(T, VectorOf(T)), true},
	})
}

func TestSubtypeVarargN(t *testing.T) {
	N := tv("N", nil, nil)
	T := tv("T", nil, nil)
	M := tv("M", nil, nil)
	ntup := func(n *TypeVar, t Type) Type { return tupv(VarargVar(t, n)) }
	runSub(t, []subCase{
		{tup(Int64, Int64), ua(N, ntup(N, Int64)), true},
		{tup(Int64, Int64), NTuple, true},
		{tup(Int64, String), NTuple, false},
		{EmptyTuple, ua(N, ntup(N, Int64)), true},
		{EmptyTuple, NTuple, true},
		{tupv(va(Int64)), ua(N, ntup(N, Int64)), true},
		{ua(N, ntup(N, Int64)), tupv(va(Int64)), true},
		{ua(N, ntup(N, Int64)), tupv(Int64, va(Int64)), false},
		{ua(N, ntup(N, Int64)), tupv(va(Integer)), true},
		{ua(N, ntup(N, Int64)), ua(M, ntup(M, Integer)), true},
		{ua(N, ntup(N, Integer)), ua(M, ntup(M, Int64)), false},
		{tup(Int64, Int64), NTupleOf(3, Int64), false},
		{tup(NTupleOf(2, Int64), NTupleOf(2, Int64)), ua(N, tup(ntup(N, Int64), ntup(N, Int64))), true},
		{tup(NTupleOf(2, Int64), NTupleOf(3, Int64)), ua(N, tup(ntup(N, Int64), ntup(N, Int64))), false},
		{tup(mat(Int64), Int64, Int64), ua(T, ua(N, tupv(Apply(ArrayT, T, N), VarargVar(Int64, N)))), true},
		{tup(mat(Int64), Int64), ua(T, ua(N, tupv(Apply(ArrayT, T, N), VarargVar(Int64, N)))), false},
		{tup(vec(Int64), Int64), ua(T, ua(N, tupv(Apply(ArrayT, T, N), VarargVar(Int64, N)))), true},
		{tup(ArrayOf(Int64, 0)), ua(T, ua(N, tupv(Apply(ArrayT, T, N), VarargVar(Int64, N)))), true},
		{tup(app(tValName, int64(2)), Int64, Int64), ua(N, tupv(Apply(tValName, N), VarargVar(Int64, N))), true},
		{tup(app(tValName, int64(2)), Int64), ua(N, tupv(Apply(tValName, N), VarargVar(Int64, N))), false},
		{tup(Int64, Int64, Int64), ua(N, tupv(Int64, VarargVar(Int64, N))), true},
		{tup(tF), ua(N, tupv(tF, VarargVar(Int64, N))), true},
		{tup(tF, String), ua(N, tupv(tF, VarargVar(Int64, N))), false},
		{tupv(Int64, va(Int64)), ua(N, ntup(N, Int64)), true},
		{tupv(Int64, Int64, va(Int64)), ua(N, ntup(N, Int64)), true},
		{tup(tupv(va(Int64)), tupv(va(Int64))), ua(N, tup(ntup(N, Int64), ntup(N, Int64))), false},
		{tup(tupv(va(Int64)), tupv(va(Int64))), ua(N, ua(M, tup(ntup(N, Int64), ntup(M, Int64)))), true},
		{tup(app(tValName, int64(2)), Int64, va(Int64)), ua(N, tupv(Apply(tValName, N), VarargVar(Int64, N))), false},
		{tup(ua(N, ntup(N, Int64)), ua(N, ntup(N, Int64))), ua(M, tup(ntup(M, Int64), ntup(M, Int64))), false},
	})
}

func TestEqual(t *testing.T) {
	T := tv("T", nil, nil)
	s := NewAnonTypeVar(nil, nil)
	cases := []struct {
		a, b Type
		want bool
	}{
		{u(Int64, Nothing), u(Nothing, Int64), true},
		{ua(T, vec(T)), Vector, true},
		{ua(s, vec(s)), Vector, true},
		{tupv(VarargOf(Int64, 2)), tup(Int64, Int64), true},
		{tup(u(Int64, String)), u(tup(Int64), tup(String)), true},
		{Integer, u(Signed, Unsigned, Bool), false},
		{vec(Int64), vec(Integer), false},
		{Int64, Int64, true},
		{Any, Any, true},
		{Bottom, Bottom, true},
		{Bottom, tup(Bottom), true},
		{tupv(va(Any)), TupleT.Wrapper, true},
		{tyT(Int64), DataTypeT, false},
	}
	for _, c := range cases {
		if got := Equal(c.a, c.b); got != c.want {
			t.Errorf("Equal(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// The oracle below is an independent description of part of the number
// hierarchy; the cross-product tests check Subtype against it.
var parentOf = map[Type]Type{}

func oracleSub(a, b Type) bool {
	if b == Any || a == b {
		return true
	}
	for p := parentOf[a]; p != nil; p = parentOf[p] {
		if p == b {
			return true
		}
	}
	return false
}

func hierarchy() []Type {
	if len(parentOf) == 0 {
		for k, v := range map[Type]Type{
			Number: Any, Real: Number, Integer: Real, Signed: Integer, Unsigned: Integer,
			AbstractFloat: Real, Bool: Integer, Int8: Signed, Int16: Signed, Int32: Signed, Int64: Signed,
			Int128: Signed, UInt8: Unsigned, UInt16: Unsigned, UInt32: Unsigned, UInt64: Unsigned,
			UInt128: Unsigned, Float16: AbstractFloat, Float32: AbstractFloat, Float64: AbstractFloat,
			AbstractString: Any, String: AbstractString, AbstractChar: Any, Char: AbstractChar,
			Nothing: Any, Function: Any, tAbstractFoo: Any, tFooA: tAbstractFoo, tFooB: tAbstractFoo,
		} {
			parentOf[k] = v
		}
	}
	return []Type{Any, Number, Real, Integer, Signed, Unsigned, AbstractFloat, Bool, Int8, Int32, Int64,
		UInt8, UInt64, Float32, Float64, AbstractString, String, Char, Nothing, tAbstractFoo, tFooA, tFooB}
}

func TestSubtypeOracle(t *testing.T) {
	ts := hierarchy()
	n := 0
	for _, a := range ts {
		for _, b := range ts {
			n++
			want := oracleSub(a, b)
			if got := Subtype(a, b); got != want {
				t.Errorf("%s <: %s = %v, want %v", a, b, got, want)
			}
			// Tuples are covariant.
			if got := Subtype(tup(a, Int64), tup(b, Integer)); got != want {
				t.Errorf("Tuple{%s,Int64} <: Tuple{%s,Integer} = %v, want %v", a, b, got, want)
			}
			// Other parameters are invariant.
			if got := Subtype(vec(a), vec(b)); got != (a == b) {
				t.Errorf("Vector{%s} <: Vector{%s} = %v", a, b, got)
			}
			// Vector{a} <: Vector{<:b} iff a <: b.
			s := NewAnonTypeVar(nil, b)
			if got := Subtype(vec(a), ua(s, vec(s))); got != want {
				t.Errorf("Vector{%s} <: Vector{<:%s} = %v, want %v", a, b, got, want)
			}
			// Type{a} <: Type{<:b} iff a <: b.
			if got := Subtype(tyT(a), ua(s, tyT(s))); got != want {
				t.Errorf("Type{%s} <: Type{<:%s} = %v, want %v", a, b, got, want)
			}
			// Vararg tuples.
			if got := Subtype(tup(a, a, a), tupv(va(b))); got != want {
				t.Errorf("Tuple{%s,%s,%s} <: Tuple{Vararg{%s}} = %v, want %v", a, a, a, b, got, want)
			}
			if got := Subtype(tupv(va(a)), tupv(va(b))); got != want {
				t.Errorf("Tuple{Vararg{%s}} <: Tuple{Vararg{%s}} = %v, want %v", a, b, got, want)
			}
		}
	}
	// Unions of pairs against unions of pairs.
	for i, a1 := range ts {
		for _, a2 := range ts[i:] {
			ua_ := u(a1, a2)
			for _, b := range ts {
				want := (oracleSub(a1, b) && oracleSub(a2, b))
				if got := Subtype(ua_, b); got != want {
					t.Errorf("%s <: %s = %v, want %v", ua_, b, got, want)
				}
				want = oracleSub(b, a1) || oracleSub(b, a2)
				if got := Subtype(b, ua_); got != want {
					t.Errorf("%s <: %s = %v, want %v", b, ua_, got, want)
				}
			}
		}
	}
	_ = n
}

func TestSubtypeDiagonalOracle(t *testing.T) {
	ts := hierarchy()
	T := tv("T", nil, nil)
	diag := ua(T, tup(T, T))
	for _, a := range ts {
		for _, b := range ts {
			want := a == b && IsConcrete(a)
			if got := Subtype(tup(a, b), diag); got != want {
				t.Errorf("Tuple{%s,%s} <: Tuple{T,T} where T = %v, want %v", a, b, got, want)
			}
			// Non-diagonal: Tuple{T, Vector{T}}.
			want = oracleSub(a, b)
			if got := Subtype(tup(a, vec(b)), ua(T, tup(T, VectorOf(T)))); got != want {
				t.Errorf("Tuple{%s,Vector{%s}} <: Tuple{T,Vector{T}} where T = %v, want %v", a, b, got, want)
			}
		}
	}
}

func TestSubtypeFreeVars(t *testing.T) {
	// A free variable on either side is treated as an unknown type within
	// its bounds (forall).
	T := tv("T", nil, Integer)
	runSub(t, []subCase{
		{T, Integer, true},
		{T, Real, true},
		{T, Int64, false},
		{T, T, true},
		{vec(T), vec(T), true},
		{Bottom, T, true},
		{Int64, T, false},
	})
}

func ExampleSubtype() {
	T := NewTypeVar("T", nil, Real)
	sig := UnionAllOf(T, Tuple(T, VectorOf(T)))
	fmt.Println(Subtype(Tuple(Int64, VectorOf(Int64)), sig))
	fmt.Println(Subtype(Tuple(Int64, VectorOf(Float64)), sig))
	// Output:
	// true
	// false
}
