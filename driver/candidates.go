package driver

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/types"
)

// methodCandidates answers reflCandidates: the "Closest candidates" of a
// MethodError for a call of f with the arguments of tuple value args, as
// Julia 1.10's show_method_candidates (base/errorshow.jl) computes them.
// Each method of f, most specific first, is one record
//
//	right_matches \t "  f(::Int64, !Matched::String)" \t kwords \t "   @ Main file.jl:3"
//
// (kwords the method's keyword names, comma-separated). Base's
// showerror adds the unsupported-keyword note, sorts and prints them.
// Methods with no matching argument are left out unless the call has
// fewer than two arguments, as in Julia. forConvert: f is the type T of a
// failed convert(T, x), whose constructors Julia pools with convert's
// methods under convert's rule (only methods whose first argument matches).
func (s *Session) methodCandidates(f, args uintptr, forConvert bool) (uintptr, uintptr) {
	ft := s.callableType(f)
	argTypes, ok := s.argDispatchTypes(args)
	tbl := methods.TableFor(ft)
	if ft == nil || !ok || tbl == nil {
		return runtime.NewString(""), 0
	}
	ms := append([]*methods.Method(nil), tbl.Methods()...)
	if len(ms) == 0 {
		return runtime.NewString(""), 0
	}
	name := ms[0].Name
	special := forConvert || name == "convert" || name == "getindex" || name == "setindex!"
	sort.SliceStable(ms, func(i, j int) bool {
		return types.MoreSpecific(ms[i].Sig, ms[j].Sig) && !types.MoreSpecific(ms[j].Sig, ms[i].Sig)
	})
	var recs []string
	for _, m := range ms {
		if rec, ok := s.candidateRecord(m, ft, argTypes, special); ok {
			recs = append(recs, rec)
		}
	}
	return runtime.NewString(strings.Join(recs, "\n")), 0
}

// candidateRecord renders one method as show_method_candidates does.
func (s *Session) candidateRecord(m *methods.Method, ft types.Type, argTypes []types.Type, special bool) (string, bool) {
	dt, ok := types.Unwrap(m.Sig).(*types.DataType)
	if !ok || len(dt.Params) == 0 {
		return "", false
	}
	// a method of another callable in the same table (constructors of
	// other types) is not a candidate: Julia's isa(func, s1) test
	if s1, ok := dt.Params[0].(types.Type); !ok || !types.Subtype(ft, types.Rewrap(s1, m.Sig)) {
		return "", false
	}
	var sb strings.Builder
	env := types.WhereVars(m.Sig)
	sb.WriteString("  ")
	sb.WriteString(candidateFuncName(m, dt))
	sb.WriteByte('(')
	sig := dt.Params[1:]
	ti := append([]types.Type(nil), argTypes...)
	right := 0
	n := len(ti)
	if len(sig) < n {
		n = len(sig)
	}
	rewrap := func(ps []types.Type) types.Type { return types.Rewrap(types.Tuple(ps...), m.Sig) }
	for i := 0; i < n; i++ {
		if i > 0 {
			sb.WriteString(", ")
		}
		var sigstr string
		j := i
		sigPrefix := make([]types.Type, 0, i+1)
		for _, p := range sig[:i+1] {
			if t, ok := p.(types.Type); ok {
				sigPrefix = append(sigPrefix, t)
			}
		}
		if va, ok := sig[i].(*types.Vararg); ok {
			sigstr = candidateTypeString(va.T, env) + "..."
			j = len(ti) - 1
		} else {
			sigstr = candidateTypeString(sig[i], env)
		}
		in := types.Intersect(rewrap(sigPrefix), rewrap(ti[:j+1]))
		if in == types.Bottom && special && i == 0 {
			return "", false
		}
		if in == types.Bottom {
			sb.WriteString("!Matched::" + sigstr)
			if t, ok := sig[i].(types.Type); ok {
				ti[i] = t
			}
		} else {
			if j == i {
				right++
			}
			sb.WriteString("::" + sigstr)
		}
	}
	if special && right == 0 {
		return "", false
	}
	if len(ti) > len(sig) && len(sig) > 0 {
		if va, ok := sig[len(sig)-1].(*types.Vararg); ok {
			vt := types.Rewrap(va.T, m.Sig)
			for _, t := range argTypes[len(sig)-1:] {
				if types.Subtype(t, vt) {
					right++
				}
			}
		}
	}
	if right == 0 && len(argTypes) >= 2 {
		return "", false
	}
	if len(ti) < len(sig) {
		for k, st := range sig[len(ti):] {
			var sigstr string
			va, isva := st.(*types.Vararg)
			if isva {
				sigstr = candidateTypeString(va.T, env) + "..."
			} else {
				sigstr = candidateTypeString(st, env)
			}
			if !(n == 0 && k == 0) {
				sb.WriteString(", ")
			}
			if k == 0 && isva {
				sb.WriteString(sigstr)
			} else {
				sb.WriteString("!Matched::" + sigstr)
			}
		}
	}
	kws := s.keywordNames(m, dt)
	if len(kws) > 0 {
		sb.WriteString("; " + strings.Join(kws, ", "))
	}
	sb.WriteByte(')')
	sb.WriteString(whereClause(m.Sig))
	loc := fmt.Sprintf("   @ %s %s:%d", moduleBeforeMain(m.Module), m.Pos.File, m.Pos.Line)
	return fmt.Sprintf("%d\t%s\t%s\t%s", right, sb.String(), strings.Join(kws, ","), loc), true
}

