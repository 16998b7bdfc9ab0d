package lower

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden lowers each testdata/*.jl file and compares the printed items
// (every function verified with ir.Verify) with testdata/*.golden. A
// file whose lowering fails records the error instead.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.jl")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".jl")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			out, err := lowerSource(t, string(src), "g", "counter")
			if err != nil {
				out += "error: " + err.Error() + "\n"
			}
			golden := strings.TrimSuffix(file, ".jl") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if string(want) != out {
				t.Errorf("lowering of %s differs from %s:\n%s", file, golden, diff(string(want), out))
			}
		})
	}
}

// diff shows the first differing lines.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return "line " + itoa(i+1) + ":\n  want: " + a + "\n  got:  " + b + "\n--- got ---\n" + got
		}
	}
	return ""
}

func itoa(i int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + func() string {
		s := ""
		if i == 0 {
			return "0"
		}
		for i > 0 {
			s = string(rune('0'+i%10)) + s
			i /= 10
		}
		return s
	}())
}
