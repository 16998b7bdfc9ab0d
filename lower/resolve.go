package lower

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/syntax"
)

// resolver is the first pass over a function body: it decides, with
// Julia's scope rules, which names are local variables of which scope, and
// collects the facts that decide a variable's storage (captured, boxed,
// kept in a stack slot across try, needing a definedness flag).
//
// Julia decides locality per scope from every assignment in it, wherever it
// appears: a name assigned in a scope is local to the outermost enclosing
// local scope of the same function where it is assigned, unless declared
// global; loop variables are always new locals of the loop body.
type resolver struct {
	// seq counts closure starts and first assignments in resolution order.
	seq int
	// refs maps every identifier occurrence that names a local variable.
	refs map[*syntax.Ident]*Var
	// cmdWords holds the words of each command literal (`…`), parsed
	// once so that the identifiers its interpolations use are the nodes
	// the scope rules resolved.
	cmdWords map[*syntax.Expr][][]cmdPart
	// scopes holds the scope that a scope-introducing node opens.
	scopes map[syntax.Node]*scope
	// fns holds the function that a closure-introducing node opens.
	fns map[syntax.Node]*fnInfo
	// topBranches are the branches of top-level `if`s that contain
	// definitions: they are evaluated as top-level code (OpToplevel).
	topBranches map[syntax.Node]bool
	// evalDefs: global method definitions in a top-level local scope
	// that use its local variables (for T in (Int, Float64); global
	// f(::Type{T}) = …; end), each replaced by the quote that Core.eval
	// defines when the definition is reached, with the locals' values
	// interpolated (captured by value, as a loop variable is in Julia).
	evalDefs map[syntax.Node]*syntax.Expr
	// whereLets: `A where T` in value position, each replaced by the let
	// that binds T to a new TypeVar and wraps A in a UnionAll.
	whereLets map[syntax.Node]*syntax.Expr
	// localDefs lists, per local function variable, its method
	// definitions in source order (the methods of one closure type).
	localDefs map[*Var][]syntax.Node
	// unsharable: variables that a later method of a local function
	// captures but that are not in scope where its first method creates
	// the closure (shareLocalFunctionCaptures).
	unsharable map[*Var]bool
	// tryStack is the list of enclosing try-body ids.
	tryStack []int
	nextTry  int
	nextVar  int
	// branchDepth counts enclosing conditionals and loops within the
	// current function, for the "assigned once before capture" rule.
	branchDepth int
	err         error
	// softGlobalExists reports whether a global of that name exists, for
	// Julia's soft-scope rule at top level.
	globalExists func(name string) bool
	warnings     []Warning
}

// Warning is a lowering-time warning (Julia prints these on stderr while a
// file is loaded).
type Warning struct {
	Pos syntax.Pos
	Msg string
}

func (r *resolver) newVar(name string, kind VarKind, fn *fnInfo) *Var {
	r.nextVar++
	v := &Var{Name: name, Kind: kind, fn: fn, id: r.nextVar, tryLevel: len(r.tryStack), branchDepth: r.branchDepth}
	if fn != nil {
		fn.vars = append(fn.vars, v)
	}
	return v
}

func (r *resolver) fail(pos syntax.Pos, format string, args ...any) {
	if r.err == nil {
		r.err = errorf(pos, format, args...)
	}
}

// assignedNames collects the names assigned directly in a scope body (not
// in nested scopes), and `local`/`global` declarations.
func (r *resolver) assignedNames(body syntax.Node, names *[]string, seen map[string]bool, locals, globals map[string]bool) {
	var walk func(n syntax.Node)
	add := func(name string) {
		if !seen[name] {
			seen[name] = true
			*names = append(*names, name)
		}
	}
	var target func(n syntax.Node)
	target = func(n syntax.Node) {
		switch t := n.(type) {
		case *syntax.Ident:
			add(t.Name)
		case *syntax.Expr:
			switch t.Head {
			case syntax.HeadTuple:
				for _, a := range t.Args {
					target(a)
				}
			case syntax.HeadDecl:
				if len(t.Args) == 2 {
					target(t.Args[0])
				}
				walk(t.Args[len(t.Args)-1])
			case syntax.HeadSplat:
				target(t.Args[0])
			case syntax.HeadParameters:
				for _, a := range t.Args {
					target(a)
				}
			default:
				walk(t)
			}
		}
	}
	walk = func(n syntax.Node) {
		e, ok := n.(*syntax.Expr)
		if !ok {
			return
		}
		switch e.Head {
		case syntax.HeadAssign:
			if isFunctionDefLHS(e.Args[0]) {
				// A named inner function is an assignment of its name.
				if name := funcDefName(e.Args[0]); name != "" {
					add(name)
				}
				return
			}
			target(e.Args[0])
			walk(e.Args[1])
			return
		case syntax.HeadFunction:
			if len(e.Args) >= 1 {
				if name := funcDefName(e.Args[0]); name != "" {
					add(name)
				}
			}
			return
		case syntax.HeadLocal:
			for _, a := range e.Args {
				switch x := a.(type) {
				case *syntax.Ident:
					locals[x.Name] = true
					add(x.Name)
				case *syntax.Expr:
					if x.Head == syntax.HeadAssign {
						for _, nm := range lhsNames(x.Args[0]) {
							locals[nm] = true
						}
						target(x.Args[0])
						walk(x.Args[1])
					} else if x.Head == syntax.HeadDecl {
						for _, nm := range lhsNames(x) {
							locals[nm] = true
							add(nm)
						}
					} else if x.Head == syntax.HeadTuple {
						for _, nm := range lhsNames(x) {
							locals[nm] = true
							add(nm)
						}
					}
				}
			}
			return
		case syntax.HeadGlobal:
			for _, a := range e.Args {
				for _, nm := range globalDeclNames(a) {
					globals[nm] = true
				}
				if x, ok := a.(*syntax.Expr); ok && (x.Head == syntax.HeadAssign || isUpdateHead(x.Head)) && len(x.Args) == 2 && !isFunctionDefLHS(x.Args[0]) {
					walk(x.Args[1])
				}
			}
			return
		case syntax.HeadConst:
			for _, a := range e.Args {
				walk(a)
			}
			return
		case syntax.HeadStruct, syntax.HeadAbstract, syntax.HeadPrimitive:
			// Julia expands a type definition to (block (global name)
			// (const name) …): in a local scope at top level (a `let`,
			// a @testset's body) the name is global in the whole scope,
			// so `S(x::String) = …` beside `struct S` adds a method to
			// the global type rather than making a local function.
			if nm := typeDefName(e); nm != "" {
				globals[nm] = true
			}
			return
		case syntax.HeadLet, syntax.HeadFor, syntax.HeadWhile, syntax.HeadTry,
			syntax.HeadArrow, syntax.HeadComprehension, syntax.HeadTypedComp,
			syntax.HeadGenerator, syntax.HeadDo, syntax.HeadMacro,
			syntax.HeadQuote, syntax.HeadModule:
			// New scopes; `while` conditions are in the outer scope but
			// cannot contain assignments worth tracking separately.
			if e.Head == syntax.HeadWhile && len(e.Args) > 0 {
				walk(e.Args[0])
			}
			if e.Head == syntax.HeadFor && len(e.Args) > 0 {
				// The iterables are evaluated in the enclosing scope.
				for _, it := range forIterSpecs(e.Args[0]) {
					walk(it.iter)
				}
			}
			if e.Head == syntax.HeadLet && len(e.Args) > 0 {
				for _, b := range letBindings(e.Args[0]) {
					if x, ok := b.(*syntax.Expr); ok && x.Head == syntax.HeadAssign {
						walk(x.Args[1])
					}
				}
			}
			return
		case syntax.HeadTuple:
			// Named tuple fields are not assignments.
			for _, a := range e.Args {
				if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign {
					walk(x.Args[1])
					continue
				}
				walk(a)
			}
			return
		case syntax.HeadCall, syntax.HeadParameters:
			for _, a := range e.Args {
				if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadKw {
					walk(x.Args[1])
					continue
				}
				walk(a)
			}
			return
		}
		if isUpdateHead(e.Head) && len(e.Args) == 2 {
			target(e.Args[0])
			walk(e.Args[1])
			return
		}
		for _, a := range e.Args {
			walk(a)
		}
	}
	walk(body)
}

