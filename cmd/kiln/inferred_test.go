package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestInferredIdioms checks, as Julia's @inferred does, that ordinary
// idioms infer concretely: `kiln code warntype` must report no dynamic
// call and a concrete return type for each function of
// testdata/idioms/inferred.jl (whose results TestGolden checks).
func TestInferredIdioms(t *testing.T) {
	sigs := []string{
		"square(::Int64)", "cube(::Float64)", "recip2(::Float64)", "csq(::ComplexF64)",
		"destructure(::Int64)", "divmod(::Int64)",
		"weighted(::Vector{Float64})", "dotzip(::Vector{Float64}, ::Vector{Float64})", "pairsum(::Vector{Int64})",
		"rangesum()", "steps(::Int64)",
		"splat3(::Tuple{Int64,Int64,Int64})", "squares3()", "tmap(::Tuple{Int64,Float64})",
		"parsehex(::String)", "build(::Int64)", "fmt(::Float64)",
		"count_words(::Vector{String})", "adder(::Int64)", "callkw(::Float64)",
	}
	dir := filepath.Join("..", "..", "testdata", "idioms")
	r := runKiln(t, dir, append([]string{"code", "warntype", "inferred.jl"}, sigs...)...)
	checkStable(t, sigs, r)
	if r.code != 0 {
		t.Errorf("exit status %d, want 0 (all stable)", r.code)
	}
	// A function that is not type-stable is reported as such, exit 1.
	bad := runKiln(t, dir, "code", "warntype", "inferred.jl", "dynamic(::Vector{Any})")
	if bad.code != 1 || !strings.Contains(bad.stdout, "NOT type-stable: 1 dynamic calls") {
		t.Errorf("dynamic(::Vector{Any}): exit %d\n%s%s", bad.code, bad.stdout, bad.stderr)
	}
}

// warntypeReports splits the output of `kiln code warntype FILE sigs...`
// into one report per signature and each report's summary line (its
// last); it fails the test when the counts differ.
func warntypeReports(t *testing.T, sigs []string, r result) (reports, summaries []string) {
	t.Helper()
	reports = strings.Split(r.stdout, "MethodInstance for ")[1:]
	if len(reports) != len(sigs) {
		t.Fatalf("%d reports for %d signatures (exit %d)\nstderr:\n%s", len(reports), len(sigs), r.code, r.stderr)
	}
	for _, rep := range reports {
		lines := strings.Split(strings.TrimSpace(rep), "\n")
		summaries = append(summaries, lines[len(lines)-1])
	}
	return reports, summaries
}

// checkStable fails the test for each signature whose warntype report
// has a dynamic call or a non-concrete value.
func checkStable(t *testing.T, sigs []string, r result) {
	t.Helper()
	reports, summaries := warntypeReports(t, sigs, r)
	for i, summary := range summaries {
		if !strings.HasPrefix(summary, "type-stable: 0 dynamic calls") {
			t.Errorf("%s: %s\n%s", sigs[i], summary, reports[i])
		}
	}
}
