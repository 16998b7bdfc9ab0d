package types

// The built-in types. They are created once, when the package is
// initialized, in the order Julia's Core defines them; everything else
// (Complex, Dict, RefValue, exceptions, VersionNumber, ...) is defined by
// Kiln source in the embedded standard library.
var (
	Any    *DataType
	Bottom = &Union{} // Union{}

	TypeT       *TypeName // Type{T}
	DataTypeT   *DataType // DataType
	UnionKind   *DataType // Union (the type of Union objects)
	UnionAllT   *DataType // UnionAll
	TypeVarT    *DataType // TypeVar
	VarargName  *TypeName
	TupleT      *TypeName // Tuple{...}
	NamedTupleT *TypeName // NamedTuple{names, T}
	Function    *DataType
	Builtin     *DataType // Core.Builtin <: Function: the type family of builtin functions
	ModuleT     *DataType
	Nothing     *DataType
	SymbolT     *DataType
	String      *DataType
	Char        *DataType
	Bool        *DataType

	Number, Real, Integer, Signed, Unsigned, AbstractFloat *DataType
	AbstractChar, AbstractString                           *DataType
	Exception                                              *DataType

	Int8, Int16, Int32, Int64, Int128      *DataType
	UInt8, UInt16, UInt32, UInt64, UInt128 *DataType
	Float16, Float32, Float64              *DataType

	PtrT           *TypeName // Ptr{T}
	AbstractArrayT *TypeName // AbstractArray{T,N}
	DenseArrayT    *TypeName // DenseArray{T,N}
	ArrayT         *TypeName // Array{T,N}
	BoxT           *DataType // Core.Box: a captured variable reassigned by a closure

	// EmptyTuple is Tuple{}.
	EmptyTuple *DataType
)

func abstractType(module, name string, super Type) *DataType {
	tn := NewTypeName(module, name, KindAbstract, nil)
	tn.Super = super
	tn.Finish()
	return tn.Wrapper.(*DataType)
}

func primitiveType(module, name string, super Type, bits int) *DataType {
	tn := NewTypeName(module, name, KindPrimitive, nil)
	tn.Super = super
	tn.Bits = bits
	tn.Finish()
	return tn.Wrapper.(*DataType)
}

func structType(module, name string, kind Kind, mutable bool, super Type, fields ...Field) *DataType {
	tn := NewTypeName(module, name, kind, nil)
	tn.Super = super
	tn.Mutable = mutable
	tn.Fields = fields
	tn.Finish()
	return tn.Wrapper.(*DataType)
}

