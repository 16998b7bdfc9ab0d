package types

// Intersect is Julia's typeintersect(a, b): a type that contains every
// value of both a and b. It is exact when one is a subtype of the other,
// for two concrete types, for disjoint type families, for unions (member by
// member), for tuples (element by element, Varargs included) and for
// UnionAll signatures whose variables get determined by matching (the
// intersection of `Tuple{typeof(f), T, Vector{T}} where T<:Real` with
// `Tuple{typeof(f), Integer, Vector{Int64}}` is
// `Tuple{typeof(f), Int64, Vector{Int64}}`). Elsewhere it over-approximates:
// the result is then a supertype of the true intersection (never smaller),
// which is what finding the methods that may match a call needs.
//
// Variables are narrowed as in Julia (a variable met in covariant position
// gets the intersection as its upper bound, one met in invariant position
// gets a value), and in the result they are replaced by their value, or by
// their upper bound when it is concrete and the variable occurs only
// covariantly, or kept in a where clause with the narrowed bounds.
// Relations between two variables are not tracked (each keeps its own
// bounds), and two invariant parameters that both contain variables and are
// not structurally alike intersect to the one without variables, or to the
// first.
func Intersect(a, b Type) Type {
	if a == b || b == Any {
		return a
	}
	if a == Any {
		return b
	}
	if a == Bottom || b == Bottom {
		return Bottom
	}
	if Subtype(a, b) {
		return a
	}
	if Subtype(b, a) {
		return b
	}
	if obviouslyDisjoint(a, b, false) {
		return Bottom
	}
	if IsConcrete(a) && IsConcrete(b) {
		return Bottom
	}
	var ix isect
	r := ix.meet(a, b)
	if r == nil {
		return Bottom
	}
	return r
}

type ixVar struct {
	v        *TypeVar
	lb, ub   Type
	val      any
	hasVal   bool
	inv, cov int
}

type isect struct {
	vars  []ixVar
	depth int
}

func (ix *isect) lookup(v *TypeVar) int {
	for i := len(ix.vars) - 1; i >= 0; i-- {
		if ix.vars[i].v == v {
			return i
		}
	}
	return -1
}

// closedIn reports whether t mentions none of the variables being solved.
func (ix *isect) closedIn(t any) bool {
	for i := range ix.vars {
		if hasTypeVar(t, ix.vars[i].v) {
			return false
		}
	}
	return true
}

func (ix *isect) meet(x, y Type) Type {
	ix.depth++
	defer func() { ix.depth-- }()
	if ix.depth > 200 {
		return x
	}
	if x == y {
		return x
	}
	if x == Any {
		return y
	}
	if y == Any {
		return x
	}
	if x == Bottom || y == Bottom {
		return Bottom
	}
	cx, cy := ix.closedIn(x) && !HasFreeVars(x), ix.closedIn(y) && !HasFreeVars(y)
	if cx && cy {
		if Subtype(x, y) {
			return x
		}
		if Subtype(y, x) {
			return y
		}
		if obviouslyDisjoint(x, y, false) || (IsConcrete(x) && IsConcrete(y)) {
			return Bottom
		}
	}
	if xu, ok := isUnionT(x); ok {
		return ix.meetUnion(xu, y, false)
	}
	if yu, ok := isUnionT(y); ok {
		return ix.meetUnion(yu, x, true)
	}
	if xa, ok := x.(*UnionAll); ok {
		return ix.meetUnionAll(xa, y, false)
	}
	if ya, ok := y.(*UnionAll); ok {
		return ix.meetUnionAll(ya, x, true)
	}
	if xv, ok := x.(*TypeVar); ok {
		return ix.meetVar(xv, y)
	}
	if yv, ok := y.(*TypeVar); ok {
		return ix.meetVar(yv, x)
	}
	xd, ok1 := x.(*DataType)
	yd, ok2 := y.(*DataType)
	if ok1 && ok2 {
		return ix.meetDT(xd, yd)
	}
	return Bottom
}

type varSnap struct {
	lb, ub   Type
	val      any
	hasVal   bool
	inv, cov int
}

func (ix *isect) snapshot() []varSnap {
	s := make([]varSnap, len(ix.vars))
	for i, v := range ix.vars {
		s[i] = varSnap{v.lb, v.ub, v.val, v.hasVal, v.inv, v.cov}
	}
	return s
}

