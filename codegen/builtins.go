package codegen

import (
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/llvmx"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

func (g *gen) builtin(name string, v *ir.Value, vals []llvm.Value, ts []any) llvm.Value {
	args, ats := vals[1:], ts[1:]
	out := g.repOf(v.Type)
	pos := v.Pos
	for i, a := range ats {
		// Constant Strings and Symbols have no value of their own here.
		if c, ok := a.(*infer.Const); ok && args[i].IsNil() {
			switch c.Val.(type) {
			case string, types.Symbol:
				args[i] = g.constant(c.Val, g.repOf(infer.Widen(a)), pos)
			}
		}
	}
	if err, dynamic := infer.CheckBuiltinArgs(name, ats); err != nil {
		return g.throwBuiltinError(err, v, args, ats)
	} else if dynamic {
		return g.dynamicBuiltin(v, vals, ts)
	}
	if infer.IsIntrinsic(name) {
		return g.intrinsic(name, v, args, ats)
	}
	if strings.HasPrefix(name, "_array") {
		if r, ok := g.arrayBuiltin(name, v, args, ats); ok {
			return r
		}
		return g.dynamicBuiltin(v, vals, ts)
	}
	switch name {
	case "tuple", "_namedtuple":
		var nt *namedTupleArgs
		if name == "_namedtuple" {
			nt = &namedTupleArgs{names: args[0], namesType: ats[0]}
			args, ats = args[1:], ats[1:]
			if _, ok := infer.Widen(v.Type).(*types.DataType); !ok {
				if _, ok := infer.Widen(v.Type).(*types.Union); !ok {
					return g.runtimeNamedTuple(nt, args, ats, out, pos)
				}
			}
		}
		if u, ok := infer.Widen(v.Type).(*types.Union); ok {
			return g.tupleOfUnions(args, ats, u, out, pos, nt)
		}
		dt, ok := infer.Widen(v.Type).(*types.DataType)
		if !ok {
			g.fail(pos, "codegen: tuple of unknown type")
		}
		if name == "tuple" && !types.IsConcrete(dt) && g.repOf(dt).kind != repAgg {
			// The element types are only known at run time: the
			// runtime builds the tuple of the values' concrete types.
			n := len(args)
			arr := g.b.CreateBitCast(g.pointerArray(g.boxAll(args, ats, pos), "elems"), g.i8p, "")
			t := g.callRt("kiln_make_tuple", g.i8p, []llvm.Type{g.i8p, g.i32}, []llvm.Value{arr, llvm.ConstInt(g.i32, uint64(n), false)})
			return g.convert(t, types.Any, out, pos)
		}
		fts := make([]types.Type, len(ats))
		for i, a := range ats {
			fts[i] = infer.Widen(a)
		}
		for i := range args {
			if c, ok := ats[i].(*infer.Const); ok {
				args[i] = g.constant(c.Val, g.repOf(fts[i]), pos)
			}
		}
		return g.convert(g.buildStruct(dt, fts, args), dt, out, pos)
	case "getfield":
		x := args[0]
		if c, ok := ats[0].(*infer.Const); ok && len(ats) == 2 {
			if m, ok := c.Val.(*methods.Module); ok {
				if sym, ok := infer.IsConst(ats[1]); ok {
					if name, ok := sym.(types.Symbol); ok {
						// M.x of a non-constant global: a load of its slot.
						ld := &ir.Value{Op: ir.OpGlobal, Aux: ir.GlobalRef{Module: m, Name: string(name)}, Type: v.Type, Pos: pos}
						return g.convert(g.loadGlobal(ld), v.Type, out, pos)
					}
				}
			}
		}
		if res, ok := g.unionGetfield(x, ats, out, pos); ok {
			return res
		}
		dt, ok := infer.Widen(ats[0]).(*types.DataType)
		if dt == types.ModuleT && len(ats) == 2 && types.Subtype(infer.Widen(ats[1]), types.SymbolT) {
			// A global of a module known only at run time.
			boxed := func(k int) llvm.Value {
				if c, ok := ats[k].(*infer.Const); ok {
					return g.constant(c.Val, g.repOf(types.Any), pos)
				}
				return g.convert(args[k], ats[k], g.repOf(types.Any), pos)
			}
			m, sym := boxed(0), boxed(1)
			r := g.callRt("kiln_module_getglobal", g.i8p, []llvm.Type{g.i8p, g.i8p}, []llvm.Value{m, sym})
			return g.convert(r, types.Any, out, pos)
		}
		// A tuple whose non-concreteness is only in Type{T} elements (ghosts)
		// has a fixed layout: index it statically.
		if !ok || !types.IsConcrete(dt) && g.repOf(dt).kind != repAgg && (dt.Name != types.TupleT || runtimeLaidOut(dt) || types.HasFreeVars(dt) || hasVararg(dt)) {
			if ok && g.lengthUnknownTuple(dt) && infer.Widen(ats[1]) == types.Int64 {
				// t[i] of a tuple whose length is known only at run time
				// (a widened vararg tail): read through its run-time
				// layout, rather than compiling getfield per length.
				boxed := g.convert(args[0], ats[0], g.repOf(types.Any), pos)
				i := g.convert(args[1], ats[1], g.repOf(types.Int64), pos)
				r := g.callRt("kiln_getfield_any", g.i8p, []llvm.Type{g.i8p, g.i64}, []llvm.Value{boxed, i})
				return g.convert(r, types.Any, out, pos)
			}
			return g.dynamicBuiltin(v, vals, ts)
		}
		if c, ok := ats[0].(*infer.Const); ok {
			x = g.constant(c.Val, g.repOf(dt), pos)
		}
		sel, sok := infer.IsConst(ats[1])
		if sok {
			k, found := infer.FieldIndex(dt, sel)
			if !found {
				g.fail(pos, "codegen: no field %v in %s", sel, dt)
			}
			return g.convert(g.definedField(x, dt, k, types.FieldTypes(dt)[k]), types.FieldTypes(dt)[k], out, pos)
		}
		if infer.Widen(ats[1]) == types.SymbolT {
			return g.getfieldBySymbol(x, dt, args[1], out, pos)
		}
		// A run-time index into a tuple: bounds-checked switch.
		if infer.Widen(ats[1]) != types.Int64 {
			return g.dynamicBuiltin(v, vals, ts)
		}
		fts := types.FieldTypes(dt)
		idx := args[1]
		if r, ok := g.uniformTupleIndex(x, dt, idx, out, pos); ok {
			return r
		}
		done := g.ctx.AddBasicBlock(g.fn.f, "getfield.done")
		bad := g.ctx.AddBasicBlock(g.fn.f, "getfield.oob")
		sw := g.b.CreateSwitch(idx, bad, len(fts))
		var pv []llvm.Value
		var pb []llvm.BasicBlock
		for k := range fts {
			bb := g.ctx.AddBasicBlock(g.fn.f, "getfield.case")
			sw.AddCase(llvm.ConstInt(g.i64, uint64(k+1), false), bb)
			g.b.SetInsertPointAtEnd(bb)
			fv := g.definedField(x, dt, k, fts[k])
			pv = append(pv, g.convert(fv, fts[k], out, pos))
			pb = append(pb, g.b.GetInsertBlock())
			g.b.CreateBr(done)
		}
		g.b.SetInsertPointAtEnd(bad)
		if g.opts.Device != nil {
			g.deviceThrow()
		} else {
			boxed := g.convert(x, dt, g.repOf(types.Any), pos)
			g.callRt("kiln_throw_bounds", g.ctx.VoidType(), []llvm.Type{g.i8p, g.i64}, []llvm.Value{boxed, idx}, "noreturn")
		}
		g.b.CreateUnreachable()
		g.b.SetInsertPointAtEnd(done)
		if out.kind == repGhost {
			return llvm.Value{}
		}
		phi := g.b.CreatePHI(out.llt, "")
		phi.AddIncoming(pv, pb)
		return phi
	case "nfields":
		if dt, ok := infer.Widen(ats[0]).(*types.DataType); ok && len(ats) == 1 && g.lengthUnknownTuple(dt) {
			boxed := g.convert(args[0], ats[0], g.repOf(types.Any), pos)
			r := g.callRt("kiln_nfields_any", g.i64, []llvm.Type{g.i8p}, []llvm.Value{boxed})
			return g.convert(r, types.Int64, out, pos)
		}
		return g.dynamicBuiltin(v, vals, ts)
	case "setfield!":
		dt, ok := infer.Widen(ats[0]).(*types.DataType)
		sel, sok := infer.IsConst(ats[1])
		if c, isConst := ats[0].(*infer.Const); isConst && ok {
			// A mutable object that is the value of a constant binding.
			args[0] = g.constant(c.Val, g.repOf(dt), pos)
		}
		// storeField stores the value into field k of the object (or
		// throws for a const field): the case of a field chosen at run
		// time, by name or by number.
		storeField := func(k int) llvm.Value {
			if k < len(dt.Name.Fields) && dt.Name.Fields[k].Const {
				e := infer.ConstFieldError(dt, k)
				null := llvm.ConstNull(g.i8p)
				g.callRt("kiln_throw_builtin_error", g.ctx.VoidType(), []llvm.Type{g.i32, g.i8p, g.i8p, g.i8p},
					[]llvm.Value{llvm.ConstInt(g.i32, 1, false), g.stringLiteral(e.Msg), null, null}, "noreturn", "cold")
				g.b.CreateUnreachable()
				g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
				return g.constantGhost(out)
			}
			fts := types.FieldTypes(dt)
			if vt := infer.Widen(ats[2]); !types.Subtype(vt, fts[k]) && types.Intersect(vt, fts[k]) == types.Bottom {
				// setfield! does not convert: a value that cannot be of
				// the field's type is Julia's TypeError.
				boxed := g.convert(args[2], ats[2], g.repOf(types.Any), pos)
				g.callRt("kiln_throw_builtin_error", g.ctx.VoidType(), []llvm.Type{g.i32, g.i8p, g.i8p, g.i8p},
					[]llvm.Value{llvm.ConstInt(g.i32, 2, false), g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject("setfield!")), g.i8p, ""),
						g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(fts[k])), g.i8p, ""), boxed}, "noreturn", "cold")
				g.b.CreateUnreachable()
				g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
				return g.constantGhost(out)
			}
			fr := g.fieldRep(fts[k])
			if fr.kind != repGhost {
				l := g.layout(dt)
				p := g.b.CreateBitCast(args[0], llvm.PointerType(l, 0), "")
				fp := g.b.CreateStructGEP(l, p, k, "")
				g.tbaa(g.b.CreateStore(g.convert(args[2], ats[2], fr, pos), fp), tbaaMutable)
			}
			return g.convert(args[2], ats[2], out, pos)
		}
		if ok && !sok && dt.Name.Mutable && types.IsConcrete(dt) && infer.Widen(ats[1]) == types.SymbolT {
			return g.bySymbol(dt, args[1], out, pos, storeField, args[0])
		}
		if ok && !sok && dt.Name.Mutable && types.IsConcrete(dt) && infer.Widen(ats[1]) == types.Int64 && g.opts.Device == nil {
			// setfield!(x, i, v) with a run-time field number (a type's
			// setindex! by setfield!(A, i, v)): a switch on i, as getfield's.
			return g.byIndex(dt, args[1], out, pos, storeField, args[0])
		}
		if ok && types.IsConcrete(dt) && !dt.Name.Mutable {
			boxed := g.convert(args[0], ats[0], g.repOf(types.Any), pos)
			g.callRt("kiln_throw_immutable", g.ctx.VoidType(), []llvm.Type{g.i8p}, []llvm.Value{boxed}, "noreturn")
			g.b.CreateUnreachable()
			g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
			return g.constantGhost(out)
		}
		if !ok || !sok || !dt.Name.Mutable {
			return g.dynamicBuiltin(v, vals, ts)
		}
		k, found := infer.FieldIndex(dt, sel)
		if !found {
			g.fail(pos, "codegen: no field %v in %s", sel, dt)
		}
		return storeField(k)
	case "isa":
		t, ok := infer.IsConst(ats[1])
		tt, tok := t.(types.Type)
		if !ok || !tok {
			return g.dynamicBuiltin(v, vals, ts)
		}
		return g.isaTest(args[0], ats[0], tt)
	case "===":
		return g.egal(args[0], ats[0], args[1], ats[1])
	case "_boundscheck":
		// false in a function's @inbounds variant (inbounds.go)
		if g.fn.inbounds {
			return llvm.ConstInt(g.i8, 0, false)
		}
		return llvm.ConstInt(g.i8, 1, false)
	case "_simdloop":
		// A call of the marker that the optimizer's SIMD-loop pass looks
		// for (llvmx/passes.cpp): the loop it is in is a @simd loop. It
		// touches no memory the program can see, so it moves nothing
		// around it, but it is not dead code to be deleted.
		if g.opts.Device == nil {
			f, ft := g.rtFunc(llvmx.SIMDLoopMarker, g.ctx.VoidType(), nil,
				"inaccessiblememonly", "nounwind", "willreturn", "nofree", "nosync")
			g.b.CreateCall(ft, f, nil, "")
		}
		return llvm.Value{}
	case "typeof":
		boxed := g.convert(args[0], ats[0], g.repOf(types.Any), pos)
		return g.convert(g.callRt("kiln_typeof_object", g.i8p, []llvm.Type{g.i8p}, []llvm.Value{boxed}), types.Any, out, pos)
	case "typeassert":
		t, ok := infer.IsConst(ats[1])
		tt, tok := t.(types.Type)
		if !ok || !tok {
			return g.dynamicBuiltin(v, vals, ts)
		}
		if types.Subtype(infer.Widen(ats[0]), tt) {
			return g.convert(args[0], ats[0], out, pos)
		}
		ok1 := g.isaTest(args[0], ats[0], tt)
		okb := g.ctx.AddBasicBlock(g.fn.f, "typeassert.ok")
		bad := g.ctx.AddBasicBlock(g.fn.f, "typeassert.fail")
		g.b.CreateCondBr(g.b.CreateTrunc(ok1, g.ctx.Int1Type(), ""), okb, bad)
		g.b.SetInsertPointAtEnd(bad)
		if g.opts.Device != nil {
			g.deviceThrow()
			g.b.CreateUnreachable()
			g.b.SetInsertPointAtEnd(okb)
			return g.convert(args[0], ats[0], out, pos)
		}
		boxed := g.convert(args[0], ats[0], g.repOf(types.Any), pos)
		tobj := g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(tt)), g.i8p, "")
		g.callRt("kiln_throw_typeassert", g.ctx.VoidType(), []llvm.Type{g.i8p, g.i8p}, []llvm.Value{boxed, tobj}, "noreturn")
		g.b.CreateUnreachable()
		g.b.SetInsertPointAtEnd(okb)
		return g.convert(args[0], ats[0], out, pos)
	case "throw":
		if g.opts.Device != nil {
			g.deviceThrow()
			return llvm.Value{}
		}
		boxed := g.convert(args[0], ats[0], g.repOf(types.Any), pos)
		g.callRt("kiln_throw", g.ctx.VoidType(), []llvm.Type{g.i8p}, []llvm.Value{boxed}, "noreturn")
		return llvm.Value{}
	case "ifelse":
		for i := 0; i <= 2; i++ {
			if c, ok := ats[i].(*infer.Const); ok && args[i].IsNil() && g.repOf(infer.Widen(ats[i])).kind != repGhost {
				args[i] = g.constant(c.Val, g.repOf(infer.Widen(ats[i])), pos)
			}
		}
		if cv, ok := infer.IsConst(ats[0]); ok {
			// A constant condition: only the chosen value is converted.
			k := 2
			if b, _ := cv.(bool); b {
				k = 1
			}
			return g.convert(args[k], ats[k], out, pos)
		}
		c := g.b.CreateTrunc(args[0], g.ctx.Int1Type(), "")
		a := g.convert(args[1], ats[1], out, pos)
		b := g.convert(args[2], ats[2], out, pos)
		if out.kind == repGhost {
			return llvm.Value{}
		}
		return g.b.CreateSelect(c, a, b, "")
	case "new":
		t, _ := infer.IsConst(ats[0])
		dt, ok := t.(*types.DataType)
		if !ok {
			// The type is only known at run time (a closure over a
			// variable of a non-concrete type): new runs there, compiled
			// for the actual type.
			return g.dynamicBuiltin(v, vals, ts)
		}
		fts := types.FieldTypes(dt)
		if len(args)-1 > len(fts) {
			g.fail(pos, "new(%s) with %d fields, expected %d, is not supported", dt, len(args)-1, len(fts))
		}
		vals := args[1:]
		given := len(vals)
		fats := make([]types.Type, len(fts))
		// Fields new() leaves out are undefined: null when boxed, zero
		// bits otherwise (an inline Union field included), stored as
		// they are.
		raw := make([]bool, len(fts))
		for i := given; i < len(fts); i++ {
			fats[i] = fts[i]
			vals = append(vals, llvm.ConstNull(g.fieldRep(fts[i]).llt))
			raw[i] = true
		}
		for i := 0; i < given; i++ {
			fats[i] = infer.Widen(ats[i+1])
			if c, ok := ats[i+1].(*infer.Const); ok {
				vals[i] = g.constant(c.Val, g.repOf(fats[i]), pos)
			}
			if !types.Subtype(fats[i], fts[i]) {
				// A value inference could not narrow to the field's type:
				// checked here, TypeError(:new, "", T, x) as Julia's
				// jl_new_structv.
				vals[i] = g.checkNewField(vals[i], ats[i+1], fts[i], pos)
				fats[i] = fts[i]
			}
		}
		return g.convert(g.buildStructRaw(dt, fats, vals, raw), dt, out, pos)
	case "ccall":
		return g.ccall(v, args, ats)
	case "_cfunction":
		return g.cfunction(v, ats, out, pos)
	case "apply_type":
		// Parameters only known at run time: the runtime builds the type.
		n := len(args)
		arr := g.b.CreateBitCast(g.pointerArray(g.boxAll(args, ats, pos), "params"), g.i8p, "")
		t := g.callRt("kiln_apply_type", g.i8p, []llvm.Type{g.i8p, g.i32}, []llvm.Value{arr, llvm.ConstInt(g.i32, uint64(n), false)})
		return g.convert(t, types.Any, out, pos)
	case "_supertype", "_fieldcount", "_isbitstype", "_ismutabletype", "_fieldname", "_isabstracttype", "_isconcretetype", "_return_type", "_tuple_eltype":
		// A type known only at run time: ask the runtime.
		box := g.repOf(types.Any)
		t := g.convert(args[0], ats[0], box, pos)
		idx := llvm.ConstInt(g.i64, 0, false)
		if len(args) > 1 {
			idx = g.convert(args[1], ats[1], g.repOf(types.Int64), pos)
		}
		kind := map[string]uint64{"_supertype": 0, "_fieldcount": 1, "_isbitstype": 2, "_ismutabletype": 3, "_fieldname": 4, "_isabstracttype": 5, "_isconcretetype": 6, "_return_type": 7, "_tuple_eltype": 8}[name]
		r := g.callRt("kiln_typequery", g.i8p, []llvm.Type{g.i32, g.i8p, g.i64}, []llvm.Value{llvm.ConstInt(g.i32, kind, false), t, idx})
		return g.convert(r, types.Any, out, pos)
	case "fieldtype":
		t, ok := infer.IsConst(ats[0])
		dt, isdt := t.(*types.DataType)
		if ok && isdt && infer.Widen(ats[1]) == types.SymbolT {
			fts := types.FieldTypes(dt)
			return g.bySymbol(dt, args[1], out, pos, func(k int) llvm.Value {
				return g.convert(g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(fts[k])), g.i8p, ""), types.Any, out, pos)
			}, llvm.Value{})
		}
		if sel := infer.Widen(ats[1]); sel == types.Int64 || sel == types.SymbolT {
			// An index, or a type, known only at run time: the runtime
			// answers (driver reflFieldType, Julia's get_fieldtype).
			box := g.repOf(types.Any)
			boxed := func(k int) llvm.Value {
				if c, ok := ats[k].(*infer.Const); ok {
					return g.constant(c.Val, box, pos)
				}
				return g.convert(args[k], ats[k], box, pos)
			}
			t, i := boxed(0), boxed(1)
			r := g.callRt("kiln_reflect", g.i8p, []llvm.Type{g.i64, g.i8p, g.i8p}, []llvm.Value{llvm.ConstInt(g.i64, 9, false), t, i})
			return g.convert(r, types.Any, out, pos)
		}
		return g.dynamicBuiltin(v, vals, ts)
	case "isdefined":
		if infer.Widen(ats[0]) == types.ModuleT && len(args) == 2 && infer.Widen(ats[1]) == types.SymbolT {
			// isdefined(M, :x): the binding's state at run time
			mv, sv := args[0], args[1]
			if c, ok := ats[0].(*infer.Const); ok {
				mv = g.constant(c.Val, g.repOf(types.ModuleT), pos)
			}
			if c, ok := ats[1].(*infer.Const); ok {
				sv = g.constant(c.Val, g.repOf(types.SymbolT), pos)
			}
			return g.callRt("kiln_module_isdefined", g.i8, []llvm.Type{g.i8p, g.i8p}, []llvm.Value{mv, sv})
		}
		dt, ok := infer.Widen(ats[0]).(*types.DataType)
		if !ok || !types.IsConcrete(dt) || g.repOf(dt).kind != repBox && g.repOf(dt).kind != repBits {
			return g.dynamicBuiltin(v, vals, ts)
		}
		x := args[0]
		if c, ok := ats[0].(*infer.Const); ok {
			x = g.constant(c.Val, g.repOf(dt), pos)
		}
		fts := types.FieldTypes(dt)
		defined := func(k int) llvm.Value {
			if g.fieldRep(fts[k]).kind != repBox {
				return llvm.ConstInt(g.i8, 1, false)
			}
			p := g.fieldValue(x, dt, k, fts[k])
			if g.repOf(fts[k]).kind != repBox {
				return llvm.ConstInt(g.i8, 1, false)
			}
			return g.b.CreateZExt(g.b.CreateICmp(llvm.IntNE, p, llvm.ConstNull(g.i8p), ""), g.i8, "")
		}
		if sel, ok := infer.IsConst(ats[1]); ok {
			k, found := infer.FieldIndex(dt, sel)
			if !found {
				return llvm.ConstInt(g.i8, 0, false)
			}
			return defined(k)
		}
		if infer.Widen(ats[1]) == types.SymbolT {
			names := infer.FieldNames(dt)
			done := g.ctx.AddBasicBlock(g.fn.f, "isdefined.done")
			var pv []llvm.Value
			var pb []llvm.BasicBlock
			for k, name := range names {
				symp := g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject(name)), g.i8p, "")
				hit := g.ctx.AddBasicBlock(g.fn.f, "isdefined.hit")
				next := g.ctx.AddBasicBlock(g.fn.f, "isdefined.next")
				g.b.CreateCondBr(g.b.CreateICmp(llvm.IntEQ, args[1], symp, ""), hit, next)
				g.b.SetInsertPointAtEnd(hit)
				pv = append(pv, defined(k))
				pb = append(pb, g.b.GetInsertBlock())
				g.b.CreateBr(done)
				g.b.SetInsertPointAtEnd(next)
			}
			pv = append(pv, llvm.ConstInt(g.i8, 0, false))
			pb = append(pb, g.b.GetInsertBlock())
			g.b.CreateBr(done)
			g.b.SetInsertPointAtEnd(done)
			phi := g.b.CreatePHI(g.i8, "")
			phi.AddIncoming(pv, pb)
			return phi
		}
		if infer.Widen(ats[1]) != types.Int64 {
			return g.dynamicBuiltin(v, vals, ts)
		}
		idx := args[1]
		done := g.ctx.AddBasicBlock(g.fn.f, "isdefined.done")
		other := g.ctx.AddBasicBlock(g.fn.f, "isdefined.out")
		sw := g.b.CreateSwitch(idx, other, len(fts))
		var pv []llvm.Value
		var pb []llvm.BasicBlock
		for k := range fts {
			bb := g.ctx.AddBasicBlock(g.fn.f, "isdefined.case")
			sw.AddCase(llvm.ConstInt(g.i64, uint64(k+1), false), bb)
			g.b.SetInsertPointAtEnd(bb)
			pv = append(pv, defined(k))
			pb = append(pb, g.b.GetInsertBlock())
			g.b.CreateBr(done)
		}
		g.b.SetInsertPointAtEnd(other)
		g.b.CreateBr(done)
		pv = append(pv, llvm.ConstInt(g.i8, 0, false))
		pb = append(pb, other)
		g.b.SetInsertPointAtEnd(done)
		phi := g.b.CreatePHI(g.i8, "")
		phi.AddIncoming(pv, pb)
		return phi
	case "sizeof":
		t := infer.Widen(ats[0])
		if c, ok := infer.IsConst(ats[0]); ok {
			if tt, ok := c.(types.Type); ok {
				t = tt
			}
		}
		if dt, ok := t.(*types.DataType); ok && dt == types.String {
			return g.callRt("kiln_string_len", g.i64, []llvm.Type{g.i8p}, []llvm.Value{args[0]})
		}
		return llvm.ConstInt(g.i64, uint64(g.sizeOf(g.repOf(t).llt)), false)
	case "_diff_names":
		// Names known only at run time (inference folds constant ones):
		// the runtime computes them (driver reflDiffNames).
		box := g.repOf(types.Any)
		a := g.convert(args[0], ats[0], box, pos)
		b := g.convert(args[1], ats[1], box, pos)
		r := g.callRt("kiln_reflect", g.i8p, []llvm.Type{g.i64, g.i8p, g.i8p}, []llvm.Value{llvm.ConstInt(g.i64, 16, false), a, b})
		return g.convert(r, types.Any, out, pos)
	case "_typevar", "_unionall":
		// `A where T` with bounds or a body known only at run time
		// (inference folds constant ones): the runtime builds the
		// TypeVar (driver reflTypeVar, then reflTypeVarLb for a lower
		// bound) or the UnionAll (reflUnionAll).
		box := g.repOf(types.Any)
		boxed := func(k int) llvm.Value { return g.convert(args[k], ats[k], box, pos) }
		typeObj := func(t types.Type) llvm.Value {
			return g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(t)), g.i8p, "")
		}
		reflect := func(kind uint64, a, b llvm.Value) llvm.Value {
			return g.callRt("kiln_reflect", g.i8p, []llvm.Type{g.i64, g.i8p, g.i8p}, []llvm.Value{llvm.ConstInt(g.i64, kind, false), a, b})
		}
		if name == "_unionall" {
			if len(args) != 2 {
				g.fail(pos, "Core._unionall takes 2 arguments, got %d", len(args))
			}
			return g.convert(reflect(73, boxed(0), boxed(1)), types.Any, out, pos)
		}
		var r llvm.Value
		switch len(args) {
		case 1:
			r = reflect(72, boxed(0), typeObj(types.Any))
		case 2:
			r = reflect(72, boxed(0), boxed(1))
		case 3:
			r = reflect(74, reflect(72, boxed(0), boxed(2)), boxed(1))
		default:
			g.fail(pos, "Core._typevar takes 1 to 3 arguments, got %d", len(args))
		}
		return g.convert(r, types.Any, out, pos)
	case "_typestring":
		boxed := g.convert(args[0], ats[0], g.repOf(types.Any), pos)
		return g.callRt("kiln_typestring", g.i8p, []llvm.Type{g.i8p}, []llvm.Value{boxed})
	}
	if _, ok := v.Type.(*infer.Const); ok {
		return llvm.Value{}
	}
	return g.dynamicBuiltin(v, vals, ts)
}

