package snoop

import (
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// Classify guesses why a call was dispatched at run time, from typed IR:
// call is an OpCall that inference left dynamic. It follows each operand
// whose inferred type is not concrete (the callee included) back through
// π-nodes and φ-nodes to the operation that produced it: a read of a global
// binding is [UntypedGlobal], a field access (getfield, getproperty) is
// [NonConcreteField], an element access (getindex, iterate, first, ...) is
// [UntypedContainer]. Anything else is [Unknown].
func Classify(call *ir.Value) Category {
	if call == nil || call.Op != ir.OpCall {
		return Unknown
	}
	seen := map[*ir.Value]bool{}
	for _, a := range call.Args {
		if a == nil || isConcreteLattice(a.Type) {
			continue
		}
		if c := producer(a, seen); c != Unknown {
			return c
		}
	}
	return Unknown
}

// isConcreteLattice reports whether a lattice element has a concrete type
// (a constant always has).
func isConcreteLattice(t any) bool {
	switch t := t.(type) {
	case *infer.Const:
		return true
	case types.Type:
		return types.IsConcrete(t)
	}
	return false
}

var (
	fieldAccess   = map[string]bool{"getfield": true, "getproperty": true}
	elementAccess = map[string]bool{"getindex": true, "arrayref": true, "iterate": true, "first": true, "last": true,
		"pop!": true, "popfirst!": true, "get": true, "only": true, "memoryrefget": true}
)

func producer(v *ir.Value, seen map[*ir.Value]bool) Category {
	for v != nil && !seen[v] {
		seen[v] = true
		switch v.Op {
		case ir.OpGlobal:
			return UntypedGlobal
		case ir.OpPi:
			if len(v.Args) == 0 {
				return Unknown
			}
			v = v.Args[0]
			continue
		case ir.OpPhi:
			for _, a := range v.Args {
				if c := producer(a, seen); c != Unknown {
					return c
				}
			}
		case ir.OpCall:
			if len(v.Args) == 0 {
				return Unknown
			}
			name := calleeName(v.Args[0])
			switch {
			case fieldAccess[name]:
				return NonConcreteField
			case elementAccess[name]:
				return UntypedContainer
			}
		}
		return Unknown
	}
	return Unknown
}

// calleeName is the name of a constant callee: a function, a builtin, or a
// global binding.
func calleeName(v *ir.Value) string {
	if c, ok := v.Type.(*infer.Const); ok {
		if n := valueName(c.Val); n != "" {
			return n
		}
	}
	switch v.Op {
	case ir.OpConst:
		return valueName(v.Aux)
	case ir.OpGlobal:
		if g, ok := v.Aux.(ir.GlobalRef); ok {
			return g.Name
		}
		if g, ok := v.Aux.(*ir.GlobalRef); ok && g != nil {
			return g.Name
		}
	}
	return ""
}

func valueName(x any) string {
	switch f := x.(type) {
	case *methods.Function:
		return f.Name
	case *methods.Builtin:
		return f.Name
	}
	return ""
}
