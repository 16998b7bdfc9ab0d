package infer

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// GetfieldBuiltin is Core.getfield, one for every session of the process
// (inference folds module property reads to it; a session binds it as
// Core.getfield rather than making its own).
var GetfieldBuiltin = methods.NewBuiltin("getfield")

// maxSplit is the largest number of concrete signatures a union-split
// call may expand to.
const maxSplit = 4

// expandArgs returns the lattice types of the callee and the arguments,
// with splatted tuples expanded; ok is false when a splatted value's
// length is unknown.
func expandArgs(v *ir.Value) ([]any, bool) {
	info, _ := v.Aux.(*ir.CallInfo)
	out := make([]any, 0, len(v.Args))
	for i, a := range v.Args {
		t := a.Type
		if t == nil {
			t = types.Bottom
		}
		if info != nil && i < len(info.Splat) && info.Splat[i] {
			elems, ok := SplatElems(t)
			if !ok {
				return nil, false
			}
			out = append(out, elems...)
			continue
		}
		out = append(out, t)
	}
	return out, true
}

// SplatElems returns the lattice types of the values that splatting a
// value of lattice type t gives, when they are known: the elements of a
// tuple of known length, or the constant elements of a constant
// Core.SimpleVector (tuple(T.parameters...)).
func SplatElems(t any) ([]any, bool) {
	if c, ok := t.(*Const); ok {
		if sv, ok := c.Val.(*types.StructValue); ok && IsSimpleVector(sv.Type) && len(sv.Fields) == 1 {
			if tv, ok := sv.Fields[0].(*types.TupleValue); ok {
				out := make([]any, len(tv.Elems))
				for i, e := range tv.Elems {
					out[i] = &Const{Val: e}
				}
				return out, true
			}
		}
	}
	return TupleElems(t)
}

// TupleElems returns the element lattice types of a tuple-typed value of
// known length.
func TupleElems(t any) ([]any, bool) {
	if c, ok := t.(*Const); ok {
		if tv, ok := c.Val.(*types.TupleValue); ok {
			out := make([]any, len(tv.Elems))
			for i, e := range tv.Elems {
				out[i] = &Const{Val: e}
			}
			return out, true
		}
		// An empty tuple taken out of a constant (getfield of a tuple
		// holding `()`) is a StructValue of type Tuple{}.
		if sv, ok := c.Val.(*types.StructValue); ok && sv.Type != nil && sv.Type.Name == types.TupleT && len(sv.Type.Params) == 0 {
			return nil, true
		}
		// A tuple of singletons ((:,), (nothing, Colon())) is the
		// constant instance of its type: its elements are its type's
		// parameters' instances.
		if sv, ok := c.Val.(*types.StructValue); ok && sv.Type != nil && sv.Type.Name == types.TupleT {
			return TupleElems(sv.Type)
		}
		return nil, false
	}
	dt, ok := t.(*types.DataType)
	if !ok || dt.Name != types.TupleT {
		return nil, false
	}
	out := make([]any, len(dt.Params))
	for i, p := range dt.Params {
		pt, ok := p.(types.Type)
		if !ok {
			return nil, false
		}
		if _, va := pt.(*types.Vararg); va {
			return nil, false
		}
		out[i] = latticeOfParam(pt)
	}
	return out, true
}

// DispatchType is the type a lattice element contributes to a dispatch
// signature: Type{T} for a constant type, the value's type otherwise.
func DispatchType(t any) types.Type {
	return Widen(t)
}

