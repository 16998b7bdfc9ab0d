// Package lower turns Kiln syntax trees (Julia Expr-shaped) into untyped
// SSA IR: it applies Julia's scope rules, lowers control flow to an
// explicit CFG, builds SSA form on the fly, expands the built-in macros,
// and splits method definitions (defaults, keywords, closures) into the
// items that the driver evaluates in order. See docs/internals.md §2.
package lower

import (
	"fmt"
	"sync"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
)

// Error is a lowering error at a source position.
type Error struct {
	Pos syntax.Pos
	Msg string
}

// Error formats the error as file:line:col: message.
func (e *Error) Error() string {
	if e.Pos.IsValid() || e.Pos.File != "" {
		return e.Pos.String() + ": " + e.Msg
	}
	return e.Msg
}

func errorf(pos syntax.Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// Item is one unit of work that lowering hands to the driver, in
// execution order: *Thunk, *MethodDef, *FuncDecl, *StructDef,
// *AbstractDef, *PrimitiveDef, *ModuleDef, *Using, *Export.
type Item interface{ item() }

// Thunk is top-level code to run now. Body is Toplevel and has one
// argument, #self# (unused).
type Thunk struct {
	Body *ir.Func
}

// Sparam is a static parameter (a `where` variable) or a type parameter
// of a struct or abstract type, with optional bounds (nil: none).
type Sparam struct {
	Name   string
	Lb, Ub syntax.Node
}

// MethodDef adds a method to a function.
type MethodDef struct {
	// Name is the binding that names the function, in the module Qual
	// (a path from the current module, e.g. ["Base"] for Base.:+) or the
	// current module when Qual is empty. For callable-object methods
	// (SelfType != nil) it is informational only.
	Name string
	Qual []string
	Pos  syntax.Pos
	// ArgTypes has one type expression per declared argument after
	// #self#; nil means Any. For the vararg argument, the element type.
	ArgTypes []syntax.Node
	IsVararg bool
	Sparams  []Sparam
	// Body is the method body; Body.NArgs counts #self# at 0. With lazy
	// lowering (ToplevelLazy) Body is nil and Lazy lowers it on demand;
	// NArgs is then the argument count (with #self#).
	Body         *ir.Func
	Lazy         func() (*ir.Func, error)
	NArgs        int
	NoSpecialize []bool
	// PropagateInbounds: the definition was marked @propagate_inbounds.
	PropagateInbounds bool
	// Inline is 1 for a definition marked @inline, -1 for @noinline.
	Inline int8
	// NKw is, for the body method of a function with keyword arguments
	// (#f#N(kws..., #self#, args...)), the number of keyword arguments.
	NKw int
	// KwRest is set on such a body method when its last keyword argument
	// is a `kw...` rest (printed `kw...` in method signatures).
	KwRest bool
	// SelfType is the type of argument 0 for callable objects
	// ((p::Point)(x) = ..., closure types, Type{P{T}} for inner
	// constructors with explicit parameters); nil for plain functions.
	SelfType syntax.Node
	// Generator, for an `@generated` method, names the generator function
	// (a function of the current module, defined by an earlier item) that
	// computes each specialization's body; GeneratedSig is the method's
	// signature as written, with which the driver lowers the expression
	// the generator returns (lower.GeneratedBody).
	Generator    string
	GeneratedSig syntax.Node
}

// FuncDecl declares a function without methods: `function f end`.
type FuncDecl struct {
	Name string
	Qual []string
	Pos  syntax.Pos
}

// Field is a field of a struct definition; Type nil means Any.
type Field struct {
	Name string
	Type syntax.Node
	Pos  syntax.Pos
	// Const: declared `const` (a constant field of a mutable struct).
	Const bool
}

// StructDef defines a struct type. InnerCtors are the inner constructors;
// when empty, the driver adds the default constructors.
type StructDef struct {
	Name       string
	Pos        syntax.Pos
	Mutable    bool
	Params     []Sparam
	Super      syntax.Node
	Fields     []Field
	InnerCtors []*MethodDef
}

// AbstractDef defines an abstract type.
type AbstractDef struct {
	Name   string
	Pos    syntax.Pos
	Params []Sparam
	Super  syntax.Node
}

// PrimitiveDef defines a primitive type (`primitive type Name <: Super
// bits end`); Bits is the expression of its size in bits.
type PrimitiveDef struct {
	Name   string
	Pos    syntax.Pos
	Params []Sparam
	Super  syntax.Node
	Bits   syntax.Node
}

// ModuleDef defines a module; the driver lowers Body in the new module.
// Bare is set for baremodule.
type ModuleDef struct {
	Name string
	Bare bool
	Body []syntax.Node
	Pos  syntax.Pos
}

// Using is a using or import statement. Paths are module paths (a leading
// "." element for each dot of a relative path). When Names is non-empty
// the statement has the form `using A: b, c as d` and Paths holds exactly
// one path; each Names entry is {name, alias} (alias == name without as).
type Using struct {
	Pos    syntax.Pos
	Import bool
	Paths  [][]string
	Names  [][2]string
}

// Export lists exported names.
type Export struct {
	Names []string
}

// WorkloadKind tells a setup block from a compile (tracked) block.
type WorkloadKind uint8

// Workload kinds.
const (
	// WorkloadSetup is PrecompileTools' @setup_workload (SnoopPrecompile's
	// @precompile_setup): code run only while an image is generated,
	// without tracking.
	WorkloadSetup WorkloadKind = iota
	// WorkloadCompile is @compile_workload (@precompile_all_calls): code
	// run while an image is generated, with inference tracked.
	WorkloadCompile
)

// Workload is a precompile workload block at top level. The driver runs
// its statements (Body, as top-level code) only while generating an
// image; a @compile_workload nested inside other code (a let in a setup
// block) lowers to its body, tracked by the driver around the whole
// statement.
type Workload struct {
	Kind WorkloadKind
	Body syntax.Node
	Pos  syntax.Pos
}

// GlobalDecl declares the type of a global binding of the current module
// (`global g::Int = 0` at top level); assignments convert to it.
type GlobalDecl struct {
	Name string
	Type syntax.Node
	Pos  syntax.Pos
}

// TypeAlias binds the constant Name to a parametric type (`const
// V{T} = Vector{T}`, `V{T} = Vector{T}`, `const W = Vector{T} where T`):
// Type is a `where` expression the driver evaluates like any other type
// expression.
type TypeAlias struct {
	Name string
	Type syntax.Node
	Pos  syntax.Pos
}

func (*TypeAlias) item()    {}
func (*GlobalDecl) item()   {}
func (*Workload) item()     {}
func (*Thunk) item()        {}
func (*MethodDef) item()    {}
func (*FuncDecl) item()     {}
func (*StructDef) item()    {}
func (*AbstractDef) item()  {}
func (*PrimitiveDef) item() {}
func (*ModuleDef) item()    {}
func (*Using) item()        {}
func (*Export) item()       {}

// counters holds the per-module counter used for generated names
// (#f#1, closure types), so that names stay unique across calls.
var (
	countersMu sync.Mutex
	counters   = map[any]int{}
)

// Toplevel lowers one top-level statement n of module mod. mod is opaque
// to lowering; it is put into every ir.GlobalRef naming a binding of the
// current module. globals reports whether a global of that name exists
// (for the soft-scope warning). n may be a (toplevel ...) Expr, which is
// lowered statement by statement.
func Toplevel(n syntax.Node, mod any, globals func(name string) bool) (items []Item, warnings []Warning, err error) {
	return toplevel(n, mod, globals, false)
}

func toplevel(n syntax.Node, mod any, globals func(name string) bool, lazy bool) (items []Item, warnings []Warning, err error) {
	countersMu.Lock()
	start := counters[mod]
	countersMu.Unlock()
	l := &lowerer{mod: mod, globals: globals, counter: start, lazy: lazy}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				if debugPanics {
					panic(r)
				}
				e = errorf(n.Pos(), "internal error in lowering: %v", r)
			}
			items, err = nil, e
		}
		countersMu.Lock()
		if l.counter > counters[mod] {
			counters[mod] = l.counter
		}
		countersMu.Unlock()
		warnings = l.warnings
	}()
	l.toplevel(l.destructureArgs(l.expandDots(l.expandFastmath(n))))
	return l.items, l.warnings, nil
}

