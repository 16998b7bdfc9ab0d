package lower

import (
	"github.com/kiln-lang/kiln/syntax"
)

// fastOps is Julia's fast_op table (base/fastmath.jl): the names that
// @fastmath replaces, wherever they occur in its expression, by
// Base.FastMath's functions of the same meaning with fast-math semantics.
// The operators Julia's table leaves out (>, >=, the dotted operators)
// stay as they are, as in Julia.
var fastOps = map[string]string{
	"+": "add_fast", "-": "sub_fast", "*": "mul_fast", "/": "div_fast",
	"==": "eq_fast", "!=": "ne_fast", "<": "lt_fast", "<=": "le_fast",
	"abs": "abs_fast", "abs2": "abs2_fast", "cmp": "cmp_fast", "conj": "conj_fast",
	"inv": "inv_fast", "rem": "rem_fast", "sign": "sign_fast",
	"isfinite": "isfinite_fast", "isinf": "isinf_fast", "isnan": "isnan_fast",
	"issubnormal": "issubnormal_fast",
	"^":           "pow_fast", "acos": "acos_fast", "acosh": "acosh_fast", "angle": "angle_fast",
	"asin": "asin_fast", "asinh": "asinh_fast", "atan": "atan_fast", "atanh": "atanh_fast",
	"cbrt": "cbrt_fast", "cis": "cis_fast", "cos": "cos_fast", "cosh": "cosh_fast",
	"exp10": "exp10_fast", "exp2": "exp2_fast", "exp": "exp_fast", "expm1": "expm1_fast",
	"hypot": "hypot_fast", "log10": "log10_fast", "log1p": "log1p_fast", "log2": "log2_fast",
	"log": "log_fast", "max": "max_fast", "min": "min_fast", "minmax": "minmax_fast",
	"sin": "sin_fast", "sincos": "sincos_fast", "sinh": "sinh_fast", "sqrt": "sqrt_fast",
	"tan": "tan_fast", "tanh": "tanh_fast",
}

// fastUpdates are the updating assignments @fastmath spells out so that
// their operation is rewritten too (Julia's rewrite_op).
var fastUpdates = map[syntax.Head]string{"+=": "+", "-=": "-", "*=": "*", "/=": "/", "^=": "^"}

// expandFastmath rewrites the @fastmath expressions of one top-level
// statement (and @views, viewsRewrite, and @NamedTuple types,
// namedTupleType), before scopes are resolved, as Julia's make_fastmath:
// every name of fastOps becomes
// Base.FastMath's function, `x op= y` becomes `x = op(x, y)` (an indexed
// target is evaluated once), and `x ^ n` with a literal integer n becomes
// pow_fast(x, Val(n)), as literal powers are lowered outside @fastmath.
// (Julia spells an indexed update out with temporaries for the array and
// the indices; here the update keeps its form and the builder uses the
// fast operation, which also keeps `end` in the indices meaning the
// array's.)
// Quoted code is left alone.
func (l *lowerer) expandFastmath(n syntax.Node) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return n
	}
	switch e.Head {
	case syntax.HeadQuote:
		return e
	case syntax.HeadMacrocall:
		switch macroName(e) {
		case "@fastmath":
			if len(e.Args) != 2 {
				fail(e.P, "@fastmath takes one expression")
			}
			return l.fastmath(l.expandFastmath(e.Args[1]))
		case "@views":
			// Rewritten here, before scopes are resolved, so that the
			// closures and generators in its argument are the nodes the
			// resolver saw.
			if len(e.Args) == 2 {
				return l.expandFastmath(viewsRewrite(e.Args[1]))
			}
		case "@NamedTuple":
			if len(e.Args) == 2 {
				return l.expandFastmath(namedTupleType(e.P, e.Args[1]))
			}
		case "@Kwargs":
			// Julia 1.10's @Kwargs{a::T, …}: the type of pairs() of such a
			// named tuple (Base._kwargs_type builds it)
			if len(e.Args) == 2 {
				return l.expandFastmath(topCall(e.P, "_kwargs_type", namedTupleType(e.P, e.Args[1])))
			}
		}
	}
	var out []syntax.Node
	for i, a := range e.Args {
		b := l.expandFastmath(a)
		if b != a && out == nil {
			out = make([]syntax.Node, len(e.Args))
			copy(out, e.Args[:i])
		}
		if out != nil {
			out[i] = b
		}
	}
	if out == nil {
		return e
	}
	return &syntax.Expr{Head: e.Head, P: e.P, Args: out}
}

// fastmath is make_fastmath of one node.
func (l *lowerer) fastmath(n syntax.Node) syntax.Node {
	switch x := n.(type) {
	case *syntax.Ident:
		if f, ok := fastOps[x.Name]; ok {
			return fastName(f, x.P)
		}
		return x
	case *syntax.Expr:
		return l.fastmathExpr(x)
	}
	return n
}

