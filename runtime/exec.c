/*
 * exec.c — the Kiln thread, the executor (kiln_exec), exceptions and the
 * stack limit.
 *
 * All Kiln code runs on one OS thread created here, with a large stack.
 * Everything that generated code touches without locks (the handler stack,
 * the current exception, kiln_stack_limit, the collected heap) belongs to
 * that thread.
 */
#define _GNU_SOURCE
#include "kiln_internal.h"
#include "kiln_gc.h"

#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* ---- Exceptions ------------------------------------------------------- */

typedef struct kiln_handler {
	jmp_buf jb; /* first: generated code calls _setjmp(h) */
	struct kiln_handler *prev;
	/* The exception being handled when the try began (NULL outside any
	 * catch block): what its catch block restores when it is left. */
	void *exc;
} kiln_handler;

_Static_assert(offsetof(kiln_handler, jb) == 0, "jmp_buf must come first");
_Static_assert(sizeof(kiln_handler) <= KILN_HANDLER_SIZE,
               "KILN_HANDLER_SIZE too small");

static kiln_handler *handler_top;
/* Globals in .data/.bss are roots for the collector, so the exception in
 * flight and the last one that escaped stay alive. */
/* Julia's exception stack: current_exc is its top entry (NULL when empty),
 * each entry an exc_node (see kiln_exception_stack). */
typedef struct exc_node {
	void *exc;
	struct exc_node *prev;
	int64_t bt_len;
	void *bt[];
} exc_node;
static exc_node *current_exc;
/* The entry used when no memory is left for a new one. */
static exc_node *spare_node;
/* The caught handler's exc, set by the throw that reaches it and read by
 * the first instruction of its catch block (kiln_catch_state). */
static void *catch_state;
static void *last_uncaught;
static void *stackoverflow_error;
static void *bt_buf[KILN_BT_MAX];
static int32_t bt_len;

uintptr_t kiln_stack_limit; /* 0 until the thread starts: never below it */

static __thread int on_kiln;
static uintptr_t stack_lo, stack_hi;
static int64_t kiln_tid;

int kiln_on_kiln_thread(void) { return on_kiln; }

void kiln_stack_bounds(uintptr_t *lo, uintptr_t *hi)
{
	*lo = stack_lo;
	*hi = stack_hi;
}

int64_t kiln_thread_tid(void) { return kiln_tid; }

void kiln_push_handler(void *h)
{
	kiln_handler *k = h;
	k->prev = handler_top;
	k->exc = current_exc;
	handler_top = k;
}

void kiln_pop_handler(void)
{
	if (handler_top != NULL)
		handler_top = handler_top->prev;
}

void *kiln_current_exception(void) { return current_exc != NULL ? current_exc->exc : NULL; }

/* A new top entry for exc above prev, with backtrace bt (n entries). The
 * entries are collected blocks (scanned: they hold the exception and the
 * entry below). */
static exc_node *new_exc_node(void *exc, exc_node *prev, void *const *bt, int64_t n)
{
	exc_node *e = kiln_gc_malloc(sizeof(exc_node) + (size_t)n * sizeof(void *));
	if (e == NULL) {
		if (spare_node == NULL)
			spare_node = kiln_gc_malloc(sizeof(exc_node));
		if (spare_node == NULL)
			kiln_fatal("out of memory for the exception stack");
		e = spare_node;
		spare_node = NULL;
		n = 0;
	}
	e->exc = exc;
	e->prev = prev;
	e->bt_len = n;
	if (n > 0)
		memcpy(e->bt, bt, (size_t)n * sizeof(void *));
	return e;
}

/* Base.current_exceptions: the exceptions of the stack, bottom first (up
 * to cap of them into out; the depth when out is NULL). */
int64_t kiln_exception_stack(void **out, int64_t cap)
{
	int64_t n = 0;
	for (exc_node *e = current_exc; e != NULL; e = e->prev)
		n++;
	if (out == NULL)
		return n;
	int64_t i = n;
	for (exc_node *e = current_exc; e != NULL; e = e->prev) {
		i--;
		if (i < cap)
			out[i] = e->exc;
	}
	return n < cap ? n : cap;
}

