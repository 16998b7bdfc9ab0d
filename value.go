package kiln

import (
	"errors"
	"fmt"
	"math"
	goruntime "runtime"
	"unsafe"

	"github.com/kiln-lang/kiln/driver"
	kilnrt "github.com/kiln-lang/kiln/runtime"
)

// Value is a Kiln value held by Go: any Julia object, from Eval, Call or
// ValueOf. A Value keeps its object alive (Kiln's collector does not see
// Go's memory, so each Value holds a root slot, released when the Value
// is garbage collected by Go). Values are immutable and may be used from
// any goroutine; their methods run on the Runtime's engine like the
// Runtime's own, and return ErrClosed once it is closed.
//
// The zero Value is Julia's nothing.
type Value struct {
	h *handle
}

// handle is a Value's root slot: a word the collector scans, holding the
// object's address.
type handle struct {
	r    *Runtime
	slot uintptr
}

// root makes a Value of the boxed object p (on the engine goroutine, before
// anything else can allocate).
func (r *Runtime) root(p uintptr) Value {
	e := r.e
	e.slotMu.Lock()
	var slot uintptr
	if n := len(e.free); n > 0 {
		slot = e.free[n-1]
		e.free = e.free[:n-1]
	}
	e.slotMu.Unlock()
	if slot == 0 {
		slot = kilnrt.RootSlot()
	}
	kilnrt.WriteWord(slot, 0, uint64(p))
	h := &handle{r: r, slot: slot}
	goruntime.AddCleanup(h, e.release, slot)
	return Value{h: h}
}

// release empties the root slot of a Value Go collected and keeps it for
// reuse (root slots are never freed).
func (e *engine) release(slot uintptr) {
	kilnrt.WriteWord(slot, 0, 0)
	e.slotMu.Lock()
	e.free = append(e.free, slot)
	e.slotMu.Unlock()
}

// ptr is the object's address (0 for the zero Value).
func (v Value) ptr() uintptr {
	if v.h == nil {
		return 0
	}
	return uintptr(kilnrt.ReadWord(v.h.slot, 0))
}

// owns checks that v may be passed to r.
func (r *Runtime) owns(v Value) error {
	if v.h != nil && v.h.r != r {
		if v.h.r.closed.Load() {
			return ErrClosed
		}
		return errors.New("kiln: the Value belongs to another Runtime")
	}
	return nil
}

// obj is v's address, nothing's for the zero Value (on the engine).
func (v Value) obj(s *driver.Session) uintptr {
	if p := v.ptr(); p != 0 {
		return p
	}
	return s.Nothing()
}

// do runs f on v's engine with v's object.
func (v Value) do(f func(s *driver.Session, p uintptr) error) error {
	if v.h == nil {
		return errors.New("kiln: the zero Value (nothing) has no Runtime")
	}
	return v.h.r.do(func(s *driver.Session) error {
		err := f(s, v.obj(s))
		goruntime.KeepAlive(v.h)
		return err
	})
}

// Type is the Julia type of the value as Julia prints it in Main
// (typeof(x)): "Int64", "Vector{Float64}", "String", a struct's name.
// It is "" once the Runtime is closed.
func (v Value) Type() string {
	if v.h == nil {
		return "Nothing"
	}
	var t string
	v.do(func(s *driver.Session, p uintptr) error {
		t = s.TypeName(p)
		return nil
	})
	return t
}

// String is Julia's repr(x): "1.5", "\"text\"", "[1, 2, 3]", "nothing".
// When repr throws, or the Runtime is closed, it describes that instead,
// between angle brackets.
func (v Value) String() string {
	if v.h == nil {
		return "nothing"
	}
	var out string
	err := v.do(func(s *driver.Session, p uintptr) error {
		res, err := v.h.r.callBase(s, "repr", p)
		if err != nil {
			return err
		}
		out = s.StringOf(res)
		return nil
	})
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return out
}

// callBase calls Base.name(args...) and returns the result (unrooted).
func (r *Runtime) callBase(s *driver.Session, name string, args ...uintptr) (uintptr, error) {
	f := s.BaseFunction(name)
	if f == 0 {
		return 0, fmt.Errorf("kiln: Base.%s is not defined", name)
	}
	p, err := s.CallValue(f, args)
	if err != nil {
		return 0, r.newError(s, err)
	}
	return p, nil
}

// IsNothing reports whether the value is nothing.
func (v Value) IsNothing() bool {
	if v.h == nil {
		return true
	}
	var k driver.Kind
	v.do(func(s *driver.Session, p uintptr) error {
		k = s.KindOf(p)
		return nil
	})
	return k == driver.KindNothing
}

