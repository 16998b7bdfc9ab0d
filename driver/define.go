package driver

import (
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// defineMethod evaluates a method's signature and adds it to the right
// table: a generic function's, or a type's (constructors and callable
// objects).
func (s *Session) defineMethod(m *methods.Module, d *lower.MethodDef) error {
	if d.Body != nil {
		s.rootMethodObjects(d.Body)
	}
	if m != s.Base && m != s.Core {
		if d.Body != nil {
			markAssigned(m, d.Body)
		} else if lazy := d.Lazy; lazy != nil {
			// A body lowered on first use (embedded sources) marks the
			// globals it assigns then, before it is compiled.
			d.Lazy = func() (*ir.Func, error) {
				body, err := lazy()
				if err == nil && body != nil {
					markAssigned(m, body)
				}
				return body, err
			}
		}
	}
	env := typeEnv{}
	var sparams []*types.TypeVar
	for _, sp := range d.Sparams {
		tv := types.NewTypeVar(sp.Name, nil, nil)
		if sp.Ub != nil {
			s.inSparamBound++
			ub, err := s.evalTypeExpr(m, sp.Ub, env)
			s.inSparamBound--
			if err != nil {
				return err
			}
			if t, ok := ub.(types.Type); ok {
				tv.Ub = t
			}
		}
		if sp.Lb != nil {
			lb, err := s.evalTypeExpr(m, sp.Lb, env)
			if err != nil {
				return err
			}
			if t, ok := lb.(types.Type); ok {
				tv.Lb = t
			}
		}
		env[sp.Name] = tv
		sparams = append(sparams, tv)
	}
	var selfType types.Type
	var table *methods.MethodTable
	var name string
	if d.SelfType != nil {
		st, err := s.evalTypeExpr(m, d.SelfType, env)
		if err != nil {
			return err
		}
		t, ok := st.(types.Type)
		if !ok {
			return s.errorf(d.Pos, "invalid callable object type")
		}
		selfType = t
		table = methods.TableFor(t)
		if table == nil {
			if dt, ok := types.Unwrap(t).(*types.DataType); ok {
				table = methods.TypeTable(dt.Name)
			}
		}
		name = d.Name
		if table == nil {
			return s.errorf(d.Pos, "cannot add methods to %s", t)
		}
	} else {
		// A type's constructor, or a generic function.
		target := m
		for _, q := range d.Qual {
			b := target.Lookup(q)
			if b == nil {
				return s.errorf(d.Pos, "UndefVarError: `%s` not defined", q)
			}
			mm, ok := b.Value.(*methods.Module)
			if !ok {
				return s.errorf(d.Pos, "`%s` is not a module", q)
			}
			target = mm
		}
		var b *methods.Binding
		if len(d.Qual) > 0 && target.Path() == "CUDA.DeviceOverrides" {
			// @device_override: the overlay module's own function (see
			// functionFor), not the Base function it sees.
			b = target.OwnBinding(d.Name)
		} else if len(d.Qual) > 0 {
			b = target.Lookup(d.Name)
		} else {
			b = target.OwnBinding(d.Name)
			if b != nil && !b.Defined && b.ImportedFrom != nil {
				b = b.ImportedFrom
			}
			if b == nil || !b.Defined {
				// A visible type gets a constructor; a module that sees
				// all of another (Base over Core) extends its functions.
				if vb := target.Lookup(d.Name); vb != nil && vb.Defined {
					if _, isType := vb.Value.(types.Type); isType {
						b = vb
					} else if _, isFn := vb.Value.(*methods.Function); isFn && vb.Module != target && target.SeesAll(vb.Module) {
						b = vb
					}
				}
			}
		}
		if b != nil && b.Defined {
			if t, ok := b.Value.(types.Type); ok {
				selfType = types.TypeOfType(t)
				table = methods.TableFor(selfType)
				name = d.Name
			}
		}
		if table == nil && b != nil && b.Defined {
			if f, ok := b.Value.(*methods.Function); ok {
				selfType, table, name = f.Type, f.Table, f.Name
			}
		}
		if table == nil {
			f, err := s.functionFor(m, d.Name, d.Qual, d.Pos)
			if err != nil {
				return err
			}
			selfType = f.Type
			table = f.Table
			name = f.Name
		}
	}
	params := []types.Type{selfType}
	for i, at := range d.ArgTypes {
		var t types.Type = types.Any
		if at != nil {
			v, err := s.evalTypeExpr(m, at, env)
			if err != nil {
				return err
			}
			if _, bare := v.(varargMarker); bare && d.IsVararg && i == len(d.ArgTypes)-1 {
				v = types.VarargOf(types.Any, -1)
			}
			tt, ok := v.(types.Type)
			if !ok {
				return s.errorf(at.Pos(), "invalid argument type %s", syntax.Sexpr(at))
			}
			t = tt
		}
		if d.IsVararg && i == len(d.ArgTypes)-1 {
			if va, ok := t.(*types.Vararg); ok {
				params = append(params, va)
			} else {
				params = append(params, types.VarargOf(t, -1))
			}
			continue
		}
		params = append(params, t)
	}
	var sig types.Type = types.Tuple(params...)
	for i := len(sparams) - 1; i >= 0; i-- {
		sig = types.UnionAllOf(sparams[i], sig)
	}
	nargs := d.NArgs
	if d.Body != nil {
		nargs = d.Body.NArgs
	}
	meth := &methods.Method{Name: name, Module: m, Sig: sig, Sparams: sparams, Body: d.Body, Lazy: d.Lazy, Pos: d.Pos, PropagateInbounds: d.PropagateInbounds, Inline: d.Inline, NKw: d.NKw, KwRest: d.KwRest,
		NArgs: nargs, Vararg: d.IsVararg, NoSpec: d.NoSpecialize}
	if d.Generator != "" {
		meth.Generator = s.generatorFor(m, d)
	}
	table.Add(meth)
	s.methodsChanged()
	return nil
}

func (s *Session) defineAbstract(m *methods.Module, d *lower.AbstractDef) error {
	if b := m.OwnBinding(d.Name); b != nil && b.Defined {
		return s.redefineAbstract(m, d, b)
	}
	tn, env, err := s.newTypeName(m, d.Name, d.Params, types.KindAbstract, d.Pos)
	if err != nil {
		return err
	}
	if err := s.setSuper(m, tn, d.Super, env); err != nil {
		return err
	}
	tn.Finish()
	s.bindType(m, d.Name, tn)
	return nil
}

// definePrimitive defines a primitive type, `primitive type Name <: Super
// bits end`: a bits type of that many bits with no fields. Kiln supports
// the sizes of the built-in primitive types (8, 16, 32, 64, 128).
func (s *Session) definePrimitive(m *methods.Module, d *lower.PrimitiveDef) error {
	v, err := s.evalTypeExpr(m, d.Bits, typeEnv{})
	if err != nil {
		return err
	}
	bits, ok := v.(int64)
	if !ok || bits <= 0 || bits%8 != 0 {
		return s.errorf(d.Pos, "invalid number of bits in primitive type %s", d.Name)
	}
	switch bits {
	case 8, 16, 32, 64, 128:
	default:
		return s.errorf(d.Pos, "primitive type %s: a size of %d bits is not supported (Kiln supports 8, 16, 32, 64 and 128)", d.Name, bits)
	}
	if b := m.OwnBinding(d.Name); b != nil && b.Defined {
		return s.redefinePrimitive(m, d, int(bits), b)
	}
	tn, env, err := s.newTypeName(m, d.Name, d.Params, types.KindPrimitive, d.Pos)
	if err != nil {
		return err
	}
	tn.Bits = int(bits)
	if err := s.setSuper(m, tn, d.Super, env); err != nil {
		return err
	}
	tn.Finish()
	s.bindType(m, d.Name, tn)
	return nil
}

func (s *Session) newTypeName(m *methods.Module, name string, params []lower.Sparam, kind types.Kind, pos syntax.Pos) (*types.TypeName, typeEnv, error) {
	if b := m.OwnBinding(name); b != nil && b.Defined {
		return nil, nil, s.errorf(pos, "invalid redefinition of constant %s.%s", m.Name, name)
	}
	env := typeEnv{}
	var tvs []*types.TypeVar
	for _, p := range params {
		tv := types.NewTypeVar(p.Name, nil, nil)
		if p.Ub != nil {
			ub, err := s.evalTypeExpr(m, p.Ub, env)
			if err != nil {
				return nil, nil, err
			}
			if t, ok := ub.(types.Type); ok {
				tv.Ub = t
			}
		}
		env[p.Name] = tv
		tvs = append(tvs, tv)
	}
	modPath := m.Path()
	tn := types.NewTypeName(modPath, name, kind, tvs)
	return tn, env, nil
}

func (s *Session) setSuper(m *methods.Module, tn *types.TypeName, super syntax.Node, env typeEnv) error {
	tn.Super = types.Any
	if super == nil {
		return nil
	}
	v, err := s.evalTypeExpr(m, super, env)
	if err != nil {
		return err
	}
	dt, ok := v.(*types.DataType)
	if !ok || !types.IsAbstract(dt) {
		return s.errorf(super.Pos(), "invalid subtyping in definition of %s: can only subtype abstract types.", tn.Name)
	}
	tn.Super = dt
	return nil
}

func (s *Session) bindType(m *methods.Module, name string, tn *types.TypeName) {
	b := m.Own(name)
	b.Value, b.Const, b.Defined = tn.Wrapper, true, true
	s.publishConst(b)
}

// publishConst stores a constant defined while code runs (by eval) into
// the binding's run-time slot, if code compiled before the definition
// reads the binding through one (Base.invokelatest(newfn)).
func (s *Session) publishConst(b *methods.Binding) {
	if b.Slot == 0 {
		return
	}
	if p, ok := s.boxConstValue(b.Value); ok && p != 0 {
		runtime.WriteWord(b.Slot, 0, uint64(p))
	}
}

func (s *Session) defineStruct(m *methods.Module, d *lower.StructDef) error {
	if b := m.OwnBinding(d.Name); b != nil && b.Defined {
		return s.redefineStruct(m, d, b)
	}
	tn, env, err := s.newTypeName(m, d.Name, d.Params, types.KindStruct, d.Pos)
	if err != nil {
		return err
	}
	tn.Mutable = d.Mutable
	if err := s.setSuper(m, tn, d.Super, env); err != nil {
		return err
	}
	// Fields may refer to the type itself (recursive types): bind first.
	// The wrapper exists before the fields are known; field types are
	// computed on demand, after they are set below.
	tn.Finish()
	s.bindType(m, d.Name, tn)
	tn.Incomplete = true
	for _, f := range d.Fields {
		var ft types.Type = types.Any
		if f.Type != nil {
			v, err := s.evalTypeExpr(m, f.Type, env)
			if err != nil {
				tn.Incomplete = false
				m.Own(d.Name).Defined = false
				return err
			}
			t, ok := v.(types.Type)
			if !ok {
				tn.Incomplete = false
				return s.errorf(f.Pos, "invalid field type")
			}
			ft = t
		}
		tn.Fields = append(tn.Fields, types.Field{Name: f.Name, Type: ft, Const: f.Const})
	}
	tn.Incomplete = false
	tn.FieldsChanged()
	tn.Finish()
	s.bindType(m, d.Name, tn)
	if len(d.InnerCtors) > 0 {
		for _, c := range d.InnerCtors {
			if err := s.defineMethod(m, c); err != nil {
				return err
			}
		}
		return nil
	}
	s.defaultConstructors(m, tn, d.Pos)
	return nil
}

// defaultConstructors adds Julia's default constructors: T(fields...) with
// the declared field types (new directly) and with Any arguments
// (converting each), and for parametric types T{P...}(args...) and, when
// every parameter occurs in some field's type or a later parameter's
// bound, T(args...) inferring P.
func (s *Session) defaultConstructors(m *methods.Module, tn *types.TypeName, pos syntax.Pos) {
	n := len(tn.Fields)
	table := methods.TableFor(types.TypeOfType(tn.Wrapper))
	core := func(f *ir.Func, b *ir.Block, name string) *ir.Value {
		return f.NewValue(b, ir.OpGlobal, pos, ir.GlobalRef{Module: ir.CoreModule, Name: name})
	}
	base := func(f *ir.Func, b *ir.Block, name string) *ir.Value {
		return f.NewValue(b, ir.OpGlobal, pos, ir.GlobalRef{Module: ir.BaseModule, Name: name})
	}
	// body builds new(T, conv(args)...) where T is self type expression.
	build := func(selfT func(f *ir.Func, b *ir.Block) *ir.Value, convert bool) *ir.Func {
		f := ir.NewFunc(tn.Name, pos)
		f.NArgs = n + 1
		b := f.Blocks[0]
		t := selfT(f, b)
		args := []*ir.Value{core(f, b, "new"), t}
		for i := 0; i < n; i++ {
			a := f.NewValue(b, ir.OpArg, pos, i+1)
			if convert {
				ft := f.NewValue(b, ir.OpCall, pos, nil, core(f, b, "fieldtype"), t, f.NewValue(b, ir.OpConst, pos, int64(i+1)))
				a = f.NewValue(b, ir.OpCall, pos, nil, base(f, b, "convert"), ft, a)
			}
			args = append(args, a)
		}
		r := f.NewValue(b, ir.OpCall, pos, nil, args...)
		f.NewValue(b, ir.OpReturn, pos, nil, r)
		return f
	}
	if len(tn.Params) == 0 {
		dt := tn.Wrapper.(*types.DataType)
		selfT := func(f *ir.Func, b *ir.Block) *ir.Value { return f.NewValue(b, ir.OpConst, pos, types.Type(dt)) }
		allAny := true
		fts := make([]types.Type, n)
		for i, fl := range tn.Fields {
			fts[i] = fl.Type
			if fl.Type != types.Any {
				allAny = false
			}
		}
		if !allAny {
			sig := append([]types.Type{types.TypeOfType(dt)}, fts...)
			table.Add(&methods.Method{Name: tn.Name, Module: m, Sig: types.Tuple(sig...), Body: build(selfT, false), Pos: pos, NArgs: n + 1})
		}
		anys := []types.Type{types.TypeOfType(dt)}
		for i := 0; i < n; i++ {
			anys = append(anys, types.Any)
		}
		table.Add(&methods.Method{Name: tn.Name, Module: m, Sig: types.Tuple(anys...), Body: build(selfT, !allAny), Pos: pos, NArgs: n + 1})
		s.methodsChanged()
		return
	}
	// T{P...}(args...) where P...
	vars := freshParams(tn.Params)
	vargs := make([]any, len(tn.Params))
	for i := range vars {
		vargs[i] = vars[i]
	}
	applied := types.Apply(tn, vargs...)
	selfT := func(f *ir.Func, b *ir.Block) *ir.Value {
		args := []*ir.Value{core(f, b, "apply_type"), f.NewValue(b, ir.OpConst, pos, tn.Wrapper)}
		for i := range vars {
			args = append(args, f.NewValue(b, ir.OpSparam, pos, i))
		}
		return f.NewValue(b, ir.OpCall, pos, nil, args...)
	}
	sig := []types.Type{types.TypeOfType(applied)}
	for i := 0; i < n; i++ {
		sig = append(sig, types.Any)
	}
	var st types.Type = types.Tuple(sig...)
	for i := len(vars) - 1; i >= 0; i-- {
		st = types.UnionAllOf(vars[i], st)
	}
	table.Add(&methods.Method{Name: tn.Name, Module: m, Sig: st, Sparams: vars, Body: build(selfT, true), Pos: pos, NArgs: n + 1})
	// T(args::FieldTypes...) where P... = T{P...}(args...), when every
	// parameter occurs in a field type (Array{T,N} binds T and N).
	ovars := freshParams(tn.Params)
	env := map[*types.TypeVar]any{}
	for i, p := range tn.Params {
		env[p] = ovars[i]
	}
	osig := []types.Type{types.TypeOfType(tn.Wrapper)}
	var roots []types.Type
	for _, fl := range tn.Fields {
		ft := types.Substitute(fl.Type, env)
		osig = append(osig, ft)
		roots = append(roots, ft)
	}
	// Julia's rule (julia-syntax.scm): from the last parameter to the
	// first, each must occur in a field type or in the bounds of a later
	// parameter (Y in S{Y, V<:AbstractVector{Y}} with a field ::V).
	covered := true
	for i := len(ovars) - 1; i >= 0 && covered; i-- {
		v := ovars[i]
		covered = false
		for _, r := range roots {
			if types.Occurs(r, v) {
				covered = true
				break
			}
		}
		for _, b := range []types.Type{v.Lb, v.Ub} {
			if b != nil {
				roots = append(roots, b)
			}
		}
	}
	if covered {
		var ost types.Type = types.Tuple(osig...)
		for i := len(ovars) - 1; i >= 0; i-- {
			ost = types.UnionAllOf(ovars[i], ost)
		}
		f := ir.NewFunc(tn.Name, pos)
		f.NArgs = n + 1
		b := f.Blocks[0]
		tv := selfT(f, b)
		args := []*ir.Value{tv}
		for i := 0; i < n; i++ {
			args = append(args, f.NewValue(b, ir.OpArg, pos, i+1))
		}
		r := f.NewValue(b, ir.OpCall, pos, nil, args...)
		f.NewValue(b, ir.OpReturn, pos, nil, r)
		table.Add(&methods.Method{Name: tn.Name, Module: m, Sig: ost, Sparams: ovars, Body: f, Pos: pos, NArgs: n + 1})
	}
	s.methodsChanged()
}

// freshParams copies a type's parameters as new type variables, for the
// method signatures of its constructors: a bound that names an earlier
// parameter (A<:AbstractArray{T} in S{T, A<:AbstractArray{T}}) names the
// earlier copy.
func freshParams(ps []*types.TypeVar) []*types.TypeVar {
	out := make([]*types.TypeVar, len(ps))
	env := map[*types.TypeVar]any{}
	for i, p := range ps {
		out[i] = types.NewTypeVar(p.Name, types.Substitute(p.Lb, env), types.Substitute(p.Ub, env))
		env[p] = out[i]
	}
	return out
}

// defineTypeAlias binds a constant to a parametric type (const V{T} = …).
func (s *Session) defineTypeAlias(m *methods.Module, d *lower.TypeAlias) error {
	v, err := s.evalTypeExpr(m, d.Type, nil)
	if err != nil {
		return err
	}
	t, ok := v.(types.Type)
	if !ok {
		return s.errorf(d.Pos, "invalid type alias %s", d.Name)
	}
	if b := m.OwnBinding(d.Name); b != nil && b.Defined {
		if old, ok := b.Value.(types.Type); ok && b.Const && types.Equal(old, t) {
			return nil
		}
		return s.errorf(d.Pos, "invalid redefinition of constant %s.%s", m.Name, d.Name)
	}
	b := m.Own(d.Name)
	b.Value, b.Const, b.Defined = t, true, true
	s.noteTypeAlias(m, d.Name, t)
	return nil
}

// rootMethodObjects keeps alive, for as long as the process runs, the heap
// objects a method's body holds as constants that no binding holds: values
// interpolated into a definition that eval runs (a global function defined
// in a let block over its locals, Combinatorics' `let _npartitions =
// Dict(); global npartitions; function npartitions(n) ... end end`, which
// lowering turns into Core.eval of the definition with the Dict in it).
// Julia keeps them in the method's roots; here the collector freed such a
// Dict once the eval's expression was garbage, before the method was
// compiled, and the method then read reused memory.
func (s *Session) rootMethodObjects(body *ir.Func) {
	for _, b := range body.Blocks {
		for _, v := range b.Instrs {
			if v.Op != ir.OpConst {
				continue
			}
			rv, ok := v.Aux.(*RuntimeValue)
			if !ok || rv.Name != "" || rv.Ptr == 0 {
				continue
			}
			runtime.WriteWord(runtime.RootSlot(), 0, uint64(rv.Ptr))
		}
	}
}
