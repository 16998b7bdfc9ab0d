package lower

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

// TestCorpus lowers every .jl file under the directories in
// $KILN_LOWER_CORPUS (colon-separated; skipped when unset), checking that
// lowering never panics and that every function verifies. Errors are
// logged, not failed: the corpus may use unsupported constructs.
func TestCorpus(t *testing.T) {
	dirs := os.Getenv("KILN_LOWER_CORPUS")
	if dirs == "" {
		t.Skip("KILN_LOWER_CORPUS not set")
	}
	for _, dir := range strings.Split(dirs, ":") {
		files, _ := filepath.Glob(filepath.Join(dir, "*.jl"))
		for _, file := range files {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			ex, err := syntax.ParseFile(file, string(src))
			if err != nil {
				t.Logf("parse %s: %v", file, err)
				continue
			}
			for _, stmt := range ex.Args {
				items, _, err := Toplevel(stmt, testModule{file}, func(string) bool { return false })
				if err != nil {
					if strings.Contains(err.Error(), "internal error") {
						t.Errorf("%v", err)
					} else {
						t.Logf("%v", err)
					}
					continue
				}
				var sb strings.Builder
				for _, it := range items {
					printItem(t, &sb, it)
				}
			}
		}
	}
}
