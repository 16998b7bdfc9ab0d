package codegen

import (
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"tinygo.org/x/go-llvm"
)

// @inbounds, as Julia defines it: a call made inside @inbounds runs its
// callee's @boundscheck blocks (lowered to `if Core._boundscheck() …`)
// as if checks were off, and a callee declared @propagate_inbounds passes
// that context on to the calls it makes. Julia gets this by inlining the
// callee into the caller; Kiln compiles the callee a second time, as its
// @inbounds variant, in which _boundscheck() is false, and calls that
// variant from @inbounds sites (LLVM then inlines it as usual). Only
// callees that have a @boundscheck block, or propagate to one that has,
// get a variant.

// inboundsSite reports whether call v is made in an @inbounds context.
func (g *gen) inboundsSite(v *ir.Value) bool {
	if g.opts.Device != nil {
		return false
	}
	if v.Flags&ir.FlagInbounds != 0 {
		return true
	}
	return g.fn.inbounds && propagatesInbounds(g.fn.ci)
}

func propagatesInbounds(ci *infer.CodeInstance) bool {
	return ci != nil && ci.MI != nil && ci.MI.Method.PropagateInbounds
}

// hasChecks reports whether ci's code behaves differently in an @inbounds
// context: it has a @boundscheck block, or propagates the context to a
// callee that does.
func (g *gen) hasChecks(ci *infer.CodeInstance) bool {
	if ci.IR == nil {
		return false
	}
	if c, ok := g.checks[ci]; ok {
		return c
	}
	if g.checks == nil {
		g.checks = map[*infer.CodeInstance]bool{}
	}
	g.checks[ci] = false // recursion: assume none while looking
	found := false
	for _, b := range ci.IR.Blocks {
		for _, v := range b.Instrs {
			c, ok := v.Call.(*infer.Call)
			if v.Op != ir.OpCall || !ok || c == nil {
				continue
			}
			switch {
			case c.Kind == infer.CallBuiltin && c.Builtin != nil && c.Builtin.Name == "_boundscheck":
				found = true
			case c.Kind == infer.CallStatic && c.CI != nil && propagatesInbounds(ci):
				found = g.hasChecks(c.CI)
			}
			if found {
				g.checks[ci] = true
				return true
			}
		}
	}
	return false
}

// variant declares (and queues) the @inbounds variant of ci.
func (g *gen) variant(ci *infer.CodeInstance) llvm.Value {
	if f, ok := g.variants[ci]; ok {
		return f
	}
	g.declare(ci) // the signature
	f := g.internalFunction(ci, g.funcName(ci)+".inbounds", g.ftypes[ci])
	if g.variants == nil {
		g.variants = map[*infer.CodeInstance]llvm.Value{}
	}
	g.variants[ci] = f
	g.variantQueue = append(g.variantQueue, ci)
	return f
}
