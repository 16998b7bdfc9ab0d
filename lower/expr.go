package lower

import (
	"math"
	"math/big"
	"strings"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// val lowers an expression for its value.
func (b *builder) val(n syntax.Node) *ir.Value { return b.expr(n, true) }

// stmt lowers an expression for its effects.
func (b *builder) stmt(n syntax.Node) { b.expr(n, false) }

// expr lowers n. When want is false the result may be nil.
func (b *builder) expr(n syntax.Node, want bool) *ir.Value {
	switch x := n.(type) {
	case nil:
		return b.nothing(syntax.Pos{})
	case *syntax.Literal:
		return b.literal(x)
	case *syntax.Ident:
		return b.readName(x)
	case *syntax.QuoteNode:
		if id, ok := x.Value.(*syntax.Ident); ok {
			return b.sym(id.Name, x.P)
		}
		if lit, ok := x.Value.(*syntax.Literal); ok {
			return b.literal(lit)
		}
		// A QuoteNode in code (from a macro's result) is its content,
		// unevaluated.
		return b.quote(x.Value, quoteRaw)
	case *RawQuote:
		return b.quote(x.Node, quoteRaw)
	case *Value:
		return b.constant(x.V, x.P)
	case *GlobalRef:
		return b.ref(x.Module, x.Name, x.P)
	case *syntax.Expr:
		return b.form(x, want)
	}
	fail(n.Pos(), "unsupported syntax")
	return nil
}

func (b *builder) literal(x *syntax.Literal) *ir.Value {
	var v any
	switch x.Kind {
	case syntax.LitInt64:
		v = x.Value.(int64)
	case syntax.LitUInt8:
		v = uint8(x.Value.(uint64))
	case syntax.LitUInt16:
		v = uint16(x.Value.(uint64))
	case syntax.LitUInt32:
		v = uint32(x.Value.(uint64))
	case syntax.LitUInt64:
		v = x.Value.(uint64)
	case syntax.LitFloat64:
		v = x.Value.(float64)
	case syntax.LitFloat32:
		v = x.Value.(float32)
	case syntax.LitBool:
		v = x.Value.(bool)
	case syntax.LitChar:
		if m, ok := x.Value.(syntax.MalformedChar); ok {
			v = types.CharValue(m)
		} else {
			v = types.CharFromRune(x.Value.(rune))
		}
	case syntax.LitString:
		v = x.Value.(string)
	case syntax.LitInt128, syntax.LitUInt128:
		// Base._int128_lit(hi, lo) / _uint128_lit(hi, lo): the IR has no
		// 128-bit constants; the call folds to one after inlining.
		b128 := x.Value.(*big.Int)
		u := new(big.Int).And(b128, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1)))
		lo := new(big.Int).And(u, new(big.Int).SetUint64(^uint64(0))).Uint64()
		hi := new(big.Int).Rsh(u, 64).Uint64()
		fn := "_int128_lit"
		if x.Kind == syntax.LitUInt128 {
			fn = "_uint128_lit"
		}
		return b.baseCall(x.P, fn, b.constant(hi, x.P), b.constant(lo, x.P))
	case syntax.LitBigInt:
		// Base._big_literal("digits"): a BigInt made when the expression
		// runs (Julia's parser makes it once; the value is the same).
		return b.baseCall(x.P, "_bigint_lit", b.constant(x.Value.(*big.Int).String(), x.P))
	default:
		fail(x.P, "unsupported literal")
	}
	return b.constant(v, x.P)
}

// block lowers a sequence of statements; the value is the last one's.
func (b *builder) seq(stmts []syntax.Node, want bool, pos syntax.Pos) *ir.Value {
	if len(stmts) == 0 {
		if want {
			return b.nothing(pos)
		}
		return nil
	}
	for i := 0; i < len(stmts); i++ {
		if !b.reachable() {
			// Code after return/break/continue/throw never runs, up to a
			// @label (which a @goto may reach).
			for i < len(stmts) && !isLabelStmt(stmts[i]) {
				i++
			}
			if i == len(stmts) {
				return b.deadValue(pos, want)
			}
		}
		s := stmts[i]
		if i == len(stmts)-1 {
			return b.expr(s, want)
		}
		b.stmt(s)
	}
	return nil
}

// deadValue is the value of an expression that control never reaches.
func (b *builder) deadValue(pos syntax.Pos, want bool) *ir.Value {
	if !want {
		return nil
	}
	return b.nothing(pos) // emitted into an unreachable block, removed later
}

// blockOf lowers the block-or-expression n.
func (b *builder) blockOf(n syntax.Node, want bool) *ir.Value {
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadBlock {
		return b.seq(e.Args, want, e.P)
	}
	return b.expr(n, want)
}

