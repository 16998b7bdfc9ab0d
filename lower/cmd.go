package lower

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
)

// shellSpecial are the characters a command literal must quote (Julia's
// base/shell.jl shell_special).
const shellSpecial = "#{}()[]<>|&*?~;"

// cmdPart is one piece of a command word: literal text, or an
// interpolated expression ($x, $(expr)).
type cmdPart struct {
	text string
	expr syntax.Node
}

// shellParse splits the text of a command literal into words as Julia's
// shell_parse does (base/shell.jl): words are separated by unquoted
// whitespace; 'single quotes' keep everything; "double quotes" keep
// everything but \", \$ and \\ escapes and $ interpolation; outside quotes
// a backslash escapes the next character and a backslash before a newline
// continues the line. An unquoted character of shellSpecial is an error.
// Each word is a list of parts; an empty quoted word is one empty part.
// pos is the position of the literal's first character, for the positions
// of interpolated expressions and for errors.
func shellParse(raw string, pos syntax.Pos) [][]cmdPart {
	s := rstripShell(strings.TrimLeftFunc(raw, unicode.IsSpace))
	lead := len(raw) - len(strings.TrimLeftFunc(raw, unicode.IsSpace))
	var words [][]cmdPart
	if s == "" {
		return words
	}
	var word []cmdPart
	var text strings.Builder
	inSingle, inDouble := false, false
	flushText := func() {
		if text.Len() > 0 {
			word = append(word, cmdPart{text: text.String()})
			text.Reset()
		}
	}
	endWord := func() {
		flushText()
		if len(word) == 0 {
			word = []cmdPart{{}}
		}
		words = append(words, word)
		word = nil
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case !inSingle && !inDouble && unicode.IsSpace(r):
			endWord()
			i += n
			for i < len(s) {
				r, n := utf8.DecodeRuneInString(s[i:])
				if !unicode.IsSpace(r) {
					break
				}
				i += n
			}
			continue
		case !inSingle && r == '$':
			flushText()
			i++
			if i >= len(s) {
				fail(pos, "parsing command `%s`: $ right before end of command", raw)
			}
			c, _ := utf8.DecodeRuneInString(s[i:])
			if unicode.IsSpace(c) {
				fail(pos, "parsing command `%s`: space not allowed right after $", raw)
			}
			end := cmdAtomEnd(s, i)
			if end < 0 {
				fail(pos, "parsing command `%s`: invalid interpolation syntax after $", raw)
			}
			word = append(word, cmdPart{expr: parseCmdAtom(raw, s[i:end], pos, lead+i)})
			i = end
			continue
		case !inDouble && r == '\'':
			flushText()
			inSingle = !inSingle
			if !inSingle && len(word) == 0 {
				// '' is an empty word when nothing else joins it
				word = append(word, cmdPart{})
			}
		case !inSingle && r == '"':
			flushText()
			inDouble = !inDouble
			if !inDouble && len(word) == 0 {
				word = append(word, cmdPart{})
			}
		case !inSingle && r == '\\':
			if i+1 < len(s) && (s[i+1] == '\n' || s[i+1] == '\r') {
				i++
				if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
					i++
				}
				i++
				for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
					i++
				}
				continue
			}
			if inDouble {
				if i+1 >= len(s) {
					fail(pos, "parsing command `%s`: unterminated double quote", raw)
				}
				if c := s[i+1]; c == '"' || c == '$' || c == '\\' {
					text.WriteByte(c)
					i += 2
					continue
				}
				text.WriteByte('\\')
			} else {
				if i+1 >= len(s) {
					fail(pos, "parsing command `%s`: dangling backslash", raw)
				}
				_, m := utf8.DecodeRuneInString(s[i+1:])
				text.WriteString(s[i+1 : i+1+m])
				i += 1 + m
				continue
			}
		case !inSingle && !inDouble && strings.ContainsRune(shellSpecial, r):
			fail(pos, "parsing command `%s`: special characters \"%s\" must be quoted in commands", raw, shellSpecial)
		default:
			text.WriteString(s[i : i+n])
		}
		i += n
	}
	if inSingle {
		fail(pos, "parsing command `%s`: unterminated single quote", raw)
	}
	if inDouble {
		fail(pos, "parsing command `%s`: unterminated double quote", raw)
	}
	endWord()
	return words
}

// rstripShell strips trailing whitespace but keeps an escaped final space
// ("a\ " keeps "a\ "), as Julia's rstrip_shell.
func rstripShell(s string) string {
	t := strings.TrimRightFunc(s, unicode.IsSpace)
	if len(t) < len(s) && strings.HasSuffix(t, "\\") && s[len(t)] == ' ' {
		return s[:len(t)+1]
	}
	return t
}

