package lower

import (
	"fmt"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/types"
)

// finish cleans the function up after lowering: it removes unreachable
// blocks, trivial and dead phis and unused pure values, orders the blocks
// in reverse postorder and renumbers them. It returns the variables that
// some live read may see unassigned (an OpUndef still in use) and that do
// not track definedness yet.
func (b *builder) finish() []*Var {
	f := b.f
	for name, l := range b.labels {
		if !l.defined {
			fail(l.pos, "label \"%s\" referenced but not defined", name)
		}
	}
	b.finishGotos()
	for _, blk := range f.Blocks {
		b.ssa.seal(blk)
	}
	// Reverse postorder from the entry; unreachable blocks drop out.
	seen := map[*ir.Block]bool{}
	var post []*ir.Block
	var visit func(*ir.Block)
	visit = func(blk *ir.Block) {
		seen[blk] = true
		for i := len(blk.Succs) - 1; i >= 0; i-- {
			if s := blk.Succs[i]; !seen[s] {
				visit(s)
			}
		}
		post = append(post, blk)
	}
	visit(f.Blocks[0])
	live := make([]*ir.Block, 0, len(post))
	for i := len(post) - 1; i >= 0; i-- {
		live = append(live, post[i])
	}
	for _, blk := range live {
		var keep []int
		for i, p := range blk.Preds {
			if seen[p] {
				keep = append(keep, i)
			}
		}
		if len(keep) != len(blk.Preds) {
			preds := make([]*ir.Block, len(keep))
			for j, i := range keep {
				preds[j] = blk.Preds[i]
			}
			for _, v := range blk.Instrs {
				if v.Op != ir.OpPhi {
					continue
				}
				args := make([]*ir.Value, len(keep))
				for j, i := range keep {
					if i < len(v.Args) {
						args[j] = v.Args[i]
					}
				}
				v.Args = args
			}
			blk.Preds = preds
		}
	}
	f.Blocks = live
	// Constants move to the entry block, where they dominate every use and
	// leave no instruction behind in otherwise empty blocks.
	entry := f.Blocks[0]
	var consts []*ir.Value
	for _, blk := range f.Blocks {
		for i := 0; i < len(blk.Instrs); i++ {
			if v := blk.Instrs[i]; v.Op == ir.OpConst && blk != entry {
				blk.Instrs = append(blk.Instrs[:i], blk.Instrs[i+1:]...)
				i--
				v.Block = entry
				consts = append(consts, v)
			}
		}
	}
	entry.Instrs = append(consts, entry.Instrs...)
	// Equal constants become one value, so that phis of equal constants
	// are trivial.
	canon := map[string]*ir.Value{}
	for i := 0; i < len(entry.Instrs); i++ {
		v := entry.Instrs[i]
		if v.Op != ir.OpConst {
			continue
		}
		key, ok := constKey(v.Aux)
		if !ok {
			continue
		}
		if c, ok := canon[key]; ok && c != v {
			replaceUses(f, v, c)
			if v == b.trueC || v == b.falseC {
				continue
			}
			entry.Instrs = append(entry.Instrs[:i], entry.Instrs[i+1:]...)
			i--
			continue
		}
		canon[key] = v
	}
	b.removeTrivialPhis()
	b.simplifyCFG()
	for i, blk := range f.Blocks {
		blk.ID = i
	}
	// Trivial phis, then dead pure values, to a fixed point.
	for changed := true; changed; {
		changed = false
		for _, blk := range f.Blocks {
			for _, v := range blk.Instrs {
				if v.Op != ir.OpPhi {
					continue
				}
				var same *ir.Value
				trivial := true
				for _, a := range v.Args {
					if a == v || a == same {
						continue
					}
					if same != nil {
						trivial = false
						break
					}
					same = a
				}
				if trivial && same != nil {
					replaceUses(f, v, same)
					removeValue(v)
					changed = true
				}
			}
		}
		uses := map[*ir.Value]int{}
		for _, blk := range f.Blocks {
			for _, v := range blk.Instrs {
				for _, a := range v.Args {
					if a != v {
						uses[a]++
					}
				}
				if pi, ok := v.Aux.(*ir.PiInfo); ok {
					if t, ok := pi.Type.(*ir.Value); ok {
						uses[t]++
					}
				}
			}
		}
		for _, blk := range f.Blocks {
			for i := 0; i < len(blk.Instrs); i++ {
				v := blk.Instrs[i]
				if uses[v] > 0 || !b.removable(v) {
					continue
				}
				removeValue(v)
				i--
				changed = true
			}
		}
	}
	var out []*Var
	seenVar := map[*Var]bool{}
	for _, v := range f.Blocks[0].Instrs {
		if v.Op != ir.OpUndef {
			continue
		}
		if x := b.undefVar[v]; x != nil && x.Kind != varHidden && !x.NeedsDefFlag && !seenVar[x] {
			seenVar[x] = true
			out = append(out, x)
		}
	}
	for _, x := range b.wantDefFlag {
		if !seenVar[x] {
			seenVar[x] = true
			out = append(out, x)
		}
	}
	return out
}

