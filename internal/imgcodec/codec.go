// Package imgcodec is the payload codec of package images: types,
// compile-time values, methods and MethodInstances are written by name
// (module path, type name, signature), never by a process-specific id, and
// resolved again in the loading process.
//
// An [Encoder] appends items to a byte slice; a [Decoder] reads them back,
// resolving names through a [Resolver], which finds the loading process's
// modules with a function the caller passes in. Decoding never panics: a
// malformed or unresolvable reference is an error (the first one sticks,
// [Decoder.Err]) that rejects the piece of the image that needed it. A
// decoder made by [NewSkipDecoder] only walks the structure of the
// encoding, resolving nothing.
//
// The container that holds the encoded sections is package image; the
// section layouts are in docs/image-format.md.
package imgcodec

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// An Encoder appends the encoding of payload items to its bytes. The zero
// value is ready to use. The first item that cannot be encoded sets Err;
// later items are still appended.
type Encoder struct {
	b   []byte
	err error
	// vars is the stack of TypeVars bound by the UnionAlls being encoded.
	vars []*types.TypeVar
}

// Bytes returns the encoding so far.
func (e *Encoder) Bytes() []byte { return e.b }

// Len returns the number of bytes encoded so far.
func (e *Encoder) Len() int { return len(e.b) }

// Err returns the first encoding failure, or nil.
func (e *Encoder) Err() error { return e.err }

// Raw appends p as it is (the encoding of another Encoder, say).
func (e *Encoder) Raw(p []byte) { e.b = append(e.b, p...) }

// U8 appends a byte.
func (e *Encoder) U8(v byte) { e.b = append(e.b, v) }

// Uvarint appends an unsigned varint.
func (e *Encoder) Uvarint(v uint64) { e.b = binary.AppendUvarint(e.b, v) }

// Varint appends a signed varint.
func (e *Encoder) Varint(v int64) { e.b = binary.AppendVarint(e.b, v) }

// U64 appends 64 bits, little-endian.
func (e *Encoder) U64(v uint64) { e.b = binary.LittleEndian.AppendUint64(e.b, v) }

// Str appends a length-prefixed string.
func (e *Encoder) Str(s string) { e.Uvarint(uint64(len(s))); e.b = append(e.b, s...) }

// Blob appends length-prefixed bytes.
func (e *Encoder) Blob(p []byte) { e.Uvarint(uint64(len(p))); e.b = append(e.b, p...) }

// Fail records a failure (the first one sticks).
func (e *Encoder) Fail(format string, args ...any) {
	if e.err == nil {
		e.err = fmt.Errorf(format, args...)
	}
}

// Type tags.
const (
	// TagDataType and the other Tag constants open the encoding of a type
	// (exported for tests that craft encodings).
	TagDataType = 'D'
	TagUnion    = 'U'
	TagUnionAll = 'A'
	TagVar      = 'V'
	TagVararg   = 'R'
	// TagFreeVar is a type variable that no enclosing UnionAll binds: the
	// value of a static parameter left unbound by its call (T of
	// `in(x, ::Tuple{Vararg{T}}) where T` applied to Tuple{}), as Julia's
	// method instances keep it.
	TagFreeVar = 'W'
)

// Type encodes a type.
func (e *Encoder) Type(t types.Type) {
	switch x := t.(type) {
	case *types.DataType:
		e.U8(TagDataType)
		e.Str(x.Name.Module)
		e.Str(x.Name.Name)
		e.Uvarint(uint64(len(x.Params)))
		for _, p := range x.Params {
			e.Param(p)
		}
	case *types.Union:
		e.U8(TagUnion)
		e.Uvarint(uint64(len(x.Types)))
		for _, m := range x.Types {
			e.Type(m)
		}
	case *types.UnionAll:
		e.U8(TagUnionAll)
		e.Str(x.Var.Name)
		e.Type(x.Var.Lb)
		e.Type(x.Var.Ub)
		e.vars = append(e.vars, x.Var)
		e.Type(x.Body)
		e.vars = e.vars[:len(e.vars)-1]
	case *types.TypeVar:
		for i := len(e.vars) - 1; i >= 0; i-- {
			if e.vars[i] == x {
				e.U8(TagVar)
				e.Uvarint(uint64(len(e.vars) - 1 - i))
				return
			}
		}
		e.U8(TagFreeVar)
		e.Str(x.Name)
		e.Type(x.Lb)
		e.Type(x.Ub)
	case *types.Vararg:
		e.U8(TagVararg)
		e.Type(x.T)
		e.Varint(int64(x.N))
		if x.NVar != nil {
			e.U8(1)
			e.Type(x.NVar)
		} else {
			e.U8(0)
		}
	case nil:
		e.Fail("missing type")
	default:
		e.Fail("cannot encode type %T", t)
	}
}

