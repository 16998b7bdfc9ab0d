package main

// End-to-end tests of the kiln command line: every case runs the real
// binary (built once by kiln(t) in golden_test.go) in a fresh process with a
// private KILN_DEPOT, and asserts stdout, stderr and the exit status.

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// crashMarkers must never appear on stderr, whatever the program does: they
// mean Kiln itself crashed instead of reporting an error.
var crashMarkers = []string{"panic:", "goroutine ", "SIGSEGV", "LLVM ERROR", "core dumped", "fatal error:"}

// runKilnEnv is runKiln with extra environment variables (NAME=value).
// KILN_TRACE_COMPILE and KILN_DEBUG_IR are cleared unless env sets them, so
// that the caller's environment cannot change what a test sees.
func runKilnEnv(t *testing.T, dir string, env []string, args ...string) result {
	t.Helper()
	return runKilnEnvTimeout(t, dir, env, 120*time.Second, args...)
}

// runKilnEnvTimeout is runKilnEnv with a time limit of its own: for runs
// that build the system image (a minute of CPU, more on a loaded machine).
func runKilnEnvTimeout(t *testing.T, dir string, env []string, limit time.Duration, args ...string) result {
	t.Helper()
	cmd := exec.Command(kiln(t), args...)
	cmd.Dir = dir
	base := []string{}
	for _, e := range os.Environ() {
		if strings.HasPrefix(e, "KILN_TRACE_COMPILE=") || strings.HasPrefix(e, "KILN_DEBUG_IR=") ||
			strings.HasPrefix(e, "KILN_CPUPROFILE=") {
			continue
		}
		base = append(base, e)
	}
	// Each run gets a private depot; the system image (built once per
	// depot) is off unless a test asks for it (TestSystemImage).
	cmd.Env = append(append(base, "KILN_DEPOT="+t.TempDir(), "KILN_SYSIMAGE=0"), env...)
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(limit):
		cmd.Process.Kill()
		<-done
		t.Fatalf("kiln %q: timed out", args)
	}
	return result{so.String(), se.String(), cmd.ProcessState.ExitCode()}
}

// writeFiles creates a temporary directory holding files (name → content).
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// firstLine is the first line of s, without its newline.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// cliCase is one invocation of kiln and what it must do.
type cliCase struct {
	name  string
	files map[string]string // written to the working directory
	env   []string
	args  []string

	code      int     // expected exit status
	stdout    *string // exact stdout, when set
	stderr    *string // exact stderr, when set
	outHas    []string
	outNot    []string
	errHas    []string // substrings of stderr
	errNot    []string
	errFirst  string   // the exact first line of stderr, when set
	errRe     []string // regular expressions (multi-line mode) stderr must match
	noOutput  bool     // stdout must be empty
	skip      string   // known issue, logged in compiler-issues.md
	checkMore func(t *testing.T, r result)
}

func str(s string) *string { return &s }

// clip shortens output quoted in failure messages (a Go crash trace is long).
func clip(s string) string {
	if len(s) > 3000 {
		return s[:3000] + "\n[… clipped]"
	}
	return s
}

func (c cliCase) run(t *testing.T) {
	t.Helper()
	// KILN_TEST_KNOWN_ISSUES=1 runs the cases skipped as known issues, to
	// check a fix.
	if c.skip != "" && os.Getenv("KILN_TEST_KNOWN_ISSUES") != "1" {
		t.Skip("known issue: " + c.skip)
	}
	dir := writeFiles(t, c.files)
	r := runKilnEnv(t, dir, c.env, c.args...)
	report := func() string {
		return "\n--- args: " + strings.Join(quoteAll(c.args), " ") + "\n--- stdout\n" + clip(r.stdout) + "\n--- stderr\n" + clip(r.stderr)
	}
	// No case, failing or not, may crash Kiln itself.
	for _, bad := range crashMarkers {
		if strings.Contains(r.stderr, bad) {
			t.Errorf("kiln crashed (%q on stderr)%s", bad, report())
		}
	}
	if r.code != c.code {
		t.Errorf("exit status %d, want %d%s", r.code, c.code, report())
	}
	if c.stdout != nil && r.stdout != *c.stdout {
		t.Errorf("stdout = %q, want %q%s", clip(r.stdout), *c.stdout, report())
	}
	if c.noOutput && r.stdout != "" {
		t.Errorf("stdout should be empty%s", report())
	}
	if c.stderr != nil && r.stderr != *c.stderr {
		t.Errorf("stderr = %q, want %q%s", clip(r.stderr), *c.stderr, report())
	}
	if c.errFirst != "" && strings.TrimRight(firstLine(r.stderr), " \r") != c.errFirst {
		t.Errorf("first stderr line = %q, want %q%s", firstLine(r.stderr), c.errFirst, report())
	}
	for _, s := range c.outHas {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("stdout lacks %q%s", s, report())
		}
	}
	for _, s := range c.outNot {
		if strings.Contains(r.stdout, s) {
			t.Errorf("stdout contains %q%s", s, report())
		}
	}
	for _, s := range c.errHas {
		if !strings.Contains(r.stderr, s) {
			t.Errorf("stderr lacks %q%s", s, report())
		}
	}
	for _, s := range c.errNot {
		if strings.Contains(r.stderr, s) {
			t.Errorf("stderr contains %q%s", s, report())
		}
	}
	for _, re := range c.errRe {
		if !regexp.MustCompile("(?m)" + re).MatchString(r.stderr) {
			t.Errorf("stderr does not match /%s/%s", re, report())
		}
	}
	if c.checkMore != nil {
		c.checkMore(t, r)
	}
}

