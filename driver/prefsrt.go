package driver

import (
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/runtime"
)

// Preferences at run time (base/Preferences.jl): the driver answers with
// the same rules that decide an image's freshness (pkg.Prefs,
// pkg.PrefsHash), so a preference that code reads is one the image header
// hashes. Values travel as a tagged text encoding that Base decodes:
// s<len>:<bytes>, i<int>;, f<float>;, T, F, a<n>; items, t<n>; key/value
// pairs (keys sorted).

// prefsOf answers reflPrefs for module a: "name\tuuid\tactive project
// file\tpackage project file\n" and the package's effective preferences.
func (s *Session) prefsOf(mobj uintptr) (uintptr, uintptr) {
	m, ok := s.moduleFromObject(mobj)
	if !ok {
		return 0, s.errorException("Preferences: expected a Module")
	}
	p := s.packageOf(m)
	if p == nil || s.pkgs == nil {
		return 0, s.newArgumentError(fmt.Sprintf("Module %s does not correspond to a loaded package!", m.Path()))
	}
	prefs, err := pkg.Prefs(p, s.pkgs.env)
	if err != nil {
		return 0, s.errorException(err.Error())
	}
	active := ""
	if s.pkgs.env.Project != nil {
		active = s.pkgs.env.Project.Path
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s\t%s\t%s\t%s\n", p.Name, p.UUID, active, p.Project.Path)
	encodePref(&sb, prefs)
	return runtime.NewString(sb.String()), 0
}

// tomlFile answers reflTOML: the data of a TOML file, encoded.
func (s *Session) tomlFile(path string) (uintptr, uintptr) {
	data, err := pkg.ReadTOMLFile(filepath.Clean(path))
	if err != nil {
		return 0, s.errorException(err.Error())
	}
	var sb strings.Builder
	encodePref(&sb, data)
	return runtime.NewString(sb.String()), 0
}

func encodePref(sb *strings.Builder, v any) {
	switch x := v.(type) {
	case string:
		fmt.Fprintf(sb, "s%d:%s", len(x), x)
	case int64:
		fmt.Fprintf(sb, "i%d;", x)
	case float64:
		fmt.Fprintf(sb, "f%s;", strconv.FormatFloat(x, 'g', -1, 64))
	case bool:
		if x {
			sb.WriteByte('T')
		} else {
			sb.WriteByte('F')
		}
	case []any:
		fmt.Fprintf(sb, "a%d;", len(x))
		for _, e := range x {
			encodePref(sb, e)
		}
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Fprintf(sb, "t%d;", len(keys))
		for _, k := range keys {
			encodePref(sb, k)
			encodePref(sb, x[k])
		}
	default:
		encodePref(sb, fmt.Sprint(x)) // a TOML date or time, as its text
	}
}

// newArgumentError builds ArgumentError(msg).
func (s *Session) newArgumentError(msg string) uintptr {
	if p := s.newObject("ArgumentError", uint64(runtime.NewString(msg))); p != 0 {
		return p
	}
	return s.errorException("ArgumentError: " + msg)
}
