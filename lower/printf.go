package lower

import (
	"strings"
	"unicode/utf8"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// printfSpec is one conversion of a format string, the fields of
// Printf.Spec.
type printfSpec struct {
	conv                          rune
	minus, plus, space, zero, hsh bool
	width, prec                   int
}

// printfPart is a literal run of a format string (spec == nil) or one
// conversion.
type printfPart struct {
	lit  string
	spec *printfSpec
}

// parsePrintfFormat parses a format string as Printf.Format does
// (base/Printf.jl). ok is false for a string Format rejects: the caller
// then leaves the parsing, and its ArgumentError, to run time.
func parsePrintfFormat(s string) (parts []printfPart, nargs int, ok bool) {
	var lit strings.Builder
	i, n := 0, len(s)
	flush := func() {
		if lit.Len() > 0 {
			parts = append(parts, printfPart{lit: lit.String()})
			lit.Reset()
		}
	}
	for i < n {
		if s[i] != '%' {
			_, w := utf8.DecodeRuneInString(s[i:])
			lit.WriteString(s[i : i+w])
			i += w
			continue
		}
		i++
		if i >= n {
			return nil, 0, false
		}
		if s[i] == '%' {
			lit.WriteByte('%')
			i++
			continue
		}
		flush()
		sp := &printfSpec{prec: -1}
	flags:
		for ; i < n; i++ {
			switch s[i] {
			case '-':
				sp.minus = true
			case '+':
				sp.plus = true
			case ' ':
				sp.space = true
			case '0':
				sp.zero = true
			case '#':
				sp.hsh = true
			default:
				break flags
			}
		}
		for ; i < n && s[i] >= '0' && s[i] <= '9'; i++ {
			sp.width = 10*sp.width + int(s[i]-'0')
			if sp.width > 1<<20 {
				return nil, 0, false
			}
		}
		if i < n && s[i] == '.' {
			i++
			sp.prec = 0
			for ; i < n && s[i] >= '0' && s[i] <= '9'; i++ {
				sp.prec = 10*sp.prec + int(s[i]-'0')
				if sp.prec > 1<<20 {
					return nil, 0, false
				}
			}
		}
		for i < n && strings.IndexByte("hlLjztq", s[i]) >= 0 {
			i++
		}
		if i >= n {
			return nil, 0, false
		}
		c, w := utf8.DecodeRuneInString(s[i:])
		if !strings.ContainsRune("diouxXeEfFgGaAcsp", c) {
			return nil, 0, false
		}
		i += w
		sp.conv = c
		parts = append(parts, printfPart{spec: sp})
		nargs++
	}
	flush()
	return parts, nargs, true
}

// printfTyped lowers @printf/@sprintf with a literal format and no
// splatted argument as Julia's macro does its work at expansion time:
// the format is parsed here, and each conversion becomes a call of
// Printf.fmt with a constant Spec and its argument, so the formatting of
// each argument is specialized on its type and nothing is parsed at run
// time. ok is false when the format is invalid or the argument count
// differs: the general path raises Julia's error at run time.
func (b *builder) printfTyped(pos syntax.Pos, io *ir.Value, format string, argNodes []syntax.Node, sprintf bool) (*ir.Value, bool) {
	parts, nargs, ok := parsePrintfFormat(format)
	if !ok || nargs != len(argNodes) {
		return nil, false
	}
	for _, a := range argNodes {
		if e, isExpr := a.(*syntax.Expr); isExpr && e.Head == syntax.HeadSplat {
			return nil, false
		}
	}
	args := make([]*ir.Value, len(argNodes))
	for i, a := range argNodes {
		args[i] = b.val(a)
	}
	if sprintf {
		io = b.baseCall(pos, "IOBuffer")
	} else if io == nil {
		io = b.base("stdout", pos)
	}
	fmtFn := b.ref(ir.PrintfModule, "fmt", pos)
	k := 0
	for _, p := range parts {
		if p.spec == nil {
			b.baseCall(pos, "print", io, b.constant(p.lit, pos))
			continue
		}
		sp := p.spec
		spec := b.call(pos, b.ref(ir.PrintfModule, "Spec", pos),
			b.constant(types.CharFromRune(sp.conv), pos),
			b.constant(sp.minus, pos), b.constant(sp.plus, pos), b.constant(sp.space, pos),
			b.constant(sp.zero, pos), b.constant(sp.hsh, pos),
			b.constant(int64(sp.width), pos), b.constant(int64(sp.prec), pos))
		b.call(pos, fmtFn, io, spec, args[k])
		k++
	}
	if sprintf {
		return b.baseCall(pos, "_string_close!", io), true
	}
	return b.nothing(pos), true
}