// cmdAtomEnd returns the end of the atom that starts at s[i] after a $:
// a name, a parenthesized expression, a vector literal or a string
// literal (what Julia's Meta.parseatom reads there); -1 if there is none.
func cmdAtomEnd(s string, i int) int {
	r, n := utf8.DecodeRuneInString(s[i:])
	switch {
	case r == '(' || r == '[':
		// $(expr), $[a, b]: to the matching bracket
		depth := 0
		for j := i; j < len(s); j++ {
			switch s[j] {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth--
				if depth == 0 {
					return j + 1
				}
			case '"':
				j = skipQuoted(s, j, '"')
			case '\'':
				// a Char literal ('x', '\n'); a transpose ' is left alone
				if k := skipQuoted(s, j, '\''); k-j <= 12 {
					j = k
				}
			}
		}
		return -1
	case r == '"':
		k := skipQuoted(s, i, '"')
		if k >= len(s) {
			return -1
		}
		return k + 1
	case r == '_' || unicode.IsLetter(r) || r > 0x7f && !unicode.IsSpace(r) && !strings.ContainsRune(shellSpecial, r):
		j := i + n
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !(r == '_' || r == '!' || unicode.IsLetter(r) || unicode.IsDigit(r) || r > 0x7f && unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.No, unicode.Pc, unicode.Sk, unicode.So, unicode.Sm)) {
				break
			}
			j += n
		}
		return j
	}
	return -1
}

// skipQuoted returns the index of the quote that closes the literal
// opened at s[i] (len(s) if none), skipping backslash escapes.
func skipQuoted(s string, i int, q byte) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case q:
			return j
		}
	}
	return len(s)
}

// parseCmdAtom parses an interpolated atom of a command literal, placed
// at its line and column in the source so that errors and positions
// inside it point into the literal.
func parseCmdAtom(raw, atom string, pos syntax.Pos, off int) syntax.Node {
	line, col := pos.Line, pos.Col+1
	if off > len(raw) {
		off = len(raw)
	}
	for _, c := range raw[:off] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	if line < 1 {
		line = 1
	}
	if col < 1 {
		col = 1
	}
	src := strings.Repeat("\n", int(line-1)) + strings.Repeat(" ", int(col-1)) + atom
	top, err := syntax.ParseFile(pos.File, src)
	if err != nil {
		if se, ok := err.(*syntax.Error); ok {
			fail(se.Pos, "%s", se.Msg)
		}
		fail(pos, "parsing command `%s`: %v", raw, err)
	}
	if len(top.Args) != 1 {
		fail(pos, "parsing command `%s`: invalid interpolation $%s", raw, atom)
	}
	return top.Args[0]
}

// cmdLiteralWords returns the words of the command literal e (a @cmd
// macro call).
func cmdLiteralWords(e *syntax.Expr) [][]cmdPart {
	var lit *syntax.Literal
	for _, a := range e.Args[1:] {
		if l, ok := a.(*syntax.Literal); ok && l.Kind == syntax.LitString {
			lit = l
		}
	}
	raw, ok := "", false
	if lit != nil {
		raw, ok = lit.Value.(string)
	}
	if !ok {
		fail(e.P, "a command literal takes a string")
	}
	return shellParse(raw, lit.P)
}

// commandWords returns the words of the command literal e, parsed once.
func (r *resolver) commandWords(e *syntax.Expr) [][]cmdPart {
	if w, ok := r.cmdWords[e]; ok {
		return w
	}
	w := cmdLiteralWords(e)
	r.cmdWords[e] = w
	return w
}

// cmdLiteral lowers a command literal `…` (Julia's Core.@cmd): the words
// of shellParse become Base.cmd_gen(((part, …), …)), which builds the Cmd
// at run time (splicing interpolated collections as Julia's arg_gen).
func (b *builder) cmdLiteral(e *syntax.Expr) *ir.Value {
	pos := e.P
	words := b.r.commandWords(e)
	outer := &syntax.Expr{Head: syntax.HeadTuple, P: pos}
	for _, w := range words {
		inner := &syntax.Expr{Head: syntax.HeadTuple, P: pos}
		for _, p := range w {
			if p.expr != nil {
				inner.Args = append(inner.Args, p.expr)
			} else {
				inner.Args = append(inner.Args, &syntax.Literal{Kind: syntax.LitString, Value: p.text, P: pos})
			}
		}
		outer.Args = append(outer.Args, inner)
	}
	return b.baseCall(pos, "cmd_gen", b.val(outer))
}
