package infer

import (
	"fmt"
	"time"

	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

type frame struct {
	e        *Engine
	ci       *CodeInstance
	mi       *methods.MethodInstance
	fn       *ir.Func
	argTypes []any
	sparams  []any
	info     *FrameInfo
	rettype  any

	reachable map[*ir.Block]bool
	edges     map[[2]*ir.Block]bool
	slotTypes map[*ir.Value]any
	callees   map[*CodeInstance]bool
	// absCallees are callees inferred on abstract (Vararg) argument
	// types for a splatting call's result: dependencies that invalidate
	// this code, never compiled themselves.
	absCallees map[*CodeInstance]bool
	tables     map[*methods.MethodTable]bool
	questions  []Edge
	// used holds the values of usedIn (the body being inferred) that
	// are arguments of others: isUsed's, computed once per body.
	used    map[*ir.Value]bool
	usedIn  *ir.Func
	effFree bool
	// specSize is typeSize of mi.SpecTypes once growingRecursion has
	// measured it (0 before): a deep recursion compares with every frame
	// of the stack, whose sizes would otherwise be counted again for each
	// call (cubic in a long argument list peeled one at a time).
	specSize int

	// Cycle handling: cycleHead is the outermost frame of a recursive
	// cycle this frame belongs to; usedRet is the return type handed out
	// to recursive calls while the frame was in progress.
	cycleHead *frame
	usedRet   any
	handedOut bool
	members   []*CodeInstance
	// On a cycle head: reiterate is set when a member of the cycle (a
	// frame that was the head of an inner cycle before an outer one
	// absorbed it) handed out a return type that its result exceeds;
	// seeds are the members' latest results, where their next inference
	// starts; cycleIter counts the head's iterations.
	reiterate bool
	seeds     map[*methods.MethodInstance]any
	cycleIter int
	// constProp marks a constant-propagation frame: not cached, not a
	// cycle head.
	constProp bool
	// latestWorld marks a top-level thunk that defines methods or types
	// while it runs (an ir.OpToplevel: `let … f(x) = … end`, a @testset
	// body that adds a method): its calls dispatch at run time, in the
	// latest world, as Julia's interpreter runs top-level code (a call
	// compiled beforehand would miss the new method).
	latestWorld bool
}

// definesWhileRunning reports whether fn evaluates a top-level form.
func definesWhileRunning(fn *ir.Func) bool {
	for _, b := range fn.Blocks {
		for _, v := range b.Instrs {
			if v.Op == ir.OpToplevel {
				return true
			}
		}
	}
	return false
}

// maxCycleIterations bounds the fixed-point iteration of a recursive
// cycle before its return type is widened.
const maxCycleIterations = 8

func (e *Engine) findFrame(mi *methods.MethodInstance) int {
	for i := len(e.stack) - 1; i >= 0; i-- {
		if e.stack[i].mi == mi && !e.stack[i].constProp {
			return i
		}
	}
	return -1
}

// cycleSeed is where a new inference of mi starts its return type:
// Bottom, or, while a cycle that mi belongs to iterates, mi's result in the
// cycle's previous iteration (widened as the head's own result is after
// maxCycleIterations, so that the iteration ends).
func (e *Engine) cycleSeed(mi *methods.MethodInstance) any {
	for i := len(e.stack) - 1; i >= 0; i-- {
		h := e.stack[i]
		if t, ok := h.seeds[mi]; ok {
			if h.cycleIter >= maxCycleIterations {
				t = Widen(t)
				if h.cycleIter >= maxCycleIterations+2 {
					t = types.Any
				}
			}
			return t
		}
	}
	return types.Bottom
}

func (e *Engine) infer(mi *methods.MethodInstance, thunk *ir.Func, ci *CodeInstance) (*CodeInstance, error) {
	f := &frame{e: e, mi: mi}
	if mi != nil {
		// The body first: an @generated method's generator runs code
		// (inferring and compiling it) before this frame exists.
		body, err := mi.LoweredBody()
		if err != nil {
			return nil, err
		}
		if body == nil {
			return nil, fmt.Errorf("method %s has no body", mi)
		}
		ci = &CodeInstance{MI: mi, Owner: e.Interp.Owner(), MinWorld: methods.CurrentWorld(), RetType: e.cycleSeed(mi)}
		ci.valid.Store(true)
		cachePut(mi, ci)
		f.fn = body.Clone()
		f.argTypes = argTypesOf(mi)
		f.sparams = mi.SparamVals
	} else {
		f.fn = thunk.Clone()
		f.argTypes = []any{types.Nothing}
		f.latestWorld = definesWhileRunning(f.fn)
	}
	f.ci = ci
	var parent *FrameInfo
	if n := len(e.stack); n > 0 {
		parent = e.stack[n-1].info
	}
	e.frameIDs++
	// The name is for the tracer only: printing a signature costs as much
	// as its types are deep, and every frame would pay it.
	name := ""
	if e.Tracer != nil {
		name = "top-level scope"
		if mi != nil {
			name = mi.String()
		}
	}
	f.info = &FrameInfo{MI: mi, Name: name, Owner: e.Interp.Owner(), Parent: parent, Pos: f.fn.Pos, Start: time.Now(), ID: e.frameIDs}
	if e.Tracer != nil {
		e.Tracer.Enter(f.info)
	}
	e.stack = append(e.stack, f)
	var err error
	for iter := 0; ; iter++ {
		err = f.run()
		if err != nil {
			break
		}
		if f.cycleHead == f && (f.reiterate || f.handedOut && !LessEq(f.rettype, f.usedRet)) {
			// Recursive calls saw an older return type (of this frame, or
			// of a member of its cycle): iterate.
			next := f.rettype
			if f.handedOut {
				next = Join(f.usedRet, f.rettype)
			}
			if iter >= maxCycleIterations {
				next = Widen(next)
				if iter >= maxCycleIterations+2 {
					next = types.Any
				}
			}
			ci.RetType = next
			f.usedRet = nil
			f.handedOut = false
			f.reiterate = false
			f.cycleIter = iter + 1
			for _, m := range f.members {
				if m.MI != nil {
					cacheDelete(m.MI, m.Owner)
				}
			}
			f.members = nil
			f.fn = f.freshBody(mi, thunk)
			continue
		}
		break
	}
	e.stack = e.stack[:len(e.stack)-1]
	f.info.Inclusive = time.Since(f.info.Start)
	if e.Tracer != nil {
		e.Tracer.Exit(f.info)
	}
	if err != nil {
		if mi != nil {
			cacheDelete(mi, ci.Owner)
		}
		return nil, err
	}
	ci.RetType = f.rettype
	if ci.RetType == nil {
		ci.RetType = types.Bottom
	}
	ci.IR = f.fn
	ci.EffectFree = f.effFree
	for c := range f.callees {
		ci.Callees = append(ci.Callees, c)
	}
	for t := range f.tables {
		ci.Tables = append(ci.Tables, t)
	}
	ci.Edges = f.questions
	// A top-level thunk (no MethodInstance) runs once, in the world it was
	// inferred in, and is never called again: nothing it relied on can
	// invalidate it, so it registers no dependencies (each would be kept,
	// and asked about at every later method definition, for the life of
	// the process).
	if mi != nil {
		for t := range f.tables {
			t.AddBackedge(ci)
		}
		for c := range f.callees {
			if c.MI != nil {
				c.MI.AddCaller(ci)
			}
		}
		for c := range f.absCallees {
			if c.MI != nil {
				c.MI.AddCaller(ci)
			}
		}
	}
	ci.inferred = true
	if h := f.cycleHead; h != nil && h != f {
		// A member of an outer cycle: the head re-infers it (and what it
		// gathered while it headed a cycle of its own) when it iterates,
		// and iterates if this frame's callers saw too narrow a result.
		h.members = append(h.members, ci)
		h.members = append(h.members, f.members...)
		f.members = nil
		if f.handedOut && mi != nil && !LessEq(f.rettype, f.usedRet) {
			h.reiterate = true
			if h.seeds == nil {
				h.seeds = map[*methods.MethodInstance]any{}
			}
			h.seeds[mi] = Join(h.seeds[mi], Join(f.usedRet, f.rettype))
		}
	}
	if e.OnInferred != nil {
		e.OnInferred(ci)
	}
	return ci, nil
}

func (f *frame) freshBody(mi *methods.MethodInstance, thunk *ir.Func) *ir.Func {
	if mi != nil {
		b, _ := mi.LoweredBody()
		return b.Clone()
	}
	return thunk.Clone()
}

// argTypesOf returns the lattice types of a MethodInstance's arguments,
// packing the vararg tail into a tuple.
func argTypesOf(mi *methods.MethodInstance) []any {
	ps := mi.SpecTypes.Params
	m := mi.Method
	n := m.NArgs
	out := make([]any, n)
	for i := 0; i < n; i++ {
		if m.Vararg && i == n-1 {
			var rest []types.Type
			for _, p := range ps[i:] {
				rest = append(rest, p.(types.Type))
			}
			out[i] = types.Tuple(rest...)
			break
		}
		if i < len(ps) {
			out[i] = latticeOfParam(ps[i].(types.Type))
		} else {
			out[i] = types.Bottom
		}
	}
	return out
}

func latticeOfParam(t types.Type) any {
	if v, ok := IsConst(t); ok {
		return &Const{Val: v}
	}
	return t
}

func (f *frame) run() error {
	f.reachable = map[*ir.Block]bool{f.fn.Blocks[0]: true}
	f.edges = map[[2]*ir.Block]bool{}
	f.slotTypes = map[*ir.Value]any{}
	f.callees = map[*CodeInstance]bool{}
	f.absCallees = map[*CodeInstance]bool{}
	f.tables = map[*methods.MethodTable]bool{}
	f.questions = nil
	f.effFree = true
	f.rettype = types.Bottom
	for _, b := range f.fn.Blocks {
		for _, v := range b.Instrs {
			v.Type = nil
			v.Call = nil
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.fn.Blocks {
			if !f.reachable[b] {
				continue
			}
			c, err := f.block(b)
			if err != nil {
				return err
			}
			changed = changed || c
		}
	}
	// Values in unreachable code are Bottom.
	for _, b := range f.fn.Blocks {
		for _, v := range b.Instrs {
			if v.Type == nil {
				v.Type = types.Bottom
			}
		}
	}
	return nil
}

func (f *frame) mark(from, to *ir.Block) bool {
	k := [2]*ir.Block{from, to}
	ch := false
	if !f.edges[k] {
		f.edges[k] = true
		ch = true
	}
	if !f.reachable[to] {
		f.reachable[to] = true
		ch = true
	}
	return ch
}

func (f *frame) set(v *ir.Value, t any) bool {
	if v.Type == nil {
		v.Type = t
		return true
	}
	if LessEq(t, v.Type) {
		return false
	}
	v.Type = Join(v.Type, t)
	return true
}

func (f *frame) block(b *ir.Block) (bool, error) {
	changed := false
	for _, v := range b.Instrs {
		switch v.Op {
		case ir.OpJump:
			changed = f.mark(b, b.Succs[0]) || changed
			return changed, nil
		case ir.OpBranch:
			ct := v.Args[0].Type
			if cv, ok := IsConst(ct); ok {
				if bv, ok := cv.(bool); ok {
					if bv {
						changed = f.mark(b, b.Succs[0]) || changed
					} else {
						changed = f.mark(b, b.Succs[1]) || changed
					}
					return changed, nil
				}
			}
			w := Widen(ct)
			if w == types.Bottom {
				return changed, nil
			}
			if w != types.Bool && types.Intersect(w, types.Bool) == types.Bottom {
				// TypeError at run time.
				f.effFree = false
				return changed, nil
			}
			changed = f.mark(b, b.Succs[0]) || changed
			changed = f.mark(b, b.Succs[1]) || changed
			return changed, nil
		case ir.OpReturn:
			t := v.Args[0].Type
			if t == nil {
				t = types.Bottom
			}
			if !LessEq(t, f.rettype) {
				f.rettype = Join(f.rettype, t)
				changed = true
			}
			return changed, nil
		case ir.OpUnreachable:
			return changed, nil
		case ir.OpEnter:
			f.effFree = false
			changed = f.mark(b, b.Succs[0]) || changed
			changed = f.mark(b, b.Succs[1]) || changed
			return changed, nil
		}
		t, err := f.eval(v)
		if err != nil {
			return changed, err
		}
		if t == nil {
			t = types.Bottom
		}
		changed = f.set(v, t) || changed
		if v.Type == types.Bottom && v.Op != ir.OpPhi && v.Op != ir.OpUndef && v.Op != ir.OpNewVar {
			// Never returns: the rest of the block is dead.
			return changed, nil
		}
	}
	return changed, nil
}

func (f *frame) eval(v *ir.Value) (any, error) {
	switch v.Op {
	case ir.OpArg:
		i := v.Aux.(int)
		if i < len(f.argTypes) {
			return f.argTypes[i], nil
		}
		return types.Bottom, nil
	case ir.OpConst:
		return &Const{Val: v.Aux}, nil
	case ir.OpGlobal:
		if f.e.GlobalType == nil {
			return types.Any, nil
		}
		t := f.e.GlobalType(v.Aux.(ir.GlobalRef))
		if _, ok := t.(*Const); !ok {
			f.effFree = false // may be undefined
		}
		return t, nil
	case ir.OpSetGlobal:
		f.effFree = false
		return v.Args[0].Type, nil
	case ir.OpPhi:
		var t any = types.Bottom
		for i, p := range v.Block.Preds {
			if f.edges[[2]*ir.Block{p, v.Block}] && i < len(v.Args) && v.Args[i].Type != nil {
				t = Join(t, v.Args[i].Type)
			}
		}
		return t, nil
	case ir.OpPi:
		return f.pi(v), nil
	case ir.OpSparam:
		i := v.Aux.(int)
		if i < len(f.sparams) {
			switch s := f.sparams[i].(type) {
			case *types.TypeVar:
				return types.Any, nil
			default:
				return &Const{Val: ParamValue(s)}, nil
			}
		}
		return types.Any, nil
	case ir.OpUndef:
		f.effFree = false
		return types.Bottom, nil
	case ir.OpNewVar:
		// The slot's type: the join of what is stored in it (re-evaluated
		// each round, so it grows with the stores; codegen sizes the slot
		// from it). Bottom while nothing is stored yet.
		if t := f.slotTypes[v]; t != nil {
			return t, nil
		}
		return types.Bottom, nil
	case ir.OpStoreVar:
		slot := v.Args[0]
		f.slotTypes[slot] = Join(f.slotTypes[slot], v.Args[1].Type)
		return types.Nothing, nil
	case ir.OpLoadVar:
		t := f.slotTypes[v.Args[0]]
		if t == nil {
			// Stores later in the body may reach this load around a loop
			// or from the try body: be conservative until they are seen.
			return types.Bottom, nil
		}
		return t, nil
	case ir.OpIsDefinedVar:
		return types.Bool, nil
	case ir.OpLeave:
		return types.Nothing, nil
	case ir.OpException:
		return types.Any, nil
	case ir.OpCatchState:
		// An exception or none (a null pointer): only OpPopException
		// reads it.
		return types.Any, nil
	case ir.OpPopException:
		f.effFree = false
		return types.Nothing, nil
	case ir.OpToplevel:
		f.effFree = false
		return types.Nothing, nil
	case ir.OpNewClosure:
		info := v.Aux.(*ir.ClosureInfo)
		if t, ok := info.Type.(types.Type); ok {
			return t, nil
		}
		return types.Any, nil
	case ir.OpCall:
		return f.call(v)
	}
	return nil, &Error{Pos: v.Pos, Msg: fmt.Sprintf("inference: unsupported IR op %s", v.Op)}
}

func (f *frame) pi(v *ir.Value) any {
	info := v.Aux.(*ir.PiInfo)
	x := v.Args[0].Type
	t, ok := info.Type.(types.Type)
	if len(v.Args) > 1 {
		// A type computed by the code (x isa T, typeof(missing)):
		// narrowing when inference knows it.
		if c, isConst := v.Args[1].Type.(*Const); isConst {
			t, ok = c.Val.(types.Type)
		}
	}
	if !ok || x == nil {
		return x
	}
	w := Widen(x)
	if v.Flags&ir.FlagNot != 0 {
		if info.Singleton && !types.IsSingleton(t) {
			return x
		}
		if u, ok := w.(*types.Union); ok {
			var keep []types.Type
			for _, m := range u.Types {
				if !types.Subtype(m, t) {
					keep = append(keep, m)
				}
			}
			return types.MakeUnion(keep...)
		}
		if types.Subtype(w, t) {
			return types.Bottom
		}
		return x
	}
	if _, c := x.(*Const); c && types.Subtype(w, t) {
		return x
	}
	return types.Intersect(w, t)
}
