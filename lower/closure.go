package lower

import (
	"fmt"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
)

// Closures follow Julia's scheme. Each lambda gets a struct type
// `#N` (`#name#N` for named local functions) emitted as a StructDef item
// before the code that creates it: one field per captured variable, typed
// by a type parameter (or Core.Box for variables that are reassigned
// after capture); its methods are MethodDefs with SelfType set to the
// type. The creation site calls
// Core.new(Core.apply_type(#N, Core.typeof(v1), ...), v1, ...) (plain
// Core.new(#N) when nothing is captured); a captured static parameter's
// field is typed by Base._typeof_captured (Type{T} for a type T, as
// Julia's Core.Typeof), so that the body reads it as a constant.

// closureInfo is the layout of a closure type.
type closureInfo struct {
	typeName string
	fields   map[*Var]string
	order    []*Var
}

// closureType emits the StructDef of the closure of fn.
func (l *lowerer) closureType(fn *fnInfo, base string, pos syntax.Pos) *closureInfo {
	return l.closureTypeOf(fn.captures, base, pos)
}

// closureTypeOf emits the StructDef of a closure type whose fields are
// the variables caps.
func (l *lowerer) closureTypeOf(caps []*Var, base string, pos syntax.Pos) *closureInfo {
	ci := &closureInfo{typeName: l.gensym(base), fields: map[*Var]string{}}
	d := &StructDef{Name: ci.typeName, Pos: pos, Super: dotted("Core", "Function", pos)}
	used := map[string]bool{}
	for i, v := range caps {
		name := v.Name
		for k := 2; used[name]; k++ {
			name = fmt.Sprintf("%s#%d", v.Name, k)
		}
		used[name] = true
		ci.fields[v] = name
		ci.order = append(ci.order, v)
		var t syntax.Node
		if v.Boxed() {
			t = dotted("Core", "Box", pos)
		} else {
			p := fmt.Sprintf("#T%d", i+1)
			d.Params = append(d.Params, Sparam{Name: p})
			t = &syntax.Ident{Name: p, P: pos}
		}
		d.Fields = append(d.Fields, Field{Name: name, Type: t, Pos: pos})
	}
	l.items = append(l.items, d)
	return ci
}

// rawCapture is the value stored in a closure field for v: the Box of a
// boxed variable, the current value otherwise.
func (b *builder) rawCapture(v *Var, pos syntax.Pos) *ir.Value {
	if !v.Boxed() || v.Kind == varSparam {
		return b.readVar(v, pos)
	}
	switch b.storageOf(v) {
	case stCaptured:
		return b.coreCall(pos, "getfield", b.self(pos), b.sym(b.capField[v], pos))
	case stBox:
		return b.ssa.read(b.block(), v, pos)
	}
	fail(pos, "internal error: captured variable `%s` has no box", v.Name)
	return nil
}

// newClosure creates the closure object of type ci in the current
// function.
func (b *builder) newClosure(ci *closureInfo, pos syntax.Pos) *ir.Value {
	t := b.global(ci.typeName, pos)
	var vals, params []*ir.Value
	for _, v := range ci.order {
		x := b.rawCapture(v, pos)
		vals = append(vals, x)
		switch {
		case v.Kind == varSparam:
			// Julia's Core.Typeof: Type{T} for a type, so that the
			// closure body sees the static parameter as a constant.
			params = append(params, b.baseCall(pos, "_typeof_captured", x))
		case !v.Boxed():
			params = append(params, b.coreCall(pos, "typeof", x))
		}
	}
	if len(params) > 0 {
		t = b.coreCall(pos, "apply_type", append([]*ir.Value{t}, params...)...)
	}
	return b.coreCall(pos, "new", append([]*ir.Value{t}, vals...)...)
}

// closure lowers the function definition node (already resolved) as a
// closure and returns the closure object.
func (b *builder) closure(node syntax.Node, sigNode, body syntax.Node, base string) *ir.Value {
	v, _ := b.closureOf(node, body, base, nil)
	return v
}

// closureOf lowers a closure's method into the closure type ci (a new
// type when ci is nil) and returns the closure object and its type.
func (b *builder) closureOf(node syntax.Node, body syntax.Node, base string, ci *closureInfo) (*ir.Value, *closureInfo) {
	fn := b.r.fns[node]
	sc := b.r.scopes[node]
	if fn == nil || sc == nil || fn.sig == nil {
		fail(node.Pos(), "internal error: unresolved closure")
	}
	pos := node.Pos()
	if ci == nil {
		ci = b.l.closureType(fn, base, pos)
	}
	mc := &methodCtx{node: node, sig: fn.sig, fn: fn, sc: sc, r: b.r, body: body, pos: pos,
		name: ci.typeName, selfType: &syntax.Ident{Name: ci.typeName, P: pos}, display: base, closure: ci}
	if len(fn.sig.kwargs) > 0 || fn.sig.kwrest != "" {
		mc.selfExpr = &syntax.Ident{Name: ci.typeName, P: pos}
	}
	for _, it := range b.l.emitMethods(mc) {
		b.l.items = append(b.l.items, it)
	}
	return b.newClosure(ci, pos), ci
}

