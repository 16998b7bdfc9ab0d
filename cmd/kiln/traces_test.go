package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Stack traces of errors in code loaded from images carry the line of each
// call: the images hold the DWARF line tables and inlining records of
// their machine code (testdata/traces covers code compiled in the
// process). The expected traces follow Julia 1.10's show_backtrace and
// print_stackframe (base/errorshow.jl): a compiled frame prints its
// signature and "@ Module file:line", an inlined one its function's name
// and "@ file:line [inlined]".

const tracePkgProject = "name = \"Tr\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000b7\"\nversion = \"0.1.0\"\n[deps]\nPrecompileTools = \"aea7be01-6a6a-4083-8856-8a6e6704d82a\"\n"

const tracePkgSource = `module Tr
using PrecompileTools
export check

@noinline fail(x) = throw(ArgumentError("negative input $x"))

@inline function validate(x)
    x >= 0 || fail(x)
    return x
end

@noinline function check(x)
    y = validate(x)
    return sqrt(y)
end

@compile_workload begin
    check(4.0)
end
end
`

const traceUse = `using Tr
println(check(9.0))
@noinline function main(v)
    s = check(v)
    return s
end
main(-1.0)
`

// TestTraceFromPackageImage: frames of a package's image code (a
// non-inlined throw helper, a function inlined into the image's code, the
// caller) name the lines of their calls, as the same code compiled from
// source does.
func TestTraceFromPackageImage(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/Tr/Project.toml": tracePkgProject,
		"pk/Tr/src/Tr.jl":    tracePkgSource,
		"use.jl":             traceUse,
	})
	env := []string{"KILN_LOAD_PATH=" + filepath.Join(dir, "pk"), "KILN_DEPOT=" + filepath.Join(dir, "depot")}
	src := filepath.Join(dir, "pk", "Tr", "src", "Tr.jl")
	want := "ERROR: LoadError: ArgumentError: negative input -1.0\n" +
		"Stacktrace:\n" +
		" [1] fail(x::Float64)\n" +
		"   @ Tr " + src + ":5\n" +
		" [2] validate\n" +
		"   @ " + src + ":8 [inlined]\n" +
		" [3] check(x::Float64)\n" +
		"   @ Tr " + src + ":13\n" +
		" [4] main(v::Float64)\n" +
		"   @ Main use.jl:4\n" +
		" [5] top-level scope\n" +
		"   @ use.jl:7\n" +
		"in expression starting at use.jl:7\n"
	fromSource := runKilnEnv(t, dir, env, "--pkgimages=no", "run", "use.jl")
	mustPrecompile(t, dir, env, "Tr")
	fromImage := runKilnEnv(t, dir, append(env, "KILN_DEBUG_LOADING=1"), "run", "use.jl")
	if !strings.Contains(fromImage.stderr, "loaded Tr from") {
		t.Fatalf("Tr was not loaded from its image:\n%s", fromImage.stderr)
	}
	for _, r := range []struct {
		name string
		res  result
	}{{"from source", fromSource}, {"from the image", fromImage}} {
		if r.res.code != 1 || r.res.stdout != "3.0\n" {
			t.Errorf("%s: exit %d, stdout %q", r.name, r.res.code, r.res.stdout)
		}
		if i := strings.Index(r.res.stderr, "ERROR: "); i < 0 || r.res.stderr[i:] != want {
			t.Errorf("%s: stack trace differs\n--- want\n%s--- got\n%s", r.name, want, r.res.stderr)
		}
	}
}