func (b *builder) form(e *syntax.Expr, want bool) *ir.Value {
	switch e.Head {
	case syntax.HeadBlock:
		return b.seq(e.Args, want, e.P)
	case syntax.HeadCall:
		return b.callExpr(e)
	case syntax.HeadDotCall:
		if len(e.Args) == 2 {
			if q, ok := e.Args[1].(*syntax.QuoteNode); ok {
				if id, ok := q.Value.(*syntax.Ident); ok {
					obj := b.val(e.Args[0])
					return b.baseCall(e.P, "getproperty", obj, b.sym(id.Name, q.P))
				}
			}
		}
		fail(e.P, "broadcasting (dot syntax) is not supported")
	case syntax.HeadAssign:
		return b.assign(e, want)
	case syntax.HeadIf:
		return b.ifExpr(e, want)
	case syntax.HeadWhile:
		b.whileLoop(e)
		return b.unit(e.P, want)
	case syntax.HeadFor:
		b.forLoop(e)
		return b.unit(e.P, want)
	case syntax.HeadBreak, syntax.HeadContinue:
		b.breakContinue(e)
		return b.deadValue(e.P, want)
	case syntax.HeadReturn:
		b.ret(e)
		return b.deadValue(e.P, want)
	case syntax.HeadAnd, syntax.HeadOr:
		return b.andOr(e)
	case syntax.HeadComparison:
		return b.comparison(e)
	case syntax.HeadTuple:
		return b.tuple(e)
	case syntax.HeadRef:
		return b.refExpr(e)
	case headTop:
		return b.base(e.Args[0].(*syntax.QuoteNode).Value.(*syntax.Ident).Name, e.P)
	case headIndexCall:
		fn := e.Args[0].(*syntax.QuoteNode).Value.(*syntax.Ident).Name
		obj := b.val(e.Args[1])
		idx, splat := b.indexes(obj, e.Args[2:])
		return b.callSplat(e.P, b.base(fn, e.P), append([]*ir.Value{obj}, idx...), append([]bool{false}, splat...))
	case syntax.HeadCurly:
		params := make([]syntax.Node, len(e.Args)-1)
		copy(params, e.Args[1:])
		for i, p := range params {
			// T{<:S} and T{>:S}: an anonymous type variable with that
			// bound (apply_type wraps the result in a UnionAll).
			if x, ok := p.(*syntax.Expr); ok && (x.Head == syntax.HeadSubtype || x.Head == syntax.HeadSupertype) && len(x.Args) == 1 {
				fn := "_anon_ub"
				if x.Head == syntax.HeadSupertype {
					fn = "_anon_lb"
				}
				params[i] = &syntax.Expr{Head: syntax.HeadCall, P: x.P, Args: []syntax.Node{
					&syntax.Expr{Head: syntax.HeadDotCall, P: x.P, Args: []syntax.Node{&syntax.Ident{Name: "Core", P: x.P}, &syntax.QuoteNode{Value: &syntax.Ident{Name: fn, P: x.P}, P: x.P}}},
					x.Args[0]}}
			}
		}
		args, splat := b.args(params)
		all := append([]*ir.Value{b.val(e.Args[0])}, args...)
		return b.callSplat(e.P, b.core("apply_type", e.P), all, append([]bool{false}, splat...))
	case syntax.HeadDecl:
		if len(e.Args) != 2 {
			fail(e.P, "invalid \"::\" syntax")
		}
		x := b.val(e.Args[0])
		return b.coreCall(e.P, "typeassert", x, b.val(e.Args[1]))
	case syntax.HeadString:
		args, splat := b.args(e.Args)
		return b.callSplat(e.P, b.base("string", e.P), args, splat)
	case syntax.HeadLet:
		return b.let(e, want)
	case syntax.HeadLocal:
		return b.local(e, want)
	case syntax.HeadGlobal:
		return b.globalDecl(e, want)
	case syntax.HeadConst:
		return b.constDecl(e, want)
	case syntax.HeadTry:
		return b.try(e, want)
	case syntax.HeadMacrocall:
		return b.macro(e, want)
	case syntax.HeadFunction:
		return b.funcExpr(e, want)
	case syntax.HeadArrow:
		return b.lambda(e)
	case syntax.HeadDo:
		return b.doExpr(e)
	case syntax.HeadVect:
		args, splat := b.args(e.Args)
		return b.callSplat(e.P, b.base("vect", e.P), args, splat)
	case syntax.HeadHcat:
		args, splat := b.args(e.Args)
		return b.callSplat(e.P, b.base("hcat", e.P), args, splat)
	case syntax.HeadVcat:
		return b.vcat(e, nil)
	case syntax.HeadTypedHcat:
		t := b.val(e.Args[0])
		args, splat := b.args(e.Args[1:])
		return b.callSplat(e.P, b.base("typed_hcat", e.P), append([]*ir.Value{t}, args...), append([]bool{false}, splat...))
	case syntax.HeadTypedVcat:
		t := b.val(e.Args[0])
		return b.vcat(&syntax.Expr{Head: syntax.HeadVcat, Args: e.Args[1:], P: e.P}, t)
	case syntax.HeadNcat, syntax.HeadNrow:
		return b.ncat(e)
	case syntax.HeadTypedNcat:
		t := b.val(e.Args[0])
		r := b.ncat(&syntax.Expr{Head: syntax.HeadNcat, Args: e.Args[1:], P: e.P})
		return b.call(e.P, b.base("_typed_ncat", e.P), t, r)
	case syntax.HeadComprehension, syntax.HeadTypedComp:
		return b.comprehension(e)
	case syntax.HeadGenerator:
		return b.generator(e)
	case syntax.HeadFlatten:
		// (flatten (generator (generator body inner...) outer...)) is
		// Base.Flatten(Generator(outer -> Generator(...), ...)), as Julia
		// lowers it.
		if len(e.Args) != 1 {
			fail(e.P, "invalid nested generator")
		}
		return b.baseCall(e.P, "Flatten", b.val(e.Args[0]))
	case syntax.HeadStruct, syntax.HeadAbstract, syntax.HeadPrimitive, syntax.HeadUsing,
		syntax.HeadImport, syntax.HeadExport:
		if b.toplevel {
			b.emit(ir.OpToplevel, e.P, syntax.Node(e))
			return b.unit(e.P, want)
		}
		fail(e.P, "%s", notInFunction(e.Head))
	case syntax.HeadModule:
		fail(e.P, "\"module\" expression not at top level")
	case syntax.HeadQuote:
		if len(e.Args) != 1 {
			fail(e.P, "invalid quote")
		}
		return b.quote(e.Args[0], 1)
	case syntax.HeadDollar:
		fail(e.P, "syntax: \"$\" expression outside quote")
	case headReadVar:
		// A read of a block variable in a quoted method definition
		// (funcDef): the value, or the expression reading its box.
		if id, ok := e.Args[0].(*syntax.Ident); ok && len(e.Args) == 1 {
			if v := b.r.refs[id]; v != nil && v.Boxed() {
				pos := e.P
				getfield := &syntax.Expr{Head: syntax.HeadDotCall, P: pos, Args: []syntax.Node{
					&syntax.Ident{Name: "Core", P: pos}, &syntax.QuoteNode{Value: &syntax.Ident{Name: "getfield", P: pos}, P: pos}}}
				box := &syntax.Expr{Head: syntax.HeadDollar, P: pos, Args: []syntax.Node{&syntax.Expr{Head: headRawVar, P: pos, Args: []syntax.Node{id}}}}
				call := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{getfield, box, &syntax.QuoteNode{Value: &syntax.Ident{Name: "contents", P: pos}, P: pos}}}
				return b.quote(call, 1)
			}
			return b.val(id)
		}
		fail(e.P, "internal error: a block variable read without its name")
	case headRawVar:
		// The Core.Box of a boxed local, interpolated into the quoted
		// definition of a global method that assigns it (funcDef).
		if id, ok := e.Args[0].(*syntax.Ident); ok && len(e.Args) == 1 {
			if v := b.r.refs[id]; v != nil && v.Boxed() {
				return b.rawCapture(v, e.P)
			}
		}
		fail(e.P, "internal error: a boxed variable without its box")
	case syntax.HeadMacro:
		fail(e.P, "syntax: macro definition not allowed inside a local scope")
	case syntax.HeadSplat:
		fail(e.P, "\"...\" expression outside call")
	case syntax.HeadKw, syntax.HeadParameters:
		fail(e.P, "misplaced keyword argument or \";\"")
	case syntax.HeadWhere:
		if l, ok := b.r.whereLets[e]; ok {
			return b.let(l, true)
		}
		fail(e.P, "syntax: invalid variable expression in \"where\"")
	case syntax.HeadSubtype, syntax.HeadSupertype:
		op := string(e.Head)
		args := make([]*ir.Value, len(e.Args))
		for i, a := range e.Args {
			args[i] = b.val(a)
		}
		return b.call(e.P, b.global(op, e.P), args...)
	case syntax.HeadCmdString:
		fail(e.P, "command literals (`...`) are not supported")
	case syntax.HeadIsDefined:
		fail(e.P, "@isdefined is not supported")
	case syntax.HeadOuter:
		fail(e.P, "\"outer\" is only allowed in for loops")
	case "'":
		// x' is (top adjoint)(x), as Julia's julia-syntax.scm lowers it.
		if len(e.Args) != 1 {
			fail(e.P, "invalid \"'\" syntax")
		}
		return b.call(e.P, b.base("adjoint", e.P), b.val(e.Args[0]))
	}
	if isUpdateHead(e.Head) {
		return b.update(e)
	}
	if strings.HasPrefix(string(e.Head), ".") {
		fail(e.P, "broadcasting (dot syntax) is not supported")
	}
	if e.Head == "meta" || e.Head == "loopinfo" {
		// Expr(:meta, …) from a macro (ArgCheck's markers, :inline,
		// :noinline): annotations for Julia's compiler that do nothing
		// when run; the statement's value is nothing.
		return b.unit(e.P, want)
	}
	if e.Head == "escape" && len(e.Args) == 1 {
		// esc(x) outside a macro's result (or escaped twice).
		fail(e.P, "syntax: invalid syntax (escape %s)", unparse(e.Args[0]))
	}
	fail(e.P, "unsupported expression %q", string(e.Head))
	return nil
}

