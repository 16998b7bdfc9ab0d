package methods

import (
	"sort"

	"github.com/kiln-lang/kiln/types"
)

// This file answers the questions of Julia 1.10's Test.detect_ambiguities,
// Test.detect_unbound_args and Base.isambiguous (stdlib/Test/src/Test.jl,
// base/reflection.jl) over Kiln's method tables.

// AllTables returns the method table of every generic function and every
// type name (constructors, callable objects) made so far in this process,
// in no particular order.
func AllTables() []*MethodTable {
	var out []*MethodTable
	functionsByType.Range(func(_, v any) bool {
		out = append(out, v.(*Function).Table)
		return true
	})
	typeTables.Range(func(_, v any) bool {
		out = append(out, v.(*MethodTable))
		return true
	})
	return out
}

// MethodByID returns the current method whose ID is id, or nil.
func MethodByID(id int) *Method {
	for _, t := range AllTables() {
		for _, m := range t.Methods() {
			if m.ID == id {
				return m
			}
		}
	}
	return nil
}

// IsAmbiguous is Julia's Base.isambiguous(m1, m2; ambiguous_bottom): the
// signatures of two methods of one table intersect, neither method is
// more specific than the other, and no third method that covers the
// whole intersection is more specific than either of them (Julia's
// ml_matches drops, for the intersection, a method that such a method
// hides: the ambiguity, if any, is then the third method's). Unless ambiguousBottom is set, an intersection with a
// Union{} type parameter (Complex{Union{}}) does not count, as in Julia.
func IsAmbiguous(m1, m2 *Method, ambiguousBottom bool) bool {
	if m1 == m2 || m1.Table == nil || m1.Table != m2.Table || SurelyDisjoint(m1.Sig, m2.Sig) {
		return false
	}
	ti := types.Intersect(m1.Sig, m2.Sig)
	if ti == types.Bottom {
		return false
	}
	if !types.Subtype(ti, m1.Sig) || !types.Subtype(ti, m2.Sig) {
		// As Julia: intersection is not always commutative; when neither
		// order gives a type within both signatures, report that the
		// methods are not ambiguous.
		ti = types.Intersect(m2.Sig, m1.Sig)
		if ti == types.Bottom || !types.Subtype(ti, m1.Sig) || !types.Subtype(ti, m2.Sig) {
			return false
		}
	}
	if !ambiguousBottom && HasBottomParameter(ti) {
		return false
	}
	if types.MoreSpecific(m1.Sig, m2.Sig) || types.MoreSpecific(m2.Sig, m1.Sig) {
		return false
	}
	for _, m3 := range m1.Table.Methods() {
		if m3 == m1 || m3 == m2 || SurelyDisjoint(m3.Sig, ti) {
			continue
		}
		if types.Subtype(ti, m3.Sig) && (types.MoreSpecific(m3.Sig, m1.Sig) || types.MoreSpecific(m3.Sig, m2.Sig)) {
			return false
		}
	}
	return true
}

// HasBottomParameter is Julia's Base.has_bottom_parameter: whether one or
// more of the type parameters of t (at any depth) is Union{}; a union has
// one when all its members do, a type variable when its upper bound does.
func HasBottomParameter(t any) bool {
	switch x := t.(type) {
	case *types.Union:
		if x == types.Bottom || len(x.Types) == 0 {
			return true
		}
		for _, m := range x.Types {
			if !HasBottomParameter(m) {
				return false
			}
		}
		return true
	case *types.UnionAll:
		return HasBottomParameter(types.Unwrap(x))
	case *types.TypeVar:
		return x.Ub != nil && HasBottomParameter(x.Ub)
	case *types.DataType:
		for _, p := range x.Params {
			if _, isVa := p.(*types.Vararg); isVa {
				// Julia's Vararg is not a DataType: it has none.
				continue
			}
			if HasBottomParameter(p) {
				return true
			}
		}
	}
	return false
}