func (ix *isect) restore(s []varSnap) {
	for i := range s {
		v := &ix.vars[i]
		v.lb, v.ub, v.val, v.hasVal, v.inv, v.cov = s[i].lb, s[i].ub, s[i].val, s[i].hasVal, s[i].inv, s[i].cov
	}
}

// meetUnion intersects each member of u with t. Each member starts from
// the same variable state; afterwards each variable's upper bound is the
// union of what the non-empty members made of it.
func (ix *isect) meetUnion(u *Union, t Type, swapped bool) Type {
	start := ix.snapshot()
	var parts []Type
	var ends [][]varSnap
	for _, m := range u.Types {
		ix.restore(start)
		var r Type
		if swapped {
			r = ix.meet(t, m)
		} else {
			r = ix.meet(m, t)
		}
		if r != Bottom {
			parts = append(parts, r)
			ends = append(ends, ix.snapshot())
		}
	}
	ix.restore(start)
	if len(ends) == 1 {
		ix.restore(ends[0])
	} else if len(ends) > 1 {
		for i := range ix.vars {
			v := &ix.vars[i]
			ubs := make([]Type, 0, len(ends))
			agree := true
			for _, e := range ends {
				ubs = append(ubs, e[i].ub)
				if !e[i].hasVal || !typesEgal(e[i].val, ends[0][i].val) {
					agree = false
				}
			}
			v.ub = MakeUnion(ubs...)
			if agree && ends[0][i].hasVal {
				v.val, v.hasVal = ends[0][i].val, true
			}
			for _, e := range ends {
				v.inv = max(v.inv, e[i].inv)
				v.cov = max(v.cov, e[i].cov)
			}
		}
	}
	return MakeUnion(parts...)
}

func (ix *isect) unalias(u *UnionAll) *UnionAll {
	for i := range ix.vars {
		b := &ix.vars[i]
		if b.v == u.Var || hasTypeVar(b.ub, u.Var) || hasTypeVar(b.lb, u.Var) || (b.hasVal && hasTypeVar(b.val, u.Var)) {
			return renameUnionAll(u)
		}
	}
	return u
}

func (ix *isect) meetUnionAll(u *UnionAll, t Type, swapped bool) Type {
	u = ix.unalias(u)
	ix.vars = append(ix.vars, ixVar{v: u.Var, lb: u.Var.Lb, ub: u.Var.Ub})
	idx := len(ix.vars) - 1
	var r Type
	if swapped {
		r = ix.meet(t, u.Body)
	} else {
		r = ix.meet(u.Body, t)
	}
	b := ix.vars[idx]
	ix.vars = ix.vars[:idx]
	if r == Bottom {
		return Bottom
	}
	if b.ub == Bottom && b.cov > 0 && !b.hasVal {
		return Bottom
	}
	return ix.finish(r, b)
}

// finish eliminates or rewraps a variable leaving scope.
func (ix *isect) finish(r Type, b ixVar) Type {
	var val any
	has := false
	switch {
	case b.hasVal:
		val, has = b.val, true
	case typesEgal(b.lb, b.ub):
		val, has = b.ub, true
	case !varOccursInvariant(r, b.v) && isLeafBound(b.ub):
		val, has = b.ub, true
	}
	// outer variables whose bounds mention this one
	repl := any(b.ub)
	if has {
		repl = val
	}
	for i := range ix.vars {
		o := &ix.vars[i]
		if hasTypeVar(o.ub, b.v) {
			nu := asTypeParam(substitute1(o.ub, b.v, repl))
			if hasTypeVar(nu, o.v) {
				// o <: b and b == o: o inherits b's upper bound
				if nu == Type(o.v) && !hasTypeVar(b.ub, o.v) {
					nu = b.ub
				} else {
					nu = Any
				}
			}
			o.ub = nu
		}
		if hasTypeVar(o.lb, b.v) {
			o.lb = Bottom
		}
		if o.hasVal && hasTypeVar(o.val, b.v) {
			if has {
				o.val = substitute1(o.val, b.v, val)
			} else {
				// the value depends on a variable going out of scope:
				// forget it (over-approximation)
				o.val, o.hasVal = nil, false
			}
		}
	}
	if !hasTypeVar(r, b.v) {
		return r
	}
	if has {
		res, err := substChecked(r, []substPair{{b.v, val}}, true)
		if err != nil {
			return Bottom
		}
		if rt, ok := res.(Type); ok {
			return rt
		}
		return r
	}
	v := b.v
	if !typesEgal(b.lb, v.Lb) || !typesEgal(b.ub, v.Ub) {
		nv := NewTypeVar(v.Name, b.lb, b.ub)
		r = asTypeParam(substitute1(r, v, nv))
		v = nv
	}
	return UnionAllOf(v, r)
}

