package driver

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/internal/jit"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/llvmx"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
	"tinygo.org/x/go-llvm"
)

// Descriptor flags (kiln_rt.h).
const (
	flagMutable   = 1
	flagBits      = 2
	flagSingleton = 4
	flagString    = 8
	flagArray     = 16
	flagKind      = 32
)

type jitState struct {
	mu      sync.Mutex
	jit     *llvmx.JIT
	tm      *llvmx.TargetMachine
	layout  string
	triple  string
	pending map[string]uintptr
	defined map[string]uintptr
	// runtimeSyms are the absolute symbols bound at start (the runtime's
	// table and the shims); never changed afterwards.
	runtimeSyms map[string]uintptr
	descs       map[*types.DataType]uintptr
	byDesc      map[uintptr]*types.DataType
	handles     []*types.DataType
	// type objects: symbol name per type, the type per handle
	typeObjs    map[string]string
	typeObjVals []types.Type
	typeObjAddr map[uintptr]types.Type
	symObjs     map[string]string
	symAddr     map[uintptr]string
	slots       map[*methods.Binding]string
	units       int
	jlcalls     map[*infer.CodeInstance]uintptr
	compiled    map[*infer.CodeInstance]*compiledCode
	// exported are large callees compiled into an earlier unit, by the
	// external name later units call them by (see exportCallee).
	exported map[*infer.CodeInstance]string
	codeMap  jit.CodeMap // where compiled functions lie, for backtraces
	modules  []*methods.Module
	modIndex map[*methods.Module]int
	modAddr  map[uintptr]*methods.Module
	cache    *jit.ObjCache
	sites    map[uintptr]codegen.Site
	traced   map[*methods.MethodInstance]bool
	// code symbols for backtraces
	code []codeSym
	// hidden bindings used to pass values to compiled helper thunks
	hidden *methods.Module
}

type codeSym struct {
	addr uintptr
	ci   *infer.CodeInstance
}

func (s *Session) startJIT() error {
	if err := llvmx.InitNative(); err != nil {
		return err
	}
	llvmx.InstallFatalErrorHandler(nil)
	runtime.Init()
	level := llvmx.Level(s.opts.OptLevel)
	tm, err := llvmx.HostMachine(level)
	if cpu := s.cpuTarget(); cpu != "" {
		tm, err = llvmx.HostMachineFor(cpu, level)
	}
	if err != nil {
		return err
	}
	j, err := llvmx.NewJIT()
	if err != nil {
		return err
	}
	js := &jitState{jit: j, tm: tm, layout: tm.DataLayout(), triple: tm.Triple(),
		pending: map[string]uintptr{}, defined: map[string]uintptr{}, descs: map[*types.DataType]uintptr{},
		byDesc: map[uintptr]*types.DataType{}, typeObjs: map[string]string{}, typeObjAddr: map[uintptr]types.Type{},
		symObjs: map[string]string{}, symAddr: map[uintptr]string{}, slots: map[*methods.Binding]string{},
		jlcalls: map[*infer.CodeInstance]uintptr{}, compiled: map[*infer.CodeInstance]*compiledCode{}, exported: map[*infer.CodeInstance]string{}, sites: map[uintptr]codegen.Site{}, modIndex: map[*methods.Module]int{}, modAddr: map[uintptr]*methods.Module{}, traced: map[*methods.MethodInstance]bool{}}
	if depot, err := s.depot(); err == nil && os.Getenv("KILN_OBJCACHE") != "0" {
		js.cache = jit.NewObjCache(filepath.Join(depot, "objcache"))
	}
	s.jit = js
	syms := runtime.Symbols()
	for k, v := range shimSymbols() {
		syms[k] = v
	}
	if err := j.DefineAbsolute(syms); err != nil {
		return err
	}
	for k, v := range syms {
		js.defined[k] = v
	}
	js.runtimeSyms = syms
	activeMu.Lock()
	active = s
	activeMu.Unlock()
	runtime.SetStringType(s.desc(types.String))
	setShimBoolType(s.desc(types.Bool))
	runtime.SetResolver(s.resolve)
	infer.OnInvalidate = func(ci *infer.CodeInstance) {
		js.mu.Lock()
		delete(js.jlcalls, ci)
		delete(js.compiled, ci)
		js.mu.Unlock()
	}
	js.hidden = methods.NewModule("#kiln", nil)
	return nil
}

