package driver

import (
	"sort"
	"strings"

	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
)

// Reflection over whole method tables for Test.detect_ambiguities,
// Test.detect_unbound_args and Base.isambiguous (base/Test.jl,
// base/reflection.jl), through kiln_reflect.
const (
	// reflAmbiguities: a a tuple of Modules, b a boxed Int of flags (1
	// recursive, 2 ambiguous_bottom): the ambiguous pairs of methods of
	// those modules, two method records (methodRecord) a pair, one a line.
	reflAmbiguities = 37
	// reflUnboundArgs: a a tuple of Modules, b a boxed Int of flags (1
	// recursive): the records of the methods with unbound type
	// parameters, one a line.
	reflUnboundArgs = 38
	// reflIsAmbiguous: a a tuple of two method IDs (Method's id), b a
	// boxed Int, 1 for ambiguous_bottom: "1" or "0".
	reflIsAmbiguous = 39
	// reflMethodSig: a a boxed method ID: the method's signature, a type
	// (Method's sig).
	reflMethodSig = 43
	// reflSubmodules: a a Module: the names of its submodules (bindings
	// it owns whose value is a module whose parent it is, of that name),
	// one a line.
	reflSubmodules = 44
)

// tableReflect answers the queries above; ok is false for other kinds.
func (s *Session) tableReflect(kind int, a, b uintptr) (r, exc uintptr, ok bool) {
	switch kind {
	case reflAmbiguities, reflUnboundArgs:
		elems, eok := s.elementsOf(a)
		if !eok {
			return 0, s.errorException("detect_ambiguities: expected a tuple of modules"), true
		}
		mods := map[*methods.Module]bool{}
		for _, e := range elems {
			m, mok := s.moduleFromObject(e)
			if !mok {
				return 0, s.errorException("detect_ambiguities: expected a tuple of modules"), true
			}
			mods[m] = true
		}
		flags := int64(runtime.ReadWord(b, 0))
		recursive := flags&1 != 0
		keep := func(m *methods.Method) bool { return inModules(m.Module, recursive, mods) }
		var recs []string
		if kind == reflUnboundArgs {
			var found []*methods.Method
			for _, t := range methods.AllTables() {
				for _, m := range t.Methods() {
					if keep(m) && m.HasUnboundArgs() {
						found = append(found, m)
					}
				}
			}
			methods.SortMethods(found)
			for _, m := range found {
				recs = append(recs, s.methodRecord(m))
			}
		} else {
			var pairs [][2]*methods.Method
			for _, t := range methods.AllTables() {
				pairs = append(pairs, t.Ambiguities(keep, flags&2 != 0)...)
			}
			methods.SortPairs(pairs)
			for _, p := range pairs {
				recs = append(recs, s.methodRecord(p[0]), s.methodRecord(p[1]))
			}
		}
		return runtime.NewString(strings.Join(recs, "\n")), 0, true
	case reflIsAmbiguous:
		elems, eok := s.elementsOf(a)
		if !eok || len(elems) != 2 {
			return 0, s.errorException("isambiguous: expected two methods"), true
		}
		m1 := methods.MethodByID(int(runtime.ReadWord(elems[0], 0)))
		m2 := methods.MethodByID(int(runtime.ReadWord(elems[1], 0)))
		if m1 == nil || m2 == nil {
			return 0, s.errorException("isambiguous: a method that is no longer in its method table is not supported by Kiln"), true
		}
		r := "0"
		if methods.IsAmbiguous(m1, m2, runtime.ReadWord(b, 0)&1 != 0) {
			r = "1"
		}
		return runtime.NewString(r), 0, true
	case reflSubmodules:
		m, mok := s.moduleFromObject(a)
		if !mok {
			return 0, s.errorException("submodules: expected a Module"), true
		}
		var subs []string
		for _, n := range m.Names() {
			if b := m.OwnBinding(n); b != nil && b.ImportedFrom == nil {
				if sub, isMod := b.Value.(*methods.Module); isMod && sub != m && sub.Parent == m && sub.Name == n {
					subs = append(subs, n)
				}
			}
		}
		sort.Strings(subs)
		return runtime.NewString(strings.Join(subs, "\n")), 0, true
	case reflMethodSig:
		m := methods.MethodByID(int(runtime.ReadWord(a, 0)))
		if m == nil {
			return 0, s.errorException("Method.sig: a method that is no longer in its method table is not supported by Kiln"), true
		}
		return s.typeObjectAddr(m.Sig), 0, true
	}
	return 0, 0, false
}

// inModules is Julia's Test.is_in_mods: m is one of mods or, when
// recursive, a submodule of one of them at any depth.
func inModules(m *methods.Module, recursive bool, mods map[*methods.Module]bool) bool {
	for m != nil {
		if mods[m] {
			return true
		}
		if !recursive || m.Parent == nil || m.Parent.Name == "" {
			return false
		}
		m = m.Parent
	}
	return false
}
