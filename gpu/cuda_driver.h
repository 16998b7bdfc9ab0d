/* Wrappers of the CUDA driver API loaded with dlopen (cuda_driver.c). */
#ifndef KILN_CUDA_DRIVER_H
#define KILN_CUDA_DRIVER_H
#include <stdint.h>

/* Returned by every wrapper when libcuda is not open (not a CUresult). */
#define KILN_CU_NOT_LOADED (-1)

int kiln_cu_open(const char *path, char *err, int errlen);
int kiln_cu_init(void);
int kiln_cu_driver_version(int *v);
int kiln_cu_device_count(int *n);
int kiln_cu_device_get(int *dev, int ordinal);
int kiln_cu_device_attribute(int *v, int attr, int dev);
int kiln_cu_device_name(char *name, int len, int dev);
int kiln_cu_primary_ctx(uintptr_t *ctx, int dev);
int kiln_cu_ctx_set_current(uintptr_t ctx);
int kiln_cu_ctx_synchronize(void);
int kiln_cu_mem_alloc(uint64_t *p, uint64_t n);
int kiln_cu_mem_free(uint64_t p);
int kiln_cu_memcpy_htod(uint64_t dst, uintptr_t src, uint64_t n);
int kiln_cu_memcpy_dtoh(uintptr_t dst, uint64_t src, uint64_t n);
int kiln_cu_memset_d8(uint64_t dst, unsigned char v, uint64_t n);
int kiln_cu_module_load(uintptr_t *mod, const char *ptx, char *log, int loglen);
int kiln_cu_module_unload(uintptr_t mod);
int kiln_cu_module_function(uintptr_t *fn, uintptr_t mod, const char *name);
int kiln_cu_module_global(uint64_t *p, uint64_t *size, uintptr_t mod, const char *name);
int kiln_cu_func_set_attribute(uintptr_t fn, int attr, int value);
int kiln_cu_launch(uintptr_t fn, const uint32_t *grid, const uint32_t *block, uint32_t shmem, void **params);
const char *kiln_cu_error_string(int code);
const char *kiln_cu_error_name(int code);

#endif
