package precompile

import (
	"bytes"
	"errors"
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/types"
)

// seedWorkload runs the seed's workload in miniature, tracked: host calls
// f(1), bad(1), mixed(1) and compiles kernel for the GPU. The native tree of
// mixed reaches (by an interpreter bug, grafted here) the GPU-owned
// signal_exception() deep below it.
func seedWorkload(t *testing.T) (*world, []*Root) {
	t.Helper()
	w := newWorld()
	tr := NewTracker()
	defer tr.Install(w.native)()
	defer tr.Install(w.gpu)()
	tr.Begin()
	func() {
		defer tr.End()
		infer1(t, w.native, w.f, types.Int64)
		infer1(t, w.native, w.bad, types.Int64)
		infer1(t, w.native, w.mixed, types.Int64)
		infer1(t, w.gpu, w.kernel, types.Int64)
	}()
	g3 := infer.Lookup(specialize(t, w.g3, types.Int64), infer.Native)
	sig := infer.Lookup(specialize(t, w.signal), ptx)
	if g3 == nil || sig == nil {
		t.Fatal("missing code instances")
	}
	g3.Callees = append(g3.Callees, sig)
	return w, tr.Roots()
}

type verdict struct {
	name, owner, status, reason string
	nodes                       int
}

func verdicts(sel *Selection) []verdict {
	var out []verdict
	for _, r := range sel.Results {
		out = append(out, verdict{r.Name, string(r.Owner), r.Status(), r.Reason, r.Nodes})
	}
	return out
}

func TestSeed(t *testing.T) {
	_, roots := seedWorkload(t)
	var hostChecked []string
	sel := Select(roots, Policy{HostCheck: func(ci *infer.CodeInstance) error {
		if ci.Owner != infer.Native {
			t.Errorf("HostCheck offered %s owned by %s", QualifiedName(ci.MI), ci.Owner)
		}
		hostChecked = append(hostChecked, QualifiedName(ci.MI))
		return DefaultHostCheck(ci)
	}})
	want := []verdict{
		{"PC.f(::Int64)", "native", "kept", "", 2},
		{"PC.bad(::Int64)", "native", "excluded", "CUDA.threadfence_system() calls llvm.nvvm.membar.sys, which the host cannot select", 3},
		{"PC.mixed(::Int64)", "native", "excluded", "CUDA.signal_exception() is owned by ptx:sm_75", 5},
		{"PC.kernel(::Int64)", "ptx:sm_75", "kept", "", 4},
	}
	if got := verdicts(sel); !reflect.DeepEqual(got, want) {
		t.Fatalf("got\n%v\nwant\n%v", got, want)
	}
	mixed := sel.Results[2]
	if p := strings.Join(mixed.Path, " -> "); p != "PC.mixed(::Int64) -> PC.g2(::Int64) -> PC.g3(::Int64) -> CUDA.signal_exception()" {
		t.Errorf("path %s", p)
	}
	if mixed.OffenderOwner != ptx || mixed.OffenderName != "CUDA.signal_exception()" || mixed.Offender == nil {
		t.Errorf("offender %s %s", mixed.OffenderName, mixed.OffenderOwner)
	}
	// Host code generation gets f and g only: nothing of bad's, mixed's or
	// the kernel's trees.
	if got := names(sel.Native()); !reflect.DeepEqual(got, []string{"PC.f(::Int64) [native]", "PC.g(::Int64) [native]"}) {
		t.Fatalf("native %q", got)
	}
	// The GPU tree is kept under its owner, signal_exception included.
	wantPTX := []string{"CUDA.signal_exception() [ptx:sm_75]", "CUDA.threadfence_system() [ptx:sm_75]", "PC.g(::Int64) [ptx:sm_75]", "PC.kernel(::Int64) [ptx:sm_75]"}
	if got := names(sel.ByOwner()[ptx]); !reflect.DeepEqual(got, wantPTX) {
		t.Fatalf("ptx %q", got)
	}
	if got := sel.Owners(); !reflect.DeepEqual(got, []infer.Owner{infer.Native, ptx}) {
		t.Fatalf("owners %q", got)
	}
	// Each native node checked once (memoized); mixed's tree never reached
	// the host check (its foreign node decides first).
	wantChecked := []string{"PC.f(::Int64)", "PC.g(::Int64)", "PC.bad(::Int64)", "PC.h(::Int64)", "CUDA.threadfence_system()"}
	if !reflect.DeepEqual(hostChecked, wantChecked) {
		t.Errorf("host-checked %q, want %q", hostChecked, wantChecked)
	}
	if len(sel.Kept()) != 2 || len(sel.Excluded()) != 2 {
		t.Error("Kept/Excluded")
	}
}

