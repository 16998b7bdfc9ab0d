// Package driver runs Kiln programs: it owns the modules of a session,
// evaluates top-level code (lowering, defining methods and types, running
// thunks), connects inference and code generation to the JIT and the
// runtime, and resolves dynamic calls.
package driver

import (
	"errors"
	"fmt"
	"github.com/kiln-lang/kiln/cache"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/kiln-lang/kiln/base"
	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Options configure a session.
type Options struct {
	// TraceCompile prints precompile(...) lines for every compiled
	// MethodInstance to Stderr (KILN_TRACE_COMPILE=1).
	TraceCompile bool
	Stderr       io.Writer
	// Args are the program's ARGS.
	Args []string
	// OptLevel is the LLVM optimization level (0-3).
	OptLevel int
	// Project is the --project directory ("" for none); Script the
	// program file (a Project.toml beside it is the active project).
	Project string
	Script  string
	// Precompiling is set while a package image is being generated: only
	// then do workload blocks run (as under PrecompileTools).
	Precompiling bool
	// PrecompileTarget names the package whose image is being generated:
	// only its workloads run ("" with Precompiling: every package's).
	PrecompileTarget string
	// NoPkgImages ignores package images entirely (--pkgimages=no).
	NoPkgImages bool
	// NoSysImage does not load the system image (the process that builds
	// it; KILN_SYSIMAGE=0 has the same effect).
	NoSysImage bool
	// DeferBaseInit leaves Base's `@_after_image` statements to
	// BuildSystemImage, which runs them while it records the image's code
	// (so that every later process finds their callees in the image).
	DeferBaseInit bool
	// RebuildImages rebuilds (in a child `kiln precompile`) the stale or
	// missing image of a package being loaded.
	RebuildImages bool
	// CompileOnly lowers, infers and compiles top-level code but does not
	// run it (definitions still take effect): the whole-program fuzzer.
	CompileOnly bool
	// TrackBegin and TrackEnd bracket the compilation and execution of
	// workload code (the precompile tracker's nesting counter).
	TrackBegin, TrackEnd func()
	// Timing, when set, records the start-up phases (kiln --timing).
	Timing *Timing
	// Depot, LoadPath and CPUTarget replace $KILN_DEPOT, $KILN_LOAD_PATH
	// and $KILN_CPU_TARGET when set (LoadPath: when not nil); see
	// driver/config.go.
	Depot     string
	LoadPath  []string
	CPUTarget string
	// Cache configures the remote image stores (docs/cache.md); nil:
	// from $KILN_CACHE, $KILN_CACHE_TRUST and $KILN_CACHE_SIGNING_KEY
	// (cache.ConfigFromEnv).
	Cache *cache.Config
	// ChildEnv is added to the environment of the child processes that
	// build images (`kiln precompile`, run as this executable): an
	// embedding program's executable recognizes its children by it.
	ChildEnv []string
}

// Session is one Kiln process's compiler state.
type Session struct {
	// inSparamBound > 0 while the bound of a method's static parameter is
	// evaluated (`where {T, N<:Normed{T}}`): a where-variable used there as
	// a type's parameter keeps its declared bound (typeeval.go).
	inSparamBound int
	// anonModules counts the modules Module(:Name) made (newAnonModule).
	anonModules int
	// baseWorld is the world age when Base had loaded: a method table
	// whose last definition is no later holds Base's definitions only
	// (image edges on it need no lookup; encodeEdges).
	baseWorld methods.World
	// callerWorld is the world age of the running code after it called
	// eval (Julia's world-age rule: a method eval defines is not visible
	// to the code that called eval until the top-level statement ends,
	// except through Base.invokelatest); 0 while the latest world is
	// visible. Dynamic dispatch (resolve) honours it.
	callerWorld methods.World
	// fieldSlots caches the field layout of each run-time type that
	// kiln_getfield_any has read (fieldSlotsOf).
	fieldSlots sync.Map
	opts       Options
	Core       *methods.Module
	Intr       *methods.Module
	Base       *methods.Module
	Main       *methods.Module
	engine     *infer.Engine
	jit        *jitState
	// noBody marks image code instances whose typed IR is not inferred
	// again for inlining (too large, or inference disagreed).
	noBody map[*infer.CodeInstance]bool
	// baseTrees are Base's files, parsed in the background at start-up.
	baseTrees *baseParse
	// file being evaluated, for includes and messages
	fileStack    []string
	toplevelPos  syntax.Pos
	soRegistered bool
	// baseInit holds Base's `@_after_image` statements while Base loads;
	// runBaseInit evaluates them once the system image is installed.
	baseInit []baseInitStmt
	// loadingBase is set while Base's own source is evaluated.
	loadingBase bool
	// oomRegistered: OutOfMemoryError's instance is the runtime's.
	oomRegistered bool
	// noDynBuiltins is set while compiling an entry for a dynamic builtin
	// call.
	noDynBuiltins bool
	dispatchBegin DispatchHook
	dispatchEnd   func()
	pkgs          *packageState
	// imageIDs are the image ids of the packages loaded from images.
	imageIDs map[string]string
	// cache is the remote image store client (KILN_CACHE), made on
	// first use (cacheInit).
	cache     *cache.Client
	cacheInit bool
	// statsOff: image lookups are not counted (SetLookupStats).
	statsOff bool
	// pkgFiles are the source files each package (by root) read, in
	// order; pkgReads the size and hash of what was read from each.
	pkgFiles map[string][]string
	pkgReads map[string]image.Source
	// replay is set while a package's source is replayed for its image.
	replay *replayState
	// lazy indexes the native code of loaded images by MethodInstance.
	lazy map[lazyKey]lazyRef
	// gensyms counts gensym() and the names macro hygiene made (#N#x).
	gensyms int
	// resultSlot holds the value of the last macro call, eval or
	// Meta.parse (driver/macros.go).
	resultSlot uintptr
	// toplevelForms are the definitions nested in top-level control flow
	// that compiled code evaluates when it reaches them (kiln_toplevel).
	toplevelForms []toplevelForm
	// toplevelErrs are the compile-time errors of such forms, by the
	// exception thrown for them.
	toplevelErrs map[uintptr]error
	// embedCalls are the compiled call thunks of CallValue, by number
	// of arguments (driver/embed.go).
	embedCalls map[int]uintptr
	// plainStmts are the top-level statements of the Base file being
	// evaluated that hold no macro call (baseParse), nil for other files.
	plainStmts map[syntax.Node]bool
	// embedded counts the evaluations of Kiln's own embedded sources in
	// progress (Base and its submodules, the standard library modules):
	// trusted code, whose method bodies are lowered on first use.
	embedded int
}

// New creates a session with Core, Base and Main; Base is loaded from the
// embedded sources.
func New(opts Options) (*Session, error) {
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	if opts.OptLevel == 0 {
		opts.OptLevel = 2
	} else if opts.OptLevel < 0 {
		opts.OptLevel = 0 // -O0: 0 itself means the default
	}
	s := &Session{opts: opts}
	tm := opts.Timing
	t0 := time.Now()
	s.baseTrees = startBaseParse(tm)
	s.setupCore()
	s.engine = &infer.Engine{Interp: infer.NativeInterpreter{}, GlobalType: s.globalType, BaseFunction: s.baseFunction}
	if err := s.startJIT(); err != nil {
		return nil, err
	}
	tm.Since("runtime and JIT initialization", t0)
	t0 = time.Now()
	if err := s.loadBase(); err != nil {
		return nil, err
	}
	tm.Since("Base: lowering, definitions and top-level code (waits for its parse)", t0)
	s.baseWorld = methods.CurrentWorld()
	if !opts.NoSysImage && sysimageWanted() {
		t0 = time.Now()
		s.loadSystemImage()
		tm.Since("system image", t0)
	}
	if !opts.DeferBaseInit {
		t0 = time.Now()
		if err := s.runBaseInit(); err != nil {
			return nil, err
		}
		tm.Since("Base: initialization (@_after_image)", t0)
	}
	return s, nil
}

func (s *Session) setupCore() {
	core := methods.NewModule("Core", nil)
	intr := methods.NewModule("Intrinsics", core)
	s.Core, s.Intr = core, intr
	def := func(m *methods.Module, name string, v any, export bool) {
		b := m.Own(name)
		b.Value, b.Const, b.Defined = v, true, true
		if export {
			m.Export(name)
		}
	}
	for _, t := range []types.Type{types.Any, types.DataTypeT, types.UnionAllT, types.TypeVarT,
		types.Function, types.Builtin, types.ModuleT, types.Nothing, types.SymbolT, types.String, types.Char, types.Bool,
		types.Number, types.Real, types.Integer, types.Signed, types.Unsigned, types.AbstractFloat,
		types.AbstractChar, types.AbstractString, types.Exception,
		types.Int8, types.Int16, types.Int32, types.Int64, types.Int128,
		types.UInt8, types.UInt16, types.UInt32, types.UInt64, types.UInt128,
		types.Float16, types.Float32, types.Float64} {
		def(core, t.(*types.DataType).Name.Name, t, true)
	}
	def(core, "Union", types.UnionKind, true)
	def(core, "Type", types.TypeT.Wrapper, true)
	def(core, "Tuple", types.TupleT.Wrapper, true)
	def(core, "NamedTuple", types.NamedTupleT.Wrapper, true)
	def(core, "Ptr", types.PtrT.Wrapper, true)
	def(core, "Array", types.ArrayT.Wrapper, true)
	def(core, "AbstractArray", types.AbstractArrayT.Wrapper, true)
	def(core, "DenseArray", types.DenseArrayT.Wrapper, true)
	def(core, "Box", types.BoxT, false)
	def(core, "Vararg", varargMarker{}, true)
	def(core, "nothing", types.NothingValue, true)
	def(core, "Core", core, true)
	def(core, "Intrinsics", intr, false)
	for _, name := range infer.Builtins {
		b := infer.GetfieldBuiltin
		if name != "getfield" {
			b = methods.NewBuiltin(name)
		}
		exported := !strings.HasPrefix(name, "_") && name != "new" && name != "ccall" && name != "apply_type" && name != "sizeof"
		def(core, name, b, exported)
	}
	for _, name := range infer.Intrinsics {
		b := methods.NewBuiltin(name)
		def(intr, name, b, true)
		def(core, name, b, false)
	}
	kw := methods.NewFunction(core, "kwcall")
	def(core, "kwcall", kw, false)
	// Core.Compiler holds what packages call of Julia's compiler:
	// return_type, whose methods Base defines (reflection.jl).
	comp := methods.NewModule("Compiler", core)
	def(core, "Compiler", comp, false)
	def(comp, "return_type", methods.NewFunction(comp, "return_type"), false)
	def(comp, "have_fma", methods.NewFunction(comp, "have_fma"), false)
	intr.Usings = []*methods.Module{core}
}

// baseLoadError is an error of Base's own source, said as such (an
// exception Base threw is shown with where it was thrown).
func (s *Session) baseLoadError(err error) error {
	var ue *UncaughtError
	if errors.As(err, &ue) {
		return fmt.Errorf("loading Base: %s at %s", s.fallbackShow(ue.Exc), ue.Pos)
	}
	return fmt.Errorf("loading Base: %w", err)
}

// baseInitStmt is a statement of Base (or of one of its submodules) that
// runs after the system image is installed.
type baseInitStmt struct {
	m *methods.Module
	n syntax.Node
}

// runBaseInit evaluates the statements of Base marked `@_after_image`,
// in order. They build Base's mutable global state (the logger, a Dict
// of regex literals, unit tables): statements that must run at every
// start-up and that would otherwise compile their callees from scratch,
// since Base's statements run before the system image is installed. Run
// after it, they call the image's code. Nothing in Base's own loading
// may read what they define.
func (s *Session) runBaseInit() error {
	init := s.baseInit
	s.baseInit = nil
	s.embedded++
	defer func() { s.embedded-- }()
	for _, st := range init {
		if err := s.evalToplevel(st.m, st.n); err != nil {
			return s.baseLoadError(err)
		}
	}
	return nil
}

func (s *Session) loadBase() error {
	s.Base = methods.NewModule("Base", nil)
	s.Base.Usings = []*methods.Module{s.Core, s.Intr}
	s.Base.UsingAll = []*methods.Module{s.Core}
	b := s.Base.Own("Base")
	b.Value, b.Const, b.Defined = s.Base, true, true
	cb := s.Base.Own("Core")
	cb.Value, cb.Const, cb.Defined = s.Core, true, true
	for name, t := range map[string]types.Type{"Vector": types.Vector, "Matrix": types.Matrix, "VecOrMat": types.VecOrMat,
		"AbstractVector": types.AbstractVector, "AbstractMatrix": types.AbstractMatrix, "AbstractVecOrMat": types.AbstractVecOrMat,
		"DenseVector": types.DenseVector, "DenseMatrix": types.DenseMatrix, "DenseVecOrMat": types.DenseVecOrMat, "NTuple": types.NTuple} {
		b := s.Base.Own(name)
		b.Value, b.Const, b.Defined = t, true, true
		s.Base.Export(name)
	}
	src, err := readBase(base.Entry)
	if err != nil {
		return err
	}
	s.embedded++
	defer func() { s.embedded-- }()
	s.loadingBase = true
	defer func() { s.loadingBase = false }()
	if err := s.evalSource(s.Base, "base/"+base.Entry, string(src)); err != nil {
		return s.baseLoadError(err)
	}
	if err := s.evalSource(s.Base, "base/kiln_prelude.jl", prelude); err != nil {
		return fmt.Errorf("loading Base: %w", err)
	}
	// Exported constants that name parametric types (ComplexF64) print in
	// place of the type, as Julia's show does.
	for _, name := range s.Base.Names() {
		b := s.Base.OwnBinding(name)
		if b == nil || !b.Const || !s.Base.Exports(name) {
			continue
		}
		// Cstring and Cwstring are Kiln's stand-ins for Julia's own
		// primitive types, not aliases Julia prints (Ptr{UInt8} stays).
		if name == "Cstring" || name == "Cwstring" {
			continue
		}
		if dt, ok := b.Value.(*types.DataType); ok && len(dt.Params) > 0 && dt.Name.Name != name && dt.Name != types.TupleT {
			types.RegisterAlias("Base", name, dt, true)
		}
	}
	// Types of the standard library Random that Kiln's Base defines (so
	// that rand works without `using Random`) print as Julia's do:
	// Random.Xoshiro where Main does not see them.
	for _, name := range []string{"AbstractRNG", "Xoshiro", "TaskLocalRNG"} {
		if b := s.Base.OwnBinding(name); b != nil && b.Defined {
			if dt, ok := types.Unwrap(b.Value.(types.Type)).(*types.DataType); ok {
				dt.Name.ShowModule = "Random"
				dt.Name.Internal = true
			}
		}
	}
	// Base.Broadcast's types, which Kiln's Base defines itself
	// (broadcast.jl), print as Julia's: Base.Broadcast.DefaultArrayStyle{1}.
	for _, name := range []string{"BroadcastStyle", "AbstractArrayStyle", "DefaultArrayStyle", "ArrayStyle", "ArrayConflict",
		"Style", "Unknown", "Broadcasted", "Extruded", "BroadcastFunction"} {
		if b := s.Base.OwnBinding(name); b != nil && b.Defined {
			if dt, ok := types.Unwrap(b.Value.(types.Type)).(*types.DataType); ok {
				dt.Name.ShowModule = "Base.Broadcast"
			}
		}
	}
	// Base.Iterators' types, which Kiln's Base defines itself
	// (iterators.jl, collections2.jl), print as Julia's:
	// Base.Iterators.Take{UnitRange{Int64}}(1:5, 2).
	for _, name := range []string{"Filter", "Take", "Drop", "Cycle", "Count", "Rest", "Flatten", "ProductIterator",
		"Zip", "Enumerate", "TakeWhile", "DropWhile", "Accumulate", "Stateful", "Repeated", "PartitionIterator"} {
		if b := s.Base.OwnBinding(name); b != nil && b.Defined {
			if dt, ok := types.Unwrap(b.Value.(types.Type)).(*types.DataType); ok {
				dt.Name.ShowModule = "Base.Iterators"
			}
		}
	}
	// Base.Sort's algorithm types, which Kiln's Base defines itself
	// (arrayfuncs.jl), print as Julia's: Base.Sort.QuickSortAlg().
	for _, name := range []string{"Algorithm", "InsertionSortAlg", "MergeSortAlg", "QuickSortAlg", "PartialQuickSort"} {
		if b := s.Base.OwnBinding(name); b != nil && b.Defined {
			if dt, ok := types.Unwrap(b.Value.(types.Type)).(*types.DataType); ok {
				dt.Name.ShowModule = "Base.Sort"
			}
		}
	}
	// Base.Order's orderings, which Kiln's Base defines itself
	// (arrayfuncs.jl), print as Julia's: Base.Order.ForwardOrdering().
	for _, name := range []string{"Ordering", "ForwardOrdering", "ReverseOrdering", "By", "Lt", "Perm"} {
		if b := s.Base.OwnBinding(name); b != nil && b.Defined {
			if dt, ok := types.Unwrap(b.Value.(types.Type)).(*types.DataType); ok {
				dt.Name.ShowModule = "Base.Order"
			}
		}
	}
	// Core.SimpleVector and Core.TypeName, the values of a type's
	// parameters and name, and Core.svec, which Kiln's Base defines
	// (typeobj.jl).
	for _, name := range []string{"SimpleVector", "TypeName", "svec"} {
		if b := s.Base.OwnBinding(name); b != nil && b.Defined {
			if t, ok := b.Value.(types.Type); ok {
				if dt, ok := types.Unwrap(t).(*types.DataType); ok {
					dt.Name.ShowModule = "Core"
					dt.Name.Internal = true
				}
			}
			if s.Core.OwnBinding(name) == nil {
				cb := s.Core.Own(name)
				cb.Value, cb.Const, cb.Defined = b.Value, true, true
			}
		}
	}
	// The types of the standard library Printf, which Kiln's Base holds
	// as its submodule, print as Julia's: Printf.InvalidFormatStringError.
	if b := s.Base.OwnBinding("Printf"); b != nil && b.Defined {
		if pm, ok := b.Value.(*methods.Module); ok {
			for _, name := range pm.Names() {
				if tb := pm.OwnBinding(name); tb != nil && tb.Defined && tb.Const {
					if t, ok := tb.Value.(types.Type); ok {
						if dt, ok := types.Unwrap(t).(*types.DataType); ok && dt.Name.Module == pm.Path() {
							dt.Name.ShowModule = "Printf"
						}
					}
				}
			}
		}
	}
	// Types of the standard library LinearAlgebra that Kiln's Base defines
	// (A' and matrix products work without `using LinearAlgebra`).
	for _, name := range []string{"Adjoint", "Transpose", "SingularException", "PosDefException", "LAPACKException", "Factorization", "LU"} {
		if b := s.Base.OwnBinding(name); b != nil && b.Defined {
			if dt, ok := types.Unwrap(b.Value.(types.Type)).(*types.DataType); ok {
				dt.Name.ShowModule = "LinearAlgebra"
				dt.Name.Internal = true
			}
		}
	}
	// Names that are Core's in Julia but Base's in Kiln, which lowering
	// refers to as Core.X, and which a baremodule (seeing only Core) uses:
	// Core exports them in Julia.
	for _, name := range []string{"UndefVarError", "UndefKeywordError", "Expr", "QuoteNode", "LineNumberNode",
		"GlobalRef", "Int", "UInt", "ArgumentError", "BoundsError", "DivideError", "DomainError", "ErrorException",
		"InexactError", "MethodError", "OverflowError", "TypeError", "UndefRefError", "AssertionError",
		"StackOverflowError", "OutOfMemoryError", "InterruptException", "VecElement", "WeakRef"} {
		if b := s.Base.OwnBinding(name); b != nil && b.Defined && s.Core.OwnBinding(name) == nil {
			cb := s.Core.Own(name)
			cb.Value, cb.Const, cb.Defined = b.Value, true, true
			if name != "UndefKeywordError" {
				s.Core.Export(name)
			}
		}
	}
	s.Main = methods.NewModule("Main", nil)
	methods.AmbiguityWarning = func(m *methods.Module, name string, first, second *methods.Module) {
		runtime.WriteString(2, fmt.Sprintf("WARNING: both %s and %s export \"%s\"; uses of it in module %s must be qualified\n",
			first.Name, second.Name, name, m.Name))
	}
	s.Main.Usings = []*methods.Module{s.Base, s.Core}
	// Core.Main, as Julia's: Base's run-time include evaluates in it.
	cm := s.Core.Own("Main")
	cm.Value, cm.Const, cm.Defined = s.Main, true, true
	// Exported, as Julia's: `Main` names the main module in every module.
	s.Core.Export("Main")
	for name, v := range map[string]any{"Main": s.Main, "Base": s.Base, "Core": s.Core} {
		b := s.Main.Own(name)
		b.Value, b.Const, b.Defined = v, true, true
	}
	s.setArgs()
	types.MainVisible = s.visibleInMain
	return nil
}

// visibleInMain tells the type printer whether a type's name resolves, in
// Main, to that type (then it prints without its module).
func (s *Session) visibleInMain(tn *types.TypeName) (bool, bool) {
	switch tn.Module {
	case "Main", "", "Core":
		return false, false
	}
	// A Base type is visible when Base exports it (or Main imports it):
	// Base.OneTo{Int64}, Base.Generator{...} print qualified, as in Julia.
	// A function's type (typeof(sqrt)) is visible when its function is.
	name := tn.Name
	if tn.Function {
		if tn.FuncName != "" {
			name = tn.FuncName
		} else {
			name = strings.TrimPrefix(name, "#")
		}
	}
	b := s.Main.Lookup(name)
	if b == nil || !b.Defined {
		return false, true
	}
	switch v := b.Value.(type) {
	case *methods.Function:
		return v.Type != nil && v.Type.Name == tn, true
	case types.Type:
		dt, ok := types.Unwrap(v).(*types.DataType)
		return ok && dt.Name == tn, true
	}
	return false, true
}

// DispatchHook is told about a dynamic call that missed its cache before
// the resolver infers and compiles for it: the calling method ("top-level
// scope" for top-level code), the call's position and its typed IR value.
type DispatchHook func(caller, file string, line int, call *ir.Value)

// SetDispatchHooks installs functions run around the resolution of every
// dynamic call that misses its call-site cache.
func (s *Session) SetDispatchHooks(begin DispatchHook, end func()) {
	s.dispatchBegin, s.dispatchEnd = begin, end
}

// Engine is the native inference engine (for tools that hook into it).
func (s *Session) Engine() *infer.Engine { return s.engine }

// SetTracer installs an inference tracer on the session's interpreters
// (after Base is loaded, so that only the program's inference is seen).
func (s *Session) SetTracer(t infer.Tracer) { s.engine.Tracer = t }

// RunFile evaluates a program file in Main.
func (s *Session) RunFile(path string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("could not open file %s: %w", path, err)
	}
	return s.evalSource(s.Main, path, string(src))
}

