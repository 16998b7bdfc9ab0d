package types

import "sync"

// Subtyping follows Julia's algorithm (src/subtype.c, section 4.2.2 of Jeff
// Bezanson's thesis): a depth-first search with an environment of type
// variables, "forall" variables from UnionAlls on the left and "exists"
// variables from UnionAlls on the right, whose bounds are narrowed as the
// search proceeds. Unions are handled by enumerating the choices of union
// members: every combination of the left unions (∀) must succeed for some
// combination of the right ones (∃). The diagonal rule (a variable that
// occurs more than once, only in covariant position, ranges over concrete
// types) is checked when a variable is popped.
//
// Known differences from Julia 1.10:
//   - A Vararg count variable on the right matched against a Vararg on the
//     left of unknown length is bound to an opaque placeholder (Julia binds
//     it to the left count plus an offset); the answer is the same unless
//     the two counts must be related arithmetically elsewhere.
//   - The search is bounded (about a million steps); beyond it the answer
//     is false.

// Subtype is Julia's a <: b for any two types.
func Subtype(a, b Type) bool {
	if a == b || b == Any || a == Bottom {
		return true
	}
	switch x := a.(type) {
	case *DataType:
		switch y := b.(type) {
		case *DataType:
			if !x.free && !y.free {
				return subtypeClosedDT(x, y)
			}
		case *UnionAll:
			if !x.free {
				if r, ok := subtypeSimpleUnionAll(x, y); ok {
					return r
				}
			}
		case *Union:
			if !x.free && !y.free {
				for _, m := range y.Types {
					if Subtype(x, m) {
						return true
					}
				}
				if !splittable(x) {
					return false
				}
			}
		}
	case *Union:
		for _, m := range x.Types {
			if !Subtype(m, b) {
				return false
			}
		}
		return true
	}
	e := getEnv()
	r := e.forallExistsSubtype(a, b, 0)
	putEnv(e)
	return r
}

// subtypeSimpleUnionAll decides x <: y for a closed DataType x and a
// UnionAll y of the common simple form: a non-tuple DataType body whose
// parameters are either closed or one of y's variables, each occurring
// once and with closed bounds (AbstractVector, Vector{<:Real},
// Array{Int64}, Dict{String}). ok is false when y is not of that form.
func subtypeSimpleUnionAll(x *DataType, y *UnionAll) (result, ok bool) {
	var vars [4]*TypeVar
	n := 0
	var body Type = y
	for {
		u, isU := body.(*UnionAll)
		if !isU {
			break
		}
		if n == len(vars) || hasFree(u.Var.Lb, nil) || hasFree(u.Var.Ub, nil) {
			return false, false
		}
		vars[n] = u.Var
		n++
		body = u.Body
	}
	bd, isDT := body.(*DataType)
	if !isDT || bd.Name == TupleT || bd.Name == TypeT || x.Name == TypeT {
		return false, false
	}
	var seen [4]bool
	for _, p := range bd.Params {
		if v, isV := p.(*TypeVar); isV {
			k := -1
			for i := 0; i < n; i++ {
				if vars[i] == v {
					k = i
				}
			}
			if k < 0 || seen[k] {
				return false, false
			}
			seen[k] = true
		} else if paramHasFree(p) {
			return false, false
		}
	}
	xd := SuperAt(x, bd.Name)
	if xd == nil {
		return false, true
	}
	for i, p := range bd.Params {
		q := xd.Params[i]
		if v, isV := p.(*TypeVar); isV {
			if qt, isT := q.(Type); isT {
				if _, va := q.(*Vararg); va {
					return false, false
				}
				if !Subtype(v.Lb, qt) || !Subtype(qt, v.Ub) {
					return false, true
				}
			} else if v.Ub != Any || v.Lb != Bottom {
				return false, true
			}
			continue
		}
		if !paramEqualClosed(p, q) {
			return false, true
		}
	}
	return true, true
}

// splittable reports whether a closed DataType might be a subtype of a
// union without being a subtype of one of its members: a tuple with a union
// or a Vararg in it.
func splittable(dt *DataType) bool {
	if dt.Name != TupleT {
		return false
	}
	for _, p := range dt.Params {
		switch v := p.(type) {
		case *Union, *Vararg, *UnionAll:
			return true
		case *DataType:
			if splittable(v) {
				return true
			}
		}
	}
	return false
}

// Equal reports whether a and b are the same type (a <: b and b <: a).
func Equal(a, b Type) bool {
	if a == b || typesEgal(a, b) {
		return true
	}
	return Subtype(a, b) && Subtype(b, a)
}

// subtypeClosedDT is the fast path for two DataTypes without free type
// variables: a supertype walk and parameter comparisons, no allocation.
func subtypeClosedDT(x, y *DataType) bool {
	if x == y || y == Any {
		return true
	}
	if x.Name == TypeT {
		if y.Name == TypeT {
			return paramEqualClosed(x.Params[0], y.Params[0])
		}
		return typeOfParam(x.Params[0]) == y
	}
	if y.Name == TypeT {
		return false
	}
	xd := x
	for xd.Name != y.Name {
		if xd == Any {
			return false
		}
		xd = superOf(xd)
	}
	if xd == y {
		return true
	}
	if xd.Name == TupleT {
		return subtypeTupleClosed(xd, y)
	}
	if len(xd.Params) != len(y.Params) {
		return false
	}
	for i, p := range xd.Params {
		if !paramEqualClosed(p, y.Params[i]) {
			return false
		}
	}
	return true
}

