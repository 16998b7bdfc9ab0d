package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/peterh/liner"
	"golang.org/x/sys/unix"

	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/runtime"
)

// The interactive REPL (docs/repl.md): `kiln` with no program, or
// `kiln -i [FILE]`. When stdin is not a terminal (and -i is not given),
// stdin is read as Julia reads piped input: each complete expression is
// evaluated in turn and its value displayed (Base's client.jl,
// run_main_repl's fallback for a non-terminal stdin).

const (
	replPrompt = "kiln> "
	// replContinue is the prompt of the continuation lines of an
	// unfinished input: as wide as the prompt, so that the lines align
	// (Julia's REPL shows no prompt there).
	replContinue = "      "
)

// stdinIsTerminal reports whether stdin is a terminal.
func stdinIsTerminal() bool {
	_, err := unix.IoctlGetTermios(int(os.Stdin.Fd()), unix.TCGETS)
	return err == nil
}

// terminalSize is the size of the terminal on stdout (Julia's
// displaysize), read before each input so that a resized window counts;
// 24×80 when it cannot be read, as Julia's default.
func terminalSize() (rows, cols int) {
	ws, err := unix.IoctlGetWinsize(int(os.Stdout.Fd()), unix.TIOCGWINSZ)
	if err != nil || ws.Row == 0 || ws.Col == 0 {
		return 24, 80
	}
	return int(ws.Row), int(ws.Col)
}

// replCmd runs FILE (when given, as `kiln run` does; its error is reported
// and the REPL starts anyway, as `julia -i FILE` does) and then the
// interactive REPL; it returns the exit status.
func replCmd(file string, opts driver.Options, quiet bool, stdout io.Writer) int {
	if file != "" {
		if _, err := os.Stat(file); err != nil {
			fmt.Fprintf(opts.Stderr, "ERROR: could not open file %s\n", file)
			return 1
		}
		opts.Script = file
	}
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	if file != "" {
		if err := s.RunFile(file); err != nil {
			s.ReportError(err, true)
		}
		runtime.FlushAll()
	}
	if !quiet {
		fmt.Fprintf(stdout, "Kiln %s — a JIT compiler for a subset of Julia 1.10. Ctrl-D exits; docs/repl.md.\n\n", Version)
	}
	r := newRepl(s, opts.Stderr)
	defer r.close()
	return s.Finish(r.loop(stdout))
}

// repl is one interactive session: the line editor, its history file and
// the count of inputs (REPL[n]).
type repl struct {
	s       *driver.Session
	stderr  io.Writer
	line    *liner.State
	history string
	// cooked is the terminal's own mode (echo, line discipline, Ctrl-C
	// as SIGINT), restored while code runs: a program that reads stdin
	// or calls exit() sees the terminal as a script would.
	cooked, raw liner.ModeApplier
	n           int
	// running is set while an input is evaluated: Ctrl-C then arrives
	// as SIGINT, which cannot interrupt compiled code (docs/repl.md).
	running   atomic.Bool
	interrupt chan os.Signal
}

func newRepl(s *driver.Session, stderr io.Writer) *repl {
	r := &repl{s: s, stderr: stderr}
	r.cooked, _ = liner.TerminalMode()
	r.line = liner.NewLiner()
	r.raw, _ = liner.TerminalMode()
	r.line.SetCtrlCAborts(true)
	if depot, err := pkg.Depot(); err == nil {
		r.history = filepath.Join(depot, "logs", "repl_history")
		if f, err := os.Open(r.history); err == nil {
			r.line.ReadHistory(f)
			f.Close()
		}
	}
	// Ctrl-C while code runs: say that it cannot be interrupted; a second
	// one ends kiln (as a second Ctrl-C forces an interrupt in Julia).
	r.interrupt = make(chan os.Signal, 1)
	signal.Notify(r.interrupt, syscall.SIGINT)
	go func() {
		pressed := false
		for range r.interrupt {
			if !r.running.Load() {
				pressed = false
				continue
			}
			if pressed {
				r.restoreTerminal()
				fmt.Fprintln(r.stderr, "\nkiln: interrupted; exiting")
				os.Exit(130)
			}
			pressed = true
			fmt.Fprintln(r.stderr, "\nkiln: interrupting running code is not supported; press Ctrl-C again to exit kiln")
		}
	}()
	return r
}

