// Package mutate makes token-level mutants of Julia programs and classifies
// how a run of one ended. It is the library behind cmd/kiln-mutate, the
// mutation campaign over the golden programs of testdata/: the tokenizer
// here is deliberately loose (it only has to split the golden programs into
// pieces that can be moved around and put back), not a Julia lexer.
package mutate

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind classifies a token.
type Kind uint8

// Token kinds.
const (
	Ident Kind = iota
	Keyword
	Number
	String // "…", """…""", `…`
	Char   // 'c'
	Op     // operators, including . and @
	Punct  // ( ) [ ] { } , ;
	Raw    // inserted text (a snippet of several tokens)
)

// Token is one token with the blanks and comments that precede it, so that
// concatenating Pre+Text over a token list gives back the source.
type Token struct {
	Kind Kind
	Text string
	Pre  string
}

var keywords = map[string]bool{
	"baremodule": true, "begin": true, "break": true, "catch": true, "const": true,
	"continue": true, "do": true, "else": true, "elseif": true, "end": true,
	"export": true, "false": true, "finally": true, "for": true, "function": true,
	"global": true, "if": true, "import": true, "let": true, "local": true,
	"macro": true, "module": true, "quote": true, "return": true, "struct": true,
	"true": true, "try": true, "using": true, "while": true, "mutable": true,
	"abstract": true, "primitive": true, "type": true, "where": true, "in": true, "isa": true,
}

// ops lists the ASCII operators, longest first within each leading byte
// (the scanner takes the longest match).
var ops = []string{
	".>>>=", ">>>=", "...", ".>>>", ">>>", "===", "!==", "<<=", ">>=", ".+=", ".-=", ".*=", "./=", ".^=",
	".==", ".!=", ".<=", ".>=", ".&&", ".||", "->", "=>", "==", "!=", "<=", ">=", "&&", "||",
	"::", "+=", "-=", "*=", "/=", "^=", "%=", "|=", "&=", "|>", "<|", "<:", ">:", "//", "<<", ">>",
	".+", ".-", ".*", "./", ".^", ".<", ".>", ".=", ".!", ".%", ".&", ".|", "..",
	"+", "-", "*", "/", "\\", "^", "%", "<", ">", "=", "!", "&", "|", "~", ":", "$", ".", "?", "@",
}

// Tokenize splits src into tokens. Text the scanner does not know becomes
// one-rune Op tokens, so Join(Tokenize(src)) == src always holds.
func Tokenize(src string) []Token {
	var toks []Token
	i := 0
	pre := 0 // start of the pending blanks and comments
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
			continue
		case strings.HasPrefix(src[i:], "#="):
			i = skipBlockComment(src, i)
			continue
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		}
		start := i
		kind := Op
		switch {
		case c == '"' || c == '`':
			kind = String
			i = scanString(src, i)
		case c == '\'' && !transposes(toks, start > pre):
			kind = Char
			i = scanChar(src, i)
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			kind = Number
			i = scanNumber(src, i)
		case strings.IndexByte("()[]{},;", c) >= 0:
			kind = Punct
			i++
		default:
			r, n := utf8.DecodeRuneInString(src[i:])
			if r == '_' || unicode.IsLetter(r) {
				i += n
				for i < len(src) {
					r, n := utf8.DecodeRuneInString(src[i:])
					if r != '_' && r != '!' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
						break
					}
					i += n
				}
				kind = Ident
				if keywords[src[start:i]] {
					kind = Keyword
				}
			} else {
				i += n
				for _, op := range ops {
					if strings.HasPrefix(src[start:], op) {
						i = start + len(op)
						break
					}
				}
			}
		}
		toks = append(toks, Token{Kind: kind, Text: src[start:i], Pre: src[pre:start]})
		pre = i
	}
	if pre < len(src) {
		// Trailing blanks ride on an empty token so that nothing is lost.
		toks = append(toks, Token{Kind: Raw, Pre: src[pre:]})
	}
	return toks
}

// Join concatenates the tokens back into source text.
func Join(toks []Token) string {
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.Pre)
		b.WriteString(t.Text)
	}
	return b.String()
}

// transposes reports whether a quote after the previous token is Julia's
// postfix adjoint rather than a character literal.
func transposes(toks []Token, spaced bool) bool {
	if len(toks) == 0 || spaced {
		return false
	}
	p := toks[len(toks)-1]
	switch p.Kind {
	case Ident, Number, Char, String:
		return true
	case Punct:
		return p.Text == ")" || p.Text == "]" || p.Text == "}"
	case Op:
		return p.Text == "'"
	}
	return false
}

func skipBlockComment(src string, i int) int {
	depth := 0
	for i < len(src) {
		switch {
		case strings.HasPrefix(src[i:], "#="):
			depth++
			i += 2
		case strings.HasPrefix(src[i:], "=#"):
			depth--
			i += 2
			if depth == 0 {
				return i
			}
		default:
			i++
		}
	}
	return i
}

// scanString scans a string or command literal (single or triple quoted)
// starting at src[i], with its escapes and $(…) interpolations, which may
// hold nested strings.
func scanString(src string, i int) int {
	q := src[i : i+1]
	if strings.HasPrefix(src[i:], q+q+q) {
		q = q + q + q
	}
	i += len(q)
	for i < len(src) {
		switch {
		case src[i] == '\\':
			i += 2
		case strings.HasPrefix(src[i:], "$("):
			i = scanInterp(src, i+2)
		case strings.HasPrefix(src[i:], q):
			return i + len(q)
		default:
			i++
		}
	}
	return len(src)
}

// scanInterp skips an interpolated expression up to its closing paren.
func scanInterp(src string, i int) int {
	depth := 1
	for i < len(src) {
		switch src[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i + 1
			}
		case '"':
			i = scanString(src, i)
			continue
		}
		i++
	}
	return len(src)
}

func scanChar(src string, i int) int {
	i++
	for i < len(src) && src[i] != '\n' {
		switch src[i] {
		case '\\':
			i += 2
			continue
		case '\'':
			return i + 1
		}
		i++
	}
	return i
}

func scanNumber(src string, i int) int {
	if strings.HasPrefix(src[i:], "0x") || strings.HasPrefix(src[i:], "0b") || strings.HasPrefix(src[i:], "0o") {
		i += 2
		for i < len(src) && (isHex(src[i]) || src[i] == '_') {
			i++
		}
		return i
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c >= '0' && c <= '9' || c == '_':
			i++
		case c == '.' && i+1 < len(src) && src[i+1] != '.' && !isOpStart(src[i+1]):
			i++
		case (c == 'e' || c == 'E' || c == 'f') && i+1 < len(src) && (src[i+1] >= '0' && src[i+1] <= '9' || (src[i+1] == '-' || src[i+1] == '+') && i+2 < len(src) && src[i+2] >= '0' && src[i+2] <= '9'):
			i += 2
		default:
			return i
		}
	}
	return i
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// isOpStart tells 1.+x (a broadcast) from 1.5.
func isOpStart(c byte) bool { return strings.IndexByte("+-*/^<>=!&|%\\", c) >= 0 }