// Finish runs the program's atexit hooks (Base._atexit, with the exit
// status) when it registered any, as Julia does when a program ends or
// fails; it returns the status to exit with.
func (s *Session) Finish(code int) int {
	if !runtime.AtexitPending() {
		return code
	}
	if err := s.evalSource(s.Main, "none", fmt.Sprintf("Base._atexit(Int32(%d))", code)); err != nil {
		return s.ReportError(err, false)
	}
	runtime.FlushAll()
	return code
}

// RunString evaluates source text (kiln -e) in Main.
func (s *Session) RunString(src string) error {
	return s.evalSource(s.Main, "none", src)
}

func (s *Session) evalSource(m *methods.Module, file, src string) error {
	tree, plain, ok, err := s.baseTrees.take(file)
	if !ok {
		// A syntax error is reported after the statements before it
		// have run, as Julia's include does.
		tree, err = syntax.ParseFilePartial(file, src)
	}
	if tree == nil {
		return err
	}
	s.fileStack = append(s.fileStack, file)
	savedPlain := s.plainStmts
	s.plainStmts = plain
	defer func() {
		s.fileStack = s.fileStack[:len(s.fileStack)-1]
		s.plainStmts = savedPlain
	}()
	for _, st := range tree.Args {
		if err := s.evalToplevel(m, st); err != nil {
			return err
		}
	}
	return err
}

