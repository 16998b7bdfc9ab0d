package snoop

import (
	"bytes"
	"io"
	"math/rand"
	"runtime"
	"testing"
	"time"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/syntax"
)

var scaleNames = []string{"simulate(::Int64)", "step(::Float64)", "report(::Int64)", "kernel(::Float32)",
	"getindex(::Vector{Float64}, ::Int64)", "+(::Int64, ::Int64)", "show(::IO, ::Float64)", "top-level scope"}

// synthesize records n frames of a random tree, as engines report them:
// each step enters a child of the open frame, or exits it. maxDepth bounds
// the nesting (0: unbounded; a chain when enterProb is 1).
func synthesize(n int, enterProb float64, maxDepth int, seed int64) *Recorder {
	rng := rand.New(rand.NewSource(seed))
	r := NewRecorder()
	t := base
	r.now = func() time.Time { return t }
	r.Start()
	var stack []*infer.FrameInfo
	owners := []infer.Owner{infer.Native, infer.Native, infer.Native, "ptx:sm_75"}
	for made := 0; made < n; {
		t = t.Add(time.Duration(1+rng.Intn(1000)) * time.Microsecond)
		if len(stack) > 0 && (rng.Float64() >= enterProb || (maxDepth > 0 && len(stack) >= maxDepth)) {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			f.Inclusive = t.Sub(f.Start)
			r.Exit(f)
			continue
		}
		f := &infer.FrameInfo{Name: scaleNames[rng.Intn(len(scaleNames))], Pos: syntax.Pos{File: "sim.jl", Line: int32(1 + rng.Intn(500))}, Start: t}
		if len(stack) > 0 {
			f.Parent = stack[len(stack)-1]
			f.Owner = f.Parent.Owner
		} else {
			f.Owner = owners[rng.Intn(len(owners))]
		}
		r.Enter(f)
		stack = append(stack, f)
		made++
	}
	for len(stack) > 0 {
		t = t.Add(time.Microsecond)
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		f.Inclusive = t.Sub(f.Start)
		r.Exit(f)
	}
	t = t.Add(time.Millisecond)
	r.Stop()
	return r
}

// TestScale builds, prints and exports a 100,000-frame tree and logs the
// times and memory (the target is well under a second for build + text +
// JSON; timings are not asserted: see BenchmarkScale). Doubling the size
// should roughly double the times.
func TestScale(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	for _, n := range []int{100_000, 200_000} {
		rec := synthesize(n, 0.5, 40, 1)
		var ms0, ms1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms0)
		t0 := time.Now()
		tree := rec.Tree()
		t1 := time.Now()
		var text, js bytes.Buffer
		if err := WriteText(&text, tree); err != nil {
			t.Fatal(err)
		}
		t2 := time.Now()
		if err := WriteJSON(&js, tree); err != nil {
			t.Fatal(err)
		}
		t3 := time.Now()
		runtime.ReadMemStats(&ms1)
		if err := WritePprof(io.Discard, tree); err != nil {
			t.Fatal(err)
		}
		t4 := time.Now()
		if err := WriteSpeedscope(io.Discard, tree, "scale"); err != nil {
			t.Fatal(err)
		}
		t5 := time.Now()
		tree.Filter("native").Prune(time.Millisecond).Depth(10)
		t6 := time.Now()
		if got := tree.Len(); got != n {
			t.Fatalf("tree has %d frames, want %d", got, n)
		}
		if lines := bytes.Count(text.Bytes(), []byte("\n")); lines != n+1 {
			t.Fatalf("text has %d lines, want %d", lines, n+1)
		}
		t.Logf("%d frames: build %v, text %v (%d KiB), JSON %v (%d KiB); build+text+JSON %v, %d MiB allocated; pprof %v, speedscope %v, filter+prune+depth %v",
			n, t1.Sub(t0), t2.Sub(t1), text.Len()>>10, t3.Sub(t2), js.Len()>>10, t3.Sub(t0), (ms1.TotalAlloc-ms0.TotalAlloc)>>20, t4.Sub(t3), t5.Sub(t4), t6.Sub(t5))
	}
}

// TestDeepChain: a 100,000-deep chain of frames (pathological recursion)
// builds, prints and exports as JSON and speedscope in linear time.
func TestDeepChain(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	const n = 100_000
	rec := synthesize(n, 1, 0, 2)
	t0 := time.Now()
	tree := rec.Tree()
	if err := WriteText(io.Discard, tree); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(io.Discard, tree); err != nil {
		t.Fatal(err)
	}
	if err := WriteSpeedscope(io.Discard, tree, "chain"); err != nil {
		t.Fatal(err)
	}
	if got := shapeDepth(tree); got != n {
		t.Fatalf("depth %d, want %d", got, n)
	}
	if f := tree.Filter("native").Depth(5); f.Len() > 5 {
		t.Fatalf("depth-limited chain has %d frames", f.Len())
	}
	t.Logf("%d-deep chain: build, text, JSON, speedscope in %v", n, time.Since(t0))
}

func shapeDepth(t *Tree) int {
	max := 0
	t.Walk(func(_ *Node, d int) bool {
		if d > max {
			max = d
		}
		return true
	})
	return max
}

// BenchmarkScale measures building, printing and exporting (JSON) a
// 100,000-frame tree.
func BenchmarkScale(b *testing.B) {
	rec := synthesize(100_000, 0.5, 40, 1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tree := rec.Tree()
		if err := WriteText(io.Discard, tree); err != nil {
			b.Fatal(err)
		}
		if err := WriteJSON(io.Discard, tree); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRecord measures the tracer's cost per frame (Enter + Exit).
func BenchmarkRecord(b *testing.B) {
	r := NewRecorder()
	frames := make([]infer.FrameInfo, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range frames {
		f := &frames[i]
		f.Name, f.Owner, f.Start = "f(::Int64)", infer.Native, base
		r.Enter(f)
		f.Inclusive = time.Microsecond
		r.Exit(f)
	}
}