func notInFunction(h syntax.Head) string {
	switch h {
	case syntax.HeadStruct:
		return "\"struct\" expression not at top level"
	case syntax.HeadAbstract, syntax.HeadPrimitive:
		return "type definition not at top level"
	case syntax.HeadUsing:
		return "\"using\" expression not at top level"
	case syntax.HeadImport:
		return "\"import\" expression not at top level"
	case syntax.HeadExport:
		return "\"export\" expression not at top level"
	}
	return "expression not at top level"
}

// unit is the value `nothing` of loops and declarations.
func (b *builder) unit(pos syntax.Pos, want bool) *ir.Value {
	if !want {
		return nil
	}
	return b.nothing(pos)
}

// args lowers call arguments, noting splats.
func (b *builder) args(ns []syntax.Node) ([]*ir.Value, []bool) {
	vals := make([]*ir.Value, 0, len(ns))
	splat := make([]bool, 0, len(ns))
	for _, a := range ns {
		if e, ok := a.(*syntax.Expr); ok && e.Head == syntax.HeadSplat {
			vals = append(vals, b.val(e.Args[0]))
			splat = append(splat, true)
			continue
		}
		if e, ok := a.(*syntax.Expr); ok && (e.Head == syntax.HeadKw || e.Head == syntax.HeadParameters) {
			fail(e.P, "misplaced keyword argument")
		}
		vals = append(vals, b.val(a))
		splat = append(splat, false)
	}
	return vals, splat
}

func isOperatorName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return false
		}
	}
	return true
}

func isDottedOp(name string) bool {
	return len(name) > 1 && name[0] == '.' && isOperatorName(name[1:]) && name != ".." && name != "..."
}

// callExpr lowers (call f args...).
func (b *builder) callExpr(e *syntax.Expr) *ir.Value {
	if len(e.Args) == 0 {
		fail(e.P, "invalid call")
	}
	if id, ok := e.Args[0].(*syntax.Ident); ok && b.r.refs[id] == nil {
		switch id.Name {
		case "ccall":
			return b.ccall(e)
		case "new":
			if b.strct != nil {
				return b.newCall(e, nil)
			}
		case "cglobal", "llvmcall":
			fail(e.P, "`%s` is not supported", id.Name)
		case "eval":
			// Every module's eval(x) is Core.eval(module, x).
			switch len(e.Args) {
			case 2:
				return b.coreCall(e.P, "eval", b.constant(b.l.mod, e.P), b.val(e.Args[1]))
			case 3:
				return b.coreCall(e.P, "eval", b.val(e.Args[1]), b.val(e.Args[2]))
			}
		case "include":
			// Every module's include(path) is Base.include(module, path):
			// run from code (a branch of a top-level if), it evaluates the
			// file in this module, as the statement form does.
			if len(e.Args) == 2 && !isExprHead(e.Args[1], syntax.HeadParameters) {
				return b.baseCall(e.P, "include", b.constant(b.l.mod, e.P), b.val(e.Args[1]))
			}
		}
		if isDottedOp(id.Name) {
			fail(e.P, "broadcasting (dot syntax) is not supported")
		}
		if id.Name == "^" && len(e.Args) == 3 {
			// x^n with a literal integer n is Base.literal_pow(^, x,
			// Val(n)), as Julia lowers it (x^2 is x*x, 2^-1 is 0.5).
			if lit, ok := e.Args[2].(*syntax.Literal); ok && lit.Kind == syntax.LitInt64 {
				pow := b.val(e.Args[0])
				x := b.val(e.Args[1])
				n := b.constant(lit.Value, lit.P)
				val := b.baseCall(e.P, "Val", n)
				return b.baseCall(e.P, "literal_pow", pow, x, val)
			}
		}
	}
	if c, ok := e.Args[0].(*syntax.Expr); ok && c.Head == syntax.HeadCurly && b.strct != nil {
		if id, ok := c.Args[0].(*syntax.Ident); ok && id.Name == "new" && b.r.refs[id] == nil {
			return b.newCall(e, c.Args[1:])
		}
	}
	fn := b.val(e.Args[0])
	return b.callWith(e.P, e.Args[0], fn, e.Args[1:], nil)
}

