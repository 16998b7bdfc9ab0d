package driver

import (
	"errors"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/lower"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/syntax"
	"github.com/kiln-lang/kiln/types"
)

// @generated functions. Lowering turns `@generated function f(x::T) where
// P … end` into two definitions (lower.generatedDef): the generator, a
// function of the module that takes the static parameters and then the
// arguments and returns an expression, and the method f, whose MethodDef
// names the generator. The driver gives that method a Generator
// (methods.Method.Generator): when inference first needs the body of a
// specialization (MethodInstance.LoweredBody), the generator runs through
// the JIT on the instance's argument types and static parameter values
// (Base._kiln_callgenerator), the expression it returns is read back into
// syntax (fromRuntime, as a macro's result), macro-expanded and lowered as
// the body of a method with f's signature as written — the argument names
// and static parameters then stand for values again. The instance keeps
// that body: the generator does not run again for the same types.
//
// The generator runs while inference is in progress (the caller's frames
// are on the engine's stack); the engine's stack is set aside while it
// runs (Engine.Suspend), so that inferring and compiling the generator's
// own code is an inference of its own. It runs in the latest world (Julia
// runs it in the world the method was defined in: a generator that calls
// a function defined after the @generated method works in Kiln where
// Julia raises a MethodError).
//
// A generator that throws gives the specialization a body that throws the
// same exception object: calling the method raises the generator's error
// where the call is, as in Julia, and code that catches it sees it.

// generatorFor returns the Generator of the @generated method d of m.
func (s *Session) generatorFor(m *methods.Module, d *lower.MethodDef) func(*methods.MethodInstance) (*ir.Func, error) {
	genName, sig, pos := d.Generator, d.GeneratedSig, d.Pos
	return func(mi *methods.MethodInstance) (*ir.Func, error) {
		return s.generateBody(m, genName, sig, pos, mi)
	}
}

// generateBody runs the generator genName of module m for the method
// instance mi and lowers the expression it returns with the method's
// signature sig.
func (s *Session) generateBody(m *methods.Module, genName string, sig syntax.Node, pos syntax.Pos, mi *methods.MethodInstance) (*ir.Func, error) {
	b := m.Lookup(genName)
	if b == nil || !b.Defined {
		return nil, s.errorf(pos, "the generator of the @generated method %s is not defined", mi)
	}
	gen, ok := b.Value.(*methods.Function)
	if !ok {
		return nil, s.errorf(pos, "the generator of the @generated method %s is not a function", mi)
	}
	call := &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
		&lower.GlobalRef{Module: s.Base, Name: "_kiln_callgenerator", P: pos},
		&lower.Value{V: gen, P: pos}}}
	for i, v := range mi.SparamVals {
		if _, free := v.(*types.TypeVar); free {
			return nil, s.errorf(pos, "@generated method %s: the static parameter %s has no value (a generator needs every static parameter)", mi, mi.Method.Sparams[i].Name)
		}
		call.Args = append(call.Args, &lower.Value{V: v, P: pos})
	}
	for _, p := range mi.SpecTypes.Params[1:] {
		t, ok := p.(types.Type)
		if _, va := p.(*types.Vararg); va || !ok {
			return nil, s.errorf(pos, "@generated method %s: the generator needs the argument types of a call (%s is not one)", mi, types.ParamString(p))
		}
		call.Args = append(call.Args, &lower.Value{V: t, P: pos})
	}
	resume := s.engine.Suspend()
	p, err := s.runForResult(m, call)
	resume()
	if err != nil {
		return nil, err
	}
	// The expression (or the exception) stays alive for good: the code
	// made from it may refer to the objects in it.
	s.keepResult(p)
	var body syntax.Node
	if ge, ok := s.WellKnown("_KilnGeneratorError").(*types.DataType); ok && p != 0 && s.typeOfDesc(runtime.TypeOf(p)) == ge {
		exc := uintptr(runtime.ReadWord(p+uintptr(codegen.FieldOffsets(ge, s.jit.layout)[0]), 0))
		v, _ := s.constFromBox(exc)
		body = &syntax.Expr{Head: syntax.HeadCall, P: pos, Args: []syntax.Node{
			&lower.GlobalRef{Module: s.Core, Name: "throw", P: pos}, &lower.Value{V: v, P: pos}}}
	} else {
		body, err = s.fromRuntime(p, pos)
		if err != nil {
			return nil, err
		}
	}
	def := &syntax.Expr{Head: syntax.HeadFunction, P: pos, Args: []syntax.Node{sig,
		&syntax.Expr{Head: syntax.HeadBlock, P: pos, Args: []syntax.Node{body}}}}
	expanded, err := s.expandMacros(m, def)
	if err != nil {
		return nil, err
	}
	items, _, err := lower.Toplevel(expanded, m, func(name string) bool { return globalExists(m, name) })
	if err != nil {
		var le *lower.Error
		if errors.As(err, &le) {
			// Say whose body it was and where the error is; the error is
			// the statement's that needed the body.
			at := s.toplevelPos
			if !at.IsValid() {
				at = le.Pos
			}
			return nil, s.errorf(at, "in the body generated for %s (%s): %s", mi, le.Pos, le.Msg)
		}
		return nil, err
	}
	var d *lower.MethodDef
	for i, it := range items {
		if md, ok := it.(*lower.MethodDef); ok && i == len(items)-1 {
			d = md
			break
		}
		// The closure types and methods the body needs.
		if err := s.evalItem(m, it); err != nil {
			return nil, err
		}
	}
	if d == nil || d.Body == nil || d.Body.NArgs != mi.Method.NArgs {
		return nil, s.errorf(pos, "@generated method %s: the generated body does not match the method's signature", mi)
	}
	markAssigned(m, d.Body)
	return d.Body, nil
}