func (f *frame) call(v *ir.Value) (any, error) {
	args, ok := expandArgs(v)
	if !ok {
		// A splatted value of run-time length: the call is dispatched
		// at run time on the expanded arguments, and its result is
		// inferred as Julia's abstract_apply does, from the methods
		// that accept a Vararg of the elements' type.
		f.effFree = false
		v.Call = &Call{Kind: CallDynamic}
		t, err := f.splatCallType(v)
		if err == nil && t != types.Any {
			v.Call = &Call{Kind: CallApply}
		}
		return t, err
	}
	for _, a := range args {
		if a == types.Bottom {
			return types.Bottom, nil
		}
	}
	callee := args[0]
	if cv, ok := IsConst(callee); ok {

		if b, ok := cv.(*methods.Builtin); ok && b.Name == "_default_eltype" {
			v.Call = &Call{Kind: CallBuiltin, Builtin: b, ArgTypes: args}
			return f.defaultEltype(args[1:])
		}
		if fn, ok := cv.(*methods.Function); ok && fn.Name == "_invoke" && fn.Module != nil && fn.Module.Name == "Base" {
			t, c, err := f.invokeCall(args)
			if err != nil {
				return nil, err
			}
			if c != nil {
				v.Call = c
				return t, nil
			}
			if !invokeDecided(args) {
				// Abstract argument types (code inferred on an
				// abstract signature) or T unknown: the method
				// called is only known at run time, where its
				// concrete specialization calls it; _invoke's own
				// body (which throws) says nothing about that.
				f.effFree = false
				v.Call = &Call{Kind: CallDynamic, ArgTypes: args}
				return types.Any, nil
			}
		}
		if b, ok := cv.(*methods.Builtin); ok && b.Name == "_return_type" {
			if t, ok := f.returnTypeConst(args[1:]); ok {
				v.Call = &Call{Kind: CallBuiltin, Builtin: b, ArgTypes: args}
				return t, nil
			}
		}
		if b, ok := cv.(*methods.Builtin); ok && b.Name == "_cfunction" {
			c, err := f.cfunction(args)
			if err != nil {
				return nil, err
			}
			f.effFree = false
			v.Call = c
			return types.Apply(types.PtrT, types.Nothing), nil
		}
		if b, ok := cv.(*methods.Builtin); ok {
			t, eff := builtinTfunc(b.Name, args[1:], v)
			if !eff {
				f.effFree = false
			}
			v.Call = &Call{Kind: CallBuiltin, Builtin: b, ArgTypes: args}
			return t, nil
		}
	}
	// M.name with a constant module: the binding's value (Julia's
	// getproperty(::Module, ::Symbol) is a global read).
	if cv, ok := IsConst(callee); ok && len(args) == 3 {
		if fn, ok := cv.(*methods.Function); ok && fn.Name == "getproperty" {
			if mc, ok := args[1].(*Const); ok {
				if m, isMod := mc.Val.(*methods.Module); isMod && !moduleOwnFunction(m, args[2]) {
					if t, eff := getfieldTfunc(args[1], args[2]); eff {
						v.Call = &Call{Kind: CallBuiltin, Builtin: GetfieldBuiltin, ArgTypes: args}
						return t, nil
					}
				}
			}
		}
	}
	// T.parameters of a type known at compile time: a constant
	// Core.SimpleVector, as Julia's getfield of a constant DataType.
	if sv, ok := typeParamsConst(args); ok {
		v.Call = &Call{Kind: CallBuiltin, Builtin: GetfieldBuiltin, ArgTypes: args}
		return sv, nil
	}
	if f.latestWorld {
		f.effFree = false
		v.Call = &Call{Kind: CallDynamic, ArgTypes: args}
		return types.Any, nil
	}
	sig := make([]types.Type, len(args))
	concrete := true
	for i, a := range args {
		sig[i] = DispatchType(a)
		if i > 0 {
			// A tuple holding types ((Float32, 1) is a
			// Tuple{Type{Float32}, Int64} to inference) is a
			// Tuple{DataType, Int64} at run time, concrete: the
			// call dispatches on that, as Julia's widenconst, and
			// constant propagation keeps what the constant knows.
			sig[i] = runtimeTupleType(sig[i])
		}
		if !types.IsConcrete(sig[i]) && !isTypeType(sig[i]) {
			concrete = false
		}
	}
	if concrete {
		before := f.effFree
		t, c, err := f.dispatch(sig)
		if err != nil {
			return nil, err
		}
		if c.Kind == CallStatic {
			if cci, ok := f.e.constProp(c.CI, constPropArgs(args, sig)); ok {
				t = cci.RetType
				switch {
				case f.constProp:
					// The constants decide the call's effects: Int32(0)
					// cannot throw the InexactError that Int32(::Int64)
					// may, so a constant-propagated caller stays free of
					// effects and folds (a top-level `const X = Int32(0)`
					// is then evaluated without compiling anything).
					f.effFree = before && cci.EffectFree
				case !cci.EffectFree:
					f.effFree = false
				}
				f.callees[cci] = true
				c.CI = cci
			}
		}
		c.ArgTypes = args
		v.Call = c
		return t, nil
	}
	// Union splitting.
	if cases := splitSignatures(sig); cases != nil {
		call := &Call{Kind: CallSplit, ArgTypes: args}
		var rt any = types.Bottom
		static := 0
		for _, cs := range cases {
			t, c, err := f.dispatch(cs)
			if err != nil {
				return nil, err
			}
			switch c.Kind {
			case CallStatic:
				static++
				if cci, ok := f.e.constProp(c.CI, caseArgs(args, cs)); ok {
					t, c.CI = cci.RetType, cci
					f.callees[cci] = true
				}
				call.Cases = append(call.Cases, SplitCase{ArgTypes: cs, CI: c.CI, MI: c.MI})
				rt = Join(rt, Widen(t))
			case CallThrows:
				// No method for this case (indexed_iterate of the
				// Nothing of an iterate result): it throws the
				// MethodError at run time and adds nothing to the
				// result type, as in Julia.
				call.Cases = append(call.Cases, SplitCase{ArgTypes: cs})
			default:
				call = nil
			}
			if call == nil {
				break
			}
		}
		if call != nil && static > 0 {
			f.effFree = f.effFree && static == len(cases)
			v.Call = call
			return rt, nil
		}
	}
	f.effFree = false
	v.Call = &Call{Kind: CallDynamic, ArgTypes: args}
	if tbl := methods.TableFor(sig[0]); tbl != nil {
		f.tables[tbl] = true
	}
	if rt, cases, ok := f.abstractCallType(sig); ok {
		if cases != nil {
			v.Call = &Call{Kind: CallSplit, ArgTypes: args, Cases: cases, Fallback: true}
		}
		return rt, nil
	}
	if tbl := methods.TableFor(sig[0]); tbl != nil && (types.IsConcrete(sig[0]) || isTypeType(sig[0])) {
		// The methods that may apply, each inferred on its (abstract)
		// intersection with the call's types, as Julia's
		// abstract_call_gf_by_type: rethrow(e::Any) is Union{}, the one
		// string(::Any) method's result a String. The call stays a
		// run-time dispatch whose result is known. An argument that is a
		// tuple of unknown length (the varargs of code inferred for a
		// splatted vector) allows as many methods as the splat itself.
		limit := maxMethods
		if hasVarargTupleArg(sig) {
			limit = maxSplatMethods
		} else if f.mi == nil || !f.isUsed(v) {
			// Top-level code (run once, where the type of a
			// statement's value seldom matters) and a call whose
			// value is unused (Julia widens such a result to Any,
			// keeping only Union{}) are not worth inferring
			// methods on abstract types for: a println of values
			// of unknown types would infer print and show on them.
			return types.Any, nil
		}
		return f.joinMatches(tbl, types.Tuple(sig...), limit, constPropArgs(args, sig))
	}
	return types.Any, nil
}

// isUsed reports whether v is an argument of another value of the
// frame's body (a call whose result is dropped is not).
func (f *frame) isUsed(v *ir.Value) bool {
	if f.usedIn != f.fn {
		f.usedIn = f.fn
		f.used = map[*ir.Value]bool{}
		for _, b := range f.fn.Blocks {
			for _, x := range b.Instrs {
				for _, a := range x.Args {
					f.used[a] = true
				}
			}
		}
	}
	return f.used[v]
}

// hasVarargTupleArg reports whether an argument type of a call is a tuple
// of unknown length (Tuple{Vararg{Int64}}), whose other arguments are all
// concrete.
func hasVarargTupleArg(sig []types.Type) bool {
	found := false
	for _, t := range sig[1:] {
		if dt, ok := t.(*types.DataType); ok && dt.Name == types.TupleT && !types.HasFreeVars(dt) && types.IsVarargTuple(dt) {
			found = true
			continue
		}
		if !types.IsConcrete(t) && !isTypeType(t) {
			return false
		}
	}
	return found
}

// maxMethods is how many methods a call on abstract argument types may
// match for inference to join their return types (Julia's max_methods).
const maxMethods = 3