// declareScope creates the Vars of a new scope whose body is body.
// pre are names that are locals of the scope whatever happens (arguments,
// loop variables, catch variables).
func (r *resolver) declareScope(sc *scope, body []syntax.Node, pre []*Var) {
	for _, v := range pre {
		sc.vars[v.Name] = v
	}
	var names []string
	seen := map[string]bool{}
	locals := map[string]bool{}
	globals := map[string]bool{}
	for _, b := range body {
		r.assignedNames(b, &names, seen, locals, globals)
	}
	for g := range globals {
		sc.globals[g] = true
	}
	for _, name := range names {
		if _, ok := sc.vars[name]; ok {
			continue
		}
		if globals[name] {
			continue
		}
		if !locals[name] {
			if sc.parent != nil {
				if v, ok := sc.parent.lookup(name); ok {
					_ = v
					// Already a local (or declared global) outside: the
					// assignment refers to it.
					continue
				}
			}
			if sc.toplevel {
				continue // a global
			}
			if sc.fn.toplevel && softChain(sc) {
				// Julia's soft scope at top level of a file: an assignment
				// to an existing global makes a new local, with a warning.
				if r.globalExists != nil && r.globalExists(name) {
					r.warnings = append(r.warnings, Warning{Pos: firstAssignPos(body, name), Msg: softScopeWarning(name)})
				}
			}
		}
		sc.vars[name] = r.newVar(name, varLocal, sc.fn)
	}
}

func softScopeWarning(name string) string {
	return "Assignment to `" + name + "` in soft scope is ambiguous because a global variable by the same name exists: `" + name + "` will be treated as a new local. Disambiguate by using `local " + name + "` to suppress this warning or `global " + name + "` to assign to the existing global variable."
}

func firstAssignPos(body []syntax.Node, name string) syntax.Pos {
	var found syntax.Pos
	var walk func(n syntax.Node)
	walk = func(n syntax.Node) {
		if found.IsValid() {
			return
		}
		e, ok := n.(*syntax.Expr)
		if !ok {
			return
		}
		if (e.Head == syntax.HeadAssign || isUpdateHead(e.Head)) && len(e.Args) == 2 {
			for _, nm := range lhsNames(e.Args[0]) {
				if nm == name {
					found = e.P
					return
				}
			}
		}
		for _, a := range e.Args {
			walk(a)
		}
	}
	for _, b := range body {
		walk(b)
	}
	return found
}

func (r *resolver) newScope(parent *scope, fn *fnInfo, hard bool) *scope {
	return &scope{parent: parent, fn: fn, vars: map[string]*Var{}, globals: map[string]bool{}, hard: hard}
}

// ref resolves an identifier read or write in scope sc.
func (r *resolver) ref(sc *scope, id *syntax.Ident, write bool) {
	v, ok := sc.lookup(id.Name)
	if !ok || v == nil {
		return // global
	}
	r.refs[id] = v
	r.noteUse(sc, v, id.P, write)
}

func (r *resolver) noteUse(sc *scope, v *Var, pos syntax.Pos, write bool) {
	if v.fn != sc.fn {
		// Used from a nested function: captured by every function between.
		v.Captured = true
		for f := sc.fn; f != nil && f != v.fn; f = f.parent {
			f.capture(v, pos)
		}
		if !v.captureAt.IsValid() || posBefore(pos, v.captureAt) {
			v.captureAt = closurePos(sc.fn, v.fn)
			v.captureSeq = closureSeq(sc.fn, v.fn)
		}
		if write {
			v.AssignedInClosure = true
		}
	}
	if write {
		v.Assigns++
		if v.Assigns == 1 {
			v.firstAssign = pos
			r.seq++
			v.firstAssignSeq = r.seq
			// Captured while the right side was resolved (g = n -> g(n-1)):
			// the closure exists before the assignment.
			v.captureFirst = v.Captured && v.fn == sc.fn
			if r.branchDepth > v.branchDepth {
				v.assignInBranch = true
			}
		} else {
			v.assignInBranch = true
		}
		// Assigned inside a try body that the variable outlives: its
		// value must survive the jump to the catch block, so it lives in
		// a slot.
		if v.fn == sc.fn && len(r.tryStack) > v.tryLevel {
			v.InTry = true
		}
	}
}

// closurePos returns the position of the outermost closure between inner
// and outer, where the capture happens.
// closureSeq is the start sequence number of the closure closurePos names.
func closureSeq(inner, outer *fnInfo) int {
	f := inner
	for f.parent != nil && f.parent != outer {
		f = f.parent
	}
	return f.startSeq
}

func closurePos(inner, outer *fnInfo) syntax.Pos {
	f := inner
	for f.parent != nil && f.parent != outer {
		f = f.parent
	}
	if f.node != nil {
		return f.node.Pos()
	}
	return syntax.Pos{}
}

func (r *resolver) exprs(sc *scope, ns []syntax.Node) {
	for _, n := range ns {
		r.expr(sc, n)
	}
}

// expr walks an expression in scope sc, resolving names and opening the
// scopes of nested forms.
func (r *resolver) expr(sc *scope, n syntax.Node) {
	if r.err != nil {
		return
	}
	switch x := n.(type) {
	case *syntax.Ident:
		if x.Name == "end" || x.Name == "begin" {
			return
		}
		r.ref(sc, x, false)
		return
	case *syntax.Expr:
		r.form(sc, x)
	}
}

