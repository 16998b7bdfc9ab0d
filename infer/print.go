package infer

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/ir"
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
				case CallDynamic:
					sb.WriteString(" dynamic")
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
