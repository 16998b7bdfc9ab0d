package snoop

import (
	"sync"
	"time"

	"github.com/kiln-lang/kiln/infer"
)

// Trigger says why a top-level inference frame started: a call that was
// dispatched at run time found no compiled code and entered inference.
type Trigger struct {
	// Caller is the MethodInstance containing the dynamic call
	// ("step!(::Sim)"), or "top-level scope".
	Caller string
	// File and Line locate the call site.
	File string
	Line int
	// Category classifies why the call was not resolved statically.
	Category Category
}

// Category classifies the cause of a runtime dispatch.
type Category string

// Trigger categories. The strings are part of the JSON format.
const (
	// NonConcreteField: a value read from a struct field whose declared
	// type is abstract.
	NonConcreteField Category = "non-concrete field type"
	// UntypedContainer: an element of a container with an abstract
	// element type (Vector{Any}, Dict{Any,Any}, []).
	UntypedContainer Category = "untyped container"
	// UntypedGlobal: a non-constant global binding without a declared type.
	UntypedGlobal Category = "untyped global"
	// Unknown: any other cause, or a cause the caller did not classify.
	Unknown Category = "unknown"
)

// rframe is one recorded inference frame.
type rframe struct {
	name    string
	owner   string
	file    string
	line    int
	parent  int32 // index into Recorder.frames, or -1 for ROOT
	start   time.Time
	incl    time.Duration
	done    bool
	trigger *Trigger
}

// Recorder records inference frames. It implements [infer.Tracer]; one
// Recorder may be shared by several engines (several owners). It is safe for
// concurrent use; frames are expected to arrive from one goroutine at a time
// per engine, as infer reports them.
//
// Memory is linear in the number of frames; the *infer.FrameInfo values are
// only retained while their frames are open.
type Recorder struct {
	mu     sync.Mutex
	frames []rframe
	open   map[*infer.FrameInfo]int32
	start  time.Time
	stop   time.Time
	// pending is the trigger of the dispatch in progress
	// (BeginDispatch..EndDispatch), not yet given to a frame.
	pending *Trigger
	// now is the clock (time.Now; tests replace it).
	now func() time.Time
}

func (r *Recorder) clock() time.Time {
	if r.now != nil {
		return r.now()
	}
	return time.Now()
}

var _ infer.Tracer = (*Recorder)(nil)

// NewRecorder returns an empty Recorder.
func NewRecorder() *Recorder {
	return &Recorder{open: map[*infer.FrameInfo]int32{}}
}

// Start marks the start of the program: ROOT's time begins here. Without
// Start, the program is taken to start with the first frame.
func (r *Recorder) Start() {
	r.mu.Lock()
	r.start = r.clock()
	r.stop = time.Time{}
	r.mu.Unlock()
}

// Stop marks the end of the program. Without Stop, [Recorder.Tree] takes the
// time it is called as the end.
func (r *Recorder) Stop() {
	r.mu.Lock()
	r.stop = r.clock()
	r.mu.Unlock()
}

