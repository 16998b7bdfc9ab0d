package driver

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// The image payload codec: types, compile-time values, methods and
// MethodInstances are written by name (module path, type name, signature),
// never by a process-specific id, and resolved again in the loading
// process. Decoding never panics: a malformed or unresolvable reference is
// an error that rejects the piece of the image that needed it.

// imgEnc appends the encoding of payload items.
type imgEnc struct {
	b   []byte
	err error
	// vars is the stack of TypeVars bound by the UnionAlls being encoded.
	vars []*types.TypeVar
}

func (e *imgEnc) u8(v byte)      { e.b = append(e.b, v) }
func (e *imgEnc) uv(v uint64)    { e.b = binary.AppendUvarint(e.b, v) }
func (e *imgEnc) iv(v int64)     { e.b = binary.AppendVarint(e.b, v) }
func (e *imgEnc) u64(v uint64)   { e.b = binary.LittleEndian.AppendUint64(e.b, v) }
func (e *imgEnc) str(s string)   { e.uv(uint64(len(s))); e.b = append(e.b, s...) }
func (e *imgEnc) bytes(p []byte) { e.uv(uint64(len(p))); e.b = append(e.b, p...) }

func (e *imgEnc) fail(format string, args ...any) {
	if e.err == nil {
		e.err = fmt.Errorf(format, args...)
	}
}

// Type tags.
const (
	tagDataType = 'D'
	tagUnion    = 'U'
	tagUnionAll = 'A'
	tagVar      = 'V'
	tagVararg   = 'R'
	// tagFreeVar is a type variable that no enclosing UnionAll binds: the
	// value of a static parameter left unbound by its call (T of
	// `in(x, ::Tuple{Vararg{T}}) where T` applied to Tuple{}), as Julia's
	// method instances keep it.
	tagFreeVar = 'W'
)

