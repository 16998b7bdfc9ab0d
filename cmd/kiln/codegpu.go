package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/gpu"
	"github.com/kiln-lang/kiln/methods"
)

// codeTarget takes `--target T` / `--target=T` (and `--device-function`)
// out of the arguments of `kiln code`.
func codeTarget(args []string, stderr io.Writer) (*codeTargetOpts, []string, int) {
	var t *codeTargetOpts
	var rest []string
	deviceFn := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		val := ""
		switch {
		case a == "--target":
			if i+1 >= len(args) {
				fmt.Fprintln(stderr, "kiln code: --target needs a target, such as ptx:sm_75")
				return nil, nil, 2
			}
			val = args[i+1]
			i++
		case strings.HasPrefix(a, "--target="):
			val = strings.TrimPrefix(a, "--target=")
		case a == "--device-function":
			deviceFn = true
			continue
		default:
			rest = append(rest, a)
			continue
		}
		if val == "native" || val == "host" {
			t = nil
			continue
		}
		pt, err := gpu.ParseTarget(val)
		if err != nil {
			fmt.Fprintf(stderr, "kiln code: %v\n", err)
			return nil, nil, 2
		}
		t = &codeTargetOpts{target: pt}
	}
	if deviceFn {
		if t == nil {
			fmt.Fprintln(stderr, "kiln code: --device-function needs --target")
			return nil, nil, 2
		}
		t.deviceFunction = true
	}
	return t, rest, 0
}

type codeTargetOpts struct {
	target         gpu.Target
	deviceFunction bool
}

// codeForTarget prints a stage of mi compiled for a GPU target: a kernel
// unless --device-function.
func codeForTarget(s *driver.Session, mi *methods.MethodInstance, t codeTargetOpts, stage string) (string, error) {
	st := map[string]int{"typed": driver.GPUTyped, "llvm": driver.GPULLVM, "native": driver.GPUNative}[stage]
	return s.CodeGPU(mi, t.target, !t.deviceFunction, 0, st)
}

// reportCodeError prints a compile error of `kiln code` (an
// InvalidIRError keeps its lines) and returns the exit status.
func reportCodeError(s *driver.Session, err error, stderr io.Writer) int {
	var ie *gpu.InvalidIRError
	if errors.As(err, &ie) {
		fmt.Fprintf(stderr, "ERROR: %v\n", ie)
		return 1
	}
	return s.ReportError(err, true)
}
