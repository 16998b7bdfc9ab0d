package codegen

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/llvmx"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// Linker names the run-time objects generated code refers to. The driver
// implements it and makes sure every name it hands out is defined when the
// object code is linked.
type Linker interface {
	// TypeDesc names the descriptor of a concrete type.
	TypeDesc(t *types.DataType) string
	// Instance names the boxed singleton of a singleton type (the symbol's
	// address is the object).
	Instance(t *types.DataType) string
	// TypeObject names the boxed run-time object of a type value.
	TypeObject(t types.Type) string
	// SymbolObject names the boxed interned Symbol.
	SymbolObject(name string) string
	// GlobalSlot names the root slot of a non-constant global.
	GlobalSlot(ref ir.GlobalRef) (string, error)
	// GlobalDeclType is the declared type of a global (nil: none).
	GlobalDeclType(ref ir.GlobalRef) types.Type
	// WellKnown returns a type defined by the standard library
	// ("DivideError", "UndefVarError", ...).
	WellKnown(name string) types.Type
	// Object names a boxed constant object built by the driver (an
	// exception to throw, a String constant); nil if unavailable.
	ConstObject(v any) (string, bool)
	// ToplevelForm registers a top-level form (a definition nested in
	// top-level control flow, ir.OpToplevel) of module mod for evaluation
	// when the code reaches it, and returns its number for kiln_toplevel.
	ToplevelForm(n syntax.Node, mod any) (int64, error)
}

// Error is a code generation error with a location.
type Error struct {
	Pos syntax.Pos
	Msg string
}

func (e *Error) Error() string {
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s: %s", e.Pos, e.Msg)
	}
	return e.Msg
}

// Unit is one LLVM module holding whole inference trees.
type Unit struct {
	Ctx llvm.Context
	Mod llvm.Module
	// Entries maps each root to the names of its specialized entry and its
	// generic (boxed) entry; a top-level thunk has only Thunk.
	Entries map[*infer.CodeInstance]Entry
	// Functions lists every code instance compiled into the unit.
	Functions []*infer.CodeInstance
	// Names maps the LLVM name of every function defined in the unit to
	// its code instance (for symbolizing backtraces).
	Names map[string]*infer.CodeInstance
	// Sites are the unit's dynamic call sites; SiteArray names the array
	// holding their caches (empty when there are none).
	Sites     []Site
	SiteArray string
	// Exported names the callees compiled into the unit that Options.Export
	// picked: their specialized code has this external name.
	Exported map[*infer.CodeInstance]string
}

// Entry names the entry points of a root.
type Entry struct {
	Spec    string // specialized signature
	Generic string // void* (void* f, void** args, int32 n)
	Thunk   string // void (void*) for top-level thunks
}

// Options configure a unit.
type Options struct {
	DataLayout string
	Triple     string
	// Prefix makes the unit's external names unique.
	Prefix string
	// BoundsCheck is false under --check-bounds=no.
	BoundsCheck bool
	// ShiftSelf lists roots whose generic entry passes the called object
	// as the first declared argument (error throwers that report the
	// function that had no method).
	ShiftSelf map[*infer.CodeInstance]bool
	// NoDynamicBuiltins makes a builtin call that cannot be expanded
	// inline an error instead of a dynamic call (for the entries that
	// implement dynamic builtin calls themselves).
	NoDynamicBuiltins bool
	// External names already-compiled code instances that the unit calls
	// by symbol instead of compiling them again (nil: compile every
	// callee into the unit).
	External func(ci *infer.CodeInstance) (string, bool)
	// InlineExternal emits the bodies of External callees that have typed
	// IR as available_externally definitions, so that LLVM can inline
	// them (code that runs many times); without it they are only
	// declared (top-level thunks, which run once).
	InlineExternal bool
	// OfferBody, when set, picks which External callees with typed IR
	// InlineExternal emits as available_externally bodies (nil: all).
	OfferBody func(ci *infer.CodeInstance) bool
	// Export, when set, picks the callees (code instances compiled into
	// the unit that are not roots) that get an external, unit-unique name
	// listed in Unit.Exported, so that later units call them by name
	// (through External) instead of compiling them again; calls is the
	// number of places in the unit that call or refer to the callee. The
	// others stay internal to the unit, where LLVM may inline them away.
	Export func(ci *infer.CodeInstance, calls int) bool
	// DiscardValueNames drops the names of instructions and arguments
	// (llvmx.DiscardValueNames), as Julia's release builds do; IR printed
	// for people keeps them.
	DiscardValueNames bool
	// DebugInfo emits DWARF line tables and inlining records for the
	// backtraces (see debuginfo.go); host code only.
	DebugInfo bool
	// FileName, when set, gives the name the debug information records
	// for a source file (a package image records its package's files
	// under a placeholder root, so that the image is relocatable); nil
	// records the names as they are.
	FileName func(string) string
	// Device, when set, generates code for a GPU target (see Device);
	// nil generates host code, which refuses CodeInstances of other
	// owners and calls of GPU-only intrinsics (*HostError).
	Device *Device
	// RuntimeSymbol reports whether the JIT binds a name that the process
	// itself may not define (the runtime's table: for example the
	// OpenBLAS routines, bound to trampolines that load the library on
	// first call); nil: only the process's own symbols.
	RuntimeSymbol func(name string) bool
}