func (s *Session) evalToplevel(m *methods.Module, n syntax.Node) error {
	// include("file.jl") of the embedded Base, or relative to the file.
	if path, ok := includeOf(n); ok {
		return s.include(m, path, n.Pos())
	}
	// Statements separated by `;` on one line (a toplevel) are expanded
	// and evaluated one by one, as Julia's: a macro defined by the first
	// is usable in the next (kiln -e 'macro m(x) x end; @m 1').
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadToplevel {
		for _, a := range e.Args {
			if err := s.evalToplevel(m, a); err != nil {
				return err
			}
		}
		return nil
	}
	s.toplevelPos = n.Pos()
	if s.loadingBase {
		if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadMacrocall && len(e.Args) == 2 && macroIdent(e.Args[0]) == "@_after_image" {
			s.baseInit = append(s.baseInit, baseInitStmt{m, e.Args[1]})
			return nil
		}
	}
	// Each top-level statement starts in the latest world.
	s.callerWorld = 0
	n, err := s.expandMacros(m, n)
	if err != nil {
		return err
	}
	if e, ok := n.(*syntax.Expr); ok && e.Head == syntax.HeadToplevel {
		for _, a := range e.Args {
			if err := s.evalToplevel(m, a); err != nil {
				return err
			}
		}
		return nil
	}
	lowerFn := lower.Toplevel
	if m == s.Base || s.embedded > 0 {
		lowerFn = lower.ToplevelLazy
	}
	items, warnings, err := lowerFn(n, m, func(name string) bool { return globalExists(m, name) })
	for _, w := range warnings {
		fmt.Fprintf(s.opts.Stderr, "┌ Warning: %s\n└ @ %s\n", w.Msg, w.Pos)
	}
	if err != nil {
		return err
	}
	for _, it := range items {
		if err := s.evalItem(m, it); err != nil {
			return err
		}
	}
	if !s.soRegistered && m == s.Base {
		if t, ok := s.WellKnown("StackOverflowError").(*types.DataType); ok && types.IsSingleton(t) {
			runtime.SetStackOverflowError(runtime.TypeInstance(s.desc(t)))
			s.soRegistered = true
		}
	}
	// Registered on its own: Base may define it after StackOverflowError.
	if !s.oomRegistered && m == s.Base {
		if o, ok := s.WellKnown("OutOfMemoryError").(*types.DataType); ok && types.IsSingleton(o) {
			runtime.SetOutOfMemoryError(runtime.TypeInstance(s.desc(o)))
			s.oomRegistered = true
		}
	}
	return nil
}

