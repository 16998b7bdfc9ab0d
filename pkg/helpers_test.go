package pkg

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeTree creates the files of tree (relative path → contents) under a new
// temporary directory and returns it.
func writeTree(t *testing.T, tree map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	addTree(t, dir, tree)
	return dir
}

func addTree(t *testing.T, dir string, tree map[string]string) {
	t.Helper()
	for rel, body := range tree {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// uuidFor returns a fixed, valid uuid for a test package name.
func uuidFor(name string) string {
	return uuid5(UUID{1}, name).String()
}

// pkgFiles returns the files of a package at prefix (e.g. "lp/Foo"): its
// Project.toml with the given deps (names; "Name=uuid" to choose the uuid)
// and extra TOML, and src/Name.jl.
func pkgFiles(prefix, name string, deps []string, extra string) map[string]string {
	var b strings.Builder
	fmt.Fprintf(&b, "name = %q\nuuid = %q\nversion = \"0.1.0\"\n", name, uuidFor(name))
	if len(deps) > 0 {
		b.WriteString("\n[deps]\n")
		for _, d := range deps {
			n, u, ok := strings.Cut(d, "=")
			if !ok {
				u = uuidFor(n)
			}
			fmt.Fprintf(&b, "%s = %q\n", n, u)
		}
	}
	b.WriteString(extra)
	return map[string]string{
		prefix + "/Project.toml":        b.String(),
		prefix + "/src/" + name + ".jl": "module " + name + "\nend\n",
	}
}

func merge(ms ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

func wantErr(t *testing.T, err error, want string) {
	t.Helper()
	if want == "" {
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		return
	}
	if err == nil {
		t.Fatalf("no error; want one containing %q", want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q\ndoes not contain %q", err, want)
	}
}
