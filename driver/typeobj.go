package driver

import (
	"fmt"
	"hash/fnv"
	"math"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/types"
)

// The fields of type objects, as Julia's DataType, UnionAll, Union and
// TypeVar have them (T.name, T.parameters, T.super, UnionAll's var and
// body, Union's a and b, a TypeVar's name, lb and ub). Base
// (base/typeobj.jl) builds the SimpleVector and TypeName values from these
// answers.
const (
	reflTypeField  = 24 // a type object or TypeVar, b a Symbol: the field's value
	reflTypeParam  = 25 // a DataType, b a boxed Int i: parameter i (i == 0: their count)
	reflFieldTypeN = 26 // a DataType, b a boxed Int i: field type i (i == 0: the field count, 0 for an abstract type)
	reflIsPrim     = 27 // a type: isprimitivetype
	reflTypeSize   = 28 // a type: sizeof(a), the size of its instances' layout
	reflTypeAlign  = 29 // a type with a layout: its alignment (Base.datatype_alignment)
)

// typeObjectReflect answers the kinds above.
func (s *Session) typeObjectReflect(kind int, a, b uintptr) (uintptr, uintptr) {
	t, ok := s.typeFromObject(a)
	if !ok {
		return 0, s.errorException("type reflection on a value that is not a type")
	}
	switch kind {
	case reflTypeSize:
		return s.typeSize(t)
	case reflTypeAlign:
		if _, exc := s.typeSize(t); exc != 0 {
			return 0, exc
		}
		_, align := codegen.TypeSize(t.(*types.DataType), s.jit.layout)
		return s.boxInt(align), 0
	case reflIsPrim:
		dt, ok := t.(*types.DataType)
		return s.BoxBool(ok && dt.Name.Kind == types.KindPrimitive), 0
	case reflTypeParam, reflFieldTypeN:
		dt, ok := t.(*types.DataType)
		if !ok {
			return 0, s.errorException(fmt.Sprintf("type %s has no field parameters", kindName(t)))
		}
		var ps []any
		if kind == reflTypeParam || dt.Name == types.TupleT {
			// a tuple type's types are its parameters (Tuple{2, 3}.types
			// is svec(2, 3) in Julia)
			ps = dt.Params
		} else if dt.Name.Kind != types.KindAbstract && !types.IsTypeType(dt) {
			for _, ft := range types.FieldTypes(dt) {
				ps = append(ps, ft)
			}
		}
		i := int(runtime.ReadWord(b, 0))
		if i == 0 {
			return s.boxInt(int64(len(ps))), 0
		}
		if i < 1 || i > len(ps) {
			return 0, s.errorException("type parameter index out of range")
		}
		if p, ok := s.paramObject(ps[i-1]); ok {
			return p, 0
		}
		return 0, s.errorException(fmt.Sprintf("the type parameter %v of %s has no run-time value in Kiln (not supported)", ps[i-1], types.ParamString(dt)))
	}
	s.jit.mu.Lock()
	field, ok := s.jit.symAddr[b]
	s.jit.mu.Unlock()
	if !ok {
		return 0, s.errorException("getfield: expected a Symbol")
	}
	noField := func() (uintptr, uintptr) {
		return 0, s.errorException(fmt.Sprintf("type %s has no field %s", kindName(t), field))
	}
	switch x := t.(type) {
	case *types.DataType:
		switch field {
		case "super":
			if sup := types.Supertype(x); sup != nil {
				return s.typeObjectAddr(sup), 0
			}
			return s.typeObjectAddr(types.Any), 0
		case "instance":
			if types.IsSingleton(x) && !types.IsTypeType(x) {
				return runtime.TypeInstance(s.desc(x)), 0
			}
			return 0, s.makeUndefRef()
		case "_tnname":
			return s.symbolAddr(x.Name.Name), 0
		case "_tnmodule":
			if m := s.moduleByPath(x.Name.Module); m != nil {
				return s.moduleAddr(m), 0
			}
			return 0, s.errorException("the module of " + types.ParamString(x) + " is not known")
		case "_tnwrapper":
			if x.Name.Wrapper != nil {
				return s.typeObjectAddr(x.Name.Wrapper), 0
			}
			return s.typeObjectAddr(x), 0
		case "_tnnames":
			ns := make([]string, len(x.Name.Fields))
			for i, f := range x.Name.Fields {
				ns[i] = f.Name
			}
			p, _ := s.paramObject(types.MakeSymTuple(ns))
			return p, 0
		case "_hash":
			// a hash of the type's structure, the same in every process
			// (Julia's DataType hash, from its name's and parameters'), so
			// that a Dict keyed by types that a package image holds still
			// finds them (base/dict.jl's hash(::DataType))
			h := fnv.New64a()
			h.Write([]byte(x.Name.Module))
			h.Write([]byte{0})
			h.Write([]byte(types.ParamString(x)))
			return s.boxInt(int64(h.Sum64())), 0
		case "hash", "layout", "flags":
			return 0, s.errorException(fmt.Sprintf("the field %s of a DataType is not supported in Kiln", field))
		}
	case *types.UnionAll:
		switch field {
		case "var":
			return s.typeObjectAddr(x.Var), 0
		case "body":
			return s.typeObjectAddr(x.Body), 0
		}
	case *types.Union:
		if len(x.Types) >= 2 {
			switch field {
			case "a":
				return s.typeObjectAddr(x.Types[0]), 0
			case "b":
				return s.typeObjectAddr(types.MakeUnion(x.Types[1:]...)), 0
			}
		}
	case *types.TypeVar:
		switch field {
		case "name":
			return s.symbolAddr(x.Name), 0
		case "lb":
			if x.Lb == nil {
				return s.typeObjectAddr(types.Bottom), 0
			}
			return s.typeObjectAddr(x.Lb), 0
		case "ub":
			if x.Ub == nil {
				return s.typeObjectAddr(types.Any), 0
			}
			return s.typeObjectAddr(x.Ub), 0
		}
	}
	return noField()
}

