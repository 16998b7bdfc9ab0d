package lower

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/kiln-lang/kiln/syntax"
)

// unparse prints an expression as Julia's string(expr) does, for the
// messages of @assert and the labels of @show.
func unparse(n syntax.Node) string {
	var sb strings.Builder
	unparseTo(&sb, n, 0)
	return sb.String()
}

// binary operator precedences (Base.operator_precedence).
func opPrec(op string) int {
	if isDottedOp(op) {
		return opPrec(op[1:]) // x .+ 1 prints as x + 1 does
	}
	switch op {
	case "=>":
		return 2
	case "||":
		return 5
	case "&&":
		return 6
	case "<", ">", "<=", ">=", "==", "!=", "===", "!==", "≤", "≥", "≠", "in", "isa", "<:", ">:", "∈", "∉", "≡", "≢":
		return 7
	case "<|":
		return 8
	case "|>":
		return 9
	case ":", "..":
		return 10
	case "+", "-", "|", "⊻", "++", "∪":
		return 11
	case "*", "/", "÷", "%", "&", "\\", "∩", "⋅", "×":
		return 12
	case "//":
		return 13
	case "<<", ">>", ">>>":
		return 14
	case "^":
		return 15
	case "::":
		return 16
	}
	return 0
}

func isUnaryOp(op string) bool {
	if isDottedOp(op) {
		op = op[1:]
	}
	switch op {
	case "-", "+", "!", "~", "¬", "√", "∛", "&", "<:", ">:":
		return true
	}
	return false
}

func unparseTo(sb *strings.Builder, n syntax.Node, prec int) {
	switch x := n.(type) {
	case nil:
		sb.WriteString("nothing")
	case *syntax.Ident:
		sb.WriteString(x.Name)
	case *syntax.Literal:
		sb.WriteString(literalString(x))
	case *syntax.QuoteNode:
		sb.WriteByte(':')
		unparseTo(sb, x.Value, 100)
	case *syntax.Expr:
		unparseExpr(sb, x, prec)
	default:
		sb.WriteString("?")
	}
}