func paramEqualClosed(p, q any) bool {
	if p == q {
		return true
	}
	pt, ok1 := p.(Type)
	qt, ok2 := q.(Type)
	if ok1 && ok2 {
		if _, v := pt.(*Vararg); v {
			return typesEgal(p, q)
		}
		return Equal(pt, qt)
	}
	if ok1 || ok2 {
		return false
	}
	return typesEgal(p, q)
}

func subtypeTupleClosed(x, y *DataType) bool {
	xp, yp := x.Params, y.Params
	xva, yva := lastVararg(xp), lastVararg(yp)
	nx, ny := len(xp), len(yp)
	if xva != nil {
		nx--
	}
	if yva != nil {
		ny--
	}
	if xva == nil {
		if yva == nil && nx != ny || nx < ny {
			return false
		}
	} else if yva == nil || nx < ny {
		return false
	}
	for i := 0; i < nx; i++ {
		var yi any
		if i < ny {
			yi = yp[i]
		} else {
			yi = yva.T
			if yi == any(Any) && xva == nil {
				return true
			}
		}
		if !elemSubClosed(xp[i], yi) {
			return false
		}
	}
	if xva != nil {
		return Subtype(xva.T, yva.T)
	}
	return true
}

// elemSubClosed compares closed tuple elements, which may be values
// (Tuple{2, 3}, as StaticArrays' sizes): as Julia's subtype, any element
// is <: Any, a value is <: no other type, and two values must be egal.
func elemSubClosed(x, y any) bool {
	if y == any(Any) {
		return true
	}
	xt, ok1 := x.(Type)
	yt, ok2 := y.(Type)
	switch {
	case ok1 && ok2:
		return Subtype(xt, yt)
	case ok2:
		return false
	case ok1:
		return false
	}
	return typesEgal(x, y)
}

// ---- the general algorithm ----

type varBinding struct {
	v         *TypeVar
	lb, ub    any
	right     bool
	occursInv int8
	occursCov int8
	concrete  bool
	depth0    int
}

// unionState enumerates the combinations of union member choices. Each
// decision point met during one run of the search gets a position; stack
// holds the choice made there. After a run, next moves to the following
// combination (like an odometer on the deepest position that still has
// untried choices).
type unionState struct {
	depth int
	more  int
	stack []int32
}

func (s *unionState) pick(n int) int {
	i := s.depth
	s.depth++
	if i >= len(s.stack) {
		s.stack = append(s.stack, 0)
	}
	c := int(s.stack[i])
	if c >= n {
		c = n - 1
	}
	if c < n-1 {
		s.more = s.depth
	}
	return c
}

func (s *unionState) next() bool {
	if s.more == 0 {
		return false
	}
	k := s.more - 1
	s.stack = s.stack[:k+1]
	s.stack[k]++
	return true
}

type savedVar struct {
	lb, ub   any
	inv, cov int8
}

type stenv struct {
	vars      []varBinding
	L, R      unionState
	envout    []any
	envidx    int
	invdepth  int
	rinvdepth int
	saved     []savedVar
	steps     int
}

const maxSteps = 1 << 20

var envPool = sync.Pool{New: func() any { return &stenv{} }}

func getEnv() *stenv {
	return envPool.Get().(*stenv)
}

func putEnv(e *stenv) {
	clear(e.vars)
	e.vars = e.vars[:0]
	clear(e.saved)
	e.saved = e.saved[:0]
	e.L = unionState{stack: e.L.stack[:0]}
	e.R = unionState{stack: e.R.stack[:0]}
	e.envout = nil
	e.envidx, e.invdepth, e.rinvdepth, e.steps = 0, 0, 0, 0
	envPool.Put(e)
}

func (e *stenv) lookup(v *TypeVar) int {
	for i := len(e.vars) - 1; i >= 0; i-- {
		if e.vars[i].v == v {
			return i
		}
	}
	return -1
}

func (e *stenv) saveEnv() int {
	base := len(e.saved)
	for i := range e.vars {
		b := &e.vars[i]
		e.saved = append(e.saved, savedVar{b.lb, b.ub, b.occursInv, b.occursCov})
	}
	return base
}

func (e *stenv) resaveEnv(base int) {
	for i := range e.vars {
		b := &e.vars[i]
		e.saved[base+i] = savedVar{b.lb, b.ub, b.occursInv, b.occursCov}
	}
}

func (e *stenv) restoreEnv(base, rdepth int) {
	for i := range e.vars {
		s := e.saved[base+i]
		b := &e.vars[i]
		b.lb, b.ub, b.occursInv, b.occursCov = s.lb, s.ub, s.inv, s.cov
	}
	e.R.depth = rdepth
	for i := e.envidx; i < len(e.envout); i++ {
		e.envout[i] = nil
	}
}

func (e *stenv) popSaved(base int) {
	clear(e.saved[base:])
	e.saved = e.saved[:base]
}

// pushState starts a fresh union state above s, sharing its storage.
func pushState(s *unionState) unionState {
	old := *s
	*s = unionState{stack: old.stack[len(old.stack):len(old.stack)]}
	return old
}