// typeSize is sizeof(t) as Julia's jl_f_sizeof answers it for a type: the
// size of the layout of its instances (a mutable struct's too), with
// Julia's errors for types without one.
func (s *Session) typeSize(t types.Type) (uintptr, uintptr) {
	dt, ok := types.Unwrap(t).(*types.DataType)
	if !ok {
		return 0, s.errorException("Argument is an abstract type and does not have a definite size.")
	}
	if dt.Name.Kind == types.KindAbstract || types.IsTypeType(dt) {
		return 0, s.errorException(fmt.Sprintf("Abstract type %s does not have a definite size.", dt.Name.Name))
	}
	if !types.IsConcrete(dt) || t != types.Type(dt) {
		return 0, s.errorException(fmt.Sprintf("Argument is an incomplete %s type and does not have a definite size.", dt.Name.Name))
	}
	switch dt.Name.Kind {
	case types.KindStruct, types.KindTuple, types.KindNamedTuple, types.KindPrimitive, types.KindPtr:
		size, _ := codegen.TypeSize(dt, s.jit.layout)
		return s.boxInt(size), 0
	}
	return 0, s.errorException("Type does not have a fixed size.")
}

// kindName is the name of the type of type object t: DataType, UnionAll,
// Union or TypeVar.
func kindName(t types.Type) string {
	if _, ok := t.(*types.Union); ok {
		return "Union"
	}
	return types.TypeOfTypeValue(t).Name.Name
}

// symbolTupleType is NTuple{n,Symbol}.
func symbolTupleType(n int) *types.DataType {
	ps := make([]types.Type, n)
	for i := range ps {
		ps[i] = types.SymbolT
	}
	return types.Tuple(ps...)
}

// makeUndefRef is an UndefRefError object.
func (s *Session) makeUndefRef() uintptr {
	if p := s.newObject("UndefRefError"); p != 0 {
		return p
	}
	return s.errorException("UndefRefError: access to undefined reference")
}

// paramObject is the run-time object of a type parameter: a type, or a
// plain value (an integer, a Bool, a Symbol, a Char, a tuple of symbols).
func (s *Session) paramObject(v any) (uintptr, bool) {
	switch x := v.(type) {
	case bool:
		return s.BoxBool(x), true
	case int8:
		return s.BoxInt(uint64(x), 8, true), true
	case int16:
		return s.BoxInt(uint64(x), 16, true), true
	case int32:
		return s.BoxInt(uint64(x), 32, true), true
	case uint8:
		return s.BoxInt(uint64(x), 8, false), true
	case uint16:
		return s.BoxInt(uint64(x), 16, false), true
	case uint32:
		return s.BoxInt(uint64(x), 32, false), true
	case uint64:
		return s.BoxInt(x, 64, false), true
	case float32:
		return s.BoxFloat32(x), true
	case float64:
		p := runtime.AllocAtomic(s.desc(types.Float64), 8)
		runtime.WriteWord(p, 0, math.Float64bits(x))
		return p, true
	case types.CharValue:
		p := runtime.AllocAtomic(s.desc(types.Char), 8)
		runtime.WriteWord(p, 0, uint64(x))
		return p, true
	case *types.TupleValue:
		for _, e := range x.Elems {
			if _, ok := e.(types.Symbol); !ok {
				return 0, false
			}
		}
		return s.symbolTupleObject(x), true
	case types.SymTuple:
		ns := x.Names()
		es := make([]any, len(ns))
		for i, n := range ns {
			es[i] = types.Symbol(n)
		}
		return s.symbolTupleObject(&types.TupleValue{Type: symbolTupleType(len(es)), Elems: es}), true
	case *types.Vararg:
		return 0, false
	}
	return s.boxConstValue(v)
}
