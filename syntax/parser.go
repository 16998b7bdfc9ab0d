package syntax

// The parser is a recursive-descent parser modelled on Julia's own
// (julia-parser.scm and JuliaSyntax.jl): one function per precedence level,
// the same space and newline rules, and the same Expr shapes.

// maxDepth bounds the nesting of expressions so that hostile input cannot
// exhaust the stack.
const maxDepth = 1000

// ParseFile parses a whole source file. The result has head HeadToplevel and
// one argument per top-level statement. Errors are *Error.
func ParseFile(filename, src string) (ex *Expr, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			ex, err = nil, e
		}
	}()
	p := newParser(filename, src)
	return p.parseFile(), nil
}

// ParseFilePartial parses a whole source file as ParseFile does, but on a
// syntax error it also returns the statements parsed before the one with
// the error, which Julia's include evaluates before it reports the error
// (the parsed file holds the error as its last statement). The result is
// never nil.
func ParseFilePartial(filename, src string) (ex *Expr, err error) {
	top := &Expr{Head: HeadToplevel, P: Pos{File: filename, Line: 1, Col: 1}}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			ex, err = top, e
		}
	}()
	p := newParser(filename, src)
	p.parseInto(top)
	return top, nil
}

// ParseString parses src as ParseFile does, with the file name "none" (as
// Julia names code given with -e).
func ParseString(src string) (*Expr, error) { return ParseFile("none", src) }

// ctx is the part of the parser state that nested constructs save and
// restore.
type ctx struct {
	nlSkip    bool // newlines are whitespace (inside parentheses)
	spaceSens bool // whitespace separates elements ([a -b], macro arguments)
	endSym    bool // `end` and `begin` are index symbols (inside a[...])
	whereOff  bool // `where` is not consumed (while parsing a where's right side)
	colonOff  bool // `:` is not a range (ternary then-branch)
	inList    bool // inside a comma-separated list: macro arguments stop at commas
}

type parser struct {
	lx   *lexer
	src  string
	file string
	tok  token // the lookahead
	prec int8  // binary precedence of the lookahead (0: none)
	ctx
	depth    int
	lastKind tokKind // kind of the last token taken
	lastText string
	openers  []token // open brackets and blocks, for "incomplete" messages
	// structBody: the statements being parsed are a struct's fields,
	// where `const a::T` declares a constant field (Julia 1.8).
	structBody bool
	// quoteParen: the parenthesis parseParen is about to read opens a
	// quote, :( … ), where a lone splat is not a tuple
	quoteParen bool
}

func newParser(file, src string) *parser {
	p := &parser{lx: newLexer(file, src), src: src, file: file}
	p.advance()
	return p
}

func (p *parser) advance() {
	p.tok = p.lx.next()
	p.prec = 0
	switch p.tok.kind {
	case tOp:
		p.prec = opPrec[p.tok.text]
		if p.tok.base != "" {
			p.prec = opPrec[p.tok.base]
		}
	case tIdent:
		if p.tok.text == "in" || p.tok.text == "isa" {
			p.prec = precComparison
		}
	}
}

// peek returns the lookahead, skipping newlines where they are whitespace.
func (p *parser) peek() *token {
	for p.nlSkip && p.tok.kind == tNewline {
		p.advance()
		p.tok.space = true
	}
	return &p.tok
}

// peekNL returns the lookahead, skipping newlines in any context (an
// operand is required).
func (p *parser) peekNL() *token {
	for p.tok.kind == tNewline {
		p.advance()
		p.tok.space = true
	}
	return &p.tok
}

// take consumes the lookahead and returns it.
func (p *parser) take() token {
	t := *p.peek()
	p.lastKind, p.lastText = t.kind, t.text
	p.advance()
	return t
}

func (p *parser) posOf(t *token) Pos { return p.lx.posAt(int(t.off)) }

func (p *parser) errTok(t *token, format string, args ...any) {
	panic(&Error{Pos: p.posOf(t), Msg: sprintf(format, args...)})
}

func (p *parser) errAt(pos Pos, format string, args ...any) {
	panic(&Error{Pos: pos, Msg: sprintf(format, args...)})
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.errTok(&p.tok, "expression too deeply nested")
	}
}

func (p *parser) leave() { p.depth-- }

// describe renders a token for an error message.
func describe(t *token) string {
	switch t.kind {
	case tEOF:
		return "end of input"
	case tNewline:
		return "newline"
	case tString:
		return "string literal"
	}
	return `"` + t.text + `"`
}

// incomplete reports the end of input inside an unfinished construct.
func (p *parser) incomplete() {
	t := &p.tok
	if n := len(p.openers); n > 0 {
		o := &p.openers[n-1]
		closer := "end"
		switch o.kind {
		case tLParen:
			closer = `")"`
		case tLBrack:
			closer = `"]"`
		case tLBrace:
			closer = `"}"`
		}
		panic(&Error{Pos: p.posOf(t), Msg: sprintf("incomplete: %q at %s requires %s", o.text, p.posOf(o), closer), Incomplete: true})
	}
	panic(&Error{Pos: p.posOf(t), Msg: "incomplete: premature end of input", Incomplete: true})
}

// unexpected reports a token that cannot start or continue an expression.
func (p *parser) unexpected(t *token) {
	if t.kind == tEOF {
		p.incomplete()
	}
	p.errTok(t, "unexpected %s", describe(t))
}

func (p *parser) push(t token) { p.openers = append(p.openers, t) }
func (p *parser) pop()         { p.openers = p.openers[:len(p.openers)-1] }

func (p *parser) save() ctx     { return p.ctx }
func (p *parser) restore(c ctx) { p.ctx = c }

// normalCtx is the context inside parentheses and argument lists.
func (p *parser) normalCtx() {
	p.nlSkip, p.spaceSens, p.whereOff, p.colonOff, p.inList = true, false, false, false, true
}

// blockCtx is the context inside keyword blocks.
func (p *parser) blockCtx() { p.ctx = ctx{} }

func isKw(t *token, s string) bool { return t.kind == tIdent && t.text == s }
func isOp(t *token, s string) bool { return t.kind == tOp && t.text == s }

// spaceAfter reports whether whitespace follows the token in the source.
func (p *parser) spaceAfter(t *token) bool {
	e := int(t.end)
	if e >= len(p.src) {
		return true
	}
	switch p.src[e] {
	case ' ', '\t', '\r', '\n', '#':
		return true
	}
	return false
}

// isClosing reports tokens that end an expression list (julia-parser.scm's
// closing-token?).
func (p *parser) isClosing(t *token) bool {
	switch t.kind {
	case tEOF, tComma, tRParen, tRBrack, tRBrace, tSemi:
		return true
	case tIdent:
		switch t.text {
		case "end":
			return !p.endSym
		case "else", "elseif", "catch", "finally":
			return true
		}
	}
	return false
}

func isBlockEnd(t *token) bool {
	if t.kind != tIdent {
		return false
	}
	switch t.text {
	case "end", "else", "elseif", "catch", "finally":
		return true
	}
	return false
}

// peekBinOp reports whether the lookahead is a binary operator of the given
// precedence that should be consumed here. In space-sensitive contexts
// "a -b" is two elements.
func (p *parser) peekBinOp(prec int8) (token, bool) {
	t := p.peek()
	if p.prec != prec || prec == 0 {
		return token{}, false
	}
	if p.spaceSens && t.space && !p.spaceAfter(t) && isUnaryAndBinary(t.text) {
		return token{}, false
	}
	return *t, true
}

// ---- node constructors ----

func (p *parser) ident(t *token) *Ident { return &Ident{Name: t.text, P: p.posOf(t)} }

func mkCall(op string, pos Pos, opPos Pos, args ...Node) *Expr {
	a := make([]Node, 0, len(args)+1)
	a = append(a, &Ident{Name: op, P: opPos})
	a = append(a, args...)
	return &Expr{Head: HeadCall, Args: a, P: pos}
}

func mkExpr(h Head, pos Pos, args ...Node) *Expr { return &Expr{Head: h, Args: args, P: pos} }

func isExpr(n Node, h Head) (*Expr, bool) {
	e, ok := n.(*Expr)
	if ok && e.Head == h {
		return e, true
	}
	return nil, false
}

// ---- statements ----

func (p *parser) parseFile() *Expr {
	top := &Expr{Head: HeadToplevel, P: Pos{File: p.file, Line: 1, Col: 1}}
	p.parseInto(top)
	return top
}

// parseInto appends the file's statements to top as it parses them.
func (p *parser) parseInto(top *Expr) {
	for {
		t := p.peekNL()
		if t.kind == tSemi {
			p.take()
			continue
		}
		if t.kind == tEOF {
			break
		}
		top.Args = append(top.Args, p.parseStmtsLine())
	}
}

// parseStmtsLine parses the statements of one line at top level: `a; b` is
// (toplevel a b).
func (p *parser) parseStmtsLine() Node {
	first := p.parseDocstring()
	var list []Node
	for p.peek().kind == tSemi {
		p.take()
		t := p.peek()
		if t.kind == tNewline || t.kind == tEOF {
			break
		}
		if t.kind == tSemi {
			continue
		}
		if list == nil {
			list = []Node{first}
		}
		list = append(list, p.parseDocstring())
	}
	if t := p.peek(); t.kind != tNewline && t.kind != tEOF {
		p.extraToken(t)
	}
	if list != nil {
		return &Expr{Head: HeadToplevel, Args: list, P: first.Pos()}
	}
	return first
}

func (p *parser) extraToken(t *token) {
	switch t.kind {
	case tRParen, tRBrack, tRBrace:
		p.errTok(t, "unexpected %s", describe(t))
	}
	p.errTok(t, "extra token %s after end of expression", describe(t))
}

// parseDocstring parses a statement; a string literal followed by an
// expression (on the same or the next line) documents it, as in Julia:
// (macrocall (. Core (quote @doc)) "doc" ex).
func (p *parser) parseDocstring() Node {
	ex := p.parseEq()
	switch x := ex.(type) {
	case *Literal:
		if x.Kind != LitString {
			return ex
		}
	case *Expr:
		if x.Head != HeadString {
			return ex
		}
	default:
		return ex
	}
	t := p.peek()
	if t.kind == tNewline {
		p.take()
		t = p.peek()
		if t.kind == tNewline {
			return ex
		}
	}
	if p.isClosing(t) || isBlockEnd(t) {
		return ex
	}
	pos := ex.Pos()
	name := mkExpr(HeadDotCall, pos, &Ident{Name: "Core", P: pos}, &QuoteNode{Value: &Ident{Name: "@doc", P: pos}, P: pos})
	return mkExpr(HeadMacrocall, pos, name, ex, p.parseEq())
}

