package runtime

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync"
	"syscall"
	"testing"
	"unsafe"
)

// Descriptors and values shared by the tests (like the ones the compiler
// registers at start-up).
var (
	setupOnce    sync.Once
	strT         uintptr // String
	intT         uintptr // Int64 box
	floatT       uintptr // Float64 box
	pairT        uintptr // mutable struct {Any, Any}
	vecT         uintptr // 16-byte aligned payload
	fT           uintptr // typeof(f), a singleton
	gT           uintptr // typeof(g), another function
	soT, errT    uintptr
	soErr, eErr  uintptr // StackOverflowError(), an error singleton
	fInst, gInst uintptr
)

func setup(t *testing.T) {
	if t != nil {
		t.Helper()
	}
	setupOnce.Do(func() {
		Init()
		strT = NewType(1, "String", 0, TString, 8, 1)
		SetStringType(strT)
		intT = NewType(2, "Int64", 8, TBits, 8, 2)
		floatT = NewType(3, "Float64", 8, TBits, 8, 3)
		pairT = NewType(4, "Pair", 16, TMutable, 8, 4)
		vecT = NewType(5, "Vec4", 16, TBits, 16, 5)
		fT = NewType(6, "typeof(f)", 0, TSingleton, 8, 6)
		gT = NewType(7, "typeof(g)", 0, TSingleton, 8, 7)
		soT = NewType(8, "StackOverflowError", 0, TSingleton, 8, 8)
		errT = NewType(9, "MethodError", 0, TSingleton, 8, 9)
		soErr, eErr = TypeInstance(soT), TypeInstance(errT)
		fInst, gInst = TypeInstance(fT), TypeInstance(gT)
		SetStackOverflowError(soErr)
	})
}

// keep stores p in a fresh root slot: Go variables do not keep Kiln
// objects alive.
func keep(p uintptr) uintptr {
	WriteWord(RootSlot(), 0, uint64(p))
	return p
}

func boxInt(v int64) uintptr {
	p := keep(Alloc(intT, 8))
	WriteWord(p, 0, uint64(v))
	return p
}

func TestSymbols(t *testing.T) {
	src, err := os.ReadFile("kiln_rt.h")
	if err != nil {
		t.Fatal(err)
	}
	syms := Symbols()
	want := map[string]bool{"_setjmp": true}
	// Functions: "name(" not in a typedef or the static inline reader.
	for _, m := range regexp.MustCompile(`(?m)\b(kiln_[a-z0-9_]+)\s*\(`).FindAllSubmatch(src, -1) {
		want[string(m[1])] = true
	}
	for _, m := range regexp.MustCompile(`(?m)^extern [a-z0-9_]+ (kiln_[a-z0-9_]+);`).FindAllSubmatch(src, -1) {
		want[string(m[1])] = true
	}
	delete(want, "kiln_typeof")             // static inline
	delete(want, "kiln_array_block_header") // static inline
	delete(want, "kiln_jlcall")             // typedefs
	delete(want, "kiln_resolver")
	if len(want) < 50 {
		t.Fatalf("parsed only %d names from kiln_rt.h", len(want))
	}
	for name := range want {
		if syms[name] == 0 {
			t.Errorf("Symbols() lacks %s", name)
		}
	}
	for _, g := range []string{"kiln_stack_limit", "kiln_dispatch_generation", "kiln_fmt_float64"} {
		if syms[g] == 0 {
			t.Errorf("Symbols() lacks %s", g)
		}
	}
	_, _, limit := StackBounds()
	if got := ReadWord(syms["kiln_stack_limit"], 0); uintptr(got) != limit || limit == 0 {
		t.Errorf("kiln_stack_limit reads %#x, want %#x", got, limit)
	}
}

func TestStackBounds(t *testing.T) {
	lo, hi, limit := StackBounds()
	if hi-lo < DefaultStackBytes-(1<<20) || hi-lo > DefaultStackBytes+(1<<20) {
		t.Errorf("stack is %d bytes, want about %d", hi-lo, DefaultStackBytes)
	}
	if limit != lo+StackMargin {
		t.Errorf("limit %#x, want lo+margin %#x", limit, lo+StackMargin)
	}
}