// funcDef lowers f(x) = body in a function or thunk.
func (b *builder) funcDef(e *syntax.Expr, sig, body syntax.Node, want bool) *ir.Value {
	return b.defineFunction(e, sig, body, want)
}

// funcExpr lowers (function sig body) and (function name) in a body.
func (b *builder) funcExpr(e *syntax.Expr, want bool) *ir.Value {
	if len(e.Args) == 1 {
		if b.toplevel {
			b.emit(ir.OpToplevel, e.P, syntax.Node(e))
			return b.unit(e.P, want)
		}
		fail(e.P, "`function %s end` inside a function is not supported", nameOf(e.Args[0]))
	}
	return b.defineFunction(e, e.Args[0], e.Args[1], want)
}

func nameOf(n syntax.Node) string {
	if id, ok := n.(*syntax.Ident); ok {
		return id.Name
	}
	return "..."
}

func (b *builder) defineFunction(e *syntax.Expr, sig, body syntax.Node, want bool) *ir.Value {
	if b.evalDef(e) {
		return b.unit(e.P, want)
	}
	if _, ok := b.r.fns[e]; !ok {
		if b.toplevel {
			// A global method definition in top-level control flow.
			b.emit(ir.OpToplevel, e.P, syntax.Node(e))
			return b.unit(e.P, want)
		}
		fail(e.P, "internal error: unresolved function definition")
	}
	id := funcDefIdent(sig)
	if id == nil {
		return b.closure(e, sig, body, "")
	}
	v := b.r.refs[id]
	if v == nil {
		fail(e.P, "internal error: local function `%s` not resolved", id.Name)
	}
	if b.l.localFuncs == nil {
		b.l.localFuncs = map[*Var]syntax.Node{}
	}
	if b.l.localClosures == nil {
		b.l.localClosures = map[*Var]*closureInfo{}
	}
	if def, ok := b.l.localFuncs[v]; ok && def != syntax.Node(e) {
		// Another method of a local function: one more method of the
		// same closure type, as in Julia, when it captures no variable
		// that the first method does not (the closure type's fields are
		// the first method's captures). Captures beyond those would need
		// the union of all methods' captures in one type.
		prev := b.l.localClosures[v]
		fn := b.r.fns[e]
		if prev == nil || fn == nil || !capturesWithin(fn.captures, prev) {
			fail(e.P, "several methods for the local function `%s` that capture different variables are not supported", id.Name)
		}
		c, _ := b.closureOf(e, body, id.Name, prev)
		b.writeVar(v, c, e.P)
		return c
	}
	b.l.localFuncs[v] = e
	var ci *closureInfo
	if defs := b.r.localDefs[v]; len(defs) > 1 {
		// Several methods: the closure type holds the captures of all of
		// them, created here with the first method.
		ci = b.l.closureTypeOf(b.methodsCaptures(id.Name, defs), id.Name, e.P)
	}
	c, ci := b.closureOf(e, body, id.Name, ci)
	b.l.localClosures[v] = ci
	b.writeVar(v, c, e.P)
	return c
}

// methodsCaptures is the union of the captures of the methods defs of
// the local function name, in order of first capture. A variable that only
// a later method captures is captured when the closure is created with the
// first method (boxed if assigned later: shareLocalFunctionCaptures); one
// not in scope there is not supported.
func (b *builder) methodsCaptures(name string, defs []syntax.Node) []*Var {
	var caps []*Var
	seen := map[*Var]bool{}
	for i, d := range defs {
		fn := b.r.fns[d]
		if fn == nil {
			continue
		}
		for _, c := range fn.captures {
			if seen[c] {
				continue
			}
			if i > 0 && b.r.unsharable[c] {
				fail(d.Pos(), "several methods for the local function `%s` that capture different variables are not supported", name)
			}
			seen[c] = true
			caps = append(caps, c)
		}
	}
	return caps
}

// capturesWithin reports whether every variable in caps is a field of
// the closure type ci.
func capturesWithin(caps []*Var, ci *closureInfo) bool {
	for _, c := range caps {
		if _, ok := ci.fields[c]; !ok {
			return false
		}
	}
	return true
}

// lambda lowers x -> body.
func (b *builder) lambda(e *syntax.Expr) *ir.Value {
	return b.closure(e, e.Args[0], e.Args[1], "")
}

