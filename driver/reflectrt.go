package driver

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Run-time reflection for Base (base/reflection.jl), through one callback,
// kiln_reflect(kind, a, b): the answer is a String (flags "1"/"0", names
// one a line, method records), or a Module object. Base parses it.
const (
	reflIsDefined    = 0 // a Module, b Symbol
	reflIsConst      = 1
	reflNames        = 2  // names(a): b is a boxed Int of flags (1 all, 2 imported)
	reflMethods      = 3  // a callable, b Tuple type: the methods that may apply
	reflWhich        = 4  // a callable, b Tuple type: the method a call dispatches to
	reflHasMethod    = 5  // a callable, b Tuple type
	reflApplicable   = 6  // a callable, b the arguments (a tuple value)
	reflParentModule = 7  // a function, type or module
	reflModule       = 8  // a String: the module of that full name
	reflFieldType    = 9  // a DataType, b a boxed Int: the type of field b
	reflPrefs        = 10 // a Module: its package's preferences (prefsrt.go)
	reflTOML         = 11 // a String: the data of that TOML file (prefsrt.go)
	reflCandidates   = 12 // a callable, b the arguments (a tuple value): candidates.go
	reflConvertCands = 13 // a type T, b the arguments after convert's T: T's constructors as convert's candidates
	reflAmbiguity    = 14 // a callable, b the arguments (a tuple value): the ambiguity report (candidates.go)
	reflConvertError = 15 // a type T, b a value: the text of convert(T, b)'s MethodError (candidates.go)
	reflDiffNames    = 16 // a, b tuples of Symbols: Core._diff_names(a, b) at run time
	reflPathOf       = 17 // a Module: its package's entry file, "" unless a package's top module
	reflPkgVersion   = 18 // a Module: its package's declared version, "" when none
	reflIsExported   = 19 // a Module, b Symbol: Base.isexported
	reflIntersect    = 20 // a, b types: typeintersect(a, b)
	reflSingleton    = 21 // a type: Base.issingletontype(a)
	reflUnwrap       = 22 // a type: Base.unwrap_unionall(a), its body inside every `where`
	reflRewrap       = 23 // a, b types: Base.rewrap_unionall(a, b), a inside b's `where`s
	reflNewModule    = 42 // a Symbol, b a boxed Int (1: std_imports): Module(a, std_imports)
	reflActiveProj   = 70 // Base.active_project(): the active project file, "" when none
	reflActivate     = 71 // a String: Pkg.activate of a directory or project file ("" for none)
	reflTypeVar      = 72 // a Symbol, b a type (or bits value): TypeVar(a, b), the upper bound b
	reflUnionAll     = 73 // a TypeVar, b a type: UnionAll(a, b)
	reflTypeVarLb    = 74 // a TypeVar, b a type: a with the lower bound b
	reflSourcePath   = 75 // Base.source_path(): the absolute path of the file being evaluated, "" for none
	// reflBacktrace, reflStackFrames: a a boxed UInt, the address of b (a
	// boxed Int) return addresses (catch_backtrace, backtrace): the stack
	// trace as show_backtrace prints it ("Stacktrace:\n [1] ..."), or its
	// frames, one a line: name, file, line, inlined (0/1) and whether it
	// is the top-level scope, tab-separated (stacktrace(bt)).
	reflBacktrace   = 40
	reflStackFrames = 41
)