// methodsChanged invalidates every dispatch cache.
func (s *Session) methodsChanged() {
	if s.jit != nil {
		runtime.BumpGeneration()
	}
}

// desc returns the runtime descriptor of a concrete type, creating it.
func (s *Session) desc(dt *types.DataType) uintptr {
	js := s.jit
	js.mu.Lock()
	if d, ok := js.descs[dt]; ok {
		js.mu.Unlock()
		return d
	}
	js.mu.Unlock()
	var flags uint32
	size, align := int64(0), int64(8)
	if types.IsConcrete(dt) {
		size, align = codegen.TypeSize(dt, js.layout)
	}
	if dt.Name.Mutable {
		flags |= flagMutable
	}
	if types.IsConcrete(dt) && types.IsBits(dt) {
		flags |= flagBits
	}
	if types.IsSingleton(dt) {
		flags |= flagSingleton
	}
	if dt == types.String {
		flags |= flagString
		size = 0
	}
	if dt.Name == types.ArrayT {
		flags |= flagArray
	}
	if types.IsKind(dt) {
		flags |= flagKind
	}
	js.mu.Lock()
	handle := uint64(len(js.handles))
	js.handles = append(js.handles, dt)
	js.mu.Unlock()
	d := runtime.NewType(uint64(dt.ID), dt.String(), size, flags, uint32(align), handle)
	js.mu.Lock()
	js.descs[dt] = d
	js.byDesc[d] = dt
	js.mu.Unlock()
	return d
}

func (s *Session) typeOfDesc(d uintptr) *types.DataType {
	js := s.jit
	js.mu.Lock()
	defer js.mu.Unlock()
	return js.byDesc[d]
}

func (s *Session) define(name string, addr uintptr) string {
	js := s.jit
	js.mu.Lock()
	defer js.mu.Unlock()
	if _, ok := js.defined[name]; !ok {
		js.pending[name] = addr
		js.defined[name] = addr
	}
	return name
}

// Linker implementation.

// TypeDesc names the descriptor of a concrete type.
func (s *Session) TypeDesc(t *types.DataType) string {
	return s.define(fmt.Sprintf("kiln.T.%d", t.ID), s.desc(t))
}

// Instance names a singleton instance.
func (s *Session) Instance(t *types.DataType) string {
	return s.define(fmt.Sprintf("kiln.I.%d", t.ID), runtime.TypeInstance(s.desc(t)))
}

// TypeObject names the run-time object of a type value.
func (s *Session) TypeObject(t types.Type) string {
	key := types.TypeKey(t)
	js := s.jit
	js.mu.Lock()
	if n, ok := js.typeObjs[key]; ok {
		js.mu.Unlock()
		return n
	}
	handle := len(js.typeObjVals)
	js.typeObjVals = append(js.typeObjVals, t)
	js.mu.Unlock()
	kind := types.TypeOfTypeValue(t)
	obj := permAlloc(s.desc(kind), 16)
	if dt, ok := t.(*types.DataType); ok && types.IsConcrete(dt) {
		runtime.WriteWord(obj, 0, uint64(s.desc(dt)))
	}
	runtime.WriteWord(obj, 8, uint64(handle))
	name := fmt.Sprintf("kiln.TT.%d", handle)
	js.mu.Lock()
	js.typeObjs[key] = name
	js.typeObjAddr[obj] = t
	js.mu.Unlock()
	return s.define(name, obj)
}

// moduleObject names the run-time object of a module (a Module value):
// its payload is the module's index in the session's module table.
func (s *Session) moduleObject(m *methods.Module) string {
	js := s.jit
	js.mu.Lock()
	idx, ok := js.modIndex[m]
	if !ok {
		idx = len(js.modules)
		js.modules = append(js.modules, m)
		js.modIndex[m] = idx
	}
	js.mu.Unlock()
	name := "kiln.M." + m.Path()
	if m.Anon > 0 {
		name += fmt.Sprintf("#%d", m.Anon)
	}
	js.mu.Lock()
	_, defined := js.defined[name]
	js.mu.Unlock()
	if defined {
		return name
	}
	obj := permAlloc(s.desc(types.ModuleT), 8)
	runtime.WriteWord(obj, 0, uint64(idx))
	js.mu.Lock()
	js.modAddr[obj] = m
	js.mu.Unlock()
	return s.define(name, obj)
}