// Value tags (type parameters and compile-time values).
const (
	valType     = 'T'
	valInt64    = 'i'
	valInt      = 'I' // other integer types: a kind byte, then 64 bits
	valFloat64  = 'f'
	valFloat32  = 'g'
	valBool     = 'b'
	valChar     = 'c'
	valSymbol   = 's'
	valSymTuple = 'z'
	valString   = 'q'
	valNothing  = 'n'
	valFunction = 'F'
	valBuiltin  = 'K'
	valModule   = 'M'
	valStruct   = 'S'
	valTuple    = 'P'
	valBinding  = 'B' // the value of a constant binding (module path, name)
	// valVararg is the value of the binding Core.Vararg, which is not a
	// type: code that spells Tuple{Vararg{Int}} holds it as a constant
	// (folded by inference, never materialized at run time).
	valVararg = 'R'
)

// A BoundObject is a run-time object (one that exists only in the
// running process) held by a constant binding: it is encoded as a
// reference to that binding, which the loading process evaluates again.
type BoundObject interface {
	// SymbolName is the binding's qualified name ("Pkg.NAME"), or "" when
	// the object is not the value of a named constant (it cannot be
	// encoded).
	SymbolName() string
	// KilnType is the object's type.
	KilnType() types.Type
}

// Param encodes a type parameter (a type or a plain value).
func (e *Encoder) Param(p any) {
	if t, ok := p.(types.Type); ok {
		e.U8(valType)
		e.Type(t)
		return
	}
	e.Value(p)
}

// Value encodes a compile-time value.
func (e *Encoder) Value(v any) {
	switch x := v.(type) {
	case types.Type:
		e.U8(valType)
		e.Type(x)
	case int64:
		e.U8(valInt64)
		e.Varint(x)
	case int8:
		e.intKind(1, uint64(x))
	case int16:
		e.intKind(2, uint64(x))
	case int32:
		e.intKind(3, uint64(x))
	case uint8:
		e.intKind(4, uint64(x))
	case uint16:
		e.intKind(5, uint64(x))
	case uint32:
		e.intKind(6, uint64(x))
	case uint64:
		e.intKind(7, x)
	case float64:
		e.U8(valFloat64)
		e.U64(math.Float64bits(x))
	case float32:
		e.U8(valFloat32)
		e.U64(uint64(math.Float32bits(x)))
	case bool:
		e.U8(valBool)
		if x {
			e.U8(1)
		} else {
			e.U8(0)
		}
	case types.CharValue:
		e.U8(valChar)
		e.Uvarint(uint64(x))
	case types.Symbol:
		e.U8(valSymbol)
		e.Str(string(x))
	case types.SymTuple:
		e.U8(valSymTuple)
		e.Str(string(x))
	case string:
		e.U8(valString)
		e.Str(x)
	case types.NothingType:
		e.U8(valNothing)
	case *methods.Function:
		e.U8(valFunction)
		e.Type(x.Type)
	case *methods.Builtin:
		e.U8(valBuiltin)
		e.Str(x.Name)
	case *methods.Module:
		e.U8(valModule)
		e.Str(x.Path())
	case *types.StructValue:
		e.U8(valStruct)
		e.Type(x.Type)
		e.Uvarint(uint64(len(x.Fields)))
		for _, f := range x.Fields {
			e.Value(f)
		}
	case *types.TupleValue:
		e.U8(valTuple)
		e.Type(x.Type)
		e.Uvarint(uint64(len(x.Elems)))
		for _, f := range x.Elems {
			e.Value(f)
		}
	case infer.VarargBinding:
		e.U8(valVararg)
	case BoundObject:
		name := x.SymbolName()
		i := strings.LastIndex(name, ".")
		if name == "" || i < 0 {
			e.Fail("a run-time object (%s) that is not the value of a named constant", x.KilnType())
			return
		}
		e.U8(valBinding)
		e.Str(name[:i])
		e.Str(name[i+1:])
	default:
		e.Fail("cannot encode a constant of Go type %T", v)
	}
}

