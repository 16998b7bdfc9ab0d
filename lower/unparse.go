package lower

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kiln-lang/kiln/syntax"
)

// unparse prints an expression as Julia's string(expr) (print) does, for
// the labels of @show, the messages of @assert and syntax errors.
//
// The printer is a port of Julia 1.10's show_unquoted family
// (base/show.jl), the same port base/expr.jl holds for Expr values at run
// time; testdata/exprshow/corpus.txt is the corpus both are tested against.
// It prints the expression tree that quoting the node builds (quote.go):
// Kiln's tree keeps positions instead of LineNumberNodes, so the line
// numbers Julia's parser puts in blocks and macro calls are made from those
// positions first (withLines).
func unparse(n syntax.Node) string {
	p := &exprPrinter{}
	p.unquoted(withLines(n, false), 0, -1, 0)
	return p.sb.String()
}

// unparseShow prints an expression as Julia's @show labels it:
// sprint(show_unquoted, ex), which differs from print in the precedence it
// starts from (0, not -1: a macro call prints as @m(x)) and in printing a
// quote or an unquoted `$` in the Expr(...) form, as show does (no
// IOContext sets :unquote_fallback => false there).
func unparseShow(n syntax.Node) string {
	p := &exprPrinter{fallback: true}
	p.unquoted(withLines(n, false), 0, 0, 0)
	return p.sb.String()
}

// lineNode is Julia's LineNumberNode in a tree made by withLines.
type lineNode struct {
	line int32
	file string
}

// Pos returns the position the line number stands for.
func (l *lineNode) Pos() syntax.Pos { return syntax.Pos{File: l.file, Line: l.line} }

func newLineNode(p syntax.Pos) *lineNode {
	file := p.File
	if file == "" {
		file = "none"
	}
	return &lineNode{line: p.Line, file: file}
}

// withLines copies n with the LineNumberNodes that quoting n puts in it
// (quoteExpr): one before each statement of a block, except the blocks of
// a for's iteration specifications and a let's bindings (noLines), and
// one as the second argument of a macro call.
func withLines(n syntax.Node, noLines bool) syntax.Node {
	switch x := n.(type) {
	case *RawQuote:
		return withLines(x.Node, noLines)
	case *syntax.QuoteNode:
		return &syntax.QuoteNode{Value: withLines(x.Value, false), P: x.P}
	case *syntax.Expr:
		e := &syntax.Expr{Head: x.Head, P: x.P}
		if x.Head == syntax.HeadMacrocall && len(x.Args) > 0 {
			e.Args = append(e.Args, withLines(x.Args[0], false), newLineNode(x.P))
			for _, a := range x.Args[1:] {
				e.Args = append(e.Args, withLines(a, false))
			}
			return e
		}
		lines := x.Head == syntax.HeadBlock && !noLines
		for i, a := range x.Args {
			if lines {
				e.Args = append(e.Args, newLineNode(a.Pos()))
			}
			sub := (x.Head == syntax.HeadFor || x.Head == syntax.HeadLet) && i == 0
			e.Args = append(e.Args, withLines(a, sub))
		}
		return e
	}
	return n
}

// exprPrinter writes an expression as Julia's show_unquoted does.
// fallback is Julia's :unquote_fallback (false for print, true for show):
// whether an unquoted `$x` prints as `$(Expr(:$, :x))`.
type exprPrinter struct {
	sb       strings.Builder
	fallback bool
}

func (p *exprPrinter) print(ss ...string) {
	for _, s := range ss {
		p.sb.WriteString(s)
	}
}

const indentWidth = 4
const precPower = 15

// operatorPrecedence is Julia's Base.operator_precedence (the table
// base/expr.jl's operator_precedence holds, from julia-parser.scm).
func operatorPrecedence(s string) int {
	switch s {
	case "=", ":=", "+=", "-=", "*=", "/=", "//=", "\\=", "^=", "÷=", "%=", "<<=", ">>=", ">>>=",
		"|=", "&=", "⊻=", "≔", "⩴", "≕", "~", "$=":
		return 1
	case "=>":
		return 2
	case "?":
		return 3
	case "-->", "<--", "<-->", "→", "↔", "←", "⇒", "⇔", "⟶", "⟵":
		return 4
	case "||":
		return 5
	case "&&":
		return 6
	case ">", "<", ">=", "≥", "<=", "≤", "==", "===", "≡", "!=", "≠", "!==", "≢", "∈", "∉", "∋", "∌",
		"⊆", "⊈", "⊂", "⊄", "⊊", "⊇", "⊉", "⊃", "⊅", "⊋", "∝", "≈", "≉", "≅", "≇", "≃", "≂", "∼",
		"<:", ">:", "⊑", "⊒", "≺", "≻", "⪯", "⪰", "∥", "⊣", "⊢", "in", "isa":
		return 7
	case "<|":
		return 8
	case "|>":
		return 9
	case ":", "..", "…", "⁝", "⋮", "⋱", "⋰", "⋯":
		return 10
	case "+", "-", "−", "¦", "|", "⊕", "⊖", "⊞", "⊟", "++", "∪", "∨", "⊔", "±", "∓", "∔", "⊻", "⊽", "$":
		return 11
	case "*", "/", "⌿", "÷", "%", "&", "·", "⋅", "∘", "×", "\\", "∩", "∧", "⊗", "⊘", "⊙", "⊚", "⊛",
		"⊠", "⊡", "⊓", "∗", "∙", "∤", "⊼", "⋆", "▷":
		return 12
	case "//":
		return 13
	case "<<", ">>", ">>>":
		return 14
	case "^", "↑", "↓":
		return 15
	case "::":
		return 16
	case ".":
		return 17
	}
	// a dotted operator has its operator's precedence
	if len(s) > 1 && s[0] == '.' && s[1] != '.' && s != ".in" && s != ".isa" {
		return operatorPrecedence(s[1:])
	}
	return 0
}