// getfieldBySymbol reads a field named by a run-time Symbol.
// unionGetfield reads a field at a constant index or name from a value
// held as a tagged union of structs or tuples (the
// Union{Tuple{Missing, Int64}, Tuple{Float64, Int64}} of a destructuring
// split on an iterate result's element types): a switch on the tag, each
// member's field read statically. ok is false when some member has no
// such field (the builtin's error is then raised by the dispatcher).
func (g *gen) unionGetfield(x llvm.Value, ats []any, out *rep, pos syntax.Pos) (llvm.Value, bool) {
	if len(ats) != 2 || x.IsNil() {
		return llvm.Value{}, false
	}
	r := g.repOf(ats[0])
	sel, sok := infer.IsConst(ats[1])
	if r.kind != repUnion || !sok {
		return llvm.Value{}, false
	}
	idx := make([]int, len(r.members))
	for i, m := range r.members {
		dt, ok := m.(*types.DataType)
		if !ok || !types.IsConcrete(dt) || dt.Name.Mutable || g.repOf(dt).kind != repBits {
			return llvm.Value{}, false
		}
		k, found := infer.FieldIndex(dt, sel)
		if !found {
			return llvm.Value{}, false
		}
		idx[i] = k
	}
	tag := g.b.CreateExtractValue(x, 0, "")
	done := g.ctx.AddBasicBlock(g.fn.f, "ufield.done")
	bad := g.ctx.AddBasicBlock(g.fn.f, "ufield.bad")
	sw := g.b.CreateSwitch(tag, bad, len(r.members))
	var pv []llvm.Value
	var pb []llvm.BasicBlock
	for i, m := range r.members {
		dt := m.(*types.DataType)
		bb := g.ctx.AddBasicBlock(g.fn.f, "ufield.case")
		sw.AddCase(llvm.ConstInt(g.i8, uint64(i+1), false), bb)
		g.b.SetInsertPointAtEnd(bb)
		ft := types.FieldTypes(dt)[idx[i]]
		mv := g.b.CreateExtractValue(x, i+1, "")
		pv = append(pv, g.convert(g.definedField(mv, dt, idx[i], ft), ft, out, pos))
		pb = append(pb, g.b.GetInsertBlock())
		g.b.CreateBr(done)
	}
	g.b.SetInsertPointAtEnd(bad)
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(done)
	if out.kind == repGhost {
		return llvm.Value{}, true
	}
	phi := g.b.CreatePHI(out.llt, "")
	phi.AddIncoming(pv, pb)
	return phi, true
}

