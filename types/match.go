package types

// Match matches a call's argument types against a method signature, as
// Julia's jl_subtype_env: it reports whether args <: sig and, when it is,
// the values of the signature's where-variables (the method's static
// parameters), outermost first. sig is usually a Tuple type wrapped in
// UnionAlls, such as `Tuple{typeof(f), T, Vector{T}} where T<:Real`; args is
// a Tuple of argument types, often concrete.
//
// env[i] is the value of the i-th variable: a type, or an int64 for a
// Vararg count (`Tuple{typeof(g), Vararg{Int, N}} where N` against three
// Ints binds N to int64(3)). When a value cannot be determined — the
// variable only occurs in a Vararg that matched no arguments, or the
// argument types leave it open — env[i] is a *TypeVar: the signature's own
// variable when nothing is known about it, or a fresh variable with the
// bounds that were inferred (T<:Integer for an abstract Integer argument in
// covariant position; Julia's TypeVar results for static parameters).
func Match(sig, args Type) (env []any, ok bool) {
	n := 0
	for t := sig; ; n++ {
		u, isU := t.(*UnionAll)
		if !isU {
			break
		}
		t = u.Body
	}
	if n == 0 {
		return nil, Subtype(args, sig)
	}
	if args == Bottom {
		env = make([]any, n)
		fillVars(env, sig)
		return env, true
	}
	if !quickMayMatch(args, sig) {
		return nil, false
	}
	env = make([]any, n)
	e := getEnv()
	e.envout = env
	ok = e.forallExistsSubtype(args, sig, 0)
	putEnv(e)
	if !ok {
		return nil, false
	}
	fillVars(env, sig)
	return env, true
}

func fillVars(env []any, sig Type) {
	t := sig
	for i := range env {
		u := t.(*UnionAll)
		if env[i] == nil {
			env[i] = u.Var
		}
		t = u.Body
	}
}

// quickMayMatch rejects obvious mismatches of tuple signatures without
// running the full algorithm: different arities, or a concrete argument
// whose type name is not below the signature element's.
func quickMayMatch(args, sig Type) bool {
	ad, ok := args.(*DataType)
	if !ok || ad.Name != TupleT {
		return true
	}
	sd, ok := Unwrap(sig).(*DataType)
	if !ok || sd.Name != TupleT {
		return true
	}
	na, ns := len(ad.Params), len(sd.Params)
	ava, sva := lastVararg(ad.Params) != nil, lastVararg(sd.Params) != nil
	if !ava && !sva && na != ns {
		return false
	}
	if !sva && ava {
		return true
	}
	fixed := min(na, ns)
	if ava {
		fixed = min(fixed, na-1)
	}
	if sva {
		fixed = min(fixed, ns-1)
	}
	if !ava && sva && na < ns-1 {
		return false
	}
	for i := 0; i < fixed; i++ {
		a, ok := ad.Params[i].(*DataType)
		if !ok || a.free || a.Name == TypeT {
			continue
		}
		s, ok := sd.Params[i].(*DataType)
		if !ok || s.Name == TypeT || s == Any {
			continue
		}
		if SuperAt(a, s.Name) == nil {
			return false
		}
	}
	return true
}
