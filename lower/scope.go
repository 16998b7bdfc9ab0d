package lower

import (
	"github.com/kiln-lang/kiln/syntax"
)

// VarKind says what a resolved name is.
type VarKind uint8

const (
	varLocal  VarKind = iota // a local variable of a function or let/loop scope
	varArg                   // a function argument
	varSparam                // a static parameter (where T)
	varHidden                // a variable introduced by lowering itself
)

// Var is one local variable. Names can be shadowed, so every scope that
// introduces a name gets its own Var.
type Var struct {
	Name string
	Kind VarKind
	// Index is the argument or static-parameter number.
	Index int
	fn    *fnInfo
	// Captured: read or written by a closure nested in the owning function.
	Captured bool
	// AssignedInClosure: written by a nested closure.
	AssignedInClosure bool
	// Assigns counts the assignments of the variable in the source.
	Assigns int
	// firstAssign is the position of the first assignment; captureAt the
	// earliest closure that captures the variable. A variable assigned once
	// before every capture needs no Box.
	firstAssign    syntax.Pos
	assignInBranch bool
	// branchDepth is the resolver's branch depth where the variable is
	// declared: an assignment deeper than that may not run.
	branchDepth  int
	captureAt    syntax.Pos
	captureFirst bool // captured before its first assignment
	// firstAssignSeq and captureSeq order the first assignment and the
	// capturing closure's start in resolution order (0: unknown), for
	// positions that cannot (macro-expanded code, whose expressions may
	// share one position).
	firstAssignSeq int
	captureSeq     int
	// InTry: assigned inside a try block and used outside it; lives in a
	// stack slot so that its value survives the jump to the catch block.
	InTry bool
	// tryLevel is the number of try bodies around the declaration.
	tryLevel int
	// DeclType is the declared type (x::T = ...), or nil.
	DeclType syntax.Node
	// NeedsDefFlag: some read may run before any assignment; a Bool shadow
	// variable tracks definedness (set by the second lowering attempt).
	NeedsDefFlag bool
	defFlag      *Var
	id           int
}

// Boxed reports whether the variable lives in a Core.Box because closures
// share it and it changes after capture.
func (v *Var) Boxed() bool {
	if !v.Captured || v.Kind == varSparam {
		return false
	}
	if v.AssignedInClosure {
		return true
	}
	if v.Kind == varArg {
		return v.Assigns > 0
	}
	if v.Assigns > 1 || v.assignInBranch || v.captureFirst {
		return true
	}
	if v.Assigns == 1 && v.firstAssign == v.captureAt && v.firstAssignSeq > 0 && v.captureSeq > 0 {
		return v.firstAssignSeq > v.captureSeq
	}
	return v.Assigns == 1 && !posBefore(v.firstAssign, v.captureAt)
}

func posBefore(a, b syntax.Pos) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Col < b.Col
}

// scope is one lexical scope.
type scope struct {
	parent *scope
	fn     *fnInfo
	vars   map[string]*Var
	// globals declared with `global x` in this scope.
	globals map[string]bool
	// hard scopes are function bodies and let blocks; soft scopes are loop
	// bodies, try blocks and comprehensions (only relevant at top level).
	hard bool
	// toplevel: the global scope of a thunk.
	toplevel bool
}

// fnInfo is a function being lowered: a method body, closure or thunk.
type fnInfo struct {
	parent *fnInfo
	// node is the syntax that defines the function (for closures).
	node syntax.Node
	// captures, in order of first capture.
	captures   []*Var
	captureSet map[*Var]bool
	toplevel   bool
	// startSeq is the resolver's sequence number when the function's
	// definition was reached (see Var.captureSeq).
	startSeq int
	// sig is the parsed signature (nil for thunks and generators).
	sig *signature
	// vars are all the variables of the function; argVars has one entry
	// per positional argument (nil for unnamed ones), kwVars one per
	// keyword; selfVar names argument 0 of callable-object methods.
	vars       []*Var
	argVars    []*Var
	kwVars     []*Var
	kwrestVar  *Var
	sparamVars []*Var
	selfVar    *Var
}

func (f *fnInfo) capture(v *Var, at syntax.Pos) {
	if f.captureSet == nil {
		f.captureSet = map[*Var]bool{}
	}
	if !f.captureSet[v] {
		f.captureSet[v] = true
		f.captures = append(f.captures, v)
	}
	_ = at
}

func (s *scope) lookup(name string) (*Var, bool) {
	for sc := s; sc != nil; sc = sc.parent {
		if sc.globals[name] {
			return nil, true
		}
		if v, ok := sc.vars[name]; ok {
			return v, true
		}
	}
	return nil, false
}

// isLocalInEnclosing reports whether name is a local of some scope from s
// outwards within the same function or an enclosing function.
func (s *scope) isLocalInEnclosing(name string) bool {
	v, ok := s.lookup(name)
	return ok && v != nil
}
