package lower

import (
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// cond lowers n as a branch condition: control goes to t when it is
// true, to f otherwise. && and || become control flow.
func (b *builder) cond(n syntax.Node, t, f *ir.Block) {
	if e, ok := n.(*syntax.Expr); ok {
		switch e.Head {
		case syntax.HeadAnd:
			for _, a := range e.Args[:len(e.Args)-1] {
				mid := b.newBlock()
				b.cond(a, mid, f)
				b.start(mid, true)
			}
			b.cond(e.Args[len(e.Args)-1], t, f)
			return
		case syntax.HeadOr:
			for _, a := range e.Args[:len(e.Args)-1] {
				mid := b.newBlock()
				b.cond(a, t, mid)
				b.start(mid, true)
			}
			b.cond(e.Args[len(e.Args)-1], t, f)
			return
		case syntax.HeadBlock:
			if len(e.Args) > 0 {
				b.seq(e.Args[:len(e.Args)-1], false, e.P)
				if !b.reachable() {
					return
				}
				b.cond(e.Args[len(e.Args)-1], t, f)
				return
			}
		case syntax.HeadComparison:
			b.comparisonCond(e, t, f)
			return
		case syntax.HeadCall:
			if b.narrowingCond(e, t, f) {
				return
			}
		}
	}
	c := b.val(n)
	b.branch(c, t, f, n.Pos())
}

// narrowing describes a condition that tells something about the type of
// a local variable: x isa T, x === nothing (or missing), x !== nothing,
// isnothing(x), and their negations with !.
type narrowing struct {
	v      *Var
	x      syntax.Node // the variable's occurrence
	other  syntax.Node // T, or the singleton compared with
	isa    bool        // x isa T (else x === other)
	negate bool        // the condition is true when the test fails
}

// narrowingOf recognizes a narrowing condition on a local variable held
// in SSA form (a boxed, captured or try-block variable is left alone: its
// value may change behind the branch).
func (b *builder) narrowingOf(e *syntax.Expr) (narrowing, bool) {
	if len(e.Args) == 0 {
		return narrowing{}, false
	}
	op, ok := e.Args[0].(*syntax.Ident)
	if !ok || b.r.refs[op] != nil {
		return narrowing{}, false
	}
	local := func(n syntax.Node) *Var {
		if a, ok := n.(*syntax.Expr); ok && a.Head == syntax.HeadAssign && len(a.Args) == 2 {
			// (y = next(x)) !== nothing narrows y.
			n = a.Args[0]
		}
		id, ok := n.(*syntax.Ident)
		if !ok {
			return nil
		}
		v := b.r.refs[id]
		if v == nil || b.storageOf(v) != stSSA || v.Kind == varHidden {
			return nil
		}
		return v
	}
	singleton := func(n syntax.Node) bool {
		id, ok := n.(*syntax.Ident)
		return ok && b.r.refs[id] == nil && (id.Name == "nothing" || id.Name == "missing")
	}
	switch {
	case op.Name == "!" && len(e.Args) == 2:
		if inner, ok := e.Args[1].(*syntax.Expr); ok && inner.Head == syntax.HeadCall {
			if nw, ok := b.narrowingOf(inner); ok {
				nw.negate = !nw.negate
				return nw, true
			}
		}
	case op.Name == "isa" && len(e.Args) == 3:
		if v := local(e.Args[1]); v != nil {
			return narrowing{v: v, x: e.Args[1], other: e.Args[2], isa: true}, true
		}
	case (op.Name == "===" || op.Name == "!==") && len(e.Args) == 3:
		x, y := e.Args[1], e.Args[2]
		if singleton(x) {
			x, y = y, x
		}
		if v := local(x); v != nil && singleton(y) {
			return narrowing{v: v, x: x, other: y, negate: op.Name == "!=="}, true
		}
	case (op.Name == "isnothing" || op.Name == "ismissing") && len(e.Args) == 2:
		if v := local(e.Args[1]); v != nil {
			name := "nothing"
			if op.Name == "ismissing" {
				name = "missing"
			}
			return narrowing{v: v, x: e.Args[1], other: &syntax.Ident{Name: name, P: op.P}}, true
		}
	}
	return narrowing{}, false
}

// narrowingCond lowers a narrowing condition (narrowingOf) as Julia's
// inference reads it: on each side of the branch the variable is
// rebound to a π of itself, narrowed to the type the test proves there
// (x isa T: T, and the variable's type without T on the other side), so
// that `if x === nothing; return; end; x + 1` calls + on an Int64, not
// on a Union.
func (b *builder) narrowingCond(e *syntax.Expr, t, f *ir.Block) bool {
	nw, ok := b.narrowingOf(e)
	if !ok {
		return false
	}
	pos := e.P
	xv := b.val(nw.x)
	ov := b.val(nw.other)
	if !b.reachable() {
		return true
	}
	// The narrowed type: a constant, or a value (the π's second
	// argument) that inference knows as a constant in ordinary code.
	var c, tv *ir.Value
	var ty any
	if nw.isa {
		c = b.coreCall(pos, "isa", xv, ov)
		tv = ov
	} else {
		c = b.coreCall(pos, "===", xv, ov)
		if id := nw.other.(*syntax.Ident); id.Name == "nothing" {
			ty = types.Nothing
		} else {
			tv = b.coreCall(pos, "typeof", ov)
		}
	}
	pi := func(not bool) *ir.Value {
		args := []*ir.Value{xv}
		if tv != nil {
			args = append(args, tv)
		}
		p := b.emit(ir.OpPi, pos, &ir.PiInfo{Type: ty, Singleton: not && !nw.isa}, args...)
		if not {
			p.Flags |= ir.FlagNot
		}
		return p
	}
	yes, no := t, f
	if nw.negate {
		yes, no = f, t
	}
	tb, fb := b.newBlock(), b.newBlock()
	b.branch(c, tb, fb, pos)
	b.start(tb, true)
	b.ssa.write(tb, nw.v, pi(false))
	b.jump(yes, pos)
	b.start(fb, true)
	b.ssa.write(fb, nw.v, pi(true))
	b.jump(no, pos)
	return true
}

// ifExpr lowers if/elseif/else and a ? b : c.
func (b *builder) ifExpr(e *syntax.Expr, want bool) *ir.Value {
	var res *Var
	if want {
		res = b.hidden("#if")
	}
	join := b.newBlock()
	b.ifChain(e, res, join)
	if !b.startJoin(join) {
		return b.deadValue(e.P, want)
	}
	if want {
		return b.ssa.read(join, res, e.P)
	}
	return nil
}

func (b *builder) ifChain(e *syntax.Expr, res *Var, join *ir.Block) {
	thenB, elseB := b.newBlock(), b.newBlock()
	b.cond(e.Args[0], thenB, elseB)
	b.start(thenB, true)
	v := b.ifBranch(e.Args[1], res != nil)
	if res != nil && b.reachable() {
		b.ssa.write(b.block(), res, v)
	}
	b.jump(join, e.P)
	if !b.startJoin(elseB) {
		return
	}
	if len(e.Args) > 2 {
		if x, ok := e.Args[2].(*syntax.Expr); ok && x.Head == syntax.HeadElseif {
			b.ifChain(x, res, join)
			return
		}
		v = b.ifBranch(e.Args[2], res != nil)
	} else if res != nil {
		v = b.nothing(e.P)
	}
	if res != nil && b.reachable() {
		b.ssa.write(b.block(), res, v)
	}
	b.jump(join, e.P)
}

// ifBranch lowers a branch of an if; a top-level branch that defines
// methods or types is evaluated as top-level code when reached.
func (b *builder) ifBranch(n syntax.Node, want bool) *ir.Value {
	if b.toplevel && b.r.topBranches[n] {
		b.emit(ir.OpToplevel, n.Pos(), n)
		return b.unit(n.Pos(), want)
	}
	return b.blockOf(n, want)
}

// andOr lowers && and || for their value.
func (b *builder) andOr(e *syntax.Expr) *ir.Value {
	res := b.hidden("#andor")
	join := b.newBlock()
	short := b.newBlock() // the value is false (&&) or true (||)
	and := e.Head == syntax.HeadAnd
	for _, a := range e.Args[:len(e.Args)-1] {
		next := b.newBlock()
		if and {
			b.cond(a, next, short)
		} else {
			b.cond(a, short, next)
		}
		if !b.startJoin(next) {
			break
		}
	}
	if b.reachable() {
		last := b.val(e.Args[len(e.Args)-1])
		if b.reachable() {
			b.ssa.write(b.block(), res, last)
		}
		b.jump(join, e.P)
	}
	if b.startJoin(short) {
		b.ssa.write(short, res, b.constant(!and, e.P))
		b.jump(join, e.P)
	}
	if !b.startJoin(join) {
		return b.deadValue(e.P, true)
	}
	return b.ssa.read(join, res, e.P)
}

// comparison lowers a < b < c as (a < b) && (b < c), evaluating b once.
func (b *builder) comparison(e *syntax.Expr) *ir.Value {
	res := b.hidden("#cmp")
	join := b.newBlock()
	short := b.newBlock()
	left := b.val(e.Args[0])
	for i := 1; i+1 < len(e.Args); i += 2 {
		right := b.val(e.Args[i+1])
		c := b.call(e.P, b.compareOp(e.Args[i]), left, right)
		if i+2 >= len(e.Args) {
			b.ssa.write(b.block(), res, c)
			b.jump(join, e.P)
			break
		}
		next := b.newBlock()
		b.branch(c, next, short, e.P)
		b.start(next, true)
		left = right
	}
	if b.startJoin(short) {
		b.ssa.write(short, res, b.constant(false, e.P))
		b.jump(join, e.P)
	}
	if !b.startJoin(join) {
		return b.deadValue(e.P, true)
	}
	return b.ssa.read(join, res, e.P)
}

func (b *builder) comparisonCond(e *syntax.Expr, t, f *ir.Block) {
	left := b.val(e.Args[0])
	for i := 1; i+1 < len(e.Args); i += 2 {
		right := b.val(e.Args[i+1])
		c := b.call(e.P, b.compareOp(e.Args[i]), left, right)
		if i+2 >= len(e.Args) {
			b.branch(c, t, f, e.P)
			return
		}
		next := b.newBlock()
		b.branch(c, next, f, e.P)
		b.start(next, true)
		left = right
	}
}

func (b *builder) compareOp(n syntax.Node) *ir.Value {
	if id, ok := n.(*syntax.Ident); ok {
		if isDottedOp(id.Name) {
			fail(id.P, "broadcasting (dot syntax) is not supported")
		}
		return b.readName(id)
	}
	return b.val(n)
}

// whileLoop lowers while cond body end.
func (b *builder) whileLoop(e *syntax.Expr) {
	header, body, exit := b.newBlock(), b.newBlock(), b.newBlock()
	b.jump(header, e.P)
	b.start(header, false)
	b.cond(e.Args[0], body, exit)
	b.start(body, true)
	b.loops = append(b.loops, &loopCtx{brk: exit, cont: header, handlers: b.handlers, fins: len(b.fins), catches: len(b.catches)})
	b.enterScope(b.r.scopes[e], e.P)
	b.blockOf(e.Args[1], false)
	b.jump(header, e.P)
	b.loops = b.loops[:len(b.loops)-1]
	b.ssa.seal(header)
	b.startJoin(exit)
}

// forLoop lowers for loops over the iteration protocol:
//
//	y = Base.iterate(itr); while !(y === nothing): y' = π(y, !Nothing),
//	x = getfield(y', 1), st = getfield(y', 2); body; y = Base.iterate(itr, st)
//
// Several specifications nest; break leaves all of them.
func (b *builder) forLoop(e *syntax.Expr) {
	specs := forIterSpecs(e.Args[0])
	if len(specs) == 0 {
		fail(e.P, "invalid iteration specification")
	}
	exit := b.newBlock()
	simd := b.simdNext
	b.simdNext = false
	b.forSpec(e, specs, 0, exit, exit, simd)
	b.startJoin(exit)
}

// simdLoop lowers @simd [ivdep] for ... as the loop with a call of
// Core._simdloop() in its latch, which codegen turns into a marker that
// the optimizer's SIMD-loop pass (llvmx/passes.cpp) reads as Julia's
// LowerSIMDLoop reads julia.loopinfo_marker: the floating-point reductions
// carried around that loop may be reassociated (and contracted), so that
// `s += x[i]` vectorizes. Checks and messages as Julia's base/simdloop.jl.
// ivdep (no loop-carried memory dependences) is accepted and, as the
// weaker promise without it, permits only the reassociation.
func (b *builder) simdLoop(pos syntax.Pos, args []syntax.Node, want bool) *ir.Value {
	if len(args) == 2 {
		if id, ok := args[0].(*syntax.Ident); !ok || id.Name != "ivdep" {
			fail(pos, "SimdError: Only ivdep is valid as the first argument to @simd")
		}
	} else if len(args) != 1 {
		fail(pos, "SimdError: @simd takes a for loop")
	}
	loop, ok := args[len(args)-1].(*syntax.Expr)
	if !ok || loop.Head != syntax.HeadFor {
		fail(pos, "SimdError: for loop expected")
	}
	if specs := forIterSpecs(loop.Args[0]); len(specs) != 1 {
		fail(pos, "SimdError: = or in expected")
	}
	if len(loop.Args) > 1 {
		if bad := simdBodyError(loop.Args[1]); bad != "" {
			fail(pos, "SimdError: %s is not allowed inside a @simd loop body", bad)
		}
	}
	b.simdNext = true
	v := b.expr(loop, want)
	b.simdNext = false
	return v
}

// simdBodyError names what Julia's check_body! rejects in a @simd loop's
// body (break, continue, @goto, at any depth), or is "".
func simdBodyError(n syntax.Node) string {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return ""
	}
	switch e.Head {
	case syntax.HeadBreak:
		return "break"
	case syntax.HeadContinue:
		return "continue"
	case syntax.HeadMacrocall:
		if macroName(e) == "@goto" {
			return "@goto"
		}
	}
	for _, a := range e.Args {
		if bad := simdBodyError(a); bad != "" {
			return bad
		}
	}
	return ""
}

