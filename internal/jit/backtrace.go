package jit

import (
	"bytes"
	"debug/elf"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/lineinfo"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Backtraces: a CodeMap knows where the machine code of every compiled
// function lies, expands a backtrace (return addresses) into Julia's stack
// frames, and Stacktrace prints them as Julia's show_backtrace.

// A CodeRange is the machine code of one compiled function.
type CodeRange struct {
	Start, End uintptr
	CI         *infer.CodeInstance
	// Lines is the DWARF of the object holding the code (nil: none).
	Lines *lineinfo.Object
}

// A CodeMap holds the code ranges of the compiled functions of a process,
// sorted by address; it is safe for concurrent use.
type CodeMap struct {
	mu     sync.Mutex
	ranges []CodeRange
	// sorted: ranges are in address order (Add appends; Lookup sorts).
	sorted bool
}

// Add records code ranges.
func (c *CodeMap) Add(rs ...CodeRange) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ranges = append(c.ranges, rs...)
	c.sorted = c.sorted && len(rs) == 0
}

// ObjectLines describes the debug information of a linked object, given
// the load address of each of its sections; nil when the object has no
// single text section placed in memory.
func ObjectLines(f *elf.File, obj []byte, bases map[elf.SectionIndex]uintptr) *lineinfo.Object {
	text := -1
	for i, sec := range f.Sections {
		if sec.Flags&elf.SHF_EXECINSTR != 0 && sec.Size > 0 {
			if text >= 0 {
				return nil // addresses in DWARF would be ambiguous
			}
			text = i
		}
	}
	if f.Section(".debug_info") == nil || f.Section(".debug_line") == nil {
		return nil
	}
	base, ok := bases[elf.SectionIndex(text)]
	if text < 0 || !ok {
		return nil
	}
	return lineinfo.New(obj, base)
}

// AddObject reads the function symbols of a unit's object file (local
// ones included) and, from the address of one linked entry (addrs),
// places every function's code in memory, so that backtraces can name
// Kiln frames; names maps a function's symbol to its CodeInstance
// (codegen.Unit.Names). An object that cannot be read adds nothing.
func (c *CodeMap) AddObject(obj []byte, addrs map[string]uintptr, names map[string]*infer.CodeInstance) {
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		return
	}
	syms, err := f.Symbols()
	if err != nil {
		return
	}
	// Sections are loaded separately; compute each section's base from an
	// entry point it contains.
	bases := map[elf.SectionIndex]uintptr{}
	for _, sym := range syms {
		if a, ok := addrs[sym.Name]; ok && a != 0 {
			bases[sym.Section] = a - uintptr(sym.Value)
		}
	}
	lines := ObjectLines(f, obj, bases)
	var rs []CodeRange
	for _, sym := range syms {
		if elf.ST_TYPE(sym.Info) != elf.STT_FUNC || sym.Size == 0 {
			continue
		}
		base, ok := bases[sym.Section]
		ci := names[sym.Name]
		if !ok || ci == nil {
			continue
		}
		start := base + uintptr(sym.Value)
		rs = append(rs, CodeRange{Start: start, End: start + uintptr(sym.Size), CI: ci, Lines: lines})
	}
	c.Add(rs...)
}

// Lookup finds the Kiln function containing a return address.
func (c *CodeMap) Lookup(addr uintptr) (CodeRange, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.sorted {
		sort.Slice(c.ranges, func(i, j int) bool { return c.ranges[i].Start < c.ranges[j].Start })
		c.sorted = true
	}
	i := sort.Search(len(c.ranges), func(i int) bool { return c.ranges[i].Start > addr-1 })
	if i == 0 {
		return CodeRange{}, false
	}
	r := c.ranges[i-1]
	if addr-1 < r.End {
		return r, true
	}
	return CodeRange{}, false
}

// A Frame is one frame of a stack trace as Julia's StackFrame: a
// compiled function (CI set), a function inlined into one (Name only, as
// Julia 1.10 prints inlined frames: no argument types, no module), or the
// top-level scope (Top).
type Frame struct {
	CI      *infer.CodeInstance
	Name    string
	File    string
	Line    int
	Inlined bool
	Top     bool
}