// abstractCallType infers a call whose argument types are abstract (an
// element of a Vector{Shape}) as Julia's abstract_call_gf_by_type does:
// when at most maxMethods methods may apply, each is inferred on its
// intersection with the call's types and the call's type is the join of
// their results. The call stays a run-time dispatch, but its result
// (Float64 for every area(::Shape) method) no longer makes everything
// that uses it dynamic. The question is recorded with the number of
// methods it matched, so that a method added later invalidates the code.
//
// Where each method applies to one concrete type of each argument, the
// call is also split on them (cases, with a run-time dispatch for any
// other value): the element's type is tested and the method called
// directly, with its result unboxed, which Julia leaves to a run-time
// dispatch.
func (f *frame) abstractCallType(sig []types.Type) (any, []SplitCase, bool) {
	if !types.IsConcrete(sig[0]) {
		return nil, nil, false
	}
	tbl := methods.TableFor(sig[0])
	if tbl == nil {
		return nil, nil, false
	}
	tt := types.Tuple(sig...)
	res := f.e.Interp.FindMethod(tbl, tt)
	if res.Method != nil || len(res.Ambiguous) > 0 || len(res.Possible) == 0 || len(res.Possible) > maxMethods {
		return nil, nil, false
	}
	var rt any = types.Bottom
	var cases []SplitCase
	split := true
	for _, m := range res.Possible {
		it, ok := types.Intersect(tt, m.Sig).(*types.DataType)
		if !ok || it.Name != types.TupleT || len(it.Params) != len(sig) {
			return nil, nil, false
		}
		cs := make([]types.Type, len(sig))
		for i, p := range it.Params {
			pt, ok := p.(types.Type)
			if !ok || (!types.IsConcrete(pt) && !isTypeType(pt)) {
				return nil, nil, false
			}
			if isTypeType(pt) {
				split = false // a Type{T} is not tested by its type tag
			}
			cs[i] = pt
		}
		t, c, err := f.dispatch(cs)
		if err != nil || c.Kind != CallStatic || c.CI.MI == nil || c.CI.MI.Method != m {
			return nil, nil, false
		}
		rt = Join(rt, Widen(t))
		cases = append(cases, SplitCase{ArgTypes: cs, CI: c.CI, MI: c.MI})
	}
	if rt == types.Bottom {
		return nil, nil, false
	}
	f.questions = append(f.questions, Edge{Table: tbl, Sig: tt, Matches: len(res.Possible)})
	if !split {
		cases = nil
	}
	return rt, cases, true
}

// caseArgs is the argument lattice of one union-split case: the case's
// concrete type where the call's argument was a union, the argument's own
// (possibly constant) element elsewhere.
func caseArgs(args []any, cs []types.Type) []any {
	out := make([]any, len(args))
	for i, a := range args {
		if w := Widen(a); !types.IsConcrete(w) && !isTypeType(w) {
			out[i] = latticeOfParam(cs[i])
		} else {
			out[i] = a
		}
	}
	return out
}

// growingRecursion reports whether a call of m with the signature tt,
// made by the frame caller, recurses into m with more complex argument
// types than a frame of m already on the inference stack. As Julia's
// edge_matches_sv, a frame of m counts only when it was called from a
// frame of the caller's own method: the same call edge again, which is
// what would repeat without end. collect(::Permutations) inferring the
// comprehension collect(::Generator{...Permutations...}) inside the
// iterate it calls is no such recursion (the first collect was called by
// other code), and limiting it made that iterate's result Any for good.
// A signature of maxTypeSize or more counts as growing whatever called
// it, unless it is smaller than the frame's: as Julia's limit_type_size,
// which never limits a signature less complex than the one it compares
// with, a recursion that descends into its argument (the _lget of a fused
// broadcast nested a thousand levels deep reading the Broadcasted below)
// goes on, and ends because sizes cannot decrease for ever.
func (e *Engine) growingRecursion(caller *frame, m *methods.Method, tt *types.DataType) bool {
	n := -1
	for i, fr := range e.stack {
		if fr.mi == nil || fr.mi.Method != m || fr.mi.SpecTypes == tt {
			continue
		}
		if n < 0 {
			n = typeSize(tt)
		}
		if fr.specSize == 0 {
			fr.specSize = typeSize(fr.mi.SpecTypes)
		}
		if n >= maxTypeSize && n >= fr.specSize {
			return true
		}
		if i == 0 || caller == nil || caller.mi == nil {
			continue
		}
		parent := e.stack[i-1]
		if parent.mi == nil || parent.mi.Method != caller.mi.Method {
			continue
		}
		if n > fr.specSize {
			return true
		}
	}
	return false
}

// maxTypeSize is the complexity at which a recursion's signature counts
// as growing whatever the frame it is compared with.
const maxTypeSize = 1000

// typeSizeBudget bounds the count of typeSize: a type sharing its
// parameters (Tuple{T, T} with T = Tuple{U, U}, …) can have exponentially
// many nodes as a tree.
const typeSizeBudget = 1 << 20

// typeSize counts the nodes of a type (its parameters, recursively), the
// measure of complexity growingRecursion compares, up to typeSizeBudget.
// Depth does not cut it short: a type nested a thousand levels deep must
// still count as larger than the one it is nested in.
func typeSize(t any) int {
	n := 0
	var walk func(t any)
	walk = func(t any) {
		n++
		if n >= typeSizeBudget {
			return
		}
		switch x := t.(type) {
		case *types.DataType:
			for _, p := range x.Params {
				if walk(p); n >= typeSizeBudget {
					return
				}
			}
		case *types.Union:
			for _, m := range x.Types {
				if walk(m); n >= typeSizeBudget {
					return
				}
			}
		case *types.UnionAll:
			walk(x.Body)
		case *types.Vararg:
			walk(x.T)
		}
	}
	walk(t)
	if n > typeSizeBudget {
		n = typeSizeBudget
	}
	return n
}

func isTypeType(t types.Type) bool {
	dt, ok := t.(*types.DataType)
	return ok && dt.Name == types.TypeT && !types.HasFreeVars(dt)
}

