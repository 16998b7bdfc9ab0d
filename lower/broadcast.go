package lower

import (
	"strings"

	"github.com/kiln-lang/kiln/syntax"
)

// Dot syntax (broadcasting) is rewritten before scope resolution into
// plain calls, as Julia's expand-fuse-broadcast does:
//
//	a .* x .+ y        Base.materialize(Base.broadcasted(+, Base.broadcasted(*, a, x), y))
//	f.(x, g.(y))       Base.materialize(Base.broadcasted(f, x, Base.broadcasted(g, y)))
//	y .= expr          Base.materialize!(y, <expr's broadcasted>)    (identity for a non-dot expr)
//	y[i] .= expr       Base.materialize!(Base.dotview(y, i), …)
//	y .+= x            y .= y .+ x (the target's parts evaluated once)
//	x .^ 2             Base.broadcasted(Base.literal_pow, ^, x, Base.Val(2))
//	a .&& b            Base.broadcasted(Base.andand, a, b)
//	map(.+, a, b)      Base.BroadcastFunction(+)
//
// Nested dot calls become nested Broadcasted objects, which
// Base.materialize evaluates in one fused loop. @. / @__dot__ first adds
// the dots (Base.Broadcast.__dot__). Rewriting before resolution matters:
// `x .= v` reads x and assigns nothing, so x must not become a local.

// Heads only lowering produces (never the parser).
const (
	// headTop is (kiln.top (quote name)): Base's binding name, as Julia's
	// (top name), whatever the current module calls name.
	headTop syntax.Head = "kiln.top"
	// headIndexCall is (kiln.indexcall (quote f) a i...): Base.f(a, i...)
	// with `end`/`begin` in i referring to a as in indexing (dotview for
	// the target of .=, view for @view).
	headIndexCall syntax.Head = "kiln.indexcall"
)

// TopRef reports whether n is (kiln.top name), Base's binding name, which
// lowering puts in the syntax it rewrites (also into type expressions,
// such as @NamedTuple's), and gives the name.
func TopRef(n syntax.Node) (string, bool) {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head != headTop || len(e.Args) != 1 {
		return "", false
	}
	q, ok := e.Args[0].(*syntax.QuoteNode)
	if !ok {
		return "", false
	}
	id, ok := q.Value.(*syntax.Ident)
	if !ok {
		return "", false
	}
	return id.Name, true
}

// topName builds (kiln.top name).
func topName(name string, pos syntax.Pos) syntax.Node {
	return &syntax.Expr{Head: headTop, P: pos, Args: []syntax.Node{&syntax.QuoteNode{Value: &syntax.Ident{Name: name, P: pos}, P: pos}}}
}

// topCall builds a call of Base's name.
func topCall(pos syntax.Pos, name string, args ...syntax.Node) *syntax.Expr {
	return &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: append([]syntax.Node{topName(name, pos)}, args...)}
}

// dotExpander rewrites the dot syntax of one top-level statement.
type dotExpander struct {
	l *lowerer
}

// expandDots returns n with its dot syntax rewritten (n itself when it has
// none).
func (l *lowerer) expandDots(n syntax.Node) syntax.Node {
	if !hasDots(n) {
		return n
	}
	d := &dotExpander{l: l}
	return d.expand(n)
}

// hasDots reports whether n contains dot syntax outside quoted code.
func hasDots(n syntax.Node) bool {
	switch x := n.(type) {
	case *syntax.Ident:
		return isDottedOp(x.Name)
	case *syntax.Expr:
		if x.Head == syntax.HeadQuote {
			return false
		}
		if isDotSyntax(x) {
			return true
		}
		if x.Head == syntax.HeadMacrocall {
			switch macroName(x) {
			case "@.", "@__dot__":
				return true
			}
		}
		for _, a := range x.Args {
			if hasDots(a) {
				return true
			}
		}
	}
	return false
}

