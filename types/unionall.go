package types

import "fmt"

// UnionAllOf returns `body where v`. As Julia's UnionAll constructor
// (jl_type_unionall), it returns body itself when v does not occur in it,
// and v's upper bound for `T where T<:S`.
func UnionAllOf(v *TypeVar, body Type) Type {
	if body == Type(v) {
		return v.Ub
	}
	if !hasTypeVar(body, v) {
		return body
	}
	return &UnionAll{Var: v, Body: body}
}

// UnionAllVars wraps body in `where` clauses, vars outermost first:
// UnionAllVars(b, T, N) is `b where N where T` (Julia's `b where {T,N}`).
func UnionAllVars(body Type, vars ...*TypeVar) Type {
	for i := len(vars) - 1; i >= 0; i-- {
		body = UnionAllOf(vars[i], body)
	}
	return body
}

// Unwrap strips the UnionAlls around t and returns the body
// (Julia's unwrap_unionall).
func Unwrap(t Type) Type {
	for {
		u, ok := t.(*UnionAll)
		if !ok {
			return t
		}
		t = u.Body
	}
}

// Rewrap wraps t in the UnionAlls around u (outermost stays outermost),
// leaving out the variables that t does not mention (Julia's
// rewrap_unionall).
func Rewrap(t, u Type) Type {
	ua, ok := u.(*UnionAll)
	if !ok {
		return t
	}
	return UnionAllOf(ua.Var, Rewrap(t, ua.Body))
}

// WhereVars returns the variables of the UnionAlls around t, outermost
// first.
func WhereVars(t Type) []*TypeVar {
	var vs []*TypeVar
	for {
		u, ok := t.(*UnionAll)
		if !ok {
			return vs
		}
		vs = append(vs, u.Var)
		t = u.Body
	}
}

// TypeError is Julia's TypeError raised by applying parameters that violate
// a variable's bounds. Error() is the text Julia's showerror prints:
// "TypeError: in Point, in T, expected T<:Real, got Type{String}".
type TypeError struct {
	Func     string   // the type constructor: "Point"
	Context  string   // the parameter: "T"
	Expected *TypeVar // the variable with its bounds
	Got      any      // the offending parameter
}

func (e *TypeError) Error() string {
	got := ""
	switch g := e.Got.(type) {
	case *Vararg:
		got = g.String()
	case *TypeVar:
		got = "a value of type TypeVar"
	case Type:
		got = "Type{" + g.String() + "}"
	default:
		got = "a value of type " + typeNameOfValue(g)
	}
	ctx := "in " + e.Func
	if e.Context != "" {
		ctx += ", in " + e.Context
	}
	return "TypeError: " + ctx + ", expected " + e.Expected.String() + ", got " + got
}

// withinTypeVar is Julia's within_typevar: may p be substituted for a
// variable with bounds lb, ub?
func withinTypeVar(p any, lb, ub Type) bool {
	var plb, pub Type
	switch v := p.(type) {
	case *TypeVar:
		// Julia's within_typevar (jltypes.c) accepts any type variable
		// (LittleDict{K, V, <:Tuple} where the parameter requires
		// <:StoreType{K}): its bounds are not checked.
		return true
	case *Vararg:
		return false
	case Type:
		if HasFreeVars(v) {
			return true
		}
		plb, pub = v, v
	default:
		return lb == Bottom && ub == Any
	}
	return (HasFreeVars(lb) || Subtype(lb, plb)) && (HasFreeVars(ub) || Subtype(pub, ub))
}

