package pkg

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

const fooUUID = "7876af07-990d-54b4-ab0e-23690620f79a"

func TestParseProjectValid(t *testing.T) {
	src := `
name = "Foo"
uuid = "7876AF07-990D-54B4-AB0E-23690620F79A"
version = "1.2.3-DEV+build.7"
authors = ["someone"]

[deps]
Bar = "c5f51814-7f29-56b8-a69c-e4d8f6be1fde"
Printf = "00000000-0000-0000-0000-000000000000"

[weakdeps]
Plots = "91a5bcdd-55d7-5caf-9e0b-520d859cae80"

[extras]
Test = "8dfed614-e22c-5e08-85e1-65c5234f0b40"

[sources]
Bar = {path = "../Bar"}
Test = {url = "https://example.invalid/Test.jl", rev = "main"}

[compat]
julia = "1.10"
Bar = "0.3"

[preferences.Foo]
precompile_workload = false
`
	p, err := ParseProject("/x/Foo/Project.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Foo" || p.UUID.String() != fooUUID {
		t.Errorf("name/uuid = %s %s", p.Name, p.UUID)
	}
	if p.Version == nil || p.Version.String() != "1.2.3-DEV+build.7" || p.Version.Major != 1 || p.Version.Patch != 3 {
		t.Errorf("version = %v", p.Version)
	}
	if len(p.Deps) != 2 || p.Deps["Bar"].String() != "c5f51814-7f29-56b8-a69c-e4d8f6be1fde" {
		t.Errorf("deps = %v", p.Deps)
	}
	if got := p.DepNames(); strings.Join(got, ",") != "Bar,Printf" {
		t.Errorf("DepNames = %v", got)
	}
	if _, ok := p.WeakDeps["Plots"]; !ok {
		t.Errorf("weakdeps = %v", p.WeakDeps)
	}
	if dir, ok := p.SourceDir("Bar"); !ok || dir != filepath.Clean("/x/Bar") {
		t.Errorf("SourceDir(Bar) = %q %v", dir, ok)
	}
	if s := p.Sources["Test"]; s.URL == "" || s.Rev != "main" {
		t.Errorf("Test source = %+v", s)
	}
	if p.Compat["julia"] != "1.10" || p.Compat["Bar"] != "0.3" {
		t.Errorf("compat = %v", p.Compat)
	}
	if m, ok := p.Preferences["Foo"].(map[string]any); !ok || m["precompile_workload"] != false {
		t.Errorf("preferences = %v", p.Preferences)
	}
	if line, col := p.Pos("deps", "Bar"); line != 8 || col != 1 {
		t.Errorf("Pos(deps, Bar) = %d:%d", line, col)
	}
	if line, _ := p.Pos("sources", "Bar", "path"); line != 18 {
		t.Errorf("Pos(sources, Bar, path) = %d", line)
	}
}

func TestParseProjectEnvironment(t *testing.T) {
	// An environment (not a package) needs no name, uuid or version.
	p, err := ParseProject("/e/Project.toml", []byte("[deps]\nFoo = \""+fooUUID+"\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "" || !p.UUID.IsZero() || p.Version != nil || len(p.Deps) != 1 {
		t.Errorf("%+v", p)
	}
	// An empty file is an empty environment.
	if _, err := ParseProject("/e/Project.toml", nil); err != nil {
		t.Fatal(err)
	}
}

func TestParseProjectErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"syntax", "name = \"Foo\"\nuuid = \n", "P.toml:2:"},
		{"unterminated string", "name = \"Foo\n", "P.toml:1:"},
		{"duplicate key", "name = \"A\"\nname = \"B\"\n", "P.toml:2:1: key name is already defined"},
		{"duplicate table", "[deps]\n[deps]\n", "P.toml:2:"},
		{"name not string", "name = 3\n", "P.toml:1:8: name must be a string, not an integer"},
		{"name not identifier", "name = \"my-pkg\"\n", `P.toml:1:8: name "my-pkg" is not a valid package name`},
		{"name keyword", "name = \"end\"\n", `name "end" is not a valid package name`},
		{"malformed uuid", "name = \"A\"\nuuid = \"1234\"\n", `P.toml:2:8: uuid: malformed uuid "1234"`},
		{"uuid bad hex", "uuid = \"7876af07-990d-54b4-ab0e-23690620f7zz\"\n", "P.toml:1:8: uuid: malformed uuid"},
		{"uuid not string", "uuid = 12\n", "P.toml:1:8: uuid must be a uuid string, not an integer"},
		{"bad version", "version = \"1.x\"\n", `P.toml:1:11: invalid version "1.x"`},
		{"version overflow", "version = \"99999999999.0.0\"\n", "too large"},
		{"version not string", "version = 1.0\n", "P.toml:1:11: version must be a string, not a float"},
		{"deps not table", "deps = [\"Foo\"]\n", "P.toml:1:1: [deps] must be a table, not an array"},
		{"dep bad uuid", "[deps]\nFoo = \"x\"\n", `P.toml:2:7: [deps] Foo: malformed uuid "x"`},
		{"dep uuid not string", "[deps]\nFoo = 1\n", "P.toml:2:7: [deps] Foo must be a uuid string"},
		{"dep bad name", "[deps]\n\"a b\" = \"" + fooUUID + "\"\n", `P.toml:2:1: [deps] entry "a b" is not a valid package name`},
		{"extras bad uuid", "[extras]\nTest = \"nope\"\n", "P.toml:2:8: [extras] Test: malformed uuid"},
		{"source not dep", "[deps]\nFoo = \"" + fooUUID + "\"\n[sources]\nBar = {path = \"../Bar\"}\n", "P.toml:4:1: [sources] entry Bar is not a dependency"},
		{"source not table", "[deps]\nFoo = \"" + fooUUID + "\"\n[sources]\nFoo = \"../Foo\"\n", "P.toml:4:7: [sources] entry Foo must be a table"},
		{"source empty", "[deps]\nFoo = \"" + fooUUID + "\"\n[sources]\nFoo = {}\n", "P.toml:4:1: [sources] entry Foo needs a path (or url)"},
		{"source path and url", "[deps]\nFoo = \"" + fooUUID + "\"\n[sources]\nFoo = {path = \"a\", url = \"b\"}\n", "has both path and url"},
		{"source unknown key", "[deps]\nFoo = \"" + fooUUID + "\"\n[sources]\nFoo = {pth = \"a\"}\n", `P.toml:4:8: [sources] Foo: unknown key "pth"`},
		{"source path not string", "[deps]\nFoo = \"" + fooUUID + "\"\n[sources.Foo]\npath = 1\n", "P.toml:4:8: [sources] Foo: path must be a string"},
		{"source rev with path", "[deps]\nFoo = \"" + fooUUID + "\"\n[sources]\nFoo = {path = \"a\", rev = \"b\"}\n", "rev and subdir go with url"},
		{"compat not dep", "[compat]\nFoo = \"1\"\n", "P.toml:2:1: [compat] entry Foo is not a dependency"},
		{"compat not string", "[compat]\njulia = 1\n", "P.toml:2:9: [compat] entry julia must be a string"},
		{"preferences not table", "preferences = 1\n", "[preferences] must be a table"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseProject("P.toml", []byte(tc.src))
			wantErr(t, err, tc.want)
		})
	}
}

