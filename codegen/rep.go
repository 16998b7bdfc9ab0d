// Package codegen turns typed IR (inferred CodeInstances) into LLVM IR.
//
// Every reference to a run-time object — a type descriptor, a singleton, a
// global binding's slot, an interned Symbol, a runtime function — is an
// external symbol resolved when the object code is linked (by the JIT or by
// the image loader), so the same code serves both. No address of the
// running process is ever embedded.
package codegen

import (
	"fmt"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// repKind is how a Julia value of some type lives in generated code.
type repKind uint8

const (
	repGhost repKind = iota // no bits: singletons and constants known by type
	repBits                 // an LLVM scalar or struct passed by value
	repBox                  // a pointer to a heap object (header before it)
	repUnion                // a tagged union {i8 tag, member0, member1, ...}
	// repAgg is a tuple of fixed length whose type is not concrete
	// (Tuple{Shape, Int64}, the value and state of iterating a
	// Vector{Shape}): held by value as its fields, laid out as a concrete
	// tuple's would be (layout), with the non-concrete elements boxed. It
	// only lives in registers and stack slots (fields and array elements
	// of such a type are boxed, see fieldRep); boxing one builds the tuple
	// of its elements' run-time types (kiln_make_tuple), and a box becomes
	// one by reading its fields at run time.
	repAgg
)

type rep struct {
	kind repKind
	llt  llvm.Type
	jt   types.Type
	// members of a tagged union, in tag order (tag = index + 1).
	members []types.Type
}

func (r *rep) String() string {
	return fmt.Sprintf("rep(%d %s)", r.kind, r.jt)
}

func (g *gen) repOf(t any) *rep {
	jt := infer.Widen(t)
	if r, ok := g.reps[jt]; ok {
		return r
	}
	r := g.computeRep(jt)
	g.reps[jt] = r
	return r
}

func isGhostType(t types.Type) bool {
	if t == types.Bottom {
		return true
	}
	if types.IsSingleton(t) {
		return true
	}
	if dt, ok := t.(*types.DataType); ok && dt.Name == types.TypeT && !types.HasFreeVars(dt) {
		return true
	}
	return false
}

func (g *gen) computeRep(jt types.Type) *rep {
	c := g.ctx
	if isGhostType(jt) {
		return &rep{kind: repGhost, llt: c.StructType(nil, false), jt: jt}
	}
	switch jt {
	case types.Bool, types.Int8, types.UInt8:
		return &rep{kind: repBits, llt: c.Int8Type(), jt: jt}
	case types.Int16, types.UInt16:
		return &rep{kind: repBits, llt: c.Int16Type(), jt: jt}
	case types.Int32, types.UInt32, types.Char:
		return &rep{kind: repBits, llt: c.Int32Type(), jt: jt}
	case types.Int64, types.UInt64:
		return &rep{kind: repBits, llt: c.Int64Type(), jt: jt}
	case types.Int128, types.UInt128:
		return &rep{kind: repBits, llt: c.IntType(128), jt: jt}
	case types.Float32:
		return &rep{kind: repBits, llt: c.FloatType(), jt: jt}
	case types.Float64:
		return &rep{kind: repBits, llt: c.DoubleType(), jt: jt}
	case types.Float16:
		return &rep{kind: repBits, llt: c.Int16Type(), jt: jt}
	}
	if u, ok := jt.(*types.Union); ok && len(u.Types) <= infer.MaxUnion {
		all := true
		for _, m := range u.Types {
			if mt, ok := m.(*types.DataType); ok && isAggTuple(mt) {
				continue
			}
			if !types.IsConcrete(m) || types.IsMutable(m) || m == types.String {
				all = false
				break
			}
			// Immutable members holding pointers (Tuple{Body, Int64},
			// the state of iterating a Vector{Body}) are inline too: a
			// union only lives in registers and stack slots, which the
			// conservative collector scans, never in heap memory
			// (fieldRep boxes it there).
			if !isGhostType(m) && !isInlineType(m) {
				all = false
				break
			}
		}
		if all {
			elems := []llvm.Type{c.Int8Type()}
			for _, m := range u.Types {
				elems = append(elems, g.repOf(m).llt)
			}
			return &rep{kind: repUnion, llt: c.StructType(elems, false), jt: jt, members: u.Types}
		}
	}
	if dt, ok := jt.(*types.DataType); ok && types.IsConcrete(dt) && isInlineType(dt) {
		switch dt.Name.Kind {
		case types.KindPrimitive:
			return &rep{kind: repBits, llt: c.IntType(dt.Name.Bits), jt: jt}
		case types.KindPtr:
			return &rep{kind: repBits, llt: g.i8p, jt: jt}
		case types.KindStruct, types.KindTuple, types.KindNamedTuple:
			if !dt.Name.Mutable && !dt.Name.Function {
				return &rep{kind: repBits, llt: g.layout(dt), jt: jt}
			}
		}
	}
	if dt, ok := jt.(*types.DataType); ok && isAggTuple(dt) {
		return &rep{kind: repAgg, llt: g.layout(dt), jt: jt}
	}
	return &rep{kind: repBox, llt: g.i8p, jt: jt}
}

// maxAggTuple bounds the length of the non-concrete tuples held by value.
const maxAggTuple = 8

// isAggTuple reports whether values of the tuple type dt are held by value
// although dt is not concrete (repAgg): a fixed, small number of elements,
// at least one of which needs its run-time type (not a Type{T}), no free
// type variables.
func isAggTuple(dt *types.DataType) bool {
	if dt.Name != types.TupleT || types.IsConcrete(dt) || types.HasFreeVars(dt) || hasVararg(dt) {
		return false
	}
	n := len(dt.Params)
	if n == 0 || n > maxAggTuple {
		return false
	}
	for _, p := range dt.Params {
		if _, ok := p.(types.Type); !ok {
			return false
		}
	}
	return runtimeLaidOut(dt)
}

// isInlineType reports whether values of the concrete type t are held by
// value (repBits): primitive bits, pointers, and immutable structs and
// tuples. It looks at the type only, not at field layouts, so that
// computing a union's representation does not recurse through a
// self-referential struct (struct Node; left::Union{Node, Nothing}; end).
func isInlineType(t types.Type) bool {
	dt, ok := t.(*types.DataType)
	if !ok || !types.IsConcrete(dt) {
		return false
	}
	switch dt.Name.Kind {
	case types.KindPrimitive, types.KindPtr:
		return true
	case types.KindStruct, types.KindTuple, types.KindNamedTuple:
		return !dt.Name.Mutable && !dt.Name.Function
	}
	return false
}

// layout is the in-memory (and by-value) LLVM struct of a concrete struct
// or tuple type: one element per field, ghost fields as empty structs,
// non-inline fields as boxed pointers.
func (g *gen) layout(dt *types.DataType) llvm.Type {
	if l, ok := g.layouts[dt]; ok {
		return l
	}
	fts := types.FieldTypes(dt)
	elems := make([]llvm.Type, len(fts))
	for i, ft := range fts {
		if typeObjectSlot(dt, ft) {
			elems[i] = g.i8p
			continue
		}
		elems[i] = g.fieldRep(ft).llt
	}
	l := g.ctx.StructType(elems, false)
	g.layouts[dt] = l
	return l
}

// typeObjectSlot reports whether the field of type ft of the tuple type dt
// holds a pointer to a type object although its value is known from the
// type (Type{Int64}): a tuple is laid out as the tuple of its elements'
// run-time types (kiln_make_tuple builds (Int64, 1) as a
// Tuple{DataType, Int64}), so a Type{T} element takes a pointer's room in
// every tuple built, statically or at run time, and the fields after it
// are found where the runtime put them.
func typeObjectSlot(dt *types.DataType, ft types.Type) bool {
	if dt.Name != types.TupleT || types.IsConcrete(dt) {
		return false
	}
	fdt, ok := ft.(*types.DataType)
	return ok && fdt.Name == types.TypeT && !types.HasFreeVars(fdt)
}

// runtimeTupleType is the type of the value that a tuple of static type
// dt is at run time: each Type{T} element is the type object, a DataType,
// Union or UnionAll (Julia's typeof((Int64, 1)) is Tuple{DataType, Int64}).
// A box of dt carries it, so that run-time dispatch and typeof see the
// tuple as the runtime's kiln_make_tuple builds it; the layouts agree
// (typeObjectSlot). dt itself when another element is not concrete.
func runtimeTupleType(dt *types.DataType) *types.DataType {
	if dt.Name != types.TupleT || types.IsConcrete(dt) {
		return dt
	}
	fts := types.FieldTypes(dt)
	rts := make([]types.Type, len(fts))
	changed := false
	for i, ft := range fts {
		rts[i] = ft
		if typeObjectSlot(dt, ft) {
			if t, ok := ft.(*types.DataType).Params[0].(types.Type); ok {
				rts[i] = types.TypeOfTypeValue(t)
				changed = true
			}
		}
	}
	if !changed {
		return dt
	}
	rt := types.Tuple(rts...)
	if !types.IsConcrete(rt) {
		return dt
	}
	return rt
}

// typeSlotValue is the pointer stored in a typeObjectSlot field of type
// ft (Type{T}): the object of T.
func (g *gen) typeSlotValue(ft types.Type, pos syntax.Pos) llvm.Value {
	if fdt, ok := ft.(*types.DataType); ok && len(fdt.Params) == 1 {
		if t, ok := fdt.Params[0].(types.Type); ok {
			return g.constant(t, g.repOf(types.Any), pos)
		}
	}
	return llvm.ConstNull(g.i8p)
}

// fieldRep is the representation of a value stored in a field or an
// array element of declared type t: inline for concrete immutable types,
// boxed otherwise (unions of isbits types are boxed in memory too).
func (g *gen) fieldRep(t types.Type) *rep {
	if _, ok := t.(*types.Union); ok {
		// Decided without the union's own representation, whose members'
		// layouts may contain this very field.
		return &rep{kind: repBox, llt: g.i8p, jt: t}
	}
	r := g.repOf(t)
	if r.kind == repUnion || r.kind == repAgg {
		return &rep{kind: repBox, llt: g.i8p, jt: t}
	}
	return r
}

// slotType is the type that a value loaded from a field or array slot of
// declared type t is converted from: a union (boxed in memory, see
// fieldRep) is read as a box of unknown type.
func (g *gen) slotType(t types.Type) types.Type {
	if k := g.repOf(t).kind; k == repUnion || k == repAgg {
		return types.Any
	}
	return t
}

// hasPointers reports whether a value of rep r contains GC pointers.
func (g *gen) hasPointers(t types.Type) bool {
	if isGhostType(t) {
		return false
	}
	r := g.repOf(t)
	switch r.kind {
	case repBox, repAgg:
		return true
	case repBits:
		if dt, ok := t.(*types.DataType); ok {
			switch dt.Name.Kind {
			case types.KindStruct, types.KindTuple, types.KindNamedTuple:
				for _, ft := range types.FieldTypes(dt) {
					if g.hasPointers(ft) || g.fieldRep(ft).kind == repBox {
						return true
					}
				}
			}
		}
	}
	return false
}

func (g *gen) sizeOf(t llvm.Type) int64 {
	return int64(g.td.TypeAllocSize(t))
}

// TypeSize returns the payload size and alignment of a boxed value of the
// concrete type dt under the given data layout.
func TypeSize(dt *types.DataType, dataLayout string) (size, align int64) {
	g := layoutGen(dataLayout)
	if isGhostType(dt) {
		return 0, 8
	}
	r := g.repOf(dt)
	var l llvm.Type
	switch {
	case r.kind == repBits:
		l = r.llt
	case dt.Name.Kind == types.KindStruct || dt.Name.Kind == types.KindTuple || dt.Name.Kind == types.KindNamedTuple:
		l = g.layout(dt)
	default:
		return 0, 8
	}
	return g.sizeOf(l), int64(g.td.ABITypeAlignment(l))
}

// FieldOffsets returns the byte offset of each field of dt in its boxed
// payload.
func FieldOffsets(dt *types.DataType, dataLayout string) []int64 {
	g := layoutGen(dataLayout)
	l := g.layout(dt)
	n := len(types.FieldTypes(dt))
	out := make([]int64, n)
	for i := 0; i < n; i++ {
		out[i] = int64(g.td.ElementOffset(l, i))
	}
	return out
}

var layoutGens = map[string]*gen{}

func layoutGen(dl string) *gen {
	if g, ok := layoutGens[dl]; ok {
		return g
	}
	ctx := llvm.NewContext()
	g := &gen{ctx: ctx, td: llvm.NewTargetData(dl), reps: map[types.Type]*rep{}, layouts: map[*types.DataType]llvm.Type{}}
	g.i8p = llvm.PointerType(ctx.Int8Type(), 0)
	g.i64, g.i32, g.i8 = ctx.Int64Type(), ctx.Int32Type(), ctx.Int8Type()
	layoutGens[dl] = g
	return g
}

// FieldSlot describes how a field is stored in a boxed payload.
type FieldSlot struct {
	Offset int64
	Size   int64
	// Boxed fields hold a pointer to a heap object; others hold the
	// value's bits inline (Size bytes; 0 for ghosts).
	Boxed bool
}

// FieldSlots returns the storage of each field of the concrete type dt.
func FieldSlots(dt *types.DataType, dataLayout string) []FieldSlot {
	g := layoutGen(dataLayout)
	l := g.layout(dt)
	fts := types.FieldTypes(dt)
	out := make([]FieldSlot, len(fts))
	for i, ft := range fts {
		r := g.fieldRep(ft)
		out[i] = FieldSlot{Offset: int64(g.td.ElementOffset(l, i)), Size: g.sizeOf(r.llt), Boxed: r.kind == repBox}
		if r.kind == repGhost {
			out[i].Size = 0
		}
	}
	return out
}

// ElemSlot describes how a value of type t is stored in an array element
// or a field: its size and whether it is a pointer to a box. Offset is 0.
func ElemSlot(t types.Type, dataLayout string) FieldSlot {
	g := layoutGen(dataLayout)
	r := g.fieldRep(t)
	if r.kind == repGhost {
		return FieldSlot{Size: 0}
	}
	return FieldSlot{Size: g.sizeOf(r.llt), Boxed: r.kind == repBox}
}

// HasPointers reports whether a value of type t, stored inline (an array
// element, a field, a payload), holds pointers the collector must scan.
func HasPointers(t types.Type, dataLayout string) bool {
	return layoutGen(dataLayout).hasPointers(t)
}