// constPropArgs is the argument lattice a call dispatched on sig offers
// constant propagation: an argument that is not a constant and whose type
// sig replaced by its run-time type (runtimeTupleType) is known by that
// type only, which the callee's specialization holds it as.
func constPropArgs(args []any, sig []types.Type) []any {
	var out []any
	for i, a := range args {
		if _, isConst := a.(*Const); isConst || Widen(a) == sig[i] {
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[i] = sig[i]
	}
	if out == nil {
		return args
	}
	return out
}

// runtimeTupleType is the type of the values of a tuple type whose
// elements include constant types (Type{T}, inference's view of a tuple
// holding T): each such element becomes T's kind (DataType for
// Tuple{Type{Float32}, Int64}), recursively; other types are returned
// unchanged.
func runtimeTupleType(t types.Type) types.Type {
	dt, ok := t.(*types.DataType)
	if !ok || dt.Name != types.TupleT || types.HasFreeVars(dt) || types.IsVarargTuple(dt) {
		return t
	}
	var ps []types.Type
	for i, p := range dt.Params {
		pt, ok := p.(types.Type)
		if !ok {
			return t
		}
		nt := pt
		if isTypeType(pt) {
			nt = types.TypeOfTypeValue(pt.(*types.DataType).Params[0].(types.Type))
		} else {
			nt = runtimeTupleType(pt)
		}
		if nt != pt && ps == nil {
			ps = make([]types.Type, len(dt.Params))
			for k := 0; k < i; k++ {
				ps[k] = dt.Params[k].(types.Type)
			}
		}
		if ps != nil {
			ps[i] = nt
		}
	}
	if ps == nil {
		return t
	}
	return types.Tuple(ps...)
}

// splitSignatures expands a signature whose arguments are small unions of
// concrete types into its concrete cases.
func splitSignatures(sig []types.Type) [][]types.Type {
	cases := [][]types.Type{{}}
	for _, t := range sig {
		members := concreteMembers(t, maxSplit)
		if members == nil {
			return nil
		}
		var next [][]types.Type
		for _, c := range cases {
			for _, m := range members {
				nc := append(append([]types.Type(nil), c...), m)
				next = append(next, nc)
			}
		}
		if len(next) > maxSplit {
			return nil
		}
		cases = next
	}
	if len(cases) < 2 {
		return nil
	}
	return cases
}

// concreteMembers is the set of concrete types a value of type t may have
// when that set is small (at most limit): the members of a union, and the
// tuple types a tuple with union elements stands for (a Tuple{Union{Missing,
// Float64}, Int64} from iterate over a Vector{Union{Missing, Float64}} is a
// Tuple{Missing, Int64} or a Tuple{Float64, Int64}, as Julia's
// switchtupleunion splits it). nil when t is not such a type.
func concreteMembers(t types.Type, limit int) []types.Type {
	if types.IsConcrete(t) || isTypeType(t) {
		return []types.Type{t}
	}
	switch x := t.(type) {
	case *types.Union:
		var out []types.Type
		for _, m := range x.Types {
			ms := concreteMembers(m, limit)
			if ms == nil || len(out)+len(ms) > limit {
				return nil
			}
			out = append(out, ms...)
		}
		return out
	case *types.DataType:
		if x.Name != types.TupleT || types.HasFreeVars(x) {
			return nil
		}
		combos := [][]types.Type{{}}
		for _, p := range x.Params {
			pt, ok := p.(types.Type)
			if !ok {
				return nil
			}
			if _, isVa := pt.(*types.Vararg); isVa {
				return nil
			}
			ms := concreteMembers(pt, limit)
			if ms == nil || len(combos)*len(ms) > limit {
				return nil
			}
			for _, m := range ms {
				if !types.IsConcrete(m) {
					return nil // Tuple{Type{Int}} is no value's type
				}
			}
			var next [][]types.Type
			for _, c := range combos {
				for _, m := range ms {
					next = append(next, append(append([]types.Type(nil), c...), m))
				}
			}
			combos = next
		}
		out := make([]types.Type, len(combos))
		for i, c := range combos {
			out[i] = types.Tuple(c...)
		}
		return out
	}
	return nil
}

// dispatch resolves a call with concrete argument types.
func (f *frame) dispatch(sig []types.Type) (any, *Call, error) {
	if types.IsKind(sig[0]) {
		// A call of a type object that is not a constant (a DataType
		// read from a field, say): its constructor methods are found
		// from the value at run time.
		f.effFree = false
		f.tables[methods.TypeTable(types.TypeT)] = true
		return types.Any, &Call{Kind: CallDynamic}, nil
	}
	tbl := methods.TableFor(sig[0])
	if tbl == nil {
		f.effFree = false
		return types.Bottom, &Call{Kind: CallThrows}, nil
	}
	f.tables[tbl] = true
	tt := types.Tuple(sig...)
	res := f.e.Interp.FindMethod(tbl, tt)
	f.recordQuestion(tbl, tt, res.Method)
	if res.Method == nil && len(res.Ambiguous) == 0 && len(res.Possible) > 0 {
		// A kind argument (a DataType value): Type{T} methods decide
		// at run time from the value.
		f.effFree = false
		return types.Any, &Call{Kind: CallDynamic}, nil
	}
	if res.Method == nil {
		// No method or an ambiguity: the call throws at run time.
		f.effFree = false
		return types.Bottom, &Call{Kind: CallThrows}, nil
	}
	if f.e.growingRecursion(f, res.Method, tt) {
		// A recursion whose argument types grow at each level
		// (h(x, n) = h((x, x), n - 1)) would never end: as Julia's
		// limit_type_size, stop here and dispatch at run time.
		f.effFree = false
		return types.Any, &Call{Kind: CallDynamic}, nil
	}
	mi := res.Method.Specialize(tt, res.Env)
	return f.callInstance(mi)
}

// returnTypeConst folds Core._return_type(Tuple{typeof(f), argtypes...})
// with a constant signature of concrete argument types to the inferred
// return type of that call, as Julia's inference does for
// Core.Compiler.return_type (broadcasting's element type of an empty
// result, say). The call becomes an edge of this frame, so a method added
// later invalidates the folded answer. It does not fold where answering
// involves an instance still being inferred (a cycle): the result would
// be provisional, and the run-time query answers instead.
func (f *frame) returnTypeConst(args []any) (any, bool) {
	if len(args) != 1 || f.latestWorld || f.cycleHead != nil {
		return nil, false
	}
	tv, ok := IsConst(args[0])
	if !ok {
		return nil, false
	}
	dt, ok := tv.(*types.DataType)
	if !ok || dt.Name != types.TupleT || len(dt.Params) == 0 || types.HasFreeVars(dt) {
		return nil, false
	}
	sig := make([]types.Type, len(dt.Params))
	for i, p := range dt.Params {
		pt, ok := p.(types.Type)
		if !ok || !(types.IsConcrete(pt) || isTypeType(pt)) {
			return nil, false
		}
		sig[i] = pt
	}
	if t, ok := builtinReturnType(sig); ok {
		return &Const{Val: t}, true
	}
	before := f.effFree
	t, c, err := f.dispatch(sig)
	f.effFree = before
	if err != nil || f.cycleHead != nil {
		return nil, false
	}
	switch c.Kind {
	case CallStatic, CallThrows:
		return &Const{Val: Widen(t)}, true
	}
	return nil, false
}

// invokeCall infers Base._invoke(f, T, args...), the body of Julia's
// invoke(f, T, args...): the method of f that the argument types T select
// (rather than the arguments' own types) is called on args, specialized
// on their types. It returns a nil Call where that cannot be decided at
// compile time (T not a constant Tuple type, arguments of abstract types
// or outside T, no method for T): the call then reaches Base._invoke's own
// method, which throws.
func (f *frame) invokeCall(args []any) (any, *Call, error) {
	if len(args) < 3 || f.latestWorld {
		return nil, nil, nil
	}
	tv, ok := IsConst(args[2])
	if !ok {
		return nil, nil, nil
	}
	dt, ok := tv.(*types.DataType)
	if !ok || dt.Name != types.Tuple().Name {
		return nil, nil, nil
	}
	actual := make([]types.Type, 0, len(args)-2)
	actual = append(actual, DispatchType(args[1]))
	for _, a := range args[3:] {
		actual = append(actual, DispatchType(a))
	}
	for _, t := range actual {
		if !types.IsConcrete(t) && !isTypeType(t) {
			return nil, nil, nil
		}
	}
	if !types.Subtype(types.Tuple(actual[1:]...), dt) {
		return nil, nil, nil
	}
	sel := []types.Type{actual[0]}
	for _, p := range dt.Params {
		t, ok := p.(types.Type)
		if !ok {
			return nil, nil, nil
		}
		sel = append(sel, t)
	}
	tbl := methods.TableFor(actual[0])
	if tbl == nil {
		return nil, nil, nil
	}
	f.tables[tbl] = true
	st := types.Tuple(sel...)
	m := invokeLookup(tbl, st)
	// (the question is about T, which may be abstract: its edge holds
	// only while T's lookup finds the same method, so adding a method
	// that T may reach invalidates the caller)
	f.recordQuestion(tbl, st, m)
	if m == nil {
		return nil, nil, nil
	}
	spec := types.Tuple(actual...)
	env, ok := types.Match(m.Sig, spec)
	if !ok {
		return nil, nil, nil
	}
	t, c, err := f.callInstance(m.Specialize(spec, env))
	if err != nil || c.Kind != CallStatic {
		return nil, nil, err
	}
	c.Invoke = true
	c.ArgTypes = args
	return t, c, nil
}

// invokeDecided reports whether invokeCall could decide a call
// Base._invoke(f, T, args...) at compile time: T is a constant and the
// arguments' types are concrete. Where it is, and invokeCall found no
// method to call, _invoke's body raises the error.
func invokeDecided(args []any) bool {
	if len(args) < 3 {
		return false
	}
	if _, ok := IsConst(args[2]); !ok {
		return false
	}
	for _, a := range append([]any{args[1]}, args[3:]...) {
		if t := DispatchType(a); !types.IsConcrete(t) && !isTypeType(t) {
			return false
		}
	}
	return true
}

// invokeLookup is Julia's jl_gf_invoke_lookup: the most specific method
// of tbl whose signature covers every value of sig (sig may be abstract),
// or nil when there is none or no unique most specific one.
func invokeLookup(tbl *methods.MethodTable, sig *types.DataType) *methods.Method {
	var covering []*methods.Method
	for _, m := range tbl.Methods() {
		if _, ok := types.Match(m.Sig, sig); ok {
			covering = append(covering, m)
		}
	}
	for _, m := range covering {
		best := true
		for _, o := range covering {
			if o != m && !types.MoreSpecific(m.Sig, o.Sig) {
				best = false
				break
			}
		}
		if best {
			return m
		}
	}
	return nil
}

// callInstance infers a call of mi, the method instance that dispatch
// selected.
func (f *frame) callInstance(mi *methods.MethodInstance) (any, *Call, error) {
	if unboundSparamUsed(mi) {
		// f(::Type{T}) where T called with a DataType: T is the
		// argument's value, known at run time, where dispatch
		// specializes the method on it (Julia's too).
		f.effFree = false
		return types.Any, &Call{Kind: CallDynamic}, nil
	}
	if mi.Method.Generator != nil && !mi.BodyKnown() && !types.IsDispatchTuple(mi.SpecTypes) {
		// An @generated method needs the argument types of a call to
		// run its generator; with abstract ones (Julia's
		// may_invoke_generator is false) the call dispatches at run
		// time, on the values' types.
		f.effFree = false
		return types.Any, &Call{Kind: CallDynamic}, nil
	}
	// Recursion: an instance still being inferred.
	if i := f.e.findFrame(mi); i >= 0 {
		head := f.e.stack[i]
		for _, fr := range f.e.stack[i:] {
			if fr.cycleHead == nil || f.e.indexOf(fr.cycleHead) > i {
				fr.cycleHead = head
			}
		}
		if head.cycleHead != nil && head.cycleHead != head {
			// head belongs to an outer cycle: everything up to the outer
			// head is one cycle.
			outer := head.cycleHead
			j := f.e.indexOf(outer)
			for _, fr := range f.e.stack[j:] {
				fr.cycleHead = outer
			}
		}
		ci := head.ci
		head.handedOut = true
		head.usedRet = Join(head.usedRet, ci.RetType)
		f.effFree = false
		f.callees[ci] = true
		return ci.RetType, &Call{Kind: CallStatic, MI: mi, CI: ci}, nil
	}
	ci := Lookup(mi, f.e.Interp.Owner())
	if ci == nil || !ci.inferred {
		var err error
		ci, err = f.e.infer(mi, nil, nil)
		if err != nil {
			return nil, nil, err
		}
	}
	if ci.MI != nil && !ci.EffectFree {
		f.effFree = false
	}
	// A callee that is part of a cycle whose head is on the stack makes
	// this frame part of that cycle too.
	f.callees[ci] = true
	return ci.RetType, &Call{Kind: CallStatic, MI: mi, CI: ci}, nil
}

// maxConstPropDepth bounds nested constant propagation.
const maxConstPropDepth = 6

// constPropLimit is the largest body (in IR values) that constant
// propagation re-infers when every argument is a constant (Julia's
// concrete evaluation); partialConstPropLimit bounds it when only some
// are (Julia propagates those only into inlineable callees).
const (
	constPropLimit        = 400
	partialConstPropLimit = 160
)

// constProp re-infers a callee with the constant arguments of a call, as
// Julia's constant propagation does (abstractinterpretation.jl,
// abstract_call_method_with_const_args): `Val(2)` is `Val{2}`, the
// element of a heterogeneous tuple at a constant index has that
// element's type, `typemax(Int64)` folds. It returns a code instance
// specialized on the constants when that makes the result more precise
// (a narrower type or a constant); the caller then calls that code.
func (e *Engine) constProp(ci *CodeInstance, args []any) (*CodeInstance, bool) {
	if ci == nil || ci.MI == nil || !ci.inferred || e.constDepth >= maxConstPropDepth {
		return nil, false
	}
	// An unimprovable result: a constant already (unless the call may
	// throw: constants can show it does not) or Bottom.
	if _, ok := IsConst(ci.RetType); ok && ci.EffectFree {
		return nil, false
	}
	if ci.RetType == types.Bottom {
		return nil, false
	}
	// A constant mutable object (a const global holding an array) is an
	// identity, not a value: what it holds may change, so it is passed
	// on as its type.
	args = append([]any(nil), args...)
	for i, a := range args[1:] {
		if c, ok := a.(*Const); ok && mutableValue(c.Val) {
			args[i+1] = Widen(a)
		}
	}
	allConst, interesting := true, false
	for _, a := range args[1:] {
		c, ok := a.(*Const)
		if !ok {
			if _, single := IsConst(a); !single {
				allConst = false
			}
			continue
		}
		if _, isType := c.Val.(types.Type); !isType {
			interesting = true
		}
	}
	if !interesting || !constPropProfitable(ci.MI.Method, args, allConst) {
		return nil, false
	}
	// Julia propagates constants into callees it would inline; a method
	// declared @inline is one whatever its size (ntuple's ten branches).
	limit := partialConstPropLimit
	if allConst || ci.MI.Method.Inline == 1 {
		limit = constPropLimit
	}
	if body, _ := ci.MI.LoweredBody(); body == nil || body.NumValues() > limit {
		return nil, false
	}
	key := constKey(ci.MI, args)
	if c, ok := e.constCache[key]; ok {
		if c == nil {
			return nil, false // tried before: nothing better
		}
		if c.Valid() {
			return c, true
		}
	}
	// No constant propagation into a recursive call: it would unfold the
	// recursion (fib(30) calling fib(29) with a constant ...).
	for _, fr := range e.stack {
		if fr.mi == ci.MI {
			return nil, false
		}
	}
	if e.constCache == nil {
		e.constCache = map[string]*CodeInstance{}
	}
	e.constCache[key] = nil
	mi := ci.MI
	f := &frame{e: e, mi: mi, constProp: true}
	body, err := mi.LoweredBody()
	if err != nil || body == nil {
		return nil, false
	}
	f.fn = body.Clone()
	base := argTypesOf(mi)
	n := mi.Method.NArgs
	f.argTypes = make([]any, n)
	copy(f.argTypes, base)
	for i := 0; i < n && i < len(args); i++ {
		if mi.Method.Vararg && i == n-1 {
			// The vararg tuple: constant when every element is.
			vals := make([]any, 0, len(args)-i)
			for _, a := range args[i:] {
				c, ok := a.(*Const)
				if !ok {
					vals = nil
					break
				}
				vals = append(vals, c.Val)
			}
			if tt, ok := base[i].(*types.DataType); ok && vals != nil {
				f.argTypes[i] = &Const{Val: &types.TupleValue{Type: tt, Elems: vals}}
			}
			break
		}
		if LessEq(args[i], base[i]) {
			f.argTypes[i] = args[i]
		}
	}
	f.sparams = mi.SparamVals
	nci := &CodeInstance{MI: mi, Owner: e.Interp.Owner(), RetType: types.Bottom, MinWorld: ci.MinWorld}
	nci.valid.Store(true)
	f.ci = nci
	f.info = &FrameInfo{MI: mi, Owner: e.Interp.Owner()}
	e.constDepth++
	e.stack = append(e.stack, f)
	err = f.run()
	e.stack = e.stack[:len(e.stack)-1]
	e.constDepth--
	if err != nil || f.rettype == nil {
		return nil, false
	}
	if !constPropImproved(f.rettype, f.effFree, ci) {
		return nil, false
	}
	nci.RetType = f.rettype
	nci.IR = f.fn
	nci.EffectFree = f.effFree
	for c := range f.callees {
		nci.Callees = append(nci.Callees, c)
	}
	for t := range f.tables {
		nci.Tables = append(nci.Tables, t)
		t.AddBackedge(nci)
	}
	nci.Edges = f.questions
	for c := range f.callees {
		if c.MI != nil {
			c.MI.AddCaller(nci)
		}
	}
	for c := range f.absCallees {
		if c.MI != nil {
			c.MI.AddCaller(nci)
		}
	}
	mi.AddCaller(nci)
	nci.inferred = true
	e.constCache[key] = nci
	return nci, true
}

// mutableValue reports whether a compile-time value is a mutable object
// (an array, a mutable struct), whose contents inference must not assume.
func mutableValue(v any) bool {
	if _, isType := v.(types.Type); isType {
		return false
	}
	dt, ok := TypeOf(v).(*types.DataType)
	return ok && (dt.Name.Mutable || dt.Name == types.ArrayT)
}

// constPropImproved reports whether re-inferring with constants gave a
// better result than the generic code instance ci: a strictly narrower
// return type, a constant, or a call now known not to have effects.
func constPropImproved(rt any, effFree bool, ci *CodeInstance) bool {
	if rt == types.Bottom {
		// Throws for these constants: the generic code raises the error.
		return false
	}
	if !LessEq(rt, ci.RetType) {
		return false // a cycle's intermediate answer: keep the generic one
	}
	if !LessEq(Widen(ci.RetType), Widen(rt)) {
		return true // a narrower type
	}
	// The same type, now a constant: worth a specialized copy only when
	// the call is also free of effects, so that it folds away.
	_, isConst := rt.(*Const)
	return effFree && (isConst || !ci.EffectFree)
}

// constPropProfitable is Julia's const_prop_function_heuristic: constants
// are not propagated where they cannot improve the result — indexing and
// iterating an Array by a constant index, or arithmetic and comparisons
// whose arguments all have one type (their result type does not depend
// on the values).
func constPropProfitable(m *methods.Method, args []any, allConst bool) bool {
	if allConst || m.Module == nil || m.Module.Name != "Base" || len(args) < 3 {
		return true
	}
	switch m.Name {
	case "getindex", "setindex!", "iterate":
		if dt, ok := Widen(args[1]).(*types.DataType); ok && dt.Name == types.ArrayT {
			return false
		}
	case "+", "-", "*", "==", "!=", "<=", ">=", "<", ">", "<<", ">>", ">>>", "&", "|", "xor", "div", "rem":
		t1 := Widen(args[1])
		for _, a := range args[2:] {
			if Widen(a) != t1 {
				return true
			}
		}
		return false
	}
	return true
}

func constKey(mi *methods.MethodInstance, args []any) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d", mi.ID)
	for _, a := range args[1:] {
		if c, ok := a.(*Const); ok {
			sb.WriteByte('|')
			constValueKey(&sb, c.Val)
		} else {
			sb.WriteString("|_")
		}
	}
	return sb.String()
}

