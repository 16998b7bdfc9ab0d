package driver

import (
	"encoding/binary"
	"fmt"
	"sort"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/internal/imgcodec"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/types"
)

// Module state in images. As in Julia, an image holds a package's module
// state after loading: the values of its globals and constants, computed
// at precompile time (bits values, strings, arrays, structs, Dicts, type
// objects, symbols), with sharing and cycles preserved. Definitions
// (methods, types, modules, imports) are re-established at load by
// replaying the package's hash-checked source without running any code;
// the values come from here.
//
// The state section is: a binding count, then per binding its module
// path, name, flags and value (a compile-time value, or a reference to a
// heap object); then the heap objects, each prefixed by its length so that
// they can be decoded on demand.

// Binding record kinds.
const (
	stateConst  = 'v' // a compile-time value (Binding.Value)
	stateObject = 'h' // a heap object held in the binding's slot
)

// Heap object kinds.
const (
	objString    = 'S'
	objArray     = 'A'
	objStruct    = 'O'
	objSymbol    = 'Y'
	objTypeObj   = 'T'
	objModule    = 'M'
	objSingleton = 'I'
)

// stateWriter serializes module state from the running process.
type stateWriter struct {
	s       *Session
	objs    map[uintptr]int
	payload [][]byte
	// path names the binding being written, for error messages.
	path string
}

// unserializableError names the binding whose value cannot go into an
// image.
type unserializableError struct {
	Binding string
	Why     string
}

func (e *unserializableError) Error() string {
	return fmt.Sprintf("cannot save the value of %s in the package image: %s", e.Binding, e.Why)
}

// encodeState writes the state of the package's modules (root and every
// module nested in it).
func (s *Session) encodeState(root *methods.Module) ([]byte, error) {
	w := &stateWriter{s: s, objs: map[uintptr]int{}}
	e := &imgcodec.Encoder{}
	type rec struct {
		m *methods.Module
		b *methods.Binding
	}
	var recs []rec
	var walk func(m *methods.Module)
	walk = func(m *methods.Module) {
		names := m.Names()
		sort.Strings(names)
		for _, n := range names {
			b := m.OwnBinding(n)
			if b == nil || b.ImportedFrom != nil {
				continue
			}
			if sub, ok := b.Value.(*methods.Module); ok {
				if sub.Parent == m && sub.Name == n && sub != m {
					walk(sub)
				}
				continue
			}
			if definedByReplay(m, b) {
				continue
			}
			recs = append(recs, rec{m, b})
		}
	}
	walk(root)
	body := &imgcodec.Encoder{}
	n := 0
	for _, r := range recs {
		w.path = r.m.Path() + "." + r.b.Name
		be := &imgcodec.Encoder{}
		be.Str(r.m.Path())
		be.Str(r.b.Name)
		flags := byte(0)
		if r.b.Const {
			flags |= 1
		}
		if r.b.DeclType != nil {
			flags |= 2
		}
		be.U8(flags)
		if r.b.DeclType != nil {
			be.Type(r.b.DeclType)
		}
		var p uintptr
		if r.b.Slot != 0 {
			p = uintptr(runtime.ReadWord(r.b.Slot, 0))
		}
		_, isRV := r.b.Value.(*RuntimeValue)
		switch {
		case r.b.Const && !isRV && r.b.Value != nil:
			if why := unsaveable(r.b.Value, 0); why != "" {
				return nil, &unserializableError{Binding: w.path, Why: why}
			}
			be.U8(stateConst)
			be.Value(r.b.Value)
		case p != 0:
			idx, err := w.object(p)
			if err != nil {
				return nil, err
			}
			be.U8(stateObject)
			be.Uvarint(uint64(idx))
		default:
			continue // declared, never assigned
		}
		if be.Err() != nil {
			return nil, &unserializableError{Binding: w.path, Why: be.Err().Error()}
		}
		body.Raw(be.Bytes())
		n++
	}
	e.Uvarint(uint64(n))
	e.Raw(body.Bytes())
	e.Uvarint(uint64(len(w.payload)))
	for _, p := range w.payload {
		e.Blob(p)
	}
	return e.Bytes(), e.Err()
}