func includeOf(n syntax.Node) (string, bool) {
	e, ok := n.(*syntax.Expr)
	if !ok || e.Head != syntax.HeadCall || len(e.Args) != 2 || !isOp(e.Args[0], "include") {
		return "", false
	}
	lit, ok := e.Args[1].(*syntax.Literal)
	if !ok || lit.Kind != syntax.LitString {
		return "", false
	}
	return lit.Value.(string), true
}

func (s *Session) include(m *methods.Module, path string, pos syntax.Pos) error {
	// The statement that called include goes on after it returns: an
	// error it throws later is reported at that statement (Julia's "in
	// expression starting at"), not at the included file's last one. An
	// error in the included file keeps that file's position.
	saved := s.toplevelPos
	err := s.includeFile(m, path, pos)
	if err == nil {
		s.toplevelPos = saved
	}
	return err
}

func (s *Session) includeFile(m *methods.Module, path string, pos syntax.Pos) error {
	cur := s.fileStack[len(s.fileStack)-1]
	if strings.HasPrefix(cur, "base/") {
		src, err := readBase(path)
		if err != nil {
			return s.errorf(pos, "include: %s", err)
		}
		return s.evalSource(m, "base/"+path, string(src))
	}
	dir := cur[:strings.LastIndex(cur, "/")+1]
	full := path
	if !strings.HasPrefix(path, "/") {
		full = dir + path
	}
	// A relative name is relative to the directory Kiln started in (the
	// script's), not to where a cd has moved the process since.
	src, err := os.ReadFile(lower.AbsPath(full))
	if err != nil {
		return s.errorf(pos, "SystemError: opening file %q: No such file or directory", full)
	}
	s.notePackageFile(m, full, src)
	return s.evalSource(m, full, string(src))
}

