package driver

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"
)

// TestReflectKindsDistinct checks that the kinds of kiln_reflect queries
// (the refl* constants, declared in several files of this package) are
// all different: Base passes the number, and two queries sharing one
// would answer each other's calls.
func TestReflectKindsDistinct(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		pf, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, pf)
	}
	seen := map[int64]string{}
	n := 0
	for _, pf := range parsed {
		for _, d := range pf.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if !strings.HasPrefix(name.Name, "refl") || i >= len(vs.Values) {
						continue
					}
					tv, err := types.Eval(fset, nil, token.NoPos, types.ExprString(vs.Values[i]))
					if err != nil || tv.Value == nil || tv.Value.Kind() != constant.Int {
						continue
					}
					v, _ := constant.Int64Val(tv.Value)
					if prev, dup := seen[v]; dup {
						t.Errorf("reflect kind %d is both %s and %s", v, prev, name.Name)
					}
					seen[v] = name.Name
					n++
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("found only %d reflect kinds; the test no longer sees their declarations", n)
	}
}
