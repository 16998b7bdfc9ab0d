package codegen

import (
	"math"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/llvmx"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

func (g *gen) boolOf(c llvm.Value) llvm.Value { return g.b.CreateZExt(c, g.i8, "") }

func (g *gen) llvmIntrinsic(name string, ret llvm.Type, args ...llvm.Value) llvm.Value {
	var pts []llvm.Type
	for _, a := range args {
		pts = append(pts, a.Type())
	}
	return g.callRt(name, ret, pts, args)
}

// roundToOddFloat32 converts a Float64 to Float32 rounding to odd
// (truncate, then set the last bit when inexact), so that rounding the
// result again to a format at least two bits narrower (Float16) gives the
// correctly rounded result.
func (g *gen) roundToOddFloat32(x llvm.Value) llvm.Value {
	b := g.b
	f32 := g.ctx.FloatType()
	i32 := g.ctx.Int32Type()
	f := b.CreateFPTrunc(x, f32, "")
	back := b.CreateFPExt(f, x.Type(), "")
	inexact := b.CreateFCmp(llvm.FloatONE, back, x, "")
	fabs := g.llvmIntrinsic("llvm.fabs.f32", f32, f)
	finite := b.CreateFCmp(llvm.FloatOLT, fabs, llvm.ConstFloat(f32, math.Inf(1)), "")
	over := b.CreateFCmp(llvm.FloatOGT, g.llvmIntrinsic("llvm.fabs.f64", x.Type(), back), g.llvmIntrinsic("llvm.fabs.f64", x.Type(), x), "")
	bits := b.CreateBitCast(f, i32, "")
	t := b.CreateSelect(over, b.CreateSub(bits, llvm.ConstInt(i32, 1, false), ""), bits, "")
	t = b.CreateOr(t, llvm.ConstInt(i32, 1, false), "")
	r := b.CreateSelect(b.CreateAnd(inexact, finite, ""), t, bits, "")
	return b.CreateBitCast(r, f32, "")
}

func suffix(t llvm.Type) string {
	switch t.TypeKind() {
	case llvm.DoubleTypeKind:
		return "f64"
	case llvm.FloatTypeKind:
		return "f32"
	case llvm.IntegerTypeKind:
		switch t.IntTypeWidth() {
		case 8:
			return "i8"
		case 16:
			return "i16"
		case 32:
			return "i32"
		case 64:
			return "i64"
		case 128:
			return "i128"
		}
	}
	return "x"
}

// throwDivide branches to a DivideError throw when cond holds.
func (g *gen) throwIf(cond llvm.Value, what string) {
	bad := g.ctx.AddBasicBlock(g.fn.f, what)
	ok := g.ctx.AddBasicBlock(g.fn.f, what+".ok")
	g.b.CreateCondBr(cond, bad, ok)
	g.b.SetInsertPointAtEnd(bad)
	if g.opts.Device != nil {
		g.deviceThrow()
		g.b.CreateUnreachable()
		g.b.SetInsertPointAtEnd(ok)
		return
	}
	dt, _ := g.lk.WellKnown("DivideError").(*types.DataType)
	var exc llvm.Value
	if dt != nil {
		exc = g.b.CreateBitCast(g.extGlobal(g.lk.Instance(dt)), g.i8p, "")
	} else {
		exc = llvm.ConstNull(g.i8p)
	}
	g.callRt("kiln_throw", g.ctx.VoidType(), []llvm.Type{g.i8p}, []llvm.Value{exc}, "noreturn")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(ok)
}

func (g *gen) intrinsic(name string, v *ir.Value, args []llvm.Value, ats []any) llvm.Value {
	out := g.repOf(v.Type)
	// Operands in their own bits representations.
	ops := make([]llvm.Value, len(args))
	for i := range args {
		if c, ok := ats[i].(*infer.Const); ok {
			if _, isType := c.Val.(types.Type); isType {
				continue
			}
			ops[i] = g.constant(c.Val, g.repOf(ats[i]), v.Pos)
		} else {
			ops[i] = args[i]
		}
	}
	b := g.b
	// The _fast forms (Base.FastMath, @fastmath) are the plain operation
	// with all of LLVM's fast-math flags, as Julia's.
	fast := strings.HasSuffix(name, "_fast")
	name = strings.TrimSuffix(name, "_fast")
	fm := func(x llvm.Value) llvm.Value {
		if fast {
			llvmx.SetFastMath(x)
		}
		return x
	}
	res := func(x llvm.Value) llvm.Value {
		return g.convert(fm(x), infer.Widen(v.Type), out, v.Pos)
	}
	if p, ok := intCompares[name]; ok {
		return g.boolOf(b.CreateICmp(p, ops[0], ops[1], ""))
	}
	if p, ok := floatCompares[name]; ok {
		return g.boolOf(fm(b.CreateFCmp(p, ops[0], ops[1], "")))
	}
	bin := func(f func(x, y llvm.Value) llvm.Value) llvm.Value {
		return res(f(ops[0], ops[1]))
	}
	switch name {
	case "add_int":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateAdd(x, y, "") })
	case "sub_int":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateSub(x, y, "") })
	case "mul_int":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateMul(x, y, "") })
	case "neg_int":
		return res(b.CreateNeg(ops[0], ""))
	case "sdiv_int", "checked_sdiv_int":
		x, y := ops[0], ops[1]
		t := x.Type()
		if name == "checked_sdiv_int" {
			g.throwIf(b.CreateICmp(llvm.IntEQ, y, llvm.ConstInt(t, 0, false), ""), "divzero")
			min := llvm.ConstShl(llvm.ConstInt(t, 1, false), llvm.ConstInt(t, uint64(t.IntTypeWidth()-1), false))
			ovf := b.CreateAnd(b.CreateICmp(llvm.IntEQ, x, min, ""), b.CreateICmp(llvm.IntEQ, y, llvm.ConstAllOnes(t), ""), "")
			g.throwIf(ovf, "divovf")
		}
		return res(b.CreateSDiv(x, y, ""))
	case "udiv_int", "checked_udiv_int":
		if name == "checked_udiv_int" {
			g.throwIf(b.CreateICmp(llvm.IntEQ, ops[1], llvm.ConstInt(ops[1].Type(), 0, false), ""), "divzero")
		}
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateUDiv(x, y, "") })
	case "srem_int", "checked_srem_int":
		x, y := ops[0], ops[1]
		t := x.Type()
		if name == "checked_srem_int" {
			g.throwIf(b.CreateICmp(llvm.IntEQ, y, llvm.ConstInt(t, 0, false), ""), "divzero")
		}
		// rem(x, -1) == 0, also for typemin (srem would overflow).
		isM1 := b.CreateICmp(llvm.IntEQ, y, llvm.ConstAllOnes(t), "")
		safeY := b.CreateSelect(isM1, llvm.ConstInt(t, 1, false), y, "")
		r := b.CreateSRem(x, safeY, "")
		return res(b.CreateSelect(isM1, llvm.ConstInt(t, 0, false), r, ""))
	case "urem_int", "checked_urem_int":
		if name == "checked_urem_int" {
			g.throwIf(b.CreateICmp(llvm.IntEQ, ops[1], llvm.ConstInt(ops[1].Type(), 0, false), ""), "divzero")
		}
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateURem(x, y, "") })
	case "and_int":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateAnd(x, y, "") })
	case "or_int":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateOr(x, y, "") })
	case "xor_int":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateXor(x, y, "") })
	case "not_int":
		if infer.Widen(ats[0]) == types.Bool {
			return res(b.CreateXor(ops[0], llvm.ConstInt(g.i8, 1, false), ""))
		}
		return res(b.CreateNot(ops[0], ""))
	case "shl_int", "lshr_int", "ashr_int":
		x, n := ops[0], ops[1]
		n = g.intCast(n, x.Type(), false)
		switch name {
		case "shl_int":
			return res(b.CreateShl(x, n, ""))
		case "lshr_int":
			return res(b.CreateLShr(x, n, ""))
		}
		return res(b.CreateAShr(x, n, ""))
	case "ctpop_int", "ctlz_int", "cttz_int", "bswap_int":
		x := ops[0]
		if name == "bswap_int" && x.Type().IntTypeWidth()%16 != 0 {
			// One byte (or a Bool): nothing to swap, as in Julia.
			return res(x)
		}
		llname := map[string]string{"ctpop_int": "llvm.ctpop.", "ctlz_int": "llvm.ctlz.", "cttz_int": "llvm.cttz.", "bswap_int": "llvm.bswap."}[name] + suffix(x.Type())
		if name == "ctlz_int" || name == "cttz_int" {
			return res(g.llvmIntrinsic(llname, x.Type(), x, llvm.ConstInt(g.ctx.Int1Type(), 0, false)))
		}
		return res(g.llvmIntrinsic(llname, x.Type(), x))
	case "flipsign_int":
		x, y := ops[0], ops[1]
		neg := b.CreateICmp(llvm.IntSLT, y, llvm.ConstInt(y.Type(), 0, false), "")
		return res(b.CreateSelect(neg, b.CreateNeg(x, ""), x, ""))
	case "add_float":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateFAdd(x, y, "") })
	case "sub_float":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateFSub(x, y, "") })
	case "mul_float":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateFMul(x, y, "") })
	case "div_float":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateFDiv(x, y, "") })
	case "rem_float":
		return bin(func(x, y llvm.Value) llvm.Value { return b.CreateFRem(x, y, "") })
	case "neg_float":
		return res(b.CreateFNeg(ops[0], ""))
	case "fma_float":
		return res(g.llvmIntrinsic("llvm.fma."+suffix(ops[0].Type()), ops[0].Type(), ops[0], ops[1], ops[2]))
	case "muladd_float":
		return res(g.llvmIntrinsic("llvm.fmuladd."+suffix(ops[0].Type()), ops[0].Type(), ops[0], ops[1], ops[2]))
	case "abs_float":
		return res(g.llvmIntrinsic("llvm.fabs."+suffix(ops[0].Type()), ops[0].Type(), ops[0]))
	case "copysign_float":
		return res(g.llvmIntrinsic("llvm.copysign."+suffix(ops[0].Type()), ops[0].Type(), ops[0], ops[1]))
	case "sqrt_llvm", "floor_llvm", "ceil_llvm", "trunc_llvm", "rint_llvm":
		base := map[string]string{"sqrt_llvm": "llvm.sqrt.", "floor_llvm": "llvm.floor.", "ceil_llvm": "llvm.ceil.", "trunc_llvm": "llvm.trunc.", "rint_llvm": "llvm.rint."}[name]
		return res(g.llvmIntrinsic(base+suffix(ops[0].Type()), ops[0].Type(), ops[0]))
	case "fpiseq":
		// Julia's fpiseq: the same bits (so 0.0 and -0.0 differ), or both NaN.
		x, y := ops[0], ops[1]
		var eq llvm.Value
		if x.Type().TypeKind() == llvm.IntegerTypeKind {
			eq = b.CreateICmp(llvm.IntEQ, x, y, "")
		} else {
			it := g.ctx.Int32Type()
			if x.Type().TypeKind() == llvm.DoubleTypeKind {
				it = g.ctx.Int64Type()
			}
			eq = b.CreateICmp(llvm.IntEQ, b.CreateBitCast(x, it, ""), b.CreateBitCast(y, it, ""), "")
		}
		nan := b.CreateAnd(b.CreateFCmp(llvm.FloatUNO, x, x, ""), b.CreateFCmp(llvm.FloatUNO, y, y, ""), "")
		return g.boolOf(b.CreateOr(eq, nan, ""))
	case "pointerref", "pointerset":
		return g.pointerOp(name, v, ops, ats)
	}
	// Conversions: first argument is the target type.
	tt, _ := infer.IsConst(ats[0])
	target, ok := tt.(types.Type)
	if !ok {
		g.fail(v.Pos, "intrinsic %s needs a constant target type", name)
	}
	to := g.repOf(target).llt
	x := ops[1]
	// Float16 is an i16 in registers: conversions go through Float32 with
	// llvm.convert.{to,from}.fp16.f32 (the f64 forms become libgcc calls
	// whose ABI differs from LLVM 14's). That is exact for every source:
	// an integer's Float32 rounding cannot change its Float16 rounding
	// (Float16's range ends below 2^24), and a Float64 is first rounded to
	// odd (roundToOddFloat32).
	if name != "bitcast" && infer.Widen(ats[1]) == types.Float16 {
		wide := g.ctx.FloatType()
		if name == "fpext" && to.TypeKind() == llvm.DoubleTypeKind {
			wide = to
		}
		x = g.llvmIntrinsic("llvm.convert.from.fp16."+suffix(wide), wide, x)
		if name == "fpext" {
			return res(x)
		}
	}
	if name != "bitcast" && target == types.Float16 {
		switch name {
		case "sitofp":
			x = b.CreateSIToFP(x, g.ctx.FloatType(), "")
		case "uitofp":
			x = b.CreateUIToFP(x, g.ctx.FloatType(), "")
		case "fptrunc", "fpext":
		default:
			g.fail(v.Pos, "intrinsic %s to Float16 is not supported", name)
		}
		if x.Type() == to {
			return res(x) // Float16 to Float16
		}
		if x.Type().TypeKind() == llvm.DoubleTypeKind {
			x = g.roundToOddFloat32(x)
		}
		return res(g.llvmIntrinsic("llvm.convert.to.fp16.f32", to, x))
	}
	switch name {
	case "sext_int":
		return res(g.intCast(x, to, true))
	case "zext_int", "trunc_int":
		return res(g.intCast(x, to, false))
	case "sitofp":
		return res(b.CreateSIToFP(x, to, ""))
	case "uitofp":
		return res(b.CreateUIToFP(x, to, ""))
	case "fptosi":
		// frozen, as Julia's generic_cast: out of range is some value, not poison
		return res(llvmx.Freeze(b, b.CreateFPToSI(x, to, ""), ""))
	case "fptoui":
		return res(llvmx.Freeze(b, b.CreateFPToUI(x, to, ""), ""))
	case "fpext":
		return res(b.CreateFPExt(x, to, ""))
	case "fptrunc":
		return res(b.CreateFPTrunc(x, to, ""))
	case "bitcast":
		if x.Type() == to {
			return res(x)
		}
		fk, tk := x.Type().TypeKind(), to.TypeKind()
		switch {
		case fk == llvm.PointerTypeKind && tk == llvm.IntegerTypeKind:
			return res(b.CreatePtrToInt(x, to, ""))
		case fk == llvm.IntegerTypeKind && tk == llvm.PointerTypeKind:
			return res(b.CreateIntToPtr(x, to, ""))
		case tk == llvm.StructTypeKind && to.StructElementTypesCount() == 1 && to.StructElementTypes()[0] == x.Type():
			// An enum (a struct of its base type's one field) from its bits.
			return res(b.CreateInsertValue(llvm.Undef(to), x, 0, ""))
		case fk == llvm.StructTypeKind && x.Type().StructElementTypesCount() == 1 && x.Type().StructElementTypes()[0] == to:
			return res(b.CreateExtractValue(x, 0, ""))
		}
		return res(b.CreateBitCast(x, to, ""))
	}
	g.fail(v.Pos, "intrinsic %s is not supported", name)
	return llvm.Value{}
}

