package driver

import (
	"fmt"
	"os"
	"strings"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// LoadDefinitions evaluates only the definitions of a file (methods,
// types, modules, imports), for reflection commands.
func (s *Session) LoadDefinitions(path string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("could not open file %s: %w", path, err)
	}
	tree, err := syntax.ParseFile(path, string(src))
	if err != nil {
		return err
	}
	s.fileStack = append(s.fileStack, path)
	defer func() { s.fileStack = s.fileStack[:len(s.fileStack)-1] }()
	for _, st := range tree.Args {
		if err := s.loadDefinition(st); err != nil {
			return err
		}
	}
	return nil
}

// loadDefinition evaluates the definitions of one top-level statement,
// after expanding its macros as a run would (Base.@kwdef struct … defines
// a type and its keyword constructor); other top-level code is not run,
// except the right side of a `const` global.
func (s *Session) loadDefinition(st syntax.Node) error {
	if e, ok := st.(*syntax.Expr); ok && e.Head == syntax.HeadToplevel {
		for _, a := range e.Args {
			if err := s.loadDefinition(a); err != nil {
				return err
			}
		}
		return nil
	}
	s.callerWorld = 0
	st, err := s.expandMacros(s.Main, st)
	if err != nil {
		return err
	}
	if e, ok := st.(*syntax.Expr); ok && e.Head == syntax.HeadToplevel {
		for _, a := range e.Args {
			if err := s.loadDefinition(a); err != nil {
				return err
			}
		}
		return nil
	}
	items, _, err := lower.Toplevel(st, s.Main, func(name string) bool { return globalExists(s.Main, name) })
	if err != nil {
		return err
	}
	// A `const X = …` is a definition too: its value is what the
	// methods that read X infer from, as after include() in Julia. One
	// whose right side needs the (unrun) top-level code stays undefined.
	if e, ok := st.(*syntax.Expr); ok && e.Head == syntax.HeadConst {
		for _, it := range items {
			if s.evalItem(s.Main, it) != nil {
				break
			}
		}
		return nil
	}
	for _, it := range items {
		if _, isThunk := it.(*lower.Thunk); isThunk {
			continue
		}
		if err := s.evalItem(s.Main, it); err != nil {
			return err
		}
	}
	return nil
}

// MethodInstanceFor parses a signature such as `f(::Int64, ::Float64)` and
// returns the MethodInstance a call with those argument types dispatches
// to.
func (s *Session) MethodInstanceFor(sig string) (*methods.MethodInstance, error) {
	tree, err := syntax.ParseString(sig)
	if err != nil {
		return nil, err
	}
	if len(tree.Args) != 1 {
		return nil, fmt.Errorf("signature %q: expected one call like f(::Int64)", sig)
	}
	call, ok := tree.Args[0].(*syntax.Expr)
	if !ok || call.Head != syntax.HeadCall {
		return nil, fmt.Errorf("signature %q: expected a call like f(::Int64)", sig)
	}
	fv, err := s.evalTypeExpr(s.Main, call.Args[0], nil)
	if err != nil {
		return nil, err
	}
	ts := []types.Type{infer.TypeOf(fv)}
	for _, a := range call.Args[1:] {
		e, ok := a.(*syntax.Expr)
		if !ok || e.Head != syntax.HeadDecl || len(e.Args) != 1 {
			return nil, fmt.Errorf("signature %q: arguments must be written ::T", sig)
		}
		tv, err := s.evalTypeExpr(s.Main, e.Args[0], nil)
		if err != nil {
			return nil, err
		}
		t, ok := tv.(types.Type)
		if !ok {
			return nil, fmt.Errorf("signature %q: %s is not a type", sig, syntax.Sexpr(e.Args[0]))
		}
		ts = append(ts, t)
	}
	tt := types.Tuple(ts...)
	tbl := methods.TableFor(ts[0])
	if tbl == nil {
		return nil, fmt.Errorf("%s is not a generic function", syntax.Sexpr(call.Args[0]))
	}
	res := tbl.Lookup(tt)
	if res.Method == nil {
		return nil, fmt.Errorf("MethodError: no method matching %s", methods.SigString(fnName(ts[0]), tt))
	}
	return res.Method.Specialize(tt, res.Env), nil
}

