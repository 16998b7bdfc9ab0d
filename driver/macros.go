package driver

import (
	"errors"
	"fmt"
	"github.com/kiln-lang/kiln/lower/hygiene"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// User macros. A `macro m(x) … end` is the function `@m` of its module
// with the arguments (__source__, __module__, x), as in Julia. Before a
// top-level statement is lowered, the driver expands the calls of user
// macros in it (expandMacros): the arguments are quoted (lowering builds
// them as Expr values), the macro function runs through the JIT, and the
// Expr it returns is read back into a syntax tree (fromRuntime), made
// hygienic (hygiene.go) and expanded again until no user macro remains.
// Calls of the macros lowering implements itself (@show, @printf,
// @inbounds, …) are left to lowering unless the user defined a macro of
// that name.

// maxExpansions bounds the nested expansion of one macro call (a macro
// that expands to a call of itself).
const maxExpansions = 1000

type expander struct {
	s     *Session
	m     *methods.Module
	depth int
	// display is set while @macroexpand expands: the built-in macros
	// whose Julia expansion Kiln knows (@assert) are expanded then.
	display bool
}

// expandMacros expands the user macro calls in a top-level statement of m.
func (s *Session) expandMacros(m *methods.Module, n syntax.Node) (syntax.Node, error) {
	if s.plainStmts[n] || !hasMacrocall(n) {
		return n, nil
	}
	// A macro that calls eval (@static evaluates its condition) leaves
	// the world age of its own code in callerWorld; the expanded code is
	// not that code: it runs later, in the world the caller had (the
	// latest, at the start of a top-level statement), and sees the
	// methods the statement defines, its closures' included.
	saved := s.callerWorld
	defer func() { s.callerWorld = saved }()
	x := &expander{s: s, m: m}
	out, err := x.walk(n)
	if err != nil {
		return nil, err
	}
	return localizeRefs(out, m), nil
}

// hasMacrocall reports whether a macro call occurs in n (outside quotes).
func hasMacrocall(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case syntax.HeadMacrocall:
		return true
	case syntax.HeadQuote, syntax.HeadModule:
		// A module's statements are expanded one by one as they are
		// evaluated (a macro may be defined or imported by an earlier one).
		return false
	}
	for _, a := range e.Args {
		if hasMacrocall(a) {
			return true
		}
	}
	return false
}

func (x *expander) walk(n syntax.Node) (syntax.Node, error) {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return n, nil
	}
	switch e.Head {
	case syntax.HeadQuote, syntax.HeadModule:
		return n, nil
	case syntax.HeadMacrocall:
		return x.macrocall(e, true)
	}
	var out *syntax.Expr
	for i, a := range e.Args {
		na, err := x.walk(a)
		if err != nil {
			return nil, err
		}
		if na != a {
			if out == nil {
				out = &syntax.Expr{Head: e.Head, P: e.P, Args: append([]syntax.Node(nil), e.Args...)}
			}
			out.Args[i] = na
		}
	}
	if out == nil {
		return e, nil
	}
	return out, nil
}

// stdlibMacros are the macros that Kiln's InteractiveUtils and Test
// (base/InteractiveUtils.jl, base/Test.jl) define in Julia: where they are
// not visible (no `using InteractiveUtils`, as in a Julia script, which
// does not load it), they are not defined, as in Julia.
var stdlibMacros = map[string]bool{
	"@which": true, "@functionloc": true, "@code_lowered": true, "@code_typed": true,
	"@code_warntype": true, "@code_llvm": true, "@code_native": true,
	"@test": true, "@test_broken": true, "@test_skip": true, "@test_throws": true,
	"@test_warn": true, "@test_nowarn": true, "@testset": true, "@inferred": true,
	"@test_logs": true, "@test_deprecated": true,
}

