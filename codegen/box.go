package codegen

import (
	"math"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// convert changes the representation of a value of lattice type from to
// rep to. Inference guarantees the value's type is compatible.
func (g *gen) convert(v llvm.Value, from any, to *rep, pos syntax.Pos) llvm.Value {
	if c, ok := from.(*infer.Const); ok && (v.IsNil() || to.kind != repGhost) {
		if to.kind == repGhost {
			return llvm.Value{}
		}
		// Materialize in the target representation directly.
		ft := infer.Widen(from)
		// A tuple holding types ((Float64, 1), a Tuple{Type{Float64},
		// Int64} to inference) passed where its run-time type
		// Tuple{DataType, Int64} is expected: built as itself, then
		// converted element by element.
		retype := to.kind == repBits && ft != to.jt && types.IsTuple(ft) && !types.IsConcrete(ft)
		if to.kind == repBox || to.kind == repUnion || to.kind == repAgg || retype {
			src := g.repOf(ft)
			return g.convert(g.constant(c.Val, src, pos), ft, to, pos)
		}
		return g.constant(c.Val, to, pos)
	}
	fr := g.repOf(from)
	if to.kind == repGhost {
		return llvm.Value{}
	}
	if from == any(types.Bottom) {
		// No value (an unassigned variable's undef reaching a phi, as
		// `local r` before a loop that assigns it): any bits will do.
		return llvm.Undef(to.llt)
	}
	if fr == to || fr.kind == to.kind && fr.llt == to.llt && fr.kind != repUnion {
		return v
	}
	ft := infer.Widen(from)
	if to.kind == repAgg {
		return g.toAgg(v, from, fr, to, pos)
	}
	switch to.kind {
	case repBox:
		switch fr.kind {
		case repGhost:
			return g.ghostBox(ft, pos)
		case repBits:
			return g.box(v, ft)
		case repUnion:
			return g.unionToBox(v, fr)
		case repBox:
			return v
		case repAgg:
			return g.aggToBox(v, ft.(*types.DataType), pos)
		}
	case repBits:
		switch fr.kind {
		case repBox:
			return g.unbox(v, to)
		case repUnion:
			for i, m := range fr.members {
				if types.Subtype(m, to.jt) && g.repOf(m).llt == to.llt {
					return g.b.CreateExtractValue(v, i+1, "")
				}
			}
			// A member that holds values of several types (a repAgg
			// tuple) narrowed to one of them: through a box.
			return g.unbox(g.unionToBox(v, fr), to)
		case repBits:
			if fr.llt == to.llt {
				return v
			}
		case repAgg:
			// Narrowed to a concrete tuple: element by element.
			if dt, ok := to.jt.(*types.DataType); ok {
				return g.aggFields(v, ft.(*types.DataType), dt)
			}
		}
	case repUnion:
		switch fr.kind {
		case repAgg:
			return g.aggToUnion(v, ft, to, pos)
		case repGhost, repBits:
			match := -1
			for i, m := range to.members {
				if m == ft {
					match = i
					break
				}
			}
			for i, m := range to.members {
				if match < 0 && types.Subtype(ft, m) || i == match {
					agg := llvm.Undef(to.llt)
					agg = g.b.CreateInsertValue(agg, llvm.ConstInt(g.i8, uint64(i+1), false), 0, "")
					if fr.kind == repBits {
						mv := v
						if mr := g.repOf(m); mr.kind == repAgg {
							// A concrete tuple into the member that holds
							// it by value with boxed elements.
							mv = g.convert(v, ft, mr, pos)
						}
						agg = g.b.CreateInsertValue(agg, mv, i+1, "")
					} else {
						agg = g.b.CreateInsertValue(agg, llvm.ConstNull(g.repOf(m).llt), i+1, "")
					}
					return g.zeroOthers(agg, to, i)
				}
			}
		case repUnion:
			return g.unionToUnion(v, fr, to)
		case repBox:
			return g.boxToUnion(v, to)
		}
	}
	g.fail(pos, "codegen: cannot convert %s to %s", infer.ShowType(from), to.jt)
	return llvm.Value{}
}

func (g *gen) zeroOthers(agg llvm.Value, to *rep, keep int) llvm.Value {
	for j, m := range to.members {
		if j != keep {
			agg = g.b.CreateInsertValue(agg, llvm.ConstNull(g.repOf(m).llt), j+1, "")
		}
	}
	return agg
}

func (g *gen) descPtr(dt *types.DataType) llvm.Value {
	return g.b.CreateBitCast(g.extGlobal(g.lk.TypeDesc(dt)), g.i8p, "")
}

func (g *gen) ghostBox(t types.Type, pos syntax.Pos) llvm.Value {
	if dt, ok := t.(*types.DataType); ok {
		if dt.Name == types.TypeT && len(dt.Params) == 1 {
			if va, ok := dt.Params[0].(*types.Vararg); ok {
				g.fail(pos, "%s as a run-time value (Core.TypeofVararg) is not supported", va)
			}
			if p, ok := dt.Params[0].(types.Type); ok {
				return g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(p)), g.i8p, "")
			}
		}
		if types.IsSingleton(dt) {
			return g.b.CreateBitCast(g.extGlobal(g.lk.Instance(dt)), g.i8p, "")
		}
	}
	g.fail(pos, "codegen: cannot box a value of type %s", t)
	return llvm.Value{}
}

