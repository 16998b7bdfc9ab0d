// Package methods holds modules and their bindings, generic functions, method
// tables with Julia's dispatch and specificity rules, MethodInstances and the
// world age.
//
// A method table answers one question for inference and for the run-time
// dispatcher: given argument types, which method applies? The answer is
// recorded as an edge by whoever asked, so that adding a method later can
// invalidate exactly the code that relied on the old answer.
package methods

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// World is the world age: a counter bumped by every method definition.
type World uint64

var (
	mu    sync.Mutex
	world World = 1
)

// CurrentWorld returns the current world age.
func CurrentWorld() World {
	mu.Lock()
	defer mu.Unlock()
	return world
}

func nextWorld() World {
	mu.Lock()
	defer mu.Unlock()
	world++
	return world
}

// Function is a generic function: a singleton value whose type is
// typeof(f), with a method table.
type Function struct {
	Name   string
	Module *Module
	Type   *types.DataType
	Table  *MethodTable
}

// KilnType returns typeof(f).
func (f *Function) KilnType() types.Type { return f.Type }

// String returns the function's name as Julia prints it.
func (f *Function) String() string {
	if f.Module != nil && f.Module.Name != "Main" && f.Module.Name != "Base" && f.Module.Name != "Core" && !f.Module.Visible(f.Name) {
		return f.Module.Path() + "." + f.Name
	}
	return f.Name
}

// NewFunction creates a generic function named name in module m (it does
// not bind it).
func NewFunction(m *Module, name string) *Function {
	tn := types.NewTypeName(m.Path(), "#"+name, types.KindStruct, nil)
	tn.Super = types.Function
	tn.Function = true
	tn.FuncName = name
	tn.Finish()
	f := &Function{Name: name, Module: m, Type: tn.Wrapper.(*types.DataType)}
	f.Table = &MethodTable{Name: name, Owner: f}
	functionsByType.Store(f.Type, f)
	return f
}

var functionsByType sync.Map // *types.DataType -> *Function

// FunctionOfType returns the function whose singleton type is t.
func FunctionOfType(t types.Type) (*Function, bool) {
	dt, ok := t.(*types.DataType)
	if !ok {
		return nil, false
	}
	f, ok := functionsByType.Load(dt)
	if !ok {
		return nil, false
	}
	return f.(*Function), true
}

// Builtin is a function implemented by the compiler (Core.getfield,
// Core.Intrinsics.add_int, ...). Each has its own singleton type.
type Builtin struct {
	Name string
	Type *types.DataType
}

// KilnType returns the builtin's type.
func (b *Builtin) KilnType() types.Type { return b.Type }

// String returns the builtin's name.
func (b *Builtin) String() string { return b.Name }

var builtinsByType sync.Map

// NewBuiltin creates a builtin function value.
func NewBuiltin(name string) *Builtin {
	tn := types.NewTypeName("Core", "#"+name, types.KindStruct, nil)
	tn.Super = types.Builtin
	tn.Function = true
	tn.FuncName = name
	tn.Finish()
	b := &Builtin{Name: name, Type: tn.Wrapper.(*types.DataType)}
	builtinsByType.Store(b.Type, b)
	return b
}

// BuiltinOfType returns the builtin whose singleton type is t.
func BuiltinOfType(t types.Type) (*Builtin, bool) {
	dt, ok := t.(*types.DataType)
	if !ok {
		return nil, false
	}
	b, ok := builtinsByType.Load(dt)
	if !ok {
		return nil, false
	}
	return b.(*Builtin), true
}

// Method is one method of a generic function (or a constructor method of a
// type).
type Method struct {
	Name    string
	Module  *Module
	Table   *MethodTable
	Sig     types.Type // Tuple{typeof(f), args...}, wrapped in UnionAlls for the sparams
	Sparams []*types.TypeVar
	// Body is the lowered body; nil until first needed when Lazy is set
	// (Base's method bodies are lowered when first inferred).
	Body   *ir.Func
	Lazy   func() (*ir.Func, error)
	Pos    syntax.Pos
	NArgs  int // including #self#
	Vararg bool
	NoSpec []bool
	// PropagateInbounds: declared @propagate_inbounds, so an @inbounds
	// context at its call site applies to the calls it makes.
	PropagateInbounds bool
	// Inline is 1 for a method declared @inline, -1 for @noinline.
	Inline int8
	// NKw is the number of keyword arguments of a keyword body method
	// (#f#N(kws..., f, args...)); 0 for other methods.
	NKw int
	// KwRest: the body method's last keyword argument is a `kw...` rest.
	KwRest bool
	// Generator, set for an `@generated` method, computes the body of one
	// specialization: it runs the method's generator on the instance's
	// argument types and static parameters and lowers the expression it
	// returns (MethodInstance.LoweredBody caches the result).
	Generator func(mi *MethodInstance) (*ir.Func, error)
	MinWorld  World
	MaxWorld  World // ^0 while current
	ID        int

	specs map[*types.DataType]*MethodInstance
}