// ConversionError says that a Value does not convert to the Go type
// asked for.
type ConversionError struct {
	// Type is the value's Julia type; GoType the Go type asked for.
	Type, GoType string
}

// Error says which conversion failed.
func (e *ConversionError) Error() string {
	return fmt.Sprintf("kiln: cannot convert a value of type %s to %s", e.Type, e.GoType)
}

// read runs f with v's kind on the engine, or returns a ConversionError
// when the kind is not one of want.
func (v Value) read(goType string, f func(s *driver.Session, p uintptr, k driver.Kind) error, want ...driver.Kind) error {
	if v.h == nil {
		for _, k := range want {
			if k == driver.KindNothing {
				return nil
			}
		}
		return &ConversionError{Type: "Nothing", GoType: goType}
	}
	return v.do(func(s *driver.Session, p uintptr) error {
		k := s.KindOf(p)
		for _, w := range want {
			if k == w {
				return f(s, p, k)
			}
		}
		return &ConversionError{Type: s.TypeName(p), GoType: goType}
	})
}

// Int64 returns the value of a Julia integer of at most 64 bits (Int64,
// Int32, UInt8, …; a UInt64 only when it fits).
func (v Value) Int64() (int64, error) {
	var n int64
	err := v.read("int64", func(s *driver.Session, p uintptr, _ driver.Kind) error {
		x, ok := s.IntOf(p)
		if !ok {
			return &ConversionError{Type: s.TypeName(p), GoType: "int64"}
		}
		n = x
		return nil
	}, driver.KindInt)
	return n, err
}

// Float64 returns the value of a Float64, Float32 or Float16.
func (v Value) Float64() (float64, error) {
	var x float64
	err := v.read("float64", func(s *driver.Session, p uintptr, _ driver.Kind) error {
		x = s.FloatOf(p)
		return nil
	}, driver.KindFloat)
	return x, err
}

// Bool returns the value of a Bool.
func (v Value) Bool() (bool, error) {
	var b bool
	err := v.read("bool", func(s *driver.Session, p uintptr, _ driver.Kind) error {
		b = s.BoolOf(p)
		return nil
	}, driver.KindBool)
	return b, err
}

// Text returns the contents of a String (String gives repr instead).
func (v Value) Text() (string, error) {
	var t string
	err := v.read("string", func(s *driver.Session, p uintptr, _ driver.Kind) error {
		t = s.StringOf(p)
		return nil
	}, driver.KindString)
	return t, err
}

// Float64s returns the elements of a Vector{Float64} without copying
// them: the slice shares the vector's memory, and writes through it are
// writes to the vector. Sharing is safe while the Value is reachable
// (keep it so, with runtime.KeepAlive if need be, as long as the slice is
// used) and while Kiln code does not resize the vector (push!, append!,
// resize!, deleteat!, empty! move or shrink its storage: the slice would
// then refer to memory the collector may reuse). For a copy, use
// slices.Clone.
func (v Value) Float64s() ([]float64, error) {
	var out []float64
	err := v.read("[]float64", func(s *driver.Session, p uintptr, _ driver.Kind) error {
		data, n := s.VectorData(p)
		if n > 0 {
			out = unsafe.Slice((*float64)(data), n)
		} else {
			out = []float64{}
		}
		return nil
	}, driver.KindFloat64s)
	return out, err
}

// Int64s returns the elements of a Vector{Int64} without copying them,
// under Float64s's rules.
func (v Value) Int64s() ([]int64, error) {
	var out []int64
	err := v.read("[]int64", func(s *driver.Session, p uintptr, _ driver.Kind) error {
		data, n := s.VectorData(p)
		if n > 0 {
			out = unsafe.Slice((*int64)(data), n)
		} else {
			out = []int64{}
		}
		return nil
	}, driver.KindInt64s)
	return out, err
}

// Interface converts the value to its natural Go value: nil for nothing,
// bool, int64 (every integer type of at most 64 bits that fits), float64
// (Float16, Float32, Float64), string, []float64 and []int64 (shared as
// by Float64s). Any other value is returned as itself, a Value.
func (v Value) Interface() (any, error) {
	if v.h == nil {
		return nil, nil
	}
	var out any
	err := v.do(func(s *driver.Session, p uintptr) error {
		switch s.KindOf(p) {
		case driver.KindNothing:
			out = nil
		case driver.KindBool:
			out = s.BoolOf(p)
		case driver.KindInt:
			if n, ok := s.IntOf(p); ok {
				out = n
			} else {
				out = v
			}
		case driver.KindFloat:
			out = s.FloatOf(p)
		case driver.KindString:
			out = s.StringOf(p)
		case driver.KindFloat64s:
			data, n := s.VectorData(p)
			if n == 0 {
				out = []float64{}
			} else {
				out = unsafe.Slice((*float64)(data), n)
			}
		case driver.KindInt64s:
			data, n := s.VectorData(p)
			if n == 0 {
				out = []int64{}
			} else {
				out = unsafe.Slice((*int64)(data), n)
			}
		default:
			out = v
		}
		return nil
	})
	return out, err
}