// isOperator is Julia's Base.isoperator of a symbol.
func isOperator(s string) bool {
	if s == "in" || s == "isa" {
		return false
	}
	if operatorPrecedence(s) > 0 {
		return true
	}
	switch s {
	case "!", "¬", "√", "∛", "∜", "'", "->", "<:", ">:", ".", "...":
		return true
	}
	if len(s) > 1 && s[0] == '.' {
		switch s[1:] {
		case "!", "¬", "√", "∛", "∜", "~", "'":
			return true
		}
	}
	return false
}

func isQuotedSym(s string) bool {
	switch s {
	case ":", "::", ":=", "=", "==", "===", "=>":
		return true
	}
	return false
}

func isUniSym(s string) bool { return s == "::" || s == "<:" || s == ">:" }

func isUniOp(s string) bool {
	switch s {
	case "+", "-", "!", "¬", "~", "<:", ">:", "√", "∛", "∜":
		return true
	}
	if len(s) > 1 && s[0] == '.' {
		switch s[1:] {
		case "+", "-", "!", "~", "¬", "√", "∛", "∜":
			return true
		}
	}
	return false
}

func isInfixWide(s string) bool {
	switch s {
	case "=", "+=", "-=", "*=", "/=", "\\=", "^=", "&=", "|=", "÷=", "%=", ">>>=", ">>=", "<<=",
		".=", ".+=", ".-=", ".*=", "./=", ".\\=", ".^=", ".&=", ".|=", ".÷=", ".%=", ".>>>=", ".>>=", ".<<=",
		"&&", "||", "<:", "$=", "⊻=", ">:":
		return true
	}
	return false
}

func isInfix(s string) bool { return s == ":" || s == "->" || s == "::" }

// isIdentifierName is Julia 1.10's isidentifier as show_sym uses it (keywords
// count as identifiers there).
func isIdentifierName(s string) bool {
	if s == "" || s == "true" || s == "false" {
		return false
	}
	for i, c := range s {
		ok := unicode.IsLetter(c) || c == '_' || (c > 0x7f && unicode.IsGraphic(c) && !unicode.IsSpace(c))
		if i > 0 {
			ok = ok || unicode.IsDigit(c) || c == '!'
		}
		if !ok {
			return false
		}
	}
	return true
}

func isExpr(n syntax.Node, head syntax.Head) bool {
	e, ok := n.(*syntax.Expr)
	return ok && e.Head == head
}

func isExprN(n syntax.Node, head syntax.Head, nargs int) bool {
	e, ok := n.(*syntax.Expr)
	return ok && e.Head == head && len(e.Args) == nargs
}

func isQuoted(n syntax.Node) bool {
	if _, ok := n.(*syntax.QuoteNode); ok {
		return true
	}
	return isExprN(n, syntax.HeadQuote, 1) || isExprN(n, "inert", 1)
}

func unquoted(n syntax.Node) syntax.Node {
	if q, ok := n.(*syntax.QuoteNode); ok {
		return q.Value
	}
	return n.(*syntax.Expr).Args[0]
}

func symName(n syntax.Node) (string, bool) {
	id, ok := n.(*syntax.Ident)
	if !ok {
		return "", false
	}
	return id.Name, true
}

// isSymOp: n is a Symbol that is an operator.
func isSymOp(n syntax.Node) bool {
	s, ok := symName(n)
	return ok && isOperator(s)
}

// show writes x as show(io, x) does.
func (p *exprPrinter) show(n syntax.Node) {
	switch x := n.(type) {
	case *syntax.Ident, *syntax.Expr, *syntax.QuoteNode, *lineNode, *GlobalRef:
		q := &exprPrinter{fallback: true}
		q.quoteExpr(x, 0, -1, 0)
		p.print(q.sb.String())
	case nil:
		p.print("nothing")
	case *syntax.Literal:
		p.print(literalString(x))
	case *Value:
		p.print(fmt.Sprintf("%v", x.V))
	default:
		p.print("?")
	}
}

// showArg is Julia's show of an Expr's argument in the fallback form.
func (p *exprPrinter) showArg(n syntax.Node) {
	if _, ok := n.(*syntax.Ident); ok {
		p.quoteExpr(n, 0, 0, 0)
		return
	}
	p.show(n)
}

func (p *exprPrinter) showLinenumber(l *lineNode) {
	p.print("#= ", l.file, ":", strconv.Itoa(int(l.line)), " =#")
}

func (p *exprPrinter) showBlock(head string, args []syntax.Node, body syntax.Node, indent, ql int) {
	p.print(head)
	if len(args) > 0 {
		p.print(" ")
		if head == "elseif" {
			p.showList(args, " ", indent, 0, ql, false, false)
		} else {
			p.showList(args, ", ", indent, 0, ql, false, false)
		}
	}
	ind := indent + indentWidth
	if head == "module" || head == "baremodule" {
		ind = indent
	}
	exs := []syntax.Node{body}
	if isExpr(body, syntax.HeadBlock) || isExpr(body, syntax.HeadQuote) {
		exs = body.(*syntax.Expr).Args
	}
	for _, ex := range exs {
		p.print("\n", strings.Repeat(" ", ind))
		p.unquoted(ex, ind, -1, ql)
	}
	p.print("\n", strings.Repeat(" ", indent))
}

// showBlockArg is show_block(io, head, arg, block, ...): a block or quote
// argument gives its arguments.
func (p *exprPrinter) showBlockArg(head string, arg, body syntax.Node, indent, ql int) {
	if isExpr(arg, syntax.HeadBlock) || isExpr(arg, syntax.HeadQuote) {
		p.showBlock(head, arg.(*syntax.Expr).Args, body, indent, ql)
		return
	}
	p.showBlock(head, []syntax.Node{arg}, body, indent, ql)
}

func isNegativeReal(n syntax.Node) bool {
	lit, ok := n.(*syntax.Literal)
	if !ok {
		return false
	}
	switch v := lit.Value.(type) {
	case int64:
		return v < 0
	case float64:
		return v < 0
	case float32:
		return v < 0
	case *big.Int:
		return v.Sign() < 0
	}
	return false
}