func (e *Encoder) intKind(k byte, v uint64) {
	e.U8(valInt)
	e.U8(k)
	e.U64(v)
}

// RetType encodes a CodeInstance's return type: the lattice element, or
// its widened type when its constant cannot be encoded (the code's ABI
// depends on the type only).
func (e *Encoder) RetType(t any) {
	le := &Encoder{}
	le.Lattice(t)
	if le.err != nil {
		e.Lattice(infer.Widen(t))
		return
	}
	e.b = append(e.b, le.b...)
}

// Lattice encodes a lattice element: a type, or a constant.
func (e *Encoder) Lattice(t any) {
	if c, ok := t.(*infer.Const); ok {
		e.U8('C')
		e.Value(c.Val)
		return
	}
	ty, ok := t.(types.Type)
	if !ok {
		e.Fail("cannot encode lattice element %T", t)
		return
	}
	e.U8('t')
	e.Type(ty)
}

// Method encodes a reference to a method: its table and its signature.
//
// The method's defining module and position follow its signature: a
// method of the same signature defined elsewhere later (a program
// redefining a Base method) replaces it in the table, and is not the
// method the image's code was compiled from.
func (e *Encoder) Method(m *methods.Method) {
	e.Table(m.Table)
	e.Type(m.Sig)
	mod := ""
	if m.Module != nil {
		mod = m.Module.Path()
	}
	e.Str(mod)
	e.Uvarint(uint64(m.Pos.Line))
	e.Uvarint(uint64(m.Pos.Col))
}

// Table encodes a reference to a method table: the function that owns
// it, or the type name whose constructors it holds.
func (e *Encoder) Table(t *methods.MethodTable) {
	switch o := t.Owner.(type) {
	case *methods.Function:
		e.U8('F')
		e.Type(o.Type)
	case *types.TypeName:
		e.U8('N')
		e.Str(o.Module)
		e.Str(o.Name)
	default:
		e.Fail("method table %s has an owner of unknown kind", t.Name)
	}
}

// MethodInstance encodes a MethodInstance: method, specialization types
// and static parameter values.
func (e *Encoder) MethodInstance(mi *methods.MethodInstance) {
	e.Method(mi.Method)
	e.Type(mi.SpecTypes)
	e.Uvarint(uint64(len(mi.SparamVals)))
	for _, p := range mi.SparamVals {
		e.Param(p)
	}
}

// ---- decoding ----

// A Decoder reads payload items; every read is bounds-checked and the
// first failure sticks (Err).
type Decoder struct {
	b    []byte
	off  int
	err  error
	vars []*types.TypeVar
	res  *Resolver
	// skip only walks the encoding (checking its structure), resolving
	// nothing: types decode as Any, references as nil.
	skip bool
}

// NewDecoder returns a decoder of b that resolves names with r. A nil r
// resolves type names only (no module is loaded).
func NewDecoder(b []byte, r *Resolver) *Decoder { return &Decoder{b: b, res: r} }

// resolver returns the decoder's resolver, made on first use when it has
// none (decoders of raw items never need one).
func (d *Decoder) resolver() *Resolver {
	if d.res == nil {
		d.res = NewResolver(nil)
	}
	return d.res
}

