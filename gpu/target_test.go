package gpu

import (
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/infer"
)

func TestParseTarget(t *testing.T) {
	for _, c := range []struct {
		in, owner, sm, feature, err string
	}{
		{in: "ptx:sm_75", owner: "ptx:sm_75", sm: "sm_75"},
		{in: "ptx:sm_80+ptx70", owner: "ptx:sm_80+ptx70", sm: "sm_80", feature: "+ptx70"},
		{in: "ptx:sm_75,debug=1", owner: "ptx:sm_75,debug=1", sm: "sm_75"},
		{in: "ptx:sm_61+ptx64,debug=2", owner: "ptx:sm_61+ptx64,debug=2", sm: "sm_61", feature: "+ptx64"},
		{in: "sm_75", err: "invalid GPU target"},
		{in: "ptx:sm75", err: "invalid GPU target"},
		{in: "ptx:sm_75,debug=3", err: "invalid GPU target"},
		{in: "ptx:sm_95", err: "unsupported GPU capability 9.5"},
		{in: "ptx:sm_75+ptx99", err: "unsupported PTX ISA version 9.9"},
		{in: "native", err: "invalid GPU target"},
	} {
		tg, err := ParseTarget(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("ParseTarget(%q) error = %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseTarget(%q): %v", c.in, err)
			continue
		}
		if tg.Owner() != infer.Owner(c.owner) || tg.SM() != c.sm || tg.Feature() != c.feature {
			t.Errorf("ParseTarget(%q) = %s %s %q", c.in, tg.Owner(), tg.SM(), tg.Feature())
		}
		if !IsGPUOwner(tg.Owner()) {
			t.Errorf("IsGPUOwner(%s) = false", tg.Owner())
		}
	}
	if IsGPUOwner(infer.Native) {
		t.Error("native is not a GPU owner")
	}
	if DefaultTarget.Owner() != "ptx:sm_75" {
		t.Errorf("default owner %s", DefaultTarget.Owner())
	}
}

func TestInvalidIRErrorFormat(t *testing.T) {
	e := &InvalidIRError{Name: "kernel(::Int64)", Problems: []Problem{
		{Kind: KindDynamic, Reason: "call to println(::Any)", Backtrace: []Frame{{Function: "kernel"}}},
		{Kind: KindReturn, Reason: "it returns a value of type Int64; kernels must return nothing"},
	}}
	want := "InvalidIRError: compiling MethodInstance for kernel(::Int64) resulted in invalid LLVM IR\n" +
		"Reason: unsupported dynamic function invocation (call to println(::Any))\nStacktrace:\n [1] kernel\n" +
		"Reason: unsupported kernel returns a value (it returns a value of type Int64; kernels must return nothing)"
	if got := e.Error(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestArtifactOf(t *testing.T) {
	ci := &infer.CodeInstance{Owner: "ptx:sm_75"}
	if _, ok := ArtifactOf(ci, "ptx:sm_75"); ok {
		t.Fatal("artifact before compilation")
	}
	ci.Artifacts.Store("ptx:sm_75", ".version 6.3\n.visible .entry _Z1kv(\n)\n{\n}\n")
	a, ok := ArtifactOf(ci, "ptx:sm_75")
	if !ok || a.Entry != "_Z1kv" {
		t.Errorf("ArtifactOf = %+v %v", a, ok)
	}
	if _, ok := ArtifactOf(ci, "ptx:sm_80"); ok {
		t.Error("artifact of another owner")
	}
}
