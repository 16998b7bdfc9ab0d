// Package types holds Kiln's type objects — the values that Julia calls
// DataType, Union, UnionAll and TypeVar — together with the relations on
// them (subtyping, intersection, specificity) and the inference lattice.
//
// Types are immutable once built. DataTypes and Unions are interned: two
// DataTypes with the same name and parameters are the same pointer, so ==
// on Type values is type equality for everything but UnionAll and TypeVar.
package types

import (
	"fmt"
	"strings"
	"sync"
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
// NTuple{3,T}), bool, Symbol, SymTuple, or a Char/UInt8.. stored as their Go
// type. Parameters are compared with ==, so they must be comparable.

// Field is one field of a struct type.
type Field struct {
	Name string
	Type Type // may mention the TypeName's parameters (TypeVars) in generic form
}

// Kind separates the type families that the compiler treats specially.
type Kind uint8

// Kinds of TypeName.
const (
	KindStruct    Kind = iota // ordinary struct or mutable struct
	KindAbstract              // abstract type
	KindPrimitive             // primitive type with a bit size (Int64, Float64, Bool, Char)
	KindTuple                 // Tuple{...}
	KindNamedTuple            // NamedTuple{names, Tuple{...}}
	KindType                  // Type{T}
	KindArray                 // Array{T,N}
	KindString                // String
	KindSymbol                // Symbol
	KindKindType              // DataType, Union, UnionAll, TypeVar: the types of types
	KindModule                // Module
	KindPtr                   // Ptr{T}
	KindVararg                // the name of Vararg, used only for printing
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
	Abstract bool // an abstract type (Kind == KindAbstract)
	// Singleton is true for the names of function types (typeof(f)) and
	// other types whose one instance is created by the compiler.
	Function bool
	// Wrapper is the type the name denotes when written alone: the DataType
	// itself without parameters, or the UnionAll over Params.
	Wrapper Type
	// ID is unique per TypeName in this process, in creation order.
	ID int
	// Hidden names print with var"..." quoting (closures: var"#1#2").
	cache map[string]*DataType
}

// DataType is one concrete instantiation of a TypeName (Point{Int64}) or a
// partially abstract one (Vector{T} inside a UnionAll, AbstractArray{Int64,1}).
type DataType struct {
	Name   *TypeName
	Params []any // each a Type or a plain value (see above)
	key    string
	super  Type
	fields []Type
	// ID is unique per DataType in this process, in creation order; the
	// code generator uses it to name type descriptors.
	ID     int
	hasVar int8 // 0 unknown, 1 no free TypeVars, 2 has free TypeVars
}

// Union is a union of two or more types, flattened, without duplicates and
// in a canonical order. Union{} is the value Bottom.
type Union struct {
	Types []Type
	key   string
}

// UnionAll is `Body where Var`.
type UnionAll struct {
	Var  *TypeVar
	Body Type
}

// TypeVar is a type variable with lower and upper bounds.
type TypeVar struct {
	Name string
	Lb   Type
	Ub   Type
	id   int
}

// Vararg is Vararg{T,N} inside Tuple parameters. N < 0 means unbounded.
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
func (tn *TypeName) FullName() string { return tn.Name }

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

func paramKey(p any) string {
	switch v := p.(type) {
	case *DataType:
		return fmt.Sprintf("D%d", v.ID)
	case *Union:
		return "U(" + v.key + ")"
	case *TypeVar:
		return fmt.Sprintf("V%d", v.id)
	case *UnionAll:
		return fmt.Sprintf("A(V%d:%s:%s|%s)", v.Var.id, paramKey(v.Var.Lb), paramKey(v.Var.Ub), paramKey(v.Body))
	case *Vararg:
		n := fmt.Sprint(v.N)
		if v.NVar != nil {
			n = fmt.Sprintf("V%d", v.NVar.id)
		}
		return "R(" + paramKey(v.T) + "," + n + ")"
	case nil:
		return "nil"
	default:
		return fmt.Sprintf("%T:%v", p, p)
	}
}

// Apply instantiates a TypeName with parameters: Apply(Array, Float64, 1).
// It does not check bounds; see Instantiate for the checked form.
func Apply(tn *TypeName, params ...any) *DataType {
	var sb strings.Builder
	for _, p := range params {
		sb.WriteString(paramKey(p))
		sb.WriteByte(';')
	}
	key := sb.String()
	mu.Lock()
	if dt, ok := tn.cache[key]; ok {
		mu.Unlock()
		return dt
	}
	dt := &DataType{Name: tn, Params: append([]any(nil), params...), key: key, ID: nextDT}
	nextDT++
	tn.cache[key] = dt
	allDataTypes = append(allDataTypes, dt)
	mu.Unlock()
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
