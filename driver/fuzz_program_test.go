package driver

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	fuzzOnce    sync.Once
	fuzzSession *Session
	fuzzErr     error
)

// internalMarkers are the signs of a compiler bug in an error message:
// Kiln reports bad programs with Julia's errors or "… is not supported".
var internalMarkers = []string{"internal error", "codegen:", "infer:", "lower:", "invalid LLVM IR", "panic"}

// FuzzProgram runs whole programs through lowering, inference and code
// generation in process (top-level code is compiled, not run: a mutated
// program may loop forever), seeded with the golden programs of
// testdata/run*/ and testdata/safety/. A panic or an internal error
// message fails. One session serves every input of a fuzzing process, as
// one kiln process serves every statement of a program.
func FuzzProgram(f *testing.F) {
	for _, pat := range []string{"run*/*.jl", "safety/*.jl"} {
		files, _ := filepath.Glob(filepath.Join("..", "testdata", pat))
		for _, file := range files {
			if b, err := os.ReadFile(file); err == nil {
				f.Add(string(b))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<14 {
			return
		}
		fuzzOnce.Do(func() {
			fuzzSession, fuzzErr = New(Options{Stderr: io.Discard, CompileOnly: true, NoSysImage: true, OptLevel: 1})
		})
		if fuzzErr != nil {
			t.Fatal(fuzzErr)
		}
		if err := compileProgram(fuzzSession, src); err != nil {
			msg := err.Error()
			for _, m := range internalMarkers {
				if strings.Contains(msg, m) {
					t.Fatalf("internal error for\n%s\n---\n%s", src, msg)
				}
			}
		}
	})
}

// compileProgram compiles src, turning a panic into an error.
func compileProgram(s *Session, src string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return s.RunString(src)
}
