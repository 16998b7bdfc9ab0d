package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestPackageSuites runs the test suite of each package in testdata/pkgs
// as a user runs it, `kiln run --project . test/runtests.jl` from the
// package's directory, and checks Julia's Test summary. The packages are
// written for Kiln's tests in the style of registered ones (see each
// src file); they share one private depot, so the standard library's Test
// image is built once.
//
// The summary format is Julia 1.10's (stdlib/Test/src/Test.jl,
// print_test_results: the "Test Summary:" header, the name column padded
// to the header's width, the Pass/Total columns); the Time column is
// dropped before comparing, as in TestGolden.
//
// The first run of a suite precompiles the package (its image) and runs
// the tests with the package loaded from it; a suite marked fromSource is
// run a second time with --pkgimages=no, the package evaluated from its
// source, for the same result.
func TestPackageSuites(t *testing.T) {
	suites := []struct {
		name       string
		want       string
		fromSource bool
	}{
		{"Reexporter", "Test Summary: | Pass  Total\nReexporter    |   10     10\n", false},
		{"Aliases", "Test Summary: | Pass  Total\nAliases       |    7      7\n", false},
		{"Shapes", "Test Summary: | Pass  Total\nShapes        |    8      8\n", false},
		// Polynomials-like: a parametric type with arithmetic, promotion,
		// show/text/plain, a callable object and iteration.
		{"Polys", "Test Summary: | Pass  Broken  Total\nPolys         |   86       1     87\n", true},
		// DataStructures-like: an AbstractVector subtype (indexing, printing,
		// broadcasting, BoundsError through Base) and iterable containers.
		{"RingBuffers", "Test Summary: | Pass  Total\nRingBuffers   |   70     70\n", true},
		// IntervalArithmetic-like: a Number subtype, @eval-generated
		// operators, the .. operator, isapprox, zero/one, showerror,
		// @test_logs.
		{"Intervals", "Test Summary: | Pass  Broken  Total\nIntervals     |   69       1     70\n", true},
		// A macro of the package used by its tests, Base.@kwdef, @enum and
		// Holy traits.
		{"Checks", "Test Summary: | Pass  Total\nChecks        |   71     71\n", true},
		// Combinatorics-like memo caches: global functions defined in a
		// let block over a Dict, called first after collections.
		{"Memo", "Test Summary: | Pass  Total\nMemo          |    6      6\n", true},
		// Printing of a package's type aliases (OffsetVector, SVector),
		// qualified until `using` makes them visible.
		{"TypeAliases", "Test Summary: | Pass  Total\nTypeAliases   |   10     10\n", true},
		// Statements before the package's module (`__precompile__()`)
		// see Base's exports, as in Julia's Base.__toplevel__.
		{"Toplevel", "Test Summary: | Pass  Total\nToplevel      |    4      4\n", true},
		// QuadGK-like caches keyed by types (a Dict{Type,Dict} read by a
		// generated function, Dict{DataType}, IdDict{Type}) filled while
		// the package loads: the image holds them, and a type's hash must
		// be the same in the process that runs it.
		{"TypeKeys", "Test Summary: | Pass  Total\nTypeKeys      |   19     19\n", true},
		// AbstractTrees-like cursors: an immutable struct with a field
		// Union{Nothing, Cursor{N}} naming itself, Iterators.approx_iter_type,
		// `abstract type A; end`, IOContext(buf, io) of any stream.
		{"Trees", "Test Summary: | Pass  Total\nTrees         |   11     11\n", true},
	}
	depot := t.TempDir()
	for _, s := range suites {
		t.Run(s.name, func(t *testing.T) {
			dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "pkgs", s.name))
			if err != nil {
				t.Fatal(err)
			}
			r := runKilnEnv(t, dir, []string{"KILN_DEPOT=" + depot}, "run", "--project", ".", "test/runtests.jl")
			if got := normalizeOutput(r.stdout); r.code != 0 || got != s.want {
				t.Fatalf("exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", r.code, got, s.want, r.stderr)
			}
			if !s.fromSource {
				return
			}
			r = runKilnEnv(t, dir, []string{"KILN_DEPOT=" + depot}, "--pkgimages=no", "run", "--project", ".", "test/runtests.jl")
			if got := normalizeOutput(r.stdout); r.code != 0 || got != s.want {
				t.Fatalf("--pkgimages=no: exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", r.code, got, s.want, r.stderr)
			}
		})
	}
}

// TestPackageFailureReports runs a package's test file that fails on
// purpose (testdata/pkgs/Checks/test/failing.jl: a failing @test and one
// that throws, in nested test sets) and checks the reports against
// test/failing.out, Julia 1.10's output as TestGolden compares outputs
// (normalizeOutput: no Time column, no frames under "Stacktrace:"), the
// exit status 1 and the TestSetException on stderr; from the package's
// image and from its source.
func TestPackageFailureReports(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "pkgs", "Checks"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(dir, "test", "failing.out"))
	if err != nil {
		t.Fatal(err)
	}
	const thrown = "ERROR: LoadError: Some tests did not pass: 2 passed, 1 failed, 1 errored, 0 broken."
	depot := t.TempDir()
	for _, opts := range [][]string{nil, {"--pkgimages=no"}} {
		args := append(append([]string{}, opts...), "run", "--project", ".", "test/failing.jl")
		r := runKilnEnv(t, dir, []string{"KILN_DEPOT=" + depot}, args...)
		if got := normalizeOutput(r.stdout); r.code != 1 || got != normalizeOutput(string(want)) || !strings.Contains(r.stderr, thrown) {
			t.Errorf("kiln %v: exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s", args, r.code, got, want, r.stderr)
		}
		// Julia's display of an uncaught TestSetException is its summary
		// alone (Test's showerror(io, ::TestSetException, bt) prints no
		// stack trace) and where the script's expression started.
		if !strings.Contains(r.stderr, thrown+"\nin expression starting at test/failing.jl:") || strings.Contains(r.stderr, "Stacktrace:") {
			t.Errorf("kiln %v: the TestSetException report is not Julia's:\n%s", args, r.stderr)
		}
		// Each report has its frames (Kiln's, not compared above); the
		// error's first is the function that threw.
		if !strings.Contains(r.stdout, "Stacktrace:\n [1] ") || !strings.Contains(r.stdout, "  Stacktrace:\n   [1] strictness(c::Config)\n") {
			t.Errorf("kiln %v: the reports lack their stack frames:\n%s", args, r.stdout)
		}
	}
}

// TestExternalPackageSuites runs the test suites of real packages laid out
// under $KILN_PKG_SUITES (DIR/Name/Project.toml, DIR/Name/test/runtests.jl),
// unchanged, and requires each to pass (exit status 0, as `julia
// test/runtests.jl` has when every test set passes). Kiln's repository
// holds no third-party package code, so the test is skipped when the
// variable is not set; docs/packages.md lists the packages checked this way.
func TestExternalPackageSuites(t *testing.T) {
	root := os.Getenv("KILN_PKG_SUITES")
	if root == "" {
		t.Skip("KILN_PKG_SUITES is not set")
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join(root, e.Name(), "test", "runtests.jl")); err == nil {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		t.Fatalf("no package with test/runtests.jl under %s", root)
	}
	depot := t.TempDir()
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			r := runKilnEnv(t, filepath.Join(root, name), []string{"KILN_DEPOT=" + depot}, "run", "--project", ".", "test/runtests.jl")
			if r.code != 0 || strings.Contains(r.stdout, "Test Failed") || strings.Contains(r.stdout, "Error During Test") {
				t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
			}
		})
	}
}
