package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/kiln-lang/kiln/image"
)

// End-to-end tests of package images: kiln precompile writes them, kiln run
// loads them, in fresh processes sharing a private depot.

const imgPkgProject = "name = \"Img\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000a1\"\nversion = \"0.1.0\"\n[deps]\nPrecompileTools = \"aea7be01-6a6a-4083-8856-8a6e6704d82a\"\n"

// imgPkgSource is a package whose workload reaches Base.show for its own
// type through runtime dispatch (an untyped container), defines a method
// and a global inside the workload, and holds module state of several
// kinds.
const imgPkgSource = `module Img
using PrecompileTools
export Pt, area, scale, total, describe, TABLE, NAMES, counter, label

struct Pt
    x::Float64
    y::Float64
end
Base.show(io::IO, p::Pt) = print(io, "Pt(", p.x, " | ", p.y, ")")
area(p::Pt) = p.x * p.y
scale(p::Pt, k::Int) = Pt(p.x * k, p.y * k)
scale(p::Pt, k::Float64) = Pt(p.x * k, p.y * k)
total(v) = sum(area, v)
describe(x) = string("<", x, ">")
kind(x) = "generic"
classify(x) = kind(x)
other(x) = x + 1
const TABLE = [i * i for i in 1:6]
const NAMES = Dict("a" => 1, "b" => 2)
const LABELS = (first = "one", second = :two)
counter = 0
mutable struct Node
    val::Int
    next::Union{Node,Nothing}
end
const CHAIN = Node(1, Node(2, nothing))
chainsum(n) = n === nothing ? 0 : n.val + chainsum(n.next)

@setup_workload begin
    pts = Any[Pt(1.0, 2.0), Pt(3.0, 4.0)]
    @compile_workload begin
        area(Pt(1.0, 2.0))
        scale(Pt(1.0, 1.0), 2)
        scale(Pt(1.0, 1.0), 2.0)
        total([Pt(1.0, 2.0)])
        for p in pts
            describe(p)
            string(p)
        end
        classify(1)
        other(1)
        chainsum(CHAIN)
        label(x) = string("label ", x)
        label(3)
        global counter += 1
        global made_in_workload = [1.5, 2.5]
    end
end
end
`

const imgUse = `using Img
p = Pt(2.0, 3.0)
println(area(p), " ", scale(p, 2), " ", scale(p, 0.5))
println(total([Pt(1.0, 1.0), Pt(2.0, 2.0)]))
println(describe(Pt(7.0, 8.0)), " ", string(Pt(5.0, 6.0)))
println(TABLE, " ", NAMES["b"], " ", Img.LABELS.second, " ", Img.counter)
println(Img.made_in_workload, " ", label(9), " ", Img.chainsum(Img.CHAIN))
`

const imgUseWant = "6.0 Pt(4.0 | 6.0) Pt(1.0 | 1.5)\n5.0\n<Pt(7.0 | 8.0)> Pt(5.0 | 6.0)\n[1, 4, 9, 16, 25, 36] 2 two 1\n[1.5, 2.5] label 9 3\n"

// imgEnv makes a package directory and a shared depot; it returns the
// working directory and the environment for kiln.
func imgEnv(t *testing.T) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/Img/Project.toml": imgPkgProject,
		"pk/Img/src/Img.jl":   imgPkgSource,
		"use.jl":              imgUse,
	})
	return dir, []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
}

func imgFiles(t *testing.T, dir string) []string {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(dir, "depot", "compiled", "*", "Img", "*.kimg"))
	return m
}

func mustPrecompile(t *testing.T, dir string, env []string, args ...string) result {
	t.Helper()
	r := runKilnEnv(t, dir, env, append([]string{"precompile"}, args...)...)
	if r.code != 0 {
		t.Fatalf("kiln precompile %v: exit %d\n%s%s", args, r.code, r.stdout, r.stderr)
	}
	return r
}

