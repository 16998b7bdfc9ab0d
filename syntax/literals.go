package syntax

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// number converts a numeric token to a literal, with Julia's types:
// decimal integers are Int64, Int128 or BigInt by magnitude; hex, octal and
// binary integers are unsigned, sized by their digit count; floats are
// Float64, or Float32 with an `f` exponent.
func (p *parser) number(t *token) *Literal {
	pos := p.posOf(t)
	text := t.text
	if strings.IndexByte(text, '_') >= 0 {
		text = strings.ReplaceAll(text, "_", "")
	}
	if len(text) > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'o' || text[1] == 'b') {
		if text[1] == 'x' && strings.ContainsAny(text, ".pP") {
			f, err := strconv.ParseFloat(text, 64)
			if err != nil && (math.IsInf(f, 0) || f == 0 && !isZeroMantissa(text)) {
				p.errTok(t, "overflow in floating point literal %q", t.text)
			}
			return &Literal{Kind: LitFloat64, Value: f, P: pos}
		}
		return unsignedLit(text, pos)
	}
	if strings.ContainsAny(text, ".eEf") {
		bits := 64
		if i := strings.IndexByte(text, 'f'); i >= 0 {
			bits = 32
			text = text[:i] + "e" + text[i+1:]
		}
		text = strings.ReplaceAll(text, "−", "-")
		f, err := strconv.ParseFloat(text, bits)
		if err != nil && math.IsInf(f, 0) {
			p.errTok(t, "overflow in floating point literal %q", t.text)
		}
		if bits == 32 {
			return &Literal{Kind: LitFloat32, Value: float32(f), P: pos}
		}
		return &Literal{Kind: LitFloat64, Value: f, P: pos}
	}
	if v, err := strconv.ParseInt(text, 10, 64); err == nil {
		return &Literal{Kind: LitInt64, Value: v, P: pos}
	}
	b, ok := new(big.Int).SetString(text, 10)
	if !ok {
		p.errTok(t, "invalid numeric constant %q", t.text)
	}
	return signedBig(b, pos)
}

func isZeroMantissa(text string) bool {
	m := strings.ToLower(text)
	if i := strings.IndexByte(m, 'p'); i >= 0 {
		m = m[:i]
	}
	return strings.Trim(m[2:], "0.") == ""
}

var (
	minInt128 = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), 127))
	maxInt128 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 127), big.NewInt(1))
)

// signedBig classifies a decimal integer value: Int64, Int128 or BigInt.
func signedBig(b *big.Int, pos Pos) *Literal {
	if b.IsInt64() {
		return &Literal{Kind: LitInt64, Value: b.Int64(), P: pos}
	}
	if b.Cmp(minInt128) >= 0 && b.Cmp(maxInt128) <= 0 {
		return &Literal{Kind: LitInt128, Value: b, P: pos}
	}
	return &Literal{Kind: LitBigInt, Value: b, P: pos}
}

// unsignedLit converts a 0x/0o/0b literal (underscores removed). The type
// is the smallest unsigned type holding as many bits as the literal could
// have with its digit count (a leading digit 0 counts as 1), as in Julia.
func unsignedLit(text string, pos Pos) *Literal {
	base := 16
	bitsPerDigit := 4
	switch text[1] {
	case 'o':
		base, bitsPerDigit = 8, 3
	case 'b':
		base, bitsPerDigit = 2, 1
	}
	digits := text[2:]
	v, _ := new(big.Int).SetString(digits, base)
	var bits int
	if digits[0] == '0' {
		bits = bitsPerDigit*(len(digits)-1) + 1
	} else {
		bits = v.BitLen()
	}
	var kind LitKind
	switch {
	case bits <= 8:
		kind = LitUInt8
	case bits <= 16:
		kind = LitUInt16
	case bits <= 32:
		kind = LitUInt32
	case bits <= 64:
		kind = LitUInt64
	case bits <= 128:
		return &Literal{Kind: LitUInt128, Value: v, P: pos}
	default:
		return &Literal{Kind: LitBigInt, Value: v, P: pos}
	}
	return &Literal{Kind: kind, Value: v.Uint64(), P: pos}
}