// parseBlock parses statements up to one of end/else/elseif/catch/finally
// (not consumed). The block's position is its first statement's.
func (p *parser) parseBlock(docs bool) *Expr {
	b := &Expr{Head: HeadBlock}
	for {
		t := p.peekNL()
		if t.kind == tSemi {
			p.take()
			continue
		}
		if t.kind == tEOF {
			p.incomplete()
		}
		if isBlockEnd(t) {
			if !b.P.IsValid() {
				b.P = p.posOf(t)
			}
			return b
		}
		var st Node
		if docs {
			st = p.parseDocstring()
		} else {
			st = p.parseEq()
		}
		if !b.P.IsValid() {
			b.P = st.Pos()
		}
		b.Args = append(b.Args, st)
		t = p.peek()
		if t.kind != tNewline && t.kind != tSemi && t.kind != tEOF && !isBlockEnd(t) {
			p.extraToken(t)
		}
	}
}

// expectEnd consumes the `end` of a block.
// skipSemis skips the `;` separators (and newlines) before the `end` of
// `abstract type A; end` and `primitive type P 8; end`, as JuliaSyntax's
// bump_semicolon_trivia.
func (p *parser) skipSemis() {
	for p.peekNL().kind == tSemi {
		p.take()
	}
}

func (p *parser) expectEnd() {
	t := p.peekNL()
	if isKw(t, "end") {
		p.take()
		return
	}
	p.unexpected(t)
}

// ---- expressions, loosest first ----

func (p *parser) parseEq() Node     { return p.parseAssignment(p.parseComma) }
func (p *parser) parseEqStar() Node { return p.parseAssignment(p.parsePair) }

func (p *parser) parseAssignment(down func() Node) Node {
	ex := down()
	t, ok := p.peekBinOp(precAssign)
	if !ok {
		return ex
	}
	p.take()
	p.enter()
	rhs := p.parseAssignment(down)
	p.leave()
	op := t.text
	if syntacticAssign[op] {
		if op == "=" && isEventuallyCall(ex) {
			if _, isBlock := isExpr(rhs, HeadBlock); !isBlock {
				rhs = mkExpr(HeadBlock, rhs.Pos(), rhs)
			}
		}
		return mkExpr(Head(op), ex.Pos(), ex, rhs)
	}
	return mkCall(op, ex.Pos(), p.posOf(&t), ex, rhs)
}

// isEventuallyCall reports whether ex is a function signature, so that
// `ex = body` is a short-form function definition.
func isEventuallyCall(ex Node) bool {
	e, ok := ex.(*Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case HeadCall:
		return true
	case HeadWhere, HeadDecl:
		return len(e.Args) > 0 && isEventuallyCall(e.Args[0])
	}
	return false
}

// parseComma parses `a, b` (a tuple without parentheses) at statement
// level.
func (p *parser) parseComma() Node {
	first := p.parsePair()
	if p.peek().kind != tComma {
		return first
	}
	tup := mkExpr(HeadTuple, first.Pos(), first)
	for p.peek().kind == tComma {
		p.take()
		t := p.peek()
		// (`a, = f()`: the assignment follows a trailing comma; `~`,
		// though of assignment precedence, starts an element as the
		// unary operator: `x = 1, ~5` is x = (1, ~5))
		if t.kind == tNewline || p.isClosing(t) || p.prec == precAssign && !isOp(t, "~") {
			break
		}
		tup.Args = append(tup.Args, p.parsePair())
	}
	return tup
}

func (p *parser) parsePair() Node {
	ex := p.parseCond()
	t, ok := p.peekBinOp(precPair)
	if !ok {
		return ex
	}
	p.take()
	p.enter()
	rhs := p.parsePair()
	p.leave()
	return mkCall(t.text, ex.Pos(), p.posOf(&t), ex, rhs)
}

func (p *parser) parseCond() Node {
	ex := p.parseArrow()
	t := p.peek()
	if !isOp(t, "?") {
		return ex
	}
	if !t.space {
		p.errTok(t, `space required before "?" operator`)
	}
	if !p.spaceAfter(t) {
		p.errTok(t, `space required after "?" operator`)
	}
	p.take()
	c := p.save()
	p.colonOff = true
	then := p.parseEqStar()
	p.restore(c)
	t = p.peek()
	if !isOp(t, ":") {
		if t.kind == tEOF {
			p.incomplete()
		}
		p.errTok(t, `colon expected in "?" expression`)
	}
	if !t.space {
		p.errTok(t, `space required before ":" in "?" expression`)
	}
	if !p.spaceAfter(t) {
		p.errTok(t, `space required after ":" in "?" expression`)
	}
	p.take()
	p.enter()
	els := p.parseEqStar()
	p.leave()
	return mkExpr(HeadIf, ex.Pos(), ex, then, els)
}

// parseBinary parses the binary operators from -> arrows (precArrow) down
// to shifts (precShift) by precedence climbing, with minPrec the loosest
// level accepted. It is equivalent to one recursive-descent function per
// level, as in Julia's parser:
//
//   - arrows, ||, && and <| are right-associative (&& and || and --> have
//     their own heads);
//   - comparisons chain: a < b < c is (comparison a < b < c); a <: b is
//     (<: a b);
//   - a:b:c is one (call : a b c) and x... is a postfix splat;
//   - a + b + c and a * b * c collect into one call;
//   - the rest (|>, //, shifts, -, /, ...) are left-associative.
func (p *parser) parseBinary(minPrec int8) Node {
	ex := p.parseUnarySubtype()
	var rng *Expr // the a:b built by the first colon, which a second colon extends
	for {
		t := p.peek()
		prec := p.prec
		if t.kind == tOp && t.text == "..." && minPrec <= precColon {
			p.take()
			ex = mkExpr(HeadSplat, ex.Pos(), ex)
			continue
		}
		if prec < minPrec || prec < precArrow || prec > precShift {
			return ex
		}
		if p.spaceSens && t.space && !p.spaceAfter(t) && (isUnaryAndBinary(t.text) || prec == precColon) {
			// [a -b] and [a :b] are two elements
			return ex
		}
		switch prec {
		case precArrow, precOr, precAnd, precPipeLt:
			op := p.take()
			p.enter()
			rhs := p.parseBinary(prec)
			p.leave()
			switch {
			case prec == precOr || prec == precAnd:
				ex = mkExpr(Head(op.text), ex.Pos(), ex, rhs)
			case op.text == "-->":
				ex = mkExpr(HeadLongArrow, ex.Pos(), ex, rhs)
			default:
				ex = mkCall(op.text, ex.Pos(), p.posOf(&op), ex, rhs)
			}
		case precComparison:
			op := p.take()
			rhs := p.parseBinary(precComparison + 1)
			if t := p.peek(); p.prec != precComparison || p.spaceSens && t.space && !p.spaceAfter(t) && isUnaryAndBinary(t.text) {
				if op.text == "<:" || op.text == ">:" {
					ex = mkExpr(Head(op.text), ex.Pos(), ex, rhs)
				} else {
					ex = mkCall(op.text, ex.Pos(), p.posOf(&op), ex, rhs)
				}
				continue
			}
			chain := &Expr{Head: HeadComparison, Args: []Node{ex, p.ident(&op), rhs}, P: ex.Pos()}
			for {
				t, ok := p.peekBinOp(precComparison)
				if !ok {
					break
				}
				p.take()
				chain.Args = append(chain.Args, p.ident(&t), p.parseBinary(precComparison+1))
			}
			ex = chain
		case precColon:
			if t.text == ":" && p.colonOff {
				return ex
			}
			op := p.take()
			nt := p.peek()
			if nt.kind == tNewline || p.isClosing(nt) {
				if nt.kind == tEOF {
					p.incomplete()
				}
				p.errTok(nt, "missing last argument in range expression")
			}
			rhs := p.parseBinary(precColon + 1)
			if op.text == ":" && rng != nil && rng == ex && len(rng.Args) == 3 {
				rng.Args = append(rng.Args, rhs)
				continue
			}
			e := mkCall(op.text, ex.Pos(), p.posOf(&op), ex, rhs)
			if op.text == ":" && rng == nil {
				rng = e
			}
			ex = e
		case precPlus, precTimes:
			op := p.take()
			e := mkCall(op.text, ex.Pos(), p.posOf(&op), ex, p.parseBinary(prec+1))
			if op.text == "+" || op.text == "++" || op.text == "*" {
				for {
					t2, ok := p.peekBinOp(prec)
					if !ok || t2.text != op.text {
						break
					}
					p.take()
					e.Args = append(e.Args, p.parseBinary(prec+1))
				}
			}
			ex = e
		default: // |>, //, shifts: left-associative
			op := p.take()
			ex = mkCall(op.text, ex.Pos(), p.posOf(&op), ex, p.parseBinary(prec+1))
		}
	}
}

func (p *parser) parseArrow() Node      { return p.parseBinary(precArrow) }
func (p *parser) parseComparison() Node { return p.parseBinary(precComparison) }
func (p *parser) parsePipeLt() Node     { return p.parseBinary(precPipeLt) }

// parseUnarySubtype parses the prefix forms <:T and >:T.
func (p *parser) parseUnarySubtype() Node {
	t := p.peekNL()
	if t.kind != tOp || (t.text != "<:" && t.text != ">:") {
		return p.parseWhere(p.parseJuxtapose)
	}
	op := p.take()
	nt := p.peek()
	if nt.kind == tNewline || p.isClosing(nt) || isOp(nt, "=") {
		return p.ident(&op)
	}
	if nt.kind == tLBrace && !nt.space {
		// <:{T}(x) calls <: with type parameters
		return p.parseWhere(func() Node { return p.parseFactorWith(p.parseCallChain(p.ident(&op))) })
	}
	if nt.kind == tLParen && !nt.space {
		// <:(a) and <:(a,) are (<: a), <:(a, b) is (<: a b): the
		// syntactic operator applied as a prefix call, its parentheses
		// grouping when they hold one argument and no comma
		// (JuliaSyntax's parse_unary_call with a type operator)
		return p.parseWhere(func() Node {
			open := p.take()
			args, params, trailing := p.parseArgs(open, tRParen, true)
			if len(args) == 1 && params == nil && !trailing {
				if _, splat := isExpr(args[0], HeadSplat); !splat {
					return mkExpr(Head(op.text), p.posOf(&op), p.parseFactorWith(kwToAssign(args[0])))
				}
			}
			if blk, ok := parenBlock(p.posOf(&open), args, params, trailing); ok {
				return mkExpr(Head(op.text), p.posOf(&op), p.parseFactorWith(blk))
			}
			ex := mkExpr(Head(op.text), p.posOf(&op))
			if params != nil {
				ex.Args = append(ex.Args, params)
			}
			for _, a := range args {
				ex.Args = append(ex.Args, kwToAssign(a))
			}
			return p.parseFactorWith(p.parseCallChain(ex))
		})
	}
	p.enter()
	arg := p.parseWhere(p.parseJuxtapose)
	p.leave()
	if tup, ok := isExpr(arg, HeadTuple); ok {
		return &Expr{Head: Head(op.text), Args: tup.Args, P: p.posOf(&op)}
	}
	return mkExpr(Head(op.text), p.posOf(&op), arg)
}