type gen struct {
	ctx     llvm.Context
	mod     llvm.Module
	b       llvm.Builder
	td      llvm.TargetData
	lk      Linker
	opts    Options
	i8p     llvm.Type
	i64     llvm.Type
	i32     llvm.Type
	i8      llvm.Type
	reps    map[types.Type]*rep
	layouts map[*types.DataType]llvm.Type
	funcs   map[*infer.CodeInstance]llvm.Value
	ftypes  map[*infer.CodeInstance]llvm.Type
	strs    map[string]llvm.Value
	queue   []*infer.CodeInstance
	nsite   int
	unit    *Unit
	// per function
	fn     *fnState
	serial int
	roots  map[*infer.CodeInstance]bool
	sites  []llvm.Value
	// availExt are already-compiled callees (External) whose typed IR is
	// known: their bodies are emitted available_externally, for LLVM's
	// inliner only; the unit does not define them.
	availExt map[*infer.CodeInstance]bool
	// @inbounds variants (inbounds.go)
	variants     map[*infer.CodeInstance]llvm.Value
	variantQueue []*infer.CodeInstance
	checks       map[*infer.CodeInstance]bool
	// TBAA metadata (tbaa.go)
	tbaaTags map[string]llvm.Metadata
	tbaaKind int
	tbaaRoot llvm.Metadata
	// DWARF (debuginfo.go); nil without Options.DebugInfo
	di *debugInfo
}

type fnState struct {
	ci *infer.CodeInstance
	// inbounds: this is ci's @inbounds variant (_boundscheck() is false).
	inbounds bool
	f        llvm.Value
	vals     map[*ir.Value]llvm.Value
	blocks   map[*ir.Block]llvm.BasicBlock
	// exit block of each IR block (where its terminator lives)
	exits map[*ir.Block]llvm.BasicBlock
	phis  []*ir.Value
	args  []llvm.Value // per IR argument index (nil llvm.Value for ghosts)
	// unboxedFrom maps a tagged union read out of a box (boxToUnion) to
	// that box: boxing the union again reuses it, since its members are
	// immutable (iterating a Vector{Union{Missing, Float64}} puts each
	// element, read from the array's box, into the (element, state)
	// tuple's boxed field without allocating a copy).
	unboxedFrom map[llvm.Value]llvm.Value
	entry       llvm.BasicBlock
	slots       map[*ir.Value]llvm.Value
	// edges counts the LLVM branches from an IR block's exit to an IR
	// successor (constant branches and dead ends make fewer than the IR
	// CFG has).
	edges map[[2]*ir.Block]int
	// phiIn holds the converted value each block passes to each phi.
	phiIn map[[2]any]llvm.Value
	// phiSlots are the stack slots of aggregate phis.
	phiSlots map[*ir.Value]llvm.Value
	// dbg is the function's debug state (nil without debug information).
	dbg *fnDebug
}

// Compile generates a unit holding the given roots and everything they
// call statically.
func Compile(roots []*infer.CodeInstance, lk Linker, opts Options) (u *Unit, err error) {
	ctx := llvm.NewContext()
	if opts.DiscardValueNames {
		llvmx.DiscardValueNames(ctx)
	}
	mod := ctx.NewModule(opts.Prefix)
	mod.SetDataLayout(opts.DataLayout)
	mod.SetTarget(opts.Triple)
	g := &gen{ctx: ctx, mod: mod, b: ctx.NewBuilder(), td: llvm.NewTargetData(opts.DataLayout), lk: lk, opts: opts,
		reps: map[types.Type]*rep{}, layouts: map[*types.DataType]llvm.Type{}, funcs: map[*infer.CodeInstance]llvm.Value{},
		ftypes: map[*infer.CodeInstance]llvm.Type{}, strs: map[string]llvm.Value{}}
	g.i8p = llvm.PointerType(ctx.Int8Type(), 0)
	g.i64 = ctx.Int64Type()
	g.i32 = ctx.Int32Type()
	g.i8 = ctx.Int8Type()
	g.unit = &Unit{Ctx: ctx, Mod: mod, Entries: map[*infer.CodeInstance]Entry{}, Names: map[string]*infer.CodeInstance{}}
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*Error); ok {
				err = e
				return
			}
			if e, ok := r.(*HostError); ok {
				err = e
				return
			}
			panic(r)
		}
	}()
	g.initDebugInfo()
	defer g.finishDebugInfo()
	g.roots = map[*infer.CodeInstance]bool{}
	for _, r := range roots {
		g.roots[r] = true
	}
	for _, r := range roots {
		g.declare(r)
	}
	for len(g.queue) > 0 || len(g.variantQueue) > 0 {
		if len(g.queue) > 0 {
			ci := g.queue[0]
			g.queue = g.queue[1:]
			g.function(ci, g.funcs[ci], false)
			if !g.availExt[ci] {
				g.unit.Functions = append(g.unit.Functions, ci)
			}
			continue
		}
		ci := g.variantQueue[0]
		g.variantQueue = g.variantQueue[1:]
		g.function(ci, g.variants[ci], true)
	}
	if opts.Device != nil {
		g.deviceEntries(roots)
		return g.unit, nil
	}
	g.fn = nil
	g.restoreLoc()
	if opts.Export != nil {
		for _, ci := range g.unit.Functions {
			if g.roots[ci] || ci.MI == nil {
				continue
			}
			f := g.funcs[ci]
			calls := 0
			for u := f.FirstUse(); !u.IsNil(); u = u.NextUse() {
				calls++
			}
			if !opts.Export(ci, calls) {
				continue
			}
			name := opts.Prefix + "." + f.Name()
			delete(g.unit.Names, f.Name())
			f.SetName(name)
			f.SetLinkage(llvm.ExternalLinkage)
			g.unit.Names[name] = ci
			if g.unit.Exported == nil {
				g.unit.Exported = map[*infer.CodeInstance]string{}
			}
			g.unit.Exported[ci] = name
		}
	}
	for i, r := range roots {
		e := Entry{}
		f := g.funcs[r]
		if r.MI == nil {
			e.Thunk = fmt.Sprintf("%s.thunk.%d", opts.Prefix, i)
			g.thunkEntry(r, e.Thunk)
		} else {
			e.Spec = fmt.Sprintf("%s.spec.%d", opts.Prefix, i)
			delete(g.unit.Names, f.Name())
			f.SetName(e.Spec)
			g.unit.Names[e.Spec] = r
			f.SetLinkage(llvm.ExternalLinkage)
			e.Generic = fmt.Sprintf("%s.jl.%d", opts.Prefix, i)
			g.genericEntry(r, e.Generic, opts.ShiftSelf[r])
			if g.di != nil {
				// The specialized code may be inlined into it.
				g.unit.Names[e.Generic] = r
			}
		}
		g.unit.Entries[r] = e
	}
	g.finishSites()
	return g.unit, nil
}