// NewSkipDecoder returns a decoder of b that only walks the structure of
// its items, resolving nothing: types decode as Any, references as nil.
func NewSkipDecoder(b []byte) *Decoder { return &Decoder{b: b, skip: true} }

// Err returns the first failure, or nil.
func (d *Decoder) Err() error { return d.err }

// Offset returns the position of the next read.
func (d *Decoder) Offset() int { return d.off }

// Remaining returns the number of bytes not read yet.
func (d *Decoder) Remaining() int { return len(d.b) - d.off }

// Data returns all the bytes being decoded (not a copy).
func (d *Decoder) Data() []byte { return d.b }

// Seek moves the next read to offset off (an offset that an earlier read
// returned, the start of a record, say).
func (d *Decoder) Seek(off int) {
	if off < 0 || off > len(d.b) {
		d.Fail("offset %d out of range", off)
		return
	}
	d.off = off
}

// SkipToEnd moves the next read past the last byte.
func (d *Decoder) SkipToEnd() { d.off = len(d.b) }

// Fail records a failure (the first one sticks).
func (d *Decoder) Fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
}

// U8 reads a byte.
func (d *Decoder) U8() byte {
	if d.err != nil || d.off >= len(d.b) {
		d.Fail("truncated payload")
		return 0
	}
	v := d.b[d.off]
	d.off++
	return v
}

// Uvarint reads an unsigned varint.
func (d *Decoder) Uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 {
		d.Fail("bad varint at offset %d", d.off)
		return 0
	}
	d.off += n
	return v
}

// Varint reads a signed varint.
func (d *Decoder) Varint() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b[d.off:])
	if n <= 0 {
		d.Fail("bad varint at offset %d", d.off)
		return 0
	}
	d.off += n
	return v
}

// U64 reads 64 bits, little-endian.
func (d *Decoder) U64() uint64 {
	if d.err != nil || len(d.b)-d.off < 8 {
		d.Fail("truncated payload")
		return 0
	}
	v := binary.LittleEndian.Uint64(d.b[d.off:])
	d.off += 8
	return v
}

// Count reads a length that must fit in what is left (each element takes
// at least one byte).
func (d *Decoder) Count() int {
	n := d.Uvarint()
	if d.err == nil && n > uint64(len(d.b)-d.off) {
		d.Fail("count %d exceeds the payload", n)
		return 0
	}
	return int(n)
}

// Str reads a length-prefixed string.
func (d *Decoder) Str() string {
	n := d.Count()
	if d.err != nil {
		return ""
	}
	s := string(d.b[d.off : d.off+n])
	d.off += n
	return s
}

// Blob reads length-prefixed bytes (a slice of the decoder's bytes, not a
// copy).
func (d *Decoder) Blob() []byte {
	n := d.Count()
	if d.err != nil {
		return nil
	}
	p := d.b[d.off : d.off+n]
	d.off += n
	return p
}

// Done reports whether decoding failed or reached the end.
func (d *Decoder) Done() bool { return d.err != nil || d.off >= len(d.b) }

// maxTypeDepth bounds nesting so that a hostile payload cannot exhaust
// the stack.
const maxTypeDepth = 200

// Type decodes a type.
func (d *Decoder) Type() types.Type { return d.typeAt(0) }

