package syntax

import (
	"strings"
	"testing"
)

// FuzzParse checks the parser's robustness invariants on arbitrary input:
// it never panics (an *Error is the only failure), it terminates (nesting
// is bounded), and every position it reports lies inside the file. The
// seed corpus in testdata/fuzz/FuzzParse holds real Julia programs and the
// crashers found so far; the table tests add the rest.
func FuzzParse(f *testing.F) {
	for _, c := range parseCases {
		f.Add(c.src)
	}
	for _, c := range errorCases {
		if len(c.src) < 200 {
			f.Add(c.src)
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		ex, err := ParseFile("f.jl", src)
		if err != nil {
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			if msg := posInFile(e.Pos, src); msg != "" {
				t.Fatalf("error %q: %s", e.Error(), msg)
			}
			if e.Msg == "" {
				t.Fatalf("empty error message at %v", e.Pos)
			}
			return
		}
		if ex == nil || ex.Head != HeadToplevel {
			t.Fatalf("bad result %v", ex)
		}
		var walk func(n Node) string
		walk = func(n Node) string {
			if n == nil {
				return "nil node"
			}
			if msg := posInFile(n.Pos(), src); msg != "" {
				return msg + " on " + Sexpr(n)
			}
			switch x := n.(type) {
			case *Expr:
				for _, a := range x.Args {
					if m := walk(a); m != "" {
						return m
					}
				}
			case *QuoteNode:
				return walk(x.Value)
			case *Literal:
				_ = LiteralString(x)
			}
			return ""
		}
		for _, a := range ex.Args {
			if m := walk(a); m != "" {
				t.Fatal(m)
			}
		}
		_ = Sexpr(ex)
	})
}

// posInFile reports why p is not a position in src ("" when it is): the
// line must exist and the column be at most one past the line's end.
func posInFile(p Pos, src string) string {
	if p.File != "f.jl" {
		return "wrong file in " + p.String()
	}
	if p.Line < 1 || p.Col < 1 {
		return "invalid position " + p.String()
	}
	line := int(p.Line)
	start := 0
	for i := 1; i < line; i++ {
		j := strings.IndexByte(src[start:], '\n')
		if j < 0 {
			return "line beyond the end of the file: " + p.String()
		}
		start += j + 1
	}
	end := strings.IndexByte(src[start:], '\n')
	if end < 0 {
		end = len(src) - start
	}
	if int(p.Col) > end+1 {
		return "column beyond the end of the line: " + p.String()
	}
	return ""
}