func (g *gen) fail(pos syntax.Pos, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if g.fn != nil && g.fn.ci != nil {
		if g.fn.ci.MI != nil {
			msg += " (compiling " + g.fn.ci.MI.String() + ")"
		}
		if os.Getenv("KILN_DEBUG_IR") != "" {
			fmt.Fprint(os.Stderr, infer.PrintTyped(g.fn.ci))
		}
	}
	panic(&Error{Pos: pos, Msg: msg})
}

// funcName is the LLVM name of a compiled code instance: julia_f_N as
// Julia names them, so that profiles and `code llvm` read well.
func (g *gen) funcName(ci *infer.CodeInstance) string {
	g.serial++
	name := "toplevel"
	if ci.MI != nil {
		name = ci.MI.Method.Name
	}
	var sb strings.Builder
	for _, r := range name {
		if r < 128 && (r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			sb.WriteRune(r)
		} else {
			sb.WriteByte('_')
		}
	}
	return fmt.Sprintf("julia_%s_%d", sb.String(), g.serial)
}

// paramReps returns the representation of each IR argument of ci, the
// LLVM parameter list (ghosts omitted) and the return rep.
func (g *gen) signature(ci *infer.CodeInstance) (params []*rep, ret *rep) {
	if ci.MI == nil {
		return nil, g.repOf(types.Nothing)
	}
	for _, p := range ci.MI.SpecTypes.Params {
		if va, ok := p.(*types.Vararg); ok {
			// A widened vararg tail (methods.CompilationSig) is one
			// argument: the tuple, boxed (its length is not known).
			params = append(params, g.repOf(types.Tuple(va)))
			continue
		}
		params = append(params, g.repOf(p.(types.Type)))
	}
	return params, g.repOf(ci.RetType)
}

func (g *gen) declare(ci *infer.CodeInstance) llvm.Value {
	if f, ok := g.funcs[ci]; ok {
		return f
	}
	params, ret := g.signature(ci)
	var lps []llvm.Type
	for _, p := range params {
		if p.kind != repGhost {
			lps = append(lps, p.llt)
		}
	}
	rt := ret.llt
	if ret.kind == repGhost {
		rt = g.ctx.VoidType()
	}
	ft := llvm.FunctionType(rt, lps, false)
	if g.opts.External != nil && !g.roots[ci] {
		if name, ok := g.opts.External(ci); ok {
			f := llvm.AddFunction(g.mod, name, ft)
			g.addFnAttrs(f)
			g.inlineAttrs(f, ci)
			if ci.RetType == types.Bottom {
				f.AddFunctionAttr(g.enumAttr("noreturn"))
			}
			g.funcs[ci] = f
			g.ftypes[ci] = ft
			if ci.IR != nil && g.opts.InlineExternal && g.opts.Device == nil && (g.opts.OfferBody == nil || g.opts.OfferBody(ci)) {
				// The body is offered to the inliner; calls that stay
				// calls reach the compiled code by name.
				f.SetLinkage(llvm.AvailableExternallyLinkage)
				if g.availExt == nil {
					g.availExt = map[*infer.CodeInstance]bool{}
				}
				g.availExt[ci] = true
				g.queue = append(g.queue, ci)
			}
			return f
		}
	}
	if ci.IR == nil {
		// Code restored from an image has machine code only: it must be
		// reached through External.
		what := "top-level code"
		if ci.MI != nil {
			what = ci.MI.String()
		}
		g.fail(syntax.Pos{}, "internal error: no code to compile or call for %s", what)
	}
	f := g.internalFunction(ci, g.funcName(ci), ft)
	g.funcs[ci] = f
	g.ftypes[ci] = ft
	g.queue = append(g.queue, ci)
	return f
}

// internalFunction adds a function of the unit that compiles ci's code
// (ci's own, or its @inbounds variant).
func (g *gen) internalFunction(ci *infer.CodeInstance, name string, ft llvm.Type) llvm.Value {
	f := llvm.AddFunction(g.mod, name, ft)
	f.SetLinkage(llvm.InternalLinkage)
	g.unit.Names[name] = ci
	g.addFnAttrs(f)
	g.inlineAttrs(f, ci)
	if ci.RetType == types.Bottom {
		f.AddFunctionAttr(g.enumAttr("noreturn"))
	}
	return f
}

func (g *gen) enumAttr(name string) llvm.Attribute {
	return g.ctx.CreateEnumAttribute(llvm.AttributeKindID(name), 0)
}

