package main

import (
	"strings"
	"testing"
)

// TestImageRegexConstant: a Regex in a package's constant is saved with its
// compiled pattern's pointer as C_NULL (as Julia's images do) and compiled
// again in the process that loads the image.
func TestImageRegexConstant(t *testing.T) {
	dir, env := imgEnv(t)
	writeTree(t, dir, map[string]string{
		"pk/Img/src/Img.jl": "module Img\nusing PrecompileTools\nconst RE = r\"(\\d+)-(?<b>\\d+)\"\nconst TABLE = [Regex(\"[a-z]+\", \"i\")]\n" +
			"f(s) = match(RE, s)\ng(s) = [m.match for m in eachmatch(TABLE[1], s)]\n" +
			"@compile_workload begin\n    f(\"1-2\")\n    g(\"a b\")\nend\nend\n",
		"use.jl": "using Img\nprintln(Img.f(\"x 12-34\"))\nprintln(Img.g(\"Ab cD\"))\nprintln(Img.RE)\n",
	})
	want := "RegexMatch(\"12-34\", 1=\"12\", b=\"34\")\nSubString{String}[\"Ab\", \"cD\"]\nr\"(\\d+)-(?<b>\\d+)\"\n"
	mustPrecompile(t, dir, env, "Img")
	for i := 0; i < 2; i++ {
		r := runKilnEnv(t, dir, append(env, "KILN_DEBUG_LOADING=1"), "run", "use.jl")
		if r.code != 0 || r.stdout != want || !strings.Contains(r.stderr, "loaded Img from") {
			t.Fatalf("from the image: exit %d %q\n%s", r.code, r.stdout, r.stderr)
		}
	}
}
