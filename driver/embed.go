package driver

/*
#include <stdint.h>
static void *kiln_embed_ptr(uintptr_t p) { return (void *)p; }
*/
import "C"

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strings"
	"unicode"
	"unsafe"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// The session API of the embedding package (the module's root package
// kiln): evaluation that returns values, calls with run-time arguments,
// boxing Go values and reading Kiln ones, and errors described as Julia
// reports them.
//
// Every value crosses as the address of a boxed Kiln object. A returned
// address is reachable only until the session next runs code or
// allocates: the caller roots it (runtime.RootSlot) before that. None of
// these methods may be called concurrently with each other or with any
// other method of the session.

// EvalValue parses src (file names it in messages and stack traces) and
// evaluates its top-level statements in Main, as a program's; it returns
// the value of the last statement: nothing for an empty source or a
// definition that has no value in Julia (struct, using), the function for
// a method definition.
func (s *Session) EvalValue(file, src string) (uintptr, error) {
	tree, err := syntax.ParseFile(file, src)
	if err != nil {
		return 0, err
	}
	s.fileStack = append(s.fileStack, file)
	defer func() { s.fileStack = s.fileStack[:len(s.fileStack)-1] }()
	v := s.nothingObject()
	for i, st := range tree.Args {
		if i < len(tree.Args)-1 {
			if err := s.evalToplevel(s.Main, st); err != nil {
				return 0, err
			}
			continue
		}
		if v, err = s.evalLast(s.Main, st); err != nil {
			return 0, err
		}
	}
	return v, nil
}

// IncludeValue evaluates the file at path in Main (as Julia's include) and
// returns the value of its last statement.
func (s *Session) IncludeValue(path string) (uintptr, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return 0, s.errorf(syntax.Pos{}, "SystemError: opening file %q: %s", path, errnoText(err))
	}
	return s.EvalValue(path, string(src))
}

// errnoText is the strerror part of a file error, as Julia's SystemError
// shows it.
func errnoText(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	msg := err.Error()
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg
}

func (s *Session) nothingObject() uintptr { return runtime.TypeInstance(s.desc(types.Nothing)) }

// evalLast evaluates a top-level statement and returns its value.
func (s *Session) evalLast(m *methods.Module, n syntax.Node) (uintptr, error) {
	if path, ok := includeOf(n); ok {
		if err := s.include(m, path, n.Pos()); err != nil {
			return 0, err
		}
		return s.nothingObject(), nil
	}
	// A toplevel (statements separated by ;), or a block with
	// definitions, which evaluates statement by statement (as Core.eval
	// does, evalExpr): the value is the last statement's.
	if e, ok := n.(*syntax.Expr); ok && (e.Head == syntax.HeadToplevel || e.Head == syntax.HeadBlock && isDefinitionBlock(e)) {
		if len(e.Args) == 0 {
			return s.nothingObject(), nil
		}
		for _, a := range e.Args[:len(e.Args)-1] {
			if err := s.evalToplevel(m, a); err != nil {
				return 0, err
			}
		}
		return s.evalLast(m, e.Args[len(e.Args)-1])
	}
	if isDefinitionForm(n) && !isMacrocall(n) {
		if err := s.evalToplevel(m, n); err != nil {
			return 0, err
		}
		return s.definitionValue(m, n), nil
	}
	s.toplevelPos = n.Pos()
	s.callerWorld = 0
	x, err := s.expandMacros(m, n)
	if err != nil {
		return 0, err
	}
	if e, ok := x.(*syntax.Expr); ok && e.Head == syntax.HeadToplevel || isDefinitionForm(x) && !isMacrocall(x) {
		return s.evalLast(m, x)
	}
	// The statement as the argument of Base._kiln_setresult, when it
	// lowers to code only; a form that only a top level can hold (a macro
	// that expands to definitions) is evaluated as a statement.
	pos := x.Pos()
	call := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
		&lower.GlobalRef{Module: s.Base, Name: "_kiln_setresult", P: pos},
		&syntax.Expr{Head: syntax.HeadBlock, P: pos, Args: []syntax.Node{x}}}}
	items, warnings, err := lower.Toplevel(call, m, func(name string) bool { return globalExists(m, name) })
	if err != nil {
		if err := s.evalToplevel(m, x); err != nil {
			return 0, err
		}
		return s.nothingObject(), nil
	}
	for _, w := range warnings {
		fmt.Fprintf(s.opts.Stderr, "┌ Warning: %s\n└ @ %s\n", w.Msg, w.Pos)
	}
	// The items are those of the statement (closure types and methods
	// first), the last thunk sets the result.
	s.setMacroResult(0)
	for _, it := range items {
		if err := s.evalItem(m, it); err != nil {
			return 0, err
		}
	}
	if p, err := s.macroResult(); err == nil && p != 0 {
		return p, nil
	}
	return s.nothingObject(), nil
}

