package lower

import (
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

// TestUnparse checks the source text that @assert and @show print.
func TestUnparse(t *testing.T) {
	cases := map[string]string{
		"x > 0":          "x > 0",
		"a + b * c":      "a + b * c",
		"(a + b) * c":    "(a + b) * c",
		"f(x, y)":        "f(x, y)",
		"a[i, end]":      "a[i, end]",
		"p.x == 1.5":     "p.x == 1.5",
		"0 < x <= 10":    "0 < x <= 10",
		"!(a && b) || c": "!(a && b) || c",
		"-x":             "-x",
		"x^2":            "x ^ 2",
		"length(s) == 3": "length(s) == 3",
		"s == \"ab\"":    "s == \"ab\"",
		"x isa Int":      "x isa Int",
		"1:n":            "1:n",
		"(1, 2)":         "(1, 2)",
		"Vector{Int}(x)": "Vector{Int}(x)",
		"x::Int":         "x::Int",
		"1.0e-5 < x":     "1.0e-5 < x",
		"a ? b : c":      "a ? b : c",
	}
	for src, want := range cases {
		ex, err := syntax.ParseString(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		if got := unparse(ex.Args[0]); got != want {
			t.Errorf("unparse(%s) = %q, want %q", src, got, want)
		}
	}
}