// box allocates a heap object for a bits value.
func (g *gen) box(v llvm.Value, t types.Type) llvm.Value {
	dt := t.(*types.DataType)
	size := g.sizeOf(v.Type())
	fn := "kiln_alloc_atomic"
	if g.hasPointers(t) {
		fn = "kiln_alloc"
	}
	p := g.callRt(fn, g.i8p, []llvm.Type{g.i8p, g.i64}, []llvm.Value{g.descPtr(dt), llvm.ConstInt(g.i64, uint64(size), false)})
	tp := g.b.CreateBitCast(p, llvm.PointerType(v.Type(), 0), "")
	g.b.CreateStore(v, tp)
	return p
}

// boxAll converts values to boxed pointers.
func (g *gen) boxAll(args []llvm.Value, ats []any, pos syntax.Pos) []llvm.Value {
	box := g.repOf(types.Any)
	out := make([]llvm.Value, len(args))
	for i := range args {
		out[i] = g.convert(args[i], ats[i], box, pos)
	}
	return out
}

// pointerArray stores the pointers vals into a stack array allocated in
// the function's entry block and returns the array as an i8**, or a null
// pointer when vals is empty (the argument arrays of runtime calls).
func (g *gen) pointerArray(vals []llvm.Value, name string) llvm.Value {
	i8pp := llvm.PointerType(g.i8p, 0)
	n := len(vals)
	if n == 0 {
		return llvm.ConstNull(i8pp)
	}
	at := llvm.ArrayType(g.i8p, n)
	cur := g.b.GetInsertBlock()
	g.b.SetInsertPointBefore(g.fn.entry.LastInstruction())
	a := g.b.CreateAlloca(at, name)
	g.resume(cur)
	for i, v := range vals {
		p := g.b.CreateGEP(at, a, []llvm.Value{llvm.ConstInt(g.i64, 0, false), llvm.ConstInt(g.i64, uint64(i), false)}, "")
		g.b.CreateStore(v, p)
	}
	return g.b.CreateBitCast(a, i8pp, "")
}

func (g *gen) unbox(p llvm.Value, to *rep) llvm.Value {
	tp := g.b.CreateBitCast(p, llvm.PointerType(to.llt, 0), "")
	return g.tbaa(g.b.CreateLoad(to.llt, tp, ""), tbaaImmutable)
}

func (g *gen) typeOfBox(p llvm.Value) llvm.Value {
	pp := g.b.CreateBitCast(p, llvm.PointerType(g.i8p, 0), "")
	hdr := g.b.CreateGEP(g.i8p, pp, []llvm.Value{llvm.ConstInt(g.i64, ^uint64(0), true)}, "")
	return g.tbaa(g.b.CreateLoad(g.i8p, hdr, ""), tbaaTypeTag)
}

func (g *gen) unionToBox(v llvm.Value, fr *rep) llvm.Value {
	if g.fn != nil {
		if p, ok := g.fn.unboxedFrom[v]; ok {
			return p
		}
	}
	tag := g.b.CreateExtractValue(v, 0, "")
	cur := g.b.GetInsertBlock()
	done := g.ctx.AddBasicBlock(g.fn.f, "boxed")
	sw := g.b.CreateSwitch(tag, done, len(fr.members))
	var vals []llvm.Value
	var blocks []llvm.BasicBlock
	for i, m := range fr.members {
		bb := g.ctx.AddBasicBlock(g.fn.f, "box")
		sw.AddCase(llvm.ConstInt(g.i8, uint64(i+1), false), bb)
		g.b.SetInsertPointAtEnd(bb)
		mr := g.repOf(m)
		var bx llvm.Value
		switch mr.kind {
		case repGhost:
			bx = g.ghostBox(m, syntax.Pos{})
		case repAgg:
			bx = g.aggToBox(g.b.CreateExtractValue(v, i+1, ""), m.(*types.DataType), syntax.Pos{})
		default:
			bx = g.box(g.b.CreateExtractValue(v, i+1, ""), m)
		}
		vals = append(vals, bx)
		blocks = append(blocks, g.b.GetInsertBlock())
		g.b.CreateBr(done)
	}
	g.b.SetInsertPointAtEnd(done)
	phi := g.b.CreatePHI(g.i8p, "")
	phi.AddIncoming(vals, blocks)
	phi.AddIncoming([]llvm.Value{llvm.ConstNull(g.i8p)}, []llvm.BasicBlock{cur})
	return phi
}

