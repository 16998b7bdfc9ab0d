/* shim.h — types shared by the driver's C helpers (shim.c) and Go. */
#ifndef KILN_SHIM_H
#define KILN_SHIM_H
#include <stdint.h>

#define KILN_TUPLE_MAX 8
#define KILN_TUPLE_CACHE 256

/* The layout of a tuple type made of the run-time types elem[0..n). */
typedef struct {
	int32_t valid;
	int32_t n;
	void *elem[KILN_TUPLE_MAX];  /* the elements' descriptors (the key) */
	uintptr_t desc;              /* the tuple's descriptor */
	uintptr_t instance;          /* non-zero: the tuple is a singleton */
	int64_t size;
	int64_t off[KILN_TUPLE_MAX];
	int64_t len[KILN_TUPLE_MAX]; /* bytes copied inline; -1: a pointer stored; 0: nothing */
} kiln_tuple_layout;

#endif
