/*
 * callbacks.c — the C half of the Go API: protected calls from Go into the
 * runtime, and the trampolines through which C calls Go (the resolver, Do).
 *
 * Rules kept here:
 *  - Exceptions never unwind through Go frames. Every runtime function Go
 *    calls that can throw (allocation: out of memory) runs inside kiln_exec,
 *    whose handler turns the throw into a result.
 *  - Go code running on the Kiln thread (the resolver, Do) runs on a
 *    goroutine stack that the collector cannot scan, so collections are
 *    deferred while it runs (kiln_gc_disable nests).
 *  - Go unblocks signals on the thread when it attaches to it; they are
 *    blocked again after each callback (see exec.c).
 *  - Go panics must not cross C frames either; the Go side recovers them in
 *    the exported functions (see runtime.go).
 */
#include "kiln_internal.h"
#include "kiln_gc.h"
#include "_cgo_export.h"

enum { OP_EXEC, OP_ALLOC, OP_ALLOC_ATOMIC, OP_STRING, OP_TAKE, OP_COLLECT, OP_DO };

typedef struct go_call {
	int op;
	uintptr_t a, b;
	int64_t n;
	kiln_go_result *r;
} go_call;

static void go_thunk(void *p)
{
	go_call *c = p;
	kiln_go_result *r = c->r;
	switch (c->op) {
	case OP_EXEC:
		((void (*)(void *))c->a)((void *)c->b);
		break;
	case OP_ALLOC:
		r->value = (uintptr_t)kiln_alloc((kiln_type *)c->a, c->n);
		break;
	case OP_ALLOC_ATOMIC:
		r->value = (uintptr_t)kiln_alloc_atomic((kiln_type *)c->a, c->n);
		break;
	case OP_STRING:
		r->value = (uintptr_t)kiln_string_new((const uint8_t *)c->a, c->n);
		break;
	case OP_TAKE:
		r->value = (uintptr_t)kiln_io_take_string(c->n);
		break;
	case OP_COLLECT:
		r->value = (uintptr_t)kiln_gc_collect();
		break;
	case OP_DO:
		kiln_gc_disable();
		kilnGoDo(c->a);
		kiln_block_async_signals();
		kiln_gc_enable();
		break;
	}
}

static void protected_call(go_call *c)
{
	kiln_go_result *r = c->r;
	r->value = 0;
	r->exc = 0;
	r->bt_len = 0;
	r->threw = kiln_exec(go_thunk, c, (void **)&r->exc, (void **)r->bt, KILN_BT_MAX,
	                     &r->bt_len);
}

void kiln_go_exec(uintptr_t fn, uintptr_t arg, kiln_go_result *r)
{
	go_call c = {OP_EXEC, fn, arg, 0, r};
	protected_call(&c);
}

void kiln_go_alloc(uintptr_t t, int64_t size, int32_t atomic, kiln_go_result *r)
{
	go_call c = {atomic ? OP_ALLOC_ATOMIC : OP_ALLOC, t, 0, size, r};
	protected_call(&c);
}

void kiln_go_string_new(const char *p, int64_t n, kiln_go_result *r)
{
	go_call c = {OP_STRING, (uintptr_t)p, 0, n, r};
	protected_call(&c);
}

void kiln_go_take_string(int64_t io, kiln_go_result *r)
{
	go_call c = {OP_TAKE, 0, 0, io, r};
	protected_call(&c);
}

void kiln_go_collect(kiln_go_result *r)
{
	go_call c = {OP_COLLECT, 0, 0, 0, r};
	protected_call(&c);
}

void kiln_go_do(uintptr_t h, kiln_go_result *r)
{
	go_call c = {OP_DO, h, 0, 0, r};
	protected_call(&c);
}

/* The resolver as C sees it. kiln_apply_generic defers collections around
 * this call and throws the returned exception after it returned. */
static kiln_jlcall go_resolver(kiln_type **types, int32_t n, void **exc)
{
	uintptr_t e = 0;
	uintptr_t fn = kilnGoResolve((uintptr_t *)types, n, &e);
	kiln_block_async_signals();
	*exc = (void *)e;
	return (kiln_jlcall)fn;
}

void kiln_install_go_resolver(void) { kiln_set_resolver(go_resolver); }

/* Output to a Go writer (kiln_set_output_sink). On the Kiln thread the Go
 * code runs as any callback does: collections deferred, asynchronous
 * signals blocked again afterwards. p is never in the collected heap's
 * reach of the callback (Go copies it before returning). */
void kiln_output_to_go(int which, const uint8_t *p, size_t n)
{
	int on = kiln_on_kiln_thread();
	if (on)
		kiln_gc_disable();
	kilnGoOutput(which, (uint8_t *)p, (int64_t)n);
	if (on) {
		kiln_block_async_signals();
		kiln_gc_enable();
	}
}