func (f Frame) same(g Frame) bool {
	return f.File == g.File && f.Line == g.Line && f.Name == g.Name && f.CI == g.CI && f.Inlined == g.Inlined && f.Top == g.Top
}

// Frames expands a backtrace (return addresses, innermost first) into
// source frames, innermost first, up to and including the top-level
// scope at top: each function at the line of its call (or, for the
// innermost, of the throw), with the functions inlined into it before it.
// truncated says the backtrace was cut short (a stack overflow): the
// trace then ends with the last frame recorded. An invalid top (a
// backtrace asked for from Julia code) ends the trace at the catching
// frame.
func (c *CodeMap) Frames(bt []uintptr, truncated bool, top syntax.Pos) []Frame {
	var out []Frame
	for _, a := range bt {
		r, ok := c.Lookup(a)
		if !ok {
			continue
		}
		ci := r.CI
		if ci.MI != nil && ci.MI.Method.Name == "_task_entry" && ci.MI.Method.Module.Path() == "Base" {
			// The first frame of a task (base/task.jl): as in Julia, a
			// task's trace ends with the function the task runs.
			return out
		}
		if ci.MI != nil && ci.MI.Method.Name == "_throw_methoderror" {
			// The driver's thrower stands for the missing method.
			continue
		}
		// Keyword sorters are hidden as Julia's process_backtrace hides
		// them, but not the functions inlined into one (the keyword body
		// of a call with keywords).
		kwsorter := ci.MI != nil && ci.MI.Method.Name == "kwcall"
		var lfs []lineinfo.Frame
		if r.Lines != nil {
			lfs = r.Lines.Lookup(a - 1)
		}
		if len(lfs) == 0 {
			if kwsorter {
				continue
			}
			// No line information: the function's definition.
			if ci.MI == nil {
				out = append(out, Frame{Top: true, File: top.File, Line: int(top.Line)})
				return out
			}
			m := ci.MI.Method
			out = append(out, Frame{CI: ci, Name: m.Name, File: m.Pos.File, Line: int(m.Pos.Line)})
			continue
		}
		if lfs[len(lfs)-1].Func == codegen.EntryName {
			// A generic entry: its own call of the specialized code is
			// that code's frame, found from its own return address; code
			// inlined into it is the function's frame.
			lfs = lfs[:len(lfs)-1]
			if len(lfs) == 0 {
				continue
			}
			lfs[len(lfs)-1].Inlined = false
		}
		outer := lfs[len(lfs)-1]
		for _, lf := range lfs[:len(lfs)-1] {
			if lf.Func == "kwcall" {
				continue
			}
			if ci.MI != nil && lf.Linkage != "" && lf.Linkage == outer.Linkage {
				// The function's own recursion, inlined into itself by
				// the optimizer (llvmx's recursive inlining): Julia never
				// inlines a recursive call, so it is shown as the call
				// it stands for.
				out = append(out, Frame{CI: ci, Name: ci.MI.Method.Name, File: lf.File, Line: lf.Line})
				continue
			}
			out = append(out, Frame{Name: lf.Func, File: lf.File, Line: lf.Line, Inlined: true})
		}
		if ci.MI == nil {
			out = append(out, Frame{Top: true, File: outer.File, Line: outer.Line})
			return out
		}
		if kwsorter {
			continue
		}
		out = append(out, Frame{CI: ci, Name: ci.MI.Method.Name, File: outer.File, Line: outer.Line})
	}
	if truncated {
		// Cut short (a stack overflow): as in Julia, the trace ends with
		// the last frame recorded.
		return out
	}
	if !top.IsValid() {
		// A backtrace asked for from Julia code (catch_backtrace): it
		// ends where the catching frame is, not at a top-level statement.
		return out
	}
	return append(out, Frame{Top: true, File: top.File, Line: int(top.Line)})
}

// tracedFrame is a frame with the number of times it repeats in a row.
type tracedFrame struct {
	f Frame
	n int
}

