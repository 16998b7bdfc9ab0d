package types

// Supertype returns the declared supertype of dt with dt's parameters
// substituted: Supertype(Vector{Int64}) is DenseArray{Int64, 1},
// Supertype(DataType) is Type{T} (with Type's own T free, as in Julia).
// Supertype(Any) is Any. The result is cached.
func Supertype(dt *DataType) *DataType {
	if s := dt.superp.Load(); s != nil {
		return s
	}
	tn := dt.Name
	if dt == Any || tn.Super == nil {
		if dt != Any && tn.Super == nil {
			return Any // definition not finished yet: do not cache
		}
		return Any
	}
	var s Type = tn.Super
	if len(tn.Params) > 0 && len(tn.Params) == len(dt.Params) {
		env := make([]substPair, len(tn.Params))
		for i, v := range tn.Params {
			env[i] = substPair{v, dt.Params[i]}
		}
		s = substType(tn.Super, env, false)
	}
	sd, ok := Unwrap(s).(*DataType)
	if !ok {
		sd = Any
	}
	dt.superp.Store(sd)
	return sd
}

// superOf is Supertype for the subtype walks.
func superOf(dt *DataType) *DataType { return Supertype(dt) }

// SuperAt walks up the supertypes of dt to the one whose TypeName is tn:
// SuperAt(Vector{Int64}, AbstractArrayT) is AbstractVector{Int64}. It
// returns nil when dt does not descend from tn.
func SuperAt(dt *DataType, tn *TypeName) *DataType {
	for {
		if dt.Name == tn {
			return dt
		}
		if dt == Any {
			return nil
		}
		dt = superOf(dt)
	}
}

// FieldTypes returns the types of dt's fields with dt's parameters
// substituted. For a Tuple type it is the parameters (a trailing *Vararg
// included), for a NamedTuple the parameters of its tuple type. The result
// is cached and must not be modified.
func FieldTypes(dt *DataType) []Type {
	if f := dt.fieldp.Load(); f != nil {
		return *f
	}
	var fs []Type
	switch dt.Name.Kind {
	case KindTuple:
		fs = make([]Type, len(dt.Params))
		for i, p := range dt.Params {
			fs[i] = asTypeParam(p)
		}
	case KindNamedTuple:
		if len(dt.Params) == 2 {
			if tt, ok := dt.Params[1].(*DataType); ok && tt.Name == TupleT {
				fs = FieldTypes(tt)
			}
		}
	default:
		dt.fieldBusy.Store(true)
		defer dt.fieldBusy.Store(false)
		tn := dt.Name
		var env []substPair
		if len(tn.Params) == len(dt.Params) {
			for i, v := range tn.Params {
				env = append(env, substPair{v, dt.Params[i]})
			}
		}
		fs = make([]Type, len(tn.Fields))
		for i, f := range tn.Fields {
			if f.Type == nil {
				fs[i] = Any
				continue
			}
			fs[i] = substType(f.Type, env, false)
		}
	}
	dt.fieldp.Store(&fs)
	return fs
}

func asTypeParam(p any) Type {
	if t, ok := p.(Type); ok {
		return t
	}
	return Any
}

// IsConcrete is Julia's isconcretetype: a DataType that is not abstract,
// has no free type variables and, for a Tuple, has only concrete elements
// and no Vararg. Tuple{Int64, Float64}, Vector{Integer} and Tuple{} are
// concrete; Tuple{Integer}, Type{Int64}, Integer, unions and UnionAlls are
// not.
func IsConcrete(t Type) bool {
	dt, ok := t.(*DataType)
	if !ok || dt.free || dt.Name.Abstract {
		return false
	}
	if dt.Name == TupleT {
		for _, p := range dt.Params {
			pt, ok := p.(Type)
			if !ok || !IsConcrete(pt) {
				return false
			}
		}
	}
	return true
}

// IsDispatchTuple reports whether t is a concrete Tuple type whose
// elements are all concrete or Type{T} (Julia's isdispatchtuple).
func IsDispatchTuple(t Type) bool {
	dt, ok := t.(*DataType)
	if !ok || dt.Name != TupleT || dt.free {
		return false
	}
	for _, p := range dt.Params {
		pt, ok := p.(Type)
		if !ok {
			return false
		}
		if pd, ok := pt.(*DataType); ok && pd.Name == TypeT {
			continue
		}
		if !IsConcrete(pt) {
			return false
		}
	}
	return true
}

// IsMutable reports whether t is a mutable struct type (Julia's
// ismutabletype): Array, Box, Module, DataType and user mutable structs.
func IsMutable(t Type) bool {
	dt, ok := t.(*DataType)
	return ok && dt.Name.Mutable
}

// IsAbstract reports whether t is a DataType declared abstract (Integer,
// AbstractArray{Int64,1}, Type{Int64}).
func IsAbstract(t Type) bool {
	dt, ok := t.(*DataType)
	return ok && dt.Name.Abstract
}

