package lower

import (
	"fmt"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
)

// toplevel lowers one top-level statement into items.
func (l *lowerer) toplevel(n syntax.Node) {
	e, ok := n.(*syntax.Expr)
	if !ok {
		l.thunk(n)
		return
	}
	if g, ok := constGlobal(e); ok {
		// const global x = 1 at top level is const x = 1.
		e = &syntax.Expr{Head: syntax.HeadConst, Args: []syntax.Node{g}, P: e.P}
	}
	if l.typeAlias(e) {
		return
	}
	if rewritten, ok := l.typedGlobals(e); ok {
		l.thunk(rewritten)
		return
	}
	switch e.Head {
	case syntax.HeadToplevel, syntax.HeadBlock:
		// begin ... end at top level introduces no scope: its statements
		// are top-level statements. A block that declares a `local`
		// (quote … end of a macro: `local ts = …; try … end; ts`) and
		// defines nothing is one thunk, as in Julia, so that the local is
		// shared by its statements.
		if e.Head == syntax.HeadBlock && declaresLocal(e) && !definesAtToplevel(e) {
			l.thunk(e)
			return
		}
		for _, a := range e.Args {
			l.toplevel(a)
		}
		return
	case syntax.HeadModule:
		l.moduleDef(e)
		return
	case syntax.HeadUsing, syntax.HeadImport:
		l.using(e)
		return
	case syntax.HeadExport:
		var names []string
		for _, a := range e.Args {
			id, ok := a.(*syntax.Ident)
			if !ok {
				fail(a.Pos(), "invalid export statement")
			}
			names = append(names, id.Name)
		}
		l.items = append(l.items, &Export{Names: names})
		return
	case syntax.HeadStruct:
		l.structDef(e)
		return
	case syntax.HeadAbstract:
		l.abstractDef(e)
		return
	case syntax.HeadPrimitive:
		l.primitiveDef(e)
		return
	case syntax.HeadMacro:
		l.macroDef(e)
		return
	case syntax.HeadFunction:
		if len(e.Args) == 1 {
			l.funcDecl(e)
			return
		}
		if len(e.Args) == 2 && !isAnonymousSig(e.Args[0]) {
			l.methodDef(e, e.Args[0], e.Args[1])
			return
		}
	case syntax.HeadAssign:
		if isFunctionDefLHS(e.Args[0]) {
			l.methodDef(e, e.Args[0], e.Args[1])
			return
		}
	case syntax.HeadMacrocall:
		name := macroName(e)
		switch name {
		case "@inline", "@noinline", "@inbounds", "@propagate_inbounds", "@nospecialize", "@specialize":
			if len(e.Args) == 2 && isDefinition(e.Args[1]) {
				if name == "@propagate_inbounds" {
					l.propagate++
					defer func() { l.propagate-- }()
				}
				if name == "@inline" || name == "@noinline" {
					saved := l.inline
					l.inline = 1
					if name == "@noinline" {
						l.inline = -1
					}
					defer func() { l.inline = saved }()
				}
				l.toplevel(e.Args[1])
				return
			}
		case "@generated":
			if len(e.Args) == 2 && isDefinition(e.Args[1]) {
				if inner, ok := e.Args[1].(*syntax.Expr); ok && inner.Head == syntax.HeadMacrocall && len(inner.Args) == 2 {
					// @generated @inline f(x) = …: as @inline @generated.
					l.toplevel(&syntax.Expr{Head: syntax.HeadMacrocall, P: inner.P, Args: []syntax.Node{inner.Args[0],
						&syntax.Expr{Head: syntax.HeadMacrocall, P: e.P, Args: []syntax.Node{e.Args[0], inner.Args[1]}}}})
					return
				}
				l.generatedDef(e.Args[1])
				return
			}
		case "@views":
			if len(e.Args) == 2 {
				l.toplevel(viewsRewrite(e.Args[1]))
				return
			}
		case "@device_override":
			// CUDA.jl's @device_override: the method joins the device
			// overlay table (CUDA.DeviceOverrides), replacing the Base
			// function of the same name in GPU code only.
			if len(e.Args) == 2 {
				if def, ok := deviceOverride(e.Args[1]); ok {
					l.toplevel(def)
					return
				}
			}
			fail(e.P, "@device_override must be followed by a method definition")
		case "@doc":
			if len(e.Args) >= 3 {
				if docSignatureOnly(e.Args[len(e.Args)-1]) {
					return
				}
				l.toplevel(e.Args[len(e.Args)-1])
				return
			}
		case "@setup_workload", "@precompile_setup", "@compile_workload", "@precompile_all_calls":
			if len(e.Args) != 2 {
				fail(e.P, "%s takes one block", name)
			}
			kind := WorkloadSetup
			if name == "@compile_workload" || name == "@precompile_all_calls" {
				kind = WorkloadCompile
			}
			l.items = append(l.items, &Workload{Kind: kind, Body: e.Args[1], Pos: e.P})
			return
		}
	}
	l.thunk(n)
}

// isDefinition reports whether n defines a method.
func isDefinition(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case syntax.HeadFunction:
		return true
	case syntax.HeadAssign:
		return isFunctionDefLHS(e.Args[0])
	case syntax.HeadMacrocall:
		// @inline @propagate_inbounds f(x) = ...
		switch macroName(e) {
		case "@inline", "@noinline", "@propagate_inbounds", "@generated":
			return len(e.Args) == 2 && isDefinition(e.Args[1])
		}
	}
	return false
}

