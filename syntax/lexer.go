package syntax

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind classifies tokens.
type tokKind uint8

const (
	tEOF tokKind = iota
	tNewline
	tIdent // identifiers and keywords; the parser tells them apart
	tOp    // operators, including "=", "::", ".", "?", "->" and the transpose "'"
	tNum
	tChar
	tString // "..." or """...""", possibly raw (string macro / var"...")
	tCmd    // `...` or ```...```: a command literal (raw text, as the argument of @cmd)
	tLParen
	tRParen
	tLBrack
	tRBrack
	tLBrace
	tRBrace
	tComma
	tSemi
	tAt
)

// token is one lexeme. text is a slice of the source (or a normalized
// operator), so lexing allocates nothing for ordinary tokens.
type token struct {
	kind  tokKind
	space bool // whitespace, a comment or a skipped newline precedes it
	off   int32
	end   int32
	text  string
	ch    rune    // tChar
	bad   bool    // tChar: not valid UTF-8; raw holds the bits
	raw   uint32  // tChar with bad
	str   *strLit // tString
	base  string  // tOp with a suffix (+₁, ≈′): the operator it extends, for its precedence
}

// strLit is the lexer's view of a string literal: the raw segments between
// the quotes, in order. Escapes are processed by the parser.
type strLit struct {
	triple bool
	raw    bool
	segs   []strSeg
}

// strSeg is a piece of a string literal: literal text (with escapes still
// in it) or an interpolation, given by the source range of the expression
// ($name: the name; $(expr): the text between the parentheses).
type strSeg struct {
	interp bool
	paren  bool
	start  int32
	end    int32
}

// lexer turns source into tokens on demand. It is restartable at any
// offset, which the parser uses to parse string interpolations in place.
type lexer struct {
	src      string
	file     string
	pos      int
	lastKind tokKind // kind of the previous token, to tell x' from 'c'
	lastEnd  int     // end offset of the previous token
	lastText string
	lines    []int32 // offsets of line starts
	lastLine int     // cache for posAt
	strDepth int     // nesting of string interpolations being scanned
}

// sub returns a lexer over the same source starting at off, as if just
// after an opening parenthesis (used to parse string interpolations).
func (lx *lexer) sub(off int) *lexer {
	return &lexer{src: lx.src, file: lx.file, pos: off, lastKind: tLParen, lastEnd: off, lines: lx.lines, strDepth: lx.strDepth}
}

