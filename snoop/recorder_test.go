package snoop

import (
	"bytes"
	"sync"
	"testing"
	"time"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/syntax"
)

var base = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

func ms(x float64) time.Duration { return time.Duration(x * float64(time.Millisecond)) }

// fakeClock is a settable clock.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time     { return c.t }
func (c *fakeClock) at(d time.Duration) { c.t = base.Add(d) }

// fakeEngine reports frames to a Recorder as infer.Engine does: parent =
// the frame on top of its stack, Start set before Enter, Inclusive before
// Exit.
type fakeEngine struct {
	r     *Recorder
	owner infer.Owner
	stack []*infer.FrameInfo
}

func (e *fakeEngine) enter(name, file string, line int, at time.Duration) *infer.FrameInfo {
	f := &infer.FrameInfo{Name: name, Owner: e.owner, Pos: syntax.Pos{File: file, Line: int32(line)}, Start: base.Add(at)}
	if n := len(e.stack); n > 0 {
		f.Parent = e.stack[n-1]
	}
	e.stack = append(e.stack, f)
	e.r.Enter(f)
	return f
}

func (e *fakeEngine) exit(at time.Duration) {
	f := e.stack[len(e.stack)-1]
	e.stack = e.stack[:len(e.stack)-1]
	f.Inclusive = base.Add(at).Sub(f.Start)
	e.r.Exit(f)
}

// sampleTree records a known program: a host thunk that infers
// simulate(::Int64) (which calls step(::Float64) and report(::Int64)),
// then, from runtime dispatch, a GPU compilation of kernel(::Float32) with
// its callee.
//
//	0 ms        Start
//	1-11 ms     top-level scope [native]
//	  2-8         simulate(::Int64)
//	    3-5         step(::Float64)
//	    6-7         report(::Int64)
//	  9-10        show(::Float64)
//	15-18 ms    kernel(::Float32) [ptx:sm_75] (dispatch at sim.jl:30)
//	  16-17       fma(::Float32)
//	20 ms       Stop
func sampleTree(t testing.TB) (*Recorder, *Tree) {
	clk := &fakeClock{}
	r := NewRecorder()
	r.now = clk.now
	clk.at(0)
	r.Start()
	host := &fakeEngine{r: r, owner: infer.Native}
	gpu := &fakeEngine{r: r, owner: "ptx:sm_75"}
	host.enter("top-level scope", "sim.jl", 0, ms(1))
	host.enter("simulate(::Int64)", "sim.jl", 10, ms(2))
	host.enter("step(::Float64)", "sim.jl", 3, ms(3))
	host.exit(ms(5))
	host.enter("report(::Int64)", "sim.jl", 20, ms(6))
	host.exit(ms(7))
	host.exit(ms(8))
	host.enter("show(::Float64)", "base/show.jl", 100, ms(9))
	host.exit(ms(10))
	host.exit(ms(11))
	r.BeginDispatch(Trigger{Caller: "run(::Vector{Any})", File: "sim.jl", Line: 30, Category: UntypedContainer})
	gpu.enter("kernel(::Float32)", "kernels.jl", 5, ms(15))
	gpu.enter("fma(::Float32)", "kernels.jl", 1, ms(16))
	gpu.exit(ms(17))
	gpu.exit(ms(18))
	r.EndDispatch()
	clk.at(ms(20))
	r.Stop()
	return r, r.Tree()
}

const sampleText = `ROOT: 20.000 ms inclusive, 7.000 ms exclusive (outside inference), 7 frames
   10.000 ms /     3.000 ms  top-level scope  [native]  sim.jl
    6.000 ms /     3.000 ms    simulate(::Int64)  [native]  sim.jl:10
    2.000 ms /     2.000 ms      step(::Float64)  [native]  sim.jl:3
    1.000 ms /     1.000 ms      report(::Int64)  [native]  sim.jl:20
    1.000 ms /     1.000 ms    show(::Float64)  [native]  base/show.jl:100
    3.000 ms /     2.000 ms  kernel(::Float32)  [ptx:sm_75]  kernels.jl:5  (dispatch at sim.jl:30)
    1.000 ms /     1.000 ms    fma(::Float32)  [ptx:sm_75]  kernels.jl:1
`