func (d *Decoder) typeAt(depth int) types.Type {
	if depth > maxTypeDepth {
		d.Fail("types nested too deeply")
		return nil
	}
	switch tag := d.U8(); tag {
	case TagDataType:
		mod, name := d.Str(), d.Str()
		n := d.Count()
		if d.err != nil {
			return nil
		}
		if d.skip {
			for i := 0; i < n && d.err == nil; i++ {
				d.paramAt(depth + 1)
			}
			return types.Any
		}
		tn := d.resolver().TypeName(mod, name)
		if tn == nil {
			d.Fail("type %s.%s is not defined", mod, name)
			return nil
		}
		ps := make([]any, n)
		for i := range ps {
			ps[i] = d.paramAt(depth + 1)
		}
		if d.err != nil {
			return nil
		}
		if len(ps) != len(tn.Params) && tn.Kind != types.KindTuple {
			d.Fail("type %s.%s takes %d parameters, not %d", mod, name, len(tn.Params), len(ps))
			return nil
		}
		if tn == types.TupleT {
			ts := make([]types.Type, len(ps))
			for i, p := range ps {
				t, ok := p.(types.Type)
				if !ok {
					d.Fail("a tuple type with a non-type parameter")
					return nil
				}
				ts[i] = t
			}
			return types.Tuple(ts...)
		}
		if len(ps) == 0 {
			if dt, ok := types.Unwrap(tn.Wrapper).(*types.DataType); ok && len(tn.Params) == 0 {
				return dt
			}
		}
		return types.Apply(tn, ps...)
	case TagUnion:
		n := d.Count()
		ms := make([]types.Type, 0, n)
		for i := 0; i < n && d.err == nil; i++ {
			if t := d.typeAt(depth + 1); t != nil {
				ms = append(ms, t)
			}
		}
		if d.err != nil || d.skip {
			return types.Any
		}
		return types.MakeUnion(ms...)
	case TagUnionAll:
		name := d.Str()
		lb := d.typeAt(depth + 1)
		ub := d.typeAt(depth + 1)
		if d.err != nil {
			return nil
		}
		v := types.NewTypeVar(name, lb, ub)
		d.vars = append(d.vars, v)
		body := d.typeAt(depth + 1)
		d.vars = d.vars[:len(d.vars)-1]
		if d.err != nil {
			return nil
		}
		if d.skip {
			return types.Any
		}
		return types.UnionAllOf(v, body)
	case TagVar:
		i := d.Uvarint()
		if d.err == nil && i >= uint64(len(d.vars)) {
			d.Fail("type variable index %d out of range", i)
		}
		if d.err != nil {
			return nil
		}
		return d.vars[len(d.vars)-1-int(i)]
	case TagFreeVar:
		name := d.Str()
		lb := d.typeAt(depth + 1)
		ub := d.typeAt(depth + 1)
		if d.err != nil {
			return nil
		}
		if d.skip {
			return types.Any
		}
		// One variable per name and bounds within an image, so that the
		// occurrences of one static parameter stay the same variable.
		key := name + "\x00" + types.TypeString(lb, nil) + "\x00" + types.TypeString(ub, nil)
		if v, ok := d.resolver().freeVars[key]; ok {
			return v
		}
		v := types.NewTypeVar(name, lb, ub)
		if d.resolver().freeVars == nil {
			d.resolver().freeVars = map[string]*types.TypeVar{}
		}
		d.resolver().freeVars[key] = v
		return v
	case TagVararg:
		t := d.typeAt(depth + 1)
		n := d.Varint()
		var nv *types.TypeVar
		if d.U8() == 1 {
			v, ok := d.typeAt(depth + 1).(*types.TypeVar)
			if !ok {
				d.Fail("a Vararg count that is not a type variable")
			}
			nv = v
		}
		if d.err != nil || d.skip {
			return types.Any
		}
		if nv != nil {
			return types.VarargVar(t, nv)
		}
		if n < -1 || n > types.MaxTupleLength { // -1: Vararg{T} of any length
			// A crafted count would make a tuple type of that many
			// parameters (issue 22: counts bounded before allocating).
			d.Fail("a Vararg count of %d", n)
			return types.Any
		}
		return types.VarargOf(t, int(n))
	default:
		d.Fail("unknown type tag %q", tag)
		return nil
	}
}

// Param decodes a type parameter (a type or a plain value).
func (d *Decoder) Param() any { return d.paramAt(0) }

func (d *Decoder) paramAt(depth int) any { return d.valueAt(depth) }

// Value decodes a compile-time value.
func (d *Decoder) Value() any { return d.valueAt(0) }