// isDotCall reports whether e is a dotted call: the expressions that fuse.
func isDotCall(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case syntax.HeadCall:
		if id, ok := e.Args[0].(*syntax.Ident); ok && isDottedOp(id.Name) {
			return true
		}
	case syntax.HeadDotCall:
		if len(e.Args) == 2 {
			if t, ok := e.Args[1].(*syntax.Expr); ok && t.Head == syntax.HeadTuple {
				return true
			}
		}
	case ".&&", ".||":
		return true
	case syntax.HeadComparison:
		for i := 1; i < len(e.Args); i += 2 {
			if id, ok := e.Args[i].(*syntax.Ident); ok && isDottedOp(id.Name) {
				return true
			}
		}
	}
	return false
}

// isDotSyntax reports whether e itself is dot syntax.
func isDotSyntax(e *syntax.Expr) bool {
	if isDotCall(e) {
		return true
	}
	return isDotAssignHead(e.Head)
}

// isDotAssignHead reports whether h is .= or a dotted updating operator.
func isDotAssignHead(h syntax.Head) bool {
	s := string(h)
	return s == ".=" || (strings.HasPrefix(s, ".") && isUpdateHead(h))
}

func (d *dotExpander) expand(n syntax.Node) syntax.Node {
	switch x := n.(type) {
	case *syntax.Ident:
		if isDottedOp(x.Name) {
			// A dotted operator as a value: Base.BroadcastFunction(op).
			return topCall(x.P, "BroadcastFunction", &syntax.Ident{Name: x.Name[1:], P: x.P})
		}
		return x
	case *syntax.Expr:
		return d.expr(x)
	}
	return n
}

func (d *dotExpander) exprs(ns []syntax.Node) []syntax.Node {
	out := make([]syntax.Node, len(ns))
	for i, a := range ns {
		out[i] = d.expand(a)
	}
	return out
}

func (d *dotExpander) expr(e *syntax.Expr) syntax.Node {
	if !hasDots(e) {
		return e
	}
	if isDotCall(e) {
		return topCall(e.P, "materialize", d.broadcasted(e))
	}
	if isDotAssignHead(e.Head) {
		return d.dotAssign(e)
	}
	switch e.Head {
	case syntax.HeadMacrocall:
		switch macroName(e) {
		case "@.", "@__dot__":
			if len(e.Args) != 2 {
				fail(e.P, "@. takes one expression")
			}
			return d.expand(dotify(e.Args[1]))
		case "@show", "@assert":
			// Their text is the source's, not the rewritten calls'.
			args := make([]syntax.Node, len(e.Args))
			args[0] = e.Args[0]
			for i, a := range e.Args[1:] {
				args[i+1] = d.expand(a)
				if args[i+1] != a {
					if d.l.sourceText == nil {
						d.l.sourceText = map[syntax.Node]syntax.Node{}
					}
					d.l.sourceText[args[i+1]] = a
				}
			}
			return &syntax.Expr{Head: e.Head, P: e.P, Args: args}
		}
		args := append([]syntax.Node{e.Args[0]}, d.exprs(e.Args[1:])...)
		return &syntax.Expr{Head: e.Head, P: e.P, Args: args}
	case syntax.HeadCall:
		// The callee position keeps an operator name as is (`.+` there is
		// handled by isDotCall above).
		args := append([]syntax.Node{d.expand(e.Args[0])}, d.exprs(e.Args[1:])...)
		return &syntax.Expr{Head: e.Head, P: e.P, Args: args}
	}
	return &syntax.Expr{Head: e.Head, P: e.P, Args: d.exprs(e.Args)}
}

