package driver

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
)

// Packages: `using Name` of a module that is not defined in the program
// finds the package Name through the active project and KILN_LOAD_PATH
// (package pkg) and evaluates its source, once per process. Package
// modules are top-level modules (their parent is the package root, which
// prints as nothing: Geometry.Point, not Main.Geometry.Point).

// packageState is the session's package loading state.
type packageState struct {
	env    *pkg.Env
	root   *methods.Module
	loaded map[string]*methods.Module // by package root directory
	of     map[*methods.Module]*pkg.Package
	active map[string]bool // packages being loaded (cycle detection)
	byName map[string]*pkg.Package
}

func (s *Session) packages() (*packageState, error) {
	if s.pkgs != nil {
		return s.pkgs, nil
	}
	env, err := s.newEnv()
	if err != nil {
		return nil, err
	}
	root := methods.NewModule("", nil)
	// The statements of a package's file outside its module (a leading
	// `__precompile__()`) see Base's exports, as in Julia, where they run
	// in Base.__toplevel__ (`baremodule __toplevel__ using Base end`).
	root.Usings = []*methods.Module{s.Base}
	s.pkgs = &packageState{env: env, root: root, loaded: map[string]*methods.Module{},
		of: map[*methods.Module]*pkg.Package{}, active: map[string]bool{}, byName: map[string]*pkg.Package{}}
	return s.pkgs, nil
}

// packageOf returns the package whose source defines module m (or an
// enclosing module), nil for the program itself.
func (s *Session) packageOf(m *methods.Module) *pkg.Package {
	if s.pkgs == nil {
		return nil
	}
	for ; m != nil; m = m.Parent {
		if p, ok := s.pkgs.of[m]; ok {
			return p
		}
		if m.Parent == s.pkgs.root {
			// A package's module while its source is being evaluated.
			return s.pkgs.byName[m.Name]
		}
	}
	return nil
}

// loadPackage evaluates package name (as a dependency of the package that
// defines module from) and returns its module.
func (s *Session) loadPackage(from *methods.Module, name string, pos syntax.Pos) (*methods.Module, error) {
	return s.loadPackageFor(s.packageOf(from), name, pos)
}

// loadPackageFor loads package name as a dependency of package from (nil:
// the program).
func (s *Session) loadPackageFor(from *pkg.Package, name string, pos syntax.Pos) (*methods.Module, error) {
	ps, err := s.packages()
	if err != nil {
		return nil, s.errorf(pos, "%v", err)
	}
	p, err := ps.env.Locate(name, from)
	fromLoadPath := false
	if err != nil && from == nil && !missingStdlibs[name] {
		// Not in the environment: the directories a program pushed onto
		// Base.LOAD_PATH (Julia's implicit environments).
		lp, m, lerr := s.loadFromLoadPath(ps, name, pos)
		if m != nil || lerr != nil {
			return m, lerr
		}
		if lp != nil {
			// loaded from source: a precompile process would not find it
			p, err, fromLoadPath = lp, nil, true
		}
	}
	if err != nil {
		if missingStdlibs[name] {
			return nil, s.stdlibMissingError(name, pos)
		}
		return nil, s.errorf(pos, "ArgumentError: %v", err)
	}
	if p.Builtin {
		if m := s.builtinModule(p.Name); m != nil {
			return m, nil
		}
		if err := s.gpu().loadErr[p.Name]; err != nil {
			return nil, err
		}
		if b := s.Base.OwnBinding(p.Name); b != nil && b.Defined {
			if m, ok := b.Value.(*methods.Module); ok {
				return m, nil // a standard library module that Base defines (Printf)
			}
		}
		return nil, s.stdlibMissingError(name, pos)
	}
	if m, ok := ps.loaded[p.Root]; ok {
		return m, nil
	}
	if ps.active[p.Root] {
		return nil, s.errorf(pos, "ArgumentError: package %s is loaded recursively (a dependency cycle)", name)
	}
	ps.active[p.Root] = true
	defer delete(ps.active, p.Root)
	ps.byName[p.Name] = p
	if !s.opts.NoPkgImages && !fromLoadPath && !(s.opts.Precompiling && (s.opts.PrecompileTarget == "" || s.opts.PrecompileTarget == p.Name)) {
		m, err := s.loadImage(p, pos)
		if err == nil {
			ps.loaded[p.Root] = m
			ps.of[m] = p
			return m, nil
		}
		if !errors.Is(err, errImageUnusable) {
			return nil, err
		}
	}
	saved := s.replay
	s.replay = nil
	defer func() { s.replay = saved }()
	src, err := os.ReadFile(p.EntryFile)
	if err != nil {
		return nil, s.errorf(pos, "ArgumentError: package %s: %v", name, err)
	}
	s.noteSourceRead(p, p.EntryFile, src)
	if err := s.evalSource(ps.root, p.EntryFile, string(src)); err != nil {
		return nil, err
	}
	b := ps.root.OwnBinding(p.Name)
	m, ok := (*methods.Module)(nil), false
	if b != nil {
		m, ok = b.Value.(*methods.Module)
	}
	if !ok {
		return nil, s.errorf(pos, "ArgumentError: package %s did not define the expected module %s in %s", name, p.Name, p.EntryFile)
	}
	ps.loaded[p.Root] = m
	ps.of[m] = p
	return m, nil
}

