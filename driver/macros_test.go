package driver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
)

// sexpr prints a syntax tree with the driver's own nodes (GlobalRef as
// Mod.name, values as <v>).
func sexpr(n syntax.Node) string {
	var b strings.Builder
	var w func(syntax.Node)
	w = func(n syntax.Node) {
		switch x := n.(type) {
		case *lower.GlobalRef:
			fmt.Fprintf(&b, "%v.%s", x.Module, x.Name)
		case *lower.Value:
			fmt.Fprintf(&b, "<%v>", x.V)
		case *lower.RawQuote:
			b.WriteString("(rawquote ")
			w(x.Node)
			b.WriteByte(')')
		case *syntax.Expr:
			b.WriteByte('(')
			b.WriteString(string(x.Head))
			for _, a := range x.Args {
				b.WriteByte(' ')
				w(a)
			}
			b.WriteByte(')')
		case *syntax.QuoteNode:
			b.WriteString("(quote ")
			w(x.Value)
			b.WriteByte(')')
		default:
			b.WriteString(syntax.Sexpr(n))
		}
	}
	w(n)
	return b.String()
}

func parseOne(t *testing.T, src string) syntax.Node {
	t.Helper()
	tree, err := syntax.ParseString(src)
	if err != nil {
		t.Fatalf("parse %q: %v", src, err)
	}
	if len(tree.Args) != 1 {
		t.Fatalf("parse %q: %d statements", src, len(tree.Args))
	}
	return tree.Args[0]
}

// esc wraps x as the Expr(:escape, x) a macro returns.
func escNode(n syntax.Node) syntax.Node {
	return &syntax.Expr{Head: "escape", Args: []syntax.Node{n}}
}

// TestHygiene checks the renaming and global references of
// resolve-expansion-vars on macro results; `E(x)` in the sources marks
// an escaped x.
func TestHygiene(t *testing.T) {
	def := methods.NewModule("A", nil)
	caller := methods.NewModule("Main", nil)
	cases := []struct{ src, want string }{
		// free names are the macro module's, escaped ones the caller's
		{"f(E(x), y)", "(call A.f x A.y)"},
		// assigned names are renamed consistently
		{"begin\n t = E(x)\n t + 1\nend", "(block (= #1#t x) (call A.+ #1#t 1))"},
		// local declarations, loops, function arguments
		{"begin\n local s = 0\n for i in 1:3\n s += i\n end\nend", "(block (local (= #1#s 0)) (for (= #2#i (call : 1 3)) (block (+= #1#s #2#i))))"},
		// a method definition that is the macro's whole result defines the
		// function in the macro's module (macroexpand.scm), its arguments
		// renamed
		{"g(a) = a + E(b)", "(= (call A.g #1#a) (block (call A.+ #1#a b)))"},
		// keyword names, named tuple fields and fields are not renamed
		{"h(E(v); k = 1)", "(call A.h (parameters (kw k 1)) v)"},
		{"(a = 1, b = E(c))", "(tuple (= a 1) (= b c))"},
		{"E(p).q", "(. p (quote q))"},
		// globals declared global keep their name
		{"begin\n global G = 1\nend", "(block (global (= G 1)))"},
		// nothing, end, ccall and : (Colon in indexing) are not qualified
		{"E(v)[end] === nothing", "(call A.=== (ref v end) nothing)"},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			n := markEscapes(parseOne(t, c.src))
			s := &Session{}
			got := sexpr(s.hygiene(n, def, caller))
			// the counter is the session's: number from 1 per case
			if got != c.want {
				t.Errorf("hygiene(%s)\n got %s\nwant %s", c.src, got, c.want)
			}
		})
	}
}

// markEscapes turns calls E(x) into Expr(:escape, x).
func markEscapes(n syntax.Node) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return n
	}
	if e.Head == syntax.HeadCall && len(e.Args) == 2 {
		if id, ok := e.Args[0].(*syntax.Ident); ok && id.Name == "E" {
			return escNode(e.Args[1])
		}
	}
	out := &syntax.Expr{Head: e.Head, P: e.P}
	for _, a := range e.Args {
		out.Args = append(out.Args, markEscapes(a))
	}
	return out
}

// TestLocalizeRefs: references to the module being evaluated become
// plain names; others stay qualified.
func TestLocalizeRefs(t *testing.T) {
	m := methods.NewModule("Main", nil)
	other := methods.NewModule("A", nil)
	n := &syntax.Expr{Head: syntax.HeadCall, Args: []syntax.Node{
		&lower.GlobalRef{Module: m, Name: "f"}, &lower.GlobalRef{Module: other, Name: "g"}}}
	if got, want := sexpr(localizeRefs(n, m)), "(call f A.g)"; got != want {
		t.Errorf("localizeRefs: got %s, want %s", got, want)
	}
}

// TestExprRoundTrip converts syntax to run-time Expr values (by lowering
// a raw quote and running it) and back, through a session: the tree must
// come back unchanged.
func TestExprRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("loads Base")
	}
	s, err := New(Options{NoSysImage: true})
	if err != nil {
		t.Fatal(err)
	}
	srcs := []string{
		"x + 1",
		"f(a, b...; k = 2)",
		"a.b[i, end] = c::Int",
		"function f(x::T) where T<:Real\n return x\nend",
		"if a\n b\nelseif c\n d\nelse\n e\nend",
		"for i in 1:n, j = 1:m\n s += i * j\nend",
		"let x = 1, y\n x\nend",
		"[x^2 for x in v if x > 0]",
		"struct P{T} <: A\n x::T\nend",
		":sym",
		"\"a$(b)c\"",
		"@m x 1.5 'c'",
		"quote\n $(x) + 1\nend",
		"try\n f()\ncatch e\n g(e)\nfinally\n h()\nend",
		"(a = 1, b = true)",
		"x -> x + 1",
		"import Base: +, show",
	}
	for _, src := range srcs {
		n := parseOne(t, src)
		p, err := s.runForResult(s.Main, &syntax.Expr{Head: syntax.HeadCall, P: n.Pos(), Args: []syntax.Node{
			&lower.GlobalRef{Module: s.Base, Name: "_kiln_setresult"}, &lower.RawQuote{Node: n}}})
		if err != nil {
			t.Errorf("%q: to Expr: %v", src, err)
			continue
		}
		back, err := s.fromRuntime(p, n.Pos())
		if err != nil {
			t.Errorf("%q: from Expr: %v", src, err)
			continue
		}
		if got, want := sexpr(back), sexpr(n); got != want {
			t.Errorf("%q: round trip\n got %s\nwant %s", src, got, want)
		}
	}
}