func isMacrocall(n syntax.Node) bool {
	e, ok := n.(*syntax.Expr)
	return ok && e.Head == syntax.HeadMacrocall
}

// definitionValue is the value of a definition as Julia's: the function
// for a method definition (f(x) = …, function f … end), the value of a
// constant, nothing otherwise.
func (s *Session) definitionValue(m *methods.Module, n syntax.Node) uintptr {
	e, _ := n.(*syntax.Expr)
	name := ""
	switch {
	case e == nil:
	case e.Head == syntax.HeadFunction && len(e.Args) > 0 || e.Head == syntax.HeadAssign && len(e.Args) == 2:
		name = calleeName(e.Args[0])
	case e.Head == syntax.HeadConst && len(e.Args) == 1:
		if a, ok := e.Args[0].(*syntax.Expr); ok && a.Head == syntax.HeadAssign && len(a.Args) == 2 {
			if id, ok := a.Args[0].(*syntax.Ident); ok {
				name = id.Name
			}
		}
	}
	if name != "" {
		if p, ok := s.globalObject(m, name); ok {
			return p
		}
	}
	return s.nothingObject()
}

// calleeName is f in f(x), f(x)::T, f(x) where T, and function f.
func calleeName(n syntax.Node) string {
	switch x := n.(type) {
	case *syntax.Ident:
		return x.Name
	case *syntax.Expr:
		switch x.Head {
		case syntax.HeadCall:
			if len(x.Args) > 0 {
				if id, ok := x.Args[0].(*syntax.Ident); ok {
					return id.Name
				}
			}
		case syntax.HeadWhere, syntax.HeadDecl:
			if len(x.Args) > 0 {
				return calleeName(x.Args[0])
			}
		}
	}
	return ""
}

// globalObject is the value of global name of m when it can be read
// without running code.
func (s *Session) globalObject(m *methods.Module, name string) (uintptr, bool) {
	b := m.Lookup(name)
	if b == nil {
		return 0, false
	}
	for b.ImportedFrom != nil && !b.Defined {
		b = b.ImportedFrom
	}
	if !b.Defined {
		return 0, false
	}
	if b.Const {
		if v, ok := b.Value.(bool); ok {
			return s.BoxBool(v), true
		}
		return s.boxConstValue(b.Value)
	}
	if b.Slot == 0 {
		return 0, false
	}
	p := uintptr(runtime.ReadWord(b.Slot, 0))
	return p, p != 0
}

// Global returns the value of the global a dotted path names in Main
// ("x", "Base.pi", "LinearAlgebra.norm"); a name that is not defined is
// Julia's UndefVarError, thrown.
func (s *Session) Global(path string) (uintptr, error) {
	parts := strings.Split(path, ".")
	m := s.Main
	for i, p := range parts {
		if p == "" {
			return 0, s.errorf(syntax.Pos{}, "ArgumentError: invalid name %q", path)
		}
		if i == len(parts)-1 {
			break
		}
		b := m.Lookup(p)
		var next *methods.Module
		if b != nil {
			next, _ = b.Value.(*methods.Module)
			if next == nil && b.ImportedFrom != nil {
				next, _ = b.ImportedFrom.Value.(*methods.Module)
			}
		}
		if next == nil {
			return 0, s.undefVar(p, m)
		}
		m = next
	}
	name := parts[len(parts)-1]
	if p, ok := s.globalObject(m, name); ok {
		return p, nil
	}
	if b := m.Lookup(name); b == nil || !b.Defined && b.ImportedFrom == nil && b.Slot == 0 {
		return 0, s.undefVar(name, m)
	}
	// A builtin, or a constant with no boxed form at hand (a Char, an
	// immutable struct): its value, computed by code.
	for _, c := range path {
		if c < 0x80 && strings.ContainsRune(" \t\n\"'`()[]{};,#$@:", c) {
			return 0, s.errorf(syntax.Pos{}, "ArgumentError: invalid name %q", path)
		}
	}
	ref := name
	if !isPlainIdent(name) {
		ref = ":(" + name + ")"
		if len(parts) == 1 {
			ref = "(" + name + ")"
		}
	}
	if len(parts) > 1 {
		ref = strings.Join(parts[:len(parts)-1], ".") + "." + ref
	}
	return s.EvalValue("none", ref)
}

