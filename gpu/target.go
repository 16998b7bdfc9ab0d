// Package gpu compiles Kiln code for NVIDIA GPUs: the PTX target and its
// owner, the GPU interpreter (an overlay method table over the global one),
// the validator that rejects what device code cannot do (InvalidIRError),
// PTX emission through LLVM's NVPTX backend, and the CUDA driver launcher
// (libcuda.so.1 loaded at run time).
//
// The inference engine is shared with the host: the GPU interpreter only
// answers dispatch questions (its overlay first) and names its owner, so its
// CodeInstances are cached apart from native ones. Only Compile hands GPU
// CodeInstances to code generation, always in device mode; host code
// generation refuses them (codegen.HostError).
package gpu

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/kiln-lang/kiln/infer"
)

// Target is a PTX compilation target: a GPU architecture (compute
// capability), a PTX ISA version and a debug level. Every field changes
// the generated code, so every non-default one is part of the owner.
type Target struct {
	// Major and Minor are the compute capability: 7, 5 for sm_75.
	Major, Minor int
	// PTX is the PTX ISA version times ten (64 for PTX 6.4); 0 lets LLVM
	// choose the lowest version the architecture supports.
	PTX int
	// Debug is the debug level (0-2), as Julia's -g.
	Debug int
}

// DefaultTarget is sm_75, the capability of PTXCompilerTarget(; cap=v"7.5.0").
var DefaultTarget = Target{Major: 7, Minor: 5}

// SM returns the architecture name, "sm_75".
func (t Target) SM() string { return fmt.Sprintf("sm_%d%d", t.Major, t.Minor) }

// Feature returns the LLVM feature string selecting the PTX ISA ("+ptx64"),
// "" for LLVM's default.
func (t Target) Feature() string {
	if t.PTX == 0 {
		return ""
	}
	return fmt.Sprintf("+ptx%d", t.PTX)
}

// Owner names the target in the code cache: "ptx:sm_75", with "+ptx64" and
// ",debug=N" when those are not the defaults.
func (t Target) Owner() infer.Owner {
	s := "ptx:" + t.SM()
	if t.PTX != 0 {
		s += fmt.Sprintf("+ptx%d", t.PTX)
	}
	if t.Debug != 0 {
		s += fmt.Sprintf(",debug=%d", t.Debug)
	}
	return infer.Owner(s)
}

// String is the owner string.
func (t Target) String() string { return string(t.Owner()) }

var targetRE = regexp.MustCompile(`^ptx:sm_([0-9])([0-9]+)(?:\+ptx([0-9]{2,3}))?(?:,debug=([0-2]))?$`)

// ParseTarget parses an owner string ("ptx:sm_75", "ptx:sm_80+ptx70",
// "ptx:sm_75,debug=1"), as given to `kiln code --target`.
func ParseTarget(s string) (Target, error) {
	m := targetRE.FindStringSubmatch(s)
	if m == nil {
		return Target{}, fmt.Errorf("invalid GPU target %q (want ptx:sm_XY, such as ptx:sm_75, optionally +ptxNN and ,debug=N)", s)
	}
	var t Target
	t.Major, _ = strconv.Atoi(m[1])
	t.Minor, _ = strconv.Atoi(m[2])
	if m[3] != "" {
		t.PTX, _ = strconv.Atoi(m[3])
	}
	if m[4] != "" {
		t.Debug, _ = strconv.Atoi(m[4])
	}
	if err := t.Check(); err != nil {
		return Target{}, err
	}
	return t, nil
}

// Check reports a target LLVM 14's NVPTX backend does not support.
func (t Target) Check() error {
	sm := t.Major*10 + t.Minor
	if t.Minor > 9 || sm < 20 || sm > 86 {
		return fmt.Errorf("unsupported GPU capability %d.%d (LLVM 14 supports sm_20 to sm_86)", t.Major, t.Minor)
	}
	if t.PTX != 0 && (t.PTX < 32 || t.PTX > 75) {
		return fmt.Errorf("unsupported PTX ISA version %d.%d (LLVM 14 supports 3.2 to 7.5)", t.PTX/10, t.PTX%10)
	}
	if t.Debug < 0 || t.Debug > 2 {
		return fmt.Errorf("invalid debug level %d (0 to 2)", t.Debug)
	}
	return nil
}

// IsGPUOwner reports whether an owner names a PTX target.
func IsGPUOwner(o infer.Owner) bool { return strings.HasPrefix(string(o), "ptx:") }