func (p *exprPrinter) showList(items []syntax.Node, sep string, indent, prec, ql int, enclose, kw bool) {
	if len(items) == 0 {
		return
	}
	indent += indentWidth
	for i, item := range items {
		if i > 0 {
			p.print(sep)
		}
		parens := false
		if !isQuoted(item) && i == 0 && prec >= precPower {
			if e, ok := item.(*syntax.Expr); ok && e.Head == syntax.HeadCall && len(e.Args) > 0 {
				s, _ := symName(e.Args[0])
				parens = isUniOp(s)
			}
			parens = parens || isNegativeReal(item)
		}
		parens = parens || (enclose && isSymOp(item))
		if parens {
			p.print("(")
		}
		sub := prec
		if parens {
			sub = 0
		}
		switch {
		case kw && isExprN(item, syntax.HeadKw, 2):
			e := item.(*syntax.Expr)
			p.unquoted(&syntax.Expr{Head: syntax.HeadAssign, Args: e.Args, P: e.P}, indent, sub, ql)
		case kw && isExprN(item, syntax.HeadAssign, 2):
			p.exprFallback(item.(*syntax.Expr))
		default:
			p.unquoted(item, indent, sub, ql)
		}
		if parens {
			p.print(")")
		}
	}
}

func (p *exprPrinter) showEnclosedList(op string, items []syntax.Node, sep, cl string, indent, prec, ql int, enclose, kw bool) {
	p.print(op)
	p.showList(items, sep, indent, prec, ql, enclose, kw)
	p.print(cl)
}

func (p *exprPrinter) showCall(head syntax.Head, fn syntax.Node, args []syntax.Node, indent, ql int, kw bool) {
	op, cl := "(", ")"
	switch head {
	case syntax.HeadRef:
		op, cl = "[", "]"
	case syntax.HeadCurly:
		op, cl = "{", "}"
	}
	plain := false
	switch f := fn.(type) {
	case *syntax.Ident:
		plain = f.Name != ":" && !(head == syntax.HeadDotCall && isOperator(f.Name))
	case *syntax.Expr:
		plain = f.Head == syntax.HeadDotCall || f.Head == syntax.HeadCurly || f.Head == "macroname"
	case *GlobalRef:
		plain = true
	}
	if plain {
		p.unquoted(fn, indent, 0, ql)
	} else {
		p.print("(")
		p.unquoted(fn, indent, 0, ql)
		p.print(")")
	}
	if head == syntax.HeadDotCall {
		p.print(".")
	}
	if len(args) > 0 && isExpr(args[0], syntax.HeadParameters) {
		p.print(op)
		p.showList(args[1:], ", ", indent, 0, ql, false, kw)
		p.print("; ")
		p.showList(args[0].(*syntax.Expr).Args, ", ", indent, 0, ql, false, kw)
		p.print(cl)
		return
	}
	p.showEnclosedList(op, args, ", ", cl, indent, 0, ql, false, kw)
}

func (p *exprPrinter) showSym(s string, allowMacroname bool) {
	switch {
	case isIdentifierName(s) || (isOperator(s) && s != "'"):
		p.print(s)
	case allowMacroname && strings.HasPrefix(s, "@"):
		p.print("@")
		p.showSym(s[1:], false)
	default:
		p.print("var", juliaQuote(s))
	}
}

func (p *exprPrinter) showGlobalref(g *GlobalRef, allowMacroname bool) {
	p.print(fmt.Sprintf("%v", g.Module), ".")
	quoted := !isIdentifierName(g.Name) && !strings.HasPrefix(g.Name, "@")
	parens := quoted && (!isOperator(g.Name) || isQuotedSym(g.Name))
	if quoted {
		p.print(":")
	}
	if parens {
		p.print("(")
	}
	p.showSym(g.Name, allowMacroname)
	if parens {
		p.print(")")
	}
}

func (p *exprPrinter) quoteExpr(n syntax.Node, indent, prec, ql int) {
	if s, ok := symName(n); ok && !isQuotedSym(s) {
		if isIdentifierName(s) || (isOperator(s) && s != "'") {
			p.print(":", s)
		} else {
			p.print("Symbol(", juliaQuote(s), ")")
		}
		return
	}
	if isExpr(n, syntax.HeadBlock) {
		p.showBlock("quote", nil, n, indent, ql)
		p.print("end")
		return
	}
	p.print(":(")
	p.unquoted(n, indent+2, -1, ql)
	p.print(")")
}

func (p *exprPrinter) showGenerator(e *syntax.Expr, indent, ql int) {
	if e.Head == syntax.HeadFlatten {
		var ranges [][]syntax.Node
		var fg syntax.Node = e
		for isExpr(fg, syntax.HeadFlatten) {
			inner := fg.(*syntax.Expr).Args[0].(*syntax.Expr)
			ranges = append(ranges, inner.Args[1:])
			fg = inner.Args[0]
		}
		g := fg.(*syntax.Expr)
		ranges = append(ranges, g.Args[1:])
		p.unquoted(g.Args[0], indent, 0, ql)
		for _, r := range ranges {
			p.print(" for ")
			p.showList(r, ", ", indent, 0, ql, false, false)
		}
		return
	}
	p.unquoted(e.Args[0], indent, 0, ql)
	p.print(" for ")
	p.showList(e.Args[1:], ", ", indent, 0, ql, false, false)
}

func (p *exprPrinter) exprFallback(e *syntax.Expr) {
	p.print("$(Expr(")
	p.showArg(&syntax.Ident{Name: string(e.Head)})
	for _, a := range e.Args {
		p.print(", ")
		p.showArg(a)
	}
	p.print("))")
}

func validImportPath(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head != syntax.HeadDotCall || len(e.Args) == 0 {
		return false
	}
	for _, a := range e.Args {
		if _, ok := a.(*syntax.Ident); !ok {
			return false
		}
	}
	return true
}

