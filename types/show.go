package types

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Printing follows Julia 1.10's base/show.jl for types (show_type,
// show_datatype, show_typeparams, show_typealias, show_unionaliases):
// aliases (Vector{Int64}, Matrix{Float64}, VecOrMat{Float64}), elided
// trailing variables (Array{Int64} for `Array{Int64, N} where N`),
// anonymous variables (Vector{<:Real}), NTuple and Vararg compaction
// (NTuple{4, Int64}, Tuple{String, Vararg{Int64, 4}}), @NamedTuple{a::Int64},
// typeof(sin) for function types, var"#1#2" for closures, module
// qualification for names that are not visible.

// Visibility tells the printer which type names may be written without
// their module. A nil Visibility uses DefaultVisible.
type Visibility func(tn *TypeName) bool

// DefaultVisible is the visibility from Main in a program that has not
// `using`-ed anything: names of Main, and the names Core and Base export
// (those not marked Internal), are visible; names of any other module print
// qualified (`Geometry.Point`, `Main.Geometry.Point`, `Core.Box`).
func DefaultVisible(tn *TypeName) bool {
	if MainVisible != nil {
		if v, ok := MainVisible(tn); ok {
			return v
		}
	}
	switch tn.Module {
	case "Main", "":
		return true
	case "Core", "Base":
		return !tn.Internal
	}
	return false
}

// MainVisible, when set (by the program's session), decides visibility
// from Main's actual bindings: a type that Main imported with `using`
// prints unqualified, as in Julia. ok is false to fall back to the rules
// of DefaultVisible.
var MainVisible func(tn *TypeName) (visible, ok bool)

// TypeString prints t as Julia's show does, with the given visibility.
func TypeString(t Type, visible Visibility) string {
	p := printer{visible: visible}
	if p.visible == nil {
		p.visible = DefaultVisible
	}
	p.show(t)
	return p.sb.String()
}

// ParamString prints a type parameter value (a type, or a value such as
// 3, :x, (:a, :b)) as Julia's show does.
func ParamString(v any) string {
	p := printer{visible: DefaultVisible}
	p.param(v)
	return p.sb.String()
}

// ParamStringIn prints a type parameter as ParamString does inside the
// where-environment env (Julia's :unionall_env): a variable of env prints
// by its name alone, as in a method signature's arguments.
func ParamStringIn(v any, env []*TypeVar) string {
	p := printer{visible: DefaultVisible, env: env}
	p.param(v)
	return p.sb.String()
}

// String prints a DataType as Julia's show does.
func (t *DataType) String() string { return TypeString(t, nil) }

// StringIn prints the type with the given visibility of type names.
func (t *DataType) StringIn(visible Visibility) string { return TypeString(t, visible) }

// String prints a Union as Julia's show does.
func (t *Union) String() string { return TypeString(t, nil) }

// StringIn prints the type with the given visibility of type names.
func (t *Union) StringIn(visible Visibility) string { return TypeString(t, visible) }

// String prints a UnionAll as Julia's show does.
func (t *UnionAll) String() string { return TypeString(t, nil) }

// StringIn prints the type with the given visibility of type names.
func (t *UnionAll) StringIn(visible Visibility) string { return TypeString(t, visible) }

// String prints a type variable as Julia's show does outside the where
// clause that binds it: `T`, `T<:Real`, `T>:Int64`, `Int64<:T<:Real`.
func (t *TypeVar) String() string { return TypeString(t, nil) }

// String prints Vararg{T}, Vararg{T, N}.
func (t *Vararg) String() string { return TypeString(t, nil) }

type printer struct {
	sb      strings.Builder
	visible Visibility
	env     []*TypeVar // Julia's :unionall_env entries, innermost last
}

func (p *printer) w(s string) { p.sb.WriteString(s) }

func (p *printer) inEnv(v *TypeVar) bool {
	for _, e := range p.env {
		if e == v {
			return true
		}
	}
	return false
}

// hasTvarName is io_has_tvar_name: an enclosing variable with this name
// that x mentions.
func (p *printer) hasTvarName(name string, x any) bool {
	for _, e := range p.env {
		if e.Name == name && hasTypeVar(x, e) {
			return true
		}
	}
	return false
}

