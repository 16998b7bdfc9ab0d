package imgcodec

import (
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// varargValue stands for the value of the binding Core.Vararg.
type varargValue struct{}

func (varargValue) IsVarargBinding() {}

// boundObject stands for a run-time object held by a constant binding.
type boundObject struct{ name string }

func (o boundObject) SymbolName() string   { return o.name }
func (o boundObject) KilnType() types.Type { return types.String }

// testModules is a process with a module Core (holding Vararg, a builtin
// and a constant) and a module Pkg.Sub.
func testModules() func(string) *methods.Module {
	core := methods.NewModule("Core", nil)
	def := func(m *methods.Module, name string, v any) {
		b := m.Own(name)
		b.Value, b.Const, b.Defined = v, true, true
	}
	def(core, "Vararg", varargValue{})
	def(core, "typeof", &methods.Builtin{Name: "typeof"})
	def(core, "K", int64(7))
	pkg := methods.NewModule("Pkg", nil)
	sub := methods.NewModule("Sub", pkg)
	def(pkg, "Sub", sub)
	return func(path string) *methods.Module {
		switch path {
		case "Core":
			return core
		case "Pkg":
			return pkg
		case "Pkg.Sub":
			return sub
		}
		return nil
	}
}

// TestValueRoundTrip: the constants of typed IR decode as what was encoded,
// modules and builtins by name through the resolver's modules.
func TestValueRoundTrip(t *testing.T) {
	mods := testModules()
	typeofB := mods("Core").OwnBinding("typeof").Value
	vals := []any{
		int64(-5), int8(-3), uint16(9), uint64(1 << 63), 2.5, float32(1.5), true,
		types.CharValue('λ'), types.Symbol("sym"), "a string", types.NothingValue,
		types.Int64, types.VectorOf(types.Float64), mods("Pkg.Sub"), typeofB,
		&types.TupleValue{Type: types.Tuple(types.Int64, types.Float64), Elems: []any{int64(3), 2.5}},
	}
	e := &Encoder{}
	for _, v := range vals {
		e.Value(v)
	}
	if e.Err() != nil {
		t.Fatalf("encoding: %v", e.Err())
	}
	d := NewDecoder(e.Bytes(), NewResolver(mods))
	for _, want := range vals {
		got := d.Value()
		switch w := want.(type) {
		case types.Type:
			if g, ok := got.(types.Type); !ok || !types.Equal(g, w) {
				t.Errorf("decoded %v, want %v", got, w)
			}
		case *types.TupleValue:
			g, ok := got.(*types.TupleValue)
			if !ok || !types.Equal(g.Type, w.Type) || len(g.Elems) != 2 || g.Elems[0] != w.Elems[0] || g.Elems[1] != w.Elems[1] {
				t.Errorf("decoded %v, want %v", got, w)
			}
		default:
			if got != want {
				t.Errorf("decoded %v (%T), want %v (%T)", got, got, want, want)
			}
		}
	}
	if d.Err() != nil || !d.Done() || d.Remaining() != 0 {
		t.Fatalf("decoding: %v, %d bytes left", d.Err(), d.Remaining())
	}
}

// TestBoundObject: a run-time object is encoded as the constant binding
// that holds it and decodes as that binding's value; one no constant
// holds cannot be encoded.
func TestBoundObject(t *testing.T) {
	e := &Encoder{}
	e.Value(boundObject{"Core.K"})
	d := NewDecoder(e.Bytes(), NewResolver(testModules()))
	if v := d.Value(); d.Err() != nil || v != int64(7) {
		t.Errorf("decoded %v: %v", v, d.Err())
	}
	e = &Encoder{}
	e.Value(boundObject{""})
	if e.Err() == nil || !strings.Contains(e.Err().Error(), "not the value of a named constant") {
		t.Errorf("an unnamed object encoded: %v", e.Err())
	}
	e = &Encoder{}
	e.Value(boundObject{"Core.Missing"})
	d = NewDecoder(e.Bytes(), NewResolver(testModules()))
	if v := d.Value(); d.Err() == nil || d.Err().Error() != "constant Core.Missing is not defined" {
		t.Errorf("an undefined constant decoded as %v: %v", v, d.Err())
	}
}

// TestUnknownNames: a decoder without modules reports a module, a builtin
// and a type it cannot find as errors, and a skip decoder walks the same
// bytes without them.
func TestUnknownNames(t *testing.T) {
	e := &Encoder{}
	e.Value(testModules()("Pkg.Sub"))
	e.Value(testModules()("Core").OwnBinding("typeof").Value)
	b := e.Bytes()
	for _, want := range []string{"module Pkg.Sub is not loaded", "unknown builtin typeof"} {
		d := NewDecoder(b, nil)
		if want == "unknown builtin typeof" {
			d.SkipValue() // past the module
		}
		d.Value()
		if d.Err() == nil || d.Err().Error() != want {
			t.Errorf("got %v, want %q", d.Err(), want)
		}
	}
	s := NewSkipDecoder(b)
	s.Value()
	s.Value()
	if s.Err() != nil || !s.Done() {
		t.Errorf("skip decoder: %v", s.Err())
	}
	te := &Encoder{}
	te.U8(TagDataType)
	te.Str("Nowhere")
	te.Str("Thing")
	te.Uvarint(0)
	d := NewDecoder(te.Bytes(), nil)
	if d.Type(); d.Err() == nil || d.Err().Error() != "type Nowhere.Thing is not defined" {
		t.Errorf("an undefined type: %v", d.Err())
	}
	// A soft read records why and consumes the item.
	d = NewDecoder(append(te.Bytes(), 9), nil)
	var why string
	if typ := d.TypeSoft(&why); typ != nil || d.Err() != nil || why != "type Nowhere.Thing is not defined" || d.U8() != 9 {
		t.Errorf("soft read: %v, %v, %q", typ, d.Err(), why)
	}
}

// TestCraftedVarargCount: a Vararg count inside an image is bounded before
// the tuple type it makes is built (a count of 2^40 in a state section
// exhausted memory, issue 22); an ordinary one decodes.
func TestCraftedVarargCount(t *testing.T) {
	enc := func(n int64) []byte {
		e := &Encoder{}
		e.U8(TagVararg)
		e.Type(types.Int64)
		e.Varint(n)
		e.U8(0)
		return e.Bytes()
	}
	for _, n := range []int64{1 << 40, types.MaxTupleLength + 1, -2, -1 << 40} {
		d := NewDecoder(enc(n), nil)
		d.Type()
		if d.Err() == nil {
			t.Errorf("Vararg count %d accepted", n)
		}
	}
	for _, n := range []int64{3, -1} { // -1: Vararg{Int64} of any length
		d := NewDecoder(enc(n), nil)
		if va, ok := d.Type().(*types.Vararg); d.Err() != nil || !ok || va.N != int(n) {
			t.Errorf("Vararg{Int64} with count %d: %v, %v", n, va, d.Err())
		}
	}
}

// FuzzTypeDecode decodes types with a resolver (not only the structural
// walk of the driver's FuzzStateSection), so that counts, parameters and
// nesting of crafted types reach the code that builds them: no input may
// panic, exhaust memory or loop.
func FuzzTypeDecode(f *testing.F) {
	for _, t := range []types.Type{
		types.Int64, types.VectorOf(types.Float64), types.Tuple(types.Int64, types.String),
		types.MakeUnion(types.Int64, types.Nothing), types.ArrayOf(types.Any, 3),
	} {
		e := &Encoder{}
		e.Type(t)
		f.Add(e.Bytes())
	}
	e := &Encoder{}
	e.U8(TagVararg)
	e.Type(types.Int64)
	e.Varint(3)
	e.U8(0)
	f.Add(e.Bytes())
	f.Fuzz(func(t *testing.T, b []byte) {
		d := NewDecoder(b, nil)
		for i := 0; i < 16 && !d.Done(); i++ {
			d.Type()
		}
	})
}

// TestFreeTypeVarRoundTrip: a type variable no UnionAll binds (a static
// parameter its call left unbound, as in `x in ()`) is encoded with its
// name and bounds, and decodes to one variable per name and bounds, so
// that a package whose workload makes one can save its image (it failed
// with "type variable T is not bound").
func TestFreeTypeVarRoundTrip(t *testing.T) {
	tv := types.NewTypeVar("T", nil, types.Number)
	other := types.NewTypeVar("T", nil, types.Integer)
	e := &Encoder{}
	e.Type(tv)
	e.Type(types.VectorOf(tv))
	e.Type(other)
	if e.Err() != nil {
		t.Fatalf("encoding a free type variable: %v", e.Err())
	}
	d := NewDecoder(e.Bytes(), nil)
	a, _ := d.Type().(*types.TypeVar)
	vec, _ := d.Type().(*types.DataType)
	c, _ := d.Type().(*types.TypeVar)
	if d.Err() != nil || a == nil || vec == nil || c == nil {
		t.Fatalf("decoded %v, %v, %v: %v", a, vec, c, d.Err())
	}
	if a.Name != "T" || a.Ub != types.Number || a.Lb != types.Bottom {
		t.Errorf("decoded T with bounds %v, %v", a.Lb, a.Ub)
	}
	if got, ok := vec.Params[0].(*types.TypeVar); !ok || got != a {
		t.Errorf("Vector{T}'s T is %v, not the same variable as T", vec.Params[0])
	}
	if c == a || c.Ub != types.Integer {
		t.Errorf("T<:Integer decoded as %v<:%v, the same variable: %v", c.Name, c.Ub, c == a)
	}
}

// TestVarargBindingRoundTrip: the binding Core.Vararg as a constant of
// typed IR (code spelling Tuple{Vararg{Int}}, as Base's similar(a, T,
// dims) does) is written to an image and read back as the loading
// process's Core.Vararg; it made every caller of similar fall out of the
// system and Test images.
func TestVarargBindingRoundTrip(t *testing.T) {
	e := &Encoder{}
	e.Lattice(&infer.Const{Val: varargValue{}})
	e.Value(varargValue{})
	if e.Err() != nil {
		t.Fatalf("encoding Core.Vararg: %v", e.Err())
	}
	d := NewDecoder(e.Bytes(), NewResolver(testModules()))
	c, ok := d.Lattice().(*infer.Const)
	v := d.Value()
	if d.Err() != nil || !ok || !d.Done() {
		t.Fatalf("decoded %v, %v: %v", c, v, d.Err())
	}
	if _, ok := c.Val.(varargValue); !ok {
		t.Errorf("the lattice constant decoded as %T", c.Val)
	}
	if _, ok := v.(varargValue); !ok {
		t.Errorf("the value decoded as %T", v)
	}
	// Without a Core that defines it, Core.Vararg does not decode.
	d = NewDecoder(e.Bytes(), nil)
	if d.Lattice(); d.Err() == nil {
		t.Errorf("Core.Vararg decoded without a Core module")
	}
}