/* The backtrace of entry i (1: the bottom) of the exception stack, up to
 * cap return addresses into out (the count when out is NULL; -1 when
 * there is no entry i). */
int64_t kiln_exception_backtrace(int64_t i, void **out, int64_t cap)
{
	int64_t n = 0;
	for (exc_node *e = current_exc; e != NULL; e = e->prev)
		n++;
	if (i < 1 || i > n)
		return -1;
	exc_node *e = current_exc;
	for (int64_t k = n; k > i; k--)
		e = e->prev;
	if (out == NULL)
		return e->bt_len;
	int64_t m = e->bt_len < cap ? e->bt_len : cap;
	if (m > 0)
		memcpy(out, e->bt, (size_t)m * sizeof(void *));
	return m;
}

/* Julia's exception stack, as far as Kiln keeps it: current_exc is its top
 * (NULL when empty), and each try remembers the top it began with. A catch
 * block starts by reading that (kiln_catch_state) and gives it back to
 * kiln_pop_exception wherever it is left other than by a throw (falling off
 * its end, return, break, continue), so that after it rethrow() is
 * "not allowed outside a catch block" again, or rethrows the exception of
 * an enclosing catch block. A throw out of a catch block leaves the top to
 * the handler that catches it, which restores its own try's. */
void *kiln_catch_state(void) { return catch_state; }

void kiln_pop_exception(void *state) { current_exc = (exc_node *)state; }

void kiln_set_stackoverflow_error(void *exc) { stackoverflow_error = exc; }

/* Walks the frame-pointer chain from fp (the frame of kiln_throw or
 * kiln_throw_stackoverflow): fp[0] is the caller's saved frame pointer,
 * fp[1] the return address into the caller. Stops at the catching handler's
 * frame (it lives in the catcher's frame, below the catcher's saved frame
 * pointer, so frames inside the catcher have fp < h), at the ends of the
 * Kiln stack, at a chain that does not grow upward (a frame compiled without
 * frame pointers) or after KILN_BT_MAX entries. */
static int32_t walk_frames(void **fp, uintptr_t lim, void **out, int32_t cap)
{
	int32_t n = 0;
	if (lim > stack_hi)
		lim = stack_hi;
	while (n < cap) {
		uintptr_t a = (uintptr_t)fp;
		if (a < stack_lo || a + 2 * sizeof(void *) > lim || (a & 7) != 0)
			break;
		void *ret = fp[1];
		if (ret == NULL)
			break;
		out[n++] = ret;
		void **next = fp[0];
		if ((uintptr_t)next <= a)
			break;
		fp = next;
	}
	return n;
}

static void record_backtrace(void **fp)
{
	uintptr_t lim = handler_top != NULL ? (uintptr_t)handler_top : stack_hi;
	bt_len = walk_frames(fp, lim, bt_buf, KILN_BT_MAX);
}

/* Base.catch_backtrace: the return addresses recorded by the last throw
 * (up to cap of them into out; the count when out is NULL). */
int32_t kiln_catch_backtrace(void **out, int32_t cap)
{
	void *const *src = bt_buf;
	int32_t len = bt_len;
	/* The current exception's own backtrace (a rethrow keeps it). */
	if (current_exc != NULL) {
		src = current_exc->bt;
		len = (int32_t)current_exc->bt_len;
	}
	if (out == NULL)
		return len;
	int32_t n = len < cap ? len : cap;
	if (n > 0)
		memcpy(out, src, (size_t)n * sizeof(void *));
	return n;
}

/* Base.backtrace: the return addresses of the calls active now, from the
 * caller of this function up to the base of the running stack. */
__attribute__((noinline)) int32_t kiln_backtrace_here(void **out, int32_t cap)
{
	return walk_frames(__builtin_frame_address(0), stack_hi, out, cap);
}

/* Unwinds to the innermost handler with top as the exception stack's top
 * entry. */