func (p *parser) parseWhere(down func() Node) Node {
	ex := down()
	for !p.whereOff && isKw(p.peek(), "where") {
		p.take()
		c := p.save()
		p.whereOff = true
		v := p.parseComparison()
		p.restore(c)
		if br, ok := isExpr(v, HeadBraces); ok {
			ex = &Expr{Head: HeadWhere, Args: append([]Node{ex}, br.Args...), P: ex.Pos()}
		} else {
			ex = mkExpr(HeadWhere, ex.Pos(), ex, v)
		}
	}
	return ex
}

// juxtaposes reports whether the lookahead multiplies the expression just
// parsed (2x, 2(x+1), (a)b), following JuliaSyntax's is_juxtapose.
func (p *parser) juxtaposes() bool {
	t := p.peek()
	if t.space {
		return false
	}
	prevNum := p.lastKind == tNum
	switch t.kind {
	case tIdent:
		if isKeyword(t.text) && t.text != "true" && t.text != "false" {
			return false
		}
		switch t.text {
		case "in", "isa", "where":
			return false
		}
	case tLParen:
		// The call chain takes "(" after anything but a number, so one
		// left here follows a number, a parenthesized number ((2)(3)x)
		// or a unary call whose parentheses grouped a number (-(2)(x) is
		// (-2)*x): JuliaSyntax's is_juxtapose, Julia's test/syntax.jl.
		if !prevNum && p.lastKind != tRParen {
			return false
		}
	case tOp:
		if !isRadicalOp(t.text) {
			return false
		}
	case tNum, tChar, tString, tCmd, tAt, tLBrack, tLBrace:
		return false
	default:
		return false
	}
	switch p.lastKind {
	case tNum, tIdent, tRParen, tRBrack, tRBrace:
		if p.lastKind == tIdent && isKeyword(p.lastText) && p.lastText != "end" && p.lastText != "true" && p.lastText != "false" {
			return false
		}
		return true
	case tOp:
		return p.lastText == "'"
	case tString:
		p.errTok(t, "cannot juxtapose string literal")
	}
	return false
}

func (p *parser) parseJuxtapose() Node {
	ex := p.parseUnary()
	var jx *Expr
	for p.juxtaposes() {
		p.enter()
		var rhs Node
		if p.tok.kind == tOp { // 2√x
			rhs = p.parseUnary()
		} else {
			rhs = p.parseFactor()
		}
		p.leave()
		if jx == nil {
			jx = mkCall("*", ex.Pos(), rhs.Pos(), ex, rhs)
		} else {
			jx.Args = append(jx.Args, rhs)
		}
	}
	if jx != nil {
		return jx
	}
	return ex
}

func (p *parser) parseUnary() Node {
	p.enter()
	defer p.leave()
	t := p.peekNL()
	if t.kind != tOp || !unaryOps[t.text] || t.text == "<:" || t.text == ">:" {
		return p.parseFactor()
	}
	op := p.take()
	opPos := p.posOf(&op)
	nt := p.peek()
	if nt.kind == tNewline || p.isClosing(nt) || (nt.kind == tOp && (p.prec == precAssign || nt.text == "->" || nt.text == "'" || nt.text == "." && nt.space)) || isKw(nt, "end") {
		// the operator as a value: map(-, x), (+)
		return p.parseFactorWith(p.parseCallChain(&Ident{Name: op.text, P: opPos}))
	}
	if (op.text == "-" || op.text == "+") && nt.kind == tNum && !nt.space {
		nk := p.take()
		lit := p.number(&nk)
		if t := p.peek(); p.prec == precPower || !t.space && (t.kind == tLBrack || t.kind == tLBrace) {
			// -2^2 is -(2^2); -2[m] is -(2[m]) (Julia's test/syntax.jl,
			// issue #18851)
			// -2^2 is -(2^2)
			return mkCall(op.text, opPos, opPos, p.parseFactorWith(lit))
		}
		if neg, ok := negateLiteral(lit, op.text == "-"); ok {
			neg.P = opPos
			return p.parseFactorWith(neg)
		}
		return mkCall(op.text, opPos, opPos, p.parseFactorWith(lit))
	}
	if nt.kind == tLBrace && !nt.space {
		// +{T}(x) calls the operator with type parameters (JuliaSyntax's
		// parse_unary_call)
		return p.parseFactorWith(p.parseCallChain(&Ident{Name: op.text, P: opPos}))
	}
	if nt.kind == tLParen && !nt.space {
		// -(x) is unary, -(a, b) is a call
		open := p.take()
		args, params, trailing := p.parseArgs(open, tRParen, true)
		if len(args) == 1 && params == nil && !trailing {
			if _, splat := isExpr(args[0], HeadSplat); !splat {
				// grouping parentheses: -(x)^2 is -(x^2), and +(a=1) is
				// + applied to the assignment a = 1 (JuliaSyntax's
				// parse_unary; Julia's test/syntax.jl, issue #26137)
				return mkCall(op.text, opPos, opPos, p.parseFactorWith(kwToAssign(args[0])))
			}
		}
		if blk, ok := parenBlock(p.posOf(&open), args, params, trailing); ok {
			// -(x;y)^2 and -(;;)^2 group a block: -((x;y)^2)
			return mkCall(op.text, opPos, opPos, p.parseFactorWith(blk))
		}
		call := mkCall(op.text, opPos, opPos)
		if params != nil {
			call.Args = append(call.Args, params)
		}
		call.Args = append(call.Args, args...)
		return p.parseFactorWith(p.parseCallChain(call))
	}
	arg := p.parseUnary()
	return mkCall(op.text, opPos, opPos, arg)
}

// kwToAssign turns an argument a=1 back into the assignment it is
// outside an argument list.
func kwToAssign(n Node) Node {
	if e, ok := isExpr(n, HeadKw); ok && len(e.Args) == 2 {
		return mkExpr(HeadAssign, e.P, e.Args[0], e.Args[1])
	}
	return n
}

// parenBlock recognizes parenthesized statements that parseArgs read as
// an argument list with parameters but that Julia parses as a block:
// (x;), (x;y), (x;;;) and (;;), where no comma occurs and the parameters
// are not a keyword list of their own ((;x), (;;x) and (;) stay argument
// lists, as do (x...;y) and (a;b,c): JuliaSyntax's parse_unary).
func parenBlock(pos Pos, args []Node, params *Expr, trailing bool) (*Expr, bool) {
	if params == nil || trailing || len(args) > 1 {
		return nil, false
	}
	if len(args) == 1 {
		if _, splat := isExpr(args[0], HeadSplat); splat {
			return nil, false
		}
	}
	var stmts []Node
	if len(args) == 1 {
		stmts = append(stmts, args[0])
	}
	nested, comma := false, false
	var flatten func(ps *Expr)
	flatten = func(ps *Expr) {
		var inner *Expr
		n := 0
		for _, a := range ps.Args {
			if _, ok := isExpr(a, HeadParameters); !ok {
				n++
			}
		}
		comma = comma || n > 1 // +(a;b,c) is a call
		for _, a := range ps.Args {
			if e, ok := isExpr(a, HeadParameters); ok {
				inner = e
				nested = true
				continue
			}
			if _, ok := isExpr(a, HeadSplat); ok && len(args) == 0 {
				return
			}
			stmts = append(stmts, kwToAssign(a))
		}
		if inner != nil {
			flatten(inner)
		}
	}
	flatten(params)
	if comma {
		return nil, false
	}
	if len(args) == 0 && (!nested || len(params.Args) > 1 || len(stmts) > 0) {
		return nil, false // (;), (;x), (;x;y): keyword lists
	}
	return mkExpr(HeadBlock, pos, stmts...), true
}

func (p *parser) parseFactor() Node { return p.parseFactorWith(p.parseUnaryPrefix()) }

// parseFactorWith continues an operand: call chain, ::, -> and ^.
func (p *parser) parseFactorWith(ex Node) Node {
	ex = p.parseCallChain(ex)
	ex = p.parseDecl(ex)
	if t, ok := p.peekBinOp(precPower); ok {
		p.take()
		p.enter()
		rhs := p.parseJuxtapose()
		p.leave()
		return mkCall(t.text, ex.Pos(), p.posOf(&t), ex, rhs)
	}
	return ex
}

// parseDecl parses x::T and x -> body, which bind tightly on the left.
func (p *parser) parseDecl(ex Node) Node {
	for {
		t := p.peek()
		if t.kind != tOp {
			return ex
		}
		switch t.text {
		case "::":
			if p.spaceSens && t.space && !p.spaceAfter(t) {
				return ex
			}
			p.take()
			p.enter()
			ty := p.parseDeclType() // f(x)::T where T is (where (:: (call f x) T) T)
			p.leave()
			ex = mkExpr(HeadDecl, ex.Pos(), ex, ty)
		case "->":
			p.take()
			p.enter()
			body := p.parseEqStar()
			p.leave()
			if _, ok := isExpr(body, HeadBlock); !ok {
				body = mkExpr(HeadBlock, body.Pos(), body)
			}
			return mkExpr(HeadArrow, ex.Pos(), ex, body)
		default:
			return ex
		}
	}
}

// parseUnaryPrefix parses the syntactic prefixes $x, &x and ::T.
func (p *parser) parseUnaryPrefix() Node {
	t := p.peekNL()
	if t.kind == tOp {
		switch t.text {
		case "$", "&":
			op := p.take()
			nt := p.peek()
			if nt.kind == tNewline || p.isClosing(nt) || nt.space {
				return p.ident(&op)
			}
			p.enter()
			var arg Node
			if nt.kind == tOp && nt.text == "$" {
				arg = p.parseUnaryPrefix() // $$x: an interpolation into nested quoted code
			} else {
				arg = p.parseAtom()
			}
			p.leave()
			return mkExpr(Head(op.text), p.posOf(&op), arg)
		case "::":
			op := p.take()
			nt := p.peek()
			if nt.kind == tNewline || p.isClosing(nt) {
				return p.ident(&op)
			}
			p.enter()
			ty := p.parseDeclType()
			p.leave()
			return mkExpr(HeadDecl, p.posOf(&op), ty)
		}
	}
	return p.parseCall()
}

// parseDeclType parses the type after ::, which may be interpolated in
// quoted code (x::$T), with the postfix forms applied to the interpolation
// as Julia does (x::$T{<:Integer} is x::(($T){<:Integer})).
func (p *parser) parseDeclType() Node {
	if t := p.peek(); t.kind == tOp && t.text == "$" {
		return p.parseCallChain(p.parseUnaryPrefix())
	}
	return p.parseCall()
}