func (p *printer) param(v any) {
	switch x := v.(type) {
	case Type:
		p.show(x)
	default:
		p.value(v)
	}
}

func (p *printer) show(t Type) {
	switch x := t.(type) {
	case *TypeVar:
		p.showTypeVar(x)
		return
	case *Vararg:
		p.w("Vararg")
		p.w("{")
		p.show(x.T)
		if x.NVar != nil {
			p.w(", ")
			p.show(x.NVar)
		} else if x.N >= 0 {
			p.w(", ")
			p.w(strconv.Itoa(x.N))
		}
		p.w("}")
		return
	}
	if t == Bottom {
		p.w("Union{}")
		return
	}
	if printWithoutParams(t) {
		p.showTypeName(Unwrap(t).(*DataType).Name)
		return
	}
	if p.showTypealias(t) {
		return
	}
	switch x := t.(type) {
	case *DataType:
		p.showDatatype(x, nil)
		return
	case *Union:
		if p.showUnionaliases(x) {
			return
		}
		p.w("Union{")
		for i, m := range x.Types {
			if i > 0 {
				p.w(", ")
			}
			p.show(m)
		}
		p.w("}")
		return
	}
	x := t.(*UnionAll)
	var wheres []*TypeVar
	saved := p.env
	var body Type = x
	for {
		u, ok := body.(*UnionAll)
		if !ok {
			break
		}
		v := u.Var
		if v.Name == "_" || p.hasTvarName(v.Name, u) {
			for c := 1; ; c++ {
				nn := v.Name + strconv.Itoa(c)
				if !p.hasTvarName(nn, u) {
					nv := NewTypeVar(nn, v.Lb, v.Ub)
					body = substitute1(u.Body, v, nv).(Type)
					v = nv
					break
				}
			}
		} else {
			body = u.Body
		}
		wheres = append(wheres, v)
		p.env = append(p.env, v)
	}
	if dt, ok := body.(*DataType); ok {
		p.showDatatype(dt, &wheres)
	} else {
		p.show(body)
	}
	p.env = saved
	p.showWheres(wheres)
}

func printWithoutParams(t Type) bool {
	dt, ok := Unwrap(t).(*DataType)
	return ok && dt.Name.Wrapper != nil && typesEgal(dt.Name.Wrapper, t)
}

func (p *printer) showWheres(wheres []*TypeVar) {
	if len(wheres) == 0 {
		return
	}
	saved := p.env
	for i, v := range wheres {
		switch {
		case len(wheres) == 1:
			p.w(" where ")
		case i == 0:
			p.w(" where {")
		default:
			p.w(", ")
		}
		p.showTypeVar(v)
		p.env = append(p.env, v)
	}
	if len(wheres) > 1 {
		p.w("}")
	}
	p.env = saved
}

func (p *printer) showTypeVar(v *TypeVar) {
	if p.inEnv(v) {
		p.sym(v.Name)
		return
	}
	bound := func(b Type) {
		_, ua := b.(*UnionAll)
		parens := ua && !printWithoutParams(b)
		if parens {
			p.w("(")
		}
		p.show(b)
		if parens {
			p.w(")")
		}
	}
	lb, ub := v.Lb, v.Ub
	if lb == nil {
		lb = Bottom
	}
	if ub == nil {
		ub = Any
	}
	if lb != Bottom {
		if ub == Any {
			p.sym(v.Name)
			p.w(">:")
			bound(lb)
			return
		}
		bound(lb)
		p.w("<:")
	}
	p.sym(v.Name)
	if ub != Any {
		p.w("<:")
		bound(ub)
	}
}

func isGensym(name string) bool { return strings.Contains(name, "#") }

// showCanElide is Julia's show_can_elide.
func showCanElide(v *TypeVar, wheres []*TypeVar, elide int, env []any, skip int) bool {
	if elide == 0 || wheres[elide-1] != v {
		return false
	}
	for i := elide; i < len(wheres); i++ {
		if hasTypeVar(wheres[i].Lb, v) || hasTypeVar(wheres[i].Ub, v) {
			return false
		}
	}
	for i, e := range env {
		if i != skip && hasTypeVar(e, v) {
			return false
		}
	}
	return true
}

func egalVar(v *TypeVar, o any) bool {
	ov, ok := o.(*TypeVar)
	return ok && typesEgal(v.Ub, ov.Ub) && typesEgal(v.Lb, ov.Lb)
}

