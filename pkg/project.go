package pkg

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// ProjectFileNames are the names of a project file, in order of preference
// (Julia reads JuliaProject.toml before Project.toml).
var ProjectFileNames = []string{"JuliaProject.toml", "Project.toml"}

// Project is a decoded and validated Project.toml.
type Project struct {
	// Path is the absolute path of the file.
	Path string
	// Name is the package name; "" for an environment that is not a package.
	Name string
	// UUID is the declared uuid; zero when the file has none.
	UUID UUID
	// Version is the declared version; nil when the file has none.
	Version *Version
	// Deps maps each dependency name in [deps] to its uuid.
	Deps map[string]UUID
	// WeakDeps is [weakdeps]: names that may be loaded by extensions only.
	WeakDeps map[string]UUID
	// Extras is [extras]: test and tooling dependencies, not loaded by the
	// package.
	Extras map[string]UUID
	// Sources is [sources]: where to find dependencies.
	Sources map[string]Source
	// Compat is [compat]: compatibility bounds, kept as written.
	Compat map[string]string
	// Preferences is [preferences]: per-package preference tables written in
	// the project file (LocalPreferences.toml overrides them).
	Preferences map[string]any

	doc *tomlDoc
}

// Source is one [sources] entry: `Foo = {path = "../Foo"}`, or a
// `{url = …, rev = …, subdir = …}` entry that Kiln can read but not use.
type Source struct {
	Path   string // as written: relative to the project's directory, or absolute
	URL    string
	Rev    string
	Subdir string
}

// Dir returns the directory that holds the project file.
func (p *Project) Dir() string { return filepath.Dir(p.Path) }

// SourceDir returns the absolute directory of a [sources] path entry for
// name, and whether there is one.
func (p *Project) SourceDir(name string) (string, bool) {
	s, ok := p.Sources[name]
	if !ok || s.Path == "" {
		return "", false
	}
	if filepath.IsAbs(s.Path) {
		return filepath.Clean(s.Path), true
	}
	return filepath.Join(p.Dir(), filepath.FromSlash(s.Path)), true
}

// Lists returns the uuid that name has in [deps], [weakdeps] or [extras],
// and whether it is in any of them.
func (p *Project) Lists(name string) (UUID, bool) {
	for _, m := range []map[string]UUID{p.Deps, p.WeakDeps, p.Extras} {
		if u, ok := m[name]; ok {
			return u, true
		}
	}
	return UUID{}, false
}