// takeString empties a buffer stream into a Go string.
func takeString(io int64) string {
	var s string
	Do(func() { s = StringValue(TakeString(io)) })
	return s
}

// tenth is a variable so that tenth+0.2 is computed in floating point.
var tenth = 0.1

func TestPrint(t *testing.T) {
	setup(t)
	const (
		pI64 = iota
		pU64
		pHex
		pF64
		pF32
		pChar
	)
	cases := []struct {
		kind int
		i    int64
		u    uint64
		f    float64
		mode int32
		want string
	}{
		{pI64, 0, 0, 0, 0, "0"},
		{pI64, -42, 0, 0, 0, "-42"},
		{pI64, math.MinInt64, 0, 0, 0, "-9223372036854775808"},
		{pI64, math.MaxInt64, 0, 0, 0, "9223372036854775807"},
		{pU64, 0, math.MaxUint64, 0, 0, "18446744073709551615"},
		{pU64, 0, 7, 0, 0, "7"},
		{pHex, 0, 10, 0, 1, "0x0a"},
		{pHex, 0, 10, 0, 2, "0x000a"},
		{pHex, 0, 0xdeadbeef, 0, 4, "0xdeadbeef"},
		{pHex, 0, 1, 0, 8, "0x0000000000000001"},
		{pF64, 0, 0, 0.1, 0, "0.1"},
		{pF64, 0, 0, tenth + 0.2, 0, "0.30000000000000004"},
		{pF64, 0, 0, 1e6, 0, "1.0e6"},
		{pF64, 0, 0, 100000.0, 0, "100000.0"},
		{pF64, 0, 0, 1e-5, 0, "1.0e-5"},
		{pF64, 0, 0, math.Copysign(0, -1), 0, "-0.0"},
		{pF64, 0, 0, math.Inf(-1), 0, "-Inf"},
		{pF64, 0, 0, math.NaN(), 0, "NaN"},
		{pF64, 0, 0, 5e-324, 0, "5.0e-324"},
		{pF32, 0, 0, 1.5, F32Print, "1.5"},
		{pF32, 0, 0, 1.5, F32Show, "1.5f0"},
		{pF32, 0, 0, 1e-5, F32Show, "1.0f-5"},
		{pF32, 0, 0, math.Inf(1), F32Show, "Inf32"},
		{pF32, 0, 0, math.Inf(1), F32ShowUntyped, "Inf"},
		{pF32, 0, 0, 0.1, F32Print, "0.1"},
		{pChar, 0, 0x61000000, 0, 0, "a"},
		{pChar, 0, 0, 0, 0, "\x00"},
		{pChar, 0, 0xc3a90000, 0, 0, "é"},
		{pChar, 0, 0xe282ac00, 0, 0, "€"},
		{pChar, 0, 0xf09f9880, 0, 0, "😀"},
		{pChar, 0, 0xff000000, 0, 0, "\xff"}, // invalid Char: its byte
	}
	io := NewBuffer()
	for _, c := range cases {
		testPrint(c.kind, io, c.i, c.u, c.f, c.mode)
		if got := takeString(io); got != c.want {
			t.Errorf("print kind %d (%d, %d, %v, mode %d) = %q, want %q", c.kind, c.i, c.u, c.f, c.mode, got, c.want)
		}
	}
	// Many writes accumulate; a take empties the buffer.
	var want bytes.Buffer
	for i := 0; i < 10000; i++ {
		testPrint(pI64, io, int64(i), 0, 0, 0)
		WriteString(io, ", ")
		want.WriteString(FormatInt64(int64(i)) + ", ")
	}
	if got := takeString(io); got != want.String() {
		t.Errorf("long buffer: %d bytes, want %d", len(got), want.Len())
	}
	if got := takeString(io); got != "" {
		t.Errorf("buffer not emptied: %q", got)
	}
	// devnull and unknown streams swallow output.
	testPrint(pI64, DevNull, 1, 0, 0, 0)
	testPrint(pI64, 12345, 1, 0, 0, 0)
	if got := takeString(12345); got != "" {
		t.Errorf("take of an unknown stream = %q", got)
	}
}