func quoteAll(args []string) []string {
	q := make([]string, len(args))
	for i, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\n'\"$;()") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		q[i] = a
	}
	return q
}

func runCases(t *testing.T, cases []cliCase) {
	t.Helper()
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.name] {
			t.Fatalf("duplicate case name %q", c.name)
		}
		seen[c.name] = true
		c := c
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			c.run(t)
		})
	}
}

const errProg = `x = 1
println("before")
println(x ÷ (x - 1))
println("not reached")
`

// TestCLIEval covers `kiln -e` and `kiln run FILE` on working and failing
// programs, and how an uncaught exception is reported by each.
func TestCLIEval(t *testing.T) {
	runCases(t, []cliCase{
		{
			name:   "e_prints",
			args:   []string{"-e", "println(1 + 2)"},
			stdout: str("3\n"), stderr: str(""),
		},
		{
			name:   "e_several_statements",
			args:   []string{"-e", "f(x) = 2x\nprintln(f(3)); print(\"a\", 1.5)"},
			stdout: str("6\na1.5"), stderr: str(""),
		},
		{
			name:   "e_empty",
			args:   []string{"-e", ""},
			stdout: str(""), stderr: str(""),
		},
		{
			name: "e_divide_error",
			args: []string{"-e", "println(1 ÷ 0)"},
			code: 1, noOutput: true,
			errFirst: "ERROR: DivideError: integer division error",
			errNot:   []string{"LoadError", "in expression starting at"},
		},
		{
			name: "e_error_after_output",
			args: []string{"-e", `println("before"); error("boom")`},
			code: 1, stdout: str("before\n"),
			errFirst: "ERROR: boom",
			errNot:   []string{"LoadError"},
		},
		{
			name: "e_exit_code",
			args: []string{"-e", `println("bye"); exit(3); println("not reached")`},
			code: 3, stdout: str("bye\n"), stderr: str(""),
		},
		{
			name: "e_syntax_error",
			args: []string{"-e", "x = )"},
			code: 1, noOutput: true,
			errRe: []string{`^none:1:5: `},
		},
		{
			name:  "run_file",
			files: map[string]string{"hello.jl": "println(\"hello\")\nprintln(0.1 + 0.2)\n"},
			args:  []string{"run", "hello.jl"},
			// Julia's shortest round-trip float printing.
			stdout: str("hello\n0.30000000000000004\n"), stderr: str(""),
		},
		{
			name:   "file_without_run",
			files:  map[string]string{"hello.jl": "println(\"hello\")\n"},
			args:   []string{"hello.jl"},
			stdout: str("hello\n"), stderr: str(""),
		},
		{
			name:   "run_file_in_subdirectory",
			files:  map[string]string{"sub/dir/p.jl": "println(7 * 6)\n"},
			args:   []string{"run", filepath.Join("sub", "dir", "p.jl")},
			stdout: str("42\n"), stderr: str(""),
		},
		{
			name:  "run_load_error",
			files: map[string]string{"err.jl": errProg},
			args:  []string{"run", "err.jl"},
			code:  1, stdout: str("before\n"),
			errFirst: "ERROR: LoadError: DivideError: integer division error",
			errRe:    []string{`^in expression starting at err\.jl:3$`},
			errHas:   []string{"err.jl:3"},
		},
		{
			name:  "file_load_error_without_run",
			files: map[string]string{"err.jl": errProg},
			args:  []string{"err.jl"},
			code:  1, stdout: str("before\n"),
			errFirst: "ERROR: LoadError: DivideError: integer division error",
			errRe:    []string{`^in expression starting at err\.jl:3$`},
		},
		{
			name: "run_load_error_in_callee",
			files: map[string]string{"e2.jl": "f(x) = x ÷ 0\ng(x) = f(x) + 1\nprintln(\"start\")\n\nprintln(g(1))\n" +
				"println(\"not reached\")\n"},
			args: []string{"run", "e2.jl"},
			code: 1, stdout: str("start\n"),
			errFirst: "ERROR: LoadError: DivideError: integer division error",
			errRe:    []string{`^in expression starting at e2\.jl:5$`},
		},
		{
			name:     "run_method_error",
			files:    map[string]string{"me.jl": "f(x::Int64) = x\nf(\"a\")\n"},
			args:     []string{"run", "me.jl"},
			code:     1,
			noOutput: true,
			errFirst: `ERROR: LoadError: MethodError: no method matching f(::String)`,
			errRe:    []string{`^in expression starting at me\.jl:2$`},
		},
		{
			name:   "run_exit_code",
			files:  map[string]string{"ex.jl": "println(1)\nexit(5)\nprintln(2)\n"},
			args:   []string{"run", "ex.jl"},
			code:   5,
			stdout: str("1\n"),
			stderr: str(""),
		},
		{
			name: "opt_levels",
			// -O before the file and after `run`, all giving the same output.
			files:  map[string]string{"o.jl": "function ss(n)\n    s = 0\n    for i in 1:n\n        s += i * i\n    end\n    s\nend\nprintln(ss(10))\n"},
			args:   []string{"-O0", "o.jl"},
			stdout: str("385\n"), stderr: str(""),
		},
		{
			name:   "opt_level_after_run",
			files:  map[string]string{"o.jl": "function ss(n)\n    s = 0\n    for i in 1:n\n        s += i * i\n    end\n    s\nend\nprintln(ss(10))\n"},
			args:   []string{"run", "-O3", "o.jl"},
			stdout: str("385\n"), stderr: str(""),
		},
		{
			// Everything after FILE belongs to the program, even words that
			// look like kiln options.
			name:   "program_args",
			files:  map[string]string{"a.jl": "println(length(ARGS))\nfor a in ARGS\n    println(a)\nend\n"},
			args:   []string{"run", "a.jl", "x", "--y", "-e", "b c"},
			stdout: str("4\nx\n--y\n-e\nb c\n"), stderr: str(""),
		},
		{
			name:   "e_program_args",
			args:   []string{"-e", "for a in ARGS; println(a); end", "p", "--q"},
			stdout: str("p\n--q\n"), stderr: str(""),
		},
	})
}