func (d *Decoder) valueAt(depth int) any {
	if depth > maxTypeDepth {
		d.Fail("values nested too deeply")
		return nil
	}
	switch tag := d.U8(); tag {
	case valType:
		return d.typeAt(depth + 1)
	case valInt64:
		return d.Varint()
	case valInt:
		k := d.U8()
		v := d.U64()
		switch k {
		case 1:
			return int8(v)
		case 2:
			return int16(v)
		case 3:
			return int32(v)
		case 4:
			return uint8(v)
		case 5:
			return uint16(v)
		case 6:
			return uint32(v)
		case 7:
			return v
		}
		d.Fail("unknown integer kind %d", k)
	case valFloat64:
		return math.Float64frombits(d.U64())
	case valFloat32:
		return math.Float32frombits(uint32(d.U64()))
	case valBool:
		return d.U8() != 0
	case valChar:
		return types.CharValue(d.Uvarint())
	case valSymbol:
		return types.Symbol(d.Str())
	case valSymTuple:
		return types.SymTuple(d.Str())
	case valString:
		return d.Str()
	case valNothing:
		return types.NothingValue
	case valFunction:
		t := d.typeAt(depth + 1)
		if d.err != nil || d.skip {
			return nil
		}
		f, ok := methods.FunctionOfType(t)
		if !ok {
			d.Fail("%s is not the type of a function", t)
			return nil
		}
		return f
	case valBuiltin:
		name := d.Str()
		if d.err != nil || d.skip {
			return nil
		}
		b := d.resolver().Builtin(name)
		if b == nil {
			d.Fail("unknown builtin %s", name)
			return nil
		}
		return b
	case valModule:
		path := d.Str()
		if d.err != nil || d.skip {
			return nil
		}
		m := d.resolver().Module(path)
		if m == nil {
			d.Fail("module %s is not loaded", path)
			return nil
		}
		return m
	case valStruct, valTuple:
		t, ok := d.typeAt(depth + 1).(*types.DataType)
		n := d.Count()
		if d.skip {
			for i := 0; i < n && d.err == nil; i++ {
				d.valueAt(depth + 1)
			}
			return nil
		}
		if d.err == nil && !ok {
			d.Fail("a composite constant of a non-concrete type")
		}
		vals := make([]any, n)
		for i := range vals {
			vals[i] = d.valueAt(depth + 1)
		}
		if d.err != nil {
			return nil
		}
		if tag == valTuple {
			return &types.TupleValue{Type: t, Elems: vals}
		}
		return &types.StructValue{Type: t, Fields: vals}
	case valBinding:
		mod, name := d.Str(), d.Str()
		if d.err != nil || d.skip {
			return nil
		}
		m := d.resolver().Module(mod)
		var b *methods.Binding
		if m != nil {
			b = m.OwnBinding(name)
		}
		if b == nil || !b.Defined || !b.Const {
			d.Fail("constant %s.%s is not defined", mod, name)
			return nil
		}
		return b.Value
	case valVararg:
		if d.skip {
			return nil
		}
		// The value of the binding Core.Vararg of the loading process.
		if core := d.resolver().Module("Core"); core != nil {
			if b := core.OwnBinding("Vararg"); b != nil {
				if v, ok := b.Value.(infer.VarargBinding); ok {
					return v
				}
			}
		}
		d.Fail("Core.Vararg is not defined")
	default:
		d.Fail("unknown value tag %q", tag)
	}
	return nil
}

// Lattice decodes a lattice element: a type, or an *infer.Const.
func (d *Decoder) Lattice() any {
	switch tag := d.U8(); tag {
	case 'C':
		v := d.Value()
		if d.err != nil {
			return nil
		}
		return &infer.Const{Val: v}
	case 't':
		return d.Type()
	default:
		d.Fail("unknown lattice tag %q", tag)
		return nil
	}
}