func (s *Session) reflectCallback(kind int, a, b uintptr) (uintptr, uintptr) {
	flag := func(v bool) (uintptr, uintptr) {
		if v {
			return runtime.NewString("1"), 0
		}
		return runtime.NewString("0"), 0
	}
	switch kind {
	case reflIsDefined, reflIsConst:
		m, ok := s.moduleFromObject(a)
		name, sok := s.symbolName(b)
		if !ok || !sok {
			return 0, s.errorException("isconst: expected a Module and a Symbol")
		}
		if !s.moduleIsDefined(a, b) {
			return flag(false)
		}
		return flag(kind == reflIsDefined || m.Lookup(name).Const)
	case reflIsExported:
		m, ok := s.moduleFromObject(a)
		name, sok := s.symbolName(b)
		if !ok || !sok {
			return 0, s.errorException("isexported: expected a Module and a Symbol")
		}
		// A module exports its own name (jl_new_module_ in Julia's
		// src/module.c exports it).
		own := m.Name
		if i := strings.LastIndex(own, "."); i >= 0 {
			own = own[i+1:]
		}
		return flag(m.Exports(name) || name == own)
	case reflNames:
		m, ok := s.moduleFromObject(a)
		if !ok {
			return 0, s.errorException("names: expected a Module")
		}
		flags := int64(runtime.ReadWord(b, 0))
		return runtime.NewString(strings.Join(s.moduleNames(m, flags&1 != 0, flags&2 != 0), "\n")), 0
	case reflMethods, reflWhich, reflHasMethod, reflApplicable:
		ft := s.callableType(a)
		var args []types.Type
		if kind == reflApplicable {
			ts, ok := s.argDispatchTypes(b)
			if !ok {
				return 0, s.errorException("applicable: unknown argument types")
			}
			args = ts
		} else {
			t, ok := s.typeFromObject(b)
			if !ok {
				t, ok = s.tupleOfTypes(b)
			}
			dt, dok := types.Unwrap(t).(*types.DataType)
			if !ok || !dok || dt.Name != types.Tuple().Name {
				return 0, s.argTypesError(b)
			}
			if _, isUA := t.(*types.UnionAll); isUA {
				return 0, s.errorException("reflection with a UnionAll tuple type is not supported by Kiln")
			}
			args = paramTypes(dt.Params)
		}
		sig := types.Tuple(append([]types.Type{ft}, args...)...)
		tbl := methods.TableFor(ft)
		if tbl == nil {
			if kind == reflMethods {
				return runtime.NewString(""), 0
			}
			if kind == reflWhich {
				return 0, s.errorException("no unique matching method found for the specified argument types")
			}
			return flag(false)
		}
		switch kind {
		case reflHasMethod, reflApplicable:
			for _, m := range tbl.Methods() {
				if types.Subtype(sig, m.Sig) {
					return flag(true)
				}
			}
			return flag(false)
		case reflWhich:
			res := tbl.Lookup(sig)
			if res.Method == nil {
				return 0, s.errorException("no unique matching method found for the specified argument types")
			}
			return runtime.NewString(s.methodRecord(res.Method)), 0
		}
		var ms []*methods.Method
		for _, m := range tbl.Methods() {
			if types.Intersect(sig, m.Sig) != types.Bottom {
				ms = append(ms, m)
			}
		}
		sort.SliceStable(ms, func(i, j int) bool {
			return types.MoreSpecific(ms[i].Sig, ms[j].Sig) && !types.MoreSpecific(ms[j].Sig, ms[i].Sig)
		})
		recs := make([]string, len(ms))
		for i, m := range ms {
			recs[i] = s.methodRecord(m)
		}
		return runtime.NewString(strings.Join(recs, "\n")), 0
	case reflFieldType:
		return s.fieldTypeRT(a, b)
	case reflIntersect, reflRewrap:
		ta, aok := s.typeFromObject(a)
		tb, bok := s.typeFromObject(b)
		if kind == reflRewrap && aok && !bok {
			// rewrap_unionall(t, u) with u not a type: t as it is
			return a, 0
		}
		if !aok || !bok {
			return 0, s.errorException("typeintersect: expected two types")
		}
		if kind == reflRewrap {
			return s.typeObjectAddr(types.Rewrap(ta, tb)), 0
		}
		return s.typeObjectAddr(types.Intersect(ta, tb)), 0
	case reflSingleton:
		t, ok := s.typeFromObject(a)
		// a concrete immutable type with one instance (isdefined(T,
		// :instance)); Type{T} has none
		return flag(ok && types.IsSingleton(t) && !types.IsTypeType(t))
	case reflUnwrap:
		t, ok := s.typeFromObject(a)
		if !ok {
			return a, 0
		}
		return s.typeObjectAddr(types.Unwrap(t)), 0
	case reflTypeField, reflTypeParam, reflFieldTypeN, reflIsPrim, reflTypeSize, reflTypeAlign:
		return s.typeObjectReflect(kind, a, b)
	case reflCandidates:
		return s.methodCandidates(a, b, false)
	case reflConvertCands:
		return s.methodCandidates(a, b, true)
	case reflAmbiguity:
		return s.methodAmbiguity(a, b)
	case reflConvertError:
		return s.convertErrorText(a, b)
	case reflDiffNames:
		av, aok := s.runtimeSymbolTuple(a)
		bv, bok := s.runtimeSymbolTuple(b)
		if aok && bok {
			if tv, ok := infer.DiffNames(av, bv); ok {
				return s.symbolTupleObject(tv), 0
			}
		}
		return 0, s.errorException("_diff_names: expected two tuples of Symbols")
	case reflPathOf, reflPkgVersion:
		m, ok := s.moduleFromObject(a)
		if !ok {
			return 0, s.errorException("pathof: expected a Module")
		}
		var p *pkg.Package
		if s.pkgs != nil {
			p = s.pkgs.of[m]
		}
		switch {
		case p == nil:
			return runtime.NewString(""), 0
		case kind == reflPathOf:
			return runtime.NewString(p.EntryFile), 0
		case p.Version != nil:
			return runtime.NewString(p.Version.String()), 0
		}
		return runtime.NewString(""), 0
	case reflPrefs:
		return s.prefsOf(a)
	case reflTOML:
		return s.tomlFile(runtime.StringValue(a))
	case reflModule:
		if m := s.moduleByPath(runtime.StringValue(a)); m != nil {
			return s.moduleAddr(m), 0
		}
		return 0, s.errorException("no module named " + runtime.StringValue(a))
	case reflActiveProj:
		ps, err := s.packages()
		if err != nil {
			return 0, s.errorException(err.Error())
		}
		if ps.env.Project == nil {
			return runtime.NewString(""), 0
		}
		return runtime.NewString(ps.env.Project.Path), 0
	case reflTypeVar, reflUnionAll, reflTypeVarLb:
		return s.typeVarReflect(kind, a, b)
	case reflActivate:
		return s.activateProject(runtime.StringValue(a))
	case reflSourcePath:
		return runtime.NewString(s.sourcePath()), 0
	case reflNewModule:
		name, ok := s.symbolName(a)
		if !ok {
			return 0, s.errorException("Module: expected a Symbol")
		}
		return s.moduleAddr(s.newAnonModule(name, runtime.ReadWord(b, 0)&1 != 0)), 0
	case reflParentModule:
		if m, ok := s.moduleFromObject(a); ok {
			// A package's top module is its own parent, as Main is
			// (Julia's parentmodule); Kiln's packages hang off an
			// unnamed root that is not a Julia module.
			if m.Parent != nil && m.Parent.Name != "" {
				m = m.Parent
			}
			return s.moduleAddr(m), 0
		}
		if t, ok := s.typeFromObject(a); ok {
			if dt, ok := types.Unwrap(t).(*types.DataType); ok {
				if m := s.moduleByPath(dt.Name.Module); m != nil {
					return s.moduleAddr(m), 0
				}
			}
			return 0, s.errorException(fmt.Sprintf("parentmodule: no module for %v", t))
		}
		ft := s.callableType(a)
		if f, ok := methods.FunctionOfType(ft); ok && f.Module != nil {
			return s.moduleAddr(f.Module), 0
		}
		if m := s.moduleByPath(ft.Name.Module); m != nil {
			return s.moduleAddr(m), 0
		}
		return 0, s.errorException("parentmodule: unknown module")
	}
	if kind == reflBacktrace || kind == reflStackFrames {
		p, n := uintptr(runtime.ReadWord(a, 0)), int64(runtime.ReadWord(b, 0))
		if n < 0 || n > 1<<20 || p == 0 && n > 0 {
			return 0, s.errorException("backtrace: invalid backtrace buffer")
		}
		bt := make([]uintptr, n)
		for i := range bt {
			bt[i] = uintptr(runtime.ReadWord(p, int64(i)*8))
		}
		if kind == reflBacktrace {
			return runtime.NewString(s.stacktrace(bt, syntax.Pos{})), 0
		}
		var sb strings.Builder
		for _, f := range s.frames(bt, syntax.Pos{}) {
			name := f.name
			if f.ci != nil {
				name = f.ci.MI.Method.Name
			}
			if f.top {
				name = "top-level scope"
			}
			fmt.Fprintf(&sb, "%s\t%s\t%d\t%t\t%t\n", name, f.file, f.line, f.inlined, f.top)
		}
		return runtime.NewString(sb.String()), 0
	}
	if r, exc, ok := s.tableReflect(kind, a, b); ok {
		return r, exc
	}
	if r, exc, ok := s.interactiveReflect(kind, a, b); ok {
		return r, exc
	}
	return 0, s.errorException("reflection: unknown query")
}