// macrocall expands one macro call (and, when recursive, the user macro
// calls in its result).
func (x *expander) macrocall(e *syntax.Expr, recursive bool) (syntax.Node, error) {
	if len(e.Args) == 0 {
		return e, nil
	}
	f, def, err := x.resolveMacro(e.Args[0])
	if err != nil {
		return nil, err
	}
	if f == nil {
		switch macroIdent(e.Args[0]) {
		case "@__MODULE__":
			return &lower.Value{V: x.m, P: e.P}, nil
		case "@eval":
			// Core.eval(module, quote ex end): a quote, so that scope
			// resolution sees only its interpolations.
			var mod syntax.Node = &lower.Value{V: x.m, P: e.P}
			switch len(e.Args) {
			case 2:
			case 3:
				w, err := x.walk(e.Args[1])
				if err != nil {
					return nil, err
				}
				mod = w
			default:
				return nil, x.s.errorf(e.P, "wrong number of arguments to @eval")
			}
			return &syntax.Expr{Head: syntax.HeadCall, P: e.P, Args: []syntax.Node{
				&lower.GlobalRef{Module: x.s.Core, Name: "eval", P: e.P}, mod,
				&syntax.Expr{Head: syntax.HeadQuote, P: e.P, Args: []syntax.Node{e.Args[len(e.Args)-1]}}}}, nil
		case "@macroexpand", "@macroexpand1":
			if len(e.Args) != 2 {
				return nil, x.s.errorf(e.P, "@macroexpand takes one expression")
			}
			res, err := x.expandForDisplay(e.Args[1], macroIdent(e.Args[0]) == "@macroexpand")
			if err != nil {
				return nil, err
			}
			return &lower.RawQuote{Node: res}, nil
		}
		if name := macroIdent(e.Args[0]); x.display && (name == "@." || name == "@__dot__") && len(e.Args) == 2 {
			// @macroexpand @. ex: the dotted expression (Julia's __dot__).
			res := lower.Dotify(e.Args[1])
			if !recursive {
				return res, nil
			}
			return x.walk(res)
		}
		if x.display && macroIdent(e.Args[0]) == "@assert" {
			if res, ok := lower.AssertExpansion(e, x.s.Base); ok {
				if !recursive {
					return res, nil
				}
				return x.walk(res)
			}
		}
		if name := macroIdent(e.Args[0]); name != "" && (!lower.KnownMacro(name) || stdlibMacros[name]) {
			return nil, x.s.errorf(e.P, "UndefVarError: `%s` not defined", name)
		}
		// A built-in macro (lowering's): expand its arguments.
		return x.walkArgs(e)
	}
	x.depth++
	defer func() { x.depth-- }()
	if x.depth > maxExpansions {
		return nil, x.s.errorf(e.P, "macro expansion of %s nested too deeply", macroIdent(e.Args[0]))
	}
	res, err := x.s.callMacro(x.m, f, def, e)
	if err != nil {
		return nil, err
	}
	if !recursive {
		return res, nil
	}
	return x.walk(res)
}

func (x *expander) walkArgs(e *syntax.Expr) (syntax.Node, error) {
	var out *syntax.Expr
	for i := 1; i < len(e.Args); i++ {
		na, err := x.walk(e.Args[i])
		if err != nil {
			return nil, err
		}
		if na != e.Args[i] {
			if out == nil {
				out = &syntax.Expr{Head: e.Head, P: e.P, Args: append([]syntax.Node(nil), e.Args...)}
			}
			out.Args[i] = na
		}
	}
	if out == nil {
		return e, nil
	}
	return out, nil
}

// expandForDisplay is @macroexpand / @macroexpand1: the expansion of n,
// with hygiene's global references kept (they print as Main.x).
func (x *expander) expandForDisplay(n syntax.Node, recursive bool) (syntax.Node, error) {
	saved := x.display
	x.display = true
	defer func() { x.display = saved }()
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head != syntax.HeadMacrocall {
		if recursive {
			return x.walk(n)
		}
		return n, nil
	}
	return x.macrocall(e, recursive)
}

// macroIdent is the name of a macro call's macro (@m for M.@m).
func macroIdent(n syntax.Node) string {
	switch x := n.(type) {
	case *syntax.Ident:
		return x.Name
	case *lower.GlobalRef:
		return x.Name
	case *syntax.Expr:
		if x.Head == syntax.HeadDotCall && len(x.Args) == 2 {
			if q, ok := x.Args[1].(*syntax.QuoteNode); ok {
				if id, ok := q.Value.(*syntax.Ident); ok {
					return id.Name
				}
			}
		}
	}
	return ""
}

// resolveMacro finds the user macro a macro call names: the function and
// the module that defined it; nil when the name is not a user macro.
func (x *expander) resolveMacro(n syntax.Node) (*methods.Function, *methods.Module, error) {
	var b *methods.Binding
	switch v := n.(type) {
	case *syntax.Ident:
		b = x.m.Lookup(v.Name)
	case *lower.GlobalRef:
		if mod, ok := v.Module.(*methods.Module); ok {
			b = mod.Lookup(v.Name)
		}
	case *syntax.Expr:
		name := macroIdent(n)
		if name == "" {
			return nil, nil, nil
		}
		mod, err := x.moduleOfPath(v.Args[0])
		if err != nil || mod == nil {
			return nil, nil, nil
		}
		b = mod.Lookup(name)
	}
	for b != nil && b.ImportedFrom != nil && !b.Defined {
		b = b.ImportedFrom
	}
	if b == nil || !b.Defined {
		return nil, nil, nil
	}
	f, ok := b.Value.(*methods.Function)
	if !ok {
		return nil, nil, nil
	}
	if f.Module == x.s.Base && lower.LoweredMacro(f.Name) {
		// Base declares it (base/expr.jl); lowering expands it.
		return nil, nil, nil
	}
	return f, f.Module, nil
}

