package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestInferredSplat checks the inference of calls that splat a value of
// run-time length (testdata/splat/stable.jl), as Julia 1.10's
// abstract_apply (base/compiler/abstractinterpretation.jl): the splatted
// vector is a Vararg of its element type, and the call's type is the join
// of the results of the methods that accept that signature. max(v...),
// +(v...) and string(v...) are concrete whatever the length; tuple(v...)
// is Tuple{Vararg{Int64}}; vcat(vs...) may be vcat() (Any[]) or a vcat of
// vectors. None of them is a dynamic call: each is dispatched on the
// elements at run time with its result type known (`apply` in the IR).
// TestGolden checks the file's results.
//
// hcat(vs...), vcat/hcat of a splatted Vector{Matrix{T}} or Vector{T<:Number}
// and Dict(ps...) are the join of the zero-argument method (hcat() and
// vcat() are Vector{Any}(), Dict() a Dict{Any,Any}) and of the method for
// one element type that every other count selects, as in Julia 1.10's
// base/array.jl (hcat(V::Vector{T}...) where T), base/abstractarray.jl
// (vcat/hcat(A::AbstractVecOrMat{T}...) where T, vcat/hcat(X::T...) where
// {T<:Number}) and base/dict.jl (Dict(ps::Pair{K,V}...) where {K,V}).
func TestInferredSplat(t *testing.T) {
	cases := []struct{ sig, ret string }{
		{"maxall(::Vector{Int64})", "Int64"},
		{"sumall(::Vector{Int64})", "Int64"},
		{"strall(::Vector{String})", "String"},
		{"between(::Vector{Int64})", "Int64"},
		{"both(::Vector{Int64}, ::Vector{Int64})", "Int64"},
		{"rangemax(::UnitRange{Int64})", "Int64"},
		{"chars(::String)", "String"},
		{"printall(::Vector{Int64})", "Nothing"},
		{"tupall(::Vector{Int64})", "Tuple{Vararg{Int64}}"},
		{"tupsyntax(::Vector{Int64})", "Tuple{Vararg{Int64}}"},
		{"catall(::Vector{Vector{Int64}})", "Union{Vector{Any}, Vector{Int64}}"},
		{"hcatall(::Vector{Vector{Float64}})", "Union{Vector{Any}, Matrix{Float64}}"},
		{"mvcat(::Vector{Matrix{Int64}})", "Union{Vector{Any}, Matrix{Int64}}"},
		{"mhcat(::Vector{Matrix{Float64}})", "Union{Vector{Any}, Matrix{Float64}}"},
		{"numcol(::Vector{Float64})", "Union{Vector{Any}, Vector{Float64}}"},
		{"numrow(::Vector{Int64})", "Union{Vector{Any}, Matrix{Int64}}"},
		{"dictall(::Vector{Pair{String, Int64}})", "Union{Dict{Any, Any}, Dict{String, Int64}}"},
	}
	sigs := make([]string, len(cases))
	for i, c := range cases {
		sigs[i] = c.sig
	}
	dir := filepath.Join("..", "..", "testdata", "splat")
	r := runKiln(t, dir, append([]string{"code", "warntype", "stable.jl"}, sigs...)...)
	reports, summaries := warntypeReports(t, sigs, r)
	for i, rep := range reports {
		summary := summaries[i]
		if !strings.Contains(summary, "type-stable: 0 dynamic calls") {
			t.Errorf("%s: %s\n%s", cases[i].sig, summary, rep)
		}
		if !strings.HasSuffix(summary, "returns "+cases[i].ret) {
			t.Errorf("%s: want a return type %s: %s", cases[i].sig, cases[i].ret, summary)
		}
		if strings.HasPrefix(cases[i].ret, "Int64") || cases[i].ret == "String" || cases[i].ret == "Nothing" {
			if !strings.HasPrefix(summary, "type-stable:") {
				t.Errorf("%s: not concrete: %s", cases[i].sig, summary)
			}
		}
		if !strings.Contains(rep, " apply :: ") {
			t.Errorf("%s: no splatting call (apply) in the IR:\n%s", cases[i].sig, rep)
		}
	}
}
