package imgcodec

import (
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// Soft decoders: a reference that does not resolve is recorded in *why
// (the record that holds it is rejected) while the encoding is still
// consumed; only a malformed encoding sets Err.

// MethodInstanceSoft decodes a MethodInstance softly.
func (d *Decoder) MethodInstanceSoft(why *string) *methods.MethodInstance {
	var mi *methods.MethodInstance
	d.softItem(why, func(x *Decoder) { mi = x.MethodInstance() }, (*Decoder).SkipMethodInstance)
	return mi
}

// LatticeSoft decodes a lattice element softly.
func (d *Decoder) LatticeSoft(why *string) any {
	var t any
	d.softItem(why, func(x *Decoder) { t = x.Lattice() }, func(x *Decoder) { x.Lattice() })
	return t
}

// TableSoft decodes a method table reference softly.
func (d *Decoder) TableSoft(why *string) *methods.MethodTable {
	var t *methods.MethodTable
	d.softItem(why, func(x *Decoder) { t = x.Table() }, (*Decoder).SkipTable)
	return t
}

// TypeSoft decodes a type softly.
func (d *Decoder) TypeSoft(why *string) types.Type {
	var t types.Type
	d.softItem(why, func(x *Decoder) { t = x.Type() }, func(x *Decoder) { x.Type() })
	return t
}

// MethodSoft decodes a method reference softly.
func (d *Decoder) MethodSoft(why *string) *methods.Method {
	var m *methods.Method
	d.softItem(why, func(x *Decoder) { m = x.Method() }, (*Decoder).SkipMethod)
	return m
}

// softItem decodes one item with full; if that fails it records why and
// walks the item again with skip (structure only) to find its end.
func (d *Decoder) softItem(why *string, full, skip func(x *Decoder)) {
	if d.err != nil {
		return
	}
	start := d.off
	full(d)
	if d.err == nil {
		return
	}
	if *why == "" {
		*why = d.err.Error()
	}
	sd := &Decoder{b: d.b, off: start, skip: true, res: d.res}
	skip(sd)
	d.err, d.off = sd.err, sd.off
}

// Skipping: the Skip methods advance over an encoded item, checking its
// structure only (on any decoder, resolving or not).

// SkipType advances over a type.
func (d *Decoder) SkipType() {
	sd := &Decoder{b: d.b, off: d.off, err: d.err, skip: true}
	sd.Type()
	d.off, d.err = sd.off, sd.err
}

// SkipValue advances over a compile-time value.
func (d *Decoder) SkipValue() {
	sd := &Decoder{b: d.b, off: d.off, err: d.err, skip: true}
	sd.Value()
	d.off, d.err = sd.off, sd.err
}

// SkipTable advances over a method table reference.
func (d *Decoder) SkipTable() {
	switch d.U8() {
	case 'F':
		d.Type()
	case 'N':
		d.Str()
		d.Str()
	default:
		d.Fail("unknown method table tag")
	}
}

// SkipMethod advances over a method reference.
func (d *Decoder) SkipMethod() {
	d.SkipTable()
	d.Type()
	d.Str()
	d.Uvarint()
	d.Uvarint()
}

// SkipMethodInstance advances over a MethodInstance.
func (d *Decoder) SkipMethodInstance() {
	d.SkipMethod()
	d.Type()
	for i, n := 0, d.Count(); i < n && d.err == nil; i++ {
		d.Param()
	}
}
