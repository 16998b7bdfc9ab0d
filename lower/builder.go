package lower

import (
	"sort"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// builder emits the IR of one function (method body, closure body,
// keyword forwarder or top-level thunk).
type builder struct {
	l   *lowerer
	r   *resolver
	f   *ir.Func
	fn  *fnInfo
	ssa *ssaBuilder
	// wantDefFlag: variables @isdefined asks about that are not yet
	// tracked for definedness (finish reports them for a second attempt).
	wantDefFlag []*Var
	// labels: the blocks of @label/@goto names in this function.
	labels map[string]*gotoLabel
	gotos  []*pendingGoto
	cur    *ir.Block

	loops    []*loopCtx
	handlers int // exception handlers entered and not yet left
	fins     []*finallyCtx
	// catches are the catch blocks being lowered, innermost last: where
	// one is left other than by a throw, its exception is popped.
	catches  []*catchCtx
	inbounds int
	ends     []endCtx
	// simdNext is set by @simd for the `for` loop it annotates (and only
	// that loop, not the loops in its body).
	simdNext bool

	// argOf maps argument variables to their argument number.
	argOf map[*Var]int
	// sparamOf maps static parameters to their index in f.Sparams.
	sparamOf map[*Var]int
	// plain forces variables to plain SSA storage (forwarders evaluate
	// defaults with the arguments as plain values).
	plain map[*Var]bool
	// capField names the closure field of each captured variable.
	capField map[*Var]string
	slots    map[*Var]*ir.Value
	slotDef  map[*Var]*Var // SSA "certainly assigned" flag of a slot
	undefVar map[*ir.Value]*Var
	cache    map[ir.GlobalRef]*ir.Value
	trueC    *ir.Value
	falseC   *ir.Value
	// retType is the declared return type, or nil.
	retType syntax.Node
	// strct is the struct whose inner constructor is being lowered.
	strct *structInfo
	// ctorCurly are the curly parameters of an inner constructor's
	// name (T, N, d of T24Linear{T,N,d}(…) where {T,N,d}), or nil.
	ctorCurly []syntax.Node
	// selfIdx is the argument that holds the function object (#self#):
	// 0, except in keyword body methods and kwcall methods.
	selfIdx int
	// toplevel is set for thunks: unresolved names are globals of the
	// module, and definitions become OpToplevel.
	toplevel bool
}

type loopCtx struct {
	brk, cont *ir.Block
	handlers  int
	fins      int
	catches   int
}

type finallyCtx struct {
	body     syntax.Node
	handlers int
	catches  int // len(catches) where the try began
}

// catchCtx is a catch block (or the exception path of a finally block)
// being lowered: its OpCatchState.
type catchCtx struct {
	state *ir.Value
}

type endCtx struct {
	obj  *ir.Value
	dim  int
	ndim int
}

type structInfo struct {
	name   string
	params []string
}

func newBuilder(l *lowerer, r *resolver, name string, pos syntax.Pos, fn *fnInfo) *builder {
	f := ir.NewFunc(name, pos)
	f.Module = l.mod
	b := &builder{l: l, r: r, f: f, fn: fn, ssa: newSSABuilder(f),
		argOf: map[*Var]int{}, sparamOf: map[*Var]int{}, plain: map[*Var]bool{},
		capField: map[*Var]string{}, slots: map[*Var]*ir.Value{}, slotDef: map[*Var]*Var{},
		undefVar: map[*ir.Value]*Var{}, cache: map[ir.GlobalRef]*ir.Value{}}
	b.cur = f.Blocks[0]
	b.ssa.seal(b.cur)
	b.trueC = b.entryValue(ir.OpConst, pos, true)
	b.falseC = b.entryValue(ir.OpConst, pos, false)
	b.ssa.onUndef = func(u *ir.Value, v *Var) { b.undefVar[u] = v }
	return b
}

// entryValue places a value at the start of the entry block, where it
// dominates every use.
func (b *builder) entryValue(op ir.Op, pos syntax.Pos, aux any, args ...*ir.Value) *ir.Value {
	entry := b.f.Blocks[0]
	v := b.f.MakeValue(op, pos, aux, args...)
	v.Block = entry
	entry.Instrs = append([]*ir.Value{v}, entry.Instrs...)
	return v
}

// ---- blocks ----

func (b *builder) newBlock() *ir.Block { return b.f.NewBlock() }

// block returns the current block, starting an unreachable one if control
// cannot reach this point (it is removed at the end).
func (b *builder) block() *ir.Block {
	if b.cur == nil {
		b.cur = b.newBlock()
		b.ssa.seal(b.cur)
	}
	return b.cur
}

// start continues emitting in blk; seal says its predecessors are final.
func (b *builder) start(blk *ir.Block, seal bool) {
	b.cur = blk
	if seal {
		b.ssa.seal(blk)
	}
}

// startJoin starts a join block, or marks the code unreachable when no
// edge reaches it.
func (b *builder) startJoin(blk *ir.Block) bool {
	if len(blk.Preds) == 0 {
		b.cur = nil
		return false
	}
	b.start(blk, true)
	return true
}

func (b *builder) reachable() bool { return b.cur != nil }

func (b *builder) jump(to *ir.Block, pos syntax.Pos) {
	if b.cur == nil {
		return
	}
	b.f.NewValue(b.cur, ir.OpJump, pos, nil)
	ir.AddEdge(b.cur, to)
	b.cur = nil
}

func (b *builder) branch(c *ir.Value, t, f *ir.Block, pos syntax.Pos) {
	if b.cur == nil {
		return
	}
	b.f.NewValue(b.cur, ir.OpBranch, pos, nil, c)
	ir.AddEdge(b.cur, t)
	ir.AddEdge(b.cur, f)
	b.cur = nil
}

func (b *builder) unreachable(pos syntax.Pos) {
	if b.cur == nil {
		return
	}
	b.f.NewValue(b.cur, ir.OpUnreachable, pos, nil)
	b.cur = nil
}

// ---- values ----

func (b *builder) emit(op ir.Op, pos syntax.Pos, aux any, args ...*ir.Value) *ir.Value {
	return b.f.NewValue(b.block(), op, pos, aux, args...)
}

func (b *builder) constant(x any, pos syntax.Pos) *ir.Value {
	return b.emit(ir.OpConst, pos, x)
}

func (b *builder) nothing(pos syntax.Pos) *ir.Value {
	return b.constant(types.NothingValue, pos)
}

func (b *builder) sym(name string, pos syntax.Pos) *ir.Value {
	return b.constant(types.Symbol(name), pos)
}

// ref reads a global binding. References to Core and Base made by
// lowering itself are read once, in the entry block.
func (b *builder) ref(mod any, name string, pos syntax.Pos) *ir.Value {
	g := ir.GlobalRef{Module: mod, Name: name}
	if _, ok := mod.(ir.ModuleName); ok {
		if v, ok := b.cache[g]; ok {
			return v
		}
		v := b.entryValue(ir.OpGlobal, pos, g)
		b.cache[g] = v
		return v
	}
	return b.emit(ir.OpGlobal, pos, g)
}

func (b *builder) core(name string, pos syntax.Pos) *ir.Value { return b.ref(ir.CoreModule, name, pos) }
func (b *builder) base(name string, pos syntax.Pos) *ir.Value { return b.ref(ir.BaseModule, name, pos) }
func (b *builder) global(name string, pos syntax.Pos) *ir.Value {
	return b.ref(b.l.mod, name, pos)
}

// call emits fn(args...).
func (b *builder) call(pos syntax.Pos, fn *ir.Value, args ...*ir.Value) *ir.Value {
	all := append([]*ir.Value{fn}, args...)
	v := b.emit(ir.OpCall, pos, nil, all...)
	if b.inbounds > 0 {
		v.Flags |= ir.FlagInbounds
	}
	return v
}

// callSplat emits a call with some arguments splatted (splat is indexed
// like args, without the callee).
func (b *builder) callSplat(pos syntax.Pos, fn *ir.Value, args []*ir.Value, splat []bool) *ir.Value {
	v := b.call(pos, fn, args...)
	any := false
	for _, s := range splat {
		any = any || s
	}
	if any {
		info := &ir.CallInfo{Splat: make([]bool, len(args)+1)}
		copy(info.Splat[1:], splat)
		v.Aux = info
	}
	return v
}

func (b *builder) coreCall(pos syntax.Pos, name string, args ...*ir.Value) *ir.Value {
	return b.call(pos, b.core(name, pos), args...)
}

func (b *builder) baseCall(pos syntax.Pos, name string, args ...*ir.Value) *ir.Value {
	return b.call(pos, b.base(name, pos), args...)
}

// throw emits Core.throw(x) and ends the block.
func (b *builder) throw(pos syntax.Pos, x *ir.Value) {
	b.coreCall(pos, "throw", x)
	b.unreachable(pos)
}

// hidden makes a variable that lowering itself introduces.
func (b *builder) hidden(name string) *Var {
	return &Var{Name: name, Kind: varHidden, fn: b.fn}
}

// ---- variables ----

type storage uint8

const (
	stSSA storage = iota
	stCaptured
	stSparam
	stBox
	stSlot
)

func (b *builder) storageOf(v *Var) storage {
	if v.Kind == varHidden || b.plain[v] {
		return stSSA
	}
	if v.fn != b.fn {
		return stCaptured
	}
	if v.Kind == varSparam {
		return stSparam
	}
	if v.Boxed() {
		return stBox
	}
	if v.InTry {
		return stSlot
	}
	return stSSA
}

// readVar reads a local variable, throwing UndefVarError when it may be
// unassigned.
func (b *builder) readVar(v *Var, pos syntax.Pos) *ir.Value {
	switch b.storageOf(v) {
	case stCaptured:
		name, ok := b.capField[v]
		if !ok {
			fail(pos, "internal error: variable `%s` is not captured", v.Name)
		}
		x := b.coreCall(pos, "getfield", b.self(pos), b.sym(name, pos))
		if v.Boxed() {
			return b.boxGet(x, v, pos)
		}
		return x
	case stSparam:
		i, ok := b.sparamOf[v]
		if !ok {
			fail(pos, "internal error: static parameter `%s` not found", v.Name)
		}
		return b.emit(ir.OpSparam, pos, i)
	case stBox:
		return b.boxGet(b.ssa.read(b.block(), v, pos), v, pos)
	case stSlot:
		slot := b.slot(v)
		flag := b.slotFlag(v)
		if b.ssa.read(b.block(), flag, pos) != b.trueC {
			d := b.emit(ir.OpIsDefinedVar, pos, nil, slot)
			b.volatile(d)
			b.checkDefined(d, v, pos)
			b.ssa.write(b.block(), flag, b.trueC)
		}
		x := b.emit(ir.OpLoadVar, pos, nil, slot)
		b.volatile(x)
		return x
	}
	val := b.ssa.read(b.block(), v, pos)
	if v.NeedsDefFlag && v.defFlag != nil {
		flag := b.ssa.read(b.block(), v.defFlag, pos)
		if flag == b.falseC {
			// Never assigned on any path to here.
			b.throw(pos, b.coreCall(pos, "UndefVarError", b.sym(v.Name, pos)))
			return val
		}
		if flag != b.trueC {
			b.checkDefined(flag, v, pos)
			b.ssa.write(b.block(), v.defFlag, b.trueC)
			val = b.ssa.read(b.block(), v, pos)
		}
	}
	return val
}

// gotoLabel is a @label of the function: its block, and where it is
// defined (or first jumped to, while not yet defined).
type gotoLabel struct {
	blk     *ir.Block
	defined bool
	pos     syntax.Pos
	// Where it is defined: the handlers entered, the finally blocks and
	// the catch blocks it is in.
	handlers, fins int
	catches        []*catchCtx
}

// pendingGoto is a @goto whose jump finish completes once its label is
// known: from the block from, it leaves the handlers and pops the
// exceptions of the catch blocks that the label is outside of.
type pendingGoto struct {
	label          *gotoLabel
	name           string
	from           *ir.Block // nil: a direct jump, only checked
	pos            syntax.Pos
	handlers, fins int
	catches        []*catchCtx
}

// label returns the block of label name.
func (b *builder) label(name string, pos syntax.Pos) *gotoLabel {
	if b.labels == nil {
		b.labels = map[string]*gotoLabel{}
	}
	l := b.labels[name]
	if l == nil {
		l = &gotoLabel{blk: b.newBlock(), pos: pos}
		b.labels[name] = l
	}
	return l
}

// isDefinedVar is @isdefined of a local variable: whether it has been
// assigned on the path to here.
func (b *builder) isDefinedVar(v *Var, pos syntax.Pos) *ir.Value {
	switch b.storageOf(v) {
	case stCaptured:
		if v.Boxed() {
			box := b.coreCall(pos, "getfield", b.self(pos), b.sym(b.capField[v], pos))
			return b.coreCall(pos, "isdefined", box, b.sym("contents", pos))
		}
		return b.trueC
	case stSparam:
		return b.trueC
	case stBox:
		return b.coreCall(pos, "isdefined", b.ssa.read(b.block(), v, pos), b.sym("contents", pos))
	case stSlot:
		if b.ssa.read(b.block(), b.slotFlag(v), pos) == b.trueC {
			return b.trueC
		}
		d := b.emit(ir.OpIsDefinedVar, pos, nil, b.slot(v))
		b.volatile(d)
		return d
	}
	if !v.NeedsDefFlag {
		// The first attempt: ask for definedness tracking (build
		// lowers the function again with a flag for v).
		b.wantDefFlag = append(b.wantDefFlag, v)
		return b.falseC
	}
	if v.defFlag == nil {
		// Never declared unassigned (an argument): always defined.
		return b.trueC
	}
	return b.ssa.read(b.block(), v.defFlag, pos)
}

// checkDefined branches on ok and throws UndefVarError(:name) when false.
func (b *builder) checkDefined(ok *ir.Value, v *Var, pos syntax.Pos) {
	yes, no := b.newBlock(), b.newBlock()
	b.branch(ok, yes, no, pos)
	b.start(no, true)
	b.throw(pos, b.coreCall(pos, "UndefVarError", b.sym(v.Name, pos)))
	b.start(yes, true)
}

// boxGet reads a boxed variable; an unassigned one is Julia's
// UndefVarError(:name), not the Box's UndefRefError.
func (b *builder) boxGet(box *ir.Value, v *Var, pos syntax.Pos) *ir.Value {
	b.checkDefined(b.coreCall(pos, "isdefined", box, b.sym("contents", pos)), v, pos)
	return b.coreCall(pos, "getfield", box, b.sym("contents", pos))
}

func (b *builder) volatile(x *ir.Value) {
	if b.handlers > 0 {
		x.Flags |= ir.FlagVolatile
	}
}

func (b *builder) slot(v *Var) *ir.Value {
	if s, ok := b.slots[v]; ok {
		return s
	}
	s := b.entryValue(ir.OpNewVar, b.f.Pos, v.Name)
	b.slots[v] = s
	return s
}

func (b *builder) slotFlag(v *Var) *Var {
	if f, ok := b.slotDef[v]; ok {
		return f
	}
	f := b.hidden("#def#" + v.Name)
	b.slotDef[v] = f
	b.ssa.write(b.f.Blocks[0], f, b.falseC)
	return f
}

// writeVar assigns val to a local variable.
func (b *builder) writeVar(v *Var, val *ir.Value, pos syntax.Pos) {
	switch b.storageOf(v) {
	case stCaptured:
		name, ok := b.capField[v]
		if !ok || !v.Boxed() {
			fail(pos, "internal error: assignment to captured variable `%s`", v.Name)
		}
		box := b.coreCall(pos, "getfield", b.self(pos), b.sym(name, pos))
		b.coreCall(pos, "setfield!", box, b.sym("contents", pos), val)
		return
	case stSparam:
		fail(pos, "cannot assign to static parameter `%s`", v.Name)
	case stBox:
		b.coreCall(pos, "setfield!", b.ssa.read(b.block(), v, pos), b.sym("contents", pos), val)
		return
	case stSlot:
		x := b.emit(ir.OpStoreVar, pos, nil, b.slot(v), val)
		b.volatile(x)
		b.ssa.write(b.block(), b.slotFlag(v), b.trueC)
		return
	}
	b.ssa.write(b.block(), v, val)
	if v.NeedsDefFlag && v.defFlag != nil {
		b.ssa.write(b.block(), v.defFlag, b.trueC)
	}
}

// declare makes a fresh binding of a local variable at the entry of its
// scope: a new Box for boxed variables, "unassigned" otherwise.
func (b *builder) declare(v *Var, pos syntax.Pos) {
	switch b.storageOf(v) {
	case stBox:
		b.ssa.write(b.block(), v, b.coreCall(pos, "Box"))
	case stSSA:
		b.ssa.write(b.block(), v, b.ssa.undef(b.block(), v, pos))
		if v.NeedsDefFlag {
			if v.defFlag == nil {
				v.defFlag = b.hidden("#def#" + v.Name)
			}
			b.ssa.write(b.block(), v.defFlag, b.falseC)
		}
	case stSlot:
		b.slot(v)
	}
}

// initArg binds an argument variable to its incoming value.
func (b *builder) initArg(v *Var, val *ir.Value, pos syntax.Pos) {
	switch b.storageOf(v) {
	case stBox:
		b.ssa.write(b.block(), v, b.coreCall(pos, "Box", val))
	case stSlot:
		x := b.emit(ir.OpStoreVar, pos, nil, b.slot(v), val)
		_ = x
		b.ssa.write(b.block(), b.slotFlag(v), b.trueC)
	default:
		b.ssa.write(b.block(), v, val)
	}
}

// enterScope declares the local variables of sc.
func (b *builder) enterScope(sc *scope, pos syntax.Pos) {
	if sc == nil {
		return
	}
	vs := make([]*Var, 0, len(sc.vars))
	for _, v := range sc.vars {
		if v.Kind == varLocal && v.fn == b.fn {
			vs = append(vs, v)
		}
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].id < vs[j].id })
	for _, v := range vs {
		b.declare(v, pos)
	}
}

