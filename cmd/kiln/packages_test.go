package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeTree writes files (path → content) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for p, content := range files {
		full := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

var geometryPackages = map[string]string{
	"pk/Geometry/Project.toml": "name = \"Geometry\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-000000000001\"\nversion = \"0.1.0\"\n",
	"pk/Geometry/src/Geometry.jl": `module Geometry
export Point, norm2
struct Point
    x::Float64
    y::Float64
end
norm2(p::Point) = p.x * p.x + p.y * p.y
include("extra.jl")
end
`,
	"pk/Geometry/src/extra.jl": "dist(p::Point) = sqrt(norm2(p))\n",
	"pk/Shapes/Project.toml":   "name = \"Shapes\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-000000000002\"\n[deps]\nGeometry = \"4b1e2c6a-1111-4a3b-9c2d-000000000001\"\n",
	"pk/Shapes/src/Shapes.jl": `module Shapes
using Geometry
export area2
area2(p::Point) = 2 * norm2(p)
end
`,
}

// TestPackagesFromLoadPath loads two packages (one using the other) from
// KILN_LOAD_PATH in a fresh process.
func TestPackagesFromLoadPath(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, geometryPackages)
	writeTree(t, dir, map[string]string{"main.jl": `using Shapes
using Geometry
p = Point(3.0, 4.0)
println(norm2(p), " ", area2(p), " ", Geometry.dist(p))
println(typeof(p))
println(p)
`})
	t.Setenv("KILN_LOAD_PATH", filepath.Join(dir, "pk"))
	r := runKiln(t, dir, "run", "main.jl")
	want := "25.0 50.0 5.0\nPoint\nPoint(3.0, 4.0)\n"
	if r.code != 0 || r.stdout != want {
		t.Fatalf("exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", r.code, r.stdout, want, r.stderr)
	}
}

// TestPackageErrors: a missing package and a package that is not a
// dependency are clear errors with locations.
func TestPackageErrors(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, geometryPackages)
	writeTree(t, dir, map[string]string{
		"missing.jl":          "using Nowhere\n",
		"pk/Bad/Project.toml": "name = \"Bad\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-000000000003\"\n",
		"pk/Bad/src/Bad.jl":   "module Bad\nusing Geometry\nend\n",
		"bad.jl":              "using Bad\n",
	})
	t.Setenv("KILN_LOAD_PATH", filepath.Join(dir, "pk"))
	r := runKiln(t, dir, "run", "missing.jl")
	if r.code != 1 || !strings.Contains(r.stderr, "Nowhere") || !strings.Contains(r.stderr, "missing.jl:1") {
		t.Errorf("missing package: exit %d\n%s", r.code, r.stderr)
	}
	r = runKiln(t, dir, "run", "bad.jl")
	if r.code != 1 || !strings.Contains(r.stderr, "Geometry") || !strings.Contains(r.stderr, "Bad.jl:2") {
		t.Errorf("undeclared dependency: exit %d\n%s", r.code, r.stderr)
	}
	for _, s := range []string{r.stderr} {
		if strings.Contains(s, "panic:") || strings.Contains(s, "goroutine ") {
			t.Errorf("crash:\n%s", s)
		}
	}
}

// TestPrecompileVerbose runs a package's PrecompileTools workload under the
// tracker (kiln precompile --verbose) and lists its roots; under kiln run
// the workload does not run.
func TestPrecompileVerbose(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pk/PC/Project.toml": "name = \"PC\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-000000000009\"\n[deps]\nPrecompileTools = \"aea7be01-6a6a-4083-8856-8a6e6704d82a\"\n",
		"pk/PC/src/PC.jl": `module PC
using PrecompileTools: @setup_workload, @compile_workload
export f
f(x) = 2x
@setup_workload begin
    xs = (1, 2.0)
    @compile_workload begin
        f(1)
        f(2.0)
        println("workload ran")
    end
end
end
`,
		"use.jl": "using PC\nprintln(f(21))\n",
	})
	t.Setenv("KILN_LOAD_PATH", filepath.Join(dir, "pk"))
	r := runKiln(t, dir, "precompile", "--verbose", "PC")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, want := range []string{"workload ran", "kept      PC.f(::Int64)  [native]", "kept      PC.f(::Float64)  [native]"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("precompile --verbose lacks %q:\n%s", want, r.stdout)
		}
	}
	if !strings.Contains(r.stderr, "✓ PC") {
		t.Errorf("precompile must report PC as built:\n%s", r.stderr)
	}
	r = runKiln(t, dir, "precompile", "--report=json", "PC")
	if !strings.Contains(r.stdout, `"kiln-precompile-report/1"`) {
		t.Errorf("json report:\n%s", r.stdout)
	}
	r = runKiln(t, dir, "run", "use.jl")
	if r.stdout != "42\n" {
		t.Errorf("kiln run must not run the workload: %q", r.stdout)
	}
}