// unsaveable says why a compile-time value describes something of this
// process that another cannot use ("" when it can be saved).
func unsaveable(v any, depth int) string {
	if depth > 64 {
		return "a value nested too deeply"
	}
	var dt *types.DataType
	var fields []any
	switch x := v.(type) {
	case *types.StructValue:
		dt, fields = x.Type, x.Fields
	case *types.TupleValue:
		dt, fields = x.Type, x.Elems
	default:
		return ""
	}
	switch {
	case dt.Name.Kind == types.KindPtr:
		return fmt.Sprintf("a pointer (%s)", dt)
	case dt.Name.Module == "Base" && (dt.Name.Name == "BigInt" || dt.Name.Name == "BigFloat"):
		return fmt.Sprintf("a %s (its digits are memory of this process)", dt.Name.Name)
	case dt.Name.Module == "Base" && dt.Name.Name == "KilnStream":
		if h, ok := fields[0].(int64); ok && h > 2 {
			return fmt.Sprintf("an open file (%s)", dt)
		}
	}
	for _, f := range fields {
		if why := unsaveable(f, depth+1); why != "" {
			return why
		}
	}
	return ""
}

// definedByReplay reports whether replaying the source recreates the
// binding by itself: functions, and types defined under this name here.
func definedByReplay(m *methods.Module, b *methods.Binding) bool {
	switch v := b.Value.(type) {
	case *methods.Function:
		// A function defined under this name here; an alias of one
		// (`const ⊙ = hadamard`, `const h = Base.sum`) is a saved value.
		return v.Module == m && v.Name == b.Name
	case *methods.Builtin, macroMarker:
		return true
	case types.Type:
		var tn *types.TypeName
		switch u := types.Unwrap(v).(type) {
		case *types.DataType:
			tn = u.Name
		}
		return tn != nil && tn.Module == m.Path() && tn.Name == b.Name && b.Const
	}
	return false
}

// object returns the index of the heap object at p, serializing it (and
// what it references) on first sight.
func (w *stateWriter) object(p uintptr) (int, error) {
	if i, ok := w.objs[p]; ok {
		return i, nil
	}
	i := len(w.payload)
	w.objs[p] = i
	w.payload = append(w.payload, nil)
	e := &imgcodec.Encoder{}
	if err := w.encodeObject(e, p); err != nil {
		return 0, err
	}
	if e.Err() != nil {
		return 0, &unserializableError{Binding: w.path, Why: e.Err().Error()}
	}
	w.payload[i] = e.Bytes()
	return i, nil
}

func (w *stateWriter) fail(format string, args ...any) error {
	return &unserializableError{Binding: w.path, Why: fmt.Sprintf(format, args...)}
}

func (w *stateWriter) encodeObject(e *imgcodec.Encoder, p uintptr) error {
	s := w.s
	if t, ok := s.typeFromObject(p); ok {
		e.U8(objTypeObj)
		e.Type(t)
		return nil
	}
	if m, ok := s.moduleFromObject(p); ok {
		e.U8(objModule)
		e.Str(m.Path())
		return nil
	}
	s.jit.mu.Lock()
	sym, isSym := s.jit.symAddr[p]
	s.jit.mu.Unlock()
	if isSym {
		e.U8(objSymbol)
		e.Str(sym)
		return nil
	}
	dt := s.typeOfDesc(runtime.TypeOf(p))
	if dt == nil {
		return w.fail("an object of an unknown type")
	}
	switch {
	case dt == types.String:
		e.U8(objString)
		e.Str(runtime.StringValue(p))
		return nil
	case types.IsSingleton(dt):
		e.U8(objSingleton)
		e.Type(dt)
		return nil
	case dt.Name.Kind == types.KindPtr:
		return w.fail("a pointer (%s)", dt)
	case dt.Name.Module == "Base" && (dt.Name.Name == "BigInt" || dt.Name.Name == "BigFloat"):
		// Its limb pointer belongs to this process (GMP's memory for a
		// BigInt); Julia's images write the limbs, Kiln's do not yet.
		return w.fail("a %s (its digits are memory of this process)", dt.Name.Name)
	case dt.Name.Module == "Base" && dt.Name.Name == "IOBuffer":
		return w.fail("an IOBuffer")
	case dt.Name.Module == "Base" && dt.Name.Name == "KilnStream":
		if h := int64(runtime.ReadWord(p, 0)); h > 2 {
			return w.fail("an open file (%s)", dt)
		}
	case dt.Name == types.ArrayT:
		return w.encodeArray(e, p, dt)
	}
	if dt.Name.Kind == types.KindKindType || dt.Name.Kind == types.KindType || !types.IsConcrete(dt) {
		return w.fail("a value of type %s", dt)
	}
	e.U8(objStruct)
	e.Type(dt)
	return w.inline(e, p, dt)
}