func (b *builder) forSpec(e *syntax.Expr, specs []iterSpec, i int, exit, done *ir.Block, simd bool) {
	it := specs[i]
	pos := it.node.Pos()
	itr := b.val(it.iter)
	if !b.reachable() {
		return
	}
	yv := b.hidden("#y")
	b.ssa.write(b.block(), yv, b.baseCall(pos, "iterate", itr))
	header, body := b.newBlock(), b.newBlock()
	b.jump(header, pos)
	b.start(header, false)
	y := b.ssa.read(header, yv, pos)
	isNothing := b.coreCall(pos, "===", y, b.nothing(pos))
	b.branch(isNothing, done, body, pos)
	b.start(body, true)
	yp := b.emit(ir.OpPi, pos, &ir.PiInfo{Type: types.Nothing}, y)
	yp.Flags |= ir.FlagNot
	x := b.coreCall(pos, "getfield", yp, b.constant(int64(1), pos))
	st := b.coreCall(pos, "getfield", yp, b.constant(int64(2), pos))
	b.enterScope(b.r.scopes[it.node], pos)
	b.assignTo(it.target, x, pos)
	latch := b.newBlock()
	if i == len(specs)-1 {
		b.loops = append(b.loops, &loopCtx{brk: exit, cont: latch, handlers: b.handlers, fins: len(b.fins), catches: len(b.catches)})
		b.enterScope(b.r.scopes[e], e.P)
		b.blockOf(e.Args[1], false)
		b.loops = b.loops[:len(b.loops)-1]
	} else {
		b.forSpec(e, specs, i+1, exit, latch, simd)
	}
	b.jump(latch, pos)
	if b.startJoin(latch) {
		if simd {
			b.coreCall(pos, "_simdloop")
		}
		b.ssa.write(latch, yv, b.baseCall(pos, "iterate", itr, st))
		b.jump(header, pos)
	}
	b.ssa.seal(header)
}

