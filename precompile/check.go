package precompile

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// hostDeniedPrefixes are the name prefixes of target-specific intrinsics
// the host's instruction selector cannot lower. They match
// llvmx.HostDeniedPrefixes (not imported: this package is pure Go).
var hostDeniedPrefixes = []string{
	"llvm.nvvm.",
	"llvm.amdgcn.",
	"llvm.ptx.",
	"llvm.r600.",
}

// HostDeniedPrefixes returns the intrinsic name prefixes DefaultHostCheck
// rejects.
func HostDeniedPrefixes() []string {
	return append([]string(nil), hostDeniedPrefixes...)
}

// DefaultHostCheck is NewHostCheck() with no extra names: it rejects typed
// IR that calls or references a builtin, or ccalls a symbol, whose name
// starts with one of HostDeniedPrefixes().
func DefaultHostCheck(ci *infer.CodeInstance) error { return defaultHostCheck(ci) }

var defaultHostCheck = NewHostCheck()

// NewHostCheck returns a Policy.HostCheck that scans a CodeInstance's typed
// IR for target-specific constructs the host cannot select: a builtin
// (called, or referenced as a value) or a ccall'd symbol whose name starts
// with one of HostDeniedPrefixes() or matches an entry of deny (device
// runtime symbols, say). A deny entry matches a name exactly or, if it
// ends in "*", as a prefix ("cuda_*"), as llvmx.CheckHostSelectable's
// does. The error reads "calls NAME, which the host cannot select".
//
// It is a typed-IR approximation of llvmx.CheckHostSelectable: a driver
// that can generate the node's LLVM IR should check that instead (or as
// well).
func NewHostCheck(deny ...string) func(ci *infer.CodeInstance) error {
	exact := map[string]bool{}
	prefixes := HostDeniedPrefixes()
	for _, d := range deny {
		if strings.HasSuffix(d, "*") {
			prefixes = append(prefixes, strings.TrimSuffix(d, "*"))
		} else if d != "" {
			exact[d] = true
		}
	}
	denied := func(name string) bool {
		if exact[name] {
			return true
		}
		for _, p := range prefixes {
			if strings.HasPrefix(name, p) {
				return true
			}
		}
		return false
	}
	return func(ci *infer.CodeInstance) error {
		if ci == nil || ci.IR == nil {
			return nil
		}
		for _, b := range ci.IR.Blocks {
			for _, v := range b.Instrs {
				if name := hostDeniedRef(v, denied); name != "" {
					return fmt.Errorf("calls %s, which the host cannot select", name)
				}
			}
		}
		return nil
	}
}

// hostDeniedRef returns the denied name v calls or references, or "".
func hostDeniedRef(v *ir.Value, denied func(string) bool) string {
	switch v.Op {
	case ir.OpConst:
		if b, ok := v.Aux.(*methods.Builtin); ok && denied(b.Name) {
			return b.Name
		}
	case ir.OpCall:
		var b *methods.Builtin
		var sym any
		if c, ok := v.Call.(*infer.Call); ok && c != nil && c.Kind == infer.CallBuiltin {
			b = c.Builtin
			if len(c.ArgTypes) > 1 {
				sym, _ = infer.IsConst(c.ArgTypes[1])
			}
		}
		if b == nil && len(v.Args) > 0 && v.Args[0].Op == ir.OpConst {
			b, _ = v.Args[0].Aux.(*methods.Builtin)
		}
		if b == nil {
			return ""
		}
		if denied(b.Name) {
			return b.Name
		}
		if b.Name != "ccall" {
			return ""
		}
		if sym == nil && len(v.Args) > 1 {
			if v.Args[1].Op == ir.OpConst {
				sym = v.Args[1].Aux
			} else {
				sym, _ = infer.IsConst(v.Args[1].Type)
			}
		}
		var name string
		switch s := sym.(type) {
		case types.Symbol:
			name = string(s)
		case string:
			name = s
		}
		if name != "" && denied(name) {
			return name
		}
	}
	return ""
}

// Relocatable is implemented by compile-time values that live only at run
// time but that code refers to by a stable symbol name (the driver's
// RuntimeValue of a constant binding): DefaultConstCheck accepts them when
// SymbolName is not empty.
type Relocatable interface {
	SymbolName() string
}

// DefaultConstCheck rejects typed IR that holds a constant (an OpConst, or
// a value inferred as a constant, which code generation materializes) that
// cannot be written to an image. Serializable are the plain values of the
// compile-time value model (integers, floats, Bool, Char, Symbol, String,
// nothing), types, functions, builtins, modules, the binding Core.Vararg,
// tuples and immutable structs of serializable values, and Relocatable
// values with a symbol name. The error reads "holds a constant X that cannot be written to an
// image".
func DefaultConstCheck(ci *infer.CodeInstance) error {
	if ci == nil || ci.IR == nil {
		return nil
	}
	for _, b := range ci.IR.Blocks {
		for _, v := range b.Instrs {
			if v.Op == ir.OpConst && !serializable(v.Aux, 0) {
				return unserializable(v.Aux)
			}
			if c, ok := v.Type.(*infer.Const); ok && !serializable(c.Val, 0) {
				return unserializable(c.Val)
			}
		}
	}
	return nil
}

func unserializable(x any) error {
	return fmt.Errorf("holds a constant %s (%T) that cannot be written to an image", infer.ShowValue(x), x)
}

func serializable(x any, depth int) bool {
	if depth > 64 {
		return false
	}
	switch v := x.(type) {
	case nil, bool, int, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
		float32, float64, types.CharValue, types.Symbol, string, types.NothingType:
		return true
	case types.Type:
		return v != nil
	case *types.TupleValue:
		for _, e := range v.Elems {
			if !serializable(e, depth+1) {
				return false
			}
		}
		return true
	case *types.StructValue:
		for _, e := range v.Fields {
			if !serializable(e, depth+1) {
				return false
			}
		}
		return true
	case *methods.Function, *methods.Builtin, *methods.Module:
		return true
	case infer.VarargBinding:
		// Core.Vararg itself (Tuple{Vararg{Int}} in a body): a
		// compile-time marker written by name, as a builtin is.
		return true
	case Relocatable:
		return v.SymbolName() != ""
	}
	return false
}

// AllOf combines checks into one that returns the first error, in order:
// HostCheck: AllOf(DefaultHostCheck, llvmLevelCheck) runs the cheap typed-IR
// scan before generating any LLVM IR. Nil checks are skipped.
func AllOf(checks ...func(ci *infer.CodeInstance) error) func(ci *infer.CodeInstance) error {
	return func(ci *infer.CodeInstance) error {
		for _, c := range checks {
			if c == nil {
				continue
			}
			if err := c(ci); err != nil {
				return err
			}
		}
		return nil
	}
}