// undefVar is Julia's UndefVarError for name in m, as an uncaught
// exception.
func (s *Session) undefVar(name string, m *methods.Module) error {
	exc := s.newObject("UndefVarError", uint64(s.symbolAddr(name)))
	if exc == 0 {
		return s.errorf(syntax.Pos{}, "UndefVarError: `%s` not defined", name)
	}
	return &UncaughtError{Exc: exc, Pos: syntax.Pos{File: "none", Line: 1, Col: 1}}
}

// CallValue calls the Kiln function (or callable object) f with
// arguments args, all boxed objects, as a top-level call f(args...) in
// the latest world, and returns the result. The code that makes the call
// is compiled once per number of arguments: every call dispatches at run
// time to the (cached) specialization for its argument types.
func (s *Session) CallValue(f uintptr, args []uintptr) (uintptr, error) {
	fn, err := s.callThunk(len(args))
	if err != nil {
		return 0, err
	}
	h := s.jit.hidden
	runtime.WriteWord(h.OwnBinding("#embed_f").Slot, 0, uint64(f))
	for i, a := range args {
		runtime.WriteWord(h.OwnBinding(fmt.Sprintf("#embed_a%d", i+1)).Slot, 0, uint64(a))
	}
	res := h.OwnBinding("#embed_res").Slot
	runtime.WriteWord(res, 0, 0)
	s.callerWorld = 0
	exc, bt, threw := runtime.Exec(fn, 0)
	// The arguments are the caller's to keep alive from now on.
	for i := range args {
		runtime.WriteWord(h.OwnBinding(fmt.Sprintf("#embed_a%d", i+1)).Slot, 0, 0)
	}
	runtime.WriteWord(h.OwnBinding("#embed_f").Slot, 0, 0)
	if threw {
		return 0, &UncaughtError{Exc: exc, Backtrace: bt, Pos: syntax.Pos{File: "none", Line: 1, Col: 1}}
	}
	return uintptr(runtime.ReadWord(res, 0)), nil
}

// callThunk compiles (once) the top-level code
// `#embed_res = #embed_f(#embed_a1, …, #embed_aN)` over untyped hidden
// globals and returns its address.
func (s *Session) callThunk(n int) (uintptr, error) {
	if s.embedCalls == nil {
		s.embedCalls = map[int]uintptr{}
	}
	if fn, ok := s.embedCalls[n]; ok {
		return fn, nil
	}
	h := s.jit.hidden
	global := func(name string) {
		b := h.Own(name)
		b.Defined = true
		s.slotName(b)
	}
	pos := syntax.Pos{File: "none", Line: 1, Col: 1}
	f := ir.NewFunc("call", pos)
	f.NArgs = 1
	f.Toplevel = true
	f.Module = s.Main
	blk := f.Blocks[0]
	global("#embed_f")
	global("#embed_res")
	callArgs := []*ir.Value{f.NewValue(blk, ir.OpGlobal, pos, ir.GlobalRef{Module: h, Name: "#embed_f"})}
	for i := 1; i <= n; i++ {
		name := fmt.Sprintf("#embed_a%d", i)
		global(name)
		callArgs = append(callArgs, f.NewValue(blk, ir.OpGlobal, pos, ir.GlobalRef{Module: h, Name: name}))
	}
	call := f.NewValue(blk, ir.OpCall, pos, nil, callArgs...)
	f.NewValue(blk, ir.OpSetGlobal, pos, ir.GlobalRef{Module: h, Name: "#embed_res"}, call)
	nothing := f.NewValue(blk, ir.OpConst, pos, types.NothingValue)
	f.NewValue(blk, ir.OpReturn, pos, nil, nothing)
	ci, err := s.engine.InferThunk(f)
	if err != nil {
		return 0, err
	}
	u, addrs, err := s.compile([]*infer.CodeInstance{ci}, nil)
	if err != nil {
		return 0, err
	}
	fn := addrs[u.Entries[ci].Thunk]
	s.embedCalls[n] = fn
	return fn, nil
}

// BaseFunction is the object of function name of Base (repr, sprint,
// showerror, …), or 0.
func (s *Session) BaseFunction(name string) uintptr {
	p, _ := s.globalObject(s.Base, name)
	return p
}

// ErrorInfo describes an error of evaluation as Julia reports it.
type ErrorInfo struct {
	// Exc is the exception object of an uncaught exception (0 for an
	// error found before the code ran: a syntax or compile error).
	Exc uintptr
	// Type is the exception's type as Julia prints it.
	Type string
	// Pos is where the top-level statement (or the compile error) is.
	Pos syntax.Pos
	// Backtrace is the uncaught exception's backtrace.
	Backtrace []uintptr
	// Message is the error's message for compile errors (exceptions are
	// shown with Base.showerror by the caller, which roots Exc first).
	Message string
}

