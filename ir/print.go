package ir

import (
	"fmt"
	"strings"
)

// Formatter prints Aux values and types for the printer. Packages above ir
// (which know how constants and types print) install a better one.
var Formatter = func(x any) string {
	switch v := x.(type) {
	case string:
		return fmt.Sprintf("%q", v)
	case fmt.Stringer:
		return v.String()
	}
	return fmt.Sprint(x)
}

// String prints the function in a form close to Julia's code_lowered and
// code_typed output: one line per value, constants inlined into their uses.
func (f *Func) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s", f.Name)
	if f.Pos.IsValid() {
		fmt.Fprintf(&sb, " @ %s", f.Pos)
	}
	sb.WriteByte('\n')
	for _, b := range f.Blocks {
		fmt.Fprintf(&sb, "b%d:", b.ID)
		if len(b.Preds) > 0 {
			sb.WriteString(" ← ")
			for i, p := range b.Preds {
				if i > 0 {
					sb.WriteString(", ")
				}
				fmt.Fprintf(&sb, "b%d", p.ID)
			}
		}
		sb.WriteByte('\n')
		for _, v := range b.Instrs {
			if v.Op == OpConst && v.Type == nil {
				continue // printed inline at its uses
			}
			sb.WriteString("  ")
			sb.WriteString(v.LongString())
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// Ref prints a reference to v as an operand.
func (v *Value) Ref() string {
	switch v.Op {
	case OpConst:
		return Formatter(v.Aux)
	case OpArg:
		return fmt.Sprintf("_%d", v.Aux.(int)+1)
	case OpGlobal:
		g := v.Aux.(GlobalRef)
		return fmt.Sprintf("%s.%s", Formatter(g.Module), g.Name)
	}
	return fmt.Sprintf("%%%d", v.ID)
}

// LongString prints the value as a full instruction.
func (v *Value) LongString() string {
	var sb strings.Builder
	switch v.Op {
	case OpJump:
		fmt.Fprintf(&sb, "goto b%d", v.Block.Succs[0].ID)
	case OpBranch:
		fmt.Fprintf(&sb, "br %s, b%d, b%d", v.Args[0].Ref(), v.Block.Succs[0].ID, v.Block.Succs[1].ID)
	case OpEnter:
		fmt.Fprintf(&sb, "enter b%d, catch b%d", v.Block.Succs[0].ID, v.Block.Succs[1].ID)
	case OpReturn:
		fmt.Fprintf(&sb, "return %s", v.Args[0].Ref())
	case OpUnreachable:
		sb.WriteString("unreachable")
	default:
		fmt.Fprintf(&sb, "%%%d = ", v.ID)
		switch v.Op {
		case OpCall:
			sb.WriteString(v.Args[0].Ref())
			sb.WriteByte('(')
			ci, _ := v.Aux.(*CallInfo)
			for i, a := range v.Args[1:] {
				if i > 0 {
					sb.WriteString(", ")
				}
				sb.WriteString(a.Ref())
				if ci != nil && i+1 < len(ci.Splat) && ci.Splat[i+1] {
					sb.WriteString("...")
				}
			}
			sb.WriteByte(')')
		case OpPhi:
			sb.WriteString("φ(")
			for i, a := range v.Args {
				if i > 0 {
					sb.WriteString(", ")
				}
				fmt.Fprintf(&sb, "b%d => %s", v.Block.Preds[i].ID, a.Ref())
			}
			sb.WriteByte(')')
		case OpPi:
			not := ""
			if v.Flags&FlagNot != 0 {
				not = "!"
			}
			if len(v.Args) > 1 {
				fmt.Fprintf(&sb, "π(%s, %s%s)", v.Args[0].Ref(), not, v.Args[1].Ref())
			} else {
				fmt.Fprintf(&sb, "π(%s, %s%s)", v.Args[0].Ref(), not, Formatter(v.Aux.(*PiInfo).Type))
			}
		case OpArg:
			fmt.Fprintf(&sb, "arg %d", v.Aux.(int))
		case OpConst:
			sb.WriteString(Formatter(v.Aux))
		case OpGlobal:
			sb.WriteString(v.Ref())
		default:
			sb.WriteString(v.Op.String())
			if v.Aux != nil {
				sb.WriteByte(' ')
				sb.WriteString(Formatter(v.Aux))
			}
			for i, a := range v.Args {
				if i == 0 {
					sb.WriteByte(' ')
				} else {
					sb.WriteString(", ")
				}
				sb.WriteString(a.Ref())
			}
		}
		if v.Type != nil {
			sb.WriteString("::")
			sb.WriteString(Formatter(v.Type))
		}
	}
	return sb.String()
}