func (g *gen) getfieldBySymbol(x llvm.Value, dt *types.DataType, sym llvm.Value, out *rep, pos syntax.Pos) llvm.Value {
	fts := types.FieldTypes(dt)
	return g.bySymbol(dt, sym, out, pos, func(k int) llvm.Value {
		return g.convert(g.definedField(x, dt, k, fts[k]), fts[k], out, pos)
	}, x)
}

// bySymbol branches on a run-time field name (Symbols are interned) and
// joins the values each field's code produces; an unknown name throws.
func (g *gen) bySymbol(dt *types.DataType, sym llvm.Value, out *rep, pos syntax.Pos, field func(k int) llvm.Value, obj llvm.Value) llvm.Value {
	names := infer.FieldNames(dt)
	done := g.ctx.AddBasicBlock(g.fn.f, "field.done")
	var pv []llvm.Value
	var pb []llvm.BasicBlock
	for k, name := range names {
		symp := g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject(name)), g.i8p, "")
		hit := g.ctx.AddBasicBlock(g.fn.f, "field.hit")
		next := g.ctx.AddBasicBlock(g.fn.f, "field.next")
		g.b.CreateCondBr(g.b.CreateICmp(llvm.IntEQ, sym, symp, ""), hit, next)
		g.b.SetInsertPointAtEnd(hit)
		pv = append(pv, field(k))
		pb = append(pb, g.b.GetInsertBlock())
		g.b.CreateBr(done)
		g.b.SetInsertPointAtEnd(next)
	}
	var boxed llvm.Value
	if obj.IsNil() {
		boxed = g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(dt)), g.i8p, "")
	} else {
		boxed = g.convert(obj, dt, g.repOf(types.Any), pos)
	}
	g.callRt("kiln_throw_fielderror", g.ctx.VoidType(), []llvm.Type{g.i8p, g.i8p}, []llvm.Value{boxed, sym}, "noreturn")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(done)
	if out.kind == repGhost {
		return llvm.Value{}
	}
	if len(pv) == 0 {
		// No field: the code above always throws and done is dead.
		return llvm.Undef(out.llt)
	}
	phi := g.b.CreatePHI(out.llt, "")
	phi.AddIncoming(pv, pb)
	return phi
}