func (r *resolver) assignTarget(sc *scope, n syntax.Node) {
	switch t := n.(type) {
	case *syntax.Ident:
		r.ref(sc, t, true)
	case *syntax.Expr:
		switch t.Head {
		case syntax.HeadTuple:
			for _, a := range t.Args {
				r.assignTarget(sc, a)
			}
		case syntax.HeadParameters:
			for _, a := range t.Args {
				r.assignTarget(sc, a)
			}
		case syntax.HeadDecl:
			if len(t.Args) == 2 {
				r.assignTarget(sc, t.Args[0])
				r.expr(sc, t.Args[1])
				if id, ok := t.Args[0].(*syntax.Ident); ok {
					if v := r.refs[id]; v != nil && v.DeclType == nil {
						v.DeclType = t.Args[1]
					}
				}
			}
		case syntax.HeadSplat:
			r.assignTarget(sc, t.Args[0])
		default:
			// a[i] = v, a.b = v: the object and indexes are reads.
			r.expr(sc, t)
		}
	}
}

func (r *resolver) form(sc *scope, e *syntax.Expr) {
	switch e.Head {
	case syntax.HeadAssign:
		if isFunctionDefLHS(e.Args[0]) {
			r.funcDef(sc, e, e.Args[0], e.Args[1])
			return
		}
		r.expr(sc, e.Args[1])
		r.assignTarget(sc, e.Args[0])
		return
	case syntax.HeadFunction:
		if len(e.Args) == 1 {
			// `function f end`
			if id, ok := e.Args[0].(*syntax.Ident); ok && !sc.fn.toplevel {
				r.ref(sc, id, true)
			}
			return
		}
		r.funcDef(sc, e, e.Args[0], e.Args[1])
		return
	case syntax.HeadArrow, syntax.HeadDo:
		if e.Head == syntax.HeadDo {
			r.expr(sc, e.Args[0])
			r.lambda(sc, e.Args[1].(*syntax.Expr))
			return
		}
		r.lambda(sc, e)
		return
	case syntax.HeadLocal:
		for _, a := range e.Args {
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign {
				r.expr(sc, x)
			} else if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadDecl {
				r.assignTargetDeclOnly(sc, x)
			}
		}
		return
	case syntax.HeadGlobal:
		for _, a := range e.Args {
			if x, ok := a.(*syntax.Expr); ok && isUpdateHead(x.Head) && len(x.Args) == 2 {
				r.expr(sc, x.Args[1])
				continue
			}
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign && isFunctionDefLHS(x.Args[0]) {
				// global f(x) = … in a let or loop at top level.
				r.funcDef(sc, x, x.Args[0], x.Args[1])
				continue
			}
			if x, ok := a.(*syntax.Expr); ok && isGlobalFunction(x) {
				// global function f(x) … end
				r.funcDef(sc, x, x.Args[0], x.Args[1])
				continue
			}
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign {
				r.expr(sc, x.Args[1])
				if d, ok := x.Args[0].(*syntax.Expr); ok && d.Head == syntax.HeadDecl && len(d.Args) == 2 {
					r.expr(sc, d.Args[1])
				}
			}
		}
		return
	case syntax.HeadConst:
		for _, a := range e.Args {
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign {
				r.expr(sc, x.Args[1])
			}
		}
		return
	case syntax.HeadLet:
		inner := r.newScope(sc, sc.fn, true)
		r.scopes[e] = inner
		bindings := letBindings(e.Args[0])
		// Each binding's right side sees the previous bindings (Julia
		// nests a let with several bindings).
		cur := sc
		for _, b := range bindings {
			bs := r.newScope(cur, sc.fn, true)
			r.scopes[b] = bs
			switch x := b.(type) {
			case *syntax.Ident:
				bs.vars[x.Name] = r.newVar(x.Name, varLocal, sc.fn)
				r.refs[x] = bs.vars[x.Name]
			case *syntax.Expr:
				if x.Head == syntax.HeadAssign {
					r.expr(cur, x.Args[1])
					for _, nm := range lhsNames(x.Args[0]) {
						bs.vars[nm] = r.newVar(nm, varLocal, sc.fn)
					}
					r.assignTarget(bs, x.Args[0])
				} else {
					r.fail(x.P, "invalid let syntax")
				}
			}
			cur = bs
		}
		inner.parent = cur
		body := blockArgs(e.Args[1])
		r.declareScope(inner, body, nil)
		r.exprs(inner, body)
		return
	case syntax.HeadFor:
		specs := forIterSpecs(e.Args[0])
		cur := sc
		// Each iteration binds its variables afresh (and the body's locals):
		// they are declared inside the loop, so their one assignment per
		// iteration is not conditional to them (a closure made in the body
		// captures the value, as Julia's does, without a Box).
		for _, it := range specs {
			r.expr(cur, it.iter)
			r.branchDepth++
			ls := r.newScope(cur, sc.fn, false)
			r.scopes[it.node] = ls
			for _, nm := range lhsNames(it.target) {
				if it.outer {
					continue
				}
				ls.vars[nm] = r.newVar(nm, varLocal, sc.fn)
			}
			r.assignTarget(ls, it.target)
			cur = ls
		}
		r.branchDepth -= len(specs)
		r.branchDepth++
		body := r.newScope(cur, sc.fn, false)
		r.scopes[e] = body
		stmts := blockArgs(e.Args[1])
		// The body shares the innermost iteration variables' scope (Julia's
		// expand-for): `local x` in `for x in itr` names the loop variable.
		r.declareScope(body, stmts, nil)
		if cur != sc {
			for name := range cur.vars {
				delete(body.vars, name)
			}
		}
		r.exprs(body, stmts)
		r.branchDepth--
		return
	case syntax.HeadWhile:
		r.branchDepth++
		r.expr(sc, e.Args[0])
		body := r.newScope(sc, sc.fn, false)
		r.scopes[e] = body
		stmts := blockArgs(e.Args[1])
		r.declareScope(body, stmts, nil)
		r.exprs(body, stmts)
		r.branchDepth--
		return
	case syntax.HeadIf, syntax.HeadElseif:
		r.expr(sc, e.Args[0])
		r.branchDepth++
		for _, a := range e.Args[1:] {
			if sc.toplevel && sc.fn.toplevel && !isExprHead(a, syntax.HeadElseif) && definesAtToplevel(a) {
				// A branch of a top-level `if` that defines methods or
				// types runs as top-level statements of its own (each in
				// the latest world, as Julia's top level), when reached.
				r.topBranches[a] = true
				continue
			}
			r.expr(sc, a)
		}
		r.branchDepth--
		return
	case syntax.HeadAnd, syntax.HeadOr:
		r.expr(sc, e.Args[0])
		r.branchDepth++
		r.exprs(sc, e.Args[1:])
		r.branchDepth--
		return
	case syntax.HeadTry:
		r.nextTry++
		id := r.nextTry
		bodySc := r.newScope(sc, sc.fn, false)
		r.scopes[e.Args[0]] = bodySc
		stmts := blockArgs(e.Args[0])
		hasFinally := len(e.Args) >= 4 && isBlockExpr(e.Args[3])
		r.tryStack = append(r.tryStack, id)
		r.declareScope(bodySc, stmts, nil)
		r.branchDepth++
		r.exprs(bodySc, stmts)
		if !hasFinally {
			r.tryStack = r.tryStack[:len(r.tryStack)-1]
		}
		if len(e.Args) >= 3 {
			catchSc := r.newScope(sc, sc.fn, false)
			r.scopes[e.Args[2]] = catchSc
			var pre []*Var
			if id, ok := e.Args[1].(*syntax.Ident); ok {
				// Julia's catch variable is assigned in the catch
				// block's scope: a local of an enclosing scope by that
				// name is assigned (as `x = …` there would be), else it
				// is a new local of the catch block.
				if v, found := sc.lookup(id.Name); found && v != nil {
					r.refs[id] = v
					r.noteUse(catchSc, v, id.P, true)
				} else {
					v := r.newVar(id.Name, varLocal, sc.fn)
					pre = append(pre, v)
					r.refs[id] = v
					v.Assigns++
					v.firstAssign = id.P
				}
			}
			cs := blockArgs(e.Args[2])
			r.declareScope(catchSc, cs, pre)
			r.exprs(catchSc, cs)
		}
		if hasFinally {
			r.tryStack = r.tryStack[:len(r.tryStack)-1]
		}
		for _, k := range e.Args[3:] {
			if blk, ok := k.(*syntax.Expr); ok && blk.Head == syntax.HeadBlock {
				fs := r.newScope(sc, sc.fn, false)
				r.scopes[blk] = fs
				stmts := blockArgs(blk)
				r.declareScope(fs, stmts, nil)
				r.exprs(fs, stmts)
			}
		}
		r.branchDepth--
		return
	case syntax.HeadComprehension, syntax.HeadTypedComp:
		r.exprs(sc, e.Args)
		return
	case syntax.HeadGenerator:
		r.generator(sc, e)
		return
	case syntax.HeadTuple:
		for _, a := range e.Args {
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadAssign {
				r.expr(sc, x.Args[1])
				continue
			}
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadParameters {
				for _, p := range x.Args {
					if y, ok := p.(*syntax.Expr); ok && (y.Head == syntax.HeadAssign || y.Head == syntax.HeadKw) {
						r.expr(sc, y.Args[1])
						continue
					}
					r.expr(sc, p)
				}
				continue
			}
			r.expr(sc, a)
		}
		return
	case syntax.HeadCall, syntax.HeadParameters, syntax.HeadRef, syntax.HeadCurly:
		for _, a := range e.Args {
			if x, ok := a.(*syntax.Expr); ok && x.Head == syntax.HeadKw {
				r.expr(sc, x.Args[1])
				continue
			}
			r.expr(sc, a)
		}
		return
	case syntax.HeadDotCall:
		r.expr(sc, e.Args[0])
		if len(e.Args) > 1 {
			if _, ok := e.Args[1].(*syntax.QuoteNode); !ok {
				r.expr(sc, e.Args[1])
			}
		}
		return
	case syntax.HeadMacrocall:
		if macroName(e) == "@cmd" {
			for _, w := range r.commandWords(e) {
				for _, p := range w {
					if p.expr != nil {
						r.expr(sc, p.expr)
					}
				}
			}
			return
		}
		for _, a := range e.Args[1:] {
			r.expr(sc, a)
		}
		return
	case syntax.HeadQuote:
		for _, a := range e.Args {
			quoteInterpolations(a, 1, func(x syntax.Node) { r.expr(sc, x) })
		}
		return
	case syntax.HeadStruct, syntax.HeadAbstract, syntax.HeadPrimitive,
		syntax.HeadModule, syntax.HeadUsing, syntax.HeadImport, syntax.HeadExport, syntax.HeadMacro:
		return
	case syntax.HeadWhere:
		if l := whereLet(e); l != nil {
			r.whereLets[e] = l
			r.expr(sc, l)
			return
		}
		r.expr(sc, e.Args[0])
		return
	}
	if isUpdateHead(e.Head) && len(e.Args) == 2 {
		r.expr(sc, e.Args[1])
		r.expr(sc, e.Args[0])
		r.assignTarget(sc, e.Args[0])
		return
	}
	r.exprs(sc, e.Args)
}

