package types

// MoreSpecific is Julia's method specificity (jl_type_morespecific): is
// signature a more specific than signature b? It is true when a is a strict
// subtype of b (f(::Int64) over f(::Integer), f(x::Int) over
// f(x::T) where T<:Integer, a fixed arity over a Vararg), and otherwise
// decided by Julia's rules: tuples element by element (some element more
// specific and none less), Type{Int64} more specific than DataType or
// Type, a union more specific when one of its members is, type variables by
// their bounds, the diagonal rule (Tuple{T, T} where T over Tuple{Any, Any}).
// Types that are obviously disjoint are never more specific than each
// other, and neither is a type with free variables.
func MoreSpecific(a, b Type) bool {
	if obviouslyDisjoint(a, b, true) {
		return false
	}
	if HasFreeVars(a) || HasFreeVars(b) {
		return false
	}
	if Subtype(b, a) {
		return false
	}
	if Subtype(a, b) {
		return true
	}
	return typeMoreSpecific(a, b, false, nil)
}

// Ambiguous reports whether two method signatures are ambiguous: their
// intersection is not empty (as far as Intersect can tell) and neither is
// more specific than the other. Equal signatures are not ambiguous (the
// second definition replaces the first). Julia also excuses an ambiguity
// that a third method covers (its signature is the intersection); that
// refinement is the method table's business and is not done here.
func Ambiguous(a, b Type) bool {
	if Equal(a, b) {
		return false
	}
	if MoreSpecific(a, b) || MoreSpecific(b, a) {
		return false
	}
	return Intersect(a, b) != Bottom
}

// msEnv is jl_typeenv_t for specificity: the variables of the UnionAlls
// that were unwrapped, with their number of occurrences.
type msEnv struct {
	v    *TypeVar
	n    int
	prev *msEnv
}

func numOccurs(v *TypeVar, env *msEnv) int {
	for e := env; e != nil; e = e.prev {
		if e.v == v {
			return e.n
		}
	}
	return 0
}

func countOccurs(t any, v *TypeVar) int {
	switch x := t.(type) {
	case *TypeVar:
		if x == v {
			return 1
		}
	case *Union:
		m := 0
		for _, u := range x.Types {
			m = max(m, countOccurs(u, v))
		}
		return m
	case *UnionAll:
		if x.Var == v {
			return 0
		}
		return countOccurs(x.Body, v)
	case *DataType:
		c := 0
		if x.free {
			for _, p := range x.Params {
				c += countOccurs(p, v)
			}
		}
		return c
	case *Vararg:
		c := countOccurs(x.T, v)
		if x.NVar == v {
			c++
		}
		return c
	}
	return 0
}

func wrapEnv(t any, env *msEnv) any {
	tt, ok := t.(Type)
	if !ok {
		return t
	}
	if _, isva := t.(*Vararg); isva {
		return t
	}
	for e := env; e != nil; e = e.prev {
		tt = UnionAllOf(e.v, tt)
	}
	return tt
}

func subMsp(a, b any, env *msEnv) bool {
	at, ok1 := wrapEnv(a, env).(Type)
	bt, ok2 := wrapEnv(b, env).(Type)
	if !ok1 || !ok2 {
		return typesEgal(a, b)
	}
	return Subtype(at, bt)
}

func eqMsp(a, b any, env *msEnv) bool {
	if !(isType(a) || isTypeVar(a)) || !(isType(b) || isTypeVar(b)) {
		return typesEgal(a, b)
	}
	return Equal(wrapEnv(a, env).(Type), wrapEnv(b, env).(Type))
}

type varargKind int

const (
	vaNone varargKind = iota
	vaInt
	vaBound
	vaUnbound
)

func tupleVarargKind(t *DataType) (varargKind, *Vararg) {
	va := lastVararg(t.Params)
	switch {
	case va == nil:
		return vaNone, nil
	case va.NVar != nil:
		return vaBound, va
	case va.N >= 0:
		return vaInt, va
	}
	return vaUnbound, va
}

// nthTupleElt is the type of element i of tuple type t, or nil.
func nthTupleElt(t *DataType, i int) any {
	n := len(t.Params)
	if n == 0 {
		return nil
	}
	if i < n-1 {
		return t.Params[i]
	}
	if va, ok := t.Params[n-1].(*Vararg); ok {
		if va.NVar == nil && va.N >= 0 && i >= n-1+va.N {
			return nil
		}
		return va.T
	}
	if i == n-1 {
		return t.Params[i]
	}
	return nil
}