// inlineAttrs gives LLVM's inliner the method's @inline / @noinline, as
// Julia's inliner obeys them (and so its stack traces show such frames
// inlined, or not).
func (g *gen) inlineAttrs(f llvm.Value, ci *infer.CodeInstance) {
	if g.opts.Device != nil {
		return
	}
	if ci.MI == nil {
		// Top-level code runs once: kept out of its entry wrapper, its
		// frame is found and named "top-level scope" in backtraces.
		f.AddFunctionAttr(g.enumAttr("noinline"))
		return
	}
	switch {
	case ci.MI.Method.Inline == 1:
		f.AddFunctionAttr(g.enumAttr("alwaysinline"))
	case ci.MI.Method.Inline == -1:
		f.AddFunctionAttr(g.enumAttr("noinline"))
	case ci.MI.Method.PropagateInbounds:
		// @propagate_inbounds implies @inline, as in Julia (its docs:
		// "tells the compiler to inline a function while retaining the
		// caller's inbounds context").
		f.AddFunctionAttr(g.enumAttr("alwaysinline"))
	}
}

func (g *gen) addFnAttrs(f llvm.Value) {
	f.AddFunctionAttr(g.ctx.CreateStringAttribute("frame-pointer", "all"))
}

// runtime function declarations.
func (g *gen) rtFunc(name string, ret llvm.Type, params []llvm.Type, attrs ...string) (llvm.Value, llvm.Type) {
	ft := llvm.FunctionType(ret, params, false)
	f := g.mod.NamedFunction(name)
	if f.IsNil() {
		f = llvm.AddFunction(g.mod, name, ft)
		for _, a := range attrs {
			f.AddFunctionAttr(g.enumAttr(a))
		}
	}
	return f, ft
}

func (g *gen) callRt(name string, ret llvm.Type, params []llvm.Type, args []llvm.Value, attrs ...string) llvm.Value {
	if g.opts.Device != nil && strings.HasPrefix(name, "kiln_throw") {
		// Run-time errors in device code signal the device runtime.
		g.deviceThrow()
		return llvm.Value{}
	}
	f, ft := g.rtFunc(name, ret, params, attrs...)
	return g.b.CreateCall(ft, f, args, "")
}

// extGlobal declares an external symbol (an i8 whose address is the
// object).
func (g *gen) extGlobal(name string) llvm.Value {
	v := g.mod.NamedGlobal(name)
	if v.IsNil() {
		v = llvm.AddGlobal(g.mod, g.i8, name)
		v.SetLinkage(llvm.ExternalLinkage)
	}
	return v
}

// function emits the body of ci into f; inbounds compiles the variant
// called from an @inbounds context (see inbounds.go).
func (g *gen) function(ci *infer.CodeInstance, f llvm.Value, inbounds bool) {
	g.checkHostOwner(ci)
	fs := &fnState{ci: ci, f: f, inbounds: inbounds, vals: map[*ir.Value]llvm.Value{}, blocks: map[*ir.Block]llvm.BasicBlock{},
		exits: map[*ir.Block]llvm.BasicBlock{}, slots: map[*ir.Value]llvm.Value{}, edges: map[[2]*ir.Block]int{}, phiIn: map[[2]any]llvm.Value{}, phiSlots: map[*ir.Value]llvm.Value{}}
	g.fn = fs
	fn := ci.IR
	fs.entry = g.ctx.AddBasicBlock(f, "top")
	order := rpo(fn)
	for _, b := range order {
		fs.blocks[b] = g.ctx.AddBasicBlock(f, fmt.Sprintf("L%d", b.ID))
	}
	g.b.SetInsertPointAtEnd(fs.entry)
	g.beginDebug(ci, f)
	if makesCalls(fn) && g.opts.Device == nil {
		// Leaf functions cannot recurse: the margin below the limit
		// covers their frames, so only callers check.
		g.stackCheck()
	}
	// Arguments.
	params, _ := g.signature(ci)
	k := 0
	nargs := fn.NArgs
	if ci.MI == nil {
		nargs = 1
	}
	fs.args = make([]llvm.Value, nargs)
	var pvals []llvm.Value
	for _, p := range params {
		if p.kind == repGhost {
			pvals = append(pvals, llvm.Value{})
			continue
		}
		pvals = append(pvals, f.Param(k))
		k++
	}
	if ci.MI != nil {
		m := ci.MI.Method
		for i := 0; i < nargs; i++ {
			if m.Vararg && i == nargs-1 && ci.MI.IsWidenedVararg() {
				fs.args[i] = pvals[len(pvals)-1]
				break
			}
			if m.Vararg && i == nargs-1 {
				// Pack the trailing arguments into the vararg tuple.
				var ts []types.Type
				var vs []llvm.Value
				for j := i; j < len(params); j++ {
					ts = append(ts, params[j].jt)
					vs = append(vs, pvals[j])
				}
				tt := types.Tuple(ts...)
				fs.args[i] = g.buildStruct(tt, ts, vs)
				break
			}
			if i < len(pvals) {
				fs.args[i] = pvals[i]
			}
		}
	}
	// Aggregate phis (unions, tuples) join through stack slots:
	// predecessors store, the block loads. SROA then splits each slot into
	// scalar phis, which LLVM optimizes far better than phis of
	// first-class aggregates. The slots exist before any predecessor is
	// emitted.
	for _, b := range order {
		for _, v := range b.Instrs {
			if v.Op != ir.OpPhi {
				break
			}
			if _, ok := v.Type.(*infer.Const); ok {
				continue
			}
			if r := g.repOf(v.Type); r.kind != repGhost && r.llt.TypeKind() == llvm.StructTypeKind {
				fs.phiSlots[v] = g.b.CreateAlloca(r.llt, "")
			}
		}
	}
	first := order[0]
	g.b.CreateBr(fs.blocks[first])
	for _, b := range order {
		g.block(b)
	}
	// Complete phis.
	for _, v := range fs.phis {
		if _, ok := fs.phiSlots[v]; ok {
			continue
		}
		phi := fs.vals[v]
		r := g.repOf(v.Type)
		done := map[*ir.Block]bool{}
		for i, p := range v.Block.Preds {
			exit, ok := fs.exits[p]
			n := fs.edges[[2]*ir.Block{p, v.Block}]
			if !ok || n == 0 || done[p] || i >= len(v.Args) {
				continue // no LLVM edge from there
			}
			done[p] = true
			val, ok := fs.phiIn[[2]any{v, p}]
			if !ok {
				continue
			}
			_ = r
			for k := 0; k < n; k++ {
				phi.AddIncoming([]llvm.Value{val}, []llvm.BasicBlock{exit})
			}
		}
	}
	// Blocks without terminators (unreachable code) get one.
	for bb := f.FirstBasicBlock(); !bb.IsNil(); bb = llvm.NextBasicBlock(bb) {
		if !isTerminated(bb) {
			g.b.SetInsertPointAtEnd(bb)
			g.b.CreateUnreachable()
		}
	}
}