func (r *resolver) assignTargetDeclOnly(sc *scope, d *syntax.Expr) {
	if len(d.Args) != 2 {
		return
	}
	r.expr(sc, d.Args[1])
	if id, ok := d.Args[0].(*syntax.Ident); ok {
		if v, ok := sc.lookup(id.Name); ok && v != nil {
			r.refs[id] = v
			if v.DeclType == nil {
				v.DeclType = d.Args[1]
			}
		}
	}
}

// funcDef handles a function definition nested in a function or thunk
// body: anonymous functions and functions whose name is a local variable
// are closures; other named definitions in top-level code are global
// method definitions evaluated when reached (OpToplevel).
func (r *resolver) funcDef(sc *scope, def syntax.Node, sig, body syntax.Node) {
	id := funcDefIdent(sig)
	if id == nil && isAnonymousSig(sig) {
		r.closureBody(sc, def, sig, body)
		return
	}
	if id != nil {
		if v, ok := sc.lookup(id.Name); ok && v != nil {
			r.ref(sc, id, true)
			// The name is bound to the closure made here, after its
			// body captured it: no order by sequence.
			v.firstAssignSeq = 0
			r.closureBody(sc, def, sig, body)
			if fv := r.refs[id]; fv != nil {
				r.localDefs[fv] = append(r.localDefs[fv], def)
			}
			return
		}
	}
	if sc.fn.toplevel {
		if !sc.toplevel {
			// Inside let/for/while/try at top level the definition
			// could see local variables, which a separately lowered
			// method cannot.
			locals := map[string]bool{}
			for s := sc; s != nil && !s.toplevel; s = s.parent {
				for name := range s.vars {
					if v, ok := sc.lookup(name); ok && v != nil {
						locals[name] = true
					}
				}
			}
			if len(locals) == 0 {
				return
			}
			used, assigned := capturedNames(sig, body, locals)
			if len(used) == 0 {
				return
			}
			quoted := def
			if assigned {
				// The method shares the variables it assigns with the
				// block (Julia: a captured, mutable binding): they live
				// in a Core.Box that the definition refers to, read and
				// written through its `contents`.
				boxed, ok := assignedNames(sig, body, used)
				for name := range boxed {
					v, _ := sc.lookup(name)
					if v == nil || v.DeclType != nil || v.Kind != varLocal {
						ok = false
						break
					}
				}
				if !ok {
					r.fail(def.Pos(), "global method definitions inside a local scope that assign its local variables are not supported")
					return
				}
				for name := range boxed {
					v, _ := sc.lookup(name)
					v.AssignedInClosure = true
				}
			}
			// The method's body reads the block's variables through
			// $(kiln.readvar x): the current value, or, when the variable
			// changes after the definition (here or in another method)
			// and so lives in a Core.Box, Core.getfield(box, :contents).
			// Its signature takes their values when it is defined.
			readable := map[string]bool{}
			for name := range used {
				v, _ := sc.lookup(name)
				if v == nil || v.Kind != varLocal || v.DeclType != nil {
					continue
				}
				v.Captured = true
				if !v.captureAt.IsValid() || posBefore(def.Pos(), v.captureAt) {
					v.captureAt = def.Pos()
					v.captureSeq = 0
				}
				readable[name] = true
			}
			if quoted = boxNames(def, readable, assigned, used); quoted == nil {
				r.fail(def.Pos(), "global method definitions inside a local scope that assign its local variables are not supported")
				return
			}
			q := &syntax.Expr{Head: syntax.HeadQuote, P: def.Pos(), Args: []syntax.Node{quoted}}
			r.expr(sc, q)
			r.evalDefs[def] = q
		}
		return
	}
	r.fail(def.Pos(), "%s", globalDefInFunction(def.Pos()))
}

