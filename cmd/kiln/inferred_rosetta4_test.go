package main

import (
	"path/filepath"
	"testing"
)

// TestInferredRosetta4 checks that the idioms of
// testdata/rosetta4/stable.jl (vcat/hcat of scalars and vectors, a const
// global table read in a loop, grid neighbours by checkbounds with a
// CartesianIndex and by `in CartesianIndices`) infer concretely, as they
// do in Julia 1.10: `kiln code warntype` reports no dynamic call and a
// concrete return type for each. TestGolden checks the file's results.
func TestInferredRosetta4(t *testing.T) {
	sigs := []string{
		"prepend_all(::Vector{Int64})", "columns3(::Vector{Float64}, ::Vector{Float64})",
		"to_roman(::Int64)", "open_neighbours(::Matrix{Char}, ::CartesianIndex{2})",
		"flood(::Matrix{Char}, ::CartesianIndex{2})",
	}
	dir := filepath.Join("..", "..", "testdata", "rosetta4")
	r := runKiln(t, dir, append([]string{"code", "warntype", "stable.jl"}, sigs...)...)
	checkStable(t, sigs, r)
	if r.code != 0 {
		t.Errorf("exit status %d, want 0 (all stable)", r.code)
	}
}
