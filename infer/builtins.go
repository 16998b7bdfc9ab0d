package infer

import (
	"fmt"
	"strings"
	"sync"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// Builtins lists the builtin functions of Core (implemented by the
// compiler). Intrinsics lists Core.Intrinsics.
var Builtins = []string{
	"tuple", "getfield", "setfield!", "isa", "===", "typeof", "typeassert",
	"apply_type", "isdefined", "throw", "ifelse", "nfields", "fieldtype",
	"<:", "new", "ccall", "_namedtuple", "_kwunknown", "_typejoin",
	"_promote_type", "_typestring", "_fieldname", "sizeof",
	"_array_new", "_arraylen", "_arraysize", "_arrayref", "_arrayset", "_array_resize!",
	"_array_del_beg!", "_array_grow_beg!", "_arrayunset",
	"_supertype", "_fieldcount", "_isbitstype", "_ismutabletype", "_isabstracttype", "_isconcretetype",
	"_anon_ub", "_anon_lb", "_boundscheck", "_default_eltype", "_return_type",
	"_tuple_eltype", "_diff_names", "_typevar", "_unionall", "_simdloop", "_cfunction",
}

// TypeQuery answers the type-reflection builtins (_supertype, _fieldcount,
// _isbitstype, _ismutabletype, _fieldname) for a type; ok is false when
// the query does not apply.
func TypeQuery(name string, t types.Type, i int64) (any, bool) {
	dt, isDT := types.Unwrap(t).(*types.DataType)
	switch name {
	case "_supertype":
		if isDT && dt != types.Any {
			if s := types.Supertype(dt); s != nil {
				return types.Type(s), true
			}
		}
		if dt == types.Any {
			return types.Type(types.Any), true
		}
	case "_fieldcount":
		if isDT && types.IsConcrete(dt) {
			return int64(len(types.FieldTypes(dt))), true
		}
		if isDT && dt.Name == types.TupleT && !types.IsVarargTuple(dt) && !types.HasFreeVars(dt) {
			// Tuple{Integer, 2}: its parameters, types or values
			return int64(len(dt.Params)), true
		}
		if isDT {
			return int64(len(dt.Name.Fields)), true
		}
	case "_isbitstype":
		return isDT && types.IsConcrete(dt) && types.IsBits(dt), true
	case "_ismutabletype":
		return isDT && dt.Name.Mutable, true
	case "_isabstracttype":
		return isDT && types.IsAbstract(dt) && dt.Name != types.TypeT, true
	case "_isconcretetype":
		return types.IsConcrete(t), true
	case "_tuple_eltype":
		if isDT && dt.Name.Kind == types.KindTuple || isUnionOfTuples(t) {
			return TupleEltype(t), true
		}
	case "_fieldname":
		if isDT {
			names := FieldNames(dt)
			if i >= 1 && int(i) <= len(names) {
				return types.Symbol(names[i-1]), true
			}
		}
	}
	return nil, false
}

var (
	anonMu   sync.Mutex
	anonVars = map[*ir.Value]*types.TypeVar{}
	// namedVars holds the variables of `where` in value position
	// (Core._typevar), one per call site and bounds.
	namedVars = map[namedVarKey]*types.TypeVar{}
)

type namedVarKey struct {
	v            *ir.Value
	name, lb, ub string
}

// Intrinsic classes.
var (
	sameTypeIntrinsics = words(`add_int sub_int mul_int neg_int sdiv_int udiv_int srem_int urem_int
		checked_sdiv_int checked_udiv_int checked_srem_int checked_urem_int
		and_int or_int xor_int not_int shl_int lshr_int ashr_int ctpop_int ctlz_int cttz_int
		flipsign_int bswap_int add_float sub_float mul_float div_float rem_float neg_float
		fma_float muladd_float abs_float copysign_float sqrt_llvm floor_llvm ceil_llvm
		trunc_llvm rint_llvm
		add_float_fast sub_float_fast mul_float_fast div_float_fast rem_float_fast neg_float_fast
		sqrt_llvm_fast`)
	cmpIntrinsics = words(`eq_int ne_int slt_int sle_int ult_int ule_int eq_float ne_float lt_float le_float fpiseq
		eq_float_fast ne_float_fast lt_float_fast le_float_fast`)
	convIntrinsics = words(`sext_int zext_int trunc_int sitofp uitofp fptosi fptoui fpext fptrunc bitcast`)
	// Pointer intrinsics: pointerref(p::Ptr{T}, i::Int, align::Int) loads
	// the i-th T at p; pointerset(p::Ptr{T}, x::T, i::Int, align::Int)
	// stores x there and returns p.
	ptrIntrinsics = words(`pointerref pointerset`)
	// Intrinsics that may throw (or, for the pointer intrinsics, touch
	// memory): never folded, never effect-free.
	throwingIntrinsics = words(`checked_sdiv_int checked_udiv_int checked_srem_int checked_urem_int pointerref pointerset`)
)

// Intrinsics lists every intrinsic name.
var Intrinsics = func() []string {
	var out []string
	for _, m := range []map[string]bool{sameTypeIntrinsics, cmpIntrinsics, convIntrinsics, ptrIntrinsics} {
		for k := range m {
			out = append(out, k)
		}
	}
	return out
}()

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// IsIntrinsic reports whether name is a Core.Intrinsics function.
func IsIntrinsic(name string) bool {
	return sameTypeIntrinsics[name] || cmpIntrinsics[name] || convIntrinsics[name] || ptrIntrinsics[name]
}

func constOf(t any) (any, bool) { return IsConst(t) }

// VarargBinding is implemented by the value of the binding Core.Vararg
// (the driver's), which is not a type: Core.apply_type applies it to an
// element type and an optional count, giving a *types.Vararg.
type VarargBinding interface{ IsVarargBinding() }

// varargTfunc is Core.apply_type(Vararg, T[, N]) on constants.
func varargTfunc(args []any) (any, bool) {
	if len(args) < 1 || len(args) > 2 {
		return types.Bottom, false
	}
	t, ok := constType(args[0])
	if !ok {
		return types.Any, false
	}
	if _, va := t.(*types.Vararg); va {
		return types.Bottom, false
	}
	if len(args) == 1 {
		return &Const{Val: types.VarargOf(t, -1)}, true
	}
	n, ok := IsConst(args[1])
	if !ok {
		return types.Any, false
	}
	switch n := n.(type) {
	case int64:
		if n < 0 {
			return types.Bottom, false
		}
		return &Const{Val: types.VarargOf(t, int(n))}, true
	case *types.TypeVar:
		return &Const{Val: types.VarargVar(t, n)}, true
	}
	return types.Bottom, false
}

func constType(t any) (types.Type, bool) {
	v, ok := IsConst(t)
	if !ok {
		return nil, false
	}
	tt, ok := v.(types.Type)
	return tt, ok
}

// FieldIndex returns the 0-based index of field `sel` (an int64 1-based
// index or a Symbol) of the concrete type dt.
func FieldIndex(dt *types.DataType, sel any) (int, bool) {
	n := len(types.FieldTypes(dt))
	switch s := sel.(type) {
	case int64:
		if s >= 1 && int(s) <= n {
			return int(s) - 1, true
		}
	case types.Symbol:
		names := FieldNames(dt)
		for i, nm := range names {
			if nm == string(s) {
				return i, i < n
			}
		}
	}
	return 0, false
}

// FieldTypeAt is Julia's get_fieldtype (src/builtins.c) for a field index
// i (1-based) of a DataType: the declared type of field i, except that in a
// tuple type ending in a Vararg every index from the Vararg's position on
// has the Vararg's element type (fieldtype(Tuple{Int, Vararg{Bool}}, 5) is
// Bool), and a tuple type's value parameter (Tuple{2, 3}) is returned as it
// is. ok is false when there is no field i.
func FieldTypeAt(dt *types.DataType, i int) (ft any, ok bool) {
	if dt.Name == types.TupleT {
		n := len(dt.Params)
		if n > 0 && i >= n {
			if va, isva := dt.Params[n-1].(*types.Vararg); isva {
				return va.T, true
			}
		}
		if i >= 1 && i <= n {
			return dt.Params[i-1], true
		}
		return nil, false
	}
	fts := types.FieldTypes(dt)
	if i < 1 || i > len(fts) {
		return nil, false
	}
	return fts[i-1], true
}

// FieldNames returns the field names of a concrete type.
func FieldNames(dt *types.DataType) []string {
	switch dt.Name.Kind {
	case types.KindNamedTuple:
		if st, ok := dt.Params[0].(types.SymTuple); ok {
			return st.Names()
		}
		return nil
	case types.KindTuple:
		return nil
	}
	out := make([]string, len(dt.Name.Fields))
	for i, f := range dt.Name.Fields {
		out[i] = f.Name
	}
	return out
}

// builtinTfunc returns the result lattice type of a builtin call and
// whether the call is free of effects (cannot throw, no side effects).
func builtinTfunc(name string, args []any, v *ir.Value) (any, bool) {
	if err, _ := CheckBuiltinArgs(name, args); err != nil {
		return types.Bottom, false
	}
	if IsIntrinsic(name) && !throwingIntrinsics[name] {
		if c, ok := foldIntrinsic(name, args); ok {
			return &Const{Val: c}, true
		}
	}
	switch {
	case sameTypeIntrinsics[name]:
		if len(args) == 0 {
			return types.Bottom, false
		}
		return Widen(args[0]), !throwingIntrinsics[name]
	case cmpIntrinsics[name]:
		return types.Bool, true
	case ptrIntrinsics[name]:
		if len(args) == 0 {
			return types.Bottom, false
		}
		p, ok := Widen(args[0]).(*types.DataType)
		if !ok || p.Name != types.PtrT || len(p.Params) != 1 {
			if types.Intersect(Widen(args[0]), types.PtrT.Wrapper) != types.Bottom {
				// An abstract argument (code inferred on Any) that
				// may be a pointer at run time.
				return types.Any, false
			}
			return types.Bottom, false
		}
		if name == "pointerset" {
			return p, false
		}
		if et, ok := p.Params[0].(types.Type); ok {
			return et, false
		}
		return types.Any, false
	case convIntrinsics[name]:
		if len(args) == 2 {
			if t, ok := constType(args[0]); ok {
				return t, true
			}
		}
		return types.Any, false
	}
	switch name {
	case "tuple":
		ts := make([]types.Type, len(args))
		allConst := true
		vals := make([]any, len(args))
		for i, a := range args {
			ts[i] = Widen(a)
			if c, ok := a.(*Const); ok {
				vals[i] = c.Val
			} else {
				allConst = false
			}
		}
		tt := types.Tuple(ts...)
		if allConst {
			return &Const{Val: &types.TupleValue{Type: tt, Elems: vals}}, true
		}
		// A tuple of small unions is one of a few concrete tuple types
		// (the same type to Julia): held as that union, it stays by
		// value where a tuple with a union element would be boxed
		// ((i, x) of enumerate over a Vector{Union{Missing, Float64}}).
		if !types.IsConcrete(tt) {
			if ms := concreteMembers(tt, MaxUnion); len(ms) > 1 {
				return types.MakeUnion(ms...), true
			}
		}
		return tt, true
	case "getfield":
		if len(args) < 2 {
			return types.Bottom, false
		}
		return getfieldTfunc(args[0], args[1])
	case "setfield!":
		if len(args) != 3 {
			return types.Bottom, false
		}
		return args[2], false
	case "isa":
		if len(args) != 2 {
			return types.Bottom, false
		}
		t, ok := constType(args[1])
		if !ok {
			return types.Bool, true
		}
		w := Widen(args[0])
		if types.Subtype(w, t) {
			return &Const{Val: true}, true
		}
		if types.Intersect(w, t) == types.Bottom {
			return &Const{Val: false}, true
		}
		return types.Bool, true
	case "===":
		if len(args) != 2 {
			return types.Bottom, false
		}
		a, aok := constOf(args[0])
		b, bok := constOf(args[1])
		if aok && bok {
			return &Const{Val: ConstEqual(a, b) && TypeOf(a) == TypeOf(b)}, true
		}
		if types.Intersect(Widen(args[0]), Widen(args[1])) == types.Bottom {
			return &Const{Val: false}, true
		}
		return types.Bool, true
	case "typeof":
		if len(args) != 1 {
			return types.Bottom, false
		}
		w := Widen(args[0])
		if c, ok := args[0].(*Const); ok {
			if t, ok := c.Val.(types.Type); ok {
				return &Const{Val: types.TypeOfTypeValue(t)}, true
			}
		}
		if types.IsConcrete(w) {
			return &Const{Val: w}, true
		}
		if isTypeType(w) {
			return &Const{Val: types.DataTypeT}, true
		}
		if u, ok := w.(*types.Union); ok {
			// A value of a union of concrete types has one of their
			// types: typeof(x::Union{Nothing, Int64}) is a
			// Union{Type{Nothing}, Type{Int64}}, as Julia's
			// typeof_tfunc, so that calls on it split on the type.
			ms := make([]types.Type, len(u.Types))
			for i, m := range u.Types {
				if !types.IsConcrete(m) {
					return types.Any, true
				}
				ms[i] = types.TypeOfType(m)
			}
			return types.MakeUnion(ms...), true
		}
		return types.Any, true
	case "typeassert":
		if len(args) != 2 {
			return types.Bottom, false
		}
		t, ok := constType(args[1])
		if !ok {
			return args[0], false
		}
		w := Widen(args[0])
		if types.Subtype(w, t) {
			return args[0], true
		}
		return types.Intersect(w, t), false
	case "apply_type":
		if len(args) < 1 {
			return types.Bottom, false
		}
		if hv, ok := IsConst(args[0]); ok {
			if _, ok := hv.(VarargBinding); ok {
				return varargTfunc(args[1:])
			}
		}
		head, ok := constType(args[0])
		if !ok {
			return types.Any, false
		}
		params := make([]any, len(args)-1)
		for i, a := range args[1:] {
			c, ok := constOf(a)
			if !ok {
				return types.Any, false
			}
			params[i] = c
		}
		switch head {
		case types.UnionKind:
			ts := make([]types.Type, len(params))
			for i, p := range params {
				t, ok := p.(types.Type)
				if !ok {
					return types.Bottom, false
				}
				ts[i] = t
			}
			return &Const{Val: types.MakeUnion(ts...)}, true
		case types.TupleT.Wrapper:
			// Tuple{...}: types, or values (Tuple{2, 3}, StaticArrays'
			// sizes).
			if len(params) == 0 {
				return &Const{Val: types.EmptyTuple}, true
			}
			r, err := types.Instantiate(head, params...)
			if err != nil {
				return types.Bottom, false
			}
			return &Const{Val: types.WrapAnonVars(r, params)}, true
		}
		r, err := types.Instantiate(head, params...)
		if err != nil {
			return types.Bottom, false
		}
		// Anonymous variables (T{<:S}) bind around the result.
		return &Const{Val: types.WrapAnonVars(r, params)}, true
	case "_anon_ub", "_anon_lb":
		if len(args) == 1 {
			if t, ok := constType(args[0]); ok {
				// One variable per call site, so that the fixed-point
				// iteration sees the same constant every time.
				anonMu.Lock()
				defer anonMu.Unlock()
				if tv, ok := anonVars[v]; ok {
					return &Const{Val: tv}, true
				}
				var tv *types.TypeVar
				if name == "_anon_ub" {
					tv = types.NewAnonTypeVar(nil, t)
				} else {
					tv = types.NewAnonTypeVar(t, nil)
				}
				anonVars[v] = tv
				return &Const{Val: tv}, true
			}
		}
		return types.Any, false
	case "_typevar":
		// Core._typevar(:T[, lb], ub): the variable of `A where T` in
		// value position (Julia's TypeVar(:T, lb, ub)), folded when the
		// name and bounds are constants.
		if len(args) < 1 || len(args) > 3 {
			return types.Bottom, false
		}
		c, ok := IsConst(args[0])
		if !ok {
			return types.Any, false
		}
		sym, ok := c.(types.Symbol)
		if !ok {
			return types.Any, false
		}
		var lb, ub types.Type = types.Bottom, types.Any
		switch len(args) {
		case 2:
			if ub, ok = constType(args[1]); !ok {
				return types.Any, false
			}
		case 3:
			if lb, ok = constType(args[1]); !ok {
				return types.Any, false
			}
			if ub, ok = constType(args[2]); !ok {
				return types.Any, false
			}
		}
		key := namedVarKey{v, string(sym), lb.String(), ub.String()}
		anonMu.Lock()
		defer anonMu.Unlock()
		tv, ok := namedVars[key]
		if !ok {
			tv = types.NewTypeVar(string(sym), lb, ub)
			namedVars[key] = tv
		}
		return &Const{Val: tv}, true
	case "_unionall":
		// Core._unionall(T, body): UnionAll(T, body), folded for
		// constants.
		if len(args) != 2 {
			return types.Bottom, false
		}
		c, ok := IsConst(args[0])
		if !ok {
			return types.Any, false
		}
		tv, ok := c.(*types.TypeVar)
		if !ok {
			return types.Any, false
		}
		body, ok := constType(args[1])
		if !ok {
			return types.Any, false
		}
		return &Const{Val: types.UnionAllOf(tv, body)}, true
	case "isdefined":
		if len(args) != 2 {
			return types.Bool, false
		}
		if c, ok := args[0].(*Const); ok {
			if _, isMod := c.Val.(*methods.Module); isMod {
				return types.Bool, true
			}
		}
		if Widen(args[0]) == types.ModuleT {
			// a global of a module known only at run time
			return types.Bool, true
		}
		dt, ok := Widen(args[0]).(*types.DataType)
		sel, sok := constOf(args[1])
		if ok && sok && types.IsConcrete(dt) {
			i, found := FieldIndex(dt, sel)
			if !found {
				return &Const{Val: false}, true
			}
			ft := types.FieldTypes(dt)[i]
			if dt.Name.Kind == types.KindNamedTuple || dt.Name.Kind == types.KindTuple || types.IsBits(ft) || isGhostLike(ft) {
				return &Const{Val: true}, true
			}
		}
		return types.Bool, true
	case "throw":
		return types.Bottom, false
	case "ifelse":
		if len(args) != 3 {
			return types.Bottom, false
		}
		if c, ok := constOf(args[0]); ok {
			if b, ok := c.(bool); ok {
				if b {
					return args[1], true
				}
				return args[2], true
			}
		}
		return Join(args[1], args[2]), true
	case "nfields":
		if len(args) == 1 {
			if dt, ok := Widen(args[0]).(*types.DataType); ok && types.IsConcrete(dt) {
				return &Const{Val: int64(len(types.FieldTypes(dt)))}, true
			}
			// A tuple type without Vararg has a fixed length even when an
			// element type is abstract (Tuple{Type{Int64}, Int64}).
			if dt, ok := Widen(args[0]).(*types.DataType); ok && dt.Name == types.TupleT && !types.HasFreeVars(dt) {
				fixed := true
				for _, p := range dt.Params {
					if _, va := p.(*types.Vararg); va {
						fixed = false
					}
				}
				if fixed {
					return &Const{Val: int64(len(dt.Params))}, true
				}
			}
		}
		return types.Int64, true
	case "fieldtype":
		if len(args) == 2 {
			t, ok := constType(args[0])
			sel, sok := constOf(args[1])
			if dt, isdt := t.(*types.DataType); ok && sok && isdt {
				if k, isint := sel.(int64); isint && dt.Name == types.TupleT {
					if ft, found := FieldTypeAt(dt, int(k)); found {
						return &Const{Val: ft}, true
					}
					return types.Any, false
				}
				if i, found := FieldIndex(dt, sel); found {
					if dt.Name == types.TupleT && i < len(dt.Params) {
						if _, isType := dt.Params[i].(types.Type); !isType {
							// Tuple{2, 3}: the field "type" is the value
							return &Const{Val: dt.Params[i]}, true
						}
					}
					return &Const{Val: types.FieldTypes(dt)[i]}, true
				}
			}
		}
		return types.Any, false
	case "<:":
		if len(args) == 2 {
			a, aok := constType(args[0])
			b, bok := constType(args[1])
			if aok && bok {
				return &Const{Val: types.Subtype(a, b)}, true
			}
		}
		return types.Bool, false
	case "new":
		if len(args) >= 1 {
			if t, ok := constType(args[0]); ok {
				if dt, ok := t.(*types.DataType); ok && types.IsConcrete(dt) {
					if types.IsSingleton(dt) {
						return dt, true
					}
					if len(args)-1 < len(types.FieldTypes(dt)) {
						return dt, !dt.Name.Mutable
					}
					if !dt.Name.Mutable && len(args)-1 == len(types.FieldTypes(dt)) {
						vals := make([]any, 0, len(args)-1)
						for i, a := range args[1:] {
							c, ok := a.(*Const)
							if !ok || !types.Subtype(TypeOf(c.Val), types.FieldTypes(dt)[i]) || !types.IsBits(TypeOf(c.Val)) {
								vals = nil
								break
							}
							vals = append(vals, c.Val)
						}
						if vals != nil {
							return &Const{Val: &types.StructValue{Type: dt, Fields: vals}}, true
						}
					}
					return dt, !dt.Name.Mutable
				}
			}
		}
		return types.Any, false
	case "ccall":
		if len(args) >= 2 {
			if t, ok := constType(args[1]); ok {
				if t == types.Nothing {
					return &Const{Val: types.NothingValue}, false
				}
				return t, false
			}
		}
		return types.Any, false
	case "_namedtuple":
		if len(args) >= 1 {
			if c, ok := constOf(args[0]); ok {
				if tv, ok := c.(*types.TupleValue); ok && len(tv.Elems) == len(args)-1 {
					names := make([]string, len(tv.Elems))
					for i, e := range tv.Elems {
						s, _ := e.(types.Symbol)
						names[i] = string(s)
					}
					ts := make([]types.Type, len(args)-1)
					for i, a := range args[1:] {
						ts[i] = Widen(a)
					}
					return namedTupleLiteralType(names, ts), true
				}
			}
		}
		return types.Any, false
	case "_kwunknown":
		if len(args) == 2 {
			dt, ok := Widen(args[0]).(*types.DataType)
			c, cok := constOf(args[1])
			tv, tok := c.(*types.TupleValue)
			if ok && cok && tok && dt.Name.Kind == types.KindNamedTuple {
				allowed := map[string]bool{}
				for _, e := range tv.Elems {
					if s, ok := e.(types.Symbol); ok {
						allowed[string(s)] = true
					}
				}
				for _, n := range FieldNames(dt) {
					if !allowed[n] {
						return &Const{Val: true}, true
					}
				}
				return &Const{Val: false}, true
			}
		}
		return types.Bool, true
	case "_typejoin", "_promote_type":
		if len(args) == 2 {
			a, aok := constType(args[0])
			b, bok := constType(args[1])
			if aok && bok {
				return &Const{Val: TypeJoin(a, b)}, true
			}
		}
		return types.Any, true
	case "_diff_names":
		if len(args) == 2 {
			a, aok := constOf(args[0])
			b, bok := constOf(args[1])
			if aok && bok {
				if tv, ok := DiffNames(a, b); ok {
					return &Const{Val: tv}, true
				}
			}
		}
		return types.Any, false
	case "_typestring":
		// Never folded: how a type prints depends on what Main sees when
		// it is printed (a `using` that makes its name or an alias of it
		// visible, an alias Main defines later), and code compiled now may
		// run after such a change, or in another process from an image.
		return types.String, true
	case "_fieldname":
		if len(args) == 2 {
			t, ok := constType(args[0])
			i, iok := constOf(args[1])
			if k, kok := i.(int64); ok && iok && kok {
				if v, ok := TypeQuery(name, t, k); ok {
					return &Const{Val: v}, true
				}
			}
		}
		return types.SymbolT, false
	case "_return_type":
		// Core._return_type(Tuple{typeof(f), argtypes...}): the inferred
		// return type of that call, asked at run time (Test's @inferred).
		return types.Any, false
	case "_supertype", "_fieldcount", "_isbitstype", "_ismutabletype", "_isabstracttype", "_isconcretetype", "_tuple_eltype":
		if len(args) == 1 {
			if t, ok := constType(args[0]); ok {
				if v, ok := TypeQuery(name, t, 0); ok {
					return &Const{Val: v}, true
				}
			}
		}
		switch name {
		case "_supertype", "_tuple_eltype":
			return types.Any, false
		case "_fieldcount":
			return types.Int64, false
		}
		return types.Bool, false
	case "sizeof":
		return types.Int64, true
	case "_array_new":
		if len(args) >= 1 {
			if t, ok := constType(args[0]); ok {
				if dt, ok := t.(*types.DataType); ok && dt.Name == types.ArrayT && types.IsConcrete(dt) {
					return dt, false
				}
			}
		}
		return types.Any, false
	case "_arraylen", "_arraysize":
		return types.Int64, true
	case "_boundscheck":
		// true, except in the @inbounds variant of the code (codegen)
		return types.Bool, true
	case "_simdloop":
		// the @simd loop marker (lower/control.go simdLoop)
		return types.Nothing, true
	case "_arrayref":
		if len(args) == 2 {
			if dt, ok := Widen(args[0]).(*types.DataType); ok && dt.Name == types.ArrayT {
				if et, ok := dt.Params[0].(types.Type); ok {
					return latticeOfParam(et), false
				}
			}
		}
		return types.Any, false
	case "_arrayset":
		if len(args) == 3 {
			return args[0], false
		}
		return types.Any, false
	case "_array_resize!", "_arrayunset":
		return &Const{Val: types.NothingValue}, false
	case "_array_del_beg!", "_array_grow_beg!":
		return types.Bool, false
	}
	return types.Any, false
}

func getfieldTfunc(x, sel any) (any, bool) {
	s, sok := constOf(sel)
	if _, isConst := x.(*Const); (!isConst || !sok) && Widen(x) == types.ModuleT {
		// a global, read at run time (of a module known only then, or a
		// name known only then: getfield(Main, Symbol("day", n)))
		return types.Any, false
	}
	if c, ok := x.(*Const); ok && sok {
		if m, ok := c.Val.(*methods.Module); ok {
			if name, ok := s.(types.Symbol); ok {
				if b := m.Lookup(string(name)); b != nil && b.Defined && b.Const {
					return &Const{Val: b.Value}, true
				} else if b != nil && b.DeclType != nil {
					return b.DeclType, false
				}
			}
			return types.Any, false
		}
	}
	if c, ok := x.(*Const); ok && sok {
		switch xv := c.Val.(type) {
		case *types.TupleValue:
			if i, ok := s.(int64); ok && i >= 1 && int(i) <= len(xv.Elems) {
				return &Const{Val: xv.Elems[i-1]}, true
			}
		case *types.StructValue:
			if i, ok := FieldIndex(xv.Type, s); ok && i < len(xv.Fields) {
				return &Const{Val: xv.Fields[i]}, true
			}
		}
	}
	w := Widen(x)
	if u, ok := w.(*types.Union); ok && sok {
		// A union of tuples or structs: the join of each member's field.
		var t any = types.Bottom
		for _, m := range u.Types {
			ft, _ := getfieldTfunc(m, sel)
			t = Join(t, Widen(ft))
		}
		return t, false
	}
	dt, ok := w.(*types.DataType)
	if !ok {
		return types.Any, false
	}
	if !types.IsConcrete(dt) {
		// An abstract tuple type of known length (Tuple{Union{Int64,
		// Float64}, Int64}): a constant index gives that element's type.
		if dt.Name == types.TupleT && types.IsVarargTuple(dt) && !types.HasFreeVars(dt) {
			// A tuple of unknown length (Tuple{Int64, Vararg{Int64}}):
			// element i's type, for a constant i, or the join of the
			// element types.
			var t any = types.Bottom
			i, isInt := s.(int64)
			for k, p := range dt.Params {
				switch pt := p.(type) {
				case *types.Vararg:
					t = Join(t, pt.T)
				case types.Type:
					if sok && isInt && int(i) == k+1 {
						return pt, false
					}
					if !sok {
						t = Join(t, pt)
					}
				}
			}
			if sok && !isInt {
				return types.Any, false
			}
			return t, false
		}
		if dt.Name != types.TupleT || !sok {
			return types.Any, false
		}
		elems, ok := TupleElems(dt)
		i, isInt := s.(int64)
		if !ok || !isInt || i < 1 || int(i) > len(elems) {
			return types.Any, false
		}
		return Widen(elems[i-1]), false
	}
	fts := types.FieldTypes(dt)
	if sok {
		i, found := FieldIndex(dt, s)
		if !found {
			return types.Bottom, false
		}
		return latticeOfParam(fts[i]), true
	}
	// Unknown index: the join of the field types.
	var t any = types.Bottom
	for _, ft := range fts {
		t = Join(t, ft)
	}
	return t, false
}

// TypeJoin is Julia's typejoin for the common cases: the nearest common
// supertype of two types.
func TypeJoin(a, b types.Type) types.Type {
	if types.Subtype(a, b) {
		return b
	}
	if types.Subtype(b, a) {
		return a
	}
	da, ok1 := a.(*types.DataType)
	db, ok2 := b.(*types.DataType)
	if !ok1 || !ok2 {
		return types.Any
	}
	// Tuples of one length join element by element, as Julia's typejoin
	// (`[(1, 2), (3, 4.0)]` is a Vector{Tuple{Int64, Real}}).
	if types.IsTuple(da) && types.IsTuple(db) && len(da.Params) == len(db.Params) &&
		!types.IsVarargTuple(da) && !types.IsVarargTuple(db) {
		ps := make([]types.Type, len(da.Params))
		for i := range da.Params {
			pa, okA := da.Params[i].(types.Type)
			pb, okB := db.Params[i].(types.Type)
			if !okA || !okB {
				return types.Any
			}
			ps[i] = TypeJoin(pa, pb)
		}
		return types.Tuple(ps...)
	}
	// Of different lengths: the common prefix joined element by element,
	// the longer one's rest as a Vararg, as Julia's typejoin
	// (Tuple{Int64, Int64} and Tuple{Float64} join to
	// Tuple{Real, Vararg{Int64}}: `[(1, 2), (3,)]` is a
	// Vector{Tuple{Int64, Vararg{Int64}}}).
	if types.IsTuple(da) && types.IsTuple(db) && !types.IsVarargTuple(da) && !types.IsVarargTuple(db) {
		short, long := da.Params, db.Params
		if len(short) > len(long) {
			short, long = long, short
		}
		ps := make([]types.Type, 0, len(short)+1)
		for i := range short {
			pa, okA := short[i].(types.Type)
			pb, okB := long[i].(types.Type)
			if !okA || !okB {
				return types.Any
			}
			ps = append(ps, TypeJoin(pa, pb))
		}
		var rest types.Type = types.Bottom
		for _, p := range long[len(short):] {
			pt, ok := p.(types.Type)
			if !ok {
				return types.Any
			}
			rest = TypeJoin(rest, pt)
		}
		ps = append(ps, types.VarargOf(rest, -1))
		return types.Tuple(ps...)
	}
	if !types.IsTuple(da) && !types.IsTuple(db) {
		// Julia's typejoin: the first supertype of b whose name a's
		// supertypes reach, with the parameters on which the two differ
		// left as variables (typejoin(Vector{Int64}, Vector{String}) is
		// Vector, typejoin(Vector{Int64}, Matrix{Int64}) Array{Int64}).
		for s := db; s != nil && s != types.Any; s = types.Supertype(s) {
			if s.Name.Wrapper == nil || !types.Subtype(da, s.Name.Wrapper) {
				continue
			}
			x := da
			for x != nil && x.Name != s.Name {
				x = types.Supertype(x)
			}
			if x == nil || len(x.Params) != len(s.Params) || len(x.Params) != len(s.Name.Params) {
				break
			}
			if x.Name == types.TypeT && (isFreeVar(x.Params[0]) || isFreeVar(s.Params[0])) {
				// Julia's "special Type{T} supertype": typejoin(DataType,
				// UnionAll) is Type.
				return types.TypeT.Wrapper
			}
			params := make([]any, len(x.Params))
			var vars []*types.TypeVar
			for i := range x.Params {
				if sameParam(x.Params[i], s.Params[i]) {
					params[i] = x.Params[i]
				} else {
					params[i] = s.Name.Params[i]
					vars = append(vars, s.Name.Params[i])
				}
			}
			r, err := types.Instantiate(s.Name.Wrapper, params...)
			if err != nil {
				break
			}
			return types.UnionAllVars(r, vars...)
		}
	}
	for s := da; s != nil; s = types.Supertype(s) {
		if types.Subtype(db, s) {
			return s
		}
		if s == types.Any {
			break
		}
	}
	return types.Any
}

// isFreeVar reports whether p is a type variable with no bounds (the T of
// DataType's supertype Type{T}).
func isFreeVar(p any) bool {
	v, ok := p.(*types.TypeVar)
	return ok && v.Lb == types.Bottom && v.Ub == types.Any
}

// sameParam reports whether two type parameters are the same: equal types
// or equal values.
func sameParam(a, b any) bool {
	ta, okA := a.(types.Type)
	tb, okB := b.(types.Type)
	if okA || okB {
		return okA && okB && types.Equal(ta, tb)
	}
	defer func() { _ = recover() }()
	return a == b
}

func isGhostLike(t types.Type) bool {
	return types.IsSingleton(t)
}

// BuiltinArgError is the error a builtin call always throws for the
// argument types it is given (Julia's JL_NARGS and JL_TYPECHK checks in
// src/builtins.c and src/runtime_intrinsics.c).
type BuiltinArgError struct {
	// Kind is "ArgumentError" or "ErrorException" (with Msg), or
	// "TypeError": TypeError(Func, "", Expected, argument Arg).
	Kind     string
	Msg      string
	Func     string
	Expected types.Type
	Arg      int
}

func (e *BuiltinArgError) Error() string {
	if e.Kind == "TypeError" {
		return fmt.Sprintf("TypeError: in %s, expected %s", e.Func, e.Expected)
	}
	return e.Kind + ": " + e.Msg
}

// builtinArity is the least and the most arguments of each builtin (-1:
// any number), as Julia's JL_NARGS; the internal builtins (a leading _, new,
// ccall) follow what lowering and Base give them.
var builtinArity = map[string][2]int{
	"typeof": {1, 1}, "isa": {2, 2}, "===": {2, 2}, "ifelse": {3, 3}, "typeassert": {2, 2},
	"getfield": {2, 4}, "setfield!": {3, 4}, "nfields": {1, 1}, "fieldtype": {2, 3},
	"isdefined": {2, 3}, "<:": {2, 2}, "throw": {1, 1}, "sizeof": {1, 1},
	"apply_type": {1, -1}, "tuple": {0, -1}, "new": {1, -1}, "ccall": {2, -1},
	"_namedtuple": {1, -1}, "_kwunknown": {2, 2}, "_typejoin": {2, 2}, "_promote_type": {2, 2},
	"_typestring": {1, 1}, "_fieldname": {2, 2}, "_array_new": {1, -1}, "_arraylen": {1, 1},
	"_arraysize": {2, 2}, "_arrayref": {2, 2}, "_arrayset": {3, 3}, "_array_resize!": {2, 2}, "_array_del_beg!": {2, 2}, "_array_grow_beg!": {2, 2}, "_arrayunset": {2, 2},
	"_supertype": {1, 1}, "_fieldcount": {1, 1}, "_isbitstype": {1, 1}, "_ismutabletype": {1, 1},
	"_isabstracttype": {1, 1}, "_isconcretetype": {1, 1}, "_anon_ub": {1, 1}, "_anon_lb": {1, 1},
	"_boundscheck": {0, 0}, "_return_type": {1, 1}, "_tuple_eltype": {1, 1},
	"_diff_names": {2, 2}, "_typevar": {1, 3}, "_unionall": {2, 2}, "_simdloop": {0, 0},
	"_cfunction": {3, 3},
}

// DiffNames is Core._diff_names(an, bn): the names of the tuple of
// symbols an that are not in bn, in order (the names a method's `kw...`
// receives: Julia's diff_names, base/namedtuple.jl, which Julia folds by
// concrete evaluation). ok is false unless both are tuples of symbols.
func DiffNames(an, bn any) (*types.TupleValue, bool) {
	a, aok := symNames(an)
	b, bok := symNames(bn)
	if !aok || !bok {
		return nil, false
	}
	drop := make(map[string]bool, len(b))
	for _, n := range b {
		drop[n] = true
	}
	tv := &types.TupleValue{}
	var ts []types.Type
	for _, n := range a {
		if !drop[n] {
			ts = append(ts, types.SymbolT)
			tv.Elems = append(tv.Elems, types.Symbol(n))
		}
	}
	tv.Type = types.Tuple(ts...)
	return tv, true
}

// symNames reads a tuple of symbols (a constant tuple value, or the
// names parameter of a NamedTuple type).
func symNames(v any) ([]string, bool) {
	switch x := v.(type) {
	case types.SymTuple:
		return x.Names(), true
	case *types.TupleValue:
		out := make([]string, len(x.Elems))
		for i, e := range x.Elems {
			s, ok := e.(types.Symbol)
			if !ok {
				return nil, false
			}
			out[i] = string(s)
		}
		return out, true
	}
	return nil, false
}

// TupleEltype is Julia's eltype of a tuple type (_compute_eltype in
// base/tuple.jl): the promote_typejoin of its element types, the last
// joined first (Real for Tuple{Int64, Float64}, Union{Nothing, Int64} for
// Tuple{Int64, Nothing}, Union{} for Tuple{}), a Vararg counting as its
// element type and a union of tuple types joining the members' eltypes.
// Core._tuple_eltype answers it, so that inference folds the element type
// of a tuple of any length (pairs of a call's keyword arguments).
func TupleEltype(t types.Type) types.Type {
	switch x := t.(type) {
	case *types.Union:
		var r types.Type = types.Bottom
		for _, m := range x.Types {
			r = promoteTypejoin(r, TupleEltype(m))
		}
		return r
	case *types.DataType:
		if x.Name.Kind != types.KindTuple {
			return types.Any
		}
		var r types.Type = types.Bottom
		for i, p := range x.Params {
			if va, ok := p.(*types.Vararg); ok {
				p = va.T
			}
			et, ok := p.(types.Type)
			if !ok {
				return types.Bottom // Tuple{2} is uninhabited
			}
			if _, free := et.(*types.TypeVar); free {
				et = types.Any
			}
			if i == 0 {
				r = et
				continue
			}
			if r == types.Any {
				return r
			}
			r = promoteTypejoin(et, r)
		}
		return r
	}
	return types.Any
}

// isUnionOfTuples reports whether t is a union whose members are all
// tuple types.
func isUnionOfTuples(t types.Type) bool {
	u, ok := t.(*types.Union)
	if !ok {
		return false
	}
	for _, m := range u.Types {
		dt, ok := m.(*types.DataType)
		if !ok || dt.Name.Kind != types.KindTuple {
			return false
		}
	}
	return true
}

var (
	unaryIntrinsics = words(`neg_int not_int ctpop_int ctlz_int cttz_int bswap_int neg_float abs_float
		sqrt_llvm floor_llvm ceil_llvm trunc_llvm rint_llvm neg_float_fast sqrt_llvm_fast`)
	ternaryIntrinsics = words(`fma_float muladd_float pointerref`)
	floatIntrinsics   = words(`add_float sub_float mul_float div_float rem_float neg_float fma_float
		muladd_float abs_float copysign_float sqrt_llvm floor_llvm ceil_llvm trunc_llvm rint_llvm
		eq_float ne_float lt_float le_float fpiseq
		add_float_fast sub_float_fast mul_float_fast div_float_fast rem_float_fast neg_float_fast
		sqrt_llvm_fast eq_float_fast ne_float_fast lt_float_fast le_float_fast`)
)

// intrinsicArity is an intrinsic's number of arguments.
func intrinsicArity(name string) int {
	switch {
	case unaryIntrinsics[name]:
		return 1
	case ternaryIntrinsics[name]:
		return 3
	case name == "pointerset":
		return 4
	}
	return 2
}

// CheckBuiltinArgs reports the error a call of builtin name with arguments
// of the lattice types args always throws (nil when it may succeed), and
// whether an argument's type is too wide for the call to be compiled
// directly: such a call goes through dynamic dispatch, which checks the
// run-time types.
func CheckBuiltinArgs(name string, args []any) (err *BuiltinArgError, dynamic bool) {
	if IsIntrinsic(name) {
		return checkIntrinsicArgs(name, args)
	}
	ar, ok := builtinArity[name]
	if !ok {
		return nil, false
	}
	if len(args) < ar[0] {
		return &BuiltinArgError{Kind: "ArgumentError", Msg: fmt.Sprintf("%s: too few arguments (expected %d)", name, ar[0])}, false
	}
	if ar[1] >= 0 && len(args) > ar[1] {
		return &BuiltinArgError{Kind: "ArgumentError", Msg: fmt.Sprintf("%s: too many arguments (expected %d)", name, ar[1])}, false
	}
	typeArg := func(i int) (*BuiltinArgError, bool) {
		w := Widen(args[i])
		if w == types.Bottom {
			return nil, false
		}
		if isTypeValueType(w) {
			return nil, false
		}
		if types.IsConcrete(w) {
			return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: types.TypeT.Wrapper, Arg: i}, false
		}
		return nil, true
	}
	switch name {
	case "getfield", "setfield!", "fieldtype":
		return checkFieldArgs(name, args)
	case "_fieldname":
		if w := Widen(args[1]); w != types.Bottom && types.Intersect(w, types.Int64) == types.Bottom {
			return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: types.Int64, Arg: 1}, false
		}
	case "_array_new":
		t, ok := constType(args[0])
		dt, isdt := t.(*types.DataType)
		if !ok || !isdt || dt.Name != types.ArrayT || !types.IsConcrete(dt) || len(dt.Params) != 2 || dt.Params[1] != any(int64(len(args)-1)) {
			return &BuiltinArgError{Kind: "ArgumentError", Msg: "_array_new: an Array type and its dimensions are required"}, false
		}
		for i := 1; i < len(args); i++ {
			if w := Widen(args[i]); w != types.Int64 {
				if types.Intersect(w, types.Int64) == types.Bottom {
					return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: types.Int64, Arg: i}, false
				}
				return nil, true
			}
		}
	case "_arrayref", "_arrayset":
		at, ok := Widen(args[0]).(*types.DataType)
		if !ok || at.Name != types.ArrayT {
			if types.Intersect(Widen(args[0]), types.ArrayT.Wrapper) == types.Bottom {
				return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: types.ArrayT.Wrapper, Arg: 0}, false
			}
			return nil, true
		}
		idx := 1
		if name == "_arrayset" {
			idx = 2
			if et, ok := at.Params[0].(types.Type); ok {
				w := Widen(args[1])
				if w != types.Bottom && !types.Subtype(w, et) {
					if types.Intersect(w, et) == types.Bottom {
						return &BuiltinArgError{Kind: "TypeError", Func: "arrayset", Expected: et, Arg: 1}, false
					}
					return nil, true
				}
			}
		}
		if w := Widen(args[idx]); w != types.Int64 && w != types.Bottom {
			if types.Intersect(w, types.Int64) == types.Bottom {
				return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: types.Int64, Arg: idx}, false
			}
			return nil, true
		}
	case "ifelse":
		w := Widen(args[0])
		if types.Subtype(w, types.Bool) || w == types.Bottom {
			return nil, false
		}
		if types.Intersect(w, types.Bool) == types.Bottom {
			return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: types.Bool, Arg: 0}, false
		}
		return nil, true
	case "isa", "typeassert":
		if e, _ := typeArg(1); e != nil {
			return e, false
		}
	case "<:":
		for i := 0; i < 2; i++ {
			if e, _ := typeArg(i); e != nil {
				return e, false
			}
		}
	}
	return nil, false
}

