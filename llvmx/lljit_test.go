package llvmx

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"tinygo.org/x/go-llvm"
)

func TestJIT(t *testing.T) {
	tm := hostMachine(t, O2)
	f := newFixture(t, "m")
	fn := f.define("double_it", f.i64, f.i64)
	f.b.CreateRet(f.b.CreateAdd(fn.Param(0), fn.Param(0), ""))
	j := newJIT(t)
	if err := j.AddObject(f.object(tm), "m"); err != nil {
		t.Fatal(err)
	}
	if r := callI64(lookup(t, j, "double_it"), 21); r != 42 {
		t.Fatal(r)
	}
	if j.Triple() == "" || j.DataLayout() == "" {
		t.Errorf("JIT triple %q, data layout %q", j.Triple(), j.DataLayout())
	}
	if j.DataLayout() != tm.DataLayout() {
		t.Errorf("JIT data layout %q differs from the host machine's %q", j.DataLayout(), tm.DataLayout())
	}
}

// TestJITProcessSymbols calls libm's sin and cos, which the JIT finds
// through the process-symbol generator.
func TestJITProcessSymbols(t *testing.T) {
	tm := hostMachine(t, O2)
	f := newFixture(t, "libm")
	sin := f.declare("sin", f.f64, f.f64)
	cos := f.declare("cos", f.f64, f.f64)
	fn := f.define("kiln_sincos", f.f64, f.f64)
	x := fn.Param(0)
	f.b.CreateRet(f.b.CreateFAdd(f.call(sin, x), f.b.CreateFMul(f.call(cos, x), x, ""), ""))
	j := newJIT(t)
	if err := j.AddObject(f.object(tm), "libm"); err != nil {
		t.Fatal(err)
	}
	a := lookup(t, j, "kiln_sincos")
	for _, x := range []float64{0, 0.5, 1, math.Pi, -2.75, 100} {
		got, want := callF64(a, x), math.Sin(x)+math.Cos(x)*x
		if math.Abs(got-want) > 1e-12*math.Max(1, math.Abs(want)) {
			t.Errorf("kiln_sincos(%v) = %v, want %v", x, got, want)
		}
	}
}

// TestJITAbsoluteSymbol defines a C function of this process as an
// absolute symbol and calls it from JIT'd code.
func TestJITAbsoluteSymbol(t *testing.T) {
	tm := hostMachine(t, O2)
	j := newJIT(t)
	if err := j.DefineAbsolute(map[string]uintptr{"kiln_rt_triple": testTripleAddr()}); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, "abs")
	triple := f.declare("kiln_rt_triple", f.i64, f.i64)
	fn := f.define("use_triple", f.i64, f.i64)
	f.b.CreateRet(f.b.CreateAdd(f.call(triple, fn.Param(0)), llvm.ConstInt(f.i64, 1, false), ""))
	if err := j.AddObject(f.object(tm), "abs"); err != nil {
		t.Fatal(err)
	}
	before := testTripleCalls()
	if r := callI64(lookup(t, j, "use_triple"), 14); r != 43 {
		t.Fatalf("use_triple(14) = %d, want 43", r)
	}
	if testTripleCalls() != before+1 {
		t.Fatal("the C function was not called")
	}
	if a := lookup(t, j, "kiln_rt_triple"); a != testTripleAddr() {
		t.Fatalf("lookup of an absolute symbol: %#x, want %#x", a, testTripleAddr())
	}

	// Redefinition is a clean error, and leaves the old definition.
	err := j.DefineAbsolute(map[string]uintptr{"kiln_rt_triple": 0x1234, "kiln_rt_other": 0x5678})
	if err == nil || !strings.Contains(err.Error(), "kiln_rt_triple") {
		t.Fatalf("redefinition: err = %v, want a duplicate definition error naming the symbol", err)
	}
	t.Logf("redefinition error: %v", err)
	if a := lookup(t, j, "kiln_rt_triple"); a != testTripleAddr() {
		t.Fatalf("after a failed redefinition: %#x", a)
	}
	if _, err := j.Lookup("kiln_rt_other"); err == nil {
		t.Fatal("a failed DefineAbsolute defined some of its symbols")
	}
	if err := j.DefineAbsolute(nil); err != nil {
		t.Fatal(err)
	}
	if err := j.DefineAbsolute(map[string]uintptr{"": 1}); err == nil {
		t.Fatal("empty name accepted")
	}
}

