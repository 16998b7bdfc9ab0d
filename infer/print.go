package infer

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/types"
)

// PrintTyped prints a code instance's typed IR: every value with its
// inferred type, calls with their resolution, and the return type.
func PrintTyped(ci *CodeInstance) string {
	var sb strings.Builder
	name := "top-level scope"
	if ci.MI != nil {
		name = ci.MI.String()
	}
	fmt.Fprintf(&sb, "CodeInstance for %s (owner %s)\n", name, ci.Owner)
	fn := ci.IR
	for _, b := range fn.Blocks {
		fmt.Fprintf(&sb, "b%d:\n", b.ID)
		for _, v := range b.Instrs {
			fmt.Fprintf(&sb, "  %%%d = %s", v.ID, v.Op)
			for _, a := range v.Args {
				fmt.Fprintf(&sb, " %%%d", a.ID)
			}
			if v.Aux != nil {
				fmt.Fprintf(&sb, " [%s]", ir.Formatter(v.Aux))
			}
			if c, ok := v.Call.(*Call); ok {
				switch c.Kind {
				case CallStatic:
					fmt.Fprintf(&sb, " invoke %s", c.MI)
				case CallBuiltin:
					fmt.Fprintf(&sb, " builtin %s", c.Builtin.Name)
				case CallSplit:
					fmt.Fprintf(&sb, " union-split %d ways", len(c.Cases))
					if c.Fallback {
						sb.WriteString(" + dynamic")
					}
				case CallDynamic:
					sb.WriteString(" dynamic")
				case CallApply:
					sb.WriteString(" apply")
				case CallThrows:
					sb.WriteString(" throws")
				}
			}
			fmt.Fprintf(&sb, " :: %s\n", ShowType(v.Type))
		}
	}
	fmt.Fprintf(&sb, "=> %s\n", ShowType(ci.RetType))
	return sb.String()
}

// Stability classifies a lattice element for `kiln code warntype`, as
// Julia's @code_warntype colours types.
type Stability uint8

const (
	// Concrete types and constants: code for them is specialized.
	Concrete Stability = iota
	// SmallUnion is a union of concrete types, which code generation
	// represents unboxed and splits (Julia prints these in yellow).
	SmallUnion
	// NotConcrete is an abstract type, Any or a union with an abstract
	// member: values are boxed and calls on them dispatch at run time
	// (Julia prints these in red).
	NotConcrete
)

// StabilityOf classifies a lattice element.
func StabilityOf(t any) Stability {
	if _, ok := IsConst(t); ok {
		return Concrete
	}
	w := Widen(t)
	if w == types.Bottom || types.IsConcrete(w) || isTypeType(w) {
		return Concrete
	}
	if u, ok := w.(*types.Union); ok {
		for _, m := range u.Types {
			if !types.IsConcrete(m) && !isTypeType(m) {
				return NotConcrete
			}
		}
		return SmallUnion
	}
	return NotConcrete
}

// TypeReport summarizes what a code instance's inference left dynamic.
type TypeReport struct {
	// DynamicCalls are the calls dispatched at run time whose result is
	// unknown (a union split is not one, nor a call splatting a vector
	// whose result type was inferred, CallApply).
	DynamicCalls []*ir.Value
	// NotConcrete are the values whose type is not concrete and not a
	// small union of concrete types.
	NotConcrete []*ir.Value
	// Return is the inferred return type.
	Return any
}

// Report inspects typed IR for dynamic calls and non-concrete values.
func Report(ci *CodeInstance) TypeReport {
	r := TypeReport{Return: ci.RetType}
	if ci.IR == nil {
		return r
	}
	for _, b := range ci.IR.Blocks {
		for _, v := range b.Instrs {
			if c, ok := v.Call.(*Call); ok && (c.Kind == CallDynamic || c.Fallback) && v.Type != types.Bottom {
				r.DynamicCalls = append(r.DynamicCalls, v)
			}
			if v.Op.IsTerminator() || v.Type == nil {
				continue
			}
			if StabilityOf(v.Type) == NotConcrete {
				r.NotConcrete = append(r.NotConcrete, v)
			}
		}
	}
	return r
}

