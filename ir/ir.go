// Package ir defines Kiln's intermediate representation: functions made of
// basic blocks of SSA values, with an explicit control-flow graph.
//
// The same structures carry the untyped IR produced by lowering and the
// typed IR produced by inference: inference clones a function and fills in
// each value's Type and, for calls, how the call was resolved.
package ir

import (
	"fmt"

	"github.com/kiln-lang/kiln/syntax"
)

// Op is the operation of a Value.
type Op uint8

// Operations. Terminators end a block; every other op may appear anywhere
// in a block, phis only at its start.
const (
	OpInvalid Op = iota

	// OpArg is argument Aux.(int) of the function; argument 0 is the
	// function object itself (Julia's #self#).
	OpArg
	// OpConst is a compile-time constant; Aux holds the value (see Const).
	OpConst
	// OpGlobal reads a global binding; Aux is a GlobalRef.
	OpGlobal
	// OpSetGlobal assigns Args[0] to the global binding Aux (a GlobalRef).
	OpSetGlobal
	// OpCall calls Args[0] with arguments Args[1:]. Aux is nil or a
	// *CallInfo (splatted arguments, keyword-call marker).
	OpCall
	// OpPhi merges values: Args[i] flows in from Block.Preds[i].
	OpPhi
	// OpPi narrows Args[0] to the type Aux (a *PiInfo) or Args[1]: it holds only in
	// the blocks dominated by the branch that established it.
	OpPi
	// OpSparam is the value of the method's static parameter Aux.(int).
	OpSparam
	// OpUndef is the value of a local variable read before any assignment
	// on some path; reading it throws UndefVarError (Aux is the name).
	OpUndef
	// OpNewVar allocates a stack slot for a variable that lives across a
	// try block (values in registers do not survive a longjmp). Aux is the
	// variable's name.
	OpNewVar
	// OpLoadVar reads the slot Args[0]; OpStoreVar writes Args[1] to it.
	OpLoadVar
	OpStoreVar
	// OpIsDefinedVar reports whether the slot Args[0] was assigned.
	OpIsDefinedVar
	// OpLeave removes the innermost Aux.(int) handlers.
	OpLeave
	// OpException is the exception being handled, in a catch block.
	OpException
	// OpCatchState is the first instruction of a catch block: the
	// exception state to restore when the block is left (the exception
	// being handled when its try began, or none).
	OpCatchState
	// OpPopException restores the exception state Args[0] (an
	// OpCatchState) where a catch block is left other than by a throw, as
	// Julia's pop_exception: the exception it handled is no longer
	// current (rethrow() after it is an error).
	OpPopException
	// OpToplevel evaluates the top-level form Aux (a syntax.Node) when
	// reached: method and type definitions nested in top-level control flow.
	OpToplevel
	// OpNewClosure creates an instance of the closure type Aux.(*ClosureInfo)
	// with the captured values Args.
	OpNewClosure

	// Terminators.

	// OpJump continues at Block.Succs[0].
	OpJump
	// OpBranch continues at Succs[0] if Args[0] is true, else at Succs[1].
	OpBranch
	// OpReturn returns Args[0].
	OpReturn
	// OpUnreachable marks a point control never reaches (after a throw).
	OpUnreachable
	// OpEnter installs an exception handler and continues at Succs[0]; when
	// an exception is thrown before the handler is left, control resumes
	// at Succs[1], the catch block.
	OpEnter
)

var opNames = [...]string{
	OpInvalid: "invalid", OpArg: "arg", OpConst: "const", OpGlobal: "global",
	OpSetGlobal: "setglobal", OpCall: "call", OpPhi: "phi", OpPi: "pi",
	OpSparam: "sparam", OpUndef: "undef", OpNewVar: "newvar", OpLoadVar: "loadvar",
	OpStoreVar: "storevar", OpIsDefinedVar: "isdefinedvar",
	OpLeave: "leave", OpException: "exception", OpCatchState: "catchstate",
	OpPopException: "popexception", OpToplevel: "toplevel",
	OpNewClosure: "closure", OpJump: "goto", OpBranch: "br", OpReturn: "return",
	OpUnreachable: "unreachable", OpEnter: "enter",
}

// String returns the op's name as the printer writes it.
func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return fmt.Sprintf("op%d", o)
}

// IsTerminator reports whether the op ends a block.
func (o Op) IsTerminator() bool { return o >= OpJump }

// Value is one SSA value (an instruction).
type Value struct {
	ID    int
	Op    Op
	Args  []*Value
	Aux   any
	Block *Block
	Pos   syntax.Pos
	// Type is the inferred lattice element (typed IR only).
	Type any
	// Call is how inference resolved an OpCall (typed IR only).
	Call any
	// Flags carries per-op bits (see the Flag constants).
	Flags uint8
}

// Value flags.
const (
	// FlagInbounds marks a call made inside @inbounds.
	FlagInbounds uint8 = 1 << iota
	// FlagNot marks an OpPi that narrows to the complement of its type.
	FlagNot
	// FlagVolatile marks slot accesses inside a try region.
	FlagVolatile
	// FlagConst marks an OpSetGlobal that declares a constant (const x = v).
	FlagConst
)

// Block is a basic block.
type Block struct {
	ID     int
	Instrs []*Value // phis first, terminator last
	Preds  []*Block
	Succs  []*Block
	Func   *Func
}

// Terminator returns the block's last instruction if it is a terminator.
func (b *Block) Terminator() *Value {
	if n := len(b.Instrs); n > 0 && b.Instrs[n-1].Op.IsTerminator() {
		return b.Instrs[n-1]
	}
	return nil
}