// showTypeparams is Julia's show_typeparams: it prints {params}, eliding
// trailing variables that are exactly the declared ones and anonymous
// variables (written <:ub / >:lb), and removes them from wheres.
func (p *printer) showTypeparams(env []any, orig []*TypeVar, wheres *[]*TypeVar) {
	var ws []*TypeVar
	if wheres != nil {
		ws = *wheres
	}
	n := len(env)
	elide := len(ws)
	for i := n - 1; i >= 0; i-- {
		v, ok := env[i].(*TypeVar)
		if !ok {
			continue
		}
		var o any
		if i < len(orig) {
			o = orig[i]
		}
		switch {
		case i == n-1 && egalVar(v, o) && showCanElide(v, ws, elide, env, i):
			n--
			elide--
		case v.Lb == Bottom && isGensym(v.Name) && showCanElide(v, ws, elide, env, i):
			elide--
		case v.Ub == Any && isGensym(v.Name) && showCanElide(v, ws, elide, env, i):
			elide--
		}
	}
	indexIn := func(v *TypeVar) int {
		for i, w := range ws {
			if w == v {
				return i + 1
			}
		}
		return 0
	}
	if n > 0 {
		p.w("{")
		for i := 0; i < n; i++ {
			if v, ok := env[i].(*TypeVar); ok {
				switch {
				case v.Lb == Bottom && indexIn(v) > elide:
					p.w("<:")
					p.show(v.Ub)
				case v.Ub == Any && indexIn(v) > elide:
					p.w(">:")
					p.show(v.Lb)
				default:
					p.show(v)
				}
			} else {
				p.param(env[i])
			}
			if i < n-1 {
				p.w(", ")
			}
		}
		p.w("}")
	}
	if wheres != nil {
		*wheres = ws[:elide]
	}
}

func (p *printer) showDatatype(x *DataType, wheres *[]*TypeVar) {
	params := x.Params
	n := len(params)
	if x.Name == TupleT {
		if n == 0 {
			p.w("Tuple{}")
			return
		}
		const maxN = 3
		taillen := 1
		var pn any = params[n-1]
		fulln := n
		vakind := 0 // 0 none, 1 fixed, 2 bound, 3 unbound
		var vaN any
		if va, ok := pn.(*Vararg); ok {
			switch {
			case va.NVar != nil:
				vakind = 2
				vaN = va.NVar
			case va.N >= 0:
				vakind = 1
				taillen = va.N
				fulln += taillen - 1
			default:
				vakind = 3
			}
			pn = va.T
		}
		// (a value repeats as a type does: NTuple{4, :A}, issue #42931)
		if vakind == 0 || vakind == 1 {
			for i := n - 2; i >= 0; i-- {
				if params[i] == pn {
					taillen++
				} else {
					break
				}
			}
		}
		if (vakind == 2 && n == 1 && taillen == 1) || (vakind == 1 && taillen == fulln && fulln > maxN) ||
			(vakind == 0 && taillen == fulln && fulln > maxN) {
			p.w("NTuple{")
			if vakind == 2 {
				p.param(vaN)
			} else {
				p.w(strconv.Itoa(fulln))
			}
			p.w(", ")
			p.param(pn)
			p.w("}")
			return
		}
		p.w("Tuple{")
		headlen := fulln
		if taillen > maxN {
			headlen = fulln - taillen
		}
		for i := 0; i < headlen; i++ {
			if i > 0 {
				p.w(", ")
			}
			if vakind == 1 && i >= n-1 {
				p.param(pn)
			} else {
				p.param(params[i])
			}
		}
		if headlen < fulln {
			if headlen > 0 {
				p.w(", ")
			}
			p.w("Vararg{")
			p.param(pn)
			p.w(", ")
			p.w(strconv.Itoa(fulln - headlen))
			p.w("}")
		}
		p.w("}")
		return
	}
	if x.Name == NamedTupleT && n == 2 {
		syms, ok1 := params[0].(SymTuple)
		tt, ok2 := params[1].(*DataType)
		if ok1 && ok2 && tt.Name == TupleT && lastVararg(tt.Params) == nil && len(syms.Names()) == len(tt.Params) {
			p.w("@NamedTuple{")
			for i, s := range syms.Names() {
				if i > 0 {
					p.w(", ")
				}
				p.sym(s)
				if tt.Params[i] != any(Any) {
					p.w("::")
					p.param(tt.Params[i])
				}
			}
			p.w("}")
			return
		}
	}
	p.showTypeName(x.Name)
	var orig []*TypeVar
	if w, ok := Unwrap(x.Name.Wrapper).(*DataType); ok {
		for _, q := range w.Params {
			v, _ := q.(*TypeVar)
			orig = append(orig, v)
		}
	}
	p.showTypeparams(params, orig, wheres)
}

