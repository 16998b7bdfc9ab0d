// Package types holds Kiln's type objects — the values that Julia calls
// DataType, Union, UnionAll and TypeVar — together with the relations on
// them (subtyping, intersection, specificity, method matching) and their
// printing.
//
// Types are immutable once built. DataTypes and Unions are interned: two
// DataTypes with the same name and parameters are the same pointer, so ==
// on Type values is type equality for everything but UnionAll and TypeVar.
// Interning is up to alpha-renaming: Vector{Vector{T} where T} built twice
// with two different T is one DataType. Unions are interned by their member
// set, so Union{A, B} and Union{B, A} are the same pointer.
//
// The algorithms follow Julia 1.10 (src/subtype.c, src/jltypes.c and
// base/show.jl) closely; where they approximate, the doc comment of the
// function says how.
//
// Overview:
//   - construction: Apply, Tuple, TupleOf, MakeUnion, UnionAllOf,
//     UnionAllVars, NewTypeVar, NewAnonTypeVar, VarargOf, VarargVar and
//     the alias helpers (VectorOf, MatrixOf, NTupleOf, ... and the Vector,
//     Matrix, NTuple, ... UnionAlls);
//   - instantiation: Instantiate / InstantiateName (checked, partial),
//     Substitute, Unwrap, Rewrap, WhereVars, HasFreeVars, FreeVars;
//   - properties: Supertype, SuperAt, FieldTypes, IsConcrete, IsBits,
//     IsMutable, IsSingleton, IsKind, IsAbstract, IsDispatchTuple;
//   - relations: Subtype, Equal, Intersect, Match (dispatch with static
//     parameters), MoreSpecific, Ambiguous;
//   - printing and keys: String / StringIn / TypeString (Julia's show, with
//     a Visibility for module qualification), RegisterAlias, ParamString,
//     TypeKey.
package types

import (
	"strings"
	"sync"
	"sync/atomic"
)

// Type is a Julia type object: *DataType, *Union, *UnionAll, *TypeVar or
// *Vararg (the last only inside Tuple parameters).
type Type interface {
	// String prints the type as Julia's show does (`Vector{Int64}`).
	String() string
	isType()
}

// Symbol is a Julia Symbol used as a value (type parameters, field names).
type Symbol string

// SymTuple is a tuple of Symbols used as a type parameter (the names of a
// NamedTuple type). It is a string joined by commas so that it can be a
// map key; use Names to split it.
type SymTuple string

// Names returns the symbols of the tuple.
func (s SymTuple) Names() []string {
	if s == "" {
		return nil
	}
	return strings.Split(string(s), ",")
}

// MakeSymTuple builds a SymTuple from names.
func MakeSymTuple(names []string) SymTuple { return SymTuple(strings.Join(names, ",")) }

// A type parameter is either a Type or a plain value: int64 (Array{T,2},
// NTuple{3,T}), bool, Symbol, SymTuple, CharValue, the other integer and
// float Go types, NothingType. Parameters are compared with ==, so they must
// be comparable.

// Field is one field of a struct type.
type Field struct {
	Name string
	Type Type // may mention the TypeName's parameters (TypeVars) in generic form
	// Const marks a constant field of a mutable struct (`const a::Int`):
	// setfield! on it is an error.
	Const bool
}

// Kind separates the type families that the compiler treats specially.
type Kind uint8

// Kinds of TypeName.
const (
	KindStruct     Kind = iota // ordinary struct or mutable struct (also function types)
	KindAbstract               // abstract type
	KindPrimitive              // primitive type with a bit size (Int64, Float64, Bool, Char)
	KindTuple                  // Tuple{...}
	KindNamedTuple             // NamedTuple{names, T}
	KindType                   // Type{T}
	KindArray                  // Array{T,N}
	KindString                 // String
	KindSymbol                 // Symbol
	KindKindType               // DataType, Union, UnionAll, TypeVar: the types of types
	KindModule                 // Module
	KindPtr                    // Ptr{T}
	KindVararg                 // the name of Vararg, used only for printing
)

