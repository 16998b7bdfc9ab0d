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
// The arguments of @show and @assert keep their source text for the
// labels and messages (l.sourceText).
func (l *lowerer) destructureArgs(n syntax.Node) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head == syntax.HeadQuote {
		return n
	}
	labelled := false
	if e.Head == syntax.HeadMacrocall {
		switch macroName(e) {
		case "@show", "@assert":
			labelled = true
		}
	}
	var args []syntax.Node
	for i, a := range e.Args {
		na := l.destructureArgs(a)
		if na != a && args == nil {
			args = append([]syntax.Node(nil), e.Args...)
		}
		if args != nil {
			args[i] = na
		}
		if labelled && na != a {
			if l.sourceText == nil {
				l.sourceText = map[syntax.Node]syntax.Node{}
			}
			l.sourceText[na] = l.source(a)
		}
	}
	out := e
	if args != nil {
		out = &syntax.Expr{Head: e.Head, P: e.P, Args: args}
	}
	if r := destructureFunction(out); r != nil {
		return r
	}
	if r := letFunctionBindings(out); r != nil {
		return r
	}
	if r := copyOuterLoopVars(out); r != nil {
		return r
	}
	return out
}

// copyOuterLoopVars gives the innermost body of a loop over several
// iterators its own copies of the outer loop variables, as Julia's
// expand-for and expand-generator do (`let i = i; body end`): an
// assignment to i in the body is not seen by the next inner iteration
// (`for x = 1:3, y = 1:3; push!(a, x); x = 0; end` pushes 1, 1, 1, 2, ...;
// `[(t = (i, j); i = nothing; t) for i = 1:3 for j = 1:i]` keeps i). It
// applies to `for` with several iterators (not to `outer` variables) and
// to a flattened generator's inner generator. Copies are made only of
// variables the body assigns: for the others the copy is the variable.
// nil when e needs no copies.
func copyOuterLoopVars(e *syntax.Expr) *syntax.Expr {
	switch e.Head {
	case syntax.HeadFor:
		if len(e.Args) != 2 {
			return nil
		}
		specs := forIterSpecs(e.Args[0])
		if len(specs) < 2 {
			return nil
		}
		var names []string
		for _, sp := range specs[:len(specs)-1] {
			if !sp.outer {
				names = append(names, lhsNames(sp.target)...)
			}
		}
		body := letCopies(e.Args[1], names, nil, e.P)
		if body == nil {
			return nil
		}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{e.Args[0], body}}
	case syntax.HeadFlatten:
		if len(e.Args) != 1 {
			return nil
		}
		g, ok := e.Args[0].(*syntax.Expr)
		if !ok || g.Head != syntax.HeadGenerator || len(g.Args) < 2 {
			return nil
		}
		inner, ok := g.Args[0].(*syntax.Expr)
		if !ok || inner.Head != syntax.HeadGenerator || len(inner.Args) < 2 {
			return nil
		}
		var names, own []string
		for _, sp := range generatorSpecs(g.Args[1:]) {
			names = append(names, lhsNames(sp.target)...)
		}
		for _, sp := range generatorSpecs(inner.Args[1:]) {
			own = append(own, lhsNames(sp.target)...)
		}
		body := letCopies(inner.Args[0], names, own, inner.P)
		if body == nil {
			return nil
		}
		ni := &syntax.Expr{Head: inner.Head, P: inner.P, Args: append([]syntax.Node{body}, inner.Args[1:]...)}
		ng := &syntax.Expr{Head: g.Head, P: g.P, Args: append([]syntax.Node{ni}, g.Args[1:]...)}
		return &syntax.Expr{Head: e.Head, P: e.P, Args: []syntax.Node{ng}}
	}
	return nil
}

// generatorSpecs are the iteration specs of a generator's arguments
// after its body ((= x a) ... or (filter cond (= x a) ...)).
func generatorSpecs(args []syntax.Node) []iterSpec {
	var out []iterSpec
	for _, a := range args {
		if f, ok := a.(*syntax.Expr); ok && f.Head == syntax.HeadFilter && len(f.Args) > 0 {
			for _, x := range f.Args[1:] {
				out = append(out, forIterSpecs(x)...)
			}
			continue
		}
		out = append(out, forIterSpecs(a)...)
	}
	return out
}

