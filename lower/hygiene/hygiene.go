// Package hygiene makes the expression a macro returns hygienic before it
// is lowered, after Julia's resolve-expansion-vars (macroexpand.scm):
// in the expression a macro returns, outside esc(...),
//
//   - names the expression binds (assigned, declared local, function
//     names and arguments, loop, let, catch and static parameters) are
//     renamed to fresh names `#N#name`, so that they cannot capture or
//     clobber the caller's variables;
//   - other names are global references to the macro's own module
//     (GlobalRef(M, name)), whatever the caller calls that name;
//   - esc(x) is x, untouched: the caller's code.
//
// Keyword argument names (in calls and in the signatures of the methods
// the result defines), field names, quoted code and the names in
// definitions of types and modules are left alone, as in Julia.
//
// The transform is a pure function of the tree, the two modules (the
// macro's, to qualify free names and find its macros; the caller's) and
// the fresh names the caller hands out.
package hygiene

import (
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
)

type hygieneState struct {
	def     *methods.Module // the macro's module
	m       *methods.Module // the module the macro is used in
	renames map[string]string
	// keep: keyword argument names of the methods the result defines,
	// neither renamed nor made global (Julia keeps a keyword's name).
	keep map[string]bool
	// sig is set while a method signature is resolved: there `f(x=1)`
	// is a default value of x, an argument the body refers to under its
	// new name; in a call a keyword's name is never renamed.
	sig bool
}

// Apply makes n, the result of a macro defined in module def and called in
// module m, hygienic: free names become lower.GlobalRefs to def, and each
// name the expression binds is renamed to fresh(name), called once per
// name in the order the names are first bound (Kiln's fresh names are
// "#N#name", N counting the session's gensyms). Escaped code (esc(x))
// is returned untouched; n itself is not modified.
func Apply(n syntax.Node, def, m *methods.Module, fresh func(name string) string) syntax.Node {
	h := &hygieneState{def: def, m: m, renames: map[string]string{}, keep: map[string]bool{}}
	locals, globals := newNameSet(), newNameSet()
	locals.kw = newNameSet()
	collectBoundOuter(n, locals, globals)
	for _, name := range locals.kw.order {
		if !globals.m[name] {
			h.keep[name] = true
		}
	}
	for _, name := range locals.order {
		if globals.m[name] || h.keep[name] {
			continue
		}
		h.renames[name] = fresh(name)
	}
	return h.resolve(n)
}

// nameSet is a set of names in the order they were added (renamed names
// are numbered in that order).
type nameSet struct {
	m     map[string]bool
	order []string
	// kw, when set, collects keyword argument names apart (they are a
	// method's interface: @kwdef's keywords are the field names).
	kw *nameSet
}

func newNameSet() *nameSet { return &nameSet{m: map[string]bool{}} }

func (s *nameSet) add(name string) {
	if !s.m[name] {
		s.m[name] = true
		s.order = append(s.order, name)
	}
}

// collectBoundOuter is collectBound for the whole expression a macro
// returns: when that is itself a method definition (function f(x) … end,
// f(x) = …), its arguments and static parameters are bound but the
// function's name is not, so that it names the global of the macro's
// module, as in Julia (find-assigned-vars-in-expansion picks up a
// definition's name only below the outermost form).
func collectBoundOuter(n syntax.Node, locals, globals *nameSet) {
	e, ok := n.(*syntax.Expr)
	if ok && len(e.Args) == 2 && (e.Head == syntax.HeadFunction && IsCallLHS(e.Args[0]) || e.Head == syntax.HeadAssign && IsCallLHS(e.Args[0])) {
		sigArgs(e.Args[0], locals)
		collectBound(e.Args[1], locals, globals)
		return
	}
	if ok && e.Head == syntax.HeadFunction && len(e.Args) == 1 {
		return // function f end
	}
	collectBound(n, locals, globals)
}

