package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratedInferred checks that the bodies @generated functions
// produce infer as concretely as Julia 1.10 infers them: the unrolled
// tuple operations of testdata/generated/tuple_sum.jl, and a loop that
// calls one, have no dynamic call and the concrete result type
// (`kiln code warntype`). TestGolden checks the file's results.
func TestGeneratedInferred(t *testing.T) {
	cases := []struct{ sig, body string }{
		{"tsum(::Tuple{Float64,Float64,Float64})", "Body::Float64"},
		{"tsum(::Tuple{Int64,Int64,Int64,Int64})", "Body::Int64"},
		{"total(::Vector{Tuple{Float64,Float64,Float64}})", "Body::Float64"},
		{"tmul(::Tuple{Float64,Float64,Float64}, ::Tuple{Float64,Float64,Float64})", "Body::Tuple{Float64, Float64, Float64}"},
		{"tdot(::Tuple{Int64,Int64,Int64}, ::Tuple{Int64,Int64,Int64})", "Body::Int64"},
		{"rlen(::Tuple{Int64,Float64,String})", "Body::Core.Const(3)"},
	}
	var sigs []string
	for _, c := range cases {
		sigs = append(sigs, c.sig)
	}
	dir := filepath.Join("..", "..", "testdata", "generated")
	r := runKiln(t, dir, append([]string{"code", "warntype", "tuple_sum.jl"}, sigs...)...)
	reports := strings.Split(r.stdout, "MethodInstance for ")[1:]
	if len(reports) != len(cases) {
		t.Fatalf("%d reports for %d signatures (exit %d)\nstderr:\n%s", len(reports), len(cases), r.code, r.stderr)
	}
	for i, rep := range reports {
		lines := strings.Split(strings.TrimSpace(rep), "\n")
		summary := lines[len(lines)-1]
		if !strings.HasPrefix(summary, "type-stable: 0 dynamic calls") {
			t.Errorf("%s: %s\n%s", cases[i].sig, summary, rep)
		}
		if !strings.Contains(rep, "\n"+cases[i].body+"\n") {
			t.Errorf("%s: want %s\n%s", cases[i].sig, cases[i].body, rep)
		}
	}
}