// thunk lowers top-level code into a Thunk item.
func (l *lowerer) thunk(n syntax.Node) {
	r := newResolver(l.globals)
	fn, sc := r.thunk(n)
	r.check()
	l.warnings = append(l.warnings, r.warnings...)
	f := l.build(r, "top-level scope", n.Pos(), fn, func(b *builder) {
		b.toplevel = true
		b.f.Toplevel = true
		b.f.NArgs = 1
		b.f.ArgNames = []string{"#self#"}
		_ = sc
	}, func(b *builder) *ir.Value {
		return b.val(n)
	})
	l.items = append(l.items, &Thunk{Body: f})
}

// build lowers one function body, retrying once when some variable may be
// read before it is assigned (the second attempt tracks definedness).
func (l *lowerer) build(r *resolver, name string, pos syntax.Pos, fn *fnInfo, setup func(*builder), body func(*builder) *ir.Value) *ir.Func {
	for attempt := 0; ; attempt++ {
		nitems, counter := len(l.items), l.counter
		b := newBuilder(l, r, name, pos, fn)
		setup(b)
		v := body(b)
		if b.reachable() {
			b.doReturn(v, pos)
		}
		undef := b.finish()
		if len(undef) > 0 && attempt == 0 {
			for _, v := range undef {
				v.NeedsDefFlag = true
			}
			l.items, l.counter = l.items[:nitems], counter
			continue
		}
		return b.f
	}
}

func (l *lowerer) funcDecl(e *syntax.Expr) {
	name, qual := funcName(e.Args[0])
	if name == "" {
		fail(e.P, "invalid function name")
	}
	l.items = append(l.items, &FuncDecl{Name: name, Qual: qual, Pos: e.P})
}

// funcName splits a function name expression: f, Base.f, Base.:+, A.B.f.
func funcName(n syntax.Node) (string, []string) {
	switch x := n.(type) {
	case *syntax.Ident:
		return x.Name, nil
	case *GlobalRef:
		// Base.f in a macro's result: hygiene made Base a reference to
		// the macro module's Base; the qualifier is resolved by name.
		return x.Name, nil
	case *syntax.Expr:
		if x.Head == syntax.HeadDotCall && len(x.Args) == 2 {
			q, ok := x.Args[1].(*syntax.QuoteNode)
			if !ok {
				return "", nil
			}
			id, ok := q.Value.(*syntax.Ident)
			if !ok {
				return "", nil
			}
			mod, qual := funcName(x.Args[0])
			if mod == "" {
				return "", nil
			}
			return id.Name, append(qual, mod)
		}
	}
	return "", nil
}

// methodCtx describes one source function definition being lowered into
// methods.
type methodCtx struct {
	// propagate: the definition is @propagate_inbounds.
	propagate bool
	// inline: 1 @inline, -1 @noinline.
	inline int8
	node   syntax.Node
	sig    *signature
	fn     *fnInfo
	sc     *scope
	r      *resolver
	body   syntax.Node
	// name/qual name the function; selfType is set for callable objects.
	name     string
	qual     []string
	selfType syntax.Node
	// selfExpr is the expression whose type is argument 0's (typeof(f)).
	selfExpr syntax.Node
	display  string
	closure  *closureInfo
	strct    *structInfo
	pos      syntax.Pos
}

// methodDef lowers a top-level method definition.
func (l *lowerer) methodDef(node syntax.Node, sigNode, body syntax.Node) {
	l.items = append(l.items, l.methodItems(node, sigNode, body, nil)...)
}

// methodItems lowers a method definition (top level or inner
// constructor) into MethodDefs; closure types it needs are appended to
// l.items directly.
func (l *lowerer) methodItems(node syntax.Node, sigNode, body syntax.Node, strct *structInfo) []Item {
	sig, err := parseSignature(sigNode, false)
	if err != nil {
		se := err.(*sigError)
		fail(se.pos, "%s", se.msg)
	}
	mc := &methodCtx{node: node, sig: sig, body: body, pos: node.Pos(), strct: strct, propagate: l.propagate > 0, inline: l.inline}
	switch x := sig.name.(type) {
	case *syntax.Ident:
		mc.name = x.Name
		mc.selfExpr = x
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadDotCall:
			mc.name, mc.qual = funcName(x)
			if mc.name == "" {
				fail(x.P, "invalid function name")
			}
			mc.selfExpr = x
		case syntax.HeadDecl:
			// (p::T)(x) = ... or (::T)(x) = ...
			mc.selfType = x.Args[len(x.Args)-1]
			if id, ok := mc.selfType.(*syntax.Ident); ok {
				mc.name = id.Name
			}
		case syntax.HeadCurly:
			// P{T}(x) where T = ...: a method of Type{P{T}}.
			mc.selfType = &syntax.Expr{Head: syntax.HeadCurly, Args: []syntax.Node{&syntax.Ident{Name: "Type", P: x.P}, x}, P: x.P}
			if id, ok := x.Args[0].(*syntax.Ident); ok {
				mc.name = id.Name
			}
		default:
			fail(x.P, "invalid function name")
		}
	default:
		fail(sigNode.Pos(), "invalid function signature")
	}
	// (`..` is an operator of its own, as IntervalSets' `a .. b`.)
	if isDottedOp(mc.name) {
		fail(sigNode.Pos(), "cannot define methods of dotted operators")
	}
	mc.display = mc.name
	if mc.display == "" {
		mc.display = "#callable"
	}
	if l.lazy && !emitsItems(body) && !sig.hasKeywordsOrDefaults() {
		// The body is lowered on first use (emitMethods), and so is its
		// scope resolution: most of Base's methods are never called, and
		// resolving every body eagerly was a third of lowering Base.
		// Nothing else needs it: the method's signature is the syntax's,
		// and inside a function the scope of a name does not depend on
		// which globals exist.
		return l.emitMethods(mc)
	}
	l.resolve(mc)
	return l.emitMethods(mc)
}

