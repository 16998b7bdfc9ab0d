package hygiene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
)

// show prints a tree with GlobalRefs as Mod.name.
func show(n syntax.Node) string {
	var b strings.Builder
	var w func(syntax.Node)
	w = func(n syntax.Node) {
		switch x := n.(type) {
		case *lower.GlobalRef:
			fmt.Fprintf(&b, "%v.%s", x.Module, x.Name)
		case *syntax.Expr:
			b.WriteString("(" + string(x.Head))
			for _, a := range x.Args {
				b.WriteByte(' ')
				w(a)
			}
			b.WriteByte(')')
		default:
			b.WriteString(syntax.Sexpr(n))
		}
	}
	w(n)
	return b.String()
}

// parse parses one statement; calls E(x) in it become Expr(:escape, x),
// as a macro's esc(x) returns them.
func parse(t *testing.T, src string) syntax.Node {
	t.Helper()
	tree, err := syntax.ParseString(src)
	if err != nil || len(tree.Args) != 1 {
		t.Fatalf("parse %q: %v", src, err)
	}
	var mark func(syntax.Node) syntax.Node
	mark = func(n syntax.Node) syntax.Node {
		e, ok := n.(*syntax.Expr)
		if !ok {
			return n
		}
		if id, ok := e.Args[0].(*syntax.Ident); ok && e.Head == syntax.HeadCall && id.Name == "E" && len(e.Args) == 2 {
			return &syntax.Expr{Head: "escape", Args: []syntax.Node{e.Args[1]}}
		}
		for i, a := range e.Args {
			e.Args[i] = mark(a)
		}
		return e
	}
	return mark(tree.Args[0])
}

// TestApply: bound names get the caller's fresh names, in the order they
// are first bound; free names are the macro module's; escaped code,
// keyword names and quoted code are the caller's as written; the input
// tree is not modified.
func TestApply(t *testing.T) {
	def, caller := methods.NewModule("A", nil), methods.NewModule("Main", nil)
	cases := []struct{ src, want, fresh string }{
		{"f(E(x), y)", "(call A.f x A.y)", ""},
		{"begin\n u = E(x)\n t = u * 2\n (t, u)\nend", "(block (= u_1 x) (= t_2 (call A.* u_1 2)) (tuple t_2 u_1))", "u t"},
		// The whole result a definition: its name is the macro module's
		// global; nested in a block, a local like any other.
		{"g(a; k = 1) = a + k", "(= (call A.g (parameters (kw k 1)) a_1) (block (call A.+ a_1 k)))", "a"},
		{"function h(b)\n b\nend", "(function (call A.h b_1) (block b_1))", "b"},
		{"begin\n g(a) = a\n g(1)\nend", "(block (= (call g_1 a_2) (block a_2)) (call g_1 1))", "g a"},
		{"for i in E(xs)\n s = i\nend", "(for (= i_1 xs) (block (= s_2 i_1)))", "i s"},
		{"E(v)[end] === nothing", "(call A.=== (ref v end) nothing)", ""},
		{"begin\n global G = 1\n :(z + 1)\nend", "(block (global (= G 1)) (quote (call + z 1)))", ""},
	}
	for _, c := range cases {
		n := parse(t, c.src)
		before := show(n)
		var asked []string
		got := show(Apply(n, def, caller, func(name string) string {
			asked = append(asked, name)
			return fmt.Sprintf("%s_%d", name, len(asked))
		}))
		if got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.src, got, c.want)
		}
		if strings.Join(asked, " ") != c.fresh {
			t.Errorf("%q: fresh names asked for %q, want %q", c.src, asked, c.fresh)
		}
		if show(n) != before {
			t.Errorf("%q: the input was modified: %s", c.src, show(n))
		}
	}
}

// TestMacroInResult: a macro called in a macro's result names a macro of
// the macro's module when that module defines it and is not the caller;
// its arguments are renamed but not qualified.
func TestMacroInResult(t *testing.T) {
	def, caller := methods.NewModule("A", nil), methods.NewModule("Main", nil)
	b := def.Own("@m")
	b.Value, b.Const, b.Defined = methods.NewFunction(def, "@m"), true, true
	fresh := func(name string) string { return "#" + name }
	src := "begin\n x = 1\n @m(x, y)\n @other(y)\nend"
	if got, want := show(Apply(parse(t, src), def, caller, fresh)), "(block (= #x 1) (macrocall A.@m #x y) (macrocall @other y))"; got != want {
		t.Errorf("from another module:\n got %s\nwant %s", got, want)
	}
	if got, want := show(Apply(parse(t, src), def, def, fresh)), "(block (= #x 1) (macrocall @m #x y) (macrocall @other y))"; got != want {
		t.Errorf("in its own module:\n got %s\nwant %s", got, want)
	}
}