func (e *stenv) record(i int, param int) {
	if i < 0 || param == 0 {
		return
	}
	b := &e.vars[i]
	d := e.invdepth
	if b.right {
		d = e.rinvdepth
	}
	if param == 2 && d > b.depth0 {
		if b.occursInv < 2 {
			b.occursInv++
		}
	} else if b.occursCov < 2 {
		b.occursCov++
	}
}

func (e *stenv) forallExistsSubtype(x, y any, param int) bool {
	base := e.saveEnv()
	rdepth := e.R.depth
	e.L.stack = e.L.stack[:0]
	var sub bool
	for {
		sub = e.existsSubtype(x, y, base, rdepth, param)
		if !sub || !e.L.next() {
			break
		}
		e.resaveEnv(base)
	}
	e.popSaved(base)
	return sub
}

func (e *stenv) existsSubtype(x, y any, base, rdepth, param int) bool {
	e.R.stack = e.R.stack[:0]
	for {
		e.R.depth, e.R.more = 0, 0
		e.L.depth, e.L.more = 0, 0
		if e.subtype(x, y, param) {
			return true
		}
		e.restoreEnv(base, rdepth)
		if e.steps > maxSteps || !e.R.next() {
			return false
		}
	}
}

// localForall runs x <: y for every combination of the left unions met
// inside it, sharing the right-union decisions with the enclosing search.
func (e *stenv) localForall(x, y any, param int) bool {
	old := pushState(&e.L)
	var sub bool
	for {
		e.L.depth, e.L.more = 0, 0
		sub = e.subtype(x, y, param)
		if !sub || !e.L.next() {
			break
		}
	}
	e.L = old
	return sub
}

// nested runs a complete, separate ∀∃ search for x <: y in the current
// variable environment.
func (e *stenv) nested(x, y any, param int) bool {
	oldL := pushState(&e.L)
	oldR := pushState(&e.R)
	sub := e.forallExistsSubtype(x, y, param)
	e.L, e.R = oldL, oldR
	return sub
}

func (e *stenv) forallExistsEqual(x, y any) bool {
	if obviouslyEgal(x, y) {
		return true
	}
	if (isIndefiniteTuple(x) && isDefiniteTuple(y)) || (isDefiniteTuple(x) && isIndefiniteTuple(y)) {
		return false
	}
	xf, yf := hasFree(x, nil), hasFree(y, nil)
	if !xf && !yf {
		return paramEqualClosed(x, y)
	}
	if !xf || !yf {
		// a variable against a closed type without unions involves no
		// union decisions: compare directly
		if (isTypeVar(x) && simpleClosed(y)) || (isTypeVar(y) && simpleClosed(x)) {
			return e.subtype(x, y, 2) && e.subtype(y, x, 0)
		}
		return e.nested(x, y, 2) && e.nested(y, x, 0)
	}
	return e.localForall(x, y, 2) && e.localForall(y, x, 0)
}

// simpleClosed reports whether p is a closed DataType or a plain value,
// which the search can compare with a variable without union decisions.
func simpleClosed(p any) bool {
	switch v := p.(type) {
	case *DataType:
		return !v.free
	case *Union, *UnionAll, *TypeVar, *Vararg:
		return false
	}
	return true
}

func obviouslyEgal(a, b any) bool {
	if a == b {
		return true
	}
	switch x := a.(type) {
	case *DataType:
		y, ok := b.(*DataType)
		if !ok || x.Name != y.Name || len(x.Params) != len(y.Params) || (!x.free && !y.free) {
			return false
		}
		for i := range x.Params {
			if !obviouslyEgal(x.Params[i], y.Params[i]) {
				return false
			}
		}
		return true
	case *UnionAll:
		y, ok := b.(*UnionAll)
		return ok && x.Var == y.Var && obviouslyEgal(x.Body, y.Body)
	case *TypeVar, *Union:
		return false
	}
	if isType(b) || isTypeVar(b) {
		return false
	}
	return typesEgal(a, b)
}

func isIndefiniteTuple(x any) bool {
	t, ok := x.(Type)
	if !ok {
		return false
	}
	dt, ok := Unwrap(t).(*DataType)
	if !ok || dt.Name != TupleT {
		return false
	}
	va := lastVararg(dt.Params)
	return va != nil && va.NVar == nil && va.N < 0
}

func isDefiniteTuple(x any) bool {
	if v, ok := x.(*TypeVar); ok {
		x = v.Ub
	}
	t, ok := x.(Type)
	if !ok {
		return false
	}
	dt, ok := Unwrap(t).(*DataType)
	if !ok || dt.Name != TupleT {
		return false
	}
	return lastVararg(dt.Params) == nil
}

func isUnionT(t any) (*Union, bool) {
	u, ok := t.(*Union)
	if !ok || len(u.Types) < 2 {
		return nil, false
	}
	return u, true
}

func (e *stenv) pickUnion(u *Union, s *unionState) Type {
	return u.Types[s.pick(len(u.Types))]
}