// moduleOfPath evaluates a module path (M, M.N, Base) in the current module.
func (x *expander) moduleOfPath(n syntax.Node) (*methods.Module, error) {
	switch v := n.(type) {
	case *syntax.Ident:
		b := x.m.Lookup(v.Name)
		if b == nil || !b.Defined {
			return nil, nil
		}
		mod, _ := b.Value.(*methods.Module)
		return mod, nil
	case *lower.Value:
		mod, _ := v.V.(*methods.Module)
		return mod, nil
	case *lower.GlobalRef:
		if mod, ok := v.Module.(*methods.Module); ok {
			if b := mod.Lookup(v.Name); b != nil && b.Defined {
				r, _ := b.Value.(*methods.Module)
				return r, nil
			}
		}
	case *syntax.Expr:
		if v.Head == syntax.HeadDotCall && len(v.Args) == 2 {
			parent, err := x.moduleOfPath(v.Args[0])
			if err != nil || parent == nil {
				return nil, err
			}
			if q, ok := v.Args[1].(*syntax.QuoteNode); ok {
				if id, ok := q.Value.(*syntax.Ident); ok {
					if b := parent.Lookup(id.Name); b != nil && b.Defined {
						r, _ := b.Value.(*methods.Module)
						return r, nil
					}
				}
			}
		}
	}
	return nil, nil
}

// callMacro runs macro f (defined in module def) on the arguments of
// macro call e made in module m, and returns its result as hygienic
// syntax.
func (s *Session) callMacro(m *methods.Module, f *methods.Function, def *methods.Module, e *syntax.Expr) (syntax.Node, error) {
	pos := e.P
	file := pos.File
	if file == "" {
		file = "none"
	}
	src := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
		&lower.GlobalRef{Module: s.Base, Name: "LineNumberNode", P: pos},
		&syntax.Literal{Kind: syntax.LitInt64, Value: int64(pos.Line), P: pos},
		&syntax.QuoteNode{Value: &syntax.Ident{Name: file, P: pos}, P: pos}}}
	call := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
		&lower.GlobalRef{Module: s.Base, Name: "_kiln_callmacro", P: pos},
		&lower.Value{V: f, P: pos}, src, &lower.Value{V: m, P: pos}}}
	for _, a := range e.Args[1:] {
		call.Args = append(call.Args, &lower.RawQuote{Node: a})
	}
	p, err := s.runForResult(m, call)
	if err != nil {
		return nil, err
	}
	c := &fromRT{s: s, pos: pos, site: pos}
	res := c.node(p, 0)
	if c.err != nil {
		return nil, c.err
	}
	return s.hygiene(res, def, m), nil
}

// runForResult lowers and runs a top-level expression whose value the
// Base helper it calls leaves with Base._kiln_setresult, and returns that
// value.
func (s *Session) runForResult(m *methods.Module, n syntax.Node) (uintptr, error) {
	saved := s.toplevelPos
	defer func() { s.toplevelPos = saved }()
	items, _, err := lower.Toplevel(n, m, func(name string) bool { return m.Lookup(name) != nil })
	if err != nil {
		return 0, err
	}
	for _, it := range items {
		th, ok := it.(*lower.Thunk)
		if !ok {
			// The types and methods the expression needs first: the
			// closure type of `eval(:(y -> 2y))`, say.
			if err := s.evalItem(m, it); err != nil {
				return 0, err
			}
			continue
		}
		if err := s.runThunk(m, th.Body); err != nil {
			return 0, err
		}
	}
	return s.macroResult()
}

// macroResult is the value code left with Base._kiln_setresult (or Go
// with setMacroResult).
func (s *Session) macroResult() (uintptr, error) {
	if s.resultSlot == 0 {
		return 0, errors.New("no result was set")
	}
	return uintptr(runtime.ReadWord(s.resultSlot, 0)), nil
}

