package ir

import (
	"fmt"
)

// Verify checks the structural invariants of f and returns the first
// violation found:
//
//   - there is at least one block; every block is reachable from the
//     entry, which has no predecessors;
//   - every block ends in exactly one terminator, with as many successors
//     as the terminator needs (goto 1, br and enter 2, return and
//     unreachable 0), and has no other terminator;
//   - phis come first in their block and have one argument per
//     predecessor;
//   - Preds and Succs agree (each edge is recorded on both ends, with
//     multiplicity);
//   - every value belongs to the block that lists it (Block field) and to
//     f, and no value is listed twice;
//   - every argument is defined in f, and its definition dominates the use
//     (for a phi argument, the end of the corresponding predecessor);
//   - ops have the right number of arguments and Aux types where the
//     printer and later passes rely on them.
func Verify(f *Func) error {
	if len(f.Blocks) == 0 {
		return fmt.Errorf("%s: function has no blocks", f.Name)
	}
	errf := func(b *Block, v *Value, format string, args ...any) error {
		where := fmt.Sprintf("%s: b%d", f.Name, b.ID)
		if v != nil {
			where += fmt.Sprintf(" %%%d (%s)", v.ID, v.Op)
		}
		return fmt.Errorf("%s: %s", where, fmt.Sprintf(format, args...))
	}
	inFunc := map[*Block]bool{}
	for _, b := range f.Blocks {
		if inFunc[b] {
			return errf(b, nil, "block listed twice")
		}
		inFunc[b] = true
		if b.Func != f {
			return errf(b, nil, "block belongs to another function")
		}
	}
	entry := f.Blocks[0]
	if len(entry.Preds) != 0 {
		return errf(entry, nil, "entry block has predecessors")
	}
	// Edges.
	count := func(list []*Block, x *Block) int {
		n := 0
		for _, y := range list {
			if y == x {
				n++
			}
		}
		return n
	}
	for _, b := range f.Blocks {
		for _, s := range b.Succs {
			if !inFunc[s] {
				return errf(b, nil, "successor b%d is not in the function", s.ID)
			}
			if count(b.Succs, s) != count(s.Preds, b) {
				return errf(b, nil, "edge to b%d not recorded in its predecessors", s.ID)
			}
		}
		for _, p := range b.Preds {
			if !inFunc[p] {
				return errf(b, nil, "predecessor b%d is not in the function", p.ID)
			}
			if count(b.Preds, p) != count(p.Succs, b) {
				return errf(b, nil, "edge from b%d not recorded in its successors", p.ID)
			}
		}
	}
	// Reachability and dominators.
	order := reversePostorder(f)
	if len(order) != len(f.Blocks) {
		reach := map[*Block]bool{}
		for _, b := range order {
			reach[b] = true
		}
		for _, b := range f.Blocks {
			if !reach[b] {
				return errf(b, nil, "block is unreachable")
			}
		}
	}
	idom := dominators(order)
	dominates := func(a, b *Block) bool {
		for {
			if a == b {
				return true
			}
			p := idom[b]
			if p == b || p == nil {
				return false
			}
			b = p
		}
	}
	// Values.
	index := map[*Value]int{}
	for _, b := range f.Blocks {
		for i, v := range b.Instrs {
			if v == nil {
				return errf(b, nil, "nil instruction at %d", i)
			}
			if _, dup := index[v]; dup {
				return errf(b, v, "value listed twice")
			}
			index[v] = i
			if v.Block != b {
				return errf(b, v, "value's Block field is not its block")
			}
		}
	}
	for _, b := range f.Blocks {
		n := len(b.Instrs)
		if n == 0 || !b.Instrs[n-1].Op.IsTerminator() {
			return errf(b, nil, "block does not end in a terminator")
		}
		want := map[Op]int{OpJump: 1, OpBranch: 2, OpEnter: 2, OpReturn: 0, OpUnreachable: 0}
		term := b.Instrs[n-1]
		if w, ok := want[term.Op]; !ok || w != len(b.Succs) {
			return errf(b, term, "terminator with %d successors", len(b.Succs))
		}
		phis := true
		for i, v := range b.Instrs {
			if v.Op.IsTerminator() && i != n-1 {
				return errf(b, v, "terminator in the middle of a block")
			}
			if v.Op == OpPhi {
				if !phis {
					return errf(b, v, "phi after a non-phi instruction")
				}
				if len(v.Args) != len(b.Preds) {
					return errf(b, v, "phi has %d arguments for %d predecessors", len(v.Args), len(b.Preds))
				}
			} else {
				phis = false
			}
			if err := checkShape(v); err != nil {
				return errf(b, v, "%v", err)
			}
			for k, a := range v.Args {
				if a == nil {
					return errf(b, v, "argument %d is nil", k)
				}
				ai, ok := index[a]
				if !ok || a.Block == nil || !inFunc[a.Block] {
					return errf(b, v, "argument %d (%%%d) is not defined in the function", k, a.ID)
				}
				if v.Op == OpPhi {
					if !dominates(a.Block, b.Preds[k]) {
						return errf(b, v, "argument %%%d does not dominate predecessor b%d", a.ID, b.Preds[k].ID)
					}
					continue
				}
				if a.Block == b {
					if ai >= index[v] {
						return errf(b, v, "argument %%%d is used before its definition", a.ID)
					}
				} else if !dominates(a.Block, b) {
					return errf(b, v, "argument %%%d (b%d) does not dominate its use", a.ID, a.Block.ID)
				}
			}
		}
	}
	return nil
}