// constValueKey writes a key of a constant value: types by TypeKey (their
// ID), and the types of struct and tuple values too. Printing them, as
// ShowValue does, costs as much as the type is deep at every level of a
// constant nested as deep (a fused broadcast of constants nested a
// hundred levels deep printed its Broadcasted type at every level of
// every call, 26 s).
func constValueKey(sb *strings.Builder, v any) {
	switch x := v.(type) {
	case types.Type:
		fmt.Fprintf(sb, "%T:%s", v, types.TypeKey(x))
	case *types.StructValue:
		aggregateKey(sb, "S:", x.Type, x.Fields)
	case *types.TupleValue:
		aggregateKey(sb, "T:", x.Type, x.Elems)
	default:
		fmt.Fprintf(sb, "%T:%s", v, ShowValue(v))
	}
}

// aggregateKey writes the key of a struct or tuple constant: its type's
// key and its elements' keys.
func aggregateKey(sb *strings.Builder, tag string, t types.Type, elems []any) {
	sb.WriteString(tag)
	sb.WriteString(types.TypeKey(t))
	sb.WriteByte('(')
	for _, e := range elems {
		constValueKey(sb, e)
		sb.WriteByte(',')
	}
	sb.WriteByte(')')
}

func (e *Engine) indexOf(fr *frame) int {
	for i, x := range e.stack {
		if x == fr {
			return i
		}
	}
	return len(e.stack)
}

