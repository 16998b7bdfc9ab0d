package llvmx

import (
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"

	"tinygo.org/x/go-llvm"
)

// membarModule builds a module whose function f calls llvm.nvvm.membar.sys,
// as the host-bound queue of the original bug did.
func membarModule(f *fixture) {
	membar := f.declare("llvm.nvvm.membar.sys", f.vd)
	fn := f.define("f", f.i64, f.i64)
	f.call(membar)
	f.b.CreateRet(fn.Param(0))
}

func TestCheckHostSelectable(t *testing.T) {
	f := newFixture(t, "check")
	membarModule(f)

	// g is clean; it calls a host intrinsic and f.
	fabs := f.declare("llvm.fabs.f64", f.f64, f.f64)
	g := f.define("g", f.f64, f.f64)
	f.call(f.m.NamedFunction("f"), llvm.ConstInt(f.i64, 1, false))
	f.b.CreateRet(f.call(fabs, g.Param(0)))

	// h calls an AMDGPU intrinsic twice (reported once), the deny-listed
	// cuda_launch through a bitcast, and stores the address of vprintf.
	wi := f.declare("llvm.amdgcn.workitem.id.x", f.ctx.Int32Type())
	launch := f.declare("cuda_launch", f.vd, f.i64)
	vprintf := f.declare("vprintf", f.ctx.Int32Type())
	h := f.define("h", f.vd, llvm.PointerType(llvm.PointerType(f.ctx.Int8Type(), 0), 0))
	f.call(wi)
	f.call(wi)
	launchTy := llvm.FunctionType(f.vd, []llvm.Type{f.ctx.Int32Type()}, false)
	cast := llvm.ConstBitCast(launch, llvm.PointerType(launchTy, 0))
	f.b.CreateCall(launchTy, cast, []llvm.Value{llvm.ConstInt(f.ctx.Int32Type(), 3, false)}, "")
	f.b.CreateStore(llvm.ConstBitCast(vprintf, llvm.PointerType(f.ctx.Int8Type(), 0)), h.Param(0))
	f.b.CreateRetVoid()
	if err := Verify(f.m); err != nil {
		t.Fatal(err)
	}

	got := CheckHostSelectable(f.m)
	want := []Violation{
		{Function: "f", Callee: "llvm.nvvm.membar.sys"},
		{Function: "h", Callee: "llvm.amdgcn.workitem.id.x"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("CheckHostSelectable = %v, want %v", got, want)
	}
	got = CheckHostSelectable(f.m, "vprintf", "cuda_*")
	want = []Violation{
		{Function: "f", Callee: "llvm.nvvm.membar.sys"},
		{Function: "h", Callee: "llvm.amdgcn.workitem.id.x"},
		{Function: "h", Callee: "cuda_launch"},
		{Function: "h", Callee: "vprintf"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("CheckHostSelectable with deny list = %v, want %v", got, want)
	}
	if s := got[0].String(); !strings.Contains(s, "f calls llvm.nvvm.membar.sys") {
		t.Errorf("Violation.String() = %q", s)
	}

	clean := newFixture(t, "clean")
	fn := clean.define("k", clean.f64, clean.f64)
	clean.b.CreateRet(clean.call(clean.declare("sin", clean.f64, clean.f64), fn.Param(0)))
	if v := CheckHostSelectable(clean.m, "vprintf"); v != nil {
		t.Errorf("clean module: %v", v)
	}
}

const fatalChildEnv = "KILN_LLVMX_FATAL_CHILD"

// TestFatalErrorHandler makes the x86 backend select llvm.nvvm.membar.sys,
// which LLVM reports as a fatal error, in a child process, and checks that
// the handler reported it with its context and exited with status 1.
func TestFatalErrorHandler(t *testing.T) {
	if os.Getenv(fatalChildEnv) == "1" {
		fatalChild(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestFatalErrorHandler$", "-test.count=1")
	cmd.Env = append(os.Environ(), fatalChildEnv+"=1")
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	out := stderr.String()
	t.Logf("child stderr:\n%s", out)
	ee, ok := err.(*exec.ExitError)
	if !ok {
		t.Fatalf("child: err = %v, want exit status 1; stdout:\n%s", err, stdout.String())
	}
	if ee.ExitCode() != 1 {
		t.Fatalf("child: %v (exit code %d), want exit status 1 (not a signal)", err, ee.ExitCode())
	}
	for _, want := range []string{
		"kiln: LLVM fatal error: Cannot select: intrinsic %llvm.nvvm.membar.sys\n",
		"kiln: while compiling f(::Int64) for owner native\n",
		"callback: Cannot select: intrinsic %llvm.nvvm.membar.sys\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("child stderr lacks %q", want)
		}
	}
	if strings.Contains(out, "LLVM ERROR") {
		t.Error("LLVM's own handler ran")
	}
	if strings.Contains(stdout.String(), "reached the end") {
		t.Error("the child survived the fatal error")
	}
}

func fatalChild(t *testing.T) {
	InstallFatalErrorHandler(func(reason string) { panic("replaced") })
	InstallFatalErrorHandler(func(reason string) {
		os.Stderr.WriteString("callback: " + reason + "\n")
	})
	SetFatalContext("while compiling g for owner ptx:sm_75")
	SetFatalContext("while compiling f(::Int64) for owner native")
	tm := hostMachine(t, O2)
	f := newFixture(t, "fatal")
	membarModule(f)
	tm.SetDataLayout(f.m)
	if err := Verify(f.m); err != nil {
		t.Fatal(err)
	}
	_, err := tm.EmitObject(f.m) // never returns
	os.Stdout.WriteString("reached the end\n")
	t.Fatalf("EmitObject returned (err = %v)", err)
}
