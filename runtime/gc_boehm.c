/*
 * gc_boehm.c — kiln_gc.h for the Boehm–Demers–Weiser conservative collector
 * (libgc, built with thread support on Debian).
 *
 * Threads. Only the Kiln thread allocates from the collected heap, and it is
 * the thread that calls GC_INIT, so it is the one thread the collector knows
 * (the "main" thread in libgc's terms). Go's threads are unknown to libgc:
 * they never allocate, a collection never has to stop them (no suspend
 * signals are ever sent: stopping the world with one registered thread
 * signals nobody), and their stacks are not scanned — which is why Go must
 * not hold the only reference to a Kiln object outside a root slot, and why
 * the runtime defers collections while Go callbacks run on the Kiln thread
 * (kiln_gc_disable), since those run on goroutine stacks that libgc cannot
 * see. libgc still installs handlers for its suspend/restart signals
 * (SIGPWR and SIGXCPU on Linux) at GC_INIT; those replace Go's handlers for
 * two signals Go does not use.
 *
 * Interior pointers. All-interior-pointer recognition is off (it makes libgc
 * add a byte to every object, which doubles a 16-byte box), and the two
 * header displacements (payload at block+8 or block+16) are registered
 * instead. libgc recognizes any interior pointer found on the stack or in
 * registers regardless, so derived pointers that optimized code keeps in
 * registers keep their objects alive; pointers stored in the heap or in
 * root slots must point at a payload (or be NULL). KILN_GC_INTERIOR=1 in the
 * environment turns full interior-pointer recognition back on.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* dl_iterate_phdr */
#endif
#define GC_THREADS
#include <gc.h>
#include <gc/gc_mark.h>

#include "kiln_gc.h"

void kiln_gmp_init(void); /* numlibs.c */

#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int gc_ready;
static struct GC_stack_base kiln_sb;

static void *set_stackbottom(void *unused)
{
	(void)unused;
	GC_set_stackbottom(NULL, &kiln_sb);
	return NULL;
}

/*
 * Roots. libgc scans every writable segment of the executable and of every
 * shared library at each collection. Two of them are large and can never
 * hold a pointer to a Kiln object, and leaving them out cut a collection's
 * marking from ~4 ms to well under 1 ms (binary trees collects dozens of
 * times):
 *  - the executable's .noptrbss: Go's pointer-free globals, 32 MiB of it the
 *    FIPS DRBG's buffer (crypto/internal/fips140/drbg.memory), which Go
 *    never touches but libgc read page by page, faulting it in;
 *  - libLLVM's data (~8 MiB, mostly .data.rel.ro): LLVM's own state.
 * The C runtime's statics (free lists, root slots) are in .bss, which stays
 * a root, and Go must not keep the only reference to a Kiln object anywhere
 * libgc does not scan anyway (see Threads above).
 *
 * They are left out of the roots altogether (the filter static_roots), not
 * registered and then excluded from scanning: libgc paces collections by
 * the size of the roots (a collection waits until about a third of the
 * heap in use plus the roots has been allocated), and 36 MiB of roots that
 * were never scanned made every program allocate ~13 MiB between
 * collections, so that even a small program's heap outgrew the caches and
 * every allocation touched cold memory. The executable's segment that
 * holds .noptrbss is registered here in two parts, around it.
 */
static char *noptrbss_lo, *noptrbss_hi;

static int GC_CALLBACK static_roots(const char *name, void *start, size_t size)
{
	char *lo = start, *hi = lo + size;
	if (name != NULL && strstr(name, "libLLVM") != NULL)
		return 0;
	/* Registered by register_main_segment, without .noptrbss. */
	if (noptrbss_lo != NULL && lo < noptrbss_hi && noptrbss_lo < hi)
		return 0;
	return 1;
}

static int register_main_segment(struct dl_phdr_info *info, size_t size, void *unused)
{
	(void)size;
	(void)unused;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_W) || ph->p_memsz == 0)
			continue;
		char *lo = (char *)(info->dlpi_addr + ph->p_vaddr);
		char *hi = lo + ph->p_memsz;
		if (!(lo < noptrbss_hi && noptrbss_lo < hi))
			continue;
		if (lo < noptrbss_lo)
			GC_add_roots(lo, noptrbss_lo);
		if (noptrbss_hi < hi)
			GC_add_roots(noptrbss_hi, hi);
	}
	/* The first object dl_iterate_phdr reports is the executable. */
	return 1;
}