// TypeName is a family of types sharing a name and a definition: `Point`
// for every Point{T}. It holds the generic definition in terms of Params.
type TypeName struct {
	Name     string
	Module   string // full module path, "Core", "Base", "Main", "Main.Geometry"
	Params   []*TypeVar
	Super    Type    // supertype in terms of Params; nil only for Any
	Fields   []Field // struct fields in terms of Params
	Kind     Kind
	Mutable  bool
	Bits     int  // bit size of a primitive type
	Abstract bool // an abstract type (Kind == KindAbstract, or Type{T})
	// Incomplete is set while a struct's field types are evaluated (they
	// may name the struct itself): its instances are then neither isbits
	// nor singletons, as a Julia type before its layout is computed, so a
	// field type Union{Int64, S} sorts as Julia's.
	Incomplete bool
	// Function is true for the names of function types (typeof(f), and the
	// types of closures). Their instances are the functions.
	Function bool
	// FuncName is, for the type of a named global function, the name of the
	// function ("sin" for typeof(sin), whose Name is "#sin"). Such types print
	// as typeof(sin). When it is empty and Function is set, a Name of the
	// form "#ident" (one '#', then an identifier) is taken to mean the same.
	// Closure types ("#1#2", "#inner#3") print as var"#1#2".
	FuncName string
	// Internal marks a name of Core or Base that is not exported (Core.Box,
	// Base.RefValue): it prints qualified with its module.
	Internal bool
	// ShowModule, when set, is the module the name prints qualified with
	// in place of Module: a type Kiln defines in Base that Julia defines in
	// a standard library (Random.Xoshiro).
	ShowModule string
	// Wrapper is the type the name denotes when written alone: the DataType
	// itself without parameters, or the UnionAll over Params.
	Wrapper Type
	// ID is unique per TypeName in this process, in creation order.
	ID int

	cache map[string]*DataType
}

// DataType is one instantiation of a TypeName: concrete (Point{Int64}),
// abstract (AbstractArray{Int64,1}) or with free type variables (Vector{T}
// inside a UnionAll).
type DataType struct {
	Name   *TypeName
	Params []any // each a Type or a plain value (see above)
	// ID is unique per DataType in this process, in creation order; the
	// code generator uses it to name type descriptors.
	ID int

	key    string
	free   bool // mentions a TypeVar that it does not bind itself
	superp atomic.Pointer[DataType]
	fieldp atomic.Pointer[[]Type]
	bits   atomic.Int32 // IsBits cache: 0 unknown, 1 no, 2 yes
	// fieldBusy is set while FieldTypes computes this type's field types:
	// building a field's type (Union{Nothing,L{T}} in L{T}) sorts the union
	// and asks whether L{Int} is a singleton or isbits, which must not ask
	// for L{Int}'s field types again (a type whose fields refer to itself is
	// neither, as Julia's layout has no instance for it yet).
	fieldBusy atomic.Bool
}

// Union is a union of two or more types, flattened, without duplicates and
// in Julia's canonical order. Union{} is the value Bottom (no members).
// Build unions with MakeUnion.
type Union struct {
	Types []Type
	key   string
	free  bool
}

// UnionAll is `Body where Var`. Build it with UnionAllOf; a literal
// &UnionAll{...} works too.
type UnionAll struct {
	Var  *TypeVar
	Body Type
}

// TypeVar is a type variable with lower and upper bounds. Two TypeVars are
// the same variable only if they are the same pointer; make them with
// NewTypeVar. Anonymous variables (the T of Vector{<:Real}) should have a
// name containing '#' (NewAnonTypeVar), which is how the printer knows to
// write `<:Real` instead of a where clause.
type TypeVar struct {
	Name string
	Lb   Type
	Ub   Type
	id   int
}

// Vararg is Vararg{T,N} inside Tuple parameters, always the last one.
// N < 0 means unbounded. A fixed N is expanded by Apply (Tuple{Vararg{Int,2}}
// is Tuple{Int,Int}), so inside a tuple a Vararg is either unbounded or has
// NVar set.
type Vararg struct {
	T Type
	N int // -1: any number
	// NVar is set when the count is a type variable (NTuple{N,T} where N).
	NVar *TypeVar
}

func (*DataType) isType() {}
func (*Union) isType()    {}
func (*UnionAll) isType() {}
func (*TypeVar) isType()  {}
func (*Vararg) isType()   {}

var (
	mu       sync.Mutex
	nextName int
	nextDT   int
	nextTV   int
	unions   = map[string]*Union{}
	// All DataTypes in creation order, for lookups by ID.
	allDataTypes []*DataType
	allNames     []*TypeName
)

// NewTypeName registers a new type family. The caller fills Super and
// Fields (they may refer to the name itself, as recursive types do) and then
// calls Finish.
func NewTypeName(module, name string, kind Kind, params []*TypeVar) *TypeName {
	mu.Lock()
	defer mu.Unlock()
	tn := &TypeName{Name: name, Module: module, Params: params, Kind: kind, ID: nextName, cache: map[string]*DataType{}}
	tn.Abstract = kind == KindAbstract
	nextName++
	allNames = append(allNames, tn)
	return tn
}