func (p *parser) parseCall() Node { return p.parseCallChain(p.parseAtom()) }

// parseCallChain parses the postfix forms: f(x), a[i], T{A}, a.b, f.(x),
// x', string macros and do blocks.
func (p *parser) parseCallChain(ex Node) Node {
	for {
		t := p.peek()
		switch t.kind {
		case tLParen:
			if t.space {
				if !p.spaceSens {
					p.errTok(t, `space before "(" not allowed in function call`)
				}
				return ex
			}
			if lit, ok := ex.(*Literal); ok && lit.Kind < LitBool {
				return ex // 2(x) is juxtaposition; true(x) and 'a'(x) are calls
			}
			open := p.take()
			args, params, _ := p.parseArgs(open, tRParen, true)
			call := mkExpr(HeadCall, ex.Pos(), ex)
			if params != nil {
				call.Args = append(call.Args, params)
			}
			call.Args = append(call.Args, args...)
			ex = call
			if isKw(p.peek(), "do") {
				ex = p.parseDo(call)
			}
		case tLBrack:
			if t.space {
				if !p.spaceSens {
					p.errTok(t, `space before "[" not allowed in indexing expression`)
				}
				return ex
			}
			open := p.take()
			ex = p.parseBracket(open, ex)
		case tLBrace:
			if t.space {
				if !p.spaceSens {
					p.errTok(t, `space before "{" not allowed in type parameters`)
				}
				return ex
			}
			open := p.take()
			args, params, _ := p.parseArgs(open, tRBrace, false)
			cur := mkExpr(HeadCurly, ex.Pos(), ex)
			if params != nil {
				cur.Args = append(cur.Args, params)
			}
			cur.Args = append(cur.Args, args...)
			ex = cur
		case tOp:
			switch t.text {
			case ".":
				if t.space {
					return ex
				}
				p.take()
				ex = p.parseDotField(ex)
				if mc, ok := isExpr(ex, HeadMacrocall); ok {
					return mc
				}
			case "'":
				if t.space {
					return ex
				}
				p.take()
				ex = mkExpr(HeadTranspose, ex.Pos(), ex)
			default:
				return ex
			}
		case tString, tCmd:
			// x"..." and x`...` call the string macro @x_str or the command
			// macro @x_cmd (Julia's parser), with an optional suffix
			if t.space || !t.str.raw {
				return ex
			}
			suffix := "_str"
			if t.kind == tCmd {
				suffix = "_cmd"
			}
			var name Node
			switch x := ex.(type) {
			case *Ident:
				name = &Ident{Name: "@" + x.Name + suffix, P: x.P}
			case *Expr:
				if x.Head == HeadDotCall && len(x.Args) == 2 {
					if q, ok := x.Args[1].(*QuoteNode); ok {
						if id, ok := q.Value.(*Ident); ok {
							name = mkExpr(HeadDotCall, x.P, x.Args[0], &QuoteNode{Value: &Ident{Name: "@" + id.Name + suffix, P: id.P}, P: q.P})
						}
					}
				}
			}
			if name == nil {
				return ex
			}
			st := p.take()
			var arg Node
			if st.kind == tCmd {
				arg = p.cmdLit(&st)
			} else {
				arg = p.stringLit(&st)
			}
			mc := mkExpr(HeadMacrocall, ex.Pos(), name, arg)
			if nt := p.peek(); nt.kind == tIdent && !nt.space {
				suf := p.take()
				mc.Args = append(mc.Args, &Literal{Kind: LitString, Value: suf.text, P: p.posOf(&suf)})
			} else if nt.kind == tNum && !nt.space {
				// a number suffix is passed as the number (x"s"2)
				suf := p.take()
				mc.Args = append(mc.Args, p.number(&suf))
			}
			return mc
		default:
			return ex
		}
	}
}

// parseDotField parses what follows "a." in a call chain.
func (p *parser) parseDotField(ex Node) Node {
	nt := p.peek()
	if nt.space {
		p.errTok(nt, `whitespace is not allowed after "."`)
	}
	switch nt.kind {
	case tLParen:
		open := p.take()
		args, params, _ := p.parseArgs(open, tRParen, true)
		tup := mkExpr(HeadTuple, p.posOf(&open))
		if params != nil {
			tup.Args = append(tup.Args, params)
		}
		tup.Args = append(tup.Args, args...)
		return mkExpr(HeadDotCall, ex.Pos(), ex, tup)
	case tIdent:
		id := p.take()
		return mkExpr(HeadDotCall, ex.Pos(), ex, &QuoteNode{Value: p.ident(&id), P: p.posOf(&id)})
	case tOp:
		switch nt.text {
		case ":":
			colon := p.take()
			q := p.parseQuoted(&colon)
			return mkExpr(HeadDotCall, ex.Pos(), ex, q)
		case "$":
			d := p.take()
			p.enter()
			arg := p.parseAtom()
			p.leave()
			return mkExpr(HeadDotCall, ex.Pos(), ex, &QuoteNode{Value: mkExpr(HeadDollar, p.posOf(&d), arg), P: p.posOf(&d)})
		}
	case tAt:
		at := p.take()
		nameTok := p.peek()
		if nameTok.kind != tIdent || nameTok.space {
			p.errTok(nameTok, "invalid macro name")
		}
		nm := p.take()
		name := mkExpr(HeadDotCall, ex.Pos(), ex, &QuoteNode{Value: &Ident{Name: "@" + nm.text, P: p.posOf(&at)}, P: p.posOf(&at)})
		return p.parseMacroArgs(name, ex.Pos())
	}
	if nt.kind == tEOF {
		p.incomplete()
	}
	p.errTok(nt, "invalid syntax after \".\": unexpected %s", describe(nt))
	return nil
}

// parseArgs parses a comma-separated argument list after the opening
// bracket, up to and including the closer. In calls (kw set) `a=b` becomes
// (kw a b). Arguments after `;` form a (parameters ...) node.
func (p *parser) parseArgs(open token, closer tokKind, kw bool) (args []Node, params *Expr, trailingComma bool) {
	c := p.save()
	p.normalCtx()
	p.push(open)
	defer func() { p.pop(); p.restore(c) }()
	for {
		t := p.peek()
		switch t.kind {
		case closer:
			p.take()
			return
		case tSemi:
			semi := p.take()
			params = p.parseParams(&semi, closer)
			return
		case tEOF:
			p.incomplete()
		}
		a := p.parseEqStar()
		if kw {
			a = eqToKw(a)
		}
		if isKw(p.peek(), "for") {
			a = p.parseGenerator(a)
		}
		args = append(args, a)
		trailingComma = false
		t = p.peek()
		switch t.kind {
		case tComma:
			p.take()
			trailingComma = true
		case closer, tSemi:
		case tEOF:
			p.incomplete()
		default:
			p.errTok(t, "missing comma or %s in argument list", closerText(closer))
		}
	}
}

func closerText(k tokKind) string {
	switch k {
	case tRParen:
		return ")"
	case tRBrack:
		return "]"
	case tRBrace:
		return "}"
	}
	return "end"
}

// parseParams parses the arguments after `;` up to the closer (consumed).
// A further `;` nests: f(a; b; c) is (call f (parameters (parameters c) b) a).
func (p *parser) parseParams(semi *token, closer tokKind) *Expr {
	params := mkExpr(HeadParameters, p.posOf(semi))
	first := true
	for {
		t := p.peek()
		switch t.kind {
		case closer:
			p.take()
			return params
		case tSemi:
			s2 := p.take()
			inner := p.parseParams(&s2, closer)
			params.Args = append([]Node{inner}, params.Args...)
			return params
		case tEOF:
			p.incomplete()
		}
		a := eqToKw(p.parseEqStar())
		if isKw(p.peek(), "for") {
			a = p.parseGenerator(a)
		}
		if first {
			params.P = a.Pos()
			first = false
		}
		params.Args = append(params.Args, a)
		t = p.peek()
		switch t.kind {
		case tComma:
			p.take()
		case closer, tSemi:
		case tEOF:
			p.incomplete()
		default:
			p.errTok(t, "missing comma or %s in argument list", closerText(closer))
		}
	}
}

func eqToKw(a Node) Node {
	if e, ok := isExpr(a, HeadAssign); ok && len(e.Args) == 2 {
		return &Expr{Head: HeadKw, Args: e.Args, P: e.P}
	}
	return a
}

// parseGenerator parses the `for` clauses of a generator whose body has
// been parsed.
func (p *parser) parseGenerator(body Node) Node {
	c := p.save()
	// As in Julia's parse_comprehension, newlines are whitespace inside the
	// generator's clauses (`[x\n for x in xs\n if p(x)]`).
	p.spaceSens = false
	p.nlSkip = true
	defer p.restore(c)
	var clauses [][]Node
	for isKw(p.peek(), "for") {
		p.take()
		specs := []Node{p.parseIterSpec()}
		for p.peek().kind == tComma {
			p.take()
			specs = append(specs, p.parseIterSpec())
		}
		if t := p.peek(); isKw(t, "if") {
			p.take()
			cond := p.parseEqStar()
			specs = []Node{&Expr{Head: HeadFilter, Args: append([]Node{cond}, specs...), P: specs[0].Pos()}}
		}
		clauses = append(clauses, specs)
	}
	n := len(clauses)
	gen := &Expr{Head: HeadGenerator, Args: append([]Node{body}, clauses[n-1]...), P: body.Pos()}
	for i := n - 2; i >= 0; i-- {
		outer := &Expr{Head: HeadGenerator, Args: append([]Node{gen}, clauses[i]...), P: body.Pos()}
		gen = mkExpr(HeadFlatten, body.Pos(), outer)
	}
	return gen
}

// parseIterSpec parses `x = a`, `x in a` or `x ∈ a`, giving (= x a).
func (p *parser) parseIterSpec() Node {
	t := p.peekNL()
	var outerPos Pos
	if isKw(t, "outer") {
		// `outer` is a modifier only when a variable follows.
		save := *p.lx
		saveTok, savePrec := p.tok, p.prec
		p.advance()
		nt := p.tok
		*p.lx = save
		p.tok, p.prec = saveTok, savePrec
		if nt.space && (nt.kind == tIdent && nt.text != "in" || nt.kind == tLParen) {
			ot := p.take()
			outerPos = p.posOf(&ot)
		}
	}
	lhs := p.parsePipeLt()
	if outerPos.IsValid() {
		lhs = mkExpr(HeadOuter, outerPos, lhs)
	}
	t = p.peek()
	if !(isOp(t, "=") || isKw(t, "in") || isOp(t, "∈")) {
		if t.kind == tEOF {
			p.incomplete()
		}
		p.errTok(t, "invalid iteration specification")
	}
	p.take()
	rhs := p.parseCond()
	return mkExpr(HeadAssign, lhs.Pos(), lhs, rhs)
}