// moduleFromObject returns the module a Module object stands for.
func (s *Session) moduleFromObject(p uintptr) (*methods.Module, bool) {
	s.jit.mu.Lock()
	defer s.jit.mu.Unlock()
	m, ok := s.jit.modAddr[p]
	return m, ok
}

// typeObjectAddr returns the address of a type's run-time object.
func (s *Session) typeObjectAddr(t types.Type) uintptr {
	name := s.TypeObject(t)
	s.jit.mu.Lock()
	defer s.jit.mu.Unlock()
	return s.jit.defined[name]
}

// SymbolObject names an interned Symbol.
func (s *Session) SymbolObject(name string) string {
	js := s.jit
	js.mu.Lock()
	if n, ok := js.symObjs[name]; ok {
		js.mu.Unlock()
		return n
	}
	js.mu.Unlock()
	obj := permAlloc(s.desc(types.SymbolT), int64(8+len(name)+1))
	runtime.WriteWord(obj, 0, uint64(len(name)))
	memPut(obj+8, append([]byte(name), 0))
	sym := fmt.Sprintf("kiln.S.%d", len(js.symObjs))
	js.mu.Lock()
	js.symObjs[name] = sym
	js.symAddr[obj] = name
	js.mu.Unlock()
	return s.define(sym, obj)
}

func (s *Session) symbolAddr(name string) uintptr {
	n := s.SymbolObject(name)
	s.jit.mu.Lock()
	defer s.jit.mu.Unlock()
	return s.jit.defined[n]
}

// GlobalSlot names the root slot of a global binding.
func (s *Session) GlobalSlot(ref ir.GlobalRef) (string, error) {
	m := s.moduleOf(ref.Module)
	b := m.Lookup(ref.Name)
	if b == nil {
		b = m.Own(ref.Name)
	}
	return s.slotName(b), nil
}

// GlobalDeclType is the declared type of a global binding.
func (s *Session) GlobalDeclType(ref ir.GlobalRef) types.Type {
	m := s.moduleOf(ref.Module)
	if b := m.Lookup(ref.Name); b != nil {
		return b.DeclType
	}
	if b := m.OwnBinding(ref.Name); b != nil {
		return b.DeclType
	}
	return nil
}

func (s *Session) slotName(b *methods.Binding) string {
	js := s.jit
	js.mu.Lock()
	if n, ok := js.slots[b]; ok {
		js.mu.Unlock()
		return n
	}
	js.mu.Unlock()
	if b.Slot == 0 {
		b.Slot = runtime.RootSlot()
	}
	name := fmt.Sprintf("kiln.G.%d", len(js.slots))
	js.mu.Lock()
	js.slots[b] = name
	js.mu.Unlock()
	return s.define(name, b.Slot)
}

// WellKnown returns a Base type by name.
func (s *Session) WellKnown(name string) types.Type {
	if s.Base == nil {
		return nil
	}
	b := s.Base.Lookup(name)
	if b == nil {
		return nil
	}
	t, _ := b.Value.(types.Type)
	return t
}

// ConstObject names a boxed constant held by the driver.
func (s *Session) ConstObject(v any) (string, bool) {
	if m, ok := v.(*methods.Module); ok {
		return s.moduleObject(m), true
	}
	if r, ok := v.(*RuntimeValue); ok {
		if r.Name != "" {
			return s.define("kiln.C."+r.Name, r.Ptr), true
		}
		return s.define(fmt.Sprintf("kiln.C.%d", r.Ptr), r.Ptr), true
	}
	return "", false
}

// RuntimeValue is a constant binding whose value only exists at run time
// (a String or a mutable object computed by top-level code).
type RuntimeValue struct {
	Ptr  uintptr
	Type types.Type
	// Name is the binding's qualified name: it names the object's symbol
	// (the same in every run, so cached code that refers to it stays
	// valid).
	Name string
}

// KilnType returns the value's type.
func (r *RuntimeValue) KilnType() types.Type { return r.Type }

// String prints the value's address.
func (r *RuntimeValue) String() string { return fmt.Sprintf("<%s @0x%x>", r.Type, r.Ptr) }

// SymbolName is the name code refers to the value by ("" when it is not
// the value of a named constant): such values can be saved in images.
func (r *RuntimeValue) SymbolName() string { return r.Name }