var lazyMu sync.Mutex

// LoweredBody returns the method's lowered body, lowering it now if it was
// deferred.
func (m *Method) LoweredBody() (*ir.Func, error) {
	lazyMu.Lock()
	defer lazyMu.Unlock()
	if m.Body == nil && m.Lazy != nil {
		b, err := m.Lazy()
		if err != nil {
			return nil, err
		}
		m.Body, m.Lazy = b, nil
	}
	return m.Body, nil
}

// String prints the method as Julia's `methods` lists it: f(x::Int64) @ Main file:line.
func (m *Method) String() string {
	return fmt.Sprintf("%s @ %s", SigString(m.Name, m.Sig), m.Pos)
}

// SigString prints a call signature type as `f(::Int64, ::Float64)`.
func SigString(name string, sig types.Type) string {
	u := types.Unwrap(sig)
	dt, ok := u.(*types.DataType)
	if !ok {
		return name + "(...)"
	}
	var sb strings.Builder
	if name == "" && len(dt.Params) > 0 {
		// A callable object or a constructor written (::Type{T})(x).
		if self, ok := dt.Params[0].(*types.DataType); ok && self.Name == types.TypeT && len(self.Params) == 1 {
			name = types.ParamString(self.Params[0])
		} else {
			name = "(::" + types.ParamString(dt.Params[0]) + ")"
		}
	}
	sb.WriteString(name)
	sb.WriteByte('(')
	for i, p := range dt.Params[1:] {
		if i > 0 {
			sb.WriteString(", ")
		}
		if va, ok := p.(*types.Vararg); ok {
			sb.WriteString("::" + va.T.String() + "...")
			continue
		}
		sb.WriteString("::" + types.ParamString(p))
	}
	sb.WriteByte(')')
	return sb.String()
}

// MethodTable is the list of methods of one function.
type MethodTable struct {
	Name    string
	Owner   any // *Function, or the *types.TypeName whose constructors these are
	mu      sync.Mutex
	methods []*Method
	// backedges: code that asked this table a dispatch question. Any change
	// to the table invalidates it (a sound over-approximation of Julia's
	// per-signature edges).
	backedges []Invalidatable
	// lookups caches Lookup's results by argument type (types are
	// interned, so the pointer is the type); Add clears it.
	lookups map[*types.DataType]MatchResult
	// The signature index, so that Add compares a new signature only with
	// those it could equal (Base's `show` and `+` tables have hundreds of
	// methods, and the constructor table of Type thousands). byKey holds
	// the methods with a sigKey; byCallee, by callee, those with a callee
	// but no sigKey, and allByCallee every method with a callee; unkeyed
	// those without a callee.
	byKey       map[sigKey][]*Method
	byCallee    map[*types.TypeName][]*Method
	allByCallee map[*types.TypeName][]*Method
	unkeyed     []*Method
	// byShape indexes the methods whose signature has a shape (shapeOf);
	// shapeless holds, by sigKey, those that have a sigKey but no shape.
	byShape   map[sigShape][]*Method
	shapeless map[sigKey][]*Method
	// changed is the world of the table's last definition (0: none yet).
	changed World
}

// LastChange returns the world age of the table's last method definition
// (0 when it has none).
func (t *MethodTable) LastChange() World {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.changed
}

// sigKey is what two equal signatures always share: the tuple's length,
// the callee's name (sigCallee) and the type name of the first argument
// (the position after the callee). Signatures with a Vararg, or whose
// callee or first argument is not a data type (a union, a type variable),
// have none.
type sigKey struct {
	n      int
	callee *types.TypeName
	name   *types.TypeName
}