// negateLiteral folds a unary minus (or plus) into a decimal integer or a
// float literal, as Julia's parser does for -2 and -2.5. Unsigned literals
// are not folded.
func negateLiteral(l *Literal, minus bool) (*Literal, bool) {
	switch l.Kind {
	case LitInt64, LitInt128, LitBigInt:
		if !minus {
			return l, true
		}
		b, _ := l.BigInt()
		return signedBig(new(big.Int).Neg(b), l.P), true
	case LitFloat64:
		if minus {
			return &Literal{Kind: LitFloat64, Value: -l.Value.(float64), P: l.P}, true
		}
		return l, true
	case LitFloat32:
		if minus {
			return &Literal{Kind: LitFloat32, Value: -l.Value.(float32), P: l.P}, true
		}
		return l, true
	}
	return nil, false
}

// strPiece is a segment of a string literal during processing.
type strPiece struct {
	text   string // raw text (literal pieces)
	interp bool
	seg    strSeg
}

// stringLit converts a string token: escapes processed (or raw-string rules
// for prefixed strings), triple-quoted strings dedented, interpolations
// parsed. A string without interpolation is a Literal, one with
// interpolation is (string parts...).
func (p *parser) stringLit(t *token) Node {
	sl := t.str
	pos := p.posOf(t)
	pieces := make([]strPiece, 0, len(sl.segs))
	for _, s := range sl.segs {
		if s.interp {
			pieces = append(pieces, strPiece{interp: true, seg: s})
		} else {
			txt := p.src[s.start:s.end]
			if strings.IndexByte(txt, '\r') >= 0 {
				txt = strings.ReplaceAll(txt, "\r\n", "\n")
			}
			pieces = append(pieces, strPiece{text: txt, seg: s})
		}
	}
	if sl.triple {
		dedent(pieces)
	}
	if len(pieces) == 1 && !pieces[0].interp {
		return &Literal{Kind: LitString, Value: p.unescapePiece(&pieces[0], sl.raw), P: pos}
	}
	out := mkExpr(HeadString, pos)
	var pending strings.Builder
	havePending := false
	var pendingPos Pos
	flush := func() {
		if havePending && pending.Len() > 0 {
			out.Args = append(out.Args, &Literal{Kind: LitString, Value: pending.String(), P: pendingPos})
		}
		pending.Reset()
		havePending = false
	}
	for i := range pieces {
		pc := &pieces[i]
		if !pc.interp {
			s := p.unescapePiece(pc, sl.raw)
			if !havePending {
				pendingPos = p.lx.posAt(int(pc.seg.start))
				if i == 0 {
					pendingPos = pos
				}
				havePending = true
			}
			pending.WriteString(s)
			continue
		}
		flush()
		out.Args = append(out.Args, p.parseInterp(pc.seg))
	}
	flush()
	return out
}

func (p *parser) unescapePiece(pc *strPiece, raw bool) string {
	if raw {
		return rawUnescape(pc.text)
	}
	s, msg := unescape(pc.text)
	if msg != "" {
		// find the offending backslash for the position
		off := int(pc.seg.start)
		if i := strings.IndexByte(p.src[pc.seg.start:pc.seg.end], '\\'); i >= 0 {
			off += i
		}
		p.errAt(p.lx.posAt(off), "%s", msg)
	}
	return s
}