// setMacroResult makes p the result the Julia side of eval, macroexpand
// and Meta.parse reads.
func (s *Session) setMacroResult(p uintptr) {
	if s.resultSlot == 0 {
		s.resultSlot = runtime.RootSlot()
	}
	runtime.WriteWord(s.resultSlot, 0, uint64(p))
}

// keepResult sets the result and keeps it alive for good: code made from
// it (a macro's expansion) may refer to the objects in it.
func (s *Session) keepResult(p uintptr) {
	s.setMacroResult(p)
	if p != 0 {
		runtime.WriteWord(runtime.RootSlot(), 0, uint64(p))
	}
}

// symbolName is the name of a Symbol object.
func (s *Session) symbolName(p uintptr) (string, bool) {
	s.jit.mu.Lock()
	defer s.jit.mu.Unlock()
	name, ok := s.jit.symAddr[p]
	return name, ok
}

// fromRuntime converts an expression value (Expr, Symbol, QuoteNode,
// LineNumberNode, GlobalRef, a literal or any other value) into syntax.
// pos is the position of the code it came from; LineNumberNodes in blocks
// move it.
func (s *Session) fromRuntime(p uintptr, pos syntax.Pos) (syntax.Node, error) {
	c := &fromRT{s: s, pos: pos}
	n := c.node(p, 0)
	if c.err != nil {
		return nil, c.err
	}
	return n, nil
}

type fromRT struct {
	s   *Session
	pos syntax.Pos
	err error
	// site is the macro call a macro's expansion is converted for (no
	// line otherwise). Statements the expansion places in another file
	// (the macro's own, as Test's @test places them in Test.jl) are
	// positioned at the call: Julia shows them as "macro expansion"
	// frames inlined at the call, and Kiln, which has no such frames,
	// shows the caller's frame at the call's line.
	site syntax.Pos
}

// stmtPos is the position of the statements a LineNumberNode at lp
// positions in the code being converted.
func (c *fromRT) stmtPos(lp syntax.Pos) syntax.Pos {
	if c.site.Line != 0 && lp.File != c.site.File {
		return c.site
	}
	return lp
}

func (c *fromRT) fail(format string, args ...any) syntax.Node {
	if c.err == nil {
		c.err = c.s.errorf(c.pos, format, args...)
	}
	return &syntax.Ident{Name: "nothing", P: c.pos}
}

func (c *fromRT) wellKnown(name string) *types.DataType {
	t, _ := c.s.WellKnown(name).(*types.DataType)
	return t
}

// fields returns the words of the fields of a boxed object of type dt.
func (c *fromRT) field(p uintptr, dt *types.DataType, i int) uintptr {
	offs := codegen.FieldOffsets(dt, c.s.jit.layout)
	return uintptr(runtime.ReadWord(p+uintptr(offs[i]), 0))
}

func (c *fromRT) node(p uintptr, depth int) syntax.Node {
	if c.err != nil {
		return nil
	}
	if depth > 10000 {
		return c.fail("expression too deeply nested")
	}
	if p == 0 {
		return c.fail("UndefRefError: access to undefined reference")
	}
	dt := c.s.typeOfDesc(runtime.TypeOf(p))
	if dt == nil {
		return c.fail("invalid expression value")
	}
	pos := c.pos
	switch {
	case dt == types.SymbolT:
		name, ok := c.s.symbolName(p)
		if !ok {
			return c.fail("invalid Symbol")
		}
		return &syntax.Ident{Name: name, P: pos}
	case dt == types.String:
		return &syntax.Literal{Kind: syntax.LitString, Value: runtime.StringValue(p), P: pos}
	case dt == c.wellKnown("Expr"):
		return c.expr(p, dt, depth)
	case dt == c.wellKnown("QuoteNode"):
		v := c.field(p, dt, 0)
		if lnn := c.wellKnown("LineNumberNode"); v != 0 && c.s.typeOfDesc(runtime.TypeOf(v)) == lnn {
			// QuoteNode(__source__) (Test's macros): the LineNumberNode
			// itself, made again where the code runs.
			return c.lineNumberNode(c.lineOf(v, lnn), c.field(v, lnn, 1) != 0)
		}
		return &syntax.QuoteNode{Value: c.node(v, depth+1), P: pos}
	case dt == c.wellKnown("LineNumberNode"):
		// A LineNumberNode outside a block: nothing (its value).
		return &syntax.Ident{Name: "nothing", P: pos}
	case dt == c.wellKnown("GlobalRef"):
		mod, _ := c.s.moduleFromObject(c.field(p, dt, 0))
		name, _ := c.s.symbolName(c.field(p, dt, 1))
		if mod == nil || name == "" {
			return c.fail("invalid GlobalRef")
		}
		return &lower.GlobalRef{Module: mod, Name: name, P: pos}
	}
	v, ok := c.s.constFromBox(p)
	if !ok {
		return c.fail("invalid value in expression")
	}
	if rv, isRT := v.(*RuntimeValue); isRT {
		// A tuple of Symbols and bits values (the names of a NamedTuple
		// type, fieldnames(T) interpolated): the compile-time tuple, so
		// that it can be a type parameter (NamedTuple{$names}).
		if tv, ok := c.s.symbolTupleValue(rv); ok {
			v = tv
		}
	}
	switch x := v.(type) {
	case int64:
		return &syntax.Literal{Kind: syntax.LitInt64, Value: x, P: pos}
	case float64:
		return &syntax.Literal{Kind: syntax.LitFloat64, Value: x, P: pos}
	case bool:
		return &syntax.Literal{Kind: syntax.LitBool, Value: x, P: pos}
	case types.CharValue:
		b := []byte{byte(x >> 24), byte(x >> 16), byte(x >> 8), byte(x)}
		n := 1
		for n < 4 && b[n] != 0 {
			n++
		}
		if r, size := utf8.DecodeRune(b[:n]); r != utf8.RuneError && size == n {
			return &syntax.Literal{Kind: syntax.LitChar, Value: r, P: pos}
		}
		return &syntax.Literal{Kind: syntax.LitChar, Value: syntax.MalformedChar(x), P: pos}
	case types.NothingType:
		// The value nothing (Expr(:return, nothing), a macro that
		// returns nothing), not the name :nothing: macroexpand gives it
		// back as the value.
		return &lower.Value{V: types.NothingValue, P: pos}
	}
	return &lower.Value{V: v, P: pos}
}