// funcName returns the name of the global function whose type tn is, if
// any.
func funcName(tn *TypeName) (string, bool) {
	if !tn.Function || len(tn.Params) > 0 {
		return "", false
	}
	if tn.FuncName != "" {
		// A macro's function (@m) prints as typeof(var"@m").
		if strings.HasPrefix(tn.FuncName, "@") && len(tn.FuncName) > 1 && !strings.ContainsAny(tn.FuncName[1:], "#@") {
			return tn.FuncName, true
		}
		if strings.ContainsAny(tn.FuncName, "#@") {
			return "", false
		}
		return tn.FuncName, true
	}
	if strings.HasPrefix(tn.Name, "#") {
		rest := tn.Name[1:]
		if rest != "" && !strings.ContainsAny(rest, "#@") && !(rest[0] >= '0' && rest[0] <= '9') {
			return rest, true
		}
	}
	return "", false
}

func (p *printer) showTypeName(tn *TypeName) {
	fname, globfunc := funcName(tn)
	sym := tn.Name
	if globfunc {
		sym = fname
		p.w("typeof(")
	}
	quo := false
	if !p.visible(tn) && tn.Module != "" {
		if tn.ShowModule != "" {
			p.w(tn.ShowModule)
		} else {
			p.w(tn.Module)
		}
		p.w(".")
		if globfunc && !isIdentifier(sym) && !strings.HasPrefix(sym, "@") {
			p.w(":")
			if sym == ":" || sym == "::" || sym == ":=" || sym == "=" || sym == "==" || sym == "===" || sym == "=>" {
				p.w("(")
				quo = true
			}
		}
	}
	if globfunc && isOperator(sym) {
		p.w(sym)
	} else {
		p.sym(sym)
	}
	if quo {
		p.w(")")
	}
	if globfunc {
		p.w(")")
	}
}

// sym prints a name as Julia's show_sym: identifiers as they are, others
// as var"...".
func (p *printer) sym(s string) {
	if isIdentifier(s) || isOperator(s) {
		p.w(s)
		return
	}
	p.w(`var"`)
	p.w(strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`))
	p.w(`"`)
}

func isIdentifier(s string) bool {
	if s == "" || s == "true" || s == "false" {
		return false
	}
	for i, r := range s {
		if i == 0 {
			if !(unicode.IsLetter(r) || r == '_' || (r > 0x7f && unicode.Is(unicode.Sm, r))) {
				return false
			}
			continue
		}
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '!' || unicode.Is(unicode.Mn, r) || r == '′') {
			return false
		}
	}
	return true
}

var operators = map[string]bool{}

func init() {
	for _, op := range strings.Fields(`+ - * / \ ^ % ÷ & | ⊻ ~ ! < > <= >= == != === !== ≤ ≥ ≠ ≡ ≢ << >> >>> : => ∈ ∉ ∋ ∌ ⊆ ⊇ ⊂ ⊃ ∘ × ⋅ √ ∛ ∜ ¬ .. -> <: >: |> <| ++ ≈ ≉ ∪ ∩ //`) {
		operators[op] = true
	}
}

func isOperator(s string) bool { return operators[s] }

// ---- aliases ----

type alias struct {
	module, name string
	t            Type
	exported     bool
	// body is the name of the DataType the alias unwraps to (nil when its
	// body is a Union); bare is set for an alias that is a type's wrapper
	// (printed without parameters, never as an alias).
	body *TypeName
	bare bool
	// status, for an alias of a package's module, tells whether it is
	// exported and whether its name resolves in Main to it
	// (RegisterModuleAlias).
	status func() (applies, visible bool)
}

