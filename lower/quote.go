package lower

import (
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
)

// Quoted code: `:(...)` and `quote ... end` lower to code that builds the
// Expr tree (Julia's expand-quotes): Base.Expr(head, args...) for each
// interior node, Symbols for identifiers, the values of literals,
// QuoteNode(x) for quoted symbols, and the value of each `$x` interpolated
// at quote level 1 (`$(xs...)` splices the elements of xs into the
// enclosing argument list). Nested quotes raise the level, `$` lowers it,
// as in Julia.
//
// Kiln's syntax tree keeps positions instead of LineNumberNodes; the
// LineNumberNodes that Julia's parser puts in blocks (before each statement
// of a block, and as the second argument of a macro call) are made from
// those positions.

// RawQuote is a syntax node (made by the driver, never by the parser) that
// evaluates to the expression tree of Node with no interpolation: a macro's
// arguments and the result of @macroexpand.
type RawQuote struct {
	Node syntax.Node
}

// Pos returns the quoted node's position.
func (q *RawQuote) Pos() syntax.Pos { return q.Node.Pos() }

// Value is a syntax node (made by the driver) that stands for a run-time
// value: a value that a macro put into the expression it returned (a
// function, a type, a module, an array ...). V is a compile-time value as
// in ir.OpConst.
type Value struct {
	V any
	P syntax.Pos
}

// Pos returns the position the value was spliced at.
func (v *Value) Pos() syntax.Pos { return v.P }

// GlobalRef is a syntax node (made by the driver's macro hygiene) naming
// global Name of module Module (opaque, as the module given to Toplevel),
// Julia's GlobalRef in an expression.
type GlobalRef struct {
	Module any
	Name   string
	P      syntax.Pos
}

// Pos returns the reference's position.
func (g *GlobalRef) Pos() syntax.Pos { return g.P }

// quoteLevel is "no interpolation" (raw quotes).
const quoteRaw = -1

// quote lowers the value of `quote x end` / `:(x)`.
func (b *builder) quote(x syntax.Node, level int) *ir.Value {
	switch n := x.(type) {
	case *syntax.Ident:
		return b.sym(n.Name, n.P)
	case *syntax.Literal:
		return b.literal(n)
	case *syntax.QuoteNode:
		// Inside a quote, :x is QuoteNode(:x); its content is quoted in
		// turn ($ still interpolates: a.$f).
		return b.baseCall(n.P, "QuoteNode", b.quote(n.Value, level))
	case *Value:
		return b.constant(n.V, n.P)
	case *GlobalRef:
		return b.baseCall(n.P, "GlobalRef", b.constant(n.Module, n.P), b.sym(n.Name, n.P))
	case *RawQuote:
		return b.quote(n.Node, level)
	case *syntax.Expr:
		return b.quoteExpr(n, level, false)
	case nil:
		return b.nothing(syntax.Pos{})
	}
	fail(x.Pos(), "unsupported syntax in quoted expression")
	return nil
}