func init() {
	anyName := NewTypeName("Core", "Any", KindAbstract, nil)
	anyName.Finish()
	Any = anyName.Wrapper.(*DataType)

	t := NewTypeVar("T", nil, nil)
	TypeT = NewTypeName("Core", "Type", KindType, []*TypeVar{t})
	TypeT.Abstract = true
	TypeT.Super = Any
	TypeT.Finish()

	DataTypeT = structType("Core", "DataType", KindKindType, true, nil)
	UnionKind = structType("Core", "Union", KindKindType, false, nil)
	UnionAllT = structType("Core", "UnionAll", KindKindType, false, nil)
	TypeVarT = structType("Core", "TypeVar", KindKindType, false, Any)
	// The kinds are subtypes of Type{T} for every T. As in Julia, their
	// declared supertype is the body Type{T} with Type's own T free
	// (supertype(DataType) prints Type{T}); Subtype special-cases them.
	for _, k := range []*DataType{DataTypeT, UnionKind, UnionAllT} {
		k.Name.Super = Apply(TypeT, t)
	}

	va := NewTypeVar("T", nil, nil)
	VarargName = NewTypeName("Core", "Vararg", KindVararg, []*TypeVar{va})
	VarargName.Super = Any

	TupleT = NewTypeName("Core", "Tuple", KindTuple, nil)
	TupleT.Super = Any
	EmptyTuple = Apply(TupleT)
	TupleT.Wrapper = Apply(TupleT, &Vararg{T: Any, N: -1})

	Function = abstractType("Core", "Function", Any)
	Builtin = abstractType("Core", "Builtin", Function)
	Builtin.Name.Internal = true
	ModuleT = structType("Core", "Module", KindModule, true, Any)
	Nothing = structType("Core", "Nothing", KindStruct, false, Any)
	SymbolT = structType("Core", "Symbol", KindSymbol, false, Any)

	Number = abstractType("Core", "Number", Any)
	Real = abstractType("Core", "Real", Number)
	AbstractFloat = abstractType("Core", "AbstractFloat", Real)
	Integer = abstractType("Core", "Integer", Real)
	Signed = abstractType("Core", "Signed", Integer)
	Unsigned = abstractType("Core", "Unsigned", Integer)
	AbstractChar = abstractType("Core", "AbstractChar", Any)
	AbstractString = abstractType("Core", "AbstractString", Any)
	Exception = abstractType("Core", "Exception", Any)

	String = structType("Core", "String", KindString, false, AbstractString)
	Char = primitiveType("Core", "Char", AbstractChar, 32)
	Bool = primitiveType("Core", "Bool", Integer, 8)
	Float16 = primitiveType("Core", "Float16", AbstractFloat, 16)
	Float32 = primitiveType("Core", "Float32", AbstractFloat, 32)
	Float64 = primitiveType("Core", "Float64", AbstractFloat, 64)
	Int8 = primitiveType("Core", "Int8", Signed, 8)
	Int16 = primitiveType("Core", "Int16", Signed, 16)
	Int32 = primitiveType("Core", "Int32", Signed, 32)
	Int64 = primitiveType("Core", "Int64", Signed, 64)
	Int128 = primitiveType("Core", "Int128", Signed, 128)
	UInt8 = primitiveType("Core", "UInt8", Unsigned, 8)
	UInt16 = primitiveType("Core", "UInt16", Unsigned, 16)
	UInt32 = primitiveType("Core", "UInt32", Unsigned, 32)
	UInt64 = primitiveType("Core", "UInt64", Unsigned, 64)
	UInt128 = primitiveType("Core", "UInt128", Unsigned, 128)

	pt := NewTypeVar("T", nil, nil)
	PtrT = NewTypeName("Core", "Ptr", KindPtr, []*TypeVar{pt})
	PtrT.Bits = 64
	PtrT.Super = Any
	PtrT.Finish()

	nv := NewTypeVar("names", nil, nil)
	tv := NewTypeVar("T", nil, Apply(TupleT, &Vararg{T: Any, N: -1}))
	NamedTupleT = NewTypeName("Core", "NamedTuple", KindNamedTuple, []*TypeVar{nv, tv})
	NamedTupleT.Super = Any
	NamedTupleT.Finish()

	at, an := NewTypeVar("T", nil, nil), NewTypeVar("N", nil, nil)
	AbstractArrayT = NewTypeName("Core", "AbstractArray", KindAbstract, []*TypeVar{at, an})
	AbstractArrayT.Super = Any
	AbstractArrayT.Finish()
	dt, dn := NewTypeVar("T", nil, nil), NewTypeVar("N", nil, nil)
	DenseArrayT = NewTypeName("Core", "DenseArray", KindAbstract, []*TypeVar{dt, dn})
	DenseArrayT.Super = Apply(AbstractArrayT, dt, dn)
	DenseArrayT.Finish()
	rt, rn := NewTypeVar("T", nil, nil), NewTypeVar("N", nil, nil)
	ArrayT = NewTypeName("Core", "Array", KindArray, []*TypeVar{rt, rn})
	ArrayT.Mutable = true
	ArrayT.Super = Apply(DenseArrayT, rt, rn)
	ArrayT.Finish()

	BoxT = structType("Core", "Box", KindStruct, true, Any, Field{Name: "contents", Type: Any})
	BoxT.Name.Internal = true

	initAliases()
}

// Tuple returns Tuple{ts...}. A trailing *Vararg with a fixed count is
// expanded. It does not apply the Union{} rule of TupleOf.
func Tuple(ts ...Type) *DataType {
	ps := make([]any, len(ts))
	for i, t := range ts {
		ps[i] = t
	}
	return Apply(TupleT, ps...)
}

// TypeOfType returns Type{t}.
func TypeOfType(t Type) *DataType { return Apply(TypeT, t) }

// ArrayOf returns Array{elem, n}.
func ArrayOf(elem Type, n int) *DataType { return Apply(ArrayT, elem, int64(n)) }

// PtrOf returns Ptr{elem}.
func PtrOf(elem Type) *DataType { return Apply(PtrT, elem) }