// isAnonymousSig reports whether sig is the signature of an anonymous
// function: (tuple args...), possibly with where and a return type.
func isAnonymousSig(sig syntax.Node) bool {
	for {
		e, ok := sig.(*syntax.Expr)
		if !ok {
			return false
		}
		switch e.Head {
		case syntax.HeadWhere:
			sig = e.Args[0]
			continue
		case syntax.HeadDecl:
			if len(e.Args) == 2 {
				sig = e.Args[0]
				continue
			}
			return false
		case syntax.HeadTuple:
			return true
		}
		return false
	}
}

func (r *resolver) lambda(sc *scope, e *syntax.Expr) {
	r.closureBody(sc, e, e.Args[0], e.Args[1])
}

// closureBody opens the function scope of a closure.
func (r *resolver) closureBody(sc *scope, node, sig, body syntax.Node) {
	_, anon := node.(*syntax.Expr)
	if e, ok := node.(*syntax.Expr); ok {
		anon = e.Head == syntax.HeadArrow || isAnonymousSig(sig)
	}
	parsed, err := parseSignature(sig, anon)
	if err != nil {
		se := err.(*sigError)
		r.fail(se.pos, "%s", se.msg)
		return
	}
	r.function(sc, node, parsed, body)
}

// function resolves a function (method or closure) with signature sig
// whose definition is node, nested in scope sc.
func (r *resolver) function(sc *scope, node syntax.Node, sig *signature, body syntax.Node) (*fnInfo, *scope) {
	r.seq++
	fn := &fnInfo{parent: sc.fn, node: node, sig: sig, startSeq: r.seq}
	r.fns[node] = fn
	fsc := r.newScope(sc, fn, true)
	r.scopes[node] = fsc
	saveBranch, saveTry := r.branchDepth, r.tryStack
	r.branchDepth, r.tryStack = 0, nil
	defer func() { r.branchDepth, r.tryStack = saveBranch, saveTry }()
	var pre []*Var
	if sig.name != nil {
		if d, ok := sig.name.(*syntax.Expr); ok && d.Head == syntax.HeadDecl && len(d.Args) == 2 {
			if id, ok := d.Args[0].(*syntax.Ident); ok {
				v := r.newVar(id.Name, varArg, fn)
				v.Index = 0
				fn.selfVar = v
				r.refs[id] = v
				pre = append(pre, v)
			}
		}
	}
	for i, a := range sig.args {
		if a.name == "" {
			fn.argVars = append(fn.argVars, nil)
			continue
		}
		v := r.newVar(a.name, varArg, fn)
		v.Index = i + 1
		if a.ident != nil {
			r.refs[a.ident] = v
		}
		pre = append(pre, v)
		fn.argVars = append(fn.argVars, v)
	}
	for i, kw := range sig.kwargs {
		v := r.newVar(kw.name, varArg, fn)
		v.Index = -1 - i
		if kw.ident != nil {
			r.refs[kw.ident] = v
		}
		pre = append(pre, v)
		fn.kwVars = append(fn.kwVars, v)
	}
	if sig.kwrest != "" {
		v := r.newVar(sig.kwrest, varArg, fn)
		if sig.kwrestI != nil {
			r.refs[sig.kwrestI] = v
		}
		pre = append(pre, v)
		fn.kwrestVar = v
	}
	for i, sp := range sig.sparams {
		v := r.newVar(sp.name, varSparam, fn)
		v.Index = i
		pre = append(pre, v)
		fn.sparamVars = append(fn.sparamVars, v)
	}
	stmts := blockArgs(body)
	r.declareScope(fsc, stmts, pre)
	// A default sees the arguments before it and nothing else of the
	// function (Julia's manual, "Evaluation Scope of Default Values"):
	// `f(x; norm=norm)` and `f(a, b=a)` read the global norm and the
	// argument a; the body's locals are not in scope. Argument types are
	// evaluated by the driver, not here.
	defaultScope := func(vars []*Var) *scope {
		dsc := r.newScope(sc, fn, true)
		for _, v := range append(append([]*Var{fn.selfVar}, fn.sparamVars...), vars...) {
			if v != nil {
				dsc.vars[v.Name] = v
			}
		}
		return dsc
	}
	for i, a := range sig.args {
		if a.def != nil {
			r.expr(defaultScope(fn.argVars[:i]), a.def)
		}
	}
	for i, kw := range sig.kwargs {
		dsc := defaultScope(append(append([]*Var(nil), fn.argVars...), fn.kwVars[:i]...))
		if kw.def != nil {
			r.expr(dsc, kw.def)
		}
		if kw.typ != nil {
			r.expr(fsc, kw.typ)
		}
	}
	if sig.ret != nil {
		r.expr(fsc, sig.ret)
	}
	r.exprs(fsc, stmts)
	return fn, fsc
}

