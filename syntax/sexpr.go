package syntax

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sexpr renders a tree on one line in the style of Julia's Meta.show_sexpr,
// compacted: (call + a 1), (. a (quote b)), (block x y). Identifiers are
// bare, literals are written as Julia shows them ("s", 'c', 1.0, 1.0f0,
// 0x01), QuoteNodes as (quote x).
func Sexpr(n Node) string {
	var b strings.Builder
	writeSexpr(&b, n)
	return b.String()
}

func writeSexpr(b *strings.Builder, n Node) {
	switch x := n.(type) {
	case nil:
		b.WriteString("<nil>")
	case *Expr:
		if x == nil {
			b.WriteString("<nil>")
			return
		}
		b.WriteByte('(')
		b.WriteString(string(x.Head))
		for _, a := range x.Args {
			b.WriteByte(' ')
			writeSexpr(b, a)
		}
		b.WriteByte(')')
	case *Ident:
		b.WriteString(x.Name)
	case *QuoteNode:
		b.WriteString("(quote ")
		writeSexpr(b, x.Value)
		b.WriteByte(')')
	case *Literal:
		b.WriteString(LiteralString(x))
	default:
		b.WriteString("<?>")
	}
}

// LiteralString renders a literal as Julia's show would.
func LiteralString(l *Literal) string {
	switch l.Kind {
	case LitInt64:
		return strconv.FormatInt(l.Value.(int64), 10)
	case LitInt128, LitBigInt:
		return l.Value.(*big.Int).String()
	case LitUInt8:
		return hexLit(l.Value.(uint64), 2)
	case LitUInt16:
		return hexLit(l.Value.(uint64), 4)
	case LitUInt32:
		return hexLit(l.Value.(uint64), 8)
	case LitUInt64:
		return hexLit(l.Value.(uint64), 16)
	case LitUInt128:
		s := l.Value.(*big.Int).Text(16)
		return "0x" + strings.Repeat("0", 32-len(s)) + s
	case LitFloat64:
		return formatFloat(l.Value.(float64), 64)
	case LitFloat32:
		return formatFloat(float64(l.Value.(float32)), 32)
	case LitBool:
		if l.Value.(bool) {
			return "true"
		}
		return "false"
	case LitChar:
		if m, ok := l.Value.(MalformedChar); ok {
			var sb strings.Builder
			sb.WriteByte('\'')
			for k := 0; k < 4; k++ {
				if b := byte(uint32(m) >> (24 - 8*k)); b != 0 || k == 0 {
					sb.WriteString(`\x`)
					sb.WriteByte("0123456789abcdef"[b>>4])
					sb.WriteByte("0123456789abcdef"[b&15])
				}
			}
			sb.WriteByte('\'')
			return sb.String()
		}
		r := l.Value.(rune)
		if r == '\'' {
			return `'\''`
		}
		return "'" + escapeString(string(r), '\'') + "'"
	case LitString:
		return `"` + escapeString(l.Value.(string), '"') + `"`
	}
	return "<?>"
}

func hexLit(v uint64, width int) string {
	s := strconv.FormatUint(v, 16)
	if len(s) < width {
		s = strings.Repeat("0", width-len(s)) + s
	}
	return "0x" + s
}

// formatFloat writes a float as Julia shows it: the shortest digits that
// round-trip, in fixed notation when the decimal exponent is in [-4, 5]
// (0.0001, 100000.0) and scientific otherwise (1.0e-5, 1.0e6), Float32 with
// an f exponent (1.0f0, 1.0f6).
func formatFloat(f float64, bits int) string {
	switch {
	case math.IsNaN(f):
		if bits == 32 {
			return "NaN32"
		}
		return "NaN"
	case math.IsInf(f, 1):
		if bits == 32 {
			return "Inf32"
		}
		return "Inf"
	case math.IsInf(f, -1):
		if bits == 32 {
			return "-Inf32"
		}
		return "-Inf"
	}
	neg := math.Signbit(f)
	if neg {
		f = -f
	}
	s := strconv.FormatFloat(f, 'e', -1, bits) // d.ddde±XX
	mant, expS, _ := strings.Cut(s, "e")
	exp, _ := strconv.Atoi(expS)
	digits := strings.Replace(mant, ".", "", 1)
	var out string
	if f == 0 || (exp >= -4 && exp < 6) {
		// fixed notation
		switch {
		case f == 0:
			out = "0.0"
		case exp < 0:
			out = "0." + strings.Repeat("0", -exp-1) + digits
		case len(digits) > exp+1:
			out = digits[:exp+1] + "." + digits[exp+1:]
		default:
			out = digits + strings.Repeat("0", exp+1-len(digits)) + ".0"
		}
		if bits == 32 {
			out += "f0"
		}
	} else {
		m := digits[:1] + "."
		if len(digits) > 1 {
			m += digits[1:]
		} else {
			m += "0"
		}
		sep := "e"
		if bits == 32 {
			sep = "f"
		}
		out = m + sep + strconv.Itoa(exp)
	}
	if neg {
		out = "-" + out
	}
	return out
}

// escapeString escapes a string's contents as Julia's show does.
func escapeString(s string, quote byte) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteString(`\x`)
			b.WriteString(hexLit(uint64(s[i]), 2)[2:])
			i++
			continue
		}
		i += n
		switch r {
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\v':
			b.WriteString(`\v`)
		case 0x1b:
			b.WriteString(`\e`)
		case '$':
			if quote == '"' {
				b.WriteString(`\$`)
			} else {
				b.WriteRune(r)
			}
		default:
			if rune(quote) == r {
				b.WriteByte('\\')
				b.WriteRune(r)
			} else if r < 0x20 || r == 0x7f {
				b.WriteString(`\x`)
				b.WriteString(hexLit(uint64(r), 2)[2:])
			} else if !unicode.IsPrint(r) {
				if r < 0x10000 {
					b.WriteString(`\u`)
					b.WriteString(strconv.FormatInt(int64(r), 16))
				} else {
					b.WriteString(`\U`)
					b.WriteString(strconv.FormatInt(int64(r), 16))
				}
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}
