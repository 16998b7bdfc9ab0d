package infer

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// Owner names an interpreter and every parameter that changes its results
// ("native", "ptx:sm_75"). Two owners never share cache entries.
type Owner string

// Native is the owner of host code.
const Native Owner = "native"

// Interpreter is one compilation pipeline's view of inference.
type Interpreter interface {
	// Owner keys the code cache.
	Owner() Owner
	// FindMethod answers a dispatch question; an overlay interpreter may
	// consult its own table first.
	FindMethod(t *methods.MethodTable, args *types.DataType) methods.MatchResult
}

// NativeInterpreter infers for the host.
type NativeInterpreter struct{}

// Owner returns Native.
func (NativeInterpreter) Owner() Owner { return Native }

// FindMethod uses the global method table.
func (NativeInterpreter) FindMethod(t *methods.MethodTable, args *types.DataType) methods.MatchResult {
	return t.Lookup(args)
}

// CodeInstance is the result of inferring a MethodInstance under one owner.
type CodeInstance struct {
	MI       *methods.MethodInstance
	Owner    Owner
	MinWorld methods.World
	RetType  any
	IR       *ir.Func // typed IR
	// Callees are the code instances this one calls statically: the
	// inference tree below it.
	Callees []*CodeInstance
	// Tables are the method tables this code asked dispatch questions of.
	Tables []*methods.MethodTable
	// EffectFree: no side effects and cannot throw, so a call with a
	// constant result can be dropped.
	EffectFree bool
	// Edges are the dispatch questions inference asked and their answers:
	// the facts this code relies on. An image records them; loading checks
	// that they still hold before installing the code.
	Edges []Edge
	// FromImage marks code restored from a package image: it has no typed
	// IR, and its machine code is linked from the image.
	FromImage bool
	// Artifacts holds per-target products (compiled code), set by codegen.
	Artifacts sync.Map

	valid    atomic.Bool
	inferred bool
}

// AskedAbout reports whether one of the code's dispatch questions on
// table t may have another answer once a method with signature sig is
// added: its signature intersects sig. Invalid code answers true (it is
// dropped from the table's dependents).
func (ci *CodeInstance) AskedAbout(t *methods.MethodTable, sig types.Type) bool {
	if !ci.Valid() {
		return true
	}
	for _, e := range ci.Edges {
		if e.Table == t && !methods.SurelyDisjoint(e.Sig, sig) && types.Intersect(e.Sig, sig) != types.Bottom {
			return true
		}
	}
	return false
}

// Edge is one dispatch question: which method of Table applies to Sig
// (a concrete tuple type). Method is nil when none applied (or the call
// was ambiguous), so the call throws.
type Edge struct {
	Table  *methods.MethodTable
	Sig    *types.DataType
	Method *methods.Method
	// Matches, when not 0, marks a question about abstract argument
	// types: how many methods might apply (their results were joined).
	Matches int
}

// Holds reports whether the dispatch question still has the same answer.
func (e Edge) Holds() bool {
	res := e.Table.Lookup(e.Sig)
	if e.Matches > 0 {
		// The methods themselves are checked by the edges of their
		// concrete cases; here, that no method was added or removed.
		return res.Method == nil && len(res.Ambiguous) == 0 && len(res.Possible) == e.Matches
	}
	if res.Method == e.Method {
		return true
	}
	// An overlay interpreter's answer (a device method replacing the
	// host's) comes from the overlay function's table: it holds if that
	// method still applies there.
	if e.Method != nil && e.Method.Table != e.Table {
		if f, ok := e.Method.Table.Owner.(*methods.Function); ok && len(e.Sig.Params) > 0 {
			ps := make([]types.Type, len(e.Sig.Params))
			ps[0] = f.Type
			for i, p := range e.Sig.Params[1:] {
				t, ok := p.(types.Type)
				if !ok {
					return false
				}
				ps[i+1] = t
			}
			return e.Method.Table.Lookup(types.Tuple(ps...)).Method == e.Method
		}
	}
	return false
}