func (b *builder) breakContinue(e *syntax.Expr) {
	if len(b.loops) == 0 {
		if e.Head == syntax.HeadBreak {
			fail(e.P, "break or continue outside loop")
		}
		fail(e.P, "break or continue outside loop")
	}
	lp := b.loops[len(b.loops)-1]
	b.unwind(lp.handlers, lp.fins, lp.catches, e.P)
	if e.Head == syntax.HeadBreak {
		b.jump(lp.brk, e.P)
	} else {
		b.jump(lp.cont, e.P)
	}
}

// unwind leaves the exception handlers entered since depth handlers, runs
// the finally blocks entered since depth fins and pops the exceptions of
// the catch blocks entered since depth catches, innermost first.
func (b *builder) unwind(handlers, fins, catches int, pos syntax.Pos) {
	savedH, savedF, savedC := b.handlers, b.fins, b.catches
	for b.reachable() {
		if n := len(b.catches); n > catches && (len(b.fins) <= fins || b.fins[len(b.fins)-1].catches < n) {
			// The innermost construct left is a catch block.
			b.emit(ir.OpPopException, pos, nil, b.catches[n-1].state)
			b.catches = b.catches[:n-1]
			continue
		}
		if len(b.fins) <= fins {
			break
		}
		fc := b.fins[len(b.fins)-1]
		if b.handlers > fc.handlers {
			b.emit(ir.OpLeave, pos, b.handlers-fc.handlers)
			b.handlers = fc.handlers
		}
		b.fins = b.fins[:len(b.fins)-1]
		b.blockOf(fc.body, false)
	}
	if b.reachable() && b.handlers > handlers {
		b.emit(ir.OpLeave, pos, b.handlers-handlers)
	}
	b.handlers, b.fins, b.catches = savedH, savedF, savedC
}

