package main

// End-to-end tests of the interactive REPL (docs/repl.md): kiln runs in a
// terminal made by tmux, inputs are typed with send-keys and the screen is
// read back with capture-pane. Each step waits for the next prompt by
// polling the screen (no sleeps), with a generous deadline.
//
// The expected display forms are Julia 1.10's REPL output: the REPL
// shows a value with display → show(io, MIME"text/plain"(), x) and a
// newline, under an IOContext with :limit => true (REPL.jl,
// display(d::REPLDisplay, mime::MIME"text/plain", x) and print_response,
// which skips `nothing` and the values of inputs ending in `;`
// (REPL.ends_with_semicolon)); a blank line follows each response.
// Vectors and matrices: base/arrayshow.jl print_matrix (summary line
// "3-element Vector{Int64}:", one element per line, columns aligned);
// dictionaries: base/show.jl show(io, ::MIME"text/plain", ::AbstractDict)
// (keys padded to one width when :limit is set); functions: show.jl
// show(io, ::MIME"text/plain", f::Function) ("f (generic function with 1
// method)"); ranges: range.jl ("always use the compact form"); long
// arrays are cut to the screen as print_matrix does under :limit. A struct
// redefined identically is kept; otherwise Julia's module.c reports
// "invalid redefinition of constant Main.S". Piped input follows
// base/client.jl run_main_repl: read line by line, each complete
// expression evaluated with its value displayed.

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// replTerm is a kiln REPL running in a private tmux server.
type replTerm struct {
	t      *testing.T
	sock   string
	status string // the file kiln's exit status is written to
	inputs int    // inputs submitted so far
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// exitStatus waits for kiln to exit and returns its exit status.
func (r *replTerm) exitStatus() string {
	r.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		if b, err := os.ReadFile(r.status); err == nil && strings.HasSuffix(string(b), "\n") {
			return strings.TrimSpace(string(b))
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("kiln did not exit; screen:\n%s", r.screen())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func (r *replTerm) tmux(args ...string) string {
	r.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", r.sock}, args...)...).CombinedOutput()
	if err != nil {
		r.t.Fatalf("tmux %q: %v\n%s", args, err, out)
	}
	return string(out)
}

// startREPL starts `kiln ARGS` in a 120×40 terminal with depot as its
// KILN_DEPOT, and waits for the first prompt.
func startREPL(t *testing.T, depot, dir string, args ...string) *replTerm {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (scripts/deps.sh installs it)")
	}
	bin := kiln(t)
	tmp := t.TempDir()
	r := &replTerm{t: t, sock: filepath.Join(tmp, "tmux.sock"), status: filepath.Join(tmp, "status")}
	// A shell runs kiln and writes its exit status to a file: tmux 3.3
	// does not always reap a pane's process (it stays a zombie, and
	// #{pane_dead_status} stays empty). The shell ignores SIGINT, so that
	// Ctrl-C reaches kiln only (Go's signal.Notify re-enables it there).
	script := "trap '' INT; env KILN_DEPOT=" + shellQuote(depot) + " KILN_SYSIMAGE=0 TERM=xterm NO_COLOR=1 " + shellQuote(bin)
	for _, a := range args {
		script += " " + shellQuote(a)
	}
	script += "; echo $? > " + shellQuote(r.status) + "; sleep 600"
	r.tmux("new-session", "-d", "-x", "120", "-y", "40", "-s", "kiln", "-c", dir, "sh", "-c", script)
	// No status line: the pane is the whole 120×40 window (its size is
	// what the display is limited to).
	r.tmux("set-option", "-t", "kiln", "status", "off")
	t.Cleanup(func() { exec.Command("tmux", "-S", r.sock, "kill-server").Run() })
	r.waitPrompts(1)
	return r
}

// screen is everything the terminal showed, history included, without
// the trailing empty lines.
func (r *replTerm) screen() string {
	out, _ := exec.Command("tmux", "-S", r.sock, "capture-pane", "-p", "-S", "-", "-E", "-", "-t", "kiln").Output()
	return strings.TrimRight(string(out), "\n ")
}

// prompts counts the lines that start with the prompt.
func prompts(screen string) int {
	n := 0
	for _, l := range strings.Split(screen, "\n") {
		if strings.HasPrefix(l, replPrompt) || l == strings.TrimSpace(replPrompt) {
			n++
		}
	}
	return n
}

// waitPrompts waits until n prompts were shown and the last line is an
// empty prompt (kiln is waiting for input).
func (r *replTerm) waitPrompts(n int) string {
	r.t.Helper()
	deadline := time.Now().Add(240 * time.Second)
	for {
		s := r.screen()
		lines := strings.Split(s, "\n")
		if prompts(s) >= n && strings.TrimSpace(lines[len(lines)-1]) == strings.TrimSpace(replPrompt) {
			return s
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("timed out waiting for prompt %d; screen:\n%s", n, s)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// waitScreen waits until ok(screen) holds.
func (r *replTerm) waitScreen(ok func(string) bool) {
	r.t.Helper()
	deadline := time.Now().Add(240 * time.Second)
	for !ok(r.screen()) {
		if time.Now().After(deadline) {
			r.t.Fatalf("timed out; screen:\n%s", r.screen())
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// typeText types text literally (tmux reads a trailing ; as a command
// separator unless escaped).
func (r *replTerm) typeText(text string) {
	if strings.HasSuffix(text, ";") {
		text = strings.TrimSuffix(text, ";") + `\;`
	}
	r.tmux("send-keys", "-t", "kiln", "-l", "--", text)
}

// input types one input (its lines, each ended with Enter), waits for the
// next prompt and returns what kiln printed in response, without the
// blank line that ends every response.
func (r *replTerm) input(lines ...string) string {
	r.t.Helper()
	for _, l := range lines {
		if l != "" {
			r.typeText(l)
		}
		r.tmux("send-keys", "-t", "kiln", "Enter")
	}
	r.inputs++
	s := r.waitPrompts(r.inputs + 1)
	return responseTo(s, r.inputs)
}

// responseTo is the text between the n-th input (its prompt line and
// continuation lines) and the next prompt.
func responseTo(screen string, n int) string {
	lines := strings.Split(screen, "\n")
	seen := 0
	start := -1
	for i, l := range lines {
		if strings.HasPrefix(l, replPrompt) || l == strings.TrimSpace(replPrompt) {
			seen++
			if seen == n {
				start = i + 1
				for start < len(lines) && strings.HasPrefix(lines[start], replContinue) {
					start++
				}
			}
			if seen == n+1 {
				out := strings.Join(lines[start:i], "\n")
				return strings.TrimSuffix(out, "\n")
			}
		}
	}
	return "<no response>"
}

// longVector is Julia's REPL display of collect(1:100) in a 40-line
// terminal.
func longVector() string {
	var b strings.Builder
	b.WriteString("100-element Vector{Int64}:")
	for i := 1; i <= 100; i++ {
		if i > 18 && i < 84 {
			if i == 19 {
				b.WriteString("\n   ⋮")
			}
			continue
		}
		b.WriteString("\n " + strings.Repeat(" ", 3-len(strconv.Itoa(i))) + strconv.Itoa(i))
	}
	return b.String()
}

func TestREPL(t *testing.T) {
	dir := t.TempDir()
	depot := t.TempDir()
	r := startREPL(t, depot, dir, "-q")
	steps := []struct {
		in   []string
		want string
	}{
		{[]string{"1 + 1"}, "2"},
		{[]string{"x = [1, 2, 3]"}, "3-element Vector{Int64}:\n 1\n 2\n 3"},
		{[]string{"x;"}, ""},
		{[]string{"ans .* 2"}, "3-element Vector{Int64}:\n 2\n 4\n 6"},
		{[]string{"[1 2.5; 3 4]"}, "2×2 Matrix{Float64}:\n 1.0  2.5\n 3.0  4.0"},
		{[]string{"[1.5, -22.25]"}, "2-element Vector{Float64}:\n   1.5\n -22.25"},
		{[]string{`Dict("a" => 1, "bcd" => 2)`}, "Dict{String, Int64} with 2 entries:\n  \"bcd\" => 2\n  \"a\"   => 1"},
		{[]string{"1:3"}, "1:3"},
		// Limited to the 40-line terminal (print_matrix: screenheight is
		// 40 - 4; the first 18 rows, ⋮ under the column, the last 17).
		{[]string{"collect(1:100)"}, longVector()},
		{[]string{"(1, \"two\", :three)"}, "(1, \"two\", :three)"},
		{[]string{"nothing"}, ""},
		{[]string{`println("hi")`}, "hi"},
		{[]string{"struct Point; x::Int; y::Float64; end"}, ""},
		{[]string{"Point(1, 2.5)"}, "Point(1, 2.5)"},
		// An identical redefinition is allowed; another is not.
		{[]string{"struct Point; x::Int; y::Float64; end"}, ""},
		{[]string{"struct Point; x::Int; end"}, "ERROR: invalid redefinition of constant Main.Point"},
		{[]string{"Point(3, 4.0).y"}, "4.0"},
		{[]string{"f(x) = 2x"}, "f (generic function with 1 method)"},
		{[]string{"f(3)"}, "6"},
		{[]string{"f(x) = 3x"}, "f (generic function with 1 method)"},
		{[]string{"f(3)"}, "9"},
		{[]string{"f(x, y) = x + y"}, "f (generic function with 2 methods)"},
		// Multi-line input continues until it parses.
		{[]string{"function g(a)", "    a + 1", "end"}, "g (generic function with 1 method)"},
		{[]string{"g(", "41)"}, "42"},
		{[]string{`"two`, `lines"`}, `"two\nlines"`},
		// Soft scope: the loop updates the global.
		{[]string{"s = 0"}, "0"},
		{[]string{"for i in 1:3", "    s += i", "end"}, ""},
		{[]string{"s"}, "6"},
		{[]string{"a, b = 1, 2"}, "(1, 2)"},
		{[]string{"const C = 7"}, "7"},
		{[]string{"tg::Float64 = 2.5"}, "2.5"},
		{[]string{"module M; end"}, "Main.M"},
		{[]string{"x = 5; # a comment"}, ""},
		{[]string{"x"}, "5"},
	}
	for _, st := range steps {
		if got := r.input(st.in...); got != st.want {
			t.Errorf("input %q:\n got: %q\nwant: %q", st.in, got, st.want)
		}
	}
	// Errors are reported with their stack trace, and the session goes on.
	n := r.inputs + 1
	got := r.input("undefined_name")
	if !strings.HasPrefix(got, "ERROR: UndefVarError: `undefined_name` not defined") {
		t.Errorf("undefined name: got %q", got)
	}
	got = r.input(`error("boom")`)
	if !strings.HasPrefix(got, "ERROR: boom\nStacktrace:\n") || !strings.Contains(got, "top-level scope\n   @ REPL["+strconv.Itoa(n+1)+"]:1") {
		t.Errorf("error: got %q", got)
	}
	// A syntax error (not an unfinished input) is reported at once.
	if got := r.input("(1 + ]"); !strings.Contains(got, "REPL[") || !strings.Contains(got, "unexpected") {
		t.Errorf("syntax error: got %q", got)
	}
	if got := r.input("x + 1"); got != "6" {
		t.Errorf("after errors: got %q", got)
	}
	// Ctrl-C drops the line being typed (and an unfinished input).
	r.typeText("this_is_dropped")
	r.waitScreen(func(s string) bool { return strings.HasSuffix(s, replPrompt+"this_is_dropped") })
	r.tmux("send-keys", "-t", "kiln", "C-c")
	r.inputs++
	r.waitPrompts(r.inputs + 1)
	r.typeText("begin")
	r.tmux("send-keys", "-t", "kiln", "Enter")
	// Wait for the continuation prompt (the cursor after its 6 spaces).
	r.waitScreen(func(s string) bool {
		return strings.HasSuffix(s, replPrompt+"begin") &&
			strings.TrimSpace(r.tmux("display-message", "-p", "-t", "kiln", "#{cursor_x}")) == strconv.Itoa(len(replContinue))
	})
	r.tmux("send-keys", "-t", "kiln", "C-c")
	r.inputs++
	r.waitPrompts(r.inputs + 1)
	if got := r.input("40 + 2"); got != "42" {
		t.Errorf("after Ctrl-C: got %q", got)
	}
	if s := r.screen(); strings.Contains(s, "UndefVarError: `this_is_dropped`") {
		t.Errorf("Ctrl-C did not drop the line:\n%s", s)
	}
	// Ctrl-D exits; the history is kept in the depot.
	r.tmux("send-keys", "-t", "kiln", "C-d")
	if st := r.exitStatus(); st != "0" {
		t.Errorf("exit status at Ctrl-D: %s", st)
	}
	hist, err := os.ReadFile(filepath.Join(depot, "logs", "repl_history"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{"f(x) = 2x", "    a + 1", "40 + 2"} {
		if !strings.Contains(string(hist), l+"\n") {
			t.Errorf("history lacks %q:\n%s", l, hist)
		}
	}
	if strings.Contains(string(hist), "this_is_dropped") {
		t.Errorf("history has the dropped line:\n%s", hist)
	}
	// A new session recalls the history: Up brings back the last input.
	r2 := startREPL(t, depot, dir, "-q")
	r2.tmux("send-keys", "-t", "kiln", "Up")
	r2.tmux("send-keys", "-t", "kiln", "Enter")
	r2.inputs++
	s := r2.waitPrompts(2)
	if !strings.Contains(s, "kiln> 40 + 2\n42\n") {
		t.Errorf("history not recalled; screen:\n%s", s)
	}
}

// TestREPLAfterFile covers kiln -i FILE: the file runs (ARGS are its), then
// the REPL sees its definitions.
func TestREPLAfterFile(t *testing.T) {
	dir := writeFiles(t, map[string]string{"defs.jl": "z = 10\nprintln(\"loaded \", ARGS)\n"})
	r := startREPL(t, t.TempDir(), dir, "-q", "-i", "defs.jl", "a1")
	if s := r.screen(); !strings.HasPrefix(s, "loaded [\"a1\"]\n") {
		t.Errorf("file output: %q", s)
	}
	if got := r.input("z + 1"); got != "11" {
		t.Errorf("z + 1 after -i: %q", got)
	}
	// Running code cannot be interrupted (docs/repl.md): the first Ctrl-C
	// says so, the second ends kiln with status 130.
	r.typeText(`println("spinning"); flush(stdout); while true; end`)
	r.tmux("send-keys", "-t", "kiln", "Enter")
	r.waitScreen(func(s string) bool { return strings.HasSuffix(s, "\nspinning") })
	r.tmux("send-keys", "-t", "kiln", "C-c")
	r.waitScreen(func(s string) bool { return strings.Contains(s, "interrupting running code is not supported") })
	r.tmux("send-keys", "-t", "kiln", "C-c")
	if st := r.exitStatus(); st != "130" {
		t.Errorf("exit status after two Ctrl-C: %s; screen:\n%s", st, r.screen())
	}
}

// TestPipedStdin: with no program and stdin not a terminal, kiln reads
// stdin as Julia does: each complete expression is evaluated and its value
// displayed (without the REPL's `;` rule); an error is reported and
// evaluation goes on; the exit status is 0.
func TestPipedStdin(t *testing.T) {
	prog := strings.Join([]string{
		`println("start")`,
		`x = [1, 2]`,
		`f(a) = a + 1`,
		`f(`,
		`  41)`,
		`error("boom")`,
		`Dict(:k => 1.5)`,
		`for i in 1:2`,
		`    println(i)`,
		`end`,
		`nothing`,
	}, "\n") + "\n"
	r := runKilnInput(t, t.TempDir(), prog)
	want := "start\n2-element Vector{Int64}:\n 1\n 2\nf (generic function with 1 method)\n42\n" +
		"Dict{Symbol, Float64} with 1 entry:\n  :k => 1.5\n1\n2\n"
	if r.stdout != want || r.code != 0 {
		t.Errorf("stdout %q (status %d), want %q", r.stdout, r.code, want)
	}
	if !strings.HasPrefix(r.stderr, "ERROR: boom\nStacktrace:\n") || !strings.Contains(r.stderr, "@ none:1") {
		t.Errorf("stderr: %q", r.stderr)
	}
	for _, m := range crashMarkers {
		if strings.Contains(r.stderr, m) {
			t.Errorf("stderr has %q", m)
		}
	}
}