func (ix *isect) meetVar(v *TypeVar, t Type) Type {
	if tv, ok := t.(*TypeVar); ok && tv == v {
		return v
	}
	i := ix.lookup(v)
	if i < 0 {
		// a variable free in the inputs: over-approximate by its bound
		return ix.meet(v.Ub, t)
	}
	ix.vars[i].cov++
	if ix.vars[i].hasVal {
		if vt, ok := ix.vars[i].val.(Type); ok {
			return ix.meet(vt, t)
		}
		return Bottom
	}
	nu := ix.meet(ix.vars[i].ub, t)
	if nu == Bottom {
		if ix.vars[i].lb == Bottom {
			ix.vars[i].ub = Bottom
		}
		return Bottom
	}
	lb := ix.vars[i].lb
	if lb != Bottom && ix.closedIn(lb) && ix.closedIn(nu) && !HasFreeVars(lb) && !HasFreeVars(nu) && !Subtype(lb, nu) {
		return Bottom
	}
	ix.vars[i].ub = nu
	return v
}

// meetEq intersects two invariant parameters: the result must equal both.
func (ix *isect) meetEq(p, q any) (any, bool) {
	if p == q {
		return p, true
	}
	pi, qi := -1, -1
	if pv, ok := p.(*TypeVar); ok {
		pi = ix.lookup(pv)
	}
	if qv, ok := q.(*TypeVar); ok {
		qi = ix.lookup(qv)
	}
	// bind the inner variable to the outer one, so that it is eliminated
	// while the outer one is still in scope
	if pi >= 0 && (qi < 0 || pi > qi) {
		return ix.bindEq(pi, q)
	}
	if qi >= 0 {
		return ix.bindEq(qi, p)
	}
	pt, ok1 := p.(Type)
	qt, ok2 := q.(Type)
	if !ok1 || !ok2 {
		if ok1 || ok2 {
			// a free variable (not being solved) may stand for a value
			if pv, ok := p.(*TypeVar); ok && pv.Lb == Bottom && pv.Ub == Any {
				return q, true
			}
			if qv, ok := q.(*TypeVar); ok && qv.Lb == Bottom && qv.Ub == Any {
				return p, true
			}
			return nil, false
		}
		return p, typesEgal(p, q)
	}
	pc := ix.closedIn(pt) && !HasFreeVars(pt)
	qc := ix.closedIn(qt) && !HasFreeVars(qt)
	if pc && qc {
		if Equal(pt, qt) {
			return p, true
		}
		return nil, false
	}
	// types of different type families are never equal
	if ud, ok := Unwrap(pt).(*DataType); ok {
		if vd, ok := Unwrap(qt).(*DataType); ok && ud.Name != vd.Name {
			return nil, false
		}
	}
	pd, ok1 := pt.(*DataType)
	qd, ok2 := qt.(*DataType)
	if ok1 && ok2 {
		if pd.Name != qd.Name || len(pd.Params) != len(qd.Params) {
			return nil, false
		}
		ps := make([]any, len(pd.Params))
		for i := range pd.Params {
			r, ok := ix.meetEq(pd.Params[i], qd.Params[i])
			if !ok {
				return nil, false
			}
			ps[i] = r
		}
		return applyParams(pd.Name, ps, false), true
	}
	if pva, ok := p.(*Vararg); ok {
		if qva, ok := q.(*Vararg); ok {
			t, ok := ix.meetEq(pva.T, qva.T)
			if !ok {
				return nil, false
			}
			tt, _ := t.(Type)
			switch {
			case pva.NVar != nil && qva.NVar != nil:
				n, ok := ix.meetEq(pva.NVar, qva.NVar)
				if !ok {
					return nil, false
				}
				if nv, isv := n.(*TypeVar); isv {
					return &Vararg{T: tt, N: -1, NVar: nv}, true
				}
				if k, isk := n.(int64); isk {
					return &Vararg{T: tt, N: int(k)}, true
				}
				return &Vararg{T: tt, N: -1}, true
			case pva.NVar == nil && qva.NVar == nil:
				return &Vararg{T: tt, N: pva.N}, pva.N == qva.N
			}
			return &Vararg{T: tt, N: -1}, true
		}
	}
	// cannot decide: over-approximate
	if qc {
		return q, true
	}
	return p, true
}

