package driver

import (
	"bytes"
	"debug/elf"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/lineinfo"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// codeRange is the machine code of one compiled function.
type codeRange struct {
	start, end uintptr
	ci         *infer.CodeInstance
	// lines is the DWARF of the object holding the code (nil: none).
	lines *lineinfo.Object
}

// objectLines describes the debug information of a linked object, given
// the load address of each of its sections; nil when the object has no
// single text section placed in memory.
func objectLines(f *elf.File, obj []byte, bases map[elf.SectionIndex]uintptr) *lineinfo.Object {
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

// recordCode reads the function symbols of a unit's object file (local
// ones included) and, from the address of one linked entry, places every
// function's code in memory, so that backtraces can name Kiln frames.
func (s *Session) recordCode(u *codegen.Unit, obj []byte, addrs map[string]uintptr) {
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
	lines := objectLines(f, obj, bases)
	js := s.jit
	js.mu.Lock()
	defer js.mu.Unlock()
	for _, sym := range syms {
		if elf.ST_TYPE(sym.Info) != elf.STT_FUNC || sym.Size == 0 {
			continue
		}
		base, ok := bases[sym.Section]
		ci := u.Names[sym.Name]
		if !ok || ci == nil {
			continue
		}
		start := base + uintptr(sym.Value)
		js.ranges = append(js.ranges, codeRange{start: start, end: start + uintptr(sym.Size), ci: ci, lines: lines})
	}
	sort.Slice(js.ranges, func(i, j int) bool { return js.ranges[i].start < js.ranges[j].start })
}

// rangeOf finds the Kiln function containing a return address.
func (s *Session) rangeOf(addr uintptr) (codeRange, bool) {
	js := s.jit
	js.mu.Lock()
	defer js.mu.Unlock()
	i := sort.Search(len(js.ranges), func(i int) bool { return js.ranges[i].start > addr-1 })
	if i == 0 {
		return codeRange{}, false
	}
	r := js.ranges[i-1]
	if addr-1 < r.end {
		return r, true
	}
	return codeRange{}, false
}

// traceFrame is one frame of a stack trace as Julia's StackFrame: a
// compiled function (ci set), a function inlined into one (name only, as
// Julia 1.10 prints inlined frames: no argument types, no module), or the
// top-level scope.
type traceFrame struct {
	ci      *infer.CodeInstance
	name    string
	file    string
	line    int
	inlined bool
	top     bool
}

func (f traceFrame) same(g traceFrame) bool {
	return f.file == g.file && f.line == g.line && f.name == g.name && f.ci == g.ci && f.inlined == g.inlined && f.top == g.top
}

// frames expands a backtrace (return addresses, innermost first) into
// source frames, innermost first, up to and including the top-level
// scope: each function at the line of its call (or, for the innermost,
// of the throw), with the functions inlined into it before it.
func (s *Session) frames(bt []uintptr, top syntax.Pos) []traceFrame {
	var out []traceFrame
	for _, a := range bt {
		r, ok := s.rangeOf(a)
		if !ok {
			continue
		}
		ci := r.ci
		if ci.MI != nil && ci.MI.Method.Name == "_task_entry" && ci.MI.Method.Module.Path() == "Base" {
			// The first frame of a task (base/task.jl): as in Julia, a
			// task's trace ends with the function the task runs.
			return out
		}
		if ci.MI != nil && (ci.MI.Method.Name == "_throw_methoderror" || ci.MI.Method.Name == "kwcall") {
			// The driver's thrower stands for the missing method; keyword
			// sorters are hidden as Julia's process_backtrace hides them.
			continue
		}
		var lfs []lineinfo.Frame
		if r.lines != nil {
			lfs = r.lines.Lookup(a - 1)
		}
		if len(lfs) == 0 {
			// No line information: the function's definition.
			if ci.MI == nil {
				out = append(out, traceFrame{top: true, file: top.File, line: int(top.Line)})
				return out
			}
			m := ci.MI.Method
			out = append(out, traceFrame{ci: ci, name: m.Name, file: m.Pos.File, line: int(m.Pos.Line)})
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
				out = append(out, traceFrame{ci: ci, name: ci.MI.Method.Name, file: lf.File, line: lf.Line})
				continue
			}
			out = append(out, traceFrame{name: lf.Func, file: lf.File, line: lf.Line, inlined: true})
		}
		if ci.MI == nil {
			out = append(out, traceFrame{top: true, file: outer.File, line: outer.Line})
			return out
		}
		out = append(out, traceFrame{ci: ci, name: ci.MI.Method.Name, file: outer.File, line: outer.Line})
	}
	if len(bt) >= runtime.BacktraceMax {
		// Cut short (a stack overflow): as in Julia, the trace ends with
		// the last frame recorded.
		return out
	}
	if !top.IsValid() {
		// A backtrace asked for from Julia code (catch_backtrace): it
		// ends where the catching frame is, not at a top-level statement.
		return out
	}
	return append(out, traceFrame{top: true, file: top.File, line: int(top.Line)})
}

// tracedFrame is a frame with the number of times it repeats in a row.
type tracedFrame struct {
	f traceFrame
	n int
}

// processBacktrace merges consecutive identical frames and drops the
// frames Julia's process_backtrace and _collapse_repeated_frames drop
// (base/errorshow.jl, Julia 1.10).
func processBacktrace(fs []traceFrame) []tracedFrame {
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
		if f.file != last.file || f.line != last.line {
			continue
		}
		if strings.HasPrefix(frameSigOf(last), "#") {
			keep[i-1] = false
		}
		if f.ci != nil && last.ci != nil {
			p, lp := sigParams(f.ci.MI.Method), sigParams(last.ci.MI.Method)
			if k := last.ci.MI.Method.NKw; k > 0 && k+1 <= len(lp) && len(lp[k+1:]) == len(p) {
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

func frameSigOf(f traceFrame) string {
	switch {
	case f.top:
		return "top-level scope"
	case f.ci != nil:
		return frameSig(f.ci)
	}
	return f.name
}

// bigStacktraceSize is Julia's BIG_STACKTRACE_SIZE: longer traces are
// shown with repeated cycles of frames collapsed.
const bigStacktraceSize = 50

// stacktrace formats a backtrace as Julia's show_backtrace:
//
//	[1] f(x::Int64)
//	  @ Main file.jl:3
func (s *Session) stacktrace(bt []uintptr, top syntax.Pos) string {
	t := processBacktrace(s.frames(bt, top))
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
	if f.ci != nil {
		sb.WriteString(" " + f.ci.MI.Method.Module.Path())
	}
	if f.line > 0 {
		fmt.Fprintf(sb, " %s:%d", f.file, f.line)
	} else {
		sb.WriteString(" " + f.file)
	}
	if f.inlined {
		sb.WriteString(" [inlined]")
	}
}

// frameSig prints a frame's method as Julia's stack traces do
// (show_spec_sig, show_tuple_as_call): f(x::Int64, y::Float64); a
// callable object as (::T)(x::Int64); a keyword body method as the
// function it implements, f(x::Int64; scale::Int64).
func frameSig(ci *infer.CodeInstance) string {
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
