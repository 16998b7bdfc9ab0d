package main

import (
	"path/filepath"
	"testing"
)

// TestInferredIdioms3 checks that the numeric, struct and string idioms of
// testdata/idioms3/stable.jl (mutable and parametric structs, nested
// vectors, CartesianIndices, string scans and parsing, reductions with
// functions, findfirst's Union{Nothing, Int64}, Dict accumulation, Ref
// counters, mixed Int/Float arithmetic, iterators, skipmissing) infer
// concretely, as they do in Julia 1.10: `kiln code warntype` reports no
// dynamic call and a concrete return type for each. TestGolden checks
// the file's results.
func TestInferredIdioms3(t *testing.T) {
	sigs := []string{
		"apply_ops!(::Account, ::Vector{Float64})", "simulate(::Particle{Float64}, ::Int64)",
		"simulate(::Particle{Float32}, ::Int64)", "kinetic(::Vector{Particle{Float64}})",
		"run_config(::Float64)", "rowsums(::Vector{Vector{Float64}})", "fill_table(::Int64, ::Int64)",
		"cart_sum(::Matrix{Float64})", "dot_each(::Vector{Float64}, ::Vector{Float64})",
		"views_sum(::Vector{Float64})", "digit_sum(::String)", "code_total(::String)",
		"parse_csv_line(::String)", "banner(::Int64)", "upper_first(::String)", "best_pair(::Vector{Float64})",
		"fmax(::Vector{Float64})", "amax(::Vector{Float64})", "maxabs(::Vector{Float64})",
		"vmax(::Vector{Float64})", "vmin(::Vector{Float64})", "mean_sq(::Vector{Float64})",
		"npos(::Vector{Float64})", "has_neg(::Vector{Float64})", "all_small(::Vector{Float64})",
		"prod_fold(::Vector{Int64})", "max_reduce(::Vector{Int64})", "scale_all(::Vector{Float64}, ::Float64)",
		"shifted(::Vector{Int64})", "first_neg(::Vector{Float64})", "first_big(::Vector{Int64})",
		"tally(::Vector{Symbol}, ::Vector{Float64})", "count_calls(::Vector{Int64})",
		"split_sum(::Vector{Union{Int64,Float64}})", "clamp_mix(::Float64, ::Int64)",
		"minmax_mix(::Int64, ::Float64)", "rounding(::Float64)", "intdiv(::Int64, ::Int64)",
		"special(::Float64)", "phasor(::Int64)", "sqnt()", "take_drop(::Vector{Int64})",
		"rev_weighted(::Vector{Float64})", "enum_zip(::Vector{Float64}, ::Vector{Float64})",
		"second_sorted(::Vector{Tuple{Int64,Float64}})", "let_block(::Int64)", "sum_present(::Vector{Union{Missing,Float64}})",
		"max_present(::Vector{Union{Missing,Float64}})", "first_present(::Vector{Union{Missing,Float64}})",
		"missing_positions(::Vector{Union{Missing,Int64}})", "negated(::Vector{Float64})", "where_max(::Vector{Union{Missing,Float64}})",
	}
	dir := filepath.Join("..", "..", "testdata", "idioms3")
	r := runKiln(t, dir, append([]string{"code", "warntype", "stable.jl"}, sigs...)...)
	checkStable(t, sigs, r)
	if r.code != 0 {
		t.Errorf("exit status %d, want 0 (all stable)", r.code)
	}
}