// moduleIsDefined is isdefined(M, :x): x resolves in M (its own globals,
// imported and used names) and has a value.
func (s *Session) moduleIsDefined(mobj, sym uintptr) bool {
	m, ok := s.moduleFromObject(mobj)
	name, sok := s.symbolName(sym)
	if !ok || !sok {
		return false
	}
	b := m.Lookup(name)
	switch {
	case b == nil:
		return false
	case b.Const || b.Slot == 0:
		return b.Defined
	}
	return s.globalAssigned(b)
}

// globalAssigned reports whether a non-constant global holds a value now.
func (s *Session) globalAssigned(b *methods.Binding) bool {
	return b.Slot != 0 && runtime.ReadWord(b.Slot, 0) != 0
}

// callableType is the type whose method table a call of the object p
// uses: Type{T} for a type object, typeof(p) otherwise.
func (s *Session) callableType(p uintptr) *types.DataType {
	if t, ok := s.typeFromObject(p); ok {
		return types.TypeOfType(t)
	}
	if dt := s.typeOfDesc(runtime.TypeOf(p)); dt != nil {
		return dt
	}
	return types.TypeOfType(types.Any)
}

// moduleAddr is the address of a module's run-time object.
func (s *Session) moduleAddr(m *methods.Module) uintptr {
	name := s.moduleObject(m)
	s.jit.mu.Lock()
	defer s.jit.mu.Unlock()
	return s.jit.defined[name]
}