// callWith lowers a call of fn (written callee) with the syntactic
// arguments args (which may hold keywords and parameters); pre are values
// passed first.
func (b *builder) callWith(pos syntax.Pos, callee syntax.Node, fn *ir.Value, args []syntax.Node, pre []*ir.Value) *ir.Value {
	var kws, params []syntax.Node
	for _, a := range args {
		if e, ok := a.(*syntax.Expr); ok {
			switch e.Head {
			case syntax.HeadKw:
				kws = append(kws, e)
				continue
			case syntax.HeadParameters:
				params = append(params, e.Args...)
				continue
			}
		}
	}
	// Keywords written before the ";" come first, as in the source.
	kws = append(kws, params...)
	checkRepeatedKeywords(pos, callee, kws)
	// The positional arguments and the values of the keywords written
	// among them are evaluated in source order (Julia's issue #9535),
	// then the keywords after the ";".
	vals := append([]*ir.Value{}, pre...)
	splat := make([]bool, len(pre))
	var early map[syntax.Node]*ir.Value
	for _, a := range args {
		if e, ok := a.(*syntax.Expr); ok {
			switch e.Head {
			case syntax.HeadKw:
				if _, ok := e.Args[0].(*syntax.Ident); ok && len(e.Args) == 2 {
					if early == nil {
						early = map[syntax.Node]*ir.Value{}
					}
					early[e] = b.val(e.Args[1])
				}
				continue
			case syntax.HeadParameters:
				continue
			}
		}
		v, s := b.args([]syntax.Node{a})
		vals, splat = append(vals, v...), append(splat, s...)
	}
	if len(kws) == 0 {
		return b.callSplat(pos, fn, vals, splat)
	}
	nt := b.kwargsTuple(pos, kws, early)
	all := append([]*ir.Value{nt, fn}, vals...)
	allSplat := true
	for _, k := range kws {
		if e, ok := k.(*syntax.Expr); !ok || e.Head != syntax.HeadSplat {
			allSplat = false
		}
	}
	if !allSplat {
		return b.callSplat(pos, b.core("kwcall", pos), all, append([]bool{false, false}, splat...))
	}
	// Only splatted keywords (f(args...; kw...)): when they are empty the
	// call is a plain one, so a function without keyword arguments can be
	// called this way (Julia's kwcall-unless-empty in julia-syntax.scm).
	res := b.hidden("#kwsplat")
	join, plain, kwb := b.newBlock(), b.newBlock(), b.newBlock()
	b.branch(b.baseCall(pos, "isempty", nt), plain, kwb, pos)
	b.start(plain, true)
	if r := b.callSplat(pos, fn, vals, splat); b.reachable() {
		b.ssa.write(b.block(), res, r)
		b.jump(join, pos)
	}
	b.start(kwb, true)
	if r := b.callSplat(pos, b.core("kwcall", pos), all, append([]bool{false, false}, splat...)); b.reachable() {
		b.ssa.write(b.block(), res, r)
		b.jump(join, pos)
	}
	if !b.startJoin(join) {
		return b.deadValue(pos, true)
	}
	return b.ssa.read(join, res, pos)
}

// checkRepeatedKeywords rejects a call that names a keyword twice, as
// Julia's lowering does (lower-named-tuple in julia-syntax.scm: every
// explicitly named keyword counts, splatted ones are merged at run time).
func checkRepeatedKeywords(pos syntax.Pos, callee syntax.Node, kws []syntax.Node) {
	seen := map[string]bool{}
	for _, k := range kws {
		name := ""
		switch x := k.(type) {
		case *syntax.Expr:
			if x.Head == syntax.HeadKw || x.Head == syntax.HeadAssign {
				if id, ok := x.Args[0].(*syntax.Ident); ok {
					name = id.Name
				}
			}
		}
		if name == "" {
			continue
		}
		if seen[name] {
			fail(pos, "syntax: keyword argument \"%s\" repeated in call to \"%s\"", name, unparse(callee))
		}
		seen[name] = true
	}
}

// kwargsTuple builds the NamedTuple of a keyword call; early holds the
// values of keywords already evaluated.
func (b *builder) kwargsTuple(pos syntax.Pos, kws []syntax.Node, early map[syntax.Node]*ir.Value) *ir.Value {
	var names []string
	var vals []*ir.Value
	var nt *ir.Value
	flush := func() {
		if len(names) == 0 && nt != nil {
			return
		}
		t := b.namedTuple(pos, names, vals)
		if nt == nil {
			nt = t
		} else {
			nt = b.baseCall(pos, "merge", nt, t)
		}
		names, vals = nil, nil
	}
	for _, k := range kws {
		switch x := k.(type) {
		case *syntax.Ident:
			names = append(names, x.Name)
			vals = append(vals, b.readName(x))
			continue
		case *syntax.Expr:
			switch x.Head {
			case syntax.HeadKw, syntax.HeadAssign:
				if id, ok := x.Args[0].(*syntax.Ident); ok {
					names = append(names, id.Name)
					if v, ok := early[x]; ok {
						vals = append(vals, v)
					} else {
						vals = append(vals, b.val(x.Args[1]))
					}
					continue
				}
			case syntax.HeadSplat:
				flush()
				nt = b.baseCall(x.P, "merge", nt, b.val(x.Args[0]))
				continue
			case syntax.HeadCall:
				// f(; :width => 2): a pair whose key is the keyword's
				// name, computed at run time (Julia merges it in).
				if id, ok := x.Args[0].(*syntax.Ident); ok && id.Name == "=>" && len(x.Args) == 3 {
					flush()
					p := b.val(x)
					nt = b.baseCall(x.P, "merge", nt, b.coreCall(x.P, "tuple", p))
					continue
				}
			case syntax.HeadDotCall:
				// f(; a.b) passes b = a.b
				if q, ok := x.Args[1].(*syntax.QuoteNode); ok {
					if id, ok := q.Value.(*syntax.Ident); ok {
						names = append(names, id.Name)
						vals = append(vals, b.val(x))
						continue
					}
				}
			}
		}
		fail(k.Pos(), "invalid keyword argument syntax")
	}
	flush()
	return nt
}

// namedTuple emits Core._namedtuple((:a, :b), va, vb).
func (b *builder) namedTuple(pos syntax.Pos, names []string, vals []*ir.Value) *ir.Value {
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			fail(pos, "syntax: field name \"%s\" repeated in named tuple", n)
		}
		seen[n] = true
	}
	args := append([]*ir.Value{b.constant(symTuple(names), pos)}, vals...)
	return b.coreCall(pos, "_namedtuple", args...)
}

// symTuple is the constant tuple of symbols (:a, :b).
func symTuple(names []string) *types.TupleValue {
	ts := make([]types.Type, len(names))
	elems := make([]any, len(names))
	for i, n := range names {
		ts[i] = types.SymbolT
		elems[i] = types.Symbol(n)
	}
	return &types.TupleValue{Type: types.Tuple(ts...), Elems: elems}
}

// tuple lowers (a, b), named tuples (a=1, b=2) and (; a, b).
func (b *builder) tuple(e *syntax.Expr) *ir.Value {
	named := false
	for _, a := range e.Args {
		if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadAssign || x.Head == syntax.HeadParameters || x.Head == syntax.HeadKw) {
			named = true
		}
	}
	if !named {
		args, splat := b.args(e.Args)
		return b.callSplat(e.P, b.core("tuple", e.P), args, splat)
	}
	if len(e.Args) > 1 {
		if x, ok := e.Args[0].(*syntax.Expr); ok && x.Head == syntax.HeadParameters {
			// (1, 2; a=3), (a; b; c,d): elements before a ";" (Julia's
			// julia-syntax.scm, expand-forms of tuple)
			fail(e.P, "syntax: unexpected semicolon in tuple")
		}
	}
	var kws []syntax.Node
	for _, a := range e.Args {
		x, ok := a.(*syntax.Expr)
		switch {
		case ok && x.Head == syntax.HeadParameters:
			kws = append(kws, x.Args...)
		case ok && (x.Head == syntax.HeadAssign || x.Head == syntax.HeadKw):
			kws = append(kws, x)
		case ok && x.Head == syntax.HeadSplat:
			// (a=0, d..., x=4): the splatted pairs or named tuple are
			// merged in at their place (Julia's julia-syntax.scm)
			kws = append(kws, x)
		default:
			fail(a.Pos(), "invalid named tuple element")
		}
	}
	if len(kws) == 0 {
		return b.namedTuple(e.P, nil, nil)
	}
	return b.kwargsTuple(e.P, kws, nil)
}

