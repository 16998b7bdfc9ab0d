package mutate

import (
	"regexp"
	"strconv"
	"strings"
)

// Class is how one run of a mutant ended.
type Class string

// Classes, from benign to bad. Clean and Odd are not failures; the others
// are bugs in Kiln, except that a HangRun may be a mutant that loops
// forever (as it would in Julia).
const (
	Clean    Class = "clean"    // exit 0, or exit 1 with a Julia-style error or a syntax error
	Odd      Class = "odd"      // another exit status without an internal message (e.g. exit(3))
	Internal Class = "internal" // an internal compiler or runtime message reached the user
	Crash    Class = "crash"    // killed by a signal
	Hang     Class = "hang"     // timed out inside the compiler
	HangRun  Class = "hang-run" // timed out while running compiled code
)

// Result is what a run left: how it exited and what it wrote on stderr.
type Result struct {
	Exit     int  // exit status when it exited
	Signal   int  // the signal that ended it, or 0
	TimedOut bool // it ran past its time (Stderr then ends with the Go stack dump)
	Stderr   string
}

// internalMarkers are the signs of an internal error. The package prefixes
// are matched at a word start (so "subtypes:" is not "types:") and not
// before a second colon (an argument named types::Tuple in a stack frame).
var (
	internalMarkers = []string{"internal error", "panic:", "goroutine ", "invalid LLVM IR", "LLVM ERROR",
		"fatal error:", "runtime error:", "kiln: fatal:", "Assertion `"}
	packageMarker = regexp.MustCompile(`(^|[^A-Za-z0-9_.])(codegen|infer|lower|types|llvmx|ir|methods):([^:]|$)`)
	syntaxError   = regexp.MustCompile(`(?m)^[^ \n]*\.jl:\d+:\d+: `)
	// kilnFrame finds the functions of the compiler's packages in a Go
	// stack dump.
	kilnFrame = regexp.MustCompile(`(?m)^github\.com/kiln-lang/kiln/((?:lower|infer|codegen|llvmx|syntax|types|methods|ir)\.\S+)\([^()\n]*\)$`)
)

// InternalLine returns the first stderr line that shows an internal error,
// or "".
func InternalLine(stderr string) string {
	for _, l := range strings.Split(stderr, "\n") {
		for _, m := range internalMarkers {
			if strings.Contains(l, m) {
				return l
			}
		}
		if packageMarker.MatchString(l) {
			return l
		}
	}
	return ""
}

// Classify classifies a run and returns the line that identifies its
// failure (the key the campaign deduplicates by; "" for Clean).
func Classify(r Result) (Class, string) {
	if r.TimedOut {
		if m := kilnFrame.FindStringSubmatch(r.Stderr); m != nil {
			return Hang, "hang in " + m[1]
		}
		return HangRun, "timeout while running"
	}
	if r.Signal != 0 {
		return Crash, "signal " + strconv.Itoa(r.Signal) + ": " + firstLine(r.Stderr)
	}
	if l := InternalLine(r.Stderr); l != "" {
		return Internal, l
	}
	if r.Exit >= 128 {
		return Crash, "exit " + strconv.Itoa(r.Exit) + ": " + firstLine(r.Stderr)
	}
	switch {
	case r.Exit == 0:
		return Clean, ""
	case r.Exit == 1 && (strings.Contains(r.Stderr, "ERROR: ") || syntaxError.MatchString(r.Stderr)):
		return Clean, ""
	}
	return Odd, "exit " + strconv.Itoa(r.Exit) + ": " + firstLine(r.Stderr)
}

func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) != "" {
			return l
		}
	}
	return ""
}

var positions = regexp.MustCompile(`:\d+(:\d+)?`)

// Key normalizes a failure line for deduplication: the mutant's path and
// source positions vary from mutant to mutant.
func Key(class Class, line, path string) string {
	if path != "" {
		line = strings.ReplaceAll(line, path, "FILE")
	}
	line = positions.ReplaceAllString(line, ":N")
	if len(line) > 200 {
		line = line[:200]
	}
	return string(class) + " | " + strings.TrimSpace(line)
}