// byIndex branches on a run-time field number (1-based) and joins the
// values each field's code produces; a number out of range is a BoundsError
// of obj.
func (g *gen) byIndex(dt *types.DataType, idx llvm.Value, out *rep, pos syntax.Pos, field func(k int) llvm.Value, obj llvm.Value) llvm.Value {
	n := len(types.FieldTypes(dt))
	done := g.ctx.AddBasicBlock(g.fn.f, "field.done")
	bad := g.ctx.AddBasicBlock(g.fn.f, "field.oob")
	sw := g.b.CreateSwitch(idx, bad, n)
	var pv []llvm.Value
	var pb []llvm.BasicBlock
	for k := 0; k < n; k++ {
		bb := g.ctx.AddBasicBlock(g.fn.f, "field.case")
		sw.AddCase(llvm.ConstInt(g.i64, uint64(k+1), false), bb)
		g.b.SetInsertPointAtEnd(bb)
		pv = append(pv, field(k))
		pb = append(pb, g.b.GetInsertBlock())
		g.b.CreateBr(done)
	}
	g.b.SetInsertPointAtEnd(bad)
	boxed := g.convert(obj, dt, g.repOf(types.Any), pos)
	g.callRt("kiln_throw_bounds", g.ctx.VoidType(), []llvm.Type{g.i8p, g.i64}, []llvm.Value{boxed, idx}, "noreturn")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(done)
	if out.kind == repGhost {
		return llvm.Value{}
	}
	if len(pv) == 0 {
		return llvm.Undef(out.llt)
	}
	phi := g.b.CreatePHI(out.llt, "")
	phi.AddIncoming(pv, pb)
	return phi
}

// dynamicBuiltin calls a builtin through the generic dispatcher (the
// resolver compiles a specialization for the run-time types).
func (g *gen) dynamicBuiltin(v *ir.Value, vals []llvm.Value, ts []any) llvm.Value {
	if g.opts.NoDynamicBuiltins {
		var names []string
		for _, t := range ts[1:] {
			names = append(names, "::"+infer.Widen(t).String())
		}
		c := v.Call.(*infer.Call)
		g.fail(v.Pos, "%s(%s) is not supported", c.Builtin.Name, strings.Join(names, ", "))
	}
	res := g.dynamicCall(v, vals, ts, v.Pos)
	if v.Type == types.Bottom {
		return llvm.Value{}
	}
	return g.convert(res, types.Any, g.repOf(v.Type), v.Pos)
}

// isaTest returns an i8 0/1.
func (g *gen) isaTest(x llvm.Value, xt any, t types.Type) llvm.Value {
	if c, ok := xt.(*infer.Const); ok && x.IsNil() {
		// A constant with no run-time value here (a type, Vararg): decided
		// from the value itself.
		yes := t == types.Any
		switch v := c.Val.(type) {
		case *types.Vararg:
			// Core.TypeofVararg is a subtype of Any only
		case types.Type:
			yes = yes || types.Subtype(types.TypeOfType(v), t) || types.Subtype(types.TypeOfTypeValue(v), t)
		default:
			yes = yes || types.Subtype(infer.Widen(xt), t)
		}
		if yes {
			return llvm.ConstInt(g.i8, 1, false)
		}
		return llvm.ConstInt(g.i8, 0, false)
	}
	w := infer.Widen(xt)
	if types.Subtype(w, t) {
		return llvm.ConstInt(g.i8, 1, false)
	}
	if types.Intersect(w, t) == types.Bottom {
		return llvm.ConstInt(g.i8, 0, false)
	}
	r := g.repOf(xt)
	switch r.kind {
	case repUnion:
		for _, m := range r.members {
			if g.repOf(m).kind == repAgg && !types.Subtype(m, t) && types.Intersect(m, t) != types.Bottom {
				// A member holding values of several types: only the
				// run-time type can tell.
				return g.isaTest(g.unionToBox(x, r), types.Any, t)
			}
		}
		tag := g.b.CreateExtractValue(x, 0, "")
		res := llvm.ConstInt(g.ctx.Int1Type(), 0, false)
		for k, m := range r.members {
			if types.Subtype(m, t) {
				res = g.b.CreateOr(res, g.b.CreateICmp(llvm.IntEQ, tag, llvm.ConstInt(g.i8, uint64(k+1), false), ""), "")
			}
		}
		return g.b.CreateZExt(res, g.i8, "")
	case repBox:
		if dt, ok := t.(*types.DataType); ok && types.IsConcrete(dt) {
			eq := g.b.CreateICmp(llvm.IntEQ, g.typeOfBox(x), g.descPtr(dt), "")
			return g.b.CreateZExt(eq, g.i8, "")
		}
		tobj := g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(t)), g.i8p, "")
		return g.callRt("kiln_isa", g.i8, []llvm.Type{g.i8p, g.i8p}, []llvm.Value{x, tobj})
	case repAgg:
		return g.isaTest(g.aggToBox(x, w.(*types.DataType), syntax.Pos{}), types.Any, t)
	}
	return llvm.ConstInt(g.i8, 0, false)
}

func (g *gen) egal(a llvm.Value, at any, b llvm.Value, bt any) llvm.Value {
	ra, rb := g.repOf(at), g.repOf(bt)
	wa, wb := infer.Widen(at), infer.Widen(bt)
	if ra.kind == repBits && rb.kind == repBits && wa == wb {
		a = g.convert(a, at, ra, syntax.Pos{})
		b = g.convert(b, bt, rb, syntax.Pos{})
		if ra.llt.TypeKind() == llvm.StructTypeKind {
			if dt, ok := wa.(*types.DataType); ok {
				return g.egalFields(a, b, dt)
			}
			boxa := g.convert(a, at, g.repOf(types.Any), syntax.Pos{})
			boxb := g.convert(b, bt, g.repOf(types.Any), syntax.Pos{})
			return g.callRt("kiln_egal", g.i8, []llvm.Type{g.i8p, g.i8p}, []llvm.Value{boxa, boxb})
		}
		if k := ra.llt.TypeKind(); k == llvm.DoubleTypeKind || k == llvm.FloatTypeKind {
			it := g.ctx.IntType(int(g.sizeOf(ra.llt) * 8))
			a = g.b.CreateBitCast(a, it, "")
			b = g.b.CreateBitCast(b, it, "")
		}
		return g.b.CreateZExt(g.b.CreateICmp(llvm.IntEQ, a, b, ""), g.i8, "")
	}
	if ra.kind == repGhost && rb.kind == repGhost {
		if wa == wb && types.IsSingleton(wa) {
			// One instance per singleton type (a field of type Nothing).
			return llvm.ConstInt(g.i8, 1, false)
		}
		if _, ok := infer.IsConst(at); ok {
			return llvm.ConstInt(g.i8, 0, false) // inference folds the equal case
		}
	}
	// Union with a singleton: compare tags.
	if ra.kind == repUnion && rb.kind == repGhost || rb.kind == repUnion && ra.kind == repGhost {
		u, ux, st := ra, a, wb
		if rb.kind == repUnion {
			u, ux, st = rb, b, wa
		}
		for k, m := range u.members {
			if m == st {
				tag := g.b.CreateExtractValue(ux, 0, "")
				return g.b.CreateZExt(g.b.CreateICmp(llvm.IntEQ, tag, llvm.ConstInt(g.i8, uint64(k+1), false), ""), g.i8, "")
			}
		}
		return llvm.ConstInt(g.i8, 0, false)
	}
	// A box against a singleton (x === nothing): the same type is the
	// same value.
	if ra.kind == repBox && rb.kind == repGhost || rb.kind == repBox && ra.kind == repGhost {
		bx, st := a, wb
		if rb.kind == repBox {
			bx, st = b, wa
		}
		if dt, ok := st.(*types.DataType); ok && types.IsSingleton(dt) && dt.Name != types.TypeT {
			eq := g.b.CreateICmp(llvm.IntEQ, g.typeOfBox(bx), g.descPtr(dt), "")
			return g.b.CreateZExt(eq, g.i8, "")
		}
	}
	boxa := g.convert(a, at, g.repOf(types.Any), syntax.Pos{})
	boxb := g.convert(b, bt, g.repOf(types.Any), syntax.Pos{})
	return g.callRt("kiln_egal", g.i8, []llvm.Type{g.i8p, g.i8p}, []llvm.Value{boxa, boxb})
}

// egalFields compares two values of the same immutable struct or tuple type
// held by value, field by field, as Julia's === does (bits fields by their
// bits, String fields by content, mutable objects by identity), without
// boxing either: SubString{String} keys compared in a Dict's probe loop
// were two allocations and a runtime call each.
func (g *gen) egalFields(a, b llvm.Value, dt *types.DataType) llvm.Value {
	res := llvm.ConstInt(g.ctx.Int1Type(), 1, false)
	for k, ft := range types.FieldTypes(dt) {
		st := g.slotType(ft)
		if isGhostType(st) {
			continue
		}
		fa := g.fieldValue(a, dt, k, st)
		fb := g.fieldValue(b, dt, k, st)
		var eq llvm.Value
		if g.repOf(st).kind == repBox {
			// The same object is egal to itself; only a String, a
			// boxed immutable value or a type needs the runtime's
			// comparison.
			same := g.b.CreateICmp(llvm.IntEQ, fa, fb, "")
			if fdt, ok := st.(*types.DataType); ok && types.IsConcrete(fdt) && fdt.Name.Mutable && fdt != types.String {
				eq = same
			} else {
				cur := g.b.GetInsertBlock()
				slow := g.ctx.AddBasicBlock(g.fn.f, "egal.field")
				done := g.ctx.AddBasicBlock(g.fn.f, "egal.done")
				g.b.CreateCondBr(same, done, slow)
				g.b.SetInsertPointAtEnd(slow)
				r := g.b.CreateICmp(llvm.IntNE, g.egal(fa, st, fb, st), llvm.ConstInt(g.i8, 0, false), "")
				slowEnd := g.b.GetInsertBlock()
				g.b.CreateBr(done)
				g.b.SetInsertPointAtEnd(done)
				eq = g.b.CreatePHI(g.ctx.Int1Type(), "")
				eq.AddIncoming([]llvm.Value{llvm.ConstInt(g.ctx.Int1Type(), 1, false), r}, []llvm.BasicBlock{cur, slowEnd})
			}
		} else {
			eq = g.b.CreateICmp(llvm.IntNE, g.egal(fa, st, fb, st), llvm.ConstInt(g.i8, 0, false), "")
		}
		res = g.b.CreateAnd(res, eq, "")
	}
	return g.b.CreateZExt(res, g.i8, "")
}

