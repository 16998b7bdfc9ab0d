package pkg

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// prefsSetup makes a package Foo on a load path and an active project that
// depends on it, with the given preference files ("env/…" or "Foo/…").
func prefsSetup(t *testing.T, files map[string]string) (*Package, *Env, string) {
	t.Helper()
	tree := merge(
		pkgFiles("lp/Foo", "Foo", nil, ""),
		map[string]string{"env/Project.toml": "[deps]\nFoo = \"" + uuidFor("Foo") + "\"\n"},
	)
	for k, v := range files {
		if k == "Foo/Project.toml.extra" {
			tree["lp/Foo/Project.toml"] += v
			continue
		}
		if k == "env/Project.toml.extra" {
			tree["env/Project.toml"] += v
			continue
		}
		if rest, ok := strings.CutPrefix(k, "Foo/"); ok {
			k = "lp/Foo/" + rest
		}
		tree[k] = v
	}
	dir := writeTree(t, tree)
	env, err := NewEnv(EnvConfig{Project: filepath.Join(dir, "env"), LoadPath: filepath.Join(dir, "lp")})
	if err != nil {
		t.Fatal(err)
	}
	p, err := env.Locate("Foo", nil)
	if err != nil {
		t.Fatal(err)
	}
	return p, env, dir
}

func TestPrefsPrecedence(t *testing.T) {
	for _, tc := range []struct {
		name     string
		files    map[string]string
		workload bool
		check    map[string]any // expected effective preferences (nil: not checked)
		wantErr  string
	}{
		{name: "none", files: nil, workload: true, check: map[string]any{}},
		{name: "package's own", files: map[string]string{
			"Foo/LocalPreferences.toml": "[Foo]\nprecompile_workload = false\n",
		}, workload: false},
		{name: "package's Project.toml", files: map[string]string{
			"Foo/Project.toml.extra": "\n[preferences.Foo]\nprecompile_workload = false\n",
		}, workload: false},
		{name: "local overrides project file", files: map[string]string{
			"Foo/Project.toml.extra":    "\n[preferences.Foo]\nprecompile_workload = false\nlevel = 1\n",
			"Foo/LocalPreferences.toml": "[Foo]\nprecompile_workload = true\n",
		}, workload: true, check: map[string]any{"precompile_workload": true, "level": int64(1)}},
		{name: "active project wins", files: map[string]string{
			"Foo/LocalPreferences.toml": "[Foo]\nprecompile_workload = true\nmode = \"a\"\n",
			"env/LocalPreferences.toml": "[Foo]\nprecompile_workload = false\n",
		}, workload: false, check: map[string]any{"precompile_workload": false, "mode": "a"}},
		{name: "active project's Project.toml", files: map[string]string{
			"Foo/LocalPreferences.toml": "[Foo]\nprecompile_workload = true\n",
			"env/Project.toml.extra":    "\n[preferences.Foo]\nprecompile_workload = false\n",
		}, workload: false},
		{name: "JuliaLocalPreferences shadows LocalPreferences", files: map[string]string{
			"env/JuliaLocalPreferences.toml": "[Foo]\nx = 1\n",
			"env/LocalPreferences.toml":      "[Foo]\nprecompile_workload = false\n",
		}, workload: true, check: map[string]any{"x": int64(1)}},
		{name: "other packages' sections ignored", files: map[string]string{
			"env/LocalPreferences.toml": "[Bar]\nprecompile_workload = false\n",
		}, workload: true},
		{name: "nested tables merge, __clear__", files: map[string]string{
			"Foo/LocalPreferences.toml": "[Foo]\na = 1\nb = 2\n[Foo.opts]\nx = 1\ny = 2\n",
			"env/LocalPreferences.toml": "[Foo]\n__clear__ = [\"a\"]\n[Foo.opts]\ny = 3\n__clear__ = [\"x\"]\n",
		}, workload: true, check: map[string]any{"b": int64(2), "opts": map[string]any{"y": int64(3)}}},
		{name: "non-boolean workload", files: map[string]string{
			"env/LocalPreferences.toml": "[Foo]\n\nprecompile_workload = \"no\"\n",
		}, wantErr: "env/LocalPreferences.toml:3:23: preference precompile_workload for Foo must be true or false, not a string"},
		{name: "bad TOML", files: map[string]string{
			"env/LocalPreferences.toml": "[Foo\n",
		}, wantErr: "env/LocalPreferences.toml:1:"},
		{name: "section not a table", files: map[string]string{
			"Foo/LocalPreferences.toml": "Foo = 1\n",
		}, wantErr: "lp/Foo/LocalPreferences.toml:1:1: [Foo] must be a table of preferences, not an integer"},
		{name: "project preferences not a table", files: map[string]string{
			"Foo/Project.toml.extra": "\n[preferences]\nFoo = 1\n",
		}, wantErr: "[preferences.Foo] must be a table, not an integer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, env, _ := prefsSetup(t, tc.files)
			on, err := WorkloadEnabled(p, env)
			wantErr(t, err, tc.wantErr)
			if err != nil {
				return
			}
			if on != tc.workload {
				t.Errorf("WorkloadEnabled = %v, want %v", on, tc.workload)
			}
			if tc.check != nil {
				got, err := Prefs(p, env)
				if err != nil {
					t.Fatal(err)
				}
				h1, _ := PrefsHash(p, env)
				if !sameHash(t, got, tc.check) {
					t.Errorf("Prefs = %v, want %v (hash %s)", got, tc.check, h1)
				}
			}
		})
	}
}