static int main_bias(struct dl_phdr_info *info, size_t size, void *out)
{
	(void)size;
	/* The first object dl_iterate_phdr reports is the executable. */
	*(ElfW(Addr) *)out = info->dlpi_addr;
	return 1;
}

static void find_go_noptrbss(void)
{
	int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	ElfW(Ehdr) eh;
	ElfW(Shdr) *sh = NULL;
	char *names = NULL;
	if (pread(fd, &eh, sizeof eh, 0) != (ssize_t)sizeof eh || memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh.e_ident[EI_CLASS] != (sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32) ||
	    eh.e_shentsize != sizeof(ElfW(Shdr)) || eh.e_shnum == 0 || eh.e_shnum > 4096 || eh.e_shstrndx >= eh.e_shnum)
		goto out;
	size_t n = (size_t)eh.e_shnum * sizeof(ElfW(Shdr));
	sh = malloc(n);
	if (sh == NULL || pread(fd, sh, n, (off_t)eh.e_shoff) != (ssize_t)n)
		goto out;
	ElfW(Shdr) *strs = &sh[eh.e_shstrndx];
	if (strs->sh_size == 0 || strs->sh_size > (1 << 20))
		goto out;
	names = malloc(strs->sh_size + 1);
	if (names == NULL || pread(fd, names, strs->sh_size, (off_t)strs->sh_offset) != (ssize_t)strs->sh_size)
		goto out;
	names[strs->sh_size] = 0;
	ElfW(Addr) bias = 0;
	if (eh.e_type == ET_DYN)
		dl_iterate_phdr(main_bias, &bias);
	for (int i = 0; i < eh.e_shnum; i++) {
		if (sh[i].sh_name < strs->sh_size && strcmp(names + sh[i].sh_name, ".noptrbss") == 0 &&
		    sh[i].sh_type == SHT_NOBITS && sh[i].sh_size > 0) {
			noptrbss_lo = (char *)(bias + sh[i].sh_addr);
			noptrbss_hi = noptrbss_lo + sh[i].sh_size;
		}
	}
out:
	free(names);
	free(sh);
	close(fd);
}

/* libgc's warnings ("Failed to expand heap", "Out of Memory! ... Returning
 * NULL!", "Repeated allocation of very large block") go to stderr by
 * default; a failed allocation is the program's OutOfMemoryError and Julia
 * prints nothing else, so they are dropped unless KILN_GC_WARN=1. */
static void quiet_warn(char *msg, GC_word arg)
{
	(void)msg;
	(void)arg;
}

/* With a bound, an allocation that cannot expand the heap first collects
 * (libgc retries GC_max_retries times before giving up), so garbage never
 * turns into an OutOfMemoryError. */
void kiln_gc_set_heap_limit(int64_t n)
{
	GC_set_max_heap_size(n > 0 ? (GC_word)n : 0);
	GC_set_max_retries(n > 0 ? 3 : 0);
}

void kiln_gc_init(void *stack_lo, void *stack_hi)
{
	const char *e = getenv("KILN_GC_INTERIOR");
	const char *w = getenv("KILN_GC_WARN");
	(void)stack_lo;
	if (w == NULL || w[0] != '1')
		GC_set_warn_proc(quiet_warn);
	GC_set_all_interior_pointers(e != NULL && e[0] == '1');
	/* No collection at start-up: there is nothing to collect yet. */
	GC_set_dont_precollect(1);
	find_go_noptrbss();
	GC_register_has_static_roots_callback(static_roots);
	GC_INIT();
	if (noptrbss_lo != NULL)
		dl_iterate_phdr(register_main_segment, NULL);
	/* With the roots that small, a program whose heap holds little would
	 * collect every few hundred KiB, and a collection's fixed cost (the
	 * roots, the stack) would dominate; 4 MiB between collections keeps
	 * the heap in the caches at a few collections per GiB. */
	GC_set_min_bytes_allocd(4 << 20);
	/* Between collections, allocate about as much as the heap in use
	 * rather than libgc's default third: binary trees 19 ran 4.1-4.8 s
	 * with a third and 3.9 s with this, its peak memory 238 -> 273 MB. */
	GC_set_free_space_divisor(2);
	GC_register_displacement(KILN_GC_DISPLACEMENT_SMALL);
	GC_register_displacement(KILN_GC_DISPLACEMENT_LARGE);
	/* GC_INIT takes the calling thread's stack bottom from
	 * pthread_getattr_np on Linux, which is right for a thread that is not
	 * the process's main thread; make sure it is exactly our stack, since
	 * scanning past its top would read unmapped memory. */
	struct GC_stack_base sb;
	if (GC_get_my_stackbottom(&sb) == NULL || sb.mem_base != stack_hi) {
		kiln_sb.mem_base = stack_hi;
		GC_call_with_alloc_lock(set_stackbottom, NULL);
	}
	/* GMP and MPFR allocate through the collector from the start: MPFR
	 * keeps the temporaries of its first operations (an mpz pool) and
	 * would later hand blocks malloc made to GC_realloc. */
	kiln_gmp_init();
	__atomic_store_n(&gc_ready, 1, __ATOMIC_RELEASE);
}

