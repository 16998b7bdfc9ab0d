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
// fewer than two arguments, as in Julia.
func (s *Session) methodCandidates(f, args uintptr) (uintptr, uintptr) {
	ft := s.callableType(f)
	tt := s.typeOfDesc(runtime.TypeOf(args))
	tbl := methods.TableFor(ft)
	if ft == nil || tt == nil || tbl == nil {
		return runtime.NewString(""), 0
	}
	argTypes := paramTypes(tt.Params)
	ms := append([]*methods.Method(nil), tbl.Methods()...)
	if len(ms) == 0 {
		return runtime.NewString(""), 0
	}
	name := ms[0].Name
	special := name == "convert" || name == "getindex" || name == "setindex!"
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
			sigstr = candidateTypeString(va.T) + "..."
			j = len(ti) - 1
		} else {
			sigstr = candidateTypeString(sig[i])
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
				sigstr = candidateTypeString(va.T) + "..."
			} else {
				sigstr = candidateTypeString(st)
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
// parameter: the function's name, T for a constructor Type{T}, (::T) for
// a callable object.
func candidateFuncName(m *methods.Method, dt *types.DataType) string {
	if self, ok := dt.Params[0].(*types.DataType); ok && self.Name == types.TypeT && len(self.Params) == 1 {
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
// method's where-environment: a type variable by its name alone.
func candidateTypeString(t any) string {
	if tv, ok := t.(*types.TypeVar); ok {
		return tv.Name
	}
	return types.ParamString(t)
}