// gotoLabel lowers @goto name. Inside a try or catch block the jump goes
// through a block of its own, which finish fills once the label's place
// is known: it leaves the handlers and pops the exceptions of the catch
// blocks that the jump leaves (Julia's leave and pop_exception).
func (b *builder) gotoLabel(l *gotoLabel, name string, pos syntax.Pos) {
	if !b.reachable() {
		return
	}
	g := &pendingGoto{label: l, name: name, pos: pos, handlers: b.handlers, fins: len(b.fins),
		catches: append([]*catchCtx(nil), b.catches...)}
	b.gotos = append(b.gotos, g)
	if b.handlers == 0 && len(b.catches) == 0 && len(b.fins) == 0 {
		b.jump(l.blk, pos)
		return
	}
	g.from = b.newBlock()
	b.jump(g.from, pos)
	b.cur = nil
}

// finishGotos checks every @goto against its label's place, as Julia's
// lowering does, and completes the jumps out of try and catch blocks.
func (b *builder) finishGotos() {
	for _, g := range b.gotos {
		l := g.label
		if l.handlers > g.handlers {
			fail(g.pos, "cannot goto label \"%s\" inside try/catch block", g.name)
		}
		if g.fins > l.fins {
			fail(g.pos, "goto from a try/finally block is not permitted")
		}
		if len(l.catches) > len(g.catches) {
			fail(g.pos, "Attempt to jump into catch block")
		}
		for i, c := range l.catches {
			if g.catches[i] != c {
				fail(g.pos, "Attempt to jump into catch block")
			}
		}
		if g.from == nil {
			continue
		}
		b.start(g.from, true)
		for i := len(g.catches) - 1; i >= len(l.catches); i-- {
			b.emit(ir.OpPopException, g.pos, nil, g.catches[i].state)
		}
		if g.handlers > l.handlers {
			b.emit(ir.OpLeave, g.pos, g.handlers-l.handlers)
		}
		b.jump(l.blk, g.pos)
	}
	b.cur = nil
}

