package codegen

import (
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// argVals returns the values (and lattice types) of a call's callee and
// arguments with splatted tuples expanded.
func (g *gen) argVals(v *ir.Value) ([]llvm.Value, []any) {
	info, _ := v.Aux.(*ir.CallInfo)
	var vals []llvm.Value
	var ts []any
	for i, a := range v.Args {
		if info != nil && i < len(info.Splat) && info.Splat[i] {
			elems, _ := infer.SplatElems(a.Type)
			tv := g.value(a)
			tr := g.repOf(a.Type)
			for k, et := range elems {
				if _, ok := et.(*infer.Const); ok || tr.kind == repGhost {
					vals = append(vals, llvm.Value{})
					ts = append(ts, et)
					continue
				}
				vals = append(vals, g.fieldValue(tv, infer.Widen(a.Type).(*types.DataType), k, infer.Widen(et)))
				ts = append(ts, infer.Widen(et))
			}
			continue
		}
		vals = append(vals, g.value(a))
		ts = append(ts, a.Type)
	}
	return vals, ts
}

// fieldValue reads field k of a struct value (by-value or boxed) in the
// representation of type ft.
func (g *gen) fieldValue(x llvm.Value, dt *types.DataType, k int, want types.Type) llvm.Value {
	if !g.opts.NoDynamicBuiltins && g.repOf(dt).kind == repBox && infer.GetfieldBuiltin != nil && runtimeLaidOut(dt) {
		// An abstract tuple type (Tuple{Union{A, B}}, NTuple{4, Real}):
		// the object is laid out as its run-time type, so the field is
		// read at run time, by getfield.
		f := g.b.CreateBitCast(g.extGlobal(g.lk.Instance(infer.GetfieldBuiltin.Type)), g.i8p, "")
		idx := g.convert(llvm.ConstInt(g.i64, uint64(k+1), false), types.Int64, g.repOf(types.Any), syntax.Pos{})
		i8pp := llvm.PointerType(g.i8p, 0)
		res := g.callRt("kiln_apply_generic", g.i8p, []llvm.Type{g.i8p, i8pp, g.i32, g.i8p},
			[]llvm.Value{f, g.pointerArray([]llvm.Value{x, idx}, "gfargs"), llvm.ConstInt(g.i32, 2, false), llvm.ConstNull(g.i8p)})
		return g.convert(res, types.Any, g.repOf(want), syntax.Pos{})
	}
	r := g.repOf(dt)
	fts := types.FieldTypes(dt)
	fr := g.fieldRep(fts[k])
	if fr.kind == repGhost {
		return llvm.Value{}
	}
	var fv llvm.Value
	switch r.kind {
	case repBits, repAgg:
		fv = g.b.CreateExtractValue(x, k, "")
	case repBox:
		l := g.layout(dt)
		p := g.b.CreateBitCast(x, llvm.PointerType(l, 0), "")
		fp := g.b.CreateStructGEP(l, p, k, "")
		fv = g.b.CreateLoad(fr.llt, fp, "")
		if dt.Name.Mutable {
			g.tbaa(fv, tbaaMutable)
		} else {
			g.tbaa(fv, tbaaImmutable)
		}
	case repGhost:
		return llvm.Value{}
	}
	if fr.kind == repGhost {
		return llvm.Value{}
	}
	return g.convert(fv, g.slotType(fts[k]), g.repOf(want), syntax.Pos{})
}

func (g *gen) call(v *ir.Value) llvm.Value {
	c, _ := v.Call.(*infer.Call)
	if c == nil {
		// Inference never reached this call: an earlier statement of its
		// block always throws (10 && () throws a TypeError), so the block
		// is dead; should it ever run, it throws rather than fall through.
		g.throwUnreachable()
		g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
		if v.Type == nil || v.Type == types.Bottom {
			return llvm.Value{}
		}
		return g.constantGhost(g.repOf(v.Type))
	}
	// A constant result of an effect-free call needs no code.
	if _, ok := v.Type.(*infer.Const); ok {
		switch c.Kind {
		case infer.CallBuiltin:
			if pureBuiltin(c.Builtin.Name) {
				return llvm.Value{}
			}
		case infer.CallStatic:
			if c.CI.EffectFree {
				return llvm.Value{}
			}
		}
	}
	if info, ok := v.Aux.(*ir.CallInfo); ok && info.HasSplat() && (c.Kind == infer.CallDynamic && c.ArgTypes == nil || c.Kind == infer.CallApply) {
		return g.splatCall(v, info)
	}
	vals, ts := g.argVals(v)
	if c.Invoke && len(vals) >= 3 {
		// Base._invoke(f, T, args...): CI is f's method; T was only
		// for the selection.
		vals = append([]llvm.Value{vals[1]}, vals[3:]...)
		ts = append([]any{ts[1]}, ts[3:]...)
	}
	switch c.Kind {
	case infer.CallStatic:
		var res llvm.Value
		g.declare(c.CI) // first: an image's callee gets its typed IR here (External)
		if g.inboundsSite(v) && g.hasChecks(c.CI) {
			res = g.staticCallOf(c.CI, g.variant(c.CI), vals, ts, v.Pos)
		} else {
			res = g.staticCall(c.CI, vals, ts, v.Pos)
		}
		return g.convert(res, c.CI.RetType, g.repOf(v.Type), v.Pos)
	case infer.CallBuiltin:
		return g.builtin(c.Builtin.Name, v, vals, ts)
	case infer.CallSplit:
		return g.splitCall(v, c, vals, ts)
	default:
		res := g.dynamicCall(v, vals, ts, v.Pos)
		if v.Type == types.Bottom {
			g.throwUnreachable()
			g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
			return llvm.Value{}
		}
		return g.convert(res, types.Any, g.repOf(v.Type), v.Pos)
	}
}

func pureBuiltin(name string) bool {
	switch name {
	case "throw", "setfield!", "ccall", "typeassert", "_arrayset", "_array_resize!", "_array_del_beg!", "_array_grow_beg!", "_arrayunset", "_array_new":
		return false
	}
	return true
}

func (g *gen) staticCall(ci *infer.CodeInstance, vals []llvm.Value, ts []any, pos syntax.Pos) llvm.Value {
	return g.staticCallOf(ci, g.declare(ci), vals, ts, pos)
}

// staticCallOf calls f, ci's code or its @inbounds variant.
func (g *gen) staticCallOf(ci *infer.CodeInstance, f llvm.Value, vals []llvm.Value, ts []any, pos syntax.Pos) llvm.Value {
	params, _ := g.signature(ci)
	var args []llvm.Value
	for i, p := range params {
		if p.kind == repGhost {
			continue
		}
		if i >= len(vals) {
			g.fail(pos, "codegen: argument count mismatch calling %s", ci.MI)
		}
		args = append(args, g.convert(vals[i], ts[i], p, pos))
	}
	call := g.b.CreateCall(g.ftypes[ci], f, args, "")
	if ci.RetType == types.Bottom {
		return llvm.Value{}
	}
	return call
}

// throwUnreachable ends the block with a throw of "Unreachable reached"
// where inference proved that control cannot arrive: after a run-time
// dispatch inferred to throw (no method applied when the code was
// compiled), the dispatch may still return should a method have been
// added since and be visible to it; falling through would run whatever
// code follows in memory.
func (g *gen) throwUnreachable() {
	msg := g.stringLiteral("Unreachable reached")
	null := llvm.ConstNull(g.i8p)
	g.callRt("kiln_throw_builtin_error", g.ctx.VoidType(), []llvm.Type{g.i32, g.i8p, g.i8p, g.i8p},
		[]llvm.Value{llvm.ConstInt(g.i32, 1, false), msg, null, null}, "noreturn", "cold")
	g.b.CreateUnreachable()
}

// dynamicCall boxes the callee and arguments and calls kiln_apply_generic
// with a fresh call-site cache.
func (g *gen) dynamicCall(v *ir.Value, vals []llvm.Value, ts []any, pos syntax.Pos) llvm.Value {
	box := g.repOf(types.Any)
	var boxed []llvm.Value
	for i := range vals {
		boxed = append(boxed, g.convert(vals[i], ts[i], box, pos))
	}
	n := len(boxed) - 1
	arr := g.pointerArray(boxed[1:], "args")
	site := g.newSite(v)
	return g.callRt("kiln_apply_generic", g.i8p, []llvm.Type{g.i8p, llvm.PointerType(g.i8p, 0), g.i32, g.i8p},
		[]llvm.Value{boxed[0], arr, llvm.ConstInt(g.i32, uint64(n), false), g.b.CreateBitCast(site, g.i8p, "")})
}

// splitCall tests the run-time types of union-typed arguments and calls
// the matching specialization.
func (g *gen) splitCall(v *ir.Value, c *infer.Call, vals []llvm.Value, ts []any) llvm.Value {
	out := g.repOf(v.Type)
	done := g.ctx.AddBasicBlock(g.fn.f, "split.done")
	var phiVals []llvm.Value
	var phiBlocks []llvm.BasicBlock
	for _, cs := range c.Cases {
		var cond llvm.Value
		for i, t := range cs.ArgTypes {
			if _, isConst := ts[i].(*infer.Const); isConst || vals[i].IsNil() {
				continue // known at compile time: no test
			}
			test := g.splitTest(vals[i], g.repOf(ts[i]), t)
			if test.IsNil() {
				continue
			}
			if cond.IsNil() {
				cond = test
			} else {
				cond = g.b.CreateAnd(cond, test, "")
			}
		}
		hit := g.ctx.AddBasicBlock(g.fn.f, "split.case")
		miss := g.ctx.AddBasicBlock(g.fn.f, "split.next")
		if cond.IsNil() {
			g.b.CreateBr(hit)
		} else {
			g.b.CreateCondBr(cond, hit, miss)
		}
		g.b.SetInsertPointAtEnd(hit)
		if cs.CI == nil {
			// No method for this case: the generic entry raises the
			// MethodError.
			g.dynamicCall(v, vals, ts, v.Pos)
			g.throwUnreachable()
			g.b.SetInsertPointAtEnd(miss)
			continue
		}
		cvals := make([]llvm.Value, len(vals))
		cts := make([]any, len(vals))
		for i, t := range cs.ArgTypes {
			cts[i] = t
			cvals[i] = g.convert(vals[i], ts[i], g.repOf(t), v.Pos)
		}
		res := g.staticCall(cs.CI, cvals, cts, v.Pos)
		if cs.CI.RetType != types.Bottom {
			rv := g.convert(res, cs.CI.RetType, out, v.Pos)
			phiVals = append(phiVals, rv)
			phiBlocks = append(phiBlocks, g.b.GetInsertBlock())
			g.b.CreateBr(done)
		} else {
			g.b.CreateUnreachable()
		}
		g.b.SetInsertPointAtEnd(miss)
	}
	if c.Fallback && v.Type != types.Bottom {
		// A value of none of the cases' types: run-time dispatch.
		res := g.convert(g.dynamicCall(v, vals, ts, v.Pos), types.Any, out, v.Pos)
		phiVals = append(phiVals, res)
		phiBlocks = append(phiBlocks, g.b.GetInsertBlock())
		g.b.CreateBr(done)
	} else {
		g.b.CreateUnreachable()
	}
	g.b.SetInsertPointAtEnd(done)
	if len(phiVals) == 0 {
		// Every case throws: done has no predecessors, and the code that
		// follows the call (terminated by the caller) is dead.
		if out.kind == repGhost || v.Type == types.Bottom {
			return llvm.Value{}
		}
		return llvm.Undef(out.llt)
	}
	if out.kind == repGhost {
		return llvm.Value{}
	}
	phi := g.b.CreatePHI(out.llt, "")
	phi.AddIncoming(phiVals, phiBlocks)
	return phi
}

// splitTest is the run-time test that x, held in representation r, is a
// value of the concrete type t (one case of a union-split call); a nil
// value when r admits no other type. A tuple whose elements are unions
// (Tuple{Union{Missing, Float64}, Int64}, held as a repAgg or as a member
// of a union) is tested element by element.
func (g *gen) splitTest(x llvm.Value, r *rep, t types.Type) llvm.Value {
	switch r.kind {
	case repUnion:
		for k, m := range r.members {
			if m == t {
				tag := g.b.CreateExtractValue(x, 0, "")
				return g.b.CreateICmp(llvm.IntEQ, tag, llvm.ConstInt(g.i8, uint64(k+1), false), "")
			}
		}
		for k, m := range r.members {
			mr := g.repOf(m)
			if mr.kind != repAgg || !types.Subtype(t, m) {
				continue
			}
			tag := g.b.CreateExtractValue(x, 0, "")
			test := g.b.CreateICmp(llvm.IntEQ, tag, llvm.ConstInt(g.i8, uint64(k+1), false), "")
			if et := g.splitTest(g.b.CreateExtractValue(x, k+1, ""), mr, t); !et.IsNil() {
				test = g.b.CreateAnd(test, et, "")
			}
			return test
		}
	case repBox:
		if dt, ok := t.(*types.DataType); ok {
			if dt.Name == types.TypeT && len(dt.Params) == 1 {
				// Type{Int64} and Type{Float64} values are both
				// DataTypes: the case is the type object itself.
				if p, ok := dt.Params[0].(types.Type); ok {
					obj := g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(p)), g.i8p, "")
					eq := g.callRt("kiln_egal", g.i8, []llvm.Type{g.i8p, g.i8p}, []llvm.Value{x, obj})
					return g.b.CreateICmp(llvm.IntNE, eq, llvm.ConstInt(g.i8, 0, false), "")
				}
			}
			return g.b.CreateICmp(llvm.IntEQ, g.typeOfBox(x), g.descPtr(dt), "")
		}
	case repAgg:
		dt := r.jt.(*types.DataType)
		ct, ok := t.(*types.DataType)
		if !ok || ct.Name != types.TupleT {
			return llvm.Value{}
		}
		fts, cts := types.FieldTypes(dt), types.FieldTypes(ct)
		if len(fts) != len(cts) {
			return llvm.Value{}
		}
		var test llvm.Value
		for k, et := range fts {
			if et == cts[k] || isGhostType(et) {
				continue
			}
			cdt, ok := cts[k].(*types.DataType)
			if !ok {
				continue
			}
			e := g.elemValue(x, dt, k, types.Any)
			et := g.b.CreateICmp(llvm.IntEQ, g.typeOfBox(e), g.descPtr(cdt), "")
			if test.IsNil() {
				test = et
			} else {
				test = g.b.CreateAnd(test, et, "")
			}
		}
		return test
	}
	return llvm.Value{}
}