func TestParseProjectErrorList(t *testing.T) {
	src := "name = \"a-b\"\nuuid = \"zz\"\n[deps]\nX = \"q\"\n"
	_, err := ParseProject("P.toml", []byte(src))
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 3 {
		t.Fatalf("want 3 errors, got %v", err)
	}
	for i, line := range []int{1, 2, 4} {
		if list[i].Line != line {
			t.Errorf("error %d at line %d, want %d: %v", i, list[i].Line, line, list[i])
		}
	}
	var e *Error
	if !errors.As(err, &e) || e.File != "P.toml" {
		t.Errorf("errors.As(*Error) = %v", e)
	}
}

func TestLoadProject(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"a/Project.toml":      "name = \"A\"\n",
		"b/JuliaProject.toml": "name = \"B\"\n",
		"b/Project.toml":      "name = \"NotB\"\n",
	})
	for _, tc := range []struct{ path, name, want string }{
		{"a", "A", ""},
		{"a/Project.toml", "A", ""},
		{"b", "B", ""}, // JuliaProject.toml wins
		{"c", "", "no such file"},
		{".", "", "no Project.toml in this directory"},
	} {
		p, err := LoadProject(filepath.Join(dir, tc.path))
		wantErr(t, err, tc.want)
		if err == nil && p.Name != tc.name {
			t.Errorf("%s: name %q, want %q", tc.path, p.Name, tc.name)
		}
	}
}

func TestVersionsAndUUIDs(t *testing.T) {
	for s, want := range map[string]string{
		"1":             "1.0.0",
		"1.2":           "1.2.0",
		"v1.2.3":        "1.2.3",
		"0.1.0-alpha.1": "0.1.0-alpha.1",
		"2.0.0+sha.ab":  "2.0.0+sha.ab",
		"1.0.0-rc1+b2":  "1.0.0-rc1+b2",
	} {
		v, err := ParseVersion(s)
		if err != nil || v.String() != want {
			t.Errorf("ParseVersion(%q) = %v, %v; want %s", s, v, err, want)
		}
	}
	for _, s := range []string{"", "1.", "1..2", "a", "1.2.3.4", "1.0-", "-1"} {
		if _, err := ParseVersion(s); err == nil {
			t.Errorf("ParseVersion(%q) succeeded", s)
		}
	}
	u, err := ParseUUID("7876AF07-990D-54B4-AB0E-23690620F79A")
	if err != nil || u.String() != fooUUID {
		t.Errorf("ParseUUID = %v %v", u, err)
	}
	for _, s := range []string{"", fooUUID + "0", "7876af07990d54b4ab0e23690620f79a0000", "7876af07-990d-54b4-ab0e_23690620f79a"} {
		if _, err := ParseUUID(s); err == nil {
			t.Errorf("ParseUUID(%q) succeeded", s)
		}
	}
	for s, want := range map[string]bool{"Foo": true, "_x": true, "Foo!": true, "Foo2": true, "2Foo": false, "a.b": false, "": false, "Δ": true, "if": false} {
		if IsIdentifier(s) != want {
			t.Errorf("IsIdentifier(%q) != %v", s, want)
		}
	}
}
