package driver

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// UncaughtError is an exception that escaped top-level code.
type UncaughtError struct {
	Exc       uintptr
	Backtrace []uintptr
	Pos       syntax.Pos
}

func (e *UncaughtError) Error() string { return "uncaught exception" }

// prelude is Kiln code the driver adds to Base after loading it.
const prelude = `
_throw_methoderror(f, args...) = throw(MethodError(f, args))
(::Type{Core.Box})() = Core.new(Core.Box)
(::Type{Core.Box})(x) = Core.new(Core.Box, x)
`

// ReportError prints err the way Julia reports a failed script (or -e
// expression) and returns the exit status.
func (s *Session) ReportError(err error, script bool) int {
	runtime.FlushAll()
	var ue *UncaughtError
	var se *syntax.Error
	var le *lower.Error
	prefix := "ERROR: "
	if script {
		prefix = "ERROR: LoadError: "
	}
	switch {
	case errors.As(err, &ue) && s.isBaseType(ue.Exc, "TaskFailedException"):
		// Julia's showerror(io, ::TaskFailedException, bt): the waiting
		// task's trace comes first, then the failed task's error and its
		// own trace (base/task.jl).
		runtime.WriteString(2, prefix+"TaskFailedException\n"+s.stacktrace(ue.Backtrace, ue.Pos))
		if !s.showWith("_show_task_failure", ue.Exc) {
			runtime.WriteString(2, s.fallbackShow(ue.Exc))
		}
		runtime.WriteString(2, "\n")
		if script {
			runtime.WriteString(2, "in expression starting at "+posFile(ue.Pos)+"\n")
		}
	case errors.As(err, &ue) && s.ownShowerror(ue.Exc):
		// Julia's display_error prints through showerror(io, ex, bt); a
		// type with its own method of it decides whether the stack trace
		// is shown (Test's TestSetException prints only its summary).
		runtime.WriteString(2, prefix)
		if !s.showWith("_kiln_showerror_bt", ue.Exc) {
			runtime.WriteString(2, s.fallbackShow(ue.Exc))
		}
		runtime.WriteString(2, "\n")
		if script {
			runtime.WriteString(2, "in expression starting at "+posFile(ue.Pos)+"\n")
		}
	case errors.As(err, &ue):
		runtime.WriteString(2, prefix)
		if !s.showError(ue.Exc) {
			runtime.WriteString(2, s.fallbackShow(ue.Exc))
		}
		runtime.WriteString(2, "\n"+s.stacktrace(ue.Backtrace, ue.Pos))
		if script {
			runtime.WriteString(2, "in expression starting at "+posFile(ue.Pos)+"\n")
		}
	case errors.As(err, &se):
		runtime.WriteString(2, se.Error()+"\n")
	case errors.As(err, &le):
		runtime.WriteString(2, le.Error()+"\n")
	default:
		var pe *Error
		var ie *infer.Error
		msg := err.Error()
		var pos syntax.Pos
		if errors.As(err, &pe) && pe.Pos.IsValid() {
			msg, pos = pe.Msg, pe.Pos
		} else if errors.As(err, &ie) && ie.Pos.IsValid() {
			msg, pos = ie.Msg, ie.Pos
		}
		runtime.WriteString(2, prefix+msg+"\n")
		if pos.IsValid() && script {
			runtime.WriteString(2, "in expression starting at "+posFile(pos)+"\n")
		}
	}
	runtime.FlushAll()
	return 1
}

func posFile(p syntax.Pos) string {
	if !p.IsValid() {
		return p.File
	}
	return fmt.Sprintf("%s:%d", p.File, p.Line)
}

// showError prints an exception with Base.showerror(stderr, e) run as
// compiled code; false if that is not possible.
func (s *Session) showError(exc uintptr) (ok bool) { return s.showWith("showerror", exc) }

// ownShowerror reports whether the exception's type has a showerror(io,
// ex, bt) method of its own rather than Base's generic one (which shows
// the error, then the stack trace).
func (s *Session) ownShowerror(exc uintptr) bool {
	if s.Base == nil {
		return false
	}
	b, io := s.Base.Lookup("showerror"), s.Base.Lookup("IO")
	if b == nil || io == nil || s.Base.Lookup("_kiln_showerror_bt") == nil {
		return false
	}
	f, ok := b.Value.(*methods.Function)
	iot, ok2 := io.Value.(types.Type)
	if !ok || !ok2 {
		return false
	}
	sig := types.Tuple(f.Type, iot, s.dispatchTypeOf(exc), types.Nothing)
	res := f.Table.Lookup(sig)
	if res.Method == nil {
		return false
	}
	ps := types.Unwrap(res.Method.Sig).(*types.DataType).Params
	return len(ps) == 4 && ps[2] != types.Any
}

// isBaseType reports whether the object at p is an instance of Base's type
// of that name.
func (s *Session) isBaseType(p uintptr, name string) bool {
	dt := s.typeOfDesc(runtime.TypeOf(p))
	return dt != nil && dt.Name.Module == "Base" && dt.Name.Name == name
}

// showWith prints an exception with Base.<fn>(stderr, e) run as compiled
// code; false if that is not possible.
func (s *Session) showWith(fname string, exc uintptr) (ok bool) {
	if s.Base == nil || s.Base.Lookup(fname) == nil || s.Base.Lookup("stderr") == nil {
		return false
	}
	b := s.jit.hidden.Own("exc")
	b.Defined = true
	s.slotName(b)
	runtime.WriteWord(b.Slot, 0, uint64(exc))
	pos := syntax.Pos{File: "none", Line: 1, Col: 1}
	f := ir.NewFunc("showerror", pos)
	f.NArgs = 1
	f.Toplevel = true
	blk := f.Blocks[0]
	fn := f.NewValue(blk, ir.OpGlobal, pos, ir.GlobalRef{Module: ir.BaseModule, Name: fname})
	io := f.NewValue(blk, ir.OpGlobal, pos, ir.GlobalRef{Module: ir.BaseModule, Name: "stderr"})
	e := f.NewValue(blk, ir.OpGlobal, pos, ir.GlobalRef{Module: s.jit.hidden, Name: "exc"})
	f.NewValue(blk, ir.OpCall, pos, nil, fn, io, e)
	nothing := f.NewValue(blk, ir.OpConst, pos, types.NothingValue)
	f.NewValue(blk, ir.OpReturn, pos, nil, nothing)
	ci, err := s.engine.InferThunk(f)
	if err != nil {
		return false
	}
	u, addrs, err := s.compile([]*infer.CodeInstance{ci}, nil)
	if err != nil {
		return false
	}
	_, _, threw := runtime.Exec(addrs[u.Entries[ci].Thunk], 0)
	runtime.FlushAll()
	return !threw
}

func (s *Session) fallbackShow(exc uintptr) string {
	dt := s.typeOfDesc(runtime.TypeOf(exc))
	if dt == nil {
		return "unknown exception"
	}
	if dt == types.String {
		return runtime.StringValue(exc)
	}
	name := dt.String()
	if name == "UndefVarError" {
		s.jit.mu.Lock()
		sym := s.jit.symAddr[uintptr(runtime.ReadWord(exc, 0))]
		s.jit.mu.Unlock()
		return "UndefVarError: `" + sym + "` not defined"
	}
	if strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Exception") {
		return name
	}
	return name + "(...)"
}