// ret lowers return x.
func (b *builder) ret(e *syntax.Expr) {
	var v *ir.Value
	if len(e.Args) == 0 || e.Args[0] == nil {
		v = b.nothing(e.P)
	} else {
		v = b.val(e.Args[0])
	}
	b.doReturn(v, e.P)
}

func (b *builder) doReturn(v *ir.Value, pos syntax.Pos) {
	if !b.reachable() {
		return
	}
	if b.retType != nil {
		v = b.convertTo(b.retType, v, pos)
	}
	b.unwind(0, 0, 0, pos)
	if !b.reachable() {
		return
	}
	b.emit(ir.OpReturn, pos, nil, v)
	b.cur = nil
}

// let lowers let bindings; body end: a new hard scope with fresh bindings.
func (b *builder) let(e *syntax.Expr, want bool) *ir.Value {
	for _, bind := range letBindings(e.Args[0]) {
		sc := b.r.scopes[bind]
		switch x := bind.(type) {
		case *syntax.Ident:
			b.enterScope(sc, x.P)
		case *syntax.Expr:
			if x.Head != syntax.HeadAssign {
				fail(x.P, "invalid let syntax")
			}
			if isFunctionDefLHS(x.Args[0]) {
				fail(x.P, "function definitions as let bindings are not supported")
			}
			v := b.val(x.Args[1])
			b.enterScope(sc, x.P)
			b.assignTo(x.Args[0], v, x.P)
		}
	}
	b.enterScope(b.r.scopes[e], e.P)
	return b.blockOf(e.Args[1], want)
}