// TestImageRoundTrip: precompile, then run from the image: same results as
// from source, module state (constants, Dicts, named tuples, cyclic
// mutable structs, globals set by the workload, methods defined inside
// it) restored, and nothing of the package compiled again.
func TestImageRoundTrip(t *testing.T) {
	dir, env := imgEnv(t)
	src := runKilnEnv(t, dir, env, "--pkgimages=no", "run", "use.jl")
	// From source the workload does not run: no counter, no workload
	// method or global.
	if src.code == 0 {
		t.Fatalf("from source the workload's definitions must be missing, got:\n%s", src.stdout)
	}
	mustPrecompile(t, dir, env, "Img")
	if n := len(imgFiles(t, dir)); n != 1 {
		t.Fatalf("want one image, have %d", n)
	}
	r := runKilnEnv(t, dir, append(env, "KILN_TRACE_COMPILE=1", "KILN_DEBUG_LOADING=1"), "run", "use.jl")
	if r.code != 0 || r.stdout != imgUseWant {
		t.Fatalf("run from image: exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
	}
	if strings.Contains(r.stderr, "Precompiling") {
		t.Errorf("a fresh image must not be rebuilt:\n%s", r.stderr)
	}
	// What the workload compiled is not compiled again, including the
	// Base method reached by runtime dispatch and specialized on the
	// package's type.
	for _, sig := range []string{
		"typeof(Img.area), Img.Pt}",
		"typeof(Img.scale), Img.Pt, Int64}",
		"typeof(Img.total), Vector{Img.Pt}}",
		"typeof(Img.describe), Img.Pt}",
		"typeof(Base.show), ",
		"typeof(Base.string), Img.Pt}",
		"typeof(Img.label), Int64}",
	} {
		for _, line := range strings.Split(r.stderr, "\n") {
			if strings.HasPrefix(line, "precompile(") && strings.Contains(line, sig) && (sig != "typeof(Base.show), " || strings.Contains(line, "Img.Pt")) {
				t.Errorf("compiled again after loading the image: %s", line)
			}
		}
	}
	if !strings.Contains(r.stderr, "loaded Img from") {
		t.Errorf("KILN_DEBUG_LOADING must report the load:\n%s", r.stderr)
	}
	// --pkgimages=no ignores the image.
	r = runKilnEnv(t, dir, append(env, "KILN_DEBUG_LOADING=1"), "--pkgimages=no", "run", "use.jl")
	if strings.Contains(r.stderr, "loaded Img from") {
		t.Errorf("--pkgimages=no must not load the image:\n%s", r.stderr)
	}
}

// TestImageWorkloadError: an error inside a workload fails precompilation
// with the error and its location, and leaves no image.
func TestImageWorkloadError(t *testing.T) {
	dir, env := imgEnv(t)
	writeTree(t, dir, map[string]string{"pk/Img/src/Img.jl": `module Img
using PrecompileTools
f(x) = x + 1
@compile_workload begin
    f(1)
    error("workload broke")
end
end
`})
	r := runKilnEnv(t, dir, env, "precompile", "Img")
	if r.code != 1 {
		t.Fatalf("want exit 1, got %d\n%s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "workload broke") || !strings.Contains(r.stderr, "Img.jl:6") {
		t.Errorf("the error and its location must be reported:\n%s", r.stderr)
	}
	if n := len(imgFiles(t, dir)); n != 0 {
		t.Errorf("a failed precompile must leave no image, found %d", n)
	}
	// kiln run tries once and fails as Julia does (`using` raises
	// "Failed to precompile Img [uuid] to path", after the build's own
	// error); it does not build again until something changed, and fails
	// the same way.
	writeTree(t, dir, map[string]string{"f.jl": "using Img\nprintln(Img.f(1))\n"})
	const failed = "ERROR: LoadError: Failed to precompile Img [4b1e2c6a-1111-4a3b-9c2d-0000000000a1] to \""
	r = runKilnEnv(t, dir, env, "run", "f.jl")
	if r.code != 1 || r.stdout != "" || !strings.Contains(r.stderr, "Precompiling Img") || !strings.Contains(r.stderr, "workload broke") ||
		!strings.Contains(r.stderr, failed) || !strings.Contains(r.stderr, "in expression starting at f.jl:1") {
		t.Errorf("first run: exit %d %q\n%s", r.code, r.stdout, r.stderr)
	}
	r = runKilnEnv(t, dir, env, "run", "f.jl")
	if r.code != 1 || strings.Contains(r.stderr, "Precompiling Img") || !strings.Contains(r.stderr, "failed to precompile before") || !strings.Contains(r.stderr, failed) {
		t.Errorf("second run must not try again: exit %d %q\n%s", r.code, r.stdout, r.stderr)
	}
	// --pkgimages=no loads it from source (the workload does not run).
	r = runKilnEnv(t, dir, env, "--pkgimages=no", "run", "f.jl")
	if r.code != 0 || r.stdout != "2\n" {
		t.Errorf("--pkgimages=no: exit %d %q\n%s", r.code, r.stdout, r.stderr)
	}
}

// TestImageUnsupportedStateLoadsFromSource: a package that loads but whose
// state Kiln's image cannot hold (an open file in a global) is not a
// precompile failure: kiln run says so and loads it from source.
func TestImageUnsupportedStateLoadsFromSource(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/Holds/Project.toml": "name = \"Holds\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000e2\"\n",
		"pk/Holds/src/Holds.jl": "module Holds\nconst sink = open(\"/dev/null\", \"w\")\nf(x) = x + 1\nend\n",
		"f.jl":                  "using Holds\nprintln(Holds.f(1))\n",
	})
	env := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
	for i := 0; i < 2; i++ {
		r := runKilnEnv(t, dir, env, "run", "f.jl")
		if r.code != 0 || r.stdout != "2\n" || !strings.Contains(r.stderr, "Holds: its image cannot be saved") {
			t.Errorf("run %d: exit %d %q\n%s", i+1, r.code, r.stdout, r.stderr)
		}
	}
}

