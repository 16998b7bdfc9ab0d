package llvmx

import (
	"regexp"
	"strings"
	"testing"

	"tinygo.org/x/go-llvm"
)

func TestInitIdempotent(t *testing.T) {
	for i := 0; i < 3; i++ {
		if err := InitNative(); err != nil {
			t.Fatal(err)
		}
	}
	err1, err2 := InitNVPTX(), InitNVPTX()
	if (err1 == nil) != (err2 == nil) {
		t.Fatalf("InitNVPTX not idempotent: %v then %v", err1, err2)
	}
	if err1 != nil {
		t.Logf("no NVPTX: %v", err1)
	}
}

func TestHostMachine(t *testing.T) {
	tm := hostMachine(t, O3)
	if tm.Triple() == "" || tm.CPU() == "" || tm.Features() == "" {
		t.Fatalf("triple %q cpu %q features %q", tm.Triple(), tm.CPU(), tm.Features())
	}
	if !strings.Contains(tm.Features(), "+") {
		t.Errorf("features %q has no enabled feature", tm.Features())
	}
	if tm.OptLevel() != O3 || O3.Pipeline() != "default<O3>" || O1.String() != "O1" {
		t.Error("levels")
	}
	if tm.DataLayout() == "" {
		t.Error("empty data layout")
	}
	f := newFixture(t, "dl")
	tm.SetDataLayout(f.m)
	if f.m.Target() != tm.Triple() || f.m.DataLayout() != tm.DataLayout() {
		t.Errorf("SetDataLayout: module has %q / %q", f.m.Target(), f.m.DataLayout())
	}
	if _, err := HostMachine(Level(7)); err == nil {
		t.Error("level 7 accepted")
	}
	t.Logf("host: %s %s", tm.Triple(), tm.CPU())
}

// leafFunctions builds two identical leaf functions that call an external
// function, one with "frame-pointer"="all", and returns the module's host
// assembly.
func framePointerAsm(t *testing.T) string {
	tm := hostMachine(t, O2)
	f := newFixture(t, "fp")
	ext := f.declare("kiln_ext", f.i64, f.i64)
	for _, name := range []string{"with_fp", "without_fp"} {
		fn := f.define(name, f.i64, f.i64)
		if name == "with_fp" {
			fn.AddFunctionAttr(f.ctx.CreateStringAttribute("frame-pointer", "all"))
		}
		r := f.call(ext, fn.Param(0))
		f.b.CreateRet(f.b.CreateAdd(r, fn.Param(0), ""))
	}
	tm.SetDataLayout(f.m)
	if err := Verify(f.m); err != nil {
		t.Fatal(err)
	}
	asm, err := tm.EmitAssembly(f.m)
	if err != nil {
		t.Fatal(err)
	}
	return asm
}

// asmBody returns the assembly of function name (from its label to the end
// of its CFI region).
func asmBody(t *testing.T, asm, name string) string {
	i := strings.Index(asm, "\n"+name+":")
	if i < 0 {
		t.Fatalf("no %s in assembly:\n%s", name, asm)
	}
	body := asm[i:]
	if e := strings.Index(body, ".cfi_endproc"); e >= 0 {
		body = body[:e]
	}
	return body
}

func TestFramePointer(t *testing.T) {
	if !strings.HasPrefix(hostMachine(t, O2).Triple(), "x86_64") {
		t.Skip("frame pointer check is written for x86-64")
	}
	asm := framePointerAsm(t)
	push := regexp.MustCompile(`push\w*\s+%rbp`)
	setup := regexp.MustCompile(`mov\w*\s+%rsp,\s*%rbp`)
	with, without := asmBody(t, asm, "with_fp"), asmBody(t, asm, "without_fp")
	if !push.MatchString(with) || !setup.MatchString(with) {
		t.Errorf(`"frame-pointer"="all" function has no frame pointer:%s`, with)
	}
	if setup.MatchString(without) {
		t.Errorf("function without the attribute sets up a frame pointer (the check proves nothing):%s", without)
	}
}

func TestEmitObjectIsELFRelocatable(t *testing.T) {
	tm := hostMachine(t, O2)
	if !strings.Contains(tm.Triple(), "linux") {
		t.Skip("ELF check")
	}
	f := newFixture(t, "elf")
	fn := f.define("f", f.i64, f.i64)
	f.b.CreateRet(fn.Param(0))
	obj := f.object(tm)
	if len(obj) < 64 || string(obj[:4]) != "\x7fELF" {
		t.Fatal("not ELF")
	}
	if typ := uint16(obj[16]) | uint16(obj[17])<<8; typ != 1 { // ET_REL
		t.Fatalf("ELF type %d, want ET_REL (1)", typ)
	}
}