// cType is the C ABI type of a ccall argument or result type.
func (g *gen) cType(t types.Type, pos syntax.Pos) llvm.Type {
	switch t {
	case types.Nothing:
		return g.ctx.VoidType()
	case types.Int64, types.UInt64:
		return g.i64
	case types.Int32, types.UInt32, types.Char:
		return g.i32
	case types.Int16, types.UInt16:
		return g.ctx.Int16Type()
	case types.Int8, types.UInt8, types.Bool:
		return g.i8
	case types.Float64:
		return g.ctx.DoubleType()
	case types.Float32:
		return g.ctx.FloatType()
	}
	if dt, ok := t.(*types.DataType); ok && dt.Name.Kind == types.KindPtr {
		return g.i8p
	}
	if g.repOf(t).kind == repBox || t == types.Any {
		return g.i8p
	}
	g.fail(pos, "ccall: type %s is not supported in a ccall signature", t)
	return llvm.Type{}
}

func (g *gen) ccall(v *ir.Value, args []llvm.Value, ats []any) llvm.Value {
	pos := v.Pos
	symv, _ := infer.IsConst(ats[0])
	if g.opts.Device == nil {
		w := infer.Widen(ats[0])
		named := false
		switch symv.(type) {
		case types.Symbol, string, *types.TupleValue:
			named = true
		}
		if !named {
			if c, isC := ats[0].(*infer.Const); isC && args[0].IsNil() {
				args = append([]llvm.Value{g.constant(c.Val, g.repOf(w), pos)}, args[1:]...)
			}
			return g.ccallPointer(v, args, ats)
		}
	}
	if tv, ok := symv.(*types.TupleValue); ok && len(tv.Elems) == 2 {
		// ccall((:name, "lib"), ...): the JIT links every library Kiln
		// loads into one process, so the name alone finds the function
		// (a symbol no loaded library defines fails below, as Julia's
		// jl_dlsym does); the library only has to be a constant name.
		switch tv.Elems[1].(type) {
		case string, types.Symbol:
		default:
			g.fail(pos, "ccall: the library name must be a constant string or symbol")
		}
		symv = tv.Elems[0]
	}
	sym, ok := symv.(types.Symbol)
	if !ok {
		if s, ok2 := symv.(string); ok2 {
			sym, ok = types.Symbol(s), true
		}
	}
	if !ok {
		g.fail(pos, "ccall: the function name must be a constant symbol")
	}
	rt, tv := g.ccallSignature(ats, pos)
	tv, fixed := ccallVariadic(tv)
	cargs := args[3:]
	cats := ats[3:]
	if g.opts.Device == nil && hostDenied(string(sym)) {
		fn, owner := "top-level code", infer.Native
		if g.fn != nil && g.fn.ci != nil {
			fn, owner = ciName(g.fn.ci), g.fn.ci.Owner
		}
		panic(&HostError{Pos: pos, Function: fn, Owner: owner, Intrinsic: string(sym)})
	}
	pts, vals := g.ccallArgs(tv, cargs, cats, pos)
	crt := g.cType(rt, pos)
	if g.opts.Device == nil {
		if res, ok := g.inlineStringCcall(string(sym), vals); ok {
			return g.convert(res, rt, g.repOf(v.Type), pos)
		}
	}
	if g.opts.Device != nil {
		if res, ok := g.deviceCcall(string(sym), v, rt, vals, pos); ok {
			if rt == types.Nothing || res.IsNil() {
				return llvm.Value{}
			}
			return g.convert(res, rt, g.repOf(v.Type), pos)
		}
	}
	if g.opts.Device == nil && !strings.HasPrefix(string(sym), "kiln") && !g.hostSymbol(string(sym)) {
		// Julia looks the symbol up when the call runs and throws
		// ErrorException (src/dlload.c, jl_dlsym); linking the unit
		// would fail at once instead.
		msg := fmt.Sprintf("could not load symbol %q:\nkiln: undefined symbol: %s", string(sym), string(sym))
		return g.throwBuiltinError(&infer.BuiltinArgError{Kind: "ErrorException", Msg: msg}, v, args, ats)
	}
	if fixed >= 0 {
		ft := llvm.FunctionType(crt, pts[:fixed], true)
		res := g.b.CreateCall(ft, g.ccallFunc(string(sym), ft), vals, "")
		return g.ccallResult(res, crt, rt, v, pos)
	}
	res := g.callRt(string(sym), crt, pts, vals)
	return g.ccallResult(res, crt, rt, v, pos)
}

// ccallSignature reads a ccall's constant return type and tuple of
// argument types (its second and third arguments).
func (g *gen) ccallSignature(ats []any, pos syntax.Pos) (types.Type, *types.TupleValue) {
	rtv, _ := infer.IsConst(ats[1])
	rt, ok := rtv.(types.Type)
	if !ok {
		g.fail(pos, "ccall: the return type must be a constant type")
	}
	atv, _ := infer.IsConst(ats[2])
	tv, ok := atv.(*types.TupleValue)
	if !ok {
		g.fail(pos, "ccall: the argument types must be a constant tuple of types")
	}
	return rt, tv
}

// ccallVariadic takes lowering's variadic marker out of a ccall's
// argument types: the types without it, and how many arguments are fixed
// (-1: the function is not variadic).
func ccallVariadic(tv *types.TupleValue) (*types.TupleValue, int) {
	for i, e := range tv.Elems {
		if s, ok := e.(types.Symbol); ok && string(s) == ir.CcallVariadicMarker {
			elems := append(append([]any(nil), tv.Elems[:i]...), tv.Elems[i+1:]...)
			return &types.TupleValue{Type: tv.Type, Elems: elems}, i
		}
	}
	return tv, -1
}

// ccallFunc declares the C function sym of type ft, or casts an earlier
// declaration of another type (a variadic function called with other
// arguments) to it.
func (g *gen) ccallFunc(sym string, ft llvm.Type) llvm.Value {
	f := g.mod.NamedFunction(sym)
	if f.IsNil() {
		return llvm.AddFunction(g.mod, sym, ft)
	}
	if f.Type().ElementType() != ft {
		return llvm.ConstBitCast(f, llvm.PointerType(ft, 0))
	}
	return f
}

// ccallPointer emits ccall(fptr, R, (A...), args...) whose function is a
// Ptr value known only at run time (a pointer from Libdl.dlsym or
// cglobal): an indirect call through the pointer with the C signature the
// types give. A null pointer throws Julia's ErrorException("ccall: null
// function pointer") rather than crashing.
func (g *gen) ccallPointer(v *ir.Value, args []llvm.Value, ats []any) llvm.Value {
	pos := v.Pos
	rt, tv := g.ccallSignature(ats, pos)
	tv, fixed := ccallVariadic(tv)
	var fp llvm.Value
	if w := infer.Widen(ats[0]); !isPtrType(w) {
		// A global without a declared type (`p = dlsym(h, :f)` at top
		// level): a Ptr of any element type, checked when the call runs
		// (Julia's TypeError for a value that is not a pointer).
		ptrT := types.PtrT.Wrapper
		isPtr := g.isaTest(args[0], ats[0], ptrT)
		okb := g.ctx.AddBasicBlock(g.fn.f, "ccall.isptr")
		notPtr := g.ctx.AddBasicBlock(g.fn.f, "ccall.notptr")
		g.b.CreateCondBr(g.b.CreateTrunc(isPtr, g.ctx.Int1Type(), ""), okb, notPtr)
		g.b.SetInsertPointAtEnd(notPtr)
		boxed := g.convert(args[0], ats[0], g.repOf(types.Any), pos)
		g.callRt("kiln_throw_builtin_error", g.ctx.VoidType(), []llvm.Type{g.i32, g.i8p, g.i8p, g.i8p},
			[]llvm.Value{llvm.ConstInt(g.i32, 2, false), g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject("ccall")), g.i8p, ""),
				g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(ptrT)), g.i8p, ""), boxed}, "noreturn", "cold")
		g.b.CreateUnreachable()
		g.b.SetInsertPointAtEnd(okb)
		boxed = g.convert(args[0], ats[0], g.repOf(types.Any), pos)
		fp = g.unbox(boxed, g.repOf(types.Apply(types.PtrT, types.Nothing)))
	} else {
		fp = g.convert(args[0], ats[0], g.repOf(w), pos)
	}
	if fp.Type() != g.i8p {
		if fp.Type().TypeKind() == llvm.IntegerTypeKind {
			fp = g.b.CreateIntToPtr(fp, g.i8p, "")
		} else {
			fp = g.b.CreateBitCast(fp, g.i8p, "")
		}
	}
	isNull := g.b.CreateICmp(llvm.IntEQ, fp, llvm.ConstNull(g.i8p), "")
	bad := g.ctx.AddBasicBlock(g.fn.f, "ccall.null")
	ok2 := g.ctx.AddBasicBlock(g.fn.f, "ccall.ptr")
	g.b.CreateCondBr(isNull, bad, ok2)
	g.b.SetInsertPointAtEnd(bad)
	null := llvm.ConstNull(g.i8p)
	g.callRt("kiln_throw_builtin_error", g.ctx.VoidType(), []llvm.Type{g.i32, g.i8p, g.i8p, g.i8p},
		[]llvm.Value{llvm.ConstInt(g.i32, 1, false), g.stringLiteral("ccall: null function pointer"), null, null}, "noreturn", "cold")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(ok2)
	pts, vals := g.ccallArgs(tv, args[3:], ats[3:], pos)
	crt := g.cType(rt, pos)
	ft := llvm.FunctionType(crt, pts, false)
	if fixed >= 0 {
		ft = llvm.FunctionType(crt, pts[:fixed], true)
	}
	f := g.b.CreateBitCast(fp, llvm.PointerType(ft, 0), "")
	res := g.b.CreateCall(ft, f, vals, "")
	return g.ccallResult(res, crt, rt, v, pos)
}

// ccallResult converts the C result of a ccall to the call's value.
func (g *gen) ccallResult(res llvm.Value, crt llvm.Type, rt types.Type, v *ir.Value, pos syntax.Pos) llvm.Value {
	if rt == types.Nothing {
		return llvm.Value{}
	}
	src := g.repOf(rt)
	if crt == g.i8p && src.kind == repBox {
		return g.convert(res, types.Any, g.repOf(v.Type), pos)
	}
	return g.convert(res, rt, g.repOf(v.Type), pos)
}