func (g *gen) boxToUnion(p llvm.Value, to *rep) llvm.Value {
	desc := g.typeOfBox(p)
	agg := llvm.ConstNull(to.llt)
	cur := g.b.GetInsertBlock()
	done := g.ctx.AddBasicBlock(g.fn.f, "unboxed")
	var vals []llvm.Value
	var blocks []llvm.BasicBlock
	next := cur
	for i, m := range to.members {
		g.b.SetInsertPointAtEnd(next)
		var is llvm.Value
		if g.repOf(m).kind == repAgg {
			// Not one type: the run-time type is tested against it.
			tobj := g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(m)), g.i8p, "")
			r := g.callRt("kiln_isa", g.i8, []llvm.Type{g.i8p, g.i8p}, []llvm.Value{p, tobj})
			is = g.b.CreateICmp(llvm.IntNE, r, llvm.ConstInt(g.i8, 0, false), "")
		} else {
			is = g.b.CreateICmp(llvm.IntEQ, desc, g.descPtr(m.(*types.DataType)), "")
		}
		hit := g.ctx.AddBasicBlock(g.fn.f, "member")
		next = g.ctx.AddBasicBlock(g.fn.f, "notmember")
		g.b.CreateCondBr(is, hit, next)
		g.b.SetInsertPointAtEnd(hit)
		a := g.b.CreateInsertValue(agg, llvm.ConstInt(g.i8, uint64(i+1), false), 0, "")
		mr := g.repOf(m)
		switch mr.kind {
		case repGhost:
		case repAgg:
			a = g.b.CreateInsertValue(a, g.toAgg(p, types.Any, g.repOf(types.Any), mr, syntax.Pos{}), i+1, "")
		default:
			a = g.b.CreateInsertValue(a, g.unbox(p, mr), i+1, "")
		}
		vals = append(vals, a)
		blocks = append(blocks, g.b.GetInsertBlock())
		g.b.CreateBr(done)
	}
	g.b.SetInsertPointAtEnd(next)
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(done)
	phi := g.b.CreatePHI(to.llt, "")
	phi.AddIncoming(vals, blocks)
	if g.fn != nil {
		if g.fn.unboxedFrom == nil {
			g.fn.unboxedFrom = map[llvm.Value]llvm.Value{}
		}
		g.fn.unboxedFrom[phi] = p
	}
	return phi
}

func (g *gen) unionToUnion(v llvm.Value, fr, to *rep) llvm.Value {
	// Map each source member to its index in the target.
	tag := g.b.CreateExtractValue(v, 0, "")
	done := g.ctx.AddBasicBlock(g.fn.f, "reunion")
	sw := g.b.CreateSwitch(tag, done, len(fr.members))
	cur := g.b.GetInsertBlock()
	var vals []llvm.Value
	var blocks []llvm.BasicBlock
	for i, m := range fr.members {
		j := -1
		for k, tm := range to.members {
			if tm == m {
				j = k
			}
		}
		if j < 0 {
			// Not a member of the target: a repAgg member of it that
			// holds m's values, or (a repAgg source member whose values
			// may belong to several target members) a run-time test.
			for k, tm := range to.members {
				if g.repOf(tm).kind == repAgg && types.Subtype(m, tm) {
					j = k
					break
				}
			}
			if j < 0 && g.repOf(m).kind != repAgg {
				continue
			}
		}
		bb := g.ctx.AddBasicBlock(g.fn.f, "member")
		sw.AddCase(llvm.ConstInt(g.i8, uint64(i+1), false), bb)
		g.b.SetInsertPointAtEnd(bb)
		var a llvm.Value
		if j < 0 {
			mv := g.b.CreateExtractValue(v, i+1, "")
			a = g.boxToUnion(g.aggToBox(mv, m.(*types.DataType), syntax.Pos{}), to)
		} else {
			a = llvm.ConstNull(to.llt)
			a = g.b.CreateInsertValue(a, llvm.ConstInt(g.i8, uint64(j+1), false), 0, "")
			if g.repOf(m).kind != repGhost {
				mv := g.b.CreateExtractValue(v, i+1, "")
				if to.members[j] != m {
					mv = g.convert(mv, m, g.repOf(to.members[j]), syntax.Pos{})
				}
				a = g.b.CreateInsertValue(a, mv, j+1, "")
			}
		}
		vals = append(vals, a)
		blocks = append(blocks, g.b.GetInsertBlock())
		g.b.CreateBr(done)
	}
	g.b.SetInsertPointAtEnd(done)
	phi := g.b.CreatePHI(to.llt, "")
	phi.AddIncoming(vals, blocks)
	phi.AddIncoming([]llvm.Value{llvm.ConstNull(to.llt)}, []llvm.BasicBlock{cur})
	return phi
}