// IsBits is Julia's isbitstype: a concrete immutable type whose instances
// hold no references — primitive types, Ptr, and structs and tuples whose
// fields are all bits types (Nothing and function types without captures
// included). String, Symbol, Array, Module and the kinds are not. A struct
// that contains itself is not. The result is cached.
func IsBits(t Type) bool {
	dt, ok := t.(*DataType)
	if !ok {
		return false
	}
	return isBitsRec(dt, nil)
}

func isBitsRec(dt *DataType, visiting []*DataType) bool {
	switch dt.bits.Load() {
	case 1:
		return false
	case 2:
		return true
	}
	for _, v := range visiting {
		if v == dt {
			return false // recursive: not computed, not cached
		}
	}
	if fieldsBusy(dt) {
		return false // its field types refer to it: not computed, not cached
	}
	res := false
	if IsConcrete(dt) && !dt.Name.Mutable {
		switch dt.Name.Kind {
		case KindPrimitive, KindPtr:
			res = true
		case KindStruct, KindTuple, KindNamedTuple:
			res = true
			visiting = append(visiting, dt)
			for _, f := range FieldTypes(dt) {
				fd, ok := f.(*DataType)
				if !ok || !isBitsRec(fd, visiting) {
					res = false
					break
				}
			}
		}
	}
	if res {
		dt.bits.Store(2)
	} else if len(visiting) <= 1 {
		// a false answer below a recursive reference is only cached at
		// the top, where it is final
		dt.bits.Store(1)
	}
	return res
}

// hasInstance reports whether Julia would give dt a singleton instance
// (dt.instance): a concrete immutable struct or tuple of size zero, that
// is, whose fields all have singleton types themselves.
// fieldsBusy reports whether dt's field types are being computed now (see
// DataType.fieldBusy).
func fieldsBusy(dt *DataType) bool {
	return dt.Name.Incomplete || dt.fieldp.Load() == nil && dt.fieldBusy.Load()
}

func hasInstance(dt *DataType) bool { return hasInstanceDepth(dt, 0) }

func hasInstanceDepth(dt *DataType, depth int) bool {
	if depth > 32 || !IsConcrete(dt) || dt.Name.Mutable || fieldsBusy(dt) {
		return false
	}
	switch dt.Name.Kind {
	case KindStruct, KindTuple, KindNamedTuple:
		for _, f := range FieldTypes(dt) {
			fd, ok := f.(*DataType)
			if !ok || fd.Name == TypeT || !hasInstanceDepth(fd, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// IsSingleton reports whether t has exactly one instance that the compiler
// can materialize without computing it: a concrete immutable struct or
// tuple of size zero — no fields, or only fields of singleton types
// (Nothing, Tuple{}, Tuple{Nothing}, Val{3}, the types of functions and of
// closures that capture nothing) — and Type{T} for T without free type
// variables, whose one instance is T itself (as Core.Compiler's
// issingletontype). Type{T} where T has free variables is not.
func IsSingleton(t Type) bool {
	dt, ok := t.(*DataType)
	if !ok {
		return false
	}
	if dt.Name == TypeT {
		return len(dt.Params) == 1 && !paramHasFree(dt.Params[0])
	}
	return hasInstance(dt)
}

// IsKind reports whether t is one of the types of types: DataType, Union
// and UnionAll (Julia's jl_is_kind; TypeVar is not a kind).
func IsKind(t any) bool {
	return t == any(DataTypeT) || t == any(UnionKind) || t == any(UnionAllT)
}

// IsTypeType reports whether t is Type{T} for some T.
func IsTypeType(t Type) bool {
	dt, ok := t.(*DataType)
	return ok && dt.Name == TypeT
}

func isTypeType(t any) bool {
	dt, ok := t.(*DataType)
	return ok && dt.Name == TypeT
}

// IsTuple reports whether t is a Tuple DataType.
func IsTuple(t Type) bool {
	dt, ok := t.(*DataType)
	return ok && dt.Name == TupleT
}

// IsVarargTuple reports whether t is a Tuple type ending in a Vararg.
func IsVarargTuple(t Type) bool {
	dt, ok := Unwrap(t).(*DataType)
	return ok && dt.Name == TupleT && lastVararg(dt.Params) != nil
}

func lastVararg(ps []any) *Vararg {
	if len(ps) == 0 {
		return nil
	}
	va, _ := ps[len(ps)-1].(*Vararg)
	return va
}

// isType reports whether a type parameter is a type (a Julia `Type`): a
// DataType, Union or UnionAll; not a TypeVar, Vararg or plain value.
func isType(p any) bool {
	switch p.(type) {
	case *DataType, *Union, *UnionAll:
		return true
	}
	return false
}

func isTypeVar(p any) bool {
	_, ok := p.(*TypeVar)
	return ok
}

// isLeafBound is Julia's is_leaf_bound: could a diagonal variable take
// this lower bound?
func isLeafBound(v any) bool {
	if v == any(Bottom) {
		return true
	}
	switch x := v.(type) {
	case *DataType:
		if x.Name.Abstract {
			return x.Name == TypeT
		}
		return IsConcrete(x)
	case *Union, *UnionAll, *TypeVar, *Vararg:
		return false
	}
	return true
}