// refMutable passes the argument of a Ref{T} ccall argument type whose T
// is a concrete mutable struct (Ref{BigInt}): Julia's unsafe_convert
// (base/refvalue.jl) gives pointer_from_objref(b.x) for a RefValue{T} b,
// the object itself rather than the RefValue's field holding it, and a T
// given directly is converted to such a RefValue first. The object's
// payload is its fields, so GMP sees the BigInt as its __mpz_struct.
func (g *gen) refMutable(et types.Type, arg llvm.Value, at any, pos syntax.Pos) (llvm.Value, bool) {
	dt, ok := et.(*types.DataType)
	if !ok || dt.Name.Name != "Ref" || dt.Name.Module != "Base" || len(dt.Params) != 1 || g.opts.Device != nil {
		return llvm.Value{}, false
	}
	pt, ok := dt.Params[0].(*types.DataType)
	if !ok || !pt.Name.Mutable || !types.IsConcrete(pt) || g.repOf(pt).kind != repBox {
		return llvm.Value{}, false
	}
	vt, ok := infer.Widen(at).(*types.DataType)
	if !ok {
		return llvm.Value{}, false
	}
	if types.Subtype(vt, pt) {
		return g.convert(arg, at, g.repOf(types.Any), pos), true
	}
	if vt.Name.Name == "RefValue" && vt.Name.Module == "Base" && len(vt.Params) == 1 && types.Subtype(vt, et) && g.repOf(vt).kind == repBox {
		box := g.convert(arg, at, g.repOf(vt), pos)
		return g.fieldValue(box, vt, 0, types.Any), true
	}
	return llvm.Value{}, false
}

// refValuePointer passes a RefValue given for a Ptr{T} argument of a
// ccall as the address of its value, as Julia's
// unsafe_convert(Ptr{T}, ::RefValue{T}) does (for T or Cvoid), so that the
// caller reads what C wrote through it (`r = Ref{Int64}(0); ccall(:time,
// Int64, (Ptr{Int64},), r); r[]`). A RefValue's object starts with its
// field, so its address is the object's. (Unboxed as if it held a Ptr,
// the value itself was passed as the address.)
func (g *gen) refValuePointer(et types.Type, ct llvm.Type, arg llvm.Value, at any, pos syntax.Pos) (llvm.Value, bool) {
	if !isPtrType(et) || g.opts.Device != nil {
		return llvm.Value{}, false
	}
	vt, ok := infer.Widen(at).(*types.DataType)
	if !ok || vt.Name.Name != "RefValue" || vt.Name.Module != "Base" || len(vt.Params) != 1 || g.repOf(vt).kind != repBox {
		return llvm.Value{}, false
	}
	pdt := et.(*types.DataType)
	if len(pdt.Params) == 1 {
		want, _ := pdt.Params[0].(types.Type)
		got, _ := vt.Params[0].(types.Type)
		if want != nil && want != types.Nothing && (got == nil || !types.Equal(want, got)) {
			// Julia's MethodError, at run time (dynamicPointer)
			return llvm.Value{}, false
		}
	}
	box := g.convert(arg, at, g.repOf(vt), pos)
	if got, ok := vt.Params[0].(types.Type); ok && !types.IsBits(got) {
		// Not stored inline: the object the RefValue holds (Julia's
		// unsafe_convert loads it from the slot).
		box = g.fieldValue(box, vt, 0, types.Any)
	}
	if ct.TypeKind() == llvm.IntegerTypeKind {
		return g.b.CreatePtrToInt(box, ct, ""), true
	}
	return g.b.CreateBitCast(box, ct, ""), true
}

// dynamicPointer passes a value for a Ptr{T} argument of a ccall whose
// type does not say how it converts (an Any, an abstract type, a struct)
// through the runtime's kiln_ccall_pointer, which looks at its run-time
// type as Julia's unsafe_convert(Ptr{T}, cconvert(Ptr{T}, x)) would (an
// array's data, a RefValue's value) and otherwise calls convert(Ptr{T},
// x), throwing its MethodError. (Unboxed as if it held a Ptr, the first
// word of the object was passed as the address.) Pointers, arrays and
// strings of known type are passed by the code below.
func (g *gen) dynamicPointer(et types.Type, ct llvm.Type, arg llvm.Value, at any, pos syntax.Pos) (llvm.Value, bool) {
	edt, ok := et.(*types.DataType)
	isRef := ok && edt.Name.Name == "Ref" && edt.Name.Module == "Base" && len(edt.Params) == 1
	if !isPtrType(et) && !isRef || g.opts.Device != nil || types.HasFreeVars(et) {
		return llvm.Value{}, false
	}
	vt := infer.Widen(at)
	if vt == types.String && !isRef || isPtrType(vt) || vt == types.Bottom {
		return llvm.Value{}, false
	}
	if dt, ok := vt.(*types.DataType); ok && (dt.Name == types.ArrayT || isRef && types.IsConcrete(dt)) {
		// A Ref{T} argument of known type: refMutable and refTemporary
		// above, or the checks below.
		return llvm.Value{}, false
	}
	if k := g.repOf(vt).kind; k != repBox && k != repUnion {
		return llvm.Value{}, false
	}
	box := g.convert(arg, at, g.repOf(types.Any), pos)
	tobj := g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(et)), g.i8p, "")
	p := g.callRt("kiln_ccall_pointer", g.i8p, []llvm.Type{g.i8p, g.i8p}, []llvm.Value{tobj, box})
	if ct.TypeKind() == llvm.IntegerTypeKind {
		return g.b.CreatePtrToInt(p, ct, ""), true
	}
	return g.b.CreateBitCast(p, ct, ""), true
}

// ccallArgs converts a ccall's arguments to their C types.
func (g *gen) ccallArgs(tv *types.TupleValue, cargs []llvm.Value, cats []any, pos syntax.Pos) ([]llvm.Type, []llvm.Value) {
	if len(tv.Elems) != len(cargs) {
		g.fail(pos, "ccall: %d argument types for %d arguments", len(tv.Elems), len(cargs))
	}
	var pts []llvm.Type
	var vals []llvm.Value
	for i, e := range tv.Elems {
		et, ok := e.(types.Type)
		if !ok {
			g.fail(pos, "ccall: argument type %d is not a type", i+1)
		}
		ct := g.cType(et, pos)
		pts = append(pts, ct)
		if p, ok := g.refMutable(et, cargs[i], cats[i], pos); ok {
			vals = append(vals, p)
			continue
		}
		if p, ok := g.refTemporary(et, cargs[i], cats[i], pos); ok {
			vals = append(vals, p)
			continue
		}
		if p, ok := g.refValuePointer(et, ct, cargs[i], cats[i], pos); ok {
			vals = append(vals, p)
			continue
		}
		if dt, ok := et.(*types.DataType); ok && dt.Name.Name == "Ref" && dt.Name.Module == "Base" && isPtrType(infer.Widen(cats[i])) && g.opts.Device == nil {
			// A pointer given for a Ref{T} argument is passed as it is
			// (Julia's unsafe_convert(Ref{T}, ::Ptr{T})); a RefArray's
			// cconvert gives its element's address so.
			pv := g.convert(cargs[i], cats[i], g.repOf(infer.Widen(cats[i])), pos)
			if pv.Type().TypeKind() == llvm.IntegerTypeKind {
				vals = append(vals, g.b.CreateIntToPtr(pv, ct, ""))
			} else {
				vals = append(vals, g.b.CreateBitCast(pv, ct, ""))
			}
			continue
		}
		if p, ok := g.dynamicPointer(et, ct, cargs[i], cats[i], pos); ok {
			vals = append(vals, p)
			continue
		}
		if isPtrType(et) && infer.Widen(cats[i]) == types.String && g.opts.Device == nil {
			// Julia's unsafe_convert(Ptr{UInt8}, s::String): the address
			// of the string's bytes (after its 8-byte length), which the
			// runtime ends with a NUL.
			str := g.convert(cargs[i], cats[i], g.repOf(types.String), pos)
			data := g.b.CreateGEP(g.i8, str, []llvm.Value{llvm.ConstInt(g.i64, 8, false)}, "")
			if pr := g.repOf(et); pr.llt.TypeKind() == llvm.IntegerTypeKind {
				data = g.b.CreatePtrToInt(data, pr.llt, "")
				vals = append(vals, g.convert(data, et, g.repOf(et), pos))
			} else {
				vals = append(vals, g.b.CreateBitCast(data, ct, ""))
			}
			continue
		}
		var r *rep
		if ct == g.i8p && g.repOf(et).kind != repBits {
			r = g.repOf(types.Any)
		} else {
			r = g.repOf(et)
		}
		val := g.convert(cargs[i], cats[i], r, pos)
		if r.kind == repBox && !types.Subtype(infer.Widen(cats[i]), et) && et != types.Any {
			g.fail(pos, "ccall: argument %d has type %s, expected %s", i+1, infer.ShowType(cats[i]), et)
		}
		vals = append(vals, val)
	}
	return pts, vals
}

// refTemporary passes a plain value given for a Ref{T} argument of a
// ccall (dgemm's transA, m, alpha, ...) as a pointer to a copy in the
// caller's frame. Julia's cconvert makes a RefValue that the program can
// never see again, so the C function's writes to it are lost either way;
// a stack slot spares the heap allocation that boxing the value would
// cost (ten per dgemm call). A RefValue or array argument is passed as it
// is (the caller reads what C wrote).
func (g *gen) refTemporary(et types.Type, arg llvm.Value, at any, pos syntax.Pos) (llvm.Value, bool) {
	dt, ok := et.(*types.DataType)
	if !ok || dt.Name.Name != "Ref" || dt.Name.Module != "Base" || g.opts.Device != nil {
		return llvm.Value{}, false
	}
	vt := infer.Widen(at)
	vdt, ok := vt.(*types.DataType)
	if !ok || vdt.Name.Mutable || isGhostType(vt) || g.repOf(vt).kind != repBits {
		return llvm.Value{}, false
	}
	if len(dt.Params) == 1 {
		if pt, ok := dt.Params[0].(types.Type); ok && !types.Subtype(vt, pt) {
			return llvm.Value{}, false
		}
	}
	r := g.repOf(vt)
	cur := g.b.GetInsertBlock()
	g.b.SetInsertPointBefore(g.fn.entry.LastInstruction())
	slot := g.b.CreateAlloca(r.llt, "ref")
	g.resume(cur)
	g.b.CreateStore(g.convert(arg, at, r, pos), slot)
	return g.b.CreateBitCast(slot, g.i8p, ""), true
}

