package lower

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

// runShellParse returns the words of a command literal's text (an
// interpolation as "$" followed by its kind) or the error lowering gives.
func runShellParse(raw string) (words []string, err string) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			err = e.Error()
		}
	}()
	for _, w := range shellParse(raw, syntax.Pos{File: "t.jl", Line: 1, Col: 1}) {
		var b strings.Builder
		for _, p := range w {
			if p.expr != nil {
				b.WriteString("$" + syntaxKind(p.expr))
			} else {
				b.WriteString(p.text)
			}
		}
		words = append(words, b.String())
	}
	return words, ""
}

func syntaxKind(n syntax.Node) string {
	switch n := n.(type) {
	case *syntax.Ident:
		return n.Name
	case *syntax.Expr:
		return "(" + string(n.Head) + ")"
	case *syntax.Literal:
		return "lit"
	}
	return "?"
}

// The cases follow Julia 1.10's base/shell.jl shell_parse and its tests
// in test/spawn.jl and test/cmdlineargs.jl (quoting, escapes, line
// continuation, interpolation).
func TestShellParse(t *testing.T) {
	cases := []struct {
		raw   string
		words []string
		err   string
	}{
		{"echo hello world", []string{"echo", "hello", "world"}, ""},
		{"  echo   spaced  ", []string{"echo", "spaced"}, ""},
		{"", nil, ""},
		{"echo 'a b' \"c d\"", []string{"echo", "a b", "c d"}, ""},
		{"echo ''", []string{"echo", ""}, ""},
		{"echo 'a'\"b\"c", []string{"echo", "abc"}, ""},
		{`echo a\ b`, []string{"echo", "a b"}, ""},
		{`echo "a\"b\$c\\d\e"`, []string{"echo", `a"b$c\d\e`}, ""},
		{`echo '\n$x'`, []string{"echo", `\n$x`}, ""},
		{"echo a \\\n   b", []string{"echo", "a", "b"}, ""},
		{"echo a\\\n b", []string{"echo", "ab"}, ""},
		{"ls $x pre$(f(y))post \"q$x\"", []string{"ls", "$x", "pre$(call)post", "q$x"}, ""},
		{"echo $x!", []string{"echo", "$x!"}, ""},
		{`rm $["a", "b"].$[x, (y)]`, []string{"rm", "$(vect).$(vect)"}, ""},
		{"echo $\"s t\"", []string{"echo", "$lit"}, ""},
		{"echo a|b", nil, `special characters "#{}()[]<>|&*?~;" must be quoted in commands`},
		{"echo a;", nil, "must be quoted"},
		{"echo 'a|b' \"c;d\" e\\&f", []string{"echo", "a|b", "c;d", "e&f"}, ""},
		{"echo 'open", nil, "unterminated single quote"},
		{"echo \"open", nil, "unterminated double quote"},
		{"echo $", nil, "$ right before end of command"},
		{"echo $ x", nil, "space not allowed right after $"},
		{"echo $(1 + ", nil, "invalid interpolation"},
		{"echo \\", nil, "dangling backslash"},
		{"echo $(x +)", nil, "t.jl:1:"},
	}
	for _, c := range cases {
		words, err := runShellParse(c.raw)
		if c.err != "" {
			if !strings.Contains(err, c.err) {
				t.Errorf("shellParse(%q): error %q, want one containing %q", c.raw, err, c.err)
			}
			continue
		}
		if err != "" {
			t.Errorf("shellParse(%q): unexpected error %s", c.raw, err)
			continue
		}
		if !reflect.DeepEqual(words, c.words) {
			t.Errorf("shellParse(%q) = %q, want %q", c.raw, words, c.words)
		}
	}
}

// FuzzShellParse checks that any command literal text either splits into
// words or is a lowering error with a position: never a panic of another
// kind (scripts/test.sh runs it briefly).
func FuzzShellParse(f *testing.F) {
	for _, s := range []string{"echo hello", "ls $x $(f(y))post", `a "b\"c" 'd'`, "a\\\n  b", "$(\"x)\")", "$", "a|b", "é $ü", "$(", "$(a'b)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		runShellParse(raw)
	})
}
