package driver

import (
	"errors"
	"fmt"
	"github.com/kiln-lang/kiln/lower/hygiene"
	"sort"
	"strings"

	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
)

// This file is the driver's entry point for the interactive REPL
// (cmd/kiln/repl.go): one input at a time, evaluated in Main as Julia's
// REPL evaluates it (REPL.jl's eval_user_input and print_response): the
// value of the input's last expression is bound to `ans` and shown with
// Base's display (the text/plain show), unless the input ends with `;`.

// InputMode says how EvalInput treats one input.
type InputMode struct {
	// Display shows the value of the input's last expression, unless it
	// is nothing (the REPL, and piped input, show values; an input ending
	// with `;` does not).
	Display bool
	// SoftScope applies the REPL's soft-scope rule: in a loop or try
	// block at top level, assigning to a name that is already a global
	// of Main assigns that global (in a file it makes a new local, with a
	// warning).
	SoftScope bool
	// Rows and Cols are the terminal's size, which limits what the
	// display shows (the REPL's :limit => true); 0 for no limit.
	Rows, Cols int
}

// IncompleteInput reports whether err is the parse error of input that
// ended inside an unfinished construct (an open block, bracket, string
// or comment): the REPL then reads another line.
func IncompleteInput(err error) bool {
	var se *syntax.Error
	return errors.As(err, &se) && se.Incomplete
}

// ParseInput parses src only to see whether it is a complete input: nil,
// or the parse error EvalInput would report.
func ParseInput(src string) error {
	_, err := syntax.ParseString(src)
	return err
}

// EndsWithSemicolon reports whether the last token of src, ignoring
// whitespace and comments, is `;` (REPL.ends_with_semicolon: such an
// input's value is not shown).
func EndsWithSemicolon(src string) bool {
	lines := strings.Split(src, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		l := strings.TrimSpace(stripComment(lines[i]))
		if l != "" {
			return strings.HasSuffix(l, ";")
		}
	}
	return false
}

// stripComment removes a trailing `# comment` from a line, leaving `#`
// inside string and character literals alone.
func stripComment(l string) string {
	var quote byte
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '`':
			quote = c
		case c == '\'' && (i == 0 || !isIdentByte(l[i-1])):
			quote = c
		case c == '#':
			return l[:i]
		}
	}
	return l
}

func isIdentByte(c byte) bool {
	return c == '_' || c == ')' || c == ']' || c == '}' || c == '\'' || c == '.' ||
		'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}

// EvalInput parses and evaluates one complete input in Main; filename
// names it in positions and stack traces (Julia's REPL uses REPL[n]).
// Its statements run one by one; the value of the last is bound to Main's
// `ans` (nothing for a definition of a type, a `using` and the like; the
// function for a method definition) and, with mode.Display, shown with
// Base._kiln_repl_display. A parse error is a *syntax.Error
// (IncompleteInput tells whether more lines could complete it); other
// errors are reported with ReportError. An error leaves the session
// usable.
func (s *Session) EvalInput(src, filename string, mode InputMode) error {
	tree, err := syntax.ParseFile(filename, src)
	if err != nil {
		return err
	}
	s.fileStack = append(s.fileStack, filename)
	defer func() { s.fileStack = s.fileStack[:len(s.fileStack)-1] }()
	stmts := flattenToplevel(tree)
	for i, st := range stmts {
		if err := s.evalInputStmt(st, i == len(stmts)-1, mode); err != nil {
			return err
		}
	}
	return nil
}

// flattenToplevel lists the statements of nested toplevel forms (`a; b`
// on one line).
func flattenToplevel(n syntax.Node) []syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head != syntax.HeadToplevel {
		return []syntax.Node{n}
	}
	var out []syntax.Node
	for _, a := range e.Args {
		out = append(out, flattenToplevel(a)...)
	}
	return out
}

// evalInputStmt evaluates one statement of an input; for the last, it
// also sets ans and displays the value.
func (s *Session) evalInputStmt(n syntax.Node, last bool, mode InputMode) error {
	m := s.Main
	if path, ok := includeOf(n); ok {
		if err := s.include(m, path, n.Pos()); err != nil {
			return err
		}
		if last {
			return s.setAns(nil, n.Pos(), mode)
		}
		return nil
	}
	s.toplevelPos = n.Pos()
	s.callerWorld = 0
	n, err := s.expandMacros(m, n)
	if err != nil {
		return err
	}
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadToplevel {
		stmts := flattenToplevel(e)
		for i, st := range stmts {
			if err := s.evalInputStmt(st, last && i == len(stmts)-1, mode); err != nil {
				return err
			}
		}
		if len(stmts) == 0 && last {
			return s.setAns(nil, n.Pos(), mode)
		}
		return nil
	}
	if mode.SoftScope {
		n = softScope(n, func(name string) bool { return globalExists(m, name) })
	}
	if !last {
		return s.evalLowered(m, n)
	}
	if isDefinitionForm(n) {
		if err := s.evalLowered(m, n); err != nil {
			return err
		}
		return s.setAns(definedValue(n), n.Pos(), mode)
	}
	if id := typedGlobal(n); id != nil {
		// x::T = v is a statement of its own in Kiln; its value is the
		// global's (v converted to T; Julia's is v itself).
		if err := s.evalLowered(m, n); err != nil {
			return err
		}
		return s.setAns(id, n.Pos(), mode)
	}
	return s.setAns(n, n.Pos(), mode)
}

