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

const genPkgProject = "name = \"Gen\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000b7\"\nversion = \"0.1.0\"\n[deps]\nPrecompileTools = \"aea7be01-6a6a-4083-8856-8a6e6704d82a\"\n"

// genPkgSource is a package with @generated functions whose workload
// calls them.
const genPkgSource = `module Gen
using PrecompileTools
export tsum, astuple, Pt

struct Pt
    x::Float64
    y::Float64
end

@generated function tsum(x::NTuple{N,T}) where {N,T}
    ex = :(zero(T))
    for i in 1:N
        ex = :($ex + x[$i])
    end
    ex
end

@generated function astuple(s)
    Expr(:tuple, [:(getfield(s, $(QuoteNode(f)))) for f in fieldnames(s)]...)
end

@setup_workload begin
    @compile_workload begin
        tsum((1.0, 2.0, 3.0))
        astuple(Pt(1.0, 2.0))
    end
end
end
`

const genUse = `using Gen
println(tsum((1.0, 2.0, 3.0)))
println(astuple(Pt(3.0, 4.0)))
println(tsum((1, 2)))
println(astuple(1 + 2im))
`

// TestImageGenerated: a package image holds the code of the @generated
// specializations its workload compiled: loading it runs neither their
// generators nor their compilation again, and specializations the image
// lacks are generated after loading.
func TestImageGenerated(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/Gen/Project.toml": genPkgProject,
		"pk/Gen/src/Gen.jl":   genPkgSource,
		"use.jl":              genUse,
	})
	env := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
	mustPrecompile(t, dir, env, "Gen")
	r := runKilnEnv(t, dir, append(env, "KILN_TRACE_COMPILE=1", "KILN_DEBUG_LOADING=1"), "run", "use.jl")
	const want = "6.0\n(3.0, 4.0)\n3\n(1, 2)\n"
	if r.code != 0 || r.stdout != want {
		t.Fatalf("run from image: exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
	if !strings.Contains(r.stderr, "loaded Gen from") {
		t.Fatalf("the image was not loaded:\n%s", r.stderr)
	}
	compiled := func(sub ...string) bool {
		for _, line := range strings.Split(r.stderr, "\n") {
			if !strings.HasPrefix(line, "precompile(") {
				continue
			}
			all := true
			for _, s := range sub {
				all = all && strings.Contains(line, s)
			}
			if all {
				return true
			}
		}
		return false
	}
	for _, c := range [][]string{
		{"typeof(Gen.tsum), Tuple{Float64, Float64, Float64}}"},
		{"typeof(Gen.astuple), Gen.Pt}"},
		{"_kiln_callgenerator", "tsum", "Float64, Float64, Float64"},
		{"_kiln_callgenerator", "astuple", "Gen.Pt"},
	} {
		if compiled(c...) {
			t.Errorf("compiled again after loading the image: %v\n%s", c, r.stderr)
		}
	}
	// The new specializations were generated here.
	if !compiled("typeof(Gen.tsum), Tuple{Int64, Int64}}") || !compiled("typeof(Gen.astuple), Complex{Int64}}") {
		t.Errorf("the new specializations were not compiled:\n%s", r.stderr)
	}
}