// recordQuestion remembers a dispatch question and its answer (once).
func (f *frame) recordQuestion(tbl *methods.MethodTable, tt *types.DataType, m *methods.Method) {
	for _, q := range f.questions {
		if q.Table == tbl && q.Sig == tt {
			return
		}
	}
	f.questions = append(f.questions, Edge{Table: tbl, Sig: tt, Method: m})
}

// defaultEltype infers Core._default_eltype(f, Tuple{A...}): the element
// type Julia's @default_eltype gives a generator of f over elements of
// type A (an empty comprehension's element type): the inferred return type
// of f(::A...), through promote_typejoin_union. It is always a constant:
// Any when the call cannot be inferred statically.
func (f *frame) defaultEltype(args []any) (any, error) {
	t, err := f.defaultEltypeConst(args)
	if err != nil || !f.abstractFrame() {
		return t, err
	}
	// Code inferred on abstract argument types (never compiled) stands
	// for every specialization, whose answers may differ where this one
	// is only a default (Any for an unknown element type, where a
	// specialization knows Int64): a type, but no constant.
	if !constArgs(args) {
		return types.TypeT.Wrapper, nil
	}
	return t, nil
}

// abstractFrame reports whether f infers a method on argument types that
// are not all concrete (inferOn's code, inferred only).
func (f *frame) abstractFrame() bool {
	if f.mi == nil {
		return false
	}
	for _, p := range f.mi.SpecTypes.Params {
		pt, ok := p.(types.Type)
		if !ok || !types.IsConcrete(pt) && !isTypeType(pt) {
			return true
		}
	}
	return false
}