static _Noreturn void unwind(exc_node *top)
{
	kiln_handler *h = handler_top;
	if (!on_kiln)
		kiln_fatal("exception thrown outside the Kiln thread");
	if (h == NULL)
		kiln_fatal("exception thrown with no handler (outside kiln_exec)");
	handler_top = h->prev;
	catch_state = h->exc;
	current_exc = top;
	longjmp(h->jb, 1);
}

/* A throw pushes exc, with the backtrace just recorded, onto the
 * exception stack (above the exceptions of the catch blocks it is thrown
 * from: Julia's jl_throw). */
static _Noreturn void throw_new(void *exc)
{
	unwind(new_exc_node(exc, current_exc, bt_buf, bt_len));
}

/* noinline and frame pointers: __builtin_frame_address(0) must be this
 * function's own frame so that the walk starts with the caller. */
__attribute__((noinline)) _Noreturn void kiln_throw(void *exc)
{
	record_backtrace(__builtin_frame_address(0));
	throw_new(exc);
}

/* rethrow(): the exception stack stays as it is (Julia's jl_rethrow). */
__attribute__((noinline)) _Noreturn void kiln_rethrow(void)
{
	if (current_exc == NULL)
		kiln_fatal("kiln_rethrow with no current exception");
	unwind(current_exc);
}

/* rethrow(exc): exc replaces the top exception, keeping its backtrace
 * (Julia's jl_rethrow_other). */
__attribute__((noinline)) _Noreturn void kiln_rethrow_other(void *exc)
{
	if (current_exc == NULL)
		kiln_fatal("kiln_rethrow_other with no current exception");
	unwind(new_exc_node(exc, current_exc->prev, current_exc->bt, current_exc->bt_len));
}

__attribute__((noinline)) _Noreturn void kiln_throw_stackoverflow(void)
{
	if (stackoverflow_error == NULL)
		kiln_fatal("stack overflow (no StackOverflowError registered)");
	record_backtrace(__builtin_frame_address(0));
	throw_new(stackoverflow_error);
}

/* Runs fn(arg) under a fresh handler on the Kiln thread. Restores the
 * handler stack afterwards in both cases (a body that left a try without
 * popping cannot corrupt the caller's handlers). */
__attribute__((noinline)) static int run_handled(void (*fn)(void *), void *arg,
                                                 void **exc, void **bt,
                                                 int32_t bt_cap, int32_t *bt_n)
{
	kiln_handler h;
	kiln_handler *volatile saved = handler_top;
	kiln_push_handler(&h);
	if (_setjmp(h.jb) == 0) {
		fn(arg);
		handler_top = saved;
		current_exc = h.exc;
		if (exc != NULL)
			*exc = NULL;
		if (bt_n != NULL)
			*bt_n = 0;
		return 0;
	}
	handler_top = saved;
	exc_node *top = current_exc;
	last_uncaught = top->exc;
	if (exc != NULL)
		*exc = top->exc;
	/* The exception that escaped is not being handled by the code that
	 * runs next (the next top-level statement, the caller's catch). */
	current_exc = catch_state;
	int32_t n = top->bt_len < bt_cap ? (int32_t)top->bt_len : bt_cap;
	if (n < 0 || bt == NULL)
		n = 0;
	if (n > 0)
		memcpy(bt, top->bt, (size_t)n * sizeof(void *));
	if (bt_n != NULL)
		*bt_n = n;
	return 1;
}

/* ---- Per-task state ------------------------------------------------------ */

/* Tasks (task.c) each run on their own stack with their own handler chain:
 * a switch saves the running task's part of this file's state and loads
 * the next one's. The backtrace of the last throw (bt_buf) stays shared:
 * it is read by the catch that follows the throw, before any switch. */
void kiln_exec_state_save(kiln_exec_state *s)
{
	s->handler_top = handler_top;
	s->current_exc = current_exc;
	s->stack_lo = stack_lo;
	s->stack_hi = stack_hi;
	s->stack_limit = kiln_stack_limit;
}

