package llvmx

import (
	"strings"
	"testing"

	"tinygo.org/x/go-llvm"
)

func ptxMachine(t *testing.T) *TargetMachine {
	t.Helper()
	if err := InitNVPTX(); err != nil {
		t.Skip(err)
	}
	tm, err := PTXMachine("sm_75", "+ptx64")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(tm.Dispose)
	return tm
}

func TestPTXMachine(t *testing.T) {
	tm := ptxMachine(t)
	if tm.Triple() != "nvptx64-nvidia-cuda" || tm.CPU() != "sm_75" || tm.Features() != "+ptx64" {
		t.Errorf("%s %s %s", tm.Triple(), tm.CPU(), tm.Features())
	}
	for _, bad := range []string{"", "75", "sm75", "compute_75", "sm_75; rm -rf"} {
		if _, err := PTXMachine(bad, "+ptx64"); err == nil {
			t.Errorf("PTXMachine(%q) accepted", bad)
		}
	}
}

// TestPTXEmission emits a kernel (nvvm.annotations "kernel") that calls
// llvm.nvvm.membar.sys: the intrinsic the host must never see is fine here.
func TestPTXEmission(t *testing.T) {
	tm := ptxMachine(t)
	f := newFixture(t, "kernels")
	membar := f.declare("llvm.nvvm.membar.sys", f.vd)
	tid := f.declare("llvm.nvvm.read.ptx.sreg.tid.x", f.ctx.Int32Type())
	ptr := llvm.PointerType(f.ctx.Int32Type(), 1)
	k := f.define("kiln_kernel", f.vd, ptr)
	x := f.call(tid)
	f.b.CreateStore(x, f.b.CreateGEP(f.ctx.Int32Type(), k.Param(0), []llvm.Value{x}, ""))
	f.call(membar)
	f.b.CreateRetVoid()
	i32 := f.ctx.Int32Type()
	f.m.AddNamedMetadataOperand("nvvm.annotations", f.ctx.MDNode([]llvm.Metadata{
		k.ConstantAsMetadata(), f.ctx.MDString("kernel"), llvm.ConstInt(i32, 1, false).ConstantAsMetadata(),
	}))
	// A device function (no annotation) next to it.
	d := f.define("kiln_device_fn", f.i64, f.i64)
	f.b.CreateRet(f.b.CreateMul(d.Param(0), d.Param(0), ""))

	if v := CheckHostSelectable(f.m); len(v) != 2 {
		t.Errorf("CheckHostSelectable on a GPU module = %v, want the two nvvm intrinsics", v)
	}
	tm.SetDataLayout(f.m)
	if err := Optimize(f.m, tm, "default<O2>"); err != nil {
		t.Fatal(err)
	}
	asm, err := tm.EmitAssembly(f.m)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		".version 6.4", ".target sm_75", ".address_size 64",
		".visible .entry kiln_kernel(", "membar.sys;", "%tid.x",
		".visible .func  (.param .b64 func_retval0) kiln_device_fn(",
	} {
		if !strings.Contains(asm, want) {
			t.Errorf("PTX lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("PTX:\n%s", asm)
	}
}