// ValueOf converts a Go value to a Kiln value:
//
//	nil                                     nothing
//	bool                                    Bool
//	int, int64                              Int64
//	int8, int16, int32                      Int8, Int16, Int32
//	uint, uint64, uint8, uint16, uint32     UInt64, UInt8, UInt16, UInt32
//	float64, float32                        Float64, Float32
//	string                                  String
//	[]float64, []int64                      Vector{Float64}, Vector{Int64} (a copy)
//	Value                                   itself
//
// A slice is copied, since Kiln's collector cannot keep Go memory alive
// and Go's cannot see Kiln's references to it; to fill a vector without a
// copy, make it with NewFloat64s or NewInt64s and write to its slice.
func (r *Runtime) ValueOf(x any) (Value, error) {
	var v Value
	err := r.do(func(s *driver.Session) error {
		var err error
		v, err = r.toKiln(s, x)
		return err
	})
	return v, err
}

// toKiln is ValueOf on the engine.
func (r *Runtime) toKiln(s *driver.Session, x any) (Value, error) {
	var p uintptr
	switch x := x.(type) {
	case nil:
		p = s.Nothing()
	case Value:
		if err := r.owns(x); err != nil {
			return Value{}, err
		}
		if x.h == nil {
			return r.root(s.Nothing()), nil
		}
		return x, nil
	case bool:
		p = s.BoxBool(x)
	case int:
		p = s.BoxInt64(int64(x))
	case int64:
		p = s.BoxInt64(x)
	case int8:
		p = s.BoxInt(uint64(x), 8, true)
	case int16:
		p = s.BoxInt(uint64(x), 16, true)
	case int32:
		p = s.BoxInt(uint64(x), 32, true)
	case uint:
		p = s.BoxInt(uint64(x), 64, false)
	case uint64:
		p = s.BoxInt(x, 64, false)
	case uint8:
		p = s.BoxInt(uint64(x), 8, false)
	case uint16:
		p = s.BoxInt(uint64(x), 16, false)
	case uint32:
		p = s.BoxInt(uint64(x), 32, false)
	case float64:
		p = s.BoxFloat64(x)
	case float32:
		p = s.BoxFloat32(x)
	case string:
		p = s.BoxString(x)
	case []float64:
		v := r.root(s.NewVector(true, len(x)))
		if len(x) > 0 {
			data, n := s.VectorData(v.ptr())
			copy(unsafe.Slice((*float64)(data), n), x)
		}
		return v, nil
	case []int64:
		v := r.root(s.NewVector(false, len(x)))
		if len(x) > 0 {
			data, n := s.VectorData(v.ptr())
			copy(unsafe.Slice((*int64)(data), n), x)
		}
		return v, nil
	default:
		return Value{}, fmt.Errorf("kiln: cannot convert a Go %T to a Kiln value", x)
	}
	return r.root(p), nil
}

// NewFloat64s makes a Vector{Float64} of n zeros and returns it with its
// elements as a slice that shares its memory (under Value.Float64s's
// rules): fill the slice, then pass the Value to Call, with no copy.
func (r *Runtime) NewFloat64s(n int) (Value, []float64, error) {
	v, err := r.newVector(true, n)
	if err != nil {
		return Value{}, nil, err
	}
	xs, err := v.Float64s()
	return v, xs, err
}

// NewInt64s makes a Vector{Int64} of n zeros, as NewFloat64s.
func (r *Runtime) NewInt64s(n int) (Value, []int64, error) {
	v, err := r.newVector(false, n)
	if err != nil {
		return Value{}, nil, err
	}
	xs, err := v.Int64s()
	return v, xs, err
}

func (r *Runtime) newVector(float bool, n int) (Value, error) {
	if n < 0 || int64(n) > math.MaxInt64/8 {
		return Value{}, fmt.Errorf("kiln: invalid vector length %d", n)
	}
	var v Value
	err := r.do(func(s *driver.Session) error {
		v = r.root(s.NewVector(float, n))
		return nil
	})
	return v, err
}
