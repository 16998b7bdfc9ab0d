package driver

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// Timing records where a process's time goes, phase by phase, for `kiln
// --timing` (issue 18: start-up work measured). Phases are recorded in the
// order they end; Count adds to a running figure (compiled units and the
// time spent generating and linking their code) that is printed after
// them. A nil *Timing records nothing, so callers need no checks.
type Timing struct {
	mu      sync.Mutex
	start   time.Time
	phases  []timedPhase
	units   int
	compile time.Duration
	slowest []timedPhase // the slowest units, slowest first
}

// slowestKept is how many of the slowest units Print lists.
const slowestKept = 5

type timedPhase struct {
	name string
	d    time.Duration
}

// NewTiming starts a timing whose total counts from now.
func NewTiming() *Timing { return &Timing{start: time.Now()} }

// Phase records that the phase name took d.
func (t *Timing) Phase(name string, d time.Duration) {
	if t == nil {
		return
	}
	t.mu.Lock()
	t.phases = append(t.phases, timedPhase{name, d})
	t.mu.Unlock()
}

// Since records the phase name as the time from start to now.
func (t *Timing) Since(name string, start time.Time) {
	t.Phase(name, time.Since(start))
}

// compiled counts one unit given to LLVM and the time it took.
func (t *Timing) compiled(desc string, d time.Duration) {
	if t == nil {
		return
	}
	t.mu.Lock()
	t.units++
	t.compile += d
	i := len(t.slowest)
	for i > 0 && t.slowest[i-1].d < d {
		i--
	}
	if i < slowestKept {
		t.slowest = append(t.slowest[:i], append([]timedPhase{{desc, d}}, t.slowest[i:]...)...)
		if len(t.slowest) > slowestKept {
			t.slowest = t.slowest[:slowestKept]
		}
	}
	t.mu.Unlock()
}

// Print writes the breakdown to w, one phase a line, then the code
// generation totals and the whole time since NewTiming.
func (t *Timing) Print(w io.Writer) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	ms := func(d time.Duration) string { return fmt.Sprintf("%8.2f ms", float64(d.Microseconds())/1000) }
	fmt.Fprintln(w, "kiln timing:")
	for _, p := range t.phases {
		fmt.Fprintf(w, "  %s  %s\n", ms(p.d), p.name)
	}
	fmt.Fprintf(w, "  %s  code generation and linking (%d units, included above)\n", ms(t.compile), t.units)
	for _, u := range t.slowest {
		name := u.name
		if r := []rune(name); len(r) > 160 {
			name = string(r[:160]) + "…"
		}
		fmt.Fprintf(w, "    %s  %s\n", ms(u.d), name)
	}
	fmt.Fprintf(w, "  %s  total (from kiln's main; loading the executable and its shared libraries comes before)\n", ms(time.Since(t.start)))
}