// Enter records the start of a frame (infer.Tracer). The frame's start time
// is f.Start, or now if f.Start is zero. Its parent is f.Parent if that frame
// is open in this recorder, ROOT otherwise.
func (r *Recorder) Enter(f *infer.FrameInfo) {
	start := f.Start
	if start.IsZero() {
		start = r.clock()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	parent := int32(-1)
	if f.Parent != nil {
		if p, ok := r.open[f.Parent]; ok {
			parent = p
		}
	}
	name := f.Name
	if name == "" && f.MI != nil {
		name = f.MI.String()
	}
	if name == "" {
		name = "top-level scope"
	}
	fr := rframe{
		name:   name,
		owner:  string(f.Owner),
		file:   f.Pos.File,
		line:   int(f.Pos.Line),
		parent: parent,
		start:  start,
	}
	if parent < 0 && r.pending != nil {
		fr.trigger = r.pending
		r.pending = nil
	}
	if r.open == nil {
		r.open = map[*infer.FrameInfo]int32{}
	}
	r.open[f] = int32(len(r.frames))
	r.frames = append(r.frames, fr)
}

// Exit records the end of a frame (infer.Tracer). The inclusive time is
// f.Inclusive if set, otherwise the time since the frame's start. An Exit
// without a matching Enter is ignored.
func (r *Recorder) Exit(f *infer.FrameInfo) {
	now := r.clock()
	r.mu.Lock()
	defer r.mu.Unlock()
	i, ok := r.open[f]
	if !ok {
		return
	}
	delete(r.open, f)
	fr := &r.frames[i]
	fr.done = true
	if f.Inclusive > 0 {
		fr.incl = f.Inclusive
	} else {
		fr.incl = now.Sub(fr.start)
	}
}

// BeginDispatch announces that a runtime dispatch of a call is about to
// enter inference, caused as t says. The next top-level frame (one without
// a parent) that enters, on any engine, is given the trigger.
// [Recorder.EndDispatch] withdraws a trigger no frame took (the callee was
// already inferred). Dispatches that enter inference must not run
// concurrently with each other (the JIT serializes compilation).
func (r *Recorder) BeginDispatch(t Trigger) {
	if t.Category == "" {
		t.Category = Unknown
	}
	r.mu.Lock()
	r.pending = &t
	r.mu.Unlock()
}

// EndDispatch ends the dispatch begun by [Recorder.BeginDispatch].
func (r *Recorder) EndDispatch() {
	r.mu.Lock()
	r.pending = nil
	r.mu.Unlock()
}

// NoteTrigger sets the trigger of an open frame (between its Enter and Exit),
// for a caller that knows the frame a dispatch started. It reports whether
// the frame was open.
func (r *Recorder) NoteTrigger(f *infer.FrameInfo, t Trigger) bool {
	if t.Category == "" {
		t.Category = Unknown
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	i, ok := r.open[f]
	if !ok {
		return false
	}
	r.frames[i].trigger = &t
	return true
}

// Len returns the number of frames recorded.
func (r *Recorder) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.frames)
}

// Tree builds the inference timing tree of the frames recorded so far. It
// may be called more than once; frames still open are measured up to the end
// of the program (or now) and marked Incomplete.
func (r *Recorder) Tree() *Tree {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.clock()
	// The program starts at Start, or at the first frame if that is
	// earlier (or Start was not called).
	t0 := r.start
	for i := range r.frames {
		if t0.IsZero() || r.frames[i].start.Before(t0) {
			t0 = r.frames[i].start
		}
	}
	if t0.IsZero() {
		t0 = now
	}
	t1 := r.stop
	if t1.IsZero() {
		t1 = now
	}
	for i := range r.frames {
		if fr := &r.frames[i]; fr.done && fr.start.Add(fr.incl).After(t1) {
			t1 = fr.start.Add(fr.incl)
		}
	}
	nodes := make([]Node, len(r.frames))
	nchild := make([]int32, len(r.frames)+1) // children per frame; last: ROOT
	for i := range r.frames {
		p := r.frames[i].parent
		if p < 0 {
			p = int32(len(r.frames))
		}
		nchild[p]++
	}
	// One backing array for all children slices: linear, few allocations.
	kids := make([]*Node, len(r.frames))
	off := 0
	root := &Node{Name: RootName}
	slices := make([][]*Node, len(r.frames)+1)
	for i, n := range nchild {
		slices[i] = kids[off : off : off+int(n)]
		off += int(n)
	}
	for i := range r.frames {
		fr := &r.frames[i]
		n := &nodes[i]
		n.Name, n.Owner, n.File, n.Line, n.Trigger = fr.name, fr.owner, fr.file, fr.line, fr.trigger
		n.Start = fr.start.Sub(t0)
		if fr.done {
			n.Inclusive = fr.incl
		} else {
			n.Incomplete = true
			n.Inclusive = t1.Sub(fr.start)
			if n.Inclusive < 0 {
				n.Inclusive = 0
			}
		}
		p := fr.parent
		if p < 0 {
			p = int32(len(r.frames))
		}
		slices[p] = append(slices[p], n)
	}
	for i := range nodes {
		nodes[i].Children = slices[i]
	}
	root.Children = slices[len(r.frames)]
	root.Inclusive = t1.Sub(t0)
	if root.Inclusive < 0 {
		root.Inclusive = 0
	}
	t := &Tree{Root: root}
	t.computeExclusive()
	return t
}
