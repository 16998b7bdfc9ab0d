package jit

import (
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

// TestCodeMapLookup: a return address belongs to the function whose code
// holds the byte before it (the call instruction), whatever order the
// ranges were added in.
func TestCodeMapLookup(t *testing.T) {
	var c CodeMap
	c.Add(CodeRange{Start: 0x3000, End: 0x3100})
	c.Add(CodeRange{Start: 0x1000, End: 0x1080}, CodeRange{Start: 0x2000, End: 0x2010})
	for _, tc := range []struct {
		addr  uintptr
		start uintptr
		ok    bool
	}{
		{0x1001, 0x1000, true}, {0x1080, 0x1000, true}, {0x1081, 0, false},
		{0x1000, 0, false}, {0x2005, 0x2000, true}, {0x3100, 0x3000, true}, {0x4000, 0, false},
	} {
		r, ok := c.Lookup(tc.addr)
		if ok != tc.ok || r.Start != tc.start {
			t.Errorf("Lookup(%#x) = %#x, %v; want %#x, %v", tc.addr, r.Start, ok, tc.start, tc.ok)
		}
	}
	// Addresses outside Kiln's code are skipped; the trace ends at the
	// top-level statement, unless it was cut short or has no top.
	top := syntax.Pos{File: "f.jl", Line: 7, Col: 1}
	if fs := c.Frames([]uintptr{0x9999}, false, top); len(fs) != 1 || !fs[0].Top || fs[0].File != "f.jl" || fs[0].Line != 7 {
		t.Errorf("Frames = %+v", fs)
	}
	if fs := c.Frames([]uintptr{0x9999}, true, top); len(fs) != 0 {
		t.Errorf("a cut-short trace got %+v", fs)
	}
	if fs := c.Frames(nil, false, syntax.Pos{}); len(fs) != 0 {
		t.Errorf("a trace without top got %+v", fs)
	}
}

// TestStacktrace: frames print as Julia 1.10's show_backtrace prints them
// (base/errorshow.jl: print_stackframe, the " (repeats n times)" of
// identical consecutive frames, and show_reduced_backtrace's "--- the
// above n lines are repeated m more times ---" for traces longer than 50).
func TestStacktrace(t *testing.T) {
	g := Frame{Name: "g", File: "./f.jl", Line: 3, Inlined: true}
	top := Frame{Top: true, File: "f.jl", Line: 5}
	got := Stacktrace([]Frame{g, g, top})
	want := "Stacktrace:\n [1] g (repeats 2 times)\n   @ ./f.jl:3 [inlined]\n [2] top-level scope\n   @ f.jl:5\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// A cycle of two frames, 60 times, under the top-level scope: 121
	// frames, of which the first cycle is shown. As in Julia's
	// show_reduced_backtrace, whose loop (while frame_counter < length(t))
	// never reaches the last frame, the top-level frame is not printed,
	// and the cycle's line follows the last frame shown on its line
	// (lines are separated, not ended, by newlines there).
	a := Frame{Name: "a", File: "r.jl", Line: 1, Inlined: true}
	b := Frame{Name: "b", File: "r.jl", Line: 2, Inlined: true}
	var fs []Frame
	for i := 0; i < 60; i++ {
		fs = append(fs, a, b)
	}
	got = Stacktrace(append(fs, top))
	want = strings.Join([]string{
		"Stacktrace:",
		"   [1] a",
		"     @ r.jl:1 [inlined]",
		"   [2] b",
		"     @ r.jl:2 [inlined]--- the above 2 lines are repeated 59 more times ---",
		"",
	}, "\n")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