func tupleMoreSpecific(cdt, pdt *DataType, invariant bool, env *msEnv) bool {
	plen := len(pdt.Params)
	if plen == 0 {
		return false
	}
	clen := len(cdt.Params)
	if clen == 0 {
		return true
	}
	ckind, clast := tupleVarargKind(cdt)
	pkind, _ := tupleVarargKind(pdt)
	cva := ckind > vaInt
	pva := pkind > vaInt
	cdiag, pdiag := false, false
	someMoreSpecific := false
	for i := 0; ; i++ {
		if cva && pva && i >= clen && i >= plen {
			break
		}
		ce := nthTupleElt(cdt, i)
		pe := nthTupleElt(pdt, i)
		if ce == nil {
			if pe == nil {
				break
			}
			return true
		}
		if pe == nil {
			if !cva && !someMoreSpecific {
				return false
			}
			break
		}
		if typeMoreSpecific(pe, ce, invariant, env) {
			return false
		}
		if cv, ok := ce.(*TypeVar); ok && !cdiag && numOccurs(cv, env) > 1 {
			cdiag = true
		}
		if pv, ok := pe.(*TypeVar); ok && !pdiag && numOccurs(pv, env) > 1 {
			pdiag = true
		}
		// in Tuple{a,b...} and Tuple{c,d...} allow b and d to be disjoint
		if cva && pva && i >= clen-1 && i >= plen-1 && (someMoreSpecific || (cdiag && !pdiag)) {
			return true
		}
		cms := typeMoreSpecific(ce, pe, invariant, env)
		if !cms && !subMsp(ce, pe, env) {
			// A bound vararg tuple can be more specific despite disjoint
			// elements, to preserve transitivity.
			return someMoreSpecific && cva && ckind == vaBound && clast != nil && numOccurs(clast.NVar, env) > 1
		}
		// Tuple{..., T} is not more specific than Tuple{..., Vararg{S}} if
		// S is diagonal
		if !cms && i == clen-1 && clen == plen && !cva && pva && eqMsp(ce, pe, env) &&
			isTypeVar(ce) && isTypeVar(pe) && !cdiag && pdiag {
			return false
		}
		if cms {
			someMoreSpecific = true
		}
	}
	if cva && pva && clen > plen && (!pdiag || cdiag) {
		return true
	}
	if cva && !pva && !someMoreSpecific {
		return false
	}
	return someMoreSpecific || (cdiag && !pdiag)
}

func tupleFullLength(t *DataType) int {
	n := len(t.Params)
	if va := lastVararg(t.Params); va != nil && va.NVar == nil && va.N >= 0 {
		n += va.N - 1
	}
	return n
}