// candidateFuncName is show_signature_function of a method's first
// parameter: the function's name, T for a constructor Type{T} ((::Type{T})
// when T is a type variable), (::T) for a callable object.
func candidateFuncName(m *methods.Method, dt *types.DataType) string {
	if self, ok := dt.Params[0].(*types.DataType); ok && self.Name == types.TypeT && len(self.Params) == 1 {
		// a constructor of a type variable's types prints as its
		// function type, (::Type{T}) (Julia's show_signature_function)
		if tv, isvar := self.Params[0].(*types.TypeVar); isvar {
			return "(::Type{" + tv.Name + "})"
		}
		return types.ParamString(self.Params[0])
	}
	if m.Name == "" || strings.HasPrefix(m.Name, "#") {
		return "(::" + types.ParamString(dt.Params[0]) + ")"
	}
	return m.Name
}

// whereClause is Julia's show_method_params: " where T", " where {T, S<:Real}".
func whereClause(sig types.Type) string {
	var vars []string
	for _, v := range types.WhereVars(sig) {
		s := v.Name
		if v.Ub != nil && v.Ub != types.Any {
			s += "<:" + types.ParamString(v.Ub)
		}
		vars = append(vars, s)
	}
	switch len(vars) {
	case 0:
		return ""
	case 1:
		return " where " + vars[0]
	}
	return " where {" + strings.Join(vars, ", ") + "}"
}

// moduleBeforeMain is Julia's parentmodule_before_main: the topmost
// module below Main (Main.M for a method of Main.M.N, Base for Base.Math).
func moduleBeforeMain(m *methods.Module) string {
	if m == nil {
		return "Main"
	}
	parts := strings.Split(m.Path(), ".")
	if parts[0] == "Main" && len(parts) > 1 {
		return "Main." + parts[1]
	}
	return parts[0]
}

// candidateTypeString prints a signature's type as Julia does inside the
// method's where-environment env: its type variables by their names alone.
func candidateTypeString(t any, env []*types.TypeVar) string {
	if tv, ok := t.(*types.TypeVar); ok {
		return tv.Name
	}
	return types.ParamStringIn(t, env)
}

// methodAmbiguity answers reflAmbiguity: for a call of f with the
// arguments of tuple value args that dispatch finds ambiguous, the part of
// Julia 1.10's showerror_ambiguous (base/errorshow.jl) after the call's
// signature: the candidates as show_method prints them (declaration, then
// "    @ Module file:line"), most recently defined first as Julia lists
// them, and the "Possible fix, define" line with the signatures'
// intersection. The empty string when the call is not ambiguous.
func (s *Session) methodAmbiguity(f, args uintptr) (uintptr, uintptr) {
	elems, ok := s.elementsOf(args)
	if !ok {
		return runtime.NewString(""), 0
	}
	ts := []types.Type{s.dispatchTypeOf(f)}
	for _, e := range elems {
		ts = append(ts, s.dispatchTypeOf(e))
	}
	tbl := methods.TableFor(ts[0])
	if tbl == nil {
		return runtime.NewString(""), 0
	}
	res := tbl.Lookup(types.Tuple(ts...))
	if res.Method != nil || len(res.Ambiguous) < 2 {
		return runtime.NewString(""), 0
	}
	return runtime.NewString(s.ambiguityReport(res.Ambiguous)), 0
}