// makesCalls reports whether a typed body calls anything but builtins.
func makesCalls(fn *ir.Func) bool {
	for _, b := range fn.Blocks {
		for _, v := range b.Instrs {
			if v.Op != ir.OpCall {
				continue
			}
			c, ok := v.Call.(*infer.Call)
			if !ok || c.Kind != infer.CallBuiltin {
				return true
			}
			if _, isConst := v.Type.(*infer.Const); isConst {
				continue
			}
			if !infer.IsIntrinsic(c.Builtin.Name) && !inlineBuiltins[c.Builtin.Name] {
				return true
			}
		}
	}
	return false
}

// inlineBuiltins are expanded in place without calls (when their
// arguments are typed well enough; otherwise they become dynamic calls and
// the function is not a leaf).
var inlineBuiltins = map[string]bool{"tuple": true, "getfield": true, "setfield!": true, "isa": true,
	"===": true, "ifelse": true, "new": true, "nfields": true, "fieldtype": true, "<:": true,
	"_namedtuple": true, "_kwunknown": true, "_arraylen": true, "_arraysize": true, "sizeof": true,
	"_boundscheck": true, "_simdloop": true}

// rpo orders the blocks reachable from the entry in reverse postorder, so
// definitions are emitted before their uses.
func rpo(fn *ir.Func) []*ir.Block {
	seen := map[*ir.Block]bool{}
	var post []*ir.Block
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		seen[b] = true
		for _, s := range b.Succs {
			if !seen[s] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	visit(fn.Blocks[0])
	out := make([]*ir.Block, len(post))
	for i, b := range post {
		out[len(post)-1-i] = b
	}
	return out
}

func (g *gen) stackCheck() {
	fa, fat := g.rtFunc("llvm.frameaddress.p0i8", g.i8p, []llvm.Type{g.i32})
	addr := g.b.CreateCall(fat, fa, []llvm.Value{llvm.ConstInt(g.i32, 0, false)}, "")
	lim := g.b.CreateLoad(g.i64, g.b.CreateBitCast(g.extGlobal("kiln_stack_limit"), llvm.PointerType(g.i64, 0), ""), "")
	// The limit is set once, when the executor thread starts, before any
	// generated code runs. Saying so lets LLVM merge the checks of inlined
	// callees (getindex, setindex!, iterate) into the caller's own: without
	// it, every store in a loop might change the limit, and a loop calling
	// small functions reloaded and tested it once per call per iteration.
	lim.SetMetadata(g.ctx.MDKindID("invariant.load"), g.ctx.MDNode(nil))
	ai := g.b.CreatePtrToInt(addr, g.i64, "")
	low := g.b.CreateICmp(llvm.IntULT, ai, lim, "")
	over := g.ctx.AddBasicBlock(g.fn.f, "stackoverflow")
	ok := g.ctx.AddBasicBlock(g.fn.f, "stackok")
	g.b.CreateCondBr(low, over, ok)
	g.b.SetInsertPointAtEnd(over)
	g.callRt("kiln_throw_stackoverflow", g.ctx.VoidType(), nil, nil, "noreturn", "cold")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(ok)
}

func (g *gen) block(b *ir.Block) {
	fs := g.fn
	g.b.SetInsertPointAtEnd(fs.blocks[b])
	if b != b.Func.Blocks[0] {
		// Blocks are emitted in reverse postorder, so every forward edge
		// into b is known: with none, inference proved b unreachable.
		live := false
		for _, p := range b.Preds {
			if fs.edges[[2]*ir.Block{p, b}] > 0 {
				live = true
				break
			}
		}
		if !live {
			g.b.CreateUnreachable()
			return
		}
	}
	for _, v := range b.Instrs {
		if v.Type == types.Bottom && v.Op != ir.OpPhi && !v.Op.IsTerminator() && v.Op != ir.OpUndef && v.Op != ir.OpCall && v.Op != ir.OpSetGlobal &&
			v.Op != ir.OpNewVar {
			// Dead code after something that never returns. (A slot
			// whose stores are all unreachable is Bottom too, as in
			// inference, and returns.)
			break
		}
		g.setLoc(v.Pos)
		if v.Op.IsTerminator() {
			g.terminator(b, v)
			fs.exits[b] = g.b.GetInsertBlock()
			return
		}
		val := g.instr(v)
		fs.vals[v] = val
		if v.Type == types.Bottom && (v.Op == ir.OpCall || v.Op == ir.OpSetGlobal) {
			g.b.CreateUnreachable()
			return
		}
	}
	g.b.CreateUnreachable()
}

// br branches from IR block b's exit to IR block s.
func (g *gen) br(b, s *ir.Block) {
	g.phiInputs(b, s)
	g.fn.edges[[2]*ir.Block{b, s}]++
	g.b.CreateBr(g.fn.blocks[s])
}

func (g *gen) condBr(cond llvm.Value, b, t, f *ir.Block) {
	g.phiInputs(b, t)
	if f != t {
		g.phiInputs(b, f)
	}
	g.fn.edges[[2]*ir.Block{b, t}]++
	g.fn.edges[[2]*ir.Block{b, f}]++
	g.b.CreateCondBr(cond, g.fn.blocks[t], g.fn.blocks[f])
}

// phiInputs converts, at the end of b (before its branch), the values b
// passes to the phis of s into the phis' representations: a conversion
// may need control flow of its own (boxing a union), which cannot be
// placed after a terminator.
func (g *gen) phiInputs(b, s *ir.Block) {
	fs := g.fn
	for _, v := range s.Instrs {
		if v.Op != ir.OpPhi {
			break
		}
		if _, ok := v.Type.(*infer.Const); ok {
			continue
		}
		r := g.repOf(v.Type)
		if r.kind == repGhost {
			continue
		}
		for i, p := range s.Preds {
			if p != b || i >= len(v.Args) {
				continue
			}
			a := v.Args[i]
			val := g.convert(g.value(a), a.Type, r, v.Pos)
			if slot, ok := fs.phiSlots[v]; ok {
				g.b.CreateStore(val, slot)
			} else {
				fs.phiIn[[2]any{v, b}] = val
			}
			break
		}
	}
}

func (g *gen) terminator(b *ir.Block, v *ir.Value) {
	fs := g.fn
	switch v.Op {
	case ir.OpJump:
		g.br(b, b.Succs[0])
	case ir.OpBranch:
		c := v.Args[0]
		if cv, ok := infer.IsConst(c.Type); ok {
			if bv, ok := cv.(bool); ok {
				if bv {
					g.br(b, b.Succs[0])
				} else {
					g.br(b, b.Succs[1])
				}
				return
			}
		}
		w := infer.Widen(c.Type)
		var cond llvm.Value
		if w == types.Bool {
			cond = g.b.CreateTrunc(g.value(c), g.ctx.Int1Type(), "")
		} else {
			// Not known to be Bool: check at run time (TypeError).
			boxed := g.convert(g.value(c), c.Type, g.repOf(types.Any), v.Pos)
			r := g.callRt("kiln_bool_check", g.i8, []llvm.Type{g.i8p}, []llvm.Value{boxed})
			cond = g.b.CreateTrunc(r, g.ctx.Int1Type(), "")
		}
		g.condBr(cond, b, b.Succs[0], b.Succs[1])
	case ir.OpReturn:
		a := v.Args[0]
		if fs.ci.MI == nil {
			g.b.CreateRetVoid()
			return
		}
		r := g.repOf(fs.ci.RetType)
		if fs.ci.RetType == types.Bottom {
			g.b.CreateUnreachable()
			return
		}
		val := g.convert(g.value(a), a.Type, r, v.Pos)
		if r.kind == repGhost {
			g.b.CreateRetVoid()
		} else {
			g.b.CreateRet(val)
		}
	case ir.OpUnreachable:
		g.b.CreateUnreachable()
	case ir.OpEnter:
		g.enter(b, v)
	default:
		g.fail(v.Pos, "codegen: unsupported terminator %s", v.Op)
	}
}

// value returns the LLVM value of an IR value (constants materialized).
func (g *gen) value(v *ir.Value) llvm.Value {
	if _, ok := v.Type.(*infer.Const); ok {
		// Materialized where used, in the representation needed there.
		return llvm.Value{}
	}
	if val, ok := g.fn.vals[v]; ok {
		return val
	}
	r := g.repOf(v.Type)
	if r.kind == repGhost {
		return llvm.Value{}
	}
	return llvm.Undef(r.llt)
}

func (g *gen) instr(v *ir.Value) llvm.Value {
	fs := g.fn
	switch v.Op {
	case ir.OpArg:
		i := v.Aux.(int)
		if i < len(fs.args) {
			return fs.args[i]
		}
		return llvm.Value{}
	case ir.OpConst:
		return llvm.Value{}
	case ir.OpSparam:
		if _, ok := v.Type.(*infer.Const); ok {
			return llvm.Value{}
		}
		return g.unboundSparam(v)
	case ir.OpGlobal:
		if _, ok := v.Type.(*infer.Const); ok {
			return llvm.Value{}
		}
		return g.loadGlobal(v)
	case ir.OpSetGlobal:
		g.storeGlobal(v)
		return llvm.Value{}
	case ir.OpPhi:
		r := g.repOf(v.Type)
		if r.kind == repGhost {
			return llvm.Value{}
		}
		if _, ok := v.Type.(*infer.Const); ok {
			return llvm.Value{}
		}
		if slot, ok := fs.phiSlots[v]; ok {
			return g.b.CreateLoad(r.llt, slot, "")
		}
		cur := g.b.GetInsertBlock()
		first := cur.FirstInstruction()
		if !first.IsNil() {
			g.b.SetInsertPointBefore(first)
		}
		phi := g.b.CreatePHI(r.llt, "")
		g.resume(cur)
		fs.phis = append(fs.phis, v)
		return phi
	case ir.OpPi:
		if _, ok := v.Type.(*infer.Const); ok {
			return llvm.Value{}
		}
		a := v.Args[0]
		return g.convert(g.value(a), a.Type, g.repOf(v.Type), v.Pos)
	case ir.OpUndef:
		r := g.repOf(v.Type)
		if r.kind == repGhost {
			return llvm.Value{}
		}
		return llvm.Undef(r.llt)
	case ir.OpCall:
		return g.call(v)
	case ir.OpNewVar:
		r := g.repOf(v.Type)
		if r.kind == repGhost {
			return llvm.Value{}
		}
		cur := g.b.GetInsertBlock()
		g.b.SetInsertPointBefore(fs.entry.LastInstruction())
		slot := g.b.CreateAlloca(r.llt, "")
		g.b.CreateStore(llvm.ConstNull(r.llt), slot)
		g.resume(cur)
		fs.slots[v] = slot
		return llvm.Value{}
	case ir.OpStoreVar:
		slotv := v.Args[0]
		slot, ok := fs.slots[slotv]
		if !ok {
			return llvm.Value{}
		}
		r := g.repOf(slotv.Type)
		val := g.convert(g.value(v.Args[1]), v.Args[1].Type, r, v.Pos)
		st := g.b.CreateStore(val, slot)
		st.SetVolatile(true)
		return llvm.Value{}
	case ir.OpLoadVar:
		slotv := v.Args[0]
		slot, ok := fs.slots[slotv]
		if !ok {
			return llvm.Value{}
		}
		r := g.repOf(slotv.Type)
		ld := g.b.CreateLoad(r.llt, slot, "")
		ld.SetVolatile(true)
		return g.convert(ld, slotv.Type, g.repOf(v.Type), v.Pos)
	case ir.OpIsDefinedVar:
		return llvm.ConstInt(g.i8, 1, false)
	case ir.OpLeave:
		n := 1
		if k, ok := v.Aux.(int); ok {
			n = k
		}
		for i := 0; i < n; i++ {
			g.callRt("kiln_pop_handler", g.ctx.VoidType(), nil, nil)
		}
		return llvm.Value{}
	case ir.OpException:
		return g.callRt("kiln_current_exception", g.i8p, nil, nil)
	case ir.OpCatchState:
		return g.callRt("kiln_catch_state", g.i8p, nil, nil)
	case ir.OpPopException:
		g.callRt("kiln_pop_exception", g.ctx.VoidType(), []llvm.Type{g.i8p}, []llvm.Value{g.value(v.Args[0])})
		return llvm.Value{}
	case ir.OpToplevel:
		// A definition in top-level control flow: the driver evaluates it
		// when it is reached, as Julia's top level does.
		n, _ := v.Aux.(syntax.Node)
		id, err := g.lk.ToplevelForm(n, g.fn.ci.IR.Module)
		if err != nil {
			g.fail(v.Pos, "%s", err)
		}
		g.callRt("kiln_toplevel", g.ctx.VoidType(), []llvm.Type{g.i64}, []llvm.Value{llvm.ConstInt(g.i64, uint64(id), false)})
		return llvm.Value{}
	}
	g.fail(v.Pos, "codegen: %s is not supported yet", v.Op)
	return llvm.Value{}
}

func (g *gen) enter(b *ir.Block, v *ir.Value) {
	fs := g.fn
	cur := g.b.GetInsertBlock()
	g.b.SetInsertPointBefore(fs.entry.LastInstruction())
	h := g.b.CreateAlloca(llvm.ArrayType(g.i64, 512/8), "handler")
	h.SetAlignment(16)
	g.resume(cur)
	hp := g.b.CreateBitCast(h, g.i8p, "")
	g.callRt("kiln_push_handler", g.ctx.VoidType(), []llvm.Type{g.i8p}, []llvm.Value{hp})
	sj, sjt := g.rtFunc("_setjmp", g.i32, []llvm.Type{g.i8p}, "returns_twice")
	r := g.b.CreateCall(sjt, sj, []llvm.Value{hp}, "")
	isz := g.b.CreateICmp(llvm.IntEQ, r, llvm.ConstInt(g.i32, 0, false), "")
	g.condBr(isz, b, b.Succs[0], b.Succs[1])
	fs.f.AddFunctionAttr(g.enumAttr("returns_twice"))
}

// unboundSparam is a static parameter that the instance's argument types
// leave undetermined (f(x::Union{T, Nothing}) where T called with
// nothing): reading it throws UndefVarError, as in Julia.
func (g *gen) unboundSparam(v *ir.Value) llvm.Value {
	name := "static parameter"
	if i, ok := v.Aux.(int); ok && v.Block != nil && v.Block.Func != nil && i < len(v.Block.Func.Sparams) {
		name = v.Block.Func.Sparams[i]
	}
	sym := g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject(name)), g.i8p, "")
	g.callRt("kiln_throw_undefvar", g.ctx.VoidType(), []llvm.Type{g.i8p}, []llvm.Value{sym}, "noreturn", "cold")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(g.fn.f, "dead"))
	return g.constantGhost(g.repOf(v.Type))
}