// parseDo parses `call do args ... end`.
func (p *parser) parseDo(call *Expr) Node {
	d := p.take()
	c := p.save()
	p.blockCtx()
	p.push(d)
	args := mkExpr(HeadTuple, p.posOf(&d))
	if t := p.peek(); t.kind != tNewline && t.kind != tSemi {
		for {
			args.Args = append(args.Args, p.parseEqStar())
			if p.peek().kind != tComma {
				break
			}
			p.take()
		}
	}
	body := p.parseBlock(false)
	p.expectEnd()
	p.pop()
	p.restore(c)
	return mkExpr(HeadDo, call.P, call, mkExpr(HeadArrow, p.posOf(&d), args, body))
}

// ---- atoms ----

func (p *parser) parseAtom() Node {
	t := p.peekNL()
	switch t.kind {
	case tNum:
		tk := p.take()
		return p.number(&tk)
	case tChar:
		tk := p.take()
		if tk.bad {
			return &Literal{Kind: LitChar, Value: MalformedChar(tk.raw), P: p.posOf(&tk)}
		}
		return &Literal{Kind: LitChar, Value: tk.ch, P: p.posOf(&tk)}
	case tString:
		tk := p.take()
		return p.stringLit(&tk)
	case tCmd:
		// `cmd` is (macrocall @cmd "cmd"), the text raw.
		tk := p.take()
		pos := p.posOf(&tk)
		return mkExpr(HeadMacrocall, pos, &Ident{Name: "@cmd", P: pos}, p.cmdLit(&tk))
	case tIdent:
		return p.parseIdentAtom()
	case tLParen:
		return p.parseParen()
	case tLBrack:
		open := p.take()
		return p.parseBracket(open, nil)
	case tLBrace:
		open := p.take()
		return p.parseBracket(open, nil)
	case tAt:
		return p.parseMacroCall()
	case tOp:
		if t.text == ":" {
			colon := p.take()
			return p.parseQuoted(&colon)
		}
		switch t.text {
		case "=", "&&", "||", "->", "?", "...", "'", ".":
			p.unexpected(t)
		}
		if syntacticAssign[t.text] {
			p.unexpected(t)
		}
		tk := p.take()
		return p.ident(&tk)
	}
	p.unexpected(t)
	return nil
}

// varName reads the name of var"..." when t, just taken, is `var` and a
// raw string follows it directly.
func (p *parser) varName(t *token) (*Ident, bool) {
	if t.text != "var" {
		return nil, false
	}
	nt := p.peek()
	if nt.kind != tString || nt.space || !nt.str.raw || nt.str.triple {
		return nil, false
	}
	st := p.take()
	if l, ok := p.stringLit(&st).(*Literal); ok {
		if name, ok := l.Value.(string); ok {
			return &Ident{Name: name, P: p.posOf(t)}, true
		}
	}
	return nil, false
}

// parseQuoted parses what follows ":" in operand position: :sym, :(expr),
// :+, or the colon itself (a[:, 1]).
func (p *parser) parseQuoted(colon *token) Node {
	pos := p.posOf(colon)
	nt := p.peek()
	if nt.space || nt.kind == tNewline || p.isClosing(nt) && nt.kind != tIdent {
		return &Ident{Name: ":", P: pos}
	}
	switch nt.kind {
	case tLParen:
		if q := p.quotedOperator(pos); q != nil {
			return q
		}
		p.enter()
		// (:(x...) quotes the splat itself, not a tuple of it, as
		// JuliaSyntax parses it: repr(:(1:2...)) is ":(1:2...)")
		p.quoteParen = true
		inner := p.parseParen()
		p.leave()
		switch x := inner.(type) {
		case *Ident:
			return &QuoteNode{Value: x, P: pos}
		case *Literal:
			return x
		}
		return mkExpr(HeadQuote, pos, inner)
	case tIdent:
		id := p.take()
		if id.text == "true" || id.text == "false" {
			return &Literal{Kind: LitBool, Value: id.text == "true", P: pos}
		}
		if v, ok := p.varName(&id); ok {
			return &QuoteNode{Value: v, P: pos} // :var"@m"
		}
		return &QuoteNode{Value: p.ident(&id), P: pos}
	case tOp:
		if isSyntacticOp(nt.text) && nt.text != "." && nt.text != "..." && nt.text != "->" {
			op := p.take()
			return &QuoteNode{Value: p.ident(&op), P: pos}
		}
		op := p.take()
		return &QuoteNode{Value: p.ident(&op), P: pos}
	case tNum, tChar, tString:
		p.enter()
		a := p.parseAtom()
		p.leave()
		return a
	case tAt:
		p.enter()
		a := p.parseMacroCall()
		p.leave()
		return mkExpr(HeadQuote, pos, a)
	case tLBrack, tLBrace:
		p.enter()
		a := p.parseAtom()
		p.leave()
		return mkExpr(HeadQuote, pos, a)
	}
	return &Ident{Name: ":", P: pos}
}

// quotedOperator parses :(op) for an operator that cannot stand alone in
// parentheses (:(=), :(...), :(&&), :(->), :(.)): the Symbol op, as
// Julia's parser reads it. It returns nil, consuming nothing, otherwise.
func (p *parser) quotedOperator(pos Pos) Node {
	savedLx, savedTok, savedPrec := *p.lx, p.tok, p.prec
	savedKind, savedText := p.lastKind, p.lastText
	p.take() // (
	if t := p.peek(); t.kind == tOp {
		op := p.take()
		if p.peek().kind == tRParen {
			p.take()
			return &QuoteNode{Value: p.ident(&op), P: pos}
		}
	}
	*p.lx, p.tok, p.prec = savedLx, savedTok, savedPrec
	p.lastKind, p.lastText = savedKind, savedText
	return nil
}

func (p *parser) parseIdentAtom() Node {
	t := p.take()
	pos := p.posOf(&t)
	switch t.text {
	case "true", "false":
		return &Literal{Kind: LitBool, Value: t.text == "true", P: pos}
	case "end", "begin":
		if p.endSym {
			return &Ident{Name: t.text, P: pos}
		}
	case "abstract", "primitive":
		if nt := p.peek(); isKw(nt, "type") && nt.space {
			return p.parseResword(&t)
		}
		return &Ident{Name: t.text, P: pos}
	case "mutable":
		if nt := p.peek(); isKw(nt, "struct") && nt.space {
			return p.parseResword(&t)
		}
		return &Ident{Name: t.text, P: pos}
	case "var":
		if v, ok := p.varName(&t); ok {
			return v
		}
		return &Ident{Name: t.text, P: pos}
	}
	if isKeyword(t.text) {
		return p.parseResword(&t)
	}
	if !isASCII(t.text) {
		return &Ident{Name: t.text, P: pos}
	}
	return &Ident{Name: t.text, P: pos}
}

// parseParen parses a parenthesized expression, tuple, named tuple, block
// or generator. The "(" is the lookahead.
func (p *parser) parseParen() Node {
	quoteParen := p.quoteParen
	p.quoteParen = false
	open := p.take()
	pos := p.posOf(&open)
	c := p.save()
	p.normalCtx()
	p.push(open)
	defer func() { p.pop(); p.restore(c) }()
	t := p.peek()
	switch t.kind {
	case tRParen:
		p.take()
		return mkExpr(HeadTuple, pos)
	case tSemi:
		semi := p.take()
		if p.onlySemisToClose() {
			// (;;) and (;;;;) are empty blocks (Julia's test/syntax.jl)
			for p.peek().kind == tSemi || p.tok.kind == tNewline {
				p.take()
			}
			p.take()
			return mkExpr(HeadBlock, pos)
		}
		params := p.parseParams(&semi, tRParen)
		return mkExpr(HeadTuple, pos, params)
	}
	first := p.parseEqStar()
	t = p.peek()
	if _, splat := isExpr(first, HeadSplat); splat && t.kind == tSemi {
		// (x...;) and (x...; y) are tuples with parameters
		semi := p.take()
		params := p.parseParams(&semi, tRParen)
		return mkExpr(HeadTuple, pos, params, first)
	}
	switch {
	case t.kind == tRParen:
		p.take()
		if _, ok := isExpr(first, HeadSplat); ok && !quoteParen {
			return mkExpr(HeadTuple, pos, first)
		}
		return first
	case t.kind == tComma:
		tup := mkExpr(HeadTuple, pos, first)
		for {
			t = p.peek()
			switch t.kind {
			case tComma:
				p.take()
				continue
			case tRParen:
				p.take()
				return tup
			case tSemi:
				semi := p.take()
				params := p.parseParams(&semi, tRParen)
				tup.Args = append([]Node{params}, tup.Args...)
				return tup
			case tEOF:
				p.incomplete()
			}
			if p.lastKind != tComma {
				p.errTok(t, `missing comma or ")" in tuple`)
			}
			tup.Args = append(tup.Args, p.parseEqStar())
		}
	case t.kind == tSemi:
		// (a; b) is a block; a comma anywhere makes it a tuple whose
		// later ;-separated groups are nested parameters:
		// (a; b; c,d) is (tuple (parameters (parameters c d) b) a), as
		// JuliaSyntax's parse_paren reads it (lowering then rejects it)
		segs := [][]Node{{first}}
		comma := false
		for {
			t = p.peek()
			switch t.kind {
			case tSemi:
				p.take()
				segs = append(segs, nil)
				continue
			case tComma:
				if p.lastKind == tSemi || p.lastKind == tComma {
					p.errTok(t, `unexpected ","`)
				}
				p.take()
				comma = true
				continue
			case tRParen:
				p.take()
				if comma {
					return parenTuple(pos, segs)
				}
				blk := mkExpr(HeadBlock, pos)
				for _, seg := range segs {
					blk.Args = append(blk.Args, seg...)
				}
				return blk
			case tEOF:
				p.incomplete()
			}
			if p.lastKind != tSemi && p.lastKind != tComma {
				p.errTok(t, `missing ";" or ")" in block`)
			}
			segs[len(segs)-1] = append(segs[len(segs)-1], p.parseEqStar())
		}
	case isKw(t, "for"):
		gen := p.parseGenerator(first)
		t = p.peek()
		if t.kind != tRParen {
			if t.kind == tEOF {
				p.incomplete()
			}
			p.errTok(t, `expected ")" after generator`)
		}
		p.take()
		return gen
	case t.kind == tEOF:
		p.incomplete()
	}
	p.errTok(t, `missing comma or ")" in parenthesized expression, got %s`, describe(t))
	return nil
}