// refExpr lowers a[i, j] → Base.getindex(a, i, j).
func (b *builder) refExpr(e *syntax.Expr) *ir.Value {
	obj := b.val(e.Args[0])
	idx, splat := b.indexes(obj, e.Args[1:])
	return b.callSplat(e.P, b.base("getindex", e.P), append([]*ir.Value{obj}, idx...), append([]bool{false}, splat...))
}

// indexes lowers index expressions, where `end` and `begin` refer to obj.
func (b *builder) indexes(obj *ir.Value, ns []syntax.Node) ([]*ir.Value, []bool) {
	vals := make([]*ir.Value, len(ns))
	splat := make([]bool, len(ns))
	for i, a := range ns {
		b.ends = append(b.ends, endCtx{obj: obj, dim: i, ndim: len(ns)})
		if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadSplat {
			vals[i] = b.val(x.Args[0])
			splat[i] = true
		} else if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadKw || x.Head == syntax.HeadParameters) {
			fail(x.P, "unexpected keyword argument in indexing")
		} else {
			vals[i] = b.val(a)
		}
		b.ends = b.ends[:len(b.ends)-1]
	}
	return vals, splat
}

// vcat lowers [a; b] and [a b; c d] (typed when t is non-nil).
func (b *builder) vcat(e *syntax.Expr, t *ir.Value) *ir.Value {
	rows := false
	for _, a := range e.Args {
		if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadRow {
			rows = true
		}
	}
	pre := []*ir.Value{}
	if t != nil {
		pre = append(pre, t)
	}
	if !rows {
		args, splat := b.args(e.Args)
		name := "vcat"
		if t != nil {
			name = "typed_vcat"
		}
		return b.callSplat(e.P, b.base(name, e.P), append(pre, args...), append(make([]bool, len(pre)), splat...))
	}
	// A row with a splat ([t...; 3 4]) has a length known only at run
	// time: each row becomes a tuple and Base.hvcat_rows counts them, as
	// Julia's lowering does.
	hasSplat := false
	for _, a := range e.Args {
		row := []syntax.Node{a}
		if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadRow {
			row = x.Args
		}
		for _, r := range row {
			if x, ok := r.(*syntax.Expr); ok && x.Head == syntax.HeadSplat {
				hasSplat = true
			}
		}
	}
	if hasSplat {
		tups := []*ir.Value{}
		for _, a := range e.Args {
			row := []syntax.Node{a}
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadRow {
				row = x.Args
			}
			args, splat := b.args(row)
			tups = append(tups, b.callSplat(a.Pos(), b.core("tuple", a.Pos()), args, splat))
		}
		name := "hvcat_rows"
		if t != nil {
			name = "typed_hvcat_rows"
		}
		all := append(pre, tups...)
		return b.callSplat(e.P, b.base(name, e.P), all, make([]bool, len(all)))
	}
	var lens []*ir.Value
	var elems []syntax.Node
	for _, a := range e.Args {
		if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadRow {
			lens = append(lens, b.constant(int64(len(x.Args)), x.P))
			elems = append(elems, x.Args...)
		} else {
			lens = append(lens, b.constant(int64(1), a.Pos()))
			elems = append(elems, a)
		}
	}
	shape := b.coreCall(e.P, "tuple", lens...)
	args, splat := b.args(elems)
	name := "hvcat"
	if t != nil {
		name = "typed_hvcat"
	}
	all := append(append(pre, shape), args...)
	return b.callSplat(e.P, b.base(name, e.P), all, append(make([]bool, len(pre)+1), splat...))
}

// ncat lowers an n-dimensional array literal, (ncat d parts...) or (nrow
// d parts...), to Base._ncat(d, parts...): the parts concatenated along
// dimension d (Julia's hvncat), each (nrow k ...) part lowered the same
// way and each (row ...) part an hcat, so [1 2; 3 4;;; 5 6; 7 8] is
// _ncat(3, _ncat(1, hcat(1, 2), hcat(3, 4)), _ncat(1, hcat(5, 6), hcat(7, 8))).
func (b *builder) ncat(e *syntax.Expr) *ir.Value {
	lit, ok := e.Args[0].(*syntax.Literal)
	d, ok2 := int64(0), false
	if ok {
		d, ok2 = lit.Value.(int64)
	}
	if !ok2 || d < 1 {
		fail(e.P, "invalid n-dimensional array literal")
	}
	vals := []*ir.Value{b.constant(d, e.P)}
	splat := []bool{false}
	for _, a := range e.Args[1:] {
		if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadNrow || x.Head == syntax.HeadRow) {
			if x.Head == syntax.HeadNrow {
				vals = append(vals, b.ncat(x))
			} else {
				args, sp := b.args(x.Args)
				vals = append(vals, b.callSplat(x.P, b.base("hcat", x.P), args, sp))
			}
			splat = append(splat, false)
			continue
		}
		args, sp := b.args([]syntax.Node{a})
		vals = append(vals, args...)
		splat = append(splat, sp...)
	}
	return b.callSplat(e.P, b.base("_ncat", e.P), vals, splat)
}

// ccall lowers ccall(:name, R, (A, B), x, y) →
// Core.ccall(:name, R, Core.tuple(A, B), x, y).
func (b *builder) ccall(e *syntax.Expr) *ir.Value {
	return b.ccallWith(e, -1)
}