// RegisterModuleAlias records a constant type alias of a module other
// than Base, Core and Main (`const OffsetVector{T,AA} = OffsetArray{T,1,AA}`
// in a package) for printing, as RegisterAlias. status tells, when a type
// is printed, whether the alias applies (Julia's make_typealias looks only
// at the names a module exports, which a later `export` may add) and
// whether its name resolves in Main to the alias (a `using` of the
// module): then it prints without its module, as Julia's show_typealias
// does through isvisible.
func RegisterModuleAlias(module, name string, t Type, status func() (applies, visible bool)) {
	na := newAlias(module, name, t, false)
	na.status = status
	putAlias(na)
}

func newAlias(module, name string, t Type, exported bool) alias {
	a := alias{module: module, name: name, t: t, exported: exported, bare: printWithoutParams(t)}
	if dt, ok := Unwrap(t).(*DataType); ok {
		a.body = dt.Name
	}
	return a
}

var aliasTable []alias

// RegisterAlias records a constant type alias (`const Vector{T} =
// Array{T,1}` in Base) for printing: a type that is exactly one
// instantiation of one alias of its module (or of Base, for types of Core)
// prints through it, as Julia's show does. Registering the same module and
// name again replaces the entry. Aliases that are not exported print
// qualified.
func RegisterAlias(module, name string, t Type, exported bool) {
	putAlias(newAlias(module, name, t, exported))
}

// putAlias adds na to the alias table, replacing an entry of the same
// module and name.
func putAlias(na alias) {
	mu.Lock()
	defer mu.Unlock()
	for i, a := range aliasTable {
		if a.module == na.module && a.name == na.name {
			aliasTable[i] = na
			return
		}
	}
	aliasTable = append(aliasTable, na)
}

// aliasesFor returns the aliases of the modules mods whose body is a
// DataType named body (body nil: a Union), less the bare wrappers. It is
// called at every level of a type being printed, so it filters before it
// copies.
func aliasesFor(mods []string, body *TypeName) []alias {
	mu.Lock()
	defer mu.Unlock()
	var out []alias
	for _, a := range aliasTable {
		if a.bare || a.body != body {
			continue
		}
		for _, m := range mods {
			if a.module == m {
				out = append(out, a)
				break
			}
		}
	}
	return out
}

func modulesOf(t Type) []string {
	var mods []string
	add := func(m string) {
		for _, x := range mods {
			if x == m {
				return
			}
		}
		mods = append(mods, m)
	}
	var walk func(t any)
	walk = func(t any) {
		switch x := t.(type) {
		case *TypeVar:
			walk(x.Ub)
		case *UnionAll:
			walk(Unwrap(x))
		case *DataType:
			add(x.Name.Module)
		case *Union:
			for _, m := range x.Types {
				walk(m)
			}
		}
	}
	walk(t)
	for _, m := range mods {
		if m == "Core" {
			add("Base")
			break
		}
	}
	return mods
}

// makeproper is Julia's makeproper: x wrapped in the enclosing where
// variables, or nil when it still has free variables.
func (p *printer) makeproper(x Type) Type {
	for i := len(p.env) - 1; i >= 0; i-- {
		x = &UnionAll{Var: p.env[i], Body: x}
	}
	if HasFreeVars(x) {
		return nil
	}
	return x
}

// matchParams binds alias variables so that pattern equals target
// structurally.
func matchParams(pattern, target any, vars []*TypeVar, env []any) bool {
	if v, ok := pattern.(*TypeVar); ok {
		for i, av := range vars {
			if av == v {
				if env[i] == nil {
					env[i] = target
					return true
				}
				return typesEgal(env[i], target)
			}
		}
	}
	pd, ok1 := pattern.(*DataType)
	td, ok2 := target.(*DataType)
	if ok1 && ok2 && pd.free {
		if pd.Name != td.Name || len(pd.Params) != len(td.Params) {
			return false
		}
		for i := range pd.Params {
			if !matchParams(pd.Params[i], td.Params[i], vars, env) {
				return false
			}
		}
		return true
	}
	if pv, ok := pattern.(*Vararg); ok {
		tv, ok := target.(*Vararg)
		if !ok || !matchParams(pv.T, tv.T, vars, env) {
			return false
		}
		if pv.NVar != nil {
			if tv.NVar != nil {
				return matchParams(pv.NVar, tv.NVar, vars, env)
			}
			return false
		}
		return pv.N == tv.N && tv.NVar == nil
	}
	return typesEgal(pattern, target)
}

