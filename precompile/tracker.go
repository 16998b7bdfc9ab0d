package precompile

import (
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/syntax"
)

// Root is one root of workload inference: a MethodInstance whose inference
// under one owner was a fresh entry into inference while tracking was on.
type Root struct {
	// MI is the MethodInstance (never nil: top-level thunks are not roots).
	MI *methods.MethodInstance
	// Name is the module-qualified name, "PC.f(::Int64)".
	Name string
	// Owner is the interpreter that inferred it ("native", "ptx:sm_75").
	Owner infer.Owner
	// Frame is the inference frame of the first entry.
	Frame *infer.FrameInfo
	// Pos is the method's definition.
	Pos syntax.Pos
	// CI is the resulting CodeInstance; nil while the frame is open and
	// when its inference failed.
	CI *infer.CodeInstance
	// InferTime is the inclusive inference time of the root's frames (its
	// own inference and that of every callee first inferred under it),
	// summed over its entries.
	InferTime time.Duration
	// Entries counts the fresh entries of this (MI, owner) while tracking
	// (more than one when it was invalidated and inferred again).
	Entries int

	exited bool
}

type rootKey struct {
	mi    *methods.MethodInstance
	owner infer.Owner
}

// frame kinds of open tracked frames.
type frameKind uint8

const (
	kindInner frameKind = iota // tracked, below a tracked method frame
	kindRoot                   // a root
	kindThunk                  // a tracked top-level thunk: transparent
)

// Tracker records the roots of the inference done while tracking is on
// (between Begin and the matching End), for every owner. It implements
// [infer.Tracer]; one Tracker may serve several engines (one per owner),
// through [Tracker.Install] or by being set as (or forwarded to from) each
// engine's Tracer. It is safe for concurrent use.
//
// Frames are classified when they are entered: a frame entered while
// tracking is on is tracked; a tracked frame is a root when its parent is
// nil, is not tracked, or is a tracked top-level thunk. Top-level thunks
// themselves are never roots. A root's CodeInstance is handed over after
// the frame exits, by [Tracker.Inferred] (which Install wires to
// Engine.OnInferred); it is matched to the root by MethodInstance and
// owner.
type Tracker struct {
	// Next, when set, receives every Enter and Exit after the Tracker (a
	// snoop recorder, say). Install chains each engine's previous tracer
	// instead.
	Next infer.Tracer

	mu      sync.Mutex
	depth   int
	open    map[*infer.FrameInfo]frameKind
	openKey map[*infer.FrameInfo]*Root
	roots   []*Root
	byKey   map[rootKey]*Root
	pending map[rootKey]*Root
}

var _ infer.Tracer = (*Tracker)(nil)

// NewTracker returns a Tracker with tracking off.
func NewTracker() *Tracker {
	return &Tracker{
		open:    map[*infer.FrameInfo]frameKind{},
		openKey: map[*infer.FrameInfo]*Root{},
		byKey:   map[rootKey]*Root{},
		pending: map[rootKey]*Root{},
	}
}

func (t *Tracker) init() {
	if t.open == nil {
		t.open = map[*infer.FrameInfo]frameKind{}
		t.openKey = map[*infer.FrameInfo]*Root{}
		t.byKey = map[rootKey]*Root{}
		t.pending = map[rootKey]*Root{}
	}
}

// Begin turns tracking on, or nests one level deeper. The driver calls it
// before a workload block is compiled.
func (t *Tracker) Begin() {
	t.mu.Lock()
	t.depth++
	t.mu.Unlock()
}

// End undoes one Begin; tracking stays on while Begins outnumber Ends. The
// driver calls it in a finally (a Go defer), also when the workload
// throws. An End without a matching Begin does nothing.
func (t *Tracker) End() {
	t.mu.Lock()
	if t.depth > 0 {
		t.depth--
	}
	t.mu.Unlock()
}

// Tracking reports whether tracking is on.
func (t *Tracker) Tracking() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.depth > 0
}

// Enter implements [infer.Tracer].
func (t *Tracker) Enter(f *infer.FrameInfo) {
	t.enter(f)
	if t.Next != nil {
		t.Next.Enter(f)
	}
}

// Exit implements [infer.Tracer].
func (t *Tracker) Exit(f *infer.FrameInfo) {
	if t.Next != nil {
		t.Next.Exit(f)
	}
	t.exit(f)
}

func (t *Tracker) enter(f *infer.FrameInfo) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.init()
	if t.depth == 0 {
		return
	}
	if f.MI == nil {
		t.open[f] = kindThunk
		return
	}
	pk, parentTracked := kindInner, false
	if f.Parent != nil {
		pk, parentTracked = t.open[f.Parent]
	}
	if parentTracked && pk != kindThunk {
		t.open[f] = kindInner
		return
	}
	k := rootKey{f.MI, f.Owner}
	delete(t.pending, k) // a new attempt: an earlier failed one never gets a CodeInstance
	r := t.byKey[k]
	if r == nil {
		r = &Root{MI: f.MI, Name: QualifiedName(f.MI), Owner: f.Owner, Frame: f, Pos: f.MI.Method.Pos}
		t.byKey[k] = r
		t.roots = append(t.roots, r)
	}
	r.Entries++
	t.open[f] = kindRoot
	t.openKey[f] = r
}

