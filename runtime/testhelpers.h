/*
 * testhelpers.h — argument blocks of the test functions in testhelpers.c.
 * Pointer fields are uintptr_t so that Go fills them without unsafe
 * pointer conversions.
 */
#ifndef KILN_TESTHELPERS_H
#define KILN_TESTHELPERS_H

#include "kiln_internal.h"

typedef struct kiln_test_nest {
	uintptr_t e1, e2;
	uintptr_t inner, outer;
	int32_t body_done;
} kiln_test_nest;

typedef struct kiln_test_catch {
	uintptr_t exc;
	uintptr_t caught;
	int64_t rounds;
} kiln_test_catch;

typedef struct kiln_test_near {
	uintptr_t f;
	uintptr_t arg;
	uintptr_t site;
	uintptr_t result;
	uintptr_t frame; /* frame address of the calling frame */
	int64_t depth;
} kiln_test_near;

typedef struct kiln_test_dispatch {
	uintptr_t f;
	uintptr_t args[16];
	int32_t nargs;
	int64_t iters;
	uintptr_t site;
	uintptr_t last;
} kiln_test_dispatch;

typedef struct kiln_test_gc {
	uintptr_t t;
	int64_t n;
	int64_t heap_max;
	int64_t ok; /* the live chain was intact at the end */
} kiln_test_gc;

typedef struct kiln_test_str {
	int32_t op;
	int32_t base, pad;
	int64_t i;
	uint64_t u;
	double f;
	uintptr_t a, b;
	uintptr_t out;
	int64_t r;
} kiln_test_str;

extern uintptr_t kiln_test_ret[4];
extern int64_t kiln_test_max_depth;
extern int64_t kiln_test_entry_calls[2];

uintptr_t kiln_test_fn(int which);
uintptr_t kiln_test_entry(int which);
uintptr_t kiln_test_site_new(void);
void kiln_test_print(int kind, int64_t io, int64_t i, uint64_t u, double f, int32_t mode);

#endif