// letCopies wraps body in `let v = v, ...; body end` for the names (less
// skip and "_") that body assigns; nil when it assigns none of them.
func letCopies(body syntax.Node, names, skip []string, pos syntax.Pos) syntax.Node {
	var binds []syntax.Node
	seen := map[string]bool{"_": true}
	for _, s := range skip {
		seen[s] = true
	}
	for _, nm := range names {
		if seen[nm] || !assignsName(body, nm) {
			continue
		}
		seen[nm] = true
		binds = append(binds, &syntax.Expr{Head: syntax.HeadAssign, P: pos, Args: []syntax.Node{
			&syntax.Ident{Name: nm, P: pos}, &syntax.Ident{Name: nm, P: pos}}})
	}
	if len(binds) == 0 {
		return nil
	}
	return &syntax.Expr{Head: syntax.HeadLet, P: pos, Args: []syntax.Node{
		&syntax.Expr{Head: syntax.HeadBlock, P: pos, Args: binds},
		&syntax.Expr{Head: syntax.HeadBlock, P: pos, Args: []syntax.Node{body}}}}
}

// assignsName reports whether n (outside quoted code) assigns name with
// =, an updating operator, or a for loop or let of its own; nested
// functions count too (a closure assigning a captured variable).
func assignsName(n syntax.Node, name string) bool {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head == syntax.HeadQuote {
		return false
	}
	if (e.Head == syntax.HeadAssign || isUpdateHead(e.Head)) && len(e.Args) == 2 {
		for _, nm := range lhsNames(e.Args[0]) {
			if nm == name {
				return true
			}
		}
	}
	for _, a := range e.Args {
		if assignsName(a, name) {
			return true
		}
	}
	return false
}

// letFunctionBindings rewrites a let whose bindings define a function
// (`let f(x) = 2x, y = f(1); body end`) as Julia's expand-let does: the
// bindings before it stay, the function becomes a local of a new scope
// and is defined there, and the bindings after it nest inside:
// `let; local f; f(x) = 2x; let y = f(1); body end end`. nil when e is
// not such a let.
func letFunctionBindings(e *syntax.Expr) *syntax.Expr {
	if e.Head != syntax.HeadLet || len(e.Args) != 2 {
		return nil
	}
	binds := letBindings(e.Args[0])
	k := -1
	for i, b := range binds {
		if x, ok := b.(*syntax.Expr); ok && x.Head == syntax.HeadAssign && len(x.Args) == 2 && isFunctionDefLHS(x.Args[0]) {
			k = i
			break
		}
	}
	if k < 0 {
		return nil
	}
	def := binds[k].(*syntax.Expr)
	rest := &syntax.Expr{Head: syntax.HeadLet, P: e.P, Args: []syntax.Node{
		&syntax.Expr{Head: syntax.HeadBlock, P: e.P, Args: append([]syntax.Node(nil), binds[k+1:]...)}, e.Args[1]}}
	var stmts []syntax.Node
	if name := defSigName(def.Args[0]); name != nil {
		stmts = append(stmts, &syntax.Expr{Head: syntax.HeadLocal, P: def.P, Args: []syntax.Node{name}})
	}
	inner := rest
	if r := letFunctionBindings(rest); r != nil {
		inner = r
	}
	stmts = append(stmts, def, inner)
	return &syntax.Expr{Head: syntax.HeadLet, P: e.P, Args: []syntax.Node{
		&syntax.Expr{Head: syntax.HeadBlock, P: e.P, Args: append([]syntax.Node(nil), binds[:k]...)},
		&syntax.Expr{Head: syntax.HeadBlock, P: e.P, Args: stmts}}}
}

// defSigName is the plain name a function definition's left side
// defines (f in f(x)::T where T), nil for a qualified or callable-object
// definition.
func defSigName(n syntax.Node) *syntax.Ident {
	for {
		e, ok := n.(*syntax.Expr)
		if !ok || len(e.Args) == 0 {
			return nil
		}
		switch e.Head {
		case syntax.HeadWhere, syntax.HeadDecl:
			n = e.Args[0]
			continue
		case syntax.HeadCall:
			id, _ := e.Args[0].(*syntax.Ident)
			return id
		}
		return nil
	}
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