// isTypeValueType reports whether every value of type t is a type (the
// types of types: Type{T}, DataType, Union, UnionAll, TypeofBottom).
func isTypeValueType(t types.Type) bool {
	if types.IsKind(t) || types.IsTypeType(t) || t == types.TypeT.Wrapper {
		return true
	}
	if dt, ok := t.(*types.DataType); ok && dt.Name.Name == "TypeofBottom" {
		return true
	}
	return types.Subtype(t, types.TypeT.Wrapper)
}

// checkIntrinsicArgs: an intrinsic takes a fixed number of arguments
// (Julia: ArgumentError from JL_NARGS(intrinsic_call, ...)) of primitive
// types; operands whose types are not known are checked at run time.
func checkIntrinsicArgs(name string, args []any) (*BuiltinArgError, bool) {
	n := intrinsicArity(name)
	if len(args) < n {
		return &BuiltinArgError{Kind: "ArgumentError", Msg: fmt.Sprintf("intrinsic_call: too few arguments (expected %d)", n)}, false
	}
	if len(args) > n {
		return &BuiltinArgError{Kind: "ArgumentError", Msg: fmt.Sprintf("intrinsic_call: too many arguments (expected %d)", n)}, false
	}
	first := 0
	if convIntrinsics[name] {
		// The first argument is the target type.
		if _, ok := constType(args[0]); !ok {
			return &BuiltinArgError{Kind: "ErrorException", Msg: name + ": target type not a leaf primitive type"}, false
		}
		first = 1
	}
	if ptrIntrinsics[name] {
		return nil, false
	}
	dynamic := false
	for i := first; i < len(args); i++ {
		w := Widen(args[i])
		if w == types.Bottom {
			return nil, false
		}
		if !types.IsConcrete(w) {
			dynamic = true
			continue
		}
		dt, ok := w.(*types.DataType)
		if !ok || (dt.Name.Kind != types.KindPrimitive && dt.Name.Kind != types.KindPtr) {
			return &BuiltinArgError{Kind: "ErrorException", Msg: name + ": value is not a primitive type"}, false
		}
	}
	if dynamic {
		return nil, true
	}
	if name == "bitcast" && len(args) == 2 {
		// Julia's bitcast needs a target of the argument's size.
		tt, _ := constType(args[0])
		tdt, tok := tt.(*types.DataType)
		adt, aok := Widen(args[1]).(*types.DataType)
		if tok && aok && (tdt.Name.Kind == types.KindPrimitive || tdt.Name.Kind == types.KindPtr) && tdt.Name.Bits != adt.Name.Bits {
			return &BuiltinArgError{Kind: "ErrorException", Msg: "bitcast: argument size does not match size of target type"}, false
		}
	}
	if !convIntrinsics[name] && name != "shl_int" && name != "lshr_int" && name != "ashr_int" {
		for i := 1; i < len(args); i++ {
			if !types.Equal(Widen(args[i]), Widen(args[0])) {
				return &BuiltinArgError{Kind: "ErrorException", Msg: name + ": types of a and b must match"}, false
			}
		}
	}
	for i := first; i < len(args); i++ {
		dt := Widen(args[i]).(*types.DataType)
		float := dt == types.Float64 || dt == types.Float32 || dt.Name.Name == "Float16"
		if floatIntrinsics[name] != float && !convIntrinsics[name] && name != "bitcast" {
			// Julia reinterprets the bits; Kiln compiles integer
			// intrinsics on integers and float intrinsics on floats.
			return &BuiltinArgError{Kind: "ErrorException", Msg: fmt.Sprintf("%s of %s values is not supported", name, dt)}, false
		}
	}
	return nil, false
}

