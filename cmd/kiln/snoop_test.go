package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
	"github.com/kiln-lang/kiln/snoop"
)

// Sim's field is Any and holds a run-time value, so step's addition and
// simulate's result are dispatched at run time (with a constant, Sim(1),
// inference would fold them, as Julia's does).
const snoopProgram = `struct Sim
    x::Any
end
step(s::Sim) = s.x + 1
function simulate(n::Int)
    s = Sim(n ÷ 10)
    t = 0
    for i in 1:n
        t += step(s)
    end
    return t
end
println(simulate(10))
step(s::Sim) = s.x + 2
println(simulate(10))
`

func writeProgram(t *testing.T, src string) (dir, file string) {
	dir = t.TempDir()
	file = filepath.Join(dir, "prog.jl")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, file
}

// TestSnoopTree runs kiln snoop in a fresh process and checks the tree's
// shape, owners and MethodInstances in every format.
func TestSnoopTree(t *testing.T) {
	dir, file := writeProgram(t, snoopProgram)
	r := runKiln(t, dir, "snoop", file)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	if !strings.HasPrefix(r.stdout, "20\n30\nROOT: ") {
		t.Fatalf("program output and ROOT line expected first:\n%s", r.stdout)
	}
	for _, want := range []string{"simulate(::Int64)  [native]", "step(::Sim)  [native]", "top-level scope  [native]", "prog.jl:5"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("tree lacks %q:\n%s", want, r.stdout)
		}
	}
	// JSON: reads back as a tree with the same frames.
	r = runKiln(t, dir, "snoop", "--format=json", file)
	js := strings.TrimPrefix(r.stdout, "20\n30\n")
	tree, err := snoop.ReadJSON(strings.NewReader(js))
	if err != nil {
		t.Fatalf("JSON does not read back: %v\n%s", err, js)
	}
	var names []string
	var walk func(n *snoop.Node)
	walk = func(n *snoop.Node) {
		names = append(names, n.Name+"|"+n.Owner)
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(tree.Root)
	if !strings.Contains(strings.Join(names, "\n"), "simulate(::Int64)|native") {
		t.Errorf("JSON tree lacks simulate: %v", names)
	}
	// pprof: parses and names the program's functions.
	out := filepath.Join(dir, "prof.pb.gz")
	r = runKiln(t, dir, "snoop", "--format=pprof", "-o", out, file)
	if r.code != 0 {
		t.Fatalf("pprof run: %s", r.stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	p, err := profile.Parse(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("pprof output does not parse: %v", err)
	}
	found := false
	for _, f := range p.Function {
		if strings.HasPrefix(f.Name, "simulate(::Int64)") {
			found = true
		}
	}
	if !found {
		t.Errorf("pprof profile does not name simulate(::Int64)")
	}
	// Options filter: --owner ptx keeps nothing but ROOT.
	r = runKiln(t, dir, "snoop", "--owner", "ptx", file)
	if strings.Contains(r.stdout, "[native]") {
		t.Errorf("--owner ptx kept native frames:\n%s", r.stdout)
	}
	// Bad usage.
	r = runKiln(t, dir, "snoop", "--format=xml", file)
	if r.code != 2 {
		t.Errorf("--format=xml: exit %d, want 2", r.code)
	}
}

// TestSnoopTriggersAndInvalidations checks that a dynamic dispatch points
// at its call site and that a redefinition lists what it invalidated.
func TestSnoopTriggersAndInvalidations(t *testing.T) {
	dir, file := writeProgram(t, snoopProgram)
	r := runKiln(t, dir, "snoop", "--triggers", file)
	if !strings.Contains(r.stdout, "prog.jl:13") || !strings.Contains(r.stdout, "println(::Int64)") {
		t.Errorf("triggers should point at prog.jl:13 and name println(::Int64):\n%s", r.stdout)
	}
	r = runKiln(t, dir, "snoop", "--invalidations", file)
	for _, want := range []string{"step(::Sim) at", "prog.jl:14", "simulate(::Int64)"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("invalidations lack %q:\n%s", want, r.stdout)
		}
	}
}

// TestSnoopMixedOwners: a program that runs host code and compiles a GPU
// kernel shows inference frames of both owners, each under its owner, in
// the text tree, the JSON export and the --owner filter.
func TestSnoopMixedOwners(t *testing.T) {
	dir, file := writeProgram(t, `using GPUCompiler, CUDA
host(x) = x * 2 + 1
println(host(20))
function kern(a)
    i = threadIdx().x
    a[i] = a[i] * 2.0f0
    return nothing
end
job = CompilerJob(PTXCompilerTarget(; cap=v"7.5.0"), FunctionSpec(kern, Tuple{CuDeviceArray{Float32,1}}, true), CUDACompilerParams())
GPUCompiler.code_native(devnull, job)
`)
	r := runKiln(t, dir, "snoop", "--format=json", file)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	tree, err := snoop.ReadJSON(strings.NewReader(strings.TrimPrefix(r.stdout, "41\n")))
	if err != nil {
		t.Fatalf("JSON does not read back: %v\n%s", err, r.stdout)
	}
	owners := map[string]string{}
	var walk func(n *snoop.Node)
	walk = func(n *snoop.Node) {
		owners[n.Name] = n.Owner
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(tree.Root)
	if owners["host(::Int64)"] != "native" {
		t.Errorf("host(::Int64) must be a native frame: %v", owners)
	}
	if owners["kern(::CuDeviceArray{Float32, 1})"] != "ptx:sm_75" {
		t.Errorf("kern must be a ptx:sm_75 frame: %v", owners)
	}
	r = runKiln(t, dir, "snoop", "--owner", "ptx:sm_75", file)
	if !strings.Contains(r.stdout, "kern(::CuDeviceArray{Float32, 1})  [ptx:sm_75]") || strings.Contains(r.stdout, "[native]") {
		t.Errorf("--owner ptx:sm_75 must keep the GPU frames only:\n%s", r.stdout)
	}
}