// Table decodes a reference to a method table.
func (d *Decoder) Table() *methods.MethodTable {
	switch tag := d.U8(); tag {
	case 'F':
		t := d.Type()
		if d.err != nil {
			return nil
		}
		f, ok := methods.FunctionOfType(t)
		if !ok {
			d.Fail("%s is not the type of a function", t)
			return nil
		}
		return f.Table
	case 'N':
		mod, name := d.Str(), d.Str()
		if d.err != nil {
			return nil
		}
		tn := d.resolver().TypeName(mod, name)
		if tn == nil {
			d.Fail("type %s.%s is not defined", mod, name)
			return nil
		}
		return methods.TypeTable(tn)
	default:
		d.Fail("unknown method table tag %q", tag)
		return nil
	}
}

// Method decodes a method reference: the method of the table whose
// signature is equal to the recorded one.
func (d *Decoder) Method() *methods.Method {
	start := d.off
	t := d.Table()
	sig := d.Type()
	mod := d.Str()
	line, col := d.Uvarint(), d.Uvarint()
	if d.err != nil {
		return nil
	}
	// The same method is named by many records: find it once per load.
	key := string(d.b[start:d.off])
	if d.res != nil {
		if m, ok := d.res.methods[key]; ok {
			return m
		}
	}
	for _, m := range t.Methods() {
		if types.Equal(m.Sig, sig) {
			if m.Module == nil && mod != "" || m.Module != nil && m.Module.Path() != mod ||
				uint64(m.Pos.Line) != line || uint64(m.Pos.Col) != col {
				d.Fail("method %s was redefined at %s", methods.SigString(t.Name, sig), m.Pos)
				return nil
			}
			if d.res != nil {
				d.res.methods[key] = m
			}
			return m
		}
	}
	d.Fail("no method %s", methods.SigString(t.Name, sig))
	return nil
}

// MethodInstance decodes a MethodInstance.
func (d *Decoder) MethodInstance() *methods.MethodInstance {
	m := d.Method()
	spec, ok := d.Type().(*types.DataType)
	n := d.Count()
	if d.err == nil && !ok {
		d.Fail("a MethodInstance whose specialization is not a tuple type")
	}
	env := make([]any, n)
	for i := range env {
		env[i] = d.Param()
	}
	if d.err != nil {
		return nil
	}
	if len(env) == 0 {
		env = nil
	}
	return m.Specialize(spec, env)
}

// A Resolver finds the types, modules, builtins and methods an image names
// in the loading process, and memoizes what it found: use one per load.
type Resolver struct {
	modules func(path string) *methods.Module
	names   map[string]*types.TypeName
	scanned int
	// methods memoizes method references by their encoding.
	methods map[string]*methods.Method
	// freeVars are the unbound type variables decoded (TagFreeVar).
	freeVars map[string]*types.TypeVar
}

// NewResolver returns a resolver that finds loaded modules by path
// ("Core", "Base.Printf", "Geometry.Shapes") with modules. With a nil
// modules it resolves type names only (decoding types alone, as the fuzz
// tests do): modules, builtins and constants are then reported unknown.
func NewResolver(modules func(path string) *methods.Module) *Resolver {
	return &Resolver{modules: modules, names: map[string]*types.TypeName{}, methods: map[string]*methods.Method{}}
}

// TypeName finds the type name name of module mod, or nil.
func (r *Resolver) TypeName(mod, name string) *types.TypeName {
	key := mod + "\x00" + name
	if tn, ok := r.names[key]; ok {
		return tn
	}
	n := types.TypeNameCount()
	for ; r.scanned < n; r.scanned++ {
		tn := types.TypeNameByID(r.scanned)
		r.names[tn.Module+"\x00"+tn.Name] = tn
	}
	return r.names[key]
}

// Module finds a loaded module by its path, or nil.
func (r *Resolver) Module(path string) *methods.Module {
	if r.modules == nil {
		return nil
	}
	return r.modules(path)
}

// Builtin finds the builtin function name of Core, or nil.
func (r *Resolver) Builtin(name string) *methods.Builtin {
	core := r.Module("Core")
	if core == nil {
		return nil
	}
	if b := core.OwnBinding(name); b != nil {
		if bi, ok := b.Value.(*methods.Builtin); ok {
			return bi
		}
	}
	return nil
}