// doExpr lowers f(args) do x ... end as f(x -> ..., args).
func (b *builder) doExpr(e *syntax.Expr) *ir.Value {
	call, ok := e.Args[0].(*syntax.Expr)
	if !ok || call.Head != syntax.HeadCall {
		fail(e.P, "invalid do syntax")
	}
	lam, ok := e.Args[1].(*syntax.Expr)
	if !ok || lam.Head != syntax.HeadArrow {
		fail(e.P, "invalid do syntax")
	}
	fn := b.val(call.Args[0])
	f := b.lambda(lam)
	return b.callWith(call.P, call.Args[0], fn, call.Args[1:], []*ir.Value{f})
}

// generator lowers (generator body specs...) to
// Base.Generator(closure, iter), where iter is the iterable, a
// Base.Iterators.product of several, and is wrapped in
// Base.Iterators.filter(closure, iter) for `if` clauses.
func (b *builder) generator(e *syntax.Expr) *ir.Value {
	fn := b.r.fns[e]
	sc := b.r.scopes[e]
	if fn == nil {
		fail(e.P, "internal error: unresolved generator")
	}
	specs := e.Args[1:]
	var cond syntax.Node
	if len(specs) == 1 {
		if f, ok := specs[0].(*syntax.Expr); ok && f.Head == syntax.HeadFilter {
			cond = f.Args[0]
			specs = f.Args[1:]
		}
	}
	var targets []syntax.Node
	var iters []*ir.Value
	for _, s := range specs {
		x := s.(*syntax.Expr)
		targets = append(targets, x.Args[0])
		iters = append(iters, b.val(x.Args[1]))
	}
	var iter *ir.Value
	if len(iters) == 1 {
		iter = iters[0]
	} else {
		iter = b.call(e.P, b.baseCall(e.P, "getproperty", b.base("Iterators", e.P), b.sym("product", e.P)), iters...)
	}
	if cond != nil {
		pred := b.genClosure(e, fn, sc, targets, cond)
		filter := b.baseCall(e.P, "getproperty", b.base("Iterators", e.P), b.sym("filter", e.P))
		iter = b.call(e.P, filter, pred, iter)
	}
	f := b.genClosure(e, fn, sc, targets, e.Args[0])
	return b.baseCall(e.P, "Generator", f, iter)
}

// genClosure makes the closure of a generator body (or filter): one
// argument, destructured into the iteration variables.
func (b *builder) genClosure(e *syntax.Expr, fn *fnInfo, sc *scope, targets []syntax.Node, body syntax.Node) *ir.Value {
	pos := body.Pos()
	ci := b.l.closureType(fn, "", pos)
	sig := &signature{args: []argSpec{{name: "#arg"}}, pos: pos}
	mc := &methodCtx{node: e, sig: sig, fn: fn, sc: sc, r: b.r, pos: pos, name: ci.typeName,
		selfType: &syntax.Ident{Name: ci.typeName, P: pos}, display: ci.typeName, closure: ci}
	argVar := &Var{Name: "#arg", Kind: varHidden, fn: fn}
	f := b.l.build(b.r, ci.typeName, pos, fn, func(nb *builder) {
		b.l.setupArgs(nb, mc, []*Var{nil, argVar}, 0, false)
		nb.enterScope(sc, pos)
	}, func(nb *builder) *ir.Value {
		arg := nb.ssa.read(nb.block(), argVar, pos)
		if len(targets) == 1 {
			nb.assignTo(targets[0], arg, pos)
		} else {
			for i, t := range targets {
				nb.assignTo(t, nb.coreCall(pos, "getfield", arg, nb.constant(int64(i+1), pos)), pos)
			}
		}
		return nb.val(body)
	})
	b.l.items = append(b.l.items, mc.newDef("", nil, mc.selfType, sig.args, f))
	return b.newClosure(ci, pos)
}

// comprehension lowers [body for x in a] to Base.collect(generator) and
// T[body for x in a] to Base.collect(T, generator).
func (b *builder) comprehension(e *syntax.Expr) *ir.Value {
	if e.Head == syntax.HeadTypedComp {
		t := b.val(e.Args[0])
		g, ok := e.Args[1].(*syntax.Expr)
		if !ok || g.Head != syntax.HeadGenerator && g.Head != syntax.HeadFlatten {
			fail(e.P, "invalid comprehension")
		}
		return b.baseCall(e.P, "collect", t, b.val(g))
	}
	g, ok := e.Args[0].(*syntax.Expr)
	if !ok || g.Head != syntax.HeadGenerator && g.Head != syntax.HeadFlatten {
		fail(e.P, "invalid comprehension")
	}
	return b.baseCall(e.P, "collect", b.val(g))
}

// evalDef lowers a global method definition that uses the local variables
// of its top-level scope as Core.eval(module, quote def end) with their
// values interpolated (the resolver's evalDefs); false for any other
// definition.
func (b *builder) evalDef(def syntax.Node) bool {
	q, ok := b.r.evalDefs[def]
	if !ok {
		return false
	}
	pos := def.Pos()
	b.coreCall(pos, "eval", b.constant(b.l.mod, pos), b.quote(q.Args[0], 1))
	return true
}