// TestJITCrossObjects links two objects that reference each other's
// symbols (in both directions) and an absolute symbol, the way image
// objects and freshly compiled objects are linked together.
func TestJITCrossObjects(t *testing.T) {
	tm := hostMachine(t, O2)
	j := newJIT(t)
	if err := j.DefineAbsolute(map[string]uintptr{"kiln_rt_triple": testTripleAddr()}); err != nil {
		t.Fatal(err)
	}

	// Object 1: a_inc(x) = x+1; a_call_b(x) = b_sq(x) + 1 (b_sq is in object 2).
	a := newFixture(t, "a")
	fn := a.define("a_inc", a.i64, a.i64)
	a.b.CreateRet(a.b.CreateAdd(fn.Param(0), llvm.ConstInt(a.i64, 1, false), ""))
	bsq := a.declare("b_sq", a.i64, a.i64)
	fn = a.define("a_call_b", a.i64, a.i64)
	a.b.CreateRet(a.b.CreateAdd(a.call(bsq, fn.Param(0)), llvm.ConstInt(a.i64, 1, false), ""))

	// Object 2: b_sq(x) = x*x; b_main(x) = a_inc(x)*2 + kiln_rt_triple(x).
	b := newFixture(t, "b")
	fn = b.define("b_sq", b.i64, b.i64)
	b.b.CreateRet(b.b.CreateMul(fn.Param(0), fn.Param(0), ""))
	ainc := b.declare("a_inc", b.i64, b.i64)
	tri := b.declare("kiln_rt_triple", b.i64, b.i64)
	fn = b.define("b_main", b.i64, b.i64)
	x := fn.Param(0)
	b.b.CreateRet(b.b.CreateAdd(b.b.CreateMul(b.call(ainc, x), llvm.ConstInt(b.i64, 2, false), ""), b.call(tri, x), ""))

	if err := j.AddObject(a.object(tm), "a.o"); err != nil {
		t.Fatal(err)
	}
	if err := j.AddObject(b.object(tm), "b.o"); err != nil {
		t.Fatal(err)
	}
	if r := callI64(lookup(t, j, "b_main"), 5); r != (5+1)*2+15 {
		t.Errorf("b_main(5) = %d, want 27", r)
	}
	if r := callI64(lookup(t, j, "a_call_b"), 7); r != 50 {
		t.Errorf("a_call_b(7) = %d, want 50", r)
	}

	// A third object defining b_sq again is rejected when added.
	c := newFixture(t, "c")
	fn = c.define("b_sq", c.i64, c.i64)
	c.b.CreateRet(fn.Param(0))
	err := j.AddObject(c.object(tm), "c.o")
	if err == nil || !strings.Contains(err.Error(), "b_sq") {
		t.Fatalf("duplicate definition: err = %v", err)
	}
	t.Logf("duplicate definition error: %v", err)
	if r := callI64(lookup(t, j, "b_sq"), 9); r != 81 {
		t.Errorf("b_sq(9) = %d after a rejected redefinition", r)
	}
}