// lineNumberNode is code that makes LineNumberNode(line, :file) (file
// nothing when it had none).
func (c *fromRT) lineNumberNode(lp syntax.Pos, hasFile bool) syntax.Node {
	var file syntax.Node = &syntax.Ident{Name: "nothing", P: lp}
	if hasFile {
		file = &syntax.QuoteNode{Value: &syntax.Ident{Name: lp.File, P: lp}, P: lp}
	}
	return &syntax.Expr{Head: syntax.HeadCall, P: lp, Args: []syntax.Node{
		&lower.GlobalRef{Module: c.s.Base, Name: "LineNumberNode", P: lp},
		&syntax.Literal{Kind: syntax.LitInt64, Value: int64(lp.Line), P: lp}, file}}
}

// lineOf reads a LineNumberNode's position.
func (c *fromRT) lineOf(p uintptr, dt *types.DataType) syntax.Pos {
	pos := c.pos
	line := int64(runtime.ReadWord(p+uintptr(codegen.FieldOffsets(dt, c.s.jit.layout)[0]), 0))
	pos.Line = int32(line)
	pos.Col = 1
	if f := c.field(p, dt, 1); f != 0 {
		if name, ok := c.s.symbolName(f); ok {
			pos.File = name
		}
	}
	return pos
}

func (c *fromRT) expr(p uintptr, dt *types.DataType, depth int) syntax.Node {
	head, ok := c.s.symbolName(c.field(p, dt, 0))
	if !ok {
		return c.fail("invalid Expr head")
	}
	elems, ok := c.s.elementsOf(c.field(p, dt, 1))
	if !ok {
		return c.fail("invalid Expr arguments")
	}
	lnn := c.wellKnown("LineNumberNode")
	e := &syntax.Expr{Head: syntax.Head(head), P: c.pos}
	afterLine := false
	for i, a := range elems {
		if a != 0 && c.s.typeOfDesc(runtime.TypeOf(a)) == lnn {
			lp := c.stmtPos(c.lineOf(a, lnn))
			if head == "macrocall" && i == 1 {
				e.P = lp
				continue
			}
			if head == "block" || head == "toplevel" {
				// Line numbers position the statements after them.
				c.pos = lp
				if i == 0 {
					e.P = lp
				}
				afterLine = true
				continue
			}
		}
		if head == "macrocall" && i == 1 && a != 0 && c.s.typeOfDesc(runtime.TypeOf(a)) == types.Nothing {
			// Expr(:macrocall, name, nothing, args...): no source line.
			continue
		}
		// a block's statement with no LineNumberNode before it is quoted
		// again without one
		c.pos.NoLine = head == "block" && !afterLine
		e.Args = append(e.Args, c.node(a, depth+1))
		c.pos.NoLine = false
		afterLine = false
	}
	switch head {
	case "macrocall":
		if len(e.Args) == 0 {
			return c.fail("invalid macro call")
		}
	case "line":
		return &syntax.Ident{Name: "nothing", P: c.pos}
	}
	if n, ok := minExprArgs[head]; ok && len(e.Args) < n {
		return c.fail("syntax: malformed \"%s\" expression", head)
	}
	return e
}