// parenTuple builds the tuple of a parenthesized list whose first group
// (before the first ";") holds the elements and whose later groups are
// nested parameters, each group's inside the one before it.
func parenTuple(pos Pos, segs [][]Node) *Expr {
	var inner *Expr
	for i := len(segs) - 1; i >= 1; i-- {
		ps := mkExpr(HeadParameters, pos)
		if len(segs[i]) > 0 {
			ps.P = segs[i][0].Pos()
		}
		if inner != nil {
			ps.Args = append(ps.Args, inner)
		}
		for _, a := range segs[i] {
			ps.Args = append(ps.Args, eqToKw(a))
		}
		inner = ps
	}
	tup := mkExpr(HeadTuple, pos)
	if inner != nil {
		tup.Args = append(tup.Args, inner)
	}
	tup.Args = append(tup.Args, segs[0]...)
	return tup
}

// onlySemisToClose reports, without consuming anything, whether the
// tokens ahead are more semicolons (at least one) and then ")".
func (p *parser) onlySemisToClose() bool {
	if p.peek().kind != tSemi {
		return false
	}
	save := *p.lx
	saveTok, savePrec := p.tok, p.prec
	defer func() { *p.lx = save; p.tok, p.prec = saveTok, savePrec }()
	for p.tok.kind == tSemi || p.tok.kind == tNewline {
		p.advance()
	}
	return p.tok.kind == tRParen
}

// parseBracket parses [...] (and {...}): vect, hcat, vcat, comprehension;
// with typed set, indexing a[...] and the typed forms T[...].
func (p *parser) parseBracket(open token, typed Node) Node {
	closer := tRBrack
	braces := open.kind == tLBrace
	if braces {
		closer = tRBrace
	}
	pos := p.posOf(&open)
	if typed != nil {
		pos = typed.Pos()
	}
	c := p.save()
	p.blockCtx()
	p.spaceSens = true
	p.inList = true
	p.endSym = c.endSym || typed != nil
	p.push(open)
	defer func() { p.pop(); p.restore(c) }()
	skipNL := func() {
		for p.tok.kind == tNewline {
			p.advance()
		}
	}
	withHead := func(h Head, args ...Node) *Expr {
		if typed != nil {
			return &Expr{Head: h, Args: append([]Node{typed}, args...), P: pos}
		}
		return &Expr{Head: h, Args: args, P: pos}
	}
	vectHead, hcatHead, vcatHead, compHead := HeadVect, HeadHcat, HeadVcat, HeadComprehension
	if typed != nil {
		vectHead, hcatHead, vcatHead, compHead = HeadRef, HeadTypedHcat, HeadTypedVcat, HeadTypedComp
	} else if braces {
		vectHead, hcatHead, vcatHead = HeadBraces, HeadBracescat, HeadBracescat
	}
	skipNL()
	t := p.peek()
	if t.kind == tRBrack || t.kind == tRBrace {
		if t.kind != closer {
			p.unexpected(t)
		}
		p.take()
		return withHead(vectHead)
	}
	if t.kind == tSemi && !braces {
		// [;] and [;;] are empty arrays of 1 and 2 dimensions (ncat)
		n := 0
		for p.tok.kind == tSemi || p.tok.kind == tNewline {
			if p.tok.kind == tSemi {
				n++
			}
			p.take()
		}
		if t := p.peek(); t.kind != closer {
			p.errTok(t, `unexpected %s`, describe(t))
		}
		p.take()
		h := HeadNcat
		if typed != nil {
			h = HeadTypedNcat
		}
		return withHead(h, &Literal{Kind: LitInt64, Value: int64(n), P: pos})
	}
	if t.kind == tSemi {
		p.errTok(t, `unexpected ";"`)
	}
	first := p.parseEqStar()
	if typed != nil {
		first = eqToKw(first)
	}
	skipNLBeforeFor := func() {
		if p.tok.kind != tNewline {
			return
		}
		save := *p.lx
		saveTok, savePrec := p.tok, p.prec
		for p.tok.kind == tNewline {
			p.advance()
		}
		// [x\n for x in xs] is a comprehension, [x\n, y] and [x\n] are
		// vects (JuliaSyntax's parse_cat)
		if !isKw(&p.tok, "for") && p.tok.kind != tComma && p.tok.kind != closer {
			*p.lx = save
			p.tok, p.prec = saveTok, savePrec
		}
	}
	skipNLBeforeFor()
	t = p.peek()
	switch {
	case isKw(t, "for"):
		gen := p.parseGenerator(first)
		skipNL()
		t = p.peek()
		if t.kind != closer {
			if t.kind == tEOF {
				p.incomplete()
			}
			p.errTok(t, "expected %q after comprehension", closerText(closer))
		}
		p.take()
		if braces {
			return mkExpr(HeadBraces, pos, gen)
		}
		return withHead(compHead, gen)
	case t.kind == closer:
		p.take()
		return withHead(vectHead, first)
	case t.kind == tComma:
		p.nlSkip = true
		list := withHead(vectHead, first)
		for {
			t = p.peek()
			switch t.kind {
			case tComma:
				if p.lastKind == tComma {
					p.unexpected(t)
				}
				p.take()
				continue
			case closer:
				p.take()
				return list
			case tSemi:
				semi := p.take()
				params := p.parseParams(&semi, closer)
				if typed != nil {
					list.Args = append([]Node{list.Args[0], params}, list.Args[1:]...)
				} else {
					list.Args = append([]Node{params}, list.Args...)
				}
				return list
			case tEOF:
				p.incomplete()
			}
			if p.lastKind != tComma {
				p.errTok(t, "missing comma or %s in list", closerText(closer))
			}
			a := p.parseEqStar()
			if typed != nil {
				a = eqToKw(a)
			}
			list.Args = append(list.Args, a)
		}
	}
	// matrix syntax: elements separated by spaces (within a row), `;` or
	// newlines (rows), and `;;`, `;;;`… (higher dimensions, ncat).
	elems := []Node{first}
	var seps []int // seps[i] separates elems[i] and elems[i+1]: 0 a space, k k semicolons (a newline is 1)
	pending := -1  // the separator seen after the last element, -1: none yet
	sawSemi := false
	maxSemi := 0
	for {
		t = p.peek()
		switch t.kind {
		case closer:
			p.take()
			if pending > maxSemi {
				maxSemi = pending
			}
			if maxSemi >= 2 {
				if braces {
					// {a ;; b} is (bracescat (nrow 2 a b))
					nrow := &Expr{Head: HeadNrow, Args: []Node{&Literal{Kind: LitInt64, Value: int64(maxSemi), P: elems[0].Pos()}}, P: elems[0].Pos()}
					nrow.Args = append(nrow.Args, ncatGroups(elems, seps, maxSemi)...)
					return withHead(HeadBracescat, nrow)
				}
				return p.ncat(withHead, typed != nil, elems, seps, maxSemi)
			}
			rows := splitRows(elems, seps)
			if len(rows) == 1 && !sawSemi {
				if braces {
					// {a b} is (bracescat (row a b)): braces have no hcat
					return withHead(HeadBracescat, &Expr{Head: HeadRow, Args: rows[0], P: rows[0][0].Pos()})
				}
				return withHead(hcatHead, rows[0]...)
			}
			out := withHead(vcatHead)
			for _, r := range rows {
				if len(r) == 1 {
					out.Args = append(out.Args, r[0])
				} else {
					out.Args = append(out.Args, &Expr{Head: HeadRow, Args: r, P: r[0].Pos()})
				}
			}
			return out
		case tSemi:
			n := 0
			for p.tok.kind == tSemi {
				p.take()
				n++
			}
			sawSemi = true
			if n > pending {
				pending = n
			}
			skipNL()
			continue
		case tNewline:
			skipNL()
			if p.peek().kind == closer {
				continue // [a b\n] is (hcat a b): a newline before the closer is no separator
			}
			sawSemi = true
			if pending < 1 {
				pending = 1
			}
			continue
		case tComma:
			p.errTok(t, "unexpected comma in matrix expression")
		case tEOF:
			p.incomplete()
		case tRParen, tRBrack, tRBrace:
			p.unexpected(t)
		}
		if isKw(t, "for") {
			p.errTok(t, "invalid comprehension syntax")
		}
		if isBlockEnd(t) && !(p.endSym && isKw(t, "end")) {
			p.unexpected(t)
		}
		if pending < 0 {
			pending = 0
		}
		if pending > maxSemi {
			maxSemi = pending
		}
		seps = append(seps, pending)
		pending = -1
		elems = append(elems, p.parseEqStar())
	}
}

// splitRows splits matrix elements into the rows of [a b; c d]: `;` and
// newlines separate rows, spaces the elements of a row.
func splitRows(elems []Node, seps []int) [][]Node {
	rows := [][]Node{{elems[0]}}
	for i, s := range seps {
		if s > 0 {
			rows = append(rows, nil)
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], elems[i+1])
	}
	return rows
}

// ncat builds Julia's (ncat D ...) for an array literal with `;;`: the
// elements split first at the most semicolons, then at fewer, into
// (nrow k ...) groups, and spaces make (row ...) innermost, as in
// JuliaSyntax (`[1;2;;3;4]` is (ncat 2 (nrow 1 1 2) (nrow 1 3 4))).
func (p *parser) ncat(withHead func(Head, ...Node) *Expr, typed bool, elems []Node, seps []int, dims int) Node {
	h := HeadNcat
	if typed {
		h = HeadTypedNcat
	}
	out := withHead(h, &Literal{Kind: LitInt64, Value: int64(dims), P: elems[0].Pos()})
	out.Args = append(out.Args, ncatGroups(elems, seps, dims)...)
	return out
}

// ncatGroups splits elems at the separators of k semicolons and builds
// each part with the fewer semicolons inside it.
func ncatGroups(elems []Node, seps []int, k int) []Node {
	var groups []Node
	lo := 0
	for i := 0; i <= len(seps); i++ {
		if i < len(seps) && seps[i] != k {
			continue
		}
		groups = append(groups, ncatPart(elems[lo:i+1], seps[lo:i], k-1))
		lo = i + 1
	}
	return groups
}

// ncatPart builds the elements between separators of more than k
// semicolons.
func ncatPart(elems []Node, seps []int, k int) Node {
	if len(elems) == 1 {
		return elems[0]
	}
	maxSep := 0
	for _, s := range seps {
		if s > maxSep {
			maxSep = s
		}
	}
	if maxSep == 0 {
		return &Expr{Head: HeadRow, Args: append([]Node(nil), elems...), P: elems[0].Pos()}
	}
	args := []Node{&Literal{Kind: LitInt64, Value: int64(maxSep), P: elems[0].Pos()}}
	args = append(args, ncatGroups(elems, seps, maxSep)...)
	return &Expr{Head: HeadNrow, Args: args, P: elems[0].Pos()}
}

// ---- keyword forms ----

