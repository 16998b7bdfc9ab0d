package codegen

import (
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// Conversions of repAgg values: tuples of fixed length whose type is not
// concrete, held by value with their non-concrete elements boxed (rep.go).
// Without them, every iteration over a Vector of an abstract element type
// boxed the (element, state) tuple and read both fields back through
// dynamic getfield calls.

// toAgg converts a value of lattice type from (representation fr) to the
// repAgg to.
func (g *gen) toAgg(v llvm.Value, from any, fr, to *rep, pos syntax.Pos) llvm.Value {
	dt := to.jt.(*types.DataType)
	ft := infer.Widen(from)
	switch fr.kind {
	case repAgg, repBits:
		// Another tuple type whose elements are subtypes of dt's
		// (tuples are covariant): element by element.
		if fdt, ok := ft.(*types.DataType); ok && fdt.Name == types.TupleT && len(types.FieldTypes(fdt)) == len(types.FieldTypes(dt)) {
			return g.aggFields(v, fdt, dt)
		}
	case repBox:
		// A tuple whose run-time type is only known there: its fields are
		// read at run time.
		fts := types.FieldTypes(dt)
		vals := make([]llvm.Value, len(fts))
		for k, et := range fts {
			if g.fieldRep(et).kind != repGhost {
				vals[k] = g.runtimeField(v, k, g.slotType(et), pos)
			}
		}
		return g.buildStruct(dt, slotTypes(g, fts), vals)
	case repUnion:
		for i, m := range fr.members {
			if m == to.jt {
				return g.b.CreateExtractValue(v, i+1, "")
			}
		}
		var only = -1
		for i, m := range fr.members {
			if types.Subtype(m, to.jt) {
				if only >= 0 {
					only = -2
					break
				}
				only = i
			}
		}
		if only >= 0 {
			m := fr.members[only]
			return g.convert(g.b.CreateExtractValue(v, only+1, ""), m, to, pos)
		}
		return g.toAgg(g.unionToBox(v, fr), types.Any, g.repOf(types.Any), to, pos)
	}
	g.fail(pos, "codegen: cannot convert %s to %s", infer.ShowType(from), to.jt)
	return llvm.Value{}
}

// slotTypes maps element types to the types their slots hold (slotType).
func slotTypes(g *gen, ts []types.Type) []types.Type {
	out := make([]types.Type, len(ts))
	for i, t := range ts {
		out[i] = g.slotType(t)
	}
	return out
}

// aggFields builds a tuple of type to (repAgg or a concrete repBits tuple)
// from the fields of x, a by-value tuple of type from with as many
// elements, each of a subtype of (or, narrowing, a supertype of) the
// target's element type.
func (g *gen) aggFields(x llvm.Value, from, to *types.DataType) llvm.Value {
	fts := types.FieldTypes(to)
	vals := make([]llvm.Value, len(fts))
	for k, et := range fts {
		vals[k] = g.elemValue(x, from, k, g.slotType(et))
	}
	return g.buildStruct(to, slotTypes(g, fts), vals)
}

// elemValue reads element k of the by-value tuple x of type dt in the
// representation of want, materializing a ghost element (nothing, a
// Type{T}) when want holds a value.
func (g *gen) elemValue(x llvm.Value, dt *types.DataType, k int, want types.Type) llvm.Value {
	ft := types.FieldTypes(dt)[k]
	if g.fieldRep(ft).kind == repGhost {
		wr := g.repOf(want)
		if wr.kind == repGhost {
			return llvm.Value{}
		}
		return g.convert(llvm.Value{}, ft, wr, syntax.Pos{})
	}
	return g.fieldValue(x, dt, k, want)
}

// runtimeField reads field k of a boxed tuple at run time (Core.getfield
// through the dispatcher) and converts it to the representation of want.
func (g *gen) runtimeField(box llvm.Value, k int, want types.Type, pos syntax.Pos) llvm.Value {
	if g.opts.NoDynamicBuiltins || infer.GetfieldBuiltin == nil {
		g.fail(pos, "reading a field of a tuple of unknown layout is not supported here")
	}
	f := g.b.CreateBitCast(g.extGlobal(g.lk.Instance(infer.GetfieldBuiltin.Type)), g.i8p, "")
	idx := g.convert(llvm.ConstInt(g.i64, uint64(k+1), false), types.Int64, g.repOf(types.Any), pos)
	i8pp := llvm.PointerType(g.i8p, 0)
	res := g.callRt("kiln_apply_generic", g.i8p, []llvm.Type{g.i8p, i8pp, g.i32, g.i8p},
		[]llvm.Value{f, g.pointerArray([]llvm.Value{box, idx}, "gfargs"), llvm.ConstInt(g.i32, 2, false), llvm.ConstNull(g.i8p)})
	return g.convert(res, types.Any, g.repOf(want), pos)
}

// aggToBox boxes a repAgg tuple: the runtime builds the tuple of its
// elements' run-time types.
func (g *gen) aggToBox(x llvm.Value, dt *types.DataType, pos syntax.Pos) llvm.Value {
	fts := types.FieldTypes(dt)
	boxed := make([]llvm.Value, len(fts))
	for k := range fts {
		boxed[k] = g.elemValue(x, dt, k, types.Any)
	}
	arr := g.b.CreateBitCast(g.pointerArray(boxed, "elems"), g.i8p, "")
	return g.callRt("kiln_make_tuple", g.i8p, []llvm.Type{g.i8p, g.i32}, []llvm.Value{arr, llvm.ConstInt(g.i32, uint64(len(fts)), false)})
}

// aggToUnion converts a repAgg tuple of type ft to the union rep to: as
// the member that is its type or holds it, else through a box.
func (g *gen) aggToUnion(x llvm.Value, ft types.Type, to *rep, pos syntax.Pos) llvm.Value {
	j := -1
	for k, m := range to.members {
		if m == ft {
			j = k
			break
		}
	}
	if j < 0 {
		for k, m := range to.members {
			if g.repOf(m).kind == repAgg && types.Subtype(ft, m) {
				j = k
				break
			}
		}
	}
	if j < 0 {
		return g.boxToUnion(g.aggToBox(x, ft.(*types.DataType), pos), to)
	}
	m := to.members[j]
	if m != ft {
		x = g.convert(x, ft, g.repOf(m), pos)
	}
	agg := llvm.Undef(to.llt)
	agg = g.b.CreateInsertValue(agg, llvm.ConstInt(g.i8, uint64(j+1), false), 0, "")
	agg = g.b.CreateInsertValue(agg, x, j+1, "")
	return g.zeroOthers(agg, to, j)
}
