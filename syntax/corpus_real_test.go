package syntax

import (
	"os"
	"path/filepath"
	"testing"
)

// TestParseRealCorpus parses real Julia source (files of Julia's own base/
// and test/ and of popular packages, in testdata/corpus; see its README):
// every file must parse without error, with consistent positions.
func TestParseRealCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "corpus", "*.jl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no corpus files")
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