// aliasEnv finds the parameters that make alias a equal to x, if any.
func aliasEnv(a Type, x Type) ([]any, bool) {
	vars := WhereVars(a)
	if len(vars) == 0 {
		return nil, typesEgal(a, x)
	}
	body := Unwrap(a)
	xb := Unwrap(x)
	env := make([]any, len(vars))
	if bu, ok := body.(*Union); ok {
		xu, ok := xb.(*Union)
		if !ok || len(xu.Types) != len(bu.Types) {
			return nil, false
		}
		if !matchUnionMembers(bu.Types, xu.Types, vars, env) {
			return nil, false
		}
	} else if !matchParams(body, xb, vars, env) {
		return nil, false
	}
	trivial := true
	for i, v := range env {
		if v == nil {
			return nil, false
		}
		if (vars[i].Lb != nil && vars[i].Lb != Bottom) || (vars[i].Ub != nil && vars[i].Ub != Any) {
			trivial = false
		}
	}
	if _, ok := x.(*UnionAll); !ok && trivial {
		// The match was structural and no variable's bounds can reject
		// its value: the instantiation is x itself. (Instantiating at
		// every level of a type being printed made printing quadratic
		// in its depth.)
		return env, true
	}
	applied, err := Instantiate(a, env...)
	if err != nil {
		return nil, false
	}
	if xu, ok := x.(*UnionAll); ok {
		applied = Rewrap(applied, xu)
	}
	if !typesEgal(applied, x) && !Equal(applied, x) {
		return nil, false
	}
	return env, true
}