// parseInterp parses an interpolation inside a string: $name or $(expr).
func (p *parser) parseInterp(s strSeg) Node {
	if !s.paren {
		name := p.src[s.start:s.end]
		pos := p.lx.posAt(int(s.start))
		switch name {
		case "true", "false":
			return &Literal{Kind: LitBool, Value: name == "true", P: pos}
		}
		if !isASCII(name) {
			name = normalizeIdent(name)
		}
		return &Ident{Name: name, P: pos}
	}
	sub := &parser{lx: p.lx.sub(int(s.start)), src: p.src, file: p.file, depth: p.depth}
	sub.advance()
	sub.normalCtx()
	sub.openers = append(sub.openers, p.openers...)
	t := sub.peek()
	if int(t.off) >= int(s.end) {
		p.errAt(p.lx.posAt(int(s.start)-2), `invalid interpolation syntax: "$()"`)
	}
	ex := sub.parseEqStar()
	t = sub.peek()
	if t.kind != tRParen || int(t.off) != int(s.end) {
		sub.errTok(t, `invalid interpolation syntax: unexpected %s`, describe(t))
	}
	return ex
}

// dedent applies Julia's triple-quoted string rules: a newline right after
// the opening quotes is dropped, and the longest common indentation of the
// lines (ignoring whitespace-only lines except the last one) is removed.
func dedent(pieces []strPiece) {
	type lineStart struct {
		piece, off int
		ws         string
		counts     bool
	}
	var starts []lineStart
	if len(pieces) > 0 && !pieces[0].interp && strings.HasPrefix(pieces[0].text, "\n") {
		pieces[0].text = pieces[0].text[1:]
		pieces[0].seg.start++
		starts = append(starts, lineStart{piece: 0, off: 0})
	}
	for i := range pieces {
		if pieces[i].interp {
			continue
		}
		txt := pieces[i].text
		for j := 0; j < len(txt); j++ {
			if txt[j] == '\n' {
				starts = append(starts, lineStart{piece: i, off: j + 1})
			}
		}
	}
	if len(starts) == 0 {
		return
	}
	prefix := ""
	havePrefix := false
	for k := range starts {
		ls := &starts[k]
		txt := pieces[ls.piece].text
		e := ls.off
		for e < len(txt) && (txt[e] == ' ' || txt[e] == '\t') {
			e++
		}
		ls.ws = txt[ls.off:e]
		switch {
		case e < len(txt):
			ls.counts = txt[e] != '\n'
		default:
			// end of the piece: the closing line, or a line continuing
			// with an interpolation
			ls.counts = true
		}
		if !ls.counts {
			continue
		}
		if !havePrefix {
			prefix, havePrefix = ls.ws, true
			continue
		}
		n := 0
		for n < len(prefix) && n < len(ls.ws) && prefix[n] == ls.ws[n] {
			n++
		}
		prefix = prefix[:n]
	}
	if prefix == "" {
		return
	}
	// remove the indentation, last start first so offsets stay valid
	for k := len(starts) - 1; k >= 0; k-- {
		ls := &starts[k]
		n := 0
		for n < len(prefix) && n < len(ls.ws) && prefix[n] == ls.ws[n] {
			n++
		}
		if n == 0 {
			continue
		}
		pc := &pieces[ls.piece]
		pc.text = pc.text[:ls.off] + pc.text[ls.off+n:]
	}
}

// rawUnescape applies the raw-string rule: backslashes are literal except
// that a run of backslashes before a quote (or the end of the string) is
// halved.
func rawUnescape(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] == '\\' {
			j++
		}
		n := j - i
		if j == len(s) || s[j] == '"' {
			n /= 2
		}
		for k := 0; k < n; k++ {
			b.WriteByte('\\')
		}
		i = j
	}
	return b.String()
}

// cmdLit is the text of a command literal: raw, dedented when triple
// quoted, with \` standing for a backtick.
func (p *parser) cmdLit(t *token) Node {
	s := t.str.segs[0]
	pieces := []strPiece{{text: strings.ReplaceAll(p.src[s.start:s.end], "\r\n", "\n"), seg: s}}
	if t.str.triple {
		dedent(pieces)
	}
	return &Literal{Kind: LitString, Value: strings.ReplaceAll(pieces[0].text, "\\`", "`"), P: p.posOf(t)}
}
