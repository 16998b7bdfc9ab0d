/*
 * task.c — Julia's tasks as coroutines on the Kiln thread.
 *
 * Julia started with one thread (its default) runs all tasks on that
 * thread, switching only where a task waits (wait, yield, take! on an empty
 * Channel, sleep, ...). Kiln does the same: Base's scheduler (base/task.jl)
 * decides which task runs next and calls kiln_task_switch, which suspends
 * the running task and resumes the other one on its own stack.
 *
 * A context is the C side of a task that has started: its stack (mapped
 * when the task first runs, with a guard page below it, returned to a small
 * pool when the task ends), its saved stack pointer while suspended, and its
 * part of the executor's state (exception handler chain, the exception being
 * handled, stack bounds and kiln_stack_limit; exec.c). The Kiln thread's own
 * stack is the root context, the one the program starts on (Julia's root
 * task).
 *
 * A switch saves the callee-saved registers on the running stack, stores
 * the stack pointer and loads the other one (x86-64: a few instructions
 * below; elsewhere ucontext). The collector is told which stack is running
 * (its stack bottom moves) and scans every suspended stack from its saved
 * stack pointer up (kiln_gc_set_stack_roots).
 *
 * Go frames. Go callbacks that run Julia code (eval, include, macro
 * expansion) push frames on one Go stack that is shared by every task, so a
 * task suspended inside such a callback may only resume once every callback
 * entered after it by other tasks has returned: the runtime records which
 * task entered each active callback, and kiln_task_switch refuses (returns
 * 1) to resume a task unless its callbacks are the innermost ones (a task
 * inside none can always resume); the scheduler runs another task instead.
 */
#define _GNU_SOURCE
#include "kiln_internal.h"
#include "kiln_gc.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

/* Each task's stack: 8 MiB reserved (pages are committed only when
 * touched), of which the last KILN_STACK_MARGIN above the guard page is
 * left to runtime, collector and Go frames, as on the Kiln thread. */
#define TASK_STACK_BYTES (8u << 20)
#define TASK_POOL_MAX 16

typedef struct kiln_ctx {
	void *sp; /* saved stack pointer while suspended */
#if !defined(__x86_64__)
	ucontext_t uc;
#endif
	char *map; /* the mapping (guard page first); NULL for the root */
	size_t map_size;
	kiln_exec_state st;
	/* The Julia function run first (called with the task) and the Task
	 * object; pushed as roots while the context lives. */
	void *entry;
	void *task;
	int32_t started;
	struct kiln_ctx *prev, *next; /* all live contexts */
} kiln_ctx;

static kiln_ctx root;
static kiln_ctx *current;
static kiln_ctx *live; /* list of live contexts, the root included */
static kiln_ctx *dead; /* ended, to be released by the next context to run */
/* The task that entered each active Go callback, outermost first. */
static kiln_ctx **go_owner;
static int32_t go_depth, go_cap;

static char *pool[TASK_POOL_MAX];
static int npool;

void kiln_go_enter(void)
{
	if (go_depth == go_cap) {
		int32_t cap = go_cap == 0 ? 64 : 2 * go_cap;
		kiln_ctx **o = realloc(go_owner, (size_t)cap * sizeof *o);
		if (o == NULL)
			kiln_fatal("out of memory recording a Go callback");
		go_owner = o;
		go_cap = cap;
	}
	go_owner[go_depth++] = current != NULL ? current : &root;
}

void kiln_go_leave(void)
{
	if (go_depth > 0)
		go_depth--;
}

/* Whether c may run now: every active callback from the first one c
 * entered up is c's own. */
static int resumable(kiln_ctx *c)
{
	int32_t d = 0;
	kiln_ctx *self = c == &root || c == NULL ? &root : c;
	while (d < go_depth && go_owner[d] != self)
		d++;
	for (; d < go_depth; d++)
		if (go_owner[d] != self)
			return 0;
	return 1;
}