// broadcasted returns the Base.broadcasted(...) expression of a dot call
// (fusing the dot calls among its arguments).
func (d *dotExpander) broadcasted(e *syntax.Expr) syntax.Node {
	switch e.Head {
	case syntax.HeadCall:
		op := e.Args[0].(*syntax.Ident)
		name := op.Name[1:]
		fn := syntax.Node(&syntax.Ident{Name: name, P: op.P})
		args := e.Args[1:]
		if name == "^" && len(args) == 2 {
			if lit, ok := args[1].(*syntax.Literal); ok && lit.Kind == syntax.LitInt64 {
				// x .^ 2 → broadcasted(literal_pow, ^, x, Val(2)), as Julia.
				val := topCall(lit.P, "Val", lit)
				return topCall(e.P, "broadcasted", topName("literal_pow", e.P), fn, d.fuse(args[0]), val)
			}
		}
		return topCall(e.P, "broadcasted", append([]syntax.Node{fn}, d.fuseAll(args)...)...)
	case syntax.HeadDotCall:
		f := d.expand(e.Args[0])
		t := e.Args[1].(*syntax.Expr)
		var pos []syntax.Node
		var kws []syntax.Node
		for _, a := range t.Args {
			if x, ok := a.(*syntax.Expr); ok {
				switch x.Head {
				case syntax.HeadParameters:
					for _, p := range x.Args {
						kws = append(kws, d.expand(p))
					}
					continue
				case syntax.HeadKw, syntax.HeadAssign:
					kws = append(kws, &syntax.Expr{Head: syntax.HeadKw, P: x.P, Args: []syntax.Node{x.Args[0], d.expand(x.Args[1])}})
					continue
				}
			}
			pos = append(pos, a)
		}
		args := d.fuseAll(pos)
		if len(kws) > 0 {
			// f.(x; k=v) → Base.broadcasted_kwsyntax(f, x; k=v), as Julia.
			params := &syntax.Expr{Head: syntax.HeadParameters, P: t.P, Args: kws}
			all := append([]syntax.Node{topName("broadcasted_kwsyntax", e.P), params, f}, args...)
			return &syntax.Expr{Head: syntax.HeadCall, P: e.P, Args: all}
		}
		return topCall(e.P, "broadcasted", append([]syntax.Node{f}, args...)...)
	case ".&&", ".||":
		fn := "andand"
		if e.Head == ".||" {
			fn = "oror"
		}
		return topCall(e.P, "broadcasted", topName(fn, e.P), d.fuse(e.Args[0]), d.fuse(e.Args[1]))
	case syntax.HeadComparison:
		// a .< b .< c → (a .< b) .& (b .< c), b evaluated once (a let
		// binds it when it is not a name or a literal).
		var parts []syntax.Node
		var binds []syntax.Node
		args := append([]syntax.Node(nil), e.Args...)
		for i := 2; i+1 < len(args); i += 2 {
			switch args[i].(type) {
			case *syntax.Ident, *syntax.Literal:
			default:
				tmp := &syntax.Ident{Name: d.l.gensym("cmp"), P: args[i].Pos()}
				binds = append(binds, &syntax.Expr{Head: syntax.HeadAssign, P: args[i].Pos(), Args: []syntax.Node{tmp, d.expand(args[i])}})
				args[i] = tmp
			}
		}
		for i := 1; i+1 < len(args); i += 2 {
			op, ok := args[i].(*syntax.Ident)
			if !ok || !isDottedOp(op.Name) {
				fail(e.P, "comparison chains mixing dotted and undotted operators are not supported")
			}
			parts = append(parts, &syntax.Expr{Head: syntax.HeadCall, P: e.P, Args: []syntax.Node{op, args[i-1], args[i+1]}})
		}
		acc := parts[0]
		for _, p := range parts[1:] {
			acc = &syntax.Expr{Head: syntax.HeadCall, P: e.P, Args: []syntax.Node{&syntax.Ident{Name: ".&", P: e.P}, acc, p}}
		}
		out := d.broadcasted(acc.(*syntax.Expr))
		if len(binds) > 0 {
			out = &syntax.Expr{Head: syntax.HeadLet, P: e.P, Args: []syntax.Node{
				&syntax.Expr{Head: syntax.HeadBlock, P: e.P, Args: binds},
				&syntax.Expr{Head: syntax.HeadBlock, P: e.P, Args: []syntax.Node{out}},
			}}
		}
		return out
	}
	fail(e.P, "invalid dot syntax")
	return nil
}

// fuse lowers an argument of a dot call: a nested dot call joins the
// fused expression, anything else is evaluated once as a value.
func (d *dotExpander) fuse(n syntax.Node) syntax.Node {
	if isDotCall(n) {
		return d.broadcasted(n.(*syntax.Expr))
	}
	return d.expand(n)
}

