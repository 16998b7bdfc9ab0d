package pkg

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNewEnvActiveProject(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"proj/Project.toml":   "[deps]\n",
		"script/Project.toml": "name = \"S\"\n",
		"script/run.jl":       "",
		"bare/run.jl":         "",
		"broken/Project.toml": "name = 1\n",
		"broken/run.jl":       "",
	})
	j := func(p string) string { return filepath.Join(dir, p) }
	for _, tc := range []struct {
		name        string
		cfg         EnvConfig
		wantProject string
		wantErr     string
	}{
		{"project flag", EnvConfig{Project: j("proj"), Script: j("script/run.jl")}, j("proj/Project.toml"), ""},
		{"project file", EnvConfig{Project: j("proj/Project.toml")}, j("proj/Project.toml"), ""},
		{"beside script", EnvConfig{Script: j("script/run.jl")}, j("script/Project.toml"), ""},
		{"no project", EnvConfig{Script: j("bare/run.jl")}, "", ""},
		{"nothing", EnvConfig{}, "", ""},
		{"project flag without file", EnvConfig{Project: j("bare")}, "", "--project: " + j("bare") + ": no Project.toml"},
		{"project flag missing dir", EnvConfig{Project: j("nowhere")}, "", "--project:"},
		{"broken beside script", EnvConfig{Script: j("broken/run.jl")}, "", "Project.toml:1:8: name must be a string"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, err := NewEnv(tc.cfg)
			wantErr(t, err, tc.wantErr)
			if err != nil {
				return
			}
			got := ""
			if env.Project != nil {
				got = env.Project.Path
			}
			if got != tc.wantProject {
				t.Errorf("active project %q, want %q", got, tc.wantProject)
			}
		})
	}
}

func TestEnvFromOSLoadPath(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	t.Setenv("KILN_LOAD_PATH", a+string(os.PathListSeparator)+string(os.PathListSeparator)+b)
	env, err := EnvFromOS("", "")
	if err != nil {
		t.Fatal(err)
	}
	if len(env.LoadPath) != 2 || env.LoadPath[0] != a || env.LoadPath[1] != b {
		t.Errorf("LoadPath = %v", env.LoadPath)
	}
	if !strings.Contains(env.Describe(), "load path: "+b) {
		t.Errorf("Describe = %q", env.Describe())
	}
}

// locateCase is one lookup: name from a package (or "" for the top level),
// and the expected directory (relative to the test tree) or error.
type locateCase struct {
	name, from, wantRoot, wantErr string
}

func runLocate(t *testing.T, dir string, env *Env, cases []locateCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.from+"→"+tc.name, func(t *testing.T) {
			var from *Package
			if tc.from != "" {
				var err error
				if from, err = env.Locate(tc.from, nil); err != nil {
					t.Fatalf("locating %s: %v", tc.from, err)
				}
			}
			p, err := env.Locate(tc.name, from)
			wantErr(t, err, tc.wantErr)
			if err != nil {
				return
			}
			if p.Name != tc.name {
				t.Errorf("found %s, want %s", p.Name, tc.name)
			}
			want := ""
			if tc.wantRoot != "" {
				want = filepath.Join(dir, tc.wantRoot)
			}
			if p.Root != want {
				t.Errorf("root %q, want %q", p.Root, want)
			}
			if !p.Builtin && p.EntryFile != filepath.Join(p.Root, "src", p.Name+".jl") {
				t.Errorf("entry file %q", p.EntryFile)
			}
		})
	}
}