// Instantiate applies parameters to a UnionAll (a TypeName's Wrapper, or an
// alias such as Vector): Instantiate(ArrayT.Wrapper, Int64, int64(1)) is
// Vector{Int64}. Fewer parameters than variables give a partial application
// (Array{Int64} is `Array{Int64, N} where N`); more is an error, as is a
// parameter outside its variable's bounds (a *TypeError). The parameters of
// the resulting DataType are also checked against its TypeName's bounds, so
// an alias cannot build Point{String} when Point requires T<:Real.
// Tuple{..., Union{}, ...} is Union{} (Julia 1.10).
func Instantiate(t Type, params ...any) (Type, error) {
	if t == TupleT.Wrapper && len(params) > 0 {
		// Tuple{...} takes any number of parameters, types or values
		// (Tuple{2, 3}, as StaticArrays' sizes).
		copied := false
		for i, p := range params {
			if _, ok := p.(interface{ IsVarargBinding() }); ok {
				// a bare Vararg (Tuple{Any, Vararg}): Vararg{Any}
				if !copied {
					params = append([]any(nil), params...)
					copied = true
				}
				p = &Vararg{T: Any, N: -1}
				params[i] = p
			}
			if _, ok := p.(*Vararg); ok && i != len(params)-1 {
				return nil, fmt.Errorf("Vararg can only be used in the final argument")
			}
		}
		return tupleOfParams(params), nil
	}
	for _, p := range params {
		u, ok := t.(*UnionAll)
		if !ok {
			return nil, fmt.Errorf("too many parameters for type")
		}
		lb, ub := u.Var.Lb, u.Var.Ub
		if !withinTypeVar(p, lb, ub) {
			return nil, &TypeError{Func: constructorName(u), Context: u.Var.Name, Expected: u.Var, Got: p}
		}
		r, err := substChecked(u.Body, []substPair{{u.Var, p}}, true)
		if err != nil {
			return nil, err
		}
		t = r.(Type)
	}
	return t, nil
}

// InstantiateName applies parameters to a TypeName's wrapper, with the
// checks of Instantiate.
func InstantiateName(tn *TypeName, params ...any) (Type, error) {
	return Instantiate(tn.Wrapper, params...)
}

func constructorName(t Type) string {
	if dt, ok := Unwrap(t).(*DataType); ok {
		return dt.Name.Name
	}
	return "Type"
}

type substPair struct {
	v   *TypeVar
	val any
}

type typeErr struct{ err error }

// Substitute replaces free occurrences of the variables in env by their
// values (types, or plain values such as int64 for Vararg counts and value
// parameters). Bound variables whose bounds change are renamed. It does no
// bound checks.
func Substitute(t Type, env map[*TypeVar]any) Type {
	if len(env) == 0 {
		return t
	}
	pairs := make([]substPair, 0, len(env))
	for v, x := range env {
		pairs = append(pairs, substPair{v, x})
	}
	r, _ := substChecked(t, pairs, false)
	if rt, ok := r.(Type); ok {
		return rt
	}
	return t
}

// substitute1 replaces one variable.
func substitute1(t any, v *TypeVar, val any) any {
	r, _ := substChecked(t, []substPair{{v, val}}, false)
	return r
}

func substChecked(t any, env []substPair, check bool) (r any, err error) {
	if check {
		defer func() {
			if p := recover(); p != nil {
				if te, ok := p.(typeErr); ok {
					r, err = nil, te.err
					return
				}
				panic(p)
			}
		}()
	}
	return subst(t, env, check), nil
}

func lookupPair(env []substPair, v *TypeVar) (any, bool) {
	for i := len(env) - 1; i >= 0; i-- {
		if env[i].v == v {
			return env[i].val, true
		}
	}
	return nil, false
}