// The comparison intrinsics and their LLVM predicates (ne_float is
// unordered: NaN != NaN).
var (
	intCompares = map[string]llvm.IntPredicate{"eq_int": llvm.IntEQ, "ne_int": llvm.IntNE,
		"slt_int": llvm.IntSLT, "sle_int": llvm.IntSLE, "ult_int": llvm.IntULT, "ule_int": llvm.IntULE}
	floatCompares = map[string]llvm.FloatPredicate{"eq_float": llvm.FloatOEQ, "ne_float": llvm.FloatUNE,
		"lt_float": llvm.FloatOLT, "le_float": llvm.FloatOLE}
)

func (g *gen) intCast(x llvm.Value, to llvm.Type, signed bool) llvm.Value {
	fw, tw := x.Type().IntTypeWidth(), to.IntTypeWidth()
	switch {
	case fw == tw:
		return x
	case fw > tw:
		return g.b.CreateTrunc(x, to, "")
	case signed:
		return g.b.CreateSExt(x, to, "")
	}
	return g.b.CreateZExt(x, to, "")
}

// pointerOp expands pointerref(p, i, align) (load the i-th element, 1-based,
// of p's element type) and pointerset(p, x, i, align) (store x there;
// the result is p).
func (g *gen) pointerOp(name string, v *ir.Value, ops []llvm.Value, ats []any) llvm.Value {
	want := 3
	if name == "pointerset" {
		want = 4
	}
	if len(ops) != want {
		g.fail(v.Pos, "%s: expected %d arguments, got %d", name, want, len(ops))
	}
	pt, _ := infer.Widen(ats[0]).(*types.DataType)
	if pt == nil || pt.Name != types.PtrT || len(pt.Params) != 1 {
		g.fail(v.Pos, "%s: the first argument must be a Ptr, got %s", name, infer.ShowType(ats[0]))
	}
	et, _ := pt.Params[0].(types.Type)
	er := g.repOf(et)
	if er.kind != repBits && er.kind != repGhost {
		g.fail(v.Pos, "%s: element type %s is not a bits type", name, et)
	}
	if er.kind == repGhost {
		if name == "pointerset" {
			return ops[0]
		}
		return llvm.Value{}
	}
	ii := 1
	if name == "pointerset" {
		ii = 2
	}
	idx := ops[ii]
	if idx.Type() != g.i64 {
		g.fail(v.Pos, "%s: the index must be an Int, got %s", name, infer.ShowType(ats[ii]))
	}
	base := g.b.CreateBitCast(ops[0], llvm.PointerType(er.llt, 0), "")
	off := g.b.CreateSub(idx, llvm.ConstInt(g.i64, 1, false), "")
	addr := g.b.CreateGEP(er.llt, base, []llvm.Value{off}, "")
	if name == "pointerref" {
		return g.b.CreateLoad(er.llt, addr, "")
	}
	x := g.convert(ops[1], ats[1], er, v.Pos)
	g.b.CreateStore(x, addr)
	return ops[0]
}
