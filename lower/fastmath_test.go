package lower

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

// TestExpandFastmath checks what @fastmath rewrites (Julia's
// make_fastmath, base/fastmath.jl): the names of the fast_op table
// wherever they occur, literal integer powers, and updating assignments
// of names and indexed locations (which keep their form; the builder
// applies the fast operation, fastUpdate). Quoted code, field names, the
// operators outside the table and dotted operators are left alone.
func TestExpandFastmath(t *testing.T) {
	cases := []struct{ src, want, update string }{
		{"@fastmath a * b + c", "(call FM.add_fast (call FM.mul_fast a b) c)", ""},
		{"@fastmath sqrt(x) < max(y, 1)", "(call FM.lt_fast (call FM.sqrt_fast x) (call FM.max_fast y 1))", ""},
		{"@fastmath x^3", "(call FM.pow_fast x (call (curly Base.Val 3)))", ""},
		{"@fastmath x^y", "(call FM.pow_fast x y)", ""},
		{"@fastmath map(abs, v)", "(call map FM.abs_fast v)", ""},
		{"@fastmath s += x[i]", "(+= s (ref x i))", "add_fast"},
		{"@fastmath a[end] /= 2", "(/= (ref a end) 2)", "div_fast"},
		{"@fastmath p.x *= 2", "(*= (. p (quote x)) 2)", ""},
		{"@fastmath x > y", "(call > x y)", ""},
		{"@fastmath a .+ b", "(call .+ a b)", ""},
		{"@fastmath :(a + b)", "(quote (call + a b))", ""},
		{"f(x) + 1", "(call + (call f x) 1)", ""},
	}
	fm := regexp.MustCompile(`\(\. \(kiln\.top \(quote FastMath\)\) \(quote ([^()]+)\)\)`)
	top := regexp.MustCompile(`\(kiln\.top \(quote ([^()]+)\)\)`)
	for _, c := range cases {
		n, err := syntax.ParseString(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		l := &lowerer{}
		out := l.expandFastmath(n)
		got := syntax.Sexpr(out)
		got = fm.ReplaceAllString(got, "FM.$1")
		got = top.ReplaceAllString(got, "Base.$1")
		got = strings.TrimSuffix(strings.TrimPrefix(got, "(toplevel "), ")")
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.src, got, c.want)
		}
		update := ""
		for _, f := range l.fastUpdate {
			update = f
		}
		if update != c.update {
			t.Errorf("%s: fast update %q, want %q", c.src, update, c.update)
		}
	}
}