func (g *gen) loadGlobal(v *ir.Value) llvm.Value {
	ref := v.Aux.(ir.GlobalRef)
	name, err := g.lk.GlobalSlot(ref)
	if err != nil {
		g.fail(v.Pos, "%s", err)
	}
	slot := g.b.CreateBitCast(g.extGlobal(name), llvm.PointerType(g.i8p, 0), "")
	val := g.b.CreateLoad(g.i8p, slot, "")
	// An unassigned global throws UndefVarError.
	isnull := g.b.CreateICmp(llvm.IntEQ, val, llvm.ConstNull(g.i8p), "")
	undef := g.ctx.AddBasicBlock(g.fn.f, "undefglobal")
	ok := g.ctx.AddBasicBlock(g.fn.f, "defglobal")
	g.b.CreateCondBr(isnull, undef, ok)
	g.b.SetInsertPointAtEnd(undef)
	sym := g.b.CreateBitCast(g.extGlobal(g.lk.SymbolObject(ref.Name)), g.i8p, "")
	g.callRt("kiln_throw_undefvar", g.ctx.VoidType(), []llvm.Type{g.i8p}, []llvm.Value{sym}, "noreturn", "cold")
	g.b.CreateUnreachable()
	g.b.SetInsertPointAtEnd(ok)
	return g.convert(val, types.Any, g.repOf(v.Type), v.Pos)
}