// Ambiguities lists the ambiguous pairs of the table that detect_ambiguities
// reports for the methods keep selects: for each such method m, every other
// method m2 of the table that is not more specific than m and with which
// m is ambiguous (IsAmbiguous). m2 need not be selected (a method that
// extends another module's function is ambiguous with that module's
// methods). Each pair is listed once, its methods in definition order
// (file, then line, as Julia's sortdefs).
func (t *MethodTable) Ambiguities(keep func(*Method) bool, ambiguousBottom bool) [][2]*Method {
	ms := t.Methods()
	seen := map[[2]*Method]bool{}
	var out [][2]*Method
	for _, m := range ms {
		if !keep(m) {
			continue
		}
		for _, m2 := range ms {
			if m2 == m || SurelyDisjoint(m.Sig, m2.Sig) || types.MoreSpecific(m2.Sig, m.Sig) {
				continue
			}
			if !IsAmbiguous(m, m2, ambiguousBottom) {
				continue
			}
			p := sortDefs(m, m2)
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// sortDefs orders two methods by file, then line (Julia's sortdefs in
// Test.detect_ambiguities).
func sortDefs(a, b *Method) [2]*Method {
	if a.Pos.File < b.Pos.File || a.Pos.File == b.Pos.File && a.Pos.Line <= b.Pos.Line {
		return [2]*Method{a, b}
	}
	return [2]*Method{b, a}
}

// cmpDefs orders methods by file, then line, then ID.
func cmpDefs(a, b *Method) int {
	switch {
	case a.Pos.File != b.Pos.File:
		if a.Pos.File < b.Pos.File {
			return -1
		}
		return 1
	case a.Pos.Line != b.Pos.Line:
		return int(a.Pos.Line) - int(b.Pos.Line)
	}
	return a.ID - b.ID
}

// SortPairs sorts pairs of methods by the file and line of their first,
// then their second method (then by method ID).
func SortPairs(ps [][2]*Method) {
	sort.SliceStable(ps, func(i, j int) bool {
		if c := cmpDefs(ps[i][0], ps[j][0]); c != 0 {
			return c < 0
		}
		return cmpDefs(ps[i][1], ps[j][1]) < 0
	})
}

// SortMethods sorts methods by file, then line (then ID).
func SortMethods(ms []*Method) {
	sort.SliceStable(ms, func(i, j int) bool { return cmpDefs(ms[i], ms[j]) < 0 })
}

// HasUnboundArgs is the test of Julia's Test.detect_unbound_args for one
// method: a static parameter of its signature that the argument types do
// not determine (has_unbound_vars: g(x::Int) where T, f(xs::Vararg{T})
// where T, which a call with no arguments leaves T undetermined), except
// that a vararg method is not reported when another, more specific method
// takes the calls without vararg arguments.
func (m *Method) HasUnboundArgs() bool {
	// A static parameter that the signature does not mention (g(x::Int)
	// where T): Kiln's signature leaves its `where` out, Julia's keeps it
	// and finds it unconstrained.
	if _, unused := m.declaredVars(); unused > 0 {
		return true
	}
	if !hasUnboundVars(m.Sig) {
		return false
	}
	dt, ok := types.Unwrap(m.Sig).(*types.DataType)
	if !ok || len(dt.Params) == 0 || m.Table == nil {
		return true
	}
	if _, isVa := dt.Params[len(dt.Params)-1].(*types.Vararg); !isVa {
		return true
	}
	// The calls that pass no vararg arguments: the method Julia's
	// jl_gf_invoke_lookup selects for them, if it is another one that
	// takes only those calls, makes the variable bound where m is called.
	fixed := make([]types.Type, 0, len(dt.Params)-1)
	for _, p := range dt.Params[:len(dt.Params)-1] {
		t, ok := p.(types.Type)
		if !ok {
			return true
		}
		fixed = append(fixed, t)
	}
	tsig := types.Rewrap(types.Tuple(fixed...), m.Sig)
	var applicable []*Method
	for _, o := range m.Table.Methods() {
		if !SurelyDisjoint(o.Sig, tsig) && types.Subtype(tsig, o.Sig) {
			applicable = append(applicable, o)
		}
	}
	for _, o := range applicable {
		best := true
		for _, p := range applicable {
			if p != o && !types.MoreSpecific(o.Sig, p.Sig) {
				best = false
				break
			}
		}
		if best {
			return o == m || !types.Subtype(o.Sig, tsig)
		}
	}
	return true
}

// DeclaredVars are the method's static parameters as Julia's signature
// has them: those of its `where` clause, including any that no argument
// type mentions (g(x::Int) where T), which Kiln's signature leaves out.
// As Julia's lowering, the methods that supply omitted positional
// arguments (defined at the same place as the full method, which uses
// the parameter) do not have the parameters they do not use.
func (m *Method) DeclaredVars() []*types.TypeVar {
	vs, _ := m.declaredVars()
	return vs
}

// declaredVars is DeclaredVars, and how many of them neither an argument
// type nor another parameter's bound mentions.
func (m *Method) declaredVars() ([]*types.TypeVar, int) {
	vs := types.WhereVars(m.Sig)
	if len(m.Sparams) <= len(vs) {
		return vs, 0
	}
	used := map[*types.TypeVar]bool{}
	for _, v := range types.FreeVars(types.Unwrap(m.Sig)) {
		used[v] = true
	}
	for _, sp := range m.Sparams {
		// a variable in another's bound (where {T, S<:Vector{T}})
		for _, bound := range []types.Type{sp.Lb, sp.Ub} {
			if bound != nil {
				for _, v := range types.FreeVars(bound) {
					used[v] = true
				}
			}
		}
	}
	for _, v := range vs {
		if !used[v] {
			// not the parameters the signature was wrapped in
			return vs, 0
		}
	}
	var others []*Method
	if m.Table != nil {
		for _, o := range m.Table.Methods() {
			if o != m && o.Pos.File == m.Pos.File && o.Pos.Line == m.Pos.Line {
				others = append(others, o)
			}
		}
	}
	out := make([]*types.TypeVar, 0, len(m.Sparams))
	unused := 0
	for _, sp := range m.Sparams {
		switch {
		case used[sp]:
			out = append(out, sp)
		case !usedByName(others, sp.Name):
			out = append(out, sp)
			unused++
		}
	}
	return out, unused
}

// usedByName reports whether one of ms has a static parameter named name
// that its signature mentions.
func usedByName(ms []*Method, name string) bool {
	for _, o := range ms {
		for _, v := range types.FreeVars(types.Unwrap(o.Sig)) {
			if v.Name == name {
				return true
			}
		}
	}
	return false
}

// hasUnboundVars is Julia's Test.has_unbound_vars: a variable of the
// signature's `where`s that no argument type constrains.
func hasUnboundVars(sig types.Type) bool {
	var t any = sig
	for {
		ua, ok := t.(*types.UnionAll)
		if !ok {
			return false
		}
		t = ua.Body
		if !constrainsParam(ua.Var, t, true) {
			return true
		}
	}
}

// constrainsParam is Julia's Test.constrains_param: whether v has a
// definite value in every concrete leaf type that is a subtype of typ.
// A union constrains it when all its members do; a tuple's Vararg element
// type does not (the tuple may be empty), its length does; parameters of
// other types are invariant.
func constrainsParam(v *types.TypeVar, typ any, covariant bool) bool {
	if tv, ok := typ.(*types.TypeVar); ok && tv == v {
		return true
	}
	for {
		ua, ok := typ.(*types.UnionAll)
		if !ok {
			break
		}
		if covariant && ua.Var.Ub != nil && constrainsParam(v, ua.Var.Ub, covariant) {
			return true
		}
		typ = ua.Body
	}
	switch x := typ.(type) {
	case *types.Union:
		if len(x.Types) < 2 {
			return false
		}
		for _, m := range x.Types {
			if !constrainsParam(v, m, covariant) {
				return false
			}
		}
		return true
	case *types.DataType:
		n := len(x.Params)
		if n == 0 {
			return false
		}
		if x.Name == types.TupleT {
			for _, p := range x.Params[:n-1] {
				if constrainsParam(v, p, covariant) {
					return true
				}
			}
			last := x.Params[n-1]
			if va, ok := last.(*types.Vararg); ok {
				return va.NVar != nil && va.NVar == v
			}
			return constrainsParam(v, last, covariant)
		}
		for _, p := range x.Params {
			if constrainsParam(v, p, false) {
				return true
			}
		}
	}
	return false
}