// subtype is the core of the algorithm. param is 0 outside any type
// constructor, 1 in a covariant (tuple) parameter, 2 in an invariant one.
func (e *stenv) subtype(x, y any, param int) bool {
	e.steps++
	if e.steps > maxSteps {
		return false
	}
	if xu, ok := isUnionT(x); ok {
		if x == y {
			return true
		}
		x = e.pickUnion(xu, &e.L)
	}
	if yu, ok := isUnionT(y); ok {
		for _, m := range yu.Types {
			if x == any(m) {
				return true
			}
		}
		if xa, ok := x.(*UnionAll); ok {
			return e.subtypeUnionAll(y, xa, false, param)
		}
		split := true
		if isTypeVar(x) {
			// The convert(Type{T}, T) pattern: first try to match the
			// variable against the whole union before taking it apart.
			split = e.R.pick(2) == 1
		}
		if split {
			y = e.pickUnion(yu, &e.R)
		}
	}
	if xv, ok := x.(*TypeVar); ok {
		if yv, ok := y.(*TypeVar); ok {
			if xv == yv {
				return true
			}
			xi, yi := e.lookup(xv), e.lookup(yv)
			var xub, ylb any = xv.Ub, yv.Lb
			if xi >= 0 {
				xub = e.vars[xi].ub
			}
			if yi >= 0 {
				ylb = e.vars[yi].lb
			}
			xr := xi >= 0 && e.vars[xi].right
			yr := yi >= 0 && e.vars[yi].right
			if xr {
				e.record(yi, param)
				if yr {
					e.record(xi, param)
					return e.subtype(e.vars[xi].lb, e.vars[yi].ub, 0)
				}
				return e.varLT(xv, y, param)
			} else if yr {
				e.record(xi, param)
				return e.varGT(yv, x, param)
			}
			// ∀x,y . x <: y: the bounds of left variables never change, so
			// || is safe here.
			return e.subtype(xub, y, param) || e.subtype(x, ylb, param)
		}
		return e.varLT(xv, y, param)
	}
	if yv, ok := y.(*TypeVar); ok {
		return e.varGT(yv, x, param)
	}
	if y == any(Any) && !hasFree(x, nil) {
		return true
	}
	if x == any(Bottom) && !hasFree(y, nil) {
		return true
	}
	xt, xok := x.(Type)
	yt, yok := y.(Type)
	if xok && yok {
		ux, uy := Unwrap(xt), Unwrap(yt)
		if ux != xt || uy != yt {
			uxd, ok1 := ux.(*DataType)
			uyd, ok2 := uy.(*DataType)
			if ok1 && ok2 && y != any(Any) && uxd.Name != TypeT {
				if uyd == Any {
					return true
				}
				xd := uxd
				for xd != Any && xd.Name != uyd.Name {
					xd = superOf(xd)
				}
				if xd == Any {
					return false
				}
			}
		}
	}
	if xa, ok := x.(*UnionAll); ok {
		if x == y && !(e.envidx < len(e.envout)) {
			return true
		}
		return e.subtypeUnionAll(y, xa, false, param)
	}
	if ya, ok := y.(*UnionAll); ok {
		return e.subtypeUnionAll(x, ya, true, param)
	}
	xd, ok1 := x.(*DataType)
	yd, ok2 := y.(*DataType)
	if ok1 && ok2 {
		return e.subtypeDT(xd, yd, param)
	}
	if xva, ok := x.(*Vararg); ok {
		if yva, ok := y.(*Vararg); ok {
			return e.subtypeNakedVararg(xva, yva, param)
		}
		return false
	}
	if isType(y) {
		return x == any(Bottom)
	}
	if isType(x) {
		return false
	}
	return typesEgal(x, y)
}

func (e *stenv) subtypeDT(xd, yd *DataType, param int) bool {
	if xd == yd || yd == Any {
		return true
	}
	if xd.Name == TypeT && yd.Name != TypeT {
		tp0 := xd.Params[0]
		if isTypeVar(tp0) {
			return false
		}
		// Not strictly correct (a type can equal T without being T), but
		// it is how `Int` matches a `::DataType` slot.
		return typeOfParam(tp0) == yd
	}
	if yd.Name == TypeT && xd.Name != TypeT {
		if !isTypeVar(yd.Params[0]) || !IsKind(xd) {
			return false
		}
		// DataType <: Type{T}: true iff T can have full bounds, checked at
		// the depth where Type{T} occurs.
		saved := e.invdepth
		e.invdepth = e.rinvdepth
		r := e.subtype(TypeT.Wrapper, yd, param)
		e.invdepth = saved
		return r
	}
	for xd != Any && xd.Name != yd.Name {
		xd = superOf(xd)
	}
	if xd == Any {
		return false
	}
	if xd.Name == TupleT {
		return e.subtypeTuple(xd, yd, param)
	}
	if len(xd.Params) != len(yd.Params) {
		return false
	}
	e.invdepth++
	e.rinvdepth++
	ans := true
	for i, xi := range xd.Params {
		yi := yd.Params[i]
		if !(xi == yi || e.forallExistsEqual(xi, yi)) {
			ans = false
			break
		}
	}
	e.invdepth--
	e.rinvdepth--
	return ans
}