// sigCallee is the name that two equal signatures share at the callee's
// position: a function's type name, or for a constructor of the Type
// table (Type{X}) the name of X, so that the thousands of constructors
// there are compared only with those of the same type. False when the
// position is a type variable, a union, or Type{T} of either.
func sigCallee(sig types.Type) (*types.TypeName, bool) {
	dt, ok := types.Unwrap(sig).(*types.DataType)
	if !ok || len(dt.Params) == 0 {
		return nil, false
	}
	return dataTypeName(dt.Params[0], true)
}

// dataTypeName is the name of p when p (a UnionAll unwrapped) is a data
// type; with throughType, Type{X} gives X's name instead.
func dataTypeName(p any, throughType bool) (*types.TypeName, bool) {
	if u, ok := p.(*types.UnionAll); ok {
		p = types.Unwrap(u)
	}
	d, ok := p.(*types.DataType)
	if !ok {
		return nil, false
	}
	if throughType && d.Name == types.TypeT {
		if len(d.Params) != 1 {
			return nil, false
		}
		return dataTypeName(d.Params[0], false)
	}
	return d.Name, true
}

// SurelyDisjoint reports whether two signatures cannot intersect, from a
// cheap look at them: lengths that differ without a Vararg in either, or
// callees (sigCallee) of different names. False means "not sure" (ask
// types.Intersect).
func SurelyDisjoint(a, b types.Type) bool {
	da, ok := types.Unwrap(a).(*types.DataType)
	if !ok {
		return false
	}
	db, ok := types.Unwrap(b).(*types.DataType)
	if !ok {
		return false
	}
	if len(da.Params) != len(db.Params) && !hasVararg(da.Params) && !hasVararg(db.Params) {
		return true
	}
	ca, oka := disjointCallee(da)
	cb, okb := disjointCallee(db)
	return oka && okb && ca != cb
}

// disjointCallee names the set of values at a signature's callee position
// where that set is a single type of that name or Type{X} for X of that
// name: two such sets with different names are disjoint. (An abstract
// type or a kind such as DataType there holds values of other names.)
func disjointCallee(sig *types.DataType) (*types.TypeName, bool) {
	if len(sig.Params) == 0 {
		return nil, false
	}
	p := sig.Params[0]
	if d, ok := p.(*types.DataType); ok && d.Name != types.TypeT {
		if !types.IsConcrete(d) || types.IsKind(d) {
			return nil, false
		}
		return d.Name, true
	}
	return dataTypeName(p, true)
}

func sigKeyOf(sig types.Type) (sigKey, bool) {
	dt, ok := types.Unwrap(sig).(*types.DataType)
	if !ok || len(dt.Params) < 2 || hasVararg(dt.Params) {
		return sigKey{}, false
	}
	callee, ok := dataTypeName(dt.Params[0], true)
	if !ok {
		return sigKey{}, false
	}
	arg, ok := dataTypeName(dt.Params[1], false)
	if !ok {
		return sigKey{}, false
	}
	return sigKey{len(dt.Params), callee, arg}, true
}

func (t *MethodTable) index(m *Method) {
	if t.byKey == nil {
		t.byKey = map[sigKey][]*Method{}
		t.byCallee = map[*types.TypeName][]*Method{}
		t.allByCallee = map[*types.TypeName][]*Method{}
		t.byShape = map[sigShape][]*Method{}
		t.shapeless = map[sigKey][]*Method{}
	}
	c, ok := sigCallee(m.Sig)
	if !ok {
		t.unkeyed = append(t.unkeyed, m)
		return
	}
	t.allByCallee[c] = append(t.allByCallee[c], m)
	k, ok := sigKeyOf(m.Sig)
	if !ok {
		t.byCallee[c] = append(t.byCallee[c], m)
		return
	}
	t.byKey[k] = append(t.byKey[k], m)
	if sh, ok := shapeOf(m.Sig); ok {
		t.byShape[sh] = append(t.byShape[sh], m)
	} else {
		t.shapeless[k] = append(t.shapeless[k], m)
	}
}

// candidates are the lists of methods whose signature may equal sig: a
// signature with a sigKey can equal only those with the same key (or,
// with a shape, the same shape) and those with its callee but no key; one
// with only a callee, those of its callee; and any may equal one without
// a callee.
func (t *MethodTable) candidates(sig types.Type) [][]*Method {
	c, ok := sigCallee(sig)
	if !ok {
		return [][]*Method{t.methods}
	}
	k, ok := sigKeyOf(sig)
	if !ok {
		return [][]*Method{t.allByCallee[c], t.unkeyed}
	}
	if sh, ok := shapeOf(sig); ok {
		return [][]*Method{t.byShape[sh], t.shapeless[k], t.byCallee[c], t.unkeyed}
	}
	return [][]*Method{t.byKey[k], t.byCallee[c], t.unkeyed}
}

