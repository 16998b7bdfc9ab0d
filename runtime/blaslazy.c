/*
 * blaslazy.c — opening libopenblas on the first call of one of its
 * routines (see blaslazy.S for why).
 */
#include "kiln_internal.h"
#include "blas.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The soname Debian's libopenblas0 installs (scripts/deps.sh). */
#define KILN_OPENBLAS "libopenblas.so.0"

#define KILN_BLAS_SLOT_DECL(name) extern void *kiln_blasptr_##name;
KILN_BLAS_SYMBOLS(KILN_BLAS_SLOT_DECL)
#undef KILN_BLAS_SLOT_DECL

static struct {
	const char *name;
	void **slot;
} blas_slots[] = {
#define KILN_BLAS_SLOT(name) {#name, &kiln_blasptr_##name},
	KILN_BLAS_SYMBOLS(KILN_BLAS_SLOT)
#undef KILN_BLAS_SLOT
};

static pthread_once_t blas_once = PTHREAD_ONCE_INIT;
static void *blas_handle;
static char blas_error[512];

static void blas_open(void)
{
	blas_handle = dlopen(KILN_OPENBLAS, RTLD_NOW | RTLD_LOCAL);
	if (!blas_handle) {
		const char *e = dlerror();
		snprintf(blas_error, sizeof blas_error, "%s", e ? e : "unknown error");
		return;
	}
	for (size_t i = 0; i < sizeof blas_slots / sizeof blas_slots[0]; i++) {
		void *f = dlsym(blas_handle, blas_slots[i].name);
		if (f)
			__atomic_store_n(blas_slots[i].slot, f, __ATOMIC_RELEASE);
	}
}

void *kiln_blas_resolve(void **slot)
{
	pthread_once(&blas_once, blas_open);
	const char *name = "?";
	for (size_t i = 0; i < sizeof blas_slots / sizeof blas_slots[0]; i++)
		if (blas_slots[i].slot == slot)
			name = blas_slots[i].name;
	if (!blas_handle || dlsym(blas_handle, name) == NULL) {
		/* No Julia exception can be raised from inside a foreign call's
		 * arguments; the installation is broken, so say so and stop. */
		kiln_flush_all();
		if (!blas_handle)
			fprintf(stderr, "ERROR: could not load library \"%s\" for %s: %s\n"
				"(Kiln's LinearAlgebra needs OpenBLAS; scripts/deps.sh installs libopenblas-dev)\n",
				KILN_OPENBLAS, name, blas_error);
		else
			fprintf(stderr, "ERROR: could not load symbol \"%s\" from %s\n", name, KILN_OPENBLAS);
		exit(1);
	}
	return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}