// generator resolves (generator body (= x iter)...): the iterables are
// evaluated outside; the body and the filters are a closure over the
// iteration variables. Nested generators (flatten) nest closures.
func (r *resolver) generator(sc *scope, e *syntax.Expr) {
	specs := e.Args[1:]
	var cond syntax.Node
	if len(specs) == 1 {
		if f, ok := specs[0].(*syntax.Expr); ok && f.Head == syntax.HeadFilter {
			cond = f.Args[0]
			specs = f.Args[1:]
		}
	}
	for _, s := range specs {
		if x, ok := s.(*syntax.Expr); ok && x.Head == syntax.HeadAssign {
			r.expr(sc, x.Args[1])
		} else {
			r.fail(s.Pos(), "invalid iteration specification in generator")
			return
		}
	}
	r.seq++
	fn := &fnInfo{parent: sc.fn, node: e, startSeq: r.seq}
	r.fns[e] = fn
	fsc := r.newScope(sc, fn, true)
	r.scopes[e] = fsc
	var pre []*Var
	for _, s := range specs {
		for _, nm := range lhsNames(s.(*syntax.Expr).Args[0]) {
			v := r.newVar(nm, varLocal, fn)
			pre = append(pre, v)
		}
	}
	for _, v := range pre {
		fsc.vars[v.Name] = v
	}
	for _, s := range specs {
		r.assignTarget(fsc, s.(*syntax.Expr).Args[0])
	}
	// The iteration variables are assigned when the closure starts, before
	// its body runs, although they are written after it
	// ([[c == x for c in a] for x in m]): a closure in the body captures
	// them after their one assignment, so they need no Box (a boxed x made
	// the inner comprehension's element type Any).
	start := e.Args[0].Pos()
	start.Col--
	for _, v := range pre {
		if v.Assigns == 1 && !v.AssignedInClosure {
			v.firstAssign = start
			v.firstAssignSeq = 0
		}
	}
	// The filter and body share one closure scope in Kiln; Julia makes the
	// filter its own closure, which only matters for assignments inside
	// conditions.
	bodies := []syntax.Node{e.Args[0]}
	if cond != nil {
		bodies = append(bodies, cond)
	}
	r.declareScope(fsc, bodies, pre)
	saveBranch, saveTry := r.branchDepth, r.tryStack
	r.branchDepth, r.tryStack = 0, nil
	if cond != nil {
		r.expr(fsc, cond)
	}
	r.expr(fsc, e.Args[0])
	r.branchDepth, r.tryStack = saveBranch, saveTry
}

func isBlockExpr(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	return ok && e.Head == syntax.HeadBlock
}

func newResolver(globals func(string) bool) *resolver {
	return &resolver{refs: map[*syntax.Ident]*Var{}, cmdWords: map[*syntax.Expr][][]cmdPart{}, scopes: map[syntax.Node]*scope{},
		fns: map[syntax.Node]*fnInfo{}, topBranches: map[syntax.Node]bool{}, evalDefs: map[syntax.Node]*syntax.Expr{},
		whereLets: map[syntax.Node]*syntax.Expr{}, localDefs: map[*Var][]syntax.Node{}, unsharable: map[*Var]bool{}, globalExists: globals}
}

// thunk resolves top-level code.
func (r *resolver) thunk(n syntax.Node) (*fnInfo, *scope) {
	fn := &fnInfo{toplevel: true, node: n}
	sc := &scope{fn: fn, vars: map[string]*Var{}, globals: map[string]bool{}, toplevel: true}
	// `local x` in top-level code (begin … end, a macro's expansion)
	// makes x a local of the thunk, as Julia's lowering does; assigned
	// names stay globals.
	r.declareScope(sc, []syntax.Node{n}, nil)
	r.expr(sc, n)
	return fn, sc
}

// method resolves a top-level method definition.
func (r *resolver) method(node syntax.Node, sig *signature, body syntax.Node) (*fnInfo, *scope) {
	top := &fnInfo{toplevel: true, node: node}
	sc := &scope{fn: top, vars: map[string]*Var{}, globals: map[string]bool{}, toplevel: true}
	return r.function(sc, node, sig, body)
}

// check turns a resolution error into a lowering error.
func (r *resolver) check() {
	r.shareLocalFunctionCaptures()
	if r.err != nil {
		panic(r.err)
	}
}

// shareLocalFunctionCaptures makes the variables that a later method of a
// local function captures captured where the function's closure object is
// created, at its first method: the closure type holds the captures of all
// its methods (as Julia's), so a variable assigned after that point lives
// in a Core.Box. A variable not in scope at the first method (declared in
// a block the first method is outside of) is recorded in unsharable.
func (r *resolver) shareLocalFunctionCaptures() {
	for _, defs := range r.localDefs {
		if len(defs) < 2 {
			continue
		}
		first := defs[0].Pos()
		var outer *scope
		if sc := r.scopes[defs[0]]; sc != nil {
			outer = sc.parent
		}
		for _, d := range defs[1:] {
			fn := r.fns[d]
			if fn == nil {
				continue
			}
			for _, c := range fn.captures {
				if c.Kind == varArg || c.Kind == varSparam {
					continue
				}
				if outer == nil {
					r.unsharable[c] = true
					continue
				}
				if v, ok := outer.lookup(c.Name); !ok || v != c {
					r.unsharable[c] = true
					continue
				}
				if !c.captureAt.IsValid() || posBefore(first, c.captureAt) {
					c.captureAt = first
					c.captureSeq = 0
				}
			}
		}
	}
}

// softChain reports whether sc and every scope around it up to the
// global scope are soft (loop bodies, try blocks at top level).
func softChain(sc *scope) bool {
	for s := sc; s != nil; s = s.parent {
		if s.toplevel {
			return true
		}
		if s.hard {
			return false
		}
	}
	return false
}

func isExprHead(n syntax.Node, h syntax.Head) bool {
	e, ok := n.(*syntax.Expr)
	return ok && e.Head == h
}

// definesAtToplevel reports whether top-level code n contains, outside any
// function body, a definition that Julia evaluates as a top-level form: a
// named method, a type, a module, a macro, using/import/export, const, or
// a call to include or eval.
func definesAtToplevel(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case syntax.HeadStruct, syntax.HeadAbstract, syntax.HeadPrimitive, syntax.HeadModule,
		syntax.HeadMacro, syntax.HeadUsing, syntax.HeadImport, syntax.HeadExport, syntax.HeadConst:
		return true
	case syntax.HeadFunction:
		return len(e.Args) == 1 || !isAnonymousSig(e.Args[0])
	case syntax.HeadAssign:
		if isFunctionDefLHS(e.Args[0]) {
			return true
		}
		return definesAtToplevel(e.Args[1])
	case syntax.HeadCall:
		// include(file) and eval(ex) define what the file or expression
		// defines, in the latest world: the statements after them see
		// those definitions (if … include("defs.jl"); f() end).
		if id, ok := e.Args[0].(*syntax.Ident); ok && len(e.Args) > 1 {
			switch id.Name {
			case "include", "eval":
				return true
			}
		}
	case syntax.HeadArrow, syntax.HeadQuote, syntax.HeadLet, syntax.HeadFor, syntax.HeadWhile, syntax.HeadTry:
		// Function bodies define nothing at top level; definitions in
		// local scopes are lowered (or rejected) where they are.
		return false
	}
	for _, a := range e.Args {
		if definesAtToplevel(a) {
			return true
		}
	}
	return false
}