// resolve runs scope resolution on the definition's body.
func (l *lowerer) resolve(mc *methodCtx) {
	r := newResolver(l.globals)
	mc.r = r
	mc.fn, mc.sc = r.method(mc.node, mc.sig, mc.body)
	r.check()
	l.warnings = append(l.warnings, r.warnings...)
}

// hasKeywordsOrDefaults reports whether the signature has keyword
// arguments or positional defaults (whose forwarders are built eagerly).
func (sig *signature) hasKeywordsOrDefaults() bool {
	if len(sig.kwargs) > 0 || sig.kwrestVarName() != "" {
		return true
	}
	for _, a := range sig.args {
		if a.def != nil {
			return true
		}
	}
	return false
}

// funcName names the IR functions of the definition's own methods.
func (mc *methodCtx) funcName() string {
	if mc.closure != nil {
		return mc.closure.typeName
	}
	return mc.display
}

// selfTypeExpr is the type expression of argument 0.
func (mc *methodCtx) selfTypeExpr() syntax.Node {
	if mc.selfType != nil {
		return mc.selfType
	}
	return &syntax.Expr{Head: syntax.HeadCall, Args: []syntax.Node{&syntax.Ident{Name: "typeof", P: mc.pos}, mc.selfExpr}, P: mc.pos}
}

func (mc *methodCtx) sparams() []Sparam {
	out := make([]Sparam, len(mc.sig.sparams))
	for i, sp := range mc.sig.sparams {
		out[i] = Sparam{Name: sp.name, Lb: sp.lb, Ub: sp.ub}
	}
	return out
}

func (mc *methodCtx) sparamNames() []string {
	out := make([]string, len(mc.sig.sparams))
	for i, sp := range mc.sig.sparams {
		out[i] = sp.name
	}
	return out
}

func (mc *methodCtx) newDef(name string, qual []string, selfType syntax.Node, args []argSpec, body *ir.Func) *MethodDef {
	d := &MethodDef{Name: name, Qual: qual, Pos: mc.pos, Sparams: mc.sparams(), Body: body, SelfType: selfType, PropagateInbounds: mc.propagate, Inline: mc.inline}
	d.ArgTypes = make([]syntax.Node, len(args))
	d.NoSpecialize = make([]bool, len(args)+1)
	for i, a := range args {
		d.ArgTypes[i] = a.typ
		d.NoSpecialize[i+1] = a.nospec
		if a.vararg {
			d.IsVararg = true
		}
	}
	if body != nil {
		body.IsVararg = d.IsVararg
		body.NoSpecialize = d.NoSpecialize
		d.NArgs = body.NArgs
	}
	return d
}

// emitsItems reports whether lowering a body can add items of its own:
// closures, anonymous functions, do blocks, comprehensions and generators
// (their types and methods), nested definitions.
func emitsItems(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case syntax.HeadArrow, syntax.HeadFunction, syntax.HeadDo, syntax.HeadComprehension,
		syntax.HeadTypedComp, syntax.HeadGenerator, syntax.HeadStruct:
		return true
	case syntax.HeadMacrocall:
		if !itemFreeMacros[macroName(e)] {
			return true
		}
	case syntax.HeadAssign:
		if isFunctionDefLHS(e.Args[0]) {
			return true
		}
	}
	for _, a := range e.Args {
		if emitsItems(a) {
			return true
		}
	}
	return false
}

// itemFreeMacros are the macros that lowering expands in place without
// adding items of their own (what their arguments add is seen by
// emitsItems): Base's bodies use them everywhere, and a body that holds
// one can still be lowered lazily.
var itemFreeMacros = map[string]bool{
	"@inbounds": true, "@boundscheck": true, "@inline": true, "@noinline": true,
	"@propagate_inbounds": true, "@simd": true, "@fastmath": true, "@nospecialize": true,
	"@specialize": true, "@goto": true, "@label": true, "@assert": true, "@show": true,
	"@view": true, "@views": true, "@isdefined": true, "@__LINE__": true, "@__FILE__": true,
	"@__DIR__": true, "@__MODULE__": true,
}