func (w *stateWriter) encodeArray(e *imgcodec.Encoder, p uintptr, dt *types.DataType) error {
	et, _ := dt.Params[0].(types.Type)
	n, _ := dt.Params[1].(int64)
	if et == nil || n < 0 || n > 32 {
		return w.fail("an array of type %s", dt)
	}
	e.U8(objArray)
	e.Type(dt)
	data := uintptr(runtime.ReadWord(p, 0))
	length := int64(runtime.ReadWord(p, 8))
	for i := int64(0); i < n; i++ {
		e.Uvarint(runtime.ReadWord(p, 16+8*i))
	}
	e.Uvarint(uint64(length))
	sl := codegen.ElemSlot(et, w.s.jit.layout)
	for i := int64(0); i < length; i++ {
		if err := w.slot(e, data+uintptr(i*sl.Size), et, sl); err != nil {
			return err
		}
	}
	return nil
}

// slot encodes a value stored in a field or element.
func (w *stateWriter) slot(e *imgcodec.Encoder, a uintptr, t types.Type, sl codegen.FieldSlot) error {
	if sl.Size == 0 {
		return nil
	}
	if sl.Boxed {
		q := uintptr(runtime.ReadWord(a, 0))
		if q == 0 {
			e.U8('u')
			return nil
		}
		idx, err := w.object(q)
		if err != nil {
			return err
		}
		e.U8('r')
		e.Uvarint(uint64(idx))
		return nil
	}
	dt, ok := t.(*types.DataType)
	if !ok {
		return w.fail("an inline value of type %s", t)
	}
	return w.inline(e, a, dt)
}

// inline encodes the payload of a value of concrete type dt stored at a.
func (w *stateWriter) inline(e *imgcodec.Encoder, a uintptr, dt *types.DataType) error {
	if dt.Name.Kind == types.KindPtr {
		// A pointer field is saved as C_NULL, as Julia's images do
		// (staticdata.c resets Ptr fields, keeping only -1): its target
		// belongs to this process, and the types that hold one (Regex)
		// recreate it when they find it null.
		v := runtime.ReadWord(a, 0)
		if v != ^uint64(0) {
			v = 0
		}
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], v)
		e.Blob(b[:])
		return nil
	}
	if dt.Name.Module == "Base" && dt.Name.Name == "KilnStream" && int64(runtime.ReadWord(a, 0)) > 2 {
		return w.fail("an open file (%s)", dt)
	}
	if dt.Name.Kind == types.KindPrimitive || types.IsBits(dt) {
		size, _ := codegen.TypeSize(dt, w.s.jit.layout)
		e.Blob(memBytes(a, size))
		return nil
	}
	fts := types.FieldTypes(dt)
	sls := codegen.FieldSlots(dt, w.s.jit.layout)
	for i, ft := range fts {
		if err := w.slot(e, a+uintptr(sls[i].Offset), ft, sls[i]); err != nil {
			return err
		}
	}
	return nil
}

// ---- restoring ----

// stateRecord is one binding of a state section.
type stateRecord struct {
	module, name string
	flags        byte
	declType     []byte // encoded, decoded when restored
	kind         byte
	data         []byte // the encoded value (kind stateConst), or nil
	obj          int
	done         bool
}

// stateReader restores module state into the loading process.
type stateReader struct {
	s    *Session
	res  *imgResolver
	recs []*stateRecord
	objs [][]byte
	// addr holds restored objects; committed ones stay, those of a failed
	// attempt are dropped.
	addr    map[int]uintptr
	pending []int
}

func newStateReader(s *Session, res *imgResolver, b []byte) (*stateReader, error) {
	d := imgcodec.NewDecoder(b, res.codec())
	n := d.Count()
	r := &stateReader{s: s, res: res, addr: map[int]uintptr{}}
	for i := 0; i < n && d.Err() == nil; i++ {
		rec := &stateRecord{module: d.Str(), name: d.Str(), flags: d.U8()}
		if rec.flags&2 != 0 {
			start := d.Offset()
			d.SkipType()
			rec.declType = d.Data()[start:d.Offset()]
		}
		rec.kind = d.U8()
		switch rec.kind {
		case stateConst:
			start := d.Offset()
			d.SkipValue()
			rec.data = d.Data()[start:d.Offset()]
		case stateObject:
			rec.obj = int(d.Uvarint())
		default:
			d.Fail("unknown binding kind %q", rec.kind)
		}
		r.recs = append(r.recs, rec)
	}
	m := d.Count()
	for i := 0; i < m && d.Err() == nil; i++ {
		r.objs = append(r.objs, d.Blob())
	}
	if d.Err() == nil && d.Remaining() != 0 {
		d.Fail("trailing bytes in the state section")
	}
	for _, rec := range r.recs {
		if rec.kind == stateObject && rec.obj >= len(r.objs) {
			d.Fail("object index out of range")
		}
	}
	return r, d.Err()
}