// TestImagePreferenceAndStaleness: precompile_workload = false stops the
// workload; changing the preference, editing a source, another kiln build
// and another CPU target each make the image stale, and kiln run rebuilds
// it, saying so.
func TestImagePreferenceAndStaleness(t *testing.T) {
	dir, env := imgEnv(t)
	writeTree(t, dir, map[string]string{
		"pk/Img/src/Img.jl":            "module Img\nusing PrecompileTools\nf(x) = x + 1\n@compile_workload begin\n    println(\"workload ran\")\n    f(1)\nend\nend\n",
		"use.jl":                       "using Img\nprintln(Img.f(41))\n",
		"pk/Img/LocalPreferences.toml": "[Img]\nprecompile_workload = false\n",
	})
	r := mustPrecompile(t, dir, env, "--verbose", "Img")
	if strings.Contains(r.stdout, "workload ran") {
		t.Errorf("precompile_workload = false must stop the workload:\n%s", r.stdout)
	}
	run := func(extra ...string) result {
		t.Helper()
		r := runKilnEnv(t, dir, append(append([]string{}, env...), extra...), "run", "use.jl")
		if r.code != 0 || r.stdout != "42\n" {
			t.Fatalf("run: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		return r
	}
	if r := run(); strings.Contains(r.stderr, "Precompiling") {
		t.Fatalf("fresh image rebuilt:\n%s", r.stderr)
	}
	stale := func(what string, extra ...string) {
		t.Helper()
		r := run(append(extra, "KILN_DEBUG_LOADING=1")...)
		if !strings.Contains(r.stderr, "Precompiling Img") {
			t.Errorf("%s: the image must be rebuilt:\n%s", what, r.stderr)
		}
		if r := run(extra...); strings.Contains(r.stderr, "Precompiling") {
			t.Errorf("%s: rebuilt image not used:\n%s", what, r.stderr)
		}
	}
	os.Remove(filepath.Join(dir, "pk/Img/LocalPreferences.toml"))
	stale("preference removed")
	writeTree(t, dir, map[string]string{"pk/Img/src/Img.jl": "module Img\nusing PrecompileTools\nf(x) = x + 1 # edited\n@compile_workload begin\n    f(1)\nend\nend\n"})
	stale("source edited")
	stale("another kiln build", "KILN_BUILD_ID=some-other-build")
	// Builds sharing a depot keep their own images: back on this build,
	// its image is still there and fresh (issue 18: builds coexist).
	if r := run(); strings.Contains(r.stderr, "Precompiling") {
		t.Errorf("switching back to this build rebuilt its image:\n%s", r.stderr)
	}
	stale("another CPU target", "KILN_CPU_TARGET=x86-64")
}

// TestImageDependencyRebuilt: rebuilding a dependency's image makes its
// dependents' images stale.
func TestImageDependencyRebuilt(t *testing.T) {
	dir, env := imgEnv(t)
	writeTree(t, dir, map[string]string{
		"pk/Base2/Project.toml": "name = \"Base2\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000b1\"\n",
		"pk/Base2/src/Base2.jl": "module Base2\nexport twice\ntwice(x) = 2x\nend\n",
		"pk/Top/Project.toml":   "name = \"Top\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000b2\"\n[deps]\nBase2 = \"4b1e2c6a-1111-4a3b-9c2d-0000000000b1\"\nPrecompileTools = \"aea7be01-6a6a-4083-8856-8a6e6704d82a\"\n",
		"pk/Top/src/Top.jl":     "module Top\nusing Base2, PrecompileTools\nquad(x) = twice(twice(x))\n@compile_workload begin\n    quad(1)\nend\nend\n",
		"top.jl":                "using Top\nprintln(Top.quad(5))\n",
	})
	r := mustPrecompile(t, dir, env, "Top")
	if !strings.Contains(r.stderr, "✓ Base2") || !strings.Contains(r.stderr, "✓ Top") {
		t.Fatalf("both packages must be built, dependency first:\n%s", r.stderr)
	}
	r = mustPrecompile(t, dir, env, "Top")
	if !strings.Contains(r.stderr, "0 packages precompiled") {
		t.Errorf("up-to-date images must not be rebuilt:\n%s", r.stderr)
	}
	writeTree(t, dir, map[string]string{"pk/Base2/src/Base2.jl": "module Base2\nexport twice\ntwice(x) = x + x\nend\n"})
	r = runKilnEnv(t, dir, append(env, "KILN_DEBUG_LOADING=1"), "run", "top.jl")
	if r.code != 0 || r.stdout != "20\n" {
		t.Fatalf("run: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "Precompiling Base2") || !strings.Contains(r.stderr, "Precompiling Top") {
		t.Errorf("a changed dependency must rebuild it and its dependent:\n%s", r.stderr)
	}
	if !strings.Contains(r.stderr, "dependency Base2 changed") {
		t.Errorf("the dependent's rejection must name the dependency:\n%s", r.stderr)
	}
}

// TestImageInvalidatedByLaterPackage: a package loaded later that adds a
// more specific method invalidates the cached code that depended on the
// old dispatch, and only that code.
func TestImageInvalidatedByLaterPackage(t *testing.T) {
	dir, env := imgEnv(t)
	writeTree(t, dir, map[string]string{
		"pk/Ext/Project.toml": "name = \"Ext\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000c1\"\n[deps]\nImg = \"4b1e2c6a-1111-4a3b-9c2d-0000000000a1\"\n",
		"pk/Ext/src/Ext.jl":   "module Ext\nimport Img\nImg.kind(x::Int) = \"specific\"\nend\n",
		"inv.jl":              "using Img\nprintln(Img.classify(1), \" \", Img.other(1))\nusing Ext\nprintln(Img.classify(1), \" \", Img.other(2))\n",
	})
	mustPrecompile(t, dir, env, "Img", "Ext")
	r := runKilnEnv(t, dir, append(env, "KILN_TRACE_COMPILE=1"), "run", "inv.jl")
	if r.code != 0 || r.stdout != "generic 2\nspecific 3\n" {
		t.Fatalf("run: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "precompile(Tuple{typeof(Img.classify), Int64})") {
		t.Errorf("classify(::Int64) depended on kind's dispatch and must be compiled again:\n%s", r.stderr)
	}
	if strings.Contains(r.stderr, "typeof(Img.other)") {
		t.Errorf("other(::Int64) did not depend on kind and must stay cached:\n%s", r.stderr)
	}
}

// TestImageCorruptionFallsBack: damaged images are rejected with a reason
// and the program still gets correct results.
func TestImageCorruptionFallsBack(t *testing.T) {
	dir, env := imgEnv(t)
	mustPrecompile(t, dir, env, "Img")
	files := imgFiles(t, dir)
	if len(files) != 1 {
		t.Fatalf("want one image, have %d", len(files))
	}
	orig, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]func([]byte) []byte{
		"header byte":   func(b []byte) []byte { b[40] ^= 0x20; return b },
		"payload byte":  func(b []byte) []byte { b[len(b)/2] ^= 1; return b },
		"checksum byte": func(b []byte) []byte { b[len(b)-3] ^= 0x80; return b },
		"truncated":     func(b []byte) []byte { return b[:len(b)*2/3] },
		"empty":         func(b []byte) []byte { return nil },
	}
	for name, damage := range cases {
		b := damage(append([]byte(nil), orig...))
		if err := os.WriteFile(files[0], b, 0o644); err != nil {
			t.Fatal(err)
		}
		r := runKilnEnv(t, dir, append(env, "KILN_DEBUG_LOADING=1"), "--pkgimages=yes", "run", "use.jl")
		if r.code != 0 || r.stdout != imgUseWant {
			t.Errorf("%s: exit %d\n%s%s", name, r.code, r.stdout, r.stderr)
			continue
		}
		if !strings.Contains(r.stderr, "rejected") {
			t.Errorf("%s: the rejection must be logged with its reason:\n%s", name, r.stderr)
		}
	}
}

// TestImageConcurrentPrecompile: several concurrent precompiles of one
// package build it once and all succeed; a precompile killed while working
// leaves no visible partial image.
func TestImageConcurrentPrecompile(t *testing.T) {
	dir, env := imgEnv(t)
	const n = 3
	var wg sync.WaitGroup
	results := make([]result, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			results[i] = runKilnEnv(t, dir, env, "precompile", "Img")
		}(i)
	}
	wg.Wait()
	built := 0
	for i, r := range results {
		if r.code != 0 {
			t.Errorf("precompile %d: exit %d\n%s", i, r.code, r.stderr)
		}
		if strings.Contains(r.stderr, "✓ Img") {
			built++
		}
	}
	if built != 1 {
		t.Errorf("want exactly one build, got %d", built)
	}
	if r := runKilnEnv(t, dir, env, "run", "use.jl"); r.stdout != imgUseWant {
		t.Errorf("run after concurrent precompiles:\n%s%s", r.stdout, r.stderr)
	}

	// SIGKILL at several moments of a forced rebuild.
	for _, delay := range []time.Duration{50 * time.Millisecond, 400 * time.Millisecond, 900 * time.Millisecond} {
		cmd := exec.Command(kiln(t), "precompile", "--build", "--force", "--", "Img")
		cmd.Dir = dir
		cmd.Env = append(append(os.Environ(), "KILN_SYSIMAGE=0"), env...)
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay)
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Wait()
		for _, f := range imgFiles(t, dir) {
			if _, err := image.Read(f); err != nil {
				t.Errorf("after SIGKILL at %v: visible image %s is not complete: %v", delay, f, err)
			}
		}
		if r := runKilnEnv(t, dir, env, "run", "use.jl"); r.code != 0 || r.stdout != imgUseWant {
			t.Errorf("run after SIGKILL at %v: exit %d\n%s%s", delay, r.code, r.stdout, r.stderr)
		}
	}
}

// TestInspect prints an image's header, freshness, code per owner and
// roots.
func TestInspect(t *testing.T) {
	dir, env := imgEnv(t)
	mustPrecompile(t, dir, env, "Img")
	r := runKilnEnv(t, dir, env, "inspect", "Img")
	if r.code != 0 {
		t.Fatalf("inspect: exit %d\n%s", r.code, r.stderr)
	}
	for _, want := range []string{"status: fresh", "Img v0.1.0", "src/Img.jl", "native:", "Img.area(::Img.Pt)", "kept", "object"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("inspect lacks %q:\n%s", want, r.stdout)
		}
	}
	files := imgFiles(t, dir)
	writeTree(t, dir, map[string]string{"pk/Img/src/Img.jl": imgPkgSource + "\n"})
	r = runKilnEnv(t, dir, env, "inspect", files[0])
	if !strings.Contains(r.stdout, "source src/Img.jl changed") {
		t.Errorf("inspect of a stale image must say why:\n%s", r.stdout)
	}
}