// sameHash compares two preference maps through their canonical encoding.
func sameHash(t *testing.T, a, b map[string]any) bool {
	t.Helper()
	return hashOf(a) == hashOf(b)
}

func hashOf(m map[string]any) string {
	var sb stringsBuilder
	hashValue(&sb, m)
	return string(sb)
}

type stringsBuilder []byte

func (s *stringsBuilder) Write(p []byte) (int, error) { *s = append(*s, p...); return len(p), nil }

func TestPrefsOtherUUID(t *testing.T) {
	// The active project lists a different Foo (another uuid): its
	// preferences are for that package, not this one.
	p, env, dir := prefsSetup(t, map[string]string{
		"env/LocalPreferences.toml": "[Foo]\nprecompile_workload = false\n",
	})
	env.Project.Deps["Foo"] = uuid5(UUID{2}, "SomeoneElse")
	if on, err := WorkloadEnabled(p, env); err != nil || !on {
		t.Errorf("WorkloadEnabled = %v, %v", on, err)
	}
	files := PreferenceFiles(p, env)
	if len(files) != 3 || files[0] != filepath.Join(dir, "lp/Foo/JuliaLocalPreferences.toml") {
		t.Errorf("PreferenceFiles = %v", files)
	}
	env.Project.Deps["Foo"] = p.UUID
	files = PreferenceFiles(p, env)
	if len(files) != 6 || files[1] != filepath.Join(dir, "env/LocalPreferences.toml") {
		t.Errorf("PreferenceFiles = %v", files)
	}
	// Without an active project only the package's own files count.
	bare, _ := NewEnv(EnvConfig{LoadPath: filepath.Join(dir, "lp")})
	if on, _ := WorkloadEnabled(p, bare); !on {
		t.Error("env preferences applied without an active project")
	}
	if on, _ := WorkloadEnabled(Builtin("CUDA"), env); !on {
		t.Error("builtin workload")
	}
}

func TestPrefsHash(t *testing.T) {
	p, env, dir := prefsSetup(t, nil)
	h0, err := PrefsHash(p, env)
	if err != nil {
		t.Fatal(err)
	}
	local := filepath.Join(dir, "env/LocalPreferences.toml")
	hashWith := func(body string) string {
		t.Helper()
		if err := os.WriteFile(local, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		h, err := PrefsHash(p, env)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	if h := hashWith("[Bar]\nx = 1\n"); h != h0 {
		t.Error("another package's preferences changed the hash")
	}
	if h := hashWith("# comment\n"); h != h0 {
		t.Error("a comment changed the hash")
	}
	off := hashWith("[Foo]\nprecompile_workload = false\nz = 1\n")
	if off == h0 {
		t.Error("disabling the workload did not change the hash")
	}
	// Formatting and key order do not matter; values and types do.
	if h := hashWith("[Foo]\nz = 1\n\n   precompile_workload=false # x\n"); h != off {
		t.Error("reordering keys changed the hash")
	}
	if h := hashWith("Foo = {z = 1, precompile_workload = false}\n"); h != off {
		t.Error("an inline table changed the hash")
	}
	on := hashWith("[Foo]\nprecompile_workload = true\nz = 1\n")
	if on == off || on == h0 {
		t.Error("re-enabling the workload")
	}
	seen := map[string]string{}
	for _, body := range []string{
		"[Foo]\nz = 1\n", "[Foo]\nz = 1.0\n", "[Foo]\nz = \"1\"\n", "[Foo]\nz = [1]\n",
		"[Foo]\nz = true\n", "[Foo]\nz = 1979-05-27\n", "[Foo.z]\n", "[Foo]\nz = []\n",
		"[Foo]\nz = [\"a\", \"b\"]\n", "[Foo]\nz = [\"ab\"]\n", "[Foo]\nz = nan\n",
	} {
		h := hashWith(body)
		if prev, dup := seen[h]; dup {
			t.Errorf("%q and %q hash alike", prev, body)
		}
		seen[h] = body
		if h2 := hashWith(body); h2 != h {
			t.Errorf("%q: hash not stable", body)
		}
	}
	if len(h0) != 64 {
		t.Errorf("hash %q", h0)
	}
}
