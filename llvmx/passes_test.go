package llvmx

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tinygo.org/x/go-llvm"
)

// unionLoop is the shape Kiln emits for `for i in 1:n` once iterate() is
// inlined: the loop state, Union{Nothing, Tuple{Int64, Int64}}, is a
// first-class aggregate {i8 tag, {} nothing, {i64, i64} tuple} carried
// around the loop in phis, and the loop ends when the tag is 1 (nothing).
const unionLoop = `
define i64 @sum(i64 %n) {
entry:
  %empty = icmp slt i64 %n, 1
  br i1 %empty, label %done, label %body
body:
  %st = phi { i8, {}, { i64, i64 } } [ { i8 2, {} zeroinitializer, { i64, i64 } { i64 1, i64 1 } }, %entry ], [ %next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %latch ]
  %pair = extractvalue { i8, {}, { i64, i64 } } %st, 2
  %i = extractvalue { i64, i64 } %pair, 0
  %acc2 = add i64 %acc, %i
  %last = icmp eq i64 %i, %n
  br i1 %last, label %stop, label %more
more:
  %i1 = add i64 %i, 1
  %p0 = insertvalue { i64, i64 } undef, i64 %i1, 0
  %p1 = insertvalue { i64, i64 } %p0, i64 %i1, 1
  %s2 = insertvalue { i8, {}, { i64, i64 } } { i8 2, {} undef, { i64, i64 } undef }, { i64, i64 } %p1, 2
  br label %latch
stop:
  br label %latch
latch:
  %next = phi { i8, {}, { i64, i64 } } [ %s2, %more ], [ { i8 1, {} zeroinitializer, { i64, i64 } zeroinitializer }, %stop ]
  %tag = extractvalue { i8, {}, { i64, i64 } } %next, 0
  %fin = icmp eq i8 %tag, 1
  br i1 %fin, label %done, label %body
done:
  %r = phi i64 [ 0, %entry ], [ %acc2, %latch ]
  ret i64 %r
}
`

func parseIR(t *testing.T, src string) (llvm.Context, llvm.Module) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "m.ll")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	buf, err := llvm.NewMemoryBufferFromFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := llvm.NewContext()
	t.Cleanup(ctx.Dispose)
	m, err := ctx.ParseIR(buf)
	if err != nil {
		t.Fatal(err)
	}
	return ctx, m
}

// TestSplitAggregatePhis checks that the pipeline Kiln runs takes the
// loop state's aggregate phis apart, so that LLVM 14 sees a counted loop
// (here: folds it to a closed form) instead of a loop that tests a tag
// byte carried in an aggregate.
func TestSplitAggregatePhis(t *testing.T) {
	tm := hostMachine(t, O2)
	for _, level := range []Level{O1, O2, O3} {
		_, m := parseIR(t, unionLoop)
		tm.SetDataLayout(m)
		if err := Optimize(m, tm, level.Pipeline()); err != nil {
			t.Fatal(err)
		}
		ir := m.String()
		if strings.Contains(ir, "phi {") {
			t.Errorf("O%d: an aggregate phi is left:\n%s", level, ir)
		}
		if strings.Contains(ir, "icmp eq i8") {
			t.Errorf("O%d: the loop still tests the union's tag:\n%s", level, ir)
		}
		if err := Verify(m); err != nil {
			t.Errorf("O%d: %v", level, err)
		}
	}
}

// TestSplitAggregatePhisRuns checks the split loop's result by running it.
func TestSplitAggregatePhisRuns(t *testing.T) {
	tm := hostMachine(t, O2)
	_, m := parseIR(t, unionLoop)
	tm.SetDataLayout(m)
	if err := Optimize(m, tm, O2.Pipeline()); err != nil {
		t.Fatal(err)
	}
	obj, err := tm.EmitObject(m)
	if err != nil {
		t.Fatal(err)
	}
	j := newJIT(t)
	if err := j.AddObject(obj, "sum"); err != nil {
		t.Fatal(err)
	}
	addr, err := j.Lookup("sum")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ n, want int64 }{{0, 0}, {1, 1}, {10, 55}, {1000, 500500}, {-3, 0}} {
		if got := callI64(addr, c.n); got != c.want {
			t.Errorf("sum(%d) = %d, want %d", c.n, got, c.want)
		}
	}
}

// recursive holds fib, which calls nothing but itself, and down, which
// also calls an external function that may throw.
const recursive = `
declare void @may_throw(i64)

define i64 @fib(i64 %n) {
entry:
  %small = icmp slt i64 %n, 2
  br i1 %small, label %leaf, label %rec
leaf:
  ret i64 %n
rec:
  %n1 = sub i64 %n, 1
  %a = call i64 @fib(i64 %n1)
  %n2 = sub i64 %n, 2
  %b = call i64 @fib(i64 %n2)
  %s = add i64 %a, %b
  ret i64 %s
}

define i64 @down(i64 %n) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %leaf, label %rec
leaf:
  call void @may_throw(i64 %n)
  ret i64 0
rec:
  %n1 = sub i64 %n, 1
  %a = call i64 @down(i64 %n1)
  %b = call i64 @down(i64 %n1)
  %s = add i64 %a, %b
  ret i64 %s
}
`