func TestRecorderTree(t *testing.T) {
	r, tree := sampleTree(t)
	if r.Len() != 7 {
		t.Errorf("Len = %d, want 7", r.Len())
	}
	var buf bytes.Buffer
	if err := WriteText(&buf, tree); err != nil {
		t.Fatal(err)
	}
	if got := buf.String(); got != sampleText {
		t.Errorf("text:\n%s\nwant:\n%s", got, sampleText)
	}
	total, outside, inf := tree.Totals()
	if total != ms(20) || outside != ms(7) || inf != ms(13) {
		t.Errorf("Totals = %v %v %v", total, outside, inf)
	}
	root := tree.Root
	if !root.IsRoot() || len(root.Children) != 2 {
		t.Fatalf("root: %+v", root)
	}
	k := root.Children[1]
	if k.Owner != "ptx:sm_75" || k.Trigger == nil || k.Trigger.Caller != "run(::Vector{Any})" || k.Start != ms(15) {
		t.Errorf("kernel node: %+v", k)
	}
	if k.Children[0].Trigger != nil {
		t.Error("nested frame got the dispatch trigger")
	}
}

func TestRecorderNoStartStop(t *testing.T) {
	r := NewRecorder()
	clk := &fakeClock{}
	r.now = clk.now
	e := &fakeEngine{r: r, owner: infer.Native}
	e.enter("f(::Int64)", "a.jl", 1, ms(5))
	e.exit(ms(7))
	e.enter("g(::Int64)", "a.jl", 2, ms(8))
	clk.at(ms(10))
	// g is still open: incomplete, measured to now.
	tree := r.Tree()
	if tree.Root.Inclusive != ms(5) || tree.Root.Exclusive != ms(1) {
		t.Errorf("root %v/%v, want 5ms/1ms (program starts at the first frame)", tree.Root.Inclusive, tree.Root.Exclusive)
	}
	g := tree.Root.Children[1]
	if !g.Incomplete || g.Inclusive != ms(2) {
		t.Errorf("open frame: %+v", g)
	}
	e.exit(ms(11))
	clk.at(ms(12))
	tree = r.Tree()
	if g := tree.Root.Children[1]; g.Incomplete || g.Inclusive != ms(3) {
		t.Errorf("closed frame: %+v", g)
	}
}

func TestRecorderTriggers(t *testing.T) {
	r := NewRecorder()
	e := &fakeEngine{r: r, owner: infer.Native}
	// A dispatch that found compiled code: no frame takes the trigger.
	r.BeginDispatch(Trigger{Caller: "a()", File: "x.jl", Line: 1})
	r.EndDispatch()
	e.enter("f()", "x.jl", 5, ms(1))
	e.exit(ms(2))
	// NoteTrigger on an open frame; unknown category by default.
	g := e.enter("g()", "x.jl", 6, ms(3))
	if !r.NoteTrigger(g, Trigger{Caller: "b()", File: "x.jl", Line: 9}) {
		t.Error("NoteTrigger on an open frame failed")
	}
	e.exit(ms(4))
	if r.NoteTrigger(g, Trigger{}) {
		t.Error("NoteTrigger on a closed frame succeeded")
	}
	tree := r.Tree()
	if tree.Root.Children[0].Trigger != nil {
		t.Error("withdrawn trigger was given to a frame")
	}
	tr := tree.Root.Children[1].Trigger
	if tr == nil || tr.Caller != "b()" || tr.Category != Unknown {
		t.Errorf("trigger = %+v", tr)
	}
}

func TestRecorderUnknownParent(t *testing.T) {
	r := NewRecorder()
	outer := &infer.FrameInfo{Name: "outer()", Owner: infer.Native, Start: base}
	// outer was never entered (the recorder was installed late).
	f := &infer.FrameInfo{Name: "f()", Owner: infer.Native, Parent: outer, Start: base.Add(ms(1))}
	r.Enter(f)
	f.Inclusive = ms(1)
	r.Exit(f)
	r.Exit(outer) // ignored
	tree := r.Tree()
	if len(tree.Root.Children) != 1 || tree.Root.Children[0].Name != "f()" {
		t.Errorf("frame with an unknown parent is not under ROOT: %+v", tree.Root.Children)
	}
}

// Frames from several goroutines, one engine each, are all recorded with
// their own parents.
func TestRecorderConcurrent(t *testing.T) {
	r := NewRecorder()
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			e := &fakeEngine{r: r, owner: infer.Owner("o" + string(rune('0'+g)))}
			for i := 0; i < 100; i++ {
				e.enter("f()", "", 0, ms(float64(i)))
				e.enter("g()", "", 0, ms(float64(i)+0.1))
				e.exit(ms(float64(i) + 0.2))
				e.exit(ms(float64(i) + 0.3))
			}
		}(g)
	}
	wg.Wait()
	tree := r.Tree()
	if n := tree.Len(); n != 8*200 {
		t.Fatalf("%d frames, want 1600", n)
	}
	for _, c := range tree.Root.Children {
		if c.Name != "f()" || len(c.Children) != 1 || c.Children[0].Owner != c.Owner {
			t.Fatalf("bad top-level frame %+v", c)
		}
	}
}
