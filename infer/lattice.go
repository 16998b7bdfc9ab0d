// Package infer is Kiln's type inference: abstract interpretation of
// untyped IR over a lattice of constants, concrete types, small Unions and
// Any, interprocedural and owner-aware.
//
// An Interpreter is one compilation pipeline (native, a GPU target, ...);
// its results are CodeInstances keyed by (MethodInstance, Owner) and are
// never shared between owners. Every inference frame is reported to the
// Tracer with its owner.
package infer

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// Const is a lattice element: a value known at compile time (in the value
// model of types/value.go, plus *methods.Function, *methods.Builtin,
// *methods.Module and type objects).
type Const struct{ Val any }

func (c *Const) String() string { return fmt.Sprintf("Const(%s)", ShowValue(c.Val)) }

// Lattice elements are types.Type or *Const. types.Bottom is the bottom.

// MaxUnion is the number of members above which a Union widens to its
// type join.
const MaxUnion = 4

// TypeOf returns the type of a compile-time value, with type objects typed
// as Type{T} (the dispatch type of a constant type argument).
func TypeOf(v any) types.Type {
	switch x := v.(type) {
	case types.Type:
		if _, ok := x.(*types.TypeVar); ok {
			return types.TypeVarT
		}
		return types.TypeOfType(x)
	}
	return types.TypeOfValue(v)
}

// Widen returns the type of a lattice element.
func Widen(t any) types.Type {
	switch x := t.(type) {
	case *Const:
		return TypeOf(x.Val)
	case types.Type:
		return x
	case nil:
		return types.Bottom
	}
	panic(fmt.Sprintf("infer: bad lattice element %T", t))
}

// IsConst reports whether t is a constant, returning its value. Singleton
// types count: their one value is known.
func IsConst(t any) (any, bool) {
	if c, ok := t.(*Const); ok {
		return c.Val, true
	}
	if dt, ok := t.(*types.DataType); ok {
		if dt.Name == types.TypeT && len(dt.Params) == 1 {
			if p, ok := dt.Params[0].(types.Type); ok && !types.HasFreeVars(p) {
				return p, true
			}
		}
		if dt == types.Nothing {
			return types.NothingValue, true
		}
		if f, ok := methods.FunctionOfType(dt); ok {
			return f, true
		}
		if b, ok := methods.BuiltinOfType(dt); ok {
			return b, true
		}
		if dt.Name != types.TypeT && !dt.Name.Mutable && types.IsSingleton(dt) && !types.HasFreeVars(dt) {
			return &types.StructValue{Type: dt}, true
		}
	}
	return nil, false
}

// ConstEqual reports whether two constants are the same value (===).
func ConstEqual(a, b any) bool {
	switch x := a.(type) {
	case types.Type:
		y, ok := b.(types.Type)
		return ok && types.Equal(x, y)
	case float64:
		y, ok := b.(float64)
		return ok && (x == y && (x != 0 || (1/x > 0) == (1/y > 0)) || x != x && y != y)
	case float32:
		y, ok := b.(float32)
		return ok && (x == y && (x != 0 || (1/x > 0) == (1/y > 0)) || x != x && y != y)
	case *types.TupleValue:
		y, ok := b.(*types.TupleValue)
		if !ok || x.Type != y.Type || len(x.Elems) != len(y.Elems) {
			return false
		}
		for i := range x.Elems {
			if !ConstEqual(x.Elems[i], y.Elems[i]) {
				return false
			}
		}
		return true
	case *types.StructValue:
		y, ok := b.(*types.StructValue)
		if !ok || x.Type != y.Type {
			return false
		}
		for i := range x.Fields {
			if !ConstEqual(x.Fields[i], y.Fields[i]) {
				return false
			}
		}
		return true
	}
	return a == b
}

// Join is the least upper bound of two lattice elements, widened so that
// chains are short: equal constants stay, different constants become their
// types, Unions of more than MaxUnion members become Any.
func Join(a, b any) any {
	if a == nil || a == types.Bottom {
		return b
	}
	if b == nil || b == types.Bottom {
		return a
	}
	if ca, ok := a.(*Const); ok {
		if cb, ok := b.(*Const); ok && ConstEqual(ca.Val, cb.Val) && TypeOf(ca.Val) == TypeOf(cb.Val) {
			return a
		}
	}
	ta, tb := Widen(a), Widen(b)
	if types.Subtype(ta, tb) {
		return tb
	}
	if types.Subtype(tb, ta) {
		return ta
	}
	u := types.MakeUnion(ta, tb)
	if un, ok := u.(*types.Union); ok && len(un.Types) > MaxUnion {
		return types.Any
	}
	return u
}

// LessEq reports a ⊑ b.
func LessEq(a, b any) bool {
	if a == nil || a == types.Bottom {
		return true
	}
	if b == nil {
		return false
	}
	if cb, ok := b.(*Const); ok {
		ca, ok := a.(*Const)
		return ok && ConstEqual(ca.Val, cb.Val)
	}
	return types.Subtype(Widen(a), b.(types.Type))
}

// Same reports lattice equality.
func Same(a, b any) bool { return LessEq(a, b) && LessEq(b, a) }

// ShowValue prints a compile-time value for IR dumps and messages.
func ShowValue(v any) string {
	switch x := v.(type) {
	case *types.TupleValue:
		parts := make([]string, len(x.Elems))
		for i, e := range x.Elems {
			parts[i] = ShowValue(e)
		}
		if len(parts) == 1 {
			return "(" + parts[0] + ",)"
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case *types.StructValue:
		if IsSimpleVector(x.Type) && len(x.Fields) == 1 {
			// Core.Const(svec(3, 4)), as Julia prints a SimpleVector
			if tv, ok := x.Fields[0].(*types.TupleValue); ok {
				parts := make([]string, len(tv.Elems))
				for i, e := range tv.Elems {
					parts[i] = ShowValue(e)
				}
				return "svec(" + strings.Join(parts, ", ") + ")"
			}
		}
		parts := make([]string, len(x.Fields))
		for i, e := range x.Fields {
			parts[i] = ShowValue(e)
		}
		return x.Type.String() + "(" + strings.Join(parts, ", ") + ")"
	case string:
		return fmt.Sprintf("%q", x)
	case float64:
		return types.FormatFloat64(x) // Core.Const(0.0), not Core.Const(0)
	case types.Symbol:
		return ":" + string(x)
	case types.Type:
		return x.String()
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}

// ShowType prints a lattice element as Julia's code_typed does.
func ShowType(t any) string {
	switch x := t.(type) {
	case *Const:
		return "Core.Const(" + ShowValue(x.Val) + ")"
	case types.Type:
		if x == types.Bottom {
			return "Union{}"
		}
		return x.String()
	case nil:
		return "Union{}"
	}
	return fmt.Sprint(t)
}

// ParamValue turns a type parameter into the value it denotes: the names
// of a NamedTuple type are a tuple of Symbols.
func ParamValue(p any) any {
	if st, ok := p.(types.SymTuple); ok {
		names := st.Names()
		elems := make([]any, len(names))
		ts := make([]types.Type, len(names))
		for i, n := range names {
			elems[i] = types.Symbol(n)
			ts[i] = types.SymbolT
		}
		return &types.TupleValue{Type: types.Tuple(ts...), Elems: elems}
	}
	return p
}