func literalString(x *syntax.Literal) string {
	switch v := x.Value.(type) {
	case string:
		return strconv.Quote(v)
	case rune:
		q := strconv.QuoteRune(v)
		return q
	case bool:
		return strconv.FormatBool(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case uint64:
		digits := map[syntax.LitKind]int{syntax.LitUInt8: 2, syntax.LitUInt16: 4, syntax.LitUInt32: 8, syntax.LitUInt64: 16}[x.Kind]
		return fmt.Sprintf("0x%0*x", digits, v)
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

func unparseList(sb *strings.Builder, ns []syntax.Node, sep string) {
	for i, a := range ns {
		if i > 0 {
			sb.WriteString(sep)
		}
		unparseTo(sb, a, 0)
	}
}

func unparseExpr(sb *strings.Builder, e *syntax.Expr, prec int) {
	paren := func(p int, f func()) {
		if p < prec {
			sb.WriteByte('(')
			f()
			sb.WriteByte(')')
			return
		}
		f()
	}
	switch e.Head {
	case syntax.HeadCall:
		if id, ok := e.Args[0].(*syntax.Ident); ok {
			op := id.Name
			if p := opPrec(op); p > 0 && len(e.Args) >= 3 {
				paren(p, func() {
					for i, a := range e.Args[1:] {
						if i > 0 {
							if op == ":" || op == ".." {
								sb.WriteString(op)
							} else {
								sb.WriteString(" " + op + " ")
							}
						}
						unparseTo(sb, a, p+1)
					}
				})
				return
			}
			if isUnaryOp(op) && len(e.Args) == 2 {
				sb.WriteString(op)
				unparseTo(sb, e.Args[1], 100)
				return
			}
		}
		unparseTo(sb, e.Args[0], 100)
		sb.WriteByte('(')
		var params *syntax.Expr
		first := true
		for _, a := range e.Args[1:] {
			if p, ok := a.(*syntax.Expr); ok && p.Head == syntax.HeadParameters {
				params = p
				continue
			}
			if !first {
				sb.WriteString(", ")
			}
			first = false
			unparseTo(sb, a, 0)
		}
		if params != nil {
			sb.WriteString("; ")
			unparseList(sb, params.Args, ", ")
		}
		sb.WriteByte(')')
	case syntax.HeadComparison:
		paren(7, func() {
			for i, a := range e.Args {
				if i > 0 {
					sb.WriteByte(' ')
				}
				if i%2 == 1 {
					unparseTo(sb, a, 0)
				} else {
					unparseTo(sb, a, 8)
				}
			}
		})
	case syntax.HeadAnd, syntax.HeadOr:
		p := opPrec(string(e.Head))
		paren(p, func() {
			for i, a := range e.Args {
				if i > 0 {
					sb.WriteString(" " + string(e.Head) + " ")
				}
				unparseTo(sb, a, p+1)
			}
		})
	case syntax.HeadDotCall:
		unparseTo(sb, e.Args[0], 100)
		sb.WriteByte('.')
		if q, ok := e.Args[1].(*syntax.QuoteNode); ok {
			unparseTo(sb, q.Value, 100)
		} else {
			unparseTo(sb, e.Args[1], 100)
		}
	case syntax.HeadRef, syntax.HeadCurly:
		unparseTo(sb, e.Args[0], 100)
		open, close := "[", "]"
		if e.Head == syntax.HeadCurly {
			open, close = "{", "}"
		}
		sb.WriteString(open)
		unparseList(sb, e.Args[1:], ", ")
		sb.WriteString(close)
	case syntax.HeadTuple:
		sb.WriteByte('(')
		unparseList(sb, e.Args, ", ")
		if len(e.Args) == 1 {
			sb.WriteByte(',')
		}
		sb.WriteByte(')')
	case syntax.HeadVect:
		sb.WriteByte('[')
		unparseList(sb, e.Args, ", ")
		sb.WriteByte(']')
	case syntax.HeadDecl:
		if len(e.Args) == 2 {
			unparseTo(sb, e.Args[0], 16)
		}
		sb.WriteString("::")
		unparseTo(sb, e.Args[len(e.Args)-1], 17)
	case syntax.HeadIf:
		if len(e.Args) == 3 && !isBlockExpr(e.Args[1]) {
			paren(3, func() {
				unparseTo(sb, e.Args[0], 4)
				sb.WriteString(" ? ")
				unparseTo(sb, e.Args[1], 4)
				sb.WriteString(" : ")
				unparseTo(sb, e.Args[2], 3)
			})
			return
		}
		sb.WriteString("if ...")
	case syntax.HeadSplat:
		unparseTo(sb, e.Args[0], 100)
		sb.WriteString("...")
	case syntax.HeadKw, syntax.HeadAssign:
		unparseTo(sb, e.Args[0], 0)
		if e.Head == syntax.HeadKw {
			sb.WriteString("=")
		} else {
			sb.WriteString(" = ")
		}
		unparseTo(sb, e.Args[1], 0)
	case syntax.HeadString:
		sb.WriteByte('"')
		for _, a := range e.Args {
			if lit, ok := a.(*syntax.Literal); ok && lit.Kind == syntax.LitString {
				q := strconv.Quote(lit.Value.(string))
				sb.WriteString(strings.ReplaceAll(q[1:len(q)-1], "$", "\\$"))
				continue
			}
			if id, ok := a.(*syntax.Ident); ok {
				sb.WriteString("$" + id.Name)
				continue
			}
			sb.WriteString("$(")
			unparseTo(sb, a, 0)
			sb.WriteByte(')')
		}
		sb.WriteByte('"')
	case syntax.HeadMacrocall:
		unparseTo(sb, e.Args[0], 100)
		if len(e.Args) > 1 {
			sb.WriteString(" ")
			unparseList(sb, e.Args[1:], " ")
		}
	case syntax.HeadSubtype, syntax.HeadSupertype:
		unparseTo(sb, e.Args[0], 8)
		sb.WriteString(" " + string(e.Head) + " ")
		unparseTo(sb, e.Args[1], 8)
	case syntax.HeadBlock:
		if len(e.Args) == 1 {
			unparseTo(sb, e.Args[0], prec)
			return
		}
		sb.WriteString("begin ... end")
	default:
		if isUpdateHead(e.Head) && len(e.Args) == 2 {
			unparseTo(sb, e.Args[0], 0)
			sb.WriteString(" " + string(e.Head) + " ")
			unparseTo(sb, e.Args[1], 0)
			return
		}
		sb.WriteString(string(e.Head))
		sb.WriteString("(...)")
	}
}