// collectBound collects the names n binds outside escapes.
func collectBound(n syntax.Node, locals, globals *nameSet) {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return
	}
	switch e.Head {
	case "escape", syntax.HeadQuote, syntax.HeadMacrocall, syntax.HeadStruct, syntax.HeadAbstract,
		syntax.HeadPrimitive, syntax.HeadModule, syntax.HeadUsing, syntax.HeadImport, syntax.HeadExport,
		syntax.HeadMacro:
		return
	case syntax.HeadAssign:
		if len(e.Args) == 2 {
			declTarget(e.Args[0], locals)
			if IsCallLHS(e.Args[0]) {
				sigArgs(e.Args[0], locals)
			}
			collectBound(e.Args[1], locals, globals)
			return
		}
	case syntax.HeadFunction:
		if len(e.Args) >= 1 {
			declTarget(e.Args[0], locals)
			sigArgs(e.Args[0], locals)
		}
		for _, a := range e.Args[1:] {
			collectBound(a, locals, globals)
		}
		return
	case syntax.HeadArrow:
		if len(e.Args) == 2 {
			sigArgs(&syntax.Expr{Head: syntax.HeadCall, Args: append([]syntax.Node{nil}, tupleArgs(e.Args[0])...)}, locals)
			collectBound(e.Args[1], locals, globals)
			return
		}
	case syntax.HeadLocal:
		for _, a := range e.Args {
			declTarget(a, locals)
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign && len(x.Args) == 2 {
				collectBound(x.Args[1], locals, globals)
			}
		}
		return
	case syntax.HeadGlobal:
		for _, a := range e.Args {
			declTarget(a, globals)
		}
		return
	case syntax.HeadFor:
		if len(e.Args) == 2 {
			specs := []syntax.Node{e.Args[0]}
			if b, ok := e.Args[0].(*syntax.Expr); ok && b.Head == syntax.HeadBlock {
				specs = b.Args
			}
			for _, sp := range specs {
				if x, ok := sp.(*syntax.Expr); ok && (x.Head == syntax.HeadAssign || x.Head == "in") && len(x.Args) == 2 {
					declTarget(x.Args[0], locals)
					collectBound(x.Args[1], locals, globals)
				}
			}
			collectBound(e.Args[1], locals, globals)
			return
		}
	case syntax.HeadLet:
		if len(e.Args) == 2 {
			binds := []syntax.Node{e.Args[0]}
			if b, ok := e.Args[0].(*syntax.Expr); ok && b.Head == syntax.HeadBlock {
				binds = b.Args
			}
			for _, b := range binds {
				declTarget(b, locals)
				if x, ok := b.(*syntax.Expr); ok && x.Head == syntax.HeadAssign && len(x.Args) == 2 {
					collectBound(x.Args[1], locals, globals)
				}
			}
			collectBound(e.Args[1], locals, globals)
			return
		}
	case syntax.HeadTry:
		if len(e.Args) >= 2 {
			if id, ok := e.Args[1].(*syntax.Ident); ok {
				locals.add(id.Name)
			}
		}
	case syntax.HeadGenerator:
		for _, sp := range e.Args[1:] {
			specs := []syntax.Node{sp}
			if f, ok := sp.(*syntax.Expr); ok && f.Head == syntax.HeadFilter {
				specs = f.Args[1:]
			}
			for _, x := range specs {
				if a, ok := x.(*syntax.Expr); ok && a.Head == syntax.HeadAssign && len(a.Args) == 2 {
					declTarget(a.Args[0], locals)
				}
			}
		}
	case syntax.HeadTuple, syntax.HeadParameters, syntax.HeadCall:
		// Named tuple fields and keyword arguments are not bindings.
		for _, a := range e.Args {
			if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadAssign || x.Head == syntax.HeadKw) && len(x.Args) == 2 {
				collectBound(x.Args[1], locals, globals)
				continue
			}
			collectBound(a, locals, globals)
		}
		return
	}
	for _, a := range e.Args {
		collectBound(a, locals, globals)
	}
}

func tupleArgs(n syntax.Node) []syntax.Node {
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadTuple {
		return e.Args
	}
	return []syntax.Node{n}
}

// declTarget adds the names an assignment target or declaration binds.
func declTarget(n syntax.Node, out *nameSet) {
	switch x := n.(type) {
	case *syntax.Ident:
		out.add(x.Name)
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadDecl, syntax.HeadAssign, syntax.HeadCurly:
			if len(x.Args) > 0 {
				declTarget(x.Args[0], out)
			}
		case syntax.HeadCall:
			// f(x) = … binds f (unless it is Base.f or an operator
			// method of a qualified function).
			if len(x.Args) > 0 {
				declTarget(x.Args[0], out)
			}
		case syntax.HeadWhere:
			if len(x.Args) > 0 {
				declTarget(x.Args[0], out)
			}
		case syntax.HeadTuple:
			for _, a := range x.Args {
				declTarget(a, out)
			}
		}
	}
}