// TestImageEveryByteCorruptionRejected: every single-byte corruption and
// every truncation of a real (small) image is rejected by the reader with
// a reason; a sample of them still gives correct results end to end.
func TestImageEveryByteCorruptionRejected(t *testing.T) {
	dir, env := imgEnv(t)
	writeTree(t, dir, map[string]string{
		"pk/Img/src/Img.jl": "module Img\nusing PrecompileTools\nf(x) = x + 1\nconst K = 7\n@compile_workload begin\n    f(1)\nend\nend\n",
		"small.jl":          "using Img\nprintln(Img.f(Img.K))\n",
	})
	mustPrecompile(t, dir, env, "Img")
	files := imgFiles(t, dir)
	if len(files) != 1 {
		t.Fatalf("want one image, have %d", len(files))
	}
	orig, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := image.Decode(orig); err != nil {
		t.Fatalf("the image itself is rejected: %v", err)
	}
	b := append([]byte(nil), orig...)
	for i := range b {
		for _, mask := range []byte{0x01, 0x80} {
			b[i] ^= mask
			_, err := image.Decode(b)
			b[i] ^= mask
			if err == nil {
				t.Fatalf("flipping bit %#x of byte %d of %d is not detected", mask, i, len(b))
			}
			if !image.IsReject(err) || err.Error() == "" {
				t.Fatalf("byte %d: not a rejection with a reason: %v", i, err)
			}
		}
	}
	for n := 0; n < len(orig); n += 1 + n/8 {
		if _, err := image.Decode(orig[:n]); err == nil {
			t.Fatalf("truncation to %d bytes is not detected", n)
		}
	}
	for _, i := range []int{0, 17, 100, len(orig) / 3, len(orig) - 1} {
		d := append([]byte(nil), orig...)
		d[i] ^= 0xff
		if err := os.WriteFile(files[0], d, 0o644); err != nil {
			t.Fatal(err)
		}
		r := runKilnEnv(t, dir, append(env, "KILN_DEBUG_LOADING=1"), "run", "small.jl")
		if r.code != 0 || r.stdout != "8\n" {
			t.Errorf("byte %d damaged: exit %d %q\n%s", i, r.code, r.stdout, r.stderr)
		}
		if !strings.Contains(r.stderr, "rejected") {
			t.Errorf("byte %d damaged: no rejection logged:\n%s", i, r.stderr)
		}
	}
}