func (p *parser) parseResword(t *token) Node {
	c := p.save()
	p.blockCtx()
	defer p.restore(c)
	if t.text != "const" {
		// a block inside a struct (an inner constructor's body) is not
		// the struct's field list
		outer := p.structBody
		p.structBody = false
		defer func() { p.structBody = outer }()
	}
	pos := p.posOf(t)
	switch t.text {
	case "begin":
		p.push(*t)
		b := p.parseBlock(false)
		p.expectEnd()
		p.pop()
		b.P = pos
		return b
	case "quote":
		p.push(*t)
		b := p.parseBlock(false)
		p.expectEnd()
		p.pop()
		return mkExpr(HeadQuote, pos, b)
	case "while":
		p.push(*t)
		cond := p.parseEqStar()
		body := p.parseBlock(false)
		p.expectEnd()
		p.pop()
		return mkExpr(HeadWhile, pos, cond, body)
	case "for":
		p.push(*t)
		spec := p.parseIterSpec()
		if p.peek().kind == tComma {
			specs := mkExpr(HeadBlock, spec.Pos(), spec)
			for p.peek().kind == tComma {
				p.take()
				specs.Args = append(specs.Args, p.parseIterSpec())
			}
			spec = specs
		}
		body := p.parseBlock(false)
		p.expectEnd()
		p.pop()
		return mkExpr(HeadFor, pos, spec, body)
	case "if":
		return p.parseIf(t)
	case "let":
		return p.parseLet(t)
	case "try":
		return p.parseTry(t)
	case "function", "macro":
		return p.parseFunction(t)
	case "return":
		nt := p.peek()
		if nt.kind == tNewline || p.isClosing(nt) {
			return mkExpr(HeadReturn, pos, &Ident{Name: "nothing", P: pos})
		}
		return mkExpr(HeadReturn, pos, p.parseEq())
	case "break":
		return mkExpr(HeadBreak, pos)
	case "continue":
		return mkExpr(HeadContinue, pos)
	case "struct":
		return p.parseStruct(t, false)
	case "mutable":
		p.take() // struct
		return p.parseStruct(t, true)
	case "abstract":
		p.take() // type
		p.push(*t)
		spec := p.parseComparison()
		p.skipSemis()
		p.expectEnd()
		p.pop()
		return mkExpr(HeadAbstract, pos, spec)
	case "primitive":
		p.take() // type
		p.push(*t)
		p.spaceSens = true
		spec := p.parseComparison()
		bits := p.parseCond()
		p.spaceSens = false
		p.skipSemis()
		p.expectEnd()
		p.pop()
		return mkExpr(HeadPrimitive, pos, spec, bits)
	case "module", "baremodule":
		p.push(*t)
		nt := p.peek()
		var name Node
		switch {
		case nt.kind == tOp && nt.text == "$":
			name = p.parseUnaryPrefix() // module $name ... end in quoted code
		case nt.kind != tIdent || isKeyword(nt.text):
			p.errTok(nt, "invalid module name")
		default:
			nameTok := p.take()
			if v, ok := p.varName(&nameTok); ok {
				name = v
			} else {
				name = p.ident(&nameTok)
			}
		}
		body := p.parseBlock(true)
		p.expectEnd()
		p.pop()
		return mkExpr(HeadModule, pos, &Literal{Kind: LitBool, Value: t.text == "module", P: pos}, name, body)
	case "using", "import":
		return p.parseImport(t)
	case "export":
		ex := mkExpr(HeadExport, pos)
		for {
			ex.Args = append(ex.Args, p.parseImportName(true))
			if p.peek().kind != tComma {
				break
			}
			p.take()
			p.peekNL()
		}
		return ex
	case "const", "global", "local":
		h := Head(t.text)
		nt := p.peek()
		if nt.kind == tNewline || p.isClosing(nt) {
			p.errTok(nt, "expected name after %q", t.text)
		}
		if h != HeadConst && isKw(nt, "const") {
			// global const x = 1 is (const (global (= x 1))), as Julia's
			// parser gives it.
			p.take()
			ex := p.parseEq()
			if e, ok := ex.(*Expr); !ok || !(e.Head == HeadAssign || syntacticAssign[string(e.Head)]) {
				p.errAt(pos, `expected assignment after "const"`)
			}
			return mkExpr(HeadConst, pos, mkExpr(h, pos, ex))
		}
		inStruct := p.structBody
		p.structBody = false
		ex := p.parseEq()
		p.structBody = inStruct
		if h == HeadConst && inStruct {
			// a constant field: (const (:: a T)) or (const a)
			return mkExpr(HeadConst, pos, ex)
		}
		if h == HeadConst {
			inner := ex
			if e, ok := inner.(*Expr); ok && (e.Head == HeadGlobal || e.Head == HeadLocal) && len(e.Args) == 1 {
				inner = e.Args[0]
			}
			if e, ok := inner.(*Expr); !ok || !(e.Head == HeadAssign || syntacticAssign[string(e.Head)]) {
				p.errAt(pos, `expected assignment after "const"`)
			}
			return mkExpr(h, pos, ex)
		}
		if tup, ok := isExpr(ex, HeadTuple); ok {
			return &Expr{Head: h, Args: tup.Args, P: pos}
		}
		return mkExpr(h, pos, ex)
	}
	// end, else, elseif, catch, finally, do
	p.unexpected(t)
	return nil
}

func (p *parser) parseIf(t *token) Node {
	p.push(*t)
	cond := p.parseEqStar()
	then := p.parseBlock(false)
	ex := mkExpr(HeadIf, p.posOf(t), cond, then)
	cur := ex
	for {
		tk := p.peekNL()
		switch {
		case isKw(tk, "end"):
			p.take()
			p.pop()
			return ex
		case isKw(tk, "elseif"):
			et := p.take()
			c := p.parseEqStar()
			blk := p.parseBlock(false)
			e := mkExpr(HeadElseif, p.posOf(&et), mkExpr(HeadBlock, c.Pos(), c), blk)
			cur.Args = append(cur.Args, e)
			cur = e
		case isKw(tk, "else"):
			p.take()
			blk := p.parseBlock(false)
			cur.Args = append(cur.Args, blk)
			p.expectEnd()
			p.pop()
			return ex
		default:
			p.unexpected(tk)
		}
	}
}

func (p *parser) parseLet(t *token) Node {
	p.push(*t)
	pos := p.posOf(t)
	var binds []Node
	if nt := p.peek(); nt.kind != tNewline && nt.kind != tSemi && !isKw(nt, "end") {
		for {
			binds = append(binds, p.parseEqStar())
			if p.peek().kind != tComma {
				break
			}
			p.take()
		}
		if nt := p.peek(); nt.kind != tNewline && nt.kind != tSemi && !isKw(nt, "end") {
			if nt.kind == tEOF {
				p.incomplete()
			}
			p.errTok(nt, `let variables should end in ";" or newline`)
		}
	}
	var head Node
	if len(binds) == 1 {
		head = binds[0]
	} else {
		bp := pos
		if len(binds) > 0 {
			bp = binds[0].Pos()
		}
		head = &Expr{Head: HeadBlock, Args: binds, P: bp}
	}
	body := p.parseBlock(false)
	p.expectEnd()
	p.pop()
	return mkExpr(HeadLet, pos, head, body)
}

func (p *parser) parseTry(t *token) Node {
	p.push(*t)
	pos := p.posOf(t)
	falseLit := func(pos Pos) Node { return &Literal{Kind: LitBool, Value: false, P: pos} }
	body := p.parseBlock(false)
	var catchVar, catchBlk, finallyBlk, elseBlk Node
	for {
		tk := p.peekNL()
		switch {
		case isKw(tk, "end"):
			p.take()
			p.pop()
			if catchBlk == nil && finallyBlk == nil {
				p.errAt(pos, "try without catch or finally")
			}
			if catchBlk == nil {
				catchVar, catchBlk = falseLit(pos), falseLit(pos)
			}
			ex := mkExpr(HeadTry, pos, body, catchVar, catchBlk)
			if finallyBlk != nil || elseBlk != nil {
				if finallyBlk == nil {
					finallyBlk = falseLit(pos)
				}
				ex.Args = append(ex.Args, finallyBlk)
			}
			if elseBlk != nil {
				ex.Args = append(ex.Args, elseBlk)
			}
			return ex
		case isKw(tk, "catch") && catchBlk == nil && elseBlk == nil:
			// catch may also follow finally (try x finally y catch e z
			// end), which Julia accepts with the usual meaning
			// (JuliaSyntax's parse_try)
			ct := p.take()
			catchVar = falseLit(p.posOf(&ct))
			if nt := p.peek(); nt.kind == tIdent && !isKeyword(nt.text) {
				v := p.take()
				if vn, ok := p.varName(&v); ok {
					catchVar = vn // catch var"#"
				} else {
					catchVar = p.ident(&v)
				}
			} else if nt.kind == tOp && nt.text == "$" {
				catchVar = p.parseUnaryPrefix() // catch $e in quoted code
			}
			catchBlk = p.parseBlock(false)
		case isKw(tk, "else") && catchBlk != nil && finallyBlk == nil && elseBlk == nil:
			p.take()
			elseBlk = p.parseBlock(false)
		case isKw(tk, "finally") && finallyBlk == nil:
			p.take()
			finallyBlk = p.parseBlock(false)
		default:
			p.unexpected(tk)
		}
	}
}

// isCallSig reports whether n is a method signature: a call, possibly
// with a return type and where clauses.
func isCallSig(n Node) bool {
	e, ok := n.(*Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case HeadCall:
		return true
	case HeadWhere, HeadDecl:
		return len(e.Args) >= 2 && isCallSig(e.Args[0])
	}
	return false
}

