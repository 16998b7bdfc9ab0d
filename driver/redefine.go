package driver

import (
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Redefining a struct or abstract type (a REPL session, or a file
// included twice) is allowed when the new definition is identical to the
// old one: the old type stays (Julia's lowering keeps it when
// equiv_typedef says the two are the same: name, mutability, parameters
// and their bounds, supertype, field names and field types) and a
// struct's inner constructors are defined again. Any other redefinition
// is "invalid redefinition of constant Main.S".

// sameAbstract reports whether the abstract type definition d, evaluated
// in m, defines exactly the type old.
func (s *Session) sameAbstract(m *methods.Module, d *lower.AbstractDef, old any) (bool, error) {
	t, ok := old.(types.Type)
	if !ok {
		return false, nil
	}
	dt, ok := types.Unwrap(t).(*types.DataType)
	if !ok {
		return false, nil
	}
	tn := dt.Name
	if tn.Kind != types.KindAbstract || tn.Name != d.Name || tn.Module != m.Path() || len(tn.Params) != len(d.Params) {
		return false, nil
	}
	env, ok, err := s.sameParams(m, tn, d.Params)
	if err != nil || !ok {
		return false, err
	}
	return s.sameSuper(m, tn, d.Super, env)
}

// redefineAbstract handles an abstract type definition whose name is
// already defined in m: identical, nothing happens; otherwise an error.
func (s *Session) redefineAbstract(m *methods.Module, d *lower.AbstractDef, b *methods.Binding) error {
	same, err := s.sameAbstract(m, d, b.Value)
	if err != nil {
		return err
	}
	if !same || !b.Const {
		return s.errorf(d.Pos, "invalid redefinition of constant %s.%s", m.Name, d.Name)
	}
	return nil
}

// redefinePrimitive handles a primitive type definition whose name is
// already defined in m: the same definition (name, parameters, size and
// supertype) does nothing; any other is an error.
func (s *Session) redefinePrimitive(m *methods.Module, d *lower.PrimitiveDef, bits int, b *methods.Binding) error {
	same := false
	if t, ok := b.Value.(types.Type); ok && b.Const {
		if dt, ok := types.Unwrap(t).(*types.DataType); ok {
			tn := dt.Name
			if tn.Kind == types.KindPrimitive && tn.Bits == bits && tn.Name == d.Name && tn.Module == m.Path() && len(tn.Params) == len(d.Params) {
				env, ok, err := s.sameParams(m, tn, d.Params)
				if err != nil {
					return err
				}
				if ok {
					if same, err = s.sameSuper(m, tn, d.Super, env); err != nil {
						return err
					}
				}
			}
		}
	}
	if !same {
		return s.errorf(d.Pos, "invalid redefinition of constant %s.%s", m.Name, d.Name)
	}
	return nil
}

// sameParams maps the parameters of a new definition to the old type's
// variables when their names and upper bounds agree.
func (s *Session) sameParams(m *methods.Module, tn *types.TypeName, params []lower.Sparam) (typeEnv, bool, error) {
	env := typeEnv{}
	for i, p := range params {
		tv := tn.Params[i]
		if tv.Name != p.Name {
			return nil, false, nil
		}
		var ub types.Type = types.Any
		if p.Ub != nil {
			v, err := s.evalTypeExpr(m, p.Ub, env)
			if err != nil {
				return nil, false, err
			}
			var ok bool
			if ub, ok = v.(types.Type); !ok {
				return nil, false, nil
			}
		}
		old := tv.Ub
		if old == nil {
			old = types.Any
		}
		if !types.Equal(ub, old) {
			return nil, false, nil
		}
		env[p.Name] = tv
	}
	return env, true, nil
}

// sameSuper reports whether a new definition's supertype is the old one's.
func (s *Session) sameSuper(m *methods.Module, tn *types.TypeName, super syntax.Node, env typeEnv) (bool, error) {
	var t types.Type = types.Any
	if super != nil {
		v, err := s.evalTypeExpr(m, super, env)
		if err != nil {
			return false, err
		}
		var ok bool
		if t, ok = v.(types.Type); !ok {
			return false, nil
		}
	}
	return tn.Super != nil && types.Equal(t, tn.Super), nil
}

// sameStruct reports whether d, evaluated in m, defines exactly the struct
// type old; an error in d's types is returned as such.
func (s *Session) sameStruct(m *methods.Module, d *lower.StructDef, old any) (bool, error) {
	t, ok := old.(types.Type)
	if !ok {
		return false, nil
	}
	dt, ok := types.Unwrap(t).(*types.DataType)
	if !ok {
		return false, nil
	}
	tn := dt.Name
	if tn.Kind != types.KindStruct || tn.Function || tn.Mutable != d.Mutable || tn.Name != d.Name ||
		tn.Module != m.Path() || len(tn.Params) != len(d.Params) || len(tn.Fields) != len(d.Fields) {
		return false, nil
	}
	env, ok, err := s.sameParams(m, tn, d.Params)
	if err != nil || !ok {
		return false, err
	}
	if ok, err := s.sameSuper(m, tn, d.Super, env); err != nil || !ok {
		return false, err
	}
	for i, f := range d.Fields {
		if f.Name != tn.Fields[i].Name || f.Const != tn.Fields[i].Const {
			return false, nil
		}
		var ft types.Type = types.Any
		if f.Type != nil {
			v, err := s.evalTypeExpr(m, f.Type, env)
			if err != nil {
				return false, err
			}
			if ft, ok = v.(types.Type); !ok {
				return false, nil
			}
		}
		if !types.Equal(ft, tn.Fields[i].Type) {
			return false, nil
		}
	}
	return true, nil
}

// redefineStruct handles a struct definition whose name is already
// defined in m: identical, its inner constructors are defined again (the
// default ones exist); otherwise an error.
func (s *Session) redefineStruct(m *methods.Module, d *lower.StructDef, b *methods.Binding) error {
	same, err := s.sameStruct(m, d, b.Value)
	if err != nil {
		return err
	}
	if !same || !b.Const {
		return s.errorf(d.Pos, "invalid redefinition of constant %s.%s", m.Name, d.Name)
	}
	for _, c := range d.InnerCtors {
		if err := s.defineMethod(m, c); err != nil {
			return err
		}
	}
	return nil
}