// TestCLIUsage covers help, version, and every kind of bad usage.
func TestCLIUsage(t *testing.T) {
	for _, cmd := range []string{"kiln run", "kiln -e", "kiln code", "kiln version", "kiln help", "--help",
		"lowered", "typed", "llvm", "native", "KILN_TRACE_COMPILE", "-O0"} {
		if !strings.Contains(usage, cmd) {
			t.Errorf("usage text does not mention %q", cmd)
		}
	}
	version := "kiln version " + Version + "\n"
	runCases(t, []cliCase{
		{name: "version", args: []string{"version"}, stdout: str(version), stderr: str("")},
		{name: "dash_dash_version", args: []string{"--version"}, stdout: str(version), stderr: str("")},
		{name: "dash_v", args: []string{"-v"}, stdout: str(version), stderr: str("")},
		{name: "help", args: []string{"help"}, stdout: str(usage), stderr: str("")},
		{name: "dash_dash_help", args: []string{"--help"}, stdout: str(usage), stderr: str("")},
		{name: "dash_h", args: []string{"-h"}, stdout: str(usage), stderr: str("")},
		{
			// No program and stdin not a terminal (here: empty): stdin is
			// the program (docs/repl.md), so nothing runs.
			name:   "no_arguments",
			stdout: str(""), stderr: str(""),
		},
		{
			name: "unknown_flag",
			args: []string{"--frobnicate"},
			code: 2, noOutput: true,
			errHas: []string{"--frobnicate", "kiln --help"},
		},
		{
			name:  "unknown_flag_before_file",
			files: map[string]string{"p.jl": "println(1)\n"},
			args:  []string{"-x", "p.jl"},
			code:  2, noOutput: true,
			errHas: []string{"-x"},
		},
		{
			name:  "unknown_flag_after_run",
			files: map[string]string{"p.jl": "println(1)\n"},
			args:  []string{"run", "--frobnicate", "p.jl"},
			code:  2, noOutput: true,
			errHas: []string{"--frobnicate"},
		},
		{
			name:  "bad_opt_level",
			files: map[string]string{"p.jl": "println(1)\n"},
			args:  []string{"-O4", "p.jl"},
			code:  2, noOutput: true,
			errHas: []string{"-O4"},
		},
		{
			name: "e_without_expression",
			args: []string{"-e"},
			code: 2, noOutput: true,
			errHas: []string{"-e"},
		},
		{
			name: "run_without_file",
			args: []string{"run"},
			code: 2, noOutput: true,
			errHas: []string{"FILE"},
		},
		{
			name: "run_missing_file",
			args: []string{"run", "nope.jl"},
			code: 1, noOutput: true,
			errHas: []string{"nope.jl", "could not open"},
		},
		{
			name: "missing_file_without_run",
			args: []string{"nope.jl"},
			code: 1, noOutput: true,
			errHas: []string{"nope.jl", "could not open"},
		},
		{
			name:  "run_directory",
			files: map[string]string{"somedir/x.jl": ""},
			args:  []string{"run", "somedir"},
			code:  1, noOutput: true,
			errHas: []string{"somedir"},
			// The error names Kiln's own prelude as the location.
			errNot: []string{"kiln_prelude", "base/"},
		},
		{
			name:     "run_empty_file",
			files:    map[string]string{"empty.jl": ""},
			args:     []string{"run", "empty.jl"},
			noOutput: true, stderr: str(""),
		},
		{
			name:  "code_bad_stage",
			files: map[string]string{"p.jl": "f(x) = x\n"},
			args:  []string{"code", "optimized", "p.jl", "f(::Int64)"},
			code:  2, noOutput: true,
			errHas: []string{`"optimized"`, "lowered, typed, warntype, llvm or native"},
		},
		{
			name:  "code_missing_signature",
			files: map[string]string{"p.jl": "f(x) = x\n"},
			args:  []string{"code", "typed", "p.jl"},
			code:  2, noOutput: true,
			errHas: []string{"usage: kiln code"},
		},
		{
			name: "code_no_arguments",
			args: []string{"code"},
			code: 2, noOutput: true,
			errHas: []string{"usage: kiln code"},
		},
		{
			name: "code_missing_file",
			args: []string{"code", "typed", "nope.jl", "f(::Int64)"},
			code: 1, noOutput: true,
			errHas: []string{"nope.jl", "could not open"},
		},
		{
			name: "code_missing_file_location",
			args: []string{"code", "typed", "nope.jl", "f(::Int64)"},
			code: 1, noOutput: true,
			errNot: []string{"kiln_prelude", "base/"},
		},
	})
}