func (s *Session) evalItem(m *methods.Module, it lower.Item) error {
	switch x := it.(type) {
	case *lower.Thunk:
		if s.replay != nil {
			// Replaying a package for its image: no code runs; the
			// values it computed come from the image. Code that calls
			// eval (an @eval loop generating methods) runs again: the
			// definitions it makes are not in the image's state.
			s.replay.state.restoreConsts()
			if !callsEval(x.Body) {
				return nil
			}
		}
		return s.runThunk(m, x.Body)
	case *lower.MethodDef:
		return s.defineMethod(m, x)
	case *lower.FuncDecl:
		_, err := s.functionFor(m, x.Name, x.Qual, x.Pos)
		return err
	case *lower.StructDef:
		return s.defineStruct(m, x)
	case *lower.AbstractDef:
		return s.defineAbstract(m, x)
	case *lower.PrimitiveDef:
		return s.definePrimitive(m, x)
	case *lower.Export:
		m.Export(x.Names...)
		return nil
	case *lower.Using:
		return s.using(m, x)
	case *lower.ModuleDef:
		return s.defineModule(m, x)
	case *lower.Workload:
		return s.workload(m, x)
	case *lower.GlobalDecl:
		return s.declareGlobal(m, x)
	case *lower.TypeAlias:
		return s.defineTypeAlias(m, x)
	}
	return fmt.Errorf("internal error: unknown lowered item %T", it)
}