// splatCall calls f(args...) when a splatted value's length is only known
// at run time: the runtime expands tuples and vectors, then dispatches.
func (g *gen) splatCall(v *ir.Value, info *ir.CallInfo) llvm.Value {
	if res, ok := g.splatVectorCall(v, info); ok {
		if v.Type == types.Bottom {
			g.throwUnreachable()
			g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
			return llvm.Value{}
		}
		return g.convert(res, types.Any, g.repOf(v.Type), v.Pos)
	}
	box := g.repOf(types.Any)
	n := len(v.Args) - 1
	cur := g.b.GetInsertBlock()
	g.b.SetInsertPointBefore(g.fn.entry.LastInstruction())
	a := g.b.CreateAlloca(llvm.ArrayType(g.i8p, n+1), "args")
	g.resume(cur)
	mask := make([]llvm.Value, n+1)
	for i := 0; i <= n; i++ {
		arg := v.Args[i]
		p := g.b.CreateGEP(llvm.ArrayType(g.i8p, n+1), a, []llvm.Value{llvm.ConstInt(g.i64, 0, false), llvm.ConstInt(g.i64, uint64(i), false)}, "")
		g.b.CreateStore(g.convert(g.value(arg), arg.Type, box, v.Pos), p)
		m := uint64(0)
		if i < len(info.Splat) && info.Splat[i] {
			m = 1
		}
		mask[i] = llvm.ConstInt(g.i8, m, false)
	}
	mt := llvm.ArrayType(g.i8, n+1)
	mg := llvm.AddGlobal(g.mod, mt, "")
	mg.SetInitializer(llvm.ConstArray(g.i8, mask))
	mg.SetLinkage(llvm.PrivateLinkage)
	mg.SetGlobalConstant(true)
	res := g.callRt("kiln_apply_splat", g.i8p, []llvm.Type{g.i8p, g.i32, g.i8p},
		[]llvm.Value{g.b.CreateBitCast(a, g.i8p, ""), llvm.ConstInt(g.i32, uint64(n+1), false), g.b.CreateBitCast(mg, g.i8p, "")})
	if v.Type == types.Bottom {
		g.throwUnreachable()
		g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
		return llvm.Value{}
	}
	return g.convert(res, types.Any, g.repOf(v.Type), v.Pos)
}