// Finish computes the wrapper of a TypeName after its definition is complete.
func (tn *TypeName) Finish() {
	if len(tn.Params) == 0 {
		tn.Wrapper = Apply(tn)
		return
	}
	args := make([]any, len(tn.Params))
	for i, p := range tn.Params {
		args[i] = p
	}
	var w Type = Apply(tn, args...)
	for i := len(tn.Params) - 1; i >= 0; i-- {
		w = &UnionAll{Var: tn.Params[i], Body: w}
	}
	tn.Wrapper = w
}

// FullName is Module.Name, without the module for Core, Base and Main.
func (tn *TypeName) FullName() string {
	switch tn.Module {
	case "", "Core", "Base", "Main":
		return tn.Name
	}
	return tn.Module + "." + tn.Name
}

// TypeNameByID returns the TypeName with the given ID.
func TypeNameByID(id int) *TypeName {
	mu.Lock()
	defer mu.Unlock()
	return allNames[id]
}

// DataTypeByID returns the DataType with the given ID.
func DataTypeByID(id int) *DataType {
	mu.Lock()
	defer mu.Unlock()
	return allDataTypes[id]
}

// MaxTupleLength is the largest tuple type Kiln builds (NTuple{N,T} with
// a larger N is an error): Julia's own limit is memory, and a tuple type
// of a million elements is far past any compiled program's.
const MaxTupleLength = 1 << 20

