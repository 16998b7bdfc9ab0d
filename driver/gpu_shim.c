/* The run-time entry of the Kiln-level GPU API (GPUCompiler.code_native,
 * CUDA.cufunction): it calls into Go and throws, if it must, after the Go
 * callback has returned. */
#include <stdint.h>
#include "../runtime/kiln_rt.h"
#include "_cgo_export.h"

void *kiln_gpu_compile(void *ft, void *tt, int64_t kernel, int64_t major, int64_t minor,
		       int64_t ptx, int64_t maxthreads, int64_t stage)
{
	uintptr_t err = 0;
	uintptr_t r = kilnGPUCompile((uintptr_t)ft, (uintptr_t)tt, kernel, major, minor, ptx, maxthreads, stage, &err);
	if (err)
		kiln_throw((void *)r);
	return (void *)r;
}

uintptr_t kiln_gpu_compile_addr(void) { return (uintptr_t)kiln_gpu_compile; }