// constant materializes a compile-time value in representation r.
func (g *gen) constant(val any, r *rep, pos syntax.Pos) llvm.Value {
	if r.kind == repGhost {
		return llvm.Value{}
	}
	if r.kind == repBox || r.kind == repUnion {
		t := infer.TypeOf(val)
		src := g.repOf(t)
		if src.kind == repBox {
			return g.boxedConstant(val, t, pos)
		}
		return g.convert(g.constant(val, src, pos), t, r, pos)
	}
	switch x := val.(type) {
	case int8:
		return llvm.ConstInt(r.llt, uint64(x), true)
	case int16:
		return llvm.ConstInt(r.llt, uint64(x), true)
	case int32:
		return llvm.ConstInt(r.llt, uint64(x), true)
	case int64:
		return llvm.ConstInt(r.llt, uint64(x), true)
	case uint8:
		return llvm.ConstInt(r.llt, uint64(x), false)
	case uint16:
		return llvm.ConstInt(r.llt, uint64(x), false)
	case uint32:
		return llvm.ConstInt(r.llt, uint64(x), false)
	case uint64:
		return llvm.ConstInt(r.llt, x, false)
	case bool:
		if x {
			return llvm.ConstInt(r.llt, 1, false)
		}
		return llvm.ConstInt(r.llt, 0, false)
	case types.CharValue:
		return llvm.ConstInt(r.llt, uint64(x), false)
	case float64:
		if r.llt.TypeKind() == llvm.DoubleTypeKind {
			return llvm.ConstFloat(r.llt, x)
		}
		return llvm.ConstBitCast(llvm.ConstInt(g.i64, math.Float64bits(x), false), r.llt)
	case float32:
		return llvm.ConstFloat(r.llt, float64(x))
	case *types.TupleValue:
		return g.constAggregate(x.Type, x.Elems, r, pos)
	case *types.StructValue:
		return g.constAggregate(x.Type, x.Fields, r, pos)
	}
	// A constant that exists only as a run-time object (computed by
	// top-level code): load its bits from the object.
	if name, ok := g.lk.ConstObject(val); ok && r.kind == repBits {
		p := g.b.CreateBitCast(g.extGlobal(name), llvm.PointerType(r.llt, 0), "")
		return g.b.CreateLoad(r.llt, p, "")
	}
	g.fail(pos, "codegen: cannot materialize constant %s as %s", infer.ShowValue(val), r.jt)
	return llvm.Value{}
}

func (g *gen) constAggregate(dt *types.DataType, elems []any, r *rep, pos syntax.Pos) llvm.Value {
	fts := types.FieldTypes(dt)
	agg := llvm.Undef(r.llt)
	for i, e := range elems {
		fr := g.fieldRep(fts[i])
		var ev llvm.Value
		if typeObjectSlot(dt, fts[i]) {
			ev = g.typeSlotValue(fts[i], pos)
		} else if fr.kind == repGhost {
			ev = llvm.ConstNull(fr.llt)
		} else {
			ev = g.constant(e, fr, pos)
		}
		agg = g.b.CreateInsertValue(agg, ev, i, "")
	}
	return agg
}