func (d *dotExpander) fuseAll(ns []syntax.Node) []syntax.Node {
	out := make([]syntax.Node, len(ns))
	for i, a := range ns {
		if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadSplat && len(x.Args) == 1 {
			out[i] = &syntax.Expr{Head: syntax.HeadSplat, P: x.P, Args: []syntax.Node{d.fuse(x.Args[0])}}
			continue
		}
		out[i] = d.fuse(a)
	}
	return out
}

// dotAssign lowers x .= v and x .op= v.
func (d *dotExpander) dotAssign(e *syntax.Expr) syntax.Node {
	if len(e.Args) != 2 {
		fail(e.P, "invalid dot assignment")
	}
	lhs, rhs := e.Args[0], e.Args[1]
	op := strings.TrimSuffix(string(e.Head), "=")
	var binds []syntax.Node // let bindings that evaluate the target's parts once
	if op != "." {
		// x .op= v is x .= x .op v, the target's parts evaluated once.
		if r, ok := lhs.(*syntax.Expr); ok && r.Head == syntax.HeadRef {
			parts := make([]syntax.Node, len(r.Args))
			for i, p := range r.Args {
				if isPure(p) || containsEnd(p) {
					parts[i] = p
					continue
				}
				tmp := &syntax.Ident{Name: d.l.gensym("dot"), P: p.Pos()}
				binds = append(binds, &syntax.Expr{Head: syntax.HeadAssign, P: p.Pos(), Args: []syntax.Node{tmp, d.expand(p)}})
				parts[i] = tmp
			}
			lhs = &syntax.Expr{Head: syntax.HeadRef, P: r.P, Args: parts}
		}
		rhs = &syntax.Expr{Head: syntax.HeadCall, P: e.P, Args: []syntax.Node{&syntax.Ident{Name: op, P: e.P}, lhs, rhs}}
	}
	var bc syntax.Node
	if isDotCall(rhs) {
		bc = d.broadcasted(rhs.(*syntax.Expr))
	} else {
		bc = topCall(rhs.Pos(), "broadcasted", topName("identity", rhs.Pos()), d.expand(rhs))
	}
	// The target: a[i...] is a view (dotview); anything else (a name, a.b,
	// a call) is evaluated as the destination, as Julia.
	var dest syntax.Node
	if t, ok := lhs.(*syntax.Expr); ok && t.Head == syntax.HeadRef {
		dest = indexCall("dotview", t.P, d.exprs(t.Args))
	} else {
		dest = d.expand(lhs)
	}
	out := syntax.Node(topCall(e.P, "materialize!", dest, bc))
	if len(binds) > 0 {
		out = &syntax.Expr{Head: syntax.HeadLet, P: e.P, Args: []syntax.Node{
			&syntax.Expr{Head: syntax.HeadBlock, P: e.P, Args: binds},
			&syntax.Expr{Head: syntax.HeadBlock, P: e.P, Args: []syntax.Node{out}},
		}}
	}
	return out
}

// isPure reports whether evaluating n twice is the same as once: names,
// literals and ranges of them.
func isPure(n syntax.Node) bool {
	switch x := n.(type) {
	case *syntax.Ident, *syntax.Literal, *syntax.QuoteNode:
		return true
	case *syntax.Expr:
		if x.Head == syntax.HeadCall {
			if id, ok := x.Args[0].(*syntax.Ident); ok && (id.Name == ":" || id.Name == "-" || id.Name == "+") {
				for _, a := range x.Args[1:] {
					if !isPure(a) {
						return false
					}
				}
				return true
			}
		}
	}
	return false
}

func containsEnd(n syntax.Node) bool {
	switch x := n.(type) {
	case *syntax.Ident:
		return x.Name == "end" || x.Name == "begin"
	case *syntax.Expr:
		if x.Head == syntax.HeadRef {
			return containsEnd(x.Args[0])
		}
		for _, a := range x.Args {
			if containsEnd(a) {
				return true
			}
		}
	}
	return false
}

// Dotify is @. / @__dot__'s expansion of n (for @macroexpand).
func Dotify(n syntax.Node) syntax.Node { return dotify(n) }