// Func is a lowered function body: a method, a closure body or a top-level
// thunk.
type Func struct {
	Name     string
	Blocks   []*Block // Blocks[0] is the entry
	NArgs    int      // including #self#
	ArgNames []string
	// IsVararg says the last argument collects the remaining ones in a tuple.
	IsVararg bool
	// Sparams are the names of the static parameters.
	Sparams []string
	Pos     syntax.Pos
	// Module is the module whose globals the body refers to.
	Module any
	// Toplevel marks a top-level thunk.
	Toplevel bool
	// NoSpecialize lists arguments declared @nospecialize.
	NoSpecialize []bool
	nextID       int
	nextBlock    int
}

// NewFunc makes an empty function with an entry block.
func NewFunc(name string, pos syntax.Pos) *Func {
	f := &Func{Name: name, Pos: pos}
	f.NewBlock()
	return f
}

// NewBlock appends a new, empty block.
func (f *Func) NewBlock() *Block {
	b := &Block{ID: f.nextBlock, Func: f}
	f.nextBlock++
	f.Blocks = append(f.Blocks, b)
	return b
}

// NewValue appends a value to block b.
func (f *Func) NewValue(b *Block, op Op, pos syntax.Pos, aux any, args ...*Value) *Value {
	v := f.MakeValue(op, pos, aux, args...)
	v.Block = b
	b.Instrs = append(b.Instrs, v)
	return v
}

// MakeValue creates a value without placing it in a block.
func (f *Func) MakeValue(op Op, pos syntax.Pos, aux any, args ...*Value) *Value {
	f.nextID++
	return &Value{ID: f.nextID, Op: op, Args: args, Aux: aux, Pos: pos}
}

// NumValues returns one more than the largest value ID in use.
func (f *Func) NumValues() int { return f.nextID + 1 }

// AddEdge records a CFG edge from b to s.
func AddEdge(b, s *Block) {
	b.Succs = append(b.Succs, s)
	s.Preds = append(s.Preds, b)
}

// ModuleName is a sentinel module for GlobalRefs that lowering makes to
// the standard modules (Julia's (core f) and (top f)).
type ModuleName string

// The standard modules.
const (
	CoreModule ModuleName = "Core"
	BaseModule ModuleName = "Base"
	// PrintfModule is the standard library module Printf, which the
	// expansions of @printf and @sprintf call (Printf.format,
	// Printf.Format) whether or not the user's module binds Printf.
	PrintfModule ModuleName = "Printf"
)

// GlobalRef names a global binding: a module (an opaque value owned by the
// package that defines modules) and a name.
type GlobalRef struct {
	Module any
	Name   string
}

// CallInfo annotates an OpCall.
type CallInfo struct {
	// Splat marks arguments (indexes into Args, 1-based like Args) that are
	// splatted: f(xs...).
	Splat []bool
}

// HasSplat reports whether any argument is splatted.
func (c *CallInfo) HasSplat() bool {
	if c == nil {
		return false
	}
	for _, s := range c.Splat {
		if s {
			return true
		}
	}
	return false
}

// PiInfo is the narrowing of an OpPi: the value has type Type, or with
// FlagNot, the value's type minus Type. Type is a types.Type, or nil when
// the type is the π's second argument, a value computed by the code (x isa
// T with T an expression): inference narrows by it when it knows it as a
// constant.
type PiInfo struct {
	Type any
	// Singleton marks a FlagNot π from a failed x === y: it excludes
	// Type only when Type is a singleton type (x !== nothing proves x is
	// not Nothing; x !== 1 proves nothing about Int64).
	Singleton bool
}

// ClosureInfo describes the closure type created by an OpNewClosure. The
// lowering package fills it; Type is the closure's DataType or UnionAll
// (with one parameter per captured variable).
type ClosureInfo struct {
	Type     any
	Captured []string
}

// Clone returns a deep copy of f's blocks and values (Aux values are
// shared). The map from old to new values is returned for callers that
// carry side tables.
func (f *Func) Clone() *Func {
	g := *f
	g.Blocks = make([]*Block, len(f.Blocks))
	bmap := make(map[*Block]*Block, len(f.Blocks))
	for i, b := range f.Blocks {
		nb := &Block{ID: b.ID, Func: &g}
		g.Blocks[i] = nb
		bmap[b] = nb
	}
	vmap := make(map[*Value]*Value, f.nextID)
	for i, b := range f.Blocks {
		nb := g.Blocks[i]
		nb.Instrs = make([]*Value, len(b.Instrs))
		for j, v := range b.Instrs {
			nv := *v
			nv.Block = nb
			nb.Instrs[j] = &nv
			vmap[v] = &nv
		}
		for _, p := range b.Preds {
			nb.Preds = append(nb.Preds, bmap[p])
		}
		for _, s := range b.Succs {
			nb.Succs = append(nb.Succs, bmap[s])
		}
	}
	for _, b := range g.Blocks {
		for _, v := range b.Instrs {
			if len(v.Args) > 0 {
				args := make([]*Value, len(v.Args))
				for k, a := range v.Args {
					args[k] = vmap[a]
				}
				v.Args = args
			}
			if blk, ok := v.Aux.(*Block); ok {
				v.Aux = bmap[blk]
			}
		}
	}
	return &g
}

// CcallVariadicMarker is the symbol lowering puts in a ccall's tuple of
// argument types before the variadic ones of a C variadic function
// (`(Cstring, Cint...)` with two extra arguments becomes (Cstring, marker,
// Cint, Cint)); codegen declares the function variadic after the fixed
// arguments before it.
const CcallVariadicMarker = "#ccall_varargs"
