package pkg

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/kiln-lang/kiln/syntax"
)

// SourceFile is one file that makes up a package, as the image header
// records it to detect edits.
type SourceFile struct {
	// Path is relative to the package root, with "/" separators
	// ("src/Foo.jl", "src/sub/bar.jl"). A file outside the package (an
	// include of "../x.jl") keeps its "../" components.
	Path string
	// Size is the file's length in bytes.
	Size int64
	// SHA256 is the hex-encoded SHA-256 of the file's contents.
	SHA256 string
	// Dependency is true for a file named by include_dependency: it is
	// tracked but not parsed.
	Dependency bool
}

// SourceFiles returns the package's entry file followed by every file it
// includes, directly or not, in the order they are first reached (depth
// first, in source order), each once. Includes are found by parsing each
// file with the syntax package and looking for calls include("path") (also
// Base.include, and include(mapexpr, "path")) and include_dependency("path")
// with a string literal or a joinpath of string literals and @__DIR__; a
// path is relative to the directory of the file that includes it, as in
// Julia. Only code that runs when the package loads is scanned: bodies of
// functions, macros and anonymous functions, and quoted code, are not.
//
// Errors: a syntax error in a file, an included file that does not exist
// (with the position of the include), an include whose path is not a
// literal (it cannot be tracked for staleness), and an include cycle. For a
// built-in module the result is empty.
func SourceFiles(p *Package) ([]SourceFile, error) {
	if p.Builtin {
		return nil, nil
	}
	s := &scanner{root: p.Root, seen: map[string]bool{}}
	if err := s.file(p.EntryFile, false, nil); err != nil {
		return nil, err
	}
	return s.files, nil
}

type scanner struct {
	root  string
	seen  map[string]bool
	stack []string // files being scanned, for cycle detection
	files []SourceFile
}

// file records path and, unless it is only a dependency, scans it for
// includes. at is the include that names it (nil for the entry file).
func (s *scanner) file(path string, dependency bool, at *syntax.Pos) error {
	path = filepath.Clean(path)
	for i, f := range s.stack {
		if f == path {
			chain := []string{}
			for _, g := range s.stack[i:] {
				chain = append(chain, s.rel(g))
			}
			chain = append(chain, s.rel(path))
			return &Error{File: at.File, Line: int(at.Line), Col: int(at.Col), Msg: "include cycle: " + strings.Join(chain, " → ")}
		}
	}
	if s.seen[path] {
		return nil
	}
	src, err := os.ReadFile(path)
	if err != nil {
		if at == nil {
			return err
		}
		what := "include"
		if dependency {
			what = "include_dependency"
		}
		msg := fmt.Sprintf("%s: file %s not found", what, s.rel(path))
		if !os.IsNotExist(err) {
			msg = fmt.Sprintf("%s: cannot read %s: %v", what, s.rel(path), err)
		}
		return &Error{File: at.File, Line: int(at.Line), Col: int(at.Col), Msg: msg}
	}
	s.seen[path] = true
	sum := sha256.Sum256(src)
	s.files = append(s.files, SourceFile{Path: s.rel(path), Size: int64(len(src)), SHA256: hex.EncodeToString(sum[:]), Dependency: dependency})
	if dependency {
		return nil
	}
	tree, err := syntax.ParseFile(path, string(src))
	if err != nil {
		return err
	}
	s.stack = append(s.stack, path)
	defer func() { s.stack = s.stack[:len(s.stack)-1] }()
	return s.walk(tree, filepath.Dir(path))
}

// rel returns path relative to the package root, with "/" separators.
func (s *scanner) rel(path string) string {
	r, err := filepath.Rel(s.root, path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	return filepath.ToSlash(r)
}

// walk visits every node of the tree, following includes as it meets them.
func (s *scanner) walk(n syntax.Node, dir string) error {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return nil
	}
	switch e.Head {
	case syntax.HeadQuote:
		return nil // code in a quote is data until something evaluates it
	case syntax.HeadFunction, syntax.HeadMacro, syntax.HeadArrow:
		return nil // a body runs when called, not when the package loads
	case syntax.HeadAssign:
		if len(e.Args) > 0 && isSignature(e.Args[0]) {
			return nil // f(x) = body, likewise
		}
	}
	if e.Head == syntax.HeadCall && len(e.Args) >= 2 {
		if kind := includeCallee(e.Args[0]); kind != "" {
			arg := e.Args[len(e.Args)-1]
			p := e.Pos()
			rel, ok := staticPath(arg, dir)
			if !ok {
				return &Error{File: p.File, Line: int(p.Line), Col: int(p.Col),
					Msg: fmt.Sprintf("%s with a path that is not a string literal: the file cannot be tracked for image staleness (write %s(\"file.jl\"))", kind, kind)}
			}
			target := rel
			if !filepath.IsAbs(target) {
				target = filepath.Join(dir, filepath.FromSlash(rel))
			}
			if err := s.file(target, kind == "include_dependency", &p); err != nil {
				return err
			}
		}
	}
	for _, a := range e.Args {
		if err := s.walk(a, dir); err != nil {
			return err
		}
	}
	return nil
}

// isSignature reports whether n is the signature of a method definition:
// f(x), f(x)::T, f(x) where T.
func isSignature(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	switch e.Head {
	case syntax.HeadCall:
		return true
	case syntax.HeadWhere, syntax.HeadDecl:
		return len(e.Args) > 0 && isSignature(e.Args[0])
	}
	return false
}

// includeCallee returns "include" or "include_dependency" when f names one
// of them (also qualified as Base.x), and "" otherwise.
func includeCallee(f syntax.Node) string {
	name := ""
	switch f := f.(type) {
	case *syntax.Ident:
		name = f.Name
	case *syntax.Expr:
		// Base.include is (. Base (quote include)).
		if f.Head == syntax.HeadDotCall && len(f.Args) == 2 {
			if m, ok := f.Args[0].(*syntax.Ident); ok && (m.Name == "Base" || m.Name == "Core") {
				if q, ok := f.Args[1].(*syntax.QuoteNode); ok {
					if id, ok := q.Value.(*syntax.Ident); ok {
						name = id.Name
					}
				}
			}
		}
	}
	if name == "include" || name == "include_dependency" {
		return name
	}
	return ""
}

// staticPath evaluates an include argument that is known without running
// code: a string literal, @__DIR__ (the including file's directory), or
// joinpath of such arguments.
func staticPath(n syntax.Node, dir string) (string, bool) {
	switch n := n.(type) {
	case *syntax.Literal:
		if n.Kind == syntax.LitString {
			s, _ := n.Value.(string)
			return s, s != ""
		}
	case *syntax.Expr:
		switch n.Head {
		case syntax.HeadMacrocall:
			if len(n.Args) == 1 {
				if id, ok := n.Args[0].(*syntax.Ident); ok && id.Name == "@__DIR__" {
					return dir, true
				}
			}
		case syntax.HeadCall:
			if id, ok := n.Args[0].(*syntax.Ident); ok && id.Name == "joinpath" && len(n.Args) >= 2 {
				parts := make([]string, 0, len(n.Args)-1)
				for _, a := range n.Args[1:] {
					s, ok := staticPath(a, dir)
					if !ok {
						return "", false
					}
					if filepath.IsAbs(s) {
						parts = parts[:0] // joinpath restarts at an absolute component
					}
					parts = append(parts, s)
				}
				return filepath.Join(parts...), true
			}
		}
	}
	return "", false
}