// minExprArgs is the least number of arguments of the heads whose
// lowering reads them (an Expr built by hand may have fewer).
var minExprArgs = map[string]int{
	"escape": 1, "call": 1, "function": 1, "macro": 2, "=": 2, "if": 2, "elseif": 2, "while": 2, "for": 2,
	"let": 2, "try": 3, "ref": 1, "curly": 1, ".": 1, "::": 1, "->": 2, "kw": 2, "do": 2, "where": 1,
	"struct": 3, "abstract": 1, "module": 3, "const": 1, "quote": 1, "$": 1, "...": 1, "&&": 2, "||": 2,
	"comparison": 3, "generator": 2, "comprehension": 1, "typed_comprehension": 2, "filter": 2,
	"<:": 1, ">:": 1, "return": 0, "typed_vcat": 1, "typed_hcat": 1, "string": 0, "local": 1, "global": 1,
}

// localizeRefs turns hygiene's references to globals of the module being
// evaluated back into plain names (lowering and the static type evaluator
// read them as they read any name).
func localizeRefs(n syntax.Node, m *methods.Module) syntax.Node {
	switch x := n.(type) {
	case *lower.GlobalRef:
		if mod, ok := x.Module.(*methods.Module); ok && mod == m {
			return &syntax.Ident{Name: x.Name, P: x.P}
		}
		return x
	case *lower.RawQuote:
		return x
	case *syntax.QuoteNode:
		return x
	case *syntax.Expr:
		if x.Head == syntax.HeadQuote {
			return x
		}
		var out *syntax.Expr
		for i, a := range x.Args {
			na := localizeRefs(a, m)
			if na != a {
				if out == nil {
					out = &syntax.Expr{Head: x.Head, P: x.P, Args: append([]syntax.Node(nil), x.Args...)}
				}
				out.Args[i] = na
			}
		}
		if out != nil {
			return out
		}
	}
	return n
}

// evalCallback is Core.eval(m, ex) called from running code: the value,
// or the exception, is left in Base._macro_result.
func (s *Session) evalCallback(mobj, ex uintptr) int {
	m, ok := s.moduleFromObject(mobj)
	if !ok {
		return s.fail(s.errorException("eval: not a module"))
	}
	pos := s.toplevelPos
	// The evaluated code runs in the latest world; the caller goes on in
	// the world it had before this eval defined anything.
	caller := s.callerWorld
	if caller == 0 {
		caller = methods.CurrentWorld()
	}
	s.callerWorld = 0
	defer func() { s.callerWorld = caller }()
	n, err := s.fromRuntime(ex, pos)
	if err == nil {
		var v uintptr
		v, err = s.evalExpr(m, n)
		if err == nil {
			s.setMacroResult(v)
			return 1
		}
	}
	return s.fail(s.exceptionOf(err))
}

func (s *Session) fail(exc uintptr) int {
	s.setMacroResult(exc)
	return 0
}

// exceptionOf is the exception object for an error of evaluation.
func (s *Session) exceptionOf(err error) uintptr {
	var ue *UncaughtError
	if errors.As(err, &ue) {
		return ue.Exc
	}
	var le *lower.Error
	if errors.As(err, &le) {
		return s.errorException(le.Msg)
	}
	var de *Error
	if errors.As(err, &de) {
		return s.errorException(de.Msg)
	}
	var se *syntax.Error
	if errors.As(err, &se) {
		return s.errorException(se.Msg)
	}
	return s.errorException(err.Error())
}