// emitMethods produces the methods of one definition, as Julia does:
// without keywords, the full method plus one forwarder per omitted
// default; with keywords, a body method #f#N(kws..., #self#, args...),
// positional forwarders that pass the default keyword values, and
// Core.kwcall methods.
func (l *lowerer) emitMethods(mc *methodCtx) []Item {
	sig := mc.sig
	nfixed := len(sig.args)
	if nfixed > 0 && sig.args[nfixed-1].vararg {
		nfixed--
	}
	firstDefault := nfixed
	for i := 0; i < nfixed; i++ {
		if sig.args[i].def != nil {
			firstDefault = i
			break
		}
	}
	var items []Item
	name, qual, selfType := mc.name, mc.qual, mc.selfType
	if mc.selfType != nil {
		name, qual = "", nil
		if mc.strct != nil || mc.closure == nil {
			name = mc.name
		}
	}
	hasKw := len(sig.kwargs) > 0 || sig.kwrestVarName() != ""
	if !hasKw {
		// The full method holds the body.
		if l.lazy && !emitsItems(mc.body) {
			d := mc.newDef(name, qual, selfType, sig.args, nil)
			d.NArgs = 1 + len(sig.args) // #self# and the arguments
			l.deferBody(mc, d, mc.funcName(), 0, func() []*Var {
				return append([]*Var{mc.fn.selfVar}, mc.fn.argVars...)
			})
			items = append(items, d)
		} else {
			layout := append([]*Var{mc.fn.selfVar}, mc.fn.argVars...)
			body := l.methodBody(mc, mc.funcName(), layout, 0)
			items = append(items, mc.newDef(name, qual, selfType, sig.args, body))
		}
		last := nfixed
		if varargDefault(sig) {
			// f(a... = x): f() is f(x) (one argument, as Julia does).
			last++
		}
		for k := firstDefault; k < last; k++ {
			f := l.forwarder(mc, k, nil)
			items = append(items, mc.newDef(name, qual, selfType, sig.args[:k], f))
		}
		return items
	}
	// Keyword arguments.
	bodyName := l.gensym(mc.display)
	for k := firstDefault; k <= nfixed; k++ {
		args := sig.args[:k]
		if k == nfixed {
			args = sig.args
		}
		f := l.forwarder(mc, k, &kwTarget{name: bodyName})
		items = append(items, mc.newDef(name, qual, selfType, args, f))
	}
	if varargDefault(sig) {
		// f(a, xs... = d; k): f(a) passes the default d as xs.
		f := l.forwarder(mc, nfixed, &kwTarget{name: bodyName, noVararg: true})
		items = append(items, mc.newDef(name, qual, selfType, sig.args[:nfixed], f))
	}
	// The body method: #f#N(kws..., [kwrest], #self#, args...).
	var bargs []argSpec
	layout := []*Var{nil}
	for i, kw := range sig.kwargs {
		bargs = append(bargs, argSpec{name: kw.name, typ: kw.typ})
		layout = append(layout, mc.fn.kwVars[i])
	}
	if mc.fn.kwrestVar != nil {
		bargs = append(bargs, argSpec{name: mc.fn.kwrestVar.Name})
		layout = append(layout, mc.fn.kwrestVar)
	}
	selfIdx := len(layout)
	bargs = append(bargs, argSpec{name: "#self#", typ: mc.selfTypeExpr()})
	layout = append(layout, mc.fn.selfVar)
	bargs = append(bargs, sig.args...)
	layout = append(layout, mc.fn.argVars...)
	var bd *MethodDef
	if l.lazy && !emitsItems(mc.body) {
		bd = mc.newDef(bodyName, nil, nil, bargs, nil)
		bd.NArgs = len(layout)
		l.deferBody(mc, bd, bodyName, selfIdx, func() []*Var { return layout })
	} else {
		bd = mc.newDef(bodyName, nil, nil, bargs, l.methodBody(mc, bodyName, layout, selfIdx))
	}
	bd.NKw = selfIdx - 1
	bd.KwRest = mc.fn.kwrestVar != nil
	items = append(items, bd)
	// Core.kwcall methods, one per positional arity.
	for k := firstDefault; k <= nfixed; k++ {
		args := sig.args[:k]
		if k == nfixed {
			args = sig.args
		}
		f := l.kwcallMethod(mc, k, bodyName, false)
		kargs := append([]argSpec{{name: "kws", typ: dotted("Core", "NamedTuple", mc.pos)}, {name: "#self#", typ: mc.selfTypeExpr()}}, args...)
		items = append(items, mc.newDef("kwcall", []string{"Core"}, nil, kargs, f))
	}
	if varargDefault(sig) {
		f := l.kwcallMethod(mc, nfixed, bodyName, true)
		kargs := append([]argSpec{{name: "kws", typ: dotted("Core", "NamedTuple", mc.pos)}, {name: "#self#", typ: mc.selfTypeExpr()}}, sig.args[:nfixed]...)
		items = append(items, mc.newDef("kwcall", []string{"Core"}, nil, kargs, f))
	}
	return items
}

func (sig *signature) kwrestVarName() string { return sig.kwrest }

// varargDefault reports whether the signature's last argument is a
// vararg with a default value (f(a... = 0)).
func varargDefault(sig *signature) bool {
	n := len(sig.args)
	return n > 0 && sig.args[n-1].vararg && sig.args[n-1].def != nil
}

// dotted builds the syntax Mod.name.
func dotted(mod, name string, pos syntax.Pos) syntax.Node {
	return &syntax.Expr{Head: syntax.HeadDotCall, Args: []syntax.Node{&syntax.Ident{Name: mod, P: pos}, &syntax.QuoteNode{Value: &syntax.Ident{Name: name, P: pos}, P: pos}}, P: pos}
}

// setupArgs binds the argument variables of layout (index = argument
// number) in a new builder.
func (l *lowerer) setupArgs(b *builder, mc *methodCtx, layout []*Var, selfIdx int, plain bool) {
	b.f.NArgs = len(layout)
	b.f.ArgNames = make([]string, len(layout))
	b.f.ArgNames[0] = "#self#"
	b.selfIdx = selfIdx
	b.f.Sparams = mc.sparamNames()
	for i, v := range mc.fn.sparamVars {
		b.sparamOf[v] = i
	}
	if mc.closure != nil {
		b.capField = mc.closure.fields
	}
	b.strct = mc.strct
	if mc.strct != nil {
		if x, ok := mc.sig.name.(*syntax.Expr); ok && x.Head == syntax.HeadCurly {
			b.ctorCurly = x.Args[1:]
		}
	}
	for i, v := range layout {
		if v == nil {
			if i == selfIdx {
				b.f.ArgNames[i] = "#self#"
			} else if i > 0 {
				b.f.ArgNames[i] = fmt.Sprintf("#unused#%d", i)
			}
			continue
		}
		b.f.ArgNames[i] = v.Name
		if plain {
			b.plain[v] = true
		}
		b.initArg(v, b.emit(ir.OpArg, v.posOr(mc.pos), i), mc.pos)
	}
}

func (v *Var) posOr(p syntax.Pos) syntax.Pos { return p }

