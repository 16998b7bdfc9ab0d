package lower

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

func init() {
	ir.Formatter = func(x any) string {
		switch v := x.(type) {
		case string:
			return fmt.Sprintf("%q", v)
		case types.Symbol:
			return ":" + string(v)
		case types.NothingType:
			return "nothing"
		case types.CharValue:
			return fmt.Sprintf("Char(0x%08x)", uint32(v))
		case *types.TupleValue:
			var parts []string
			for _, e := range v.Elems {
				parts = append(parts, ir.Formatter(e))
			}
			if len(parts) == 1 {
				return "(" + parts[0] + ",)"
			}
			return "(" + strings.Join(parts, ", ") + ")"
		case *ir.PiInfo:
			return ir.Formatter(v.Type)
		case ir.ModuleName:
			return string(v)
		case ir.GlobalRef:
			return ir.Formatter(v.Module) + "." + v.Name
		case testModule:
			return "Main"
		case *testModule:
			return "Main"
		case syntax.Node:
			return "<" + syntax.Sexpr(v) + ">"
		case float32:
			return fmt.Sprintf("%gf0", v)
		case float64:
			return juliaFloat(v, 64)
		case uint8, uint16, uint32, uint64:
			return fmt.Sprintf("0x%x", v)
		case fmt.Stringer:
			return v.String()
		}
		return fmt.Sprint(x)
	}
}

// testModule stands for the current module in tests.
type testModule struct{ name string }

// lowerSource parses src and lowers each top-level statement, verifying
// every function; it returns the printed items.
func lowerSource(t *testing.T, src string, globals ...string) (string, error) {
	debugPanics = true
	t.Helper()
	ex, err := syntax.ParseFile("test.jl", src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	mod := testModule{t.Name()}
	countersMu.Lock()
	delete(counters, mod)
	countersMu.Unlock()
	gs := map[string]bool{}
	for _, g := range globals {
		gs[g] = true
	}
	var sb strings.Builder
	for _, stmt := range ex.Args {
		items, warns, err := Toplevel(stmt, mod, func(n string) bool { return gs[n] })
		for _, w := range warns {
			fmt.Fprintf(&sb, "warning %s: %s\n", w.Pos, w.Msg)
		}
		if err != nil {
			return sb.String(), err
		}
		for _, it := range items {
			printItem(t, &sb, it)
		}
	}
	return sb.String(), nil
}

func sx(n syntax.Node) string {
	if n == nil {
		return "Any"
	}
	return syntax.Sexpr(n)
}

func sparams(ps []Sparam) string {
	var parts []string
	for _, p := range ps {
		s := p.Name
		if p.Lb != nil {
			s = sx(p.Lb) + "<:" + s
		}
		if p.Ub != nil {
			s += "<:" + sx(p.Ub)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

func printFunc(t *testing.T, sb *strings.Builder, f *ir.Func) {
	if err := ir.Verify(f); err != nil {
		t.Errorf("verify: %v\n%s", err, f)
	}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			if !v.Pos.IsValid() {
				t.Errorf("%s: value %%%d (%s) has no position", f.Name, v.ID, v.Op)
			}
		}
	}
	fmt.Fprintf(sb, "  args %v", f.ArgNames)
	if len(f.Sparams) > 0 {
		fmt.Fprintf(sb, " sparams %v", f.Sparams)
	}
	if f.IsVararg {
		sb.WriteString(" vararg")
	}
	sb.WriteString("\n")
	for _, line := range strings.Split(strings.TrimRight(f.String(), "\n"), "\n") {
		sb.WriteString("  " + line + "\n")
	}
	for _, b := range f.Blocks {
		for _, v := range b.Instrs {
			var fl []string
			if v.Flags&ir.FlagInbounds != 0 {
				fl = append(fl, "inbounds")
			}
			if v.Flags&ir.FlagConst != 0 {
				fl = append(fl, "const")
			}
			if v.Flags&ir.FlagVolatile != 0 {
				fl = append(fl, "volatile")
			}
			if len(fl) > 0 {
				fmt.Fprintf(sb, "  flags %%%d %s\n", v.ID, strings.Join(fl, " "))
			}
		}
	}
}

func printItem(t *testing.T, sb *strings.Builder, it Item) {
	switch x := it.(type) {
	case *Thunk:
		sb.WriteString("thunk\n")
		printFunc(t, sb, x.Body)
	case *MethodDef:
		var ats []string
		for _, a := range x.ArgTypes {
			ats = append(ats, sx(a))
		}
		name := x.Name
		if len(x.Qual) > 0 {
			name = strings.Join(x.Qual, ".") + "." + name
		}
		fmt.Fprintf(sb, "method %s(%s)", name, strings.Join(ats, ", "))
		if x.IsVararg {
			sb.WriteString(" vararg")
		}
		if x.SelfType != nil {
			fmt.Fprintf(sb, " self=%s", sx(x.SelfType))
		}
		if len(x.Sparams) > 0 {
			fmt.Fprintf(sb, " where {%s}", sparams(x.Sparams))
		}
		for i, ns := range x.NoSpecialize {
			if ns {
				fmt.Fprintf(sb, " nospecialize(%d)", i)
			}
		}
		sb.WriteString("\n")
		printFunc(t, sb, x.Body)
	case *FuncDecl:
		fmt.Fprintf(sb, "funcdecl %v %s\n", x.Qual, x.Name)
	case *StructDef:
		fmt.Fprintf(sb, "struct %s{%s} mutable=%v super=%s\n", x.Name, sparams(x.Params), x.Mutable, sx(x.Super))
		for _, f := range x.Fields {
			fmt.Fprintf(sb, "  field %s::%s\n", f.Name, sx(f.Type))
		}
		for _, c := range x.InnerCtors {
			sb.WriteString("  inner ")
			var isb strings.Builder
			printItem(t, &isb, c)
			sb.WriteString(strings.ReplaceAll(isb.String(), "\n", "\n  "))
			sb.WriteString("\n")
		}
	case *AbstractDef:
		fmt.Fprintf(sb, "abstract %s{%s} super=%s\n", x.Name, sparams(x.Params), sx(x.Super))
	case *ModuleDef:
		fmt.Fprintf(sb, "module %s bare=%v (%d statements)\n", x.Name, x.Bare, len(x.Body))
	case *Using:
		fmt.Fprintf(sb, "using import=%v paths=%v names=%v\n", x.Import, x.Paths, x.Names)
	case *Export:
		names := append([]string{}, x.Names...)
		sort.Strings(names)
		fmt.Fprintf(sb, "export %v\n", names)
	default:
		fmt.Fprintf(sb, "?? %T\n", it)
	}
}