// capturedNames returns the names of locals (of the enclosing top-level
// scopes) that a method definition uses and does not bind itself (its
// arguments, keywords, static parameters, `local` declarations, loop and
// let variables), and whether its body assigns one of them.
func capturedNames(sig, body syntax.Node, locals map[string]bool) (map[string]bool, bool) {
	bound := map[string]bool{}
	if ps, err := parseSignature(sig, false); err == nil {
		for _, a := range ps.args {
			bound[a.name] = true
		}
		for _, k := range ps.kwargs {
			bound[k.name] = true
		}
		bound[ps.kwrest] = true
		for _, sp := range ps.sparams {
			bound[sp.name] = true
		}
		// (f::T)(x) = …: f names the callable object, an argument.
		if d, ok := ps.name.(*syntax.Expr); ok && d.Head == syntax.HeadDecl && len(d.Args) == 2 {
			if id, ok := d.Args[0].(*syntax.Ident); ok {
				bound[id.Name] = true
			}
		}
	}
	declaredNames(body, bound)
	used := map[string]bool{}
	assigned := false
	var walk func(n syntax.Node)
	walk = func(n syntax.Node) {
		switch x := n.(type) {
		case *syntax.Ident:
			if locals[x.Name] && !bound[x.Name] {
				used[x.Name] = true
			}
		case *syntax.Expr:
			switch x.Head {
			case syntax.HeadQuote:
				return
			case syntax.HeadKw:
				if len(x.Args) == 2 {
					walk(x.Args[1])
					return
				}
			}
			if (x.Head == syntax.HeadAssign || isUpdateHead(x.Head)) && len(x.Args) == 2 {
				for _, id := range lhsIdents(x.Args[0]) {
					if locals[id.Name] && !bound[id.Name] {
						assigned = true
					}
				}
			}
			for _, a := range x.Args {
				walk(a)
			}
		}
	}
	walk(sig)
	walk(body)
	return used, assigned
}

// declaredNames adds the names n declares: `local` ones and the
// variables of loops and let blocks (new variables in Julia).
func declaredNames(n syntax.Node, out map[string]bool) {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return
	}
	switch e.Head {
	case syntax.HeadQuote:
		return
	case syntax.HeadLocal:
		for _, a := range e.Args {
			for _, id := range lhsIdents(a) {
				out[id.Name] = true
			}
		}
	case syntax.HeadFor, syntax.HeadLet:
		if len(e.Args) > 0 {
			bindings := []syntax.Node{e.Args[0]}
			if b, ok := e.Args[0].(*syntax.Expr); ok && b.Head == syntax.HeadBlock {
				bindings = b.Args
			}
			for _, x := range bindings {
				t := x
				if a, ok := x.(*syntax.Expr); ok && (a.Head == syntax.HeadAssign || a.Head == "in") && len(a.Args) == 2 {
					t = a.Args[0]
				}
				for _, id := range lhsIdents(t) {
					out[id.Name] = true
				}
			}
		}
	}
	for _, a := range e.Args {
		declaredNames(a, out)
	}
}

// interpolateNames copies n with each use of a name in names made an
// interpolation ($name) of a quote; quoted code and keyword names are
// left alone.
func interpolateNames(n syntax.Node, names map[string]bool) syntax.Node {
	switch x := n.(type) {
	case *syntax.Ident:
		if names[x.Name] {
			return &syntax.Expr{Head: syntax.HeadDollar, P: x.P, Args: []syntax.Node{&syntax.Ident{Name: x.Name, P: x.P}}}
		}
		return x
	case *syntax.Expr:
		if x.Head == syntax.HeadQuote || x.Head == headReadVar || x.Head == headRawVar {
			return x
		}
		out := &syntax.Expr{Head: x.Head, P: x.P, Args: make([]syntax.Node, len(x.Args))}
		for i, a := range x.Args {
			if x.Head == syntax.HeadKw && i == 0 {
				out.Args[i] = a
				continue
			}
			out.Args[i] = interpolateNames(a, names)
		}
		return out
	}
	return n
}

// whereLet rewrites `A where {T, S<:B}` in value position as Julia's
// lowering does (julia-syntax.scm, expand-wheres):
//
//	let T = Core._typevar(:T), S = Core._typevar(:S, B)
//	    Core._unionall(T, Core._unionall(S, A))
//	end
//
// It returns nil when a variable is not of a form a where clause allows.
func whereLet(e *syntax.Expr) *syntax.Expr {
	if len(e.Args) < 2 {
		return nil
	}
	pos := e.P
	core := func(name string) syntax.Node {
		return &syntax.Expr{Head: syntax.HeadDotCall, P: pos, Args: []syntax.Node{
			&syntax.Ident{Name: "Core", P: pos}, &syntax.QuoteNode{Value: &syntax.Ident{Name: name, P: pos}, P: pos}}}
	}
	var binds []syntax.Node
	var names []string
	for _, w := range e.Args[1:] {
		sps, err := parseSparam(w)
		if err != nil {
			return nil
		}
		for _, sp := range sps {
			args := []syntax.Node{core("_typevar"), &syntax.QuoteNode{Value: &syntax.Ident{Name: sp.name, P: sp.pos}, P: sp.pos}}
			switch {
			case sp.lb != nil && sp.ub != nil:
				args = append(args, sp.lb, sp.ub)
			case sp.lb != nil:
				args = append(args, sp.lb, core("Any"))
			case sp.ub != nil:
				args = append(args, sp.ub)
			}
			call := &syntax.Expr{Head: syntax.HeadCall, P: sp.pos, Args: args}
			binds = append(binds, &syntax.Expr{Head: syntax.HeadAssign, P: sp.pos, Args: []syntax.Node{&syntax.Ident{Name: sp.name, P: sp.pos}, call}})
			names = append(names, sp.name)
		}
	}
	body := e.Args[0]
	for i := len(names) - 1; i >= 0; i-- {
		body = &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{core("_unionall"), &syntax.Ident{Name: names[i], P: pos}, body}}
	}
	return &syntax.Expr{Head: syntax.HeadLet, P: pos, Args: []syntax.Node{
		&syntax.Expr{Head: syntax.HeadBlock, P: pos, Args: binds},
		&syntax.Expr{Head: syntax.HeadBlock, P: pos, Args: []syntax.Node{body}}}}
}

// typeDefName is the name a struct, abstract or primitive type definition
// defines ("" when its header is malformed: lowering reports that).
func typeDefName(e *syntax.Expr) string {
	i := 0
	if e.Head == syntax.HeadStruct {
		i = 1
	}
	if len(e.Args) <= i {
		return ""
	}
	n := e.Args[i]
	if x, ok := n.(*syntax.Expr); ok && x.Head == syntax.HeadSubtype && len(x.Args) == 2 {
		n = x.Args[0]
	} else if ok && x.Head == syntax.HeadCall && len(x.Args) == 3 && isIdent(x.Args[0], "<:") {
		n = x.Args[1]
	}
	if x, ok := n.(*syntax.Expr); ok && x.Head == syntax.HeadCurly && len(x.Args) > 0 {
		n = x.Args[0]
	}
	if id, ok := n.(*syntax.Ident); ok {
		return id.Name
	}
	return ""
}

// headRawVar marks, in a quoted method definition, the Core.Box of a
// boxed local variable of the enclosing top-level block (boxNames).
const headRawVar syntax.Head = "kiln.rawvar"