func (e *stenv) subtypeNakedVararg(x, y *Vararg, param int) bool {
	if !e.subtype(x.T, y.T, param) || !e.subtype(x.T, y.T, 1) {
		return false
	}
	e.invdepth++
	e.rinvdepth++
	defer func() { e.invdepth--; e.rinvdepth-- }()
	switch {
	case x.NVar == nil && y.NVar == nil:
		return x.N == y.N
	case y.NVar == nil:
		if y.N < 0 {
			return false
		}
		return e.forallExistsEqual(x.NVar, int64(y.N))
	case x.NVar == nil:
		if x.N < 0 {
			return false
		}
		return e.forallExistsEqual(int64(x.N), y.NVar)
	}
	return e.forallExistsEqual(x.NVar, y.NVar)
}

// elemSub compares tuple elements: closed pairs get a separate search
// when no union decision is pending (otherwise the left unions inside must
// be enumerated together with the enclosing right choices).
func (e *stenv) elemSub(x, y any, param int) bool {
	xt, ok1 := x.(Type)
	yt, ok2 := y.(Type)
	if ok1 && ok2 && e.R.depth == 0 && e.L.depth == 0 && !hasFree(xt, nil) && !hasFree(yt, nil) {
		return Subtype(xt, yt)
	}
	return e.subtype(x, y, param)
}

// checkVarargLength constrains the count variable n to equal k.
func (e *stenv) checkVarargLength(n *TypeVar, k int) bool {
	nn := int64(k)
	e.invdepth++
	e.rinvdepth++
	ans := e.subtype(nn, n, 2) && e.subtype(n, nn, 0)
	e.invdepth--
	e.rinvdepth--
	return ans
}

func expandVararg(ps []any, nfixed int, t Type, k int) []any {
	out := make([]any, 0, nfixed+k)
	out = append(out, ps[:nfixed]...)
	for i := 0; i < k; i++ {
		out = append(out, t)
	}
	return out
}

func (e *stenv) subtypeTuple(xd, yd *DataType, param int) bool {
	xp, yp := xd.Params, yd.Params
	if len(xp) == 0 && len(yp) == 0 {
		return true
	}
	if param == 0 {
		param = 1
	}
	xva, yva := lastVararg(xp), lastVararg(yp)
	nx, ny := len(xp), len(yp)
	if xva != nil {
		nx--
	}
	if yva != nil {
		ny--
	}
	// A Vararg on the left whose count variable is already known acts as
	// a fixed-length tail.
	if xva != nil && xva.NVar != nil {
		if i := e.lookup(xva.NVar); i >= 0 {
			if k, ok := e.vars[i].lb.(int64); ok && k >= 0 && typesEgal(e.vars[i].lb, e.vars[i].ub) {
				xp = expandVararg(xp, nx, xva.T, int(k))
				nx += int(k)
				xva = nil
			}
		}
	}
	if xva == nil {
		if yva == nil {
			if nx != ny {
				return false
			}
		} else if nx < ny {
			return false
		}
	} else {
		xright := false
		if xva.NVar != nil {
			if i := e.lookup(xva.NVar); i >= 0 && e.vars[i].right {
				xright = true
			}
		}
		if !xright {
			// the left tuple has any length >= nx
			if yva == nil || nx < ny {
				return false
			}
		} else if yva == nil {
			k := ny - nx
			if k < 0 || !e.checkVarargLength(xva.NVar, k) {
				return false
			}
			xp = expandVararg(xp, nx, xva.T, k)
			nx = ny
			xva = nil
		} else if nx < ny {
			return false
		}
	}
	var lastx, lasty any
	reps := 0
	for i := 0; i < nx; i++ {
		xi := xp[i]
		var yi any
		if i < ny {
			yi = yp[i]
		} else {
			yi = yva.T
			if xva == nil && yi == any(Any) {
				break
			}
			if xi == lastx {
				reps++
			} else {
				reps = 1
			}
			if reps > 2 {
				// an identical element need not be compared to the same
				// Vararg element more than twice
				continue
			}
		}
		if xi == lastx && yi == lasty && i > 0 {
			// fast path for repeated elements (not for unions: each
			// occurrence is a separate choice)
			if xt, ok := xi.(Type); ok && IsConcrete(xt) && !hasFree(yi, nil) {
				continue
			}
		}
		if !e.elemSub(xi, yi, param) {
			return false
		}
		lastx, lasty = xi, yi
	}
	if xva != nil {
		if !e.subtype(xva.T, yva.T, param) || !e.subtype(xva.T, yva.T, 1) {
			return false
		}
		return e.varargLengths(xva, yva, nx-ny)
	}
	if yva != nil && yva.NVar != nil {
		return e.checkVarargLength(yva.NVar, nx-ny)
	}
	return true
}

// varargLengths relates the counts of two Varargs: count(y) = count(x) + off.
// An unbounded count on the left, or a count that y must exceed by off,
// is represented by a fresh placeholder variable: an unknown length that
// nothing else can equal.
func (e *stenv) varargLengths(xva, yva *Vararg, off int) bool {
	if yva.NVar == nil {
		return yva.N < 0 || (xva.NVar == nil && xva.N >= 0 && xva.N+off == yva.N)
	}
	xn := xva.NVar
	if xn == nil || off != 0 {
		xn = &TypeVar{Name: "N", Lb: Bottom, Ub: Any, id: -1}
	}
	e.invdepth++
	e.rinvdepth++
	ans := e.forallExistsEqual(xn, yva.NVar)
	e.invdepth--
	e.rinvdepth--
	return ans
}