// sigArgs adds the argument and static parameter names of a signature.
func sigArgs(n syntax.Node, out *nameSet) {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return
	}
	switch e.Head {
	case syntax.HeadWhere:
		for _, p := range e.Args[1:] {
			declTarget(p, out)
			if x, ok := p.(*syntax.Expr); ok && (x.Head == syntax.HeadSubtype || x.Head == syntax.HeadSupertype) && len(x.Args) > 0 {
				declTarget(x.Args[0], out)
			}
		}
		if len(e.Args) > 0 {
			sigArgs(e.Args[0], out)
		}
	case syntax.HeadDecl:
		if len(e.Args) > 0 {
			sigArgs(e.Args[0], out)
		}
	case syntax.HeadCall:
		for _, a := range e.Args[1:] {
			argName(a, out)
		}
	}
}

func argName(n syntax.Node, out *nameSet) {
	switch x := n.(type) {
	case *syntax.Ident:
		out.add(x.Name)
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadDecl:
			if len(x.Args) == 2 {
				argName(x.Args[0], out)
			}
		case syntax.HeadKw, syntax.HeadSplat:
			if len(x.Args) > 0 {
				argName(x.Args[0], out)
			}
		case syntax.HeadParameters:
			kw := out
			if out.kw != nil {
				kw = out.kw
			}
			for _, a := range x.Args {
				argName(a, kw)
			}
		}
	}
}

// special names are never renamed or qualified.
func hygieneSpecial(name string) bool {
	switch name {
	case "end", "begin", "ccall", "cglobal", "nothing", "true", "false", "__source__", "__module__", ":":
		return true
	}
	return false
}

func (h *hygieneState) rename(id *syntax.Ident) syntax.Node {
	if r, ok := h.renames[id.Name]; ok {
		return &syntax.Ident{Name: r, P: id.P}
	}
	if hygieneSpecial(id.Name) || h.keep[id.Name] {
		return id
	}
	return &lower.GlobalRef{Module: h.def, Name: id.Name, P: id.P}
}

func (h *hygieneState) resolve(n syntax.Node) syntax.Node {
	switch x := n.(type) {
	case *syntax.Ident:
		return h.rename(x)
	case *syntax.Expr:
		return h.resolveExpr(x)
	}
	return n
}

func (h *hygieneState) resolveAll(args []syntax.Node) []syntax.Node {
	out := make([]syntax.Node, len(args))
	for i, a := range args {
		out[i] = h.resolve(a)
	}
	return out
}

