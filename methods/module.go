package methods

import (
	"sync"

	"github.com/kiln-lang/kiln/types"
)

// Module is a Julia module: a namespace of bindings.
type Module struct {
	Name   string
	Parent *Module
	mu     sync.Mutex
	// Bindings owned by this module.
	bindings map[string]*Binding
	// Usings are the modules whose exported names are visible here.
	Usings []*Module
	// UsingAll are modules all of whose bindings are visible here (Base
	// sees every name of Core, as Julia's Base does).
	UsingAll []*Module
	exports  map[string]bool
	// warned are the names whose ambiguity (exported by two used
	// modules) has been reported.
	warned map[string]bool
	// Anon numbers a module made at run time by Module(:Name) (from 1):
	// such a module is not bound in its parent, and several may share
	// a name. 0 for a module of a `module` expression or a package.
	Anon int
}

// KilnType returns Module.
func (m *Module) KilnType() types.Type { return types.ModuleT }

// String returns the module's path.
func (m *Module) String() string { return m.Path() }

// NewModule creates an empty module.
func NewModule(name string, parent *Module) *Module {
	return &Module{Name: name, Parent: parent, bindings: map[string]*Binding{}, exports: map[string]bool{}}
}

// Path returns the module's full name as Julia's fullname joins it:
// Main.Geo for a module defined in Main, Geometry for a package (a
// top-level module), Geometry.Shapes for a package's submodule.
func (m *Module) Path() string {
	if m.Parent == nil || m.Parent.Name == "" {
		return m.Name
	}
	return m.Parent.Path() + "." + m.Name
}

// Binding is a global variable, constant, function or type of a module.
type Binding struct {
	Name   string
	Module *Module
	// Value is the compile-time value of a constant binding (functions,
	// types and const globals).
	Value   any
	Const   bool
	Defined bool
	// DeclType is the declared type of a typed global (nil: Any).
	DeclType types.Type
	// Slot is the address of the run-time root slot holding the boxed
	// value of a non-constant global (0 until first needed).
	Slot uintptr
	// Assigned is set when code of the module assigns the name: the
	// module's own binding then shadows the exports of the modules it uses
	// (`sum = 0` in Main is Main.sum, as in Julia), even before the
	// assignment has run.
	Assigned bool
	// Imported is set when the binding came from `import M: x` or `using`
	// resolution; assignments then need explicit import rules.
	ImportedFrom *Binding
}

// Own returns the binding owned by m, creating it.
func (m *Module) Own(name string) *Binding {
	m.mu.Lock()
	defer m.mu.Unlock()
	b := m.bindings[name]
	if b == nil {
		b = &Binding{Name: name, Module: m}
		m.bindings[name] = b
	}
	return b
}

// OwnBinding returns the binding owned by m, or nil.
func (m *Module) OwnBinding(name string) *Binding {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.bindings[name]
}

// Export marks names as exported.
func (m *Module) Export(names ...string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, n := range names {
		m.exports[n] = true
	}
}

// Exports reports whether name is exported.
func (m *Module) Exports(name string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.exports[name]
}

// ExportedNames returns the names m exports, defined or not (Julia's
// `export x` creates the binding x; names(m) lists it either way).
func (m *Module) ExportedNames() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]string, 0, len(m.exports))
	for n := range m.exports {
		out = append(out, n)
	}
	return out
}

// Visible reports whether name resolves in m without qualification.
func (m *Module) Visible(name string) bool { return m.Lookup(name) != nil }

// Lookup resolves a name as a global of m: its own bindings, then the
// exported names of the modules it uses. It returns nil when undefined.
func (m *Module) Lookup(name string) *Binding {
	if b := m.OwnBinding(name); b != nil && (b.Defined || b.ImportedFrom != nil || b.Assigned) {
		if b.ImportedFrom != nil {
			return b.ImportedFrom
		}
		return b
	}
	for _, u := range m.UsingAll {
		if b := u.OwnBinding(name); b != nil && b.Defined {
			return b
		}
	}
	// As Julia's using_resolve_binding (src/module.c): the modules used
	// last come first; a name two of them export with different bindings
	// (neither the same binding nor constants of the same value) is
	// ambiguous: not visible, with a warning the first time.
	var found *Binding
	var from *Module
	for i := len(m.Usings) - 1; i >= 0; i-- {
		u := m.Usings[i]
		if !u.Exports(name) {
			continue
		}
		b := u.Lookup(name)
		if b == nil {
			continue
		}
		if found == nil {
			found, from = b, u
			continue
		}
		if !sameBinding(found, b) {
			m.warnAmbiguous(name, from, u)
			return nil
		}
	}
	return found
}

// AmbiguityWarning, when set, reports a name that two modules m uses
// export with different bindings (Julia's "WARNING: both A and B export
// "x"; uses of it in module M must be qualified"). It is called once per
// module and name.
var AmbiguityWarning func(m *Module, name string, first, second *Module)

func (m *Module) warnAmbiguous(name string, first, second *Module) {
	m.mu.Lock()
	if m.warned == nil {
		m.warned = map[string]bool{}
	}
	done := m.warned[name]
	m.warned[name] = true
	m.mu.Unlock()
	if !done && AmbiguityWarning != nil {
		AmbiguityWarning(m, name, first, second)
	}
}

// sameBinding reports whether two resolved bindings are one for using
// resolution: the same binding, or constants holding the same value.
func sameBinding(a, b *Binding) bool {
	if a == b {
		return true
	}
	return a.Const && b.Const && a.Defined && b.Defined && a.Value != nil && sameValue(a.Value, b.Value)
}

// sameValue compares two compile-time values by identity; values of
// types Go cannot compare are different.
func sameValue(a, b any) (eq bool) {
	defer func() {
		if recover() != nil {
			eq = false
		}
	}()
	return a == b
}

// Names returns the names of the module's own bindings.
func (m *Module) Names() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for n, b := range m.bindings {
		if b.Defined {
			out = append(out, n)
		}
	}
	return out
}

// SeesAll reports whether every binding of o is visible in m.
func (m *Module) SeesAll(o *Module) bool {
	for _, u := range m.UsingAll {
		if u == o {
			return true
		}
	}
	return false
}