// try lowers try/catch/else/finally. The handler is installed with
// OpEnter; the catch block starts with the handler already removed (the
// runtime pops it when it throws); variables that live across the try
// body are in slots (see resolve.go).
func (b *builder) try(e *syntax.Expr, want bool) *ir.Value {
	var catchVar, catchBody, finallyBody, elseBody syntax.Node
	hasCatch := false
	if len(e.Args) >= 3 {
		if c, ok := e.Args[2].(*syntax.Expr); ok && c.Head == syntax.HeadBlock {
			catchBody = c
			hasCatch = true
		}
		if id, ok := e.Args[1].(*syntax.Ident); ok {
			catchVar = id
			hasCatch = true
			if catchBody == nil {
				catchBody = &syntax.Expr{Head: syntax.HeadBlock, P: e.P}
			}
		}
	}
	if len(e.Args) >= 4 {
		if f, ok := e.Args[3].(*syntax.Expr); ok && f.Head == syntax.HeadBlock {
			finallyBody = f
		}
	}
	if len(e.Args) >= 5 {
		if f, ok := e.Args[4].(*syntax.Expr); ok && f.Head == syntax.HeadBlock {
			elseBody = f
		}
	}
	if !hasCatch && finallyBody == nil {
		// try ... end without catch: Julia catches and ignores.
		hasCatch = true
		catchBody = &syntax.Expr{Head: syntax.HeadBlock, P: e.P}
	}
	var res *Var
	if want {
		res = b.hidden("#try")
	}
	after := b.newBlock()
	inner := func() {
		if hasCatch {
			b.tryCatch(e, catchVar, catchBody, elseBody, res, after)
		} else {
			v := b.blockOf(e.Args[0], want)
			_ = b.r.scopes[e.Args[0]]
			if res != nil && b.reachable() {
				b.ssa.write(b.block(), res, v)
			}
		}
	}
	if finallyBody == nil {
		inner()
	} else {
		// try (try A catch B end) finally C end
		tryB, catchB := b.newBlock(), b.newBlock()
		b.emit(ir.OpEnter, e.P, nil)
		cur := b.block()
		ir.AddEdge(cur, tryB)
		ir.AddEdge(cur, catchB)
		b.cur = nil
		b.start(tryB, true)
		b.fins = append(b.fins, &finallyCtx{body: finallyBody, handlers: b.handlers, catches: len(b.catches)})
		b.handlers++
		if hasCatch {
			mid := b.newBlock()
			b.tryCatch(e, catchVar, catchBody, elseBody, res, mid)
			b.startJoin(mid)
		} else {
			b.enterScope(b.r.scopes[e.Args[0]], e.P)
			v := b.blockOf(e.Args[0], want)
			if res != nil && b.reachable() {
				b.ssa.write(b.block(), res, v)
			}
		}
		b.handlers--
		b.fins = b.fins[:len(b.fins)-1]
		if b.reachable() {
			b.emit(ir.OpLeave, e.P, 1)
			b.enterScope(b.r.scopes[finallyBody], finallyBody.Pos())
			b.blockOf(finallyBody, false)
			b.jump(after, e.P)
		}
		// The exception path: the finally block runs with the exception
		// being handled and throws it again; a return or break out of it
		// drops the exception, which is then no longer current.
		b.start(catchB, true)
		state := b.emit(ir.OpCatchState, e.P, nil)
		exc := b.emit(ir.OpException, e.P, nil)
		b.catches = append(b.catches, &catchCtx{state: state})
		b.enterScope(b.r.scopes[finallyBody], finallyBody.Pos())
		b.blockOf(finallyBody, false)
		b.catches = b.catches[:len(b.catches)-1]
		if b.reachable() {
			b.throw(e.P, exc)
		}
	}
	b.jump(after, e.P)
	if !b.startJoin(after) {
		return b.deadValue(e.P, want)
	}
	if want {
		return b.ssa.read(after, res, e.P)
	}
	return nil
}