func (l *lowerer) fastmathAll(ns []syntax.Node) []syntax.Node {
	out := make([]syntax.Node, len(ns))
	for i, a := range ns {
		out[i] = l.fastmath(a)
	}
	return out
}

func (l *lowerer) fastmathExpr(e *syntax.Expr) syntax.Node {
	pos := e.P
	switch e.Head {
	case syntax.HeadQuote:
		return e
	case syntax.HeadDotCall:
		// a.b: the field name is quoted (not rewritten); f.(x): the
		// function is a name like any other.
		return &syntax.Expr{Head: e.Head, P: pos, Args: l.fastmathAll(e.Args)}
	case syntax.HeadCall:
		if len(e.Args) == 3 {
			if op, ok := e.Args[0].(*syntax.Ident); ok && op.Name == "^" {
				if lit, ok := e.Args[2].(*syntax.Literal); ok && isIntLiteral(lit) {
					val := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
						&syntax.Expr{Head: syntax.HeadCurly, P: pos, Args: []syntax.Node{topName("Val", pos), lit}}}}
					return &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
						fastName("pow_fast", op.P), l.fastmath(e.Args[1]), val}}
				}
			}
		}
	}
	if op, ok := fastUpdates[e.Head]; ok && len(e.Args) == 2 {
		// x op= y and a[i...] op= y update with the fast operation; the
		// builder evaluates the location's parts once, with `end`
		// meaning a's (expr.go, update). Julia leaves other targets,
		// such as x.f, to the ordinary operation.
		target := e.Args[0]
		fast := false
		switch t := target.(type) {
		case *syntax.Ident:
			fast = true
		case *syntax.Expr:
			if t.Head == syntax.HeadRef {
				target = &syntax.Expr{Head: t.Head, P: t.P, Args: l.fastmathAll(t.Args)}
				fast = true
			}
		}
		if fast {
			u := &syntax.Expr{Head: e.Head, P: pos, Args: []syntax.Node{target, l.fastmath(e.Args[1])}}
			if l.fastUpdate == nil {
				l.fastUpdate = map[*syntax.Expr]string{}
			}
			l.fastUpdate[u] = fastOps[op]
			return u
		}
	}
	return &syntax.Expr{Head: e.Head, P: pos, Args: l.fastmathAll(e.Args)}
}

// fastName is Base.FastMath.name, whatever the current module calls Base.
func fastName(name string, pos syntax.Pos) syntax.Node {
	return &syntax.Expr{Head: syntax.HeadDotCall, P: pos, Args: []syntax.Node{topName("FastMath", pos),
		&syntax.QuoteNode{Value: &syntax.Ident{Name: name, P: pos}, P: pos}}}
}

// isIntLiteral reports whether lit is an integer literal (not a Bool; a
// big literal is a macro call in Julia, not an Integer).
func isIntLiteral(lit *syntax.Literal) bool {
	switch lit.Kind {
	case syntax.LitInt64, syntax.LitInt128, syntax.LitUInt8, syntax.LitUInt16, syntax.LitUInt32,
		syntax.LitUInt64, syntax.LitUInt128:
		return true
	}
	return false
}

// namedTupleType is Julia's @NamedTuple{a::T, b} (or with begin … end):
// NamedTuple{(:a, :b), Tuple{T, Any}}.
func namedTupleType(pos syntax.Pos, n syntax.Node) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head != syntax.HeadBraces && e.Head != syntax.HeadBlock {
		fail(pos, "ArgumentError: @NamedTuple expects {...} or begin...end")
	}
	names := &syntax.Expr{Head: syntax.HeadTuple, P: pos}
	types := &syntax.Expr{Head: syntax.HeadCurly, P: pos, Args: []syntax.Node{topName("Tuple", pos)}}
	for _, d := range e.Args {
		var name *syntax.Ident
		var typ syntax.Node
		switch x := d.(type) {
		case *syntax.Ident:
			name, typ = x, topName("Any", x.P)
		case *syntax.Expr:
			if x.Head == syntax.HeadDecl && len(x.Args) == 2 {
				name, _ = x.Args[0].(*syntax.Ident)
				typ = x.Args[1]
			}
		}
		if name == nil {
			fail(pos, "ArgumentError: @NamedTuple must contain a sequence of name or name::type expressions")
		}
		names.Args = append(names.Args, &syntax.QuoteNode{Value: &syntax.Ident{Name: name.Name, P: name.P}, P: name.P})
		types.Args = append(types.Args, typ)
	}
	return &syntax.Expr{Head: syntax.HeadCurly, P: pos, Args: []syntax.Node{topName("NamedTuple", pos), names, types}}
}