// sigShape is a finer sigKey: a hash of the type names at every position
// of a signature (and, for a position Type{X}, of X's name too). Two
// signatures whose positions are all data types can be equal only if
// their names agree position by position (surelyDifferent), so equal
// signatures with shapes have the same shape; a hash collision only
// widens the set of methods compared.
type sigShape struct {
	n int
	h uint64
}

// shapeOf is sig's shape; false when some position is not a data type
// (a type variable, a union, a Vararg) or is Type{X} with X not a data
// type: such a signature can equal signatures of several shapes.
func shapeOf(sig types.Type) (sigShape, bool) {
	dt, ok := types.Unwrap(sig).(*types.DataType)
	if !ok || hasVararg(dt.Params) {
		return sigShape{}, false
	}
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(n *types.TypeName) {
		for _, s := range [2]string{n.Module, n.Name} {
			for i := 0; i < len(s); i++ {
				h = (h ^ uint64(s[i])) * prime
			}
			h = (h ^ 0xff) * prime
		}
	}
	for _, p := range dt.Params {
		if u, ok := p.(*types.UnionAll); ok {
			p = types.Unwrap(u)
		}
		d, ok := p.(*types.DataType)
		if !ok {
			return sigShape{}, false
		}
		mix(d.Name)
		if d.Name == types.TypeT {
			if len(d.Params) != 1 {
				return sigShape{}, false
			}
			inner := d.Params[0]
			if u, ok := inner.(*types.UnionAll); ok {
				inner = types.Unwrap(u)
			}
			x, ok := inner.(*types.DataType)
			if !ok {
				return sigShape{}, false
			}
			mix(x.Name)
		}
	}
	return sigShape{len(dt.Params), h}, true
}

// Invalidatable is code that depends on dispatch results.
type Invalidatable interface {
	Invalidate(w World)
}

var nextMethodID int

// OnAdd, when set, brackets every method addition: before(m) runs before
// the table changes and the invalidations it causes, after() once they are
// done (the invalidation report of `kiln snoop --invalidations`).
var OnAdd struct {
	Before func(m *Method)
	After  func()
}

// Add adds (or replaces: same signature) a method and returns the
// invalidated world. The table's dependents are invalidated.
func (t *MethodTable) Add(m *Method) {
	if OnAdd.Before != nil {
		OnAdd.Before(m)
	}
	if OnAdd.After != nil {
		defer OnAdd.After()
	}
	w := nextWorld()
	t.mu.Lock()
	m.Table = t
	t.changed = w
	m.MinWorld = w
	m.MaxWorld = ^World(0)
	nextMethodID++
	m.ID = nextMethodID
	t.lookups = nil
	// The methods the new one replaces (an equal signature).
	var replaced map[*Method]bool
	for _, ms := range t.candidates(m.Sig) {
		for _, old := range ms {
			if !surelyDifferent(old.Sig, m.Sig) && types.Equal(old.Sig, m.Sig) {
				old.MaxWorld = w - 1
				old.invalidateSpecs(w)
				if replaced == nil {
					replaced = map[*Method]bool{}
				}
				replaced[old] = true
			}
		}
	}
	if replaced != nil {
		kept := t.methods[:0]
		for _, old := range t.methods {
			if !replaced[old] {
				kept = append(kept, old)
			}
		}
		t.methods = kept
		t.byKey, t.byCallee, t.allByCallee, t.unkeyed = nil, nil, nil, nil
		t.byShape, t.shapeless = nil, nil
		for _, old := range t.methods {
			t.index(old)
		}
	}
	t.methods = append(t.methods, m)
	t.index(m)
	// Only code whose dispatch questions on this table the new method can
	// answer differently is invalidated: a question whose signature does
	// not intersect the method's is unaffected (a new struct's
	// constructor does not touch code that constructs other types).
	var deps, stay []Invalidatable
	for _, d := range t.backedges {
		if q, ok := d.(Questioner); ok && !q.AskedAbout(t, m.Sig) {
			stay = append(stay, d)
			continue
		}
		deps = append(deps, d)
	}
	t.backedges = stay
	t.mu.Unlock()
	for _, d := range deps {
		d.Invalidate(w)
	}
}

