package gpu

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Problem kinds reported by the validator.
const (
	KindDynamic   = "dynamic function invocation"
	KindHostCall  = "call into the host runtime"
	KindAlloc     = "allocation"
	KindBoxed     = "boxed value"
	KindGlobal    = "access to a non-constant global"
	KindTry       = "exception handling"
	KindArgument  = "non-isbits kernel argument"
	KindReturn    = "kernel returns a value"
	KindUndefined = "reference to a host symbol"
)

// Frame is one entry of a Kiln-level backtrace.
type Frame struct {
	// Function is the method's name ("Base.println").
	Function string
	Pos      syntax.Pos
}

// Problem is one construct device code cannot have.
type Problem struct {
	Kind   string
	Reason string
	// Backtrace is innermost first: the function with the problem, then
	// its callers up to the kernel.
	Backtrace []Frame
}

// InvalidIRError lists every problem of a kernel or device function.
type InvalidIRError struct {
	// Name is the MethodInstance compiled, "kernel(::CuDeviceArray{Float32, 1})".
	Name     string
	Problems []Problem
}

func (e *InvalidIRError) Error() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "InvalidIRError: compiling MethodInstance for %s resulted in invalid LLVM IR", e.Name)
	for _, p := range e.Problems {
		fmt.Fprintf(&sb, "\nReason: unsupported %s (%s)", p.Kind, p.Reason)
		if len(p.Backtrace) > 0 {
			sb.WriteString("\nStacktrace:")
			for i, f := range p.Backtrace {
				fmt.Fprintf(&sb, "\n [%d] %s", i+1, f.Function)
				if f.Pos.IsValid() {
					fmt.Fprintf(&sb, "\n   @ %s:%d", f.Pos.File, f.Pos.Line)
				}
			}
		}
	}
	return sb.String()
}

// funcName is a method's module-qualified name ("Base.println"); Main's
// methods print unqualified.
func funcName(mi *methods.MethodInstance) string {
	if mi == nil {
		return "top-level code"
	}
	m := mi.Method
	if m.Name == "" && len(mi.SpecTypes.Params) > 0 {
		// A constructor or callable object: name it by its type.
		t := fmt.Sprint(mi.SpecTypes.Params[0])
		if strings.HasPrefix(t, "Type{") && strings.HasSuffix(t, "}") {
			t = t[len("Type{") : len(t)-1]
		}
		return t
	}
	if m.Module != nil && m.Module.Path() != "Main" && m.Module.Path() != "" {
		return m.Module.Path() + "." + m.Name
	}
	return m.Name
}

// deviceCcall reports whether a ccall'd symbol is available in device
// code: LLVM intrinsics and Kiln's device intrinsics.
func deviceCcall(name string) bool {
	return strings.HasPrefix(name, "llvm.") || strings.HasPrefix(name, "kiln.device.")
}

// Validate checks root (the kernel when kernel is true) and everything it
// calls statically for constructs device code cannot have, and returns an
// *InvalidIRError listing all of them, or nil.
func Validate(root *infer.CodeInstance, kernel bool) error {
	v := &validator{parent: map[*infer.CodeInstance]edge{}, seen: map[*infer.CodeInstance]bool{}}
	if kernel {
		v.kernelChecks(root)
	}
	v.walk(root)
	if len(v.problems) == 0 {
		return nil
	}
	return &InvalidIRError{Name: root.MI.String(), Problems: v.problems}
}

type edge struct {
	caller *infer.CodeInstance
	pos    syntax.Pos
}

type validator struct {
	parent   map[*infer.CodeInstance]edge
	seen     map[*infer.CodeInstance]bool
	order    []*infer.CodeInstance
	problems []Problem
	dedup    map[string]bool
}