// boxedConstant returns a pointer to a boxed constant of a boxed-rep type
// (String, Symbol, type objects, functions).
func (g *gen) boxedConstant(val any, t types.Type, pos syntax.Pos) llvm.Value {
	switch x := val.(type) {
	case string:
		return g.stringLiteral(x)
	case types.Symbol:
		return g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject(string(x))), g.i8p, "")
	case *types.Vararg:
		g.fail(pos, "%s as a run-time value (Core.TypeofVararg) is not supported", x)
	case types.Type:
		return g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(x)), g.i8p, "")
	case *methods.Function:
		return g.ghostBox(x.Type, pos)
	case *methods.Builtin:
		return g.ghostBox(x.Type, pos)
	case *types.TupleValue:
		// A tuple constant of a non-concrete type ((Int64, 1) ::
		// Tuple{Type{Int64}, Int64}): the runtime builds the tuple of its
		// elements' run-time types (Tuple{DataType, Int64}).
		elems := make([]llvm.Value, len(x.Elems))
		for i, e := range x.Elems {
			elems[i] = g.constant(e, g.repOf(types.Any), pos)
		}
		arr := g.b.CreateBitCast(g.pointerArray(elems, "elems"), g.i8p, "")
		return g.callRt("kiln_make_tuple", g.i8p, []llvm.Type{g.i8p, g.i32}, []llvm.Value{arr, llvm.ConstInt(g.i32, uint64(len(elems)), false)})
	}
	if name, ok := g.lk.ConstObject(val); ok {
		return g.b.CreateBitCast(g.extGlobal(name), g.i8p, "")
	}
	if _, ok := val.(*methods.Module); ok {
		g.fail(pos, "modules as run-time values are not supported yet (%s)", infer.ShowValue(val))
	}
	if _, ok := val.(infer.VarargBinding); ok {
		g.fail(pos, "Core.Vararg as a run-time value (Core.TypeofVararg) is not supported")
	}
	g.fail(pos, "%s as a run-time value is not supported", infer.ShowValue(val))
	return llvm.Value{}
}

// stringLiteral emits a static String object: {desc*, len, bytes, 0}; the
// value is the address of len.
func (g *gen) stringLiteral(s string) llvm.Value {
	gv, ok := g.strs[s]
	if !ok {
		data := g.ctx.ConstString(s, true)
		st := g.ctx.StructType([]llvm.Type{g.i8p, g.i64, data.Type()}, false)
		desc := llvm.ConstBitCast(g.extGlobal(g.lk.TypeDesc(types.String)), g.i8p)
		init := llvm.ConstNamedStruct(st, []llvm.Value{desc, llvm.ConstInt(g.i64, uint64(len(s)), false), data})
		gv = llvm.AddGlobal(g.mod, st, "")
		gv.SetInitializer(init)
		gv.SetLinkage(llvm.PrivateLinkage)
		gv.SetGlobalConstant(true)
		gv.SetAlignment(16)
		g.strs[s] = gv
	}
	p := g.b.CreateBitCast(gv, g.i8p, "")
	return g.b.CreateGEP(g.i8, p, []llvm.Value{llvm.ConstInt(g.i64, 8, false)}, "")
}

// buildStruct makes a value of the concrete struct/tuple type dt from
// field values in the given representations.
func (g *gen) buildStruct(dt *types.DataType, fieldTypes []types.Type, vals []llvm.Value) llvm.Value {
	return g.buildStructRaw(dt, fieldTypes, vals, nil)
}

// buildStructRaw is buildStruct where raw[i] says vals[i] is already in
// the field's representation (a field new() leaves out: null or zero
// bits), so it is stored as it is.
func (g *gen) buildStructRaw(dt *types.DataType, fieldTypes []types.Type, vals []llvm.Value, raw []bool) llvm.Value {
	r := g.repOf(dt)
	fts := types.FieldTypes(dt)
	if r.kind == repGhost {
		return llvm.Value{}
	}
	l := g.layout(dt)
	agg := llvm.Undef(l)
	for i := range fts {
		fr := g.fieldRep(fts[i])
		var ev llvm.Value
		if typeObjectSlot(dt, fts[i]) {
			ev = g.typeSlotValue(fts[i], syntax.Pos{})
		} else if fr.kind == repGhost {
			ev = llvm.ConstNull(fr.llt)
		} else if raw != nil && raw[i] {
			ev = vals[i]
		} else {
			ev = g.convert(vals[i], fieldTypes[i], fr, syntax.Pos{})
		}
		agg = g.b.CreateInsertValue(agg, ev, i, "")
	}
	if r.kind == repBits || r.kind == repAgg {
		return agg
	}
	// Heap object (mutable struct).
	size := g.sizeOf(l)
	fn := "kiln_alloc_atomic"
	if g.hasPointers(dt) || dt.Name.Mutable {
		fn = "kiln_alloc"
	}
	p := g.callRt(fn, g.i8p, []llvm.Type{g.i8p, g.i64}, []llvm.Value{g.descPtr(runtimeTupleType(dt)), llvm.ConstInt(g.i64, uint64(size), false)})
	g.b.CreateStore(agg, g.b.CreateBitCast(p, llvm.PointerType(l, 0), ""))
	return p
}