// A policy's HostCheck (the driver's LLVM-level check) excludes a tree
// whose deep node fails it.
func TestHostCheckExcludesWholeTree(t *testing.T) {
	_, roots := seedWorkload(t)
	sel := Select(roots, Policy{HostCheck: func(ci *infer.CodeInstance) error {
		if QualifiedName(ci.MI) == "PC.g(::Int64)" {
			return errors.New("calls cuda_launch, which the host cannot link")
		}
		return nil
	}})
	r := sel.Results[0]
	if r.Kept || r.Reason != "PC.g(::Int64) calls cuda_launch, which the host cannot link" || r.Nodes != 2 {
		t.Fatalf("%+v", r)
	}
	// With this policy nothing native survives: f's tree went with g, and
	// bad is now accepted only because the custom check replaced the
	// default one.
	if got := names(sel.Native()); !reflect.DeepEqual(got, []string{"CUDA.threadfence_system() [native]", "PC.bad(::Int64) [native]", "PC.h(::Int64) [native]"}) {
		t.Fatalf("native %q", got)
	}
	// The GPU tree is not host-checked: it is kept although its g (the
	// overlay's) has the same name.
	if !sel.Results[3].Kept {
		t.Fatal("GPU tree excluded by a host check")
	}
}

func TestConstCheckAndForeignCheck(t *testing.T) {
	_, roots := seedWorkload(t)
	sel := Select(roots, Policy{
		ConstCheck: func(ci *infer.CodeInstance) error {
			if QualifiedName(ci.MI) == "CUDA.threadfence_system()" {
				return errors.New("holds a constant <Ptr @0x1> that cannot be written to an image")
			}
			return nil
		},
		ForeignCheck: func(ci *infer.CodeInstance) error {
			t.Error("ForeignCheck reached after ConstCheck failed")
			return nil
		},
	})
	got := verdicts(sel)
	if got[1].reason != "CUDA.threadfence_system() holds a constant <Ptr @0x1> that cannot be written to an image" {
		t.Errorf("bad: %q", got[1].reason)
	}
	if got[3].status != "excluded" || got[3].reason != "CUDA.threadfence_system() holds a constant <Ptr @0x1> that cannot be written to an image" {
		t.Errorf("kernel: %+v", got[3])
	}
	if _, ok := sel.ByOwner()[ptx]; ok {
		t.Error("excluded GPU tree persisted")
	}
	sel = Select(roots, Policy{ForeignCheck: func(ci *infer.CodeInstance) error {
		if ci.Owner != ptx {
			t.Errorf("ForeignCheck got %s", ci.Owner)
		}
		if QualifiedName(ci.MI) == "PC.g(::Int64)" {
			return errors.New("is not valid device code")
		}
		return nil
	}})
	if r := sel.Results[3]; r.Kept || r.Reason != "PC.g(::Int64) is not valid device code" {
		t.Errorf("kernel: %+v", r)
	}
}

// A foreign tree that reaches code of another owner is excluded.
func TestForeignTreeMixingOwners(t *testing.T) {
	w, roots := seedWorkload(t)
	kernel := roots[3].CI
	g := infer.Lookup(specialize(t, w.g, types.Int64), infer.Native)
	kernel.Callees = append(kernel.Callees, g)
	sel := Select(roots, Policy{})
	r := sel.Results[3]
	if r.Kept || r.Reason != "PC.g(::Int64) is owned by native, not ptx:sm_75: the tree mixes owners" {
		t.Fatalf("%+v", r)
	}
	if len(sel.ByOwner()[ptx]) != 0 {
		t.Fatal("persisted")
	}
}

// Two roots sharing a subtree, and a diamond inside one tree: every node
// counted once per tree and persisted once.
func TestSharedSubtrees(t *testing.T) {
	mod := methods.NewModule("PC", nil)
	leaf := def(mod, "leaf", 1, []types.Type{types.Int64}, inc(1))
	l := def(mod, "l", 2, []types.Type{types.Int64}, calls1(leaf))
	r := def(mod, "r", 3, []types.Type{types.Int64}, calls1(leaf))
	top := def(mod, "top", 4, []types.Type{types.Int64}, calls1(l, r)) // diamond
	other := def(mod, "other", 5, []types.Type{types.Int64}, calls1(r))
	e := &infer.Engine{Interp: infer.NativeInterpreter{}}
	tr := NewTracker()
	defer tr.Install(e)()
	tr.Begin()
	infer1(t, e, top, types.Int64)
	infer1(t, e, other, types.Int64)
	tr.End()
	sel := Select(tr.Roots(), Policy{})
	want := []verdict{
		{"PC.top(::Int64)", "native", "kept", "", 4},
		{"PC.other(::Int64)", "native", "kept", "", 3},
	}
	if got := verdicts(sel); !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v", got)
	}
	wantNative := []string{"PC.l(::Int64) [native]", "PC.leaf(::Int64) [native]", "PC.other(::Int64) [native]", "PC.r(::Int64) [native]", "PC.top(::Int64) [native]"}
	if got := names(sel.Native()); !reflect.DeepEqual(got, wantNative) {
		t.Fatalf("native %q", got)
	}
	// Tree order: root first, depth-first preorder, callees by name.
	if got := names(sel.Results[0].Tree); !reflect.DeepEqual(got, []string{"PC.top(::Int64) [native]", "PC.l(::Int64) [native]", "PC.leaf(::Int64) [native]", "PC.r(::Int64) [native]"}) {
		t.Fatalf("tree %q", got)
	}
	sel.SetNativeBytes(func(*infer.CodeInstance) int64 { return 10 })
	if sel.Results[0].NativeBytes != 40 || sel.Results[1].NativeBytes != 30 {
		t.Errorf("bytes %d %d", sel.Results[0].NativeBytes, sel.Results[1].NativeBytes)
	}
	if rep := sel.Report("PC"); rep.Totals.NativeBytes != 50 || rep.Totals.CodeInstances != 5 {
		t.Errorf("totals %+v", rep.Totals)
	}
	// The same root twice (same CodeInstance) is reported once.
	rs := tr.Roots()
	if got := len(Select(append(rs, rs...), Policy{}).Results); got != 2 {
		t.Errorf("%d results for duplicated roots", got)
	}
}