const codeFixture = `sq(x) = x * x
function f(x::Int64)
    y = sq(x) + 1
    return y
end
f(x::Float64) = x / 2
println("top-level code must not run")
`

// TestCLICode covers `kiln code STAGE FILE SIG`.
func TestCLICode(t *testing.T) {
	fx := map[string]string{"fx.jl": codeFixture}
	noTop := []string{"top-level code must not run"}
	runCases(t, []cliCase{
		{
			name: "lowered", files: fx,
			args:   []string{"code", "lowered", "fx.jl", "f(::Int64)"},
			stderr: str(""), outNot: noTop,
			outHas: []string{"f @ fx.jl:2", "Main.sq(", "return"},
			// Lowered code is untyped.
			checkMore: func(t *testing.T, r result) {
				if strings.Contains(r.stdout, ":: Int64") || strings.Contains(r.stdout, "invoke") {
					t.Errorf("lowered code shows inference results:\n%s", r.stdout)
				}
			},
		},
		{
			name: "typed", files: fx,
			args:   []string{"code", "typed", "fx.jl", "f(::Int64)"},
			stderr: str(""), outNot: noTop,
			outHas: []string{
				"f(::Int64)",
				"invoke sq(::Int64) :: Int64",
				"invoke +(::Int64, ::Int64) :: Int64",
			},
			checkMore: func(t *testing.T, r result) {
				lines := strings.Split(strings.TrimRight(r.stdout, "\n"), "\n")
				if last := lines[len(lines)-1]; last != "=> Int64" {
					t.Errorf("last line of typed code = %q, want %q\n%s", last, "=> Int64", r.stdout)
				}
			},
		},
		{
			name: "typed_float_method", files: fx,
			args:   []string{"code", "typed", "fx.jl", "f(::Float64)"},
			stderr: str(""),
			outHas: []string{"invoke /(::Float64, ::Int64) :: Float64", "=> Float64"},
			outNot: []string{"sq("},
		},
		{
			name: "typed_qualified_base_function", files: fx,
			args:   []string{"code", "typed", "fx.jl", "Base.sqrt(::Float64)"},
			stderr: str(""),
			outHas: []string{"=> Float64"},
		},
		{
			name: "llvm", files: fx,
			args:   []string{"code", "llvm", "fx.jl", "f(::Int64)"},
			stderr: str(""), outNot: noTop,
			outHas: []string{"define ", "i64", "ret i64", "mul i64", "add i64"},
		},
		{
			// Julia names the function julia_f_N; the user must be able to
			// find the method in the output.
			name: "llvm_names_the_function", files: fx,
			args:   []string{"code", "llvm", "fx.jl", "f(::Int64)"},
			stderr: str(""),
			checkMore: func(t *testing.T, r result) {
				// julia_f_N as Julia, or any julia_f.<suffix> / f.<suffix>.
				if !regexp.MustCompile(`(?m)^define [^@]*@"?(julia_)?f([._][^\s(]*)?"?\(`).MatchString(r.stdout) {
					t.Errorf("no define names f:\n%s", r.stdout)
				}
			},
		},
		{
			name: "native_names_the_function", files: fx,
			args:   []string{"code", "native", "fx.jl", "f(::Int64)"},
			stderr: str(""),
			checkMore: func(t *testing.T, r result) {
				if !regexp.MustCompile(`(?m)^"?(julia_)?f([._][^\s:]*)?"?:`).MatchString(r.stdout) {
					t.Errorf("no label names f:\n%s", r.stdout)
				}
			},
		},
		{
			name: "native", files: fx,
			args:   []string{"code", "native", "fx.jl", "f(::Int64)"},
			stderr: str(""), outNot: noTop,
			checkMore: func(t *testing.T, r result) {
				// Host assembly: a text section and a return instruction.
				if !strings.Contains(r.stdout, ".text") {
					t.Errorf("native code has no .text section:\n%s", r.stdout)
				}
				if !regexp.MustCompile(`(?m)^\s+ret[a-z]*\b`).MatchString(r.stdout) {
					t.Errorf("native code has no ret instruction:\n%s", r.stdout)
				}
				if strings.Contains(r.stdout, "define ") {
					t.Errorf("native output is LLVM IR, not assembly:\n%s", r.stdout)
				}
			},
		},
		{
			name: "no_matching_method", files: fx,
			args: []string{"code", "typed", "fx.jl", "f(::String)"},
			code: 1, noOutput: true,
			errHas: []string{"MethodError: no method matching f(::String)"},
		},
		{
			name: "no_matching_method_arity", files: fx,
			args: []string{"code", "llvm", "fx.jl", "sq(::Int64, ::Int64)"},
			code: 1, noOutput: true,
			errHas: []string{"MethodError: no method matching sq(::Int64, ::Int64)"},
		},
		{
			name: "undefined_function", files: fx,
			args: []string{"code", "typed", "fx.jl", "nosuch(::Int64)"},
			code: 1, noOutput: true,
			errHas: []string{"UndefVarError", "nosuch"},
		},
		{
			name: "undefined_type", files: fx,
			args: []string{"code", "native", "fx.jl", "f(::NoSuchType)"},
			code: 1, noOutput: true,
			errHas: []string{"UndefVarError", "NoSuchType"},
		},
		{
			name: "signature_not_a_type", files: fx,
			args: []string{"code", "typed", "fx.jl", "f(1)"},
			code: 1, noOutput: true,
			errHas: []string{"::T"},
		},
		{
			name: "signature_syntax_error", files: fx,
			args: []string{"code", "typed", "fx.jl", "f(::Int64"},
			code: 1, noOutput: true,
			errHas: []string{"ERROR:"},
		},
		{
			name:  "syntax_error_in_file",
			files: map[string]string{"bad.jl": "f(x) = x\ny = )\n"},
			args:  []string{"code", "typed", "bad.jl", "f(::Int64)"},
			code:  1, noOutput: true,
			errHas: []string{"bad.jl:2:5"},
		},
	})
}