// moduleOf resolves a GlobalRef's module.
func (s *Session) moduleOf(mod any) *methods.Module {
	switch x := mod.(type) {
	case *methods.Module:
		return x
	case ir.ModuleName:
		switch x {
		case ir.CoreModule:
			return s.Core
		case ir.BaseModule:
			if s.Base != nil {
				return s.Base
			}
			return s.Core
		case ir.PrintfModule:
			if s.Base != nil {
				if b := s.Base.OwnBinding("Printf"); b != nil {
					if m, ok := b.Value.(*methods.Module); ok {
						return m
					}
				}
			}
			return s.Base
		}
	}
	return s.Main
}

// globalType is inference's view of a global binding.
func (s *Session) globalType(ref ir.GlobalRef) any {
	m := s.moduleOf(ref.Module)
	b := m.Lookup(ref.Name)
	if b == nil || !b.Defined {
		return types.Any
	}
	if b.Const {
		return &infer.Const{Val: b.Value}
	}
	if b.DeclType != nil {
		return b.DeclType
	}
	return types.Any
}

// functionFor returns the generic function a definition of name in m
// extends, creating it.
func (s *Session) functionFor(m *methods.Module, name string, qual []string, pos syntax.Pos) (*methods.Function, error) {
	target := m
	for _, q := range qual {
		b := target.Lookup(q)
		mm, ok := b.Value.(*methods.Module)
		if b == nil || !ok {
			return nil, s.errorf(pos, "UndefVarError: `%s` not defined", q)
		}
		target = mm
	}
	own := target.OwnBinding(name)
	if own != nil && own.Defined {
		if f, ok := own.Value.(*methods.Function); ok {
			return f, nil
		}
		return nil, s.errorf(pos, "invalid method definition: `%s` is not a function", name)
	}
	if own != nil && own.ImportedFrom != nil {
		if f, ok := own.ImportedFrom.Value.(*methods.Function); ok {
			return f, nil
		}
	}
	// The device overlay module (@device_override) always gets functions of
	// its own: they replace, in GPU code only, the Base functions it sees.
	if len(qual) > 0 && target.Path() != "CUDA.DeviceOverrides" {
		if b := target.Lookup(name); b != nil {
			if f, ok := b.Value.(*methods.Function); ok {
				return f, nil
			}
		}
	}
	f := methods.NewFunction(target, name)
	b := target.Own(name)
	b.Value, b.Const, b.Defined = f, true, true
	s.publishConst(b)
	return f, nil
}

