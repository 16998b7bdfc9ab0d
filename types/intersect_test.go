package types

import "testing"

func TestIntersect(t *testing.T) {
	T := tv("T", nil, nil)
	TR := tv("T", nil, Real)
	TI := tv("T", nil, Integer)
	TS := tv("T", nil, Signed)
	N := tv("N", nil, nil)
	K := tv("K", nil, nil)
	V := tv("V", nil, nil)
	S := tv("S", nil, nil)
	names := tv("names", nil, nil)
	TT := tv("T", nil, TupleT.Wrapper)
	cases := []struct {
		a, b, want Type
	}{
		{Int64, Integer, Int64},
		{Integer, Int64, Int64},
		{Int64, Int64, Int64},
		{Int64, String, Bottom},
		{Integer, AbstractFloat, Bottom},
		{Integer, AbstractString, Bottom},
		{Any, vec(Int64), vec(Int64)},
		{Bottom, Int64, Bottom},
		{u(Int64, String), Integer, Int64},
		{u(Int64, String, Nothing), u(String, Nothing, Float64), u(Nothing, String)},
		{Real, u(Int64, String), Int64},
		{u(Int64, Float64), u(Integer, String), Int64},
		{tup(Int64, Any), tup(Any, String), tup(Int64, String)},
		{tup(Int64), tup(Int64, Int64), Bottom},
		{tupv(Integer, va(Any)), tup(Any, String), tup(Integer, String)},
		{tupv(va(Int64)), tup(Any, Any), tup(Int64, Int64)},
		{tup(Any, Any), tupv(va(Int64)), tup(Int64, Int64)},
		{tupv(va(Int64)), tup(String), Bottom},
		{tupv(va(Integer)), tupv(va(Real)), tupv(va(Integer))},
		{tupv(Int64, va(Any)), tupv(va(Integer)), tupv(Int64, va(Integer))},
		{tupv(va(Any)), tupv(Any, Any, va(Int64)), tupv(Any, Any, va(Int64))},
		{tup(Int64, String), tup(Int64, Int64), Bottom},
		{vec(Int64), AbstractVectorOf(Int64), vec(Int64)},
		{ua(T, VectorOf(T)), AbstractVectorOf(Int64), vec(Int64)},
		{AbstractVectorOf(Int64), ua(T, VectorOf(T)), vec(Int64)},
		{vec(Int64), vec(Float64), Bottom},
		{ua(TR, VectorOf(TR)), vec(String), Bottom},
		{ua(N, Apply(AbstractArrayT, Int64, N)), ua(T, AbstractVectorOf(T)), AbstractVectorOf(Int64)},
		{ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, Integer, vec(Int64)), tup(tF, Int64, vec(Int64))},
		{tup(tF, Integer, vec(Int64)), ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, Int64, vec(Int64))},
		{ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, String, vec(String)), Bottom},
		{tup(tF, Integer), ua(TR, tup(tF, TR)), tup(tF, Integer)},
		{tup(tF, Real), ua(TI, tup(tF, TI)), ua(TI, tup(tF, TI))},
		{tup(tF, u(Int64, String)), ua(TI, tup(tF, TI)), tup(tF, Int64)},
		{ua(T, tup(T, T)), tup(Int64, Integer), tup(Int64, Int64)},
		{ua(T, tup(T, T)), tup(Int64, String), Bottom},
		{ua(T, tup(VectorOf(T), T)), tup(vec(Int64), Integer), tup(vec(Int64), Int64)},
		{ua(T, tup(T, VectorOf(T))), tup(Integer, vec(Int64)), tup(Int64, vec(Int64))},
		{ua(T, Apply(tPairName, T, T)), app(tPairName, Int64, String), Bottom},
		{ua(T, Apply(tPairName, T, T)), ua(S, Apply(tPairName, Int64, S)), app(tPairName, Int64, Int64)},
		{ua(V, Apply(tDictName, String, V)), ua(K, Apply(tAbsDict, K, Int64)), app(tDictName, String, Int64)},
		{ua(TT, Apply(NamedTupleT, MakeSymTuple([]string{"a"}), TT)), ua(names, Apply(NamedTupleT, names, tup(Int64))),
			NamedTupleOf([]string{"a"}, Int64)},
		{ua(N, tupv(VarargVar(Int64, N))), tup(Any, Any, Any), tup(Int64, Int64, Int64)},
		{ua(T, Apply(tRef, T)), app(tRefValue, Int64), app(tRefValue, Int64)},
		{Function, tSin, tSin},
		{tSin, tF, Bottom},
		{tAbstractFoo, tFooA, tFooA},
		{tFooA, tFooB, Bottom},
		{ua(TR, Apply(tUnitRange, TR)), AbstractVectorOf(Int64), app(tUnitRange, Int64)},
		{u(vec(Int64), Int64), AbstractArrayT.Wrapper, vec(Int64)},
		{TypeT.Wrapper, DataTypeT, DataTypeT},
		{tyT(Int64), UnionAllT, Bottom},
		{tyT(Int64), DataTypeT, tyT(Int64)},
		{DataTypeT, tyT(Int64), tyT(Int64)},
		{tyT(Int64), tyT(Integer), Bottom},
		{tyT(Int64), Int64, Bottom},
		{ua(TI, tyT(TI)), ua(TS, tyT(TS)), ua(TS, tyT(TS))},
		{ua(TI, tyT(TI)), tyT(Int64), tyT(Int64)},
		{ua(TI, tyT(TI)), tyT(String), Bottom},
		{vec(u(Int64, Nothing)), ua(T, VectorOf(T)), vec(u(Int64, Nothing))},
		{tup(Int64, Int64), tup(Int64, Int64), tup(Int64, Int64)},
		{NTupleOf(4, Int64), tupv(Int64, va(Integer)), NTupleOf(4, Int64)},
		{tup(Int64, String), tupv(Int64, va(Integer)), Bottom},
		{app(tValName, int64(1)), app(tValName, int64(2)), Bottom},
		{ua(N, Apply(tValName, N)), app(tValName, int64(2)), app(tValName, int64(2))},
		{vec(Integer), vec(Int64), Bottom},
		{u(Int64, Nothing), u(Nothing, String), Nothing},
	}
	for _, c := range cases {
		got := Intersect(c.a, c.b)
		if !Equal(got, c.want) {
			t.Errorf("Intersect(%s, %s) = %s, want %s", c.a, c.b, got, c.want)
		}
	}
}