// countInstructions counts fn's instructions for which is is true.
func countInstructions(fn llvm.Value, is func(llvm.Value) bool) int {
	n := 0
	for b := fn.FirstBasicBlock(); !b.IsNil(); b = llvm.NextBasicBlock(b) {
		for i := b.FirstInstruction(); !i.IsNil(); i = llvm.NextInstruction(i) {
			if is(i) {
				n++
			}
		}
	}
	return n
}

// TestRecursiveInlining checks that the pipeline inlines a small function
// that calls only itself into itself (each inlined level brings its own
// test of n < 2, where fib alone has one), leaves
// alone a recursive function that calls anything else (its stack traces
// must stay Julia's), does nothing at O0, and that fib still computes
// fib.
func TestRecursiveInlining(t *testing.T) {
	tm := hostMachine(t, O2)
	for _, level := range []Level{O0, O2, O3} {
		_, m := parseIR(t, recursive)
		tm.SetDataLayout(m)
		if err := Optimize(m, tm, level.Pipeline()); err != nil {
			t.Fatal(err)
		}
		fib, down := m.NamedFunction("fib"), m.NamedFunction("down")
		compares := func(fn llvm.Value) int {
			return countInstructions(fn, func(i llvm.Value) bool { return !i.IsAICmpInst().IsNil() })
		}
		switch n := compares(fib); {
		case level == O0 && n != 1:
			t.Errorf("O0: fib has %d comparisons, want the one it was written with", n)
		case level != O0 && n < 4:
			t.Errorf("O%d: fib has %d comparisons: its recursion was not inlined into it\n%s", level, n, m.String())
		}
		// Optimized alone, down keeps one level: one add (n - 1; LLVM
		// finds that the sum is always 0). Each inlined level would
		// bring another.
		if n := countInstructions(down, func(i llvm.Value) bool { return i.InstructionOpcode() == llvm.Add }); level != O0 && n != 1 {
			t.Errorf("O%d: down (which calls may_throw) was inlined into itself: %d adds", level, n)
		}
		if level == O0 {
			continue
		}
		// Only fib runs: may_throw is not defined anywhere.
		m.NamedFunction("down").EraseFromParentAsFunction()
		obj, err := tm.EmitObject(m)
		if err != nil {
			t.Fatal(err)
		}
		j := newJIT(t)
		if err := j.AddObject(obj, "fib"); err != nil {
			t.Fatal(err)
		}
		addr := lookup(t, j, "fib")
		for _, c := range []struct{ n, want int64 }{{0, 0}, {1, 1}, {2, 1}, {10, 55}, {25, 75025}} {
			if got := callI64(addr, c.n); got != c.want {
				t.Errorf("O%d: fib(%d) = %d, want %d", level, c.n, got, c.want)
			}
		}
	}
}

// simdSum is what Kiln emits for a @simd loop summing a vector of Float64
// (the marker call in the latch, as codegen emits it for Core._simdloop),
// and plainSum the same loop without the marker. %run is a running product
// that is also compared inside the loop, which is no reduction whose order
// may change.
const simdLoops = `
declare void @kiln.simdloop() #0

define double @simdSum(double* %p, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %s = phi double [ 0.0, %entry ], [ %s1, %body ]
  %q = getelementptr inbounds double, double* %p, i64 %i
  %x = load double, double* %q, align 8
  %s1 = fadd double %s, %x
  call void @kiln.simdloop()
  %i1 = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %body, label %done
done:
  ret double %s1
}

define double @plainSum(double* %p, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %s = phi double [ 0.0, %entry ], [ %s1, %body ]
  %q = getelementptr inbounds double, double* %p, i64 %i
  %x = load double, double* %q, align 8
  %s1 = fadd double %s, %x
  %i1 = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %body, label %done
done:
  ret double %s1
}

define double @usedInLoop(double* %p, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %s = phi double [ 1.0, %entry ], [ %s2, %body ]
  %q = getelementptr inbounds double, double* %p, i64 %i
  %x = load double, double* %q, align 8
  %s1 = fmul double %s, %x
  %big = fcmp ogt double %s1, 1.0e10
  %s2 = select i1 %big, double 1.0, double %s1
  call void @kiln.simdloop()
  %i1 = add nuw nsw i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %body, label %done
done:
  ret double %s2
}

attributes #0 = { inaccessiblememonly nounwind willreturn nofree nosync }
`

