package pkg

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
)

// PreferencesFileNames are the names of a local preferences file, in order
// of preference: as in Julia, when JuliaLocalPreferences.toml exists,
// LocalPreferences.toml beside it is not read.
var PreferencesFileNames = []string{"JuliaLocalPreferences.toml", "LocalPreferences.toml"}

// WorkloadPreference is the preference that disables a package's
// precompile workload when false (PrecompileTools' name).
const WorkloadPreference = "precompile_workload"

// prefLayer is one table of preferences for a package, from one file.
type prefLayer struct {
	doc   *tomlDoc // for positions; nil for a Project.toml's table (positions via the project)
	proj  *Project
	path  []string // key path of the table in its file
	table map[string]any
}

func (l prefLayer) file() string {
	if l.doc != nil {
		return l.doc.file
	}
	return l.proj.Path
}

func (l prefLayer) pos(key string) (int, int) {
	path := append(append([]string(nil), l.path...), key)
	if l.doc != nil {
		p := l.doc.pos.value(path...)
		return p.line, p.col
	}
	return l.proj.Pos(path...)
}

// prefLayers returns the preference tables that apply to p, lowest
// precedence first: the package's own Project.toml [preferences.Name] and
// LocalPreferences.toml [Name], then the active project's. The active
// project's are used unless it lists p's name with another uuid.
func prefLayers(p *Package, env *Env) ([]prefLayer, error) {
	if p.Builtin {
		return nil, nil
	}
	var layers []prefLayer
	add := func(proj *Project) error {
		if t, ok := proj.Preferences[p.Name]; ok {
			m, isTable := t.(map[string]any)
			if !isTable {
				line, col := proj.Pos("preferences", p.Name)
				return &Error{File: proj.Path, Line: line, Col: col, Msg: fmt.Sprintf("[preferences.%s] must be a table, not %s", p.Name, tomlType(t))}
			}
			layers = append(layers, prefLayer{proj: proj, path: []string{"preferences", p.Name}, table: m})
		}
		for _, n := range PreferencesFileNames {
			f := filepath.Join(proj.Dir(), n)
			src, err := os.ReadFile(f)
			if os.IsNotExist(err) {
				continue
			}
			if err != nil {
				return err
			}
			doc, err := parseTOML(f, src)
			if err != nil {
				return err
			}
			if t, ok := doc.data[p.Name]; ok {
				m, isTable := t.(map[string]any)
				if !isTable {
					return doc.errAt(doc.pos.key(p.Name), "[%s] must be a table of preferences, not %s", p.Name, tomlType(t))
				}
				layers = append(layers, prefLayer{doc: doc, path: []string{p.Name}, table: m})
			}
			break
		}
		return nil
	}
	if err := add(p.Project); err != nil {
		return nil, err
	}
	if a := env.activeFor(p); a != nil && a.Path != p.Project.Path {
		if err := add(a); err != nil {
			return nil, err
		}
	}
	return layers, nil
}

// activeFor returns the active project when its preferences may apply to p:
// it is p itself, or lists p's name with p's uuid, or does not list the
// name (p is an indirect dependency). Else nil.
func (env *Env) activeFor(p *Package) *Project {
	if env == nil || env.Project == nil {
		return nil
	}
	a := env.Project
	if a.Name == p.Name {
		if !a.UUID.IsZero() && !p.Project.UUID.IsZero() && a.UUID != p.Project.UUID {
			return nil
		}
		return a
	}
	if u, ok := a.Lists(p.Name); ok && !p.Project.UUID.IsZero() && u != p.Project.UUID {
		return nil
	}
	return a
}

// Prefs returns the effective preferences of p in env, merged as Julia's
// Preferences do: the active project's LocalPreferences.toml ([Name]) wins
// over its Project.toml ([preferences.Name]), which wins over the package's
// own LocalPreferences.toml and Project.toml. Tables merge key by key,
// recursively; a `__clear__ = ["key", …]` entry removes those keys of
// lower-precedence files, and is not part of the result. The result is
// never nil.
func Prefs(p *Package, env *Env) (map[string]any, error) {
	layers, err := prefLayers(p, env)
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	for _, l := range layers {
		out = mergePrefs(out, l.table)
	}
	return dropClears(out), nil
}

