package infer

import (
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// maxSplatMethods is how many methods a call with a splatted value of
// run-time length may match for inference to join their results (each is
// inferred once, on its intersection with the call's Vararg signature).
const maxSplatMethods = 8

// maxIterSteps bounds the iterate(x, state) calls inferred to find the
// element type of a splatted iterable whose state type changes.
const maxIterSteps = 3

// splatCallType infers f(args...) where a splatted value's length is only
// known at run time (a Vector, a range, a String, a Set), as Julia's
// abstract_apply: the splatted value contributes Vararg{E} for its element
// type E (arguments after it are merged into E), and the call's type is
// the join of the results of the methods that accept the Vararg
// signature, each inferred on its intersection with it: max(v...) on a
// Vector{Int64} is Int64 whichever of max's methods the length selects,
// tuple(v...) is Tuple{Vararg{Int64}}. The call itself is dispatched at
// run time. Any when the element type is unknown or too many methods may
// apply.
func (f *frame) splatCallType(v *ir.Value) (any, error) {
	info, _ := v.Aux.(*ir.CallInfo)
	var fixed []types.Type
	var va types.Type // the Vararg's element type, once one is seen
	for i, a := range v.Args {
		t := a.Type
		if t == nil || t == types.Bottom {
			return types.Bottom, nil
		}
		var elems []types.Type
		var rest types.Type
		if info != nil && i < len(info.Splat) && info.Splat[i] {
			es, r, ok := f.splatElems(t)
			if !ok {
				return types.Any, nil
			}
			elems, rest = es, r
		} else {
			elems = []types.Type{DispatchType(t)}
		}
		if va != nil {
			for _, e := range elems {
				va = Widen(Join(va, e))
			}
			if rest != nil {
				va = Widen(Join(va, rest))
			}
			continue
		}
		fixed = append(fixed, elems...)
		va = rest
	}
	if len(fixed) == 0 || va == nil || va == types.Bottom || !types.IsConcrete(fixed[0]) && !isTypeObject(fixed[0]) {
		return types.Any, nil
	}
	if cv, ok := IsConst(v.Args[0].Type); ok && (info == nil || len(info.Splat) == 0 || !info.Splat[0]) {
		if b, ok := cv.(*methods.Builtin); ok {
			if b.Name == "tuple" {
				// Core.tuple(v...): a tuple of the arguments' types.
				return types.Tuple(append(append([]types.Type(nil), fixed[1:]...), types.VarargOf(va, -1))...), nil
			}
			return types.Any, nil
		}
	}
	tbl := methods.TableFor(fixed[0])
	if tbl == nil {
		return types.Any, nil
	}
	tt := types.Tuple(append(append([]types.Type(nil), fixed...), types.VarargOf(va, -1))...)
	return f.joinMatches(tbl, tt, maxSplatMethods, nil)
}

// joinMatches infers a call on abstract argument types tt (with a Vararg,
// or a tuple of unknown length among them) as Julia's
// abstract_call_gf_by_type: each method that may apply is inferred on its
// intersection with tt (split on the members of small unions), and the
// result is the join of theirs. Any when more than limit methods may
// apply or one of them cannot be inferred so.
//
// Code inferred on an abstract signature is only inferred (inferOn): the
// call it answers dispatches at run time, and codegen unboxes the result
// to the type inferred here. A method added later that may apply changes
// the recorded question's answer and invalidates the caller; a method
// redefined invalidates its instances, these among them, and so their
// callers (absCallees).
//
// args, when not nil, is the call's argument lattice: where one method
// applies without splitting, its constants are propagated into it as
// Julia's abstract_call_method_with_const_args does for any call, so that
// `a, b = t` of a t::Tuple{Any, Int64} infers b from
// indexed_iterate(t, 2) as Int64.
func (f *frame) joinMatches(tbl *methods.MethodTable, tt *types.DataType, limit int, args []any) (any, error) {
	f.tables[tbl] = true
	if args != nil {
		if rt, ok, err := f.joinSplitMatches(tbl, tt, args); err != nil || ok {
			return rt, err
		}
	}
	res := f.e.Interp.FindMethod(tbl, tt)
	if len(res.Ambiguous) > 0 {
		return types.Any, nil
	}
	cands := res.Possible
	if res.Method != nil {
		cands = []*methods.Method{res.Method}
	}
	if len(cands) == 0 || len(cands) > limit {
		// No method: left to the run-time dispatch (Core.kwcall's
		// methods, for one, are found there), which raises the
		// MethodError where there is none.
		return types.Any, nil
	}
	if len(cands) > 1 {
		cands = f.selectedByCount(tbl, tt, cands)
	}
	var rt any = types.Bottom
	for _, m := range cands {
		x := types.Intersect(tt, m.Sig)
		if x == types.Bottom {
			if !hasUnknownLength(tt) {
				// A method that may apply but whose intersection
				// with the call is empty: nothing to infer it on.
				return types.Any, nil
			}
			continue // no length of the vector selects m
		}
		it, ok := x.(*types.DataType)
		if !ok || it.Name != types.TupleT {
			return types.Any, nil
		}
		split := splitFixed(it)
		for _, cs := range split {
			t, ci, ok, err := f.inferOn(m, cs)
			if err != nil {
				return nil, err
			}
			if !ok {
				return types.Any, nil
			}
			if args != nil && len(cands) == 1 && len(split) == 1 && ci != nil && len(args) == len(cs.Params) {
				if cci, ok := f.e.constProp(ci, args); ok {
					t = cci.RetType
					f.absCallees[cci] = true
				}
			}
			rt = Join(rt, Widen(t))
		}
	}
	if res.Method != nil {
		f.questions = append(f.questions, Edge{Table: tbl, Sig: tt, Method: res.Method})
	} else {
		f.questions = append(f.questions, Edge{Table: tbl, Sig: tt, Matches: len(cands)})
	}
	if Widen(rt) == types.Any {
		return types.Any, nil
	}
	return rt, nil
}

// joinSplitMatches is joinMatches for a call with a union among its
// argument types where each member selects one method, as Julia's
// find_matching_methods splits the union before looking methods up: each
// case is inferred on that method with the case's constants propagated,
// and the result is the join. indexed_iterate(x, 2, st) of an iterate
// result x::Union{Nothing, Tuple{Any, Int64}} is the fallback method on
// Nothing (it throws) and the Tuple method on Tuple{Any, Int64}, whose
// constant index makes it a Tuple{Int64, Int64}; looked up on the whole
// union, the fallback method also applied to the tuple and the join was
// Tuple{Any, Int64}. ok is false where some case does not select one
// method.
func (f *frame) joinSplitMatches(tbl *methods.MethodTable, tt *types.DataType, args []any) (any, bool, error) {
	cases := splitFixed(tt)
	if len(cases) < 2 || len(args) != len(tt.Params) {
		return nil, false, nil
	}
	var edges []Edge
	var rt any = types.Bottom
	for _, cs := range cases {
		res := f.e.Interp.FindMethod(tbl, cs)
		if res.Method == nil || !res.FullyCovers {
			return nil, false, nil
		}
		t, ci, ok, err := f.inferOn(res.Method, cs)
		if err != nil || !ok {
			return nil, false, err
		}
		if ci != nil {
			ps := make([]types.Type, len(cs.Params))
			for i, p := range cs.Params {
				ps[i], _ = p.(types.Type)
			}
			if cci, ok := f.e.constProp(ci, caseArgs(args, ps)); ok {
				t = cci.RetType
				f.absCallees[cci] = true
			}
		}
		rt = Join(rt, Widen(t))
		edges = append(edges, Edge{Table: tbl, Sig: cs, Method: res.Method})
	}
	f.questions = append(f.questions, edges...)
	if Widen(rt) == types.Any {
		return types.Any, true, nil
	}
	return rt, true, nil
}

// maxCountSplit bounds the argument counts selectedByCount looks at.
const maxCountSplit = 24

// selectedByCount drops from cands, the methods that may apply to a call
// whose signature tt ends in Vararg{E}, those that no number of arguments
// selects: for each count k of Vararg elements (0, 1, ... up to one more
// than any candidate's fixed arguments, and then any greater count), the
// methods dispatch may choose for Tuple{fixed..., E × k} are those of its
// lookup, which leaves out a method that a more specific one always
// overrides. print(xs...) is never called with an IO first: print(io::IO),
// print(io::IO, x) and print(io::IO, x1, x2, xs...) take every count. The
// candidates are returned unchanged when tt has no Vararg or the counts are
// too many to look at.
func (f *frame) selectedByCount(tbl *methods.MethodTable, tt *types.DataType, cands []*methods.Method) []*methods.Method {
	n := len(tt.Params)
	if n == 0 {
		return cands
	}
	va, ok := tt.Params[n-1].(*types.Vararg)
	if !ok || va.N >= 0 {
		return cands
	}
	fixed := tt.Params[:n-1]
	maxK := 0
	for _, m := range cands {
		sd, ok := types.Unwrap(m.Sig).(*types.DataType)
		if !ok {
			return cands
		}
		k := len(sd.Params) - len(fixed)
		if types.IsVarargTuple(sd) {
			k--
		}
		if k+1 > maxK {
			maxK = k + 1
		}
	}
	if maxK > maxCountSplit {
		return cands
	}
	used := map[*methods.Method]bool{}
	for k := 0; k <= maxK; k++ {
		ps := append([]any(nil), fixed...)
		for i := 0; i < k; i++ {
			ps = append(ps, va.T)
		}
		if k == maxK {
			ps = append(ps, va)
		}
		ts := make([]types.Type, len(ps))
		for i, p := range ps {
			ts[i] = p.(types.Type)
		}
		res := f.e.Interp.FindMethod(tbl, types.Tuple(ts...))
		if res.Method != nil {
			used[res.Method] = true
		}
		for _, m := range res.Possible {
			used[m] = true
		}
		for _, m := range res.Ambiguous {
			used[m] = true
		}
	}
	var out []*methods.Method
	for _, m := range cands {
		if used[m] {
			out = append(out, m)
		}
	}
	return out
}

// splitFixed expands the small unions among the fixed arguments of a
// Vararg signature into the signatures of their members (Tuple{typeof(g),
// Union{Type{Union{}}, Type{Int64}}, Vararg{Vector{Int64}}} into one with
// Type{Union{}} and one with Type{Int64}), so that each is inferred with
// its static parameters known; it itself when there is nothing to split or
// too much.
func splitFixed(it *types.DataType) []*types.DataType {
	cases := [][]types.Type{{}}
	for _, p := range it.Params {
		pt, ok := p.(types.Type)
		if !ok {
			return []*types.DataType{it}
		}
		members := []types.Type{pt}
		if u, ok := pt.(*types.Union); ok {
			members = u.Types
		}
		if len(cases)*len(members) > maxSplit {
			return []*types.DataType{it}
		}
		var next [][]types.Type
		for _, c := range cases {
			for _, m := range members {
				next = append(next, append(append([]types.Type(nil), c...), m))
			}
		}
		cases = next
	}
	out := make([]*types.DataType, len(cases))
	for i, c := range cases {
		out[i] = types.Tuple(c...)
	}
	return out
}

// inferOn infers method m on the argument types it (a subtype of m's
// signature), statically where it is a concrete signature; ok is false
// where the result is unknown.
func (f *frame) inferOn(m *methods.Method, it *types.DataType) (any, *CodeInstance, bool, error) {
	if types.IsDispatchTuple(it) {
		ps := make([]types.Type, len(it.Params))
		for i, p := range it.Params {
			ps[i] = p.(types.Type)
		}
		r, c, err := f.dispatch(ps)
		if err != nil || c.Kind == CallDynamic {
			return nil, nil, false, err
		}
		return r, c.CI, true, nil
	}
	env, ok := types.Match(m.Sig, it)
	if !ok || f.e.growingRecursion(f, m, it) {
		return nil, nil, false, nil
	}
	mi := m.Specialize(it, env)
	r, c, err := f.callInstance(mi)
	if err != nil || c.Kind != CallStatic {
		return nil, nil, false, err
	}
	// Code inferred on a Vararg signature is never called (the call
	// dispatches on the values' types): a dependency, not a callee to
	// compile.
	if c.CI != nil {
		delete(f.callees, c.CI)
		f.absCallees[c.CI] = true
	}
	return r, c.CI, true, nil
}

// splatElems describes the arguments a splatted value of type t stands
// for: elems of known types first, then any number of rest (nil when the
// length is known). ok is false when the elements' type is unknown.
func (f *frame) splatElems(t any) ([]types.Type, types.Type, bool) {
	if es, ok := TupleElems(t); ok {
		out := make([]types.Type, len(es))
		for i, e := range es {
			out[i] = DispatchType(e)
		}
		return out, nil, true
	}
	w := Widen(t)
	dt, ok := w.(*types.DataType)
	if !ok {
		return nil, nil, false
	}
	if dt.Name == types.TupleT && !types.HasFreeVars(dt) {
		// Tuple{Int64, Vararg{Int64}}: the fixed elements, then the
		// Vararg's.
		var out []types.Type
		for _, p := range dt.Params {
			switch x := p.(type) {
			case *types.Vararg:
				return out, x.T, true
			case types.Type:
				out = append(out, x)
			default:
				return nil, nil, false
			}
		}
		return out, nil, true
	}
	if !types.IsConcrete(dt) {
		return nil, nil, false
	}
	if dt.Name == types.ArrayT && len(dt.Params) == 2 {
		// An Array iterates its elements (Julia's precise_container_type).
		et, ok := dt.Params[0].(types.Type)
		if !ok || types.HasFreeVars(et) {
			return nil, nil, false
		}
		return nil, et, true
	}
	et, ok := f.iterEltype(dt)
	if !ok {
		return nil, nil, false
	}
	return nil, et, true
}

// iterEltype infers the type of the elements that iterate(x) and
// iterate(x, state) produce for a value of concrete type t (a range, a
// String, a Set), as Julia's abstract_iteration: the first element's type
// joined with the next ones' until the state's type is the same as the
// step before.
func (f *frame) iterEltype(t *types.DataType) (types.Type, bool) {
	if f.e.BaseFunction == nil {
		return nil, false
	}
	it := f.e.BaseFunction("iterate")
	if it == nil || it.Type == nil {
		return nil, false
	}
	sig := []types.Type{it.Type, t}
	var elt types.Type = types.Bottom
	var state types.Type
	for step := 0; step <= maxIterSteps; step++ {
		r, c, err := f.dispatch(sig)
		if err != nil || c.Kind != CallStatic {
			return nil, false
		}
		e, s, ok := iterateResult(r)
		if !ok {
			return nil, false
		}
		if e == nil {
			// Only nothing: an empty iterator, or the end.
			if step == 0 {
				return nil, false
			}
			return elt, elt != types.Bottom
		}
		elt = Widen(Join(elt, e))
		if state != nil && s == state {
			return elt, true
		}
		if !types.IsConcrete(s) {
			return nil, false
		}
		state = s
		sig = []types.Type{it.Type, t, s}
	}
	return nil, false
}

// iterateResult splits the type of an iterate call's result,
// Union{Nothing, Tuple{E, S}}, into E and S (nil when it is only
// Nothing); ok is false for any other shape.
func iterateResult(r any) (types.Type, types.Type, bool) {
	w := Widen(r)
	members := []types.Type{w}
	if u, ok := w.(*types.Union); ok {
		members = u.Types
	}
	var e, s types.Type
	for _, m := range members {
		if m == types.Nothing {
			continue
		}
		dt, ok := m.(*types.DataType)
		if !ok || dt.Name != types.TupleT || len(dt.Params) != 2 || e != nil {
			return nil, nil, false
		}
		pe, ok1 := dt.Params[0].(types.Type)
		ps, ok2 := dt.Params[1].(types.Type)
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		if _, va := pe.(*types.Vararg); va {
			return nil, nil, false
		}
		if _, va := ps.(*types.Vararg); va {
			return nil, nil, false
		}
		e, s = pe, ps
	}
	return e, s, true
}

// isTypeObject reports whether t is Type{X} for one type X without free
// variables: the callee of a constructor call (Dict(ps...)), which
// dispatches in Type's table.
func isTypeObject(t types.Type) bool {
	dt, ok := t.(*types.DataType)
	if !ok || dt.Name != types.TypeT || len(dt.Params) != 1 {
		return false
	}
	x, ok := dt.Params[0].(types.Type)
	return ok && !types.HasFreeVars(x)
}

// hasUnknownLength reports whether the call signature tt stands for
// argument lists of several lengths: it ends in a Vararg, or an argument is
// a tuple of unknown length.
func hasUnknownLength(tt *types.DataType) bool {
	if types.IsVarargTuple(tt) {
		return true
	}
	for _, p := range tt.Params {
		if dt, ok := p.(*types.DataType); ok && dt.Name == types.TupleT && types.IsVarargTuple(dt) {
			return true
		}
	}
	return false
}

// CallReturnType is the inferred type of a call with the argument types tt
// (Tuple{typeof(f), argument types...}) of which several methods of tbl may
// apply, as Julia's return_type on abstract argument types: the join of
// the results of those methods (at most maxMethods), each inferred on its
// intersection with tt; Any where more may apply or one cannot be inferred.
func (e *Engine) CallReturnType(tbl *methods.MethodTable, tt *types.DataType) (types.Type, error) {
	f := &frame{
		e:          e,
		callees:    map[*CodeInstance]bool{},
		absCallees: map[*CodeInstance]bool{},
		tables:     map[*methods.MethodTable]bool{},
	}
	t, err := f.joinMatches(tbl, tt, maxMethods, nil)
	if err != nil {
		return nil, err
	}
	return Widen(t), nil
}
