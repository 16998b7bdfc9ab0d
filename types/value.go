package types

import "fmt"

// The compile-time value model. Inference and code generation manipulate
// Julia values known at compile time (constants) as these Go values:
//
//	int8 int16 int32 int64 uint8 uint16 uint32 uint64  the integer types
//	float32 float64 bool                               Float32, Float64, Bool
//	CharValue                                          Char
//	Symbol                                             Symbol
//	string                                             String
//	Nothing (the value NothingValue)                   nothing
//	Type                                               a type object
//	*TupleValue, *StructValue                          immutable composites
//	Typed                                              anything else that knows its type
//	                                                   (functions, modules, heap objects)

// CharValue is a Julia Char: the UTF-8 bytes of a character, left-aligned in 32
// bits (so 'a' is 0x61000000), exactly Julia's representation.
type CharValue uint32

// NothingType is the Go type of the value nothing.
type NothingType struct{}

// NothingValue is Julia's nothing.
var NothingValue = NothingType{}

// String prints nothing.
func (NothingType) String() string { return "nothing" }

// Typed is implemented by compile-time values that are not plain Go values.
type Typed interface {
	KilnType() Type
}

// TupleValue is a tuple constant.
type TupleValue struct {
	Type  *DataType
	Elems []any
}

// KilnType returns the tuple's type.
func (t *TupleValue) KilnType() Type { return t.Type }

// StructValue is a constant of an immutable struct type.
type StructValue struct {
	Type   *DataType
	Fields []any
}

// KilnType returns the struct's type.
func (s *StructValue) KilnType() Type { return s.Type }

// CharFromRune encodes a code point as a Julia Char.
func CharFromRune(r rune) CharValue {
	var b [4]byte
	n := encodeRune(b[:], r)
	var c uint32
	for i := 0; i < 4; i++ {
		c <<= 8
		if i < n {
			c |= uint32(b[i])
		}
	}
	return CharValue(c)
}

func encodeRune(p []byte, r rune) int {
	switch {
	case r < 0x80:
		p[0] = byte(r)
		return 1
	case r < 0x800:
		p[0] = 0xC0 | byte(r>>6)
		p[1] = 0x80 | byte(r)&0x3F
		return 2
	case r < 0x10000:
		p[0] = 0xE0 | byte(r>>12)
		p[1] = 0x80 | byte(r>>6)&0x3F
		p[2] = 0x80 | byte(r)&0x3F
		return 3
	default:
		p[0] = 0xF0 | byte(r>>18)
		p[1] = 0x80 | byte(r>>12)&0x3F
		p[2] = 0x80 | byte(r>>6)&0x3F
		p[3] = 0x80 | byte(r)&0x3F
		return 4
	}
}

// TypeOfValue returns the Julia type of a compile-time value.
func TypeOfValue(v any) Type {
	switch x := v.(type) {
	case int8:
		return Int8
	case int16:
		return Int16
	case int32:
		return Int32
	case int64:
		return Int64
	case uint8:
		return UInt8
	case uint16:
		return UInt16
	case uint32:
		return UInt32
	case uint64:
		return UInt64
	case float32:
		return Float32
	case float64:
		return Float64
	case bool:
		return Bool
	case CharValue:
		return Char
	case Symbol:
		return SymbolT
	case string:
		return String
	case NothingType:
		return Nothing
	case *DataType:
		return TypeOfTypeValue(x)
	case *Union:
		return TypeOfTypeValue(x)
	case *UnionAll:
		return TypeOfTypeValue(x)
	case *TypeVar:
		return TypeVarT
	case Typed:
		return x.KilnType()
	}
	panic(fmt.Sprintf("types: no Julia type for Go value %T", v))
}

// TypeOfTypeValue returns typeof(t) for a type object: DataType, Union or
// UnionAll (Julia's kinds), with Union{} being Core.TypeofBottom in Julia;
// Kiln uses Union for it.
func TypeOfTypeValue(t Type) *DataType {
	switch t.(type) {
	case *DataType:
		return DataTypeT
	case *Union:
		return UnionKind
	case *UnionAll:
		return UnionAllT
	}
	return TypeVarT
}