// TestIntersectSound checks that the intersection is never too small:
// every sample type in both a and b is in the result.
func TestIntersectSound(t *testing.T) {
	T := tv("T", nil, nil)
	TR := tv("T", nil, Real)
	TI := tv("T", nil, Integer)
	N := tv("N", nil, nil)
	pool := []Type{
		Any, Integer, Real, Int64, Float64, String, Nothing, Number, AbstractString, Signed,
		u(Int64, Nothing), u(Int64, String), u(Float64, String, Nothing),
		vec(Int64), vec(Any), vec(Integer), Vector, AbstractVector, ua(TR, VectorOf(TR)),
		AbstractVectorOf(Int64), mat(Float64), ArrayT.Wrapper, ua(N, Apply(ArrayT, Int64, N)),
		tup(Int64, Int64), tup(Any, Int64), tup(Integer, Any), tupv(va(Int64)), tupv(Int64, va(Any)), TupleT.Wrapper,
		ua(T, tup(T, T)), ua(TR, tup(TR, VectorOf(TR))), ua(TI, tup(TI, Any)), ua(N, tupv(VarargVar(Int64, N))),
		tup(u(Int64, String), Int64), EmptyTuple, tyT(Int64), TypeT.Wrapper, DataTypeT,
		app(tUnitRange, Int64), ua(TR, Apply(tUnitRange, TR)), app(tDictName, String, Int64),
		ua(T, Apply(tPairName, T, T)), app(tPairName, Int64, Int64), app(tPairName, Int64, String),
	}
	samples := []Type{
		Int64, Int8, Float64, String, Nothing, Bool, tFooA,
		vec(Int64), vec(Any), vec(Integer), vec(Float64), vec(String), mat(Float64), ArrayOf(Int64, 3),
		tup(Int64, Int64), tup(Int64, String), tup(String, Int64), tup(Float64, Float64), tup(Int64),
		EmptyTuple, tup(Int64, Int64, Int64), tup(Int64, vec(Int64)), tup(Float64, vec(Float64)), tup(Int64, vec(Float64)),
		tyT(Int64), DataTypeT, app(tUnitRange, Int64), app(tUnitRange, Float64), app(tDictName, String, Int64),
		app(tPairName, Int64, Int64), app(tPairName, Int64, String), tup(String, String),
	}
	for _, a := range pool {
		for _, b := range pool {
			i := Intersect(a, b)
			for _, c := range samples {
				if Subtype(c, a) && Subtype(c, b) && !Subtype(c, i) {
					t.Errorf("Intersect(%s, %s) = %s misses %s", a, b, i, c)
				}
			}
			// Intersection is symmetric in meaning.
			j := Intersect(b, a)
			for _, c := range samples {
				if Subtype(c, i) != Subtype(c, j) && Subtype(c, a) && Subtype(c, b) {
					t.Errorf("Intersect asymmetric on %s: %s vs %s", c, i, j)
				}
			}
		}
	}
}
