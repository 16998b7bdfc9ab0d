package precompile

import (
	"reflect"
	"testing"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

func TestNestedBeginEnd(t *testing.T) {
	w := newWorld()
	tr := NewTracker()
	defer tr.Install(w.native)()
	if tr.Tracking() {
		t.Fatal("tracking before Begin")
	}
	tr.Begin()
	tr.Begin()
	tr.End()
	if !tr.Tracking() {
		t.Fatal("inner End turned tracking off")
	}
	infer1(t, w.native, w.f, types.Int64)
	tr.End()
	if tr.Tracking() {
		t.Fatal("tracking after the outer End")
	}
	tr.End() // unmatched: ignored
	tr.Begin()
	if !tr.Tracking() {
		t.Fatal("an unmatched End made the next Begin ineffective")
	}
	tr.End()
	infer1(t, w.native, w.bad, types.Int64) // untracked
	got := rootNames(tr.Roots())
	want := []string{"PC.f(::Int64) [native]"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("roots %q, want %q", got, want)
	}
}

func TestUntrackedInferenceNotRecorded(t *testing.T) {
	w := newWorld()
	tr := NewTracker()
	defer tr.Install(w.native)()
	// Setup code (not tracked) infers g.
	gci := infer1(t, w.native, w.g, types.Int64)
	tr.Begin()
	fci := infer1(t, w.native, w.f, types.Int64) // reaches g through the cache
	tr.End()
	rs := tr.Roots()
	if got := rootNames(rs); !reflect.DeepEqual(got, []string{"PC.f(::Int64) [native]"}) {
		t.Fatalf("roots %q", got)
	}
	if rs[0].CI != fci {
		t.Fatal("the root's CodeInstance was not handed over")
	}
	// g is not a root, but it is in f's tree.
	sel := Select(rs, Policy{})
	if got := sel.Native(); len(got) != 2 || got[0] != fci || got[1] != gci {
		t.Fatalf("native %q", names(got))
	}
}

func TestRootsAndNonRoots(t *testing.T) {
	w := newWorld()
	tr := NewTracker()
	defer tr.Install(w.native)()
	tr.Begin()
	infer1(t, w.native, w.mixed, types.Int64) // mixed → g2 → g3: one root
	// A top-level thunk (the workload block) calling f and h: the thunk is
	// transparent, f and h are roots, g (below f) is not.
	thunk := ir.NewFunc("top-level", pos)
	thunk.NArgs = 1
	thunk.Toplevel = true
	b := thunk.Blocks[0]
	one := konst(thunk, b, int64(1))
	call(thunk, b, konst(thunk, b, w.f), one)
	r := call(thunk, b, konst(thunk, b, w.h), one)
	thunk.NewValue(b, ir.OpReturn, pos, nil, r)
	if _, err := w.native.InferThunk(thunk); err != nil {
		t.Fatal(err)
	}
	tr.End()
	rs := tr.Roots()
	want := []string{"PC.mixed(::Int64) [native]", "PC.f(::Int64) [native]", "PC.h(::Int64) [native]"}
	if got := rootNames(rs); !reflect.DeepEqual(got, want) {
		t.Fatalf("roots %q, want %q", got, want)
	}
	for _, r := range rs {
		if r.CI == nil || r.CI.MI != r.MI || r.CI.Owner != infer.Native || r.Entries != 1 || r.Frame == nil {
			t.Errorf("root %s: CI %v entries %d", r.Name, r.CI, r.Entries)
		}
		if r.InferTime <= 0 {
			t.Errorf("root %s: no inference time", r.Name)
		}
	}
	if rs[0].Pos.Line != 17 {
		t.Errorf("mixed defined at %s", rs[0].Pos)
	}
}

// A frame entered before Begin is not tracked: frames it starts after Begin
// are fresh entries.
func TestParentUntracked(t *testing.T) {
	w := newWorld()
	tr := NewTracker()
	outer := &infer.FrameInfo{MI: specialize(t, w.mixed, types.Int64), Name: "mixed(::Int64)", Owner: infer.Native}
	tr.Enter(outer)
	tr.Begin()
	mid := &infer.FrameInfo{MI: specialize(t, w.g2, types.Int64), Name: "g2(::Int64)", Owner: infer.Native, Parent: outer}
	tr.Enter(mid)
	inner := &infer.FrameInfo{MI: specialize(t, w.g3, types.Int64), Name: "g3(::Int64)", Owner: infer.Native, Parent: mid}
	tr.Enter(inner)
	tr.Exit(inner)
	tr.Exit(mid)
	tr.End()
	tr.Exit(outer)
	if got := rootNames(tr.Roots()); !reflect.DeepEqual(got, []string{"PC.g2(::Int64) [native]"}) {
		t.Fatalf("roots %q", got)
	}
}

// Two engines (two owners) feed one Tracker; each engine's previous
// tracer and OnInferred hook still run.
func TestTwoEngines(t *testing.T) {
	w := newWorld()
	tr := NewTracker()
	prev := &countTracer{}
	w.gpu.Tracer = prev
	var inferred int
	w.gpu.OnInferred = func(*infer.CodeInstance) { inferred++ }
	undoN := tr.Install(w.native)
	undoG := tr.Install(w.gpu)
	tr.Begin()
	infer1(t, w.native, w.f, types.Int64)
	kci := infer1(t, w.gpu, w.kernel, types.Int64)
	tr.End()
	undoG()
	undoN()
	if w.gpu.Tracer != prev || w.native.Tracer != nil {
		t.Error("undo did not restore the tracers")
	}
	if prev.enter == 0 || prev.enter != prev.exit || inferred == 0 {
		t.Errorf("chained tracer saw %d/%d frames, OnInferred %d", prev.enter, prev.exit, inferred)
	}
	rs := tr.Roots()
	want := []string{"PC.f(::Int64) [native]", "PC.kernel(::Int64) [ptx:sm_75]"}
	if got := rootNames(rs); !reflect.DeepEqual(got, want) {
		t.Fatalf("roots %q, want %q", got, want)
	}
	if rs[1].CI != kci || kci.Owner != ptx {
		t.Fatal("GPU root lost its CodeInstance")
	}
}

type countTracer struct{ enter, exit int }

func (c *countTracer) Enter(*infer.FrameInfo) { c.enter++ }
func (c *countTracer) Exit(*infer.FrameInfo)  { c.exit++ }

// The Tracker used directly as an engine's Tracer, with Inferred as
// OnInferred, or without it (Roots falls back to the code cache).
func TestTrackerWithoutInstall(t *testing.T) {
	w := newWorld()
	tr := NewTracker()
	next := &countTracer{}
	tr.Next = next
	w.native.Tracer = tr
	w.native.OnInferred = tr.Inferred
	tr.Begin()
	fci := infer1(t, w.native, w.f, types.Int64)
	w.native.OnInferred = nil
	bci := infer1(t, w.native, w.bad, types.Int64)
	tr.End()
	if next.enter != 5 || next.exit != 5 { // f, g, bad, h, threadfence_system
		t.Errorf("Next saw %d/%d frames, want 5/5", next.enter, next.exit)
	}
	rs := tr.Roots()
	if len(rs) != 2 || rs[0].CI != fci || rs[1].CI != bci {
		t.Fatalf("roots %q", rootNames(rs))
	}
}

// A root whose inference failed has no CodeInstance and is excluded.
func TestFailedRoot(t *testing.T) {
	mod := methods.NewModule("PC", nil)
	broken := def(mod, "broken", 1, []types.Type{types.Int64}, func(f *ir.Func, b *ir.Block) *ir.Value {
		return f.NewValue(b, ir.OpInvalid, pos, nil)
	})
	e := &infer.Engine{Interp: infer.NativeInterpreter{}}
	tr := NewTracker()
	defer tr.Install(e)()
	tr.Begin()
	if _, err := e.InferMI(specialize(t, broken, types.Int64)); err == nil {
		t.Fatal("broken inferred")
	}
	tr.End()
	rs := tr.Roots()
	if len(rs) != 1 || rs[0].CI != nil {
		t.Fatalf("roots %q", rootNames(rs))
	}
	sel := Select(rs, Policy{})
	r := sel.Results[0]
	if r.Kept || r.Reason != "PC.broken(::Int64) was not inferred (its inference failed or did not finish)" || r.Nodes != 0 {
		t.Fatalf("%+v", r)
	}
	if len(sel.Native()) != 0 {
		t.Fatal("persisted something")
	}
}

func TestQualifiedName(t *testing.T) {
	base := methods.NewModule("Base", nil)
	sub := methods.NewModule("Sub", methods.NewModule("Pkg", nil))
	plus := def(base, "+", 1, []types.Type{types.Int64, types.Int64}, func(f *ir.Func, b *ir.Block) *ir.Value { return arg(f, b, 1) })
	kw := def(sub, "#f#3", 1, []types.Type{types.Int64}, func(f *ir.Func, b *ir.Block) *ir.Value { return arg(f, b, 1) })
	for _, c := range []struct {
		mi   *methods.MethodInstance
		want string
	}{
		{specialize(t, plus, types.Int64, types.Int64), "Base.:+(::Int64, ::Int64)"},
		{specialize(t, kw, types.Int64), `Pkg.Sub.var"#f#3"(::Int64)`},
		{nil, "top-level scope"},
	} {
		if got := QualifiedName(c.mi); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// A root invalidated after tracking is excluded, unless it was inferred
// again (the current world's code is then the root's).
func TestInvalidatedRoot(t *testing.T) {
	w := newWorld()
	tr := NewTracker()
	defer tr.Install(w.native)()
	tr.Begin()
	old := infer1(t, w.native, w.f, types.Int64)
	tr.End()
	addTo(w.g.Table, w.g, w.pc, 30, []types.Type{types.Int64}, inc(5)) // redefines g
	if old.Valid() {
		t.Fatal("f survived the redefinition of g")
	}
	sel := Select(tr.Roots(), Policy{})
	if r := sel.Results[0]; r.Kept || r.Reason != "PC.f(::Int64) was invalidated (a method it relied on was redefined)" {
		t.Fatalf("%+v", r)
	}
	nci := infer1(t, w.native, w.f, types.Int64) // untracked: no new root
	rs := tr.Roots()
	if len(rs) != 1 || rs[0].CI != nci {
		t.Fatalf("roots %q", rootNames(rs))
	}
	if sel := Select(rs, Policy{}); !sel.Results[0].Kept || len(sel.Native()) != 2 {
		t.Fatalf("%+v", sel.Results[0])
	}
}
