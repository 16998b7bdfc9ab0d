package driver

import (
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/internal/jit"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
)

// Backtraces are expanded and printed by package internal/jit from the
// session's code map (jitState.codeMap).

// traceFrame is one frame of a stack trace (jit.Frame), as the
// reflection queries read it.
type traceFrame struct {
	ci      *infer.CodeInstance
	name    string
	file    string
	line    int
	inlined bool
	top     bool
}

// jitFrames expands a backtrace (jit.CodeMap.Frames); one of
// runtime.BacktraceMax addresses was cut short.
func (s *Session) jitFrames(bt []uintptr, top syntax.Pos) []jit.Frame {
	code := &jit.CodeMap{} // no JIT yet: no Kiln frames
	if s.jit != nil {
		code = &s.jit.codeMap
	}
	return code.Frames(bt, len(bt) >= runtime.BacktraceMax, top)
}

// frames expands a backtrace (return addresses, innermost first) into
// source frames, innermost first, up to and including the top-level
// scope.
func (s *Session) frames(bt []uintptr, top syntax.Pos) []traceFrame {
	var out []traceFrame
	for _, f := range s.jitFrames(bt, top) {
		out = append(out, traceFrame{ci: f.CI, name: f.Name, file: f.File, line: f.Line, inlined: f.Inlined, top: f.Top})
	}
	return out
}

// stacktrace formats a backtrace as Julia's show_backtrace:
//
//	[1] f(x::Int64)
//	  @ Main file.jl:3
func (s *Session) stacktrace(bt []uintptr, top syntax.Pos) string {
	return jit.Stacktrace(s.jitFrames(bt, top))
}