// strOp runs kiln_test_string_op on the Kiln thread.
func strOp(t *testing.T, set func(s *testStr)) *testStr {
	t.Helper()
	m := newCmem(unsafe.Sizeof(testStr{}))
	t.Cleanup(m.free)
	s := (*testStr)(m.p)
	set(s)
	if _, _, threw := Exec(testFn(thStringOp), m.addr()); threw {
		t.Fatal("string op threw")
	}
	return s
}

func TestStrings(t *testing.T) {
	setup(t)
	for _, s := range []string{"", "a", "hello, world", "nul\x00inside", string(make([]byte, 100000))} {
		p := NewString(s)
		if TypeOf(p) != strT {
			t.Fatalf("NewString(%q) has descriptor %#x, want String", s, TypeOf(p))
		}
		if got := StringValue(p); got != s {
			t.Errorf("StringValue(NewString(%q)) = %q", s, got)
		}
		if ReadWord(p, 0) != uint64(len(s)) || byte(ReadWord(p, 8+int64(len(s)))) != 0 {
			t.Errorf("String layout of %q: len word %d, no terminator", s, ReadWord(p, 0))
		}
	}
	conv := []struct {
		op        int32
		i         int64
		u         uint64
		f         float64
		base, pad int32
		want      string
	}{
		{0, -123, 0, 0, 0, 0, "-123"},
		{1, 0, 255, 0, 16, 0, "ff"},
		{1, 0, 255, 0, 2, 10, "0011111111"},
		{1, 0, 0, 0, 10, 0, "0"},
		{1, 0, 0, 0, 10, 3, "000"},
		{1, 0, 61, 0, 62, 0, "z"},
		{1, 0, 36, 0, 62, 0, "a"},
		{1, 0, 35, 0, 62, 0, "Z"},
		{1, 0, 35, 0, 36, 0, "z"},
		{1, 0, math.MaxUint64, 0, 16, 0, "ffffffffffffffff"},
		{2, -5, 0, 0, 2, 0, "-101"},
		{2, -5, 0, 0, 10, 3, "-005"},
		{2, math.MinInt64, 0, 0, 16, 0, "-8000000000000000"},
		{2, 42, 0, 0, 99, 0, "42"}, // bad base acts as 10
		{3, 0, 0, 1.0, 0, 0, "1.0"},
		{3, 0, 0, 1e16, 0, 0, "1.0e16"},
		{4, 0, 0, 1.5, 0, F32Show, "1.5f0"},
		{4, 0, 0, 0.25, 0, F32Print, "0.25"},
	}
	for _, c := range conv {
		s := strOp(t, func(s *testStr) {
			s.op, s.i, s.u, s.f, s.base, s.pad = c32(c.op), c64(c.i), cu64(c.u), cf64(c.f), c32(c.base), c32(c.pad)
		})
		if got := StringValue(uintptr(s.out)); got != c.want {
			t.Errorf("op %d (%d, %d, %v, base %d, pad %d) = %q, want %q", c.op, c.i, c.u, c.f, c.base, c.pad, got, c.want)
		}
	}
	a, b, ab := keep(NewString("foo")), keep(NewString("bar")), keep(NewString("foobar"))
	s := strOp(t, func(s *testStr) { s.op, s.a, s.b = 5, cup(a), cup(b) })
	if got := StringValue(uintptr(s.out)); got != "foobar" {
		t.Errorf("concat = %q", got)
	}
	cmp := func(op int32, x, y uintptr) int64 {
		return int64(strOp(t, func(s *testStr) { s.op, s.a, s.b = c32(op), cup(x), cup(y) }).r)
	}
	if cmp(6, uintptr(s.out), ab) != 1 || cmp(6, a, b) != 0 || cmp(6, a, ab) != 0 {
		t.Error("string_eq")
	}
	if cmp(7, a, b) != 1 || cmp(7, b, a) != -1 || cmp(7, a, ab) != -1 || cmp(7, ab, ab) != 0 {
		t.Error("string_cmp")
	}
}