// constKey is a map key for constants that compare by value.
func constKey(x any) (string, bool) {
	switch x.(type) {
	case int64, int32, int16, int8, uint64, uint32, uint16, uint8, float64, float32, bool, string,
		types.Symbol, types.NothingType, types.CharValue:
		return fmt.Sprintf("%T:%#v", x, x), true
	}
	return "", false
}

// removable reports whether an unused value can be dropped.
func (b *builder) removable(v *ir.Value) bool {
	switch v.Op {
	case ir.OpConst, ir.OpUndef, ir.OpPhi, ir.OpArg, ir.OpSparam, ir.OpPi, ir.OpNewVar, ir.OpCatchState:
		return true
	case ir.OpGlobal:
		_, sentinel := v.Aux.(ir.GlobalRef).Module.(ir.ModuleName)
		return sentinel
	}
	return false
}

func replaceUses(f *ir.Func, old, with *ir.Value) {
	for _, blk := range f.Blocks {
		for _, v := range blk.Instrs {
			for i, a := range v.Args {
				if a == old {
					v.Args[i] = with
				}
			}
		}
	}
}

func removeValue(v *ir.Value) {
	blk := v.Block
	for i, x := range blk.Instrs {
		if x == v {
			blk.Instrs = append(blk.Instrs[:i], blk.Instrs[i+1:]...)
			return
		}
	}
}

// removeTrivialPhis replaces phis whose arguments are all one value.
func (b *builder) removeTrivialPhis() {
	for changed := true; changed; {
		changed = false
		for _, blk := range b.f.Blocks {
			for i := 0; i < len(blk.Instrs); i++ {
				v := blk.Instrs[i]
				if v.Op != ir.OpPhi {
					break
				}
				var same *ir.Value
				trivial := true
				for _, a := range v.Args {
					if a == v || a == same {
						continue
					}
					if same != nil {
						trivial = false
						break
					}
					same = a
				}
				if trivial && same != nil {
					replaceUses(b.f, v, same)
					removeValue(v)
					i--
					changed = true
				}
			}
		}
	}
}

// simplifyCFG threads jumps through empty blocks and merges a block into
// its only predecessor when that predecessor only jumps to it, so that
// each straight-line region is one block.
func (b *builder) simplifyCFG() {
	f := b.f
	for changed := true; changed; {
		changed = false
		// Thread empty "goto X" blocks.
		for _, e := range f.Blocks[1:] {
			if len(e.Instrs) != 1 || e.Instrs[0].Op != ir.OpJump || len(e.Preds) == 0 {
				continue
			}
			x := e.Succs[0]
			if x == e {
				continue
			}
			ei := predIndex(x, e)
			for _, p := range append([]*ir.Block{}, e.Preds...) {
				if t := p.Terminator(); t == nil || t.Op == ir.OpEnter || predIndex(x, p) >= 0 || p == e {
					continue
				}
				// p → e becomes p → x.
				for i, s := range p.Succs {
					if s == e {
						p.Succs[i] = x
						break
					}
				}
				pi := predIndex(e, p)
				e.Preds = append(e.Preds[:pi], e.Preds[pi+1:]...)
				x.Preds = append(x.Preds, p)
				for _, v := range x.Instrs {
					if v.Op == ir.OpPhi {
						v.Args = append(v.Args, v.Args[ei])
					}
				}
				changed = true
			}
			if len(e.Preds) == 0 {
				// e is now unreachable: drop its edge into x.
				ei = predIndex(x, e)
				x.Preds = append(x.Preds[:ei], x.Preds[ei+1:]...)
				for _, v := range x.Instrs {
					if v.Op == ir.OpPhi {
						v.Args = append(v.Args[:ei], v.Args[ei+1:]...)
					}
				}
				e.Succs = nil
				e.Instrs = nil
			}
		}
		// Merge s into its only predecessor p when p jumps to it.
		for _, p := range f.Blocks {
			t := p.Terminator()
			if t == nil || t.Op != ir.OpJump || len(p.Succs) != 1 {
				continue
			}
			s := p.Succs[0]
			if s == p || s == f.Blocks[0] || len(s.Preds) != 1 {
				continue
			}
			for _, v := range s.Instrs {
				if v.Op == ir.OpPhi {
					replaceUses(f, v, v.Args[0])
				}
			}
			removeValue(t)
			for _, v := range s.Instrs {
				if v.Op == ir.OpPhi {
					continue
				}
				v.Block = p
				p.Instrs = append(p.Instrs, v)
			}
			s.Instrs = nil
			p.Succs = s.Succs
			for _, x := range s.Succs {
				for i, q := range x.Preds {
					if q == s {
						x.Preds[i] = p
					}
				}
			}
			s.Preds, s.Succs = nil, nil
			changed = true
		}
		// Drop blocks that became unreachable.
		var keep []*ir.Block
		for i, blk := range f.Blocks {
			if i == 0 || len(blk.Preds) > 0 {
				keep = append(keep, blk)
			}
		}
		f.Blocks = keep
	}
}

func predIndex(b, p *ir.Block) int {
	for i, q := range b.Preds {
		if q == p {
			return i
		}
	}
	return -1
}