func (e *stenv) subtypeCcheck(x, y any) bool {
	if x == y {
		return true
	}
	if x == any(Bottom) && isType(y) {
		return true
	}
	if y == any(Any) && isType(x) {
		return true
	}
	if xu, ok := x.(*Union); ok {
		if yu, ok := y.(*Union); ok && typesEgal(xu, yu) {
			return true
		}
	}
	if x == any(Any) {
		if _, ok := y.(*DataType); ok {
			return false
		}
	}
	xt, ok1 := x.(Type)
	yt, ok2 := y.(Type)
	if ok1 && ok2 && !hasFree(xt, nil) && !hasFree(yt, nil) {
		return Subtype(xt, yt)
	}
	return e.nested(x, y, 0)
}

func (e *stenv) subtypeLeftVar(x, y any, param int) bool {
	if x == y {
		return true
	}
	if x == any(Bottom) && isType(y) {
		return true
	}
	if y == any(Any) && isType(x) {
		return true
	}
	if xu, ok := x.(*Union); ok {
		if yu, ok := y.(*Union); ok && typesEgal(xu, yu) {
			return true
		}
	}
	if x == any(Any) {
		if _, ok := y.(*DataType); ok {
			return false
		}
	}
	return e.subtype(x, y, param)
}

// varOutside reports whether x's quantifier is outside y's.
func (e *stenv) varOutside(x, y *TypeVar) bool {
	for i := len(e.vars) - 1; i >= 0; i-- {
		if e.vars[i].v == x {
			return false
		}
		if e.vars[i].v == y {
			return true
		}
	}
	return false
}

// varLT checks b <: a and narrows b's upper bound.
func (e *stenv) varLT(b *TypeVar, a any, param int) bool {
	bi := e.lookup(b)
	if bi < 0 {
		return e.subtypeLeftVar(b.Ub, a, param)
	}
	e.record(bi, param)
	if !e.vars[bi].right {
		return e.subtypeLeftVar(e.vars[bi].ub, a, param)
	}
	if typesEgal(e.vars[bi].ub, a) {
		return true
	}
	lb := e.vars[bi].lb
	if !((lb == any(Bottom) && !isType(a) && !isTypeVar(a)) || e.subtypeCcheck(lb, a)) {
		return false
	}
	e.vars[bi].ub = simpleMeet(e.vars[bi].ub, a)
	if av, ok := a.(*TypeVar); ok {
		ai := e.lookup(av)
		if ai >= 0 && !e.vars[ai].right && inUnion(e.vars[bi].lb, a) && e.vars[bi].depth0 != e.vars[ai].depth0 && e.varOutside(b, av) {
			// an "exists" variable cannot equal a "forall" variable inside
			// it unless the forall variable has equal bounds
			return e.subtypeLeftVar(e.vars[ai].ub, e.vars[ai].lb, param)
		}
	}
	return true
}

// varGT checks b >: a and widens b's lower bound.
func (e *stenv) varGT(b *TypeVar, a any, param int) bool {
	bi := e.lookup(b)
	if bi < 0 {
		return e.subtypeLeftVar(a, b.Lb, param)
	}
	e.record(bi, param)
	if !e.vars[bi].right {
		return e.subtypeLeftVar(a, e.vars[bi].lb, param)
	}
	lb, ub := e.vars[bi].lb, e.vars[bi].ub
	if typesEgal(lb, ub) {
		if lv, ok := lb.(*TypeVar); ok && !isType(a) && !isTypeVar(a) {
			return e.varGT(lv, a, param)
		}
		if av, ok := a.(*TypeVar); ok && !isType(lb) && !isTypeVar(lb) {
			return e.varLT(av, lb, param)
		}
	}
	if !((ub == any(Any) && !isType(a) && !isTypeVar(a)) || e.subtypeCcheck(a, ub)) {
		return false
	}
	e.vars[bi].lb = simpleJoin(e.vars[bi].lb, a)
	if av, ok := a.(*TypeVar); ok {
		ai := e.lookup(av)
		if ai >= 0 && !e.vars[ai].right && e.vars[bi].depth0 != e.vars[ai].depth0 && param == 2 && e.varOutside(b, av) {
			return e.subtypeLeftVar(e.vars[ai].ub, e.vars[ai].lb, param)
		}
	}
	return true
}

func inUnion(u, x any) bool {
	if u == x {
		return true
	}
	if uu, ok := isUnionT(u); ok {
		for _, m := range uu.Types {
			if any(m) == x {
				return true
			}
		}
	}
	return false
}

