package pkg

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Env is where package names are looked up: an optional active project and
// the load path. It caches the packages it has read, so that one directory
// is always the same *Package; it is safe for concurrent use.
//
// Precedence, for a name used at the top level (a script, the REPL):
//  1. the built-in standard library modules, whatever any file says;
//  2. the active project itself, when it is a package of that name;
//  3. the active project's [deps] entry, found through its [sources] path,
//     else on the load path with the uuid [deps] gives;
//  4. each KILN_LOAD_PATH directory in order: DIR/Name/Project.toml.
//
// For a name used by a package P, the name must be in P's [deps] (else it is
// an error, as in Julia), and it is found through the active project's
// [sources] entry for it (the environment decides, as a manifest does in
// Julia), else P's own [sources] entry, else the active project itself
// when it has that name, else the load path.
type Env struct {
	// Project is the active project, nil when there is none.
	Project *Project
	// LoadPath holds the directories searched for packages, in order.
	LoadPath []string

	mu     sync.Mutex
	byRoot map[string]*Package // real package directory → package
}

// EnvConfig says how to build an Env.
type EnvConfig struct {
	// Project is the --project value: a directory holding a Project.toml,
	// or the file itself. "" for none.
	Project string
	// Script is the script being run, if any; when Project is "", a
	// Project.toml beside the script is the active project.
	Script string
	// LoadPath is a KILN_LOAD_PATH value: directories separated by the
	// platform's list separator (":" on Unix); empty entries are ignored.
	LoadPath string
}

// NewEnv builds the environment cfg describes. An explicit --project must
// hold a project file; directories on the load path need not exist (a
// missing one is skipped, as Julia does).
func NewEnv(cfg EnvConfig) (*Env, error) {
	env := &Env{byRoot: map[string]*Package{}}
	switch {
	case cfg.Project != "":
		p, err := LoadProject(cfg.Project)
		if err != nil {
			return nil, fmt.Errorf("--project: %w", err)
		}
		env.Project = p
	case cfg.Script != "":
		abs, err := filepath.Abs(cfg.Script)
		if err != nil {
			return nil, err
		}
		if f, ok := FindProjectFile(filepath.Dir(abs)); ok {
			p, err := LoadProject(f)
			if err != nil {
				return nil, err
			}
			env.Project = p
		}
	}
	for _, dir := range filepath.SplitList(cfg.LoadPath) {
		if dir == "" {
			continue
		}
		abs, err := filepath.Abs(dir)
		if err != nil {
			return nil, err
		}
		env.LoadPath = append(env.LoadPath, abs)
	}
	return env, nil
}

// EnvFromOS builds the environment for a kiln command: project is the
// --project value (or ""), script the script path (or ""), and the load path
// comes from $KILN_LOAD_PATH.
func EnvFromOS(project, script string) (*Env, error) {
	return NewEnv(EnvConfig{Project: project, Script: script, LoadPath: os.Getenv("KILN_LOAD_PATH")})
}

// ProjectPackage returns the active project as a package, or nil when there
// is no active project or it is not a package (has no name). It is an error
// for a named project to lack its entry file.
func (env *Env) ProjectPackage() (*Package, error) {
	if env.Project == nil || env.Project.Name == "" {
		return nil, nil
	}
	return env.load(env.Project.Dir(), "")
}

// load reads (or returns the cached) package in dir. want, if not "", is the
// name the caller expects.
func (env *Env) load(dir, want string) (*Package, error) {
	key := dir
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		key = r
	}
	env.mu.Lock()
	defer env.mu.Unlock()
	if env.byRoot == nil {
		env.byRoot = map[string]*Package{}
	}
	p, ok := env.byRoot[key]
	if !ok {
		var proj *Project
		if env.Project != nil && filepath.Dir(env.Project.Path) == dir {
			proj = env.Project
		} else if f, found := FindProjectFile(dir); found {
			var err error
			if proj, err = LoadProject(f); err != nil {
				return nil, err
			}
		} else {
			return nil, fmt.Errorf("%s: not a package: no Project.toml", dir)
		}
		var err error
		if p, err = packageOf(proj); err != nil {
			return nil, err
		}
		env.byRoot[key] = p
	}
	if want != "" && p.Name != want {
		return nil, fmt.Errorf("%s: expected package %s, but the project is named %s", p.Project.Path, want, p.Name)
	}
	return p, nil
}

