package driver

/*
#include <stdint.h>
uintptr_t kiln_gpu_compile_addr(void);
uintptr_t kiln_cuda_addr(void);
*/
import "C"

import "unsafe"

//export kilnGPUCompile
func kilnGPUCompile(ft, tt C.uintptr_t, kernel, major, minor, ptx, maxThreads, stage C.int64_t, isErr *C.uintptr_t) C.uintptr_t {
	r, bad := active.gpuCompileCall(uintptr(ft), uintptr(tt), kernel != 0, int64(major), int64(minor), int64(ptx), int64(maxThreads), int64(stage))
	if bad {
		*isErr = 1
	}
	return C.uintptr_t(r)
}

//export kilnCUDA
func kilnCUDA(op C.int64_t, obj C.uintptr_t, args *C.int64_t, isErr *C.uintptr_t) C.uintptr_t {
	var a [7]int64
	for i, v := range unsafe.Slice(args, 7) {
		a[i] = int64(v)
	}
	r, bad := active.cudaCall(int64(op), uintptr(obj), a)
	if bad {
		*isErr = 1
	}
	return C.uintptr_t(r)
}

// ensureGPUSymbols defines the GPU run-time entries in the JIT.
func (s *Session) ensureGPUSymbols() error {
	s.define("kiln_gpu_compile", uintptr(C.kiln_gpu_compile_addr()))
	s.define("kiln_cuda", uintptr(C.kiln_cuda_addr()))
	return nil
}
