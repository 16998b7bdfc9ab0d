/*
 * kiln_gc.h — the runtime's internal allocation interface.
 *
 * Everything the runtime needs from a garbage collector goes through these
 * functions, implemented for the Boehm–Demers–Weiser collector in
 * gc_boehm.c. A precise collector replaces that one file (and learns about
 * object layouts through the type descriptors kiln_alloc already stores).
 *
 * Not part of the ABI: generated code never calls these directly.
 */
#ifndef KILN_GC_H
#define KILN_GC_H

#include <stddef.h>
#include <stdint.h>

/* Initializes the collector. Must run on the Kiln thread (the only thread
 * that ever allocates from the collected heap), whose stack is
 * [stack_lo, stack_hi). */
void kiln_gc_init(void *stack_lo, void *stack_hi);
/* 1 once kiln_gc_init returned. */
int kiln_gc_ready(void);

/* Allocations; NULL when out of memory. Kiln thread only. Blocks of n
 * bytes, the first `off` bytes of which hold the header; the collector
 * must treat pointers to base+off as pointing to the block (off is one of
 * KILN_GC_DISPLACEMENTS). kiln_gc_malloc zeroes; kiln_gc_malloc_atomic does
 * not and its block is never scanned for pointers. */
#define KILN_GC_DISPLACEMENT_SMALL 8
#define KILN_GC_DISPLACEMENT_LARGE 16
void *kiln_gc_malloc(size_t n);
void *kiln_gc_malloc_atomic(size_t n);

/* A word that is scanned as a root and never freed. Any thread (after
 * kiln_gc_init). */
void **kiln_gc_root_slot(void);

/* Collections are deferred while disabled (nesting counts). Kiln thread. */
void kiln_gc_disable(void);
void kiln_gc_enable(void);

void kiln_gc_collect_now(void);
/* Bytes the collector has mapped for its heap. */
int64_t kiln_gc_heap_bytes(void);
/* Heap bytes not free (live plus not yet swept garbage). */
int64_t kiln_gc_used_bytes(void);
/* Bytes allocated since start (monotonic). */
int64_t kiln_gc_allocated_bytes(void);
/* Number of collections so far. */
int64_t kiln_gc_collections(void);
/* Bounds the heap at n bytes (0: unbounded); an allocation that would
 * grow it past the bound fails (NULL). Any thread, any time. */
void kiln_gc_set_heap_limit(int64_t n);

/* The block that p points into (its base), or NULL when p is not in the
 * collected heap; the size in bytes of the block at base. Kiln thread. */
void *kiln_gc_base(void *p);
size_t kiln_gc_block_size(void *base);
/* Calls fn(payload) once the collector finds the object whose payload is
 * at payload (off bytes into its block) unreachable, before its memory is
 * reused (a C-level finalizer: fn must not allocate or run Kiln code).
 * Kiln thread. */
void kiln_gc_on_collect(void *payload, void (*fn)(void *payload));

/* Root extensions of the collector (Kiln thread): the cold end of the stack
 * being run, and a procedure that reports further stack ranges (suspended
 * tasks) at each collection through push(lo, hi), scanned as stacks are. */
void kiln_gc_set_stack_bottom(void *hi);
void kiln_gc_set_stack_roots(void (*fn)(void (*push)(void *lo, void *hi)));

#endif /* KILN_GC_H */
