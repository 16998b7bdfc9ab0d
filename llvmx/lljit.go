package llvmx

/*
#cgo CPPFLAGS: -I/usr/lib/llvm-14/include
#cgo LDFLAGS: -L/usr/lib/llvm-14/lib -lLLVM-14
#include <stdlib.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Error.h>
#include <llvm-c/Target.h>

static LLVMErrorRef kiln_lljit_create(LLVMOrcLLJITRef *out) {
	LLVMOrcLLJITBuilderRef b = LLVMOrcCreateLLJITBuilder();
	return LLVMOrcCreateLLJIT(out, b);
}
*/
import "C"

import (
	"errors"
	"unsafe"

	"tinygo.org/x/go-llvm"
)

func errOf(e C.LLVMErrorRef) error {
	if e == nil {
		return nil
	}
	msg := C.LLVMGetErrorMessage(e)
	s := C.GoString(msg)
	C.LLVMDisposeErrorMessage(msg)
	return errors.New(s)
}

type JIT struct{ j C.LLVMOrcLLJITRef }

func NewJIT() (*JIT, error) {
	var j C.LLVMOrcLLJITRef
	if err := errOf(C.kiln_lljit_create(&j)); err != nil {
		return nil, err
	}
	return &JIT{j}, nil
}

func (j *JIT) AddObject(buf llvm.MemoryBuffer) error {
	dylib := C.LLVMOrcLLJITGetMainJITDylib(j.j)
	return errOf(C.LLVMOrcLLJITAddObjectFile(j.j, dylib, C.LLVMMemoryBufferRef(unsafe.Pointer(buf.C))))
}

func (j *JIT) Lookup(name string) (uintptr, error) {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	var addr C.LLVMOrcExecutorAddress
	if err := errOf(C.LLVMOrcLLJITLookup(j.j, &addr, cs)); err != nil {
		return 0, err
	}
	return uintptr(addr), nil
}