// inlineStringCcall emits the runtime's String accessors as loads: a
// String is its length (8 bytes) followed by its bytes, and is immutable,
// so `ncodeunits`, `codeunit` and `pointer` in a loop over a string's
// bytes need no call (a call per byte made parsing 5x slower than C).
func (g *gen) inlineStringCcall(sym string, vals []llvm.Value) (llvm.Value, bool) {
	switch sym {
	case "jl_generating_output":
		// Julia's jl_generating_output is 1 while it writes a package
		// image, to run the package's precompile statements (Base.precompile).
		// Kiln has no such statements (its images keep what the package's
		// top level compiled), so the answer is always 0, as for a script.
		if len(vals) != 0 {
			return llvm.Value{}, false
		}
		return llvm.ConstInt(g.i32, 0, false), true
	case "kiln_string_len":
		if len(vals) != 1 {
			return llvm.Value{}, false
		}
		p := g.b.CreateBitCast(vals[0], llvm.PointerType(g.i64, 0), "")
		n := g.b.CreateLoad(g.i64, p, "strlen")
		g.tbaa(n, tbaaImmutable)
		return n, true
	case "kiln_string_data":
		if len(vals) != 1 {
			return llvm.Value{}, false
		}
		return g.b.CreateGEP(g.i8, vals[0], []llvm.Value{llvm.ConstInt(g.i64, 8, false)}, "strdata"), true
	case "kiln_string_byte":
		if len(vals) != 2 {
			return llvm.Value{}, false
		}
		// data[i-1] = *(s + 8 + i - 1)
		off := g.b.CreateAdd(vals[1], llvm.ConstInt(g.i64, 7, false), "")
		p := g.b.CreateGEP(g.i8, vals[0], []llvm.Value{off}, "")
		b := g.b.CreateLoad(g.i8, p, "strbyte")
		g.tbaa(b, tbaaImmutable)
		return b, true
	}
	return llvm.Value{}, false
}

// lengthUnknownTuple reports whether dt is a tuple type of any length
// (Tuple{Vararg{T}} and the like), on the host.
func (g *gen) lengthUnknownTuple(dt *types.DataType) bool {
	return g.opts.Device == nil && dt.Name == types.TupleT && hasVararg(dt) && !types.HasFreeVars(dt)
}

// hasVararg reports whether a tuple type has a Vararg element.
func hasVararg(dt *types.DataType) bool {
	for _, p := range dt.Params {
		if _, ok := p.(*types.Vararg); ok {
			return true
		}
	}
	return false
}

// throwBuiltinError throws the error a builtin call always throws for its
// argument types (infer.CheckBuiltinArgs), through the runtime's
// kiln_throw_builtin_error: kind 0 ArgumentError(msg), 1
// ErrorException(msg), 2 TypeError(func, "", expected, got).
func (g *gen) throwBuiltinError(e *infer.BuiltinArgError, v *ir.Value, args []llvm.Value, ats []any) llvm.Value {
	null := llvm.ConstNull(g.i8p)
	kind, a, b, c := uint64(0), null, null, null
	switch e.Kind {
	case "TypeError":
		kind = 2
		a = g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject(e.Func)), g.i8p, "")
		b = g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(e.Expected)), g.i8p, "")
		c = g.boxAll(args[e.Arg:e.Arg+1], ats[e.Arg:e.Arg+1], v.Pos)[0]
	case "ErrorException":
		kind = 1
		a = g.stringLiteral(e.Msg)
	case "BoundsError":
		// BoundsError(x, i) of getfield's object and index.
		obj := g.boxAll(args[:1], ats[:1], v.Pos)[0]
		i := g.convert(args[e.Arg], ats[e.Arg], g.repOf(types.Int64), v.Pos)
		if c, ok := ats[e.Arg].(*infer.Const); ok {
			i = g.constant(c.Val, g.repOf(types.Int64), v.Pos)
		}
		g.callRt("kiln_throw_bounds", g.ctx.VoidType(), []llvm.Type{g.i8p, g.i64}, []llvm.Value{obj, i}, "noreturn")
		return g.afterThrow(v)
	default:
		a = g.stringLiteral(e.Msg)
	}
	g.callRt("kiln_throw_builtin_error", g.ctx.VoidType(), []llvm.Type{g.i32, g.i8p, g.i8p, g.i8p},
		[]llvm.Value{llvm.ConstInt(g.i32, kind, false), a, b, c}, "noreturn", "cold")
	return g.afterThrow(v)
}

// afterThrow ends the code of a call that always throws.
func (g *gen) afterThrow(v *ir.Value) llvm.Value {
	if v.Type == types.Bottom {
		return llvm.Value{}
	}
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
	return g.constantGhost(g.repOf(v.Type))
}

// checkNewField returns x (of lattice type xt) as a value of the field
// type ft, throwing TypeError(:new, "", ft, x) when it is not one.
func (g *gen) checkNewField(x llvm.Value, xt any, ft types.Type, pos syntax.Pos) llvm.Value {
	if c, ok := xt.(*infer.Const); ok && x.IsNil() {
		x = g.constant(c.Val, g.repOf(infer.Widen(xt)), pos)
	}
	boxed := g.convert(x, xt, g.repOf(types.Any), pos)
	isa := g.isaTest(x, xt, ft)
	okb := g.ctx.AddBasicBlock(g.fn.f, "new.ok")
	bad := g.ctx.AddBasicBlock(g.fn.f, "new.fail")
	g.b.CreateCondBr(g.b.CreateTrunc(isa, g.ctx.Int1Type(), ""), okb, bad)
	g.b.SetInsertPointAtEnd(bad)
	sym := g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject("new")), g.i8p, "")
	tobj := g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(ft)), g.i8p, "")
	g.callRt("kiln_throw_builtin_error", g.ctx.VoidType(), []llvm.Type{g.i32, g.i8p, g.i8p, g.i8p},
		[]llvm.Value{llvm.ConstInt(g.i32, 2, false), sym, tobj, boxed}, "noreturn", "cold")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(okb)
	return g.convert(boxed, types.Any, g.repOf(ft), pos)
}

// hostSymbol reports whether a foreign call to name can be linked: the JIT
// binds it (Options.RuntimeSymbol) or the process defines it.
func (g *gen) hostSymbol(name string) bool {
	if g.opts.RuntimeSymbol != nil && g.opts.RuntimeSymbol(name) {
		return true
	}
	return llvmx.HostSymbolExists(name)
}

// definedField is fieldValue for getfield: a reference field that was
// never assigned (a struct made by new with fewer arguments than fields,
// as BoundsError(a)) throws UndefRefError, as Julia's getfield does,
// instead of handing on a null reference. Tuples and named tuples always
// have all their fields.
// uniformIndexMin is the smallest tuple that uniformTupleIndex indexes
// through memory; a shorter one is indexed by a switch over its fields,
// which LLVM folds when the index becomes known.
const uniformIndexMin = 16

// uniformTupleIndex reads element idx (1-based, checked) of a tuple value
// whose elements all have one LLVM type, through a stack copy: the tuple
// is stored to an entry-block slot viewed as an array and the element
// loaded, as Julia's codegen indexes an NTuple it holds by value. The
// switch with one case per element that other tuples get is a chain of
// compares in a loop: summing an NTuple{20, Float64} by index 10^7 times
// took 0.81 s with it and 0.48 s this way, random indexing of an
// NTuple{24, Int} 0.23 s and 0.085 s (same run, loaded machine). It
// reports false for other tuples.
func (g *gen) uniformTupleIndex(x llvm.Value, dt *types.DataType, idx llvm.Value, out *rep, pos syntax.Pos) (llvm.Value, bool) {
	fts := types.FieldTypes(dt)
	n := len(fts)
	if n < uniformIndexMin || g.opts.Device != nil {
		return llvm.Value{}, false
	}
	if k := g.repOf(dt).kind; k != repBits && k != repAgg {
		return llvm.Value{}, false
	}
	for _, ft := range fts[1:] {
		if !types.Equal(ft, fts[0]) {
			return llvm.Value{}, false
		}
	}
	st := x.Type()
	if st.TypeKind() != llvm.StructTypeKind || st.StructElementTypesCount() != n {
		return llvm.Value{}, false
	}
	elt := st.StructElementTypes()[0]
	at := llvm.ArrayType(elt, n)
	if g.td.TypeAllocSize(at) != g.td.TypeAllocSize(st) {
		return llvm.Value{}, false
	}
	in := g.ctx.AddBasicBlock(g.fn.f, "getfield.in")
	bad := g.ctx.AddBasicBlock(g.fn.f, "getfield.oob")
	k0 := g.b.CreateSub(idx, llvm.ConstInt(g.i64, 1, false), "")
	g.b.CreateCondBr(g.b.CreateICmp(llvm.IntULT, k0, llvm.ConstInt(g.i64, uint64(n), false), ""), in, bad)
	g.b.SetInsertPointAtEnd(bad)
	boxed := g.convert(x, dt, g.repOf(types.Any), pos)
	g.callRt("kiln_throw_bounds", g.ctx.VoidType(), []llvm.Type{g.i8p, g.i64}, []llvm.Value{boxed, idx}, "noreturn")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(in)
	cur := g.b.GetInsertBlock()
	g.b.SetInsertPointBefore(g.fn.entry.LastInstruction())
	slot := g.b.CreateAlloca(st, "tuple")
	g.resume(cur)
	g.b.CreateStore(x, slot)
	ap := g.b.CreateBitCast(slot, llvm.PointerType(at, 0), "")
	ep := g.b.CreateGEP(at, ap, []llvm.Value{llvm.ConstInt(g.i64, 0, false), k0}, "")
	fv := g.b.CreateLoad(elt, ep, "")
	if out.kind == repGhost {
		return llvm.Value{}, true
	}
	return g.convert(fv, g.slotType(fts[0]), out, pos), true
}

func (g *gen) definedField(x llvm.Value, dt *types.DataType, k int, want types.Type) llvm.Value {
	fv := g.fieldValue(x, dt, k, want)
	ft := types.FieldTypes(dt)[k]
	if dt.Name != types.TupleT && dt.Name.Kind != types.KindNamedTuple && !fv.IsNil() &&
		g.fieldRep(ft).kind == repBox && g.repOf(want).kind == repBox {
		g.checkUndefRef(fv)
	}
	return fv
}