// constArgs reports whether every argument is a constant (or a singleton).
func constArgs(args []any) bool {
	for _, a := range args {
		if _, ok := IsConst(a); !ok {
			return false
		}
	}
	return true
}

func (f *frame) defaultEltypeConst(args []any) (any, error) {
	if len(args) != 2 {
		return &Const{Val: types.Type(types.Any)}, nil
	}
	tt, ok := constType(args[1])
	if ok && tt == types.Bottom {
		// Elements of type Union{} (Tuple{Union{}} is Union{}): f is
		// never called, and Julia's return_type is Union{}
		// (map(f, Vector{Union{}}()) is a Vector{Union{}}).
		return &Const{Val: types.Type(types.Bottom)}, nil
	}
	dt, isDT := tt.(*types.DataType)
	if !ok || !isDT || dt.Name.Kind != types.KindTuple {
		return &Const{Val: types.Type(types.Any)}, nil
	}
	// A type as the function: what its constructor call infers on
	// concrete arguments (a constructor need not return its type:
	// StrangeType(x) = x), else its instances (map(Float64, 1:0)).
	var ctor types.Type
	if c, ok := IsConst(args[0]); ok {
		if t, ok := c.(types.Type); ok {
			ctor = t
		}
	}
	sig := []types.Type{DispatchType(args[0])}
	for _, p := range dt.Params {
		pt, ok := p.(types.Type)
		if !ok {
			if ctor != nil {
				return &Const{Val: promoteTypejoinUnion(ctor)}, nil
			}
			return &Const{Val: types.Type(types.Any)}, nil
		}
		sig = append(sig, pt)
	}
	for _, t := range sig {
		if !types.IsConcrete(t) && !isTypeType(t) && !isConcreteUnion(t) {
			if ctor != nil {
				return &Const{Val: promoteTypejoinUnion(ctor)}, nil
			}
			return &Const{Val: types.Type(types.Any)}, nil
		}
	}
	if ctor != nil {
		t, _, err := f.dispatch(sig)
		if err != nil || t == nil {
			return &Const{Val: promoteTypejoinUnion(ctor)}, nil
		}
		w := Widen(t)
		if w == types.Bottom || w == types.Any {
			return &Const{Val: promoteTypejoinUnion(ctor)}, nil
		}
		return &Const{Val: promoteTypejoinUnion(w)}, nil
	}
	if t, ok := builtinReturnType(sig); ok {
		return &Const{Val: promoteTypejoinUnion(t)}, nil
	}
	t, _, err := f.dispatch(sig)
	if err != nil {
		return nil, err
	}
	return &Const{Val: promoteTypejoinUnion(Widen(t))}, nil
}

// isConcreteUnion reports whether t is a Union of concrete types (an
// element type such as Union{String, Nothing}, which inference splits).
func isConcreteUnion(t types.Type) bool {
	u, ok := t.(*types.Union)
	if !ok {
		return false
	}
	for _, m := range u.Types {
		if !types.IsConcrete(m) {
			return false
		}
	}
	return true
}

// builtinReturnType is the result type of calling a builtin function
// (tuple, getfield, ...) with the argument types sig[1:], where sig[0] is
// the builtin's type: builtins have no method table to dispatch in
// (tuple.(Int[], Float64[]) is a Tuple{Int64, Float64}[]). ok is false
// when sig[0] is not a builtin's type.
func builtinReturnType(sig []types.Type) (types.Type, bool) {
	b, ok := methods.BuiltinOfType(sig[0])
	if !ok {
		return nil, false
	}
	args := make([]any, len(sig)-1)
	for i, t := range sig[1:] {
		args[i] = latticeOfParam(t)
	}
	t, _ := builtinTfunc(b.Name, args, nil)
	return Widen(t), true
}

// promoteTypejoinUnion is Julia's promote_typejoin_union: a Union folds
// its members with promote_typejoin (which keeps Nothing and Missing
// apart: Union{Nothing, Int64} stays, Union{Int64, Float64} is Real).
func promoteTypejoinUnion(t types.Type) types.Type {
	switch x := t.(type) {
	case *types.Union:
		var acc types.Type = types.Bottom
		for _, m := range x.Types {
			acc = promoteTypejoin(acc, promoteTypejoinUnion(m))
		}
		return acc
	case *types.DataType:
		return x
	}
	if t == types.Bottom {
		return t
	}
	return types.Any
}

func promoteTypejoin(a, b types.Type) types.Type {
	if a == types.Bottom {
		return b
	}
	if b == types.Bottom {
		return a
	}
	c := TypeJoin(promoteTypesubtract(a), promoteTypesubtract(b))
	return types.MakeUnion(a, b, c)
}

// promoteTypesubtract removes Nothing and Missing from a union.
func promoteTypesubtract(t types.Type) types.Type {
	u, ok := t.(*types.Union)
	if !ok {
		if isNothingOrMissing(t) {
			return types.Bottom
		}
		return t
	}
	var keep []types.Type
	for _, m := range u.Types {
		if !isNothingOrMissing(m) {
			keep = append(keep, m)
		}
	}
	return types.MakeUnion(keep...)
}