// processBacktrace merges consecutive identical frames and drops the
// frames Julia's process_backtrace and _collapse_repeated_frames drop
// (base/errorshow.jl, Julia 1.10).
func processBacktrace(fs []Frame) []tracedFrame {
	var out []tracedFrame
	for _, f := range fs {
		if n := len(out); n > 0 && out[n-1].f.same(f) {
			out[n-1].n++
			continue
		}
		out = append(out, tracedFrame{f, 1})
	}
	// _collapse_repeated_frames: of two frames at the same location, a
	// keyword body ("#f#3") goes, and so does a method that only forwards
	// to a longer signature of the same function (default arguments).
	keep := make([]bool, len(out))
	for i := range keep {
		keep[i] = true
	}
	for i := 1; i < len(out); i++ {
		last, f := out[i-1].f, out[i].f
		if f.File != last.File || f.Line != last.Line {
			continue
		}
		if strings.HasPrefix(frameSigOf(last), "#") {
			keep[i-1] = false
		}
		if f.CI != nil && last.CI != nil {
			p, lp := sigParams(f.CI.MI.Method), sigParams(last.CI.MI.Method)
			if k := last.CI.MI.Method.NKw; k > 0 && k+1 <= len(lp) && len(lp[k+1:]) == len(p) {
				same := true
				for j := range p {
					same = same && types.Equal(p[j], lp[k+1+j])
				}
				if same {
					keep[i] = false
				}
			}
			if len(lp) > len(p) {
				same := true
				for k := range p {
					same = same && types.Equal(p[k], lp[k])
				}
				if same {
					keep[i] = false
				}
			}
		}
	}
	var kept []tracedFrame
	for i, f := range out {
		if keep[i] {
			kept = append(kept, f)
		}
	}
	return kept
}

// sigParams are a method's declared signature parameters (function type
// first), type variables unwrapped.
func sigParams(m *methods.Method) []types.Type {
	t := m.Sig
	for {
		u, ok := t.(*types.UnionAll)
		if !ok {
			break
		}
		t = u.Body
	}
	dt, ok := t.(*types.DataType)
	if !ok {
		return nil
	}
	var ps []types.Type
	for _, p := range dt.Params {
		pt, ok := p.(types.Type)
		if !ok {
			return nil
		}
		ps = append(ps, pt)
	}
	return ps
}

func frameSigOf(f Frame) string {
	switch {
	case f.Top:
		return "top-level scope"
	case f.CI != nil:
		return FrameSig(f.CI)
	}
	return f.Name
}

// bigStacktraceSize is Julia's BIG_STACKTRACE_SIZE: longer traces are
// shown with repeated cycles of frames collapsed.
const bigStacktraceSize = 50

// Stacktrace formats the frames of a backtrace (Frames) as Julia's
// show_backtrace, after its process_backtrace:
//
//	Stacktrace:
//	 [1] f(x::Int64)
//	   @ Main file.jl:3
func Stacktrace(frames []Frame) string {
	t := processBacktrace(frames)
	var sb strings.Builder
	sb.WriteString("Stacktrace:\n")
	width := len(strconv.Itoa(len(t))) + 2
	if len(t) <= bigStacktraceSize {
		for i, f := range t {
			writeFrame(&sb, i+1, f, width)
			sb.WriteString("\n")
		}
		return sb.String()
	}
	// show_reduced_backtrace: a cycle of frames that repeats right after
	// itself is shown once, followed by how many more times it repeats.
	type cycle struct{ after, length, reps int }
	var shown []tracedFrame
	var cycles []cycle
	positions := map[int][]int{} // first index of each distinct frame -> positions after it
	key := func(f tracedFrame) int {
		for j := range t {
			if t[j].n == f.n && t[j].f.same(f.f) {
				return j
			}
		}
		return -1
	}
	eq := func(i, j int) bool { return t[i].n == t[j].n && t[i].f.same(t[j].f) }
	fc := 1 // frame_counter, 1-based as Julia's
	for fc < len(t) {
		cur := t[fc-1]
		fc++
		h := key(cur)
		positions[h] = append(positions[h], fc)
		ps := positions[h]
		reps := 0
		for ip := len(ps) - 2; ip >= 0; ip-- {
			p := ps[ip]
			clen := fc - p
			i, j := fc, p
			for i < len(t) && eq(i-1, j-1) {
				i++
				j++
			}
			if j >= fc-1 {
				reps = (i - fc + 1) / clen
				cycles = append(cycles, cycle{len(shown), clen, reps})
				fc += clen*reps - 1
				break
			}
		}
		if reps == 0 {
			shown = append(shown, cur)
		}
	}
	// Lines are separated, not ended, by newlines, as in Julia's loop: a
	// cycle after the last frame shown follows it on the same line.
	counter := 1
	for i, f := range shown {
		writeFrame(&sb, counter, f, width)
		last := i == len(shown)-1
		if !last {
			sb.WriteString("\n")
		}
		for len(cycles) > 0 && cycles[0].after == i+1 {
			c := cycles[0]
			cycles = cycles[1:]
			plural := "s"
			if c.reps == 1 {
				plural = ""
			}
			fmt.Fprintf(&sb, "--- the above %d lines are repeated %d more time%s ---", c.length, c.reps, plural)
			if !last {
				sb.WriteString("\n")
			}
			counter += c.length * c.reps
		}
		counter++
	}
	sb.WriteString("\n")
	return sb.String()
}