func TestAllocLayout(t *testing.T) {
	setup(t)
	p := Alloc(pairT, 16)
	if TypeOf(p) != pairT || p%8 != 0 || ReadWord(p, 0) != 0 || ReadWord(p, 8) != 0 {
		t.Errorf("Alloc(pair): %#x type %#x", p, TypeOf(p))
	}
	for i := 0; i < 100; i++ {
		v := Alloc(vecT, 16)
		if v%16 != 0 || TypeOf(v) != vecT {
			t.Fatalf("16-aligned type: payload %#x", v)
		}
		a := AllocAtomic(intT, 24)
		if TypeOf(a) != intT || ReadWord(a, 0)|ReadWord(a, 8)|ReadWord(a, 16) != 0 {
			t.Fatal("AllocAtomic not zeroed")
		}
	}
	if in := TypeInstance(fT); in == 0 || TypeOf(in) != fT {
		t.Errorf("singleton instance %#x has type %#x", in, TypeOf(in))
	}
	if TypeInstance(intT) != 0 {
		t.Error("non-singleton has an instance")
	}
	if TypeHandle(pairT) != 4 || TypeName(pairT) != "Pair" {
		t.Errorf("descriptor fields: %d %q", TypeHandle(pairT), TypeName(pairT))
	}
}

func TestUncaughtBacktrace(t *testing.T) {
	setup(t)
	exc, bt, threw := Exec(testFn(thThrow3), eErr)
	if !threw || exc != eErr {
		t.Fatalf("Exec = %#x, %v; want the thrown value", exc, threw)
	}
	if len(bt) < 4 {
		t.Fatalf("backtrace has %d entries: %#x", len(bt), bt)
	}
	for i := 1; i <= 3; i++ {
		if bt[i] != testRet(i) {
			t.Errorf("bt[%d] = %#x, want the return address %#x", i, bt[i], testRet(i))
		}
	}
	// Afterwards the executor works normally.
	if _, _, threw := Exec(testFn(thStringOp), newCmem(unsafe.Sizeof(testStr{})).addr()); threw {
		t.Error("Exec after an uncaught exception threw")
	}
}

func TestTryCatch(t *testing.T) {
	setup(t)
	m := newCmem(unsafe.Sizeof(testCatch{}))
	defer m.free()
	c := (*testCatch)(m.p)
	c.exc, c.rounds = cup(eErr), 1000
	if _, _, threw := Exec(testFn(thTryCatch), m.addr()); threw {
		t.Fatal("a caught exception escaped")
	}
	if uintptr(c.caught) != eErr {
		t.Errorf("caught %#x, want %#x", c.caught, eErr)
	}
}

func TestNestedHandlers(t *testing.T) {
	setup(t)
	m := newCmem(unsafe.Sizeof(testNest{}))
	defer m.free()
	n := (*testNest)(m.p)
	n.e1, n.e2 = cup(eErr), cup(soErr)
	exc, _, threw := Exec(testFn(thNested), m.addr())
	if uintptr(n.inner) != eErr || uintptr(n.outer) != eErr || n.body_done != 0 {
		t.Errorf("inner %#x outer %#x body_done %d", n.inner, n.outer, n.body_done)
	}
	if !threw || exc != soErr {
		t.Errorf("final throw: %#x %v, want it uncaught", exc, threw)
	}
}

func TestRethrowKeepsBacktrace(t *testing.T) {
	setup(t)
	exc, bt, threw := Exec(testFn(thRethrow), eErr)
	if !threw || exc != eErr {
		t.Fatal("rethrow did not escape")
	}
	if len(bt) < 4 || bt[1] != testRet(1) || bt[2] != testRet(2) || bt[3] != testRet(3) {
		t.Errorf("rethrow backtrace %#x, want the original throw's (%#x %#x %#x)", bt, testRet(1), testRet(2), testRet(3))
	}
}