func (g *gen) storeGlobal(v *ir.Value) {
	ref := v.Aux.(ir.GlobalRef)
	name, err := g.lk.GlobalSlot(ref)
	if err != nil {
		g.fail(v.Pos, "%s", err)
	}
	a := v.Args[0]
	boxed := g.convert(g.value(a), a.Type, g.repOf(types.Any), v.Pos)
	if dt := g.lk.GlobalDeclType(ref); dt != nil && !types.Subtype(infer.Widen(a.Type), dt) {
		// A typed global converts what is assigned to it.
		boxed = g.callRt("kiln_convert_global", g.i8p, []llvm.Type{g.i8p, g.i8p},
			[]llvm.Value{g.b.CreateBitCast(g.extGlobal(g.lk.TypeObject(dt)), g.i8p, ""), boxed})
	}
	slot := g.b.CreateBitCast(g.extGlobal(name), llvm.PointerType(g.i8p, 0), "")
	g.b.CreateStore(boxed, slot)
}

// thunkEntry wraps a top-level thunk as void(void*) for kiln_exec.
func (g *gen) thunkEntry(ci *infer.CodeInstance, name string) {
	ft := llvm.FunctionType(g.ctx.VoidType(), []llvm.Type{g.i8p}, false)
	f := llvm.AddFunction(g.mod, name, ft)
	g.addFnAttrs(f)
	g.b.SetInsertPointAtEnd(g.ctx.AddBasicBlock(f, "top"))
	g.b.CreateCall(g.ftypes[ci], g.funcs[ci], nil, "")
	g.b.CreateRetVoid()
}

