package driver

import (
	"errors"
	"fmt"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// toplevelForm is a definition nested in top-level control flow
// (`if c; f(x) = 1; end`, `let; struct S end; end`): lowering leaves it as
// an ir.OpToplevel, and the compiled thunk calls kiln_toplevel to evaluate
// it in its module when control reaches it, as Julia's top level does.
type toplevelForm struct {
	node syntax.Node
	mod  *methods.Module
}

// ToplevelForm registers a form for kiln_toplevel and returns its number.
func (s *Session) ToplevelForm(n syntax.Node, mod any) (int64, error) {
	if n == nil {
		return 0, fmt.Errorf("internal error: top-level form without syntax")
	}
	m := s.moduleOf(mod)
	for i, f := range s.toplevelForms {
		if f.node == n && f.mod == m {
			return int64(i), nil
		}
	}
	s.toplevelForms = append(s.toplevelForms, toplevelForm{node: n, mod: m})
	return int64(len(s.toplevelForms) - 1), nil
}

// evalToplevelForm evaluates form id on behalf of running code; it returns
// the exception to throw, or 0.
func (s *Session) evalToplevelForm(id int64) uintptr {
	if id < 0 || id >= int64(len(s.toplevelForms)) {
		return s.errorException("internal error: unknown top-level form")
	}
	f := s.toplevelForms[id]
	n := f.node
	// `global f(x) = …` in a let or loop: the definition itself.
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadGlobal && len(e.Args) == 1 {
		n = e.Args[0]
	}
	pos := s.toplevelPos
	defer func() { s.toplevelPos = pos }()
	err := s.evalToplevel(f.mod, n)
	if err == nil {
		return 0
	}
	var ue *UncaughtError
	if errors.As(err, &ue) {
		return ue.Exc
	}
	// A compile-time error (a bad type in a struct, a lowering error):
	// code that catches it sees an ErrorException with the message; the
	// thunk that does not reports the original error (runThunk).
	msg := err.Error()
	var de *Error
	if errors.As(err, &de) {
		msg = de.Msg
	}
	exc := s.errorException(msg)
	if s.toplevelErrs == nil {
		s.toplevelErrs = map[uintptr]error{}
	}
	s.toplevelErrs[exc] = err
	return exc
}

// globalExists says whether name is a global of m for the soft-scope rule:
// defined, or visible from a module m uses (a binding that m's code assigns
// but that is not defined yet does not count).
func globalExists(m *methods.Module, name string) bool {
	b := m.Lookup(name)
	return b != nil && (b.Defined || !b.Assigned)
}

// markAssigned gives m its own binding for every global of m that body
// assigns, before the body is compiled: as in Julia, `sum = 0` in Main makes
// Main.sum, which shadows Base's export from then on (and never changes
// Base.sum). A name imported explicitly keeps its import.
func markAssigned(m *methods.Module, body *ir.Func) {
	for _, b := range body.Blocks {
		for _, v := range b.Instrs {
			if v.Op != ir.OpSetGlobal {
				continue
			}
			ref, ok := v.Aux.(ir.GlobalRef)
			if !ok {
				continue
			}
			if rm, ok := ref.Module.(*methods.Module); !ok || rm != m {
				continue
			}
			if bd := m.Own(ref.Name); bd.ImportedFrom == nil {
				bd.Assigned = true
			}
		}
	}
}

// guardConstAssign handles an assignment (`f = 2`, or `const f = 2` again)
// to a global of m that is a constant, as Julia's jl_checked_assignment:
// Base._const_assign_check, called first, throws "invalid redefinition of
// constant Main.f" when the new value's type differs (or the old value is a
// type or module) and warns otherwise; the store itself then becomes a
// constant definition, so later code sees the new value. Without this the
// store went to a slot nobody reads and the constant silently kept its value.
func (s *Session) guardConstAssign(m *methods.Module, body *ir.Func) {
	for _, blk := range body.Blocks {
		var out []*ir.Value
		for _, v := range blk.Instrs {
			if v.Op == ir.OpSetGlobal {
				ref, ok := v.Aux.(ir.GlobalRef)
				rm, isMod := ref.Module.(*methods.Module)
				if ok && isMod && rm == m {
					if b := m.OwnBinding(ref.Name); b != nil && b.Const && b.Defined && b.ImportedFrom == nil {
						fn := body.MakeValue(ir.OpGlobal, v.Pos, ir.GlobalRef{Module: s.Base, Name: "_const_assign_check"})
						name := body.MakeValue(ir.OpConst, v.Pos, types.Symbol(m.Path()+"."+ref.Name))
						old := body.MakeValue(ir.OpGlobal, v.Pos, ref)
						call := body.MakeValue(ir.OpCall, v.Pos, nil, fn, name, old, v.Args[0])
						for _, x := range []*ir.Value{fn, name, old, call} {
							x.Block = blk
						}
						out = append(out, fn, name, old, call)
						v.Flags |= ir.FlagConst
					}
				}
			}
			out = append(out, v)
		}
		blk.Instrs = out
	}
}
