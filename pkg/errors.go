package pkg

import (
	"errors"
	"fmt"
	"strings"
)

// Error is a problem in a file Kiln reads to find packages (a Project.toml,
// a LocalPreferences.toml, a package source file). Line and Col count from 1
// and are 0 when unknown.
type Error struct {
	File string
	Line int
	Col  int
	Msg  string
	// Err is an underlying error (such as ErrNotDependency) for errors.Is;
	// its text is not repeated in Error.
	Err error
}

// Error formats the error as file:line:col: message, leaving out what is
// unknown.
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
			if e.Col > 0 {
				fmt.Fprintf(&b, ":%d", e.Col)
			}
		}
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap returns the underlying error, if any.
func (e *Error) Unwrap() error { return e.Err }

// ErrorList is several errors found in one file, in the order of their
// positions. Its Error method writes one per line.
type ErrorList []*Error

// Error joins the messages, one per line.
func (l ErrorList) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// Unwrap returns the errors of the list, for errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// NotFoundError says that a package name could not be resolved: who wanted
// it and every place that was searched.
type NotFoundError struct {
	Name     string   // the package name that was looked up
	WantedBy string   // "Foo (/path/Foo/Project.toml)" or "the active project (…)" or "the top level"
	Looked   []string // each place searched, with why it did not match
}

// Error formats the error on one line.
func (e *NotFoundError) Error() string {
	msg := fmt.Sprintf("package %s not found (required by %s)", e.Name, e.WantedBy)
	if len(e.Looked) == 0 {
		return msg + "; the load path is empty (set KILN_LOAD_PATH or use --project)"
	}
	return msg + "; looked in: " + strings.Join(e.Looked, "; ")
}

// CycleError is a cycle in the dependency graph. Path starts and ends with
// the same name.
type CycleError struct {
	Path []string
}

// Error formats the cycle as "dependency cycle: A → B → A".
func (e *CycleError) Error() string {
	return "dependency cycle: " + strings.Join(e.Path, " → ")
}

// DepFailedError is the result a [Queue] gives a package that was not built
// because one of its dependencies (directly or not) failed.
type DepFailedError struct {
	Package string // the package that was skipped
	Dep     string // the dependency whose build failed
}

// Error says which dependency failed.
func (e *DepFailedError) Error() string {
	return fmt.Sprintf("%s skipped: dependency %s failed", e.Package, e.Dep)
}

// ErrNotDependency is wrapped by errors that say a package tried to load a
// name its Project.toml does not list in [deps].
var ErrNotDependency = errors.New("not in [deps]")