func validImport(args []syntax.Node) bool {
	if len(args) == 1 {
		if validImportPath(args[0]) {
			return true
		}
		if c, ok := args[0].(*syntax.Expr); ok && c.Head == syntax.HeadColon && len(c.Args) > 1 {
			for _, a := range c.Args {
				if !validImportPath(a) {
					return false
				}
			}
			return true
		}
	}
	for _, a := range args {
		if !validImportPath(a) {
			return false
		}
	}
	return true
}

func (p *exprPrinter) showImportPath(n syntax.Node, ql int) {
	e, ok := n.(*syntax.Expr)
	switch {
	case !ok:
		p.unquoted(n, 0, 0, 0)
	case e.Head == syntax.HeadColon:
		p.showImportPath(e.Args[0], ql)
		p.print(": ")
		for i, a := range e.Args[1:] {
			if i > 0 {
				p.print(", ")
			}
			p.showImportPath(a, ql)
		}
	case e.Head == syntax.HeadDotCall:
		for i, a := range e.Args {
			s, _ := symName(a)
			if i > 0 {
				if prev, _ := symName(e.Args[i-1]); prev != "." {
					p.print(".")
				}
			}
			p.showSym(s, i == len(e.Args)-1)
		}
	default:
		p.unquoted(n, 0, 0, ql)
	}
}

// allowMacroname wraps a macro name so that it prints literally.
func allowMacroname(n syntax.Node) syntax.Node {
	s, isSym := symName(n)
	_, isRef := n.(*GlobalRef)
	if (isSym && strings.HasPrefix(s, "@")) || isRef {
		return &syntax.Expr{Head: "macroname", Args: []syntax.Node{n}}
	}
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadDotCall && len(e.Args) == 2 &&
		(isExpr(e.Args[1], syntax.HeadQuote) || isQuotedNode(e.Args[1])) {
		return &syntax.Expr{Head: "macroname", Args: []syntax.Node{n}}
	}
	return n
}

func isQuotedNode(n syntax.Node) bool {
	_, ok := n.(*syntax.QuoteNode)
	return ok
}

// isNumber: a literal show_unquoted takes as the coefficient of 2x.
func isCoefficient(n syntax.Node) bool {
	lit, ok := n.(*syntax.Literal)
	return ok && (lit.Kind == syntax.LitInt64 || lit.Kind == syntax.LitFloat64 || lit.Kind == syntax.LitFloat32)
}

// unquoted is Julia's show_unquoted(io, ex, indent, prec, quote_level).
func (p *exprPrinter) unquoted(n syntax.Node, indent, prec, ql int) {
	switch x := n.(type) {
	case *syntax.Ident:
		p.showSym(x.Name, false)
	case *lineNode:
		p.showLinenumber(x)
	case *GlobalRef:
		p.showGlobalref(x, false)
	case *syntax.QuoteNode:
		if _, ok := x.Value.(*syntax.Ident); ok {
			p.quoteExpr(x.Value, indent, prec, 0)
			return
		}
		p.print("$(QuoteNode(")
		p.show(x.Value)
		p.print("))")
	case *syntax.Expr:
		p.unquotedExpr(x, indent, prec, ql)
	case *RawQuote:
		p.unquoted(x.Node, indent, prec, ql)
	default:
		p.show(n)
	}
}

