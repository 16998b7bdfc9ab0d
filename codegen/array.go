package codegen

import (
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// Arrays are heap objects whose payload is {data*, length, dims[N]}; the
// elements live in a separate collected block, inline for concrete
// immutable element types and boxed otherwise. A vector's payload has a
// fourth word, the start of its block while its data pointer is inside it
// after popfirst!/pushfirst! (runtime/kiln_rt.h, KILN_VECTOR_BLOCK), null
// otherwise.

func (g *gen) arrayHeader(n int) llvm.Type {
	if n == 1 {
		return g.ctx.StructType([]llvm.Type{g.i8p, g.i64, llvm.ArrayType(g.i64, n), g.i8p}, false)
	}
	return g.ctx.StructType([]llvm.Type{g.i8p, g.i64, llvm.ArrayType(g.i64, n)}, false)
}

// ArrayObjectSize is the payload size of an Array object of n dimensions.
func ArrayObjectSize(n int) int64 {
	if n == 1 {
		return 32
	}
	return 16 + 8*int64(n)
}

func arrayParams(t types.Type) (types.Type, int, bool) {
	dt, ok := t.(*types.DataType)
	if !ok || dt.Name != types.ArrayT || len(dt.Params) != 2 {
		return nil, 0, false
	}
	et, ok := dt.Params[0].(types.Type)
	n, ok2 := dt.Params[1].(int64)
	if !ok || !ok2 {
		return nil, 0, false
	}
	return et, int(n), true
}

func (g *gen) arrayBuiltin(name string, v *ir.Value, args []llvm.Value, ats []any) (llvm.Value, bool) {
	pos := v.Pos
	out := g.repOf(v.Type)
	switch name {
	case "_array_new":
		t, _ := infer.IsConst(ats[0])
		dt, _ := t.(*types.DataType)
		et, n, ok := arrayParams(dt)
		if !ok || len(args)-1 != n {
			g.fail(pos, "codegen: _array_new needs an Array type and its dimensions")
		}
		er := g.fieldRep(et)
		elsize := g.sizeOf(er.llt)
		hdr := g.arrayHeader(n)
		dims := make([]llvm.Value, n)
		for i := 0; i < n; i++ {
			dims[i] = g.convert(args[i+1], ats[i+1], g.repOf(types.Int64), pos)
		}
		length, nbytes := g.arraySize(dims, elsize)
		fn := "kiln_alloc_atomic"
		switch {
		case er.kind == repBox || g.hasPointers(et):
			fn = "kiln_alloc"
		case g.anyBitsValid(et):
			// Array{Float64}(undef, n) is not cleared, as in Julia: every
			// bit pattern is a value of the element type.
			fn = "kiln_alloc_atomic_undef"
		}
		data := g.callRt(fn, g.i8p, []llvm.Type{g.i8p, g.i64}, []llvm.Value{llvm.ConstNull(g.i8p), nbytes})
		obj := g.callRt("kiln_alloc", g.i8p, []llvm.Type{g.i8p, g.i64}, []llvm.Value{g.descPtr(dt), llvm.ConstInt(g.i64, uint64(g.sizeOf(hdr)), false)})
		hp := g.b.CreateBitCast(obj, llvm.PointerType(hdr, 0), "")
		g.tbaa(g.b.CreateStore(data, g.b.CreateStructGEP(hdr, hp, 0, "")), tbaaArrayPtr)
		g.tbaa(g.b.CreateStore(length, g.b.CreateStructGEP(hdr, hp, 1, "")), tbaaArrayLen)
		dimsP := g.b.CreateStructGEP(hdr, hp, 2, "")
		for i, d := range dims {
			p := g.b.CreateGEP(llvm.ArrayType(g.i64, n), dimsP, []llvm.Value{llvm.ConstInt(g.i64, 0, false), llvm.ConstInt(g.i64, uint64(i), false)}, "")
			g.tbaa(g.b.CreateStore(d, p), tbaaArrayLen)
		}
		return g.convert(obj, dt, out, pos), true
	case "_arraylen":
		_, n, ok := arrayParams(infer.Widen(ats[0]))
		if !ok {
			return llvm.Value{}, false
		}
		hdr := g.arrayHeader(n)
		hp := g.b.CreateBitCast(args[0], llvm.PointerType(hdr, 0), "")
		return g.tbaa(g.b.CreateLoad(g.i64, g.b.CreateStructGEP(hdr, hp, 1, ""), ""), tbaaArrayLen), true
	case "_arraysize":
		_, n, ok := arrayParams(infer.Widen(ats[0]))
		if !ok {
			return llvm.Value{}, false
		}
		hdr := g.arrayHeader(n)
		hp := g.b.CreateBitCast(args[0], llvm.PointerType(hdr, 0), "")
		d := g.convert(args[1], ats[1], g.repOf(types.Int64), pos)
		d = g.b.CreateSub(d, llvm.ConstInt(g.i64, 1, false), "")
		dimsP := g.b.CreateStructGEP(hdr, hp, 2, "")
		p := g.b.CreateGEP(llvm.ArrayType(g.i64, n), dimsP, []llvm.Value{llvm.ConstInt(g.i64, 0, false), d}, "")
		return g.tbaa(g.b.CreateLoad(g.i64, p, ""), tbaaArrayLen), true
	case "_arrayref", "_arrayset":
		et, n, ok := arrayParams(infer.Widen(ats[0]))
		if !ok {
			return llvm.Value{}, false
		}
		er := g.fieldRep(et)
		hdr := g.arrayHeader(n)
		hp := g.b.CreateBitCast(args[0], llvm.PointerType(hdr, 0), "")
		data := g.tbaa(g.b.CreateLoad(g.i8p, g.b.CreateStructGEP(hdr, hp, 0, ""), ""), tbaaArrayPtr)
		idxArg := 1
		if name == "_arrayset" {
			idxArg = 2
		}
		i := g.convert(args[idxArg], ats[idxArg], g.repOf(types.Int64), pos)
		i = g.b.CreateSub(i, llvm.ConstInt(g.i64, 1, false), "")
		if er.kind == repGhost {
			if name == "_arrayset" {
				return g.convert(args[0], ats[0], out, pos), true
			}
			return g.constantGhost(out), true
		}
		ep := g.b.CreateInBoundsGEP(er.llt, g.b.CreateBitCast(data, llvm.PointerType(er.llt, 0), ""), []llvm.Value{i}, "")
		if name == "_arrayref" {
			val := g.tbaa(g.b.CreateLoad(er.llt, ep, ""), tbaaArrayBuf)
			if er.kind == repBox {
				g.checkUndefRef(val)
			}
			return g.convert(val, g.slotType(et), out, pos), true
		}
		g.tbaa(g.b.CreateStore(g.convert(args[1], ats[1], er, pos), ep), tbaaArrayBuf)
		return g.convert(args[0], ats[0], out, pos), true
	case "_array_resize!":
		et, _, ok := arrayParams(infer.Widen(ats[0]))
		if !ok {
			return llvm.Value{}, false
		}
		er := g.fieldRep(et)
		hasPtr := g.elemHasPointers(et, er)
		nlen := g.convert(args[1], ats[1], g.repOf(types.Int64), pos)
		elsize := g.sizeOf(er.llt)
		var done llvm.BasicBlock
		if _, n, _ := arrayParams(infer.Widen(ats[0])); n == 1 && elsize > 0 && g.opts.Device == nil {
			done = g.growInPlace(args[0], nlen, elsize)
		}
		g.callRt("kiln_array_resize", g.ctx.VoidType(), []llvm.Type{g.i8p, g.i64, g.i64, g.i32},
			[]llvm.Value{args[0], nlen, llvm.ConstInt(g.i64, uint64(elsize), false), llvm.ConstInt(g.i32, uint64(hasPtr), false)})
		if !done.IsNil() {
			g.b.CreateBr(done)
			g.b.SetInsertPointAtEnd(done)
		}
		return llvm.Value{}, true
	case "_arrayunset":
		// Julia's jl_arrayunset: element i of an array of references
		// becomes undefined (a null reference). Elements stored inline are
		// left as they are (Julia clears those that hold references).
		et, n, ok := arrayParams(infer.Widen(ats[0]))
		if !ok {
			return llvm.Value{}, false
		}
		er := g.fieldRep(et)
		if er.kind != repBox {
			return llvm.Value{}, true
		}
		hdr := g.arrayHeader(n)
		hp := g.b.CreateBitCast(args[0], llvm.PointerType(hdr, 0), "")
		data := g.tbaa(g.b.CreateLoad(g.i8p, g.b.CreateStructGEP(hdr, hp, 0, ""), ""), tbaaArrayPtr)
		i := g.convert(args[1], ats[1], g.repOf(types.Int64), pos)
		i = g.b.CreateSub(i, llvm.ConstInt(g.i64, 1, false), "")
		ep := g.b.CreateInBoundsGEP(er.llt, g.b.CreateBitCast(data, llvm.PointerType(er.llt, 0), ""), []llvm.Value{i}, "")
		g.tbaa(g.b.CreateStore(llvm.ConstNull(er.llt), ep), tbaaArrayBuf)
		return llvm.Value{}, true
	case "_array_del_beg!", "_array_grow_beg!":
		// Delete or add k elements at a vector's front in place (amortized
		// O(1), as Julia's jl_array_del_beg/jl_array_grow_beg); false when
		// the data is shared and Base must take the general path.
		et, n, ok := arrayParams(infer.Widen(ats[0]))
		if !ok || n != 1 {
			return llvm.Value{}, false
		}
		er := g.fieldRep(et)
		hasPtr := g.elemHasPointers(et, er)
		k := g.convert(args[1], ats[1], g.repOf(types.Int64), pos)
		fn := "kiln_array_del_beg"
		if name == "_array_grow_beg!" {
			fn = "kiln_array_grow_beg"
		}
		r := g.callRt(fn, g.i32, []llvm.Type{g.i8p, g.i64, g.i64, g.i32},
			[]llvm.Value{args[0], k, llvm.ConstInt(g.i64, uint64(g.sizeOf(er.llt)), false), llvm.ConstInt(g.i32, uint64(hasPtr), false)})
		done := g.boolOf(g.b.CreateICmp(llvm.IntNE, r, llvm.ConstInt(g.i32, 0, false), ""))
		return g.convert(done, types.Bool, out, pos), true
	}
	return llvm.Value{}, false
}

// growInPlace emits the common case of kiln_array_resize (driver/shim.c)
// inline, as Julia's push! grows within the array's capacity without a
// call: a vector a whose data starts its own block (no front offset, not
// shared, not foreign) and whose block's capacity word (cap << 1) holds
// n elements gets the new elements cleared and its length set. It leaves
// the builder in the block that must call the runtime and returns the
// block both paths continue in.
func (g *gen) growInPlace(a, n llvm.Value, elsize int64) llvm.BasicBlock {
	hdr := g.arrayHeader(1)
	hp := g.b.CreateBitCast(a, llvm.PointerType(hdr, 0), "")
	data := g.tbaa(g.b.CreateLoad(g.i8p, g.b.CreateStructGEP(hdr, hp, 0, ""), ""), tbaaArrayPtr)
	length := g.tbaa(g.b.CreateLoad(g.i64, g.b.CreateStructGEP(hdr, hp, 1, ""), ""), tbaaArrayLen)
	block := g.b.CreateLoad(g.i8p, g.b.CreateStructGEP(hdr, hp, 3, ""), "")
	slow := g.ctx.AddBasicBlock(g.fn.f, "grow.call")
	check := g.ctx.AddBasicBlock(g.fn.f, "grow.cap")
	fast := g.ctx.AddBasicBlock(g.fn.f, "grow.inplace")
	done := g.ctx.AddBasicBlock(g.fn.f, "grow.done")
	// n is below the byte bound the runtime checks (so n*elsize cannot
	// overflow), the vector grows, and its data is a block of its own.
	maxN := llvm.ConstInt(g.i64, uint64((1<<62-1)/elsize), false)
	ok := g.b.CreateAnd(g.b.CreateICmp(llvm.IntNE, data, llvm.ConstNull(g.i8p), ""),
		g.b.CreateAnd(g.b.CreateICmp(llvm.IntSGT, n, length, ""),
			g.b.CreateAnd(g.b.CreateICmp(llvm.IntSLE, n, maxN, ""),
				g.b.CreateICmp(llvm.IntEQ, block, llvm.ConstNull(g.i8p), ""), ""), ""), "")
	g.b.CreateCondBr(ok, check, slow)
	g.b.SetInsertPointAtEnd(check)
	wp := g.b.CreateGEP(g.i64, g.b.CreateBitCast(data, llvm.PointerType(g.i64, 0), ""), []llvm.Value{llvm.ConstInt(g.i64, ^uint64(0), true)}, "")
	w := g.b.CreateLoad(g.i64, wp, "")
	nbytes := g.b.CreateMul(n, llvm.ConstInt(g.i64, uint64(elsize), false), "")
	// w == 0 (capacity not yet known) and w&1 (a sharing owner's address)
	// go to the runtime; w&2 never holds for a block's own header word.
	known := g.b.CreateAnd(g.b.CreateICmp(llvm.IntNE, w, llvm.ConstInt(g.i64, 0, false), ""),
		g.b.CreateICmp(llvm.IntEQ, g.b.CreateAnd(w, llvm.ConstInt(g.i64, 3, false), ""), llvm.ConstInt(g.i64, 0, false), ""), "")
	fits := g.b.CreateICmp(llvm.IntSLE, nbytes, g.b.CreateLShr(w, llvm.ConstInt(g.i64, 1, false), ""), "")
	g.b.CreateCondBr(g.b.CreateAnd(known, fits, ""), fast, slow)
	g.b.SetInsertPointAtEnd(fast)
	start := g.b.CreateMul(length, llvm.ConstInt(g.i64, uint64(elsize), false), "")
	memset, mt := g.rtFunc("llvm.memset.p0i8.i64", g.ctx.VoidType(), []llvm.Type{g.i8p, g.ctx.Int8Type(), g.i64, g.ctx.Int1Type()})
	g.b.CreateCall(mt, memset, []llvm.Value{g.b.CreateGEP(g.ctx.Int8Type(), data, []llvm.Value{start}, ""),
		llvm.ConstInt(g.ctx.Int8Type(), 0, false), g.b.CreateSub(nbytes, start, ""), llvm.ConstInt(g.ctx.Int1Type(), 0, false)}, "")
	g.tbaa(g.b.CreateStore(n, g.b.CreateStructGEP(hdr, hp, 1, "")), tbaaArrayLen)
	dim := g.b.CreateGEP(llvm.ArrayType(g.i64, 1), g.b.CreateStructGEP(hdr, hp, 2, ""), []llvm.Value{llvm.ConstInt(g.i64, 0, false), llvm.ConstInt(g.i64, 0, false)}, "")
	g.tbaa(g.b.CreateStore(n, dim), tbaaArrayLen)
	g.b.CreateBr(done)
	g.b.SetInsertPointAtEnd(slow)
	return done
}

// elemHasPointers is 1 when array elements of type et (stored as er) hold
// references the collector must see, else 0 (the runtime's hasptr flag).
func (g *gen) elemHasPointers(et types.Type, er *rep) int64 {
	if er.kind == repBox || g.hasPointers(et) {
		return 1
	}
	return 0
}

// anyBitsValid says whether every bit pattern of t's inline storage is a
// value of t, so that uncleared memory is a valid (if arbitrary) element:
// primitive types other than Bool (whose storage must be 0 or 1), and
// structs and tuples of one such type repeated, which have no padding (so
// === and hashing, which read whole elements, see only written bytes).
func (g *gen) anyBitsValid(t types.Type) bool {
	dt, ok := t.(*types.DataType)
	if !ok || g.fieldRep(t).kind != repBits {
		return false
	}
	switch dt.Name.Kind {
	case types.KindPrimitive:
		return dt != types.Bool && !types.Equal(dt, types.Bool)
	case types.KindStruct, types.KindTuple:
		fts := types.FieldTypes(dt)
		if len(fts) == 0 || dt.Name.Mutable {
			return false
		}
		for _, ft := range fts {
			if !types.Equal(ft, fts[0]) {
				return false
			}
		}
		return g.anyBitsValid(fts[0])
	}
	return false
}

// maxArrayInt is Julia's MAXINTVAL (typemax(Int)): an element count or a
// byte size must stay below it.
const maxArrayInt = 1<<63 - 1

// arraySize computes an array's element count and byte size from its
// dimensions the way Julia's jl_array_validate_dims (src/array.c) does, and
// throws its errors before anything is allocated: a dimension that is
// negative or not below typemax(Int), or a product of dimensions that
// overflows, is ArgumentError("invalid Array dimensions"); a byte size that
// overflows is ErrorException("invalid Array size"). A size that is
// representable but cannot be allocated is the allocator's
// OutOfMemoryError.
func (g *gen) arraySize(dims []llvm.Value, elsize int64) (length, nbytes llvm.Value) {
	limit := llvm.ConstInt(g.i64, maxArrayInt, false)
	length = llvm.ConstInt(g.i64, 1, false)
	bad := llvm.ConstInt(g.ctx.Int1Type(), 0, false)
	for _, d := range dims {
		// Unsigned comparisons: a negative dimension is a huge one.
		bad = g.b.CreateOr(bad, g.b.CreateICmp(llvm.IntUGE, d, limit, ""), "")
		var ov llvm.Value
		length, ov = g.umulOverflow(length, d)
		bad = g.b.CreateOr(bad, ov, "")
		bad = g.b.CreateOr(bad, g.b.CreateICmp(llvm.IntUGE, length, limit, ""), "")
	}
	g.throwArraySizeIf(bad, 0)
	nbytes, ov := g.umulOverflow(length, llvm.ConstInt(g.i64, uint64(elsize), false))
	ov = g.b.CreateOr(ov, g.b.CreateICmp(llvm.IntUGE, nbytes, limit, ""), "")
	g.throwArraySizeIf(ov, 1)
	return length, nbytes
}

// umulOverflow is a*b and whether the unsigned product overflowed.
func (g *gen) umulOverflow(a, b llvm.Value) (llvm.Value, llvm.Value) {
	rt := g.ctx.StructType([]llvm.Type{g.i64, g.ctx.Int1Type()}, false)
	f, ft := g.rtFunc("llvm.umul.with.overflow.i64", rt, []llvm.Type{g.i64, g.i64})
	r := g.b.CreateCall(ft, f, []llvm.Value{a, b}, "")
	return g.b.CreateExtractValue(r, 0, ""), g.b.CreateExtractValue(r, 1, "")
}

// throwArraySizeIf branches to a cold block that throws the array-size error kind
// (see kiln_throw_array_size) when cond holds.
func (g *gen) throwArraySizeIf(cond llvm.Value, kind int) {
	if c := cond; c.IsConstant() && c.ZExtValue() == 0 {
		return
	}
	bad := g.ctx.AddBasicBlock(g.fn.f, "badsize")
	ok := g.ctx.AddBasicBlock(g.fn.f, "size")
	g.b.CreateCondBr(cond, bad, ok)
	g.b.SetInsertPointAtEnd(bad)
	g.callRt("kiln_throw_array_size", g.ctx.VoidType(), []llvm.Type{g.i32}, []llvm.Value{llvm.ConstInt(g.i32, uint64(kind), false)}, "noreturn", "cold")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(ok)
}

func (g *gen) constantGhost(r *rep) llvm.Value {
	if r.kind == repGhost {
		return llvm.Value{}
	}
	return llvm.Undef(r.llt)
}

// checkUndefRef throws UndefRefError when a boxed element was never set.
func (g *gen) checkUndefRef(p llvm.Value) {
	isnull := g.b.CreateICmp(llvm.IntEQ, p, llvm.ConstNull(g.i8p), "")
	bad := g.ctx.AddBasicBlock(g.fn.f, "undefref")
	ok := g.ctx.AddBasicBlock(g.fn.f, "ref")
	g.b.CreateCondBr(isnull, bad, ok)
	g.b.SetInsertPointAtEnd(bad)
	g.callRt("kiln_throw_undefref", g.ctx.VoidType(), nil, nil, "noreturn", "cold")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(ok)
}