static void push_stacks(void (*push)(void *lo, void *hi))
{
	for (kiln_ctx *c = live; c != NULL; c = c->next) {
		push(&c->entry, (char *)&c->task + sizeof(void *));
		if (c != current && c->started && c->sp != NULL)
			push(c->sp, (void *)c->st.stack_hi);
	}
}

static void init_root(void)
{
	if (current != NULL)
		return;
	if (!kiln_on_kiln_thread())
		kiln_fatal("tasks used outside the Kiln thread");
	root.started = 1;
	kiln_exec_state_save(&root.st);
	live = &root;
	current = &root;
	kiln_gc_set_stack_roots(push_stacks);
}

static void release(kiln_ctx *c)
{
	if (c->prev != NULL)
		c->prev->next = c->next;
	else
		live = c->next;
	if (c->next != NULL)
		c->next->prev = c->prev;
	if (c->map != NULL) {
		if (npool < TASK_POOL_MAX)
			pool[npool++] = c->map;
		else
			munmap(c->map, c->map_size);
	}
	free(c);
}

/* Runs on the context that was switched to: the one that ended before the
 * switch can now give back its stack. */
static void reap(void)
{
	if (dead != NULL) {
		kiln_ctx *d = dead;
		dead = NULL;
		release(d);
	}
}

/* ---- Switching ---------------------------------------------------------- */

#if defined(__x86_64__)
/* kiln_ctx_swap(save, sp): pushes the callee-saved registers and the SSE
 * and x87 control words, stores the stack pointer in *save, loads sp and
 * pops the same from there. A new context's stack is prepared to "return"
 * into kiln_ctx_boot. */
void kiln_ctx_swap(void **save, void *sp);
void kiln_ctx_boot(void);
__asm__(".text\n"
        ".p2align 4\n"
        ".globl kiln_ctx_swap\n"
        ".type kiln_ctx_swap,@function\n"
        "kiln_ctx_swap:\n"
        "	pushq %rbp\n"
        "	pushq %rbx\n"
        "	pushq %r12\n"
        "	pushq %r13\n"
        "	pushq %r14\n"
        "	pushq %r15\n"
        "	subq $8, %rsp\n"
        "	stmxcsr (%rsp)\n"
        "	fnstcw 4(%rsp)\n"
        "	movq %rsp, (%rdi)\n"
        "	movq %rsi, %rsp\n"
        "	ldmxcsr (%rsp)\n"
        "	fldcw 4(%rsp)\n"
        "	addq $8, %rsp\n"
        "	popq %r15\n"
        "	popq %r14\n"
        "	popq %r13\n"
        "	popq %r12\n"
        "	popq %rbx\n"
        "	popq %rbp\n"
        "	ret\n"
        ".size kiln_ctx_swap, .-kiln_ctx_swap\n"
        ".p2align 4\n"
        ".globl kiln_ctx_boot\n"
        ".type kiln_ctx_boot,@function\n"
        "kiln_ctx_boot:\n"
        "	xorl %ebp, %ebp\n"
        "	call kiln_task_main\n"
        "	ud2\n"
        ".size kiln_ctx_boot, .-kiln_ctx_boot\n");
#endif

void kiln_task_main(void);

static void boot_job(void *arg)
{
	kiln_ctx *c = arg;
	void *args[1] = {c->task};
	kiln_apply_generic(c->entry, args, 1, NULL);
}

/* The first frame of every task: runs the entry (Base._task_entry), which
 * records the task's result, wakes its waiters and switches away for good.
 * It never returns here; if it did, or threw, Base's scheduler is broken. */
void kiln_task_main(void)
{
	reap();
	void *exc = NULL;
	int threw = kiln_exec(boot_job, current, &exc, NULL, 0, NULL);
	kiln_fatal(threw ? "a task's entry threw an exception" : "a task's entry returned");
}

#if !defined(__x86_64__)
static void uc_boot(void) { kiln_task_main(); }
#endif