// ccallWith lowers a ccall; fixed >= 0 says that the C function is
// variadic after that many arguments (@ccall's `f(a::A; b::B)`).
func (b *builder) ccallWith(e *syntax.Expr, fixed int) *ir.Value {
	if len(e.Args) < 4 {
		fail(e.P, "ccall: expected at least 3 arguments (function, return type, argument types)")
	}
	if id, ok := e.Args[2].(*syntax.Ident); ok && ccallConventions[id.Name] && len(e.Args) >= 5 {
		// ccall(f, cconv, R, (A...), args...): Julia's calling conventions
		// other than llvmcall are all the C one on x86-64 and AArch64.
		if id.Name == "llvmcall" {
			// A call of an LLVM intrinsic (SwissDict's `ccall("llvm.prefetch",
			// llvmcall, …)`): defining the method works, calling it throws.
			msg := "ccall: the llvmcall calling convention (calling an LLVM intrinsic) is not supported"
			b.throw(e.P, b.baseCall(e.P, "ErrorException", b.constant(msg, e.P)))
			return b.unit(e.P, true)
		}
		args := append([]syntax.Node{e.Args[0], e.Args[1]}, e.Args[3:]...)
		e = &syntax.Expr{Head: e.Head, Args: args, P: e.P}
	}
	name := b.val(e.Args[1])
	ret := b.val(e.Args[2])
	tt, ok := e.Args[3].(*syntax.Expr)
	if !ok || tt.Head != syntax.HeadTuple {
		fail(e.Args[3].Pos(), "ccall: argument types must be a tuple literal")
	}
	elems := tt.Args
	variadic := fixed
	if n := len(elems); n > 0 && fixed < 0 {
		if sp, ok := elems[n-1].(*syntax.Expr); ok && sp.Head == syntax.HeadSplat && len(sp.Args) == 1 {
			// (A, T...): a C variadic function whose arguments after
			// the fixed ones are each passed as a T (Julia's ccall).
			variadic = n - 1
			extra := len(e.Args) - 4 - variadic
			if extra < 0 {
				fail(e.P, "ccall: wrong number of arguments to C function (expected at least %d, got %d)", variadic, len(e.Args)-4)
			}
			elems = append([]syntax.Node(nil), elems[:variadic]...)
			for i := 0; i < extra; i++ {
				elems = append(elems, sp.Args[0])
			}
		}
	}
	ats := make([]*ir.Value, len(elems))
	for i, a := range elems {
		ats[i] = b.val(a)
	}
	typeVals := ats
	if variadic >= 0 {
		// the marker codegen reads: the C function's type is variadic
		// after the fixed arguments before it
		typeVals = append(append(append([]*ir.Value(nil), ats[:variadic]...), b.sym(ir.CcallVariadicMarker, tt.P)), ats[variadic:]...)
	}
	argTypes := b.coreCall(tt.P, "tuple", typeVals...)
	rest, splat := b.args(e.Args[4:])
	if variadic >= 0 {
		for _, sp := range splat {
			if sp {
				fail(e.P, "ccall: splatting arguments into a variadic C function is not supported")
			}
		}
	}
	if len(rest) != len(ats) {
		fail(e.P, "ccall: wrong number of arguments to C function (expected %d, got %d)", len(ats), len(rest))
	}
	for i := range rest {
		if !splat[i] {
			// Base.cconvert(T, x), as Julia lowers ccall arguments.
			rest[i] = b.baseCall(e.Args[4+i].Pos(), "cconvert", ats[i], rest[i])
		}
	}
	if q, ok := e.Args[1].(*syntax.QuoteNode); ok {
		if id, ok := q.Value.(*syntax.Ident); ok && juliaArrayCcalls[id.Name] {
			// Julia's runtime array functions (src/array.c), which
			// packages call directly: Base._jl_array_grow_end(a, n), …
			return b.callSplat(e.P, b.base("_"+id.Name, e.P), rest, splat)
		}
	}
	all := append([]*ir.Value{name, ret, argTypes}, rest...)
	return b.callSplat(e.P, b.core("ccall", e.P), all, append([]bool{false, false, false}, splat...))
}

// ccallConventions are the calling conventions ccall takes after the
// function (Julia's cdecl, stdcall, fastcall, thiscall and llvmcall).
var ccallConventions = map[string]bool{
	"cdecl": true, "stdcall": true, "fastcall": true, "thiscall": true, "llvmcall": true,
}

// juliaArrayCcalls are the functions of Julia's runtime (on arrays, and
// jl_getpagesize) that packages ccall (OrderedCollections: `ccall(:jl_array_grow_end, Cvoid,
// (Any, UInt), a, 1)`); Kiln's Base implements each as _NAME on its own
// arrays (base/array.jl).
var juliaArrayCcalls = map[string]bool{
	"jl_array_grow_end": true, "jl_array_del_end": true,
	"jl_array_grow_beg": true, "jl_array_del_beg": true,
	"jl_array_grow_at": true, "jl_array_del_at": true,
	"jl_arrayunset": true, "jl_array_sizehint": true,
	"jl_getpagesize": true,
}

// newCall lowers new(args...) / new{P...}(args...) in an inner constructor.
func (b *builder) newCall(e *syntax.Expr, params []syntax.Node) *ir.Value {
	var t *ir.Value
	st := b.global(b.strct.name, e.P)
	switch {
	case params != nil:
		ps := make([]*ir.Value, len(params))
		for i, p := range params {
			ps[i] = b.val(p)
		}
		t = b.coreCall(e.P, "apply_type", append([]*ir.Value{st}, ps...)...)
	case len(b.strct.params) > 0:
		// new(...) in P{T}(...) where T: the parameters are the
		// constructor's own curly parameters, by position, as Julia's
		// lowering has them (T24Linear{T,N,d}() where {T,N,d} = new()
		// in a struct T24Linear{T,N,dims}); else the constructor's
		// static parameters of the struct's parameter names.
		ps := make([]*ir.Value, len(b.strct.params))
		names := b.strct.params
		if len(b.ctorCurly) == len(names) {
			names = make([]string, len(b.ctorCurly))
			for i, c := range b.ctorCurly {
				if id, ok := c.(*syntax.Ident); ok {
					names[i] = id.Name
				} else {
					names = b.strct.params
					break
				}
			}
		}
		for i, p := range names {
			for _, sv := range b.fn.sparamVars {
				if sv.Name == p {
					ps[i] = b.readVar(sv, e.P)
				}
			}
			if ps[i] == nil {
				fail(e.P, "too few type parameters specified in \"new{...}\"")
			}
		}
		t = b.coreCall(e.P, "apply_type", append([]*ir.Value{st}, ps...)...)
	default:
		t = st
	}
	args, splat := b.args(e.Args[1:])
	hasSplat := false
	for _, sp := range splat {
		hasSplat = hasSplat || sp
	}
	if !hasSplat {
		// new converts each argument to its field's declared type, as
		// Julia's does: new{Float64}(1) stores 1.0.
		for i, a := range args {
			ft := b.coreCall(e.P, "fieldtype", t, b.constant(int64(i+1), e.P))
			args[i] = b.baseCall(e.P, "convert", ft, a)
		}
	}
	return b.callSplat(e.P, b.core("new", e.P), append([]*ir.Value{t}, args...), append([]bool{false}, splat...))
}

// ---- assignment ----