func (r *repl) restoreTerminal() {
	if r.cooked != nil {
		r.cooked.ApplyMode()
	}
}

func (r *repl) close() {
	signal.Stop(r.interrupt)
	r.saveHistory()
	r.line.Close()
}

// saveHistory writes the history file (before every input runs, so that
// a program's exit() does not lose it).
func (r *repl) saveHistory() {
	if r.history == "" {
		return
	}
	if err := os.MkdirAll(filepath.Dir(r.history), 0o755); err != nil {
		return
	}
	tmp := r.history + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return
	}
	_, werr := r.line.WriteHistory(f)
	if cerr := f.Close(); werr == nil && cerr == nil {
		os.Rename(tmp, r.history)
	} else {
		os.Remove(tmp)
	}
}

// loop reads and evaluates inputs until Ctrl-D; it returns the exit
// status.
func (r *repl) loop(stdout io.Writer) int {
	for {
		src, ok := r.read()
		if !ok {
			fmt.Fprintln(stdout)
			return 0
		}
		if strings.TrimSpace(src) == "" {
			continue
		}
		r.n++
		r.saveHistory()
		r.restoreTerminal()
		r.running.Store(true)
		rows, cols := terminalSize()
		mode := driver.InputMode{Display: !driver.EndsWithSemicolon(src), SoftScope: true, Rows: rows, Cols: cols}
		err := r.s.EvalInput(src, fmt.Sprintf("REPL[%d]", r.n), mode)
		if err != nil {
			r.s.ReportError(err, false)
		}
		runtime.FlushAll()
		r.running.Store(false)
		if r.raw != nil {
			r.raw.ApplyMode()
		}
		fmt.Fprintln(stdout)
	}
}

// read reads one input: lines until the input parses or fails to parse
// for a reason other than its end; false at Ctrl-D on an empty input.
// Ctrl-C drops what was typed.
func (r *repl) read() (string, bool) {
	var lines []string
	for {
		prompt := replPrompt
		if len(lines) > 0 {
			prompt = replContinue
		}
		l, err := r.line.Prompt(prompt)
		switch {
		case errors.Is(err, liner.ErrPromptAborted):
			lines = lines[:0]
			continue
		case err == io.EOF:
			if len(lines) == 0 {
				return "", false
			}
			// Ctrl-D inside an unfinished input: evaluate it (its parse
			// error says what is missing).
			return strings.Join(lines, "\n"), true
		case err != nil:
			fmt.Fprintf(r.stderr, "kiln: reading input: %v\n", err)
			return "", false
		}
		if strings.TrimSpace(l) != "" {
			r.line.AppendHistory(l)
		}
		lines = append(lines, l)
		src := strings.Join(lines, "\n")
		if strings.TrimSpace(src) == "" {
			return src, true
		}
		if err := driver.ParseInput(src); err == nil || !driver.IncompleteInput(err) {
			return src, true
		}
	}
}

// pipedCmd evaluates stdin that is not a terminal as Julia does (client.jl,
// run_main_repl): line by line, each complete expression evaluated with
// its value displayed, errors reported without stopping; the exit status
// is 0 unless the session cannot start.
func pipedCmd(opts driver.Options) int {
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	in := bufio.NewReader(os.Stdin)
	var chunk strings.Builder
	for {
		l, rerr := in.ReadString('\n')
		chunk.WriteString(l)
		src := chunk.String()
		if rerr == nil {
			if err := driver.ParseInput(src); err != nil && driver.IncompleteInput(err) {
				continue
			}
		}
		if strings.TrimSpace(src) != "" {
			if err := s.EvalInput(src, "none", driver.InputMode{Display: true}); err != nil {
				s.ReportError(err, false)
			}
			runtime.FlushAll()
		}
		chunk.Reset()
		if rerr != nil {
			break
		}
	}
	return s.Finish(0)
}