func (h *hygieneState) resolveExpr(e *syntax.Expr) syntax.Node {
	mk := func(args []syntax.Node) syntax.Node { return &syntax.Expr{Head: e.Head, P: e.P, Args: args} }
	switch e.Head {
	case "escape":
		if len(e.Args) == 1 {
			return e.Args[0]
		}
	case syntax.HeadQuote:
		return e
	case syntax.HeadStruct, syntax.HeadAbstract, syntax.HeadPrimitive, syntax.HeadModule, syntax.HeadUsing,
		syntax.HeadImport, syntax.HeadExport, syntax.HeadMacro,
		// Julia's macroexpand.scm leaves these heads' arguments as they
		// are (only unescaped): (meta inline) keeps its symbols.
		"meta", "inbounds", "boundscheck", "loopinfo", "inline", "noinline":
		return stripEscapes(e)
	case syntax.HeadMacrocall:
		// The arguments go to the inner macro as written (renamed
		// locals, escapes removed); its name resolves in the macro's
		// module when it names a user macro there.
		args := make([]syntax.Node, len(e.Args))
		for i, a := range e.Args {
			if i == 0 {
				args[0] = h.macroName(a)
				continue
			}
			args[i] = h.renameOnly(a)
		}
		return mk(args)
	case syntax.HeadFunction, syntax.HeadAssign, syntax.HeadArrow:
		if len(e.Args) == 2 && (e.Head == syntax.HeadArrow || IsCallLHS(e.Args[0])) {
			saved := h.sig
			h.sig = true
			sig := h.resolve(e.Args[0])
			h.sig = saved
			return mk([]syntax.Node{sig, h.resolve(e.Args[1])})
		}
	case syntax.HeadDotCall:
		if len(e.Args) == 2 {
			if _, ok := e.Args[1].(*syntax.QuoteNode); ok {
				return mk([]syntax.Node{h.resolve(e.Args[0]), e.Args[1]})
			}
		}
	case syntax.HeadGlobal:
		args := make([]syntax.Node, len(e.Args))
		for i, a := range e.Args {
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign && len(x.Args) == 2 {
				args[i] = &syntax.Expr{Head: x.Head, P: x.P, Args: []syntax.Node{stripEscapes(x.Args[0]), h.resolve(x.Args[1])}}
				continue
			}
			args[i] = stripEscapes(a)
		}
		return mk(args)
	case syntax.HeadTuple, syntax.HeadParameters, syntax.HeadCall, syntax.HeadRef, syntax.HeadCurly:
		args := make([]syntax.Node, len(e.Args))
		for i, a := range e.Args {
			if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadKw || x.Head == syntax.HeadAssign && e.Head != syntax.HeadRef && e.Head != syntax.HeadCurly) && len(x.Args) == 2 {
				if id, ok := x.Args[0].(*syntax.Ident); ok && (e.Head == syntax.HeadTuple || e.Head == syntax.HeadParameters || x.Head == syntax.HeadKw) {
					if _, renamed := h.renames[id.Name]; !renamed || !h.sig || x.Head == syntax.HeadAssign {
						args[i] = &syntax.Expr{Head: x.Head, P: x.P, Args: []syntax.Node{id, h.resolve(x.Args[1])}}
						continue
					}
				}
			}
			args[i] = h.resolve(a)
		}
		return mk(args)
	}
	return mk(h.resolveAll(e.Args))
}

// renameOnly renames bound names in n (outside escapes) and removes
// escapes, leaving free names as written.
func (h *hygieneState) renameOnly(n syntax.Node) syntax.Node {
	switch x := n.(type) {
	case *syntax.Ident:
		if r, ok := h.renames[x.Name]; ok {
			return &syntax.Ident{Name: r, P: x.P}
		}
		return x
	case *syntax.Expr:
		if x.Head == "escape" && len(x.Args) == 1 {
			return x.Args[0]
		}
		if x.Head == syntax.HeadQuote {
			return x
		}
		args := make([]syntax.Node, len(x.Args))
		for i, a := range x.Args {
			args[i] = h.renameOnly(a)
		}
		return &syntax.Expr{Head: x.Head, P: x.P, Args: args}
	}
	return n
}

// macroName resolves the name of a macro called in a macro's result: a
// user macro of the macro's module is referred to there.
func (h *hygieneState) macroName(n syntax.Node) syntax.Node {
	n = stripEscapes(n)
	id, ok := n.(*syntax.Ident)
	if !ok || h.def == h.m {
		return n
	}
	if b := h.def.Lookup(id.Name); b != nil && b.Defined {
		if _, ok := b.Value.(*methods.Function); ok {
			return &lower.GlobalRef{Module: h.def, Name: id.Name, P: id.P}
		}
	}
	return n
}

// stripEscapes removes esc(...) wrappers in n.
func stripEscapes(n syntax.Node) syntax.Node {
	x, ok := n.(*syntax.Expr)
	if !ok {
		return n
	}
	if x.Head == "escape" && len(x.Args) == 1 {
		return stripEscapes(x.Args[0])
	}
	var out *syntax.Expr
	for i, a := range x.Args {
		na := stripEscapes(a)
		if na != a {
			if out == nil {
				out = &syntax.Expr{Head: x.Head, P: x.P, Args: append([]syntax.Node(nil), x.Args...)}
			}
			out.Args[i] = na
		}
	}
	if out == nil {
		return x
	}
	return out
}

// IsCallLHS reports whether an assignment's left side is a call
// signature (f(x) = …, f(x)::T = …, f(x) where T = …): a short-form
// method definition, whose arguments the definition binds.
func IsCallLHS(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case syntax.HeadCall:
		return true
	case syntax.HeadWhere, syntax.HeadDecl:
		return len(e.Args) > 0 && IsCallLHS(e.Args[0])
	}
	return false
}