// typ encodes a type.
func (e *imgEnc) typ(t types.Type) {
	switch x := t.(type) {
	case *types.DataType:
		e.u8(tagDataType)
		e.str(x.Name.Module)
		e.str(x.Name.Name)
		e.uv(uint64(len(x.Params)))
		for _, p := range x.Params {
			e.param(p)
		}
	case *types.Union:
		e.u8(tagUnion)
		e.uv(uint64(len(x.Types)))
		for _, m := range x.Types {
			e.typ(m)
		}
	case *types.UnionAll:
		e.u8(tagUnionAll)
		e.str(x.Var.Name)
		e.typ(x.Var.Lb)
		e.typ(x.Var.Ub)
		e.vars = append(e.vars, x.Var)
		e.typ(x.Body)
		e.vars = e.vars[:len(e.vars)-1]
	case *types.TypeVar:
		for i := len(e.vars) - 1; i >= 0; i-- {
			if e.vars[i] == x {
				e.u8(tagVar)
				e.uv(uint64(len(e.vars) - 1 - i))
				return
			}
		}
		e.u8(tagFreeVar)
		e.str(x.Name)
		e.typ(x.Lb)
		e.typ(x.Ub)
	case *types.Vararg:
		e.u8(tagVararg)
		e.typ(x.T)
		e.iv(int64(x.N))
		if x.NVar != nil {
			e.u8(1)
			e.typ(x.NVar)
		} else {
			e.u8(0)
		}
	case nil:
		e.fail("missing type")
	default:
		e.fail("cannot encode type %T", t)
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

// param encodes a type parameter (a type or a plain value).
func (e *imgEnc) param(p any) {
	if t, ok := p.(types.Type); ok {
		e.u8(valType)
		e.typ(t)
		return
	}
	e.value(p)
}

// value encodes a compile-time value.
func (e *imgEnc) value(v any) {
	switch x := v.(type) {
	case types.Type:
		e.u8(valType)
		e.typ(x)
	case int64:
		e.u8(valInt64)
		e.iv(x)
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
		e.u8(valFloat64)
		e.u64(math.Float64bits(x))
	case float32:
		e.u8(valFloat32)
		e.u64(uint64(math.Float32bits(x)))
	case bool:
		e.u8(valBool)
		if x {
			e.u8(1)
		} else {
			e.u8(0)
		}
	case types.CharValue:
		e.u8(valChar)
		e.uv(uint64(x))
	case types.Symbol:
		e.u8(valSymbol)
		e.str(string(x))
	case types.SymTuple:
		e.u8(valSymTuple)
		e.str(string(x))
	case string:
		e.u8(valString)
		e.str(x)
	case types.NothingType:
		e.u8(valNothing)
	case *methods.Function:
		e.u8(valFunction)
		e.typ(x.Type)
	case *methods.Builtin:
		e.u8(valBuiltin)
		e.str(x.Name)
	case *methods.Module:
		e.u8(valModule)
		e.str(x.Path())
	case *types.StructValue:
		e.u8(valStruct)
		e.typ(x.Type)
		e.uv(uint64(len(x.Fields)))
		for _, f := range x.Fields {
			e.value(f)
		}
	case *types.TupleValue:
		e.u8(valTuple)
		e.typ(x.Type)
		e.uv(uint64(len(x.Elems)))
		for _, f := range x.Elems {
			e.value(f)
		}
	case varargMarker:
		e.u8(valVararg)
	case *RuntimeValue:
		i := strings.LastIndex(x.Name, ".")
		if x.Name == "" || i < 0 {
			e.fail("a run-time object (%s) that is not the value of a named constant", x.Type)
			return
		}
		e.u8(valBinding)
		e.str(x.Name[:i])
		e.str(x.Name[i+1:])
	default:
		e.fail("cannot encode a constant of Go type %T", v)
	}
}

func (e *imgEnc) intKind(k byte, v uint64) {
	e.u8(valInt)
	e.u8(k)
	e.u64(v)
}

// retType encodes a CodeInstance's return type: the lattice element, or
// its widened type when its constant cannot be encoded (the code's ABI
// depends on the type only).
func (e *imgEnc) retType(t any) {
	le := &imgEnc{}
	le.lattice(t)
	if le.err != nil {
		e.lattice(infer.Widen(t))
		return
	}
	e.b = append(e.b, le.b...)
}

// lattice encodes a lattice element: a type, or a constant.
func (e *imgEnc) lattice(t any) {
	if c, ok := t.(*infer.Const); ok {
		e.u8('C')
		e.value(c.Val)
		return
	}
	ty, ok := t.(types.Type)
	if !ok {
		e.fail("cannot encode lattice element %T", t)
		return
	}
	e.u8('t')
	e.typ(ty)
}

// method encodes a reference to a method: its table and its signature.
//
// The method's defining module and position follow its signature: a
// method of the same signature defined elsewhere later (a program
// redefining a Base method) replaces it in the table, and is not the
// method the image's code was compiled from.
func (e *imgEnc) method(m *methods.Method) {
	e.table(m.Table)
	e.typ(m.Sig)
	mod := ""
	if m.Module != nil {
		mod = m.Module.Path()
	}
	e.str(mod)
	e.uv(uint64(m.Pos.Line))
	e.uv(uint64(m.Pos.Col))
}

// table encodes a reference to a method table: the function that owns
// it, or the type name whose constructors it holds.
func (e *imgEnc) table(t *methods.MethodTable) {
	switch o := t.Owner.(type) {
	case *methods.Function:
		e.u8('F')
		e.typ(o.Type)
	case *types.TypeName:
		e.u8('N')
		e.str(o.Module)
		e.str(o.Name)
	default:
		e.fail("method table %s has an owner of unknown kind", t.Name)
	}
}

// methodInstance encodes a MethodInstance: method, specialization types
// and static parameter values.
func (e *imgEnc) methodInstance(mi *methods.MethodInstance) {
	e.method(mi.Method)
	e.typ(mi.SpecTypes)
	e.uv(uint64(len(mi.SparamVals)))
	for _, p := range mi.SparamVals {
		e.param(p)
	}
}

// ---- decoding ----

// imgDec reads payload items; every read is bounds-checked and the first
// failure sticks in err.
type imgDec struct {
	b    []byte
	off  int
	err  error
	vars []*types.TypeVar
	res  *imgResolver
	// skip only walks the encoding (checking its structure), resolving
	// nothing: types decode as Any, references as nil.
	skip bool
}

func (d *imgDec) fail(format string, args ...any) {
	if d.err == nil {
		d.err = fmt.Errorf(format, args...)
	}
}

func (d *imgDec) u8() byte {
	if d.err != nil || d.off >= len(d.b) {
		d.fail("truncated payload")
		return 0
	}
	v := d.b[d.off]
	d.off++
	return v
}

func (d *imgDec) uv() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 {
		d.fail("bad varint at offset %d", d.off)
		return 0
	}
	d.off += n
	return v
}

func (d *imgDec) iv() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b[d.off:])
	if n <= 0 {
		d.fail("bad varint at offset %d", d.off)
		return 0
	}
	d.off += n
	return v
}