// compile generates, optimizes and links a unit for the roots and returns
// it.
func (s *Session) compile(roots []*infer.CodeInstance, shift map[*infer.CodeInstance]bool) (*codegen.Unit, map[string]uintptr, error) {
	return s.compileWith(roots, shift, s.calleeSpec)
}

// calleeSpec names the compiled code a unit calls instead of compiling a
// callee again: code from an image (imagedSpec), or a large callee that
// an earlier unit compiled and exported. Without the second, every unit
// compiled its whole inference tree again: a program that serializes
// values of ten types compiled deserialize's hundreds of functions ten
// times.
func (s *Session) calleeSpec(ci *infer.CodeInstance) (string, bool) {
	if ci.FromImage {
		return s.imagedSpec(ci)
	}
	js := s.jit
	js.mu.Lock()
	defer js.mu.Unlock()
	name, ok := js.exported[ci]
	if !ok || !ci.Valid() {
		return "", false
	}
	return name, true
}

// exportCallee reports whether a callee compiled into a JIT unit is
// exported for later units to call instead of compiling it again: one
// that later units would not inline anyway (larger than exportMinValues, not
// @inline or @propagate_inbounds) and that this unit calls from more than
// one place. A callee called once keeps internal linkage, which is what
// lets LLVM inline a large do-block closure into the loop that calls it
// (the inliner's bonus for the last call of a local function); a small
// one is cheaper to compile again than to call.
func exportCallee(ci *infer.CodeInstance, calls int) bool {
	m := ci.MI.Method
	return calls > 1 && ci.IR != nil && ci.IR.NumValues() > exportMinValues && m.Inline != 1 && !m.PropagateInbounds
}

// exportMinValues is the largest typed body (in IR values) of a callee that a
// unit compiles again rather than calling another unit's copy of it.
const exportMinValues = 40

// imagedSpec names the entry of a code instance installed from a package
// image (or the system image): units call its compiled code by name, and
// a small one also gets its typed IR back (offerBody) so that LLVM can
// inline it.
func (s *Session) imagedSpec(ci *infer.CodeInstance) (string, bool) {
	if !ci.FromImage {
		return "", false
	}
	name, ok := s.compiledSpec(ci)
	if ok {
		s.offerBody(ci)
	}
	return name, ok
}

// offerImaged picks the External callees whose bodies a unit offers to
// LLVM's inliner: image code given its typed IR back by offerBody (small
// by construction). Calls to another JIT unit's exported callees stay
// calls: they are large (exportCallee).
func offerImaged(ci *infer.CodeInstance) bool { return ci.FromImage }

// inlineBodyLimit is the largest lowered body (in IR values) of an image's
// code instance whose typed IR is inferred again for callers' inlining.
// LLVM's inliner makes the real decision; this only keeps the cost of
// inferring bodies it would never inline off the first call.
const inlineBodyLimit = 80

// offerBody infers again the typed IR of a small code instance restored
// from an image, so that units calling it emit its body for inlining. An
// image holds machine code, not typed IR: without this, Base's getindex,
// + and sqrt called from a hot loop of new code would stay out-of-line
// calls into the system image.
func (s *Session) offerBody(ci *infer.CodeInstance) {
	if ci.IR != nil || ci.MI == nil || ci.RetType == types.Bottom {
		return
	}
	if s.noBody == nil {
		s.noBody = map[*infer.CodeInstance]bool{}
	}
	if s.noBody[ci] {
		return
	}
	if !ci.MI.BodyKnown() {
		// An @generated method's generator does not run while code is
		// being generated.
		s.noBody[ci] = true
		return
	}
	body, err := ci.MI.LoweredBody()
	// An @inline method's body is offered whatever its size: LLVM must
	// inline it (alwaysinline), and can only if it has the body.
	tooLarge := body != nil && body.NumValues() > inlineBodyLimit && ci.MI.Method.Inline != 1
	if err != nil || body == nil || tooLarge || !s.engine.InferBody(ci) {
		s.noBody[ci] = true
	}
}