int kiln_gc_ready(void) { return __atomic_load_n(&gc_ready, __ATOMIC_ACQUIRE); }

/*
 * Tasks (task.c). The Kiln thread runs each started task on its own stack.
 * libgc scans the running stack from the stack pointer up to the thread's
 * stack bottom, so a switch moves that bottom to the top of the stack it
 * switches to (GC_set_stackbottom, libgc's interface for coroutines), and
 * the stacks of suspended tasks are pushed at each collection, from their
 * saved stack pointer up, the way libgc scans a stack (GC_push_all_eager:
 * interior pointers count, since optimized code keeps derived pointers in
 * saved registers).
 */
void kiln_gc_set_stack_bottom(void *hi)
{
	kiln_sb.mem_base = hi;
	GC_call_with_alloc_lock(set_stackbottom, NULL);
}

static void (*stack_roots)(void (*push)(void *, void *));
static GC_push_other_roots_proc prev_push_other_roots;

static void push_stack_range(void *lo, void *hi) { GC_push_all_eager(lo, hi); }

static void GC_CALLBACK push_other_roots(void)
{
	if (stack_roots != NULL)
		stack_roots(push_stack_range);
	if (prev_push_other_roots != NULL)
		prev_push_other_roots();
}

void kiln_gc_set_stack_roots(void (*fn)(void (*push)(void *lo, void *hi)))
{
	if (stack_roots == NULL) {
		prev_push_other_roots = GC_get_push_other_roots();
		GC_set_push_other_roots(push_other_roots);
	}
	stack_roots = fn;
}

/*
 * Small scanned blocks come from per-size free lists that GC_malloc_many
 * refills (a page's worth of objects of one size at a time): an allocation
 * is then a few loads and stores instead of a call into libgc's
 * thread-local allocator, which reaches its free lists through the
 * shared library's TLS (__tls_get_addr). The lists are plain statics: only
 * the Kiln thread allocates, and the collector scans the program's data, so
 * the blocks waiting on a list stay allocated (at most a page's worth per
 * size class).
 */
#define FL_GRANULE 16
#define FL_MAX 256
static void *free_lists[FL_MAX / FL_GRANULE + 1];

void *kiln_gc_malloc(size_t n)
{
	if (n - 1 < FL_MAX) {
		size_t k = (n + FL_GRANULE - 1) / FL_GRANULE;
		void *b = free_lists[k];
		if (b == NULL) {
			b = GC_malloc_many(k * FL_GRANULE);
			if (b == NULL)
				return NULL;
		}
		free_lists[k] = GC_NEXT(b);
		memset(b, 0, n);
		return b;
	}
	return GC_MALLOC(n);
}

void *kiln_gc_malloc_atomic(size_t n) { return GC_MALLOC_ATOMIC(n); }

/* Root slots come from malloc'd chunks registered with GC_add_roots, rather
 * than GC_MALLOC_UNCOLLECTABLE, because they may be requested from Go
 * threads that libgc does not know (allocating there could start a
 * collection from an unregistered thread, which libgc refuses). */
#define ROOT_CHUNK 4096
static pthread_mutex_t root_mu = PTHREAD_MUTEX_INITIALIZER;
static void **root_chunk;
static int root_used = ROOT_CHUNK;