// simpleJoin computes an upper bound of a and b (Julia's simple_join).
func simpleJoin(a, b any) any {
	if a == any(Bottom) || b == any(Any) || obviouslyEgal(a, b) {
		return b
	}
	if b == any(Bottom) || a == any(Any) {
		return a
	}
	if !(isType(a) || isTypeVar(a)) || !(isType(b) || isTypeVar(b)) {
		return Any
	}
	if _, ok := isUnionT(a); ok && inUnion(a, b) {
		return a
	}
	if _, ok := isUnionT(b); ok && inUnion(b, a) {
		return b
	}
	if IsKind(a) && isTypeType(b) && any(typeOfParam(b.(*DataType).Params[0])) == a {
		return a
	}
	if IsKind(b) && isTypeType(a) && any(typeOfParam(a.(*DataType).Params[0])) == b {
		return b
	}
	if av, ok := a.(*TypeVar); ok && obviouslyEgal(b, av.Lb) {
		return a
	}
	if bv, ok := b.(*TypeVar); ok && obviouslyEgal(a, bv.Lb) {
		return b
	}
	at, bt := a.(Type), b.(Type)
	if !hasFree(at, nil) && !hasFree(bt, nil) &&
		!(isTypeType(a) && isTypeType(b) && typeOfParam(a.(*DataType).Params[0]) != typeOfParam(b.(*DataType).Params[0])) {
		if Subtype(at, bt) {
			return b
		}
		if Subtype(bt, at) {
			return a
		}
	}
	return MakeUnion(at, bt)
}

// simpleMeet computes a lower bound of a and b, over-estimating by b
// where it cannot do better (Julia's simple_meet).
func simpleMeet(a, b any) any {
	if a == any(Any) || b == any(Bottom) || obviouslyEgal(a, b) {
		return b
	}
	if b == any(Any) || a == any(Bottom) {
		return a
	}
	if !(isType(a) || isTypeVar(a)) || !(isType(b) || isTypeVar(b)) {
		return Bottom
	}
	if _, ok := isUnionT(a); ok && inUnion(a, b) {
		return b
	}
	if _, ok := isUnionT(b); ok && inUnion(b, a) {
		return a
	}
	if IsKind(a) && isTypeType(b) && any(typeOfParam(b.(*DataType).Params[0])) == a {
		return b
	}
	if IsKind(b) && isTypeType(a) && any(typeOfParam(a.(*DataType).Params[0])) == b {
		return a
	}
	if av, ok := a.(*TypeVar); ok && obviouslyEgal(b, av.Ub) {
		return a
	}
	if bv, ok := b.(*TypeVar); ok && obviouslyEgal(a, bv.Ub) {
		return b
	}
	at, bt := a.(Type), b.(Type)
	if obviouslyDisjoint(at, bt, false) {
		return Bottom
	}
	if !hasFree(at, nil) && !hasFree(bt, nil) {
		if Subtype(at, bt) {
			return a
		}
		if Subtype(bt, at) {
			return b
		}
	}
	return b
}

// widenType turns Type{x} into typeof(x) for a variable's value in
// covariant (argument) position.
func widenType(t any) any {
	if dt, ok := t.(*DataType); ok && dt.Name == TypeT && !isTypeVar(dt.Params[0]) {
		return typeOfParam(dt.Params[0])
	}
	if u, ok := isUnionT(t); ok {
		var first any
		for i, m := range u.Types {
			w := widenType(m)
			if i == 0 {
				first = w
			} else if w != first {
				return t
			}
		}
		return first
	}
	return t
}

// fixInferredVarBound turns a value with free variables into a variable
// bounded by its UnionAll-wrapped form.
func fixInferredVarBound(v *TypeVar, t any) any {
	tt, ok := t.(Type)
	if !ok || isTypeVar(t) || !hasFree(tt, nil) {
		return t
	}
	w := tt
	for _, fv := range FreeVars(tt) {
		w = UnionAllOf(fv, w)
	}
	return NewTypeVar(v.Name, Bottom, w)
}

// varOccursInside reports whether v occurs in t inside a type constructor
// (inside) or, with wantInv, inside an invariant one.
func varOccursInside(t any, v *TypeVar, inside, wantInv bool) bool {
	switch x := t.(type) {
	case *TypeVar:
		return x == v && inside
	case *Union:
		if !x.free {
			return false
		}
		for _, m := range x.Types {
			if varOccursInside(m, v, inside, wantInv) {
				return true
			}
		}
	case *UnionAll:
		if x.Var == v {
			return false
		}
		if varOccursInside(x.Var.Lb, v, inside, wantInv) || varOccursInside(x.Var.Ub, v, inside, wantInv) {
			return true
		}
		return varOccursInside(x.Body, v, inside, wantInv)
	case *Vararg:
		if varOccursInside(x.T, v, inside, wantInv) {
			return true
		}
		return x.NVar == v
	case *DataType:
		if !x.free {
			return false
		}
		istuple := x.Name == TupleT
		for _, p := range x.Params {
			if varOccursInside(p, v, inside || !wantInv || !istuple, wantInv) {
				return true
			}
		}
	}
	return false
}

func varOccursInvariant(t any, v *TypeVar) bool { return varOccursInside(t, v, false, true) }

func (e *stenv) unalias(u *UnionAll) *UnionAll {
	for i := len(e.vars) - 1; i >= 0; i-- {
		b := &e.vars[i]
		if b.v == u.Var ||
			(!typesEgal(b.lb, b.v.Lb) && hasTypeVar(b.lb, u.Var)) ||
			(!typesEgal(b.ub, b.v.Ub) && hasTypeVar(b.ub, u.Var)) {
			return renameUnionAll(u)
		}
	}
	return u
}

func renameUnionAll(u *UnionAll) *UnionAll {
	nv := NewTypeVar(u.Var.Name, u.Var.Lb, u.Var.Ub)
	body := substitute1(u.Body, u.Var, nv).(Type)
	return &UnionAll{Var: nv, Body: body}
}