// TestJITMissingSymbol checks that unresolved references are clean errors
// naming the missing symbol, not aborts, and that ORC's session errors are
// not printed to stderr but attached to the error.
func TestJITMissingSymbol(t *testing.T) {
	tm := hostMachine(t, O2)
	j := newJIT(t)
	if _, err := j.Lookup("kiln_not_defined_anywhere"); err == nil || !strings.Contains(err.Error(), "kiln_not_defined_anywhere") {
		t.Fatalf("lookup of an undefined symbol: %v", err)
	} else {
		t.Logf("undefined symbol: %v", err)
	}

	f := newFixture(t, "missing")
	miss := f.declare("kiln_missing_runtime_fn", f.i64, f.i64)
	fn := f.define("calls_missing", f.i64, f.i64)
	f.b.CreateRet(f.call(miss, fn.Param(0)))
	fn = f.define("harmless", f.i64, f.i64)
	f.b.CreateRet(fn.Param(0))
	if err := j.AddObject(f.object(tm), "missing.o"); err != nil {
		t.Fatal(err) // linking is lazy: the object is accepted
	}
	_, err := j.Lookup("calls_missing")
	if err == nil || !strings.Contains(err.Error(), "kiln_missing_runtime_fn") {
		t.Fatalf("lookup of a function with an unresolved reference: err = %v, want one naming kiln_missing_runtime_fn", err)
	}
	t.Logf("unresolved reference: %v", err)

	// The JIT stays usable.
	g := newFixture(t, "ok")
	fn = g.define("still_fine", g.i64, g.i64)
	g.b.CreateRet(g.b.CreateSub(fn.Param(0), llvm.ConstInt(g.i64, 1, false), ""))
	if err := j.AddObject(g.object(tm), "ok.o"); err != nil {
		t.Fatal(err)
	}
	if r := callI64(lookup(t, j, "still_fine"), 1); r != 0 {
		t.Fatal(r)
	}
}

func TestJITBadObjects(t *testing.T) {
	j := newJIT(t)
	if err := j.AddObject(nil, "empty"); err == nil {
		t.Error("empty object accepted")
	}
	err := j.AddObject([]byte("this is not an object file at all"), "junk.o")
	if err == nil {
		t.Fatal("junk object accepted")
	}
	t.Logf("junk object: %v", err)
	// A truncated ELF header.
	if err := j.AddObject([]byte("\x7fELF\x02\x01\x01"), "short.o"); err == nil {
		t.Fatal("truncated object accepted")
	}
}

func TestJITClose(t *testing.T) {
	j, err := NewJIT()
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal("second Close:", err)
	}
	if _, err := j.Lookup("x"); err == nil {
		t.Error("Lookup after Close succeeded")
	}
	if err := j.AddObject([]byte{1}, "x"); err == nil {
		t.Error("AddObject after Close succeeded")
	}
	if err := j.DefineAbsolute(map[string]uintptr{"x": 1}); err == nil {
		t.Error("DefineAbsolute after Close succeeded")
	}
}

// TestJITConcurrent compiles on several goroutines, each with its own
// context and target machine, into one shared JIT.
func TestJITConcurrent(t *testing.T) {
	j := newJIT(t)
	const n = 8
	errs := make(chan error, n)
	for g := 0; g < n; g++ {
		go func(g int) {
			errs <- func() error {
				tm, err := HostMachine(O1)
				if err != nil {
					return err
				}
				defer tm.Dispose()
				ctx := llvm.NewContext()
				defer ctx.Dispose()
				b := ctx.NewBuilder()
				defer b.Dispose()
				m := ctx.NewModule(fmt.Sprintf("g%d", g))
				i64 := ctx.Int64Type()
				fn := llvm.AddFunction(m, fmt.Sprintf("add_%d", g), llvm.FunctionType(i64, []llvm.Type{i64}, false))
				b.SetInsertPointAtEnd(ctx.AddBasicBlock(fn, "entry"))
				b.CreateRet(b.CreateAdd(fn.Param(0), llvm.ConstInt(i64, uint64(g), false), ""))
				tm.SetDataLayout(m)
				if err := Optimize(m, tm, O1.Pipeline()); err != nil {
					return err
				}
				obj, err := tm.EmitObject(m)
				if err != nil {
					return err
				}
				if err := j.AddObject(obj, fmt.Sprintf("g%d.o", g)); err != nil {
					return err
				}
				a, err := j.Lookup(fmt.Sprintf("add_%d", g))
				if err != nil {
					return err
				}
				if r := callI64(a, 100); r != int64(100+g) {
					return fmt.Errorf("add_%d(100) = %d", g, r)
				}
				return nil
			}()
		}(g)
	}
	for g := 0; g < n; g++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