func (p *exprPrinter) unquotedExpr(ex *syntax.Expr, indent, prec, ql int) {
	head, args := ex.Head, ex.Args
	nargs := len(args)
	h := string(head)
	switch {
	// dot (x.y), but not compact broadcast exps
	case head == syntax.HeadDotCall && (nargs != 2 || !isExpr(args[1], syntax.HeadTuple)):
		if nargs != 2 || !isQuoted(args[1]) {
			p.exprFallback(ex)
			return
		}
		item := args[0]
		field := unquoted(args[1])
		s, isSym := symName(item)
		parens := !isQuoted(item) && !(isSym && isIdentifierName(s)) && !isExpr(item, syntax.HeadDotCall)
		if parens {
			p.print("(")
		}
		p.unquoted(item, indent, 0, ql)
		if parens {
			p.print(")")
		}
		p.print(".")
		fs, fsym := symName(field)
		parens = !fsym || isQuotedSym(fs)
		if parens || isOperator(fs) {
			p.print(":")
		}
		if parens {
			p.print("(")
		}
		p.unquoted(field, indent, 0, ql)
		if parens {
			p.print(")")
		}

	// infix (x <: y, x = y)
	case (isInfix(h) || isInfixWide(h)) && nargs == 2:
		fp := operatorPrecedence(h)
		sep := h
		if isInfixWide(h) {
			sep = " " + h + " "
		}
		if fp <= prec {
			p.showEnclosedList("(", args, sep, ")", indent, fp, ql, true, false)
		} else {
			p.showList(args, sep, indent, fp, ql, true, false)
		}

	case head == syntax.HeadTuple:
		p.print("(")
		if nargs > 0 && isExpr(args[0], syntax.HeadParameters) {
			p.showList(args[1:], ", ", indent, 0, ql, false, false)
			if nargs == 2 {
				p.print(",")
			}
			p.print(";")
			params := args[0].(*syntax.Expr).Args
			if len(params) > 0 {
				p.print(" ")
			}
			p.showList(params, ", ", indent, 0, ql, false, true)
		} else {
			p.showList(args, ", ", indent, 0, ql, false, false)
			if nargs == 1 {
				p.print(",")
			}
		}
		p.print(")")

	// list-like forms ([1, 2, 3])
	case isExprParen(head) || head == syntax.HeadTypedVcat || head == syntax.HeadTypedHcat || head == syntax.HeadTypedNcat:
		if nargs > 0 && (head == syntax.HeadTypedVcat || head == syntax.HeadTypedHcat || head == syntax.HeadTypedNcat) {
			p.unquoted(args[0], indent, prec, ql)
			head = map[syntax.Head]syntax.Head{syntax.HeadTypedVcat: syntax.HeadVcat, syntax.HeadTypedHcat: syntax.HeadHcat, syntax.HeadTypedNcat: syntax.HeadNcat}[head]
			args = args[1:]
			nargs--
		}
		op, cl := "[", "]"
		switch head {
		case syntax.HeadTuple, syntax.HeadCall:
			op, cl = "(", ")"
		case syntax.HeadBraces, syntax.HeadBracescat:
			op, cl = "{", "}"
		}
		sep := ", "
		switch head {
		case syntax.HeadVcat, syntax.HeadBracescat:
			sep = "; "
		case syntax.HeadHcat, syntax.HeadRow:
			sep = " "
		case syntax.HeadNcat, syntax.HeadNrow:
			if nargs >= 1 {
				if lit, ok := args[0].(*syntax.Literal); ok {
					if d, ok := lit.Value.(int64); ok {
						sep = strings.Repeat(";", int(d)) + " "
						args = args[1:]
						nargs--
					}
				}
			}
		}
		if head != syntax.HeadRow && head != syntax.HeadNrow {
			p.print(op)
		}
		p.showList(args, sep, indent, 0, ql, false, false)
		if nargs == 1 && head == syntax.HeadVcat {
			p.print(";")
		} else if nargs <= 1 && head == syntax.HeadNcat {
			p.print(sep[:len(sep)-1])
		}
		if head != syntax.HeadRow && head != syntax.HeadNrow {
			p.print(cl)
		}

	// function call
	case head == syntax.HeadCall && nargs >= 1:
		fn := args[0]
		fname := fn
		if g, ok := fn.(*GlobalRef); ok {
			fname = &syntax.Ident{Name: g.Name}
		}
		fs, fsym := symName(fname)
		fp := 0
		if fsym {
			fp = operatorPrecedence(fs)
		}
		if fp > 0 || (fsym && isUniOp(fs)) {
			fn = fname
		}
		fargs := args[1:]
		anyKw := false
		for _, a := range fargs {
			anyKw = anyKw || isExpr(a, syntax.HeadKw)
		}
		switch {
		case anyKw || (len(fargs) > 0 && isExpr(fargs[0], syntax.HeadParameters)):
			p.showCall(head, fn, fargs, indent, ql, true)
		// scalar multiplication (100x)
		case fsym && fs == "*" && len(fargs) == 2 && isCoefficient(fargs[0]) && isJuxtaposeSym(fargs[1]):
			if fp <= prec {
				p.showEnclosedList("(", fargs, "", ")", indent, fp, ql, false, false)
			} else {
				p.showList(fargs, "", indent, fp, ql, false, false)
			}
		// unary operator (!z)
		case fsym && isUniOp(fs) && len(fargs) == 1:
			p.unquoted(fn, indent, 0, ql)
			a1 := fargs[0]
			if _, ok := a1.(*syntax.Expr); ok || isSymOp(a1) {
				// (Julia passes no quote level here: show_enclosed_list's 0)
				p.showEnclosedList("(", fargs, ", ", ")", indent, fp, 0, false, false)
			} else {
				p.unquoted(a1, indent, fp, ql)
			}
		// binary operator (x + y)
		case fp > 0:
			na := len(fargs)
			notSplat := true
			for _, a := range fargs {
				notSplat = notSplat && !isExpr(a, syntax.HeadSplat)
			}
			switch {
			case (na == 2 || (na > 2 && fsym && (fs == "+" || fs == "++" || fs == "*")) || (na == 3 && fs == ":")) && notSplat:
				sep := " " + fs + " "
				if fs == ":" {
					sep = ":"
				}
				if fp <= prec {
					p.showEnclosedList("(", fargs, sep, ")", indent, fp, ql, true, false)
				} else {
					p.showList(fargs, sep, indent, fp, ql, true, false)
				}
			case na == 1:
				p.print("(")
				p.unquoted(fn, indent, 0, ql)
				p.print(")")
				p.showEnclosedList("(", fargs, ", ", ")", indent, 0, ql, false, false)
			default:
				p.showCall(head, fn, fargs, indent, ql, true)
			}
		default:
			p.showCall(head, fn, fargs, indent, ql, true)
		}

	case (head == "new" || head == "splatnew"):
		p.showEnclosedList("%"+h+"(", args, ", ", ")", indent, 0, ql, false, false)

	// other call-like expressions (A[1,2], T{X,Y}, f.(X,Y))
	case (head == syntax.HeadRef || head == syntax.HeadCurly || head == "calldecl" || head == syntax.HeadDotCall) && nargs >= 1:
		fargs := args[1:]
		if head == syntax.HeadDotCall {
			fargs = args[1].(*syntax.Expr).Args
		}
		p.showCall(head, args[0], fargs, indent, ql, head != syntax.HeadCurly)

	// comprehensions
	case head == syntax.HeadTypedComp && nargs == 2 && isGenerator(args[1]):
		p.unquoted(args[0], indent, 0, ql)
		p.print("[")
		p.showGenerator(args[1].(*syntax.Expr), indent, ql)
		p.print("]")
	case head == syntax.HeadComprehension && nargs == 1 && isGenerator(args[0]):
		p.print("[")
		p.showGenerator(args[0].(*syntax.Expr), indent, ql)
		p.print("]")
	case (head == syntax.HeadGenerator && nargs >= 2) || (head == syntax.HeadFlatten && nargs == 1 && isFlattenable(ex)):
		p.print("(")
		p.showGenerator(ex, indent, ql)
		p.print(")")
	case head == syntax.HeadFilter && nargs == 2:
		p.unquoted(args[1], indent, 0, ql)
		p.print(" if ")
		p.unquoted(args[0], indent, 0, ql)

	// comparison (x < y < z)
	case head == syntax.HeadComparison && nargs >= 3 && nargs%2 == 1:
		cp := 100
		for i := 1; i < nargs; i += 2 {
			s, _ := symName(args[i])
			cp = min(cp, operatorPrecedence(s))
		}
		if cp <= prec {
			p.showEnclosedList("(", args, " ", ")", indent, cp, ql, false, false)
		} else {
			p.showList(args, " ", indent, cp, ql, false, false)
		}

	// function calls need to transform the function from :call to :calldecl
	case head == syntax.HeadFunction && nargs == 2 && isExpr(args[0], syntax.HeadCall):
		sig := &syntax.Expr{Head: "calldecl", Args: args[0].(*syntax.Expr).Args}
		p.showBlockArg(h, sig, args[1], indent, ql)
		p.print("end")

	case (head == syntax.HeadFunction || head == syntax.HeadMacro) && nargs == 1:
		p.print(h, " ")
		p.unquoted(args[0], 0, 0, 0)
		p.print(" end")

	case head == syntax.HeadDo && nargs == 2 && isDoLambda(args[1]):
		p.unquoted(args[0], indent, -1, ql)
		p.print(" do ")
		lam := args[1].(*syntax.Expr)
		p.showList(lam.Args[0].(*syntax.Expr).Args, ", ", 0, 0, ql, false, false)
		for _, stmt := range lam.Args[1].(*syntax.Expr).Args {
			p.print("\n", strings.Repeat(" ", indent+indentWidth))
			p.unquoted(stmt, indent+indentWidth, -1, ql)
		}
		p.print("\n", strings.Repeat(" ", indent), "end")

	// block with argument
	case (head == syntax.HeadFor || head == syntax.HeadWhile || head == syntax.HeadFunction || head == syntax.HeadMacro ||
		head == syntax.HeadIf || head == syntax.HeadElseif || head == syntax.HeadLet) && nargs == 2:
		body := args[1]
		if !isExpr(body, syntax.HeadBlock) {
			body = &syntax.Expr{Head: syntax.HeadBlock, Args: []syntax.Node{body}}
		}
		p.showBlockArg(h, args[0], body, indent, ql)
		p.print("end")

	case (head == syntax.HeadIf || head == syntax.HeadElseif) && nargs == 3:
		p.showBlockArg(h, args[0], args[1], indent, ql)
		if isExpr(args[2], syntax.HeadElseif) {
			p.unquoted(args[2], indent, prec, ql)
		} else {
			p.showBlock("else", nil, args[2], indent, ql)
			p.print("end")
		}

	case head == syntax.HeadModule && nargs == 3 && isBoolLit(args[0]):
		name := "module"
		if !args[0].(*syntax.Literal).Value.(bool) {
			name = "baremodule"
		}
		p.showBlockArg(name, args[1], args[2], indent, ql)
		p.print("end")

	// type declaration
	case head == syntax.HeadStruct && nargs == 3:
		name := "struct"
		if b, ok := args[0].(*syntax.Literal); ok && b.Value == true {
			name = "mutable struct"
		}
		p.showBlockArg(name, args[1], args[2], indent, ql)
		p.print("end")

	case head == syntax.HeadPrimitive && nargs == 2:
		p.print("primitive type ")
		p.showList(args, " ", indent, 0, ql, false, false)
		p.print(" end")

	case head == syntax.HeadAbstract && nargs == 1:
		p.print("abstract type ")
		p.showList(args, " ", indent, 0, ql, false, false)
		p.print(" end")

	// empty return (function f() return end)
	case head == syntax.HeadReturn && nargs == 1 && (args[0] == nil || isBareReturn(ex)):
		p.print(h)

	// type annotation (::Int)
	case isUniSym(h) && nargs == 1:
		p.print(h)
		p.unquoted(args[0], indent, 0, ql)

	// var-arg declaration or expansion
	case head == syntax.HeadSplat && nargs == 1:
		p.unquoted(args[0], indent, 0, ql)
		p.print("...")

	case nargs == 0 && (head == syntax.HeadBreak || head == syntax.HeadContinue):
		p.print(h)

	case (nargs == 1 && (head == syntax.HeadReturn || head == syntax.HeadConst)) || head == syntax.HeadLocal || head == syntax.HeadGlobal:
		p.print(h, " ")
		p.showList(args, ", ", indent, 0, ql, false, false)

	case head == syntax.HeadExport:
		p.print(h, " ")
		names := make([]syntax.Node, len(args))
		for i, a := range args {
			names[i] = allowMacroname(a)
		}
		p.showList(names, ", ", indent, 0, 0, false, false)

	case head == syntax.HeadMacrocall && nargs >= 2:
		s, isSym := symName(args[0])
		if g, ok := args[0].(*GlobalRef); ok {
			s = g.Name
		}
		if s == "@cmd" && nargs >= 3 {
			// `a b c` (Core.@cmd)
			p.print("`")
			p.printValue(args[2])
			p.print("`")
			return
		}
		if isSym && nargs >= 3 && isStringLit(args[2]) && strings.HasPrefix(s, "@") && strings.HasSuffix(s, "_str") && len(s) >= 5 {
			// x"y" and x"y"z
			p.print(s[1:len(s)-4], "\"", escapeRawString(args[2].(*syntax.Literal).Value.(string)), "\"")
			if nargs == 4 {
				p.printValue(args[3])
			}
			return
		}
		if l, ok := args[1].(*lineNode); ok {
			p.showLinenumber(l)
			p.print(" ")
		}
		mname := allowMacroname(args[0])
		if prec >= 0 {
			p.showCall(syntax.HeadCall, mname, args[2:], indent, ql, false)
		} else {
			p.showList(append([]syntax.Node{mname}, args[2:]...), " ", indent, 0, ql, false, false)
		}

	case head == "macroname" && nargs == 1:
		a1 := args[0]
		if s, ok := symName(a1); ok {
			p.showSym(s, true)
		} else if g, ok := a1.(*GlobalRef); ok {
			p.showGlobalref(g, true)
		} else if isExprN(a1, syntax.HeadDotCall, 2) {
			d := a1.(*syntax.Expr)
			m := d.Args[0]
			_, mSym := m.(*syntax.Ident)
			_, mRef := m.(*GlobalRef)
			if mSym || mRef || isExprN(m, syntax.HeadDotCall, 2) {
				p.unquoted(m, 0, 0, 0)
			} else {
				p.print("(")
				p.unquoted(m, 0, 0, 0)
				p.print(")")
			}
			p.print(".")
			mn := unquoted(d.Args[1])
			if s, ok := symName(mn); ok {
				p.showSym(s, true)
			} else {
				p.unquoted(mn, 0, 0, 0)
			}
		} else {
			p.unquoted(a1, 0, 0, 0)
		}

	case head == syntax.HeadTry && 3 <= nargs && nargs <= 4:
		p.showBlock("try", nil, args[0], indent, ql)
		if isExpr(args[2], syntax.HeadBlock) {
			var v []syntax.Node
			if !isFalseLit(args[1]) {
				v = []syntax.Node{args[1]}
			}
			p.showBlock("catch", v, args[2], indent, ql)
		}
		if nargs >= 4 && isExpr(args[3], syntax.HeadBlock) {
			p.showBlock("finally", nil, args[3], indent, ql)
		}
		p.print("end")

	case head == syntax.HeadBlock:
		p.showBlock("begin", nil, ex, indent, ql)
		p.print("end")

	case head == syntax.HeadQuote && nargs == 1 && isSymbol(args[0]):
		p.quoteExpr(args[0], indent, 0, ql+1)
	case head == syntax.HeadQuote && !p.fallback:
		switch {
		case nargs == 1 && isExpr(args[0], syntax.HeadBlock):
			p.showBlock("quote", nil, &syntax.Expr{Head: syntax.HeadQuote, Args: args[0].(*syntax.Expr).Args}, indent, ql+1)
			p.print("end")
		case nargs == 1:
			p.print(":(")
			p.unquoted(args[0], indent+2, 0, ql+1)
			p.print(")")
		default:
			p.showBlock("quote", nil, ex, indent, ql+1)
			p.print("end")
		}

	case head == syntax.HeadString && nargs == 1 && isStringLit(args[0]):
		p.show(args[0])

	case head == "null":
		p.print("nothing")

	case head == syntax.HeadString:
		p.print("\"")
		for _, a := range args {
			if isStringLit(a) {
				p.print(escapeString(a.(*syntax.Literal).Value.(string), true))
				continue
			}
			p.print("$(")
			if s, ok := symName(a); ok && !isQuotedSym(s) {
				p.showSym(s, false)
			} else {
				p.unquoted(a, 0, 0, ql)
			}
			p.print(")")
		}
		p.print("\"")

	case (head == syntax.HeadAmp || head == syntax.HeadDollar) && nargs == 1:
		if head == syntax.HeadDollar && p.fallback {
			p.exprFallback(ex)
			return
		}
		if head == syntax.HeadDollar {
			ql--
		}
		p.print(h)
		a1 := args[0]
		parens := isSymOp(a1)
		if e, ok := a1.(*syntax.Expr); ok {
			parens = !(e.Head == syntax.HeadTuple || e.Head == syntax.HeadDollar || e.Head == syntax.HeadVect || e.Head == syntax.HeadBraces)
		}
		if parens {
			p.print("(")
		}
		p.unquoted(a1, 0, 0, ql)
		if parens {
			p.print(")")
		}

	// transpose
	case head == syntax.HeadTranspose && nargs == 1:
		if isSymbol(args[0]) {
			p.unquoted(args[0], 0, 0, ql)
		} else {
			p.print("(")
			p.unquoted(args[0], 0, 0, ql)
			p.print(")")
		}
		p.print(h)

	// where syntax
	case head == syntax.HeadWhere && nargs > 1:
		parens := 1 <= prec
		if parens {
			p.print("(")
		}
		p.unquoted(args[0], indent, operatorPrecedence("::"), ql)
		p.print(" where ")
		if nargs == 2 {
			p.unquoted(args[1], indent, 1, ql)
		} else {
			p.print("{")
			p.showList(args[1:], ", ", indent, 0, ql, false, false)
			p.print("}")
		}
		if parens {
			p.print(")")
		}

	case (head == syntax.HeadImport || head == syntax.HeadUsing) && validImport(args):
		p.print(h, " ")
		for i, a := range args {
			if i > 0 {
				p.print(", ")
			}
			p.showImportPath(a, ql)
		}

	default:
		p.exprFallback(ex)
	}
}

