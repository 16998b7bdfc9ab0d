package syntax

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestParseRepoPrograms parses every Julia file in the repository (the
// golden programs, the benchmarks and Kiln's own Base) and checks the
// position invariants on the result.
func TestParseRepoPrograms(t *testing.T) {
	var files []string
	filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "fuzz") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, ".jl") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) == 0 {
		t.Skip("no Julia files found")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ex, err := ParseFile(f, string(src))
		wantErr := strings.Contains(f, "err_syntax")
		if err != nil {
			if !wantErr {
				t.Errorf("%v", err)
			}
			continue
		}
		if wantErr {
			t.Errorf("%s: parsed without error", f)
		}
		if msg := checkPositions(ex, string(src)); msg != "" {
			t.Errorf("%s: %s", f, msg)
		}
	}
}
