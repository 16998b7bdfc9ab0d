package driver

import (
	"sort"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/types"
)

// Run-time reflection for the InteractiveUtils standard library
// (base/InteractiveUtils.jl), through kiln_reflect like base/reflection.jl.
const (
	// reflSubtype: a an abstract type T, b a boxed Int i: the i-th of
	// T's direct subtypes named in a loaded module, or "" past the last.
	reflSubtype = 30
	// reflCodeLowered … reflCodeNative: a callable, b a Tuple type or a
	// tuple of types: the method a call with those argument types
	// dispatches to, printed at one stage as `kiln code` prints it.
	reflCodeLowered  = 31
	reflCodeTyped    = 32
	reflCodeWarntype = 33
	reflCodeLLVM     = 34
	reflCodeNative   = 35
	// reflReturnType: a callable, b argument types as above: the inferred
	// return type of the method a call dispatches to (Base.return_types).
	reflReturnType = 36
)

// interactiveReflect answers the InteractiveUtils queries; ok is false for
// a kind that is not one of them.
func (s *Session) interactiveReflect(kind int, a, b uintptr) (res, exc uintptr, ok bool) {
	switch kind {
	case reflSubtype:
		t, tok := s.typeFromObject(a)
		if !tok {
			return 0, s.errorException("subtypes: expected a type"), true
		}
		subs := s.directSubtypes(t)
		i := int(runtime.ReadWord(b, 0))
		if i < 1 || i > len(subs) {
			return runtime.NewString(""), 0, true
		}
		return s.typeObjectAddr(subs[i-1]), 0, true
	case reflReturnType:
		mi, err := s.methodInstanceOf(a, b)
		if err != 0 {
			return 0, err, true
		}
		ci, ierr := s.engine.InferMI(mi)
		if ierr != nil {
			return 0, s.errorException(ierr.Error()), true
		}
		t, tok := infer.Widen(ci.RetType).(types.Type)
		if !tok {
			t = types.Any
		}
		return s.typeObjectAddr(t), 0, true
	case reflCodeLowered, reflCodeTyped, reflCodeWarntype, reflCodeLLVM, reflCodeNative:
		mi, err := s.methodInstanceOf(a, b)
		if err != 0 {
			return 0, err, true
		}
		var out string
		var cerr error
		switch kind {
		case reflCodeLowered:
			out = s.CodeLowered(mi)
		case reflCodeTyped:
			out, cerr = s.CodeTyped(mi)
		case reflCodeWarntype:
			out, _, cerr = s.CodeWarntype(mi, false)
		case reflCodeLLVM:
			out, cerr = s.CodeLLVM(mi, true)
		case reflCodeNative:
			out, cerr = s.CodeNative(mi)
		}
		if cerr != nil {
			return 0, s.errorException(cerr.Error()), true
		}
		return runtime.NewString(out), 0, true
	}
	return 0, 0, false
}

// methodInstanceOf is the MethodInstance that a call of the callable
// object f with arguments of the types tt (a Tuple type or a tuple of
// types) dispatches to, or a Julia exception.
func (s *Session) methodInstanceOf(f, tt uintptr) (*methods.MethodInstance, uintptr) {
	ft := s.callableType(f)
	t, ok := s.typeFromObject(tt)
	if !ok {
		t, ok = s.tupleOfTypes(tt)
	}
	dt, dok := t.(*types.DataType)
	if !ok || !dok || dt.Name != types.Tuple().Name {
		return nil, s.argTypesError(tt)
	}
	sig := types.Tuple(append([]types.Type{ft}, paramTypes(dt.Params)...)...)
	tbl := methods.TableFor(ft)
	if tbl == nil {
		return nil, s.errorException("no unique matching method found for the specified argument types")
	}
	r := tbl.Lookup(sig)
	if r.Method == nil {
		return nil, s.errorException("no unique matching method found for the specified argument types")
	}
	return r.Method.Specialize(sig, r.Env), 0
}

// directSubtypes lists, as Julia's InteractiveUtils.subtypes finds them,
// the types named by a binding of a loaded module (Core, Base, Main, the
// loaded packages and standard libraries, and their submodules) that the
// binding's module defines under that name and whose supertype is the
// abstract type x: each as its intersection with x. Types that are not
// abstract have none.
func (s *Session) directSubtypes(x types.Type) []types.Type {
	xt, ok := types.Unwrap(x).(*types.DataType)
	if !ok || !xt.Name.Abstract {
		return nil
	}
	roots := []*methods.Module{s.Core, s.Base, s.Main}
	if s.pkgs != nil {
		for _, m := range s.pkgs.loaded {
			roots = append(roots, m)
		}
	}
	seen := map[*methods.Module]bool{}
	var out []types.Type
	var visit func(m *methods.Module)
	visit = func(m *methods.Module) {
		if m == nil || seen[m] {
			return
		}
		seen[m] = true
		for _, n := range m.Names() {
			b := m.OwnBinding(n)
			if b == nil || !b.Const || b.ImportedFrom != nil {
				continue
			}
			switch v := b.Value.(type) {
			case *methods.Module:
				if v.Parent == m {
					visit(v)
				}
			case types.Type:
				dt, ok := types.Unwrap(v).(*types.DataType)
				if !ok || dt.Name.Module != m.Path() || dt.Name.Name != n {
					continue
				}
				sup := types.Supertype(dt)
				if sup == nil || sup.Name != xt.Name || dt.Name == xt.Name {
					continue
				}
				if ti := types.Intersect(v, x); ti != types.Bottom {
					out = append(out, ti)
				}
			}
		}
	}
	for _, m := range roots {
		visit(m)
	}
	sort.SliceStable(out, func(i, j int) bool { return infer.ShowType(out[i]) < infer.ShowType(out[j]) })
	return out
}
