/*
 * kiln_internal.h — declarations shared by the runtime's C files and its Go
 * side; not part of the ABI with generated code.
 */
#ifndef KILN_INTERNAL_H
#define KILN_INTERNAL_H

#include "kiln_rt.h"

#include <stdint.h>

/* Default stack of the Kiln thread, and the part of it below
 * kiln_stack_limit that is reserved for runtime, libc, collector and Go
 * callback frames once generated code has hit the limit. */
#define KILN_DEFAULT_STACK (64ll << 20)
#define KILN_STACK_MARGIN (256 << 10)

/* Backtrace entries kept per throw. */
#define KILN_BT_MAX 1024

/* 1 on the Kiln thread. */
int kiln_on_kiln_thread(void);
/* The Kiln thread's stack [lo, hi) and its Linux thread id (0 before
 * init). */
void kiln_stack_bounds(uintptr_t *lo, uintptr_t *hi);
int64_t kiln_thread_tid(void);

/* Re-blocks the asynchronous signals on the Kiln thread (after a Go
 * callback: see exec.c). */
void kiln_block_async_signals(void);

/* Output redirection to Go writers (runtime.SetOutput): which is 1
 * (stdout) or 2 (stderr). kiln_output_to_go is the callback into Go. */
void kiln_set_output_sink(int which, int on);
void kiln_output_to_go(int which, const uint8_t *p, size_t n);

/* Prints "kiln: fatal: msg" to stderr (after flushing stdout) and aborts. */
_Noreturn void kiln_fatal(const char *msg);

/* Flushes stdout unless a stream operation is in progress (fatal paths). */
void kiln_io_emergency_flush(void);

/* Where a protected call from Go leaves its outcome. */
typedef struct kiln_go_result {
	uintptr_t value;
	uintptr_t exc; /* uintptr_t, not void*: Go never sees pointer fields */
	int32_t threw;
	int32_t bt_len;
	uintptr_t bt[KILN_BT_MAX];
} kiln_go_result;

/* Go-side entry points, each run through kiln_exec (on the Kiln thread,
 * under a handler), so an exception raised by the runtime (out of memory)
 * never unwinds through Go frames. */
void kiln_go_exec(uintptr_t fn, uintptr_t arg, kiln_go_result *r);
void kiln_go_alloc(uintptr_t t, int64_t size, int32_t atomic, kiln_go_result *r);
void kiln_go_string_new(const char *p, int64_t n, kiln_go_result *r);
void kiln_go_take_string(int64_t io, kiln_go_result *r);
void kiln_go_collect(kiln_go_result *r);
/* Runs the Go function behind cgo handle h on the Kiln thread (Do). */
void kiln_go_do(uintptr_t h, kiln_go_result *r);
/* Installs the Go resolver trampoline (callbacks.c). */
void kiln_install_go_resolver(void);

/* Symbol table for the JIT: name/address pairs, NULL-terminated. */
typedef struct kiln_symbol {
	const char *name;
	void *addr;
} kiln_symbol;
extern const kiln_symbol kiln_symbols[];
/* Entry i of kiln_symbols, NULL past the end. */
const kiln_symbol *kiln_symbol_at(int i);
/* Entry i of textlibs.c's table (PCRE2, utf8proc), NULL past the end. */
const kiln_symbol *kiln_text_symbol_at(int i);
/* Entry i of numlibs.c's table (GMP, MPFR), NULL past the end. */
const kiln_symbol *kiln_num_symbol_at(int i);

/* The part of the executor's state that belongs to the running task: its
 * exception handler chain, the exception being handled, its stack and
 * kiln_stack_limit (exec.c; switched by task.c). */
typedef struct kiln_exec_state {
	void *handler_top;
	void *current_exc;
	uintptr_t stack_lo, stack_hi, stack_limit;
} kiln_exec_state;
void kiln_exec_state_save(kiln_exec_state *s);
void kiln_exec_state_load(const kiln_exec_state *s);

/* Statistics. */
int64_t kiln_gc_used(void);
int64_t kiln_gc_count(void);

#endif /* KILN_INTERNAL_H */