func TestLocateSourcesAndLoadPath(t *testing.T) {
	twin := pkgFiles("lp1/Twin", "Twin", nil, "")
	twin["lp1/Twin/Project.toml"] = "name = \"Twin\"\nuuid = \"" + uuidFor("OtherTwin") + "\"\n"
	dir := writeTree(t, merge(
		map[string]string{"env/Project.toml": `
[deps]
Dev = "` + uuidFor("Dev") + `"
Reg = "` + uuidFor("Reg") + `"
Printf = "11111111-2222-3333-4444-555555555555"
Ghost = "` + uuidFor("Ghost") + `"
Over = "` + uuidFor("Over") + `"
Twin = "` + uuidFor("Twin") + `"

[sources]
Dev = {path = "../dev/Dev"}
Ghost = {path = "../dev/Ghost"}
Over = {path = "../override/Over"}
`},
		pkgFiles("dev/Dev", "Dev", []string{"Util", "Reg", "Over", "Twin", "Random=00000000-0000-0000-0000-000000000001"},
			"\n[sources]\nUtil = {path = \"../../vendor/Util\"}\nOver = {path = \"../../vendor/Over\"}\n"),
		pkgFiles("vendor/Util", "Util", nil, ""),
		pkgFiles("vendor/Over", "Over", nil, ""),
		pkgFiles("override/Over", "Over", nil, ""),
		pkgFiles("lp1/Reg", "Reg", []string{"Deep"}, ""),
		pkgFiles("lp2/Reg", "Reg", nil, ""), // shadowed by lp1
		pkgFiles("lp2/Deep", "Deep", nil, ""),
		pkgFiles("lp2/Loose", "Loose", nil, ""),
		twin, // uuid differs from the one [deps] wants: skipped
		pkgFiles("lp2/Twin", "Twin", nil, ""),
	))
	env, err := NewEnv(EnvConfig{
		Project:  filepath.Join(dir, "env"),
		LoadPath: filepath.Join(dir, "lp1") + ":" + filepath.Join(dir, "missing") + ":" + filepath.Join(dir, "lp2"),
	})
	if err != nil {
		t.Fatal(err)
	}
	runLocate(t, dir, env, []locateCase{
		{name: "Dev", wantRoot: "dev/Dev"},
		{name: "Reg", wantRoot: "lp1/Reg"},
		{name: "Printf"}, // built in, whatever uuid [deps] writes
		{name: "Base"},
		{name: "Over", wantRoot: "override/Over"},
		{name: "Loose", wantRoot: "lp2/Loose"}, // not in [deps]: the load path still serves the top level
		{name: "Twin", wantRoot: "lp2/Twin"},
		{name: "Ghost", wantErr: "package Ghost not found (required by the active project (" + filepath.Join(dir, "env/Project.toml") + ")); looked in: active project [sources] path " + filepath.Join(dir, "dev/Ghost") + " (no Project.toml there); load path " + filepath.Join(dir, "lp1") + "; load path " + filepath.Join(dir, "missing")},
		{name: "Nope", wantErr: "package Nope not found (required by the top level); looked in: load path"},
		{from: "Dev", name: "Util", wantRoot: "vendor/Util"},
		{from: "Dev", name: "Over", wantRoot: "override/Over"}, // the active project's [sources] win
		{from: "Dev", name: "Reg", wantRoot: "lp1/Reg"},
		{from: "Dev", name: "Random"},
		{from: "Dev", name: "Twin", wantRoot: "lp2/Twin"},
		{from: "Dev", name: "Dev", wantRoot: "dev/Dev"},
		{from: "Reg", name: "Deep", wantRoot: "lp2/Deep"},
		{from: "Dev", name: "Loose", wantErr: "dev/Dev/Project.toml:5:2: package Dev does not have Loose in its dependencies"},
		{from: "Reg", name: "Nope", wantErr: "does not have Nope in its dependencies"},
	})

	// One directory is one *Package, however it is reached.
	a, _ := env.Locate("Over", nil)
	dev, _ := env.Locate("Dev", nil)
	b, _ := env.Locate("Over", dev)
	if a != b {
		t.Error("Over located twice gives two packages")
	}
	_, err = env.Locate("Loose", dev)
	if !errors.Is(err, ErrNotDependency) {
		t.Errorf("errors.Is(ErrNotDependency) false for %v", err)
	}
	var nf *NotFoundError
	if _, err := env.Locate("Ghost", nil); !errors.As(err, &nf) || nf.Name != "Ghost" {
		t.Errorf("want *NotFoundError, got %v", err)
	}
}

func TestLocateNoProject(t *testing.T) {
	dir := writeTree(t, merge(pkgFiles("lp/A", "A", []string{"B"}, ""), pkgFiles("lp/B", "B", nil, "")))
	env, err := NewEnv(EnvConfig{LoadPath: filepath.Join(dir, "lp")})
	if err != nil {
		t.Fatal(err)
	}
	runLocate(t, dir, env, []locateCase{
		{name: "A", wantRoot: "lp/A"},
		{from: "A", name: "B", wantRoot: "lp/B"},
		{name: "CUDA"},
		{name: "X", wantErr: "package X not found (required by the top level); looked in: load path " + filepath.Join(dir, "lp")},
	})
	empty, _ := NewEnv(EnvConfig{})
	_, err = empty.Locate("X", nil)
	wantErr(t, err, "package X not found (required by the top level); the load path is empty")
}

func TestLocateProjectIsPackage(t *testing.T) {
	// The active project is itself a package, and a dependency of it uses it
	// back (as test helpers do).
	dir := writeTree(t, merge(
		pkgFiles("App", "App", []string{"Helper"}, "\n[sources]\nHelper = {path = \"../Helper\"}\n"),
		pkgFiles("Helper", "Helper", []string{"App"}, ""),
	))
	env, err := NewEnv(EnvConfig{Project: filepath.Join(dir, "App")})
	if err != nil {
		t.Fatal(err)
	}
	runLocate(t, dir, env, []locateCase{
		{name: "App", wantRoot: "App"},
		{name: "Helper", wantRoot: "Helper"},
		{from: "Helper", name: "App", wantRoot: "App"},
	})
	pp, err := env.ProjectPackage()
	if err != nil || pp == nil || pp.Project != env.Project {
		t.Errorf("ProjectPackage = %v, %v", pp, err)
	}
}