func (t *Tracker) exit(f *infer.FrameInfo) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.init()
	k, ok := t.open[f]
	if !ok {
		return
	}
	delete(t.open, f)
	if k != kindRoot {
		return
	}
	r := t.openKey[f]
	delete(t.openKey, f)
	r.InferTime += f.Inclusive
	r.exited = true
	t.pending[rootKey{f.MI, f.Owner}] = r
}

// Inferred hands over a newly inferred CodeInstance. The driver calls it
// for every CodeInstance an engine infers, after the engine's tracer saw
// the frame exit: exactly what Engine.OnInferred does, which Install wires.
// A CodeInstance whose (MI, Owner) matches a root whose frame has exited
// and that has no CodeInstance from that entry yet becomes the root's;
// every other one is ignored. Calling it from a goroutine other than the
// engine's is fine.
func (t *Tracker) Inferred(ci *infer.CodeInstance) {
	if ci == nil || ci.MI == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.init()
	k := rootKey{ci.MI, ci.Owner}
	if r := t.pending[k]; r != nil {
		r.CI = ci
		delete(t.pending, k)
	}
}

// Install makes the Tracker trace e: e.Tracer becomes a tracer that feeds
// the Tracker and then the previous e.Tracer, and e.OnInferred calls the
// previous hook and then [Tracker.Inferred]. Call it once per engine (the
// native one and every foreign interpreter's) before tracking starts. The
// returned function restores both fields.
func (t *Tracker) Install(e *infer.Engine) (undo func()) {
	prevT, prevI := e.Tracer, e.OnInferred
	e.Tracer = &chained{t: t, next: prevT}
	e.OnInferred = func(ci *infer.CodeInstance) {
		if prevI != nil {
			prevI(ci)
		}
		t.Inferred(ci)
	}
	return func() { e.Tracer, e.OnInferred = prevT, prevI }
}

// chained feeds one engine's frames to a Tracker and then to the engine's
// previous tracer.
type chained struct {
	t    *Tracker
	next infer.Tracer
}

func (c *chained) Enter(f *infer.FrameInfo) {
	c.t.Enter(f)
	if c.next != nil {
		c.next.Enter(f)
	}
}

func (c *chained) Exit(f *infer.FrameInfo) {
	if c.next != nil {
		c.next.Exit(f)
	}
	c.t.Exit(f)
}

// Roots returns the roots recorded so far, in the order of their first
// entry. A root whose frame has exited but whose CodeInstance was never
// handed over (a driver that did not wire Inferred), or whose CodeInstance
// has since been invalidated (a method it relied on was redefined), gets
// the valid cached CodeInstance of its (MI, owner) if there is one (the
// code for the current world); a root whose inference failed has a nil CI,
// and an invalidated one without a replacement keeps its invalid CI (Select
// excludes it). The Root values are the Tracker's own: do not
// modify them while tracking goes on.
func (t *Tracker) Roots() []*Root {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]*Root, len(t.roots))
	copy(out, t.roots)
	for _, r := range out {
		if r.exited && (r.CI == nil || !r.CI.Valid()) {
			if ci := infer.Lookup(r.MI, r.Owner); ci != nil && ci.IR != nil {
				r.CI = ci
			}
		}
	}
	return out
}

// Reset forgets every recorded root (tracking depth is unchanged).
func (t *Tracker) Reset() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.roots = nil
	t.byKey = map[rootKey]*Root{}
	t.pending = map[rootKey]*Root{}
	for f, k := range t.open {
		if k == kindRoot {
			// Still open: keep tracking it, as a new root.
			r := t.openKey[f]
			nr := &Root{MI: r.MI, Name: r.Name, Owner: r.Owner, Frame: r.Frame, Pos: r.Pos, Entries: 1}
			t.openKey[f] = nr
			t.byKey[rootKey{r.MI, r.Owner}] = nr
			t.roots = append(t.roots, nr)
		}
	}
}

// QualifiedName prints a MethodInstance with its module, as
// `kiln precompile` reports roots: "PC.f(::Int64)", "Base.:+(::Int64,
// ::Int64)". Constructors and callable objects, printed by their type,
// are not qualified again; nil is "top-level scope".
func QualifiedName(mi *methods.MethodInstance) string {
	if mi == nil {
		return "top-level scope"
	}
	m := mi.Method
	if m == nil {
		return "?"
	}
	s := methods.SigString(m.Name, mi.SpecTypes)
	mod := m.Module
	if mod == nil && m.Table != nil {
		if f, ok := m.Table.Owner.(*methods.Function); ok {
			mod = f.Module
		}
	}
	if mod == nil || m.Name == "" || mod.Path() == "" {
		return s
	}
	name := m.Name
	rest := s[len(name):]
	r, _ := utf8.DecodeRuneInString(name)
	switch {
	case r == '#' || r == '@' && len(name) > 1 && name[1] == '#':
		name = `var"` + name + `"`
	case !(unicode.IsLetter(r) || r == '_' || r == '@'):
		name = ":" + name // an operator: Base.:+
	}
	return mod.Path() + "." + name + rest
}