// matchUnionMembers matches every pattern member to a distinct target
// member; it returns whether all pattern members were matched.
func matchUnionMembers(pats, targets []Type, vars []*TypeVar, env []any) bool {
	used := make([]bool, len(targets))
	for _, pm := range pats {
		found := false
		for j, tm := range targets {
			if used[j] {
				continue
			}
			trial := append([]any(nil), env...)
			if matchParams(pm, tm, vars, trial) {
				copy(env, trial)
				used[j] = true
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

type foundAlias struct {
	a   alias
	env []any
}

// makeTypealias is Julia's make_typealias: the one alias that x is an
// instantiation of.
func makeTypealias(x Type) (foundAlias, bool) {
	if x == Any || x == Bottom {
		return foundAlias{}, false
	}
	if dt, ok := Unwrap(x).(*DataType); ok && dt.Name == TupleT {
		return foundAlias{}, false
	}
	var xname *TypeName
	if dt, ok := Unwrap(x).(*DataType); ok {
		xname = dt.Name
	}
	var found []foundAlias
	for _, a := range aliasesFor(modulesOf(x), xname) {
		if a.status != nil {
			if applies, _ := a.status(); !applies {
				continue
			}
		}
		if xname == nil {
			if _, ok := Unwrap(a.t).(*Union); !ok {
				continue
			}
		}
		env, ok := aliasEnv(a.t, x)
		if !ok {
			continue
		}
		found = append(found, foundAlias{a, env})
	}
	if len(found) == 1 {
		return found[0], true
	}
	return foundAlias{}, false
}

// makeWheres is Julia's make_wheres.
func (p *printer) makeWheres(env []any, x Type) []*TypeVar {
	var seen []*TypeVar
	isSeen := func(v *TypeVar) bool {
		for _, s := range seen {
			if s == v {
				return true
			}
		}
		return false
	}
	var wheres []*TypeVar
	for _, v := range p.env {
		if hasTypeVar(x, v) {
			seen = append(seen, v)
		}
	}
	for {
		u, ok := x.(*UnionAll)
		if !ok {
			break
		}
		if !isSeen(u.Var) {
			seen = append(seen, u.Var)
			wheres = append(wheres, u.Var)
		}
		x = u.Body
	}
	for i := len(env) - 1; i >= 0; i-- {
		if v, ok := env[i].(*TypeVar); ok && !isSeen(v) {
			seen = append(seen, v)
			wheres = append([]*TypeVar{v}, wheres...)
		}
	}
	return wheres
}

func (p *printer) aliasName(a alias) {
	qualify := !(a.exported && (a.module == "Base" || a.module == "Core")) && a.module != "Main"
	if a.status != nil {
		_, visible := a.status()
		qualify = !visible
	}
	if qualify {
		p.w(a.module)
		p.w(".")
	}
	p.sym(a.name)
}

// showTypealiasAt prints an alias applied to env.
func (p *printer) showTypealiasAt(f foundAlias, wheres *[]*TypeVar) {
	p.aliasName(f.a)
	if len(f.env) == 0 {
		return
	}
	saved := p.env
	p.env = append(p.env, *wheres...)
	p.showTypeparams(f.env, WhereVars(f.a.t), wheres)
	p.env = saved
}

func (p *printer) showTypealias(x Type) bool {
	properx := p.makeproper(x)
	if properx == nil {
		return false
	}
	f, ok := makeTypealias(properx)
	if !ok {
		return false
	}
	wheres := p.makeWheres(f.env, x)
	p.showTypealiasAt(f, &wheres)
	p.showWheres(wheres)
	return true
}

// showUnionaliases prints a union with members covered by union aliases
// (Union{Int64, VecOrMat{Float64}}). It is a simplification of Julia's
// make_typealiases: only union-bodied aliases all of whose members are
// members of x are used.
func (p *printer) showUnionaliases(x *Union) bool {
	if p.makeproper(x) == nil {
		return false
	}
	type cover struct {
		f       foundAlias
		members []Type
	}
	var covers []cover
	for _, a := range aliasesFor(modulesOf(x), nil) {
		au, ok := Unwrap(a.t).(*Union)
		if !ok || len(au.Types) > len(x.Types) {
			continue
		}
		vars := WhereVars(a.t)
		env := make([]any, len(vars))
		if !matchUnionMembers(au.Types, x.Types, vars, env) {
			continue
		}
		complete := true
		for _, v := range env {
			if v == nil {
				complete = false
			}
		}
		if !complete {
			continue
		}
		applied, err := Instantiate(a.t, env...)
		if err != nil {
			continue
		}
		var ms []Type
		if au2, ok := applied.(*Union); ok {
			ms = au2.Types
		} else {
			ms = []Type{applied}
		}
		inX := true
		for _, m := range ms {
			found := false
			for _, xm := range x.Types {
				if xm == m || typesEgal(xm, m) {
					found = true
					break
				}
			}
			if !found {
				inX = false
			}
		}
		if inX {
			covers = append(covers, cover{foundAlias{a, env}, ms})
		}
	}
	if len(covers) == 0 {
		return false
	}
	sort.SliceStable(covers, func(i, j int) bool {
		if len(covers[i].members) != len(covers[j].members) {
			return len(covers[i].members) > len(covers[j].members)
		}
		return len(covers[i].f.env) < len(covers[j].f.env)
	})
	covered := map[Type]bool{}
	var keep []cover
	for _, c := range covers {
		all := true
		for _, m := range c.members {
			if !covered[m] {
				all = false
			}
		}
		if all {
			continue
		}
		for _, m := range c.members {
			covered[m] = true
		}
		keep = append(keep, c)
	}
	var rest []Type
	for _, m := range x.Types {
		if !covered[m] {
			rest = append(rest, m)
		}
	}
	if len(rest) == 0 && len(keep) == 1 {
		w := p.makeWheres(keep[0].f.env, x)
		p.showTypealiasAt(keep[0].f, &w)
		p.showWheres(w)
		return true
	}
	first := true
	for _, m := range rest {
		if first {
			p.w("Union{")
		} else {
			p.w(", ")
		}
		first = false
		p.show(m)
	}
	for _, c := range keep {
		if first {
			p.w("Union{")
		} else {
			p.w(", ")
		}
		first = false
		w := p.makeWheres(c.f.env, x)
		p.showTypealiasAt(c.f, &w)
		p.showWheres(w)
	}
	p.w("}")
	return true
}

// ---- values ----

func (p *printer) value(v any) {
	switch x := v.(type) {
	case nil:
		p.w("nothing")
	case int64:
		p.w(strconv.FormatInt(x, 10))
	case int:
		p.w(strconv.Itoa(x))
	case int8:
		p.w(strconv.FormatInt(int64(x), 10))
	case int16:
		p.w(strconv.FormatInt(int64(x), 10))
	case int32:
		p.w(strconv.FormatInt(int64(x), 10))
	case uint8:
		p.w("0x" + hexPad(uint64(x), 2))
	case uint16:
		p.w("0x" + hexPad(uint64(x), 4))
	case uint32:
		p.w("0x" + hexPad(uint64(x), 8))
	case uint64:
		p.w("0x" + hexPad(x, 16))
	case bool:
		if x {
			p.w("true")
		} else {
			p.w("false")
		}
	case float64:
		p.w(FormatFloat64(x))
	case float32:
		p.w(formatFloat32(x))
	case Symbol:
		p.symbolValue(string(x))
	case SymTuple:
		names := x.Names()
		p.w("(")
		for i, n := range names {
			if i > 0 {
				p.w(", ")
			}
			p.symbolValue(n)
		}
		if len(names) == 1 {
			p.w(",")
		}
		p.w(")")
	case CharValue:
		p.w(charRepr(x))
	case string:
		p.w(strconv.Quote(x))
	case NothingType:
		p.w("nothing")
	case *TupleValue:
		p.w("(")
		for i, e := range x.Elems {
			if i > 0 {
				p.w(", ")
			}
			p.param(e)
		}
		if len(x.Elems) == 1 {
			p.w(",")
		}
		p.w(")")
	default:
		if s, ok := v.(interface{ String() string }); ok {
			p.w(s.String())
			return
		}
		p.w("?")
	}
}

func (p *printer) symbolValue(s string) {
	if isIdentifier(s) || isOperator(s) {
		p.w(":")
		p.w(s)
		return
	}
	p.w("Symbol(")
	p.w(strconv.Quote(s))
	p.w(")")
}

func hexPad(x uint64, n int) string {
	s := strconv.FormatUint(x, 16)
	for len(s) < n {
		s = "0" + s
	}
	return s
}

func charRepr(c CharValue) string {
	u := uint32(c)
	var b []byte
	for i := 3; i >= 0; i-- {
		by := byte(u >> (8 * i))
		if by != 0 || i == 3 {
			b = append(b, by)
		}
	}
	s := string(b)
	switch s {
	case "'":
		return `'\''`
	case "\\":
		return `'\\'`
	case "\n":
		return `'\n'`
	case "\t":
		return `'\t'`
	case "\x00":
		return `'\0'`
	}
	return "'" + s + "'"
}

// FormatFloat64 prints a Float64 as Julia's show does: the shortest
// representation that round-trips, with a ".0" when integral, exponent
// form (1.0e6, 1.0e-5) outside Julia's range for plain digits.
func FormatFloat64(f float64) string { return formatFloat(f, 64) }

func formatFloat32(f float32) string {
	s := formatFloat(float64(f), 32)
	if strings.ContainsAny(s, "IN") {
		return s + "32"
	}
	if i := strings.IndexByte(s, 'e'); i >= 0 {
		return s[:i] + "f" + s[i+1:]
	}
	return s + "f0"
}

func formatFloat(f float64, bits int) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Inf"
	case math.IsInf(f, -1):
		return "-Inf"
	}
	// shortest digits and decimal exponent
	s := strconv.FormatFloat(f, 'e', -1, bits)
	mant, expS, _ := strings.Cut(s, "e")
	exp, _ := strconv.Atoi(expS)
	neg := strings.HasPrefix(mant, "-")
	mant = strings.TrimPrefix(mant, "-")
	digits := strings.Replace(mant, ".", "", 1)
	nd := len(digits)
	sign := ""
	if neg {
		sign = "-"
	}
	// Julia writes plain digits for decimal exponents -4..5 (0.0001,
	// 100000.0) and exponent form otherwise (1.0e-5, 1.0e6).
	if exp >= -4 && exp <= 5 {
		if exp < 0 {
			return sign + "0." + strings.Repeat("0", -exp-1) + digits
		}
		if exp+1 >= nd {
			return sign + digits + strings.Repeat("0", exp+1-nd) + ".0"
		}
		return sign + digits[:exp+1] + "." + digits[exp+1:]
	}
	m := digits[:1] + "."
	if nd > 1 {
		m += digits[1:]
	} else {
		m += "0"
	}
	return sign + m + "e" + strconv.Itoa(exp)
}
