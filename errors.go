package kiln

import (
	"github.com/kiln-lang/kiln/driver"
)

// Error is an error of Kiln code: an exception that escaped (thrown by
// the code, or by Kiln for it: a MethodError, an UndefVarError, …), or an
// error found before the code ran (a syntax error, a compile error), which
// Julia would throw as an exception too.
type Error struct {
	// Type is the exception's type as Julia prints it: "MethodError",
	// "DomainError", "UndefVarError", a user-defined exception type's
	// name; "Base.Meta.ParseError" for syntax errors, "ErrorException"
	// for compile errors that name no exception type.
	Type string
	// Message is the error as Julia's showerror prints it (what the REPL
	// shows after "ERROR: "), e.g. "DomainError with -1.0:\nsqrt was
	// called with a negative real argument but will only return a complex
	// result if called with a complex argument. Try sqrt(Complex(x)).".
	Message string
	// Stacktrace is Julia's "Stacktrace:" listing, one frame per line
	// (" [1] f(x::Int64)\n   @ Main none:1"), innermost first; empty for
	// errors found before the code ran.
	Stacktrace string
	// File and Line locate the top-level statement that failed, or the
	// syntax or compile error (File "none" for Eval and Call).
	File string
	Line int
	// Exception is the exception object (the zero Value for errors found
	// before the code ran): pass it to Call to inspect it further.
	Exception Value
}

// Error returns Message: Julia's text for the error.
func (e *Error) Error() string { return e.Message }

// newError turns an error of evaluation into an *Error (on the engine).
func (r *Runtime) newError(s *driver.Session, err error) error {
	info := s.DescribeError(err)
	ke := &Error{Type: info.Type, File: info.Pos.File, Line: int(info.Pos.Line), Message: info.Message}
	if info.Exc == 0 {
		return ke
	}
	// Root the exception before anything runs: the runtime keeps it only
	// until the next one is thrown.
	ke.Exception = r.root(info.Exc)
	ke.Stacktrace = s.Stacktrace(info.Backtrace, info.Pos)
	ke.Message = r.showError(s, ke.Exception.ptr())
	return ke
}

// showError is sprint(showerror, exc), or a short description when that
// throws.
func (r *Runtime) showError(s *driver.Session, exc uintptr) string {
	show := s.BaseFunction("showerror")
	sprint := s.BaseFunction("sprint")
	if show != 0 && sprint != 0 {
		if p, err := s.CallValue(sprint, []uintptr{show, exc}); err == nil {
			return s.StringOf(p)
		}
	}
	return s.FallbackShow(exc)
}