// compileWith is compile with a mapping of already compiled callees (for
// top-level thunks, which call them by name).
func (s *Session) compileWith(roots []*infer.CodeInstance, shift map[*infer.CodeInstance]bool, external func(*infer.CodeInstance) (string, bool)) (*codegen.Unit, map[string]uintptr, error) {
	js := s.jit
	js.units++
	prefix := fmt.Sprintf("kiln.u%d", js.units)
	desc := "top-level code"
	if roots[0].MI != nil {
		desc = roots[0].MI.String()
	}
	if tm := s.opts.Timing; tm != nil {
		start := time.Now()
		defer func() { tm.compiled(desc, time.Since(start)) }()
	}
	llvmx.SetFatalContext(fmt.Sprintf("while compiling %s for owner %s", desc, roots[0].Owner))
	for _, r := range roots {
		if r.Owner != infer.Native {
			return nil, nil, fmt.Errorf("internal error: %s owned by %s given to host code generation", desc, r.Owner)
		}
	}
	u, err := codegen.Compile(roots, s, codegen.Options{DataLayout: js.layout, Triple: js.triple, Prefix: prefix, BoundsCheck: true, DebugInfo: true, RuntimeSymbol: js.runtimeSymbol, ShiftSelf: shift, NoDynamicBuiltins: s.noDynBuiltins, External: external,
		InlineExternal: roots[0].MI != nil, OfferBody: offerImaged, Export: exportCallee,
		DiscardValueNames: os.Getenv("KILN_DEBUG_IR") == ""})
	if err != nil {
		return nil, nil, err
	}
	defer u.Ctx.Dispose()
	if vs := llvmx.CheckHostSelectable(u.Mod); len(vs) > 0 {
		return nil, nil, fmt.Errorf("cannot compile %s for the host (owner %s): %s", desc, roots[0].Owner, vs[0])
	}
	if err := llvmx.Verify(u.Mod); err != nil {
		if os.Getenv("KILN_DEBUG_IR") != "" {
			fmt.Fprintln(os.Stderr, u.Mod.String())
		}
		return nil, nil, fmt.Errorf("internal error: invalid LLVM IR for %s: %v", desc, err)
	}
	if os.Getenv("KILN_DEBUG_IR") != "" {
		fmt.Fprintln(os.Stderr, u.Mod.String())
	}
	var obj []byte
	var key string
	if js.cache != nil {
		// The module's bitcode identifies it as well as its text and is
		// several times cheaper to produce.
		bc := llvm.WriteBitcodeToMemoryBuffer(u.Mod)
		key = js.cache.Key(js.triple, js.tm.CPU(), js.tm.Features(), js.tm.OptLevel().String(), string(bc.Bytes()))
		bc.Dispose()
		obj, _ = js.cache.Get(key)
	}
	if obj == nil {
		if err := llvmx.Optimize(u.Mod, js.tm, llvmx.PipelineFor(u.Mod, js.tm.OptLevel())); err != nil {
			return nil, nil, err
		}
		// Every caller keeps its frame for stack traces.
		llvmx.KeepFrames(u.Mod)
		o, err := js.tm.EmitObject(u.Mod)
		if err != nil {
			return nil, nil, err
		}
		obj = o
		if js.cache != nil {
			js.cache.Put(key, obj)
		}
	}
	js.mu.Lock()
	pend := js.pending
	js.pending = map[string]uintptr{}
	js.mu.Unlock()
	if len(pend) > 0 {
		if err := js.jit.DefineAbsolute(pend); err != nil {
			return nil, nil, err
		}
	}
	if err := js.jit.AddObject(obj, prefix); err != nil {
		return nil, nil, err
	}
	addrs := map[string]uintptr{}
	for _, name := range u.SortedEntries() {
		a, err := js.jit.Lookup(name)
		if err != nil {
			return nil, nil, err
		}
		addrs[name] = a
	}
	js.codeMap.AddObject(obj, addrs, u.Names)
	if len(u.Exported) > 0 {
		js.mu.Lock()
		for ci, name := range u.Exported {
			if _, ok := js.exported[ci]; !ok {
				js.exported[ci] = name
			}
		}
		js.mu.Unlock()
	}
	if u.SiteArray != "" {
		base := addrs[u.SiteArray]
		js.mu.Lock()
		for k, site := range u.Sites {
			js.sites[base+uintptr(k*codegen.SiteSize)] = site
		}
		js.mu.Unlock()
	}
	if s.opts.TraceCompile {
		for _, ci := range u.Functions {
			// Constant-propagated variants are not the method's code.
			if ci.MI != nil && !js.traced[ci.MI] && infer.Lookup(ci.MI, ci.Owner) == ci {
				js.traced[ci.MI] = true
				fmt.Fprintf(s.opts.Stderr, "precompile(%s)%s\n", traceSig(ci.MI), ownerSuffix(ci.Owner))
			}
		}
	}
	return u, addrs, nil
}