// quoteExpr builds Expr(head, args...) for an interior node. noLines is
// set for blocks that Julia's parser leaves without line numbers (the
// iteration specifications of a for, the bindings of a let).
func (b *builder) quoteExpr(e *syntax.Expr, level int, noLines bool) *ir.Value {
	pos := e.P
	if level != quoteRaw {
		switch e.Head {
		case syntax.HeadDollar:
			if len(e.Args) != 1 {
				fail(pos, "wrong number of arguments to $")
			}
			if level == 1 {
				if _, ok := dollarSplat(e); ok {
					fail(pos, "\"...\" expression outside call")
				}
				return b.val(e.Args[0])
			}
			return b.baseCall(pos, "Expr", b.sym("$", pos), b.quote(e.Args[0], level-1))
		case syntax.HeadQuote:
			if len(e.Args) == 1 {
				return b.baseCall(pos, "Expr", b.sym("quote", pos), b.quote(e.Args[0], level+1))
			}
		}
	}
	args := []*ir.Value{b.sym(string(e.Head), pos)}
	splat := []bool{false}
	add := func(v *ir.Value, s bool) {
		args = append(args, v)
		splat = append(splat, s)
	}
	line := func(p syntax.Pos) {
		add(b.lineNode(p), false)
	}
	if e.Head == syntax.HeadMacrocall && len(e.Args) > 0 {
		// (macrocall name LineNumberNode args...)
		add(b.quote(e.Args[0], level), false)
		line(pos)
		for _, a := range e.Args[1:] {
			b.quoteArg(a, level, add)
		}
		return b.callSplat(pos, b.base("Expr", pos), args, splat)
	}
	if isBareReturn(e) {
		// `return` alone quotes as Expr(:return, nothing), as Julia's parser gives it
		add(b.nothing(pos), false)
		return b.callSplat(pos, b.base("Expr", pos), args, splat)
	}
	withLines := e.Head == syntax.HeadBlock && !noLines
	for i, a := range e.Args {
		if withLines && !a.Pos().NoLine {
			line(a.Pos())
		}
		sub := false
		switch e.Head {
		case syntax.HeadFor, syntax.HeadLet:
			sub = i == 0
		}
		if x, ok := a.(*syntax.Expr); ok && sub && x.Head == syntax.HeadBlock {
			add(b.quoteExpr(x, level, true), false)
			continue
		}
		b.quoteArg(a, level, add)
	}
	return b.callSplat(pos, b.base("Expr", pos), args, splat)
}

// quoteArg adds one argument of a quoted Expr: `$(xs...)` at level 1
// splices the elements of xs.
func (b *builder) quoteArg(a syntax.Node, level int, add func(*ir.Value, bool)) {
	if level == 1 {
		if d, ok := a.(*syntax.Expr); ok && d.Head == syntax.HeadDollar {
			if x, ok := dollarSplat(d); ok {
				add(b.val(x), true)
				return
			}
		}
	}
	add(b.quote(a, level), false)
}

// lineNode is LineNumberNode(line, Symbol(file)) for a position.
func (b *builder) lineNode(p syntax.Pos) *ir.Value {
	file := p.File
	if file == "" {
		file = "none"
	}
	return b.baseCall(p, "LineNumberNode", b.constant(int64(p.Line), p), b.sym(file, p))
}

// quoteInterpolations calls f on each expression that a quote at the
// given level interpolates (scope resolution must see them).
func quoteInterpolations(n syntax.Node, level int, f func(syntax.Node)) {
	switch x := n.(type) {
	case *syntax.QuoteNode:
		quoteInterpolations(x.Value, level, f)
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadDollar:
			if level == 1 {
				if s, ok := dollarSplat(x); ok {
					f(s)
					return
				}
				for _, a := range x.Args {
					f(a)
				}
				return
			}
			for _, a := range x.Args {
				quoteInterpolations(a, level-1, f)
			}
			return
		case syntax.HeadQuote:
			for _, a := range x.Args {
				quoteInterpolations(a, level+1, f)
			}
			return
		}
		for _, a := range x.Args {
			quoteInterpolations(a, level, f)
		}
	}
}

// dollarSplat recognizes `$(xs...)` (Kiln's parser reads the parentheses
// as a one-element tuple) and returns xs.
func dollarSplat(d *syntax.Expr) (syntax.Node, bool) {
	if len(d.Args) != 1 {
		return nil, false
	}
	a := d.Args[0]
	if t, ok := a.(*syntax.Expr); ok && t.Head == syntax.HeadTuple && len(t.Args) == 1 {
		a = t.Args[0]
	}
	if s, ok := a.(*syntax.Expr); ok && s.Head == syntax.HeadSplat && len(s.Args) == 1 {
		return s.Args[0], true
	}
	return nil, false
}
