package types

// Test fixtures: a few types of Base and of user code, defined as Kiln's
// standard library and programs would define them.

var (
	tPointName   *TypeName // struct Point{T<:Real}; x::T; y::T; end (Main)
	tPoint       Type
	tGeoPoint    *DataType // Geometry.Point (package module Geometry)
	tMGeoPoint   *DataType // Main.Geometry.Point (submodule of Main)
	tValName     *TypeName // struct Val{x} end (Base)
	tDictName    *TypeName // mutable struct Dict{K,V} <: AbstractDict{K,V} (Base)
	tAbsDict     *TypeName
	tPairName    *TypeName // struct Pair{A,B}; first::A; second::B; end
	tComplex     *TypeName // struct Complex{T<:Real} <: Number; re::T; im::T; end
	tRefValue    *TypeName // mutable struct Base.RefValue{T} <: Ref{T} (not exported)
	tRef         *TypeName
	tSome        *TypeName // struct Some{T}; value::T; end
	tMissing     *DataType // struct Missing end (Base)
	tUnitRange   *TypeName // UnitRange{T<:Real} <: AbstractUnitRange{T} <: OrdinalRange{T,T} <: AbstractRange{T} <: AbstractVector{T}
	tAbsRange    *TypeName
	tOrdRange    *TypeName
	tAbsURange   *TypeName
	tMut         *DataType // mutable struct Counter; n::Int64; end (Main)
	tWrap        *DataType // struct Wrap; s::String; end (Main) — not bits
	tPair2       *DataType // struct Pt2; x::Float64; y::Float64; end (Main) — bits
	tAbstractFoo *DataType // abstract type Foo end (Main)
	tFooA        *DataType // struct FooA <: Foo end
	tFooB        *DataType // struct FooB <: Foo end
	tSin         *DataType // typeof(sin) (Base)
	tF           *DataType // typeof(f) (Main)
	tG           *DataType // typeof(g) (Main)
	tPlus        *DataType // typeof(+) (Base)
	tClosure     *DataType // var"#1#2" (Main)
	tClosureP    *TypeName // var"#3#4"{T} closure capturing x::T
	tHidden      *DataType // typeof(Geometry.area) (Geometry, not exported)
	tIO          *DataType // abstract type IO end (Base)
)

func tv(name string, lb, ub Type) *TypeVar { return NewTypeVar(name, lb, ub) }

func ua(v *TypeVar, body Type) Type { return UnionAllOf(v, body) }

func tup(ts ...Type) Type { return TupleOf(ts...) }

func u(ts ...Type) Type { return MakeUnion(ts...) }

func vec(t Type) Type { return VectorOf(t) }

func mat(t Type) Type { return MatrixOf(t) }

func tyT(t Type) Type { return TypeOfType(t) }

func app(tn *TypeName, ps ...any) Type {
	t, err := InstantiateName(tn, ps...)
	if err != nil {
		panic(err)
	}
	return t
}

func va(t Type) *Vararg { return VarargOf(t, -1) }

func tupv(ts ...Type) Type {
	ps := make([]any, len(ts))
	for i, t := range ts {
		ps[i] = t
	}
	return tupleOfParams(ps)
}

func structName(module, name string, kind Kind, mutable bool, params []*TypeVar, super Type, fields ...Field) *TypeName {
	tn := NewTypeName(module, name, kind, params)
	tn.Mutable = mutable
	tn.Super = super
	tn.Fields = fields
	tn.Finish()
	return tn
}

func funcType(module, name string) *DataType {
	tn := NewTypeName(module, "#"+name, KindStruct, nil)
	tn.Function = true
	tn.Super = Function
	tn.Finish()
	return tn.Wrapper.(*DataType)
}