// Recursion: inference's own cycles, and an explicit cycle through the
// root, terminate with each node counted once.
func TestRecursion(t *testing.T) {
	mod := methods.NewModule("PC", nil)
	ping := methods.NewFunction(mod, "ping")
	pong := def(mod, "pong", 2, []types.Type{types.Int64}, func(f *ir.Func, b *ir.Block) *ir.Value {
		return call(f, b, konst(f, b, ping), call(f, b, konst(f, b, addInt), arg(f, b, 1), konst(f, b, int64(-1))))
	})
	// ping(n) = slt_int(n, 1) ? n : pong(n)
	fn := ir.NewFunc("ping", pos)
	fn.NArgs = 2
	b0 := fn.Blocks[0]
	n := arg(fn, b0, 1)
	c := call(fn, b0, konst(fn, b0, sltInt), n, konst(fn, b0, int64(1)))
	fn.NewValue(b0, ir.OpBranch, pos, nil, c)
	b1, b2 := fn.NewBlock(), fn.NewBlock()
	ir.AddEdge(b0, b1)
	ir.AddEdge(b0, b2)
	fn.NewValue(b1, ir.OpReturn, pos, nil, n)
	fn.NewValue(b2, ir.OpReturn, pos, nil, call(fn, b2, konst(fn, b2, pong), n))
	addBody(ping.Table, ping, mod, 1, []types.Type{types.Int64}, fn)
	e := &infer.Engine{Interp: infer.NativeInterpreter{}}
	tr := NewTracker()
	defer tr.Install(e)()
	tr.Begin()
	pci := infer1(t, e, ping, types.Int64)
	tr.End()
	roots := tr.Roots()
	done := make(chan *Selection)
	go func() { done <- Select(roots, Policy{}) }()
	var sel *Selection
	select {
	case sel = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Select did not terminate on a recursive tree")
	}
	if got := verdicts(sel); !reflect.DeepEqual(got, []verdict{{"PC.ping(::Int64)", "native", "kept", "", 2}}) {
		t.Fatalf("got %v", got)
	}
	// Force a cycle back to the root whatever inference recorded.
	for _, c := range pci.Callees {
		c.Callees = append(c.Callees, pci, c)
	}
	sel = Select(roots, Policy{})
	if sel.Results[0].Nodes != 2 || len(sel.Native()) != 2 {
		t.Fatalf("cycle: %d nodes, %d native", sel.Results[0].Nodes, len(sel.Native()))
	}
}

// Deterministic output whatever the order of Callees (inference builds
// them from maps).
func TestDeterministic(t *testing.T) {
	_, roots := seedWorkload(t)
	render := func() string {
		sel := Select(roots, Policy{})
		var buf bytes.Buffer
		sel.WriteVerbose(&buf)
		for _, r := range sel.Results {
			buf.WriteString(strings.Join(names(r.Tree), ",") + "\n")
		}
		for _, o := range sel.Owners() {
			buf.WriteString(strings.Join(names(sel.ByOwner()[o]), ",") + "\n")
		}
		sel.Report("PC").WriteJSON(&buf)
		return buf.String()
	}
	want := render()
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 30; i++ {
		for _, r := range roots {
			shuffleTree(rng, r.CI, map[*infer.CodeInstance]bool{})
		}
		if got := render(); got != want {
			t.Fatalf("run %d differs:\n%s\nwant\n%s", i, got, want)
		}
	}
}

func shuffleTree(rng *rand.Rand, ci *infer.CodeInstance, seen map[*infer.CodeInstance]bool) {
	if ci == nil || seen[ci] {
		return
	}
	seen[ci] = true
	rng.Shuffle(len(ci.Callees), func(i, j int) { ci.Callees[i], ci.Callees[j] = ci.Callees[j], ci.Callees[i] })
	for _, c := range ci.Callees {
		shuffleTree(rng, c, seen)
	}
}