// restoreConsts restores the bindings holding compile-time values that
// can be decoded now (the types they mention exist). Called as the replay
// passes each top-level statement it does not run.
func (r *stateReader) restoreConsts() {
	for _, rec := range r.recs {
		if rec.done || rec.kind != stateConst {
			continue
		}
		m := r.s.moduleByPath(rec.module)
		if m == nil {
			continue
		}
		d := imgcodec.NewDecoder(rec.data, r.res.codec())
		v := d.Value()
		dt, ok := r.declType(rec)
		if d.Err() != nil || !ok {
			continue
		}
		b := m.Own(rec.name)
		b.Value, b.Const, b.Defined = v, rec.flags&1 != 0, true
		if dt != nil {
			b.DeclType = dt
		}
		if b.Const {
			r.s.noteTypeAlias(m, rec.name, v)
		}
		rec.done = true
	}
}

func (r *stateReader) declType(rec *stateRecord) (types.Type, bool) {
	if rec.declType == nil {
		return nil, true
	}
	d := imgcodec.NewDecoder(rec.declType, r.res.codec())
	t := d.Type()
	return t, d.Err() == nil
}

// restoreAll restores every remaining binding; heap objects are built on
// the Kiln thread with collections deferred until the roots hold them.
func (r *stateReader) restoreAll() error {
	r.restoreConsts()
	var err error
	runtime.Do(func() {
		for _, rec := range r.recs {
			if rec.done {
				continue
			}
			where := rec.module + "." + rec.name
			m := r.s.moduleByPath(rec.module)
			if m == nil {
				err = fmt.Errorf("module %s of %s is not defined", rec.module, where)
				return
			}
			dt, ok := r.declType(rec)
			if !ok {
				err = fmt.Errorf("the declared type of %s does not resolve", where)
				return
			}
			if rec.kind == stateConst {
				d := imgcodec.NewDecoder(rec.data, r.res.codec())
				d.Value()
				err = fmt.Errorf("the value of %s does not resolve: %v", where, d.Err())
				return
			}
			p, e := r.object(rec.obj, 0)
			if e != nil {
				err = fmt.Errorf("the value of %s does not resolve: %v", where, e)
				return
			}
			b := m.Own(rec.name)
			if dt != nil {
				b.DeclType = dt
			}
			if b.Slot == 0 {
				b.Slot = runtime.RootSlot()
			}
			runtime.WriteWord(b.Slot, 0, uint64(p))
			b.Defined = true
			if rec.flags&1 != 0 {
				val, ok := r.s.constFromBox(p)
				if !ok {
					err = fmt.Errorf("the value of %s does not resolve", where)
					return
				}
				if rv, ok := val.(*RuntimeValue); ok {
					rv.Name = where
				}
				b.Value, b.Const = val, true
			}
			rec.done = true
		}
	})
	return err
}