func (ix *isect) bindEq(i int, t any) (any, bool) {
	ix.vars[i].inv++
	if ix.vars[i].hasVal {
		old := ix.vars[i].val
		ix.vars[i].hasVal = false // avoid looping on self-reference
		r, ok := ix.meetEq(old, t)
		ix.vars[i].val, ix.vars[i].hasVal = old, true
		if ok {
			ix.vars[i].val = r
		}
		return r, ok
	}
	if tv, ok := t.(*TypeVar); ok && tv == ix.vars[i].v {
		return t, true
	}
	if tv, ok := t.(*TypeVar); ok {
		if j := ix.lookup(tv); j >= 0 {
			// two variables made equal: the survivor gets both bounds
			blb, bub := ix.vars[i].lb, ix.vars[i].ub
			nub := ix.meet(ix.vars[j].ub, bub)
			nlb := ix.vars[j].lb
			if nlb == Bottom {
				nlb = blb
			} else if blb != Bottom && !typesEgal(nlb, blb) {
				nlb = MakeUnion(nlb, blb)
			}
			if nlb != Bottom && ix.closedIn(nlb) && ix.closedIn(nub) && !HasFreeVars(nlb) && !HasFreeVars(nub) && !Subtype(nlb, nub) {
				return nil, false
			}
			ix.vars[j].lb, ix.vars[j].ub = nlb, nub
			ix.vars[i].val, ix.vars[i].hasVal = t, true
			return t, true
		}
	}
	b := &ix.vars[i]
	if tt, ok := t.(Type); ok && !isTypeVar(t) {
		if ix.closedIn(tt) && !HasFreeVars(tt) {
			if b.lb != Bottom && ix.closedIn(b.lb) && !HasFreeVars(b.lb) && !Subtype(b.lb, tt) {
				return nil, false
			}
			if b.ub != Any && ix.closedIn(b.ub) && !HasFreeVars(b.ub) && !Subtype(tt, b.ub) {
				return nil, false
			}
		}
	} else if !isTypeVar(t) {
		if _, va := t.(*Vararg); va {
			return nil, false
		}
		if !(b.lb == Bottom && (b.ub == Any || b.ub == nil)) {
			return nil, false
		}
	}
	b.val, b.hasVal = t, true
	return t, true
}

func (ix *isect) meetDT(x, y *DataType) Type {
	if x.Name == TypeT || y.Name == TypeT {
		return ix.meetTypeType(x, y)
	}
	if x.Name == y.Name {
		if x.Name == TupleT {
			return ix.meetTuple(x, y)
		}
		if len(x.Params) != len(y.Params) {
			return Bottom
		}
		ps := make([]any, len(x.Params))
		for i := range x.Params {
			r, ok := ix.meetEq(x.Params[i], y.Params[i])
			if !ok {
				return Bottom
			}
			ps[i] = r
		}
		return applyParams(x.Name, ps, false)
	}
	if s := SuperAt(x, y.Name); s != nil {
		if ix.meetParams(s, y) {
			return x
		}
		return Bottom
	}
	if s := SuperAt(y, x.Name); s != nil {
		if ix.meetParams(s, x) {
			return y
		}
		return Bottom
	}
	return Bottom
}

func (ix *isect) meetParams(s, y *DataType) bool {
	if s.Name == TupleT {
		return ix.meetTuple(s, y) != Bottom
	}
	if len(s.Params) != len(y.Params) {
		return false
	}
	for i := range s.Params {
		if _, ok := ix.meetEq(s.Params[i], y.Params[i]); !ok {
			return false
		}
	}
	return true
}

func (ix *isect) meetTypeType(x, y *DataType) Type {
	if x.Name == TypeT && y.Name == TypeT {
		r, ok := ix.meetEq(x.Params[0], y.Params[0])
		if !ok {
			return Bottom
		}
		if rt, ok := r.(Type); ok {
			return Apply(TypeT, rt)
		}
		return Bottom
	}
	tt, other := x, y
	if y.Name == TypeT {
		tt, other = y, x
	}
	p0 := tt.Params[0]
	if pv, ok := p0.(*TypeVar); ok {
		if IsKind(other) || SuperAt(DataTypeT, other.Name) != nil || SuperAt(UnionKind, other.Name) != nil ||
			SuperAt(UnionAllT, other.Name) != nil {
			_ = pv
			return tt
		}
		return Bottom
	}
	k := typeOfParam(p0)
	if k != nil && Subtype(k, other) {
		return tt
	}
	return Bottom
}

