package llvmx

import (
	"strings"
	"testing"
)

// TestFreeze builds `freeze (fptosi x)` and returns it: Freeze gives the
// new instruction as an llvm.Value.
func TestFreeze(t *testing.T) {
	f := newFixture(t, "freeze")
	i64 := f.ctx.Int64Type()
	fn := f.define("fr", i64, f.ctx.DoubleType())
	conv := f.b.CreateFPToSI(fn.Param(0), i64, "")
	fz := Freeze(f.b, conv, "fz")
	if fz.IsNil() {
		t.Fatal("Freeze returned a nil value")
	}
	f.b.CreateRet(fz)
	if err := Verify(f.m); err != nil {
		t.Fatal(err)
	}
	if s := f.m.String(); !strings.Contains(s, "%fz = freeze i64") {
		t.Fatalf("no freeze in\n%s", s)
	}
}