func (v *validator) kernelChecks(root *infer.CodeInstance) {
	pos := syntax.Pos{}
	if root.MI != nil {
		pos = root.MI.Method.Pos
	}
	bt := []Frame{{Function: funcName(root.MI), Pos: pos}}
	if rt := infer.Widen(root.RetType); rt != types.Nothing && rt != types.Bottom {
		v.problems = append(v.problems, Problem{Kind: KindReturn, Reason: fmt.Sprintf("it returns a value of type %s; kernels must return nothing", rt), Backtrace: bt})
	}
	for i, p := range root.MI.SpecTypes.Params[1:] {
		t := p.(types.Type)
		if why := notIsbits(t); why != "" {
			name := fmt.Sprintf("argument %d", i+1)
			if body, _ := root.MI.Method.LoweredBody(); body != nil && i+1 < len(body.ArgNames) {
				name = fmt.Sprintf("argument %d (%s)", i+1, body.ArgNames[i+1])
			}
			v.problems = append(v.problems, Problem{Kind: KindArgument, Reason: fmt.Sprintf("%s of type %s %s", name, t, why), Backtrace: bt})
		}
	}
}

// notIsbits says why a kernel argument type cannot be passed by value to
// the GPU ("" when it can), naming the offending field.
func notIsbits(t types.Type) string {
	dt, ok := t.(*types.DataType)
	if !ok || !types.IsConcrete(dt) {
		return "is not a concrete type"
	}
	if types.IsBits(dt) || types.IsSingleton(dt) {
		return ""
	}
	if dt.Name.Mutable {
		return "is mutable (it lives in host memory)"
	}
	fts := types.FieldTypes(dt)
	names := infer.FieldNames(dt)
	for k, ft := range fts {
		if why := notIsbits(ft); why != "" {
			fname := fmt.Sprintf("%d", k+1)
			if k < len(names) {
				fname = names[k]
			}
			return fmt.Sprintf("is not isbits: field %s::%s %s", fname, ft, why)
		}
	}
	return "is not isbits"
}

func (v *validator) backtrace(ci *infer.CodeInstance, pos syntax.Pos) []Frame {
	var out []Frame
	for depth := 0; ci != nil && depth < 64; depth++ {
		out = append(out, Frame{Function: funcName(ci.MI), Pos: pos})
		e, ok := v.parent[ci]
		if !ok {
			break
		}
		ci, pos = e.caller, e.pos
	}
	return out
}

func (v *validator) report(ci *infer.CodeInstance, pos syntax.Pos, kind, reason string) {
	key := fmt.Sprintf("%p|%s|%s", ci, kind, reason)
	if v.dedup == nil {
		v.dedup = map[string]bool{}
	}
	if v.dedup[key] {
		return
	}
	v.dedup[key] = true
	v.problems = append(v.problems, Problem{Kind: kind, Reason: reason, Backtrace: v.backtrace(ci, pos)})
}

// walk visits the tree breadth-first, so each function's backtrace is a
// shortest call path from the root.
func (v *validator) walk(root *infer.CodeInstance) {
	queue := []*infer.CodeInstance{root}
	v.seen[root] = true
	for len(queue) > 0 {
		ci := queue[0]
		queue = queue[1:]
		if ci.IR == nil {
			continue
		}
		for _, b := range ci.IR.Blocks {
			for _, val := range b.Instrs {
				for _, callee := range v.check(ci, val) {
					if !v.seen[callee] {
						v.seen[callee] = true
						v.parent[callee] = edge{caller: ci, pos: val.Pos}
						queue = append(queue, callee)
					}
				}
			}
		}
	}
}

func calleeName(c *infer.Call) string {
	if len(c.ArgTypes) == 0 {
		return "?"
	}
	fname := infer.ShowType(c.ArgTypes[0])
	if cv, ok := infer.IsConst(c.ArgTypes[0]); ok {
		fname = fmt.Sprint(cv)
	}
	var args []string
	for _, a := range c.ArgTypes[1:] {
		args = append(args, "::"+infer.ShowType(infer.Widen(a)))
	}
	return fmt.Sprintf("%s(%s)", fname, strings.Join(args, ", "))
}