// writeFrame prints one frame as Julia's print_stackframe.
func writeFrame(sb *strings.Builder, i int, t tracedFrame, width int) {
	f := t.f
	num := "[" + strconv.Itoa(i) + "]"
	fmt.Fprintf(sb, " %*s %s", width, num, frameSigOf(f))
	if t.n > 1 {
		fmt.Fprintf(sb, " (repeats %d times)", t.n)
	}
	sb.WriteString("\n" + strings.Repeat(" ", width) + "@")
	if f.CI != nil {
		sb.WriteString(" " + f.CI.MI.Method.Module.Path())
	}
	if f.Line > 0 {
		fmt.Fprintf(sb, " %s:%d", f.File, f.Line)
	} else {
		sb.WriteString(" " + f.File)
	}
	if f.Inlined {
		sb.WriteString(" [inlined]")
	}
}

// FrameSig prints a frame's method as Julia's stack traces do
// (show_spec_sig, show_tuple_as_call): f(x::Int64, y::Float64); a
// callable object as (::T)(x::Int64); a keyword body method as the
// function it implements, f(x::Int64; scale::Int64).
func FrameSig(ci *infer.CodeInstance) string {
	m := ci.MI.Method
	var names []string
	if body, _ := m.LoweredBody(); body != nil {
		names = body.ArgNames
	}
	params := ci.MI.SpecTypes.Params
	first := 0 // index of the function's own type
	if m.NKw > 0 && m.NKw+1 < len(params) {
		first = m.NKw + 1
	}
	var sb strings.Builder
	ft, _ := params[first].(types.Type)
	if f, ok := methods.FunctionOfType(ft); ok && f.Name != "" {
		sb.WriteString(f.Name)
	} else if first == 0 && m.Name != "" && strings.HasPrefix(types.ParamString(ft), "typeof(") {
		sb.WriteString(m.Name)
	} else if dt, ok := ft.(*types.DataType); ok && dt.Name == types.TypeT && len(dt.Params) == 1 {
		sb.WriteString(types.ParamString(dt.Params[0])) // a constructor
	} else {
		sb.WriteString("(::" + types.ParamString(params[first]) + ")")
	}
	argName := func(i int) string {
		if i < len(names) && names[i] != "" && !strings.HasPrefix(names[i], "#") {
			return names[i]
		}
		return ""
	}
	sb.WriteByte('(')
	for i := first + 1; i < len(params); i++ {
		if i > first+1 {
			sb.WriteString(", ")
		}
		sb.WriteString(argName(i) + "::" + types.ParamString(params[i]))
	}
	if first > 0 {
		sb.WriteString("; ")
		for i := 1; i < first; i++ {
			if i > 1 {
				sb.WriteString(", ")
			}
			sb.WriteString(strings.TrimSuffix(argName(i), "...") + "::" + types.ParamString(params[i]))
		}
	}
	sb.WriteByte(')')
	return sb.String()
}