// Apply instantiates a TypeName with parameters: Apply(ArrayT, Float64,
// int64(1)). It does not check bounds; see Instantiate for the checked form.
// For Tuple it expands a trailing Vararg with a fixed count
// (Tuple{Int, Vararg{Int,2}} is Tuple{Int,Int,Int}).
func Apply(tn *TypeName, params ...any) *DataType {
	if tn == TupleT && tn != nil && len(params) > 0 {
		// A count past MaxTupleLength stays a Vararg (instantiating one
		// from user code is an error, see subst): expanding it would
		// exhaust memory.
		if va, ok := params[len(params)-1].(*Vararg); ok && va.NVar == nil && va.N >= 0 && va.N <= MaxTupleLength {
			ps := make([]any, 0, len(params)-1+va.N)
			ps = append(ps, params[:len(params)-1]...)
			for i := 0; i < va.N; i++ {
				ps = append(ps, va.T)
			}
			params = ps
		}
	}
	if tn == NamedTupleT && tn != nil && len(params) > 0 {
		// NamedTuple{(:a, :b), T}: the names are a tuple value when the
		// type is applied to one; they are always a SymTuple, so that it
		// is the same type as the one (a=1, b=2) has.
		if tv, ok := params[0].(*TupleValue); ok {
			names := make([]string, 0, len(tv.Elems))
			for _, e := range tv.Elems {
				s, ok := e.(Symbol)
				if !ok {
					break
				}
				names = append(names, string(s))
			}
			if len(names) == len(tv.Elems) {
				params = append([]any{MakeSymTuple(names)}, params[1:]...)
			}
		}
	}
	var k keyer
	for _, p := range params {
		k.param(p)
		k.sb.WriteByte(';')
	}
	key := k.sb.String()
	mu.Lock()
	if dt, ok := tn.cache[key]; ok {
		mu.Unlock()
		return dt
	}
	mu.Unlock()
	free := false
	for _, p := range params {
		if paramHasFree(p) {
			free = true
			break
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if dt, ok := tn.cache[key]; ok {
		return dt
	}
	dt := &DataType{Name: tn, Params: append([]any(nil), params...), key: key, ID: nextDT, free: free}
	nextDT++
	tn.cache[key] = dt
	allDataTypes = append(allDataTypes, dt)
	return dt
}

// NewTypeVar makes a fresh type variable. Nil bounds mean Union{} and Any.
func NewTypeVar(name string, lb, ub Type) *TypeVar {
	if lb == nil {
		lb = Bottom
	}
	if ub == nil {
		ub = Any
	}
	mu.Lock()
	defer mu.Unlock()
	nextTV++
	return &TypeVar{Name: name, Lb: lb, Ub: ub, id: nextTV}
}

// NewAnonTypeVar makes the anonymous variable of `<:ub` / `>:lb` syntax
// (Vector{<:Real}), named "#s<n>" as Julia's gensyms are, so that the printer
// elides it (`Vector{<:Real}`).
func NewAnonTypeVar(lb, ub Type) *TypeVar {
	mu.Lock()
	n := nextTV + 1
	mu.Unlock()
	return NewTypeVar("#s"+itoa(n), lb, ub)
}

// WrapAnonVars binds the anonymous variables among params (made by
// NewAnonTypeVar for T{<:S}, T{>:S}) around t, the last innermost:
// Tuple{<:Real, <:Any} is `Tuple{A, B} where B where A<:Real`, as Julia's
// lowering of the curly syntax.
func WrapAnonVars(t Type, params []any) Type {
	for i := len(params) - 1; i >= 0; i-- {
		if tv, ok := params[i].(*TypeVar); ok && strings.Contains(tv.Name, "#") {
			t = UnionAllOf(tv, t)
		}
	}
	return t
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [24]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// paramHasFree reports whether a type parameter mentions a TypeVar that it
// does not bind itself.
func paramHasFree(p any) bool {
	switch v := p.(type) {
	case *DataType:
		return v.free
	case *Union:
		return v.free
	case *TypeVar:
		return true
	case *UnionAll:
		return hasFree(v, nil)
	case *Vararg:
		return v.NVar != nil || paramHasFree(v.T)
	}
	return false
}

// hasFree reports whether t mentions a TypeVar that is neither bound inside
// t nor in bound.
func hasFree(t any, bound []*TypeVar) bool {
	switch v := t.(type) {
	case *TypeVar:
		for _, b := range bound {
			if b == v {
				return false
			}
		}
		return true
	case *DataType:
		if !v.free {
			return false
		}
		if len(bound) == 0 {
			return true
		}
		for _, p := range v.Params {
			if hasFree(p, bound) {
				return true
			}
		}
		return false
	case *Union:
		if !v.free {
			return false
		}
		if len(bound) == 0 {
			return true
		}
		for _, m := range v.Types {
			if hasFree(m, bound) {
				return true
			}
		}
		return false
	case *UnionAll:
		if hasFree(v.Var.Lb, bound) || hasFree(v.Var.Ub, bound) {
			return true
		}
		return hasFree(v.Body, append(bound, v.Var))
	case *Vararg:
		if v.NVar != nil && hasFree(v.NVar, bound) {
			return true
		}
		return hasFree(v.T, bound)
	}
	return false
}

// HasFreeVars reports whether t mentions a type variable that is not bound
// by a UnionAll inside t (Julia's has_free_typevars).
func HasFreeVars(t Type) bool { return hasFree(t, nil) }

// hasTypeVar reports whether t mentions v free (not rebound inside t).
func hasTypeVar(t any, v *TypeVar) bool {
	switch x := t.(type) {
	case *TypeVar:
		return x == v
	case *DataType:
		if !x.free {
			return false
		}
		for _, p := range x.Params {
			if hasTypeVar(p, v) {
				return true
			}
		}
	case *Union:
		if !x.free {
			return false
		}
		for _, m := range x.Types {
			if hasTypeVar(m, v) {
				return true
			}
		}
	case *UnionAll:
		if hasTypeVar(x.Var.Lb, v) || hasTypeVar(x.Var.Ub, v) {
			return true
		}
		if x.Var == v {
			return false
		}
		return hasTypeVar(x.Body, v)
	case *Vararg:
		return x.NVar == v || hasTypeVar(x.T, v)
	}
	return false
}

// FreeVars returns the free type variables of t, in order of first
// occurrence.
func FreeVars(t Type) []*TypeVar {
	var out []*TypeVar
	var walk func(t any, bound []*TypeVar)
	walk = func(t any, bound []*TypeVar) {
		switch x := t.(type) {
		case *TypeVar:
			for _, b := range bound {
				if b == x {
					return
				}
			}
			for _, o := range out {
				if o == x {
					return
				}
			}
			out = append(out, x)
		case *DataType:
			if x.free {
				for _, p := range x.Params {
					walk(p, bound)
				}
			}
		case *Union:
			if x.free {
				for _, m := range x.Types {
					walk(m, bound)
				}
			}
		case *UnionAll:
			walk(x.Var.Lb, bound)
			walk(x.Var.Ub, bound)
			walk(x.Body, append(bound, x.Var))
		case *Vararg:
			walk(x.T, bound)
			if x.NVar != nil {
				walk(x.NVar, bound)
			}
		}
	}
	walk(t, nil)
	return out
}

// FieldsChanged drops what was computed from a TypeName's fields (field
// types, isbits) for every instance built so far: a recursive struct is
// referred to while its fields are still being defined.
func (tn *TypeName) FieldsChanged() {
	mu.Lock()
	insts := make([]*DataType, 0, len(tn.cache))
	for _, dt := range tn.cache {
		insts = append(insts, dt)
	}
	mu.Unlock()
	for _, dt := range insts {
		dt.fieldp.Store(nil)
		dt.bits.Store(0)
	}
}

// TypeNameCount returns the number of TypeNames created so far (their IDs
// are 0 .. count-1).
func TypeNameCount() int {
	mu.Lock()
	defer mu.Unlock()
	return len(allNames)
}