// deferBody makes d's body lowered on first use (ToplevelLazy), with the
// argument layout that layout returns once the definition's scopes are
// resolved.
func (l *lowerer) deferBody(mc *methodCtx, d *MethodDef, fname string, selfIdx int, layout func() []*Var) {
	d.Lazy = func() (body *ir.Func, err error) {
		defer func() {
			if r := recover(); r != nil {
				e, ok := r.(*Error)
				if !ok {
					e = errorf(mc.pos, "internal error in lowering: %v", r)
				}
				body, err = nil, e
			}
		}()
		if mc.fn == nil {
			l.resolve(mc)
		}
		n := len(l.items)
		body = l.methodBody(mc, fname, layout(), selfIdx)
		if len(l.items) != n {
			// emitsItems let through a body that adds definitions of its
			// own: they would be lost.
			return nil, errorf(mc.pos, "internal error in lowering: a deferred body added definitions")
		}
		body.IsVararg = d.IsVararg
		body.NoSpecialize = d.NoSpecialize
		return body, nil
	}
}

// methodBody lowers the body of a definition with the given argument
// layout.
func (l *lowerer) methodBody(mc *methodCtx, name string, layout []*Var, selfIdx int) *ir.Func {
	return l.build(mc.r, name, mc.pos, mc.fn, func(b *builder) {
		l.setupArgs(b, mc, layout, selfIdx, false)
		b.retType = mc.sig.ret
		b.enterScope(mc.sc, mc.pos)
	}, func(b *builder) *ir.Value {
		return b.blockOf(mc.body, true)
	})
}

type kwTarget struct {
	name string
	// noVararg: the forwarder takes the fixed arguments only and passes
	// the vararg's default value (f(xs... = d; k)).
	noVararg bool
}

// forwarder lowers the method that takes the first k positional
// arguments (all of them, with the vararg, when kw is set and k is the
// number of fixed arguments), evaluates the omitted defaults and calls
// either the full method (#self#) or the keyword body method.
func (l *lowerer) forwarder(mc *methodCtx, k int, kw *kwTarget) *ir.Func {
	sig := mc.sig
	nargs := k
	full := kw != nil && !kw.noVararg && (k == len(sig.args) || k == len(sig.args)-1 && sig.args[len(sig.args)-1].vararg)
	if full {
		nargs = len(sig.args)
	}
	layout := append([]*Var{mc.fn.selfVar}, mc.fn.argVars[:nargs]...)
	return l.build(mc.r, mc.funcName(), mc.pos, mc.fn, func(b *builder) {
		l.setupArgs(b, mc, layout, 0, true)
		for _, v := range mc.fn.argVars {
			if v != nil {
				b.plain[v] = true
			}
		}
		for _, v := range mc.fn.kwVars {
			b.plain[v] = true
		}
	}, func(b *builder) *ir.Value {
		var args []*ir.Value
		var splat []bool
		for i := 0; i < nargs; i++ {
			args = append(args, b.argValue(mc, i))
			splat = append(splat, sig.args[i].vararg)
		}
		for i := nargs; i < len(sig.args) && !sig.args[i].vararg; i++ {
			v := b.val(sig.args[i].def)
			if av := mc.fn.argVars[i]; av != nil {
				b.writeVar(av, v, mc.pos)
			}
			args = append(args, v)
			splat = append(splat, false)
		}
		if n := len(sig.args); varargDefault(sig) && (kw == nil && nargs == n-1 || kw != nil && !full) {
			args, splat = b.varargDefaultArg(sig.args[n-1].def, args, splat)
		}
		if kw == nil {
			return b.callSplat(mc.pos, b.self(mc.pos), args, splat)
		}
		var kwvals []*ir.Value
		for i, kspec := range sig.kwargs {
			var v *ir.Value
			if kspec.def == nil {
				b.throw(kspec.pos, b.coreCall(kspec.pos, "UndefKeywordError", b.sym(kspec.name, kspec.pos)))
				return b.deadValue(mc.pos, true)
			}
			v = b.val(kspec.def)
			b.writeVar(mc.fn.kwVars[i], v, kspec.pos)
			kwvals = append(kwvals, v)
		}
		if mc.fn.kwrestVar != nil {
			empty := b.namedTuple(mc.pos, nil, nil)
			kwvals = append(kwvals, b.baseCall(mc.pos, "pairs", empty))
		}
		all := append(append(kwvals, b.self(mc.pos)), args...)
		sp := append(make([]bool, len(kwvals)+1), splat...)
		return b.callSplat(mc.pos, b.global(kw.name, mc.pos), all, sp)
	})
}

// varargDefaultArg appends a vararg's default value to a forwarder's
// call: f(xs... = d) passes d as the one value of xs, f(xs... = v...)
// splats v (Julia's f() = f(d), f() = f(v...)).
func (b *builder) varargDefaultArg(def syntax.Node, args []*ir.Value, splat []bool) ([]*ir.Value, []bool) {
	if e, ok := def.(*syntax.Expr); ok && e.Head == syntax.HeadSplat && len(e.Args) == 1 {
		return append(args, b.val(e.Args[0])), append(splat, true)
	}
	return append(args, b.val(def)), append(splat, false)
}

// argValue is the value of positional argument i in a forwarder.
func (b *builder) argValue(mc *methodCtx, i int) *ir.Value {
	if v := mc.fn.argVars[i]; v != nil {
		return b.readVar(v, mc.pos)
	}
	return b.emit(ir.OpArg, mc.pos, i+1)
}