func (b *builder) assign(e *syntax.Expr, want bool) *ir.Value {
	lhs, rhs := e.Args[0], e.Args[1]
	if isFunctionDefLHS(lhs) {
		return b.funcDef(e, lhs, rhs, want)
	}
	switch t := lhs.(type) {
	case *syntax.Ident:
		v := b.val(rhs)
		b.assignName(t, v, e.P)
		return v
	case *syntax.Expr:
		switch t.Head {
		case syntax.HeadTuple:
			return b.destructure(t, rhs, e.P, want)
		case syntax.HeadRef:
			obj := b.val(t.Args[0])
			idx, splat := b.indexes(obj, t.Args[1:])
			v := b.val(rhs)
			all := append([]*ir.Value{obj, v}, idx...)
			b.callSplat(e.P, b.base("setindex!", e.P), all, append([]bool{false, false}, splat...))
			return v
		case syntax.HeadDotCall:
			if q, ok := t.Args[1].(*syntax.QuoteNode); ok {
				if id, ok := q.Value.(*syntax.Ident); ok {
					obj := b.val(t.Args[0])
					v := b.val(rhs)
					b.baseCall(e.P, "setproperty!", obj, b.sym(id.Name, q.P), v)
					return v
				}
			}
			fail(t.P, "broadcasting (dot syntax) is not supported")
		case syntax.HeadDecl:
			if id, ok := t.Args[0].(*syntax.Ident); ok && len(t.Args) == 2 {
				if b.r.refs[id] == nil {
					fail(t.P, "typed global variables (x::T = v) are not supported yet")
				}
				v := b.val(rhs)
				b.assignName(id, v, e.P)
				return v
			}
		case syntax.HeadCurly:
			fail(t.P, "invalid assignment location")
		}
	}
	fail(lhs.Pos(), "invalid assignment location")
	return nil
}

// assignTo assigns an already computed value to a target (an identifier,
// a destructuring tuple, an indexed or field location).
func (b *builder) assignTo(target syntax.Node, v *ir.Value, pos syntax.Pos) {
	switch t := target.(type) {
	case *syntax.Ident:
		b.assignName(t, v, pos)
		return
	case *syntax.Expr:
		switch t.Head {
		case syntax.HeadTuple:
			b.destructureValue(t, v, pos)
			return
		case syntax.HeadDecl:
			if id, ok := t.Args[0].(*syntax.Ident); ok && b.r.refs[id] != nil {
				b.assignName(id, v, pos)
				return
			}
		case syntax.HeadRef:
			obj := b.val(t.Args[0])
			idx, splat := b.indexes(obj, t.Args[1:])
			all := append([]*ir.Value{obj, v}, idx...)
			b.callSplat(pos, b.base("setindex!", pos), all, append([]bool{false, false}, splat...))
			return
		case syntax.HeadDotCall:
			if q, ok := t.Args[1].(*syntax.QuoteNode); ok {
				if id, ok := q.Value.(*syntax.Ident); ok {
					obj := b.val(t.Args[0])
					b.baseCall(pos, "setproperty!", obj, b.sym(id.Name, q.P), v)
					return
				}
			}
		case syntax.HeadOuter:
			b.assignTo(t.Args[0], v, pos)
			return
		}
	}
	fail(target.Pos(), "invalid assignment location")
}

// destructure lowers (a, b) = rhs. With a tuple literal on the right of
// the same length, the elements are evaluated first and then assigned
// (a, b = b, a swaps).
func (b *builder) destructure(lhs *syntax.Expr, rhs syntax.Node, pos syntax.Pos, want bool) *ir.Value {
	if r, ok := rhs.(*syntax.Expr); ok && r.Head == syntax.HeadTuple && len(r.Args) == len(lhs.Args) && simpleTuple(r) && simpleTargets(lhs) {
		vals := make([]*ir.Value, len(r.Args))
		for i, a := range r.Args {
			vals[i] = b.val(a)
		}
		for i, t := range lhs.Args {
			b.assignTo(t, vals[i], pos)
		}
		if !want {
			return nil
		}
		return b.coreCall(r.P, "tuple", vals...)
	}
	v := b.val(rhs)
	b.destructureValue(lhs, v, pos)
	return v
}

func simpleTuple(e *syntax.Expr) bool {
	for _, a := range e.Args {
		if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadSplat || x.Head == syntax.HeadAssign || x.Head == syntax.HeadParameters || x.Head == syntax.HeadKw) {
			return false
		}
	}
	return true
}

func simpleTargets(e *syntax.Expr) bool {
	for _, a := range e.Args {
		if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadSplat || x.Head == syntax.HeadParameters) {
			return false
		}
	}
	return true
}

// destructureValue assigns the elements of v to the targets of lhs with
// Base.indexed_iterate, as Julia does; `rest...` takes Base.rest(v, st);
// (; a, b) = v reads properties.
func (b *builder) destructureValue(lhs *syntax.Expr, v *ir.Value, pos syntax.Pos) {
	if len(lhs.Args) == 1 {
		if p, ok := lhs.Args[0].(*syntax.Expr); ok && p.Head == syntax.HeadParameters {
			for _, a := range p.Args {
				id, ok := a.(*syntax.Ident)
				if !ok {
					fail(a.Pos(), "invalid assignment location")
				}
				b.assignName(id, b.baseCall(pos, "getproperty", v, b.sym(id.Name, id.P)), pos)
			}
			return
		}
	}
	var st *ir.Value
	for i, t := range lhs.Args {
		if x, ok := t.(*syntax.Expr); ok && x.Head == syntax.HeadSplat {
			if i != len(lhs.Args)-1 {
				// a, b..., c = v: Base.split_rest gives the middle and
				// a collection of the last n, assigned in turn.
				n := len(lhs.Args) - 1 - i
				for _, t2 := range lhs.Args[i+1:] {
					if y, ok := t2.(*syntax.Expr); ok && y.Head == syntax.HeadSplat {
						fail(y.P, "multiple \"...\" on lhs of assignment")
					}
				}
				var sr *ir.Value
				if st == nil {
					sr = b.baseCall(pos, "split_rest", v, b.constant(int64(n), pos))
				} else {
					sr = b.baseCall(pos, "split_rest", v, b.constant(int64(n), pos), st)
				}
				b.assignTo(x.Args[0], b.baseCall(pos, "getindex", sr, b.constant(int64(1), pos)), pos)
				tail := b.baseCall(pos, "getindex", sr, b.constant(int64(2), pos))
				b.destructureValue(&syntax.Expr{Head: lhs.Head, Args: lhs.Args[i+1:], P: lhs.P}, tail, pos)
				return
			}
			var rest *ir.Value
			if st == nil {
				rest = b.baseCall(pos, "rest", v)
			} else {
				rest = b.baseCall(pos, "rest", v, st)
			}
			b.assignTo(x.Args[0], rest, pos)
			return
		}
		idx := b.constant(int64(i+1), pos)
		var r *ir.Value
		if st == nil {
			r = b.baseCall(pos, "indexed_iterate", v, idx)
		} else {
			r = b.baseCall(pos, "indexed_iterate", v, idx, st)
		}
		elem := b.coreCall(pos, "getfield", r, b.constant(int64(1), pos))
		if i < len(lhs.Args)-1 {
			st = b.coreCall(pos, "getfield", r, b.constant(int64(2), pos))
		}
		b.assignTo(t, elem, pos)
	}
}

