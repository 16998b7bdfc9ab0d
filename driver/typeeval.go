package driver

import (
	"fmt"

	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// typeEnv maps static parameter names to their TypeVars while a signature
// is evaluated.
type typeEnv map[string]*types.TypeVar

// evalTypeExpr evaluates a type expression of a signature or a struct
// definition statically, in module m.
func (s *Session) evalTypeExpr(m *methods.Module, n syntax.Node, env typeEnv) (any, error) {
	switch x := n.(type) {
	case *syntax.Ident:
		if tv, ok := env[x.Name]; ok {
			return tv, nil
		}
		b := m.Lookup(x.Name)
		if b == nil || !b.Defined {
			return nil, s.errorf(x.P, "UndefVarError: `%s` not defined", x.Name)
		}
		if !b.Const {
			return nil, s.errorf(x.P, "`%s` is not a constant and cannot be used in a type", x.Name)
		}
		return b.Value, nil
	case *syntax.Literal:
		switch v := x.Value.(type) {
		case int64:
			return v, nil
		case bool:
			return v, nil
		}
		return nil, s.errorf(x.P, "invalid type parameter %s", syntax.Sexpr(x))
	case *syntax.QuoteNode:
		if id, ok := x.Value.(*syntax.Ident); ok {
			return types.Symbol(id.Name), nil
		}
	case *lower.Value:
		return x.V, nil
	case *lower.GlobalRef:
		mod, _ := x.Module.(*methods.Module)
		if mod == nil {
			break
		}
		b := mod.Lookup(x.Name)
		if b == nil || !b.Defined {
			return nil, s.errorf(x.P, "UndefVarError: `%s` not defined in `%s`", x.Name, mod.Path())
		}
		if !b.Const {
			return nil, s.errorf(x.P, "`%s` is not a constant and cannot be used in a type", x.Name)
		}
		return b.Value, nil
	case *syntax.Expr:
		if name, ok := lower.TopRef(x); ok {
			if b := s.Base.Lookup(name); b != nil && b.Defined {
				return b.Value, nil
			}
			return nil, s.errorf(x.P, "UndefVarError: `%s` not defined in `Base`", name)
		}
		switch x.Head {
		case syntax.HeadTuple:
			// the names of NamedTuple{(:a, :b), T}
			names := make([]string, 0, len(x.Args))
			for _, a := range x.Args {
				q, ok := a.(*syntax.QuoteNode)
				if !ok {
					break
				}
				id, ok := q.Value.(*syntax.Ident)
				if !ok {
					break
				}
				names = append(names, id.Name)
			}
			if len(names) == len(x.Args) {
				return types.MakeSymTuple(names), nil
			}
		case syntax.HeadDotCall:
			// Module.Name
			if len(x.Args) == 2 {
				mv, err := s.evalTypeExpr(m, x.Args[0], env)
				if err != nil {
					return nil, err
				}
				mod, ok := mv.(*methods.Module)
				q, qok := x.Args[1].(*syntax.QuoteNode)
				if ok && qok {
					if id, ok := q.Value.(*syntax.Ident); ok {
						b := mod.Lookup(id.Name)
						if b == nil || !b.Defined {
							return nil, s.errorf(x.P, "UndefVarError: `%s` not defined in `%s`", id.Name, mod.Path())
						}
						return b.Value, nil
					}
				}
			}
		case syntax.HeadCurly:
			return s.evalCurly(m, x, env)
		case syntax.HeadMacrocall:
			// MIME"text/plain" in a signature: Base.MIME{Symbol("text/plain")}
			if id, ok := x.Args[0].(*syntax.Ident); ok && id.Name == "@MIME_str" && len(x.Args) == 2 {
				if lit, ok := x.Args[1].(*syntax.Literal); ok && lit.Kind == syntax.LitString {
					if b := s.Base.OwnBinding("MIME"); b != nil && b.Defined {
						if mt, ok := b.Value.(types.Type); ok {
							r, err := types.Instantiate(mt, types.Symbol(lit.Value.(string)))
							if err != nil {
								return nil, s.errorf(x.P, "%v", err)
							}
							return r, nil
						}
					}
				}
			}
		case syntax.HeadCall:
			if id, ok := x.Args[0].(*syntax.Ident); ok && id.Name == "typeof" && len(x.Args) == 2 {
				v, err := s.evalTypeExpr(m, x.Args[1], env)
				if err != nil {
					return nil, err
				}
				return typeOfValue(v), nil
			}
			if !mentionsTypeVar(x, env) {
				// Any other call (MIME{Symbol("text/plain")}, Val{f(3)}):
				// Julia evaluates a signature's expressions at definition
				// time, so the call runs and its value is the parameter.
				return s.evalTypeParamCall(m, x)
			}
		case syntax.HeadWhere:
			inner := typeEnv{}
			for k, v := range env {
				inner[k] = v
			}
			var vars []*types.TypeVar
			for _, w := range x.Args[1:] {
				tv, err := s.typeVar(m, w, inner)
				if err != nil {
					return nil, err
				}
				inner[tv.Name] = tv
				vars = append(vars, tv)
			}
			body, err := s.evalTypeExpr(m, x.Args[0], inner)
			if err != nil {
				return nil, err
			}
			bt, ok := body.(types.Type)
			if !ok {
				return nil, s.errorf(x.P, "invalid type in where")
			}
			return types.UnionAllVars(bt, vars...), nil
		}
	}
	return nil, s.errorf(n.Pos(), "unsupported type expression %s", syntax.Sexpr(n))
}

// mentionsTypeVar reports whether n names one of env's static parameters
// (whose values are unknown until the method is called).
func mentionsTypeVar(n syntax.Node, env typeEnv) bool {
	switch x := n.(type) {
	case *syntax.Ident:
		_, ok := env[x.Name]
		return ok
	case *syntax.Expr:
		for _, a := range x.Args {
			if mentionsTypeVar(a, env) {
				return true
			}
		}
	}
	return false
}

// evalTypeParamCall runs the call x of a type expression in module m and
// returns its value as a type or type parameter.
func (s *Session) evalTypeParamCall(m *methods.Module, x *syntax.Expr) (any, error) {
	p, err := s.evalExpr(m, x)
	if err != nil {
		return nil, err
	}
	v, ok := s.typeParamOfObject(p)
	if !ok {
		return nil, s.errorf(x.P, "invalid type parameter %s", syntax.Sexpr(x))
	}
	return v, nil
}

func typeOfValue(v any) types.Type {
	switch x := v.(type) {
	case types.Type:
		return types.TypeOfType(x)
	}
	return types.TypeOfValue(v)
}

// typeVar evaluates a where-clause entry: T, T<:Ub, Lb<:T, Lb<:T<:Ub.
func (s *Session) typeVar(m *methods.Module, n syntax.Node, env typeEnv) (*types.TypeVar, error) {
	evalT := func(n syntax.Node) (types.Type, error) {
		v, err := s.evalTypeExpr(m, n, env)
		if err != nil {
			return nil, err
		}
		t, ok := v.(types.Type)
		if !ok {
			return nil, s.errorf(n.Pos(), "invalid bound %s", syntax.Sexpr(n))
		}
		return t, nil
	}
	switch x := n.(type) {
	case *syntax.Ident:
		return types.NewTypeVar(x.Name, nil, nil), nil
	case *syntax.Expr:
		if (x.Head == syntax.HeadSubtype || x.Head == syntax.HeadCall && isOp(x.Args[0], "<:")) && true {
			args := x.Args
			if x.Head == syntax.HeadCall {
				args = x.Args[1:]
			}
			if len(args) == 2 {
				if id, ok := args[0].(*syntax.Ident); ok {
					ub, err := evalT(args[1])
					if err != nil {
						return nil, err
					}
					return types.NewTypeVar(id.Name, nil, ub), nil
				}
			}
		}
		if x.Head == syntax.HeadSupertype && len(x.Args) == 2 {
			if id, ok := x.Args[0].(*syntax.Ident); ok {
				lb, err := evalT(x.Args[1])
				if err != nil {
					return nil, err
				}
				return types.NewTypeVar(id.Name, lb, nil), nil
			}
		}
		if x.Head == syntax.HeadComparison && len(x.Args) == 5 {
			if id, ok := x.Args[2].(*syntax.Ident); ok {
				lb, err := evalT(x.Args[0])
				if err != nil {
					return nil, err
				}
				ub, err := evalT(x.Args[4])
				if err != nil {
					return nil, err
				}
				return types.NewTypeVar(id.Name, lb, ub), nil
			}
		}
	}
	return nil, s.errorf(n.Pos(), "invalid type variable %s", syntax.Sexpr(n))
}

func isOp(n syntax.Node, name string) bool {
	id, ok := n.(*syntax.Ident)
	return ok && id.Name == name
}

func (s *Session) evalCurly(m *methods.Module, x *syntax.Expr, env typeEnv) (any, error) {
	head, err := s.evalTypeExpr(m, x.Args[0], env)
	if err != nil {
		return nil, err
	}
	var anon []*types.TypeVar
	params := make([]any, 0, len(x.Args)-1)
	for _, a := range x.Args[1:] {
		if e, ok := a.(*syntax.Expr); ok && (e.Head == syntax.HeadSubtype || e.Head == syntax.HeadSupertype) && len(e.Args) == 1 {
			b, err := s.evalTypeExpr(m, e.Args[0], env)
			if err != nil {
				return nil, err
			}
			bt, ok := b.(types.Type)
			if !ok {
				return nil, s.errorf(e.P, "invalid bound")
			}
			var tv *types.TypeVar
			if e.Head == syntax.HeadSubtype {
				tv = types.NewAnonTypeVar(nil, bt)
			} else {
				tv = types.NewAnonTypeVar(bt, nil)
			}
			anon = append(anon, tv)
			params = append(params, tv)
			continue
		}
		if e, ok := a.(*syntax.Expr); ok && e.Head == syntax.HeadSplat {
			return nil, s.errorf(e.P, "splatting in type parameters is not supported")
		}
		p, err := s.evalTypeExpr(m, a, env)
		if err != nil {
			return nil, err
		}
		params = append(params, p)
	}
	var res types.Type
	switch h := head.(type) {
	case *types.DataType:
		if h == types.UnionKind {
			ts := make([]types.Type, len(params))
			for i, p := range params {
				t, ok := p.(types.Type)
				if !ok {
					return nil, s.errorf(x.P, "invalid Union member %v", p)
				}
				ts[i] = t
			}
			res = types.MakeUnion(ts...)
		} else if h.Name == types.TupleT {
			r, err := tupleOf(params)
			if err != nil {
				return nil, s.errorf(x.P, "%s", err)
			}
			res = r
		} else {
			return nil, s.errorf(x.P, "TypeError: in Type{...} expression, expected UnionAll, got Type{%s}", h)
		}
	case *types.UnionAll:
		// An alias of a tuple type (NTuple) applies like any UnionAll:
		// NTuple{N,Int} is Tuple{Vararg{Int,N}}, not Tuple{N, Int}.
		// A where-variable used as a parameter takes the parameter's
		// bound, as in Julia (first(r::OneTo{T}) where T). (Instantiate
		// accepts any type variable, as Julia's apply_type does.) Not in
		// the bound of another static parameter (`where {T,
		// N<:Normed{T}}`): there T keeps its declared bound, which method
		// specificity compares (Julia's `rem(x::Real, ::Type{N}) where {T,
		// N<:Normed{T}}` is less specific than `rem(x::Float16, ::Type{N})
		// where N<:Normed`).
		u := types.Type(h)
		for _, p := range params {
			ua, ok := u.(*types.UnionAll)
			if !ok {
				break
			}
			if tv, ok := p.(*types.TypeVar); ok && s.inSparamBound == 0 && !types.Subtype(tv.Ub, ua.Var.Ub) && !types.HasFreeVars(ua.Var.Ub) {
				tv.Ub = types.Intersect(tv.Ub, ua.Var.Ub)
			}
			u = ua.Body
		}
		r, err := types.Instantiate(h, params...)
		if err != nil {
			return nil, s.errorf(x.P, "%s", err)
		}
		res = r
	case varargMarker:
		if len(params) < 1 {
			return nil, s.errorf(x.P, "invalid Vararg")
		}
		t, _ := params[0].(types.Type)
		n := -1
		if len(params) == 2 {
			switch c := params[1].(type) {
			case int64:
				n = int(c)
			case *types.TypeVar:
				return types.VarargVar(t, c), nil
			}
		}
		return types.VarargOf(t, n), nil
	default:
		return nil, s.errorf(x.P, "TypeError: in Type{...} expression, expected UnionAll, got %v", head)
	}
	for i := len(anon) - 1; i >= 0; i-- {
		res = types.UnionAllOf(anon[i], res)
	}
	return res, nil
}

// varargMarker is the value of the binding Vararg.
type varargMarker struct{}

func (varargMarker) KilnType() types.Type { return types.Any }
func (varargMarker) IsVarargBinding()     {}
func (varargMarker) String() string       { return "Vararg" }

func tupleOf(params []any) (types.Type, error) {
	if len(params) == 0 {
		return types.EmptyTuple, nil
	}
	return types.Instantiate(types.TupleT.Wrapper, params...)
}

func (s *Session) errorf(pos syntax.Pos, format string, args ...any) error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// Error is a compile-time error with a location (reported as Julia
// reports the corresponding exception).
type Error struct {
	Pos syntax.Pos
	Msg string
}

func (e *Error) Error() string {
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s: %s", e.Pos, e.Msg)
	}
	return e.Msg
}