// splatStackArgs is how many arguments a splatting call expands into a
// stack array; more go in a collected block.
const splatStackArgs = 16

// splatVectorCall calls f(args...) where the splatted values are tuples
// of known length and one-dimensional Arrays, expanding them here rather
// than in the runtime: the vectors' elements are read (and boxed when
// stored inline) straight into the argument array of kiln_apply_generic,
// whose call-site cache then dispatches on their types. ok is false for
// other splatted values (ranges, strings, generators), which the runtime
// expands.
func (g *gen) splatVectorCall(v *ir.Value, info *ir.CallInfo) (llvm.Value, bool) {
	type segment struct {
		val llvm.Value // a boxed argument, or
		arr llvm.Value // a vector whose elements are arguments
		et  types.Type
	}
	for i, a := range v.Args {
		if i >= len(info.Splat) || !info.Splat[i] {
			continue
		}
		if _, ok := infer.SplatElems(a.Type); ok {
			continue
		}
		if _, n, ok := arrayParams(infer.Widen(a.Type)); !ok || n != 1 {
			return llvm.Value{}, false
		}
	}
	box := g.repOf(types.Any)
	var segs []segment
	nstatic := 0
	for i, a := range v.Args {
		if i < len(info.Splat) && info.Splat[i] {
			if elems, ok := infer.SplatElems(a.Type); ok {
				tv := g.value(a)
				tr := g.repOf(a.Type)
				for k, et := range elems {
					var ev llvm.Value
					if _, isConst := et.(*infer.Const); !isConst && tr.kind != repGhost {
						ev = g.fieldValue(tv, infer.Widen(a.Type).(*types.DataType), k, infer.Widen(et))
						et = infer.Widen(et)
					}
					segs = append(segs, segment{val: g.convert(ev, et, box, v.Pos)})
					nstatic++
				}
				continue
			}
			et, _, _ := arrayParams(infer.Widen(a.Type))
			segs = append(segs, segment{arr: g.value(a), et: et})
			continue
		}
		segs = append(segs, segment{val: g.convert(g.value(a), a.Type, box, v.Pos)})
		nstatic++
	}
	if len(segs) == 0 || segs[0].val.IsNil() {
		return llvm.Value{}, false // the callee itself splatted
	}
	hdr := g.arrayHeader(1)
	lenOf := func(arr llvm.Value) llvm.Value {
		hp := g.b.CreateBitCast(arr, llvm.PointerType(hdr, 0), "")
		return g.tbaa(g.b.CreateLoad(g.i64, g.b.CreateStructGEP(hdr, hp, 1, ""), ""), tbaaArrayLen)
	}
	// The number of arguments, the callee included.
	total := llvm.ConstInt(g.i64, uint64(nstatic), false)
	for _, sg := range segs {
		if !sg.arr.IsNil() {
			total = g.b.CreateAdd(total, lenOf(sg.arr), "")
		}
	}
	// The argument array: on the stack when small, else collected memory
	// (the collector scans both).
	at := llvm.ArrayType(g.i8p, splatStackArgs)
	cur := g.b.GetInsertBlock()
	g.b.SetInsertPointBefore(g.fn.entry.LastInstruction())
	stack := g.b.CreateAlloca(at, "splatargs")
	g.resume(cur)
	i8pp := llvm.PointerType(g.i8p, 0)
	stackP := g.b.CreateBitCast(stack, i8pp, "")
	small := g.b.CreateICmp(llvm.IntULE, total, llvm.ConstInt(g.i64, splatStackArgs, false), "")
	from := g.b.GetInsertBlock()
	bigB := g.ctx.AddBasicBlock(g.fn.f, "splat.big")
	haveB := g.ctx.AddBasicBlock(g.fn.f, "splat.args")
	g.b.CreateCondBr(small, haveB, bigB)
	g.b.SetInsertPointAtEnd(bigB)
	heap := g.callRt("kiln_alloc", g.i8p, []llvm.Type{g.i8p, g.i64}, []llvm.Value{llvm.ConstNull(g.i8p), g.b.CreateMul(total, llvm.ConstInt(g.i64, 8, false), "")})
	heapP := g.b.CreateBitCast(heap, i8pp, "")
	g.b.CreateBr(haveB)
	g.b.SetInsertPointAtEnd(haveB)
	args := g.b.CreatePHI(i8pp, "")
	args.AddIncoming([]llvm.Value{stackP, heapP}, []llvm.BasicBlock{from, bigB})
	idx := llvm.ConstInt(g.i64, 0, false)
	one := llvm.ConstInt(g.i64, 1, false)
	for _, sg := range segs {
		if sg.arr.IsNil() {
			g.b.CreateStore(sg.val, g.b.CreateGEP(g.i8p, args, []llvm.Value{idx}, ""))
			idx = g.b.CreateAdd(idx, one, "")
			continue
		}
		// for k in 0:len-1: args[idx+k] = box(arr[k])
		n := lenOf(sg.arr)
		er := g.fieldRep(sg.et)
		hp := g.b.CreateBitCast(sg.arr, llvm.PointerType(hdr, 0), "")
		data := g.tbaa(g.b.CreateLoad(g.i8p, g.b.CreateStructGEP(hdr, hp, 0, ""), ""), tbaaArrayPtr)
		pre := g.b.GetInsertBlock()
		loop := g.ctx.AddBasicBlock(g.fn.f, "splat.elem")
		done := g.ctx.AddBasicBlock(g.fn.f, "splat.elems")
		g.b.CreateCondBr(g.b.CreateICmp(llvm.IntSGT, n, llvm.ConstInt(g.i64, 0, false), ""), loop, done)
		g.b.SetInsertPointAtEnd(loop)
		k := g.b.CreatePHI(g.i64, "")
		var ev llvm.Value
		if er.kind == repGhost {
			ev = g.convert(g.constantGhost(g.repOf(sg.et)), sg.et, box, v.Pos)
		} else {
			ep := g.b.CreateInBoundsGEP(er.llt, g.b.CreateBitCast(data, llvm.PointerType(er.llt, 0), ""), []llvm.Value{k}, "")
			val := g.tbaa(g.b.CreateLoad(er.llt, ep, ""), tbaaArrayBuf)
			if er.kind == repBox {
				g.checkUndefRef(val)
			}
			ev = g.convert(val, g.slotType(sg.et), box, v.Pos)
		}
		g.b.CreateStore(ev, g.b.CreateGEP(g.i8p, args, []llvm.Value{g.b.CreateAdd(idx, k, "")}, ""))
		k1 := g.b.CreateAdd(k, one, "")
		last := g.b.GetInsertBlock()
		g.b.CreateCondBr(g.b.CreateICmp(llvm.IntSLT, k1, n, ""), loop, done)
		k.AddIncoming([]llvm.Value{llvm.ConstInt(g.i64, 0, false), k1}, []llvm.BasicBlock{pre, last})
		g.b.SetInsertPointAtEnd(done)
		idx = g.b.CreateAdd(idx, n, "")
	}
	site := g.newSite(v)
	f := g.b.CreateLoad(g.i8p, args, "")
	rest := g.b.CreateGEP(g.i8p, args, []llvm.Value{one}, "")
	nargs := g.b.CreateTrunc(g.b.CreateSub(total, one, ""), g.i32, "")
	return g.callRt("kiln_apply_generic", g.i8p, []llvm.Type{g.i8p, i8pp, g.i32, g.i8p},
		[]llvm.Value{f, rest, nargs, g.b.CreateBitCast(site, g.i8p, "")}), true
}