// NewInstalled returns a code instance restored from an image for mi:
// valid, marked inferred, not yet in the cache (see Install).
func NewInstalled(mi *methods.MethodInstance, owner Owner, ret any, effectFree bool) *CodeInstance {
	ci := &CodeInstance{MI: mi, Owner: owner, MinWorld: methods.CurrentWorld(), RetType: ret, EffectFree: effectFree, FromImage: true}
	ci.valid.Store(true)
	ci.inferred = true
	return ci
}

// Install makes a restored code instance the cached result of its
// MethodInstance, with the dependencies inference would have recorded:
// backedges from the method tables of its edges and from the instances it
// calls statically (ci.Callees), so that later method definitions
// invalidate it exactly as they invalidate inferred code. It does nothing,
// and reports false, when the cache already holds a valid instance.
func Install(ci *CodeInstance) bool {
	if old, ok := cacheGet(ci.MI, ci.Owner); ok && old.Valid() {
		return false
	}
	seen := map[*methods.MethodTable]bool{}
	for _, e := range ci.Edges {
		if !seen[e.Table] {
			seen[e.Table] = true
			ci.Tables = append(ci.Tables, e.Table)
			e.Table.AddBackedge(ci)
		}
	}
	for _, c := range ci.Callees {
		if c.MI != nil {
			c.MI.AddCaller(ci)
		}
	}
	cachePut(ci.MI, ci)
	return true
}

// Valid reports whether the code is still valid in the current world.
func (ci *CodeInstance) Valid() bool { return ci.valid.Load() }

// OnInvalidate is called for every invalidated code instance (the driver
// bumps the dispatch generation).
var OnInvalidate func(ci *CodeInstance)

// Invalidate marks the code stale and invalidates everything that used it.
func (ci *CodeInstance) Invalidate(w methods.World) {
	if !ci.valid.Swap(false) {
		return
	}
	if OnInvalidate != nil {
		OnInvalidate(ci)
	}
	mi := ci.MI
	if mi == nil {
		return // a top-level thunk: it ran once and is never called again
	}
	if c, ok := cacheGet(mi, ci.Owner); ok && c == ci {
		cacheDelete(mi, ci.Owner)
	}
	mi.InvalidateCallers(w)
}

var cacheMu sync.Mutex

func cacheGet(mi *methods.MethodInstance, o Owner) (*CodeInstance, bool) {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if mi.Cache == nil {
		return nil, false
	}
	c, ok := mi.Cache[o]
	if !ok {
		return nil, false
	}
	return c.(*CodeInstance), true
}

func cachePut(mi *methods.MethodInstance, ci *CodeInstance) {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if mi.Cache == nil {
		mi.Cache = map[any]any{}
	}
	mi.Cache[ci.Owner] = ci
}

func cacheDelete(mi *methods.MethodInstance, o Owner) {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	delete(mi.Cache, o)
}

// LazyInstall, when set, is asked for a code instance the cache does not
// hold: code from a loaded package image is installed on first use.
var LazyInstall func(mi *methods.MethodInstance, o Owner) *CodeInstance

// Lookup returns the cached code instance of mi for owner o.
func Lookup(mi *methods.MethodInstance, o Owner) *CodeInstance {
	ci, ok := cacheGet(mi, o)
	if !ok && LazyInstall != nil {
		if ci := LazyInstall(mi, o); ci != nil && ci.Valid() {
			return ci
		}
		return nil
	}
	if !ok || !ci.Valid() {
		return nil
	}
	return ci
}

// FrameInfo describes one inference frame for the tracer.
type FrameInfo struct {
	MI *methods.MethodInstance // nil for a top-level thunk
	// Name is the frame's signature as printed (set for frames given to
	// a Tracer; empty otherwise).
	Name   string
	Owner  Owner
	Parent *FrameInfo
	Pos    syntax.Pos
	Start  time.Time
	// Inclusive is the frame's duration (set at Exit).
	Inclusive time.Duration
	// Tracked is set by the tracer's owner when it wants this frame
	// recorded (precompile tracking).
	ID int
}