// TestCLITraceCompile covers KILN_TRACE_COMPILE=1 and method redefinition.
func TestCLITraceCompile(t *testing.T) {
	trace := []string{"KILN_TRACE_COMPILE=1"}
	const fLine = "precompile(Tuple{typeof(Main.f), Int64})"
	// mainLines are the trace lines about Main's functions.
	mainLines := func(stderr string) []string {
		var out []string
		for _, l := range strings.Split(stderr, "\n") {
			if strings.Contains(l, "Main.") {
				out = append(out, l)
			}
		}
		return out
	}
	onlyF := func(t *testing.T, r result) {
		got := mainLines(r.stderr)
		if len(got) != 1 || got[0] != fLine {
			t.Errorf("Main trace lines = %q, want exactly [%q]\n--- stderr\n%s", got, fLine, r.stderr)
		}
		// Every other line is a precompile statement too.
		for _, l := range strings.Split(strings.TrimRight(r.stderr, "\n"), "\n") {
			if !strings.HasPrefix(l, "precompile(Tuple{") || !strings.HasSuffix(l, "})") {
				t.Errorf("stderr line is not a precompile statement: %q", l)
			}
		}
	}
	runCases(t, []cliCase{
		{
			name:  "trace_once",
			files: map[string]string{"tr.jl": "f(x) = x + 1\nprintln(f(1))\n"},
			env:   trace, args: []string{"run", "tr.jl"},
			stdout: str("2\n"), checkMore: onlyF,
		},
		{
			name:  "trace_called_twice_printed_once",
			files: map[string]string{"tr.jl": "f(x) = x + 1\nprintln(f(1))\nprintln(f(1))\nprintln(f(41))\n"},
			env:   trace, args: []string{"run", "tr.jl"},
			stdout: str("2\n2\n42\n"), checkMore: onlyF,
		},
		{
			name: "trace_e",
			env:  trace, args: []string{"-e", "f(x) = x + 1; println(f(1)); println(f(2))"},
			stdout: str("2\n3\n"), checkMore: onlyF,
		},
		{
			name:  "trace_two_specializations",
			files: map[string]string{"tr.jl": "f(x) = x + 1\nprintln(f(1))\nprintln(f(1.5))\nprintln(f(2))\n"},
			env:   trace, args: []string{"run", "tr.jl"},
			stdout: str("2\n2.5\n3\n"),
			checkMore: func(t *testing.T, r result) {
				got := mainLines(r.stderr)
				want := []string{fLine, "precompile(Tuple{typeof(Main.f), Float64})"}
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("Main trace lines = %q, want %q", got, want)
				}
			},
		},
		{
			// Julia's --trace-compile prints f when the top-level statement
			// f(1) calls it, even though its value is unused.
			name:  "trace_call_statement",
			files: map[string]string{"tr.jl": "f(x) = x + 1\nf(1)\nf(1)\n"},
			env:   trace, args: []string{"run", "tr.jl"},
			stdout: str(""), checkMore: onlyF,
		},
		{
			name:   "no_trace_without_variable",
			files:  map[string]string{"tr.jl": "f(x) = x + 1\nprintln(f(1))\n"},
			args:   []string{"run", "tr.jl"},
			stdout: str("2\n"), stderr: str(""),
		},
		{
			name:  "trace_zero_is_off",
			files: map[string]string{"tr.jl": "f(x) = x + 1\nprintln(f(1))\n"},
			env:   []string{"KILN_TRACE_COMPILE=0"}, args: []string{"run", "tr.jl"},
			stdout: str("2\n"), stderr: str(""),
		},
		{
			name:   "redefinition",
			files:  map[string]string{"rd.jl": "g() = 1\nf() = g()\nprintln(f())\ng() = 2\nprintln(f())\n"},
			args:   []string{"run", "rd.jl"},
			stdout: str("1\n2\n"), stderr: str(""),
		},
		{
			name:   "redefinition_e",
			args:   []string{"-e", "g() = 1; f() = g(); println(f()); g() = 2; println(f())"},
			stdout: str("1\n2\n"), stderr: str(""),
		},
		{
			name: "redefinition_through_caller_of_caller",
			files: map[string]string{"rd.jl": "g(x) = x + 1\nh(x) = 2 * g(x)\nf(x) = h(x) + 1\nprintln(f(1))\n" +
				"g(x) = x + 10\nprintln(f(1))\ng(x::Int64) = -x\nprintln(f(1))\n"},
			args:   []string{"run", "rd.jl"},
			stdout: str("5\n23\n-1\n"), stderr: str(""),
		},
	})
}