// DescribeError classifies an error that EvalValue, IncludeValue,
// CallValue or Global returned.
func (s *Session) DescribeError(err error) ErrorInfo {
	var ue *UncaughtError
	if errors.As(err, &ue) {
		if ce, ok := s.toplevelErrs[ue.Exc]; ok {
			return s.DescribeError(ce)
		}
		return ErrorInfo{Exc: ue.Exc, Type: s.TypeName(ue.Exc), Pos: ue.Pos, Backtrace: ue.Backtrace}
	}
	var se *syntax.Error
	if errors.As(err, &se) {
		return ErrorInfo{Type: "Base.Meta.ParseError", Pos: se.Pos, Message: "ParseError: " + se.Error()}
	}
	var info ErrorInfo
	var le *lower.Error
	var pe *Error
	var ie *infer.Error
	switch {
	case errors.As(err, &le):
		info.Pos, info.Message = le.Pos, le.Msg
	case errors.As(err, &pe):
		info.Pos, info.Message = pe.Pos, pe.Msg
	case errors.As(err, &ie):
		info.Pos, info.Message = ie.Pos, ie.Msg
	default:
		info.Message = err.Error()
	}
	info.Type = "ErrorException"
	// Compile-time errors that Julia throws as exceptions carry the
	// exception's name first ("UndefVarError: `x` not defined").
	if name, _, ok := strings.Cut(info.Message, ":"); ok && isExceptionName(name) {
		info.Type = name
	}
	return info
}

func isExceptionName(s string) bool {
	if s == "" || !(strings.HasSuffix(s, "Error") || strings.HasSuffix(s, "Exception")) {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.') {
			return false
		}
	}
	return true
}

// Stacktrace is Julia's "Stacktrace:" listing of an uncaught exception's
// backtrace ("" for none).
func (s *Session) Stacktrace(bt []uintptr, top syntax.Pos) string {
	if len(bt) == 0 {
		return ""
	}
	return s.stacktrace(bt, top)
}

// FallbackShow is a short description of an exception for when
// Base.showerror cannot run.
func (s *Session) FallbackShow(exc uintptr) string { return s.fallbackShow(exc) }

// TypeName is the type of the boxed value p, as Julia prints it in Main
// ("Int64", "Vector{Float64}", "Point").
func (s *Session) TypeName(p uintptr) string {
	dt := s.typeOfDesc(runtime.TypeOf(p))
	if dt == nil {
		return "Any"
	}
	return dt.String()
}

// Kind tells which Go value a boxed Kiln value converts to.
type Kind int

// Kinds of values the embedding API converts.
const (
	KindOther Kind = iota
	KindNothing
	KindBool
	KindInt // a signed or unsigned integer of at most 64 bits
	KindFloat
	KindString
	KindFloat64s // Vector{Float64}
	KindInt64s   // Vector{Int64}
)

// KindOf classifies the boxed value p.
func (s *Session) KindOf(p uintptr) Kind {
	dt := s.typeOfDesc(runtime.TypeOf(p))
	switch {
	case dt == nil:
		return KindOther
	case dt == types.Nothing:
		return KindNothing
	case dt == types.Bool:
		return KindBool
	case dt == types.Int8, dt == types.Int16, dt == types.Int32, dt == types.Int64,
		dt == types.UInt8, dt == types.UInt16, dt == types.UInt32, dt == types.UInt64:
		return KindInt
	case dt == types.Float16, dt == types.Float32, dt == types.Float64:
		return KindFloat
	case dt == types.String:
		return KindString
	case types.Equal(dt, types.VectorOf(types.Float64)):
		return KindFloat64s
	case types.Equal(dt, types.VectorOf(types.Int64)):
		return KindInt64s
	}
	return KindOther
}

// IntOf reads a boxed integer (KindInt): its value, and whether it fits
// in an int64 (a UInt64 above typemax(Int64) does not).
func (s *Session) IntOf(p uintptr) (int64, bool) {
	dt := s.typeOfDesc(runtime.TypeOf(p))
	w := runtime.ReadWord(p, 0)
	switch dt {
	case types.Int8:
		return int64(int8(w)), true
	case types.Int16:
		return int64(int16(w)), true
	case types.Int32:
		return int64(int32(w)), true
	case types.Int64:
		return int64(w), true
	case types.UInt8:
		return int64(uint8(w)), true
	case types.UInt16:
		return int64(uint16(w)), true
	case types.UInt32:
		return int64(uint32(w)), true
	case types.UInt64:
		return int64(w), w <= math.MaxInt64
	}
	return 0, false
}