// object builds (once) the heap object with index i.
func (r *stateReader) object(i, depth int) (uintptr, error) {
	if p, ok := r.addr[i]; ok {
		return p, nil
	}
	if i < 0 || i >= len(r.objs) {
		return 0, fmt.Errorf("object index %d out of range", i)
	}
	if depth > 10000 {
		return 0, fmt.Errorf("objects nested too deeply")
	}
	s := r.s
	d := imgcodec.NewDecoder(r.objs[i], r.res.codec())
	switch kind := d.U8(); kind {
	case objTypeObj:
		t := d.Type()
		if d.Err() != nil {
			return 0, d.Err()
		}
		p := s.typeObjectAddr(t)
		r.addr[i] = p
		return p, nil
	case objModule:
		m := r.res.Module(d.Str())
		if d.Err() != nil || m == nil {
			return 0, fmt.Errorf("a module that is not loaded")
		}
		n := s.moduleObject(m)
		s.jit.mu.Lock()
		p := s.jit.defined[n]
		s.jit.mu.Unlock()
		r.addr[i] = p
		return p, nil
	case objSymbol:
		name := d.Str()
		if d.Err() != nil {
			return 0, d.Err()
		}
		p := s.symbolAddr(name)
		r.addr[i] = p
		return p, nil
	case objString:
		str := d.Str()
		if d.Err() != nil {
			return 0, d.Err()
		}
		p := runtime.NewString(str)
		r.addr[i] = p
		return p, nil
	case objSingleton:
		dt, ok := d.Type().(*types.DataType)
		if d.Err() != nil || !ok || !types.IsSingleton(dt) {
			return 0, fmt.Errorf("a singleton of a non-singleton type")
		}
		p := runtime.TypeInstance(s.desc(dt))
		r.addr[i] = p
		return p, nil
	case objArray:
		dt, ok := d.Type().(*types.DataType)
		if d.Err() != nil || !ok || dt.Name != types.ArrayT {
			return 0, fmt.Errorf("an array of a non-array type")
		}
		et, _ := dt.Params[0].(types.Type)
		n, _ := dt.Params[1].(int64)
		if et == nil || n < 0 || n > 32 {
			return 0, fmt.Errorf("an array of type %s", dt)
		}
		dims := make([]uint64, n)
		for k := range dims {
			dims[k] = d.Uvarint()
		}
		length := d.Uvarint()
		if d.Err() != nil {
			return 0, d.Err()
		}
		sl := codegen.ElemSlot(et, s.jit.layout)
		if length > uint64(len(d.Data())) && sl.Size > 0 || length > 1<<40 {
			return 0, fmt.Errorf("array length %d exceeds the payload", length)
		}
		prod := uint64(1)
		for _, x := range dims {
			prod *= x
		}
		if prod != length {
			return 0, fmt.Errorf("array dimensions do not match its length")
		}
		obj := runtime.Alloc(s.desc(dt), codegen.ArrayObjectSize(int(n)))
		r.addr[i] = obj
		var data uintptr
		if nb := int64(length) * sl.Size; nb > 0 {
			if sl.Boxed || codegen.HasPointers(et, s.jit.layout) {
				data = runtime.Alloc(0, nb)
			} else {
				data = runtime.AllocAtomic(0, nb)
			}
		}
		runtime.WriteWord(obj, 0, uint64(data))
		runtime.WriteWord(obj, 8, length)
		for k, x := range dims {
			runtime.WriteWord(obj, int64(16+8*k), x)
		}
		for k := uint64(0); k < length; k++ {
			if err := r.slot(d, data+uintptr(int64(k)*sl.Size), et, sl, depth); err != nil {
				delete(r.addr, i)
				return 0, err
			}
		}
		return obj, d.Err()
	case objStruct:
		dt, ok := d.Type().(*types.DataType)
		if d.Err() != nil || !ok || !types.IsConcrete(dt) {
			return 0, fmt.Errorf("an object of a non-concrete type")
		}
		size, _ := codegen.TypeSize(dt, s.jit.layout)
		var obj uintptr
		if codegen.HasPointers(dt, s.jit.layout) {
			obj = runtime.Alloc(s.desc(dt), size)
		} else {
			obj = runtime.AllocAtomic(s.desc(dt), size)
		}
		r.addr[i] = obj
		if err := r.inline(d, obj, dt, depth); err != nil {
			delete(r.addr, i)
			return 0, err
		}
		return obj, d.Err()
	default:
		return 0, fmt.Errorf("unknown object kind %q", kind)
	}
}

func (r *stateReader) slot(d *imgcodec.Decoder, a uintptr, t types.Type, sl codegen.FieldSlot, depth int) error {
	if sl.Size == 0 {
		return nil
	}
	if sl.Boxed {
		switch d.U8() {
		case 'u':
			return d.Err()
		case 'r':
			p, err := r.object(int(d.Uvarint()), depth+1)
			if err != nil {
				return err
			}
			runtime.WriteWord(a, 0, uint64(p))
			return d.Err()
		}
		return fmt.Errorf("bad field reference")
	}
	dt, ok := t.(*types.DataType)
	if !ok {
		return fmt.Errorf("an inline value of type %s", t)
	}
	return r.inline(d, a, dt, depth)
}

func (r *stateReader) inline(d *imgcodec.Decoder, a uintptr, dt *types.DataType, depth int) error {
	if dt.Name.Kind == types.KindPrimitive || types.IsBits(dt) {
		size, _ := codegen.TypeSize(dt, r.s.jit.layout)
		b := d.Blob()
		if d.Err() != nil {
			return d.Err()
		}
		if int64(len(b)) != size {
			return fmt.Errorf("a %s of %d bytes, want %d", dt, len(b), size)
		}
		memPut(a, b)
		return nil
	}
	fts := types.FieldTypes(dt)
	sls := codegen.FieldSlots(dt, r.s.jit.layout)
	for k, ft := range fts {
		if err := r.slot(d, a+uintptr(sls[k].Offset), ft, sls[k], depth); err != nil {
			return err
		}
	}
	return d.Err()
}
