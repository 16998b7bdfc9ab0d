package lower

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

// TestExpandDots checks the calls dot syntax is rewritten to (as Julia's
// expand-fuse-broadcast): nested dot calls fuse into nested broadcasted
// calls under one materialize.
func TestExpandDots(t *testing.T) {
	cases := []struct{ src, want string }{
		{"a .* x .+ y", "(call Base.materialize (call Base.broadcasted + (call Base.broadcasted * a x) y))"},
		{"f.(x, g.(y))", "(call Base.materialize (call Base.broadcasted f x (call Base.broadcasted g y)))"},
		{"y .= x", "(call Base.materialize! y (call Base.broadcasted Base.identity x))"},
		{"y .+= 1", "(call Base.materialize! y (call Base.broadcasted + y 1))"},
		{"y[2:end] .= 0", "(call Base.materialize! (indexcall dotview y (call : 2 end)) (call Base.broadcasted Base.identity 0))"},
		{"x .^ 2", "(call Base.materialize (call Base.broadcasted Base.literal_pow ^ x (call Base.Val 2)))"},
		{"a .&& b", "(call Base.materialize (call Base.broadcasted Base.andand a b))"},
		{"@. y = f(x) + 1", "(call Base.materialize! y (call Base.broadcasted + (call Base.broadcasted f x) 1))"},
		{"map(.+, a, b)", "(call map (call Base.BroadcastFunction +) a b)"},
		{"f(x)", "(call f x)"},
	}
	top := regexp.MustCompile(`\(kiln\.top \(quote ([^()]+)\)\)`)
	idx := regexp.MustCompile(`\(kiln\.indexcall \(quote ([^()]+)\)`)
	for _, c := range cases {
		n, err := syntax.ParseString(c.src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		l := &lowerer{}
		got := syntax.Sexpr(l.expandDots(n))
		got = top.ReplaceAllString(got, "Base.$1")
		got = idx.ReplaceAllString(got, "(indexcall $1")
		got = strings.TrimSuffix(strings.TrimPrefix(got, "(toplevel "), ")")
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.src, got, c.want)
		}
	}
}