// printValue writes x as print(io, x) does.
func (p *exprPrinter) printValue(n syntax.Node) {
	if lit, ok := n.(*syntax.Literal); ok && lit.Kind == syntax.LitString {
		p.print(lit.Value.(string))
		return
	}
	p.unquoted(n, 0, -1, 0)
}

// isBareReturn: e is a `return` without a value, which the parser gives
// the name nothing at the keyword's own position (Julia's parser: the
// value nothing).
func isBareReturn(e *syntax.Expr) bool {
	if e.Head != syntax.HeadReturn || len(e.Args) != 1 {
		return false
	}
	id, ok := e.Args[0].(*syntax.Ident)
	return ok && id.Name == "nothing" && id.P == e.P
}

func isExprParen(h syntax.Head) bool {
	switch h {
	case syntax.HeadTuple, syntax.HeadVcat, syntax.HeadHcat, syntax.HeadRow, syntax.HeadVect,
		syntax.HeadBraces, syntax.HeadBracescat, syntax.HeadNcat, syntax.HeadNrow:
		return true
	}
	return false
}

// isJuxtaposeSym: the second factor of 2x (a Symbol not starting with
// e, E or f, which would read as an exponent).
func isJuxtaposeSym(n syntax.Node) bool {
	s, ok := symName(n)
	if !ok || s == "" {
		return false
	}
	return s[0] != 'e' && s[0] != 'E' && s[0] != 'f'
}

