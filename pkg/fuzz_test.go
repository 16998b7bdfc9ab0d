package pkg

import (
	"errors"
	"testing"
)

// FuzzParseProject checks that no input makes ParseProject panic, that it
// returns either a project or an error, and that every error carries the
// file name. Seeds are below and in testdata/fuzz/FuzzParseProject.
func FuzzParseProject(f *testing.F) {
	for _, s := range []string{
		"",
		"name = \"Foo\"\nuuid = \"7876af07-990d-54b4-ab0e-23690620f79a\"\nversion = \"1.2.3\"\n",
		"[deps]\nFoo = \"7876af07-990d-54b4-ab0e-23690620f79a\"\n[sources]\nFoo = {path = \"../Foo\"}\n",
		"[deps]\nFoo = \"x\"\n[sources.Foo]\nurl = 1\n",
		"[compat]\njulia = \"1.10\"\nFoo = 1\n",
		"a.b.c = 1\n[a.b]\nd = 2\n",
		"[[x]]\ny = 1\n[[x]]\ny = 2\n",
		"name = \"A\"\nname = \"B\"\n",
		"s = '''\nmulti\n'''\nt = 1979-05-27T07:32:00Z\n",
		"[preferences.Foo]\nprecompile_workload = false\n",
		"k = {a = {b = {c = [1, [2, {d = 3}]]}}}\n",
		"\"\\u00e9\" = 1\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ParseProject("fuzz/Project.toml", data)
		if (p == nil) == (err == nil) {
			t.Fatalf("project %v and error %v", p, err)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.File != "fuzz/Project.toml" || e.Error() == "" {
				t.Fatalf("error without file: %#v", err)
			}
			return
		}
		// Everything a valid project holds can be printed and used.
		_ = p.UUID.String()
		if p.Version != nil {
			if _, err := ParseVersion(p.Version.String()); err != nil {
				t.Fatalf("version %v does not round-trip: %v", p.Version, err)
			}
		}
		for name := range p.Sources {
			if _, ok := p.Lists(name); !ok {
				t.Fatalf("source %s is not a dependency", name)
			}
			p.SourceDir(name)
		}
		for name, u := range p.Deps {
			if !IsIdentifier(name) {
				t.Fatalf("dep name %q", name)
			}
			if v, err := ParseUUID(u.String()); err != nil || v != u {
				t.Fatalf("uuid %s does not round-trip", u)
			}
		}
		p.Pos("deps")
		p.DepNames()
		hashValue(discard{}, p.Preferences)
	})
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
