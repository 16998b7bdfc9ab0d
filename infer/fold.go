package infer

import (
	"math"
	"strings"

	"github.com/kiln-lang/kiln/types"
)

// Constant folding of intrinsics on constant arguments, so that Base
// constants such as `bitcast(Float64, 0x7ff0000000000000)` or
// `typemax(Int64) - 1` are known to inference.

// intBits returns the bits of an integer-like constant, its width and
// whether it is signed.
func intBits(v any) (uint64, int, bool, bool) {
	switch x := v.(type) {
	case int8:
		return uint64(uint8(x)), 8, true, true
	case int16:
		return uint64(uint16(x)), 16, true, true
	case int32:
		return uint64(uint32(x)), 32, true, true
	case int64:
		return uint64(x), 64, true, true
	case uint8:
		return uint64(x), 8, false, true
	case uint16:
		return uint64(x), 16, false, true
	case uint32:
		return uint64(x), 32, false, true
	case uint64:
		return x, 64, false, true
	case bool:
		if x {
			return 1, 8, false, true
		}
		return 0, 8, false, true
	case types.CharValue:
		return uint64(x), 32, false, true
	}
	return 0, 0, false, false
}

// fromBits makes a constant of type t from bits.
func fromBits(t types.Type, b uint64) (any, bool) {
	switch t {
	case types.Int8:
		return int8(b), true
	case types.Int16:
		return int16(b), true
	case types.Int32:
		return int32(b), true
	case types.Int64:
		return int64(b), true
	case types.UInt8:
		return uint8(b), true
	case types.UInt16:
		return uint16(b), true
	case types.UInt32:
		return uint32(b), true
	case types.UInt64:
		return b, true
	case types.Bool:
		return b&1 != 0, true
	case types.Char:
		return types.CharValue(uint32(b)), true
	case types.Float64:
		return math.Float64frombits(b), true
	case types.Float32:
		return math.Float32frombits(uint32(b)), true
	}
	return nil, false
}

func signExtend(b uint64, w int) int64 {
	s := 64 - uint(w)
	return int64(b<<s) >> s
}

func mask(b uint64, w int) uint64 {
	if w >= 64 {
		return b
	}
	return b & (1<<uint(w) - 1)
}

// foldIntrinsic evaluates an intrinsic on constant arguments.
func foldIntrinsic(name string, args []any) (any, bool) {
	// The fast-math forms (@fastmath) compute the same on constants.
	name = strings.TrimSuffix(name, "_fast")
	vals := make([]any, len(args))
	for i, a := range args {
		c, ok := a.(*Const)
		if !ok {
			return nil, false
		}
		vals[i] = c.Val
	}
	if convIntrinsics[name] {
		if len(vals) != 2 {
			return nil, false
		}
		t, ok := vals[0].(types.Type)
		if !ok {
			return nil, false
		}
		x := vals[1]
		switch name {
		case "bitcast":
			switch f := x.(type) {
			case float64:
				return fromBits(t, math.Float64bits(f))
			case float32:
				return fromBits(t, uint64(math.Float32bits(f)))
			}
			b, _, _, ok := intBits(x)
			if !ok {
				return nil, false
			}
			return fromBits(t, b)
		case "sext_int":
			b, w, _, ok := intBits(x)
			if !ok {
				return nil, false
			}
			return fromBits(t, uint64(signExtend(b, w)))
		case "zext_int", "trunc_int":
			b, _, _, ok := intBits(x)
			if !ok {
				return nil, false
			}
			return fromBits(t, b)
		case "sitofp", "uitofp":
			b, w, _, ok := intBits(x)
			if !ok {
				return nil, false
			}
			var f float64
			if name == "sitofp" {
				f = float64(signExtend(b, w))
			} else {
				f = float64(b)
			}
			switch t {
			case types.Float64:
				return f, true
			case types.Float32:
				return float32(f), true
			}
		case "fpext":
			if f, ok := x.(float32); ok && t == types.Float64 {
				return float64(f), true
			}
		case "fptrunc":
			if f, ok := x.(float64); ok && t == types.Float32 {
				return float32(f), true
			}
		}
		return nil, false
	}
	if len(vals) == 0 {
		return nil, false
	}
	// Floats.
	switch x := vals[0].(type) {
	case float64:
		return foldFloat(name, vals, x, func(v float64) any { return v })
	case float32:
		return foldFloat(name, vals, float64(x), func(v float64) any { return float32(v) })
	}
	b0, w, _, ok := intBits(vals[0])
	if !ok {
		return nil, false
	}
	t := TypeOf(vals[0])
	var b1 uint64
	if len(vals) > 1 {
		b1, _, _, ok = intBits(vals[1])
		if !ok {
			return nil, false
		}
	}
	res := func(b uint64) (any, bool) { return fromBits(t, mask(b, w)) }
	boolean := func(c bool) (any, bool) { return c, true }
	switch name {
	case "add_int":
		return res(b0 + b1)
	case "sub_int":
		return res(b0 - b1)
	case "mul_int":
		return res(b0 * b1)
	case "neg_int":
		return res(-b0)
	case "and_int":
		return res(b0 & b1)
	case "or_int":
		return res(b0 | b1)
	case "xor_int":
		return res(b0 ^ b1)
	case "not_int":
		if t == types.Bool {
			return res(b0 ^ 1)
		}
		return res(^b0)
	case "shl_int":
		if b1 >= uint64(w) {
			return nil, false
		}
		return res(b0 << b1)
	case "lshr_int":
		if b1 >= uint64(w) {
			return nil, false
		}
		return res(b0 >> b1)
	case "ashr_int":
		if b1 >= uint64(w) {
			return nil, false
		}
		return res(uint64(signExtend(b0, w) >> b1))
	case "eq_int":
		return boolean(b0 == b1)
	case "ne_int":
		return boolean(b0 != b1)
	case "slt_int":
		return boolean(signExtend(b0, w) < signExtend(b1, w))
	case "sle_int":
		return boolean(signExtend(b0, w) <= signExtend(b1, w))
	case "ult_int":
		return boolean(b0 < b1)
	case "ule_int":
		return boolean(b0 <= b1)
	}
	return nil, false
}

func foldFloat(name string, vals []any, x float64, mk func(float64) any) (any, bool) {
	var y float64
	if len(vals) > 1 {
		switch v := vals[1].(type) {
		case float64:
			y = v
		case float32:
			y = float64(v)
		default:
			return nil, false
		}
	}
	switch name {
	case "add_float":
		return mk(x + y), true
	case "sub_float":
		return mk(x - y), true
	case "mul_float":
		return mk(x * y), true
	case "div_float":
		return mk(x / y), true
	case "neg_float":
		return mk(-x), true
	case "eq_float":
		return x == y, true
	case "ne_float":
		return x != y, true
	case "lt_float":
		return x < y, true
	case "le_float":
		return x <= y, true
	}
	return nil, false
}