func isSymbol(n syntax.Node) bool {
	_, ok := n.(*syntax.Ident)
	return ok
}

func isStringLit(n syntax.Node) bool {
	lit, ok := n.(*syntax.Literal)
	return ok && lit.Kind == syntax.LitString
}

func isBoolLit(n syntax.Node) bool {
	lit, ok := n.(*syntax.Literal)
	return ok && lit.Kind == syntax.LitBool
}

func isFalseLit(n syntax.Node) bool {
	lit, ok := n.(*syntax.Literal)
	return ok && lit.Value == false
}

// isGenerator: a well-formed generator or flatten (as Julia's printer
// indexes into it).
func isGenerator(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	if e.Head == syntax.HeadGenerator {
		return len(e.Args) >= 1
	}
	return e.Head == syntax.HeadFlatten && isFlattenable(e)
}

func isFlattenable(e *syntax.Expr) bool {
	for isExpr(e, syntax.HeadFlatten) {
		if len(e.Args) != 1 {
			return false
		}
		g, ok := e.Args[0].(*syntax.Expr)
		if !ok || g.Head != syntax.HeadGenerator || len(g.Args) < 1 {
			return false
		}
		inner, ok := g.Args[0].(*syntax.Expr)
		if !ok {
			return false
		}
		e = inner
	}
	return e.Head == syntax.HeadGenerator && len(e.Args) >= 1
}