void kiln_exec_state_load(const kiln_exec_state *s)
{
	handler_top = s->handler_top;
	current_exc = s->current_exc;
	stack_lo = s->stack_lo;
	stack_hi = s->stack_hi;
	kiln_stack_limit = s->stack_limit;
}

/* ---- The Kiln thread ---------------------------------------------------- */

typedef struct job {
	void (*fn)(void *);
	void *arg;
	void **exc;
	void **bt;
	int32_t bt_cap;
	int32_t *bt_n;
	int rc;
	int done;
} job;

static pthread_mutex_t init_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t init_cv = PTHREAD_COND_INITIALIZER;
static int started;   /* under init_mu */
static int ready;     /* atomic */
static int init_err;  /* under init_mu */

/* exec_mu serializes callers from other threads; job_mu/job_cv/done_cv hand
 * one job at a time to the Kiln thread. */
static pthread_mutex_t exec_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t job_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t job_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static job *pending;

/* Both sides of a hand-off spin briefly (some microseconds) before
 * sleeping on the condition variable: back-to-back calls (the compiler
 * allocating constants, a REPL) then cost well under the futex round trip.
 * The flags are only read here; they are written under job_mu, so sleeping
 * on the condition variable afterwards cannot miss a wake-up. */
#define SPIN_ITERS 4000

static void spin_until_set(void *const *p)
{
	for (int i = 0; i < SPIN_ITERS; i++) {
		if (__atomic_load_n(p, __ATOMIC_ACQUIRE) != NULL)
			return;
		__builtin_ia32_pause();
	}
}

static void spin_until_done(const int *p)
{
	for (int i = 0; i < SPIN_ITERS; i++) {
		if (__atomic_load_n(p, __ATOMIC_ACQUIRE))
			return;
		__builtin_ia32_pause();
	}
}

/* Asynchronous, process-directed signals are blocked on the Kiln thread so
 * that the kernel delivers them to Go's threads: Go's handlers then never
 * run on a thread executing JIT code with no alternate signal stack, and
 * Ctrl-C, SIGCHLD, profiling timers, etc. behave as in any Go program.
 * Synchronous signals (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP) stay
 * unblocked. SIGPIPE is blocked too, so a write to a closed pipe fails with
 * EPIPE (handled in io.c) instead of killing the process.
 *
 * When Go first attaches an M to this thread for a callback, it unblocks
 * the signals it wants every M to receive (SIGINT, SIGTERM, SIGCHLD,
 * SIGURG, SIGPROF, ...), and the M then stays attached; so the callback
 * trampolines re-block the set after each callback returns
 * (kiln_block_async_signals). Go code in callbacks therefore runs with them
 * blocked too: no asynchronous preemption or CPU profiling there, which only
 * matters for a callback that loops without function calls. */
static void async_signals(sigset_t *s)
{
	static const int sigs[] = {SIGHUP,  SIGINT,    SIGQUIT,  SIGTERM,
	                           SIGCHLD, SIGPIPE,   SIGALRM,  SIGVTALRM,
	                           SIGPROF, SIGURG,    SIGWINCH, SIGUSR1,
	                           SIGUSR2, SIGIO,     SIGTSTP,  SIGTTIN,
	                           SIGTTOU, SIGCONT};
	sigemptyset(s);
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaddset(s, sigs[i]);
}

void kiln_block_async_signals(void)
{
	sigset_t s;
	async_signals(&s);
	pthread_sigmask(SIG_BLOCK, &s, NULL);
}