func TestVerify(t *testing.T) {
	good := newFixture(t, "good")
	fn := good.define("f", good.i64, good.i64)
	good.b.CreateRet(fn.Param(0))
	if err := Verify(good.m); err != nil {
		t.Fatal(err)
	}

	// A block without a terminator.
	bad := newFixture(t, "bad")
	fn = bad.define("no_terminator", bad.i64, bad.i64)
	bad.b.CreateAdd(fn.Param(0), fn.Param(0), "")
	err := Verify(bad.m)
	if err == nil || !strings.Contains(err.Error(), "terminator") || !strings.Contains(err.Error(), "bad") {
		t.Fatalf("Verify(broken) = %v", err)
	}
	t.Logf("broken module: %v", err)

	// Returning the wrong type.
	bad2 := newFixture(t, "bad2")
	fn = bad2.define("wrong_ret", bad2.i64, bad2.f64)
	bad2.b.CreateRet(fn.Param(0))
	if err := Verify(bad2.m); err == nil {
		t.Fatal("wrong return type not caught")
	}
	// Optimize refuses a broken module instead of crashing in a pass.
	if err := Optimize(bad2.m, nil, "default<O2>"); err == nil {
		t.Fatal("Optimize accepted a broken module")
	}
}

// buildSum builds sum(n) = 1 + 2 + … + n as an explicit loop. The adds are
// nsw: without that, the loop may not terminate (n = typemax) and LLVM
// rightly keeps it.
func buildSum(f *fixture) {
	i64 := f.i64
	fn := f.define("sum", i64, i64)
	entry := f.b.GetInsertBlock()
	loop := f.ctx.AddBasicBlock(fn, "loop")
	exit := f.ctx.AddBasicBlock(fn, "exit")
	zero, one := llvm.ConstInt(i64, 0, false), llvm.ConstInt(i64, 1, false)
	f.b.CreateCondBr(f.b.CreateICmp(llvm.IntSGT, fn.Param(0), zero, ""), loop, exit)

	f.b.SetInsertPointAtEnd(loop)
	i := f.b.CreatePHI(i64, "i")
	acc := f.b.CreatePHI(i64, "acc")
	acc2 := f.b.CreateNSWAdd(acc, i, "acc2")
	i2 := f.b.CreateNSWAdd(i, one, "i2")
	f.b.CreateCondBr(f.b.CreateICmp(llvm.IntSGT, i2, fn.Param(0), ""), exit, loop)
	i.AddIncoming([]llvm.Value{one, i2}, []llvm.BasicBlock{entry, loop})
	acc.AddIncoming([]llvm.Value{zero, acc2}, []llvm.BasicBlock{entry, loop})

	f.b.SetInsertPointAtEnd(exit)
	r := f.b.CreatePHI(i64, "r")
	r.AddIncoming([]llvm.Value{zero, acc2}, []llvm.BasicBlock{entry, loop})
	f.b.CreateRet(r)
}

func TestOptimizeLoop(t *testing.T) {
	tm := hostMachine(t, O2)
	f := newFixture(t, "loop")
	buildSum(f)
	tm.SetDataLayout(f.m)
	before := f.m.String()
	if err := Optimize(f.m, tm, O2.Pipeline()); err != nil {
		t.Fatal(err)
	}
	after := f.m.String()
	if after == before {
		t.Error("default<O2> changed nothing")
	}
	if strings.Contains(after, "\nloop:") {
		t.Errorf("default<O2> did not replace the loop by its closed form:\n%s", after)
	}
	if err := Verify(f.m); err != nil {
		t.Fatal(err)
	}
	j := newJIT(t)
	if err := j.AddObject(f.object(tm), "loop.o"); err != nil {
		t.Fatal(err)
	}
	sum := lookup(t, j, "sum")
	for _, n := range []int64{-5, 0, 1, 2, 10, 100, 123456} {
		want := int64(0)
		if n > 0 {
			want = n * (n + 1) / 2
		}
		if got := callI64(sum, n); got != want {
			t.Errorf("sum(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestOptimizePipelines(t *testing.T) {
	f := newFixture(t, "p")
	buildSum(f)
	for _, p := range []string{"default<O0>", "default<O1>", "default<O3>", "function(instcombine,simplifycfg)"} {
		if err := Optimize(f.m, nil, p); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	err := Optimize(f.m, nil, "no-such-pass")
	if err == nil || !strings.Contains(err.Error(), "no-such-pass") {
		t.Fatalf("unknown pipeline: %v", err)
	}
	t.Logf("unknown pipeline: %v", err)
}