func TestLocateErrors(t *testing.T) {
	files := merge(
		map[string]string{"env/Project.toml": `
[deps]
Renamed = "` + uuidFor("Renamed") + `"
WrongUUID = "` + uuidFor("Nobody") + `"
Remote = "` + uuidFor("Remote") + `"
NoEntry = "` + uuidFor("NoEntry") + `"
Nameless = "` + uuidFor("Nameless") + `"
NoProject = "` + uuidFor("NoProject") + `"
Broken = "` + uuidFor("Broken") + `"

[sources]
Renamed = {path = "../pkgs/Other"}
WrongUUID = {path = "../pkgs/WrongUUID"}
Remote = {url = "https://example.invalid/Remote.jl"}
NoEntry = {path = "../pkgs/NoEntry"}
Nameless = {path = "../pkgs/Nameless"}
Broken = {path = "../pkgs/Broken"}
`},
		pkgFiles("pkgs/Other", "Other", nil, ""),
		pkgFiles("pkgs/WrongUUID", "WrongUUID", nil, ""),
		map[string]string{
			"pkgs/NoEntry/Project.toml":     "name = \"NoEntry\"\n",
			"pkgs/Nameless/Project.toml":    "uuid = \"" + uuidFor("Nameless") + "\"\n",
			"pkgs/Nameless/src/Nameless.jl": "module Nameless end\n",
			"lp/NoProject/src/NoProject.jl": "module NoProject end\n",
			"pkgs/Broken/Project.toml":      "name = \"Broken\"\nversion = \"one\"\n",
			"pkgs/Broken/src/Broken.jl":     "module Broken end\n",
		},
	)
	dir := writeTree(t, files)
	env, err := NewEnv(EnvConfig{Project: filepath.Join(dir, "env"), LoadPath: filepath.Join(dir, "lp")})
	if err != nil {
		t.Fatal(err)
	}
	runLocate(t, dir, env, []locateCase{
		{name: "Renamed", wantErr: "pkgs/Other/Project.toml: expected package Renamed, but the project is named Other"},
		{name: "WrongUUID", wantErr: "env/Project.toml:13:1: [sources] WrongUUID points to " + filepath.Join(dir, "pkgs/WrongUUID/Project.toml") + ", whose uuid " + uuidFor("WrongUUID") + " differs from the uuid " + uuidFor("Nobody") + " in [deps]"},
		{name: "Remote", wantErr: "[sources] Remote: only path sources are supported"},
		{name: "NoEntry", wantErr: "package NoEntry (" + filepath.Join(dir, "pkgs/NoEntry/Project.toml") + "): entry file src/NoEntry.jl not found"},
		{name: "Nameless", wantErr: "pkgs/Nameless/Project.toml:1: a package's project needs a name"},
		{name: "NoProject", wantErr: "lp/NoProject: package directory has src/NoProject.jl but no Project.toml"},
		{name: "Broken", wantErr: "pkgs/Broken/Project.toml:2:11: invalid version \"one\""},
	})
}

func TestLoadPackageDerivedUUID(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"A/Project.toml": "name = \"A\"\n",
		"A/src/A.jl":     "module A end\n",
	})
	p, err := LoadPackage(filepath.Join(dir, "A"))
	if err != nil {
		t.Fatal(err)
	}
	q, _ := LoadPackage(filepath.Join(dir, "A"))
	if p.UUID.IsZero() || p.UUID != q.UUID || !p.Project.UUID.IsZero() {
		t.Errorf("derived uuid %s / %s", p.UUID, q.UUID)
	}
	if p.UUID.String()[14] != '5' {
		t.Errorf("derived uuid %s is not version 5", p.UUID)
	}
	_, err = LoadPackage(dir)
	wantErr(t, err, "not a package: no Project.toml")
}

func TestBuiltins(t *testing.T) {
	want := "Base Base64 CRC32c CUDA Core Dates DelimitedFiles Distributed GPUCompiler InteractiveUtils Libdl LinearAlgebra Logging Markdown Mmap Pkg PrecompileTools Preferences Printf Random SHA Serialization SnoopPrecompile SparseArrays Statistics TOML Test UUIDs Unicode"
	if got := strings.Join(BuiltinNames(), " "); got != want {
		t.Errorf("BuiltinNames = %s", got)
	}
	for _, n := range BuiltinNames() {
		b := Builtin(n)
		if !IsBuiltin(n) || b == nil || !b.Builtin || b.Name != n || b.Root != "" {
			t.Errorf("Builtin(%s) = %+v", n, b)
		}
	}
	if Builtin("Printf").UUID.String() != "de0858da-6303-5e67-8744-51eddd5dd3c7" || !Builtin("Base").UUID.IsZero() {
		t.Error("builtin uuids")
	}
	if IsBuiltin("Foo") || Builtin("Foo") != nil {
		t.Error("Foo is not built in")
	}
	env, _ := NewEnv(EnvConfig{})
	if _, err := env.Locate("Foo", Builtin("Base")); err == nil {
		t.Error("a built-in module cannot load packages")
	}
}