// TestImageInitAndUnserializable: __init__ runs at every load (from source
// and from the image, not while the image is built); a value that cannot
// be saved fails the build naming its binding.
func TestImageInitAndUnserializable(t *testing.T) {
	dir, env := imgEnv(t)
	writeTree(t, dir, map[string]string{
		"pk/Img/src/Img.jl": "module Img\nusing PrecompileTools\nconst started = Ref(0)\nfunction __init__()\n    started[] += 1\n    println(\"init ran\")\nend\nf(x) = x + started[]\n@compile_workload begin\n    f(1)\nend\nend\n",
		"init.jl":           "using Img\nprintln(Img.f(1))\n",
	})
	r := runKilnEnv(t, dir, env, "--pkgimages=no", "run", "init.jl")
	if r.code != 0 || r.stdout != "init ran\n2\n" {
		t.Fatalf("from source: exit %d %q\n%s", r.code, r.stdout, r.stderr)
	}
	b := mustPrecompile(t, dir, env, "Img")
	if strings.Contains(b.stdout+b.stderr, "init ran") {
		t.Errorf("__init__ must not run while the image is built:\n%s%s", b.stdout, b.stderr)
	}
	for i := 0; i < 2; i++ {
		r = runKilnEnv(t, dir, append(env, "KILN_DEBUG_LOADING=1"), "run", "init.jl")
		if r.code != 0 || r.stdout != "init ran\n2\n" || !strings.Contains(r.stderr, "loaded Img from") {
			t.Fatalf("from the image: exit %d %q\n%s", r.code, r.stdout, r.stderr)
		}
	}

	writeTree(t, dir, map[string]string{
		"pk/Img/src/Img.jl": "module Img\nconst LOG = open(\"log.txt\", \"w\")\nend\n",
	})
	r = runKilnEnv(t, dir, env, "precompile", "Img")
	if r.code != 1 || !strings.Contains(r.stderr, "cannot save the value of Img.LOG in the package image: an open file") {
		t.Errorf("an open file must fail the build naming the binding: exit %d\n%s", r.code, r.stderr)
	}
}