var _ = fmt.Sprintf

// loadFromLoadPath looks for package name in the directories of
// Base.LOAD_PATH that the program added (its "@…" entries are the
// environment Kiln already searched), as Julia's implicit environments: a
// project directory whose package is name, or a directory DIR/name with a
// Project.toml, is the package (returned: the caller loads it like any
// package, through its image); a
// module file DIR/name.jl or DIR/name/src/name.jl without one is evaluated
// as a top-level module, once, from source (its module is returned).
func (s *Session) loadFromLoadPath(ps *packageState, name string, pos syntax.Pos) (*pkg.Package, *methods.Module, error) {
	b := s.Base.OwnBinding("LOAD_PATH")
	if b == nil || !b.Defined {
		return nil, nil, nil
	}
	v, err := s.EvalValue("none", "join(Base.LOAD_PATH, '\\0')")
	if err != nil {
		return nil, nil, nil
	}
	loadDir := func(dir string) (*pkg.Package, *methods.Module, error) {
		p, err := pkg.LoadPackage(dir)
		if err != nil {
			return nil, nil, s.errorf(pos, "ArgumentError: %v", err)
		}
		return p, nil, nil
	}
	for _, entry := range strings.Split(runtime.StringValue(v), "\x00") {
		if entry == "" || strings.HasPrefix(entry, "@") {
			continue
		}
		dir, err := filepath.Abs(entry)
		if err != nil {
			continue
		}
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			continue
		}
		if f, ok := pkg.FindProjectFile(dir); ok {
			// an environment: the package itself, when it is the project
			if proj, err := pkg.LoadProject(f); err == nil && proj.Name == name {
				return loadDir(dir)
			}
			continue
		}
		if _, ok := pkg.FindProjectFile(filepath.Join(dir, name)); ok {
			return loadDir(filepath.Join(dir, name))
		}
		for _, file := range []string{filepath.Join(dir, name+".jl"), filepath.Join(dir, name, "src", name+".jl")} {
			st, err := os.Stat(file)
			if err != nil || !st.Mode().IsRegular() {
				continue
			}
			if m, ok := ps.loaded[file]; ok {
				return nil, m, nil
			}
			src, err := os.ReadFile(file)
			if err != nil {
				return nil, nil, s.errorf(pos, "ArgumentError: package %s: %v", name, err)
			}
			if err := s.evalSource(ps.root, file, string(src)); err != nil {
				return nil, nil, err
			}
			mb := ps.root.OwnBinding(name)
			m, ok := (*methods.Module)(nil), false
			if mb != nil {
				m, ok = mb.Value.(*methods.Module)
			}
			if !ok {
				return nil, nil, s.errorf(pos, "ArgumentError: package %s did not define the expected module %s in %s", name, name, file)
			}
			ps.loaded[file] = m
			return nil, m, nil
		}
	}
	return nil, nil, nil
}