// evalExpr evaluates a top-level expression of module m and returns its
// value (nothing for definitions).
func (s *Session) evalExpr(m *methods.Module, n syntax.Node) (uintptr, error) {
	nothing := runtime.TypeInstance(s.desc(types.Nothing))
	if e, ok := n.(*syntax.Expr); ok && (e.Head == syntax.HeadToplevel || e.Head == syntax.HeadBlock && isDefinitionBlock(e)) {
		v := nothing
		for _, a := range e.Args {
			var err error
			if v, err = s.evalExpr(m, a); err != nil {
				return 0, err
			}
		}
		return v, nil
	}
	if path, ok := includeOf(n); ok {
		// include("file.jl") from running code (Base.include): the file
		// is evaluated as the driver evaluates a top-level include.
		if err := s.include(m, path, n.Pos()); err != nil {
			return 0, err
		}
		return nothing, nil
	}
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadMacrocall {
		// eval(:(@m x)) is the value of the expansion (Julia's eval of
		// a macro call): definitions in it are evaluated as statements.
		saved := s.toplevelPos
		defer func() { s.toplevelPos = saved }()
		s.toplevelPos = n.Pos()
		x, err := s.expandMacros(m, n)
		if err != nil {
			return 0, err
		}
		if xe, ok := x.(*syntax.Expr); !ok || xe.Head != syntax.HeadMacrocall {
			return s.evalExpr(m, x)
		}
	}
	if isDefinitionForm(n) {
		saved := s.toplevelPos
		defer func() { s.toplevelPos = saved }()
		if err := s.evalToplevel(m, n); err != nil {
			return 0, err
		}
		if f, ok := s.definedFunction(m, n); ok {
			return f, nil
		}
		return nothing, nil
	}
	n, err := s.expandMacros(m, n)
	if err != nil {
		return 0, err
	}
	if isDefinitionForm(n) {
		return s.evalExpr(m, n)
	}
	pos := n.Pos()
	call := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
		&lower.GlobalRef{Module: s.Base, Name: "_kiln_setresult", P: pos}, n}}
	return s.runForResult(m, call)
}

// isDefinitionForm reports whether n can only be evaluated as a
// statement of its own (not as a value).
func isDefinitionForm(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	if e.Head == syntax.HeadFunction && len(e.Args) == 2 {
		// `function (a, b) ... end` is an anonymous function: a value.
		if sig, ok := stripSig(e.Args[0]).(*syntax.Expr); ok && sig.Head == syntax.HeadTuple {
			return false
		}
	}
	switch e.Head {
	case syntax.HeadFunction, syntax.HeadStruct, syntax.HeadAbstract, syntax.HeadPrimitive, syntax.HeadModule,
		syntax.HeadUsing, syntax.HeadImport, syntax.HeadExport, syntax.HeadMacro, syntax.HeadConst, syntax.HeadGlobal,
		syntax.HeadMacrocall, syntax.HeadToplevel:
		return true
	case syntax.HeadAssign:
		return len(e.Args) == 2 && hygiene.IsCallLHS(e.Args[0])
	case syntax.HeadBlock:
		return isDefinitionBlock(e)
	}
	return false
}

// stripSig returns a signature without its `where` clauses and return
// type.
func stripSig(n syntax.Node) syntax.Node {
	for {
		e, ok := n.(*syntax.Expr)
		if !ok || len(e.Args) == 0 || e.Head != syntax.HeadWhere && !(e.Head == syntax.HeadDecl && len(e.Args) == 2) {
			return n
		}
		n = e.Args[0]
	}
}

// definedFunction returns the function that a definition of a plainly
// named function (function f(x) ... end, f(x) = ..., function f end)
// defines in m: the value Julia's eval gives such a definition.
func (s *Session) definedFunction(m *methods.Module, n syntax.Node) (uintptr, bool) {
	e, ok := n.(*syntax.Expr)
	if !ok || len(e.Args) == 0 {
		return 0, false
	}
	var sig syntax.Node
	switch {
	case e.Head == syntax.HeadFunction:
		sig = stripSig(e.Args[0])
	case e.Head == syntax.HeadAssign && len(e.Args) == 2 && hygiene.IsCallLHS(e.Args[0]):
		sig = stripSig(e.Args[0])
	default:
		return 0, false
	}
	var id *syntax.Ident
	switch x := sig.(type) {
	case *syntax.Ident:
		id = x
	case *syntax.Expr:
		if x.Head == syntax.HeadCall && len(x.Args) > 0 {
			id, _ = x.Args[0].(*syntax.Ident)
		}
	}
	if id == nil {
		return 0, false
	}
	b := m.Lookup(id.Name)
	if b == nil || !b.Defined {
		return 0, false
	}
	f, ok := b.Value.(*methods.Function)
	if !ok {
		return 0, false
	}
	return runtime.TypeInstance(s.desc(f.Type)), true
}

// isDefinitionBlock: a block with a definition among its statements
// evaluates statement by statement.
func isDefinitionBlock(e *syntax.Expr) bool {
	for _, a := range e.Args {
		if isDefinitionForm(a) {
			return true
		}
	}
	return false
}