func subst(t any, env []substPair, check bool) any {
	switch x := t.(type) {
	case *TypeVar:
		if v, ok := lookupPair(env, x); ok {
			return v
		}
		return x
	case *DataType:
		if !x.free {
			return x
		}
		var ps []any
		for i, p := range x.Params {
			q := subst(p, env, check)
			if ps == nil && q != p {
				ps = make([]any, len(x.Params))
				copy(ps, x.Params[:i])
			}
			if ps != nil {
				ps[i] = q
			}
		}
		if ps == nil {
			return x
		}
		return applyParams(x.Name, ps, check)
	case *Union:
		if !x.free {
			return x
		}
		ms := make([]Type, 0, len(x.Types))
		changed := false
		for _, m := range x.Types {
			q := subst(m, env, check)
			if q != any(m) {
				changed = true
			}
			qt, ok := q.(Type)
			if !ok {
				if check {
					panic(typeErr{fmt.Errorf("TypeError: in Union, expected Type, got a value of type %s", typeNameOfValue(q))})
				}
				qt = m
			}
			ms = append(ms, qt)
		}
		if !changed {
			return x
		}
		return MakeUnion(ms...)
	case *UnionAll:
		v := x.Var
		lb := substType(v.Lb, env, check)
		ub := substType(v.Ub, env, check)
		nv := v
		inner := env
		if lb != v.Lb || ub != v.Ub {
			nv = NewTypeVar(v.Name, lb, ub)
			inner = append(append([]substPair(nil), env...), substPair{v, nv})
		} else if _, shadow := lookupPair(env, v); shadow {
			inner = append(append([]substPair(nil), env...), substPair{v, v})
		} else {
			// a value mentioning v would be captured: rename
			for _, p := range env {
				if hasTypeVar(p.val, v) {
					nv = NewTypeVar(v.Name, lb, ub)
					inner = append(append([]substPair(nil), env...), substPair{v, nv})
					break
				}
			}
		}
		body := substType(x.Body, inner, check)
		if nv == v && body == x.Body {
			return x
		}
		// keep the where clause even if the variable no longer occurs
		// (NTuple{0} still takes its T), as jl_instantiate_unionall does
		return &UnionAll{Var: nv, Body: body}
	case *Vararg:
		nt := substType(x.T, env, check)
		if x.NVar == nil {
			if nt == x.T {
				return x
			}
			return &Vararg{T: nt, N: x.N}
		}
		nv := subst(x.NVar, env, check)
		switch n := nv.(type) {
		case *TypeVar:
			if n == x.NVar && nt == x.T {
				return x
			}
			return &Vararg{T: nt, N: -1, NVar: n}
		case int64:
			if n < 0 && check {
				panic(typeErr{fmt.Errorf("TypeError: in Vararg, in count, expected Int >= 0, got %d", n)})
			}
			if n > MaxTupleLength && check {
				panic(typeErr{fmt.Errorf("ArgumentError: Vararg count %d is too large: Kiln builds tuple types of at most %d elements", n, MaxTupleLength)})
			}
			return &Vararg{T: nt, N: int(n)}
		case int:
			return &Vararg{T: nt, N: n}
		default:
			if check {
				panic(typeErr{fmt.Errorf("TypeError: in Vararg, in count, expected Int, got a value of type %s", typeNameOfValue(nv))})
			}
			return &Vararg{T: nt, N: -1}
		}
	}
	return t
}

// substType substitutes in a position that must stay a type.
func substType(t Type, env []substPair, check bool) Type {
	r := subst(t, env, check)
	if rt, ok := r.(Type); ok {
		return rt
	}
	if check {
		panic(typeErr{fmt.Errorf("TypeError: expected Type, got a value of type %s", typeNameOfValue(r))})
	}
	return t
}

// applyParams builds a DataType (or Union{} for a tuple with a Union{}
// element), checking the TypeName's parameter bounds when check is set.
func applyParams(tn *TypeName, ps []any, check bool) Type {
	if tn == TupleT {
		return tupleOfParams(ps)
	}
	if check && len(tn.Params) == len(ps) {
		var env []substPair
		for i, v := range tn.Params {
			lb, ub := v.Lb, v.Ub
			if len(env) > 0 {
				lb = substType(lb, env, false)
				ub = substType(ub, env, false)
			}
			if !withinTypeVar(ps[i], lb, ub) {
				ev := v
				if lb != v.Lb || ub != v.Ub {
					ev = &TypeVar{Name: v.Name, Lb: lb, Ub: ub, id: v.id}
				}
				panic(typeErr{&TypeError{Func: tn.Name, Context: v.Name, Expected: ev, Got: ps[i]}})
			}
			env = append(env, substPair{v, ps[i]})
		}
	}
	return Apply(tn, ps...)
}

// tupleOfParams is TupleOf on parameter values.
func tupleOfParams(ps []any) Type {
	for i, p := range ps {
		if p == any(Bottom) {
			return Bottom
		}
		if va, ok := p.(*Vararg); ok && i == len(ps)-1 && va.T == Bottom {
			if va.NVar == nil && va.N > 0 {
				return Bottom
			}
			if va.NVar == nil {
				return Apply(TupleT, ps[:i]...)
			}
		}
	}
	return Apply(TupleT, ps...)
}

// TupleOf returns Tuple{ts...} with Julia 1.10's normalizations: a trailing
// Vararg with a fixed count is expanded, a Union{} element makes the whole
// tuple Union{}, and Vararg{Union{}} stands for zero elements.
func TupleOf(ts ...Type) Type {
	ps := make([]any, len(ts))
	for i, t := range ts {
		ps[i] = t
	}
	return tupleOfParams(ps)
}

