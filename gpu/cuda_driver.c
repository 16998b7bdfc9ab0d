/* The CUDA driver API, loaded at run time: libcuda.so.1 is opened with
 * dlopen on first use and the entry points Kiln needs are resolved with
 * dlsym, so that Kiln has no link-time dependency on CUDA and runs (and
 * compiles GPU code) on machines without a driver. Every wrapper returns
 * the driver's CUresult; KILN_CU_NOT_LOADED when the library is not open.
 * The types below are the driver's ABI (cuda.h): CUresult and CUdevice are
 * int, handles are pointers, device pointers are 64-bit. */
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "cuda_driver.h"

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext;
typedef void *CUmodule;
typedef void *CUfunction;
typedef void *CUstream;
typedef unsigned long long CUdeviceptr;

static void *lib;
static CUresult (*p_cuInit)(unsigned int);
static CUresult (*p_cuDriverGetVersion)(int *);
static CUresult (*p_cuDeviceGetCount)(int *);
static CUresult (*p_cuDeviceGet)(CUdevice *, int);
static CUresult (*p_cuDeviceGetAttribute)(int *, int, CUdevice);
static CUresult (*p_cuDeviceGetName)(char *, int, CUdevice);
static CUresult (*p_cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
static CUresult (*p_cuCtxSetCurrent)(CUcontext);
static CUresult (*p_cuCtxSynchronize)(void);
static CUresult (*p_cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*p_cuMemFree)(CUdeviceptr);
static CUresult (*p_cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
static CUresult (*p_cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
static CUresult (*p_cuMemsetD8)(CUdeviceptr, unsigned char, size_t);
static CUresult (*p_cuModuleLoadDataEx)(CUmodule *, const void *, unsigned int, int *, void **);
static CUresult (*p_cuModuleUnload)(CUmodule);
static CUresult (*p_cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
static CUresult (*p_cuModuleGetGlobal)(CUdeviceptr *, size_t *, CUmodule, const char *);
static CUresult (*p_cuFuncSetAttribute)(CUfunction, int, int);
static CUresult (*p_cuLaunchKernel)(CUfunction, unsigned int, unsigned int, unsigned int, unsigned int,
				    unsigned int, unsigned int, unsigned int, CUstream, void **, void **);
static CUresult (*p_cuGetErrorString)(CUresult, const char **);
static CUresult (*p_cuGetErrorName)(CUresult, const char **);

#define SYM(var, name)                                                         \
	do {                                                                   \
		*(void **)(&var) = dlsym(lib, name);                           \
		if (var == NULL) {                                             \
			snprintf(err, errlen, "%s: symbol %s not found", path, \
				 name);                                        \
			dlclose(lib);                                          \
			lib = NULL;                                            \
			return -1;                                             \
		}                                                              \
	} while (0)

int kiln_cu_open(const char *path, char *err, int errlen)
{
	if (lib != NULL)
		return 0;
	lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (lib == NULL) {
		const char *e = dlerror();
		snprintf(err, errlen, "%s", e ? e : "dlopen failed");
		return -1;
	}
	SYM(p_cuInit, "cuInit");
	SYM(p_cuDriverGetVersion, "cuDriverGetVersion");
	SYM(p_cuDeviceGetCount, "cuDeviceGetCount");
	SYM(p_cuDeviceGet, "cuDeviceGet");
	SYM(p_cuDeviceGetAttribute, "cuDeviceGetAttribute");
	SYM(p_cuDeviceGetName, "cuDeviceGetName");
	SYM(p_cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
	SYM(p_cuCtxSetCurrent, "cuCtxSetCurrent");
	SYM(p_cuCtxSynchronize, "cuCtxSynchronize");
	SYM(p_cuMemAlloc, "cuMemAlloc_v2");
	SYM(p_cuMemFree, "cuMemFree_v2");
	SYM(p_cuMemcpyHtoD, "cuMemcpyHtoD_v2");
	SYM(p_cuMemcpyDtoH, "cuMemcpyDtoH_v2");
	SYM(p_cuMemsetD8, "cuMemsetD8_v2");
	SYM(p_cuModuleLoadDataEx, "cuModuleLoadDataEx");
	SYM(p_cuModuleUnload, "cuModuleUnload");
	SYM(p_cuModuleGetFunction, "cuModuleGetFunction");
	SYM(p_cuModuleGetGlobal, "cuModuleGetGlobal_v2");
	SYM(p_cuFuncSetAttribute, "cuFuncSetAttribute");
	SYM(p_cuLaunchKernel, "cuLaunchKernel");
	SYM(p_cuGetErrorString, "cuGetErrorString");
	SYM(p_cuGetErrorName, "cuGetErrorName");
	return 0;
}

#define LOADED(f)                          \
	do {                               \
		if (lib == NULL || f == NULL) \
			return KILN_CU_NOT_LOADED; \
	} while (0)

int kiln_cu_init(void)
{
	LOADED(p_cuInit);
	return p_cuInit(0);
}

int kiln_cu_driver_version(int *v)
{
	LOADED(p_cuDriverGetVersion);
	return p_cuDriverGetVersion(v);
}

int kiln_cu_device_count(int *n)
{
	LOADED(p_cuDeviceGetCount);
	return p_cuDeviceGetCount(n);
}

int kiln_cu_device_get(int *dev, int ordinal)
{
	LOADED(p_cuDeviceGet);
	return p_cuDeviceGet(dev, ordinal);
}

int kiln_cu_device_attribute(int *v, int attr, int dev)
{
	LOADED(p_cuDeviceGetAttribute);
	return p_cuDeviceGetAttribute(v, attr, dev);
}

int kiln_cu_device_name(char *name, int len, int dev)
{
	LOADED(p_cuDeviceGetName);
	return p_cuDeviceGetName(name, len, dev);
}

int kiln_cu_primary_ctx(uintptr_t *ctx, int dev)
{
	LOADED(p_cuDevicePrimaryCtxRetain);
	CUcontext c = NULL;
	int r = p_cuDevicePrimaryCtxRetain(&c, dev);
	*ctx = (uintptr_t)c;
	return r;
}

int kiln_cu_ctx_set_current(uintptr_t ctx)
{
	LOADED(p_cuCtxSetCurrent);
	return p_cuCtxSetCurrent((CUcontext)ctx);
}

int kiln_cu_ctx_synchronize(void)
{
	LOADED(p_cuCtxSynchronize);
	return p_cuCtxSynchronize();
}

int kiln_cu_mem_alloc(uint64_t *p, uint64_t n)
{
	LOADED(p_cuMemAlloc);
	CUdeviceptr d = 0;
	int r = p_cuMemAlloc(&d, (size_t)n);
	*p = (uint64_t)d;
	return r;
}

int kiln_cu_mem_free(uint64_t p)
{
	LOADED(p_cuMemFree);
	return p_cuMemFree((CUdeviceptr)p);
}

int kiln_cu_memcpy_htod(uint64_t dst, uintptr_t src, uint64_t n)
{
	LOADED(p_cuMemcpyHtoD);
	return p_cuMemcpyHtoD((CUdeviceptr)dst, (const void *)src, (size_t)n);
}

int kiln_cu_memcpy_dtoh(uintptr_t dst, uint64_t src, uint64_t n)
{
	LOADED(p_cuMemcpyDtoH);
	return p_cuMemcpyDtoH((void *)dst, (CUdeviceptr)src, (size_t)n);
}

int kiln_cu_memset_d8(uint64_t dst, unsigned char v, uint64_t n)
{
	LOADED(p_cuMemsetD8);
	return p_cuMemsetD8((CUdeviceptr)dst, v, (size_t)n);
}

/* CU_JIT_INFO_LOG_BUFFER (3), CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES (4),
 * CU_JIT_ERROR_LOG_BUFFER (5), CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES (6): the
 * PTX assembler's messages, reported with CUDA_ERROR_INVALID_PTX. */
int kiln_cu_module_load(uintptr_t *mod, const char *ptx, char *log, int loglen)
{
	LOADED(p_cuModuleLoadDataEx);
	int opts[2] = {5, 6};
	void *vals[2] = {(void *)log, (void *)(uintptr_t)loglen};
	CUmodule m = NULL;
	if (loglen > 0)
		log[0] = 0;
	int r = p_cuModuleLoadDataEx(&m, ptx, 2, opts, vals);
	*mod = (uintptr_t)m;
	return r;
}

int kiln_cu_module_unload(uintptr_t mod)
{
	LOADED(p_cuModuleUnload);
	return p_cuModuleUnload((CUmodule)mod);
}

int kiln_cu_module_function(uintptr_t *fn, uintptr_t mod, const char *name)
{
	LOADED(p_cuModuleGetFunction);
	CUfunction f = NULL;
	int r = p_cuModuleGetFunction(&f, (CUmodule)mod, name);
	*fn = (uintptr_t)f;
	return r;
}

int kiln_cu_module_global(uint64_t *p, uint64_t *size, uintptr_t mod, const char *name)
{
	LOADED(p_cuModuleGetGlobal);
	CUdeviceptr d = 0;
	size_t n = 0;
	int r = p_cuModuleGetGlobal(&d, &n, (CUmodule)mod, name);
	*p = (uint64_t)d;
	*size = (uint64_t)n;
	return r;
}

int kiln_cu_func_set_attribute(uintptr_t fn, int attr, int value)
{
	LOADED(p_cuFuncSetAttribute);
	return p_cuFuncSetAttribute((CUfunction)fn, attr, value);
}

/* params: nparams pointers, each to one argument's bytes (the kernel's
 * parameter layout); the default stream; no `extra`. */
int kiln_cu_launch(uintptr_t fn, const uint32_t *grid, const uint32_t *block, uint32_t shmem, void **params)
{
	LOADED(p_cuLaunchKernel);
	return p_cuLaunchKernel((CUfunction)fn, grid[0], grid[1], grid[2], block[0], block[1], block[2], shmem,
				NULL, params, NULL);
}

const char *kiln_cu_error_string(int code)
{
	const char *s = NULL;
	if (p_cuGetErrorString == NULL || p_cuGetErrorString(code, &s) != 0 || s == NULL)
		return "unknown error";
	return s;
}

const char *kiln_cu_error_name(int code)
{
	const char *s = NULL;
	if (p_cuGetErrorName == NULL || p_cuGetErrorName(code, &s) != 0 || s == NULL)
		return "CUDA_ERROR_UNKNOWN";
	return s;
}