func (b *builder) tryCatch(e *syntax.Expr, catchVar, catchBody, elseBody syntax.Node, res *Var, after *ir.Block) {
	tryB, catchB := b.newBlock(), b.newBlock()
	b.emit(ir.OpEnter, e.P, nil)
	cur := b.block()
	ir.AddEdge(cur, tryB)
	ir.AddEdge(cur, catchB)
	b.cur = nil
	b.start(tryB, true)
	b.handlers++
	b.enterScope(b.r.scopes[e.Args[0]], e.P)
	v := b.blockOf(e.Args[0], res != nil && elseBody == nil)
	b.handlers--
	if b.reachable() {
		b.emit(ir.OpLeave, e.P, 1)
		if elseBody != nil {
			b.enterScope(b.r.scopes[elseBody], elseBody.Pos())
			v = b.blockOf(elseBody, res != nil)
		}
		if res != nil && b.reachable() {
			b.ssa.write(b.block(), res, v)
		}
		b.jump(after, e.P)
	}
	b.start(catchB, true)
	state := b.emit(ir.OpCatchState, catchBody.Pos(), nil)
	b.catches = append(b.catches, &catchCtx{state: state})
	b.enterScope(b.r.scopes[catchBody], catchBody.Pos())
	if id, ok := catchVar.(*syntax.Ident); ok {
		exc := b.emit(ir.OpException, id.P, nil)
		b.assignName(id, exc, id.P)
	}
	v = b.blockOf(catchBody, res != nil)
	b.catches = b.catches[:len(b.catches)-1]
	if res != nil && b.reachable() {
		b.ssa.write(b.block(), res, v)
	}
	if b.reachable() {
		// Leaving the catch block: its exception is no longer current.
		b.emit(ir.OpPopException, e.P, nil, state)
	}
	b.jump(after, e.P)
}
