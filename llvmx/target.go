package llvmx

/*
#include <stdlib.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
*/
import "C"

import (
	"errors"
	"fmt"
	"regexp"
	"sync"
	"unsafe"

	"tinygo.org/x/go-llvm"
)

// Level is an optimization level. It selects both the code generator's
// optimization level (TargetMachine) and, through Pipeline, the default
// new-pass-manager pipeline (Optimize).
type Level int

// Optimization levels, as in clang's -O0 … -O3.
const (
	O0 Level = iota
	O1
	O2
	O3
)

// String returns "O0" … "O3".
func (l Level) String() string { return fmt.Sprintf("O%d", int(l)) }

// Pipeline returns the new pass manager's default pipeline for the level,
// "default<O0>" … "default<O3>", for use with Optimize.
func (l Level) Pipeline() string { return fmt.Sprintf("default<O%d>", int(l)) }

func (l Level) codegen() (llvm.CodeGenOptLevel, error) {
	switch l {
	case O0:
		return llvm.CodeGenLevelNone, nil
	case O1:
		return llvm.CodeGenLevelLess, nil
	case O2:
		return llvm.CodeGenLevelDefault, nil
	case O3:
		return llvm.CodeGenLevelAggressive, nil
	}
	return 0, fmt.Errorf("llvmx: invalid optimization level %d", int(l))
}

// TargetMachine is an LLVM target machine together with the triple, CPU name
// and feature string it was created with (the values a package image header
// records). EmitObject, EmitAssembly and Optimize calls that use the same
// TargetMachine are serialized by an internal lock, so a TargetMachine may be
// shared, but work through it does not run in parallel; create one per
// compiling goroutine for parallelism.
type TargetMachine struct {
	mu       sync.Mutex
	tm       llvm.TargetMachine
	triple   string
	cpu      string
	features string
	level    Level
}

// HostMachine returns a target machine for the host: the host's target
// triple, CPU name (LLVMGetHostCPUName) and CPU features
// (LLVMGetHostCPUFeatures), position-independent code (PIC relocation
// model, as objects are linked at load time by ORC) and the default code
// model. It initializes the native target (InitNative).
func HostMachine(opt Level) (*TargetMachine, error) {
	if err := InitNative(); err != nil {
		return nil, err
	}
	triple := messageOf(C.LLVMGetDefaultTargetTriple())
	cpu := messageOf(C.LLVMGetHostCPUName())
	features := messageOf(C.LLVMGetHostCPUFeatures())
	return newMachine(triple, cpu, features, opt, llvm.RelocPIC)
}

// HostMachineFor is HostMachine for a named CPU of the host's
// architecture (x86-64, haswell, ...) with that CPU's default features,
// for code that must run on other machines than this one (a CPU target,
// as Julia's JULIA_CPU_TARGET).
func HostMachineFor(cpu string, opt Level) (*TargetMachine, error) {
	if err := InitNative(); err != nil {
		return nil, err
	}
	if !cpuRE.MatchString(cpu) {
		return nil, fmt.Errorf("llvmx: invalid CPU name %q", cpu)
	}
	triple := messageOf(C.LLVMGetDefaultTargetTriple())
	return newMachine(triple, cpu, "", opt, llvm.RelocPIC)
}

var cpuRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]*$`)

var smRE = regexp.MustCompile(`^sm_[0-9]+[a-z]?$`)

// PTXMachine returns a target machine for nvptx64-nvidia-cuda with the given
// GPU architecture (smVersion, such as "sm_75") and PTX ISA feature
// (ptxFeature, such as "+ptx64"; "" for LLVM's default), at O2. It
// initializes the NVPTX target (InitNVPTX) and fails if this LLVM has none.
func PTXMachine(smVersion string, ptxFeature string) (*TargetMachine, error) {
	if err := InitNVPTX(); err != nil {
		return nil, err
	}
	if !smRE.MatchString(smVersion) {
		return nil, fmt.Errorf("llvmx: invalid PTX architecture %q (want sm_NN, such as sm_75)", smVersion)
	}
	return newMachine(PTXTriple, smVersion, ptxFeature, O2, llvm.RelocDefault)
}

func newMachine(triple, cpu, features string, opt Level, reloc llvm.RelocMode) (*TargetMachine, error) {
	cg, err := opt.codegen()
	if err != nil {
		return nil, err
	}
	t, err := llvm.GetTargetFromTriple(triple)
	if err != nil {
		return nil, fmt.Errorf("llvmx: no LLVM target for triple %q: %v", triple, err)
	}
	tm := t.CreateTargetMachine(triple, cpu, features, cg, reloc, llvm.CodeModelDefault)
	if tm.C == nil {
		return nil, fmt.Errorf("llvmx: could not create a target machine for %s (cpu %q, features %q)", triple, cpu, features)
	}
	return &TargetMachine{tm: tm, triple: triple, cpu: cpu, features: features, level: opt}, nil
}

// Triple returns the target triple, such as "x86_64-pc-linux-gnu".
func (t *TargetMachine) Triple() string { return t.triple }

// CPU returns the CPU name, such as "skylake-avx512" or "sm_75".
func (t *TargetMachine) CPU() string { return t.cpu }

// Features returns the target feature string, such as "+sse2,+avx,-avx512f"
// or "+ptx64".
func (t *TargetMachine) Features() string { return t.features }

// OptLevel returns the code generator optimization level.
func (t *TargetMachine) OptLevel() Level { return t.level }

// LLVM returns the underlying go-llvm target machine. It stays owned by t.
func (t *TargetMachine) LLVM() llvm.TargetMachine { return t.tm }

// DataLayout returns the target's data layout string.
func (t *TargetMachine) DataLayout() string {
	td := t.tm.CreateTargetData()
	defer td.Dispose()
	return td.String()
}

// SetDataLayout sets m's data layout and target triple to the target's. Do
// this before generating code for m (types' sizes and alignments depend on
// it) and before Optimize.
func (t *TargetMachine) SetDataLayout(m llvm.Module) {
	m.SetDataLayout(t.DataLayout())
	m.SetTarget(t.triple)
}

// Dispose releases the target machine. t must not be used afterwards.
func (t *TargetMachine) Dispose() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.tm.C != nil {
		t.tm.Dispose()
		t.tm.C = nil
	}
}

// EmitObject generates machine code for m and returns it as a relocatable
// object file (ELF on Linux), suitable for JIT.AddObject and for package
// images. m should have been verified (Verify); LLVM does not check it here.
//
// Code generation runs LLVM's codegen IR passes on m itself, so m may be
// modified: clone it (llvm.CloneModule) first if it is needed unchanged
// afterwards, for example to emit both assembly and an object.
func (t *TargetMachine) EmitObject(m llvm.Module) ([]byte, error) {
	return t.emit(m, C.LLVMObjectFile)
}

// EmitAssembly generates machine code for m and returns it as assembly text
// (AT&T syntax on x86, PTX on NVPTX). The same caveats as for EmitObject
// apply.
func (t *TargetMachine) EmitAssembly(m llvm.Module) (string, error) {
	b, err := t.emit(m, C.LLVMAssemblyFile)
	return string(b), err
}

func (t *TargetMachine) emit(m llvm.Module, kind C.LLVMCodeGenFileType) ([]byte, error) {
	if m.C == nil {
		return nil, errors.New("llvmx: emit: nil module")
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.tm.C == nil {
		return nil, errors.New("llvmx: emit: target machine was disposed")
	}
	var msg *C.char
	var buf C.LLVMMemoryBufferRef
	tm := C.LLVMTargetMachineRef(unsafe.Pointer(t.tm.C))
	if C.LLVMTargetMachineEmitToMemoryBuffer(tm, modRef(m), kind, &msg, &buf) != 0 {
		return nil, fmt.Errorf("llvmx: code generation for %s failed: %s", t.triple, messageOf(msg))
	}
	messageOf(msg)
	defer C.LLVMDisposeMemoryBuffer(buf)
	return C.GoBytes(unsafe.Pointer(C.LLVMGetBufferStart(buf)), C.int(C.LLVMGetBufferSize(buf))), nil
}