static int map_stack(kiln_ctx *c)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	char *m;
	if (npool > 0) {
		m = pool[--npool];
	} else {
		m = mmap(NULL, TASK_STACK_BYTES, PROT_READ | PROT_WRITE,
		         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
		if (m == MAP_FAILED)
			return -1;
		if (mprotect(m, page, PROT_NONE) != 0) {
			munmap(m, TASK_STACK_BYTES);
			return -1;
		}
	}
	c->map = m;
	c->map_size = TASK_STACK_BYTES;
	c->st.handler_top = NULL;
	c->st.current_exc = NULL;
	c->st.stack_lo = (uintptr_t)m + page;
	c->st.stack_hi = (uintptr_t)m + TASK_STACK_BYTES;
	c->st.stack_limit = c->st.stack_lo + KILN_STACK_MARGIN;
#if defined(__x86_64__)
	uintptr_t top = (c->st.stack_hi - 64) & ~(uintptr_t)15;
	uint64_t *sp = (uint64_t *)(top - 64);
	memset(sp, 0, 64);
	sp[0] = 0x1F80u | ((uint64_t)0x037Fu << 32); /* MXCSR, x87 control word */
	sp[7] = (uint64_t)(uintptr_t)&kiln_ctx_boot;
	c->sp = sp;
#else
	if (getcontext(&c->uc) != 0)
		return -1;
	c->uc.uc_stack.ss_sp = (void *)c->st.stack_lo;
	c->uc.uc_stack.ss_size = c->st.stack_hi - c->st.stack_lo;
	c->uc.uc_link = NULL;
	makecontext(&c->uc, uc_boot, 0);
	c->sp = (void *)c->st.stack_hi;
#endif
	return 0;
}

/* A context for a task that is about to run for the first time: entry is
 * called with task on the new stack. NULL when no stack can be mapped. */
void *kiln_task_new(void *entry, void *task)
{
	init_root();
	kiln_ctx *c = calloc(1, sizeof *c);
	if (c == NULL)
		return NULL;
	c->entry = entry;
	c->task = task;
	if (map_stack(c) != 0) {
		free(c);
		return NULL;
	}
	c->next = live;
	if (live != NULL)
		live->prev = c;
	live = c;
	return c;
}

/* The root context (the Kiln thread's own stack). */
void *kiln_task_root(void)
{
	init_root();
	return &root;
}

/* Suspends the running context and resumes `to`. When `ending` is
 * non-zero the running context has finished and is released once `to`
 * runs. Returns 0 when it has been resumed again, 1 without switching when
 * `to` cannot resume under the Go callbacks entered since it was suspended.
 */
int32_t kiln_task_switch(void *to_, int32_t ending)
{
	kiln_ctx *to = to_;
	init_root();
	kiln_ctx *from = current;
	if (to == NULL || to == from)
		return 0;
	if (to->started && !resumable(to))
		return 1;
	kiln_exec_state_save(&from->st);
	if (ending)
		dead = from;
	int first = !to->started;
	to->started = 1;
	current = to;
	kiln_exec_state_load(&to->st);
	kiln_gc_set_stack_bottom((void *)to->st.stack_hi);
#if defined(__x86_64__)
	(void)first;
	kiln_ctx_swap(&from->sp, to->sp);
#else
	/* The saved stack pointer only bounds the scan of a suspended stack:
	 * the address of a local of this frame is below everything the
	 * suspended frames hold (swapcontext saves the registers in from->uc,
	 * which push_stacks does not reach, so they are spilled first). */
	volatile char here;
	__builtin_unwind_init();
	from->sp = (void *)((uintptr_t)&here & ~(uintptr_t)15);
	(void)first;
	swapcontext(&from->uc, &to->uc);
#endif
	reap();
	return 0;
}

/* 1 when `to` could be resumed now (see kiln_task_switch). */
int32_t kiln_task_can_resume(void *to_)
{
	kiln_ctx *to = to_;
	return to == NULL || !to->started || to == current || resumable(to);
}

/* Base.pointer_from_objref: the address of a (mutable) object. */
void *kiln_pointer_from_objref(void *x) { return x; }