// TestSystemImage: Base's code is precompiled into the depot on first use
// and served from there afterwards (no inference, no LLVM for it); package
// images built with it record it as a dependency.
func TestSystemImage(t *testing.T) {
	dir, env := imgEnv(t)
	env = append(env, "KILN_SYSIMAGE=1")
	prog := "using Printf\nprintln(1.5, \" \", [1, 2], \" \", uppercase(\"ab\"))\n@printf(\"%.3f %5d\\n\", 2.5, 42)\n"
	writeTree(t, dir, map[string]string{"sys.jl": prog})
	r := runKilnEnvTimeout(t, dir, env, 10*time.Minute, "run", "sys.jl")
	if r.code != 0 || r.stdout != "1.5 [1, 2] AB\n2.500    42\n" {
		t.Fatalf("first run: exit %d %q\n%s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "Precompiling the standard library") {
		t.Errorf("the first run must build the system image, saying so:\n%s", r.stderr)
	}
	r = runKilnEnv(t, dir, append(env, "KILN_TRACE_COMPILE=1", "KILN_DEBUG_LOADING=1"), "run", "sys.jl")
	if r.code != 0 || r.stdout != "1.5 [1, 2] AB\n2.500    42\n" {
		t.Fatalf("second run: exit %d %q\n%s", r.code, r.stdout, r.stderr)
	}
	checkStdlibImage(t, dir, env)
	checkSysimageRedefinedMethod(t, dir, env)
	if strings.Contains(r.stderr, "Precompiling") || !strings.Contains(r.stderr, "loaded the system image") {
		t.Errorf("the second run must load the system image:\n%s", r.stderr)
	}
	checkNoExcludedRoots(t, dir, env, "Base")
	for _, sig := range []string{"typeof(Base.println), Float64}", "typeof(Base.uppercase), String}", "Printf.format), Base.KilnStream, Base.Printf.Format, Float64, Int64}", "Printf.fmt_float)"} {
		if strings.Contains(r.stderr, sig) {
			t.Errorf("%s was compiled again despite the system image:\n%s", sig, r.stderr)
		}
	}
	// Start-up infers nothing: Base's own top-level code that builds its
	// mutable state (`@_after_image`) runs after the image is installed
	// and finds its callees there. A constant Dict or Ref added to Base's
	// top level outside @_after_image shows up here.
	r = runKilnEnv(t, dir, append(env, "KILN_TRACE_COMPILE=1"), "-e", "nothing")
	if r.code != 0 || strings.Contains(r.stderr, "precompile(") {
		t.Errorf("kiln -e nothing inferred code at start-up despite the system image (exit %d):\n%s", r.code, r.stderr)
	}
	// Base's code in the system image has its line tables: the throw
	// helper's frame is at the line of its throw (its definition is the
	// line before), sqrt is inlined into the user's function.
	writeTree(t, dir, map[string]string{"trace.jl": "@noinline function root(x)\n    r = sqrt(x)\n    return r\nend\nroot(-1.0)\n"})
	r = runKilnEnv(t, dir, env, "run", "trace.jl")
	wantTrace := "Stacktrace:\n" +
		" [1] throw_complex_domainerror(f::Symbol, x::Float64)\n   @ Base base/math.jl:8\n" +
		" [2] sqrt\n   @ base/math.jl:16 [inlined]\n" +
		" [3] root(x::Float64)\n   @ Main trace.jl:2\n" +
		" [4] top-level scope\n   @ trace.jl:5\n" +
		"in expression starting at trace.jl:5\n"
	if r.code != 1 || !strings.HasSuffix(r.stderr, wantTrace) {
		t.Errorf("stack trace through the system image: exit %d, want the trace\n%s--- got\n%s", r.code, wantTrace, r.stderr)
	}
	// New code calling the system image's small functions gets their
	// bodies for inlining (the image has machine code only): the loads
	// of getindex and the multiply are in f itself, with no call into
	// the image on the hot path.
	writeTree(t, dir, map[string]string{"hot.jl": "f(v::Vector{Float64}) = v[1] * v[2]\n"})
	r = runKilnEnv(t, dir, env, "code", "llvm", "hot.jl", "f(::Vector{Float64})")
	if r.code != 0 {
		t.Fatalf("code llvm: exit %d\n%s", r.code, r.stderr)
	}
	body := firstLLVMFunction(r.stdout)
	if !strings.Contains(body, "load double") || !strings.Contains(body, "fmul double") {
		t.Errorf("getindex and * from the system image were not inlined into f:\n%s", r.stdout)
	}
	// A loop over a range calling getindex and setindex!: iterate's Union state must
	// not stay an aggregate phi tested every iteration (llvmx's
	// SplitAggregatePhis), and the inlined callees' stack checks merge
	// into the prologue's (the limit is an invariant load).
	writeTree(t, dir, map[string]string{"loop.jl": "function g(v::Vector{Float64})\n    for i in 1:length(v)\n        v[i] = 2.0 * v[i]\n    end\n    return v\nend\n"})
	r = runKilnEnv(t, dir, env, "code", "llvm", "loop.jl", "g(::Vector{Float64})")
	if r.code != 0 {
		t.Fatalf("code llvm: exit %d\n%s", r.code, r.stderr)
	}
	body = firstLLVMFunction(r.stdout)
	if strings.Contains(body, "phi {") || strings.Contains(body, "icmp eq i8") {
		t.Errorf("the loop still carries its iteration state as an aggregate:\n%s", r.stdout)
	}
	if n := strings.Count(body, "@kiln_stack_limit to"); n != 1 {
		t.Errorf("%d loads of the stack limit in g, want 1 (the prologue's):\n%s", n, r.stdout)
	}
	// A package image built with the system image depends on it.
	mustPrecompile(t, dir, env, "Img")
	r = runKilnEnv(t, dir, env, "run", "use.jl")
	if r.code != 0 || r.stdout != imgUseWant || strings.Contains(r.stderr, "Precompiling Img") {
		t.Errorf("run with both images: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runKilnEnv(t, dir, append(env, "KILN_SYSIMAGE=0", "KILN_DEBUG_LOADING=1"), "run", "use.jl")
	if r.code != 0 || r.stdout != imgUseWant || !strings.Contains(r.stderr, "the system image is not loaded") {
		t.Errorf("without the system image the package image is stale: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// checkSysimageRedefinedMethod (part of TestSystemImage): a program that
// redefines a Base method before the system image's code that calls it
// first runs gets the new method, as without the image: the image names
// each method by its signature and where it was defined, so code compiled
// from Base's print(::IO, ::String) is not taken for the program's.
func checkSysimageRedefinedMethod(t *testing.T, dir string, env []string) {
	prog := "Base.print(io::IO, s::String) = (write(io, \"<\", s, \">\"); nothing)\n" +
		"io = IOBuffer()\nprint(io, \"a\", 1)\nprintln(String(take!(io)))\n" +
		"println(sprint(join, [\"a\", \"b\"], \"-\"), \" \", uppercase(\"ab\"))\n"
	want := "<<a>1>\n<<a><-><b>>< ><AB>\n"
	writeTree(t, dir, map[string]string{"redef.jl": prog})
	r := runKilnEnv(t, dir, append(env, "KILN_DEBUG_LOADING=1"), "run", "redef.jl")
	if r.code != 0 || r.stdout != want {
		t.Errorf("Base method redefined before the image's code ran: exit %d, stdout %q, want %q\n%s", r.code, r.stdout, want, r.stderr)
	}
	if !strings.Contains(r.stderr, "method print(::IO, ::String) was redefined at redef.jl:1") {
		t.Errorf("the image's code compiled from the old print method was not refused:\n%s", r.stderr)
	}
	r = runKilnEnv(t, dir, append(env, "KILN_SYSIMAGE=0"), "run", "redef.jl")
	if r.code != 0 || r.stdout != want {
		t.Errorf("without the system image: exit %d, stdout %q, want %q\n%s", r.code, r.stdout, want, r.stderr)
	}
}

// firstLLVMFunction is the first function definition of printed LLVM IR
// (`kiln code llvm` prints the specialized entry first), or all of it.
func firstLLVMFunction(ir string) string {
	if i := strings.Index(ir, "define "); i >= 0 {
		ir = ir[i:]
		if j := strings.Index(ir, "\n}"); j >= 0 {
			ir = ir[:j]
		}
	}
	return ir
}

// TestPrecompileWorkerFailureSaysWhy: a build worker that dies is reported
// with how it ended (issue 22: a bare "✗ Geo" said nothing).
func TestPrecompileWorkerFailureSaysWhy(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/Quits/Project.toml": "name = \"Quits\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000c1\"\n[deps]\nPrecompileTools = \"aea7be01-6a6a-4083-8856-8a6e6704d82a\"\n",
		"pk/Quits/src/Quits.jl": "module Quits\nusing PrecompileTools\nf(x) = x + 1\n@compile_workload begin\n    f(1)\n    exit(3)\nend\nend\n",
	})
	env := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
	r := runKilnEnv(t, dir, env, "precompile", "Quits")
	if r.code == 0 {
		t.Fatalf("precompile succeeded:\n%s", r.stderr)
	}
	if !strings.Contains(r.stderr, "✗ Quits (the build process exited with status 3)") {
		t.Errorf("the failure does not say why:\n%s", r.stderr)
	}
	// exit(0) in the workload: the worker ends successfully but built
	// nothing; that is a failure too, not "precompiled".
	writeTree(t, dir, map[string]string{
		"pk/Quits/src/Quits.jl": "module Quits\nusing PrecompileTools\nf(x) = x + 1\n@compile_workload begin\n    f(1)\n    exit(0)\nend\nend\n",
	})
	r = runKilnEnv(t, dir, env, "precompile", "Quits")
	if r.code == 0 || !strings.Contains(r.stderr, "✗ Quits (the build process exited before it finished") {
		t.Errorf("exit(0) in the workload: exit %d\n%s", r.code, r.stderr)
	}
}

// TestImageFreshnessByWhatWasRead (issue 22): an image is stamped with the
// sources its build read. A source edited while the package precompiles
// (here by the workload itself, the most deterministic "concurrent" edit)
// leaves an image that is stale at the next run, and a file included from
// outside the package root is part of the freshness check.
func TestImageFreshnessByWhatWasRead(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/Edit/Project.toml": "name = \"Edit\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000d1\"\n[deps]\nPrecompileTools = \"aea7be01-6a6a-4083-8856-8a6e6704d82a\"\n",
		"pk/Edit/src/Edit.jl": "module Edit\nusing PrecompileTools\ninclude(\"impl.jl\")\ninclude(\"../../../shared/extra.jl\")\n" +
			"rewrite(path) = (io = open(path, \"w\"); write(io, \"value() = 2\\n\"); close(io))\n" +
			"@compile_workload begin\n    value()\n    rewrite(@__DIR__() * \"/impl.jl\")\nend\nend\n",
		"pk/Edit/src/impl.jl": "value() = 1\n",
		"shared/extra.jl":     "extra() = \"a\"\n",
		"use.jl":              "using Edit\nprintln(Edit.value(), \" \", Edit.extra())\n",
	})
	env := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
	mustPrecompile(t, dir, env, "Edit")
	// The workload rewrote impl.jl after the build read it: the image holds
	// value() = 1, so it must not pass for fresh.
	r := runKilnEnv(t, dir, env, "run", "use.jl")
	if r.code != 0 || r.stdout != "2 a\n" || !strings.Contains(r.stderr, "Precompiling Edit") {
		t.Fatalf("source edited during the build: exit %d, stdout %q (want \"2 a\", rebuilt), stderr:\n%s", r.code, r.stdout, r.stderr)
	}
	// Now fresh (the rebuild's workload wrote the same content again).
	r = runKilnEnv(t, dir, env, "run", "use.jl")
	if r.stdout != "2 a\n" || strings.Contains(r.stderr, "Precompiling") {
		t.Fatalf("second run: stdout %q, stderr:\n%s", r.stdout, r.stderr)
	}
	// Editing the file included from outside the root makes it stale.
	writeTree(t, dir, map[string]string{"shared/extra.jl": "extra() = \"b\"\n"})
	r = runKilnEnv(t, dir, env, "run", "use.jl")
	if r.stdout != "2 b\n" || !strings.Contains(r.stderr, "Precompiling Edit") {
		t.Fatalf("outside-root include edited: stdout %q, stderr:\n%s", r.stdout, r.stderr)
	}
}

// checkStdlibImage (part of TestSystemImage, whose depot has the system
// image built): a standard library module evaluated on first use
// (Test) gets an image of its own, built against the system image the
// first time a program loads it and used from then on: its code is not
// compiled again, and programs behave as without it.
func checkStdlibImage(t *testing.T, dir string, env []string) {
	prog := `using Test
@testset "arith" begin
    @test 1 + 1 == 2
    @test 0.1 + 0.2 ≈ 0.3
    @test_throws DomainError sqrt(-1.0)
    @testset "inner" begin
        @test 2 * 3 == 7
    end
end
`
	writeTree(t, dir, map[string]string{"t.jl": prog})
	check := func(what string, r result) {
		t.Helper()
		if r.code != 1 {
			t.Fatalf("%s: exit %d, want 1 (a test fails)\n%s\n%s", what, r.code, r.stdout, r.stderr)
		}
		for _, want := range []string{"inner: Test Failed at ", "t.jl:7", "  Expression: 2 * 3 == 7", "   Evaluated: 6 == 7",
			"Test Summary: | Pass  Fail  Total", "Some tests did not pass: 3 passed, 1 failed, 0 errored, 0 broken."} {
			if !strings.Contains(r.stdout+r.stderr, want) {
				t.Errorf("%s: output lacks %q:\n%s\n%s", what, want, r.stdout, r.stderr)
			}
		}
	}
	r := runKilnEnvTimeout(t, dir, env, 10*time.Minute, "run", "t.jl")
	check("first run", r)
	if !strings.Contains(r.stderr, "Precompiling the standard library module Test") {
		t.Errorf("the first run must build Test's image, saying so:\n%s", r.stderr)
	}
	r = runKilnEnv(t, dir, append(env, "KILN_TRACE_COMPILE=1", "KILN_DEBUG_LOADING=1"), "run", "t.jl")
	check("second run", r)
	if strings.Contains(r.stderr, "Precompiling") || !strings.Contains(r.stderr, "loaded the image of Test") {
		t.Errorf("the second run must load Test's image:\n%s", r.stderr)
	}
	// The failure path too: finish, the summary (its alignment walks the
	// failing nested set) and the report of the TestSetException that
	// ends the program. (In the fifteenth session they were left out of
	// the image: Base's similar(a, T, dims) spells Tuple{Vararg{Int}}, and
	// the binding Core.Vararg held as a constant could not be written.)
	for _, sig := range []string{"typeof(Test.record), Test.DefaultTestSet, Test.Pass}", "typeof(Test.do_test), Test.Returned, Expr}",
		"typeof(Test.finish), Test.DefaultTestSet}", "typeof(Test.print_test_results)", "typeof(Test.filter_errors)",
		"typeof(Test.get_alignment)", "typeof(Base.showerror), Base.KilnStream, TestSetException}"} {
		if strings.Contains(r.stderr, sig) {
			t.Errorf("%s was compiled again despite Test's image:\n%s", sig, r.stderr)
		}
	}
	checkNoExcludedRoots(t, dir, env, "stdlib-Test")
	// Without the system image there is no image of Test either.
	r = runKilnEnv(t, dir, append(env, "KILN_SYSIMAGE=0", "KILN_DEBUG_LOADING=1"), "run", "t.jl")
	check("run without images", r)
	if strings.Contains(r.stderr, "image of Test") {
		t.Errorf("without the system image Test's image must not be used:\n%s", r.stderr)
	}
}

// checkNoExcludedRoots: every root of the workload of the image named
// name (the system image "Base", a standard library's "stdlib-NAME") is in
// it. A root left out (its inference tree holds something that cannot be
// written to an image) is compiled again by every program that calls it:
// Base's similar(a, T, dims) spelling Tuple{Vararg{Int}} took Test's
// failure summary out of Test's image that way.
func checkNoExcludedRoots(t *testing.T, dir string, env []string, name string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "depot", "compiled", "*", name, "*.kimg"))
	if len(files) == 0 {
		t.Errorf("no image of %s in the depot", name)
	}
	for _, f := range files {
		r := runKilnEnv(t, dir, env, "inspect", f)
		if r.code != 0 || !strings.Contains(r.stdout, "workload roots (") || !strings.Contains(r.stdout, " kept, 0 excluded)") {
			t.Errorf("inspect %s: exit %d; roots of its workload were left out:\n%s%s", f, r.code, r.stdout, r.stderr)
		}
	}
}

