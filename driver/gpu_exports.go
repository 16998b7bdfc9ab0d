package driver

/*
#include <stdint.h>
uintptr_t kiln_gpu_compile_addr(void);
*/
import "C"

//export kilnGPUCompile
func kilnGPUCompile(ft, tt C.uintptr_t, kernel, major, minor, ptx, maxThreads, stage C.int64_t, isErr *C.uintptr_t) C.uintptr_t {
	r, bad := active.gpuCompileCall(uintptr(ft), uintptr(tt), kernel != 0, int64(major), int64(minor), int64(ptx), int64(maxThreads), int64(stage))
	if bad {
		*isErr = 1
	}
	return C.uintptr_t(r)
}

// ensureGPUSymbols defines the GPU run-time entries in the JIT.
func (s *Session) ensureGPUSymbols() error {
	s.define("kiln_gpu_compile", uintptr(C.kiln_gpu_compile_addr()))
	return nil
}