// TestCLIErrors covers programs that Kiln must reject or stop cleanly:
// syntax errors, stack overflow, unsupported literals.
func TestCLIErrors(t *testing.T) {
	runCases(t, []cliCase{
		{
			name:  "syntax_error_location",
			files: map[string]string{"s1.jl": "println(1)\n\nx = )\n"},
			args:  []string{"run", "s1.jl"},
			// The statements before the error run first, as under Julia
			// (JuliaSyntax's core_parser_hook truncates the parsed file at
			// the error and appends it; include_string evaluates in order).
			code: 1, stdout: str("1\n"),
			errRe: []string{`^s1\.jl:3:5: `},
		},
		{
			name:  "syntax_error_incomplete",
			files: map[string]string{"s2.jl": "x = 1 +\n"},
			args:  []string{"run", "s2.jl"},
			code:  1, noOutput: true,
			errRe: []string{`^s2\.jl:\d+:\d+: .*(incomplete|end of input)`},
		},
		{
			name:  "syntax_error_unclosed_block",
			files: map[string]string{"s3.jl": "if true\n    println(1)\n"},
			args:  []string{"run", "s3.jl"},
			code:  1, noOutput: true,
			errRe: []string{`^s3\.jl:\d+:\d+: `},
		},
		{
			name:  "syntax_error_extra_token",
			files: map[string]string{"s4.jl": "a = 1\nb = 2 3\n"},
			args:  []string{"run", "s4.jl"},
			code:  1, noOutput: true,
			errRe: []string{`^s4\.jl:2:7: `},
		},
		{
			name: "syntax_error_e_incomplete",
			args: []string{"-e", "x = 1 +"},
			code: 1, noOutput: true,
			errRe: []string{`^none:1:\d+: `},
		},
		{
			// Julia's --heap-size-hint bounds the collected heap: what does
			// not fit is OutOfMemoryError (caught, then uncaught), and
			// garbage is collected before that (the second loop reuses the
			// first one's memory).
			name: "heap_size_hint_out_of_memory",
			files: map[string]string{"oom.jl": "try\n    rand(10^12)\ncatch e\n    println(e)\nend\n" +
				"function fill_up()\n    v = Vector{Float64}[]\n    try\n        while true\n            push!(v, zeros(10^6))\n        end\n    catch e\n        return (e, length(v))\n    end\nend\n" +
				"e1, n1 = fill_up()\ne2, n2 = fill_up()\nprintln(e1, \" \", n1 > 3, \" \", n2 > 3)\n" +
				"println(sum(ones(10^6)))\nrand(10^12)\nprintln(\"not reached\")\n"},
			args:     []string{"--heap-size-hint=96M", "run", "oom.jl"},
			code:     1,
			stdout:   str("OutOfMemoryError()\nOutOfMemoryError() true true\n1.0e6\n"),
			errFirst: "ERROR: LoadError: OutOfMemoryError()",
			errNot:   []string{"GC Warning", "fatal"},
		},
		{
			// Core.Vararg as a value is not supported: said at the use's
			// location, not as an internal error.
			name: "vararg_value_not_supported",
			args: []string{"-e", "println(Tuple{Vararg{Int}})\nprintln(Vararg)"},
			code: 1, stdout: str("Tuple{Vararg{Int64}}\n"),
			errRe:  []string{`^ERROR: none:2:1: Core\.Vararg as a run-time value .* is not supported$`},
			errNot: []string{"codegen:"},
		},
		{
			name: "heap_size_hint_bad_value",
			args: []string{"--heap-size-hint=lots", "-e", "println(1)"},
			code: 2, noOutput: true,
			errHas: []string{"--heap-size-hint"},
		},
		{
			name:  "stack_overflow_run",
			files: map[string]string{"so.jl": "f(n) = f(n + 1) + 1\nf(1)\n"},
			args:  []string{"run", "so.jl"},
			code:  1, noOutput: true,
			errFirst: "ERROR: LoadError: StackOverflowError:",
			errRe:    []string{`^in expression starting at so\.jl:2$`},
		},
		{
			name: "stack_overflow_e",
			args: []string{"-e", "f(n) = f(n + 1) + 1; f(1)"},
			code: 1, noOutput: true,
			errFirst: "ERROR: StackOverflowError:",
		},
		{
			name: "stack_overflow_mutual_float",
			args: []string{"-e", "a(x) = b(x + 0.5) * 2.0\nb(x) = a(x - 0.25) + 1.0\nprintln(\"go\")\nprintln(a(1.0))"},
			code: 1, stdout: str("go\n"),
			errFirst: "ERROR: StackOverflowError:",
		},
		{
			// Output printed before the overflow is flushed; the exit is clean.
			name:  "stack_overflow_after_output",
			files: map[string]string{"so.jl": "println(\"start\")\nf(x) = x < 0.0 ? 0.0 : f(x + 1.0) + 1.0\nprintln(f(1.0))\n"},
			args:  []string{"run", "so.jl"},
			code:  1, stdout: str("start\n"),
			errFirst: "ERROR: LoadError: StackOverflowError:",
		},
		{
			// Literals beyond Int64 are Int128s, beyond Int128 BigInts, as Julia types them.
			name:   "huge_integer_literal",
			files:  map[string]string{"big.jl": "x = 99999999999999999999999999999\nprintln(x, \" \", typeof(x))\n"},
			args:   []string{"run", "big.jl"},
			stdout: str("99999999999999999999999999999 Int128\n"),
		},
		{
			name:   "bigint_literal_e",
			args:   []string{"-e", "println(1234567890123456789012345678901234567890123 + 1)"},
			stdout: str("1234567890123456789012345678901234567890124\n"),
		},
		{
			name: "unsupported_construct_is_located",
			args: []string{"-e", "println(1)\n@generated f(x; k = 1) = :x"},
			code: 1,
			// Each top-level statement is lowered just before it runs.
			stdout: str("1\n"),
			errRe:  []string{`^none:2:12: .*not supported`},
		},
		{
			// The idiom for updating a global in a top-level loop.
			name:   "global_update_in_loop",
			args:   []string{"-e", "s = 0; for i in 1:3; global s += i; end; println(s)"},
			stdout: str("6\n"), stderr: str(""),
		},
		{
			name:   "global_update_declared_first",
			args:   []string{"-e", "s = 0; for i in 1:3; global s; s += i; end; println(s)"},
			stdout: str("6\n"), stderr: str(""),
		},
		{
			// A Union{Nothing,Int64} argument next to a constant String:
			// the union-split call must run, not crash in codegen.
			name:   "union_split_constant_string",
			args:   []string{"-e", "g(s) = length(s) > 0 ? 1 : nothing\nf(a, b) = 0\nprintln(f(g(\"a\"), \" \"))\nprintln(g(\"a\"), \" \", 2)"},
			stdout: str("0\n1 2\n"), stderr: str(""),
		},
		{
			name:     "undefined_variable",
			files:    map[string]string{"u.jl": "println(1)\nprintln(nosuchvar)\n"},
			args:     []string{"run", "u.jl"},
			code:     1,
			stdout:   str("1\n"),
			errFirst: "ERROR: LoadError: UndefVarError: `nosuchvar` not defined",
			errRe:    []string{`^in expression starting at u\.jl:2$`},
		},
	})
}