// self is the function object (argument 0).
func (b *builder) self(pos syntax.Pos) *ir.Value {
	g := ir.GlobalRef{Module: selfKey{}, Name: "#self#"}
	if v, ok := b.cache[g]; ok {
		return v
	}
	v := b.entryValue(ir.OpArg, b.f.Pos, b.selfIdx)
	b.cache[g] = v
	return v
}

type selfKey struct{}

// readName reads an identifier: a local, or a global of the module.
func (b *builder) readName(id *syntax.Ident) *ir.Value {
	if v := b.r.refs[id]; v != nil {
		return b.readVar(v, id.P)
	}
	switch id.Name {
	case "nothing":
		return b.nothing(id.P)
	case "end", "begin":
		if len(b.ends) > 0 {
			e := b.ends[len(b.ends)-1]
			fname := "lastindex"
			if id.Name == "begin" {
				fname = "firstindex"
			}
			if e.ndim == 1 {
				return b.baseCall(id.P, fname, e.obj)
			}
			return b.baseCall(id.P, fname, e.obj, b.constant(int64(e.dim+1), id.P))
		}
	case "ccall", "new":
		fail(id.P, "invalid use of `%s`", id.Name)
	case "eval":
		// Every module has eval(x) = Core.eval(module, x); used as a
		// value (map(eval, exprs)) it is that function of the module.
		if b.l.globals == nil || !b.l.globals("eval") {
			return b.baseCall(id.P, "_module_eval", b.constant(b.l.mod, id.P))
		}
	}
	if id.Name == "..." || isDottedOp(id.Name) {
		fail(id.P, "broadcasting (dot syntax) is not supported")
	}
	// A macro's name (var"@m") is the function the macro is, as in Julia.
	return b.global(id.Name, id.P)
}

// assignName assigns to an identifier: a local or a global.
func (b *builder) assignName(id *syntax.Ident, val *ir.Value, pos syntax.Pos) {
	if v := b.r.refs[id]; v != nil {
		if v.DeclType != nil && b.storageOf(v) != stSparam {
			val = b.convertTo(v.DeclType, val, pos)
		}
		b.writeVar(v, val, pos)
		return
	}
	b.emit(ir.OpSetGlobal, pos, ir.GlobalRef{Module: b.l.mod, Name: id.Name}, val)
}

// convertTo implements typed assignment: typeassert(convert(T, x), T).
func (b *builder) convertTo(typ syntax.Node, val *ir.Value, pos syntax.Pos) *ir.Value {
	t := b.expr(typ, true)
	c := b.baseCall(pos, "convert", t, val)
	return b.coreCall(pos, "typeassert", c, t)
}