// argsMoreSpecificFix1: a is a bound-vararg tuple and b is not; fix a's
// vararg length to match b if that makes an earlier element differ.
func argsMoreSpecificFix1(a, b *DataType, swap bool, env *msEnv) int {
	n := len(a.Params)
	taillen := tupleFullLength(b) - n + 1
	if taillen <= 0 {
		return -1
	}
	va := lastVararg(a.Params)
	newA, ok := substitute1(a, va.NVar, int64(taillen)).(*DataType)
	if !ok {
		return -1
	}
	changed := false
	for i := 0; i < n-1 && i < len(newA.Params); i++ {
		if a.Params[i] != newA.Params[i] {
			changed = true
			break
		}
	}
	if !changed {
		return -1
	}
	if eqMsp(b, newA, env) {
		if swap {
			return 1
		}
		return 0
	}
	if swap {
		return b2i(typeMoreSpecific(b, newA, false, env))
	}
	return b2i(typeMoreSpecific(newA, b, false, env))
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func typeMoreSpecific(a, b any, invariant bool, env *msEnv) bool {
	if a == b {
		return false
	}
	ad, aIsDT := a.(*DataType)
	bd, bIsDT := b.(*DataType)
	if aIsDT && bIsDT && ad.Name == TupleT && bd.Name == TupleT {
		akind, _ := tupleVarargKind(ad)
		bkind, _ := tupleVarargKind(bd)
		if akind == vaBound && bkind < vaBound {
			if argsMoreSpecificFix1(ad, bd, false, env) == 1 {
				return true
			}
		}
		if bkind == vaBound && akind < vaBound {
			if argsMoreSpecificFix1(bd, ad, true, env) == 0 {
				return false
			}
		}
		return tupleMoreSpecific(ad, bd, invariant, env)
	}
	if !invariant {
		if a == any(Any) {
			return false
		}
		if b == any(Any) && !isTypeVar(a) {
			return true
		}
	}
	if au, ok := isUnionT(a); ok {
		if bu, ok := b.(*UnionAll); ok {
			return typeMoreSpecific(a, bu.Body, invariant, &msEnv{bu.Var, countOccurs(bu.Body, bu.Var), env})
		}
		// a union is more specific than b if some member is, but not vice
		// versa
		if subMsp(b, a, env) {
			return false
		}
		for _, m := range au.Types {
			if typeMoreSpecific(m, b, invariant, env) {
				if bu, ok := isUnionT(b); ok {
					for _, n := range bu.Types {
						if typeMoreSpecific(n, a, invariant, env) {
							return false
						}
					}
				}
				return true
			}
		}
		return false
	}
	if aIsDT && ad.Name == TypeT && !invariant {
		if b == any(Bottom) {
			return false
		}
		tp0a := ad.Params[0]
		if tv, ok := tp0a.(*TypeVar); ok {
			if IsKind(b) && !subMsp(Any, tv.Ub, env) {
				return true
			}
		} else if tp0a == any(Bottom) {
			if subMsp(b, TypeT.Wrapper, env) {
				return true
			}
		} else if b == any(DataTypeT) || b == any(UnionAllT) || b == any(UnionKind) {
			return true
		}
	}
	if _, ok := isUnionT(b); ok {
		if aa, ok := a.(*UnionAll); ok {
			return typeMoreSpecific(aa.Body, b, invariant, &msEnv{aa.Var, countOccurs(aa.Body, aa.Var), env})
		}
		bu := b.(*Union)
		for _, m := range bu.Types {
			if typeMoreSpecific(a, m, invariant, env) {
				return !typeMoreSpecific(b, a, invariant, env)
			}
		}
		return false
	}
	if aIsDT && bIsDT {
		tta := ad
		super := false
		for tta != Any {
			if tta.Name == bd.Name {
				if super {
					if tta.Name != TypeT {
						return true
					}
					if tv, ok := bd.Params[0].(*TypeVar); ok {
						if subMsp(Any, tv.Ub, env) {
							return true
						}
					}
				}
				if len(tta.Params) != len(bd.Params) {
					return false
				}
				ascore, bscore, ascore1, bscore1 := 0, 0, 0, 0
				adiag, bdiag := false, false
				for i := range tta.Params {
					apara, bpara := tta.Params[i], bd.Params[i]
					afree, bfree := paramFree(apara), paramFree(bpara)
					if !afree && !bfree && !paramEqualClosed(apara, bpara) {
						return false
					}
					switch {
					case typeMoreSpecific(apara, bpara, true, env) && (isTypeVar(apara) || !afree || bfree):
						ascore++
					case typeMoreSpecific(bpara, apara, true, env) && (isTypeVar(bpara) || !bfree || afree):
						bscore++
					case eqMsp(apara, bpara, env):
						if !afree && bfree {
							ascore++
						} else if afree && !bfree {
							bscore++
						}
					}
					if isTypeVar(bpara) && !isTypeVar(apara) && !isType(apara) {
						ascore1 = 1
					} else if isTypeVar(apara) && !isTypeVar(bpara) && !isType(bpara) {
						bscore1 = 1
					}
					if av, ok := apara.(*TypeVar); ok && !adiag {
						for j := i + 1; j < len(tta.Params); j++ {
							if hasTypeVar(tta.Params[j], av) {
								adiag = true
								break
							}
						}
					}
					if bv, ok := bpara.(*TypeVar); ok && !bdiag {
						for j := i + 1; j < len(bd.Params); j++ {
							if hasTypeVar(bd.Params[j], bv) {
								bdiag = true
								break
							}
						}
					}
				}
				if ascore1 > bscore1 {
					return true
				}
				if bscore1 > ascore1 || bscore > ascore || (bdiag && !adiag) {
					return false
				}
				return ascore > bscore || (adiag && !bdiag)
			}
			tta = superOf(tta)
			super = true
		}
		return false
	}
	if av, ok := a.(*TypeVar); ok {
		if bv, ok := b.(*TypeVar); ok {
			return (typeMoreSpecific(av.Ub, bv.Ub, false, env) && !typeMoreSpecific(av.Lb, bv.Lb, false, env)) ||
				(typeMoreSpecific(bv.Lb, av.Lb, false, env) && !typeMoreSpecific(bv.Ub, av.Ub, false, env))
		}
		if !isType(b) {
			return false
		}
		if invariant {
			if av.Ub == Bottom {
				return true
			}
			if !paramFree(b) {
				return false
			}
			if eqMsp(av.Ub, b, env) {
				return numOccurs(av, env) >= 2
			}
		} else if b == any(Any) && av.Ub == Any && numOccurs(av, env) >= 2 {
			// Tuple{T,T} where T is more specific than Tuple{Any,Any}
			return true
		}
		return typeMoreSpecific(av.Ub, b, false, env)
	}
	if bv, ok := b.(*TypeVar); ok {
		if !isType(a) {
			return true
		}
		if invariant {
			if bv.Ub == Bottom {
				return false
			}
			if paramFree(a) {
				if typeMoreSpecific(a, bv.Ub, false, env) {
					return true
				}
				if eqMsp(a, bv.Ub, env) {
					return numOccurs(bv, env) < 2
				}
				return false
			}
			if obviouslyDisjoint(a.(Type), bv.Ub, true) {
				return false
			}
			if typeMoreSpecific(bv.Ub, a, false, env) {
				return false
			}
			return true
		}
		return typeMoreSpecific(a, bv.Ub, false, env)
	}
	if aa, ok := a.(*UnionAll); ok {
		return typeMoreSpecific(aa.Body, b, invariant, &msEnv{aa.Var, countOccurs(aa.Body, aa.Var), env})
	}
	if bu, ok := b.(*UnionAll); ok {
		return typeMoreSpecific(a, bu.Body, invariant, &msEnv{bu.Var, countOccurs(bu.Body, bu.Var), env})
	}
	return false
}

func paramFree(p any) bool { return paramHasFree(p) }

// Occurs reports whether the type variable v occurs free in t (a
// parametric struct's default outer constructor infers the parameters that
// occur in its field types, as `B(data::Array{T,N}) where {T,N}`).
func Occurs(t any, v *TypeVar) bool { return countOccurs(t, v) > 0 }