func checkShape(v *Value) error {
	nargs := func(n int) error {
		if len(v.Args) != n {
			return fmt.Errorf("has %d arguments, want %d", len(v.Args), n)
		}
		return nil
	}
	switch v.Op {
	case OpInvalid:
		return fmt.Errorf("invalid op")
	case OpArg, OpSparam:
		if _, ok := v.Aux.(int); !ok {
			return fmt.Errorf("Aux is not an int")
		}
		return nargs(0)
	case OpConst, OpUndef, OpNewVar, OpException, OpCatchState:
		return nargs(0)
	case OpPopException:
		if err := nargs(1); err != nil {
			return err
		}
		if v.Args[0].Op != OpCatchState {
			return fmt.Errorf("state operand is not an OpCatchState")
		}
	case OpGlobal:
		if _, ok := v.Aux.(GlobalRef); !ok {
			return fmt.Errorf("Aux is not a GlobalRef")
		}
		return nargs(0)
	case OpSetGlobal:
		if _, ok := v.Aux.(GlobalRef); !ok {
			return fmt.Errorf("Aux is not a GlobalRef")
		}
		return nargs(1)
	case OpCall:
		if len(v.Args) == 0 {
			return fmt.Errorf("call without a callee")
		}
		if v.Aux != nil {
			ci, ok := v.Aux.(*CallInfo)
			if !ok {
				return fmt.Errorf("Aux is not a *CallInfo")
			}
			if len(ci.Splat) > len(v.Args) {
				return fmt.Errorf("Splat longer than Args")
			}
		}
	case OpPi:
		if _, ok := v.Aux.(*PiInfo); !ok {
			return fmt.Errorf("Aux is not a *PiInfo")
		}
		if len(v.Args) == 2 {
			return nil
		}
		return nargs(1)
	case OpLoadVar, OpIsDefinedVar:
		if err := nargs(1); err != nil {
			return err
		}
		if v.Args[0].Op != OpNewVar {
			return fmt.Errorf("slot operand is not an OpNewVar")
		}
	case OpStoreVar:
		if err := nargs(2); err != nil {
			return err
		}
		if v.Args[0].Op != OpNewVar {
			return fmt.Errorf("slot operand is not an OpNewVar")
		}
	case OpLeave:
		if n, ok := v.Aux.(int); !ok || n < 1 {
			return fmt.Errorf("Aux is not a positive int")
		}
		return nargs(0)
	case OpBranch, OpReturn:
		return nargs(1)
	case OpJump, OpUnreachable, OpEnter:
		return nargs(0)
	}
	return nil
}

// reversePostorder lists the blocks reachable from the entry.
func reversePostorder(f *Func) []*Block {
	seen := map[*Block]bool{}
	var post []*Block
	var visit func(*Block)
	visit = func(b *Block) {
		seen[b] = true
		for _, s := range b.Succs {
			if !seen[s] {
				visit(s)
			}
		}
		post = append(post, b)
	}
	visit(f.Blocks[0])
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// dominators computes immediate dominators (Cooper, Harvey and Kennedy,
// "A Simple, Fast Dominance Algorithm"); the entry is its own.
func dominators(order []*Block) map[*Block]*Block {
	num := map[*Block]int{}
	for i, b := range order {
		num[b] = i
	}
	idom := map[*Block]*Block{order[0]: order[0]}
	intersect := func(a, b *Block) *Block {
		for a != b {
			for num[a] > num[b] {
				a = idom[a]
			}
			for num[b] > num[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range order[1:] {
			var d *Block
			for _, p := range b.Preds {
				if _, ok := idom[p]; !ok {
					continue
				}
				if d == nil {
					d = p
				} else {
					d = intersect(p, d)
				}
			}
			if d != nil && idom[b] != d {
				idom[b] = d
				changed = true
			}
		}
	}
	return idom
}
