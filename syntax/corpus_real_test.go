package syntax

import (
	"os"
	"path/filepath"
	"testing"
)

// TestParseRealCorpus parses real Julia source: every .jl file under the
// directory named by KILN_PARSE_CORPUS (for example copies of Julia's own
// base/ and test/ and of popular packages; see testdata/corpus/README.md)
// must parse without error, with consistent positions. Third-party code is
// not kept in this repository; the constructs it needed are checked tree
// by tree in corpus_fixes_test.go.
func TestParseRealCorpus(t *testing.T) {
	dir := os.Getenv("KILN_PARSE_CORPUS")
	if dir == "" {
		t.Skip("KILN_PARSE_CORPUS is not set (a directory of real Julia files to parse)")
	}
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(path) == ".jl" {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no .jl files under %s", dir)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ex, err := ParseFile(f, string(src))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if msg := checkPositions(ex, string(src)); msg != "" {
			t.Errorf("%s: %s", f, msg)
		}
	}
}
