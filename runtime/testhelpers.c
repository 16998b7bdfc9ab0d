/*
 * testhelpers.c — C functions for the package's tests (Go test files cannot
 * contain C). They do what generated code does: frame pointers, a stack
 * limit check in every prologue, handlers over _setjmp, dynamic calls
 * through kiln_apply_generic.
 */
#include "testhelpers.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline, noclone))
/* Keeps a call from becoming a tail call (its frame must stay visible). */
#define NOTAIL() __asm__ volatile("" ::: "memory")

static int stack_ok(void)
{
	return (uintptr_t)__builtin_frame_address(0) >= kiln_stack_limit;
}

/* ---- throw through three frames ----------------------------------------- */

uintptr_t kiln_test_ret[4];

NOINLINE static void thrower1(void *v)
{
	kiln_test_ret[1] = (uintptr_t)__builtin_return_address(0);
	kiln_throw(v);
}

NOINLINE static void thrower2(void *v)
{
	kiln_test_ret[2] = (uintptr_t)__builtin_return_address(0);
	thrower1(v);
	NOTAIL();
}

NOINLINE static void thrower3(void *v)
{
	kiln_test_ret[3] = (uintptr_t)__builtin_return_address(0);
	thrower2(v);
	NOTAIL();
}

/* Exec entry: throws arg, uncaught. */
NOINLINE void kiln_test_throw3(void *v)
{
	thrower3(v);
	NOTAIL();
}

/* Exec entry: catches e1 thrown three frames down, rethrows it to an outer
 * handler, catches it there, then throws e2 uncaught (which must reach the
 * exec's handler: both handlers are gone). */
NOINLINE void kiln_test_nested(void *p)
{
	kiln_test_nest *t = p;
	_Alignas(16) char outer[KILN_HANDLER_SIZE];
	_Alignas(16) char inner[KILN_HANDLER_SIZE];
	kiln_push_handler(outer);
	if (_setjmp((struct __jmp_buf_tag *)outer) == 0) {
		kiln_push_handler(inner);
		if (_setjmp((struct __jmp_buf_tag *)inner) == 0) {
			thrower3((void *)t->e1);
			kiln_pop_handler();
			t->body_done = 1;
		} else {
			t->inner = (uintptr_t)kiln_current_exception();
			kiln_rethrow();
		}
		kiln_pop_handler();
		t->body_done = 1;
	} else {
		t->outer = (uintptr_t)kiln_current_exception();
	}
	kiln_throw((void *)t->e2);
}

/* Exec entry: a try that catches and returns normally. */
NOINLINE void kiln_test_try_catch(void *p)
{
	kiln_test_catch *t = p;
	for (int64_t i = 0; i < t->rounds; i++) {
		_Alignas(16) char h[KILN_HANDLER_SIZE];
		kiln_push_handler(h);
		if (_setjmp((struct __jmp_buf_tag *)h) == 0) {
			thrower3((void *)t->exc);
			kiln_pop_handler();
			t->caught = 0;
			return;
		}
		t->caught = (uintptr_t)kiln_current_exception();
	}
}

/* Exec entry: catch, then rethrow uncaught (the backtrace must be the
 * original one). */
NOINLINE void kiln_test_rethrow(void *v)
{
	_Alignas(16) char h[KILN_HANDLER_SIZE];
	kiln_push_handler(h);
	if (_setjmp((struct __jmp_buf_tag *)h) == 0) {
		thrower3(v);
		kiln_pop_handler();
		return;
	}
	kiln_rethrow();
}

/* ---- stack overflow -------------------------------------------------------- */

int64_t kiln_test_max_depth;

NOINLINE static int64_t deep(int64_t n)
{
	volatile char pad[32];
	if (!stack_ok())
		kiln_throw_stackoverflow();
	if (n == INT64_MAX) /* never: keeps -Winfinite-recursion quiet */
		return 0;
	pad[0] = (char)n;
	if (n > kiln_test_max_depth)
		kiln_test_max_depth = n;
	int64_t r = deep(n + 1);
	return r + pad[0];
}

/* Exec entry: unbounded recursion. */
NOINLINE void kiln_test_deep(void *unused)
{
	(void)unused;
	kiln_test_max_depth = 0;
	deep(0);
	NOTAIL();
}

/* Exec entry: recurses until the frame is within 4 KiB above the limit,
 * then makes a dynamic call there (the resolver callback runs with almost
 * no Kiln stack left). */
NOINLINE static void *near_limit(kiln_test_near *t, int64_t n)
{
	volatile char pad[64];
	uintptr_t fp = (uintptr_t)__builtin_frame_address(0);
	if (!stack_ok())
		kiln_throw_stackoverflow();
	if (fp < kiln_stack_limit + 4096) {
		t->frame = fp;
		t->depth = n;
		void *args[1] = {(void *)t->arg};
		return kiln_apply_generic((void *)t->f, args, 1, (kiln_callsite *)t->site);
	}
	pad[0] = 1;
	void *r = near_limit(t, n + 1);
	return pad[0] ? r : NULL;
}