// Questioner is a dependent that can say which dispatch questions it
// asked of a table (inferred code records them).
type Questioner interface {
	// AskedAbout reports whether the answer to one of its questions on
	// table t may change when a method with signature sig is added.
	AskedAbout(t *MethodTable, sig types.Type) bool
}

// AddBackedge records that d relied on this table's dispatch results.
func (t *MethodTable) AddBackedge(d Invalidatable) {
	t.mu.Lock()
	t.backedges = append(t.backedges, d)
	t.mu.Unlock()
}

// Methods returns the current methods.
func (t *MethodTable) Methods() []*Method {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]*Method(nil), t.methods...)
}

func (m *Method) invalidateSpecs(w World) {
	for _, mi := range m.specs {
		mi.invalidate(w)
	}
}

// MethodInstance is a method specialized on concrete argument types.
type MethodInstance struct {
	Method     *Method
	SpecTypes  *types.DataType // Tuple{typeof(f), args...}
	SparamVals []any
	ID         int

	mu sync.Mutex
	// Cache holds the CodeInstances per owner (the infer package's values).
	Cache map[any]any
	// Callers are the code instances whose code used this instance's
	// results (a static call, inlined or not).
	callers []Invalidatable

	// The body an @generated method's generator produced for this
	// instance (genDone once it ran; genErr when it failed), and
	// generating while it runs (a generator that needs its own body).
	genBody    *ir.Func
	genErr     error
	genDone    bool
	generating bool
}

// LoweredBody returns the lowered body to infer for this instance: the
// method's, or for an @generated method the body its generator produced
// for these argument types, computed on first use and kept (the
// generator does not run again for the same instance).
func (mi *MethodInstance) LoweredBody() (*ir.Func, error) {
	m := mi.Method
	if m.Generator == nil {
		return m.LoweredBody()
	}
	if mi.genDone {
		return mi.genBody, mi.genErr
	}
	if mi.generating {
		return nil, fmt.Errorf("the generator of %s needs its own generated body", mi)
	}
	mi.generating = true
	body, err := m.Generator(mi)
	mi.generating = false
	mi.genBody, mi.genErr, mi.genDone = body, err, true
	return body, err
}

// BodyKnown reports whether LoweredBody would return without running
// code: the method is not @generated, or its generator already ran for
// this instance.
func (mi *MethodInstance) BodyKnown() bool {
	return mi.Method.Generator == nil || mi.genDone
}

// String prints the instance as `f(::Int64)`.
func (mi *MethodInstance) String() string {
	return SigString(mi.Method.Name, mi.SpecTypes)
}

// AddCaller records a static dependency on this instance.
func (mi *MethodInstance) AddCaller(d Invalidatable) {
	mi.mu.Lock()
	mi.callers = append(mi.callers, d)
	mi.mu.Unlock()
}

func (mi *MethodInstance) invalidate(w World) {
	mi.mu.Lock()
	callers := mi.callers
	mi.callers = nil
	cache := mi.Cache
	mi.Cache = nil
	mi.mu.Unlock()
	for _, c := range cache {
		if d, ok := c.(Invalidatable); ok {
			d.Invalidate(w)
		}
	}
	for _, d := range callers {
		d.Invalidate(w)
	}
}

// InvalidateCallers invalidates every code instance that statically used
// this instance (called by a CodeInstance that is itself invalidated).
func (mi *MethodInstance) InvalidateCallers(w World) {
	mi.mu.Lock()
	callers := mi.callers
	mi.callers = nil
	mi.mu.Unlock()
	for _, d := range callers {
		d.Invalidate(w)
	}
}

// VarargSpecLimit is how many trailing arguments a call of a vararg
// method may have and still get code compiled for exactly those argument
// types; CompilationSig widens longer calls.
const VarargSpecLimit = 16

// TupleSpecLimit is the longest tuple argument code is compiled for as
// it is; CompilationSig widens longer ones.
const TupleSpecLimit = 32