// kwcallMethod lowers Core.kwcall(kws, #self#, args[:k]...): it reads
// each keyword from the NamedTuple (or evaluates its default), rejects
// unknown keywords with Base.kwerr, and calls the body method.
//
// noVararg: the method takes the fixed arguments only and passes the
// vararg's default value (f(xs... = d; k)).
func (l *lowerer) kwcallMethod(mc *methodCtx, k int, bodyName string, noVararg bool) *ir.Func {
	sig := mc.sig
	nargs := k
	if !noVararg && (k == len(sig.args) || k == len(sig.args)-1 && sig.args[len(sig.args)-1].vararg) {
		nargs = len(sig.args)
	}
	kwsVar := &Var{Name: "kws", Kind: varHidden, fn: mc.fn}
	layout := append([]*Var{nil, kwsVar, mc.fn.selfVar}, mc.fn.argVars[:nargs]...)
	return l.build(mc.r, "kwcall", mc.pos, mc.fn, func(b *builder) {
		l.setupArgs(b, mc, layout, 2, true)
		b.f.ArgNames[1] = "kws"
		if mc.fn.selfVar == nil {
			b.f.ArgNames[2] = "#self#"
		}
		for _, v := range mc.fn.argVars {
			if v != nil {
				b.plain[v] = true
			}
		}
		for _, v := range mc.fn.kwVars {
			b.plain[v] = true
		}
		if mc.fn.kwrestVar != nil {
			b.plain[mc.fn.kwrestVar] = true
		}
	}, func(b *builder) *ir.Value {
		pos := mc.pos
		kws := b.ssa.read(b.block(), kwsVar, pos)
		var args []*ir.Value
		var splat []bool
		for i := 0; i < nargs; i++ {
			if v := mc.fn.argVars[i]; v != nil {
				args = append(args, b.readVar(v, pos))
			} else {
				args = append(args, b.emit(ir.OpArg, pos, i+3))
			}
			splat = append(splat, sig.args[i].vararg)
		}
		for i := nargs; i < len(sig.args) && !sig.args[i].vararg; i++ {
			v := b.val(sig.args[i].def)
			if av := mc.fn.argVars[i]; av != nil {
				b.writeVar(av, v, pos)
			}
			args = append(args, v)
			splat = append(splat, false)
		}
		if n := len(sig.args); varargDefault(sig) && nargs < n {
			args, splat = b.varargDefaultArg(sig.args[n-1].def, args, splat)
		}
		// The static parameters that no positional argument type of this
		// method mentions.
		inArgs := map[string]bool{}
		for _, a := range sig.args[:nargs] {
			if a.typ != nil {
				collectIdents(a.typ, inArgs)
			}
		}
		// A parameter that the bound of one they mention names is
		// determined too (C <: Union{R, Complex{R}} with a::C gives R).
		for changed := true; changed; {
			changed = false
			for _, sp := range sig.sparams {
				if !inArgs[sp.name] {
					continue
				}
				n := len(inArgs)
				for _, bnd := range []syntax.Node{sp.lb, sp.ub} {
					if bnd != nil {
						collectIdents(bnd, inArgs)
					}
				}
				changed = changed || len(inArgs) != n
			}
		}
		unbound := map[string]bool{}
		for _, sp := range sig.sparams {
			if !inArgs[sp.name] {
				unbound[sp.name] = true
			}
		}
		var names []string
		var kwvals []*ir.Value
		for i, kspec := range sig.kwargs {
			names = append(names, kspec.name)
			kv := b.hidden("#kw")
			has := b.coreCall(kspec.pos, "isdefined", kws, b.sym(kspec.name, kspec.pos))
			yes, no, join := b.newBlock(), b.newBlock(), b.newBlock()
			b.branch(has, yes, no, kspec.pos)
			b.start(yes, true)
			v := b.coreCall(kspec.pos, "getfield", kws, b.sym(kspec.name, kspec.pos))
			if kspec.typ != nil && !mentionsAny(kspec.typ, unbound) {
				// Julia's TypeError "in keyword argument y, expected
				// Int64, ...", then the assertion that narrows the type.
				// A type naming a static parameter that only the keywords
				// determine (f(; x::T) where T) is checked by the body
				// method's dispatch instead: the parameter has no value here.
				t := b.val(kspec.typ)
				v = b.baseCall(kspec.pos, "_kwtypecheck", v, t, b.sym(kspec.name, kspec.pos))
				v = b.coreCall(kspec.pos, "typeassert", v, t)
			}
			b.ssa.write(b.block(), kv, v)
			b.jump(join, kspec.pos)
			b.start(no, true)
			if kspec.def == nil {
				b.throw(kspec.pos, b.coreCall(kspec.pos, "UndefKeywordError", b.sym(kspec.name, kspec.pos)))
			} else {
				d := b.val(kspec.def)
				if b.reachable() {
					b.ssa.write(b.block(), kv, d)
				}
				b.jump(join, kspec.pos)
			}
			b.startJoin(join)
			v = b.ssa.read(b.block(), kv, kspec.pos)
			b.writeVar(mc.fn.kwVars[i], v, kspec.pos)
			kwvals = append(kwvals, v)
		}
		if mc.fn.kwrestVar == nil {
			unknown := b.coreCall(pos, "_kwunknown", kws, b.constant(symTuple(names), pos))
			bad, ok := b.newBlock(), b.newBlock()
			b.branch(unknown, bad, ok, pos)
			b.start(bad, true)
			all := append([]*ir.Value{kws, b.self(pos)}, args...)
			b.callSplat(pos, b.base("kwerr", pos), all, append([]bool{false, false}, splat...))
			b.unreachable(pos)
			b.start(ok, true)
		} else {
			nt := b.coreCall(pos, "apply_type", b.core("NamedTuple", pos), b.constant(symTuple(names), pos))
			rest := b.baseCall(pos, "pairs", b.baseCall(pos, "structdiff", kws, nt))
			b.writeVar(mc.fn.kwrestVar, rest, pos)
			kwvals = append(kwvals, rest)
		}
		all := append(append(kwvals, b.self(pos)), args...)
		sp := append(make([]bool, len(kwvals)+1), splat...)
		return b.callSplat(pos, b.global(bodyName, pos), all, sp)
	})
}