void **kiln_gc_root_slot(void)
{
	void **slot;
	pthread_mutex_lock(&root_mu);
	if (root_used == ROOT_CHUNK) {
		root_chunk = calloc(ROOT_CHUNK, sizeof(void *));
		if (root_chunk == NULL) {
			fputs("kiln: out of memory (root slots)\n", stderr);
			abort();
		}
		GC_add_roots(root_chunk, root_chunk + ROOT_CHUNK);
		root_used = 0;
	}
	slot = &root_chunk[root_used++];
	pthread_mutex_unlock(&root_mu);
	return slot;
}

void kiln_gc_disable(void) { GC_disable(); }
void kiln_gc_enable(void) { GC_enable(); }

void kiln_gc_collect_now(void) { GC_gcollect(); }

int64_t kiln_gc_heap_bytes(void) { return (int64_t)GC_get_heap_size(); }

int64_t kiln_gc_used_bytes(void)
{
	/* Neither figure counts memory unmapped back to the OS. */
	return (int64_t)GC_get_heap_size() - (int64_t)GC_get_free_bytes();
}

int64_t kiln_gc_allocated_bytes(void) { return (int64_t)GC_get_total_bytes(); }

int64_t kiln_gc_collections(void) { return (int64_t)GC_get_gc_no(); }

void *kiln_gc_base(void *p) { return GC_base(p); }

size_t kiln_gc_block_size(void *base) { return GC_size(base); }

static void on_collect_callback(void *base, void *cd)
{
	void (**fn)(void *) = cd;
	(*fn)((char *)base + KILN_GC_DISPLACEMENT_SMALL);
	free(fn);
}

void kiln_gc_on_collect(void *payload, void (*fn)(void *payload))
{
	void *base = GC_base(payload);
	void (**cd)(void *) = malloc(sizeof *cd);
	if (base == NULL || (char *)payload - (char *)base != KILN_GC_DISPLACEMENT_SMALL || cd == NULL) {
		free(cd);
		return;
	}
	*cd = fn;
	GC_register_finalizer_no_order(base, on_collect_callback, cd, NULL, NULL);
}

/*
 * Finalizers (Base.finalizer). An object given a finalizer is registered
 * with libgc (no-order finalization) under an id, whose Julia functions
 * Base keeps; the id's slot here holds a weak (disappearing) link to the
 * object, so that the finalizers of the objects still alive can run at
 * exit. When the collector finds the object unreachable, the callback
 * (which libgc runs on the Kiln thread, outside any Kiln code's state that
 * matters: it only allocates a node) queues it; Base runs the queued
 * finalizers at its safe points (GC.gc(), GC.safepoint(), exit), so Julia
 * code never runs inside the collector.
 */
#define FIN_CHUNK 1024
#define FIN_MAX_CHUNKS 4096
struct fin_slot {
	void *base; /* the object's block (cleared by the collector when it dies) */
	int64_t off; /* the payload's offset in the block; -1 when the slot is free */
};
static struct fin_slot *fin_chunks[FIN_MAX_CHUNKS];
static int64_t fin_nslots;        /* slots handed out so far (ids 1..fin_nslots) */
static int64_t *fin_free;         /* freed ids */
static int64_t fin_nfree, fin_capfree;

struct fin_node {
	struct fin_node *next;
	void *obj;
	int64_t id;
};
static struct fin_node *fin_head, *fin_tail;

static struct fin_slot *fin_slot(int64_t id)
{
	return &fin_chunks[(id - 1) / FIN_CHUNK][(id - 1) % FIN_CHUNK];
}

static void fin_release(int64_t id)
{
	struct fin_slot *s = fin_slot(id);
	s->base = NULL;
	s->off = -1;
	if (fin_nfree == fin_capfree) {
		int64_t c = fin_capfree ? 2 * fin_capfree : 64;
		int64_t *n = realloc(fin_free, (size_t)c * sizeof *n);
		if (n == NULL)
			return; /* the id is not reused */
		fin_free = n;
		fin_capfree = c;
	}
	fin_free[fin_nfree++] = id;
}

static void fin_callback(void *base, void *cd)
{
	int64_t id = (int64_t)(uintptr_t)cd;
	struct fin_node *n = GC_MALLOC_UNCOLLECTABLE(sizeof *n);
	if (n == NULL)
		return;
	n->obj = (char *)base + fin_slot(id)->off;
	n->id = id;
	n->next = NULL;
	if (fin_tail != NULL)
		fin_tail->next = n;
	else
		fin_head = n;
	fin_tail = n;
}