// CodeLowered prints the lowered IR of the method.
func (s *Session) CodeLowered(mi *methods.MethodInstance) string {
	b, err := mi.LoweredBody()
	if err != nil || b == nil {
		return fmt.Sprintf("%v\n", err)
	}
	return b.String()
}

// CodeTyped prints the inferred IR and return type.
func (s *Session) CodeTyped(mi *methods.MethodInstance) (string, error) {
	ci, err := s.engine.InferMI(mi)
	if err != nil {
		return "", err
	}
	if ci.IR == nil && !s.engine.InferBody(ci) {
		// Machine code from an image whose body cannot be re-inferred
		// to the same signature.
		return fmt.Sprintf("CodeInstance for %s (owner %s): compiled code from an image, no typed IR\n=> %s\n", mi, ci.Owner, infer.ShowType(ci.RetType)), nil
	}
	var sb strings.Builder
	sb.WriteString(infer.PrintTyped(ci))
	return sb.String(), nil
}

// CodeWarntype prints the inferred IR as Julia's @code_warntype does,
// with non-concrete types highlighted (colour when color is set) and a
// summary line; stable reports whether the code is type-stable (no
// dynamic call, a concrete or small-union return type).
func (s *Session) CodeWarntype(mi *methods.MethodInstance, color bool) (out string, stable bool, err error) {
	ci, err := s.engine.InferMI(mi)
	if err != nil {
		return "", false, err
	}
	if ci.IR == nil && !s.engine.InferBody(ci) {
		return "", false, fmt.Errorf("%s: compiled code from an image, no typed IR (try KILN_SYSIMAGE=0)", mi)
	}
	r := infer.Report(ci)
	stable = len(r.DynamicCalls) == 0 && infer.StabilityOf(r.Return) != infer.NotConcrete
	return infer.PrintWarntype(ci, color), stable, nil
}

// CodeLLVM prints the optimized LLVM IR of the method's unit.
func (s *Session) CodeLLVM(mi *methods.MethodInstance, optimize bool) (string, error) {
	ci, err := s.engine.InferMI(mi)
	if err != nil {
		return "", err
	}
	js := s.jit
	u, err := codegen.Compile([]*infer.CodeInstance{ci}, s, codegen.Options{DataLayout: js.layout, Triple: js.triple, Prefix: reflectPrefix(mi), BoundsCheck: true, RuntimeSymbol: js.runtimeSymbol, External: s.imagedSpec, InlineExternal: true})
	if err != nil {
		return "", err
	}
	defer u.Ctx.Dispose()
	if optimize {
		if err := optimizeModule(u, js); err != nil {
			return "", err
		}
	}
	return u.Mod.String(), nil
}

// CodeNative prints the host assembly of the method's unit.
func (s *Session) CodeNative(mi *methods.MethodInstance) (string, error) {
	ci, err := s.engine.InferMI(mi)
	if err != nil {
		return "", err
	}
	js := s.jit
	u, err := codegen.Compile([]*infer.CodeInstance{ci}, s, codegen.Options{DataLayout: js.layout, Triple: js.triple, Prefix: reflectPrefix(mi), BoundsCheck: true, RuntimeSymbol: js.runtimeSymbol, External: s.imagedSpec, InlineExternal: true})
	if err != nil {
		return "", err
	}
	defer u.Ctx.Dispose()
	if err := optimizeModule(u, js); err != nil {
		return "", err
	}
	return js.tm.EmitAssembly(u.Mod)
}

// reflectPrefix names the entry points printed by kiln code llvm/native
// after the method, as Julia's julia_f_NNN.
func reflectPrefix(mi *methods.MethodInstance) string {
	var sb strings.Builder
	sb.WriteString("julia_")
	for _, r := range mi.Method.Name {
		if r < 128 && (r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			sb.WriteRune(r)
		} else {
			sb.WriteByte('_')
		}
	}
	return sb.String()
}