// TestSIMDLoops checks the @simd pass: the marked loop's sum gets the
// reassoc flag and is vectorized, the unmarked one and the running value
// used for more than the reduction are left in order, and no call of the
// marker is left at any level.
func TestSIMDLoops(t *testing.T) {
	tm := hostMachine(t, O2)
	for _, level := range []Level{O0, O2, O3} {
		_, m := parseIR(t, simdLoops)
		tm.SetDataLayout(m)
		if err := Optimize(m, tm, level.Pipeline()); err != nil {
			t.Fatal(err)
		}
		ir := m.String()
		if strings.Contains(ir, SIMDLoopMarker) {
			t.Errorf("O%d: the marker is left:\n%s", level, ir)
		}
		reassoc := func(name string) (flagged, vector int) {
			fn := m.NamedFunction(name)
			countInstructions(fn, func(i llvm.Value) bool {
				s := i.String()
				if strings.Contains(s, "reassoc") {
					flagged++
				}
				if strings.Contains(s, "fadd") && strings.Contains(s, "x double>") {
					vector++
				}
				return false
			})
			return
		}
		simdF, simdV := reassoc("simdSum")
		plainF, plainV := reassoc("plainSum")
		usedF, _ := reassoc("usedInLoop")
		if level == O0 {
			// (LLVM 14's O0 pipeline runs the vectorizer-start passes
			// too, so the flags may be set; nothing vectorizes.)
			continue
		}
		if simdF == 0 || simdV == 0 {
			t.Errorf("O%d: the @simd sum was not reassociated and vectorized (%d flagged, %d vector adds):\n%s", level, simdF, simdV, ir)
		}
		if plainF != 0 || plainV != 0 {
			t.Errorf("O%d: the plain sum was reordered:\n%s", level, ir)
		}
		if usedF != 0 {
			t.Errorf("O%d: a running value used in a comparison was marked reassociable:\n%s", level, ir)
		}
	}
}

// TestPipelineForLargeAggregates: a module holding a struct value of
// LargeAggregate elements or more (a tuple of hundreds of elements) gets
// LargeAggregatePipeline, which optimizes it correctly; other modules and
// O0 get the level's own pipeline.
func TestPipelineForLargeAggregates(t *testing.T) {
	fields := make([]string, LargeAggregate)
	for i := range fields {
		fields[i] = "i64"
	}
	st := "{ " + strings.Join(fields, ", ") + " }"
	big := "define " + st + " @mk(i64 %x) {\n  %a = insertvalue " + st + " undef, i64 %x, 0\n  %b = insertvalue " + st + " %a, i64 7, 1\n  ret " + st + " %b\n}\n" +
		"define i64 @second(i64 %x) {\n  %t = call " + st + " @mk(i64 %x)\n  %y = extractvalue " + st + " %t, 1\n  ret i64 %y\n}\n"
	_, m := parseIR(t, big)
	if p := PipelineFor(m, O2); p != LargeAggregatePipeline {
		t.Fatalf("PipelineFor(large, O2) = %q", p)
	}
	if p := PipelineFor(m, O0); p != O0.Pipeline() {
		t.Fatalf("PipelineFor(large, O0) = %q", p)
	}
	if err := Optimize(m, nil, PipelineFor(m, O2)); err != nil {
		t.Fatal(err)
	}
	_, small := parseIR(t, "define i64 @id(i64 %x) {\n  ret i64 %x\n}\n")
	if p := PipelineFor(small, O2); p != O2.Pipeline() {
		t.Fatalf("PipelineFor(small, O2) = %q", p)
	}
}

// TestPipelineForDeepAggregates: a module holding a struct nested
// DeepAggregate levels deep (a fused broadcast of dozens of operators)
// gets DeepAggregatePipeline, which optimizes it correctly; one level less
// and O0 get the level's own pipeline.
func TestPipelineForDeepAggregates(t *testing.T) {
	nested := func(depth int) string {
		st := "i64"
		for i := 0; i < depth; i++ {
			st = "{ " + st + ", double }"
		}
		return st
	}
	src := func(depth int) string {
		st := nested(depth)
		inner := nested(depth - 1)
		return "define " + st + " @wrap(" + inner + " %x, double %d) {\n" +
			"  %a = insertvalue " + st + " undef, " + inner + " %x, 0\n" +
			"  %b = insertvalue " + st + " %a, double %d, 1\n  ret " + st + " %b\n}\n" +
			"define double @outer(" + inner + " %x) {\n  %t = call " + st + " @wrap(" + inner + " %x, double 2.0)\n" +
			"  %y = extractvalue " + st + " %t, 1\n  ret double %y\n}\n"
	}
	_, m := parseIR(t, src(DeepAggregate))
	if p := PipelineFor(m, O2); p != DeepAggregatePipeline {
		t.Fatalf("PipelineFor(deep, O2) = %q", p)
	}
	if p := PipelineFor(m, O0); p != O0.Pipeline() {
		t.Fatalf("PipelineFor(deep, O0) = %q", p)
	}
	if err := Optimize(m, nil, PipelineFor(m, O2)); err != nil {
		t.Fatal(err)
	}
	if ir := m.String(); !strings.Contains(ir, "ret double 2.0") && !strings.Contains(ir, "ret double 2.000000e+00") {
		t.Errorf("outer was not folded to its constant:\n%s", ir)
	}
	_, shallow := parseIR(t, src(DeepAggregate-1))
	if p := PipelineFor(shallow, O2); p != O2.Pipeline() {
		t.Fatalf("PipelineFor(shallow, O2) = %q", p)
	}
}