// subtypeUnionAll compares UnionAll u with t; right means u is on the
// right of <:.
func (e *stenv) subtypeUnionAll(t any, u *UnionAll, right bool, param int) bool {
	u = e.unalias(u)
	d := e.invdepth
	if right {
		d = e.rinvdepth
	}
	e.vars = append(e.vars, varBinding{v: u.Var, lb: u.Var.Lb, ub: u.Var.Ub, right: right, depth0: d})
	idx := len(e.vars) - 1
	var ans bool
	if right {
		e.envidx++
		ans = e.subtype(t, u.Body, param)
		e.envidx--
		b := &e.vars[idx]
		if b.occursInv == 0 {
			b.lb = widenType(b.lb)
		}
		if e.envidx < len(e.envout) {
			var val any
			switch {
			case b.occursInv == 0 && b.lb != any(Bottom):
				if isLeafBound(b.lb) {
					val = b.lb
				} else {
					val = NewTypeVar(u.Var.Name, Bottom, asTypeParam(b.lb))
				}
			case typesEgal(b.lb, b.ub):
				val = b.lb
			case b.lb != any(Bottom):
				val = b.lb
			case typesEgal(b.lb, u.Var.Lb) && typesEgal(b.ub, u.Var.Ub):
				val = u.Var
			default:
				val = NewTypeVar(u.Var.Name, asTypeParam(b.lb), asTypeParam(b.ub))
			}
			if pv, ok := val.(*TypeVar); ok && pv.id == -1 {
				val = u.Var // a length placeholder: the count is unknown
			}
			old := e.envout[e.envidx]
			if old != nil && !typesEgal(old, val) {
				e.envout[e.envidx] = u.Var
			} else {
				e.envout[e.envidx] = fixInferredVarBound(u.Var, val)
			}
		}
	} else {
		ans = e.subtype(u.Body, t, param)
	}
	b := e.vars[idx]
	diagonal := b.occursCov > 1 && !varOccursInvariant(u.Body, u.Var)
	if ans && (b.concrete || (diagonal && isLeafBound(u.Var.Lb))) {
		if b.concrete && !diagonal && !isLeafBound(b.ub) {
			// a non-diagonal variable can only be a subtype of a diagonal
			// one if its upper bound is concrete
			ans = false
		} else if lv, ok := b.lb.(*TypeVar); ok {
			if j := e.lookup(lv); j >= 0 && j < idx {
				e.vars[j].concrete = true
			}
		} else if !isLeafBound(b.lb) {
			ans = false
		}
	}
	clear(e.vars[idx:])
	e.vars = e.vars[:idx]
	if !ans {
		return false
	}
	if !typesEgal(b.lb, b.ub) {
		for i := len(e.vars) - 1; i >= 0; i-- {
			o := &e.vars[i]
			if o.depth0 != b.depth0 &&
				((o.ub != any(b.v) && !typesEgal(o.v.Ub, o.ub) && varOccursInside(o.ub, b.v, false, true)) ||
					(o.lb != any(b.v) && !typesEgal(o.v.Lb, o.lb) && varOccursInside(o.lb, b.v, false, true))) {
				return false
			}
		}
	}
	return true
}

// obviouslyDisjoint is Julia's obviously_disjoint: a cheap test that two
// types have no common values. With specificity, declared subtype
// relations are not taken as disjointness and tuples of different lengths
// are not disjoint.
func obviouslyDisjoint(a, b Type, specificity bool) bool {
	if a == b || a == Any || b == Any {
		return false
	}
	ua, ub := Unwrap(a), Unwrap(b)
	ad, ok1 := ua.(*DataType)
	bd, ok2 := ub.(*DataType)
	if ok1 && ok2 {
		if ad.Name != bd.Name {
			if t := SuperAt(ad, bd.Name); t != nil {
				ad = t
			} else if t := SuperAt(bd, ad.Name); t != nil {
				bd = t
			} else {
				return true
			}
			if specificity {
				return false
			}
		}
		istuple := ad.Name == TupleT
		var np int
		if istuple {
			na, nb := len(ad.Params), len(bd.Params)
			aVa, bVa := lastVararg(ad.Params) != nil, lastVararg(bd.Params) != nil
			if aVa {
				na--
				if bVa {
					nb--
				}
			} else if bVa {
				nb--
			} else if !specificity && na != nb {
				return true
			}
			np = min(na, nb)
		} else {
			np = min(len(ad.Params), len(bd.Params))
		}
		for i := 0; i < np; i++ {
			ai, bi := ad.Params[i], bd.Params[i]
			if isTypeVar(ai) || isTypeVar(bi) {
				continue
			}
			at, aok := ai.(Type)
			bt, bok := bi.(Type)
			if _, v := ai.(*Vararg); v {
				continue
			}
			if _, v := bi.(*Vararg); v {
				continue
			}
			if aok {
				if bok {
					if istuple && (at == Bottom || bt == Bottom) {
						continue
					}
					if obviouslyDisjoint(at, bt, specificity) {
						return true
					}
				} else if at != Any {
					return true
				}
			} else if bok {
				if bt != Any {
					return true
				}
			} else if !typesEgal(ai, bi) {
				return true
			}
		}
		return false
	}
	return a == Bottom || b == Bottom
}
