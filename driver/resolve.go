package driver

import (
	"bytes"
	"fmt"
	"math"
	"os"
	goruntime "runtime"
	"strings"
	"unsafe"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// resolve is the dynamic dispatch resolver: descriptors of the callee and
// the arguments in, a generic entry (or an exception) out.
func (s *Session) resolve(ds []uintptr) (uintptr, uintptr) {
	ts := make([]types.Type, len(ds))
	for i, d := range ds {
		dt := s.typeOfDesc(d)
		if dt == nil {
			return 0, s.errorException(fmt.Sprintf("internal error: unknown type descriptor in dynamic call"))
		}
		ts[i] = dt
	}
	// Type objects dispatch as Type{T}: read their values.
	var fv uintptr
	var argv []uintptr
	for i, t := range ts {
		if !types.IsKind(t) {
			continue
		}
		if argv == nil {
			// The call-site caches key a type object by its address
			// (KILN_T_KIND), so the answer may be cached.
			fv, argv = runtime.DispatchValues()
		}
		p := fv
		if i > 0 {
			p = argv[i-1]
		}
		if tv, ok := s.typeFromObject(p); ok {
			ts[i] = types.TypeOfType(tv)
		}
	}
	sig := types.Tuple(ts...)
	if debugDispatch {
		fmt.Fprintf(os.Stderr, "kiln: dynamic dispatch %s\n", sig)
	}
	if s.dispatchBegin != nil {
		caller, file, line := "top-level scope", "", 0
		var call *ir.Value
		s.jit.mu.Lock()
		site, ok := s.jit.sites[runtime.DispatchSite()]
		s.jit.mu.Unlock()
		if ok {
			if site.CI != nil && site.CI.MI != nil {
				caller = site.CI.MI.String()
			}
			if site.Call != nil {
				call = site.Call
				file, line = site.Call.Pos.File, int(site.Call.Pos.Line)
			}
		}
		s.dispatchBegin(caller, file, line, call)
		defer s.dispatchEnd()
	}
	if b, ok := methods.BuiltinOfType(ts[0]); ok {
		return s.builtinEntry(b, sig)
	}
	tbl := methods.TableFor(ts[0])
	var res methods.MatchResult
	if tbl != nil {
		res = tbl.Lookup(sig)
	}
	if res.Method == nil {
		return s.throwerEntry(ts)
	}
	if s.callerWorld != 0 && res.Method.MinWorld > s.callerWorld && s.dispatchFromFunction() {
		// A method that eval defined after the running function's world
		// began: Julia's MethodError ("may be too new"). The answer
		// changes with the world, so the call site does not keep it.
		runtime.DispatchNoCache()
		return s.throwerEntry(ts)
	}
	mi := res.Method.Specialize(res.Method.CompilationSig(sig), res.Env)
	fn, err := s.jlcallFor(mi, false)
	if err != nil {
		return 0, s.errorException(err.Error())
	}
	return fn, 0
}

func (s *Session) jlcallFor(mi *methods.MethodInstance, shift bool) (uintptr, error) {
	ci, err := s.engine.InferMI(mi)
	if err != nil {
		return 0, err
	}
	if !shift {
		c, err := s.ensureCompiled(ci)
		if err != nil {
			return 0, err
		}
		return c.generic, nil
	}
	js := s.jit
	js.mu.Lock()
	if a, ok := js.jlcalls[ci]; ok {
		js.mu.Unlock()
		return a, nil
	}
	js.mu.Unlock()
	u, addrs, err := s.compile([]*infer.CodeInstance{ci}, map[*infer.CodeInstance]bool{ci: true})
	if err != nil {
		return 0, err
	}
	a := addrs[u.Entries[ci].Generic]
	js.mu.Lock()
	js.jlcalls[ci] = a
	js.mu.Unlock()
	return a, nil
}

// throwerEntry returns the generic entry of Base._throw_methoderror
// specialized to the call's types: called like the missing method, it
// throws MethodError(f, args).
func (s *Session) throwerEntry(ts []types.Type) (uintptr, uintptr) {
	b := s.Base.Lookup("_throw_methoderror")
	f, ok := b.Value.(*methods.Function)
	if b == nil || !ok {
		return 0, s.errorException("MethodError: no method matching " + methods.SigString(fnName(ts[0]), types.Tuple(ts...)))
	}
	sig := types.Tuple(append([]types.Type{f.Type}, ts...)...)
	res := f.Table.Lookup(sig)
	if res.Method == nil {
		return 0, s.errorException("internal error: _throw_methoderror does not apply")
	}
	fn, err := s.jlcallFor(res.Method.Specialize(sig, res.Env), true)
	if err != nil {
		return 0, s.errorException(err.Error())
	}
	return fn, 0
}

func fnName(t types.Type) string {
	if f, ok := methods.FunctionOfType(t); ok {
		return f.Name
	}
	return "(::" + t.String() + ")"
}

// builtinEntry compiles a generic entry that calls a builtin with the
// given concrete argument types.
func (s *Session) builtinEntry(b *methods.Builtin, sig *types.DataType) (uintptr, uintptr) {
	tbl := methods.TypeTable(b.Type.Name)
	res := tbl.Lookup(sig)
	var m *methods.Method
	if res.Method != nil {
		m = res.Method
	} else if b.Name == "tuple" && len(sig.Params)-1 > methods.TupleSpecLimit {
		// A long tuple(v...): built from the arguments at run time, not
		// compiled for each length.
		return tupleJlcall(), 0
	} else {
		n := len(sig.Params)
		f := ir.NewFunc(b.Name, syntax.Pos{})
		f.NArgs = n
		blk := f.Blocks[0]
		args := []*ir.Value{f.NewValue(blk, ir.OpConst, syntax.Pos{}, b)}
		for i := 1; i < n; i++ {
			args = append(args, f.NewValue(blk, ir.OpArg, syntax.Pos{}, i))
		}
		r := f.NewValue(blk, ir.OpCall, syntax.Pos{}, nil, args...)
		f.NewValue(blk, ir.OpReturn, syntax.Pos{}, nil, r)
		m = &methods.Method{Name: b.Name, Module: s.Core, Sig: sig, Body: f, NArgs: n}
		tbl.Add(m)
	}
	s.noDynBuiltins = true
	fn, err := s.jlcallFor(m.Specialize(m.CompilationSig(sig), nil), false)
	s.noDynBuiltins = false
	if err != nil {
		return 0, s.errorException(err.Error())
	}
	return fn, 0
}

// newObject builds a boxed instance of a Base type from field values given
// as words: pointers for boxed fields, raw bits for bits fields.
func (s *Session) newObject(typeName string, words ...uint64) uintptr {
	t, _ := s.WellKnown(typeName).(*types.DataType)
	if t == nil {
		return 0
	}
	size, _ := codegen.TypeSize(t, s.jit.layout)
	if size < 8*int64(len(words)) {
		size = 8 * int64(len(words))
	}
	p := runtime.Alloc(s.desc(t), size)
	offs := codegen.FieldOffsets(t, s.jit.layout)
	for i, w := range words {
		if i < len(offs) {
			runtime.WriteWord(p, offs[i], w)
		}
	}
	return p
}

func (s *Session) boxInt(v int64) uintptr {
	p := runtime.Alloc(s.desc(types.Int64), 8)
	runtime.WriteWord(p, 0, uint64(v))
	return p
}

func (s *Session) errorException(msg string) uintptr {
	p := s.newObject("ErrorException", uint64(runtime.NewString(msg)))
	if p == 0 {
		return runtime.NewString(msg)
	}
	return p
}

// makeError builds the exceptions the C helpers throw.
func (s *Session) makeError(kind int, a uintptr, b, c uint64) uintptr {
	switch kind {
	case 1: // UndefVarError(sym)
		if p := s.newObject("UndefVarError", uint64(a)); p != 0 {
			return p
		}
	case 2: // BoundsError(a, i)
		if p := s.newObject("BoundsError", uint64(a), uint64(s.boxInt(int64(b)))); p != 0 {
			return p
		}
	case 5: // FieldError: type T has no field f
		dt := s.typeOfDesc(runtime.TypeOf(a))
		s.jit.mu.Lock()
		name := s.jit.symAddr[uintptr(b)]
		s.jit.mu.Unlock()
		// Code for a value with no fields (a singleton, such as (;))
		// passes its type object instead of the value.
		if dt != nil && dt.Name.Name == "DataType" {
			if t, ok := s.typeFromObject(a); ok {
				if d, ok := t.(*types.DataType); ok {
					dt = d
				}
			}
		}
		// Julia 1.10's jl_has_no_field_error names the type without its
		// parameters: "type NamedTuple has no field a".
		tn := "?"
		if dt != nil {
			tn = dt.Name.Name
		}
		return s.errorException(fmt.Sprintf("type %s has no field %s", tn, name))
	case 6: // setfield! on an immutable struct
		tn := "?"
		if dt := s.typeOfDesc(runtime.TypeOf(a)); dt != nil {
			tn = dt.String()
		}
		return s.errorException("setfield!: immutable struct of type " + tn + " cannot be changed")
	case 7: // an array's dimensions (Julia's jl_array_validate_dims)
		if p := s.newObject("ArgumentError", uint64(runtime.NewString("invalid Array dimensions"))); p != 0 {
			return p
		}
	case 8: // an array's byte size overflows: jl_error in Julia
		return s.errorException("invalid Array size")
	case 9: // a builtin's ArgumentError(msg)
		if p := s.newObject("ArgumentError", uint64(a)); p != 0 {
			return p
		}
	case 10: // a builtin's ErrorException(msg)
		if p := s.newObject("ErrorException", uint64(a)); p != 0 {
			return p
		}
	case 11: // a builtin's TypeError(func, "", expected, got)
		if p := s.newObject("TypeError", uint64(a), uint64(runtime.NewString("")), b, c); p != 0 {
			return p
		}
	case 4: // UndefRefError()
		if t, ok := s.WellKnown("UndefRefError").(*types.DataType); ok && types.IsSingleton(t) {
			return runtime.TypeInstance(s.desc(t))
		}
	case 3: // TypeError(:typeassert, "", T, x)
		if p := s.newObject("TypeError", uint64(s.symbolAddr("typeassert")), uint64(runtime.NewString("")), b, uint64(a)); p != 0 {
			return p
		}
	}
	return s.errorException("error")
}

func (s *Session) boolCheck(x uintptr) uintptr {
	if dt := s.typeOfDesc(runtime.TypeOf(x)); dt == types.Bool {
		return uintptr(runtime.ReadWord(x, 0) & 1)
	}
	p := s.newObject("TypeError", uint64(s.symbolAddr("if")), uint64(runtime.NewString("")), uint64(s.typeObjectAddr(types.Bool)), uint64(x))
	if p == 0 {
		p = s.errorException("TypeError: non-boolean used in boolean context")
	}
	return p
}

func (s *Session) isa(x, t uintptr) bool {
	tt, ok := s.typeFromObject(t)
	if !ok {
		return false
	}
	// A type object is an instance of Type{T} for itself, not only of its
	// kind (DataType, UnionAll, Union): Float64 isa Type{<:AbstractFloat}.
	if xt, ok := s.typeFromObject(x); ok {
		return types.Subtype(types.TypeOfType(xt), tt)
	}
	dt := s.typeOfDesc(runtime.TypeOf(x))
	if dt == nil {
		return false
	}
	return types.Subtype(dt, tt)
}

func (s *Session) typeofObject(x uintptr) uintptr {
	if t, ok := s.typeFromObject(x); ok {
		return s.typeObjectAddr(types.TypeOfTypeValue(t))
	}
	dt := s.typeOfDesc(runtime.TypeOf(x))
	if dt == nil {
		return s.typeObjectAddr(types.Any)
	}
	return s.typeObjectAddr(juliaTupleType(dt))
}

// juliaTupleType is Julia's typeof for a tuple object whose Kiln type
// keeps type objects as Type{T} elements (the vararg tuple of f(Int8) is
// a Tuple{Type{Int8}} here, a Tuple{DataType} in Julia).
func juliaTupleType(dt *types.DataType) *types.DataType {
	if dt.Name != types.TupleT || types.HasFreeVars(dt) {
		return dt
	}
	var ps []types.Type
	for i, p := range dt.Params {
		pt, ok := p.(types.Type)
		if !ok {
			return dt
		}
		q := pt
		switch x := pt.(type) {
		case *types.Vararg:
			return dt
		case *types.DataType:
			if x.Name == types.TypeT && len(x.Params) == 1 {
				if t, ok := x.Params[0].(types.Type); ok {
					q = types.TypeOfTypeValue(t)
				}
			} else {
				q = juliaTupleType(x)
			}
		}
		if q != pt && ps == nil {
			ps = make([]types.Type, i, len(dt.Params))
			for j := 0; j < i; j++ {
				ps[j] = dt.Params[j].(types.Type)
			}
		}
		if ps != nil {
			ps = append(ps, q)
		}
	}
	if ps == nil {
		return dt
	}
	return types.Tuple(ps...)
}

func (s *Session) typeString(t uintptr) uintptr {
	tt, ok := s.typeFromObject(t)
	if !ok {
		return runtime.NewString("?")
	}
	return runtime.NewString(tt.String())
}

func (s *Session) egalSlow(a, b uintptr) bool {
	dt := s.typeOfDesc(runtime.TypeOf(a))
	if dt == nil {
		return false
	}
	if ta, ok := s.typeFromObject(a); ok {
		tb, ok := s.typeFromObject(b)
		return ok && types.Equal(ta, tb)
	}
	if dt == types.SymbolT {
		return false // interned: equal Symbols are the same object
	}
	return s.egalInline(a, b, dt)
}

// egalObjects is === on two boxed objects (or null pointers): the same
// object, or immutable values of one type with egal contents.
func (s *Session) egalObjects(a, b uintptr) bool {
	if a == b {
		return true
	}
	if a == 0 || b == 0 {
		return false
	}
	return egalAddr(a, b)
}

// egalInline compares the payloads at a and b of the immutable concrete
// type dt as Julia's === does: bits compare bitwise and references
// (String, immutable structs held by pointer) compare with ===
// recursively, so S("a") === S(string('a')) for a struct with a String
// field.
func (s *Session) egalInline(a, b uintptr, dt *types.DataType) bool {
	switch dt.Name.Kind {
	case types.KindStruct, types.KindTuple, types.KindNamedTuple:
	default:
		size, _ := codegen.TypeSize(dt, s.jit.layout)
		return bytes.Equal(memBytes(a, size), memBytes(b, size))
	}
	fts := types.FieldTypes(dt)
	slots := codegen.FieldSlots(dt, s.jit.layout)
	for i, sl := range slots {
		fa, fb := a+uintptr(sl.Offset), b+uintptr(sl.Offset)
		if sl.Boxed {
			if !s.egalObjects(uintptr(runtime.ReadWord(fa, 0)), uintptr(runtime.ReadWord(fb, 0))) {
				return false
			}
			continue
		}
		if fdt, ok := fts[i].(*types.DataType); ok && types.IsConcrete(fdt) && !types.IsMutable(fdt) {
			if !s.egalInline(fa, fb, fdt) {
				return false
			}
			continue
		}
		if !bytes.Equal(memBytes(fa, sl.Size), memBytes(fb, sl.Size)) {
			return false
		}
	}
	return true
}

// setArgs binds Base.ARGS, a Vector{String} of the program's arguments,
// and Base.LOAD_PATH, Julia's default ["@", "@v#.#", "@stdlib"] (the
// package environment; directories a program pushes are searched after it,
// loadFromLoadPath). Both are built here, not by Base's code, so that a
// start-up compiles nothing.
func (s *Session) setArgs() {
	s.bindStringVector("ARGS", s.opts.Args)
	s.bindStringVector("LOAD_PATH", []string{"@", "@v#.#", "@stdlib"})
	s.setProgramEnv()
}

// bindStringVector binds the exported constant Base.name to a new
// Vector{String} of vals.
func (s *Session) bindStringVector(name string, vals []string) {
	vt := types.VectorOf(types.String)
	desc := s.desc(vt)
	var arr uintptr
	runtime.Do(func() {
		n := int64(len(vals))
		arr = runtime.Alloc(desc, codegen.ArrayObjectSize(1))
		data := runtime.Alloc(0, 8*n+8)
		runtime.WriteWord(arr, 0, uint64(data))
		runtime.WriteWord(arr, 8, uint64(n))
		runtime.WriteWord(arr, 16, uint64(n))
		for i, a := range vals {
			runtime.WriteWord(data, int64(8*i), uint64(runtime.NewString(a)))
		}
	})
	slot := runtime.RootSlot()
	runtime.WriteWord(slot, 0, uint64(arr))
	b := s.Base.Own(name)
	b.Value, b.Const, b.Defined, b.Slot = &RuntimeValue{Ptr: arr, Type: vt, Name: "Base." + name}, true, true, slot
	s.Base.Export(name)
}

// setProgramEnv binds what describes this run rather than the machine that
// built the system image: Base.PROGRAM_FILE (the script as given, "" for
// -e), Sys.CPU_THREADS and Sys.BINDIR.
func (s *Session) setProgramEnv() {
	b := s.Base.Own("PROGRAM_FILE")
	b.Value, b.Const, b.Defined = s.opts.Script, true, true
	s.Base.Export("PROGRAM_FILE")
	sb := s.Base.OwnBinding("Sys")
	if sb == nil {
		return
	}
	sys, ok := sb.Value.(*methods.Module)
	if !ok {
		return
	}
	b = sys.Own("CPU_THREADS")
	b.Value, b.Const, b.Defined = int64(runtime.SysInfo(0)), true, true
	b = sys.Own("BINDIR")
	b.Value, b.Const, b.Defined = runtime.Bindir(), true, true
}

var debugDispatch = os.Getenv("KILN_DEBUG_DISPATCH") != ""

// tupleLayout is how a tuple of the run-time types of boxed elements is
// built: makeTuple uses it, and the C helper kiln_make_tuple caches it per
// combination of element types (shim.c).
type tupleLayout struct {
	desc, instance uintptr // instance: non-zero for a singleton tuple
	size           int64
	slots          []codegen.FieldSlot // one per element
}

// tupleLayoutOf computes the layout of the tuple of the run-time types of
// the n boxed values at elems (Any for an unknown descriptor).
func (s *Session) tupleLayoutOf(elems uintptr, n int) tupleLayout {
	ts := make([]types.Type, n)
	for i := range ts {
		dt := s.typeOfDesc(runtime.TypeOf(uintptr(runtime.ReadWord(elems, int64(8*i)))))
		if dt == nil {
			ts[i] = types.Any
		} else {
			ts[i] = dt
		}
	}
	tt := types.Tuple(ts...)
	l := tupleLayout{desc: s.desc(tt)}
	if types.IsSingleton(tt) {
		l.instance = runtime.TypeInstance(l.desc)
		return l
	}
	l.size, _ = codegen.TypeSize(tt, s.jit.layout)
	l.slots = codegen.FieldSlots(tt, s.jit.layout)
	return l
}

// makeTuple builds a tuple whose type is the tuple of the elements'
// run-time types, from boxed elements.
// ccallPointer is the address a ccall passes for a Ptr{T} or Ref{T}
// argument (tobj the type object) given the run-time value x, as Julia's
// unsafe_convert(P, cconvert(P, x)): a pointer as it is, an array's data,
// a String's bytes (Ptr{UInt8}, Ptr{Int8}, Ptr{Cvoid}), and for a
// RefValue{T} (any RefValue for Ptr{Cvoid}) the address of its value when
// that is stored inline, else the object it holds. For Ref{T} a value of
// type T is passed as itself when mutable and as a copy when not (C's
// writes to the copy are lost, as with Julia's temporary RefValue). ok is
// false for anything else (convert(P, x) decides).
func (s *Session) ccallPointer(tobj, x uintptr) (uintptr, bool) {
	t, _ := s.typeFromObject(tobj)
	pt, _ := t.(*types.DataType)
	dt, _ := s.dispatchTypeOf(x).(*types.DataType)
	if pt == nil || len(pt.Params) != 1 || dt == nil {
		return 0, false
	}
	isRef := pt.Name.Name == "Ref" && pt.Name.Module == "Base"
	if pt.Name.Kind != types.KindPtr && !isRef {
		return 0, false
	}
	want, _ := pt.Params[0].(types.Type)
	switch {
	case dt.Name.Kind == types.KindPtr:
		return uintptr(runtime.ReadWord(x, 0)), true
	case dt.Name == types.ArrayT:
		return uintptr(runtime.ReadWord(x, 0)), true
	case dt == types.String && !isRef:
		if want == types.UInt8 || want == types.Int8 || want == types.Nothing {
			return x + 8, true
		}
	case dt.Name.Name == "RefValue" && dt.Name.Module == "Base" && len(dt.Params) == 1:
		got, ok := dt.Params[0].(types.Type)
		if !ok || !(want == types.Nothing && !isRef || want != nil && types.Equal(got, want) || isRef && want != nil && types.Subtype(got, want)) {
			return 0, false
		}
		if types.IsBits(got) {
			return x, true
		}
		return uintptr(runtime.ReadWord(x, 0)), true
	case isRef && want != nil && types.Subtype(dt, want):
		if types.IsMutable(dt) {
			return x, true
		}
		if types.IsBits(dt) {
			size, _ := codegen.TypeSize(dt, s.jit.layout)
			p := runtime.Alloc(s.desc(dt), size)
			memMove(p, x, size)
			return p, true
		}
	}
	return 0, false
}

func (s *Session) makeTuple(elems uintptr, n int) uintptr {
	l := s.tupleLayoutOf(elems, n)
	if l.instance != 0 {
		return l.instance
	}
	p := runtime.Alloc(l.desc, l.size)
	for i, sl := range l.slots {
		e := uintptr(runtime.ReadWord(elems, int64(8*i)))
		switch {
		case sl.Boxed:
			runtime.WriteWord(p, sl.Offset, uint64(e))
		case sl.Size > 0:
			memMove(p+uintptr(sl.Offset), e, sl.Size)
		}
	}
	return p
}

// expandSplat expands the splatted arguments of a call (tuples and
// vectors) into a new argument array in the collected heap. For a
// splatted value of another type it returns a count of -(i+1) and, in
// place of an exception, the function that makes argument i a vector.
func (s *Session) expandSplat(all uintptr, n int, splat uintptr) (uintptr, int, uintptr) {
	var out []uintptr
	for i := 0; i < n; i++ {
		p := uintptr(runtime.ReadWord(all, int64(8*i)))
		flag := memBytes(splat+uintptr(i), 1)[0]
		if flag == 0 {
			out = append(out, p)
			continue
		}
		elems, ok := s.elementsOf(p)
		if !ok && flag == 1 {
			// Any other iterable (a generator, a string, a set, ...):
			// the runtime collects it with Base._splat_elements and asks
			// again (flag 2 then).
			if b := s.Base.Lookup("_splat_elements"); b != nil {
				if f, isFn := b.Value.(*methods.Function); isFn {
					return 0, -(i + 1), runtime.TypeInstance(s.desc(f.Type))
				}
			}
		}
		if !ok {
			dt := s.typeOfDesc(runtime.TypeOf(p))
			name := "?"
			if dt != nil {
				name = dt.String()
			}
			return 0, 0, s.errorException("splatting a value of type " + name + " is not supported")
		}
		out = append(out, elems...)
	}
	arr := runtime.Alloc(0, int64(8*len(out)+8))
	for i, p := range out {
		runtime.WriteWord(arr, int64(8*i), uint64(p))
	}
	return arr, len(out), 0
}

// elementsOf returns the elements of a tuple or vector as boxed values.
func (s *Session) elementsOf(p uintptr) ([]uintptr, bool) {
	dt := s.typeOfDesc(runtime.TypeOf(p))
	if dt == nil {
		return nil, false
	}
	switch {
	case dt.Name == types.TupleT || dt.Name.Kind == types.KindNamedTuple:
		// A NamedTuple splats its values, as it iterates them.
		slots := codegen.FieldSlots(dt, s.jit.layout)
		fts := types.FieldTypes(dt)
		out := make([]uintptr, len(slots))
		for i, sl := range slots {
			out[i] = s.boxField(p+uintptr(sl.Offset), fts[i], sl)
		}
		return out, true
	case (dt.Name.Name == "UnitRange" || dt.Name.Name == "StepRange") && dt.Name.Module == "Base" && dt.Params[0] == any(types.Int64):
		// Integer ranges: start, (step,) stop.
		start := int64(runtime.ReadWord(p, 0))
		step, stop := int64(1), int64(runtime.ReadWord(p, 8))
		if dt.Name.Name == "StepRange" {
			step, stop = int64(runtime.ReadWord(p, 8)), int64(runtime.ReadWord(p, 16))
		}
		var out []uintptr
		if step == 0 {
			return nil, false
		}
		for v := start; step > 0 && v <= stop || step < 0 && v >= stop; v += step {
			out = append(out, s.boxInt(v))
			if len(out) > 1<<20 {
				return nil, false
			}
		}
		return out, true
	case dt.Name == types.ArrayT && len(dt.Params) == 2 && dt.Params[1] == any(int64(1)):
		et := dt.Params[0].(types.Type)
		n := int64(runtime.ReadWord(p, 8))
		data := uintptr(runtime.ReadWord(p, 0))
		sl := codegen.FieldSlots(types.Tuple(et), s.jit.layout)[0]
		out := make([]uintptr, n)
		for i := int64(0); i < n; i++ {
			out[i] = s.boxField(data+uintptr(i*max(sl.Size, 1)), et, sl)
		}
		return out, true
	}
	return nil, false
}

// boxField boxes the value stored at addr in a field of declared type ft.
func (s *Session) boxField(addr uintptr, ft types.Type, sl codegen.FieldSlot) uintptr {
	if sl.Boxed {
		return uintptr(runtime.ReadWord(addr, 0))
	}
	dt, ok := ft.(*types.DataType)
	if !ok {
		return 0
	}
	if sl.Size == 0 {
		return runtime.TypeInstance(s.desc(dt))
	}
	b := runtime.Alloc(s.desc(dt), sl.Size)
	memMove(b, addr, sl.Size)
	return b
}

// fieldSlotsOf returns the data type whose descriptor is desc and the
// storage of its fields (nil for a descriptor the session did not make).
func (s *Session) fieldSlotsOf(desc uintptr) (*types.DataType, []codegen.FieldSlot) {
	type entry struct {
		dt    *types.DataType
		slots []codegen.FieldSlot
	}
	if e, ok := s.fieldSlots.Load(desc); ok {
		return e.(entry).dt, e.(entry).slots
	}
	dt := s.typeOfDesc(desc)
	if dt == nil || !types.IsConcrete(dt) {
		return nil, nil
	}
	e := entry{dt, codegen.FieldSlots(dt, s.jit.layout)}
	s.fieldSlots.Store(desc, e)
	return e.dt, e.slots
}

// methodAmbiguous reports whether a call of f with the elements of the
// tuple args as arguments is ambiguous.
func (s *Session) methodAmbiguous(f, args uintptr) bool {
	elems, ok := s.elementsOf(args)
	if !ok {
		return false
	}
	ts := []types.Type{s.dispatchTypeOf(f)}
	for _, e := range elems {
		ts = append(ts, s.dispatchTypeOf(e))
	}
	tbl := methods.TableFor(ts[0])
	if tbl == nil {
		return false
	}
	res := tbl.Lookup(types.Tuple(ts...))
	return res.Method == nil && len(res.Ambiguous) > 1
}

// dispatchTypeOf is the type a boxed value dispatches as.
func (s *Session) dispatchTypeOf(p uintptr) types.Type {
	if t, ok := s.typeFromObject(p); ok {
		return types.TypeOfType(t)
	}
	if dt := s.typeOfDesc(runtime.TypeOf(p)); dt != nil {
		return dt
	}
	return types.Any
}

// applyType is Core.apply_type on boxed run-time values.
func (s *Session) applyType(params uintptr, n int) (uintptr, uintptr) {
	vals := make([]any, n)
	for i := range vals {
		p := uintptr(runtime.ReadWord(params, int64(8*i)))
		v, ok := s.typeParamOfObject(p)
		if !ok {
			return 0, s.errorException("apply_type: invalid type parameter")
		}
		vals[i] = v
	}
	head, ok := vals[0].(types.Type)
	if !ok {
		return 0, s.errorException("TypeError: in Type{...} expression, expected UnionAll")
	}
	if head == types.UnionKind {
		// Union{A, B} of run-time types (as inference's apply_type).
		ts := make([]types.Type, 0, len(vals)-1)
		for _, v := range vals[1:] {
			t, ok := v.(types.Type)
			if !ok {
				return 0, s.errorException("in Union{...}, a parameter is not a type")
			}
			ts = append(ts, t)
		}
		return s.typeObjectAddr(types.MakeUnion(ts...)), 0
	}
	r, err := types.Instantiate(head, vals[1:]...)
	if err != nil {
		return 0, s.errorException(err.Error())
	}
	return s.typeObjectAddr(types.WrapAnonVars(r, vals[1:])), 0
}

// typeParamOfObject is the compile-time value of a boxed run-time value
// used as a type or type parameter: a type, a bits value, a Symbol or a
// tuple of them.
func (s *Session) typeParamOfObject(p uintptr) (any, bool) {
	if t, ok := s.typeFromObject(p); ok {
		return t, true
	}
	v, ok := s.constFromBox(p)
	if rv, isRT := v.(*RuntimeValue); isRT && rv.Type == types.SymbolT {
		// A Symbol made at run time (MIME{Symbol(s)}).
		var name string
		if name, ok = s.symbolName(p); ok {
			v = types.Symbol(name)
		}
	} else if isRT {
		// A tuple of Symbols (NamedTuple{(names...,)}): a value
		// type parameter, read element by element.
		v, ok = s.symbolTupleValue(rv)
	}
	return v, ok
}

// symbolTupleValue reads a run-time tuple of Symbols and bits values as
// the compile-time tuple value a type parameter holds.
func (s *Session) symbolTupleValue(rv *RuntimeValue) (any, bool) {
	dt, ok := rv.Type.(*types.DataType)
	if !ok || dt.Name != types.TupleT || !types.IsConcrete(dt) {
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
		if fdt == types.SymbolT {
			name, ok := s.symbolName(uintptr(runtime.ReadWord(rv.Ptr, int64(offs[i]))))
			if !ok {
				return nil, false
			}
			vals[i] = types.Symbol(name)
			continue
		}
		v, ok := s.readBits(rv.Ptr+uintptr(offs[i]), fdt)
		if !ok {
			return nil, false
		}
		vals[i] = v
	}
	return &types.TupleValue{Type: dt, Elems: vals}, true
}

// typeQuery answers a reflection builtin on a run-time type object.
func (s *Session) typeQuery(kind int, tobj uintptr, i int64) (uintptr, uintptr) {
	names := []string{"_supertype", "_fieldcount", "_isbitstype", "_ismutabletype", "_fieldname", "_isabstracttype", "_isconcretetype", "_return_type", "_tuple_eltype"}
	t, ok := s.typeFromObject(tobj)
	if !ok || kind < 0 || kind >= len(names) {
		return 0, s.errorException("type reflection on a value that is not a type")
	}
	if names[kind] == "_return_type" {
		return s.typeObjectAddr(s.returnType(t)), 0
	}
	v, ok := infer.TypeQuery(names[kind], t, i)
	if !ok {
		return 0, s.errorException(fmt.Sprintf("%s: not defined for %s", strings.TrimPrefix(names[kind], "_"), t))
	}
	switch x := v.(type) {
	case types.Type:
		return s.typeObjectAddr(x), 0
	case int64:
		return s.boxInt(x), 0
	case bool:
		p := runtime.Alloc(s.desc(types.Bool), 1)
		if x {
			runtime.WriteWord(p, 0, 1)
		}
		return p, 0
	case types.Symbol:
		return s.symbolAddr(string(x)), 0
	}
	return 0, s.errorException("type reflection failed")
}

// convertFunc is the object of Base.convert (its singleton instance).
func (s *Session) convertFunc() uintptr {
	b := s.Base.Lookup("convert")
	f, _ := b.Value.(*methods.Function)
	return runtime.TypeInstance(s.desc(f.Type))
}

// checkType returns a TypeError when x is not of the type object t, else 0.
func (s *Session) checkType(tobj, x uintptr) uintptr {
	if s.isa(x, tobj) {
		return 0
	}
	p := s.newObject("TypeError", uint64(s.symbolAddr("typeassert")), uint64(runtime.NewString("")), uint64(tobj), uint64(x))
	if p == 0 {
		return s.errorException("TypeError: in typeassert")
	}
	return p
}

// moduleGetGlobal reads global sym of module object mobj at run time: the
// boxed value, or (0, an UndefVarError).
func (s *Session) moduleGetGlobal(mobj, sym uintptr) (uintptr, uintptr) {
	s.jit.mu.Lock()
	name, ok := s.jit.symAddr[sym]
	s.jit.mu.Unlock()
	m, mok := s.moduleFromObject(mobj)
	if !ok || !mok {
		return 0, s.errorException("getglobal: not a module and a symbol")
	}
	undef := func() (uintptr, uintptr) { return 0, s.makeError(1, sym, 0, 0) }
	b := m.Lookup(name)
	if b == nil || !b.Defined {
		return undef()
	}
	for b.ImportedFrom != nil {
		b = b.ImportedFrom
	}
	if b.Slot != 0 {
		if p := uintptr(runtime.ReadWord(b.Slot, 0)); p != 0 {
			return p, 0
		}
	}
	if b.Const {
		if p, ok := s.boxConstValue(b.Value); ok {
			return p, 0
		}
	}
	return undef()
}

// boxConstValue returns the run-time object of a compile-time value when
// one exists without compiling anything.
func (s *Session) boxConstValue(v any) (uintptr, bool) {
	switch x := v.(type) {
	case *RuntimeValue:
		return x.Ptr, true
	case *methods.Module:
		n := s.moduleObject(x)
		s.jit.mu.Lock()
		defer s.jit.mu.Unlock()
		return s.jit.defined[n], true
	case types.Type:
		return s.typeObjectAddr(x), true
	case *methods.Function:
		return runtime.TypeInstance(s.desc(x.Type)), true
	case types.Symbol:
		return s.symbolAddr(string(x)), true
	case string:
		return runtime.NewString(x), true
	case int64:
		return s.boxInt(x), true
	case float64:
		p := runtime.AllocAtomic(s.desc(types.Float64), 8)
		runtime.WriteWord(p, 0, math.Float64bits(x))
		return p, true
	case types.NothingType:
		return runtime.TypeInstance(s.desc(types.Nothing)), true
	case bool, types.CharValue, int8, int16, int32, uint8, uint16, uint32, uint64, float32:
		return s.boxBitsValue(x)
	case *methods.Builtin:
		// Core.tuple, Core.getfield, an intrinsic, `const ≡ = ===`: the
		// instance of the builtin's singleton type, as compiled code has it.
		return runtime.TypeInstance(s.desc(x.Type)), true
	case *types.TupleValue:
		if p, ok := s.boxBitsValue(x); ok {
			return p, true
		}
		// A tuple with references (`const names = ("a", "b")`): the tuple
		// of its boxed elements, as kiln_make_tuple builds it. (The
		// collector is off during calls from the runtime into Go.)
		elems := make([]uint64, len(x.Elems))
		for i, e := range x.Elems {
			p, ok := s.boxConstValue(e)
			if !ok {
				return 0, false
			}
			elems[i] = uint64(p)
		}
		if len(elems) == 0 {
			return s.makeTuple(0, 0), true
		}
		p := s.makeTuple(uintptr(unsafe.Pointer(&elems[0])), len(elems))
		goruntime.KeepAlive(elems)
		return p, true
	case *types.StructValue:
		// An immutable bits value (const I = UniformScaling(true)): a new
		// box of its bytes, as readBits reads them.
		return s.boxBitsValue(x)
	}
	return 0, false
}

// bitsValueType is the type of a compile-time bits value (nil: not one).
func bitsValueType(v any) *types.DataType {
	switch x := v.(type) {
	case bool:
		return types.Bool
	case types.CharValue:
		return types.Char
	case int8:
		return types.Int8
	case int16:
		return types.Int16
	case int32:
		return types.Int32
	case int64:
		return types.Int64
	case uint8:
		return types.UInt8
	case uint16:
		return types.UInt16
	case uint32:
		return types.UInt32
	case uint64:
		return types.UInt64
	case float32:
		return types.Float32
	case float64:
		return types.Float64
	case types.NothingType:
		return types.Nothing
	case *types.StructValue:
		return x.Type
	case *types.TupleValue:
		return x.Type
	}
	return nil
}

// boxBitsValue allocates the run-time object of an immutable bits value
// (the inverse of readBits). It reports false for a value it cannot lay
// out (a mutable type, a field that is not bits).
func (s *Session) boxBitsValue(v any) (uintptr, bool) {
	dt := bitsValueType(v)
	if dt == nil || !types.IsConcrete(dt) || dt.Name.Mutable {
		return 0, false
	}
	if types.IsSingleton(dt) {
		return runtime.TypeInstance(s.desc(dt)), true
	}
	if !types.IsBits(dt) {
		return 0, false
	}
	size, _ := codegen.TypeSize(dt, s.jit.layout)
	buf := make([]byte, size)
	if !s.putBits(buf, v, dt) {
		return 0, false
	}
	if size < 8 {
		size = 8
	}
	p := runtime.AllocAtomic(s.desc(dt), size)
	memPut(p, buf)
	return p, true
}

// putBits writes the bytes of bits value v of type dt at the start of buf.
func (s *Session) putBits(buf []byte, v any, dt *types.DataType) bool {
	switch t := bitsValueType(v); {
	case t == nil:
		return false
	case t.Name != dt.Name:
		// A field of an abstract or union type holds a boxed value:
		// not bits.
		return false
	}
	put := func(n int, u uint64) bool {
		if len(buf) < n {
			return false
		}
		for i := 0; i < n; i++ {
			buf[i] = byte(u >> (8 * i))
		}
		return true
	}
	switch x := v.(type) {
	case bool:
		if x {
			return put(1, 1)
		}
		return put(1, 0)
	case types.CharValue:
		return put(4, uint64(x))
	case int8:
		return put(1, uint64(x))
	case int16:
		return put(2, uint64(x))
	case int32:
		return put(4, uint64(x))
	case int64:
		return put(8, uint64(x))
	case uint8:
		return put(1, uint64(x))
	case uint16:
		return put(2, uint64(x))
	case uint32:
		return put(4, uint64(x))
	case uint64:
		return put(8, x)
	case float32:
		return put(4, uint64(math.Float32bits(x)))
	case float64:
		return put(8, math.Float64bits(x))
	case types.NothingType:
		return true
	}
	var fields []any
	switch x := v.(type) {
	case *types.StructValue:
		fields = x.Fields
	case *types.TupleValue:
		fields = x.Elems
	default:
		return false
	}
	if types.IsSingleton(dt) {
		return true
	}
	fts := types.FieldTypes(dt)
	if len(fields) != len(fts) || dt.Name.Kind == types.KindPrimitive || dt.Name.Kind == types.KindPtr {
		return false
	}
	offs := codegen.FieldOffsets(dt, s.jit.layout)
	for i, ft := range fts {
		fdt, ok := ft.(*types.DataType)
		if !ok || offs[i] > int64(len(buf)) || !s.putBits(buf[offs[i]:], fields[i], fdt) {
			return false
		}
	}
	return true
}

// returnType is the inferred return type of a call with argument types tt
// (Tuple{typeof(f), argument types...}), as Base.infer_return_type: Union{}
// when no method matches, Any when it cannot be inferred.
func (s *Session) returnType(tt types.Type) types.Type {
	dt, ok := tt.(*types.DataType)
	if !ok || dt.Name != types.TupleT || len(dt.Params) == 0 {
		return types.Any
	}
	ft, ok := dt.Params[0].(types.Type)
	if !ok {
		return types.Any
	}
	tbl := methods.TableFor(ft)
	if tbl == nil {
		return types.Any
	}
	res := tbl.Lookup(dt)
	if res.Method == nil && len(res.Ambiguous) == 0 && len(res.Possible) > 0 {
		// Abstract argument types that several methods may accept:
		// the join of their results.
		t, err := s.engine.CallReturnType(tbl, dt)
		if err != nil {
			return types.Any
		}
		return t
	}
	if res.Method == nil {
		return types.Bottom
	}
	ci, err := s.engine.InferMI(res.Method.Specialize(dt, res.Env))
	if err != nil || ci == nil {
		return types.Any
	}
	return infer.Widen(ci.RetType)
}

// dispatchFromFunction reports whether the call being resolved is made by
// a function (not by top-level code, which Julia's interpreter runs in the
// latest world at each statement).
func (s *Session) dispatchFromFunction() bool {
	s.jit.mu.Lock()
	site, ok := s.jit.sites[runtime.DispatchSite()]
	s.jit.mu.Unlock()
	return ok && site.CI != nil && site.CI.MI != nil
}