// DepNames returns the names in [deps], sorted.
func (p *Project) DepNames() []string {
	names := make([]string, 0, len(p.Deps))
	for n := range p.Deps {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Pos returns the line and column where the key at path is written (e.g.
// Pos("deps", "Foo")), or zeros when unknown.
func (p *Project) Pos(path ...string) (line, col int) {
	if p.doc == nil {
		return 0, 0
	}
	q := p.doc.pos.key(path...)
	return q.line, q.col
}

// errAt builds an error at the key path in the project file.
func (p *Project) errAt(path []string, format string, args ...any) *Error {
	line, col := p.Pos(path...)
	return &Error{File: p.Path, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// FindProjectFile returns the project file in dir (JuliaProject.toml or
// Project.toml) and whether there is one.
func FindProjectFile(dir string) (string, bool) {
	for _, n := range ProjectFileNames {
		f := filepath.Join(dir, n)
		if st, err := os.Stat(f); err == nil && st.Mode().IsRegular() {
			return f, true
		}
	}
	return "", false
}

// LoadProject reads and validates a project file. path is the file itself or
// a directory holding one.
func LoadProject(path string) (*Project, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	if st, err := os.Stat(abs); err == nil && st.IsDir() {
		f, ok := FindProjectFile(abs)
		if !ok {
			return nil, fmt.Errorf("%s: no Project.toml in this directory", abs)
		}
		abs = f
	}
	src, err := os.ReadFile(abs)
	if err != nil {
		return nil, err
	}
	return ParseProject(abs, src)
}

// ParseProject decodes and validates the contents of a project file; path
// names it in errors and anchors relative [sources] paths. A TOML syntax
// error is an *Error; validation problems are an ErrorList, in file order.
//
// Validation checks: name is a valid identifier; uuid, and every uuid in
// [deps], [weakdeps] and [extras], is well formed; version is a valid
// VersionNumber; each [sources] entry names a dependency (in [deps],
// [weakdeps] or [extras]) and is a table with `path` or `url` (not both) and
// no other keys but `rev` and `subdir` for a url; each [compat] entry is a
// string naming "julia" or a dependency. Other keys are kept by Julia's
// tools and ignored here.
func ParseProject(path string, src []byte) (*Project, error) {
	doc, err := parseTOML(path, src)
	if err != nil {
		return nil, err
	}
	p := &Project{Path: path, doc: doc}
	var errs ErrorList
	bad := func(e *Error) { errs = append(errs, e) }
	d := doc.data

	if v, ok := d["name"]; ok {
		s, isStr := v.(string)
		switch {
		case !isStr:
			bad(doc.errAt(doc.pos.value("name"), "name must be a string, not %s", tomlType(v)))
		case !IsIdentifier(s):
			bad(doc.errAt(doc.pos.value("name"), "name %q is not a valid package name (a Julia identifier)", s))
		default:
			p.Name = s
		}
	}
	if v, ok := d["uuid"]; ok {
		if u, e := uuidValue(doc, v, "uuid"); e != nil {
			bad(e)
		} else {
			p.UUID = u
		}
	}
	if v, ok := d["version"]; ok {
		s, isStr := v.(string)
		if !isStr {
			bad(doc.errAt(doc.pos.value("version"), "version must be a string, not %s", tomlType(v)))
		} else if ver, e := ParseVersion(s); e != nil {
			bad(doc.errAt(doc.pos.value("version"), "%v", e))
		} else {
			p.Version = &ver
		}
	}
	p.Deps = uuidTable(doc, "deps", bad)
	p.WeakDeps = uuidTable(doc, "weakdeps", bad)
	p.Extras = uuidTable(doc, "extras", bad)

	p.Sources = map[string]Source{}
	if t, ok := table(doc, "sources", bad); ok {
		for _, name := range sortedKeys(t) {
			src, e := sourceEntry(doc, name, t[name])
			if e != nil {
				bad(e)
				continue
			}
			if _, listed := p.Lists(name); !listed {
				bad(doc.errAt(doc.pos.key("sources", name), "[sources] entry %s is not a dependency: add it to [deps] (or [weakdeps], [extras])", name))
				continue
			}
			p.Sources[name] = src
		}
	}

	p.Compat = map[string]string{}
	if t, ok := table(doc, "compat", bad); ok {
		for _, name := range sortedKeys(t) {
			s, isStr := t[name].(string)
			if !isStr {
				bad(doc.errAt(doc.pos.value("compat", name), "[compat] entry %s must be a string, not %s", name, tomlType(t[name])))
				continue
			}
			if _, listed := p.Lists(name); !listed && name != "julia" {
				bad(doc.errAt(doc.pos.key("compat", name), "[compat] entry %s is not a dependency: add it to [deps] (or [weakdeps], [extras])", name))
				continue
			}
			p.Compat[name] = s
		}
	}

	p.Preferences = map[string]any{}
	if t, ok := table(doc, "preferences", bad); ok {
		p.Preferences = t
	}

	if len(errs) > 0 {
		sortErrors(errs)
		return nil, errs
	}
	return p, nil
}

// sortErrors orders errors by position (stable, so equal positions keep the
// order they were found in).
func sortErrors(errs ErrorList) {
	sort.SliceStable(errs, func(i, j int) bool {
		if errs[i].Line != errs[j].Line {
			return errs[i].Line < errs[j].Line
		}
		return errs[i].Col < errs[j].Col
	})
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// table returns the top-level table key, reporting a non-table value.
func table(doc *tomlDoc, key string, bad func(*Error)) (map[string]any, bool) {
	v, ok := doc.data[key]
	if !ok {
		return nil, false
	}
	t, isTable := v.(map[string]any)
	if !isTable {
		bad(doc.errAt(doc.pos.value(key), "[%s] must be a table, not %s", key, tomlType(v)))
		return nil, false
	}
	return t, true
}

// uuidValue decodes a uuid string at the given key path.
func uuidValue(doc *tomlDoc, v any, path ...string) (UUID, *Error) {
	s, isStr := v.(string)
	if !isStr {
		return UUID{}, doc.errAt(doc.pos.value(path...), "%s must be a uuid string, not %s", path[len(path)-1], tomlType(v))
	}
	u, err := ParseUUID(s)
	if err != nil {
		return UUID{}, doc.errAt(doc.pos.value(path...), "%s: %v", path[len(path)-1], err)
	}
	return u, nil
}

// uuidTable decodes a table of name = "uuid" entries ([deps], [extras], …).
func uuidTable(doc *tomlDoc, key string, bad func(*Error)) map[string]UUID {
	out := map[string]UUID{}
	t, ok := table(doc, key, bad)
	if !ok {
		return out
	}
	for _, name := range sortedKeys(t) {
		if !IsIdentifier(name) {
			bad(doc.errAt(doc.pos.key(key, name), "[%s] entry %q is not a valid package name", key, name))
			continue
		}
		u, e := uuidValue(doc, t[name], key, name)
		if e != nil {
			e.Msg = fmt.Sprintf("[%s] %s", key, e.Msg)
			bad(e)
			continue
		}
		out[name] = u
	}
	return out
}

// sourceEntry decodes one [sources] entry.
func sourceEntry(doc *tomlDoc, name string, v any) (Source, *Error) {
	t, isTable := v.(map[string]any)
	if !isTable {
		return Source{}, doc.errAt(doc.pos.value("sources", name), "[sources] entry %s must be a table such as {path = \"../%s\"}, not %s", name, name, tomlType(v))
	}
	var s Source
	for _, k := range sortedKeys(t) {
		str, isStr := t[k].(string)
		if !isStr {
			return Source{}, doc.errAt(doc.pos.value("sources", name, k), "[sources] %s: %s must be a string, not %s", name, k, tomlType(t[k]))
		}
		switch k {
		case "path":
			s.Path = str
		case "url":
			s.URL = str
		case "rev":
			s.Rev = str
		case "subdir":
			s.Subdir = str
		default:
			return Source{}, doc.errAt(doc.pos.key("sources", name, k), "[sources] %s: unknown key %q (want path, or url with rev and subdir)", name, k)
		}
	}
	switch {
	case s.Path == "" && s.URL == "":
		return Source{}, doc.errAt(doc.pos.key("sources", name), "[sources] entry %s needs a path (or url)", name)
	case s.Path != "" && s.URL != "":
		return Source{}, doc.errAt(doc.pos.key("sources", name), "[sources] entry %s has both path and url", name)
	case s.Path != "" && (s.Rev != "" || s.Subdir != ""):
		return Source{}, doc.errAt(doc.pos.key("sources", name), "[sources] entry %s: rev and subdir go with url, not path", name)
	}
	return s, nil
}
