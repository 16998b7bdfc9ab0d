package types

import "testing"

func TestAllocations(t *testing.T) {
	a := tup(tF, Int64, Float64, vec(Int64))
	b := tup(tF, Integer, Real, AbstractVector)
	if n := testing.AllocsPerRun(100, func() { Subtype(Int64, Integer) }); n != 0 {
		t.Errorf("Int64 <: Integer allocates %v", n)
	}
	if n := testing.AllocsPerRun(100, func() { Subtype(a, b) }); n != 0 {
		t.Errorf("concrete tuple <: tuple allocates %v", n)
	}
	un := u(Int64, Nothing)
	if n := testing.AllocsPerRun(100, func() { Subtype(Int64, un) }); n != 0 {
		t.Errorf("Int64 <: Union allocates %v", n)
	}
	T := tv("T", nil, Real)
	sig := ua(T, tup(tF, T, VectorOf(T)))
	args := tup(tF, Int64, vec(Int64))
	Match(sig, args)
	if n := testing.AllocsPerRun(100, func() { Match(sig, args) }); n > 1 {
		t.Errorf("Match allocates %v", n)
	}
	if n := testing.AllocsPerRun(100, func() { Subtype(args, sig) }); n > 0 {
		t.Errorf("Subtype with UnionAll allocates %v", n)
	}
}

func BenchmarkSubtypeConcrete(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Subtype(Int64, Integer)
	}
}

func BenchmarkSubtypeConcreteFalse(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Subtype(Int64, AbstractFloat)
	}
}

func BenchmarkSubtypeTuple(b *testing.B) {
	x := tup(tF, Int64, Float64, vec(Int64))
	y := tup(tF, Integer, Real, AbstractVector)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Subtype(x, y)
	}
}

func BenchmarkSubtypeUnion(b *testing.B) {
	y := u(Int64, Nothing, String)
	for i := 0; i < b.N; i++ {
		Subtype(String, y)
	}
}

func BenchmarkSubtypeUnionAll(b *testing.B) {
	T := tv("T", nil, Real)
	sig := ua(T, tup(tF, T, VectorOf(T)))
	args := tup(tF, Int64, vec(Int64))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Subtype(args, sig)
	}
}

func BenchmarkMatch(b *testing.B) {
	T := tv("T", nil, Real)
	sig := ua(T, tup(tF, T, VectorOf(T)))
	args := tup(tF, Int64, vec(Int64))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Match(sig, args)
	}
}

func BenchmarkMatchVarargN(b *testing.B) {
	N := tv("N", nil, nil)
	sig := ua(N, tupv(tG, VarargVar(Int64, N)))
	args := tup(tG, Int64, Int64, Int64, Int64)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Match(sig, args)
	}
}

func BenchmarkMatchMiss(b *testing.B) {
	T := tv("T", nil, Real)
	sig := ua(T, tup(tF, T, VectorOf(T)))
	args := tup(tF, String, vec(Int64))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Match(sig, args)
	}
}

func BenchmarkSubtypeDiagonal(b *testing.B) {
	T := tv("T", nil, nil)
	sig := ua(T, tup(T, T))
	args := tup(Int64, Int64)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Subtype(args, sig)
	}
}

func BenchmarkMakeUnion(b *testing.B) {
	for i := 0; i < b.N; i++ {
		MakeUnion(Int64, Nothing, String)
	}
}

func BenchmarkIntersect(b *testing.B) {
	T := tv("T", nil, Real)
	sig := ua(T, tup(tF, T, VectorOf(T)))
	args := tup(tF, Integer, vec(Int64))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Intersect(sig, args)
	}
}

func BenchmarkMoreSpecific(b *testing.B) {
	x := tup(tF, Int64, Any)
	y := tup(tF, Integer, Integer)
	for i := 0; i < b.N; i++ {
		MoreSpecific(x, y)
	}
}

func BenchmarkString(b *testing.B) {
	x := tup(tF, vec(Int64), u(Int64, Nothing), app(tDictName, String, Int64))
	for i := 0; i < b.N; i++ {
		_ = x.String()
	}
}

func BenchmarkApply(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Apply(ArrayT, Int64, int64(1))
	}
}