// update lowers x op= v, evaluating the location's parts once.
func (b *builder) update(e *syntax.Expr) *ir.Value {
	op := updateOp(e.Head)
	if strings.HasPrefix(op, ".") {
		fail(e.P, "broadcasting (dot syntax) is not supported")
	}
	opv := func() *ir.Value { return b.global(op, e.P) }
	if op == "⊻" {
		opv = func() *ir.Value { return b.global("xor", e.P) }
	}
	if f, ok := b.l.fastUpdate[e]; ok {
		opv = func() *ir.Value { return b.val(fastName(f, e.P)) }
	}
	switch t := e.Args[0].(type) {
	case *syntax.Ident:
		old := b.readName(t)
		nv := b.call(e.P, opv(), old, b.val(e.Args[1]))
		b.assignName(t, nv, e.P)
		return nv
	case *syntax.Expr:
		switch t.Head {
		case syntax.HeadRef:
			obj := b.val(t.Args[0])
			idx, splat := b.indexes(obj, t.Args[1:])
			old := b.callSplat(t.P, b.base("getindex", t.P), append([]*ir.Value{obj}, idx...), append([]bool{false}, splat...))
			nv := b.call(e.P, opv(), old, b.val(e.Args[1]))
			b.callSplat(e.P, b.base("setindex!", e.P), append([]*ir.Value{obj, nv}, idx...), append([]bool{false, false}, splat...))
			return nv
		case syntax.HeadDotCall:
			if q, ok := t.Args[1].(*syntax.QuoteNode); ok {
				obj := b.val(t.Args[0])
				name := b.sym(q.Value.(*syntax.Ident).Name, q.P)
				old := b.baseCall(t.P, "getproperty", obj, name)
				nv := b.call(e.P, opv(), old, b.val(e.Args[1]))
				b.baseCall(e.P, "setproperty!", obj, name, nv)
				return nv
			}
		case syntax.HeadDecl:
			if id, ok := t.Args[0].(*syntax.Ident); ok {
				old := b.coreCall(t.P, "typeassert", b.readName(id), b.val(t.Args[1]))
				nv := b.call(e.P, opv(), old, b.val(e.Args[1]))
				b.assignName(id, nv, e.P)
				return nv
			}
		case syntax.HeadTuple:
			// (a, b) += x  →  (a, b) = (a, b) + x
			old := b.val(t)
			nv := b.call(e.P, opv(), old, b.val(e.Args[1]))
			b.destructureValue(t, nv, e.P)
			return nv
		}
	}
	fail(e.Args[0].Pos(), "invalid assignment location")
	return nil
}

// ---- declarations ----

func (b *builder) local(e *syntax.Expr, want bool) *ir.Value {
	var last *ir.Value
	for _, a := range e.Args {
		x, ok := a.(*syntax.Expr)
		if ok && x.Head == syntax.HeadAssign {
			last = b.assign(x, true)
		}
	}
	if last != nil && want {
		return last
	}
	return b.unit(e.P, want)
}

func (b *builder) globalDecl(e *syntax.Expr, want bool) *ir.Value {
	var last *ir.Value
	for _, a := range e.Args {
		x, ok := a.(*syntax.Expr)
		if !ok {
			continue
		}
		switch x.Head {
		case syntax.HeadAssign:
			if d, ok := x.Args[0].(*syntax.Expr); ok && d.Head == syntax.HeadDecl {
				fail(d.P, "typed global variables (global x::T) are not supported yet")
			}
			if isFunctionDefLHS(x.Args[0]) {
				b.globalMethodDef(x)
				last = nil
				continue
			}
			last = b.val(x.Args[1])
			for _, nm := range lhsIdents(x.Args[0]) {
				if b.r.refs[nm] != nil {
					fail(nm.P, "internal error: global `%s` resolved as local", nm.Name)
				}
			}
			b.assignTo(x.Args[0], last, x.P)
		case syntax.HeadDecl:
			fail(x.P, "typed global variables (global x::T) are not supported yet")
		default:
			if isGlobalFunction(x) {
				// global function f(x) … end
				b.globalMethodDef(x)
				last = nil
				continue
			}
			if isUpdateHead(x.Head) && len(x.Args) == 2 {
				// global s += x: s is declared global in this scope, the
				// update itself lowers as usual.
				last = b.expr(x, true)
				continue
			}
			fail(x.P, "invalid global declaration")
		}
	}
	if last != nil && want {
		return last
	}
	return b.unit(e.P, want)
}

// globalMethodDef lowers `global f(x) = …` or `global function f(x) … end`
// in top-level code: evaluated when reached.
func (b *builder) globalMethodDef(x *syntax.Expr) {
	if !b.toplevel {
		fail(x.P, "%s", globalDefInFunction(x.P))
	}
	if !b.evalDef(x) {
		b.emit(ir.OpToplevel, x.P, syntax.Node(x))
	}
}

func (b *builder) constDecl(e *syntax.Expr, want bool) *ir.Value {
	if len(e.Args) != 1 {
		fail(e.P, "invalid const declaration")
	}
	if g, ok := constGlobal(e); ok {
		e = &syntax.Expr{Head: syntax.HeadConst, Args: []syntax.Node{g}, P: e.P}
	}
	x, ok := e.Args[0].(*syntax.Expr)
	if !ok || x.Head != syntax.HeadAssign {
		fail(e.P, "expected assignment after \"const\"")
	}
	if !b.toplevel {
		fail(e.P, "unsupported `const` declaration on local variable")
	}
	targets := lhsIdents(x.Args[0])
	for _, id := range targets {
		if b.r.refs[id] != nil {
			fail(e.P, "unsupported `const` declaration on local variable")
		}
	}
	id, ok := x.Args[0].(*syntax.Ident)
	if !ok {
		fail(x.Args[0].Pos(), "const declarations of several variables are not supported")
	}
	v := b.val(x.Args[1])
	s := b.emit(ir.OpSetGlobal, e.P, ir.GlobalRef{Module: b.l.mod, Name: id.Name}, v)
	s.Flags |= ir.FlagConst
	if want {
		return v
	}
	return nil
}

func lhsIdents(n syntax.Node) []*syntax.Ident {
	switch t := n.(type) {
	case *syntax.Ident:
		return []*syntax.Ident{t}
	case *syntax.Expr:
		switch t.Head {
		case syntax.HeadTuple, syntax.HeadParameters:
			var out []*syntax.Ident
			for _, a := range t.Args {
				out = append(out, lhsIdents(a)...)
			}
			return out
		case syntax.HeadDecl:
			if len(t.Args) == 2 {
				return lhsIdents(t.Args[0])
			}
		case syntax.HeadSplat:
			return lhsIdents(t.Args[0])
		}
	}
	return nil
}

var _ = math.MaxInt64

// isLabelStmt reports whether n is a @label statement.
func isLabelStmt(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	return ok && e.Head == syntax.HeadMacrocall && macroName(e) == "@label"
}
