package syntax

import "strings"

// checkPositions verifies that every node has a valid position inside the
// source and no earlier than its parent's. It returns "" when all is well.
func checkPositions(root Node, src string) string {
	nlines := int32(strings.Count(src, "\n") + 1)
	var walk func(n, parent Node) string
	walk = func(n, parent Node) string {
		if n == nil {
			return "nil node"
		}
		p := n.Pos()
		if !p.IsValid() || p.Line > nlines || p.Col < 1 {
			return "bad position " + p.String() + " on " + Sexpr(n)
		}
		if parent != nil {
			pp := parent.Pos()
			if p.Line < pp.Line || p.Line == pp.Line && p.Col < pp.Col {
				return "position " + p.String() + " of " + Sexpr(n) + " before its parent's " + pp.String() + " " + Sexpr(parent)
			}
		}
		switch x := n.(type) {
		case *Expr:
			for _, a := range x.Args {
				if m := walk(a, n); m != "" {
					return m
				}
			}
		case *QuoteNode:
			return walk(x.Value, n)
		}
		return ""
	}
	e, ok := root.(*Expr)
	if ok && e.Head == HeadToplevel {
		for _, a := range e.Args {
			if m := walk(a, nil); m != "" {
				return m
			}
		}
		return ""
	}
	return walk(root, nil)
}