// Locate resolves the package name for from (nil for the top level: a
// script or the REPL). Errors say who wanted the package and where it was
// looked for (*NotFoundError), or that from does not list it in [deps]
// (wrapping ErrNotDependency), or what is wrong with a file found.
func (env *Env) Locate(name string, from *Package) (*Package, error) {
	if b := Builtin(name); b != nil {
		return b, nil
	}
	if from != nil && from.Builtin {
		return nil, fmt.Errorf("built-in module %s cannot load package %s", from.Name, name)
	}
	if from != nil && from.Name == name {
		return from, nil
	}
	var (
		want     UUID // uuid the requester's [deps] gives, zero for any
		wantedBy = "the top level"
		looked   []string
	)
	if from != nil {
		u, ok := from.Project.Deps[name]
		if !ok {
			line, col := from.Project.Pos("deps")
			e := &Error{File: from.Project.Path, Line: line, Col: col,
				Msg: fmt.Sprintf("package %s does not have %s in its dependencies: add %s to [deps] in its Project.toml", from.Name, name, name),
				Err: ErrNotDependency}
			return nil, e
		}
		want = u
		wantedBy = fmt.Sprintf("%s (%s)", from.Name, from.Project.Path)
	}

	// The environment's [sources] come first, then the requester's own.
	tryProject := func(proj *Project, what string) (*Package, bool, error) {
		if proj == nil {
			return nil, false, nil
		}
		src, ok := proj.Sources[name]
		if !ok {
			return nil, false, nil
		}
		if src.Path == "" {
			return nil, true, &Error{File: proj.Path, Msg: fmt.Sprintf("[sources] %s: only path sources are supported (url %s cannot be fetched by kiln)", name, src.URL)}
		}
		dir, _ := proj.SourceDir(name)
		if _, ok := FindProjectFile(dir); !ok {
			looked = append(looked, fmt.Sprintf("%s [sources] path %s (no Project.toml there)", what, dir))
			return nil, false, nil
		}
		p, err := env.load(dir, name)
		if err != nil {
			return nil, true, err
		}
		// The uuid in the [deps] next to the [sources] entry must match.
		if u, _ := proj.Lists(name); !u.IsZero() && !p.Project.UUID.IsZero() && u != p.Project.UUID {
			line, col := proj.Pos("sources", name)
			return nil, true, &Error{File: proj.Path, Line: line, Col: col,
				Msg: fmt.Sprintf("[sources] %s points to %s, whose uuid %s differs from the uuid %s in [deps]", name, p.Project.Path, p.Project.UUID, u)}
		}
		if !want.IsZero() && !p.Project.UUID.IsZero() && want != p.Project.UUID {
			return nil, true, fmt.Errorf("%s: %s requires %s with uuid %s, but %s has uuid %s", from.Project.Path, from.Name, name, want, p.Project.Path, p.Project.UUID)
		}
		return p, true, nil
	}

	if from == nil {
		if env.Project != nil {
			if env.Project.Name == name {
				return env.ProjectPackage()
			}
			u, ok := env.Project.Deps[name]
			if ok {
				want = u
				wantedBy = fmt.Sprintf("the active project (%s)", env.Project.Path)
				if p, done, err := tryProject(env.Project, "active project"); done {
					return p, err
				}
			}
		}
	} else {
		if p, done, err := tryProject(env.Project, "active project"); done {
			return p, err
		}
		if p, done, err := tryProject(from.Project, from.Name); done {
			return p, err
		}
		if env.Project != nil && env.Project.Name == name {
			p, err := env.ProjectPackage()
			if err != nil {
				return nil, err
			}
			if want.IsZero() || env.Project.UUID.IsZero() || want == env.Project.UUID {
				return p, nil
			}
			looked = append(looked, fmt.Sprintf("active project %s (uuid %s, not %s)", env.Project.Path, env.Project.UUID, want))
		}
	}

	p, err := env.searchLoadPath(name, want, &looked)
	if p != nil || err != nil {
		return p, err
	}
	return nil, &NotFoundError{Name: name, WantedBy: wantedBy, Looked: looked}
}

// searchLoadPath looks for DIR/name/Project.toml in each load path
// directory. A package whose declared uuid is not want (when want is set) is
// skipped, and the search goes on, as Julia's implicit environments do.
func (env *Env) searchLoadPath(name string, want UUID, looked *[]string) (*Package, error) {
	for _, dir := range env.LoadPath {
		cand := filepath.Join(dir, name)
		if _, ok := FindProjectFile(cand); !ok {
			if st, err := os.Stat(filepath.Join(cand, "src", name+".jl")); err == nil && st.Mode().IsRegular() {
				return nil, fmt.Errorf("%s: package directory has src/%s.jl but no Project.toml", cand, name)
			}
			*looked = append(*looked, "load path "+dir)
			continue
		}
		p, err := env.load(cand, name)
		if err != nil {
			return nil, err
		}
		if !want.IsZero() && !p.Project.UUID.IsZero() && p.Project.UUID != want {
			*looked = append(*looked, fmt.Sprintf("load path %s (has %s with uuid %s, not %s)", dir, name, p.Project.UUID, want))
			continue
		}
		return p, nil
	}
	return nil, nil
}

// DefaultRoots returns what `kiln precompile` builds when given no names:
// the active project's [deps] (sorted), and the project itself when it is a
// package.
func (env *Env) DefaultRoots() []string {
	if env.Project == nil {
		return nil
	}
	roots := env.Project.DepNames()
	if env.Project.Name != "" {
		roots = append(roots, env.Project.Name)
	}
	return roots
}

// Describe returns a few lines that say what the environment is, for
// --verbose output and error reports.
func (env *Env) Describe() string {
	var b strings.Builder
	if env.Project != nil {
		fmt.Fprintf(&b, "active project: %s\n", env.Project.Path)
	} else {
		b.WriteString("active project: none\n")
	}
	if len(env.LoadPath) == 0 {
		b.WriteString("load path: empty\n")
	}
	for _, d := range env.LoadPath {
		fmt.Fprintf(&b, "load path: %s\n", d)
	}
	return b.String()
}
