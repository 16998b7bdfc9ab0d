package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	buildOnce sync.Once
	kilnBin   string
	buildErr  error
)

// kiln builds the kiln binary once per test run.
func kiln(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "kiln-test-bin")
		if err != nil {
			buildErr = err
			return
		}
		kilnBin = filepath.Join(dir, "kiln")
		cmd := exec.Command("go", "build", "-tags", "llvm14", "-o", kilnBin, ".")
		out, err := cmd.CombinedOutput()
		if err != nil {
			buildErr = errors.New(string(out))
		}
	})
	if buildErr != nil {
		t.Fatalf("building kiln: %v", buildErr)
	}
	return kilnBin
}

type result struct {
	stdout, stderr string
	code           int
}

// runKiln runs kiln in a fresh process with a private depot.
func runKiln(t *testing.T, dir string, args ...string) result {
	t.Helper()
	return runKilnInput(t, dir, "", args...)
}

// runKilnInput is runKiln with stdin reading input.
func runKilnInput(t *testing.T, dir, input string, args ...string) result {
	t.Helper()
	cmd := exec.Command(kiln(t), args...)
	cmd.Stdin = strings.NewReader(input)
	cmd.Dir = dir
	// A private depot, without the system image (built once per depot;
	// TestSystemImage covers it).
	cmd.Env = append(os.Environ(), "KILN_DEPOT="+t.TempDir(), "KILN_SYSIMAGE=0")
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(120 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("kiln %v: timed out", args)
	}
	return result{so.String(), se.String(), cmd.ProcessState.ExitCode()}
}

// TestGolden runs every program of every directory of testdata/ in a fresh
// kiln process and compares stdout exactly, the expected stderr lines in
// order, and the exit status (see testdata/README.md).
func TestGolden(t *testing.T) {
	entries, err := os.ReadDir(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for _, e := range entries {
		// testdata/pkgs holds packages, whose test suites
		// TestPackageSuites runs.
		if e.IsDir() && e.Name() != "pkgs" {
			dirs = append(dirs, e.Name())
		}
	}
	if len(dirs) < 2 {
		t.Fatalf("testdata/ has %d directories of golden programs", len(dirs))
	}
	for _, dir := range dirs {
		root := filepath.Join("..", "..", "testdata", dir)
		files, _ := filepath.Glob(filepath.Join(root, "*.jl"))
		if len(files) == 0 {
			t.Fatalf("no golden programs in testdata/%s", dir)
		}
		for _, f := range files {
			name := strings.TrimSuffix(filepath.Base(f), ".jl")
			t.Run(dir+"/"+name, func(t *testing.T) {
				t.Parallel()
				checkGolden(t, root, name)
			})
		}
	}
}

// TestBenchmarksQuick runs every benchmark program of bench/ at the quick
// sizes of bench/run.sh (its BENCHMARKS table is the one list of them) and
// compares the output with bench/expected.
func TestBenchmarksQuick(t *testing.T) {
	dir := filepath.Join("..", "..", "bench")
	script, err := os.ReadFile(filepath.Join(dir, "run.sh"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(script), "\n") {
		line = strings.TrimSpace(line)
		// "name|full|quick|callgrind|large"
		if !strings.HasPrefix(line, "\"") || strings.Count(line, "|") != 4 {
			continue
		}
		f := strings.Split(strings.Trim(line, "\""), "|")
		name, quick := f[0], f[2]
		n++
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want, err := os.ReadFile(filepath.Join(dir, "expected", name+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			r := runKiln(t, dir, append([]string{"run", name + ".jl"}, strings.Fields(quick)...)...)
			if r.code != 0 || r.stdout != string(want) {
				t.Errorf("exit %d\n--- want\n%s--- got\n%s--- stderr\n%s", r.code, want, r.stdout, r.stderr)
			}
		})
	}
	if n == 0 {
		t.Fatal("no BENCHMARKS entries found in bench/run.sh")
	}
}

// testTime is the Time column of a Test summary line: the header word or a
// duration as Julia's Test.format_duration writes it (0.1s, 1m02.5s), with
// the blanks before it.
var testTime = regexp.MustCompile(`\s+(Time|[0-9]+\.[0-9]s|[0-9]+m[0-9]+\.[0-9]s)$`)

// withoutTestTimes removes the Time column of the summary tables of
// Julia's Test (the lines from one starting "Test Summary:" while they
// contain " | "), the only part of a test run's output that varies from
// run to run; the other columns' widths do not depend on it.
func withoutTestTimes(s string) string {
	if !strings.Contains(s, "Test Summary:") {
		return s
	}
	lines := strings.Split(s, "\n")
	in := false
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "Test Summary:"):
			in = true
		case !strings.Contains(l, " | "):
			in = false
		}
		if in {
			lines[i] = testTime.ReplaceAllString(l, "")
		}
	}
	return strings.Join(lines, "\n")
}

