package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/infer"
)

// builtinArgValues are the arguments TestBuiltinArgs passes: values of
// assorted types, each also hidden behind an Any-typed container so that
// the call is compiled without knowing it (and checked at run time).
var builtinArgValues = []string{"1", "2.5", `"s"`, ":x", "Int64", "nothing", "true", "Ref(1)", "(1, 2)", "[1, 2]", "Int8(3)", "Core.Any"}

var locatedError = regexp.MustCompile(`^ERROR: LoadError: \S+\.jl:\d+:\d+: `)

// TestBuiltinArgs calls every builtin and intrinsic of Core with 0 to 4
// arguments of assorted types, known and unknown to inference: each call
// must return or throw a Julia exception (or the program must stop with a
// clean error), never crash Kiln or report an internal error.
func TestBuiltinArgs(t *testing.T) {
	names := append(append([]string{}, infer.Builtins...), infer.Intrinsics...)
	dir := t.TempDir()
	for _, name := range names {
		name := name
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			var b strings.Builder
			fmt.Fprintf(&b, "const F = Core.:(%s)\n", name)
			b.WriteString("hide(x) = Any[x][1]\n")
			n := len(builtinArgValues)
			calls := 0
			for k := 0; k <= 4; k++ {
				for i := 0; i < n; i++ {
					var known, hidden []string
					for j := 0; j < k; j++ {
						v := builtinArgValues[(i+j*(k+1))%n]
						known = append(known, v)
						hidden = append(hidden, "hide("+v+")")
					}
					for _, args := range [][]string{known, hidden} {
						calls++
						fmt.Fprintf(&b, "try\n    F(%s)\ncatch\nend\n", strings.Join(args, ", "))
					}
					if k == 0 {
						break
					}
				}
			}
			b.WriteString("println(\"done\")\n")
			file := filepath.Join(dir, "b_"+strings.NewReplacer("!", "_", "=", "eq", "<", "lt", ":", "c").Replace(name)+".jl")
			if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			r := runKiln(t, dir, "run", file)
			for _, bad := range []string{"panic", "goroutine ", "LLVM", "SIGSEGV", "signal", "internal error", "codegen:", "infer:", "lower:", "fatal"} {
				if strings.Contains(r.stderr, bad) {
					t.Fatalf("%s: %q on stderr (exit %d):\n%s", name, bad, r.code, clip(r.stderr))
				}
			}
			if r.code != 0 && r.code != 1 {
				t.Fatalf("%s: exit status %d:\n%s", name, r.code, clip(r.stderr))
			}
			// Every call is inside try: the program finishes, or stops with
			// a compile error at the call's location (an internal builtin
			// used in a way lowering never produces).
			if r.stdout != "done\n" && !(r.code == 1 && locatedError.MatchString(r.stderr)) {
				t.Fatalf("%s: exit %d, stdout %q:\n%s", name, r.code, r.stdout, clip(r.stderr))
			}
		})
	}
}