// siteWords is the size of a kiln_callsite in 8-byte words: 8 + 4*(7*8+8)
// + 4 bytes, rounded up.
const siteWords = 34

// SiteSize is the size in bytes of a call-site cache in a unit's site
// array.
const SiteSize = siteWords * 8

// Site describes one dynamic call site of a unit: its cache is element
// Index of the unit's site array (Unit.SiteArray).
type Site struct {
	CI   *infer.CodeInstance
	Call *ir.Value
}

// newSite makes the cache of a dynamic call site. Caches start as private
// globals; finishSites gathers them into one named array, so that the
// driver can tell, from a cache's address, which call missed.
func (g *gen) newSite(v *ir.Value) llvm.Value {
	siteT := llvm.ArrayType(g.i64, siteWords)
	site := llvm.AddGlobal(g.mod, siteT, "")
	site.SetInitializer(llvm.ConstNull(siteT))
	site.SetLinkage(llvm.PrivateLinkage)
	var ci *infer.CodeInstance
	if g.fn != nil {
		ci = g.fn.ci
	}
	g.sites = append(g.sites, site)
	g.unit.Sites = append(g.unit.Sites, Site{CI: ci, Call: v})
	return site
}

func (g *gen) finishSites() {
	if len(g.sites) == 0 {
		return
	}
	siteT := llvm.ArrayType(g.i64, siteWords)
	arrT := llvm.ArrayType(siteT, len(g.sites))
	name := g.opts.Prefix + ".sites"
	arr := llvm.AddGlobal(g.mod, arrT, name)
	arr.SetInitializer(llvm.ConstNull(arrT))
	arr.SetAlignment(16)
	for k, old := range g.sites {
		p := llvm.ConstInBoundsGEP(arrT, arr, []llvm.Value{llvm.ConstInt(g.i64, 0, false), llvm.ConstInt(g.i32, uint64(k), false)})
		old.ReplaceAllUsesWith(p)
		old.EraseFromParentAsGlobal()
	}
	g.unit.SiteArray = name
}

// runtimeLaidOut reports whether a tuple type's objects are laid out as
// their run-time types rather than as dt: a field type is a Union or an
// abstract type (Tuple{Union{Int64, Float64}} holds a Tuple{Int64} or a
// Tuple{Float64}). Type{T} fields, and tuples of them, are not (their
// layout is fixed).
func runtimeLaidOut(dt *types.DataType) bool {
	if dt.Name.Kind != types.KindTuple || types.IsConcrete(dt) {
		return false
	}
	for _, ft := range types.FieldTypes(dt) {
		if isGhostType(ft) {
			continue
		}
		if fdt, ok := ft.(*types.DataType); ok && fdt.Name == types.TypeT {
			continue
		}
		if fdt, ok := ft.(*types.DataType); ok && fdt.Name == types.TupleT && !types.HasFreeVars(fdt) &&
			!hasVararg(fdt) && !runtimeLaidOut(fdt) {
			// A tuple of Type{T} elements (the vararg tuple of
			// f(Int8)): fixed layout too, a box.
			continue
		}
		if !types.IsConcrete(ft) {
			return true
		}
	}
	return false
}