// CompilationSig is the signature m is compiled for when a dynamic call's
// argument types are sig. As Julia's jl_compilation_sig widens the
// arguments of a vararg method past the table's arities, more than
// VarargSpecLimit trailing arguments become Vararg{T} of their common
// type (or of the declared element type when they differ), so that
// f(v...) of a vector of thousands is one compilation, not one per
// length; and a tuple argument longer than TupleSpecLimit is compiled for
// as Tuple{Vararg{T}}, a boxed tuple its code loops over, rather than as
// an aggregate of thousands of fields. An argument whose declared type
// has type variables (NTuple{N,T} where N, Vararg{T,N}) keeps its type,
// since the static parameters are computed from it, as do the arguments
// of @generated methods.
func (m *Method) CompilationSig(sig *types.DataType) *types.DataType {
	decl, ok := types.Unwrap(m.Sig).(*types.DataType)
	if m.Generator != nil || !ok || len(decl.Params) == 0 || hasVararg(sig.Params) {
		return sig
	}
	ps := sig.Params
	nfixed := len(ps)
	if m.Vararg {
		nfixed = m.NArgs - 1 // the parameters before the vararg slot, #self# included
	}
	widened := false
	for i := 1; i < nfixed && i < len(ps) && i < len(decl.Params); i++ {
		dp, ok := decl.Params[i].(types.Type)
		if _, isVa := decl.Params[i].(*types.Vararg); isVa || !ok {
			break
		}
		w := widenLongTuple(ps[i])
		if w == nil || types.HasFreeVars(dp) {
			continue
		}
		if !widened {
			ps = append([]any(nil), ps...)
			widened = true
		}
		ps[i] = w
	}
	if va, ok := decl.Params[len(decl.Params)-1].(*types.Vararg); ok && m.Vararg && va.N < 0 && va.NVar == nil && !types.HasFreeVars(va.T) {
		// A long tuple among the trailing arguments (MethodError(f, args)
		// thrown for a call with a splatted vector's tuple) widens as a
		// fixed argument does.
		for i := nfixed; i < len(ps); i++ {
			if i < 1 {
				continue
			}
			if w := widenLongTuple(ps[i]); w != nil {
				if !widened {
					ps = append([]any(nil), ps...)
					widened = true
				}
				ps[i] = w
			}
		}
	}
	if va, ok := decl.Params[len(decl.Params)-1].(*types.Vararg); ok && m.Vararg && nfixed >= 1 &&
		len(ps)-nfixed > VarargSpecLimit && va.N < 0 && va.NVar == nil {
		if et := commonType(ps[nfixed:], va.T); et != nil {
			ps = append(append([]any(nil), ps[:nfixed]...), &types.Vararg{T: et, N: -1})
			widened = true
		}
	}
	if !widened {
		return sig
	}
	return types.Apply(types.TupleT, ps...)
}

// commonType is the type of every one of ps when they are equal, else
// decl when it has no type variables, else nil.
func commonType(ps []any, decl types.Type) types.Type {
	et, ok := ps[0].(types.Type)
	if !ok {
		return nil
	}
	for _, p := range ps[1:] {
		pt, ok := p.(types.Type)
		if !ok {
			return nil
		}
		if !types.Equal(pt, et) {
			if types.HasFreeVars(decl) {
				return nil
			}
			return decl
		}
	}
	return et
}

// widenLongTuple is Tuple{Vararg{T}} for a concrete tuple type of more
// than TupleSpecLimit elements (T their common type, else Any), or nil.
func widenLongTuple(p any) *types.DataType {
	dt, ok := p.(*types.DataType)
	if !ok || dt.Name != types.TupleT || len(dt.Params) <= TupleSpecLimit || hasVararg(dt.Params) || !types.IsConcrete(dt) {
		return nil
	}
	et := commonType(dt.Params, types.Any)
	if et == nil {
		return nil
	}
	return types.Tuple(&types.Vararg{T: et, N: -1})
}

// IsWidenedVararg reports whether the instance was compiled for a
// Vararg tail (CompilationSig): its vararg argument is then one tuple of
// unknown length, not one argument per element.
func (mi *MethodInstance) IsWidenedVararg() bool {
	ps := mi.SpecTypes.Params
	if !mi.Method.Vararg || len(ps) == 0 {
		return false
	}
	_, ok := ps[len(ps)-1].(*types.Vararg)
	return ok
}

var nextMIID int

// Specialize returns the MethodInstance of m for the concrete signature.
func (m *Method) Specialize(spec *types.DataType, env []any) *MethodInstance {
	mu.Lock()
	defer mu.Unlock()
	if m.specs == nil {
		m.specs = map[*types.DataType]*MethodInstance{}
	}
	if mi := m.specs[spec]; mi != nil {
		return mi
	}
	nextMIID++
	mi := &MethodInstance{Method: m, SpecTypes: spec, SparamVals: env, ID: nextMIID}
	m.specs[spec] = mi
	return mi
}