// workloadMacros are the macros of the built-in precompile modules; the
// lowering expands them, the modules only make them importable.
var workloadMacros = map[string][]string{
	"PrecompileTools": {"@setup_workload", "@compile_workload", "@recompile_invalidations"},
	"SnoopPrecompile": {"@precompile_setup", "@precompile_all_calls"},
}

// macroMarker is the value of a built-in macro's binding.
type macroMarker struct{ name string }

func (m macroMarker) String() string { return m.name }

// builtinModule returns the module of a built-in package that Kiln
// provides (nil for one it does not have yet).
func (s *Session) builtinModule(name string) *methods.Module {
	if _, gpuMod := gpuSources[name]; gpuMod {
		m, err := s.gpuModule(name)
		if err != nil {
			s.gpu().loadErr[name] = err
		}
		return m
	}
	if m := s.stdlibModule(name); m != nil {
		return m
	}
	macros, ok := workloadMacros[name]
	if !ok {
		return nil
	}
	ps, _ := s.packages()
	if m, ok := ps.loaded["builtin:"+name]; ok {
		return m
	}
	m := methods.NewModule(name, ps.root)
	for _, mac := range macros {
		b := m.Own(mac)
		b.Value, b.Const, b.Defined = macroMarker{mac}, true, true
		m.Export(mac)
	}
	self := m.Own(name)
	self.Value, self.Const, self.Defined = m, true, true
	if name == "PrecompileTools" {
		// PrecompileTools.Preferences, as the real package re-exports it
		if pm := s.stdlibModule("Preferences"); pm != nil {
			b := m.Own("Preferences")
			b.Value, b.Const, b.Defined = pm, true, true
		}
	}
	ps.loaded["builtin:"+name] = m
	return m
}

// LoadPackage loads a package by name as `using Name` at top level would
// (kiln precompile).
func (s *Session) LoadPackage(name string) error {
	_, err := s.loadPackage(s.Main, name, syntax.Pos{File: "none", Line: 1, Col: 1})
	return err
}

// activateProject makes path (a directory or a project file; "" for none)
// the active project, as Pkg.activate does: later `using` and `import`
// statements resolve through it, packages already loaded stay. A
// directory without a project file activates no project (Julia's "new
// project", which Pkg writes only when a package is added). The answer is
// the project file's path, "" when there is none.
func (s *Session) activateProject(path string) (uintptr, uintptr) {
	ps, err := s.packages()
	if err != nil {
		return 0, s.errorException(err.Error())
	}
	cfg := pkg.EnvConfig{LoadPath: os.Getenv("KILN_LOAD_PATH")}
	if s.opts.LoadPath != nil {
		cfg.LoadPath = strings.Join(s.opts.LoadPath, string(filepath.ListSeparator))
	}
	if path != "" {
		abs, err := filepath.Abs(path)
		if err != nil {
			return 0, s.errorException(err.Error())
		}
		if st, err := os.Stat(abs); err == nil && st.IsDir() {
			if _, ok := pkg.FindProjectFile(abs); ok {
				cfg.Project = abs
			}
		} else if err == nil {
			cfg.Project = abs
		}
	}
	env, err := pkg.NewEnv(cfg)
	if err != nil {
		return 0, s.errorException(strings.TrimPrefix(err.Error(), "--project: "))
	}
	ps.env = env
	s.opts.Project = cfg.Project
	if env.Project == nil {
		return runtime.NewString(""), 0
	}
	return runtime.NewString(env.Project.Path), 0
}