func TestStackOverflow(t *testing.T) {
	setup(t)
	for round := 0; round < 5; round++ {
		exc, bt, threw := Exec(testFn(thDeep), 0)
		if !threw || exc != soErr {
			t.Fatalf("round %d: Exec = %#x %v, want StackOverflowError", round, exc, threw)
		}
		if len(bt) == 0 {
			t.Errorf("round %d: empty backtrace", round)
		}
		if d := testMaxDepth(); d < 100000 {
			t.Errorf("round %d: recursion depth only %d", round, d)
		} else if round == 0 {
			t.Logf("depth %d frames, backtrace %d entries", d, len(bt))
		}
	}
}

// TestDispatchCache checks kiln_apply_generic's site cache with a fake
// resolver: hits do not call it, a generation bump invalidates, too many
// arguments are never cached, a resolver error is thrown.
func TestDispatchCache(t *testing.T) {
	setup(t)
	calls := 0
	SetResolver(func(ts []uintptr) (uintptr, uintptr) {
		calls++
		if ts[0] != fT {
			return 0, eErr
		}
		if len(ts) == 2 && ts[1] == intT {
			return testEntry(0), 0
		}
		return testEntry(1), 0
	})
	one := boxInt(1)
	fl := keep(Alloc(floatT, 8))
	site := testSiteNew()
	defer testFree(site)
	m := newCmem(unsafe.Sizeof(testDispatch{}))
	defer m.free()
	d := (*testDispatch)(m.p)
	run := func(f uintptr, iters int64, args ...uintptr) (uintptr, bool) {
		t.Helper()
		d.f, d.nargs, d.iters, d.site, d.last = cup(f), c32(int32(len(args))), c64(iters), cup(site), 0
		for i, a := range args {
			d.args[i] = cup(a)
		}
		exc, _, threw := Exec(testFn(thDispatchLoop), m.addr())
		if threw {
			return exc, true
		}
		return uintptr(d.last), false
	}
	a0, b0 := testEntryCalls(0), testEntryCalls(1)
	if r, _ := run(fInst, 1000, one); r != one || calls != 1 || testEntryCalls(0)-a0 != 1000 {
		t.Fatalf("f(1) x1000: result %#x, resolver calls %d, entry calls %d", r, calls, testEntryCalls(0)-a0)
	}
	if r, _ := run(fInst, 1000, fl); r != fInst || calls != 2 || testEntryCalls(1)-b0 != 1000 {
		t.Fatalf("f(1.0) x1000: result %#x, resolver calls %d", r, calls)
	}
	run(fInst, 1000, one)
	run(fInst, 1000, one, one) // two args: another key
	if calls != 3 {
		t.Errorf("cached ways not hit: %d resolver calls, want 3", calls)
	}
	run(fInst, 10)
	if calls != 4 {
		t.Errorf("zero-argument call: %d resolver calls, want 4", calls)
	}
	gen := Generation()
	if BumpGeneration() != gen+1 {
		t.Error("BumpGeneration did not increment")
	}
	run(fInst, 1000, one)
	if calls != 5 {
		t.Errorf("after a generation bump: %d resolver calls, want 5", calls)
	}
	// Five types through four ways: the oldest is evicted.
	run(fInst, 1, fl)
	run(fInst, 1, one, fl)
	run(fInst, 1, fl, fl)
	before := calls
	run(fInst, 1, one, one)
	if calls != before+1 {
		t.Errorf("evicted way still hit (%d calls, want %d)", calls, before+1)
	}
	// More arguments than a site keys (KILN_SITE_MAXARGS) are answered by
	// the shared cache (up to 11 arguments); more than that go to the
	// resolver each time unless they all have one type (a splatted
	// vector), which a third cache keys by that type and the count.
	before = calls
	args := make([]uintptr, 7)
	for i := range args {
		args[i] = one
	}
	if r, _ := run(fInst, 10, args...); r != fInst || calls != before+1 {
		t.Errorf("7 args x10: %d resolver calls, want 1", calls-before)
	}
	before = calls
	args = make([]uintptr, 12)
	for i := range args {
		args[i] = one
	}
	args[5] = fl
	if r, _ := run(fInst, 10, args...); r != fInst || calls != before+10 {
		t.Errorf("12 mixed args x10: %d resolver calls, want 10", calls-before)
	}
	args[5] = one
	before = calls
	if r, _ := run(fInst, 10, args...); r != fInst || calls != before+1 {
		t.Errorf("12 Int64 args x10: %d resolver calls, want 1", calls-before)
	}
	// Another count or another type is another key.
	before = calls
	run(fInst, 10, args[:11]...)
	run(fInst, 10, append(args, one, one, one, one)...)
	fls := make([]uintptr, 12)
	for i := range fls {
		fls[i] = fl
	}
	run(fInst, 10, fls...)
	if calls != before+3 {
		t.Errorf("11 and 16 Int64 args, 12 Float64 args x10: %d resolver calls, want 3", calls-before)
	}
	// A generation bump discards them.
	BumpGeneration()
	before = calls
	run(fInst, 10, fls...)
	if calls != before+1 {
		t.Errorf("12 Float64 args after a generation bump: %d resolver calls, want 1", calls-before)
	}
	// A resolver error is thrown (after the callback returned).
	if exc, threw := run(gInst, 1, one); !threw || exc != eErr {
		t.Errorf("no method: %#x %v, want the resolver's exception thrown", exc, threw)
	}
	// A call without a site (a splatted call) is answered by the shared
	// cache after the first: a new key resolves once.
	d.site = 0
	before = calls
	d.f, d.nargs, d.iters = cup(fInst), 3, 5
	d.args[0], d.args[1], d.args[2] = cup(one), cup(fl), cup(one)
	Exec(testFn(thDispatchLoop), m.addr())
	if calls != before+1 {
		t.Errorf("NULL site: %d resolver calls, want 1", calls-before)
	}
	// After a generation bump the shared cache misses too.
	BumpGeneration()
	before = calls
	Exec(testFn(thDispatchLoop), m.addr())
	if calls != before+1 {
		t.Errorf("NULL site after a generation bump: %d resolver calls, want 1", calls-before)
	}
}