// isDoLambda: the (-> (tuple args...) (block ...)) of a do block.
func isDoLambda(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	return ok && len(e.Args) == 2 && isExpr(e.Args[0], syntax.HeadTuple) && isExpr(e.Args[1], syntax.HeadBlock)
}

// escapeRawString is Julia's escape_raw_string: the contents of a raw
// string literal (a double quote and the backslashes before it or before
// the end escaped).
func escapeRawString(s string) string {
	var sb strings.Builder
	bs := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\\':
			bs++
			continue
		case '"':
			sb.WriteString(strings.Repeat("\\", 2*bs+1))
		default:
			sb.WriteString(strings.Repeat("\\", bs))
		}
		bs = 0
		sb.WriteByte(c)
	}
	sb.WriteString(strings.Repeat("\\", 2*bs))
	return sb.String()
}

// juliaQuote is Julia's print_quoted: s in double quotes, escaped as
// escape_string(io, s, ('"', '$')).
func juliaQuote(s string) string {
	return "\"" + escapeString(s, true) + "\""
}

// escapeString is Julia's escape_string of s, escaping also '"' and '$'
// when quoted.
func escapeString(s string, quoted bool) string {
	var sb strings.Builder
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		i += size
		var next rune = -1
		if i < len(s) {
			next, _ = utf8.DecodeRuneInString(s[i:])
		}
		isHex := func(r rune) bool {
			return r >= 0 && ('0' <= r && r <= '9' || 'a' <= r && r <= 'f' || 'A' <= r && r <= 'F')
		}
		switch {
		case c == utf8.RuneError && size == 1:
			fmt.Fprintf(&sb, "\\x%02x", s[i-1])
		case quoted && (c == '"' || c == '$'):
			sb.WriteByte('\\')
			sb.WriteRune(c)
		case c == 0:
			if next >= '0' && next <= '7' {
				sb.WriteString("\\x00")
			} else {
				sb.WriteString("\\0")
			}
		case c == 0x1b:
			sb.WriteString("\\e")
		case c == '\\':
			sb.WriteString("\\\\")
		case c >= '\a' && c <= '\r':
			sb.WriteByte('\\')
			sb.WriteByte("abtnvfr"[c-'\a'])
		case c < 0x80 && unicode.IsPrint(c):
			sb.WriteRune(c)
		case c < 0x80:
			fmt.Fprintf(&sb, "\\x%02x", c)
		case unicode.IsGraphic(c):
			sb.WriteRune(c)
		case c <= 0xffff:
			if isHex(next) {
				fmt.Fprintf(&sb, "\\u%04x", c)
			} else {
				fmt.Fprintf(&sb, "\\u%x", c)
			}
		default:
			if isHex(next) {
				fmt.Fprintf(&sb, "\\U%08x", c)
			} else {
				fmt.Fprintf(&sb, "\\U%x", c)
			}
		}
	}
	return sb.String()
}

func literalString(x *syntax.Literal) string {
	switch v := x.Value.(type) {
	case string:
		return juliaQuote(v)
	case rune:
		if v == '\'' {
			return `'\''`
		}
		if v == '"' {
			return `'"'`
		}
		return "'" + escapeString(string(v), false) + "'"
	case bool:
		return strconv.FormatBool(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case uint64:
		digits := map[syntax.LitKind]int{syntax.LitUInt8: 2, syntax.LitUInt16: 4, syntax.LitUInt32: 8, syntax.LitUInt64: 16}[x.Kind]
		return fmt.Sprintf("0x%0*x", digits, v)
	case *big.Int:
		if x.Kind == syntax.LitUInt128 {
			return fmt.Sprintf("0x%032x", v)
		}
		return v.String()
	case float64:
		return juliaFloat(v, 64)
	case float32:
		return juliaFloat(float64(v), 32)
	}
	return fmt.Sprint(x.Value)
}

// juliaFloat formats a float as Julia's show (1.0, 1.0e-5, 1.0f0).
func juliaFloat(f float64, bits int) string {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		s := "Inf"
		if math.IsNaN(f) {
			s = "NaN"
		} else if f < 0 {
			s = "-Inf"
		}
		if bits == 32 {
			return s + "32"
		}
		return s
	}
	s := strconv.FormatFloat(f, 'g', -1, bits)
	a := math.Abs(f)
	if a != 0 && (a < 1e-4 || a >= 1e6) {
		s = strconv.FormatFloat(f, 'e', -1, bits)
		mant, exp, _ := strings.Cut(s, "e")
		if !strings.Contains(mant, ".") {
			mant += ".0"
		}
		e, _ := strconv.Atoi(exp)
		s = mant + "e" + strconv.Itoa(e)
	} else {
		s = strconv.FormatFloat(f, 'f', -1, bits)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
	}
	if bits == 32 {
		if i := strings.Index(s, "e"); i >= 0 {
			return s[:i] + "f" + s[i+1:]
		}
		return s + "f0"
	}
	return s
}
