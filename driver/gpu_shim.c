/* The run-time entries of the Kiln-level GPU API (GPUCompiler.code_native,
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

/* kiln_cuda(op, obj, a0..a6): the run-time entry of CUDA.jl's host API
 * (CuArray, @cuda); see driver/gpu_launch.go for the operations. */
void *kiln_cuda(int64_t op, void *obj, int64_t a0, int64_t a1, int64_t a2, int64_t a3, int64_t a4, int64_t a5,
		int64_t a6)
{
	int64_t args[7] = {a0, a1, a2, a3, a4, a5, a6};
	uintptr_t err = 0;
	uintptr_t r = kilnCUDA(op, (uintptr_t)obj, args, &err);
	if (err)
		kiln_throw((void *)r);
	return (void *)r;
}

uintptr_t kiln_cuda_addr(void) { return (uintptr_t)kiln_cuda; }