// TestResolverReentry makes a dynamic call from a frame within 4 KiB of the
// stack limit; the resolver runs Go code there that allocates, runs nested
// Kiln code that overflows the stack (caught by the nested Exec), and
// returns normally.
func TestResolverReentry(t *testing.T) {
	setup(t)
	var inner []string
	SetResolver(func(ts []uintptr) (uintptr, uintptr) {
		if !OnKilnThread() {
			inner = append(inner, "resolver not on the Kiln thread")
		}
		s := NewString("from the resolver")
		exc, _, threw := Exec(testFn(thDeep), 0)
		if !threw || exc != soErr {
			inner = append(inner, "nested overflow not caught")
		}
		var s2 uintptr
		Do(func() { s2 = NewString("via Do") })
		if StringValue(s) != "from the resolver" || StringValue(s2) != "via Do" {
			inner = append(inner, "strings made in the resolver are wrong")
		}
		return testEntry(0), 0
	})
	one := boxInt(7)
	site := testSiteNew()
	defer testFree(site)
	m := newCmem(unsafe.Sizeof(testNear{}))
	defer m.free()
	n := (*testNear)(m.p)
	for round := 0; round < 3; round++ {
		n.f, n.arg, n.site, n.result = cup(fInst), cup(one), cup(site), 0
		BumpGeneration() // miss every round
		if exc, _, threw := Exec(testFn(thNearLimit), m.addr()); threw {
			t.Fatalf("near-limit dispatch threw %#x", exc)
		}
		_, _, limit := StackBounds()
		if uintptr(n.result) != one || uintptr(n.frame) < limit || uintptr(n.frame) >= limit+4096 {
			t.Errorf("result %#x (want %#x), calling frame %#x, limit %#x", n.result, one, n.frame, limit)
		}
	}
	for _, e := range inner {
		t.Error(e)
	}
}