// MatchResult is the answer to a dispatch question.
type MatchResult struct {
	// Method is the unique most specific applicable method, when the
	// argument types select one.
	Method *Method
	Env    []any
	// Ambiguous lists the candidates when two or more methods are equally
	// specific.
	Ambiguous []*Method
	// Possible lists every method that may apply when the argument types
	// are not concrete enough to decide (Method is then nil).
	Possible []*Method
	// FullyCovers reports that Method applies to every value of the
	// argument types.
	FullyCovers bool
}

// Lookup dispatches on argument types (a Tuple including the function's
// type). For concrete types the result is exact; otherwise Method is set
// only when one method covers the types and no other may apply.
func (t *MethodTable) Lookup(args *types.DataType) MatchResult {
	t.mu.Lock()
	if r, ok := t.lookups[args]; ok {
		t.mu.Unlock()
		return r
	}
	ms := append([]*Method(nil), t.methods...)
	t.mu.Unlock()
	r := lookupIn(ms, args)
	t.mu.Lock()
	if len(t.methods) == len(ms) && (len(ms) == 0 || t.methods[len(ms)-1] == ms[len(ms)-1]) {
		// The table did not change meanwhile.
		if t.lookups == nil {
			t.lookups = map[*types.DataType]MatchResult{}
		}
		t.lookups[args] = r
	}
	t.mu.Unlock()
	return r
}

// surelyDifferent is a cheap test that two method signatures are not
// equal types, so that adding a method to a large table does not compare
// it in full with every method there: tuples of different lengths (no
// Vararg), or different type names at some position.
func surelyDifferent(a, b types.Type) bool {
	return surelyDifferentParam(types.Unwrap(a), types.Unwrap(b), 0)
}

// surelyDifferentParam: a and b are type parameters (types or values)
// that cannot be equal: data types of different names, or of the same
// name with some parameter surely different (parameters are invariant;
// tuples compare element-wise up to the first Vararg of either); a type
// variable stands for what its upper bound allows, so it cannot equal a
// type, or another variable, that its bound surely differs from (the
// values at a position of `Tuple{T} where T<:U` are exactly U's). Anything
// else (unions, values of other kinds) is "not sure".
func surelyDifferentParam(a, b any, depth int) bool {
	// A UnionAll (InvalidCharError, meaning InvalidCharError{T} where T)
	// is a set of data types of its body's name.
	if u, ok := a.(*types.UnionAll); ok {
		a = types.Unwrap(u)
	}
	if u, ok := b.(*types.UnionAll); ok {
		b = types.Unwrap(u)
	}
	if depth > 4 {
		return false
	}
	if v, ok := a.(*types.TypeVar); ok {
		if _, ok := b.(types.Type); ok {
			return surelyDifferentParam(v.Ub, b, depth+1)
		}
		return false
	}
	if v, ok := b.(*types.TypeVar); ok {
		if _, ok := a.(types.Type); ok {
			return surelyDifferentParam(a, v.Ub, depth+1)
		}
		return false
	}
	// A union equals a data type only if one of its members does (the
	// data type is in the union only if it is in a member, which must
	// then be the data type itself).
	if u, ok := a.(*types.Union); ok {
		if d, ok := b.(*types.DataType); ok {
			return allSurelyDifferent(u, d, depth)
		}
		return false
	}
	if u, ok := b.(*types.Union); ok {
		if d, ok := a.(*types.DataType); ok {
			return allSurelyDifferent(u, d, depth)
		}
		return false
	}
	switch x := a.(type) {
	case *types.DataType:
		y, ok := b.(*types.DataType)
		if !ok {
			return false
		}
		if x == y {
			return false
		}
		if x.Name != y.Name {
			return true
		}
		nx, ny := fixedPrefix(x.Params), fixedPrefix(y.Params)
		if nx == len(x.Params) && ny == len(y.Params) && nx != ny {
			return true
		}
		for i := 0; i < nx && i < ny; i++ {
			if surelyDifferentParam(x.Params[i], y.Params[i], depth+1) {
				return true
			}
		}
	case int64:
		y, ok := b.(int64)
		return ok && x != y
	case types.Symbol:
		y, ok := b.(types.Symbol)
		return ok && x != y
	}
	return false
}

