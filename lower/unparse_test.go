package lower

import (
	"os"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

// TestUnparse checks the lowering-time printer (the labels of @show, the
// messages of @assert) against the corpus that testdata/exprshow/corpus.jl
// runs through Base's printer of Expr values: expression sources and the
// text Julia 1.10's show_unquoted (base/show.jl) prints for them.
func TestUnparse(t *testing.T) {
	data, err := os.ReadFile("../testdata/exprshow/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		src, want, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("corpus line without a tab: %q", line)
		}
		src = strings.ReplaceAll(src, "⏎", "\n")
		want = strings.ReplaceAll(want, "⏎", "\n")
		ex, err := syntax.ParseString(src)
		if err != nil {
			t.Errorf("%q: %v", src, err)
			continue
		}
		n++
		if got := unparse(ex.Args[0]); got != want {
			t.Errorf("unparse(%q)\n got: %q\nwant: %q", src, got, want)
		}
	}
	if n < 100 {
		t.Fatalf("only %d corpus cases", n)
	}
}

// TestUnparseShow checks @show's labels where they differ from print:
// Julia's @show labels with sprint(show_unquoted, ex), precedence 0 and no
// :unquote_fallback => false (base/show.jl), so a macro call prints in call
// form and a quote in the Expr(...) form.
func TestUnparseShow(t *testing.T) {
	cases := []struct{ src, want string }{
		{"@m x y", "#= none:1 =# @m(x, y)"},
		{":(a + b)", "$(Expr(:quote, :(a + b)))"},
		{":x", ":x"},
		{"x + 1", "x + 1"},
		{"Vector{T} where T", "Vector{T} where T"},
		{"[i for i in 1:3]", "[i for i = 1:3]"},
	}
	for _, c := range cases {
		ex, err := syntax.ParseString(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got := unparseShow(ex.Args[0]); got != c.want {
			t.Errorf("unparseShow(%q) = %q, want %q", c.src, got, c.want)
		}
	}
}