// check reports the problems of one value and returns the code instances
// it calls statically.
func (v *validator) check(ci *infer.CodeInstance, val *ir.Value) []*infer.CodeInstance {
	switch val.Op {
	case ir.OpGlobal, ir.OpSetGlobal:
		if val.Type == types.Bottom {
			return nil // unreachable: a branch the constants ruled out
		}
		if _, isConst := val.Type.(*infer.Const); !isConst || val.Op == ir.OpSetGlobal {
			ref, _ := val.Aux.(ir.GlobalRef)
			v.report(ci, val.Pos, KindGlobal, fmt.Sprintf("global %s lives in host memory", ref.Name))
		}
		return nil
	case ir.OpEnter, ir.OpException, ir.OpCatchState, ir.OpPopException:
		v.report(ci, val.Pos, KindTry, "try/catch needs the host runtime")
		return nil
	case ir.OpCall:
	default:
		return nil
	}
	c, _ := val.Call.(*infer.Call)
	if c == nil {
		return nil
	}
	switch c.Kind {
	case infer.CallDynamic, infer.CallApply:
		v.report(ci, val.Pos, KindDynamic, "call to "+calleeName(c))
	case infer.CallThrows:
		v.report(ci, val.Pos, KindDynamic, "call to "+calleeName(c)+", which has no matching method")
	case infer.CallStatic:
		if _, isConst := val.Type.(*infer.Const); isConst && c.CI != nil && c.CI.EffectFree {
			return nil // folded to its constant: no code (codegen/call.go)
		}
		if c.CI != nil {
			return []*infer.CodeInstance{c.CI}
		}
	case infer.CallSplit:
		var out []*infer.CodeInstance
		for _, cs := range c.Cases {
			if cs.CI != nil {
				out = append(out, cs.CI)
			}
		}
		return out
	case infer.CallBuiltin:
		v.checkBuiltin(ci, val, c)
	}
	return nil
}

func (v *validator) checkBuiltin(ci *infer.CodeInstance, val *ir.Value, c *infer.Call) {
	name := c.Builtin.Name
	args := c.ArgTypes
	switch name {
	case "ccall":
		if len(args) > 1 {
			sv, _ := infer.IsConst(args[1])
			sym := fmt.Sprint(sv)
			if !deviceCcall(sym) {
				what := "ccall of " + sym
				switch {
				case strings.Contains(sym, "write") || strings.Contains(sym, "print") || strings.Contains(sym, "show"):
					what += " (printing)"
				case strings.Contains(sym, "alloc") || strings.Contains(sym, "_new"):
					what += " (allocation)"
				}
				v.report(ci, val.Pos, KindHostCall, what)
			}
		}
		return
	case "_array_new", "_array_resize!", "_array_del_beg!", "_array_grow_beg!", "_arrayunset":
		v.report(ci, val.Pos, KindAlloc, "arrays are allocated by the host runtime")
		return
	case "throw":
		return // lowered to the device runtime's signal_exception
	case "new":
		if t, ok := infer.Widen(val.Type).(*types.DataType); ok {
			if t.Name.Mutable {
				v.report(ci, val.Pos, KindAlloc, fmt.Sprintf("construction of mutable %s", t))
				return
			}
		}
	}
	// A builtin whose result or operand must be boxed.
	if _, isConst := val.Type.(*infer.Const); !isConst && val.Type != types.Bottom {
		if why := boxedType(infer.Widen(val.Type)); why != "" {
			v.report(ci, val.Pos, KindBoxed, fmt.Sprintf("%s returns a %s", name, why))
		}
	}
}

// boxedType says how a value of type t would need the host heap ("" if it
// is represented unboxed on the device).
func boxedType(t types.Type) string {
	if t == types.Bottom {
		return ""
	}
	if u, ok := t.(*types.Union); ok {
		for _, m := range u.Types {
			if boxedType(m) != "" {
				return fmt.Sprintf("value of type %s (boxed)", t)
			}
		}
		return ""
	}
	dt, ok := t.(*types.DataType)
	if !ok || !types.IsConcrete(dt) {
		if ok && dt.Name == types.TypeT {
			return ""
		}
		return fmt.Sprintf("value of abstract type %s (boxed)", t)
	}
	if dt.Name.Mutable || dt == types.String {
		return fmt.Sprintf("value of type %s (allocated by the host runtime)", t)
	}
	if !types.IsBits(dt) && !types.IsSingleton(dt) {
		for _, ft := range types.FieldTypes(dt) {
			if boxedType(ft) != "" {
				return fmt.Sprintf("value of type %s (it holds boxed fields)", t)
			}
		}
	}
	return ""
}