// ConstFieldError is Julia's error for setfield! on a constant field
// (src/builtins.c, jl_f_setfield).
func ConstFieldError(dt *types.DataType, k int) *BuiltinArgError {
	return &BuiltinArgError{Kind: "ErrorException", Msg: fmt.Sprintf("setfield!: const field .%s of type %s cannot be changed", dt.Name.Fields[k].Name, dt.Name.Name)}
}

// checkFieldArgs checks the object and field of getfield, setfield! and
// fieldtype as Julia's jl_f_getfield and friends do: a field is an Int64
// index (BoundsError when out of range) or a Symbol (ErrorException "type T
// has no field f" when there is none); anything else is a TypeError.
func checkFieldArgs(name string, args []any) (*BuiltinArgError, bool) {
	var dt *types.DataType
	if name == "fieldtype" {
		t, ok := constType(args[0])
		if !ok {
			return nil, false
		}
		dt, _ = t.(*types.DataType)
	} else {
		dt, _ = Widen(args[0]).(*types.DataType)
	}
	if name == "setfield!" && dt == types.ModuleT {
		// Julia's get_checked_fieldindex (src/builtins.c).
		return &BuiltinArgError{Kind: "ErrorException", Msg: "cannot assign variables in other modules"}, false
	}
	if name == "getfield" && dt == types.ModuleT {
		// Julia's jl_f_getfield: JL_TYPECHK(getfield, symbol, args[1]).
		if sel := Widen(args[1]); sel != types.Bottom && types.Intersect(sel, types.SymbolT) == types.Bottom {
			return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: types.SymbolT, Arg: 1}, false
		}
		return nil, false
	}
	if dt == nil || !types.IsConcrete(dt) || dt == types.ModuleT || dt.Name == types.TupleT && name == "fieldtype" {
		return nil, false
	}
	if name == "setfield!" && !dt.Name.Mutable {
		return nil, false // codegen throws Julia's immutable-struct error
	}
	sel := Widen(args[1])
	if sel != types.Bottom && types.Intersect(sel, types.Int64) == types.Bottom && types.Intersect(sel, types.SymbolT) == types.Bottom {
		return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: types.SymbolT, Arg: 1}, false
	}
	c, ok := constOf(args[1])
	if !ok {
		return nil, false
	}
	switch s := c.(type) {
	case int64:
		if name != "fieldtype" && (s < 1 || s > int64(len(types.FieldTypes(dt)))) {
			return &BuiltinArgError{Kind: "BoundsError", Arg: 1}, false
		}
	case types.Symbol:
		if _, found := FieldIndex(dt, s); !found {
			return &BuiltinArgError{Kind: "ErrorException", Msg: fmt.Sprintf("type %s has no field %s", dt.Name.Name, s)}, false
		}
	}
	if name == "setfield!" {
		if k, found := FieldIndex(dt, c); found && k < len(dt.Name.Fields) && dt.Name.Fields[k].Const {
			return ConstFieldError(dt, k), false
		}
		// The new value must have the field's type (Julia does not convert).
		if k, found := FieldIndex(dt, c); found {
			ft := types.FieldTypes(dt)[k]
			w := Widen(args[2])
			if w != types.Bottom && !types.Subtype(w, ft) {
				if types.Intersect(w, ft) == types.Bottom {
					return &BuiltinArgError{Kind: "TypeError", Func: name, Expected: ft, Arg: 2}, false
				}
				return nil, true
			}
		}
	}
	return nil, false
}