// moduleNames lists names(m; all, imported) as Julia: the exported names
// (and the module's own name), or with all=true every name m defines that
// is not internal to Kiln; sorted.
func (s *Session) moduleNames(m *methods.Module, all, imported bool) []string {
	seen := map[string]bool{}
	var out []string
	add := func(n string) {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	own := m.Name
	if i := strings.LastIndex(own, "."); i >= 0 {
		own = own[i+1:]
	}
	add(own)
	for _, n := range m.Names() {
		b := m.OwnBinding(n)
		if b == nil || strings.HasPrefix(n, "#") || strings.Contains(n, "##") || strings.HasPrefix(n, "_kiln") {
			continue
		}
		if b.ImportedFrom != nil && !imported || m != s.Main && (n == "Base" || n == "Core") {
			continue
		}
		if m.Exports(n) || all {
			add(n)
		}
	}
	// An exported name is listed whether m defines it or not (a name
	// exported from a module m uses, as Reexport.jl does: jl_module_names
	// in Julia's src/module.c lists every binding with exportp set).
	for _, n := range m.ExportedNames() {
		if all || !strings.HasPrefix(n, "#") {
			add(n)
		}
	}
	if m == s.Main {
		add("Base")
		add("Core")
	}
	sort.Strings(out)
	return out
}

// methodRecord describes a method for Base's Method: its declaration as
// Julia prints it (f(x::Int64, y) where T), the name, the module's full
// name, the file, the line and the method's ID, separated by tabs.
func (s *Session) methodRecord(m *methods.Method) string {
	mod := "Core"
	if m.Module != nil {
		mod = m.Module.Path()
	}
	return strings.Join([]string{s.methodDecl(m), m.Name, mod, m.Pos.File, fmt.Sprint(m.Pos.Line), fmt.Sprint(m.ID)}, "\t")
}

// methodDecl is a method's signature as Julia's show_method prints it:
// argument names with their declared types (none for Any), `::T` for an
// unnamed argument, `xs...` for a vararg, and the where clause.
func (s *Session) methodDecl(m *methods.Method) string {
	dt, ok := types.Unwrap(m.Sig).(*types.DataType)
	if !ok || len(dt.Params) == 0 {
		return m.Name + "(...)"
	}
	var argNames []string
	if body, err := m.LoweredBody(); err == nil && body != nil {
		argNames = body.ArgNames
	}
	// the where variables print by their names inside the signature
	// (Julia's show_method sets :unionall_env): f(::Type{T}, x::T) where
	// T<:Integer, g(x::AbstractVector{S}) where S<:Real
	env := types.WhereVars(m.Sig)
	var sb strings.Builder
	name := m.Name
	if self, ok := dt.Params[0].(*types.DataType); ok && self.Name == types.TypeT && len(self.Params) == 1 {
		name = types.ParamString(self.Params[0])
		if tv, isVar := self.Params[0].(*types.TypeVar); isVar {
			// a constructor of every T in a set: (::Type{T})(x) where T<:Real
			name = "(::Type{" + tv.Name + "})"
		}
	} else if name == "" || strings.HasPrefix(name, "#") || !isFunctionType(dt.Params[0]) {
		// an anonymous function or a callable object: (::T)(x), or
		// (s::T)(x) with the object's name (Julia's arg_decl_parts)
		self := ""
		if len(argNames) > 0 && !strings.HasPrefix(argNames[0], "#") {
			self = argNames[0]
		}
		name = "(" + self + "::" + candidateTypeString(dt.Params[0], env) + ")"
	}
	sb.WriteString(name)
	sb.WriteByte('(')
	for i, p := range dt.Params[1:] {
		if i > 0 {
			sb.WriteString(", ")
		}
		an := ""
		if i+1 < len(argNames) {
			an = argNames[i+1]
		}
		if strings.HasPrefix(an, "#") {
			an = ""
		}
		if va, ok := p.(*types.Vararg); ok {
			sb.WriteString(an)
			if tv, isVar := va.T.(*types.TypeVar); isVar {
				sb.WriteString("::" + tv.Name)
			} else if va.T != types.Any {
				sb.WriteString("::" + candidateTypeString(va.T, env))
			}
			sb.WriteString("...")
			continue
		}
		sb.WriteString(an)
		if tv, ok := p.(*types.TypeVar); ok {
			sb.WriteString("::" + tv.Name)
		} else if p != types.Any || an == "" {
			sb.WriteString("::" + candidateTypeString(p, env))
		}
	}
	if kws := s.keywordNames(m, dt); len(kws) > 0 {
		sb.WriteString("; " + strings.Join(kws, ", "))
	}
	sb.WriteByte(')')
	// with the static parameters the signature does not use: Julia's
	// signature keeps their `where` (g(x::Int64) where T)
	tvs := m.DeclaredVars()
	var vars []string
	for _, tv := range tvs {
		v := tv.Name
		if tv.Ub != nil && tv.Ub != types.Any {
			v += "<:" + types.ParamString(tv.Ub)
		}
		vars = append(vars, v)
	}
	switch len(vars) {
	case 0:
	case 1:
		sb.WriteString(" where " + vars[0])
	default:
		sb.WriteString(" where {" + strings.Join(vars, ", ") + "}")
	}
	return sb.String()
}

// isFunctionType reports whether p is the type of a generic function or
// a builtin (whose methods print with the function's name).
func isFunctionType(p any) bool {
	t, ok := p.(types.Type)
	if !ok {
		return false
	}
	_, isFn := methods.FunctionOfType(t)
	_, isBuiltin := methods.BuiltinOfType(t)
	return isFn || isBuiltin
}

// paramTypes converts a tuple type's parameters (types, or Vararg) to types.
func paramTypes(ps []any) []types.Type {
	out := make([]types.Type, 0, len(ps))
	for _, p := range ps {
		if t, ok := p.(types.Type); ok {
			out = append(out, t)
		}
	}
	return out
}

// tupleOfTypes reads a tuple value of type objects, (Int64, String), as
// the tuple type Tuple{Int64, String}.
// argTypesError is Julia's error for argument types that are neither a
// Tuple type nor a tuple of types (base/reflection.jl, to_tuple_type): a
// tuple with an element that is not a type, or anything else.
func (s *Session) argTypesError(p uintptr) uintptr {
	if tt := s.typeOfDesc(runtime.TypeOf(p)); tt != nil && tt.Name == types.Tuple().Name {
		return s.errorException("argument tuple type must contain only types")
	}
	return s.errorException("expected tuple type")
}

func (s *Session) tupleOfTypes(p uintptr) (types.Type, bool) {
	tt := s.typeOfDesc(runtime.TypeOf(p))
	if tt == nil || tt.Name != types.Tuple().Name {
		return nil, false
	}
	ts := make([]types.Type, len(tt.Params))
	for i := range tt.Params {
		t, ok := s.typeFromObject(uintptr(runtime.ReadWord(p, int64(8*i))))
		if !ok {
			return nil, false
		}
		ts[i] = t
	}
	return types.Tuple(ts...), true
}

// keywordNames are the keyword arguments of a method that takes keywords,
// as Julia's kwarg_decl lists them: lowering makes the method a forwarder
// to a body method #f#N(kws..., #self#, args...) of the same module, whose
// positional arguments start with the method's own.
func (s *Session) keywordNames(m *methods.Method, dt *types.DataType) []string {
	if m.Module == nil || m.Name == "" || strings.HasPrefix(m.Name, "#") {
		return nil
	}
	prefix := "#" + m.Name + "#"
	for _, n := range m.Module.Names() {
		if !strings.HasPrefix(n, prefix) {
			continue
		}
		b := m.Module.OwnBinding(n)
		f, ok := b.Value.(*methods.Function)
		if !ok {
			continue
		}
		for _, bm := range f.Table.Methods() {
			body, err := bm.LoweredBody()
			if err != nil || body == nil {
				continue
			}
			bdt, ok := types.Unwrap(bm.Sig).(*types.DataType)
			if !ok {
				continue
			}
			self := -1
			for i := 1; i < len(body.ArgNames); i++ {
				if body.ArgNames[i] == "#self#" {
					self = i
					break
				}
			}
			if self < 0 || self >= len(bdt.Params) || len(bdt.Params)-self < len(dt.Params) {
				continue
			}
			match := true
			for i, p := range dt.Params {
				pt, ok1 := p.(types.Type)
				bt, ok2 := bdt.Params[self+i].(types.Type)
				if !ok1 || !ok2 || !types.Equal(pt, bt) {
					match = false
					break
				}
			}
			if match {
				names := append([]string(nil), body.ArgNames[1:self]...)
				if bm.KwRest && len(names) > 0 {
					names[len(names)-1] += "..."
				}
				return names
			}
		}
	}
	return nil
}

// runtimeSymbolTuple reads a run-time tuple of Symbols as a compile-time
// tuple value.
func (s *Session) runtimeSymbolTuple(p uintptr) (any, bool) {
	v, ok := s.constFromBox(p)
	if rv, isRT := v.(*RuntimeValue); isRT {
		return s.symbolTupleValue(rv)
	}
	return v, ok
}

// symbolTupleObject builds the run-time tuple of a tuple value of Symbols.
func (s *Session) symbolTupleObject(tv *types.TupleValue) uintptr {
	l := tupleLayout{desc: s.desc(tv.Type)}
	if types.IsSingleton(tv.Type) {
		return runtime.TypeInstance(l.desc)
	}
	size, _ := codegen.TypeSize(tv.Type, s.jit.layout)
	p := runtime.Alloc(l.desc, size)
	for i, sl := range codegen.FieldSlots(tv.Type, s.jit.layout) {
		sym, _ := tv.Elems[i].(types.Symbol)
		runtime.WriteWord(p, sl.Offset, uint64(s.symbolAddr(string(sym))))
	}
	return p
}

// newAnonModule is Module(name, std_imports): a new module whose parent is
// Main but which Main does not bind (jl_f_new_module in Julia's
// src/module.c), so it prints as Main.name. Its own name is bound in it,
// and it uses Base (std_imports) or only Core.
func (s *Session) newAnonModule(name string, std bool) *methods.Module {
	s.anonModules++
	m := methods.NewModule(name, s.Main)
	m.Anon = s.anonModules
	m.Usings = []*methods.Module{s.Core}
	if std {
		m.Usings = []*methods.Module{s.Base, s.Core}
	}
	self := m.Own(name)
	self.Value, self.Const, self.Defined = m, true, true
	for bn, v := range map[string]*methods.Module{"Core": s.Core, "Base": s.Base} {
		if bn == "Base" && !std {
			continue
		}
		b := m.Own(bn)
		b.Value, b.Const, b.Defined = v, true, true
	}
	return m
}

// fieldTypeRT is Core.fieldtype(a, b) at run time, Julia's get_fieldtype
// (src/builtins.c): b is a boxed Int index or a Symbol; the field types of
// a UnionAll's body are wrapped in its variables again (fieldtype(Complex,
// 1) is Real), and those of a Union are the union of its members' (a
// member without that field adds nothing; an error only when none has it).
func (s *Session) fieldTypeRT(a, b uintptr) (uintptr, uintptr) {
	t, ok := s.typeFromObject(a)
	if !ok {
		return 0, s.errorException("fieldtype: expected a DataType")
	}
	name, isSym := s.symbolName(b)
	var index int
	if !isSym {
		index = int(runtime.ReadWord(b, 0))
	}
	var get func(t types.Type, throw bool) (any, uintptr)
	get = func(t types.Type, throw bool) (any, uintptr) {
		switch x := t.(type) {
		case *types.UnionAll:
			ft, exc := get(x.Body, throw)
			if ftt, isType := ft.(types.Type); isType && exc == 0 {
				return types.UnionAllOf(x.Var, ftt), 0
			}
			return ft, exc
		case *types.Union:
			var fts []types.Type
			for _, m := range x.Types {
				if ft, _ := get(m, false); ft != nil {
					if ftt, isType := ft.(types.Type); isType {
						fts = append(fts, ftt)
					}
				}
			}
			if len(fts) == 0 && throw {
				for _, m := range x.Types {
					if _, exc := get(m, true); exc != 0 {
						return nil, exc
					}
				}
			}
			return types.MakeUnion(fts...), 0
		case *types.DataType:
			i := index
			if isSym {
				k, found := infer.FieldIndex(x, types.Symbol(name))
				if !found {
					if !throw {
						return nil, 0
					}
					return nil, s.errorException(fmt.Sprintf("type %s has no field %s", x.Name.Name, name))
				}
				i = k + 1
			}
			ft, found := infer.FieldTypeAt(x, i)
			if !found {
				if !throw {
					return nil, 0
				}
				return nil, s.makeError(2, a, uint64(int64(i)), 0)
			}
			return ft, 0
		}
		return nil, s.errorException("fieldtype: expected a DataType")
	}
	ft, exc := get(t, true)
	if exc != 0 {
		return 0, exc
	}
	if ftt, isType := ft.(types.Type); isType {
		return s.typeObjectAddr(ftt), 0
	}
	// Tuple{2, 3}: the field "type" is the value
	if p, ok := s.boxConstValue(ft); ok {
		return p, 0
	}
	return 0, s.errorException("fieldtype: a tuple type's value parameter of this kind is not supported")
}

// typeVarReflect builds TypeVars and UnionAlls from run-time values
// (Core.TypeVar and Core.UnionAll, the `where` of a type expression whose
// bounds or body are known only at run time), with the errors of Julia's
// jl_new_typevar and jl_type_unionall.
func (s *Session) typeVarReflect(kind int, a, b uintptr) (uintptr, uintptr) {
	bound := func(p uintptr, which string) (types.Type, uintptr) {
		t, ok := s.typeFromObject(p)
		if !ok {
			if _, isTV := t.(*types.TypeVar); !isTV {
				return nil, s.typeErrorException("TypeVar", which, "Type", p)
			}
		}
		return t, 0
	}
	switch kind {
	case reflTypeVar:
		name, ok := s.symbolName(a)
		if !ok {
			return 0, s.typeErrorException("TypeVar", "", "Symbol", a)
		}
		ub, exc := bound(b, "upper bound")
		if exc != 0 {
			return 0, exc
		}
		return s.typeObjectAddr(types.NewTypeVar(name, types.Bottom, ub)), 0
	case reflTypeVarLb:
		t, _ := s.typeFromObject(a)
		tv, ok := t.(*types.TypeVar)
		if !ok {
			return 0, s.errorException("TypeVar: expected a TypeVar")
		}
		lb, exc := bound(b, "lower bound")
		if exc != 0 {
			return 0, exc
		}
		return s.typeObjectAddr(types.NewTypeVar(tv.Name, lb, tv.Ub)), 0
	}
	t, _ := s.typeFromObject(a)
	tv, ok := t.(*types.TypeVar)
	if !ok {
		return 0, s.typeErrorException("UnionAll", "", "TypeVar", a)
	}
	body, ok := s.typeFromObject(b)
	if !ok {
		return 0, s.typeErrorException("UnionAll", "", "Type", b)
	}
	return s.typeObjectAddr(types.UnionAllOf(tv, body)), 0
}

// typeErrorException is Julia's TypeError(fn, context, expected, got) for
// a builtin's argument: expected is "Type", "Symbol" or "TypeVar".
func (s *Session) typeErrorException(fn, context, expected string, got uintptr) uintptr {
	var t types.Type = types.Any
	switch expected {
	case "Type":
		t = types.TypeT.Wrapper
	case "Symbol":
		t = types.SymbolT
	case "TypeVar":
		t = types.TypeVarT
	}
	if p := s.newObject("TypeError", uint64(s.symbolAddr(fn)), uint64(runtime.NewString(context)), uint64(s.typeObjectAddr(t)), uint64(got)); p != 0 {
		return p
	}
	return s.errorException(fmt.Sprintf("TypeError: in %s, expected %s", fn, expected))
}

// sourcePath is the file Base.source_path() names: the absolute path of
// the innermost file being evaluated (a script, an included file), as
// Julia's include records it in the task's SOURCE_PATH; "" when that is
// source without a file (kiln -e, the REPL, an embedder's string) or
// Kiln's own embedded sources.
func (s *Session) sourcePath() string {
	if len(s.fileStack) == 0 {
		return ""
	}
	f := s.fileStack[len(s.fileStack)-1]
	if f == "" || f == "none" || strings.HasPrefix(f, "base/") || strings.HasPrefix(f, "REPL[") {
		return ""
	}
	return lower.AbsPath(f)
}