// typedGlobals handles typed global declarations at top level
// (`global g::Int = 0`, `g::Int = 0`, `global g::Int`): a GlobalDecl item
// per name declares the type before the statement runs, and the
// assignment converts its value to the type, as Julia does. It returns the
// statement to run, rewritten without the declarations.
func (l *lowerer) typedGlobals(e *syntax.Expr) (syntax.Node, bool) {
	decl := func(d *syntax.Expr) (*syntax.Ident, syntax.Node, bool) {
		if d.Head != syntax.HeadDecl || len(d.Args) != 2 {
			return nil, nil, false
		}
		id, ok := d.Args[0].(*syntax.Ident)
		return id, d.Args[1], ok
	}
	convert := func(id *syntax.Ident, t, rhs syntax.Node) syntax.Node {
		core := func(name string) syntax.Node {
			return &syntax.Expr{Head: syntax.HeadDotCall, P: id.P, Args: []syntax.Node{&syntax.Ident{Name: "Core", P: id.P}, &syntax.QuoteNode{Value: &syntax.Ident{Name: name, P: id.P}, P: id.P}}}
		}
		base := &syntax.Expr{Head: syntax.HeadDotCall, P: id.P, Args: []syntax.Node{&syntax.Ident{Name: "Base", P: id.P}, &syntax.QuoteNode{Value: &syntax.Ident{Name: "convert", P: id.P}, P: id.P}}}
		conv := &syntax.Expr{Head: syntax.HeadCall, P: rhs.Pos(), Args: []syntax.Node{base, t, rhs}}
		return &syntax.Expr{Head: syntax.HeadCall, P: rhs.Pos(), Args: []syntax.Node{core("typeassert"), conv, t}}
	}
	switch e.Head {
	case syntax.HeadConst:
		// const x::T = v: the constant is v converted to T.
		if len(e.Args) == 1 {
			if a, ok := e.Args[0].(*syntax.Expr); ok && a.Head == syntax.HeadAssign && len(a.Args) == 2 {
				if d, ok := a.Args[0].(*syntax.Expr); ok {
					if id, t, ok := decl(d); ok {
						asg := &syntax.Expr{Head: syntax.HeadAssign, P: a.P, Args: []syntax.Node{id, convert(id, t, a.Args[1])}}
						return &syntax.Expr{Head: syntax.HeadConst, P: e.P, Args: []syntax.Node{asg}}, true
					}
				}
			}
		}
	case syntax.HeadAssign:
		if d, ok := e.Args[0].(*syntax.Expr); ok {
			if id, t, ok := decl(d); ok {
				l.items = append(l.items, &GlobalDecl{Name: id.Name, Type: t, Pos: d.P})
				return &syntax.Expr{Head: syntax.HeadAssign, P: e.P, Args: []syntax.Node{id, convert(id, t, e.Args[1])}}, true
			}
		}
	case syntax.HeadGlobal:
		found := false
		out := &syntax.Expr{Head: syntax.HeadGlobal, P: e.P}
		for _, a := range e.Args {
			x, ok := a.(*syntax.Expr)
			if !ok {
				out.Args = append(out.Args, a)
				continue
			}
			if id, t, ok := decl(x); ok {
				l.items = append(l.items, &GlobalDecl{Name: id.Name, Type: t, Pos: x.P})
				out.Args = append(out.Args, id)
				found = true
				continue
			}
			if x.Head == syntax.HeadAssign {
				if d, ok := x.Args[0].(*syntax.Expr); ok {
					if id, t, ok := decl(d); ok {
						l.items = append(l.items, &GlobalDecl{Name: id.Name, Type: t, Pos: d.P})
						out.Args = append(out.Args, &syntax.Expr{Head: syntax.HeadAssign, P: x.P, Args: []syntax.Node{id, convert(id, t, x.Args[1])}})
						found = true
						continue
					}
				}
			}
			out.Args = append(out.Args, a)
		}
		if found {
			return out, true
		}
	}
	return nil, false
}

// deviceOverride rewrites a method definition `f(args) = ...` (or
// `Base.f`, possibly under @inline, where, or a return type) into a
// definition of CUDA.DeviceOverrides.f.
func deviceOverride(n syntax.Node) (syntax.Node, bool) {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return nil, false
	}
	if e.Head == syntax.HeadMacrocall && len(e.Args) == 2 {
		switch macroName(e) {
		case "@inline", "@noinline":
			return deviceOverride(e.Args[1])
		}
		return nil, false
	}
	if (e.Head != syntax.HeadFunction && e.Head != syntax.HeadAssign) || len(e.Args) != 2 {
		return nil, false
	}
	sig := e.Args[0]
	for {
		s, ok := sig.(*syntax.Expr)
		if !ok {
			return nil, false
		}
		if s.Head == syntax.HeadWhere || s.Head == syntax.HeadDecl {
			sig = s.Args[0]
			continue
		}
		if s.Head != syntax.HeadCall || len(s.Args) == 0 {
			return nil, false
		}
		name, _ := funcName(s.Args[0])
		if name == "" {
			return nil, false
		}
		p := s.Args[0].Pos()
		ident := func(x string) *syntax.Ident { return &syntax.Ident{Name: x, P: p} }
		dot := func(a syntax.Node, b string) *syntax.Expr {
			return &syntax.Expr{Head: syntax.HeadDotCall, Args: []syntax.Node{a, &syntax.QuoteNode{Value: ident(b), P: p}}, P: p}
		}
		s.Args[0] = dot(dot(ident("CUDA"), "DeviceOverrides"), name)
		return e, true
	}
}