func (p *parser) parseFunction(t *token) Node {
	p.push(*t)
	pos := p.posOf(t)
	head := HeadFunction
	if t.text == "macro" {
		head = HeadMacro
	}
	nt := p.peekNL()
	var sig Node
	switch {
	case nt.kind == tLParen:
		open := p.take()
		args, params, trailing := p.parseArgs(open, tRParen, true)
		if nt2 := p.peek(); (nt2.kind == tLParen || nt2.kind == tLBrace) && !nt2.space && len(args) == 1 && params == nil && !trailing {
			// function (f::F)(x) ... end: a callable object
			sig = p.parseCallChain(args[0])
		} else if len(args) == 1 && params == nil && !trailing && isCallSig(args[0]) {
			// function (f() where T) end: parentheses around a whole
			// signature (JuliaSyntax keeps this for compatibility)
			sig = args[0]
		} else {
			tup := mkExpr(HeadTuple, p.posOf(&open))
			if params != nil {
				tup.Args = append(tup.Args, params)
			}
			tup.Args = append(tup.Args, args...)
			sig = tup
		}
	case nt.kind == tOp && nt.text == "$":
		// function $name(x) ... end in quoted code
		sig = p.parseCallChain(p.parseUnaryPrefix())
	case nt.kind == tOp:
		op := p.take()
		sig = p.parseCallChain(p.ident(&op))
	case nt.kind == tIdent && !isKeyword(nt.text):
		id := p.take()
		if v, ok := p.varName(&id); ok {
			sig = p.parseCallChain(v) // function var"." end
		} else {
			sig = p.parseCallChain(p.ident(&id))
		}
	case nt.kind == tEOF:
		p.incomplete()
	default:
		p.errTok(nt, "invalid function name %s", describe(nt))
	}
	if _, ok := sig.(*Expr); !ok || isDotName(sig) {
		if isKw(p.peekNL(), "end") {
			p.take()
			p.pop()
			return mkExpr(head, pos, sig)
		}
	}
	if isOp(p.peek(), "::") {
		p.take()
		rt := p.parseDeclType() // function f(x)::$T … end in quoted code
		sig = mkExpr(HeadDecl, sig.Pos(), sig, rt)
	}
	sig = p.parseWhere(func() Node { return sig })
	body := p.parseBlock(false)
	p.expectEnd()
	p.pop()
	return mkExpr(head, pos, sig, body)
}

func isDotName(n Node) bool {
	e, ok := isExpr(n, HeadDotCall)
	if !ok || len(e.Args) != 2 {
		return false
	}
	_, ok = e.Args[1].(*QuoteNode)
	return ok
}

func (p *parser) parseStruct(t *token, mutable bool) Node {
	p.push(*t)
	pos := p.posOf(t)
	name := p.parseComparison()
	outer := p.structBody
	p.structBody = true
	body := p.parseBlock(false)
	p.structBody = outer
	p.expectEnd()
	p.pop()
	return mkExpr(HeadStruct, pos, &Literal{Kind: LitBool, Value: mutable, P: pos}, name, body)
}

// parseImport parses using/import statements.
func (p *parser) parseImport(t *token) Node {
	pos := p.posOf(t)
	ex := mkExpr(Head(t.text), pos)
	first := p.parseImportPath(true)
	if nt := p.peek(); isOp(nt, ":") {
		p.take()
		colon := mkExpr(HeadColon, first.Pos(), first)
		for {
			p.peekNL()
			colon.Args = append(colon.Args, p.parseImportPath(false))
			if p.peek().kind != tComma {
				break
			}
			p.take()
		}
		ex.Args = append(ex.Args, colon)
		return ex
	}
	ex.Args = append(ex.Args, first)
	for p.peek().kind == tComma {
		p.take()
		p.peekNL()
		ex.Args = append(ex.Args, p.parseImportPath(true))
	}
	return ex
}

// parseImportPath parses A.B.c (with leading dots for relative paths) and
// an optional `as` alias.
func (p *parser) parseImportPath(dots bool) Node {
	t := p.peekNL()
	path := mkExpr(HeadDotCall, p.posOf(t))
	for dots {
		t = p.peek()
		if t.kind == tOp && t.text == ".$" {
			// using .$name in quoted code: the lexer reads ".$" as one
			// (dotted) operator
			dt := p.take()
			path.Args = append(path.Args, &Ident{Name: ".", P: p.posOf(&dt)})
			path.Args = append(path.Args, p.parseImportInterp(&dt))
			dots = false
			break
		}
		if t.kind != tOp || t.text[0] != '.' || !allDots(t.text) {
			break
		}
		dt := p.take()
		for i := range dt.text {
			path.Args = append(path.Args, &Ident{Name: ".", P: Pos{File: p.file, Line: p.posOf(&dt).Line, Col: p.posOf(&dt).Col + int32(i)}})
		}
	}
	if len(path.Args) == 0 || !isInterp(path.Args[len(path.Args)-1]) {
		path.Args = append(path.Args, p.parseImportName(false))
	}
	for {
		t = p.peek()
		if t.kind != tOp || t.space {
			break
		}
		if t.text == ".$" {
			dt := p.take()
			path.Args = append(path.Args, p.parseImportInterp(&dt))
			continue
		}
		if t.text == "." {
			p.take()
			if c := p.peek(); isOp(c, ":") && !c.space {
				// import A.:+ names the operator + (A.:(+) as well)
				colon := p.take()
				if q, ok := p.parseQuoted(&colon).(*QuoteNode); ok {
					if id, ok := q.Value.(*Ident); ok {
						path.Args = append(path.Args, id)
						continue
					}
				}
				p.errTok(&colon, "invalid import path")
			}
			path.Args = append(path.Args, p.parseImportName(false))
			continue
		}
		if isDotOp(t.text) {
			// import Base.+ lexes ".+" as one token
			op := p.take()
			path.Args = append(path.Args, &Ident{Name: op.text[1:], P: p.posOf(&op)})
			continue
		}
		break
	}
	if isKw(p.peek(), "as") {
		p.take()
		alias := p.parseImportName(false)
		return mkExpr(HeadAs, path.P, path, alias)
	}
	return path
}

func allDots(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '.' {
			return false
		}
	}
	return true
}

// isInterp reports whether n is an interpolation $x.
func isInterp(n Node) bool {
	e, ok := n.(*Expr)
	return ok && e.Head == HeadDollar
}

// parseImportInterp parses the x of an interpolated import path component
// $x (quoted code: :(using .$name)); d is the token holding the "$".
func (p *parser) parseImportInterp(d *token) Node {
	p.enter()
	arg := p.parseAtom()
	p.leave()
	return mkExpr(HeadDollar, p.posOf(d), arg)
}

// parseImportName parses one name in import/using/export: an identifier,
// an operator, @macro, or $x in quoted code.
func (p *parser) parseImportName(export bool) Node {
	t := p.peekNL()
	if t.kind == tOp && t.text == "$" {
		d := p.take()
		if nt := p.peek(); nt.kind == tNewline || nt.space || p.isClosing(nt) {
			return p.ident(&d) // export $
		}
		return p.parseImportInterp(&d)
	}
	switch t.kind {
	case tIdent:
		tk := p.take()
		return p.ident(&tk)
	case tOp:
		tk := p.take()
		return p.ident(&tk)
	case tAt:
		at := p.take()
		nt := p.peek()
		if nt.kind != tIdent || nt.space {
			p.errTok(nt, "invalid macro name")
		}
		nm := p.take()
		return &Ident{Name: "@" + nm.text, P: p.posOf(&at)}
	case tLParen:
		if export {
			tk := p.take()
			nt := p.peek()
			if nt.kind == tOp {
				op := p.take()
				if p.peek().kind == tRParen {
					p.take()
					return p.ident(&op)
				}
			}
			p.unexpected(&tk)
		}
	case tEOF:
		p.incomplete()
	}
	p.errTok(t, "invalid name %s in import/export", describe(t))
	return nil
}

// parseMacroCall parses @name args... or @name(args...).
func (p *parser) parseMacroCall() Node {
	at := p.take()
	pos := p.posOf(&at)
	nt := p.peek()
	if nt.space || nt.kind == tNewline {
		p.errTok(nt, `macro name expected after "@"`)
	}
	var name Node
	switch {
	case nt.kind == tIdent:
		first := p.take()
		if v, ok := p.varName(&first); ok {
			// @var"#" is the macro named #
			return p.parseMacroArgs(&Ident{Name: "@" + v.Name, P: pos}, pos)
		}
		comps := []token{first}
		for {
			t := p.peek()
			if !isOp(t, ".") || t.space {
				break
			}
			// @A.B.m: only take the dot when a name follows directly
			e := int(t.end)
			if e >= len(p.src) || !(isIdentStartByte(p.src[e]) || p.src[e] >= 0x80) {
				break
			}
			p.take()
			nm := p.peek()
			if nm.kind != tIdent || nm.space {
				p.errTok(nm, "invalid macro name")
			}
			comps = append(comps, p.take())
		}
		last := comps[len(comps)-1]
		lastID := &Ident{Name: "@" + last.text, P: pos}
		if len(comps) > 1 {
			lastID.P = p.posOf(&last)
		}
		if len(comps) == 1 {
			name = lastID
		} else {
			var mod Node = p.ident(&comps[0])
			for _, c := range comps[1 : len(comps)-1] {
				mod = mkExpr(HeadDotCall, mod.Pos(), mod, &QuoteNode{Value: p.ident(&c), P: p.posOf(&c)})
			}
			name = mkExpr(HeadDotCall, mod.Pos(), mod, &QuoteNode{Value: lastID, P: lastID.P})
		}
	case isOp(nt, "."):
		p.take()
		name = &Ident{Name: "@__dot__", P: pos}
	case nt.kind == tOp:
		// operators name macros too: @+ x, @! x, @.. x, @$ x
		// (JuliaSyntax's parse_macro_name)
		op := p.take()
		name = &Ident{Name: "@" + op.text, P: pos}
	default:
		if nt.kind == tEOF {
			p.incomplete()
		}
		p.errTok(nt, `invalid macro name %s`, describe(nt))
	}
	return p.parseMacroArgs(name, pos)
}

// parseMacroArgs parses the arguments of a macro call whose name has been
// read.
func (p *parser) parseMacroArgs(name Node, pos Pos) Node {
	mc := mkExpr(HeadMacrocall, pos, name)
	t := p.peek()
	if t.kind == tLParen && !t.space {
		open := p.take()
		args, params, _ := p.parseArgs(open, tRParen, false)
		if params != nil {
			mc.Args = append(mc.Args, params)
		}
		mc.Args = append(mc.Args, args...)
		if isKw(p.peek(), "do") {
			return p.parseDo(mc)
		}
		return p.parseCallChain(mc)
	}
	if (t.kind == tLBrack || t.kind == tLBrace) && !t.space {
		// @m[...] is @m([...]) and @m{...} is @m({...}): the bracket is
		// the only argument and the expression goes on after it
		// (@foo[1] + [2] adds; Julia's test/syntax.jl, issue #23519)
		p.enter()
		arg := p.parseAtom()
		p.leave()
		mc.Args = append(mc.Args, arg)
		return p.parseCallChain(mc)
	}
	c := p.save()
	p.spaceSens = true
	defer p.restore(c)
	for {
		t := p.peek()
		// Inside brackets or parentheses `for` after an argument starts
		// a generator ([@m x for x in xs]); in a block it is the
		// macro's block argument (@time "label" for i in xs … end).
		if t.kind == tNewline || p.isClosing(t) || (isKw(t, "for") && len(mc.Args) > 1 && (c.inList || c.nlSkip)) {
			break
		}
		if isKw(t, "end") && c.endSym {
			break
		}
		var a Node
		if c.inList {
			a = p.parseEqStar()
		} else {
			a = p.parseEq()
		}
		mc.Args = append(mc.Args, a)
	}
	return mc
}