// TestCLITiming covers --timing and KILN_TIMING=1: the program's output is
// unchanged and stderr gets the phase breakdown, each phase a line with a
// duration, ending with the total.
func TestCLITiming(t *testing.T) {
	dir := t.TempDir()
	check := func(t *testing.T, r result) {
		t.Helper()
		if r.stdout != "3\n" || r.code != 0 {
			t.Fatalf("exit %d, stdout %q, stderr:\n%s", r.code, r.stdout, r.stderr)
		}
		for _, phase := range []string{"kiln timing:", " ms  runtime and JIT initialization", " ms  Base: lowering",
			" ms  program\n", " ms  code generation and linking (", " ms  total"} {
			if !strings.Contains(r.stderr, phase) {
				t.Errorf("stderr lacks %q:\n%s", phase, r.stderr)
			}
		}
	}
	t.Run("flag", func(t *testing.T) { check(t, runKiln(t, dir, "--timing", "-e", "println(1 + 2)")) })
	t.Run("env", func(t *testing.T) {
		check(t, runKilnEnv(t, dir, []string{"KILN_TIMING=1"}, "-e", "println(1 + 2)"))
	})
	t.Run("error", func(t *testing.T) {
		r := runKiln(t, dir, "--timing", "-e", "error(\"boom\")")
		if r.code != 1 || !strings.Contains(r.stderr, " ms  program (until its error)") {
			t.Errorf("exit %d, stderr:\n%s", r.code, r.stderr)
		}
	})
}