func (s *Session) using(m *methods.Module, u *lower.Using) error {
	if len(u.Names) > 0 && len(u.Paths) == 1 {
		mod, err := s.findModule(m, u.Paths[0], u.Pos)
		if err != nil {
			return err
		}
		for _, nm := range u.Names {
			src := mod.Lookup(nm[0])
			if src == nil && strings.HasPrefix(nm[0], "@") && lower.KnownMacro(nm[0]) {
				// using Base: @propagate_inbounds — a macro lowering
				// implements (or says is not supported) wherever it is used.
				continue
			}
			if src == nil {
				return s.errorf(u.Pos, "UndefVarError: `%s` not defined in `%s`", nm[0], mod.Path())
			}
			b := m.Own(nm[1])
			b.ImportedFrom = src
		}
		return nil
	}
	for _, path := range u.Paths {
		mod, err := s.findModule(m, path, u.Pos)
		if err != nil && len(path) > 1 {
			// import A.b / import ..b: a binding, not a module.
			parent, perr := s.findModule(m, path[:len(path)-1], u.Pos)
			if perr != nil {
				return err
			}
			name := path[len(path)-1]
			src := parent.Lookup(name)
			if src == nil {
				return s.errorf(u.Pos, "UndefVarError: `%s` not defined in `%s`", name, parent.Path())
			}
			m.Own(name).ImportedFrom = src
			continue
		}
		if err != nil {
			return err
		}
		if !u.Import {
			m.Usings = append(m.Usings, mod)
		}
		b := m.Own(mod.Name)
		if !b.Defined {
			b.Value, b.Const, b.Defined = mod, true, true
		}
	}
	return nil
}

func (s *Session) findModule(m *methods.Module, path []string, pos syntax.Pos) (*methods.Module, error) {
	if len(path) == 0 {
		return m, nil
	}
	var cur *methods.Module
	start := 0
	for start < len(path) && path[start] == "." {
		if cur == nil {
			cur = m
		} else if cur.Parent != nil {
			cur = cur.Parent
		}
		start++
	}
	for _, p := range path[start:] {
		var b *methods.Binding
		if cur == nil {
			switch p {
			case "Base":
				cur = s.Base
				continue
			case "Core":
				cur = s.Core
				continue
			case "Main":
				cur = s.Main
				continue
			}
			b = m.Lookup(p)
		} else {
			b = cur.Lookup(p)
		}
		if b == nil && cur == nil {
			pm, err := s.loadPackage(m, p, pos)
			if err != nil {
				return nil, err
			}
			cur = pm
			continue
		}
		if b == nil {
			return nil, s.errorf(pos, "UndefVarError: `%s` not defined", p)
		}
		mm, ok := b.Value.(*methods.Module)
		if !ok {
			return nil, s.errorf(pos, "`%s` is not a module", p)
		}
		cur = mm
	}
	return cur, nil
}