func init() {
	t := tv("T", nil, Real)
	tPointName = structName("Main", "Point", KindStruct, false, []*TypeVar{t}, Any, Field{Name: "x", Type: t}, Field{Name: "y", Type: t})
	tPoint = tPointName.Wrapper
	tGeoPoint = structName("Geometry", "Point", KindStruct, false, nil, Any, Field{Name: "x", Type: Float64}).Wrapper.(*DataType)
	tMGeoPoint = structName("Main.Geometry", "Point", KindStruct, false, nil, Any, Field{Name: "x", Type: Float64}).Wrapper.(*DataType)

	x := tv("x", nil, nil)
	tValName = structName("Base", "Val", KindStruct, false, []*TypeVar{x}, Any)

	k, v := tv("K", nil, nil), tv("V", nil, nil)
	tAbsDict = NewTypeName("Base", "AbstractDict", KindAbstract, []*TypeVar{k, v})
	tAbsDict.Super = Any
	tAbsDict.Finish()
	k2, v2 := tv("K", nil, nil), tv("V", nil, nil)
	tDictName = structName("Base", "Dict", KindStruct, true, []*TypeVar{k2, v2}, Apply(tAbsDict, k2, v2),
		Field{Name: "keys", Type: VectorOf(k2)}, Field{Name: "vals", Type: VectorOf(v2)}, Field{Name: "count", Type: Int64})

	a, b := tv("A", nil, nil), tv("B", nil, nil)
	tPairName = structName("Base", "Pair", KindStruct, false, []*TypeVar{a, b}, Any, Field{Name: "first", Type: a}, Field{Name: "second", Type: b})

	ct := tv("T", nil, Real)
	tComplex = structName("Base", "Complex", KindStruct, false, []*TypeVar{ct}, Number, Field{Name: "re", Type: ct}, Field{Name: "im", Type: ct})

	rt := tv("T", nil, nil)
	tRef = NewTypeName("Base", "Ref", KindAbstract, []*TypeVar{rt})
	tRef.Super = Any
	tRef.Finish()
	rvt := tv("T", nil, nil)
	tRefValue = structName("Base", "RefValue", KindStruct, true, []*TypeVar{rvt}, Apply(tRef, rvt), Field{Name: "x", Type: rvt})
	tRefValue.Internal = true

	st := tv("T", nil, nil)
	tSome = structName("Base", "Some", KindStruct, false, []*TypeVar{st}, Any, Field{Name: "value", Type: st})
	tMissing = structName("Base", "Missing", KindStruct, false, nil, Any).Wrapper.(*DataType)

	art := tv("T", nil, nil)
	tAbsRange = NewTypeName("Base", "AbstractRange", KindAbstract, []*TypeVar{art})
	tAbsRange.Super = Apply(AbstractArrayT, art, int64(1))
	tAbsRange.Finish()
	ort, ors := tv("T", nil, nil), tv("S", nil, nil)
	tOrdRange = NewTypeName("Base", "OrdinalRange", KindAbstract, []*TypeVar{ort, ors})
	tOrdRange.Super = Apply(tAbsRange, ort)
	tOrdRange.Finish()
	aurt := tv("T", nil, nil)
	tAbsURange = NewTypeName("Base", "AbstractUnitRange", KindAbstract, []*TypeVar{aurt})
	tAbsURange.Super = Apply(tOrdRange, aurt, aurt)
	tAbsURange.Finish()
	urt := tv("T", nil, Real)
	tUnitRange = structName("Base", "UnitRange", KindStruct, false, []*TypeVar{urt}, Apply(tAbsURange, urt),
		Field{Name: "start", Type: urt}, Field{Name: "stop", Type: urt})

	tMut = structName("Main", "Counter", KindStruct, true, nil, Any, Field{Name: "n", Type: Int64}).Wrapper.(*DataType)
	tWrap = structName("Main", "Wrap", KindStruct, false, nil, Any, Field{Name: "s", Type: String}).Wrapper.(*DataType)
	tPair2 = structName("Main", "Pt2", KindStruct, false, nil, Any, Field{Name: "x", Type: Float64}, Field{Name: "y", Type: Float64}).Wrapper.(*DataType)
	foo := NewTypeName("Main", "Foo", KindAbstract, nil)
	foo.Super = Any
	foo.Finish()
	tAbstractFoo = foo.Wrapper.(*DataType)
	tFooA = structName("Main", "FooA", KindStruct, false, nil, tAbstractFoo).Wrapper.(*DataType)
	tFooB = structName("Main", "FooB", KindStruct, false, nil, tAbstractFoo).Wrapper.(*DataType)

	tSin = funcType("Base", "sin")
	tF = funcType("Main", "f")
	tG = funcType("Main", "g")
	tPlus = funcType("Base", "+")
	cl := NewTypeName("Main", "#1#2", KindStruct, nil)
	cl.Function = true
	cl.Super = Function
	cl.Finish()
	tClosure = cl.Wrapper.(*DataType)
	cpt := tv("T", nil, nil)
	tClosureP = NewTypeName("Main", "#3#4", KindStruct, []*TypeVar{cpt})
	tClosureP.Function = true
	tClosureP.Super = Function
	tClosureP.Fields = []Field{{Name: "x", Type: cpt}}
	tClosureP.Finish()
	tHidden = funcType("Geometry", "area")
	io := NewTypeName("Base", "IO", KindAbstract, nil)
	io.Super = Any
	io.Finish()
	tIO = io.Wrapper.(*DataType)
}