// macroexpandCallback is macroexpand(m, ex; recursive).
func (s *Session) macroexpandCallback(mobj, ex uintptr, recursive bool) int {
	m, ok := s.moduleFromObject(mobj)
	if !ok {
		return s.fail(s.errorException("macroexpand: not a module"))
	}
	n, err := s.fromRuntime(ex, s.toplevelPos)
	if err == nil {
		x := &expander{s: s, m: m}
		var res syntax.Node
		res, err = x.expandForDisplay(n, recursive)
		if err == nil {
			var v uintptr
			v, err = s.runForResult(m, &syntax.Expr{Head: syntax.HeadCall, P: n.Pos(), Args: []syntax.Node{
				&lower.GlobalRef{Module: s.Base, Name: "_kiln_setresult", P: n.Pos()}, &lower.RawQuote{Node: res}}})
			if err == nil {
				s.setMacroResult(v)
				return 1
			}
		}
	}
	return s.fail(s.exceptionOf(err))
}

// metaParseCallback is Meta.parse(str) (mode 0: one expression) and
// Meta.parseall (mode -1: a toplevel expression). Mode -2 is
// include_string's parse: str is the file name, a NUL byte and the code;
// the result is the tuple (the statements' lines, comma-separated; the
// toplevel expression), the code's positions in that file.
func (s *Session) metaParseCallback(str uintptr, mode int64) int {
	src := runtime.StringValue(str)
	file := "none"
	if mode == -2 {
		if i := strings.IndexByte(src, 0); i >= 0 {
			file, src = src[:i], src[i+1:]
		}
	}
	tree, err := syntax.ParseFile(file, src)
	if err != nil {
		var se *syntax.Error
		msg := err.Error()
		if errors.As(err, &se) {
			msg = fmt.Sprintf("# Error @ %s\n%s", se.Pos, se.Msg)
		}
		s.setMacroResult(runtime.NewString(msg))
		return 0
	}
	var n syntax.Node = tree
	if mode == 0 {
		switch len(tree.Args) {
		case 0:
			s.setMacroResult(runtime.TypeInstance(s.desc(types.Nothing)))
			return 1
		case 1:
			n = tree.Args[0]
		default:
			s.setMacroResult(runtime.NewString("# Error @ none\nextra token after end of expression"))
			return 0
		}
	}
	var res syntax.Node = &lower.RawQuote{Node: n}
	if mode == -2 {
		lines := make([]string, len(tree.Args))
		for i, a := range tree.Args {
			lines[i] = strconv.Itoa(int(a.Pos().Line))
		}
		res = &syntax.Expr{Head: syntax.HeadTuple, P: n.Pos(), Args: []syntax.Node{
			&syntax.Literal{Kind: syntax.LitString, Value: strings.Join(lines, ","), P: n.Pos()}, res}}
	}
	v, err := s.runForResult(s.Main, &syntax.Expr{Head: syntax.HeadCall, P: n.Pos(), Args: []syntax.Node{
		&lower.GlobalRef{Module: s.Base, Name: "_kiln_setresult", P: n.Pos()}, res}})
	if err != nil {
		return s.fail(s.exceptionOf(err))
	}
	s.setMacroResult(v)
	return 1
}

// callsEval reports whether top-level code calls Core.eval or Base.include
// or holds top-level definitions (OpToplevel): what replaying a package
// image must run again.
func callsEval(f *ir.Func) bool {
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if v.Op == ir.OpToplevel {
				// a definition in a branch of a top-level if: the branch
				// runs again to define it
				return true
			}
			if v.Op != ir.OpGlobal {
				continue
			}
			g, ok := v.Aux.(ir.GlobalRef)
			if !ok {
				continue
			}
			// Core.eval, and Base.include (a module's include(path) run
			// from code: a branch of a top-level if), whose file defines
			// what the image's replay must define again.
			want := ""
			switch g.Name {
			case "eval":
				want = "Core"
			case "include":
				want = "Base"
			default:
				continue
			}
			switch m := g.Module.(type) {
			case ir.ModuleName:
				if string(m) == want {
					return true
				}
			case *methods.Module:
				if m.Name == want && m.Parent == nil {
					return true
				}
			}
		}
	}
	return false
}

// worldLatest is Base.invokelatest's switch: on < 0 makes the latest world
// visible and returns the world to restore afterwards; on >= 0 restores
// that world.
func (s *Session) worldLatest(on int64) int64 {
	if on < 0 {
		prev := s.callerWorld
		s.callerWorld = 0
		return int64(prev)
	}
	s.callerWorld = methods.World(on)
	return 0
}
