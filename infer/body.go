package infer

import "github.com/kiln-lang/kiln/types"

// InferBody gives a code instance restored from an image (which has
// machine code but no typed IR) the typed IR of its method, inferred
// again here, so that code generation can offer its body to LLVM's
// inliner: without it every call of a small Base function from new code
// (getindex, +, sqrt in a hot loop) stays an out-of-line call into the
// image. The cache is not touched (the restored instance stays the
// method's code); the new IR's dispatch questions are added to the
// instance's edges and backedges, so that a method definition that would
// change the body invalidates the instance. It reports whether ci now has
// IR: not when inference fails or reaches a different return type (the
// body must match the image's compiled signature).
func (e *Engine) InferBody(ci *CodeInstance) bool {
	if ci.IR != nil {
		return true
	}
	if ci.MI == nil || !ci.FromImage || !ci.Valid() {
		return false
	}
	mi := ci.MI
	if !mi.BodyKnown() {
		// An @generated method's body would need its generator to run
		// now, while code is being generated.
		return false
	}
	body, err := mi.LoweredBody()
	if err != nil || body == nil {
		return false
	}
	// A constant-propagation-style frame: it is not cached and is not a
	// cycle head, so a recursive call inside resolves to ci itself.
	f := &frame{e: e, mi: mi, constProp: true}
	f.fn = body.Clone()
	f.argTypes = argTypesOf(mi)
	f.sparams = mi.SparamVals
	tmp := &CodeInstance{MI: mi, Owner: ci.Owner, RetType: ci.RetType, MinWorld: ci.MinWorld}
	tmp.valid.Store(true)
	f.ci = tmp
	f.info = &FrameInfo{MI: mi, Owner: ci.Owner}
	e.stack = append(e.stack, f)
	err = f.run()
	e.stack = e.stack[:len(e.stack)-1]
	if err != nil || f.rettype == nil {
		return false
	}
	if !sameRet(f.rettype, ci.RetType) {
		return false
	}
	for t := range f.tables {
		t.AddBackedge(ci)
	}
	ci.Edges = append(ci.Edges, f.questions...)
	for c := range f.callees {
		if c.MI != nil {
			c.MI.AddCaller(ci)
		}
	}
	ci.IR = f.fn
	return true
}

// sameRet reports whether two return lattice elements describe the same
// compiled representation (equal types, or equal constants).
func sameRet(a, b any) bool {
	if LessEq(a, b) && LessEq(b, a) {
		return true
	}
	ta, aok := a.(types.Type)
	tb, bok := b.(types.Type)
	return aok && bok && types.Equal(ta, tb)
}