// typeAlias lowers a parametric type alias at top level. As in Julia's
// lowering, `V{T} = rhs` is `const V = rhs where T` (the name is const
// whether or not `const` is written); `const W = rhs where T` is evaluated
// the same way, statically, as a type expression.
func (l *lowerer) typeAlias(e *syntax.Expr) bool {
	isConst := false
	a := e
	if e.Head == syntax.HeadConst && len(e.Args) == 1 {
		x, ok := e.Args[0].(*syntax.Expr)
		if !ok {
			return false
		}
		isConst, a = true, x
	}
	if a.Head != syntax.HeadAssign || len(a.Args) != 2 {
		return false
	}
	switch lhs := a.Args[0].(type) {
	case *syntax.Expr:
		if lhs.Head != syntax.HeadCurly || len(lhs.Args) < 2 {
			return false
		}
		id, ok := lhs.Args[0].(*syntax.Ident)
		if !ok {
			fail(lhs.P, "invalid type alias name")
		}
		w := &syntax.Expr{Head: syntax.HeadWhere, P: a.Args[1].Pos(), Args: append([]syntax.Node{a.Args[1]}, lhs.Args[1:]...)}
		l.items = append(l.items, &TypeAlias{Name: id.Name, Type: w, Pos: e.P})
		return true
	case *syntax.Ident:
		if w, ok := a.Args[1].(*syntax.Expr); ok && isConst && w.Head == syntax.HeadWhere {
			l.items = append(l.items, &TypeAlias{Name: lhs.Name, Type: w, Pos: e.P})
			return true
		}
	}
	return false
}

// constGlobal returns the assignment of (const (global (= x v))).
func constGlobal(e *syntax.Expr) (syntax.Node, bool) {
	if e.Head != syntax.HeadConst || len(e.Args) != 1 {
		return nil, false
	}
	g, ok := e.Args[0].(*syntax.Expr)
	if !ok || g.Head != syntax.HeadGlobal || len(g.Args) != 1 {
		return nil, false
	}
	return g.Args[0], true
}

// declaresLocal reports whether top-level block e declares a `local`
// outside any nested scope (directly or in nested blocks and branches).
func declaresLocal(e *syntax.Expr) bool {
	for _, a := range e.Args {
		x, ok := a.(*syntax.Expr)
		if !ok {
			continue
		}
		switch x.Head {
		case syntax.HeadLocal:
			return true
		case syntax.HeadBlock, syntax.HeadIf, syntax.HeadElseif:
			if declaresLocal(x) {
				return true
			}
		}
	}
	return false
}

// generatedDef lowers `@generated function f(args...) where {P...} body
// end` (or `@generated f(args...) = body`) as Julia does: the body becomes
// the generator, a function of the module named
// `#f#generator#line#col` that takes the static parameters and then the
// arguments (untyped: it is called with the argument types and the
// parameters' values) and returns the expression of the method body; the
// method f itself is defined with the signature and a placeholder body,
// and its MethodDef names the generator and keeps the signature (the
// driver lowers each expression the generator returns as f's body).
func (l *lowerer) generatedDef(n syntax.Node) {
	e, ok := n.(*syntax.Expr)
	if !ok || len(e.Args) != 2 || (e.Head != syntax.HeadFunction && e.Head != syntax.HeadAssign) {
		fail(n.Pos(), "`@generated` must be followed by a method definition")
	}
	sigNode, body := e.Args[0], e.Args[1]
	sig, err := parseSignature(sigNode, false)
	if err != nil {
		se := err.(*sigError)
		fail(se.pos, "%s", se.msg)
	}
	if sig.hasKeywordsOrDefaults() {
		fail(e.P, "`@generated` functions with keyword arguments or default argument values are not supported")
	}
	name, _ := funcName(sig.name)
	if name == "" {
		fail(sigNode.Pos(), "`@generated` callable objects and constructors are not supported")
	}
	pos := e.P
	genName := fmt.Sprintf("#%s#generator#%d#%d", name, pos.Line, pos.Col)
	params := []syntax.Node{&syntax.Ident{Name: genName, P: pos}}
	for _, sp := range sig.sparams {
		params = append(params, &syntax.Ident{Name: sp.name, P: sp.pos})
	}
	for i, a := range sig.args {
		argName := a.name
		if argName == "" {
			argName = fmt.Sprintf("#unused#%d", i+1)
		}
		var p syntax.Node = &syntax.Ident{Name: argName, P: a.pos}
		if a.vararg {
			p = &syntax.Expr{Head: syntax.HeadSplat, Args: []syntax.Node{p}, P: a.pos}
		}
		params = append(params, p)
	}
	genSig := &syntax.Expr{Head: syntax.HeadCall, Args: params, P: pos}
	genDef := &syntax.Expr{Head: syntax.HeadFunction, Args: []syntax.Node{genSig, body}, P: pos}
	l.methodDef(genDef, genSig, body)
	// The method's own body is never inferred (each specialization's is
	// the generator's expression); it returns nothing.
	stub := &syntax.Expr{Head: syntax.HeadBlock, Args: []syntax.Node{&syntax.Ident{Name: "nothing", P: pos}}, P: pos}
	items := l.methodItems(e, sigNode, stub, nil)
	for _, it := range items {
		if d, ok := it.(*MethodDef); ok {
			d.Generator = genName
			d.GeneratedSig = sigNode
		}
	}
	l.items = append(l.items, items...)
}

// collectIdents adds the names of the identifiers in n to set.
func collectIdents(n syntax.Node, set map[string]bool) {
	switch x := n.(type) {
	case *syntax.Ident:
		set[x.Name] = true
	case *syntax.Expr:
		for _, a := range x.Args {
			collectIdents(a, set)
		}
	}
}

// mentionsAny reports whether n names an identifier in set.
func mentionsAny(n syntax.Node, set map[string]bool) bool {
	if len(set) == 0 {
		return false
	}
	found := map[string]bool{}
	collectIdents(n, found)
	for name := range found {
		if set[name] {
			return true
		}
	}
	return false
}
