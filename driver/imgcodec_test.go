package driver

import (
	"testing"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/types"
)

// stateSeed encodes a small state section: two bindings and one object.
func stateSeed() []byte {
	e := &imgEnc{}
	e.uv(2)
	e.str("Pkg")
	e.str("K")
	e.u8(1)
	e.u8(stateConst)
	e.value(&types.TupleValue{Type: types.Tuple(types.Int64, types.Float64), Elems: []any{int64(3), 2.5}})
	e.str("Pkg")
	e.str("v")
	e.u8(2)
	e.typ(types.VectorOf(types.Int64))
	e.u8(stateObject)
	e.uv(0)
	e.uv(1)
	o := &imgEnc{}
	o.u8(objArray)
	o.typ(types.VectorOf(types.Int64))
	o.uv(2)
	o.uv(2)
	o.bytes([]byte{1, 0, 0, 0, 0, 0, 0, 0})
	o.bytes([]byte{2, 0, 0, 0, 0, 0, 0, 0})
	e.bytes(o.b)
	return e.b
}

// TestStateSectionStructure: the structural reader accepts a well-formed
// section and rejects truncations with an error.
func TestStateSectionStructure(t *testing.T) {
	b := stateSeed()
	r, err := newStateReader(nil, nil, b)
	if err != nil {
		t.Fatalf("well-formed section rejected: %v", err)
	}
	if len(r.recs) != 2 || len(r.objs) != 1 || r.recs[1].declType == nil {
		t.Fatalf("decoded %d records, %d objects", len(r.recs), len(r.objs))
	}
	for n := 0; n < len(b); n++ {
		if _, err := newStateReader(nil, nil, b[:n]); err == nil {
			t.Errorf("truncation to %d bytes accepted", n)
		}
	}
}

// FuzzStateSection: no input makes the image payload readers panic or
// loop (the structural walk of the state section, the index section).
func FuzzStateSection(f *testing.F) {
	f.Add(stateSeed())
	f.Add([]byte{})
	f.Add([]byte{1, 3, 'P', 'k', 'g', 1, 'x', 0, 'v', 'A', 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		newStateReader(nil, nil, b)
		d := &imgDec{b: b, skip: true}
		for !d.done() {
			d.value()
		}
	})
}

// TestCraftedVarargCount: a Vararg count inside an image is bounded before
// the tuple type it makes is built (a count of 2^40 in a state section
// exhausted memory, issue 22); an ordinary one decodes.
func TestCraftedVarargCount(t *testing.T) {
	enc := func(n int64) []byte {
		e := &imgEnc{}
		e.u8(tagVararg)
		e.typ(types.Int64)
		e.iv(n)
		e.u8(0)
		return e.b
	}
	for _, n := range []int64{1 << 40, types.MaxTupleLength + 1, -2, -1 << 40} {
		d := &imgDec{b: enc(n), res: newImgResolver(nil)}
		d.typ()
		if d.err == nil {
			t.Errorf("Vararg count %d accepted", n)
		}
	}
	for _, n := range []int64{3, -1} { // -1: Vararg{Int64} of any length
		d := &imgDec{b: enc(n), res: newImgResolver(nil)}
		if va, ok := d.typ().(*types.Vararg); d.err != nil || !ok || va.N != int(n) {
			t.Errorf("Vararg{Int64} with count %d: %v, %v", n, va, d.err)
		}
	}
}

// FuzzTypeDecode decodes types with a resolver (not only the structural
// walk of FuzzStateSection), so that counts, parameters and nesting of
// crafted types reach the code that builds them: no input may panic,
// exhaust memory or loop.
func FuzzTypeDecode(f *testing.F) {
	for _, t := range []types.Type{
		types.Int64, types.VectorOf(types.Float64), types.Tuple(types.Int64, types.String),
		types.MakeUnion(types.Int64, types.Nothing), types.ArrayOf(types.Any, 3),
	} {
		e := &imgEnc{}
		e.typ(t)
		f.Add(e.b)
	}
	e := &imgEnc{}
	e.u8(tagVararg)
	e.typ(types.Int64)
	e.iv(3)
	e.u8(0)
	f.Add(e.b)
	f.Fuzz(func(t *testing.T, b []byte) {
		d := &imgDec{b: b, res: newImgResolver(nil)}
		for i := 0; i < 16 && !d.done(); i++ {
			d.typ()
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
	e := &imgEnc{}
	e.typ(tv)
	e.typ(types.VectorOf(tv))
	e.typ(other)
	if e.err != nil {
		t.Fatalf("encoding a free type variable: %v", e.err)
	}
	d := &imgDec{b: e.b, res: newImgResolver(nil)}
	a, _ := d.typ().(*types.TypeVar)
	vec, _ := d.typ().(*types.DataType)
	c, _ := d.typ().(*types.TypeVar)
	if d.err != nil || a == nil || vec == nil || c == nil {
		t.Fatalf("decoded %v, %v, %v: %v", a, vec, c, d.err)
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
// dims) does) is written to an image and read back as itself; it made
// every caller of similar fall out of the system and Test images.
func TestVarargBindingRoundTrip(t *testing.T) {
	e := &imgEnc{}
	e.lattice(&infer.Const{Val: varargMarker{}})
	e.value(varargMarker{})
	if e.err != nil {
		t.Fatalf("encoding Core.Vararg: %v", e.err)
	}
	d := &imgDec{b: e.b, res: newImgResolver(nil)}
	c, ok := d.lattice().(*infer.Const)
	v := d.value()
	if d.err != nil || !ok || !d.done() {
		t.Fatalf("decoded %v, %v: %v", c, v, d.err)
	}
	if _, ok := c.Val.(varargMarker); !ok {
		t.Errorf("the lattice constant decoded as %T", c.Val)
	}
	if _, ok := v.(infer.VarargBinding); !ok {
		t.Errorf("the value decoded as %T", v)
	}
}