// VarargOf returns Vararg{t} (n < 0) or Vararg{t, n}.
func VarargOf(t Type, n int) *Vararg { return &Vararg{T: t, N: n} }

// VarargVar returns Vararg{t, n} with a type variable count.
func VarargVar(t Type, n *TypeVar) *Vararg { return &Vararg{T: t, N: -1, NVar: n} }

// VectorOf returns Vector{t} = Array{t, 1}.
func VectorOf(t Type) *DataType { return ArrayOf(t, 1) }

// MatrixOf returns Matrix{t} = Array{t, 2}.
func MatrixOf(t Type) *DataType { return ArrayOf(t, 2) }

// AbstractArrayOf returns AbstractArray{t, n}.
func AbstractArrayOf(t Type, n int) *DataType { return Apply(AbstractArrayT, t, int64(n)) }

// AbstractVectorOf returns AbstractVector{t} = AbstractArray{t, 1}.
func AbstractVectorOf(t Type) *DataType { return AbstractArrayOf(t, 1) }

// AbstractMatrixOf returns AbstractMatrix{t} = AbstractArray{t, 2}.
func AbstractMatrixOf(t Type) *DataType { return AbstractArrayOf(t, 2) }

// NTupleOf returns NTuple{n, t}: the tuple of n elements t, normalized
// (NTupleOf(3, Int64) is Tuple{Int64, Int64, Int64}; NTupleOf(0, t) is
// Tuple{}).
func NTupleOf(n int, t Type) Type {
	if n <= 0 {
		return EmptyTuple
	}
	return tupleOfParams([]any{&Vararg{T: t, N: n}})
}

// NamedTupleOf returns NamedTuple{names, Tuple{ts...}}.
func NamedTupleOf(names []string, ts ...Type) *DataType {
	return Apply(NamedTupleT, MakeSymTuple(names), Tuple(ts...))
}

// The built-in aliases, as UnionAlls: Vector is `Array{T,1} where T`,
// NTuple is `Tuple{Vararg{T,N}} where T where N`, VecOrMat is
// `Union{Vector{T}, Matrix{T}} where T`. Use Instantiate to apply them. They
// are registered for printing (RegisterAlias) under module Base.
var (
	Vector, Matrix, VecOrMat                         Type
	AbstractVector, AbstractMatrix, AbstractVecOrMat Type
	DenseVector, DenseMatrix, DenseVecOrMat          Type
	NTuple                                           Type
)

func initAliases() {
	mk := func(tn *TypeName, n int64) Type {
		v := NewTypeVar("T", nil, nil)
		return UnionAllOf(v, Apply(tn, v, n))
	}
	mkUnion := func(tn *TypeName) Type {
		v := NewTypeVar("T", nil, nil)
		return UnionAllOf(v, MakeUnion(Apply(tn, v, int64(1)), Apply(tn, v, int64(2))))
	}
	Vector, Matrix, VecOrMat = mk(ArrayT, 1), mk(ArrayT, 2), mkUnion(ArrayT)
	AbstractVector, AbstractMatrix, AbstractVecOrMat = mk(AbstractArrayT, 1), mk(AbstractArrayT, 2), mkUnion(AbstractArrayT)
	DenseVector, DenseMatrix, DenseVecOrMat = mk(DenseArrayT, 1), mk(DenseArrayT, 2), mkUnion(DenseArrayT)
	n, t := NewTypeVar("N", nil, nil), NewTypeVar("T", nil, nil)
	NTuple = UnionAllVars(Apply(TupleT, &Vararg{T: t, N: -1, NVar: n}), n, t)
	for _, a := range []struct {
		name string
		t    Type
	}{
		{"Vector", Vector}, {"Matrix", Matrix}, {"VecOrMat", VecOrMat},
		{"AbstractVector", AbstractVector}, {"AbstractMatrix", AbstractMatrix}, {"AbstractVecOrMat", AbstractVecOrMat},
		{"DenseVector", DenseVector}, {"DenseMatrix", DenseMatrix}, {"DenseVecOrMat", DenseVecOrMat},
		{"NTuple", NTuple},
	} {
		RegisterAlias("Base", a.name, a.t, true)
	}
}
