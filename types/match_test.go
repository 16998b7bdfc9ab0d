package types

import "testing"

// typevarMarker in an expected env means "a *TypeVar" (undetermined).
type typevarMarker struct{ ub Type }

func TestMatch(t *testing.T) {
	T := tv("T", nil, nil)
	TR := tv("T", nil, Real)
	TI := tv("T", nil, Integer)
	TN := tv("T", nil, Number)
	N := tv("N", nil, nil)
	K := tv("K", nil, nil)
	V := tv("V", nil, nil)
	s := NewAnonTypeVar(nil, Real)
	anyT := typevarMarker{}
	cases := []struct {
		name string
		sig  Type
		args Type
		ok   bool
		env  []any
	}{
		{"T Vector{T}", ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, Int64, vec(Int64)), true, []any{Int64}},
		{"T Vector{T} mismatch", ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, Float64, vec(Int64)), false, nil},
		{"T Vector{T} mismatch2", ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, Int64, vec(Float64)), false, nil},
		{"T Vector{T} bound", ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, String, vec(String)), false, nil},
		{"T Vector{T} abstract", ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, Int64, vec(Real)), true, []any{Real}},
		{"wrong function", ua(TR, tup(tF, TR, VectorOf(TR))), tup(tG, Int64, vec(Int64)), false, nil},
		{"arity", ua(TR, tup(tF, TR, VectorOf(TR))), tup(tF, Int64), false, nil},
		{"vararg any", tupv(tF, va(Any)), tup(tF, Int64, String), true, nil},
		{"vararg any empty", tupv(tF, va(Any)), tup(tF), true, nil},
		{"vararg any wrong f", tupv(tF, va(Any)), tup(tG), false, nil},
		{"Int Vararg{T} empty", ua(T, tupv(tF, Int64, VarargOf(T, -1))), tup(tF, Int64), true, []any{anyT}},
		{"Int Vararg{T}", ua(T, tupv(tF, Int64, VarargOf(T, -1))), tup(tF, Int64, Float64, Float64), true, []any{Float64}},
		{"Int Vararg{T} diagonal", ua(T, tupv(tF, Int64, VarargOf(T, -1))), tup(tF, Int64, Int64, Float64), false, nil},
		{"Int Vararg{T} one", ua(T, tupv(tF, Int64, VarargOf(T, -1))), tup(tF, Int64, String), true, []any{String}},
		{"Vararg{Int,N} 3", ua(N, tupv(tG, VarargVar(Int64, N))), tup(tG, Int64, Int64, Int64), true, []any{int64(3)}},
		{"Vararg{Int,N} 0", ua(N, tupv(tG, VarargVar(Int64, N))), tup(tG), true, []any{int64(0)}},
		{"Vararg{Int,N} 1", ua(N, tupv(tG, VarargVar(Int64, N))), tup(tG, Int64), true, []any{int64(1)}},
		{"Vararg{Int,N} bad", ua(N, tupv(tG, VarargVar(Int64, N))), tup(tG, Int64, String), false, nil},
		{"T concrete", ua(T, tup(tF, T)), tup(tF, Int64), true, []any{Int64}},
		{"T abstract", ua(T, tup(tF, T)), tup(tF, Integer), true, []any{typevarMarker{Integer}}},
		{"T from Type", ua(T, tup(tF, T)), tup(tF, tyT(Int64)), true, []any{DataTypeT}},
		{"T bounded fail", ua(TI, tup(tF, TI)), tup(tF, String), false, nil},
		{"T bounded", ua(TI, tup(tF, TI)), tup(tF, Int8), true, []any{Int8}},
		{"Type{T}", ua(T, tup(tF, tyT(T))), tup(tF, tyT(Int64)), true, []any{Int64}},
		{"Type{T} union", ua(T, tup(tF, tyT(T))), tup(tF, tyT(u(Int64, Nothing))), true, []any{u(Int64, Nothing)}},
		{"Type{T} T", ua(T, tup(tF, tyT(T), T)), tup(tF, tyT(Int64), Int64), true, []any{Int64}},
		{"Type{T} T bad", ua(T, tup(tF, tyT(T), T)), tup(tF, tyT(Int64), Int8), false, nil},
		{"Vector{T} T", ua(T, tup(tF, VectorOf(T), T)), tup(tF, vec(Integer), Int64), true, []any{Integer}},
		{"AbstractArray{T,N}", ua(T, ua(N, tup(tF, Apply(AbstractArrayT, T, N)))), tup(tF, mat(Float64)), true, []any{Float64, int64(2)}},
		{"AbstractArray{T,N} range", ua(T, ua(N, tup(tF, Apply(AbstractArrayT, T, N)))), tup(tF, app(tUnitRange, Int64)), true, []any{Int64, int64(1)}},
		{"AbstractVector{T<:Number}", ua(TN, tup(tF, AbstractVectorOf(TN))), tup(tF, app(tUnitRange, Int64)), true, []any{Int64}},
		{"AbstractVector{T<:Number} bad", ua(TN, tup(tF, AbstractVectorOf(TN))), tup(tF, vec(String)), false, nil},
		{"Dict{K,V}", ua(K, ua(V, tup(tF, Apply(tDictName, K, V)))), tup(tF, app(tDictName, String, Int64)), true, []any{String, Int64}},
		{"AbstractDict{K,V}", ua(K, ua(V, tup(tF, Apply(tAbsDict, K, V)))), tup(tF, app(tDictName, String, Int64)), true, []any{String, Int64}},
		{"Union{T,Nothing} T", ua(T, tup(tF, u(T, Nothing))), tup(tF, Int64), true, []any{Int64}},
		{"Union{T,Nothing} nothing", ua(T, tup(tF, u(T, Nothing))), tup(tF, Nothing), true, []any{anyT}},
		{"T T", ua(T, tup(tF, T, T)), tup(tF, Int64, Int64), true, []any{Int64}},
		{"T T bad", ua(T, tup(tF, T, T)), tup(tF, Int64, Float64), false, nil},
		{"inner anon", tup(tF, ua(s, vec(s))), tup(tF, vec(Int64)), true, nil},
		{"inner anon bad", tup(tF, ua(s, vec(s))), tup(tF, vec(String)), false, nil},
		{"NTuple{N,T}", ua(N, ua(T, tup(tF, tupv(VarargVar(T, N))))), tup(tF, tup(Int64, Int64)), true, []any{int64(2), Int64}},
		{"NTuple{N,T} empty", ua(N, ua(T, tup(tF, tupv(VarargVar(T, N))))), tup(tF, EmptyTuple), true, []any{int64(0), anyT}},
		{"NTuple{N,T} hetero", ua(N, ua(T, tup(tF, tupv(VarargVar(T, N))))), tup(tF, tup(Int64, String)), false, nil},
		{"Vararg{T,N}", ua(T, ua(N, tupv(tF, VarargVar(T, N)))), tup(tF, Int64, Int64), true, []any{Int64, int64(2)}},
		{"Vararg{T,N} empty", ua(T, ua(N, tupv(tF, VarargVar(T, N)))), tup(tF), true, []any{anyT, int64(0)}},
		{"plain sig", tup(tF, Integer), tup(tF, Int64), true, nil},
		{"plain sig abstract", tup(tF, Integer), tup(tF, Real), false, nil},
		{"bottom args", ua(T, tup(tF, T)), Bottom, true, []any{anyT}},
		{"vararg args N", ua(N, tupv(tG, VarargVar(Int64, N))), tupv(tG, va(Int64)), true, []any{anyT}},
		{"vararg args N offset", ua(N, tupv(tG, VarargVar(Int64, N))), tupv(tG, Int64, va(Int64)), true, []any{anyT}},
		{"vararg args", ua(T, tupv(tF, VarargOf(T, -1))), tupv(tF, va(Int64)), true, []any{Int64}},
		{"Ref{T}", ua(T, tup(tF, Apply(tRef, T))), tup(tF, app(tRefValue, Int64)), true, []any{Int64}},
		{"Val{N}", ua(N, tup(tF, Apply(tValName, N))), tup(tF, app(tValName, int64(3))), true, []any{int64(3)}},
		{"Val{N} sym", ua(N, tup(tF, Apply(tValName, N))), tup(tF, app(tValName, Symbol("x"))), true, []any{Symbol("x")}},
		{"Point{T}", ua(TR, tup(tF, Apply(tPointName, TR))), tup(tF, app(tPointName, Float64)), true, []any{Float64}},
		{"Array{T,N} Vararg{Int,N}", ua(T, ua(N, tupv(tF, Apply(ArrayT, T, N), VarargVar(Int64, N)))), tup(tF, mat(Float64), Int64, Int64), true, []any{Float64, int64(2)}},
		{"Array{T,N} Vararg{Int,N} bad", ua(T, ua(N, tupv(tF, Apply(ArrayT, T, N), VarargVar(Int64, N)))), tup(tF, mat(Float64), Int64), false, nil},
		{"closure arg", ua(T, tup(tF, T, Any)), tup(tF, tClosure, Int64), true, []any{tClosure}},
		// each member of the union gives T another value: T is unknown
		{"union arg", ua(T, tup(tF, T)), tup(tF, u(Int64, Nothing)), true, []any{anyT}},
	}
	for _, c := range cases {
		env, ok := Match(c.sig, c.args)
		if ok != c.ok {
			t.Errorf("%s: Match(%s, %s) ok = %v, want %v", c.name, c.sig, c.args, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		if len(env) != len(c.env) {
			t.Errorf("%s: env %v, want %v", c.name, env, c.env)
			continue
		}
		vars := WhereVars(c.sig)
		for i, want := range c.env {
			got := env[i]
			if m, isMarker := want.(typevarMarker); isMarker {
				gv, ok := got.(*TypeVar)
				if !ok {
					t.Errorf("%s: env[%d] = %v, want a TypeVar", c.name, i, ParamString(got))
				} else if m.ub == nil && gv != vars[i] {
					t.Errorf("%s: env[%d] = %v, want the signature's own variable", c.name, i, gv)
				} else if m.ub != nil && !Equal(gv.Ub, m.ub) {
					t.Errorf("%s: env[%d] = %v, want a variable <: %s", c.name, i, gv, m.ub)
				}
				continue
			}
			if !typesEgal(got, want) {
				t.Errorf("%s: env[%d] = %s, want %s", c.name, i, ParamString(got), ParamString(want))
			}
		}
	}
}

// TestMatchAgreesWithSubtype checks that Match's answer is Subtype's.
func TestMatchAgreesWithSubtype(t *testing.T) {
	T := tv("T", nil, Real)
	sigs := []Type{
		ua(T, tup(tF, T, VectorOf(T))),
		ua(T, tup(tF, T, T)),
		ua(T, tupv(tF, VarargOf(T, -1))),
		tup(tF, Integer, Any),
	}
	ts := hierarchy()
	for _, sig := range sigs {
		for _, a := range ts {
			for _, b := range ts {
				args := tup(tF, a, b)
				_, ok := Match(sig, args)
				if ok != Subtype(args, sig) {
					t.Errorf("Match(%s, %s) = %v disagrees with Subtype", sig, args, ok)
				}
				args = tup(tF, a, vec(b))
				_, ok = Match(sig, args)
				if ok != Subtype(args, sig) {
					t.Errorf("Match(%s, %s) = %v disagrees with Subtype", sig, args, ok)
				}
			}
		}
	}
}
