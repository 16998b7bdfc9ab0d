package codegen

import (
	"errors"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/syntax"
)

// TestHostRefusesForeignOwner feeds host code generation a GPU-owned
// CodeInstance directly: it must refuse it with a *HostError naming the
// owner, never compile it.
func TestHostRefusesForeignOwner(t *testing.T) {
	for _, owner := range []infer.Owner{"ptx:sm_75", "ptx:sm_80+ptx70"} {
		ci := &infer.CodeInstance{Owner: owner, IR: ir.NewFunc("signal_exception", syntax.Pos{})}
		_, err := Compile([]*infer.CodeInstance{ci}, nil, Options{Prefix: "t"})
		var he *HostError
		if !errors.As(err, &he) {
			t.Fatalf("owner %s: error %v, want a HostError", owner, err)
		}
		if he.Owner != owner || !strings.Contains(err.Error(), "owned by "+string(owner)) ||
			!strings.Contains(err.Error(), "only native-owned code") {
			t.Errorf("owner %s: %v", owner, err)
		}
	}
}

func TestHostDenied(t *testing.T) {
	for name, want := range map[string]bool{
		"llvm.nvvm.membar.sys": true, "llvm.nvvm.barrier0": true, "llvm.amdgcn.s.barrier": true,
		"kiln.device.exit": true, "llvm.sqrt.f64": false, "kiln_time_ns": false, "sin": false,
	} {
		if hostDenied(name) != want {
			t.Errorf("hostDenied(%q) = %v", name, !want)
		}
	}
	e := &HostError{Function: "CUDA.threadfence_system()", Owner: infer.Native, Intrinsic: "llvm.nvvm.membar.sys"}
	if got := e.Error(); got != "cannot compile CUDA.threadfence_system() (owner native) for the host: it calls the GPU-only intrinsic llvm.nvvm.membar.sys, which the host target cannot select" {
		t.Errorf("%s", got)
	}
}