// tupleOfUnions builds a tuple whose inferred type is a union of concrete
// tuple types (infer types a tuple of small-union elements so): a switch
// on each union argument's tag picks the concrete tuple type, built by
// value and converted to the union's representation out.
func (g *gen) tupleOfUnions(args []llvm.Value, ats []any, u *types.Union, out *rep, pos syntax.Pos, nt *namedTupleArgs) llvm.Value {
	for i, a := range ats {
		if _, isConst := a.(*infer.Const); isConst || args[i].IsNil() {
			continue
		}
		r := g.repOf(infer.Widen(a))
		if r.kind != repUnion {
			continue
		}
		tag := g.b.CreateExtractValue(args[i], 0, "")
		done := g.ctx.AddBasicBlock(g.fn.f, "tuple.done")
		bad := g.ctx.AddBasicBlock(g.fn.f, "tuple.undef")
		sw := g.b.CreateSwitch(tag, bad, len(r.members))
		var vals []llvm.Value
		var blocks []llvm.BasicBlock
		for k, m := range r.members {
			bb := g.ctx.AddBasicBlock(g.fn.f, "tuple.case")
			sw.AddCase(llvm.ConstInt(g.i8, uint64(k+1), false), bb)
			g.b.SetInsertPointAtEnd(bb)
			nargs := append([]llvm.Value(nil), args...)
			nats := append([]any(nil), ats...)
			nats[i] = m
			nargs[i] = llvm.Value{}
			if g.repOf(m).kind != repGhost {
				nargs[i] = g.b.CreateExtractValue(args[i], k+1, "")
			}
			res := g.tupleOfUnions(nargs, nats, u, out, pos, nt)
			vals = append(vals, res)
			blocks = append(blocks, g.b.GetInsertBlock())
			g.b.CreateBr(done)
		}
		g.b.SetInsertPointAtEnd(bad)
		g.b.CreateUnreachable()
		g.b.SetInsertPointAtEnd(done)
		if out.kind == repGhost {
			return llvm.Value{}
		}
		phi := g.b.CreatePHI(out.llt, "")
		phi.AddIncoming(vals, blocks)
		return phi
	}
	// No union argument left: one tuple type.
	fts := make([]types.Type, len(ats))
	for i, a := range ats {
		fts[i] = infer.Widen(a)
		if c, ok := a.(*infer.Const); ok {
			args[i] = g.constant(c.Val, g.repOf(fts[i]), pos)
		}
	}
	dt := types.Tuple(fts...)
	if nt != nil {
		if !types.IsConcrete(dt) {
			return g.runtimeNamedTuple(nt, args, ats, out, pos)
		}
		ntt := types.NamedTupleOf(nt.constNames(), fts...)
		return g.convert(g.buildStruct(ntt, fts, args), ntt, out, pos)
	}
	if !types.IsConcrete(dt) && g.repOf(dt).kind != repAgg {
		arr := g.b.CreateBitCast(g.pointerArray(g.boxAll(args, ats, pos), "elems"), g.i8p, "")
		t := g.callRt("kiln_make_tuple", g.i8p, []llvm.Type{g.i8p, g.i32}, []llvm.Value{arr, llvm.ConstInt(g.i32, uint64(len(args)), false)})
		return g.convert(t, types.Any, out, pos)
	}
	return g.convert(g.buildStruct(dt, fts, args), dt, out, pos)
}

// isPtrType reports whether t is a Ptr{T} type.
func isPtrType(t types.Type) bool {
	dt, ok := t.(*types.DataType)
	return ok && dt.Name.Kind == types.KindPtr
}

// runtimeNamedTuple builds Core._namedtuple(names, xs...) whose type is
// only known at run time (values inferred Any, or names not constant):
// the tuple of the values' run-time types, then NamedTuple{names}(tuple)
// through the dispatcher, which gives the named tuple of those types as
// Julia's literal does.
func (g *gen) runtimeNamedTuple(nt *namedTupleArgs, args []llvm.Value, ats []any, out *rep, pos syntax.Pos) llvm.Value {
	if g.opts.NoDynamicBuiltins {
		g.fail(pos, "a named tuple of names known only at run time is not supported here")
	}
	elems := g.boxAll(args, ats, pos)
	arr := g.b.CreateBitCast(g.pointerArray(elems, "elems"), g.i8p, "")
	tup := g.callRt("kiln_make_tuple", g.i8p, []llvm.Type{g.i8p, g.i32}, []llvm.Value{arr, llvm.ConstInt(g.i32, uint64(len(elems)), false)})
	box := g.repOf(types.Any)
	params := []llvm.Value{g.constant(types.NamedTupleT.Wrapper, box, pos), g.convert(nt.names, nt.namesType, box, pos)}
	parr := g.b.CreateBitCast(g.pointerArray(params, "params"), g.i8p, "")
	ctor := g.callRt("kiln_apply_type", g.i8p, []llvm.Type{g.i8p, g.i32}, []llvm.Value{parr, llvm.ConstInt(g.i32, 2, false)})
	i8pp := llvm.PointerType(g.i8p, 0)
	res := g.callRt("kiln_apply_generic", g.i8p, []llvm.Type{g.i8p, i8pp, g.i32, g.i8p},
		[]llvm.Value{ctor, g.pointerArray([]llvm.Value{tup}, "ntargs"), llvm.ConstInt(g.i32, 1, false), llvm.ConstNull(g.i8p)})
	return g.convert(res, types.Any, out, pos)
}

// namedTupleArgs is the names argument of Core._namedtuple(names, xs...).
type namedTupleArgs struct {
	names     llvm.Value
	namesType any
}

// constNames are the names when they are a constant tuple of symbols (the
// only case in which inference gives a union of named tuples).
func (nt *namedTupleArgs) constNames() []string {
	c, _ := infer.IsConst(nt.namesType)
	tv, _ := c.(*types.TupleValue)
	if tv == nil {
		return nil
	}
	names := make([]string, len(tv.Elems))
	for i, e := range tv.Elems {
		s, _ := e.(types.Symbol)
		names[i] = string(s)
	}
	return names
}

// cfunction emits @cfunction(f, R, (A, B))'s C function pointer: a
// function of the C types of A and B returning R's that calls
// Base._cfunction_call(f, R, a, b) (inference's Call.CI), which converts
// f's result to R. The wrapper is private to the unit; an exception f
// throws unwinds through the C caller to the Julia code that called it,
// as in Julia.
func (g *gen) cfunction(v *ir.Value, ats []any, out *rep, pos syntax.Pos) llvm.Value {
	c, _ := v.Call.(*infer.Call)
	rt, rok := infer.IsConst(ats[1])
	tv, tok := infer.IsConst(ats[2])
	tup, _ := tv.(*types.TupleValue)
	if c == nil || c.CI == nil || !rok || !tok || tup == nil || g.opts.Device != nil {
		msg := "@cfunction: no method of the function matches the argument types, or they are not constants"
		if _, ok := ats[0].(*infer.Const); !ok {
			msg = "@cfunction: the function must be a constant (a named function); a closure value is not supported"
		}
		null := llvm.ConstNull(g.i8p)
		g.callRt("kiln_throw_builtin_error", g.ctx.VoidType(), []llvm.Type{g.i32, g.i8p, g.i8p, g.i8p},
			[]llvm.Value{llvm.ConstInt(g.i32, 1, false), g.stringLiteral(msg), null, null}, "noreturn", "cold")
		g.b.CreateUnreachable()
		g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
		return g.constantGhost(out)
	}
	ret, _ := rt.(types.Type)
	ci := c.CI
	g.declare(ci)
	params, retRep := g.signature(ci)
	var cparams []llvm.Type
	for _, e := range tup.Elems {
		cparams = append(cparams, g.cType(e.(types.Type), pos))
	}
	cret := g.cType(ret, pos)
	w := llvm.AddFunction(g.mod, "kiln.cfunction", llvm.FunctionType(cret, cparams, false))
	w.SetLinkage(llvm.InternalLinkage)
	g.addFnAttrs(w)
	saved, cur := g.fn, g.b.GetInsertBlock()
	g.fn = &fnState{f: w, vals: map[*ir.Value]llvm.Value{}}
	g.fn.entry = g.ctx.AddBasicBlock(w, "top")
	g.b.SetInsertPointAtEnd(g.fn.entry)
	var args []llvm.Value
	for i, p := range params {
		if p.kind == repGhost {
			continue
		}
		switch {
		case i >= 3 && i-3 < len(cparams):
			et := tup.Elems[i-3].(types.Type)
			if jt := infer.CfunctionArgType(et); jt != et && g.repOf(jt).kind != repBox {
				// Ref{T}: C passes the address of a T
				x := g.b.CreateBitCast(w.Param(i-3), llvm.PointerType(p.llt, 0), "")
				args = append(args, g.b.CreateLoad(p.llt, x, ""))
				continue
			}
			args = append(args, g.cBits(w.Param(i-3), p.llt))
		case i == 1:
			// f itself, when it is a callable object with fields
			fc, ok := ats[0].(*infer.Const)
			if !ok {
				g.fail(pos, "@cfunction: the function must be a constant")
			}
			args = append(args, g.constant(fc.Val, p, pos))
		default:
			g.fail(pos, "codegen: @cfunction: unexpected argument %d of %s", i, ci.MI)
		}
	}
	res := g.b.CreateCall(g.ftypes[ci], g.funcs[ci], args, "")
	switch {
	case ci.RetType == types.Bottom:
		g.b.CreateUnreachable()
	case cret.TypeKind() == llvm.VoidTypeKind:
		g.b.CreateRetVoid()
	case retRep.kind == repGhost:
		g.b.CreateRet(llvm.ConstNull(cret))
	default:
		g.b.CreateRet(g.cBits(g.convert(res, ci.RetType, g.repOf(ret), pos), cret))
	}
	g.fn = saved
	g.resume(cur)
	fp := g.b.CreateBitCast(w, g.i8p, "")
	if out.llt.TypeKind() == llvm.IntegerTypeKind {
		return g.b.CreatePtrToInt(fp, out.llt, "")
	}
	return g.b.CreateBitCast(fp, out.llt, "")
}

// cBits converts between a C type and a Julia representation of the same
// value: integers of other widths (Bool's i1 and i8), pointers and
// pointer-sized integers.
func (g *gen) cBits(x llvm.Value, to llvm.Type) llvm.Value {
	from := x.Type()
	if from == to {
		return x
	}
	fk, tk := from.TypeKind(), to.TypeKind()
	switch {
	case fk == llvm.IntegerTypeKind && tk == llvm.IntegerTypeKind:
		if from.IntTypeWidth() > to.IntTypeWidth() {
			return g.b.CreateTrunc(x, to, "")
		}
		return g.b.CreateZExt(x, to, "")
	case fk == llvm.PointerTypeKind && tk == llvm.PointerTypeKind:
		return g.b.CreateBitCast(x, to, "")
	case fk == llvm.PointerTypeKind && tk == llvm.IntegerTypeKind:
		return g.b.CreatePtrToInt(x, to, "")
	case fk == llvm.IntegerTypeKind && tk == llvm.PointerTypeKind:
		return g.b.CreateIntToPtr(x, to, "")
	}
	return g.b.CreateBitCast(x, to, "")
}