func ownerSuffix(o infer.Owner) string {
	if o == infer.Native {
		return ""
	}
	return " # " + string(o)
}

// traceSig prints a MethodInstance's signature as Julia's --trace-compile:
// Tuple{typeof(Main.f), Int64}.
func traceSig(mi *methods.MethodInstance) string {
	var parts []string
	for i, p := range mi.SpecTypes.Params {
		t := p.(types.Type)
		if i == 0 {
			if f, ok := methods.FunctionOfType(t); ok {
				parts = append(parts, "typeof("+f.Module.Path()+"."+f.Name+")")
				continue
			}
		}
		parts = append(parts, t.String())
	}
	return "Tuple{" + strings.Join(parts, ", ") + "}"
}

// runThunk infers, compiles and runs a top-level thunk.
func (s *Session) runThunk(m *methods.Module, body *ir.Func) error {
	body.Module = m
	markAssigned(m, body)
	s.guardConstAssign(m, body)
	ci, err := s.engine.InferThunk(body)
	if err != nil {
		return err
	}
	if s.constantThunk(m, ci) {
		return nil
	}
	if debugThunks {
		start := time.Now()
		defer func() {
			fmt.Fprintf(os.Stderr, "kiln: compiled and ran top-level code at %s in %s\n", s.toplevelPos, time.Since(start))
		}()
	}
	// The thunk runs once: the functions it calls are compiled (once per
	// process, optimized) as units of their own and called by name.
	for _, c := range directCallees(ci) {
		// Julia's top level calls the method's own code instance, not a
		// constant-propagated variant: compile (or find, from an image)
		// that one.
		if c.MI != nil && infer.Lookup(c.MI, c.Owner) != c {
			canon, err := s.engine.InferMI(c.MI)
			if err != nil {
				return err
			}
			c = canon
		}
		if _, err := s.ensureCompiled(c); err != nil {
			return err
		}
	}
	u, addrs, err := s.compileWith([]*infer.CodeInstance{ci}, nil, s.compiledSpec)
	if err != nil {
		return err
	}
	if s.opts.CompileOnly {
		return nil
	}
	fn := addrs[u.Entries[ci].Thunk]
	exc, bt, threw := runtime.Exec(fn, 0)
	if threw {
		if err, ok := s.toplevelErrs[exc]; ok {
			return err
		}
		return &UncaughtError{Exc: exc, Backtrace: bt, Pos: s.toplevelPos}
	}
	s.afterThunk(m, body)
	return nil
}

// directCallees lists the code instances a body calls statically.
func directCallees(ci *infer.CodeInstance) []*infer.CodeInstance {
	var out []*infer.CodeInstance
	for _, b := range ci.IR.Blocks {
		for _, v := range b.Instrs {
			c, ok := v.Call.(*infer.Call)
			if !ok {
				continue
			}
			switch c.Kind {
			case infer.CallStatic:
				out = append(out, c.CI)
			case infer.CallSplit:
				for _, k := range c.Cases {
					if k.CI != nil {
						out = append(out, k.CI)
					}
				}
			}
		}
	}
	return out
}

// compiledCode is a code instance compiled as the root of its own unit.
type compiledCode struct {
	spec     string  // symbol of the specialized entry
	specAddr uintptr // its address, when known without a JIT lookup (image code)
	generic  uintptr // address of the generic entry
}

// ensureCompiled compiles ci as the root of a unit unless that was done.
func (s *Session) ensureCompiled(ci *infer.CodeInstance) (*compiledCode, error) {
	js := s.jit
	js.mu.Lock()
	if c, ok := js.compiled[ci]; ok {
		js.mu.Unlock()
		return c, nil
	}
	js.mu.Unlock()
	u, addrs, err := s.compile([]*infer.CodeInstance{ci}, nil)
	if err != nil {
		return nil, err
	}
	e := u.Entries[ci]
	c := &compiledCode{spec: e.Spec, generic: addrs[e.Generic]}
	js.mu.Lock()
	js.compiled[ci] = c
	js.mu.Unlock()
	return c, nil
}

func (s *Session) compiledSpec(ci *infer.CodeInstance) (string, bool) {
	s.jit.mu.Lock()
	defer s.jit.mu.Unlock()
	c, ok := s.jit.compiled[ci]
	if !ok || !ci.Valid() {
		return "", false
	}
	return c.spec, true
}

