package pkg

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

func sha(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

func TestSourceFiles(t *testing.T) {
	entry := `module Foo
using Printf
include("types.jl")
include("sub/impl.jl")
if true
    include(joinpath("sub", "cond.jl"))
end
Base.include(@__MODULE__, joinpath(@__DIR__, "qualified.jl"))
include_dependency("../data/table.txt")
include("types.jl") # again: listed once
end
`
	impl := `# in src/sub
include("deep/leaf.jl")  # relative to src/sub
include("../types.jl")    # already seen
f(x) = x
`
	files := map[string]string{
		"Foo/Project.toml":         "name = \"Foo\"\nuuid = \"" + uuidFor("Foo") + "\"\n",
		"Foo/src/Foo.jl":           entry,
		"Foo/src/types.jl":         "struct T end\n",
		"Foo/src/sub/impl.jl":      impl,
		"Foo/src/sub/deep/leaf.jl": "g() = 1\n",
		"Foo/src/sub/cond.jl":      "h() = 2\n",
		"Foo/src/qualified.jl":     "q() = 3\n",
		"Foo/data/table.txt":       "1 2 3\n",
		"Foo/src/notincluded.jl":   "this is (not parsed\n",
	}
	dir := writeTree(t, files)
	p, err := LoadPackage(filepath.Join(dir, "Foo"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := SourceFiles(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		path string
		dep  bool
	}{
		{"src/Foo.jl", false},
		{"src/types.jl", false},
		{"src/sub/impl.jl", false},
		{"src/sub/deep/leaf.jl", false},
		{"src/sub/cond.jl", false},
		{"src/qualified.jl", false},
		{"data/table.txt", true},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d files: %+v", len(got), got)
	}
	for i, w := range want {
		f := got[i]
		body := files["Foo/"+w.path]
		if f.Path != w.path || f.Dependency != w.dep || f.Size != int64(len(body)) || f.SHA256 != sha(body) {
			t.Errorf("file %d = %+v, want %s (dependency %v, size %d)", i, f, w.path, w.dep, len(body))
		}
	}

	// Editing an included file changes its hash.
	if err := os.WriteFile(filepath.Join(dir, "Foo/src/sub/deep/leaf.jl"), []byte("g() = 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := SourceFiles(p)
	if err != nil {
		t.Fatal(err)
	}
	if again[3].SHA256 == got[3].SHA256 || again[0].SHA256 != got[0].SHA256 {
		t.Error("hashes did not follow the edit")
	}

	if files, err := SourceFiles(Builtin("Base")); err != nil || files != nil {
		t.Errorf("builtin: %v %v", files, err)
	}
}

func TestSourceFilesErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string // under the package root; src/P.jl is the entry
		want  string            // with ROOT for the package directory
	}{
		{"missing include", map[string]string{"src/P.jl": "module P\n\n  include(\"gone.jl\")\nend\n"},
			"ROOT/src/P.jl:3:3: include: file src/gone.jl not found"},
		{"missing nested include", map[string]string{
			"src/P.jl":   "module P\ninclude(\"a/b.jl\")\nend\n",
			"src/a/b.jl": "x = 1\ninclude(\"c.jl\")\n",
		}, "ROOT/src/a/b.jl:2:1: include: file src/a/c.jl not found"},
		{"missing dependency", map[string]string{"src/P.jl": "module P\ninclude_dependency(\"x.txt\")\nend\n"},
			"ROOT/src/P.jl:2:1: include_dependency: file src/x.txt not found"},
		{"dynamic include", map[string]string{"src/P.jl": "module P\nfor f in files\n include(f)\nend\nend\n"},
			"ROOT/src/P.jl:3:2: include with a path that is not a string literal"},
		{"interpolated include", map[string]string{"src/P.jl": "module P\nn = 1\ninclude(\"part$n.jl\")\nend\n"},
			"ROOT/src/P.jl:3:1: include with a path that is not a string literal"},
		{"syntax error in include", map[string]string{
			"src/P.jl":   "module P\ninclude(\"bad.jl\")\nend\n",
			"src/bad.jl": "f(x = \n",
		}, "ROOT/src/bad.jl:"},
		{"include cycle", map[string]string{
			"src/P.jl": "module P\ninclude(\"a.jl\")\nend\n",
			"src/a.jl": "include(\"b.jl\")\n",
			"src/b.jl": "include(\"a.jl\")\n",
		}, "ROOT/src/b.jl:1:1: include cycle: src/a.jl → src/b.jl → src/a.jl"},
		{"entry includes itself", map[string]string{"src/P.jl": "module P\ninclude(\"P.jl\")\nend\n"},
			"include cycle: src/P.jl → src/P.jl"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := map[string]string{"P/Project.toml": "name = \"P\"\n"}
			for k, v := range tc.files {
				files["P/"+k] = v
			}
			dir := writeTree(t, files)
			p, err := LoadPackage(filepath.Join(dir, "P"))
			if err != nil {
				t.Fatal(err)
			}
			_, err = SourceFiles(p)
			wantErr(t, err, strings.ReplaceAll(tc.want, "ROOT", p.Root))
		})
	}
}

func TestSourceFilesNotCalls(t *testing.T) {
	// Definitions of include, quoted code and include as a value are not
	// includes.
	files := map[string]string{
		"P/Project.toml": "name = \"P\"\n",
		"P/src/P.jl": `baremodule P
include(path) = Base.include(P, path)
function include_dependency(x::String)::Nothing
    nothing
end
ex = quote
    include(somewhere)
end
g = include
end
`,
	}
	dir := writeTree(t, files)
	p, err := LoadPackage(filepath.Join(dir, "P"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := SourceFiles(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 {
		t.Errorf("got %+v", got)
	}
}

func TestSourceFilesSyntaxErrorType(t *testing.T) {
	dir := writeTree(t, map[string]string{"P/Project.toml": "name = \"P\"\n", "P/src/P.jl": "module P\nx = (\nend\n"})
	p, _ := LoadPackage(filepath.Join(dir, "P"))
	_, err := SourceFiles(p)
	var se *syntax.Error
	if !errors.As(err, &se) || se.Pos.File != p.EntryFile {
		t.Errorf("want a *syntax.Error in %s, got %v", p.EntryFile, err)
	}
}

func TestSourceFilesFunctionBodies(t *testing.T) {
	// An include in a function body runs when the function is called, not
	// when the package loads: it is not followed (the file need not exist).
	dir := writeTree(t, map[string]string{
		"P/Project.toml": "name = \"P\"\n",
		"P/src/P.jl":     "module P\nfunction load_extra()\n    include(\"extra.jl\")\nend\nlater() = include(\"later.jl\")\nh = () -> include(\"lambda.jl\")\nlet\n    include(\"inlet.jl\")\nend\nend\n",
		"P/src/inlet.jl": "y = 2\n",
	})
	p, _ := LoadPackage(filepath.Join(dir, "P"))
	got, err := SourceFiles(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[1].Path != "src/inlet.jl" {
		t.Errorf("got %+v", got)
	}
}
