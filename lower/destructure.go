package lower

import (
	"fmt"

	"github.com/kiln-lang/kiln/syntax"
)

// Argument destructuring, as Julia's lowering does it: a tuple pattern in
// an argument list, as in
//
//	f((a, b), c) = a * b + c
//	map(((k, v),) -> k => 2v, pairs)
//	foreach(xs) do (i, x) ... end
//
// becomes an argument with a generated name, and the body starts with the
// destructuring assignment `(a, b) = #arg`. A type on the pattern,
// `(a, b)::Tuple{Int,Int}`, stays on the argument. The rewrite runs on a
// whole top-level statement before scope resolution (after dot syntax is
// expanded), so that the resolver and the lowering of bodies see the same
// tree; nodes on the path to a rewritten function are copied, never
// mutated, since syntax trees may be shared (cached sources, quoted code).

// destructureArgs returns n with every function whose arguments hold
// tuple patterns rewritten (n itself when there is none).
func destructureArgs(n syntax.Node) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head == syntax.HeadQuote {
		return n
	}
	var args []syntax.Node
	for i, a := range e.Args {
		na := destructureArgs(a)
		if na != a && args == nil {
			args = append([]syntax.Node(nil), e.Args...)
		}
		if args != nil {
			args[i] = na
		}
	}
	out := e
	if args != nil {
		out = &syntax.Expr{Head: e.Head, P: e.P, Args: args}
	}
	if r := destructureFunction(out); r != nil {
		return r
	}
	return out
}

// destructureFunction rewrites one function definition whose own
// arguments hold tuple patterns; nil when e is not one.
func destructureFunction(e *syntax.Expr) *syntax.Expr {
	switch e.Head {
	case syntax.HeadFunction:
		if len(e.Args) != 2 {
			return nil
		}
		sig, pre := destructureSig(e.Args[0], e.Head)
		if pre == nil {
			return nil
		}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{sig, prependBody(e.Args[1], pre)}}
	case syntax.HeadAssign:
		if len(e.Args) != 2 || !isFunctionDefLHS(e.Args[0]) {
			return nil
		}
		sig, pre := destructureSig(e.Args[0], e.Head)
		if pre == nil {
			return nil
		}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{sig, prependBody(e.Args[1], pre)}}
	case syntax.HeadArrow:
		if len(e.Args) != 2 {
			return nil
		}
		params, ok := e.Args[0].(*syntax.Expr)
		if !ok || params.Head != syntax.HeadTuple {
			return nil
		}
		nargs, pre := destructureList(params.Args)
		if pre == nil {
			return nil
		}
		p := &syntax.Expr{Head: params.Head, P: params.P, Args: nargs}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{p, prependBody(e.Args[1], pre)}}
	}
	return nil
}

// destructureSig rewrites the argument list of a signature (through
// `where` and a return type); pre holds the destructuring assignments, nil
// when nothing changed.
func destructureSig(sig syntax.Node, head syntax.Head) (syntax.Node, []syntax.Node) {
	e, ok := sig.(*syntax.Expr)
	if !ok {
		return sig, nil
	}
	switch e.Head {
	case syntax.HeadWhere, syntax.HeadDecl:
		if len(e.Args) < 1 {
			return sig, nil
		}
		if _, isCall := e.Args[0].(*syntax.Expr); !isCall {
			return sig, nil
		}
		inner, pre := destructureSig(e.Args[0], head)
		if pre == nil {
			return sig, nil
		}
		args := append([]syntax.Node{inner}, e.Args[1:]...)
		return &syntax.Expr{Head: e.Head, P: e.P, Args: args}, pre
	case syntax.HeadCall:
		if len(e.Args) < 2 {
			return sig, nil
		}
		rest, pre := destructureList(e.Args[1:])
		if pre == nil {
			return sig, nil
		}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: append([]syntax.Node{e.Args[0]}, rest...)}, pre
	case syntax.HeadTuple:
		// An anonymous `function ((a, b), c) ... end`.
		if head != syntax.HeadFunction {
			return sig, nil
		}
		args, pre := destructureList(e.Args)
		if pre == nil {
			return sig, nil
		}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: args}, pre
	}
	return sig, nil
}

// destructureList replaces the tuple patterns among args (positional
// arguments; keyword parameters are left alone) with generated names.
func destructureList(args []syntax.Node) ([]syntax.Node, []syntax.Node) {
	var out, pre []syntax.Node
	for i, a := range args {
		// An optional argument whose name is a pattern, `(a, b) = (0, 1)`:
		// the generated name takes the default.
		var def *syntax.Expr
		if e, ok := a.(*syntax.Expr); ok && (e.Head == syntax.HeadKw || e.Head == syntax.HeadAssign) && len(e.Args) == 2 {
			if p, _ := tuplePattern(e.Args[0]); p != nil {
				def = e
				a = e.Args[0]
			}
		}
		pat, typ := tuplePattern(a)
		if pat == nil {
			if out != nil {
				out = append(out, a)
			}
			continue
		}
		if out == nil {
			out = append([]syntax.Node(nil), args[:i]...)
		}
		name := &syntax.Ident{Name: fmt.Sprintf("#arg#%d", i+1), P: pat.P}
		var arg syntax.Node = name
		if typ != nil {
			arg = &syntax.Expr{Head: syntax.HeadDecl, P: a.Pos(), Args: []syntax.Node{name, typ}}
		}
		if def != nil {
			arg = &syntax.Expr{Head: def.Head, P: def.P, Args: []syntax.Node{arg, def.Args[1]}}
		}
		out = append(out, arg)
		use := &syntax.Ident{Name: name.Name, P: pat.P}
		pre = append(pre, &syntax.Expr{Head: syntax.HeadAssign, P: pat.P, Args: []syntax.Node{pat, use}})
	}
	if pre == nil {
		return args, nil
	}
	return out, pre
}

// tuplePattern returns the tuple pattern of an argument `(a, b)` or
// `(a, b)::T` (and T), or nil. A named tuple `(x=1,)` or `(; a, b)` is not
// a pattern here.
func tuplePattern(a syntax.Node) (*syntax.Expr, syntax.Node) {
	e, ok := a.(*syntax.Expr)
	if !ok {
		return nil, nil
	}
	if e.Head == syntax.HeadDecl && len(e.Args) == 2 {
		if p, _ := tuplePattern(e.Args[0]); p != nil {
			return p, e.Args[1]
		}
		return nil, nil
	}
	if e.Head != syntax.HeadTuple || len(e.Args) == 0 {
		return nil, nil
	}
	for _, x := range e.Args {
		if y, ok := x.(*syntax.Expr); ok && (y.Head == syntax.HeadParameters || y.Head == syntax.HeadAssign || y.Head == syntax.HeadKw) {
			return nil, nil
		}
	}
	return e, nil
}

// prependBody returns body with the statements pre in front.
func prependBody(body syntax.Node, pre []syntax.Node) syntax.Node {
	if b, ok := body.(*syntax.Expr); ok && b.Head == syntax.HeadBlock {
		return &syntax.Expr{Head: syntax.HeadBlock, P: b.P, Args: append(pre, b.Args...)}
	}
	return &syntax.Expr{Head: syntax.HeadBlock, P: body.Pos(), Args: append(pre, body)}
}