// constantThunk evaluates, without compiling, a thunk that only binds
// constants to values inference already knows (const x = 3, const T =
// Float64, const stdout = KilnStream(1)). It reports whether it did.
func (s *Session) constantThunk(m *methods.Module, ci *infer.CodeInstance) bool {
	type assign struct {
		ref ir.GlobalRef
		val any
	}
	var todo []assign
	for _, b := range ci.IR.Blocks {
		for _, v := range b.Instrs {
			switch v.Op {
			case ir.OpConst, ir.OpArg, ir.OpReturn:
			case ir.OpGlobal:
				if _, ok := infer.IsConst(v.Type); !ok {
					return false
				}
			case ir.OpCall:
				if _, ok := infer.IsConst(v.Type); !ok {
					return false
				}
				c, _ := v.Call.(*infer.Call)
				if c == nil {
					return false
				}
				switch c.Kind {
				case infer.CallStatic:
					if !c.CI.EffectFree {
						return false
					}
				case infer.CallBuiltin:
					switch c.Builtin.Name {
					case "throw", "setfield!", "ccall", "typeassert", "_arrayset", "_array_resize!", "_array_del_beg!", "_array_grow_beg!", "_arrayunset", "_array_new":
						return false
					}
				default:
					return false
				}
			case ir.OpSetGlobal:
				c, ok := infer.IsConst(v.Args[0].Type)
				if !ok || v.Flags&ir.FlagConst == 0 {
					return false
				}
				todo = append(todo, assign{v.Aux.(ir.GlobalRef), c})
			default:
				return false
			}
		}
	}
	if len(todo) == 0 {
		// Not a constant definition: compile it, so that the methods it
		// calls are compiled (and traced) as Julia does.
		return false
	}
	for _, a := range todo {
		bm := s.moduleOf(a.ref.Module)
		b := bm.Own(a.ref.Name)
		b.Value, b.Const, b.Defined = a.val, true, true
		s.noteTypeAlias(bm, a.ref.Name, a.val)
	}
	return true
}

// noteTypeAlias registers a constant that names an instantiation of a
// type of its own module for printing: SArray{Tuple{3}, Float64, 1, 3}
// prints as SVector{3, Float64}, and OffsetArray{Int64, 1, Vector{Int64}}
// as OffsetVector{Int64, Vector{Int64}}, as Julia's make_typealias finds
// the aliases of the modules of a type. Only aliases whose body is a type
// of the alias's own module are kept (Julia looks for aliases only in the
// modules of the printed type's names). The alias table is shared by the
// sessions of a process; a type defined by one session is never printed
// by another, so each alias applies to its session's types only. An alias
// of a package prints without its module when Main sees it (`using` of
// the package exporting it).
func (s *Session) noteTypeAlias(m *methods.Module, name string, val any) {
	t, ok := val.(types.Type)
	if !ok || types.HasFreeVars(t) {
		return
	}
	switch t.(type) {
	case *types.DataType, *types.UnionAll:
	default:
		return
	}
	dt, ok := types.Unwrap(t).(*types.DataType)
	path := m.Path()
	if !ok || dt.Name.Module != path || dt.Name.Name == name {
		return
	}
	switch path {
	case "Main":
		types.RegisterAlias("Main", name, t, false)
	case "Base", "Core":
		// Base's aliases are registered where Base is set up.
	default:
		main := s.Main
		types.RegisterModuleAlias(path, name, t, func() (bool, bool) {
			if !m.Exports(name) {
				return false, false
			}
			b := main.Lookup(name)
			if b == nil || !b.Defined {
				return true, false
			}
			bt, ok := b.Value.(types.Type)
			return true, ok && types.Equal(bt, t)
		})
	}
}