NOINLINE void kiln_test_near_limit(void *p)
{
	kiln_test_near *t = p;
	t->result = (uintptr_t)near_limit(t, 0);
	NOTAIL();
}

/* ---- dispatch ----------------------------------------------------------------- */

int64_t kiln_test_entry_calls[2];

static void *entry_a(void *f, void **args, int32_t n)
{
	kiln_test_entry_calls[0]++;
	return n > 0 ? args[0] : f;
}

static void *entry_b(void *f, void **args, int32_t n)
{
	(void)args;
	(void)n;
	kiln_test_entry_calls[1]++;
	return f;
}

uintptr_t kiln_test_entry(int which) { return which == 0 ? (uintptr_t)entry_a : (uintptr_t)entry_b; }

uintptr_t kiln_test_site_new(void) { return (uintptr_t)calloc(1, sizeof(kiln_callsite)); }

NOINLINE void kiln_test_dispatch_loop(void *p)
{
	kiln_test_dispatch *t = p;
	for (int64_t i = 0; i < t->iters; i++)
		t->last = (uintptr_t)kiln_apply_generic((void *)t->f, (void **)t->args, t->nargs,
		                                        (kiln_callsite *)t->site);
}

/* ---- allocation --------------------------------------------------------------- */

/* Exec entry: n allocations of 16-byte objects {prev, index}, linked in
 * chains of 1000 (so that only the current chain is live), checking that
 * the live chain is intact afterwards. */
NOINLINE void kiln_test_gc_churn(void *p)
{
	kiln_test_gc *t = p;
	void **prev = NULL;
	int64_t chain_start = 0;
	t->heap_max = 0;
	for (int64_t i = 0; i < t->n; i++) {
		if (i % 1000 == 0) {
			prev = NULL;
			chain_start = i;
		}
		void **o = kiln_alloc((kiln_type *)t->t, 16);
		o[0] = prev;
		o[1] = (void *)(uintptr_t)(2 * i + 1); /* odd: never a pointer */
		prev = o;
		if ((i & 0xfffff) == 0) {
			int64_t h = kiln_gc_heap_size();
			if (h > t->heap_max)
				t->heap_max = h;
		}
	}
	int64_t h = kiln_gc_heap_size();
	if (h > t->heap_max)
		t->heap_max = h;
	kiln_gc_collect();
	t->ok = 1;
	int64_t k = t->n - 1;
	for (void **o = prev; o != NULL; o = o[0], k--)
		if (kiln_typeof(o) != (kiln_type *)t->t || o[1] != (void *)(uintptr_t)(2 * k + 1))
			t->ok = 0;
	if (k != chain_start - 1)
		t->ok = 0;
}

/* ---- printing ----------------------------------------------------------------- */

void kiln_test_print(int kind, int64_t io, int64_t i, uint64_t u, double f, int32_t mode)
{
	switch (kind) {
	case 0:
		kiln_print_i64(io, i);
		break;
	case 1:
		kiln_print_u64(io, u);
		break;
	case 2:
		kiln_show_uhex(io, u, mode);
		break;
	case 3:
		kiln_print_f64(io, f);
		break;
	case 4:
		kiln_print_f32(io, (float)f, mode);
		break;
	case 5:
		kiln_print_char(io, (uint32_t)u);
		break;
	}
}

/* String functions through Exec (they allocate). */
NOINLINE void kiln_test_string_op(void *p)
{
	kiln_test_str *t = p;
	switch (t->op) {
	case 0:
		t->out = (uintptr_t)kiln_string_from_i64(t->i);
		break;
	case 1:
		t->out = (uintptr_t)kiln_string_from_u64(t->u, t->base, t->pad);
		break;
	case 2:
		t->out = (uintptr_t)kiln_string_from_i64_base(t->i, t->base, t->pad);
		break;
	case 3:
		t->out = (uintptr_t)kiln_string_from_f64(t->f);
		break;
	case 4:
		t->out = (uintptr_t)kiln_string_from_f32((float)t->f, t->pad);
		break;
	case 5:
		t->out = (uintptr_t)kiln_string_concat((void *)t->a, (void *)t->b);
		break;
	case 6:
		t->r = kiln_string_eq((void *)t->a, (void *)t->b);
		break;
	case 7:
		t->r = kiln_string_cmp((void *)t->a, (void *)t->b);
		break;
	}
}

uintptr_t kiln_test_fn(int which)
{
	static void (*const fns[])(void *) = {
	    kiln_test_throw3, kiln_test_nested,      kiln_test_try_catch,
	    kiln_test_rethrow, kiln_test_deep,       kiln_test_near_limit,
	    kiln_test_dispatch_loop, kiln_test_gc_churn, kiln_test_string_op,
	};
	if (which < 0 || which >= (int)(sizeof fns / sizeof fns[0]))
		return 0;
	return (uintptr_t)fns[which];
}