// Summary is the report's one-line summary, as `kiln code warntype`
// ends with it.
func (r TypeReport) Summary() string {
	stable := "type-stable"
	if len(r.DynamicCalls) > 0 || StabilityOf(r.Return) == NotConcrete {
		stable = "NOT type-stable"
	}
	return fmt.Sprintf("%s: %d dynamic calls, %d values of non-concrete type, returns %s",
		stable, len(r.DynamicCalls), len(r.NotConcrete), ShowType(r.Return))
}

// PrintWarntype prints typed IR as Julia's @code_warntype does: the
// arguments and the body with their types, non-concrete types
// highlighted — red (small unions yellow) when color is set, else marked
// with a trailing comment — and the report's summary line.
func PrintWarntype(ci *CodeInstance, color bool) string {
	var sb strings.Builder
	mark := func(t any) string {
		s := ShowType(t)
		switch StabilityOf(t) {
		case NotConcrete:
			if color {
				return "\x1b[31m" + s + "\x1b[39m"
			}
			return s + "  # not concrete"
		case SmallUnion:
			if color {
				return "\x1b[33m" + s + "\x1b[39m"
			}
			return s + "  # union"
		}
		return s
	}
	name := "top-level scope"
	if ci.MI != nil {
		name = ci.MI.String()
	}
	fmt.Fprintf(&sb, "MethodInstance for %s\n", name)
	if ci.IR != nil {
		sb.WriteString("Arguments\n")
		for _, b := range ci.IR.Blocks {
			for _, v := range b.Instrs {
				if v.Op == ir.OpArg {
					i := v.Aux.(int)
					an := fmt.Sprintf("arg%d", i)
					if i < len(ci.IR.ArgNames) {
						an = ci.IR.ArgNames[i]
					}
					fmt.Fprintf(&sb, "  %s::%s\n", an, mark(v.Type))
				}
			}
		}
	}
	fmt.Fprintf(&sb, "Body::%s\n", mark(ci.RetType))
	if ci.IR != nil {
		for _, b := range ci.IR.Blocks {
			fmt.Fprintf(&sb, "b%d:\n", b.ID)
			for _, v := range b.Instrs {
				if v.Op == ir.OpConst || v.Op == ir.OpArg {
					continue
				}
				fmt.Fprintf(&sb, "  %%%d = %s", v.ID, v.Op)
				for _, a := range v.Args {
					fmt.Fprintf(&sb, " %%%d", a.ID)
				}
				if v.Op == ir.OpGlobal {
					fmt.Fprintf(&sb, " [%s]", ir.Formatter(v.Aux))
				}
				if c, ok := v.Call.(*Call); ok {
					switch c.Kind {
					case CallStatic:
						fmt.Fprintf(&sb, " invoke %s", c.MI)
					case CallBuiltin:
						fmt.Fprintf(&sb, " builtin %s", c.Builtin.Name)
					case CallSplit:
						fmt.Fprintf(&sb, " union-split %d ways", len(c.Cases))
						if c.Fallback {
							if color {
								sb.WriteString(" + \x1b[31mdynamic\x1b[39m")
							} else {
								sb.WriteString(" + dynamic")
							}
						}
					case CallDynamic:
						if color {
							sb.WriteString(" \x1b[31mdynamic\x1b[39m")
						} else {
							sb.WriteString(" dynamic")
						}
					case CallApply:
						sb.WriteString(" apply")
					case CallThrows:
						sb.WriteString(" throws")
					}
				}
				if v.Op.IsTerminator() {
					sb.WriteString("\n")
					continue
				}
				if v.Pos.IsValid() && v.Op == ir.OpCall {
					fmt.Fprintf(&sb, " :: %s  @ %s\n", mark(v.Type), v.Pos)
				} else {
					fmt.Fprintf(&sb, " :: %s\n", mark(v.Type))
				}
			}
		}
	}
	sb.WriteString(Report(ci).Summary())
	sb.WriteString("\n")
	return sb.String()
}