// dotify adds the dots of @. to every call and assignment in n, as Julia's
// Base.Broadcast.__dot__.
func dotify(n syntax.Node) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return n
	}
	switch e.Head {
	case syntax.HeadQuote:
		return e
	case syntax.HeadDollar:
		// $f(x): not dotted.
		if len(e.Args) == 1 {
			return e.Args[0]
		}
		return e
	case syntax.HeadCall:
		args := dotifyAll(e.Args[1:])
		if id, ok := e.Args[0].(*syntax.Ident); ok {
			if id.Name == ":" || isDottedOp(id.Name) {
				return &syntax.Expr{Head: e.Head, P: e.P, Args: append([]syntax.Node{id}, args...)}
			}
			if isOperatorName(id.Name) {
				return &syntax.Expr{Head: e.Head, P: e.P, Args: append([]syntax.Node{&syntax.Ident{Name: "." + id.Name, P: id.P}}, args...)}
			}
		}
		if x, ok := e.Args[0].(*syntax.Expr); ok && x.Head == syntax.HeadDollar {
			return &syntax.Expr{Head: e.Head, P: e.P, Args: append([]syntax.Node{x.Args[0]}, args...)}
		}
		return &syntax.Expr{Head: syntax.HeadDotCall, P: e.P, Args: []syntax.Node{dotify(e.Args[0]),
			&syntax.Expr{Head: syntax.HeadTuple, P: e.P, Args: args}}}
	case syntax.HeadComparison:
		args := dotifyAll(e.Args)
		for i := 1; i < len(args); i += 2 {
			if id, ok := args[i].(*syntax.Ident); ok && isOperatorName(id.Name) && !isDottedOp(id.Name) {
				args[i] = &syntax.Ident{Name: "." + id.Name, P: id.P}
			}
		}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: args}
	case syntax.HeadLet, syntax.HeadFor:
		return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{e.Args[0], dotify(e.Args[1])}}
	case syntax.HeadAssign, syntax.HeadFunction:
		if x, ok := e.Args[0].(*syntax.Expr); ok && x.Head == syntax.HeadCall {
			return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{e.Args[0], dotify(e.Args[1])}}
		}
	case syntax.HeadDotCall:
		if len(e.Args) == 2 {
			if _, ok := e.Args[1].(*syntax.QuoteNode); ok {
				return e // a.b
			}
		}
	case syntax.HeadSubtype, syntax.HeadSupertype:
		// a <: b is a .<: b (Julia's __dot__).
		if len(e.Args) == 2 {
			return &syntax.Expr{Head: syntax.HeadCall, P: e.P, Args: []syntax.Node{
				&syntax.Ident{Name: "." + string(e.Head), P: e.P}, dotify(e.Args[0]), dotify(e.Args[1])}}
		}
	case syntax.HeadKw, syntax.HeadParameters:
		if e.Head == syntax.HeadKw {
			return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{e.Args[0], dotify(e.Args[1])}}
		}
	}
	args := dotifyAll(e.Args)
	h := string(e.Head)
	if (strings.HasSuffix(h, "=") && !strings.HasPrefix(h, ".") && (e.Head == syntax.HeadAssign || isUpdateHead(e.Head))) || h == "&&" || h == "||" {
		return &syntax.Expr{Head: syntax.Head("." + h), P: e.P, Args: args}
	}
	return &syntax.Expr{Head: e.Head, P: e.P, Args: args}
}

func dotifyAll(ns []syntax.Node) []syntax.Node {
	out := make([]syntax.Node, len(ns))
	for i, a := range ns {
		out[i] = dotify(a)
	}
	return out
}

// source is the source an expression was rewritten from.
func (l *lowerer) source(n syntax.Node) syntax.Node {
	if s, ok := l.sourceText[n]; ok {
		return s
	}
	return n
}

// indexCall builds (kiln.indexcall (quote name) a i...).
func indexCall(name string, pos syntax.Pos, ref []syntax.Node) *syntax.Expr {
	q := &syntax.QuoteNode{Value: &syntax.Ident{Name: name, P: pos}, P: pos}
	return &syntax.Expr{Head: headIndexCall, P: pos, Args: append([]syntax.Node{q}, ref...)}
}