// meetElem intersects two tuple elements, either of which may be a value
// (Tuple{2}): a value meets Any (or an unconstrained variable) as
// itself, an equal value as itself, and anything else as Union{}.
func (ix *isect) meetElem(a, b any) any {
	at, ok1 := a.(Type)
	bt, ok2 := b.(Type)
	if ok1 && ok2 {
		return ix.meet(at, bt)
	}
	if ok1 {
		a, b = b, a
	}
	// a is a value
	switch y := b.(type) {
	case nil:
		return Bottom
	case *TypeVar:
		if y.Ub == Any && y.Lb == Bottom {
			return a
		}
		return Bottom
	case Type:
		if y == Any {
			return a
		}
		return Bottom
	}
	if typesEgal(a, b) {
		return a
	}
	return Bottom
}

func (ix *isect) meetTuple(x, y *DataType) Type {
	xp, yp := x.Params, y.Params
	xva, yva := lastVararg(xp), lastVararg(yp)
	nx, ny := len(xp), len(yp)
	if xva != nil {
		nx--
	}
	if yva != nil {
		ny--
	}
	elem := func(ps []any, va *Vararg, nfix, i int) any {
		if i < nfix {
			return ps[i]
		}
		return va.T
	}
	switch {
	case xva == nil && yva == nil:
		if nx != ny {
			return Bottom
		}
		out := make([]any, nx)
		for i := range out {
			r := ix.meetElem(xp[i], yp[i])
			if r == any(Bottom) {
				return Bottom
			}
			out[i] = r
		}
		return tupleOfParams(out)
	case xva == nil || yva == nil:
		fp, fva, fn := xp, xva, nx // the fixed-length one
		vp, vva, vn := yp, yva, ny
		swapped := false
		if xva != nil {
			fp, fva, fn, vp, vva, vn = yp, yva, ny, xp, xva, nx
			swapped = true
		}
		_ = fva
		if fn < vn {
			return Bottom
		}
		out := make([]any, fn)
		for i := 0; i < fn; i++ {
			a, b := fp[i], elem(vp, vva, vn, i)
			var r any
			if swapped {
				r = ix.meetElem(b, a)
			} else {
				r = ix.meetElem(a, b)
			}
			if r == any(Bottom) {
				return Bottom
			}
			out[i] = r
		}
		if vva.NVar != nil {
			if i := ix.lookup(vva.NVar); i >= 0 {
				if _, ok := ix.bindEq(i, int64(fn-vn)); !ok {
					return Bottom
				}
			}
		}
		return tupleOfParams(out)
	}
	n := max(nx, ny)
	out := make([]any, 0, n+1)
	for i := 0; i < n; i++ {
		r := ix.meetElem(elem(xp, xva, nx, i), elem(yp, yva, ny, i))
		if r == any(Bottom) {
			return Bottom
		}
		out = append(out, r)
	}
	tail := ix.meet(xva.T, yva.T)
	if tail == Bottom {
		// no element can be in both tails: the length is exactly n
		for _, v := range []struct {
			va *Vararg
			nf int
		}{{xva, nx}, {yva, ny}} {
			if v.va.NVar != nil {
				if i := ix.lookup(v.va.NVar); i >= 0 {
					if _, ok := ix.bindEq(i, int64(n-v.nf)); !ok {
						return Bottom
					}
				}
			}
		}
		return tupleOfParams(out)
	}
	switch {
	case xva.NVar != nil && yva.NVar != nil && nx == ny:
		nv, ok := ix.meetEq(xva.NVar, yva.NVar)
		if !ok {
			return Bottom
		}
		switch c := nv.(type) {
		case *TypeVar:
			out = append(out, &Vararg{T: tail, N: -1, NVar: c})
		case int64:
			out = append(out, &Vararg{T: tail, N: int(c)})
		default:
			out = append(out, &Vararg{T: tail, N: -1})
		}
	case xva.NVar != nil && nx >= ny:
		out = append(out, &Vararg{T: tail, N: -1, NVar: xva.NVar})
	case yva.NVar != nil && ny >= nx:
		out = append(out, &Vararg{T: tail, N: -1, NVar: yva.NVar})
	default:
		out = append(out, &Vararg{T: tail, N: -1})
	}
	return tupleOfParams(out)
}