// TestPathofPkgdir: pathof, pkgdir and pkgversion of a loaded package, of a
// submodule, and of modules that are not packages (Julia 1.10's
// base/loading.jl: nothing for those), with and without the package image.
func TestPathofPkgdir(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/Where/Project.toml": "name = \"Where\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000e1\"\nversion = \"0.3.1\"\n",
		"pk/Where/src/Where.jl": "module Where\nmodule Inner\nend\nf() = 1\nend\n",
		"use.jl": "using Where\nprintln(pathof(Where) == joinpath(ENV[\"PK\"], \"Where\", \"src\", \"Where.jl\"))\n" +
			"println(pkgdir(Where) == joinpath(ENV[\"PK\"], \"Where\"), \" \", pkgdir(Where.Inner, \"test\") == joinpath(ENV[\"PK\"], \"Where\", \"test\"))\n" +
			"println(pkgversion(Where), \" \", pkgversion(Where.Inner), \" \", pathof(Where.Inner), \" \", pathof(Main), \" \", pkgdir(Main), \" \", pkgversion(Base))\n",
	})
	pk := filepath.Join(dir, "pk")
	env := []string{"KILN_LOAD_PATH=" + pk, "KILN_DEPOT=" + filepath.Join(dir, "depot"), "PK=" + pk}
	want := "true\ntrue true\n0.3.1 0.3.1 nothing nothing nothing nothing\n"
	for _, args := range [][]string{{"--pkgimages=no", "use.jl"}, {"use.jl"}} {
		r := runKilnEnv(t, dir, env, args...)
		if r.code != 0 || r.stdout != want {
			t.Errorf("kiln %v: exit %d\n%s--- want\n%s--- stderr\n%s", args, r.code, r.stdout, want, r.stderr)
		}
	}
}

// TestImageBranchDefinitions: methods that a package defines in a branch of
// a top-level if, directly or through include(file) there, are defined
// again when the package loads from its image (the second run).
func TestImageBranchDefinitions(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/Branchy/Project.toml":   "name = \"Branchy\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000e3\"\n",
		"pk/Branchy/src/Branchy.jl": "module Branchy\nif VERSION >= v\"1.4.2\"\n    f(x) = x + 1\nend\nif VERSION >= v\"1.0\"\n    include(\"more.jl\")\n    const K = g(1)\nend\nend\n",
		"pk/Branchy/src/more.jl":    "g(x) = 10x\n",
		"f.jl":                      "using Branchy\nprintln(Branchy.f(1), \" \", Branchy.g(2), \" \", Branchy.K)\n",
	})
	env := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
	for i := 0; i < 2; i++ {
		r := runKilnEnv(t, dir, env, "run", "f.jl")
		if r.code != 0 || r.stdout != "2 20 10\n" {
			t.Errorf("run %d: exit %d %q\n%s", i+1, r.code, r.stdout, r.stderr)
		}
	}
}