// typedGlobal is x in a typed global assignment x::T = v.
func typedGlobal(n syntax.Node) *syntax.Ident {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head != syntax.HeadAssign || len(e.Args) != 2 {
		return nil
	}
	d, ok := e.Args[0].(*syntax.Expr)
	if !ok || d.Head != syntax.HeadDecl || len(d.Args) != 2 {
		return nil
	}
	id, _ := d.Args[0].(*syntax.Ident)
	return id
}

// setAns evaluates `ans = val` (ans = nothing for a nil val) and shows the
// value. The display is a statement of its own, so it runs in the latest
// world (Julia's REPL calls display through invokelatest).
func (s *Session) setAns(val syntax.Node, pos syntax.Pos, mode InputMode) error {
	if val == nil {
		val = &syntax.Ident{Name: "nothing", P: pos}
	}
	s.toplevelPos = pos
	assign := &syntax.Expr{Head: syntax.HeadAssign, P: pos, Args: []syntax.Node{&syntax.Ident{Name: "ans", P: pos}, val}}
	if err := s.evalLowered(s.Main, assign); err != nil {
		return err
	}
	if !mode.Display {
		return nil
	}
	s.callerWorld = 0
	show := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
		&lower.GlobalRef{Module: s.Base, Name: "_kiln_repl_display", P: pos}, &syntax.Ident{Name: "ans", P: pos},
		&syntax.Literal{Kind: syntax.LitInt64, Value: int64(mode.Rows), P: pos},
		&syntax.Literal{Kind: syntax.LitInt64, Value: int64(mode.Cols), P: pos}}}
	return s.evalLowered(s.Main, show)
}

// evalLowered lowers a macro-expanded top-level statement and evaluates
// its items, as evalToplevel does after expansion.
func (s *Session) evalLowered(m *methods.Module, n syntax.Node) error {
	items, warnings, err := lower.Toplevel(n, m, func(name string) bool { return globalExists(m, name) })
	for _, w := range warnings {
		fmt.Fprintf(s.opts.Stderr, "┌ Warning: %s\n└ @ %s\n", w.Msg, w.Pos)
	}
	if err != nil {
		return err
	}
	for _, it := range items {
		if err := s.evalItem(m, it); err != nil {
			return err
		}
	}
	return nil
}

// definedValue is the expression whose value a definition has in Julia:
// the function of a method definition, the module of a module, the value
// of a constant or global assignment; nil (nothing) for types, using,
// import and export, and for macros (Julia shows `@m (macro with 1
// method)`, but a macro is not a value in Kiln).
func definedValue(n syntax.Node) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok || len(e.Args) == 0 {
		return nil
	}
	switch e.Head {
	case syntax.HeadFunction, syntax.HeadAssign:
		if id, ok := e.Args[0].(*syntax.Ident); ok && e.Head == syntax.HeadFunction {
			return id // function f end
		}
		return signatureName(e.Args[0])
	case syntax.HeadModule:
		if len(e.Args) >= 2 {
			if id, ok := e.Args[1].(*syntax.Ident); ok {
				return id
			}
		}
	case syntax.HeadConst, syntax.HeadGlobal:
		if len(e.Args) != 1 {
			return nil
		}
		a, ok := e.Args[0].(*syntax.Expr)
		if !ok || a.Head != syntax.HeadAssign || len(a.Args) != 2 {
			return nil
		}
		lhs := a.Args[0]
		if d, ok := lhs.(*syntax.Expr); ok && d.Head == syntax.HeadDecl && len(d.Args) == 2 {
			lhs = d.Args[0]
		}
		if id, ok := lhs.(*syntax.Ident); ok {
			return id
		}
		if hygiene.IsCallLHS(lhs) {
			return signatureName(lhs)
		}
	}
	return nil
}

// signatureName is the function a method signature defines a method of:
// f in f(x), f(x)::T and f(x) where T, Base.f in Base.f(x); nil for the
// signatures of callable objects.
func signatureName(sig syntax.Node) syntax.Node {
	e, ok := sig.(*syntax.Expr)
	if !ok {
		return nil
	}
	switch e.Head {
	case syntax.HeadWhere, syntax.HeadDecl:
		if len(e.Args) > 0 {
			return signatureName(e.Args[0])
		}
	case syntax.HeadCall:
		if len(e.Args) == 0 {
			return nil
		}
		switch f := e.Args[0].(type) {
		case *syntax.Ident:
			return f
		case *syntax.Expr:
			if f.Head == syntax.HeadDotCall {
				return f
			}
			if f.Head == syntax.HeadCurly && len(f.Args) > 0 {
				if id, ok := f.Args[0].(*syntax.Ident); ok {
					return id // S{T}(x) = …: a constructor of S
				}
			}
		}
	}
	return nil
}