// TestCLIStdoutErrors (issue 22): output lost to a write error (a full
// device) is an error, exit status 1 with Julia's IOError message; output
// to a pipe closed by the reader (`kiln prog.jl | head -1`) ends quietly.
func TestCLIStdoutErrors(t *testing.T) {
	env := func() []string { return append(os.Environ(), "KILN_DEPOT="+t.TempDir(), "KILN_SYSIMAGE=0") }
	t.Run("full device", func(t *testing.T) {
		full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
		if err != nil {
			t.Skip("no /dev/full:", err)
		}
		defer full.Close()
		for _, src := range []string{`println("hi")`, `println("hi"); exit(0)`} {
			cmd := exec.Command(kiln(t), "-e", src)
			cmd.Env = env()
			var se bytes.Buffer
			cmd.Stdout, cmd.Stderr = full, &se
			err := cmd.Run()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != 1 {
				t.Errorf("%s: want exit 1, got %v", src, err)
			}
			if !strings.Contains(se.String(), "ERROR: IOError: write: no space left on device (ENOSPC)") {
				t.Errorf("%s: stderr:\n%s", src, se.String())
			}
		}
	})
	t.Run("closed pipe", func(t *testing.T) {
		cmd := exec.Command(kiln(t), "-e", `for i in 1:1000000; println(i); end`)
		cmd.Env = env()
		var se bytes.Buffer
		cmd.Stderr = &se
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 2)
		io.ReadFull(out, buf)
		out.Close()
		if err := cmd.Wait(); err != nil {
			t.Errorf("exit: %v\nstderr:\n%s", err, se.String())
		}
		if string(buf) != "1\n" || se.Len() != 0 {
			t.Errorf("read %q, stderr %q", buf, se.String())
		}
	})
}
