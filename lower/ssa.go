package lower

import (
	"sort"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
)

// ssaBuilder turns assignments to local variables into SSA form while the
// IR is emitted, with the algorithm of Braun et al., "Simple and Efficient
// Construction of Static Single Assignment Form" (CC 2013): definitions are
// recorded per block, reads look backwards through predecessors, and blocks
// whose predecessors are not all known yet ("unsealed") get incomplete phis
// that are completed when the block is sealed.
type ssaBuilder struct {
	fn         *ir.Func
	defs       map[*ir.Block]map[*Var]*ir.Value
	sealed     map[*ir.Block]bool
	incomplete map[*ir.Block]map[*Var]*ir.Value
	// undefRead records variables whose value may be read before it is
	// assigned (the read reached an OpUndef).
	undefRead map[*Var]bool
	phiVar    map[*ir.Value]*Var
	// onUndef is told about every OpUndef made for a variable.
	onUndef func(u *ir.Value, v *Var)
}

func newSSABuilder(fn *ir.Func) *ssaBuilder {
	return &ssaBuilder{
		fn:         fn,
		defs:       map[*ir.Block]map[*Var]*ir.Value{},
		sealed:     map[*ir.Block]bool{},
		incomplete: map[*ir.Block]map[*Var]*ir.Value{},
		undefRead:  map[*Var]bool{},
		phiVar:     map[*ir.Value]*Var{},
	}
}

func (s *ssaBuilder) write(b *ir.Block, v *Var, val *ir.Value) {
	m := s.defs[b]
	if m == nil {
		m = map[*Var]*ir.Value{}
		s.defs[b] = m
	}
	m[v] = val
}

func (s *ssaBuilder) read(b *ir.Block, v *Var, pos syntax.Pos) *ir.Value {
	if val, ok := s.defs[b][v]; ok {
		return val
	}
	return s.readRecursive(b, v, pos)
}

func (s *ssaBuilder) readRecursive(b *ir.Block, v *Var, pos syntax.Pos) *ir.Value {
	var val *ir.Value
	switch {
	case !s.sealed[b]:
		val = s.newPhi(b, v, pos)
		m := s.incomplete[b]
		if m == nil {
			m = map[*Var]*ir.Value{}
			s.incomplete[b] = m
		}
		m[v] = val
	case len(b.Preds) == 0:
		val = s.undef(b, v, pos)
	case len(b.Preds) == 1:
		val = s.read(b.Preds[0], v, pos)
	default:
		val = s.newPhi(b, v, pos)
		s.write(b, v, val)
		val = s.addPhiOperands(v, val, pos)
	}
	s.write(b, v, val)
	return val
}

func (s *ssaBuilder) undef(b *ir.Block, v *Var, pos syntax.Pos) *ir.Value {
	s.undefRead[v] = true
	entry := s.fn.Blocks[0]
	u := s.fn.MakeValue(ir.OpUndef, pos, v.Name)
	u.Block = entry
	// Undef markers go first in the entry block so they dominate every use.
	entry.Instrs = append([]*ir.Value{u}, entry.Instrs...)
	if s.onUndef != nil {
		s.onUndef(u, v)
	}
	return u
}

func (s *ssaBuilder) newPhi(b *ir.Block, v *Var, pos syntax.Pos) *ir.Value {
	phi := s.fn.MakeValue(ir.OpPhi, pos, nil)
	phi.Block = b
	// Phis go before every non-phi instruction.
	i := 0
	for i < len(b.Instrs) && b.Instrs[i].Op == ir.OpPhi {
		i++
	}
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[i+1:], b.Instrs[i:])
	b.Instrs[i] = phi
	s.phiVar[phi] = v
	return phi
}

func (s *ssaBuilder) addPhiOperands(v *Var, phi *ir.Value, pos syntax.Pos) *ir.Value {
	phi.Args = make([]*ir.Value, len(phi.Block.Preds))
	for i, p := range phi.Block.Preds {
		phi.Args[i] = s.read(p, v, pos)
	}
	return s.tryRemoveTrivialPhi(phi)
}

// tryRemoveTrivialPhi removes a phi whose operands are all the same value
// (or the phi itself), replacing its uses.
func (s *ssaBuilder) tryRemoveTrivialPhi(phi *ir.Value) *ir.Value {
	var same *ir.Value
	for _, a := range phi.Args {
		if a == same || a == phi {
			continue
		}
		if same != nil {
			return phi
		}
		same = a
	}
	if same == nil {
		// Unreachable or only self-referencing: the value is undefined.
		same = s.undef(phi.Block, s.phiVar[phi], phi.Pos)
	}
	s.replace(phi, same)
	return same
}

// replace removes phi from its block and rewrites every use of it to
// with, including the recorded definitions, then retries the phis that
// used it.
func (s *ssaBuilder) replace(phi, with *ir.Value) {
	b := phi.Block
	for i, x := range b.Instrs {
		if x == phi {
			b.Instrs = append(b.Instrs[:i], b.Instrs[i+1:]...)
			break
		}
	}
	var users []*ir.Value
	for _, blk := range s.fn.Blocks {
		for _, x := range blk.Instrs {
			for k, a := range x.Args {
				if a == phi {
					x.Args[k] = with
					if x.Op == ir.OpPhi && x != phi {
						users = append(users, x)
					}
				}
			}
		}
	}
	for _, m := range s.defs {
		for v, val := range m {
			if val == phi {
				m[v] = with
			}
		}
	}
	for _, m := range s.incomplete {
		for v, val := range m {
			if val == phi {
				m[v] = with
			}
		}
	}
	delete(s.phiVar, phi)
	for _, u := range users {
		if u.Block != nil && s.isLive(u) {
			s.tryRemoveTrivialPhi(u)
		}
	}
}

func (s *ssaBuilder) isLive(v *ir.Value) bool {
	for _, x := range v.Block.Instrs {
		if x == v {
			return true
		}
	}
	return false
}

// seal marks b's predecessor list as final and completes its phis.
func (s *ssaBuilder) seal(b *ir.Block) {
	if s.sealed[b] {
		return
	}
	s.sealed[b] = true
	inc := s.incomplete[b]
	delete(s.incomplete, b)
	// In creation order, so that value numbers are deterministic.
	phis := make([]*ir.Value, 0, len(inc))
	for _, phi := range inc {
		phis = append(phis, phi)
	}
	sort.Slice(phis, func(i, j int) bool { return phis[i].ID < phis[j].ID })
	for _, phi := range phis {
		v := s.phiVar[phi]
		if v != nil && s.isLive(phi) && len(phi.Args) == 0 {
			s.addPhiOperands(v, phi, phi.Pos)
		}
	}
}
