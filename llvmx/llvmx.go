// Package llvmx is Kiln's LLVM layer: everything the code generator and the
// image loader need from LLVM 14 that the go-llvm binding does not provide,
// through a small cgo wrapper over LLVM's C API.
//
// It provides:
//
//   - target initialization (InitNative, InitNVPTX);
//   - a fatal error handler that reports LLVM fatal errors with a
//     caller-supplied context and exits with status 1 instead of aborting
//     (InstallFatalErrorHandler, SetFatalContext);
//   - target machines for the host and for PTX (HostMachine, PTXMachine),
//     object and assembly emission (TargetMachine.EmitObject,
//     TargetMachine.EmitAssembly);
//   - IR verification and optimization through the new pass manager
//     (Verify, Optimize);
//   - an ORC LLJIT that links relocatable object files, resolves process
//     symbols (libm and friends) and caller-defined absolute symbols (NewJIT,
//     JIT.AddObject, JIT.DefineAbsolute, JIT.Lookup). Objects are the only way
//     code enters the JIT, so freshly compiled code and code loaded from a
//     package image take the same path;
//   - a host-safety check that finds calls to target-specific intrinsics the
//     host cannot select before LLVM sees them (CheckHostSelectable).
//
// The package links against the LLVM 14 shared library
// (/usr/lib/llvm-14/lib/libLLVM-14.so); build with -tags llvm14 so that the
// go-llvm binding links the same library.
//
// Values from go-llvm (llvm.Module, llvm.Context) are passed in and out
// directly; their underlying C handles are shared, so a module built with
// go-llvm can be verified, optimized and emitted here.
//
// Concurrency: LLVM contexts, modules and target machines are not safe for
// concurrent use. A TargetMachine serializes the calls that use it; modules
// and contexts must be confined to one goroutine at a time by the caller. A
// JIT is safe for concurrent use.
package llvmx

/*
#cgo CPPFLAGS: -I/usr/lib/llvm-14/include -D_GNU_SOURCE -D__STDC_CONSTANT_MACROS -D__STDC_FORMAT_MACROS -D__STDC_LIMIT_MACROS
#cgo LDFLAGS: -L/usr/lib/llvm-14/lib -lLLVM-14 -ldl
#include <dlfcn.h>
#include <stdlib.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

static int kiln_init_native(void) {
	if (LLVMInitializeNativeTarget()) return 1;
	if (LLVMInitializeNativeAsmPrinter()) return 2;
	if (LLVMInitializeNativeAsmParser()) return 3;
	return 0;
}

typedef void (*kiln_init_fn)(void);

// kiln_init_nvptx looks the NVPTX initializers up at run time, so that this
// package still links against an LLVM built without the NVPTX target.
// It returns the name of the first missing initializer, or NULL.
static const char *kiln_init_nvptx(void) {
	static const char *names[] = {
		"LLVMInitializeNVPTXTargetInfo",
		"LLVMInitializeNVPTXTarget",
		"LLVMInitializeNVPTXTargetMC",
		"LLVMInitializeNVPTXAsmPrinter",
	};
	kiln_init_fn fns[4];
	for (int i = 0; i < 4; i++) {
		fns[i] = (kiln_init_fn)dlsym(RTLD_DEFAULT, names[i]);
		if (!fns[i]) return names[i];
	}
	for (int i = 0; i < 4; i++) fns[i]();
	return NULL;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"

	"tinygo.org/x/go-llvm"
)

// PTXTriple is the target triple of the PTX target.
const PTXTriple = "nvptx64-nvidia-cuda"

var (
	nativeOnce sync.Once
	nativeErr  error
	nvptxOnce  sync.Once
	nvptxErr   error
)

// InitNative initializes LLVM's native (host) target: target info, target,
// machine code layer, assembly printer and assembly parser (the latter is
// needed for inline assembly). It is idempotent and safe for concurrent use;
// every later call returns the result of the first.
func InitNative() error {
	nativeOnce.Do(func() {
		switch C.kiln_init_native() {
		case 1:
			nativeErr = errors.New("llvmx: LLVM has no native target for this host")
		case 2:
			nativeErr = errors.New("llvmx: LLVM has no native assembly printer for this host")
		case 3:
			nativeErr = errors.New("llvmx: LLVM has no native assembly parser for this host")
		}
	})
	return nativeErr
}

// InitNVPTX initializes LLVM's NVPTX target (target info, target, machine
// code layer, assembly printer). If the linked LLVM was built without NVPTX
// it returns an error saying so. It is idempotent and safe for concurrent
// use; every later call returns the result of the first.
func InitNVPTX() error {
	nvptxOnce.Do(func() {
		if missing := C.kiln_init_nvptx(); missing != nil {
			nvptxErr = fmt.Errorf("llvmx: this LLVM build has no NVPTX target (%s not found; llvm-config --targets-built lists the targets); GPU code generation is unavailable", C.GoString(missing))
			return
		}
		if _, err := llvm.GetTargetFromTriple(PTXTriple); err != nil {
			nvptxErr = fmt.Errorf("llvmx: NVPTX target is not registered after initialization: %v", err)
		}
	})
	return nvptxErr
}

// errOf converts an LLVMErrorRef into a Go error, consuming it.
func errOf(e C.LLVMErrorRef) error {
	if e == nil {
		return nil
	}
	msg := C.LLVMGetErrorMessage(e) // consumes e
	s := C.GoString(msg)
	C.LLVMDisposeErrorMessage(msg)
	return errors.New(s)
}

// messageOf converts an LLVM-allocated message into a Go string and disposes
// of it. A nil message gives "".
func messageOf(msg *C.char) string {
	if msg == nil {
		return ""
	}
	s := C.GoString(msg)
	C.LLVMDisposeMessage(msg)
	return s
}

// modRef returns the C handle of a go-llvm module.
func modRef(m llvm.Module) C.LLVMModuleRef {
	return C.LLVMModuleRef(unsafe.Pointer(m.C))
}

// DiscardValueNames makes ctx drop the names of its instructions and
// arguments (not of globals), as Julia's release builds do: the passes
// that split aggregates name every piece after the path to it
// (".fca.0.2.0.2…"), as long as the aggregate is deep, and keeping those
// names unique in each function's symbol table cost a deeply nested value
// time in the square of its depth.
func DiscardValueNames(ctx llvm.Context) {
	C.LLVMContextSetDiscardValueNames(C.LLVMContextRef(unsafe.Pointer(ctx.C)), 1)
}
