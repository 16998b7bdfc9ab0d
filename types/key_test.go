package types

import (
	"sync"
	"testing"
)

func TestTypeKey(t *testing.T) {
	T := tv("T", nil, nil)
	S := tv("S", nil, nil)
	TR := tv("T", nil, Real)
	SR := tv("S", nil, Real)
	N := tv("N", nil, nil)
	same := [][2]any{
		{ua(T, VectorOf(T)), ua(S, VectorOf(S))},
		{ua(T, VectorOf(T)), Vector},
		{ua(TR, tup(TR, TR)), ua(SR, tup(SR, SR))},
		{u(Int64, Nothing), u(Nothing, Int64)},
		{vec(Int64), VectorOf(Int64)},
		{tupv(VarargOf(Int64, 2)), tup(Int64, Int64)},
		{ua(T, ua(S, tup(T, S))), ua(S, ua(T, tup(S, T)))},
		{int64(3), int64(3)},
		{ua(N, tupv(VarargVar(Int64, N))), ua(T, tupv(VarargVar(Int64, T)))},
	}
	for _, p := range same {
		if TypeKey(p[0]) != TypeKey(p[1]) {
			t.Errorf("keys differ: %v %v: %s vs %s", p[0], p[1], TypeKey(p[0]), TypeKey(p[1]))
		}
	}
	diff := [][2]any{
		{ua(T, VectorOf(T)), ua(TR, VectorOf(TR))},
		{ua(T, ua(S, tup(T, S))), ua(T, ua(S, tup(S, T)))},
		{T, S},
		{VectorOf(T), VectorOf(S)},
		{vec(Int64), vec(Int32)},
		{int64(3), int32(3)},
		{Symbol("a"), "a"},
		{Int64, tyT(Int64)},
		{u(Int64, Nothing), u(Int64, String)},
		{tupv(va(Int64)), tupv(Int64, va(Int64))},
		{ua(T, tup(T, T)), ua(T, ua(S, tup(T, S)))},
	}
	for _, p := range diff {
		if TypeKey(p[0]) == TypeKey(p[1]) {
			t.Errorf("keys equal: %v %v: %s", p[0], p[1], TypeKey(p[0]))
		}
	}
	// Keys are a usable map key for alpha-equivalent UnionAlls.
	m := map[string]int{}
	m[TypeKey(ua(T, VectorOf(T)))] = 1
	if m[TypeKey(Vector)] != 1 {
		t.Errorf("map lookup by key")
	}
}

func TestConcurrentConstruction(t *testing.T) {
	var wg sync.WaitGroup
	res := make([]Type, 8)
	for i := range res {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			var x Type
			for j := 0; j < 200; j++ {
				x = u(vec(tup(Int64, Float64)), app(tDictName, String, vec(Int64)), Nothing)
				_ = Subtype(x, Any)
				_ = x.String()
				_, _ = Match(ua(tv("T", nil, nil), tup(tF, tv("S", nil, nil))), tup(tF, Int64))
				_ = Intersect(x, AbstractVector)
				_ = IsBits(app(tPairName, Int64, Float64))
				_ = Supertype(app(tUnitRange, Int64).(*DataType))
			}
			res[i] = x
		}(i)
	}
	wg.Wait()
	for _, r := range res[1:] {
		if r != res[0] {
			t.Fatalf("concurrent construction produced distinct types")
		}
	}
}