/* The id of obj's finalizers, registering it under a new id when it has
 * none; -1 when obj is not a collected object, -2 when the runtime itself
 * finalizes it (a BigInt). */
int64_t kiln_finalizer_register(void *obj)
{
	void *base = GC_base(obj);
	GC_finalization_proc ofn = 0;
	void *ocd = NULL;
	int64_t id;
	if (base == NULL)
		return -1;
	GC_register_finalizer_no_order(base, 0, NULL, &ofn, &ocd);
	if (ofn == fin_callback) {
		GC_register_finalizer_no_order(base, fin_callback, ocd, NULL, NULL);
		return (int64_t)(uintptr_t)ocd;
	}
	if (ofn != 0) {
		GC_register_finalizer_no_order(base, ofn, ocd, NULL, NULL);
		return -2;
	}
	if (fin_nfree > 0) {
		id = fin_free[--fin_nfree];
	} else {
		if (fin_nslots == (int64_t)FIN_CHUNK * FIN_MAX_CHUNKS)
			return -1;
		if (fin_nslots % FIN_CHUNK == 0) {
			struct fin_slot *c = calloc(FIN_CHUNK, sizeof *c);
			if (c == NULL)
				return -1;
			fin_chunks[fin_nslots / FIN_CHUNK] = c;
		}
		id = ++fin_nslots;
	}
	struct fin_slot *s = fin_slot(id);
	/* calloc'd memory is not scanned: the link is weak */
	s->base = base;
	s->off = (char *)obj - (char *)base;
	GC_general_register_disappearing_link(&s->base, base);
	GC_register_finalizer_no_order(base, fin_callback, (void *)(uintptr_t)id, NULL, NULL);
	return id;
}

/* WeakRef (Julia's jl_gc_new_weakref, made by kiln_weakref_new in
 * alloc.c): an object whose one field is hidden from the collector (the block is atomic) and cleared when
 * the object it refers to becomes unreachable, before that object's
 * finalizers run. A value outside the collected heap (a singleton, a
 * constant of the image) is never collected, so its link is not
 * registered. */
void kiln_weakref_set(void **w, void *v)
{
	void *base = v != NULL ? GC_base(v) : NULL;
	GC_unregister_disappearing_link(w);
	*w = v;
	if (base != NULL)
		GC_general_register_disappearing_link(w, base);
}

/* Removes obj's finalizer registration (finalize(obj)); its id, or 0 when
 * it has none. */
int64_t kiln_finalizer_take(void *obj)
{
	void *base = GC_base(obj);
	GC_finalization_proc ofn = 0;
	void *ocd = NULL;
	if (base == NULL)
		return 0;
	GC_register_finalizer_no_order(base, 0, NULL, &ofn, &ocd);
	if (ofn != fin_callback) {
		if (ofn != 0)
			GC_register_finalizer_no_order(base, ofn, ocd, NULL, NULL);
		return 0;
	}
	int64_t id = (int64_t)(uintptr_t)ocd;
	GC_unregister_disappearing_link(&fin_slot(id)->base);
	fin_release(id);
	return id;
}

/* The id of the first object whose finalizers are due (0: none); runs
 * libgc's pending finalization callbacks first. */
int64_t kiln_finalizer_pending(void)
{
	if (GC_should_invoke_finalizers())
		GC_invoke_finalizers();
	return fin_head != NULL ? fin_head->id : 0;
}

/* Removes the first due object from the queue and returns it. */
void *kiln_finalizer_pop(void)
{
	struct fin_node *n = fin_head;
	if (n == NULL)
		return NULL;
	void *obj = n->obj;
	fin_head = n->next;
	if (fin_head == NULL)
		fin_tail = NULL;
	fin_release(n->id);
	GC_FREE(n);
	return obj;
}

/* At exit: the id of an object still alive with finalizers (the highest
 * such id), 0 when there is none. */
int64_t kiln_finalizer_live(void)
{
	for (int64_t id = fin_nslots; id >= 1; id--) {
		struct fin_slot *s = fin_slot(id);
		if (s->off >= 0 && s->base != NULL)
			return id;
	}
	return 0;
}

/* The object of a live id (kiln_finalizer_live). */
void *kiln_finalizer_object(int64_t id)
{
	struct fin_slot *s = fin_slot(id);
	return s->base != NULL ? (char *)s->base + s->off : NULL;
}