// ambiguityReport renders the candidates of an ambiguity (ms in
// definition order) and the suggested fix.
func (s *Session) ambiguityReport(ms []*methods.Method) string {
	var sb strings.Builder
	sb.WriteString(" is ambiguous.\n\nCandidates:\n")
	var sigfix types.Type = types.Any
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		fmt.Fprintf(&sb, "  %s\n    @ %s %s:%d\n", s.methodDecl(m), m.Module.Path(), m.Pos.File, m.Pos.Line)
		sigfix = types.Intersect(m.Sig, sigfix)
	}
	dt, ok := types.Unwrap(sigfix).(*types.DataType)
	if !ok || dt.Name != types.Tuple().Name || len(dt.Params) == 0 {
		return sb.String()
	}
	for _, m := range ms {
		if !types.MoreSpecific(sigfix, m.Sig) {
			sb.WriteString("To resolve the ambiguity, try making one of the methods more specific, or ")
			sb.WriteString("adding a new method more specific than any of the existing applicable methods.\n")
			return sb.String()
		}
	}
	// Julia's show_tuple_as_call: the function, then ::T for each argument
	sb.WriteString("\nPossible fix, define\n  ")
	sb.WriteString(candidateFuncName(ms[0], dt))
	sb.WriteByte('(')
	for i, p := range dt.Params[1:] {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString("::" + candidateTypeString(p, types.WhereVars(sigfix)))
	}
	sb.WriteByte(')')
	sb.WriteString(whereClause(sigfix))
	sb.WriteByte('\n')
	return sb.String()
}

// convertErrorText answers reflConvertError: Julia 1.10's
// show_convert_error (base/errorshow.jl) for convert(T, x) with no method:
// the two types on one line when both are data types of different names,
// otherwise each on its own indented line, a type of the same name as the
// other printed parameter by parameter (print_with_compare, uncoloured).
func (s *Session) convertErrorText(tobj, x uintptr) (uintptr, uintptr) {
	t, ok := s.typeFromObject(tobj)
	if !ok {
		return 0, s.errorException("convert error: expected a type")
	}
	p2 := s.dispatchTypeOf(x)
	dt, tok := t.(*types.DataType)
	dp, pok := p2.(*types.DataType)
	oneLine := tok && pok && dt.Name != dp.Name
	var sb strings.Builder
	sb.WriteString("Cannot `convert` an object of type ")
	if !oneLine {
		sb.WriteString("\n  ")
	}
	printWithCompare(&sb, p2, t)
	sb.WriteString(" to an object of type ")
	if !oneLine {
		sb.WriteString("\n  ")
	}
	printWithCompare(&sb, t, p2)
	return runtime.NewString(sb.String()), 0
}

// printWithCompare is Julia's print_with_compare without colour: a data
// type whose name is b's prints as its name and its parameters compared
// one by one, joined by a bare comma; anything else prints as itself.
func printWithCompare(sb *strings.Builder, a, b any) {
	da, aok := a.(*types.DataType)
	db, bok := b.(*types.DataType)
	if !aok || !bok || da.Name != db.Name {
		sb.WriteString(compareParamString(a))
		return
	}
	sb.WriteString(types.ParamString(da.Name.Wrapper))
	if len(da.Params) == 0 {
		return
	}
	sb.WriteByte('{')
	for i, p := range da.Params {
		if i > 0 {
			sb.WriteByte(',')
		}
		if i >= len(db.Params) {
			sb.WriteString(compareParamString(p))
		} else {
			printWithCompare(sb, p, db.Params[i])
		}
	}
	sb.WriteByte('}')
}

// compareParamString prints a type parameter as print does (a Symbol
// without its colon).
func compareParamString(v any) string {
	if sym, ok := v.(types.Symbol); ok {
		return string(sym)
	}
	return types.ParamString(v)
}

// argDispatchTypes are the types that a call with the arguments in the
// tuple args dispatches on: a type object as Type{T} (Core.Typeof), as
// the runtime's dispatcher reads it; the tuple's own type has DataType
// there.
func (s *Session) argDispatchTypes(args uintptr) ([]types.Type, bool) {
	elems, ok := s.elementsOf(args)
	if !ok {
		tt := s.typeOfDesc(runtime.TypeOf(args))
		if tt == nil {
			return nil, false
		}
		return paramTypes(tt.Params), true
	}
	out := make([]types.Type, len(elems))
	for i, e := range elems {
		out[i] = s.dispatchTypeOf(e)
	}
	return out, true
}
