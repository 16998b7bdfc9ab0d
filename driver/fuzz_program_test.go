package driver

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
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
			debugFuzzWorker()
			fuzzSession, fuzzErr = New(Options{Stderr: io.Discard, CompileOnly: true, NoSysImage: true, OptLevel: 1})
		})
		if fuzzErr != nil {
			t.Fatal(fuzzErr)
		}
		if fuzzLast != "" {
			_ = os.WriteFile(fuzzLast, []byte(src), 0o644)
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

// fuzzLast is the file that holds the input being run, when
// KILN_FUZZ_DEBUG names a directory (see debugFuzzWorker).
var fuzzLast string

// debugFuzzWorker helps with a fuzzing process that dies (a crash in C
// code, a fatal Go runtime error): Go's fuzzer discards its workers'
// output and records the input it had sent last, which need not be the
// one that broke the shared session. With KILN_FUZZ_DEBUG=DIR each worker
// sends its stderr (where the Go runtime writes a fatal error) to
// DIR/worker-PID.log and keeps the input it is running in
// DIR/worker-PID.last.
func debugFuzzWorker() {
	dir := os.Getenv("KILN_FUZZ_DEBUG")
	if dir == "" {
		return
	}
	pid := os.Getpid()
	if f, err := os.Create(filepath.Join(dir, fmt.Sprintf("worker-%d.log", pid))); err == nil {
		_ = syscall.Dup2(int(f.Fd()), 2)
	}
	fuzzLast = filepath.Join(dir, fmt.Sprintf("worker-%d.last", pid))
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
