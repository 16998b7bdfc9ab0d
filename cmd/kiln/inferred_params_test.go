package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestInferredParameters checks that T.parameters of a type known at
// compile time is a constant Core.SimpleVector and that length, getindex,
// iteration, first/last and splatting fold on it
// (testdata/staticarrays/parameters_fold.jl), as in Julia 1.10: getfield
// of a constant DataType's parameters field is constant, and the svec
// operations of base/essentials.jl fold. TestGolden checks the file's
// results.
func TestInferredParameters(t *testing.T) {
	cases := []struct{ sig, ret string }{
		{"Size(::Type{SV{Tuple{2, 5}, Int64, 10}})", "Size{(2, 5)}"},
		{"sizeof_sv(::SV{Tuple{3}, Float64, 3})", "Core.Const((3,))"},
		{"nparams(::Type{Tuple{2, 5}})", "Core.Const(2)"},
		{"firstparam(::Type{Vector{Float32}})", "Core.Const(Float32)"},
		{"lastparam(::Type{Tuple{2, 5}})", "Core.Const(5)"},
		{"params(::Type{Pair{Int64, String}})", "Core.Const(svec(Int64, String))"},
		{"ends(::Type{Tuple{7, 8, 9}})", "Core.Const((7, 9))"},
		{"sumparams(::Type{Tuple{1, 2, 3, 4}})", "Int64"},
		{"sizeloop(::SV{Tuple{2, 5}, Int64, 10}, ::Int64)", "Int64"},
		{"nfields_of(::Type{P3{Int64}})", "Core.Const(3)"},
		{"ftypes(::Type{Tuple{2, 3}})", "Core.Const(svec(2, 3))"},
	}
	sigs := make([]string, len(cases))
	for i, c := range cases {
		sigs[i] = c.sig
	}
	dir := filepath.Join("..", "..", "testdata", "staticarrays")
	r := runKiln(t, dir, append([]string{"code", "warntype", "parameters_fold.jl"}, sigs...)...)
	reports, summaries := warntypeReports(t, sigs, r)
	for i, rep := range reports {
		summary := summaries[i]
		if !strings.Contains(summary, "type-stable: 0 dynamic calls") {
			t.Errorf("%s: %s\n%s", cases[i].sig, summary, rep)
		}
		if !strings.HasSuffix(summary, "returns "+cases[i].ret) {
			t.Errorf("%s: want a return type %s: %s\n%s", cases[i].sig, cases[i].ret, summary, rep)
		}
	}
}