func newLexer(file, src string) *lexer {
	lx := &lexer{src: src, file: file, lastKind: tNewline, lastEnd: -1}
	lx.lines = make([]int32, 1, 1+strings.Count(src, "\n"))
	for i := 0; i < len(src); {
		j := strings.IndexByte(src[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		lx.lines = append(lx.lines, int32(i))
	}
	if strings.HasPrefix(src, "\ufeff") {
		lx.pos = 3
	}
	return lx
}

// posAt converts a byte offset to a position.
func (lx *lexer) posAt(off int) Pos {
	lines := lx.lines
	if l := lx.lastLine; l < len(lines) && int(lines[l]) <= off && (l+1 == len(lines) || off < int(lines[l+1])) {
		return Pos{File: lx.file, Line: int32(l + 1), Col: int32(off-int(lines[l])) + 1}
	}
	lo, hi := 0, len(lines)-1
	for lo < hi {
		m := (lo + hi + 1) / 2
		if int(lines[m]) <= off {
			lo = m
		} else {
			hi = m - 1
		}
	}
	lx.lastLine = lo
	return Pos{File: lx.file, Line: int32(lo + 1), Col: int32(off-int(lines[lo])) + 1}
}

func (lx *lexer) errAt(off int, format string, args ...any) {
	panic(&Error{Pos: lx.posAt(off), Msg: sprintf(format, args...)})
}

// errEOF reports input that ended inside a literal or comment.
func (lx *lexer) errEOF(off int, msg string) {
	panic(&Error{Pos: lx.posAt(off), Msg: msg, Incomplete: true})
}

// next returns the next token.
func (lx *lexer) next() token {
	t := lx.scan()
	lx.lastKind = t.kind
	lx.lastEnd = int(t.end)
	lx.lastText = t.text
	return t
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

// skipSpace skips blanks and comments (not newlines) and reports whether
// anything was skipped.
func (lx *lexer) skipSpace() bool {
	src := lx.src
	start := lx.pos
	for lx.pos < len(src) {
		c := src[lx.pos]
		switch {
		case isSpaceByte(c):
			lx.pos++
		case c == '#':
			if lx.pos+1 < len(src) && src[lx.pos+1] == '=' {
				lx.skipBlockComment()
			} else {
				j := strings.IndexByte(src[lx.pos:], '\n')
				if j < 0 {
					lx.pos = len(src)
				} else {
					lx.pos += j
				}
			}
		case c == '\\' && lx.pos+1 < len(src) && src[lx.pos+1] == '\n' && false:
			// Julia has no line continuation outside strings.
		case c >= 0x80:
			r, n := utf8.DecodeRuneInString(src[lx.pos:])
			if r == '\u00a0' || r == '\u2009' || r == '\u200a' || r == '\u202f' || r == '\u205f' || r == '\u3000' || (r >= '\u2000' && r <= '\u2008') || r == '\u0085' {
				lx.pos += n
				continue
			}
			return lx.pos > start
		default:
			return lx.pos > start
		}
	}
	return lx.pos > start
}

// skipBlockComment skips a (nestable) #= ... =# comment.
func (lx *lexer) skipBlockComment() {
	src := lx.src
	start := lx.pos
	lx.pos += 2
	depth := 1
	for lx.pos < len(src) {
		c := src[lx.pos]
		if c == '=' && lx.pos+1 < len(src) && src[lx.pos+1] == '#' {
			lx.pos += 2
			depth--
			if depth == 0 {
				return
			}
			continue
		}
		if c == '#' && lx.pos+1 < len(src) && src[lx.pos+1] == '=' {
			lx.pos += 2
			depth++
			continue
		}
		lx.pos++
	}
	lx.errEOF(start, "unterminated multi-line comment #= ... =#")
}

func (lx *lexer) scan() token {
	space := lx.skipSpace()
	src := lx.src
	start := lx.pos
	t := token{space: space, off: int32(start)}
	if start >= len(src) {
		t.kind = tEOF
		t.end = t.off
		return t
	}
	c := src[start]
	simple := func(k tokKind) token {
		lx.pos++
		t.kind = k
		t.end = int32(lx.pos)
		t.text = src[start:lx.pos]
		return t
	}
	switch c {
	case '\n':
		return simple(tNewline)
	case '(':
		return simple(tLParen)
	case ')':
		return simple(tRParen)
	case '[':
		return simple(tLBrack)
	case ']':
		return simple(tRBrack)
	case '{':
		return simple(tLBrace)
	case '}':
		return simple(tRBrace)
	case ',':
		return simple(tComma)
	case ';':
		return simple(tSemi)
	case '@':
		return simple(tAt)
	case '"':
		return lx.scanString(t)
	case '`':
		return lx.scanCmd(t)
	case '\'':
		if lx.transposeAllowed(space) {
			return simple(tOp)
		}
		return lx.scanChar(t)
	}
	if c >= '0' && c <= '9' {
		return lx.scanNumber(t)
	}
	if c == '.' && start+1 < len(src) && src[start+1] >= '0' && src[start+1] <= '9' {
		return lx.scanNumber(t)
	}
	if c < 0x80 {
		if isIdentStartByte(c) {
			return lx.scanIdent(t)
		}
		if isOpByte(c) {
			return lx.scanOp(t)
		}
		lx.errAt(start, "invalid character %q", rune(c))
	}
	r, n := utf8.DecodeRuneInString(src[start:])
	if r == utf8.RuneError && n == 1 {
		lx.errAt(start, "invalid UTF-8 byte 0x%02x", c)
	}
	if opStart[normRune(r)] {
		return lx.scanOp(t)
	}
	if isIdentStart(r) {
		return lx.scanIdent(t)
	}
	if r == '\u200b' || r == '\u2060' || r == '\ufeff' || (r >= '\u200c' && r <= '\u200f') || r == '\u00ad' {
		lx.errAt(start, "invisible character \\u%04x", r)
	}
	lx.errAt(start, "invalid character %q", r)
	return t
}

// transposeAllowed decides whether ' is the adjoint operator: it is when
// it directly follows something that ends an operand, as in Julia where x'
// is postfix and 'c' is a character.
func (lx *lexer) transposeAllowed(space bool) bool {
	if space || lx.lastEnd != lx.pos {
		return false
	}
	switch lx.lastKind {
	case tIdent:
		// the word operators take a character operand: x in'c', 1where'c'
		if lx.lastText == "in" || lx.lastText == "isa" || lx.lastText == "where" {
			return false
		}
		return !isKeyword(lx.lastText) || lx.lastText == "end" || lx.lastText == "true" || lx.lastText == "false" || lx.lastText == "begin"
	case tNum, tRParen, tRBrack, tRBrace, tString, tChar, tCmd:
		return true
	case tOp:
		return lx.lastText == "'"
	}
	return false
}

func isIdentStartByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

func isIdentByte(c byte) bool {
	return isIdentStartByte(c) || c >= '0' && c <= '9' || c == '!'
}

func isOpByte(c byte) bool {
	return strings.IndexByte("+-*/\\^%&|~!=<>:?.$'÷", c) >= 0
}

// normRune applies Julia's operator character normalization.
func normRune(r rune) rune {
	switch r {
	case '−':
		return '-'
	case '·', '\u0387':
		return '⋅'
	}
	return r
}

// isIdentStart follows Julia's jl_id_start_char for non-ASCII characters:
// letters, letter numbers, currency and most other symbols, excluding
// operator characters (checked before this is called).
func isIdentStart(r rune) bool {
	if r < 0x80 {
		return r < utf8.RuneSelf && isIdentStartByte(byte(r))
	}
	if unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Sc, r) || unicode.Is(unicode.Other_ID_Start, r) {
		return true
	}
	if unicode.Is(unicode.So, r) || unicode.Is(unicode.Sm, r) {
		// Julia allows most symbols (∑, ∇, ∞, emoji) as identifiers.
		return !opStart[r]
	}
	if unicode.Is(unicode.Pc, r) || unicode.Is(unicode.Sk, r) {
		return r != '`'
	}
	return false
}

// isIdentCont follows jl_id_char.
func isIdentCont(r rune) bool {
	if r < 0x80 {
		return isIdentByte(byte(r))
	}
	if isIdentStart(r) {
		return true
	}
	if unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me, unicode.Nd, unicode.No, unicode.Pc, unicode.Sk) {
		return true
	}
	switch {
	case r >= '\u2032' && r <= '\u2037', r == '\u2057': // primes
		return true
	case r >= '\u2080' && r <= '\u208e', r >= '\u2070' && r <= '\u207e': // sub/superscripts
		return true
	}
	return false
}

func (lx *lexer) scanIdent(t token) token {
	src := lx.src
	i := lx.pos
	for i < len(src) {
		c := src[i]
		if c < 0x80 {
			if !isIdentByte(c) {
				break
			}
			// x!=y is x != y, not (x!) = y.
			if c == '!' && i+1 < len(src) && src[i+1] == '=' {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(src[i:])
		if r == utf8.RuneError && n == 1 {
			break
		}
		if opStart[normRune(r)] && !unicode.IsLetter(r) && !isIdentContOnly(r) {
			break
		}
		if !isIdentCont(r) {
			break
		}
		i += n
	}
	lx.pos = i
	t.kind = tIdent
	t.end = int32(i)
	t.text = src[t.off:i]
	if !isASCII(t.text) {
		t.text = normalizeIdent(t.text)
	}
	return t
}

// isIdentContOnly reports characters that continue identifiers even though
// they could also start an operator in other positions (primes).
func isIdentContOnly(r rune) bool {
	return r >= '\u2032' && r <= '\u2037'
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// normalizeIdent applies the identifier normalizations Julia performs on
// top of NFC (which Kiln does not do; sources are expected in NFC).
func normalizeIdent(s string) string {
	if !strings.ContainsAny(s, "µɛ\u00b7\u0387\u2212") {
		return s
	}
	return strings.NewReplacer("µ", "μ", "ɛ", "ε", "\u00b7", "⋅", "\u0387", "⋅", "\u2212", "-").Replace(s)
}

// scanOp lexes an operator by maximal munch over known operators.
func (lx *lexer) scanOp(t token) token {
	src := lx.src
	i := lx.pos
	var buf [32]byte
	op := buf[:0]
	for i < len(src) && len(op) < len(buf)-4 {
		r, n := utf8.DecodeRuneInString(src[i:])
		r = normRune(r)
		cand := utf8.AppendRune(op, r)
		if !opKnown[string(cand)] {
			s := string(cand)
			// "-->", "<--" and "<-->" have non-operator prefixes.
			if (s == "--" || s == ".--") && i+n < len(src) && src[i+n] == '>' {
				op = append(cand, '>')
				i += n + 1
				continue
			}
			if (s == "<-" || s == ".<-") && i+n < len(src) && src[i+n] == '-' {
				op = append(cand, '-')
				i += n + 1
				continue
			}
			break
		}
		op = cand
		i += n
	}
	if len(op) == 0 {
		lx.errAt(lx.pos, "invalid character %q", src[lx.pos])
	}
	text := src[lx.pos:i]
	if string(op) != text {
		text = string(op)
	}
	if text == "*" && i < len(src) && src[i] == '*' {
		lx.errAt(lx.pos, `use "x^y" instead of "x**y" for exponentiation`)
	}
	if text == "**" {
		lx.errAt(lx.pos, `use "x^y" instead of "x**y" for exponentiation`)
	}
	if text == ".'" {
		lx.errAt(lx.pos, `the ".'" operator is discontinued`)
	}
	if opTakesSuffix(text) {
		// Operators take suffixes of subscripts, superscripts, primes and
		// combining marks (a +₁ b), as in JuliaSyntax; the result is a
		// new operator name with the base operator's precedence.
		j := i
		for j < len(src) {
			r, n := utf8.DecodeRuneInString(src[j:])
			if !isOpSuffix(r) {
				break
			}
			j += n
		}
		if j > i {
			t.base = text
			text += src[i:j]
			i = j
		}
	}
	lx.pos = i
	t.kind = tOp
	t.end = int32(i)
	t.text = text
	return t
}

// opTakesSuffix reports whether operator op may carry a suffix
// (JuliaSyntax's optakessuffix).
func opTakesSuffix(op string) bool {
	switch op {
	case "...", "?", "<:", ">:", "&&", "||", "≔", "⩴", ":", "..", "$", "::", ".", "!", "->", "=", "~", "√", "∛", "∜", "¬":
		return false
	}
	if len(op) > 1 && op[len(op)-1] == '=' && opPrec[op] == precAssign {
		return false
	}
	return true
}

// isOpSuffix reports whether r may follow an operator as part of its
// name: combining marks, sub- and superscripts, primes.
func isOpSuffix(r rune) bool {
	switch {
	case r == 0xB2 || r == 0xB3 || r == 0xB9: // ² ³ ¹
		return true
	case r >= 0x2070 && r <= 0x209C: // superscripts and subscripts
		return true
	case r >= 0x1D62 && r <= 0x1D6A: // subscript letters ᵢ…ᵪ
		return true
	case r >= 0x2032 && r <= 0x2037 || r == 0x2057: // primes
		return true
	case r >= 0xA71B && r <= 0xA71F:
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me)
}

// scanNumber lexes a numeric literal following Julia's read-number. The
// parser converts the text to a value.
func (lx *lexer) scanNumber(t token) token {
	src := lx.src
	i := lx.pos
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	isHex := func(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }
	pred := isDigit
	radix := 10
	digits := func() bool {
		n := 0
		for i < len(src) {
			c := src[i]
			if c == '_' && n > 0 && i+1 < len(src) && pred(src[i+1]) {
				i++
				continue
			}
			if !pred(c) {
				break
			}
			i++
			n++
		}
		return n > 0
	}
	bad := func() {
		end := i
		if end < len(src) {
			_, n := utf8.DecodeRuneInString(src[end:])
			end += n
		}
		lx.errAt(int(t.off), "invalid numeric constant %q", src[t.off:end])
	}
	// dotOpFollows: "1.+" is ambiguous in Julia and rejected. A colon is
	// not: "1.:2" is the float 1.0 and a range, as in JuliaSyntax's lexer.
	dotOpFollows := func(j int) bool {
		if j >= len(src) {
			return false
		}
		switch src[j] {
		case '*', '^', '/', '\\', '+', '-', '\'', '<', '>', '!', '=', '%', '&', '|', '~', '÷', '.', '$':
			return true
		}
		r, _ := utf8.DecodeRuneInString(src[j:])
		return r >= 0x80 && opStart[normRune(r)]
	}
	isFloat := false
	isHexFloat := false
	leadingDot := src[i] == '.'
	if leadingDot {
		i++
		digits()
		isFloat = true
	} else if src[i] == '0' && i+1 < len(src) && (src[i+1] == 'x' || src[i+1] == 'o' || src[i+1] == 'b') {
		switch src[i+1] {
		case 'x':
			pred, radix = isHex, 16
		case 'o':
			pred, radix = func(c byte) bool { return c >= '0' && c <= '7' }, 8
		case 'b':
			pred, radix = func(c byte) bool { return c == '0' || c == '1' }, 2
		}
		i += 2
		if !digits() && !(radix == 16 && i < len(src) && src[i] == '.') {
			bad()
		}
	} else {
		digits()
	}
	if !leadingDot && i < len(src) && src[i] == '.' && (radix == 10 || radix == 16) {
		if dotOpFollows(i + 1) {
			if src[i+1] != '.' {
				lx.errAt(int(t.off), "invalid syntax %q; add space(s) to clarify", src[t.off:i+2])
			}
		} else {
			i++
			digits()
			isFloat = true
			if radix == 16 {
				isHexFloat = true
			}
		}
	}
	// exponent
	if i < len(src) {
		c := src[i]
		isExp := false
		if radix == 16 {
			isExp = c == 'p' || c == 'P'
		} else if radix == 10 {
			isExp = c == 'e' || c == 'E' || c == 'f'
		}
		if isExp {
			j := i + 1
			if j < len(src) && (src[j] == '+' || src[j] == '-') {
				j++
			} else if strings.HasPrefix(src[j:], "−") {
				j += len("−")
			}
			if j < len(src) && isDigit(src[j]) {
				i = j
				for i < len(src) && (isDigit(src[i]) || src[i] == '_' && i+1 < len(src) && isDigit(src[i+1])) {
					i++
				}
				isFloat = true
				if radix == 16 {
					isHexFloat = true
				}
				if i < len(src) && src[i] == '.' && !dotOpFollows(i+1) {
					i++
					bad()
				}
			}
		} else if isHexFloat {
			lx.errAt(int(t.off), `hex float literal must contain "p" or "P"`)
		}
	}
	if radix != 10 && !isHexFloat && i < len(src) {
		c := src[i]
		if isDigit(c) || isIdentStartByte(c) {
			bad()
		}
		if c >= 0x80 {
			r, _ := utf8.DecodeRuneInString(src[i:])
			if isIdentStart(r) {
				bad()
			}
		}
	}
	_ = isFloat
	text := src[t.off:i]
	if text[len(text)-1] == '.' && i < len(src) {
		c := src[i]
		r, _ := utf8.DecodeRuneInString(src[i:])
		if isIdentStartByte(c) || (c >= 0x80 && isIdentStart(r)) || strings.IndexByte("([{@`~\"", c) >= 0 {
			lx.errAt(int(t.off), "numeric constant %q cannot be implicitly multiplied because it ends with \".\"", text)
		}
	}
	lx.pos = i
	t.kind = tNum
	t.end = int32(i)
	t.text = text
	return t
}

// scanChar lexes a character literal 'c'.
func (lx *lexer) scanChar(t token) token {
	src := lx.src
	start := lx.pos
	i := start + 1
	if i >= len(src) {
		lx.errAt(start, "unterminated character literal")
	}
	// Easy case: one character, no backslash.
	if src[i] != '\\' {
		r, n := utf8.DecodeRuneInString(src[i:])
		if i+n < len(src) && src[i+n] == '\'' {
			if r == utf8.RuneError && n == 1 {
				lx.errAt(start, "invalid character literal: invalid UTF-8")
			}
			lx.pos = i + n + 1
			t.kind = tChar
			t.ch = r
			t.end = int32(lx.pos)
			t.text = src[start:lx.pos]
			return t
		}
		if src[i] == '\'' {
			lx.errAt(start, "invalid empty character literal")
		}
	}
	j := i
	for {
		if j >= len(src) || src[j] == '\n' {
			lx.errAt(start, "unterminated character literal")
		}
		c := src[j]
		if c == '\'' {
			break
		}
		if c == '"' {
			lx.errAt(start, "invalid character literal")
		}
		if c == '\\' {
			j++
			if j >= len(src) {
				lx.errAt(start, "unterminated character literal")
			}
		}
		j++
	}
	s, err := unescape(src[i:j])
	if err != "" {
		lx.errAt(start, "invalid character literal: %s", err)
	}
	r, n := utf8.DecodeRuneInString(s)
	switch {
	case len(s) == 0:
		lx.errAt(start, "invalid empty character literal")
	case r == utf8.RuneError && n <= 1 || !utf8.ValidString(s):
		// Bytes that are not UTF-8 ('\xff'): one Char as Julia's String
		// iteration reads one, its bytes left-aligned.
		if juliaCharLen(s) != len(s) {
			lx.errAt(start, "character literal contains multiple characters")
		}
		var raw uint32
		for k := 0; k < 4; k++ {
			raw <<= 8
			if k < len(s) {
				raw |= uint32(s[k])
			}
		}
		t.bad, t.raw = true, raw
	case n != len(s):
		lx.errAt(start, "character literal contains multiple characters")
	}
	lx.pos = j + 1
	t.kind = tChar
	t.ch = r
	t.end = int32(lx.pos)
	t.text = src[start:lx.pos]
	return t
}

// juliaCharLen is the number of bytes of the first Char of s as Julia's
// String iteration reads it: one for an ASCII byte or a stray continuation
// byte, otherwise the lead byte and the continuation bytes (0x80-0xbf)
// after it, at most one for a lead below 0xe0, two below 0xf0, three.
func juliaCharLen(s string) int {
	if len(s) == 0 {
		return 0
	}
	b := s[0]
	if b < 0xc0 {
		return 1
	}
	limit := 4
	switch {
	case b < 0xe0:
		limit = 2
	case b < 0xf0:
		limit = 3
	}
	n := 1
	for n < limit && n < len(s) && s[n]&0xc0 == 0x80 {
		n++
	}
	return n
}

// scanString lexes a string literal, finding its end and the source
// ranges of its interpolations. Interpolated expressions are tokenized
// with the normal lexer so that nested strings and parentheses inside
// $( ... ) are handled exactly as the parser will see them.
func (lx *lexer) scanString(t token) token {
	src := lx.src
	start := lx.pos
	raw := lx.lastKind == tIdent && lx.lastEnd == start && !isKeyword(lx.lastText)
	sl := &strLit{raw: raw}
	i := start + 1
	if strings.HasPrefix(src[i:], `""`) {
		sl.triple = true
		i += 2
	}
	segStart := i
	for {
		if i >= len(src) {
			lx.errEOF(start, "unterminated string literal")
		}
		c := src[i]
		switch {
		case c == '"':
			if !sl.triple {
				sl.segs = append(sl.segs, strSeg{start: int32(segStart), end: int32(i)})
				lx.pos = i + 1
				goto done
			}
			if strings.HasPrefix(src[i:], `"""`) {
				sl.segs = append(sl.segs, strSeg{start: int32(segStart), end: int32(i)})
				lx.pos = i + 3
				goto done
			}
			i++
		case c == '\\':
			if raw {
				if i+1 < len(src) && (src[i+1] == '"' || src[i+1] == '\\') {
					i += 2
				} else {
					i++
				}
			} else {
				i += 2
			}
		case c == '$' && !raw:
			sl.segs = append(sl.segs, strSeg{start: int32(segStart), end: int32(i)})
			i++
			if i < len(src) && src[i] == '(' {
				lx.strDepth++
				if lx.strDepth > maxDepth {
					lx.errAt(i, "expression too deeply nested")
				}
				lx.pos = i + 1
				lx.lastKind = tLParen
				lx.lastEnd = i + 1
				depth := 1
				for {
					tk := lx.next()
					switch tk.kind {
					case tEOF:
						lx.errEOF(start, "unterminated string literal")
					case tLParen:
						depth++
					case tRParen:
						depth--
					}
					if depth == 0 {
						sl.segs = append(sl.segs, strSeg{interp: true, paren: true, start: int32(i + 1), end: tk.off})
						i = int(tk.end)
						break
					}
				}
				lx.strDepth--
			} else {
				r, n := utf8.DecodeRuneInString(src[i:])
				if i >= len(src) || !(isIdentStart(r) && !opStart[r]) {
					what := "end of input"
					if i < len(src) {
						what = string(r)
					}
					lx.errAt(i-1, "invalid interpolation syntax: \"$%s\"", what)
				}
				j := i + n
				for j < len(src) {
					r, n := utf8.DecodeRuneInString(src[j:])
					if r == '!' && j+1 < len(src) && src[j+1] == '=' {
						break
					}
					if !isIdentCont(r) || (r >= 0x80 && opStart[r] && !unicode.IsLetter(r)) {
						break
					}
					j += n
				}
				// "Hello, $name!": a trailing ! ends the string text, not
				// the name (as JuliaSyntax parses it).
				for j > i+1 && src[j-1] == '!' {
					j--
				}
				if j < len(src) && src[j] != '!' {
					r, _ := utf8.DecodeRuneInString(src[j:])
					if !(r < 0x80 && isOpByte(byte(r))) && !opStart[normRune(r)] && isIdentCont(r) {
						lx.errAt(i-1, "interpolated variable $%s ends with invalid character %q; use \"$(%s)\" instead", src[i:j], r, src[i:j])
					}
				}
				sl.segs = append(sl.segs, strSeg{interp: true, start: int32(i), end: int32(j)})
				i = j
			}
			segStart = i
		default:
			i++
		}
	}
done:
	t.kind = tString
	t.str = sl
	t.end = int32(lx.pos)
	t.text = src[start:lx.pos]
	return t
}

// isKeyword reports the reserved words of Julia that cannot be
// identifiers.
func isKeyword(s string) bool {
	switch s {
	case "begin", "while", "if", "for", "try", "return", "break", "continue",
		"function", "macro", "quote", "let", "local", "global", "const", "do",
		"struct", "module", "baremodule", "using", "import", "export", "end",
		"else", "elseif", "catch", "finally", "true", "false":
		return true
	}
	return false
}

// unescape processes the backslash escapes of a Julia string or character
// literal. It returns a non-empty message on a bad escape.
func unescape(s string) (string, string) {
	if strings.IndexByte(s, '\\') < 0 {
		return s, ""
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		c := s[i]
		if c != '\\' {
			b.WriteByte(c)
			i++
			continue
		}
		i++
		if i >= len(s) {
			return "", `invalid escape sequence "\"`
		}
		c = s[i]
		i++
		switch c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case 'e':
			b.WriteByte(0x1b)
		case '\\', '"', '\'', '$', '`':
			b.WriteByte(c)
		case '\n':
			// line continuation: the newline and the next line's
			// indentation are dropped
			for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
				i++
			}
		case 'x':
			v, n := hexPrefix(s[i:], 2)
			if n == 0 {
				return "", `invalid escape sequence "\x"`
			}
			i += n
			b.WriteByte(byte(v))
		case 'u', 'U':
			max := 4
			if c == 'U' {
				max = 8
			}
			v, n := hexPrefix(s[i:], max)
			if n == 0 || v > 0x10ffff {
				return "", sprintf(`invalid escape sequence "\%c%s"`, c, s[i:i+n])
			}
			i += n
			writeCodepoint(&b, rune(v))
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := uint32(c - '0')
			n := 1
			for n < 3 && i < len(s) && s[i] >= '0' && s[i] <= '7' {
				v = v*8 + uint32(s[i]-'0')
				i++
				n++
			}
			if v > 0xff {
				return "", "octal escape sequence out of range"
			}
			b.WriteByte(byte(v))
		default:
			r, _ := utf8.DecodeRuneInString(s[i-1:])
			return "", sprintf(`invalid escape sequence "\%c"`, r)
		}
	}
	return b.String(), ""
}

func hexPrefix(s string, max int) (uint32, int) {
	var v uint32
	n := 0
	for n < max && n < len(s) {
		c := s[n]
		var d byte
		switch {
		case c >= '0' && c <= '9':
			d = c - '0'
		case c >= 'a' && c <= 'f':
			d = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			d = c - 'A' + 10
		default:
			return v, n
		}
		v = v*16 + uint32(d)
		n++
	}
	return v, n
}

// writeCodepoint encodes r as UTF-8, including surrogate halves, which
// Julia strings may hold (Go's encoder would replace them).
func writeCodepoint(b *strings.Builder, r rune) {
	if r >= 0xd800 && r <= 0xdfff {
		b.WriteByte(byte(0xe0 | r>>12))
		b.WriteByte(byte(0x80 | (r>>6)&0x3f))
		b.WriteByte(byte(0x80 | r&0x3f))
		return
	}
	b.WriteRune(r)
}

// scanCmd lexes a command literal `...` or ```...```. Its text is raw: the
// parser passes it to @cmd as Julia does, with only \` unescaped.
func (lx *lexer) scanCmd(t token) token {
	src := lx.src
	start := lx.pos
	sl := &strLit{raw: true}
	i := start + 1
	if strings.HasPrefix(src[i:], "``") {
		sl.triple = true
		i += 2
	}
	segStart := i
	for {
		if i >= len(src) {
			lx.errEOF(start, "unterminated command literal")
		}
		switch c := src[i]; {
		case c == '\\':
			i += 2
		case c == '`' && (!sl.triple || strings.HasPrefix(src[i:], "```")):
			sl.segs = append(sl.segs, strSeg{start: int32(segStart), end: int32(i)})
			if sl.triple {
				i += 3
			} else {
				i++
			}
			lx.pos = i
			t.kind = tCmd
			t.str = sl
			t.end = int32(i)
			t.text = src[start:i]
			return t
		default:
			i++
		}
	}
}

// Unescape processes the backslash escapes of a Julia string literal (as
// Base.unescape_string does, "\xff" giving the byte 0xff); ok is false on
// a bad escape. The string macros that take their text raw (b"...") use it.
func Unescape(s string) (string, bool) {
	r, msg := unescape(s)
	return r, msg == ""
}
