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