// afterThunk records constant globals assigned by a thunk: their values
// become compile-time constants.
func (s *Session) afterThunk(m *methods.Module, body *ir.Func) {
	for _, b := range body.Blocks {
		for _, v := range b.Instrs {
			if v.Op != ir.OpSetGlobal {
				continue
			}
			ref := v.Aux.(ir.GlobalRef)
			bm := s.moduleOf(ref.Module)
			bd := bm.OwnBinding(ref.Name)
			if bd == nil {
				bd = bm.Lookup(ref.Name)
			}
			if bd == nil || bd.Slot == 0 {
				continue
			}
			p := uintptr(runtime.ReadWord(bd.Slot, 0))
			if p == 0 {
				continue
			}
			bd.Defined = true
			if v.Flags&ir.FlagConst == 0 {
				continue
			}
			val, ok := s.constFromBox(p)
			if !ok {
				continue
			}
			if rv, ok := val.(*RuntimeValue); ok {
				rv.Name = bm.Path() + "." + ref.Name
			}
			bd.Value, bd.Const = val, true
			s.noteTypeAlias(bm, ref.Name, val)
		}
	}
}

// constFromBox turns a boxed run-time value into a compile-time value.
func (s *Session) constFromBox(p uintptr) (any, bool) {
	dt := s.typeOfDesc(runtime.TypeOf(p))
	if dt == nil {
		return nil, false
	}
	if t, ok := s.typeFromObject(p); ok {
		return t, true
	}
	if m, ok := s.moduleFromObject(p); ok {
		return m, true
	}
	if v, ok := s.readBits(p, dt); ok {
		return v, true
	}
	return &RuntimeValue{Ptr: p, Type: dt}, true
}

func (s *Session) typeFromObject(p uintptr) (types.Type, bool) {
	s.jit.mu.Lock()
	defer s.jit.mu.Unlock()
	t, ok := s.jit.typeObjAddr[p]
	return t, ok
}

// readBits reads a value of a bits type from memory as a compile-time value.
func (s *Session) readBits(p uintptr, dt *types.DataType) (any, bool) {
	w := func(n int) []byte { return memBytes(p, int64(n)) }
	u64 := func() uint64 { return runtime.ReadWord(p, 0) }
	switch dt {
	case types.Int64:
		return int64(u64()), true
	case types.UInt64:
		return u64(), true
	case types.Int32:
		return int32(uint32(u64())), true
	case types.UInt32:
		return uint32(u64()), true
	case types.Int16:
		return int16(uint16(u64())), true
	case types.UInt16:
		return uint16(u64()), true
	case types.Int8:
		return int8(w(1)[0]), true
	case types.UInt8:
		return w(1)[0], true
	case types.Bool:
		return w(1)[0] != 0, true
	case types.Char:
		return types.CharValue(uint32(u64())), true
	case types.Float64:
		return math.Float64frombits(u64()), true
	case types.Float32:
		return math.Float32frombits(uint32(u64())), true
	case types.Nothing:
		return types.NothingValue, true
	}
	if types.IsSingleton(dt) {
		if f, ok := methods.FunctionOfType(dt); ok {
			return f, true
		}
		return &types.StructValue{Type: dt}, true
	}
	if !types.IsBits(dt) || !types.IsConcrete(dt) || dt.Name.Mutable || dt.Name.Kind == types.KindPrimitive ||
		dt.Name.Kind == types.KindPtr {
		// A primitive type without a Go value (Float16, Int128, Ptr{T})
		// stays a run-time object: its bits are loaded from it. (A Ptr
		// has no fields: read as a struct, C_NULL became a value with no
		// bits, materialized as undef.)
		return nil, false
	}
	fts := types.FieldTypes(dt)
	offs := codegen.FieldOffsets(dt, s.jit.layout)
	vals := make([]any, len(fts))
	for i, ft := range fts {
		fdt, ok := ft.(*types.DataType)
		if !ok {
			return nil, false
		}
		v, ok := s.readBits(p+uintptr(offs[i]), fdt)
		if !ok {
			return nil, false
		}
		vals[i] = v
	}
	if dt.Name == types.TupleT {
		return &types.TupleValue{Type: dt, Elems: vals}, true
	}
	return &types.StructValue{Type: dt, Fields: vals}, true
}

var _ = syntax.Pos{}

func optimizeModule(u *codegen.Unit, js *jitState) error {
	if err := llvmx.Verify(u.Mod); err != nil {
		return err
	}
	return llvmx.Optimize(u.Mod, js.tm, llvmx.PipelineFor(u.Mod, js.tm.OptLevel()))
}

var debugThunks = os.Getenv("KILN_DEBUG_THUNKS") != ""

// runtimeSymbol reports whether the JIT binds name from the runtime's table.
func (js *jitState) runtimeSymbol(name string) bool {
	_, ok := js.runtimeSyms[name]
	return ok
}