// headReadVar marks, in a quoted method definition, a read of a local
// variable of the enclosing top-level block: its value, or the read of its
// Core.Box when it is boxed (decided when the block is lowered).
const headReadVar syntax.Head = "kiln.readvar"

// assignedNames is the set of the names of used that the method with sig
// and body assigns with a plain or updating assignment. ok is false when
// one of them is also bound some other way inside it (a destructuring
// assignment, a function argument, a named tuple field), which boxNames
// cannot rewrite.
func assignedNames(sig, body syntax.Node, used map[string]bool) (map[string]bool, bool) {
	out := map[string]bool{}
	ok := true
	var walk func(n syntax.Node)
	walk = func(n syntax.Node) {
		e, isExpr := n.(*syntax.Expr)
		if !isExpr || e.Head == syntax.HeadQuote {
			return
		}
		if (e.Head == syntax.HeadAssign || isUpdateHead(e.Head)) && len(e.Args) == 2 {
			if id, isID := e.Args[0].(*syntax.Ident); isID {
				if used[id.Name] && !strings.HasPrefix(string(e.Head), ".") {
					out[id.Name] = true
				}
			} else {
				for _, id := range lhsIdents(e.Args[0]) {
					if used[id.Name] {
						ok = false
					}
				}
			}
		}
		switch e.Head {
		case syntax.HeadArrow, syntax.HeadFunction, syntax.HeadDo:
			// a nested function whose arguments could shadow the names
			for _, a := range e.Args {
				if x, isX := a.(*syntax.Expr); isX && (x.Head == syntax.HeadTuple || x.Head == syntax.HeadCall) {
					for _, p := range x.Args {
						for _, id := range lhsIdents(p) {
							if used[id.Name] {
								ok = false
							}
						}
					}
				} else if id, isID := a.(*syntax.Ident); isID && e.Head == syntax.HeadArrow && used[id.Name] {
					ok = false
				}
				break
			}
		}
		for _, a := range e.Args {
			walk(a)
		}
	}
	walk(body)
	if len(out) == 0 {
		ok = false
	}
	return out, ok
}

// boxNames copies the method definition def for quoting: the names of
// used in its signature interpolated ($x, their values at the definition),
// every read of a name of boxed in its body $(kiln.readvar x) (the value
// or Core.getfield(box, :contents)), and every assignment to one
// Core.setfield!(box, :contents, value), where box is the variable's
// Core.Box interpolated into the quoted definition ($(kiln.rawvar x)).
// Keyword names and named-tuple field names are left alone. It returns nil
// when def is not a plain `function` or `f(x) = …` definition.
func boxNames(def syntax.Node, boxed map[string]bool, assigns bool, used map[string]bool) syntax.Node {
	core := func(name string, p syntax.Pos) syntax.Node {
		return &syntax.Expr{Head: syntax.HeadDotCall, P: p, Args: []syntax.Node{
			&syntax.Ident{Name: "Core", P: p}, &syntax.QuoteNode{Value: &syntax.Ident{Name: name, P: p}, P: p}}}
	}
	box := func(id *syntax.Ident) syntax.Node {
		return &syntax.Expr{Head: syntax.HeadDollar, P: id.P, Args: []syntax.Node{
			&syntax.Expr{Head: headRawVar, P: id.P, Args: []syntax.Node{&syntax.Ident{Name: id.Name, P: id.P}}}}}
	}
	contents := func(p syntax.Pos) syntax.Node {
		return &syntax.QuoteNode{Value: &syntax.Ident{Name: "contents", P: p}, P: p}
	}
	read := func(id *syntax.Ident) syntax.Node {
		return &syntax.Expr{Head: syntax.HeadDollar, P: id.P, Args: []syntax.Node{
			&syntax.Expr{Head: headReadVar, P: id.P, Args: []syntax.Node{&syntax.Ident{Name: id.Name, P: id.P}}}}}
	}
	var rw func(n syntax.Node) syntax.Node
	rw = func(n syntax.Node) syntax.Node {
		switch x := n.(type) {
		case *syntax.Ident:
			if boxed[x.Name] {
				return read(x)
			}
			return x
		case *syntax.Expr:
			if x.Head == syntax.HeadQuote {
				return x
			}
			if (x.Head == syntax.HeadAssign || isUpdateHead(x.Head) && !strings.HasPrefix(string(x.Head), ".")) && len(x.Args) == 2 {
				if id, ok := x.Args[0].(*syntax.Ident); ok && boxed[id.Name] {
					val := rw(x.Args[1])
					if x.Head != syntax.HeadAssign {
						op := strings.TrimSuffix(string(x.Head), "=")
						val = &syntax.Expr{Head: syntax.HeadCall, P: x.P, Args: []syntax.Node{&syntax.Ident{Name: op, P: x.P}, read(id), val}}
					}
					return &syntax.Expr{Head: syntax.HeadCall, P: x.P, Args: []syntax.Node{core("setfield!", x.P), box(id), contents(x.P), val}}
				}
			}
			out := &syntax.Expr{Head: x.Head, P: x.P, Args: make([]syntax.Node, len(x.Args))}
			for i, a := range x.Args {
				switch {
				case x.Head == syntax.HeadKw && i == 0:
					out.Args[i] = a
				case (x.Head == syntax.HeadTuple || x.Head == syntax.HeadParameters) && isAssignTo(a):
					// a named tuple field: only its value is code
					f := a.(*syntax.Expr)
					out.Args[i] = &syntax.Expr{Head: f.Head, P: f.P, Args: []syntax.Node{f.Args[0], rw(f.Args[1])}}
				default:
					out.Args[i] = rw(a)
				}
			}
			return out
		}
		return n
	}
	// the signature is not rewritten: only the body assigns
	d, ok := def.(*syntax.Expr)
	if !ok || len(d.Args) != 2 || d.Head != syntax.HeadFunction && d.Head != syntax.HeadAssign {
		if assigns {
			return nil
		}
		return interpolateNames(def, used)
	}
	return &syntax.Expr{Head: d.Head, P: d.P, Args: []syntax.Node{interpolateNames(d.Args[0], used), rw(d.Args[1])}}
}

func isAssignTo(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	return ok && e.Head == syntax.HeadAssign && len(e.Args) == 2
}

// isGlobalFunction reports whether x, inside `global`, is the long form of
// a named method definition (global function f(x) … end).
func isGlobalFunction(x *syntax.Expr) bool {
	return x.Head == syntax.HeadFunction && len(x.Args) == 2 && !isAnonymousSig(x.Args[0]) && funcDefIdent(x.Args[0]) != nil
}

// globalDefInFunction is Julia's error for a global method definition in a
// function body (julia-syntax.scm).
func globalDefInFunction(pos syntax.Pos) string {
	return fmt.Sprintf("syntax: Global method definition around %s:%d needs to be placed at top level, or use \"eval\".", pos.File, pos.Line)
}