func (d *imgDec) u64() uint64 {
	if d.err != nil || len(d.b)-d.off < 8 {
		d.fail("truncated payload")
		return 0
	}
	v := binary.LittleEndian.Uint64(d.b[d.off:])
	d.off += 8
	return v
}

// count reads a length that must fit in what is left (each element takes
// at least one byte).
func (d *imgDec) count() int {
	n := d.uv()
	if d.err == nil && n > uint64(len(d.b)-d.off) {
		d.fail("count %d exceeds the payload", n)
		return 0
	}
	return int(n)
}

func (d *imgDec) str() string {
	n := d.count()
	if d.err != nil {
		return ""
	}
	s := string(d.b[d.off : d.off+n])
	d.off += n
	return s
}

func (d *imgDec) bytes() []byte {
	n := d.count()
	if d.err != nil {
		return nil
	}
	p := d.b[d.off : d.off+n]
	d.off += n
	return p
}

func (d *imgDec) done() bool { return d.err != nil || d.off >= len(d.b) }

// maxTypeDepth bounds nesting so that a hostile payload cannot exhaust
// the stack.
const maxTypeDepth = 200

func (d *imgDec) typ() types.Type { return d.typeAt(0) }

func (d *imgDec) typeAt(depth int) types.Type {
	if depth > maxTypeDepth {
		d.fail("types nested too deeply")
		return nil
	}
	switch tag := d.u8(); tag {
	case tagDataType:
		mod, name := d.str(), d.str()
		n := d.count()
		if d.err != nil {
			return nil
		}
		if d.skip {
			for i := 0; i < n && d.err == nil; i++ {
				d.paramAt(depth + 1)
			}
			return types.Any
		}
		tn := d.res.typeName(mod, name)
		if tn == nil {
			d.fail("type %s.%s is not defined", mod, name)
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
			d.fail("type %s.%s takes %d parameters, not %d", mod, name, len(tn.Params), len(ps))
			return nil
		}
		if tn == types.TupleT {
			ts := make([]types.Type, len(ps))
			for i, p := range ps {
				t, ok := p.(types.Type)
				if !ok {
					d.fail("a tuple type with a non-type parameter")
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
	case tagUnion:
		n := d.count()
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
	case tagUnionAll:
		name := d.str()
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
	case tagVar:
		i := d.uv()
		if d.err == nil && i >= uint64(len(d.vars)) {
			d.fail("type variable index %d out of range", i)
		}
		if d.err != nil {
			return nil
		}
		return d.vars[len(d.vars)-1-int(i)]
	case tagFreeVar:
		name := d.str()
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
		if v, ok := d.res.freeVars[key]; ok {
			return v
		}
		v := types.NewTypeVar(name, lb, ub)
		if d.res.freeVars == nil {
			d.res.freeVars = map[string]*types.TypeVar{}
		}
		d.res.freeVars[key] = v
		return v
	case tagVararg:
		t := d.typeAt(depth + 1)
		n := d.iv()
		var nv *types.TypeVar
		if d.u8() == 1 {
			v, ok := d.typeAt(depth + 1).(*types.TypeVar)
			if !ok {
				d.fail("a Vararg count that is not a type variable")
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
			d.fail("a Vararg count of %d", n)
			return types.Any
		}
		return types.VarargOf(t, int(n))
	default:
		d.fail("unknown type tag %q", tag)
		return nil
	}
}

func (d *imgDec) param() any { return d.paramAt(0) }

func (d *imgDec) paramAt(depth int) any { return d.valueAt(depth) }

func (d *imgDec) value() any { return d.valueAt(0) }

func (d *imgDec) valueAt(depth int) any {
	if depth > maxTypeDepth {
		d.fail("values nested too deeply")
		return nil
	}
	switch tag := d.u8(); tag {
	case valType:
		return d.typeAt(depth + 1)
	case valInt64:
		return d.iv()
	case valInt:
		k := d.u8()
		v := d.u64()
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
		d.fail("unknown integer kind %d", k)
	case valFloat64:
		return math.Float64frombits(d.u64())
	case valFloat32:
		return math.Float32frombits(uint32(d.u64()))
	case valBool:
		return d.u8() != 0
	case valChar:
		return types.CharValue(d.uv())
	case valSymbol:
		return types.Symbol(d.str())
	case valSymTuple:
		return types.SymTuple(d.str())
	case valString:
		return d.str()
	case valNothing:
		return types.NothingValue
	case valFunction:
		t := d.typeAt(depth + 1)
		if d.err != nil || d.skip {
			return nil
		}
		f, ok := methods.FunctionOfType(t)
		if !ok {
			d.fail("%s is not the type of a function", t)
			return nil
		}
		return f
	case valBuiltin:
		name := d.str()
		if d.err != nil || d.skip {
			return nil
		}
		b := d.res.builtin(name)
		if b == nil {
			d.fail("unknown builtin %s", name)
			return nil
		}
		return b
	case valModule:
		path := d.str()
		if d.err != nil || d.skip {
			return nil
		}
		m := d.res.module(path)
		if m == nil {
			d.fail("module %s is not loaded", path)
			return nil
		}
		return m
	case valStruct, valTuple:
		t, ok := d.typeAt(depth + 1).(*types.DataType)
		n := d.count()
		if d.skip {
			for i := 0; i < n && d.err == nil; i++ {
				d.valueAt(depth + 1)
			}
			return nil
		}
		if d.err == nil && !ok {
			d.fail("a composite constant of a non-concrete type")
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
		mod, name := d.str(), d.str()
		if d.err != nil || d.skip {
			return nil
		}
		m := d.res.module(mod)
		var b *methods.Binding
		if m != nil {
			b = m.OwnBinding(name)
		}
		if b == nil || !b.Defined || !b.Const {
			d.fail("constant %s.%s is not defined", mod, name)
			return nil
		}
		return b.Value
	case valVararg:
		return varargMarker{}
	default:
		d.fail("unknown value tag %q", tag)
	}
	return nil
}

func (d *imgDec) lattice() any {
	switch tag := d.u8(); tag {
	case 'C':
		v := d.value()
		if d.err != nil {
			return nil
		}
		return &infer.Const{Val: v}
	case 't':
		return d.typ()
	default:
		d.fail("unknown lattice tag %q", tag)
		return nil
	}
}

func (d *imgDec) table() *methods.MethodTable {
	switch tag := d.u8(); tag {
	case 'F':
		t := d.typ()
		if d.err != nil {
			return nil
		}
		f, ok := methods.FunctionOfType(t)
		if !ok {
			d.fail("%s is not the type of a function", t)
			return nil
		}
		return f.Table
	case 'N':
		mod, name := d.str(), d.str()
		if d.err != nil {
			return nil
		}
		tn := d.res.typeName(mod, name)
		if tn == nil {
			d.fail("type %s.%s is not defined", mod, name)
			return nil
		}
		return methods.TypeTable(tn)
	default:
		d.fail("unknown method table tag %q", tag)
		return nil
	}
}

// method decodes a method reference: the method of the table whose
// signature is equal to the recorded one.
func (d *imgDec) method() *methods.Method {
	start := d.off
	t := d.table()
	sig := d.typ()
	mod := d.str()
	line, col := d.uv(), d.uv()
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
				d.fail("method %s was redefined at %s", methods.SigString(t.Name, sig), m.Pos)
				return nil
			}
			if d.res != nil {
				d.res.methods[key] = m
			}
			return m
		}
	}
	d.fail("no method %s", methods.SigString(t.Name, sig))
	return nil
}

func (d *imgDec) methodInstance() *methods.MethodInstance {
	m := d.method()
	spec, ok := d.typ().(*types.DataType)
	n := d.count()
	if d.err == nil && !ok {
		d.fail("a MethodInstance whose specialization is not a tuple type")
	}
	env := make([]any, n)
	for i := range env {
		env[i] = d.param()
	}
	if d.err != nil {
		return nil
	}
	if len(env) == 0 {
		env = nil
	}
	return m.Specialize(spec, env)
}

// imgResolver finds modules, type names and builtins of the loading
// process by name.
type imgResolver struct {
	s       *Session
	names   map[string]*types.TypeName
	scanned int
	// methods memoizes method references by their encoding.
	methods map[string]*methods.Method
	// holds memoizes edge verification.
	holds map[edgeKey]bool
	// freeVars are the unbound type variables decoded (tagFreeVar).
	freeVars map[string]*types.TypeVar
}

type edgeKey struct {
	t       *methods.MethodTable
	sig     *types.DataType
	m       *methods.Method
	matches int
}

// edgeHolds is e.Holds, once per distinct edge of a load. An edge on a
// table that held only Base's definitions when the image was written
// (baseTable) holds without a lookup when the table still holds only
// those: the same embedded Base defined it in both processes.
func (r *imgResolver) edgeHolds(e infer.Edge, baseTable bool) bool {
	if baseTable && r.s != nil && r.s.baseWorld != 0 && e.Table.LastChange() <= r.s.baseWorld &&
		(e.Method == nil || e.Method.Table == e.Table) {
		return true
	}
	k := edgeKey{e.Table, e.Sig, e.Method, e.Matches}
	if v, ok := r.holds[k]; ok {
		return v
	}
	v := e.Holds()
	r.holds[k] = v
	return v
}

func newImgResolver(s *Session) *imgResolver {
	return &imgResolver{s: s, names: map[string]*types.TypeName{}, methods: map[string]*methods.Method{}, holds: map[edgeKey]bool{}}
}

func (r *imgResolver) typeName(mod, name string) *types.TypeName {
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

// module and builtin find nothing without a session (a resolver used to
// decode types alone, as the fuzz tests do): the decoder then reports the
// name as unknown.
func (r *imgResolver) module(path string) *methods.Module {
	if r.s == nil {
		return nil
	}
	return r.s.moduleByPath(path)
}

func (r *imgResolver) builtin(name string) *methods.Builtin {
	if r.s == nil || r.s.Core == nil {
		return nil
	}
	if b := r.s.Core.OwnBinding(name); b != nil {
		if bi, ok := b.Value.(*methods.Builtin); ok {
			return bi
		}
	}
	return nil
}

// moduleByPath finds a loaded module by its path ("Base.Printf",
// "Geometry", "Geometry.Shapes").
func (s *Session) moduleByPath(path string) *methods.Module {
	parts := strings.Split(path, ".")
	var cur *methods.Module
	switch parts[0] {
	case "Core":
		cur = s.Core
	case "Base":
		cur = s.Base
	case "Main":
		cur = s.Main
	default:
		if s.pkgs != nil {
			if b := s.pkgs.root.OwnBinding(parts[0]); b != nil {
				cur, _ = b.Value.(*methods.Module)
			}
		}
		if cur == nil {
			if b := s.Main.OwnBinding(parts[0]); b != nil {
				cur, _ = b.Value.(*methods.Module)
			}
		}
	}
	for _, p := range parts[1:] {
		if cur == nil {
			return nil
		}
		b := cur.OwnBinding(p)
		if b == nil {
			return nil
		}
		cur, _ = b.Value.(*methods.Module)
	}
	return cur
}