func allSurelyDifferent(u *types.Union, d *types.DataType, depth int) bool {
	for _, m := range u.Types {
		if !surelyDifferentParam(m, d, depth+1) {
			return false
		}
	}
	return true
}

// fixedPrefix is the number of parameters before the first Vararg.
func fixedPrefix(ps []any) int {
	for i, p := range ps {
		if _, ok := p.(*types.Vararg); ok {
			return i
		}
	}
	return len(ps)
}

func hasVararg(ps []any) bool {
	for _, p := range ps {
		if _, ok := p.(*types.Vararg); ok {
			return true
		}
	}
	return false
}

func lookupIn(ms []*Method, args *types.DataType) MatchResult {
	var applicable []*Method
	var envs [][]any
	var possible []*Method
	// A kind argument (DataType, UnionAll, Union) is a concrete type, but
	// its values are type objects that Type{T} methods dispatch on: as in
	// Julia's ml_matches, such a question is answered by intersection.
	exact := types.IsDispatchTuple(args) && !hasKindArg(args)
	for _, m := range ms {
		if env, ok := types.Match(m.Sig, args); ok {
			applicable = append(applicable, m)
			envs = append(envs, env)
			continue
		}
		if !exact && types.Intersect(m.Sig, args) != types.Bottom {
			possible = append(possible, m)
		}
	}
	if len(applicable) == 0 {
		return MatchResult{Possible: possible}
	}
	// The most specific applicable method.
	best := -1
	for i, m := range applicable {
		isBest := true
		for j, o := range applicable {
			if i != j && !types.MoreSpecific(m.Sig, o.Sig) {
				isBest = false
				break
			}
		}
		if isBest {
			best = i
			break
		}
	}
	if best < 0 {
		// No unique winner: an ambiguity, unless a more specific method
		// that applies resolves it.
		sort.Slice(applicable, func(i, j int) bool { return applicable[i].ID < applicable[j].ID })
		var amb []*Method
		for i, m := range applicable {
			dominated := false
			for j, o := range applicable {
				if i != j && types.MoreSpecific(o.Sig, m.Sig) {
					dominated = true
					break
				}
			}
			if !dominated {
				amb = append(amb, m)
			}
		}
		return MatchResult{Ambiguous: amb, Possible: possible}
	}
	m := applicable[best]
	if len(possible) > 0 {
		// A more specific method may apply to some values.
		var more []*Method
		for _, p := range possible {
			if types.MoreSpecific(p.Sig, m.Sig) || !types.MoreSpecific(m.Sig, p.Sig) {
				more = append(more, p)
			}
		}
		if len(more) > 0 {
			return MatchResult{Possible: append(more, m)}
		}
	}
	return MatchResult{Method: m, Env: envs[best], FullyCovers: true}
}

// hasKindArg reports whether an argument type of the tuple args (past the
// callee) is a kind, whose values may match Type{T} signatures.
func hasKindArg(args *types.DataType) bool {
	for i, p := range args.Params {
		if i > 0 && types.IsKind(p) {
			return true
		}
	}
	return false
}

var typeTables sync.Map // *types.TypeName -> *MethodTable

// TypeTable returns the method table of a type name: constructors
// (Point(x, y), Float64(x)) and call methods of callable objects.
func TypeTable(tn *types.TypeName) *MethodTable {
	if t, ok := typeTables.Load(tn); ok {
		return t.(*MethodTable)
	}
	t, _ := typeTables.LoadOrStore(tn, &MethodTable{Name: tn.Name, Owner: tn})
	return t.(*MethodTable)
}

// TableFor returns the method table that a call of a value of type
// callee dispatches in, or nil when values of that type are not callable
// through methods (builtins).
func TableFor(callee types.Type) *MethodTable {
	dt, ok := callee.(*types.DataType)
	if !ok {
		return nil
	}
	if f, ok := FunctionOfType(dt); ok {
		return f.Table
	}
	if _, ok := BuiltinOfType(dt); ok {
		return nil
	}
	if dt.Name == types.TypeT {
		// Every constructor (a call of a type object) is in Type's table,
		// as Julia's jl_type_type_mt: (::Type{T})(x) where T methods must
		// be found for every T.
		return TypeTable(types.TypeT)
	}
	return TypeTable(dt.Name)
}