// softScope applies the REPL's soft-scope rule to a top-level statement
// (Julia ≥ 1.5 lowers REPL input with `(softscope true)`): in each loop or
// try block that is not inside a function or let, every name assigned
// there that exists as a global (exists) is declared global at the start
// of the block, so that the assignment updates the global instead of
// making a new local. Loop variables, catch variables and names
// declared local stay local.
func softScope(n syntax.Node, exists func(string) bool) syntax.Node {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return n
	}
	switch e.Head {
	case syntax.HeadFor, syntax.HeadWhile, syntax.HeadTry:
		names := map[string]bool{}
		local := map[string]bool{}
		assignedIn(e, names, local)
		var decl []syntax.Node
		for _, name := range sortedNames(names) {
			if !local[name] && exists(name) {
				decl = append(decl, &syntax.Ident{Name: name, P: e.P})
			}
		}
		if len(decl) == 0 {
			return n
		}
		out := *e
		out.Args = append([]syntax.Node(nil), e.Args...)
		for i, a := range out.Args {
			if i == 0 && e.Head != syntax.HeadTry {
				continue // the iteration spec or the condition
			}
			if b, ok := a.(*syntax.Expr); ok && b.Head == syntax.HeadBlock {
				g := &syntax.Expr{Head: syntax.HeadGlobal, P: b.P, Args: decl}
				out.Args[i] = &syntax.Expr{Head: syntax.HeadBlock, P: b.P, Args: append([]syntax.Node{g}, b.Args...)}
			}
		}
		return &out
	case syntax.HeadBlock, syntax.HeadIf, syntax.HeadElseif, syntax.HeadAnd, syntax.HeadOr, syntax.HeadToplevel:
		// No scope of their own: soft scopes inside them are at top level.
		var out *syntax.Expr
		for i, a := range e.Args {
			b := softScope(a, exists)
			if b != a {
				if out == nil {
					c := *e
					c.Args = append([]syntax.Node(nil), e.Args...)
					out = &c
				}
				out.Args[i] = b
			}
		}
		if out != nil {
			return out
		}
	}
	return n
}

// assignedIn collects the names assigned in the soft scopes of e and of
// the soft scopes and scope-less blocks nested in it (not in functions,
// let blocks, comprehensions or quotes); loop and catch variables and
// names declared local go into local.
func assignedIn(n syntax.Node, names, local map[string]bool) {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return
	}
	switch e.Head {
	case syntax.HeadFunction, syntax.HeadArrow, syntax.HeadLet, syntax.HeadMacro, syntax.HeadQuote,
		syntax.HeadComprehension, syntax.HeadTypedComp, syntax.HeadGenerator, syntax.HeadStruct,
		syntax.HeadModule, syntax.HeadDo, syntax.HeadGlobal:
		return
	case syntax.HeadLocal:
		for _, a := range e.Args {
			lhsNames(a, local)
		}
		return
	case syntax.HeadFor:
		if len(e.Args) > 0 {
			spec := e.Args[0]
			specs := []syntax.Node{spec}
			if b, ok := spec.(*syntax.Expr); ok && b.Head == syntax.HeadBlock {
				specs = b.Args
			}
			for _, sp := range specs {
				if a, ok := sp.(*syntax.Expr); ok && a.Head == syntax.HeadAssign && len(a.Args) == 2 {
					lhsNames(a.Args[0], local)
				}
			}
		}
		for _, a := range e.Args[1:] {
			assignedIn(a, names, local)
		}
		return
	case syntax.HeadTry:
		if len(e.Args) > 1 {
			if id, ok := e.Args[1].(*syntax.Ident); ok {
				local[id.Name] = true
			}
		}
	case syntax.HeadAssign:
		if len(e.Args) == 2 && !hygiene.IsCallLHS(e.Args[0]) {
			lhsNames(e.Args[0], names)
			assignedIn(e.Args[1], names, local)
		}
		return
	case syntax.HeadConst:
		return
	}
	if len(e.Head) >= 2 && strings.HasSuffix(string(e.Head), "=") && len(e.Args) == 2 && !strings.HasPrefix(string(e.Head), ".") {
		switch e.Head {
		case "==", "<=", ">=", "!=", "===", "!==":
		default:
			lhsNames(e.Args[0], names) // x += 1
		}
	}
	for _, a := range e.Args {
		assignedIn(a, names, local)
	}
}

// lhsNames adds the variables an assignment's left side names: x, x::T,
// (a, b).
func lhsNames(n syntax.Node, out map[string]bool) {
	switch x := n.(type) {
	case *syntax.Ident:
		out[x.Name] = true
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadDecl:
			if len(x.Args) == 2 {
				lhsNames(x.Args[0], out)
			}
		case syntax.HeadTuple, syntax.HeadParameters:
			for _, a := range x.Args {
				lhsNames(a, out)
			}
		case syntax.HeadAssign:
			if len(x.Args) == 2 {
				lhsNames(x.Args[0], out) // local x = 1
			}
		}
	}
}

func sortedNames(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