// mergePrefs returns base overridden by over (Julia's recursive_prefs_merge).
func mergePrefs(base, over map[string]any) map[string]any {
	out := make(map[string]any, len(base)+len(over))
	for k, v := range base {
		out[k] = v
	}
	if clear, ok := over["__clear__"].([]any); ok {
		for _, k := range clear {
			if s, ok := k.(string); ok {
				delete(out, s)
			}
		}
	}
	for k, v := range over {
		bm, bok := out[k].(map[string]any)
		om, ook := v.(map[string]any)
		if bok && ook {
			out[k] = mergePrefs(bm, om)
		} else {
			out[k] = v
		}
	}
	return out
}

// dropClears removes __clear__ entries at every level.
func dropClears(m map[string]any) map[string]any {
	delete(m, "__clear__")
	for k, v := range m {
		if sub, ok := v.(map[string]any); ok {
			m[k] = dropClears(sub)
		}
	}
	return m
}

// PrefsHash returns a stable hash (hex SHA-256) of p's effective
// preferences: equal preferences give equal hashes whatever files, key
// order or formatting they come from, and any change of a value or its type
// changes it. The image header records it.
func PrefsHash(p *Package, env *Env) (string, error) {
	prefs, err := Prefs(p, env)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	io.WriteString(h, "kiln-prefs-v1\x00")
	hashValue(h, prefs)
	return hex.EncodeToString(h.Sum(nil)), nil
}

// hashValue writes a canonical, type-tagged, length-prefixed encoding of v.
func hashValue(w io.Writer, v any) {
	str := func(tag byte, s string) {
		fmt.Fprintf(w, "%c%d:%s", tag, len(s), s)
	}
	switch v := v.(type) {
	case map[string]any:
		keys := sortedKeys(v)
		fmt.Fprintf(w, "d%d:", len(keys))
		for _, k := range keys {
			str('k', k)
			hashValue(w, v[k])
		}
	case []any:
		fmt.Fprintf(w, "a%d:", len(v))
		for _, x := range v {
			hashValue(w, x)
		}
	case string:
		str('s', v)
	case int64:
		str('i', strconv.FormatInt(v, 10))
	case float64:
		if math.IsNaN(v) {
			str('f', "NaN")
		} else {
			str('f', strconv.FormatFloat(v, 'g', -1, 64))
		}
	case bool:
		str('b', strconv.FormatBool(v))
	default: // dates and times
		str('t', fmt.Sprintf("%T:%v", v, v))
	}
}

// WorkloadEnabled reports whether p's precompile workload should run: true
// unless the effective preference precompile_workload is false. A value that
// is not a boolean is an error at the line that sets it.
func WorkloadEnabled(p *Package, env *Env) (bool, error) {
	prefs, err := Prefs(p, env)
	if err != nil {
		return false, err
	}
	v, ok := prefs[WorkloadPreference]
	if !ok {
		return true, nil
	}
	if b, isBool := v.(bool); isBool {
		return b, nil
	}
	e := &Error{Msg: fmt.Sprintf("preference %s for %s must be true or false, not %s", WorkloadPreference, p.Name, tomlType(v))}
	if layers, err := prefLayers(p, env); err == nil {
		for i := len(layers) - 1; i >= 0; i-- {
			if _, ok := layers[i].table[WorkloadPreference]; ok {
				e.File = layers[i].file()
				e.Line, e.Col = layers[i].pos(WorkloadPreference)
				break
			}
		}
	}
	return false, e
}

// PreferenceFiles returns the files that may hold preferences for p in env
// (whether or not they exist), highest precedence first, so that a caller
// can report where a preference came from.
func PreferenceFiles(p *Package, env *Env) []string {
	if p.Builtin {
		return nil
	}
	var files []string
	dirs := []*Project{}
	if a := env.activeFor(p); a != nil && a.Path != p.Project.Path {
		dirs = append(dirs, a)
	}
	dirs = append(dirs, p.Project)
	for _, proj := range dirs {
		for _, n := range PreferencesFileNames {
			files = append(files, filepath.Join(proj.Dir(), n))
		}
		files = append(files, proj.Path)
	}
	return files
}

// ReadTOMLFile parses a TOML file (a LocalPreferences.toml or a project
// file) into its data: tables are map[string]any, arrays []any, integers
// int64, floats float64. A missing file is an empty table.
func ReadTOMLFile(path string) (map[string]any, error) {
	src, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return map[string]any{}, nil
	}
	if err != nil {
		return nil, err
	}
	doc, err := parseTOML(path, src)
	if err != nil {
		return nil, err
	}
	return doc.data, nil
}
