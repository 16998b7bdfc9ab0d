package gpu

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/types"
)

// Data layouts of x86-64 (LLVM 14: i128 is 8-aligned) and NVPTX (16).
const (
	hostDL = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	ptxDL  = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
)

func TestCUDAKernelParams(t *testing.T) {
	// (ghost, Int8, Tuple{Int8, Int128}, Float32) as x86-64 stores it: the
	// ghost takes nothing, the inner tuple is {i8 @0, i128 @8} (24 bytes)
	// at offset 8, the Float32 at 32.
	inner := types.Tuple(types.Int8, types.Int128)
	sig := types.Tuple(types.Nothing, types.Int8, inner, types.Float32)
	host := make([]byte, 40)
	host[0] = 0x11
	host[8] = 0x22
	for i := 0; i < 16; i++ {
		host[16+i] = byte(0xa0 + i)
	}
	copy(host[32:], []byte{0, 0, 0xc0, 0x3f})
	params, err := KernelParams(sig, host, hostDL, ptxDL)
	if err != nil {
		t.Fatal(err)
	}
	if len(params) != 3 {
		t.Fatalf("want 3 parameters (the ghost is none), got %d", len(params))
	}
	if !bytes.Equal(params[0], []byte{0x11}) {
		t.Errorf("Int8: % x", params[0])
	}
	// On NVPTX the Int128 is 16-aligned: {i8 @0, i128 @16}, 32 bytes.
	if len(params[1]) != 32 || params[1][0] != 0x22 || params[1][16] != 0xa0 || params[1][31] != 0xaf || params[1][8] != 0 {
		t.Errorf("Tuple{Int8, Int128} not re-laid out: % x", params[1])
	}
	if !bytes.Equal(params[2], []byte{0, 0, 0xc0, 0x3f}) {
		t.Errorf("Float32: % x", params[2])
	}

	// Non-isbits arguments are refused.
	if _, err := KernelParams(types.Tuple(types.Nothing, types.String), make([]byte, 8), hostDL, ptxDL); err == nil ||
		!strings.Contains(err.Error(), "argument 1 of type String cannot be passed to a kernel") {
		t.Errorf("String argument: %v", err)
	}
}

func TestCUDALaunchTarget(t *testing.T) {
	for _, c := range []struct {
		major, minor int
		want         string
	}{{7, 5, "ptx:sm_75"}, {8, 6, "ptx:sm_86"}, {8, 9, "ptx:sm_86"}, {9, 0, "ptx:sm_86"}, {10, 0, "ptx:sm_86"}} {
		tg, err := LaunchTarget(c.major, c.minor)
		if err != nil || string(tg.Owner()) != c.want {
			t.Errorf("%d.%d: %v %v, want %s", c.major, c.minor, tg.Owner(), err, c.want)
		}
	}
	if _, err := LaunchTarget(1, 0); err == nil {
		t.Errorf("compute capability 1.0 must be refused")
	}
}

// TestCUDAOpenDriverMissing: without the library the error is the one users
// see, and the wrappers refuse to run.
func TestCUDAOpenDriverMissing(t *testing.T) {
	if _, err := OpenDriver(); err == nil {
		t.Skip("a CUDA driver is present")
	} else {
		var nd *NoDriverError
		var ndev *NoDeviceError
		if !errors.As(err, &nd) && !errors.As(err, &ndev) {
			t.Fatalf("unexpected error type %T: %v", err, err)
		}
		if nd != nil && !strings.HasPrefix(err.Error(), "no CUDA driver found (libcuda.so.1)") {
			t.Errorf("message: %v", err)
		}
	}
}
