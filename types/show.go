package types

import (
	"fmt"
	"strings"
)

// String prints a DataType as Julia's show does.
func (t *DataType) String() string {
	var sb strings.Builder
	writeType(&sb, t)
	return sb.String()
}

// String prints a Union as Julia's show does.
func (t *Union) String() string {
	var sb strings.Builder
	writeType(&sb, t)
	return sb.String()
}

// String prints a UnionAll as Julia's show does.
func (t *UnionAll) String() string {
	var sb strings.Builder
	writeType(&sb, t)
	return sb.String()
}

// String prints the name of the type variable.
func (t *TypeVar) String() string { return t.Name }

// String prints Vararg{T, N}.
func (t *Vararg) String() string {
	var sb strings.Builder
	writeType(&sb, t)
	return sb.String()
}

func writeParam(sb *strings.Builder, p any) {
	switch v := p.(type) {
	case Type:
		writeType(sb, v)
	case Symbol:
		sb.WriteString(":" + string(v))
	case SymTuple:
		names := v.Names()
		sb.WriteByte('(')
		for i, n := range names {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(":" + n)
		}
		if len(names) == 1 {
			sb.WriteByte(',')
		}
		sb.WriteByte(')')
	default:
		fmt.Fprint(sb, v)
	}
}

func writeType(sb *strings.Builder, t Type) {
	switch v := t.(type) {
	case *DataType:
		sb.WriteString(v.Name.Name)
		if len(v.Params) > 0 {
			sb.WriteByte('{')
			for i, p := range v.Params {
				if i > 0 {
					sb.WriteString(", ")
				}
				writeParam(sb, p)
			}
			sb.WriteByte('}')
		}
	case *Union:
		sb.WriteString("Union{")
		for i, m := range v.Types {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeType(sb, m)
		}
		sb.WriteByte('}')
	case *UnionAll:
		writeType(sb, v.Body)
		sb.WriteString(" where ")
		sb.WriteString(v.Var.Name)
	case *TypeVar:
		sb.WriteString(v.Name)
	case *Vararg:
		sb.WriteString("Vararg{")
		writeType(sb, v.T)
		if v.N >= 0 {
			fmt.Fprintf(sb, ", %d", v.N)
		}
		sb.WriteByte('}')
	}
}