static void *kiln_thread_main(void *unused)
{
	(void)unused;
	pthread_attr_t a;
	void *addr = NULL;
	size_t size = 0;

	on_kiln = 1;
	kiln_tid = (int64_t)syscall(SYS_gettid);
	/* For a thread created by pthread_create, glibc reports the usable
	 * stack (the guard page excluded) as [addr, addr+size). */
	if (pthread_getattr_np(pthread_self(), &a) != 0 ||
	    pthread_attr_getstack(&a, &addr, &size) != 0)
		kiln_fatal("cannot read the Kiln thread's stack bounds");
	pthread_attr_destroy(&a);
	stack_lo = (uintptr_t)addr;
	stack_hi = (uintptr_t)addr + size;
	kiln_stack_limit = stack_lo + KILN_STACK_MARGIN;

	kiln_gc_init(addr, (char *)addr + size);

	pthread_mutex_lock(&init_mu);
	__atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
	pthread_cond_broadcast(&init_cv);
	pthread_mutex_unlock(&init_mu);

	for (;;) {
		spin_until_set((void *const *)&pending);
		pthread_mutex_lock(&job_mu);
		while (pending == NULL)
			pthread_cond_wait(&job_cv, &job_mu);
		job *j = pending;
		pthread_mutex_unlock(&job_mu);

		j->rc = run_handled(j->fn, j->arg, j->exc, j->bt, j->bt_cap, j->bt_n);

		pthread_mutex_lock(&job_mu);
		__atomic_store_n(&pending, NULL, __ATOMIC_RELAXED);
		__atomic_store_n(&j->done, 1, __ATOMIC_RELEASE);
		pthread_cond_broadcast(&done_cv);
		pthread_mutex_unlock(&job_mu);
	}
	return NULL;
}

int kiln_rt_init(int64_t stack_bytes)
{
	pthread_mutex_lock(&init_mu);
	if (!started) {
		pthread_attr_t a;
		pthread_t t;
		sigset_t block, old;
		size_t sz = stack_bytes > 0 ? (size_t)stack_bytes : (size_t)KILN_DEFAULT_STACK;
		if (sz < 4 * KILN_STACK_MARGIN)
			sz = 4 * KILN_STACK_MARGIN;
		pthread_attr_init(&a);
		pthread_attr_setstacksize(&a, sz);
		pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
		/* The new thread inherits the mask in effect here. */
		async_signals(&block);
		pthread_sigmask(SIG_BLOCK, &block, &old);
		int err = pthread_create(&t, &a, kiln_thread_main, NULL);
		pthread_sigmask(SIG_SETMASK, &old, NULL);
		pthread_attr_destroy(&a);
		if (err != 0) {
			init_err = err;
			pthread_mutex_unlock(&init_mu);
			return err;
		}
		started = 1;
	}
	while (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE))
		pthread_cond_wait(&init_cv, &init_mu);
	pthread_mutex_unlock(&init_mu);
	return 0;
}

int kiln_exec(void (*fn)(void *), void *arg, void **exc, void **bt,
              int32_t bt_cap, int32_t *bt_len_out)
{
	if (on_kiln)
		return run_handled(fn, arg, exc, bt, bt_cap, bt_len_out);
	if (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) {
		int err = kiln_rt_init(0);
		if (err != 0) {
			errno = err;
			perror("kiln: cannot start the Kiln thread");
			abort();
		}
	}
	job j = {fn, arg, exc, bt, bt_cap, bt_len_out, 0, 0};
	pthread_mutex_lock(&exec_mu);
	pthread_mutex_lock(&job_mu);
	__atomic_store_n(&pending, &j, __ATOMIC_RELEASE);
	pthread_cond_signal(&job_cv);
	pthread_mutex_unlock(&job_mu);
	spin_until_done(&j.done);
	pthread_mutex_lock(&job_mu);
	while (!j.done)
		pthread_cond_wait(&done_cv, &job_mu);
	pthread_mutex_unlock(&job_mu);
	pthread_mutex_unlock(&exec_mu);
	return j.rc;
}

_Noreturn void kiln_fatal(const char *msg)
{
	kiln_io_emergency_flush();
	fprintf(stderr, "kiln: fatal: %s\n", msg);
	fflush(stderr);
	abort();
}

_Noreturn void kiln_exit(int32_t status)
{
	kiln_flush_all();
	int e = kiln_stdout_error();
	if (e != 0) {
		/* The program's output was lost: say so and fail (Julia throws an
		 * IOError at the failing write). */
		const char *name, *msg;
		kiln_uv_error(e, &name, &msg);
		fprintf(stderr, "ERROR: IOError: write: %s (%s)\n", msg, name);
		if (status == 0)
			status = 1;
	}
	exit(status);
}