func TestDo(t *testing.T) {
	setup(t)
	if OnKilnThread() {
		t.Fatal("test goroutine claims to be on the Kiln thread")
	}
	var on bool
	var tid int
	Do(func() { on, tid = OnKilnThread(), syscall.Gettid() })
	if !on || int64(tid) != KilnThreadID() || tid == syscall.Gettid() {
		t.Errorf("Do ran on thread %d (on=%v), Kiln thread %d", tid, on, KilnThreadID())
	}
	// Concurrent callers are serialized.
	var wg sync.WaitGroup
	counter, running, overlap := 0, 0, false
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				Do(func() {
					running++
					if running != 1 {
						overlap = true
					}
					counter++
					running--
				})
			}
		}()
	}
	wg.Wait()
	if counter != 1600 || overlap {
		t.Errorf("counter %d, overlap %v", counter, overlap)
	}
	// A panic in f reaches the caller; the executor keeps working.
	errBoom := errors.New("boom")
	func() {
		defer func() {
			if p := recover(); p != errBoom {
				t.Errorf("recovered %v, want boom", p)
			}
		}()
		Do(func() { panic(errBoom) })
	}()
	ran := false
	Do(func() { Do(func() { ran = OnKilnThread() }) })
	if !ran {
		t.Error("nested Do")
	}
}

// TestGC allocates many small objects on the Kiln thread, keeping only a
// short chain alive; the heap must stay far below the total allocated.
func TestGC(t *testing.T) {
	setup(t)
	n := int64(20_000_000)
	if testing.Short() {
		n = 5_000_000
	}
	// An object reachable only from a root slot must survive.
	slot := RootSlot()
	kept := Alloc(pairT, 16)
	WriteWord(slot, 0, uint64(kept))
	WriteWord(kept, 0, 0xabcdef01)
	WriteWord(kept, 8, uint64(keep(NewString("still here"))))

	m := newCmem(unsafe.Sizeof(testGC{}))
	defer m.free()
	g := (*testGC)(m.p)
	g.t, g.n = cup(pairT), c64(n)
	before, gcs := TotalAllocated(), Collections()
	if _, _, threw := Exec(testFn(thGCChurn), m.addr()); threw {
		t.Fatal("churn threw")
	}
	total := TotalAllocated() - before
	heap := int64(g.heap_max)
	t.Logf("%d objects, %d MiB allocated, max heap %.1f MiB, heap after collect %.1f MiB (used %.1f MiB), %d collections",
		n, total>>20, float64(heap)/(1<<20), float64(HeapSize())/(1<<20), float64(HeapUsed())/(1<<20), Collections()-gcs)
	if g.ok != 1 {
		t.Error("the live chain was corrupted (collected while reachable)")
	}
	if total < n*24 {
		t.Errorf("allocated %d bytes for %d objects", total, n)
	}
	if heap > total/4 || heap > 64<<20 {
		t.Errorf("heap grew to %d bytes for %d allocated", heap, total)
	}
	GCCollect()
	if uintptr(ReadWord(slot, 0)) != kept || ReadWord(kept, 0) != 0xabcdef01 || StringValue(uintptr(ReadWord(kept, 8))) != "still here" {
		t.Error("object reachable from a root slot was collected")
	}
}

// TestSigMask checks that asynchronous signals stay blocked on the Kiln
// thread after Go callbacks (Go unblocks them when it attaches an M).
func TestSigMask(t *testing.T) {
	Do(func() {})
	st, err := os.ReadFile(fmt.Sprintf("/proc/self/task/%d/status", KilnThreadID()))
	if err != nil {
		t.Skip(err)
	}
	m := regexp.MustCompile(`(?m)^SigBlk:\s*([0-9a-f]+)$`).FindSubmatch(st)
	if m == nil {
		t.Fatalf("no SigBlk in %s", st)
	}
	var blk uint64
	fmt.Sscanf(string(m[1]), "%x", &blk)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGCHLD, syscall.SIGURG, syscall.SIGPROF, syscall.SIGPIPE} {
		if blk&(1<<(uint(sig)-1)) == 0 {
			t.Errorf("%v not blocked on the Kiln thread after a callback (SigBlk %016x)", sig, blk)
		}
	}
	for _, sig := range []syscall.Signal{syscall.SIGSEGV, syscall.SIGBUS, syscall.SIGFPE} {
		if blk&(1<<(uint(sig)-1)) != 0 {
			t.Errorf("%v blocked on the Kiln thread", sig)
		}
	}
}

