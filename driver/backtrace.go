package driver

import (
	"bytes"
	"debug/elf"
	"fmt"
	"sort"
	"strings"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/types"
)

// codeRange is the machine code of one compiled function.
type codeRange struct {
	start, end uintptr
	ci         *infer.CodeInstance
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
		js.ranges = append(js.ranges, codeRange{start: start, end: start + uintptr(sym.Size), ci: ci})
	}
	sort.Slice(js.ranges, func(i, j int) bool { return js.ranges[i].start < js.ranges[j].start })
}

// frameOf finds the Kiln function containing a return address.
func (s *Session) frameOf(addr uintptr) *infer.CodeInstance {
	js := s.jit
	js.mu.Lock()
	defer js.mu.Unlock()
	i := sort.Search(len(js.ranges), func(i int) bool { return js.ranges[i].start > addr-1 })
	if i == 0 {
		return nil
	}
	r := js.ranges[i-1]
	if addr-1 < r.end {
		return r.ci
	}
	return nil
}

// stacktrace formats a backtrace as Julia's:
//
//	[1] f(x::Int64)
//	  @ Main file.jl:3
func (s *Session) stacktrace(bt []uintptr, top string) string {
	var sb strings.Builder
	sb.WriteString("Stacktrace:\n")
	n := 0
	var last *infer.CodeInstance
	for _, a := range bt {
		ci := s.frameOf(a)
		if ci == nil || ci == last {
			continue
		}
		last = ci
		if ci.MI == nil {
			break // the top-level thunk
		}
		if ci.MI.Method.Name == "_throw_methoderror" {
			continue // the driver's thrower stands for the missing method
		}
		n++
		m := ci.MI.Method
		fmt.Fprintf(&sb, " [%d] %s\n   @ %s %s:%d\n", n, frameSig(ci), m.Module.Path(), m.Pos.File, m.Pos.Line)
	}
	n++
	fmt.Fprintf(&sb, " [%d] top-level scope\n   @ %s\n", n, top)
	return sb.String()
}

// frameSig prints a frame's method as Julia's stack traces do:
// f(x::Int64, y::Float64).
func frameSig(ci *infer.CodeInstance) string {
	m := ci.MI.Method
	var names []string
	if body, _ := m.LoweredBody(); body != nil {
		names = body.ArgNames
	}
	var sb strings.Builder
	name := m.Name
	if name == "" {
		name = types.ParamString(ci.MI.SpecTypes.Params[0])
	}
	sb.WriteString(name)
	sb.WriteByte('(')
	for i, p := range ci.MI.SpecTypes.Params[1:] {
		if i > 0 {
			sb.WriteString(", ")
		}
		if i+1 < len(names) && names[i+1] != "" && !strings.HasPrefix(names[i+1], "#") {
			sb.WriteString(names[i+1])
		}
		sb.WriteString("::" + types.ParamString(p))
	}
	sb.WriteByte(')')
	return sb.String()
}