// FloatOf reads a boxed Float16, Float32 or Float64.
func (s *Session) FloatOf(p uintptr) float64 {
	dt := s.typeOfDesc(runtime.TypeOf(p))
	w := runtime.ReadWord(p, 0)
	switch dt {
	case types.Float32:
		return float64(math.Float32frombits(uint32(w)))
	case types.Float16:
		return float16ToFloat64(uint16(w))
	}
	return math.Float64frombits(w)
}

// float16ToFloat64 widens IEEE half-precision bits.
func float16ToFloat64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(frac, -24)
	case 0x1f:
		if frac != 0 {
			return math.NaN()
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1+frac/1024, exp-15)
}

// BoolOf reads a boxed Bool.
func (s *Session) BoolOf(p uintptr) bool { return runtime.ReadWord(p, 0)&1 != 0 }

// StringOf copies the contents of a boxed String.
func (s *Session) StringOf(p uintptr) string { return runtime.StringValue(p) }

// VectorData is the element storage of a boxed Vector{Float64} or
// Vector{Int64}: its address and length. The storage moves when Kiln code
// resizes the vector.
func (s *Session) VectorData(p uintptr) (unsafe.Pointer, int) {
	n := int(runtime.ReadWord(p, 8))
	data := uintptr(runtime.ReadWord(p, 0))
	if n == 0 || data == 0 {
		return nil, 0
	}
	return C.kiln_embed_ptr(C.uintptr_t(data)), n
}

// BoxInt64 boxes an Int64 (and the other integer types: BoxInt).
func (s *Session) BoxInt64(v int64) uintptr { return s.boxInt(v) }

// BoxInt boxes v as a value of the integer type named by bits and
// signedness (8, 16, 32, 64).
func (s *Session) BoxInt(v uint64, bits int, signed bool) uintptr {
	var t *types.DataType
	switch {
	case signed && bits == 8:
		t = types.Int8
	case signed && bits == 16:
		t = types.Int16
	case signed && bits == 32:
		t = types.Int32
	case signed:
		t = types.Int64
	case bits == 8:
		t = types.UInt8
	case bits == 16:
		t = types.UInt16
	case bits == 32:
		t = types.UInt32
	default:
		t = types.UInt64
	}
	p := runtime.AllocAtomic(s.desc(t), 8)
	runtime.WriteWord(p, 0, v)
	return p
}

// BoxFloat64 boxes a Float64.
func (s *Session) BoxFloat64(v float64) uintptr {
	p, _ := s.boxConstValue(v)
	return p
}

// BoxFloat32 boxes a Float32.
func (s *Session) BoxFloat32(v float32) uintptr {
	p := runtime.AllocAtomic(s.desc(types.Float32), 8)
	runtime.WriteWord(p, 0, uint64(math.Float32bits(v)))
	return p
}

// BoxBool boxes a Bool.
func (s *Session) BoxBool(v bool) uintptr {
	p := runtime.AllocAtomic(s.desc(types.Bool), 8)
	if v {
		runtime.WriteWord(p, 0, 1)
	}
	return p
}

// BoxString makes a String.
func (s *Session) BoxString(v string) uintptr { return runtime.NewString(v) }

// Nothing is the object nothing.
func (s *Session) Nothing() uintptr { return s.nothingObject() }

// NewVector allocates a zeroed Vector{Float64} (float true) or
// Vector{Int64} of length n.
func (s *Session) NewVector(float bool, n int) uintptr {
	vt := types.VectorOf(types.Int64)
	if float {
		vt = types.VectorOf(types.Float64)
	}
	desc := s.desc(vt)
	var arr uintptr
	runtime.Do(func() {
		arr = runtime.Alloc(desc, codegen.ArrayObjectSize(1))
		var data uintptr
		if n > 0 {
			data = runtime.AllocAtomic(0, 8*int64(n))
		}
		runtime.WriteWord(arr, 0, uint64(data))
		runtime.WriteWord(arr, 8, uint64(n))
		runtime.WriteWord(arr, 16, uint64(n))
	})
	return arr
}

// isPlainIdent reports whether name is written as itself (not an
// operator, which a qualified reference writes Base.:(+)).
func isPlainIdent(name string) bool {
	for i, c := range name {
		if !(c == '_' || unicode.IsLetter(c) || i > 0 && (unicode.IsDigit(c) || c == '!')) {
			return false
		}
	}
	return name != ""
}
