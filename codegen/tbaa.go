package codegen

import "tinygo.org/x/go-llvm"

// Type-based alias analysis: every load and store of Kiln's own object
// layouts carries the class of memory it touches, so that LLVM knows, for
// example, that storing an element of a Vector{Float64} cannot change the
// vector's length or data pointer (which can then stay in registers
// across a loop, and the loop's bounds checks fold), or that storing a
// field of a mutable struct cannot change the elements of an array.
// Accesses without a class (stack slots, run-time pointers, global
// bindings) may alias anything, as LLVM assumes by default.
//
// Soundness: two accesses with different classes must never touch the
// same bytes. Each class below is one kind of memory that only the
// generated code described beside it touches directly (the runtime's C
// functions are opaque calls and clobber everything).
const (
	// tbaaArrayPtr: an array header's data pointer (_array_new, _arrayref,
	// _arrayset).
	tbaaArrayPtr = "kiln.arrayptr"
	// tbaaArrayLen: an array header's length and dimensions.
	tbaaArrayLen = "kiln.arraylen"
	// tbaaArrayBuf: the elements of an array.
	tbaaArrayBuf = "kiln.arraybuf"
	// tbaaMutable: the fields of a mutable object.
	tbaaMutable = "kiln.mutable"
	// tbaaImmutable: the payload of a box of an immutable value, written
	// once when the box is made.
	tbaaImmutable = "kiln.immutable"
	// tbaaTypeTag: an object's header word, its type descriptor, which
	// never changes.
	tbaaTypeTag = "kiln.typetag"
)

// tbaa tags a load or store with a memory class and returns it.
func (g *gen) tbaa(inst llvm.Value, class string) llvm.Value {
	if g.opts.Device != nil {
		return inst
	}
	if g.tbaaTags == nil {
		g.tbaaTags = map[string]llvm.Metadata{}
		g.tbaaKind = g.ctx.MDKindID("tbaa")
		g.tbaaRoot = g.ctx.MDNode([]llvm.Metadata{g.ctx.MDString("kiln tbaa")})
	}
	tag, ok := g.tbaaTags[class]
	if !ok {
		zero := llvm.ConstInt(g.i64, 0, false).ConstantAsMetadata()
		node := g.ctx.MDNode([]llvm.Metadata{g.ctx.MDString(class), g.tbaaRoot, zero})
		tag = g.ctx.MDNode([]llvm.Metadata{node, node, zero})
		g.tbaaTags[class] = tag
	}
	inst.SetMetadata(g.tbaaKind, tag)
	return inst
}