// namedTupleLiteralType is the type of Core._namedtuple(names, xs...) for
// values of the types ts. The builtin builds the named tuple of the
// values' run-time types (Julia's (a = v[1],) of a Vector{Any} is a
// NamedTuple{(:a,), Tuple{Int64}} for an integer element), so where ts is
// not concrete the result is NamedTuple{names, T} where T<:Tuple{ts...}
// (as Julia infers it), or the union of the few concrete named tuples a
// tuple of small unions can be. NamedTuple{names, Tuple{Any}} itself is a
// concrete type, and not the literal's type.
func namedTupleLiteralType(names []string, ts []types.Type) types.Type {
	tt := types.Tuple(ts...)
	if types.IsConcrete(tt) {
		return types.NamedTupleOf(names, ts...)
	}
	if ms := concreteMembers(tt, MaxUnion); len(ms) > 1 {
		nts := make([]types.Type, 0, len(ms))
		for _, m := range ms {
			mdt, ok := m.(*types.DataType)
			if !ok || mdt.Name != types.TupleT {
				nts = nil
				break
			}
			nts = append(nts, types.NamedTupleOf(names, types.FieldTypes(mdt)...))
		}
		if nts != nil {
			return types.MakeUnion(nts...)
		}
	}
	v := types.NewTypeVar("T", nil, tt)
	return types.UnionAllOf(v, types.Apply(types.NamedTupleT, types.MakeSymTuple(names), v))
}