// Tracer receives every inference frame.
type Tracer interface {
	Enter(f *FrameInfo)
	Exit(f *FrameInfo)
}

// CallKind says how a call was resolved.
type CallKind uint8

// Call kinds.
const (
	CallDynamic CallKind = iota // run-time dispatch through the generic entry
	CallStatic                  // a direct call of one MethodInstance
	CallBuiltin                 // a builtin or intrinsic, expanded by codegen
	CallSplit                   // union splitting: one static call per case
	CallThrows                  // statically known to throw (no method): made dynamic so the runtime raises the error
	// CallApply is f(xs...) with a splatted value of run-time length (a
	// Vector): dispatched at run time on the expanded arguments, with a
	// result type inferred from the methods that accept the Vararg
	// signature (Julia's _apply_iterate).
	CallApply
)

// Call is the resolution of an OpCall, stored in Value.Call of typed IR.
type Call struct {
	Kind    CallKind
	Builtin *methods.Builtin
	CI      *CodeInstance
	MI      *methods.MethodInstance
	// ArgTypes are the lattice types of the callee and arguments after
	// splat expansion.
	ArgTypes []any
	// Cases of a union-split call: each a concrete argument signature and
	// its target.
	Cases []SplitCase
	// Fallback marks a split over the few methods that an abstractly typed
	// argument may match (area(::Shape) with methods for Circle and
	// Square): a value of none of the cases' types is dispatched at run
	// time, so a subtype or method added later is still called.
	Fallback bool
	// Invoke marks a static call made by Base._invoke(f, T, args...)
	// (Julia's invoke): the callee is f, and the IR's arguments are
	// _invoke, f, T, args...; the code calls CI with f and args.
	Invoke bool
}

// SplitCase is one branch of a union-split call. CI is nil for a case
// that has no method: the call throws (through the generic entry, which
// raises the MethodError).
type SplitCase struct {
	ArgTypes []types.Type // concrete types of callee and args
	CI       *CodeInstance
	MI       *methods.MethodInstance
}

// Engine runs inference for one interpreter.
type Engine struct {
	Interp Interpreter
	Tracer Tracer
	// Resolve evaluates the value of a global binding for inference: it
	// returns a lattice element (a *Const for constants, the declared type
	// or Any otherwise).
	GlobalType func(ref ir.GlobalRef) any
	// BaseFunction returns the generic function Base.name, or nil (the
	// inference of splatting asks for Base.iterate).
	BaseFunction func(name string) *methods.Function
	// Specialize computes the body of a MethodInstance to infer (the
	// method's lowered body).
	mu    sync.Mutex
	stack []*frame
	// OnInferred is called for each newly inferred code instance.
	OnInferred func(ci *CodeInstance)
	frameIDs   int
	constDepth int
	constCache map[string]*CodeInstance
}

// Error is an inference error with a location.
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

// InferMI returns the code instance of mi, inferring it if needed.
func (e *Engine) InferMI(mi *methods.MethodInstance) (*CodeInstance, error) {
	if ci := Lookup(mi, e.Interp.Owner()); ci != nil && ci.inferred {
		return ci, nil
	}
	ci, err := e.infer(mi, nil, nil)
	return ci, err
}

// InferThunk infers a top-level thunk (no MethodInstance).
func (e *Engine) InferThunk(fn *ir.Func) (*CodeInstance, error) {
	ci := &CodeInstance{Owner: e.Interp.Owner()}
	ci.valid.Store(true)
	return e.infer(nil, fn, ci)
}

// Suspend sets the engine's inference stack aside so that code can be
// inferred and compiled from inside an inference (an @generated method's
// generator runs while inference needs the body it generates); the
// returned function puts the stack back. Frames inferred meanwhile do not
// see the suspended ones as their callers.
func (e *Engine) Suspend() (resume func()) {
	stack, depth := e.stack, e.constDepth
	e.stack, e.constDepth = nil, 0
	return func() {
		e.stack, e.constDepth = stack, depth
	}
}