func TestFileIO(t *testing.T) {
	setup(t)
	path := filepath.Join(t.TempDir(), "out.txt")
	p, w, a, r := keep(NewString(path)), keep(NewString("w")), keep(NewString("a")), keep(NewString("r"))
	io := testIoOpen(p, w)
	if io < 4 {
		t.Fatalf("io_open = %d", io)
	}
	WriteString(io, "x = ")
	testPrint(3, io, 0, 0, 2.5, 0)
	WriteString(io, "\nline two\n")
	testClose(io)
	io = testIoOpen(p, a)
	WriteString(io, "tail")
	FlushAll()
	got, _ := os.ReadFile(path)
	if string(got) != "x = 2.5\nline two\ntail" {
		t.Errorf("file holds %q", got)
	}
	testClose(io)
	io = testIoOpen(p, r)
	var l1, l2, rest string
	var eof1, eof2 bool
	Do(func() {
		l1 = StringValue(testReadline(io, false))
		l2 = StringValue(testReadline(io, true))
		eof1 = testEOF(io)
		rest = StringValue(testReadString(io))
		eof2 = testEOF(io)
	})
	testClose(io)
	if l1 != "x = 2.5" || l2 != "line two\n" || rest != "tail" || eof1 || !eof2 {
		t.Errorf("read %q %q %q eof %v %v", l1, l2, rest, eof1, eof2)
	}
	if testIoOpen(keep(NewString(filepath.Join(path, "no", "such"))), r) != -1 {
		t.Error("opening a missing file did not fail")
	}
}

// TestStdoutOrder runs the test binary again: stdout is buffered, but is
// flushed before stderr is written and at Exit.
func TestStdoutOrder(t *testing.T) {
	if os.Getenv("KILN_RT_CHILD") == "1" {
		WriteString(Stdout, "a")
		WriteString(Stderr, "b")
		WriteString(Stdout, "c\n")
		testPrint(3, Stdout, 0, 0, 1.5, 0)
		Exit(3)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestStdoutOrder$")
	cmd.Env = append(os.Environ(), "KILN_RT_CHILD=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Errorf("child: %v, want exit status 3", err)
	}
	if out.String() != "abc\n1.5" {
		t.Errorf("child wrote %q, want %q", out.String(), "abc\n1.5")
	}
}

// BenchmarkDispatchHit measures a cached dynamic call (one argument).
func BenchmarkDispatchHit(b *testing.B) {
	setup(nil)
	SetResolver(func(ts []uintptr) (uintptr, uintptr) { return testEntry(0), 0 })
	one := boxInt(1)
	site := testSiteNew()
	defer testFree(site)
	m := newCmem(unsafe.Sizeof(testDispatch{}))
	defer m.free()
	d := (*testDispatch)(m.p)
	d.f, d.nargs, d.iters, d.site = cup(fInst), 1, c64(int64(b.N)), cup(site)
	d.args[0] = cup(one)
	b.ResetTimer()
	Exec(testFn(thDispatchLoop), m.addr())
}

// BenchmarkAlloc measures kiln_alloc of 16-byte objects (collections
// included).
func BenchmarkAlloc(b *testing.B) {
	setup(nil)
	m := newCmem(unsafe.Sizeof(testGC{}))
	defer m.free()
	g := (*testGC)(m.p)
	g.t, g.n = cup(pairT), c64(int64(b.N))
	b.ResetTimer()
	Exec(testFn(thGCChurn), m.addr())
}

// BenchmarkExec measures a round trip from a goroutine to the Kiln thread.
func BenchmarkExec(b *testing.B) {
	setup(nil)
	for i := 0; i < b.N; i++ {
		Do(func() {})
	}
}

// BenchmarkExecC measures Exec of a C function that does nothing.
func BenchmarkExecC(b *testing.B) {
	setup(nil)
	m := newCmem(unsafe.Sizeof(testDispatch{}))
	defer m.free()
	for i := 0; i < b.N; i++ {
		Exec(testFn(thDispatchLoop), m.addr())
	}
}