func (s *Session) defineModule(parent *methods.Module, d *lower.ModuleDef) error {
	m := methods.NewModule(d.Name, parent)
	if !d.Bare {
		m.Usings = []*methods.Module{s.Base, s.Core}
	} else {
		m.Usings = []*methods.Module{s.Core}
	}
	self := m.Own(d.Name)
	self.Value, self.Const, self.Defined = m, true, true
	for name, v := range map[string]*methods.Module{"Core": s.Core, "Base": s.Base} {
		b := m.Own(name)
		b.Value, b.Const, b.Defined = v, true, true
	}
	b := parent.Own(d.Name)
	b.Value, b.Const, b.Defined = m, true, true
	for _, st := range d.Body {
		if err := s.evalToplevel(m, st); err != nil {
			return err
		}
	}
	// __init__ runs when the module is loaded: now, unless the module is
	// being replayed from an image (it runs once the image is installed)
	// or its package's image is being generated (it runs at every load
	// of the image instead).
	if s.replay == nil && !s.generatingImageOf(m) {
		return s.runInit(m, d.Pos)
	}
	return nil
}

// generatingImageOf reports whether module m belongs to the package whose
// image this session generates.
func (s *Session) generatingImageOf(m *methods.Module) bool {
	if !s.opts.Precompiling {
		return false
	}
	p := s.packageOf(m)
	return p != nil && (s.opts.PrecompileTarget == "" || p.Name == s.opts.PrecompileTarget)
}

// runInit calls m.__init__() if m defines it.
func (s *Session) runInit(m *methods.Module, pos syntax.Pos) error {
	b := m.OwnBinding("__init__")
	if b == nil || !b.Defined {
		return nil
	}
	if _, ok := b.Value.(*methods.Function); !ok {
		return nil
	}
	saved := s.toplevelPos
	defer func() { s.toplevelPos = saved }()
	return s.evalSource(m, pos.File, "__init__()")
}

// readBase reads a Base source file: from $KILN_BASE_DIR when set (for
// working on Base without rebuilding kiln), else from the embedded copy.
func readBase(name string) ([]byte, error) {
	if dir := os.Getenv("KILN_BASE_DIR"); dir != "" {
		return os.ReadFile(dir + "/" + name)
	}
	return base.FS.ReadFile(name)
}

// workload runs a @setup_workload or @compile_workload block, only while
// precompiling. Tracking starts before a tracked statement is compiled
// and stops after it ran, even when it throws.
func (s *Session) workload(m *methods.Module, w *lower.Workload) error {
	stmts := []syntax.Node{w.Body}
	if b, ok := w.Body.(*syntax.Expr); ok && b.Head == syntax.HeadBlock {
		stmts = b.Args
	}
	if s.replay != nil {
		// Definitions made by the workload survive into the image.
		for _, st := range stmts {
			if err := s.evalToplevel(m, st); err != nil {
				return err
			}
		}
		return nil
	}
	if !s.workloadRuns(m) {
		return nil
	}
	for _, st := range stmts {
		tracked := w.Kind == lower.WorkloadCompile || containsWorkloadMacro(st)
		if err := s.trackedEval(m, st, tracked); err != nil {
			return err
		}
	}
	return nil
}

// workloadRuns reports whether the workloads of module m's package run:
// only while its image is generated, and unless its preferences disable
// them (precompile_workload = false).
func (s *Session) workloadRuns(m *methods.Module) bool {
	if !s.opts.Precompiling {
		return false
	}
	p := s.packageOf(m)
	if s.opts.PrecompileTarget != "" && (p == nil || p.Name != s.opts.PrecompileTarget) {
		return false
	}
	if p != nil && s.pkgs != nil {
		if on, err := pkg.WorkloadEnabled(p, s.pkgs.env); err == nil && !on {
			return false
		}
	}
	return true
}

func (s *Session) trackedEval(m *methods.Module, st syntax.Node, tracked bool) error {
	if tracked && s.opts.TrackBegin != nil {
		s.opts.TrackBegin()
		defer s.opts.TrackEnd()
	}
	return s.evalToplevel(m, st)
}

// containsWorkloadMacro reports whether a @compile_workload block is
// nested in n.
func containsWorkloadMacro(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	if !ok {
		return false
	}
	if e.Head == syntax.HeadMacrocall && len(e.Args) > 0 {
		if id, ok := e.Args[0].(*syntax.Ident); ok && (id.Name == "@compile_workload" || id.Name == "@precompile_all_calls") {
			return true
		}
	}
	for _, a := range e.Args {
		if containsWorkloadMacro(a) {
			return true
		}
	}
	return false
}

// declareGlobal gives a global binding a declared type.
func (s *Session) declareGlobal(m *methods.Module, d *lower.GlobalDecl) error {
	v, err := s.evalTypeExpr(m, d.Type, nil)
	if err != nil {
		return err
	}
	t, ok := v.(types.Type)
	if !ok {
		return s.errorf(d.Pos, "TypeError: in typeassert, expected Type, got %v", v)
	}
	b := m.Own(d.Name)
	if b.Const {
		return s.errorf(d.Pos, "cannot set type for global %s. It already has a value or is already set to a different type.", d.Name)
	}
	if b.DeclType != nil && !types.Equal(b.DeclType, t) {
		return s.errorf(d.Pos, "cannot set type for global %s. It already has a value or is already set to a different type.", d.Name)
	}
	b.DeclType = t
	return nil
}

// baseFunction returns the generic function bound to Base.name, or nil
// before Base defines it.
func (s *Session) baseFunction(name string) *methods.Function {
	if s.Base == nil {
		return nil
	}
	b := s.Base.Lookup(name)
	if b == nil {
		return nil
	}
	f, _ := b.Value.(*methods.Function)
	return f
}
