package driver

import (
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

// TestEndsWithSemicolon follows REPL.ends_with_semicolon: the last token,
// ignoring whitespace and comments, is `;`.
func TestEndsWithSemicolon(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"x = 1;", true},
		{"x = 1;  ", true},
		{"x = 1; # note", true},
		{"x = 1", false},
		{"x = 1; y = 2", false},
		{`s = "a;"`, false},
		{`s = "#";`, true},
		{"c = '#';", true},
		{"begin\n  1;\nend", false},
		{"f(x)\n;\n\n", true},
		{"a' ;", true},
		{"", false},
	} {
		if got := EndsWithSemicolon(c.src); got != c.want {
			t.Errorf("EndsWithSemicolon(%q) = %v, want %v", c.src, got, c.want)
		}
	}
}

// TestSoftScope checks the REPL's soft-scope rewrite: names assigned in a
// top-level loop or try block that exist as globals are declared global
// there; loop variables, locals and assignments inside functions are not.
func TestSoftScope(t *testing.T) {
	globals := map[string]bool{"s": true, "i": true, "t": true, "u": true}
	exists := func(n string) bool { return globals[n] }
	for _, c := range []struct{ src, want string }{
		{"for i in 1:3; s += i; end", "(for (= i (call : 1 3)) (block (global s) (+= s i)))"},
		{"while s < 3; s = s + 1; t = 2; end", "(while (call < s 3) (block (global s t) (= s (call + s 1)) (= t 2)))"},
		{"for i in 1:3; local s = 1; t = s; end", "(for (= i (call : 1 3)) (block (global t) (local (= s 1)) (= t s)))"},
		{"for i in 1:3; f = () -> (s = 1); end", "(for (= i (call : 1 3)) (block (= f (-> (tuple) (block (= s 1))))))"},
		{"for i in 1:3; new = 1; end", "(for (= i (call : 1 3)) (block (= new 1)))"},
		{"if true; for j in 1:2; u = j; end; end", "(if true (block (for (= j (call : 1 2)) (block (global u) (= u j)))))"},
		{"s = 1", "(= s 1)"},
	} {
		tree, err := syntax.ParseString(c.src)
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		got := syntax.Sexpr(softScope(tree.Args[0], exists))
		if got != c.want {
			t.Errorf("softScope(%q)\n got %s\nwant %s", c.src, got, c.want)
		}
	}
}

// TestDefinedValue: the value a definition has in Julia (what the REPL
// binds to ans and shows).
func TestDefinedValue(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"f(x) = 1", "f"},
		{"function g(x::Int)::Int where T; x; end", "g"},
		{"function h end", "h"},
		{"Base.show(io::IO, x::S) = nothing", "(. Base (quote show))"},
		{"const C = 3", "C"},
		{"global G::Int = 3", "G"},
		{"module M end", "M"},
		{"struct S end", "<nil>"},
		{"using Base", "<nil>"},
		{"(s::S)(x) = 1", "<nil>"},
	} {
		tree, err := syntax.ParseString(c.src)
		if err != nil {
			t.Fatalf("%q: %v", c.src, err)
		}
		v := definedValue(tree.Args[0])
		got := "<nil>"
		if v != nil {
			got = syntax.Sexpr(v)
		}
		if got != c.want {
			t.Errorf("definedValue(%q) = %s, want %s", c.src, got, c.want)
		}
	}
}