// stackFrameLine matches a line of a stack trace's frame list as Julia's
// show_backtrace prints it (" [3] f(x::Int64)", "   @ Main f.jl:2",
// "--- the last 2 lines are repeated 10 more times ---"), at any
// indentation (a test's error report indents the trace).
var stackFrameLine = regexp.MustCompile(`^\s*(\[[0-9]+\] |@ |--- the |⋮)`)

// withoutStackFrames removes the frames that follow each line that is
// "Stacktrace:" (at any indentation), keeping that line. The frames are
// Julia's own (paths into Julia's installation, "macro expansion" frames)
// where Kiln's name Kiln's files, so a golden output holds the
// "Stacktrace:" lines where Julia prints them but not the frames.
func withoutStackFrames(s string) string {
	if !strings.Contains(s, "Stacktrace:") {
		return s
	}
	lines := strings.Split(s, "\n")
	out := lines[:0]
	in := false
	for _, l := range lines {
		if in && stackFrameLine.MatchString(l) {
			continue
		}
		in = strings.TrimSpace(l) == "Stacktrace:"
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// normalizeOutput is what golden outputs are compared by: without the
// Time column of Test's summaries and without stack frames.
func normalizeOutput(s string) string { return withoutStackFrames(withoutTestTimes(s)) }

func readOpt(path string) (string, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", false
	}
	return string(b), true
}

func checkGolden(t *testing.T, dir, name string) {
	args := []string{"run", name + ".jl"}
	if a, ok := readOpt(filepath.Join(dir, name+".args")); ok {
		for _, l := range strings.Split(strings.TrimRight(a, "\n"), "\n") {
			args = append(args, l)
		}
	}
	input, _ := readOpt(filepath.Join(dir, name+".in"))
	r := runKilnInput(t, dir, input, args...)
	for _, bad := range []string{"panic:", "goroutine ", "LLVM ERROR", "SIGSEGV", "internal error"} {
		if strings.Contains(r.stderr, bad) {
			t.Errorf("kiln crashed (%q on stderr):\n%s", bad, r.stderr)
		}
	}
	wantExit := 0
	if e, ok := readOpt(filepath.Join(dir, name+".exit")); ok {
		n, err := strconv.Atoi(strings.TrimSpace(e))
		if err != nil {
			t.Fatalf("bad .exit file: %v", err)
		}
		wantExit = n
	}
	if want, ok := readOpt(filepath.Join(dir, name+".out")); ok && normalizeOutput(r.stdout) != normalizeOutput(want) {
		t.Errorf("stdout differs\n--- want\n%s\n--- got\n%s\n--- stderr\n%s", want, r.stdout, r.stderr)
	}
	if r.code != wantExit {
		t.Errorf("exit status %d, want %d\nstderr:\n%s", r.code, wantExit, r.stderr)
	}
	if want, ok := readOpt(filepath.Join(dir, name+".err")); ok {
		rest := r.stderr
		for _, line := range strings.Split(strings.TrimRight(want, "\n"), "\n") {
			i := strings.Index(rest, line)
			if i < 0 {
				t.Errorf("stderr lacks %q (in order)\n--- stderr\n%s", line, r.stderr)
				break
			}
			rest = rest[i+len(line):]
		}
	} else if wantExit == 0 && r.stderr != "" {
		t.Errorf("unexpected stderr:\n%s", r.stderr)
	}
}

func TestWithoutStackFrames(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a: Test Failed at f.jl:3\n  Expression: 1 == 2\n\nStacktrace:\n [1] macro expansion\n   @ Main f.jl:3 [inlined]\nnext\n",
			"a: Test Failed at f.jl:3\n  Expression: 1 == 2\n\nStacktrace:\nnext\n"},
		{"  DivideError: integer division error\n  Stacktrace:\n   [1] div\n     @ Base ./int.jl:284 [inlined]\n  [10] f()\nTest Summary:\n",
			"  DivideError: integer division error\n  Stacktrace:\nTest Summary:\n"},
		{"[1] not a trace\n   @ x\n", "[1] not a trace\n   @ x\n"},
	} {
		if got := withoutStackFrames(c.in); got != c.want {
			t.Errorf("withoutStackFrames(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestWithoutTestTimes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Test Summary: | Pass  Total  Time\nset           |    1      1  0.1s\n", "Test Summary: | Pass  Total\nset           |    1      1\n"},
		{"Test Summary: | Pass  Total   Time\nset           |    1      1  12.3s\n  in          |    1      1   1m02.5s\nafter 0.5s\n", "Test Summary: | Pass  Total\nset           |    1      1\n  in          |    1      1\nafter 0.5s\n"},
		{"no table 0.1s\n", "no table 0.1s\n"},
	} {
		if got := withoutTestTimes(c.in); got != c.want {
			t.Errorf("withoutTestTimes(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