// genericEntry emits void* name(void* f, void** args, int32 n): unbox, call,
// box.
func (g *gen) genericEntry(ci *infer.CodeInstance, name string, shift bool) {
	ft := llvm.FunctionType(g.i8p, []llvm.Type{g.i8p, llvm.PointerType(g.i8p, 0), g.i32}, false)
	f := llvm.AddFunction(g.mod, name, ft)
	g.addFnAttrs(f)
	saved := g.fn
	g.fn = &fnState{f: f, vals: map[*ir.Value]llvm.Value{}}
	g.fn.entry = g.ctx.AddBasicBlock(f, "top")
	g.b.SetInsertPointAtEnd(g.fn.entry)
	g.beginEntryDebug(ci, f)
	params, ret := g.signature(ci)
	var args []llvm.Value
	for i, p := range params {
		if p.kind == repGhost {
			continue
		}
		var boxed llvm.Value
		k := i
		if shift {
			k = i - 1
		}
		if k == 0 {
			boxed = f.Param(0)
		} else if i == len(params)-1 && ci.MI.IsWidenedVararg() {
			// The trailing arguments, as many as the caller passed, make
			// the vararg tuple of their run-time types.
			rest := g.b.CreateGEP(g.i8p, f.Param(1), []llvm.Value{llvm.ConstInt(g.i64, uint64(k-1), false)}, "")
			n := g.b.CreateSub(f.Param(2), llvm.ConstInt(g.i32, uint64(k-1), false), "")
			boxed = g.callRt("kiln_make_tuple", g.i8p, []llvm.Type{g.i8p, g.i32}, []llvm.Value{g.b.CreateBitCast(rest, g.i8p, ""), n})
		} else {
			ptr := g.b.CreateGEP(g.i8p, f.Param(1), []llvm.Value{llvm.ConstInt(g.i64, uint64(k-1), false)}, "")
			boxed = g.b.CreateLoad(g.i8p, ptr, "")
		}
		args = append(args, g.convert(boxed, types.Any, p, syntax.Pos{}))
	}
	res := g.b.CreateCall(g.ftypes[ci], g.funcs[ci], args, "")
	if ci.RetType == types.Bottom {
		g.b.CreateUnreachable()
	} else {
		var rv llvm.Value
		if ret.kind != repGhost {
			rv = res
		}
		g.b.CreateRet(g.convert(rv, ci.RetType, g.repOf(types.Any), syntax.Pos{}))
	}
	g.fn = saved
}

// SortedEntries returns the unit's entry names (for tests and dumps).
func (u *Unit) SortedEntries() []string {
	var out []string
	for _, e := range u.Entries {
		for _, n := range []string{e.Spec, e.Generic, e.Thunk} {
			if n != "" {
				out = append(out, n)
			}
		}
	}
	if u.SiteArray != "" {
		out = append(out, u.SiteArray)
	}
	sort.Strings(out)
	return out
}

var _ = methods.CurrentWorld

func isTerminated(bb llvm.BasicBlock) bool {
	last := bb.LastInstruction()
	if last.IsNil() {
		return false
	}
	return !last.IsABranchInst().IsNil() || !last.IsAReturnInst().IsNil() || !last.IsASwitchInst().IsNil() || !last.IsAUnreachableInst().IsNil()
}
