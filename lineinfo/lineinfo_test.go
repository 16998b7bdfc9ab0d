package lineinfo_test

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"tinygo.org/x/go-llvm"

	"github.com/kiln-lang/kiln/lineinfo"
	"github.com/kiln-lang/kiln/llvmx"
)

// A module as Kiln's code generation makes it: subprograms, a location
// on every instruction; inner is inlined into outer by the optimizer,
// which adds the inlining record (inlinedAt).
const module = `
declare void @ext(i64)

define internal void @inner(i64 %x) #0 !dbg !10 {
  call void @ext(i64 %x), !dbg !12
  call void @ext(i64 %x), !dbg !13
  ret void, !dbg !13
}

define void @outer(i64 %x) #1 !dbg !20 {
  call void @ext(i64 1), !dbg !21
  call void @inner(i64 %x), !dbg !22
  call void @ext(i64 2), !dbg !23
  ret void, !dbg !23
}

attributes #0 = { alwaysinline "frame-pointer"="all" }
attributes #1 = { "frame-pointer"="all" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1, !2}
!0 = distinct !DICompileUnit(language: DW_LANG_C89, file: !3, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !{i32 2, !"Dwarf Version", i32 4}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIFile(filename: "m.jl", directory: "")
!4 = !DISubroutineType(types: !5)
!5 = !{}
!10 = distinct !DISubprogram(name: "inner", linkageName: "inner", scope: !3, file: !3, line: 5, type: !4, scopeLine: 5, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DILocation(line: 6, scope: !10)
!13 = !DILocation(line: 7, scope: !10)
!20 = distinct !DISubprogram(name: "outer", linkageName: "outer", scope: !3, file: !3, line: 10, type: !4, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DILocation(line: 11, scope: !20)
!22 = !DILocation(line: 12, scope: !20)
!23 = !DILocation(line: 13, scope: !20)
`

func emit(t *testing.T) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "m.ll")
	if err := os.WriteFile(path, []byte(module), 0o644); err != nil {
		t.Fatal(err)
	}
	buf, err := llvm.NewMemoryBufferFromFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := llvm.NewContext()
	t.Cleanup(ctx.Dispose)
	m, err := ctx.ParseIR(buf)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := llvmx.HostMachine(llvmx.O2)
	if err != nil {
		t.Fatal(err)
	}
	tm.SetDataLayout(m)
	if err := llvmx.Optimize(m, tm, llvmx.O2.Pipeline()); err != nil {
		t.Fatal(err)
	}
	obj, err := tm.EmitObject(m)
	if err != nil {
		t.Fatal(err)
	}
	return obj
}

// TestLookup resolves the return address of every call in outer: each
// names its line, and the calls inlined from inner name inner's line with
// inner marked inlined, then outer at the line of the call of inner.
func TestLookup(t *testing.T) {
	obj := emit(t)
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := f.Symbols()
	var lo, hi uint64
	for _, s := range syms {
		if s.Name == "outer" {
			lo, hi = s.Value, s.Value+s.Size
		}
	}
	if hi == 0 {
		t.Fatal("no symbol outer")
	}
	// The text section is placed at an arbitrary address.
	const base = 0x10000
	o := lineinfo.New(obj, base)
	seen := map[string]bool{}
	for a := lo; a < hi; a++ {
		seen[fmt.Sprint(o.Lookup(uintptr(base+a)))] = true
	}
	for _, want := range []string{
		"[{outer outer m.jl 11 false}]",
		"[{inner inner m.jl 6 true} {outer outer m.jl 12 false}]",
		"[{inner inner m.jl 7 true} {outer outer m.jl 12 false}]",
		"[{outer outer m.jl 13 false}]",
	} {
		if !seen[want] {
			t.Errorf("no address resolves to %s; got %v", want, seen)
		}
	}
	if fs := o.Lookup(base + uintptr(hi) + 0x1000); fs != nil {
		t.Errorf("an address outside the code resolves to %v", fs)
	}
	if fs := o.Lookup(base - 1); fs != nil {
		t.Errorf("an address below the section resolves to %v", fs)
	}
}

// TestNoDebugInfo: an object without DWARF resolves nothing.
func TestNoDebugInfo(t *testing.T) {
	if fs := lineinfo.New([]byte("not an object"), 0).Lookup(16); fs != nil {
		t.Errorf("got %v", fs)
	}
}
