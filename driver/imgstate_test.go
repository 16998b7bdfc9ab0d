package driver

import (
	"testing"

	"github.com/kiln-lang/kiln/internal/imgcodec"
	"github.com/kiln-lang/kiln/types"
)

// The codec's own tests (types, values, crafted counts, free type
// variables, Core.Vararg) are in internal/imgcodec.

// stateSeed encodes a small state section: two bindings and one object.
func stateSeed() []byte {
	e := &imgcodec.Encoder{}
	e.Uvarint(2)
	e.Str("Pkg")
	e.Str("K")
	e.U8(1)
	e.U8(stateConst)
	e.Value(&types.TupleValue{Type: types.Tuple(types.Int64, types.Float64), Elems: []any{int64(3), 2.5}})
	e.Str("Pkg")
	e.Str("v")
	e.U8(2)
	e.Type(types.VectorOf(types.Int64))
	e.U8(stateObject)
	e.Uvarint(0)
	e.Uvarint(1)
	o := &imgcodec.Encoder{}
	o.U8(objArray)
	o.Type(types.VectorOf(types.Int64))
	o.Uvarint(2)
	o.Uvarint(2)
	o.Blob([]byte{1, 0, 0, 0, 0, 0, 0, 0})
	o.Blob([]byte{2, 0, 0, 0, 0, 0, 0, 0})
	e.Blob(o.Bytes())
	return e.Bytes()
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
		d := imgcodec.NewSkipDecoder(b)
		for !d.Done() {
			d.Value()
		}
	})
}