// ToplevelLazy is Toplevel with method bodies lowered on first use, for
// trusted code (Base) where most methods are never called: a body is
// deferred only when lowering it cannot emit items of its own (closures).
// Errors in a deferred body surface when it is first needed.
func ToplevelLazy(n syntax.Node, mod any, globals func(name string) bool) ([]Item, []Warning, error) {
	return toplevel(n, mod, globals, true)
}

// debugPanics makes internal errors crash with a stack trace (tests).
var debugPanics = false

// lowerer holds the state of one Toplevel call.
type lowerer struct {
	mod      any
	globals  func(string) bool
	items    []Item
	warnings []Warning
	counter  int
	// localFuncs guards against several methods of one local function.
	localFuncs map[*Var]syntax.Node
	// localClosures is the closure type of each local function, which a
	// further method that captures nothing joins.
	localClosures map[*Var]*closureInfo
	// lazy defers method bodies (ToplevelLazy).
	lazy bool
	// propagate counts enclosing @propagate_inbounds macros.
	propagate int
	// inline is the innermost enclosing @inline (1) or @noinline (-1).
	inline int8
	// sourceText is the source of expressions that dot syntax was
	// rewritten in, for the labels of @show and @assert (broadcast.go).
	sourceText map[syntax.Node]syntax.Node
	// fastUpdate names the Base.FastMath function of each updating
	// assignment that @fastmath rewrote (fastmath.go).
	fastUpdate map[*syntax.Expr]string
}

// fail aborts lowering with an error at pos.
func fail(pos syntax.Pos, format string, args ...any) {
	panic(errorf(pos, format, args...))
}

func (l *lowerer) gensym(base string) string {
	l.counter++
	if base == "" {
		return fmt.Sprintf("#%d", l.counter)
	}
	return fmt.Sprintf("#%s#%d", base, l.counter)
}
