package base

import (
	"io/fs"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/syntax"
)

var includeRe = regexp.MustCompile(`(?m)^include\("([^"]+)"\)`)

// includes returns the files Base.jl includes, in order.
func includes(t *testing.T) []string {
	t.Helper()
	src, err := fs.ReadFile(FS, Entry)
	if err != nil {
		t.Fatalf("reading %s: %v", Entry, err)
	}
	var out []string
	for _, m := range includeRe.FindAllStringSubmatch(string(src), -1) {
		out = append(out, m[1])
	}
	if len(out) == 0 {
		t.Fatalf("%s includes nothing", Entry)
	}
	return out
}

func TestIncludesExist(t *testing.T) {
	seen := map[string]bool{}
	for _, name := range includes(t) {
		if seen[name] {
			t.Errorf("%s is included twice", name)
		}
		seen[name] = true
		if _, err := fs.Stat(FS, name); err != nil {
			t.Errorf("%s includes %s, which is not embedded: %v", Entry, name, err)
		}
	}
}

func TestNoUnreferencedFiles(t *testing.T) {
	inc := map[string]bool{Entry: true}
	for _, name := range includes(t) {
		inc[name] = true
	}
	entries, err := fs.ReadDir(FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	var stray []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".jl") && !inc[e.Name()] && !isModuleFile(t, e.Name()) {
			stray = append(stray, e.Name())
		}
	}
	sort.Strings(stray)
	if len(stray) > 0 {
		t.Errorf("files not included from %s: %v", Entry, stray)
	}
}

func TestFilesParse(t *testing.T) {
	entries, err := fs.ReadDir(FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".jl") {
			continue
		}
		src, err := fs.ReadFile(FS, e.Name())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := syntax.ParseFile(e.Name(), string(src)); err != nil {
			t.Errorf("%v", err)
		}
	}
}

// Every name in Base.jl's export list must be one Julia's Base (or Core)
// exports; a typo here would silently hide a name from user code.
func TestExportListWellFormed(t *testing.T) {
	src, err := fs.ReadFile(FS, Entry)
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	i := strings.Index(s, "\nexport\n")
	if i < 0 {
		t.Fatalf("%s has no export list", Entry)
	}
	seen := map[string]bool{}
	for _, line := range strings.Split(s[i+len("\nexport\n"):], "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		for _, name := range strings.Split(line, ",") {
			name = strings.TrimSpace(name)
			if name == "" {
				continue
			}
			if seen[name] {
				t.Errorf("%s is exported twice", name)
			}
			seen[name] = true
		}
	}
	for _, must := range []string{"println", "print", "show", "+", "sqrt", "UnitRange", "VersionNumber", "DivideError", "stdout"} {
		if !seen[must] {
			t.Errorf("%s is not exported", must)
		}
	}
}

// Every top-level statement must lower (lower.Toplevel) without error.
func TestFilesLower(t *testing.T) {
	entries, err := fs.ReadDir(FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".jl") {
			continue
		}
		src, err := fs.ReadFile(FS, e.Name())
		if err != nil {
			t.Fatal(err)
		}
		ex, err := syntax.ParseFile(e.Name(), string(src))
		if err != nil {
			continue // reported by TestFilesParse
		}
		for _, st := range ex.Args {
			// Base's `@_after_image stmt` is stmt, set aside by the driver
			// until the system image is installed.
			if e, ok := st.(*syntax.Expr); ok && e.Head == syntax.HeadMacrocall && len(e.Args) == 2 {
				if id, ok := e.Args[0].(*syntax.Ident); ok && id.Name == "@_after_image" {
					st = e.Args[1]
				}
			}
			if _, _, err := lower.Toplevel(st, "Base", func(string) bool { return true }); err != nil {
				t.Errorf("%v", err)
			}
		}
	}
}

// isModuleFile reports whether a file holds a standard library module
// (its first code line is `module Name`): those are evaluated on demand,
// when a program first loads them, not included from Base.jl.
func isModuleFile(t *testing.T, name string) bool {
	b, err := fs.ReadFile(FS, name)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		return strings.HasPrefix(line, "module ") || strings.HasPrefix(line, "baremodule ")
	}
	return false
}