func isNothingOrMissing(t types.Type) bool {
	dt, ok := t.(*types.DataType)
	return ok && (dt == types.Nothing || dt.Name.Name == "Missing")
}

// unboundSparamUsed reports whether the arguments of mi's signature leave
// a static parameter unbound (a TypeVar in SparamVals) that the method's
// body reads as a value: code compiled for such an instance would have no
// value to give it.
func unboundSparamUsed(mi *methods.MethodInstance) bool {
	var free []bool
	for i, v := range mi.SparamVals {
		if _, ok := v.(*types.TypeVar); ok {
			if free == nil {
				free = make([]bool, len(mi.SparamVals))
			}
			free[i] = true
		}
	}
	if free == nil {
		return false
	}
	if mi.Method.Generator != nil {
		// The generator cannot run without the parameter's value.
		return true
	}
	body, err := mi.LoweredBody()
	if err != nil || body == nil {
		return false
	}
	for _, b := range body.Blocks {
		for _, v := range b.Instrs {
			if v.Op == ir.OpSparam {
				if i, ok := v.Aux.(int); ok && i < len(free) && free[i] {
					return true
				}
			}
		}
	}
	return false
}

// typeParamsConst folds Base.getproperty(T, :parameters) (and :types) of a
// DataType T known at compile time to its Core.SimpleVector, a constant
// whose data field is the tuple of T's parameters (types and values) or
// field types. ok is false
// for other calls, and for a T with free variables or a Vararg parameter,
// whose parameters have no constant value.
func typeParamsConst(args []any) (*Const, bool) {
	if len(args) != 3 || GetfieldBuiltin == nil {
		return nil, false
	}
	cv, ok := IsConst(args[0])
	if !ok {
		return nil, false
	}
	fn, ok := cv.(*methods.Function)
	if !ok || fn.Name != "getproperty" || fn.Module == nil || fn.Module.Name != "Base" {
		return nil, false
	}
	field, ok := constOf(args[2])
	if !ok || field != any(types.Symbol("parameters")) && field != any(types.Symbol("types")) {
		return nil, false
	}
	tv, ok := constOf(args[1])
	if !ok {
		return nil, false
	}
	dt, ok := tv.(*types.DataType)
	if !ok || types.HasFreeVars(dt) {
		return nil, false
	}
	b := fn.Module.OwnBinding("SimpleVector")
	if b == nil || !b.Defined {
		return nil, false
	}
	svt, ok := b.Value.(*types.DataType)
	if !ok || len(svt.Name.Fields) != 1 {
		return nil, false
	}
	ps := dt.Params
	if field == any(types.Symbol("types")) {
		// the field types, none for an abstract type (driver/typeobj.go's
		// reflFieldTypeN, as the run-time answer)
		ps = nil
		if dt.Name == types.TupleT {
			// a tuple type's types are its parameters (Tuple{2, 3}.types
			// is svec(2, 3) in Julia)
			ps = dt.Params
		} else if dt.Name.Kind != types.KindAbstract && !types.IsTypeType(dt) {
			for _, ft := range types.FieldTypes(dt) {
				ps = append(ps, ft)
			}
		}
	}
	elems := make([]any, len(ps))
	ets := make([]types.Type, len(ps))
	for i, p := range ps {
		switch x := p.(type) {
		case *types.Vararg, *types.TypeVar:
			return nil, false
		case types.Type:
			if types.HasFreeVars(x) {
				return nil, false
			}
		case int8, int16, int32, int64, uint8, uint16, uint32, uint64, float32, float64,
			bool, types.CharValue, types.Symbol, types.SymTuple, *types.TupleValue:
		default:
			return nil, false
		}
		elems[i] = ParamValue(p)
		ets[i] = types.TypeOfValue(elems[i]) // DataType for a type, as the run-time tuple
	}
	data := &types.TupleValue{Type: types.Tuple(ets...), Elems: elems}
	return &Const{Val: &types.StructValue{Type: svt, Fields: []any{data}}}, true
}

// IsSimpleVector reports whether dt is Core.SimpleVector (defined in
// Kiln's Base, base/typeobj.jl).
func IsSimpleVector(dt *types.DataType) bool {
	return dt != nil && dt.Name.Name == "SimpleVector" && dt.Name.Module == "Base"
}

// cfunction infers Core._cfunction(f, R, (A, B, ...)), @cfunction's
// builtin: the C function pointer calls Base._cfunction_call(f, R, a, b)
// (f's result converted to R), whose code instance the call records (CI,
// nil when f, R or the argument types are not constants, or no single
// method applies: the builtin then throws at run time).
func (f *frame) cfunction(args []any) (*Call, error) {
	c := &Call{Kind: CallBuiltin, Builtin: args[0].(*Const).Val.(*methods.Builtin), ArgTypes: args}
	if len(args) != 4 || f.e.BaseFunction == nil {
		return c, nil
	}
	if _, ok := IsConst(args[1]); !ok {
		return c, nil
	}
	rt, ok := constType(args[2])
	if !ok {
		return c, nil
	}
	tv, ok := constOf(args[3])
	tup, isTup := tv.(*types.TupleValue)
	if !ok || !isTup {
		return c, nil
	}
	call := f.e.BaseFunction("_cfunction_call")
	if call == nil {
		return c, nil
	}
	sig := []types.Type{call.Type, DispatchType(args[1]), types.TypeOfType(rt)}
	for _, e := range tup.Elems {
		t, ok := e.(types.Type)
		if ok {
			// A Ref{T} argument is a pointer to a T, which f receives.
			t = CfunctionArgType(t)
		}
		if !ok || !types.IsConcrete(t) {
			return c, nil
		}
		sig = append(sig, t)
	}
	_, sc, err := f.dispatch(sig)
	if err != nil {
		return nil, err
	}
	if sc.Kind == CallStatic {
		c.CI, c.MI = sc.CI, sc.MI
	}
	return c, nil
}

// CfunctionArgType is the type f receives for an argument that
// @cfunction declares as t: T for Ref{T} (C passes a pointer to it), t
// otherwise.
func CfunctionArgType(t types.Type) types.Type {
	if dt, ok := t.(*types.DataType); ok && dt.Name.Name == "Ref" && dt.Name.Module == "Base" && len(dt.Params) == 1 {
		if p, ok := dt.Params[0].(types.Type); ok {
			return p
		}
	}
	return t
}

// moduleOwnFunction reports whether a getproperty of module m reads eval or
// include that m does not bind itself: every module has its own, which Base's
// getproperty(::Module, ::Symbol) makes, so M.include is not the binding M
// sees from Base.
func moduleOwnFunction(m *methods.Module, field any) bool {
	v, ok := constOf(field)
	if !ok || v != any(types.Symbol("eval")) && v != any(types.Symbol("include")) {
		return false
	}
	return m.OwnBinding(string(v.(types.Symbol))) == nil
}
