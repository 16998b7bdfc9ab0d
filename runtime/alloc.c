/*
 * alloc.c — object allocation, type descriptors and Strings.
 */
#include "kiln_internal.h"
#include "kiln_gc.h"
#include "fmtnum.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static kiln_type *string_type;
static void *oom_error;

void kiln_set_string_type(kiln_type *t) { string_type = t; }
void kiln_set_outofmemory_error(void *exc) { oom_error = exc; }

kiln_type *kiln_type_new(uint64_t id, const char *name, int64_t size,
                         uint32_t flags, uint32_t align, uint64_t go_handle)
{
	kiln_type *t = calloc(1, sizeof *t);
	char *nm = strdup(name != NULL ? name : "");
	if (t == NULL || nm == NULL)
		kiln_fatal("out of memory (type descriptor)");
	t->id = id;
	t->name = nm;
	t->size = size;
	t->flags = flags;
	t->align = align;
	t->go_handle = go_handle;
	if (flags & KILN_T_SINGLETON) {
		/* Outside the collected heap: descriptors are not scanned, and
		 * the instance lives as long as its descriptor. */
		void **block = calloc(2, sizeof(void *));
		if (block == NULL)
			kiln_fatal("out of memory (singleton)");
		block[0] = t;
		t->instance = &block[1];
	}
	return t;
}

static _Noreturn void out_of_memory(void)
{
	if (oom_error != NULL && kiln_on_kiln_thread())
		kiln_throw(oom_error);
	kiln_fatal("out of memory");
}

_Noreturn void kiln_throw_outofmemory(void) { out_of_memory(); }

void kiln_set_heap_limit(int64_t n) { kiln_gc_set_heap_limit(n); }

/* What @time, @allocated and @allocations report (Julia's
 * jl_gc_num().allocd/poolalloc/bigalloc): objects allocated and their
 * bytes, header excluded. Only the Kiln thread allocates. */
static int64_t alloc_count, alloc_bytes;

int64_t kiln_gc_alloc_count(void) { return alloc_count; }
int64_t kiln_gc_alloc_bytes(void) { return alloc_bytes; }

/* The block is size+8 bytes with the payload at +8, or size+16 with the
 * payload at +16 when the type wants 16-byte alignment (libgc returns
 * 16-byte aligned blocks). */
static inline void *alloc_block(kiln_type *t, int64_t size, int atomic, int zero)
{
	size_t off = (t != NULL && t->align > 8) ? KILN_GC_DISPLACEMENT_LARGE
	                                         : KILN_GC_DISPLACEMENT_SMALL;
	if (size < 0)
		size = 0;
	if (!kiln_on_kiln_thread())
		kiln_fatal(kiln_gc_ready() ? "allocation outside the Kiln thread"
		                           : "allocation before the runtime started");
	char *b = atomic ? kiln_gc_malloc_atomic((size_t)size + off)
	                 : kiln_gc_malloc((size_t)size + off);
	if (b == NULL)
		out_of_memory();
	alloc_count++;
	alloc_bytes += size;
	char *p = b + off;
	if (atomic && zero)
		memset(p, 0, (size_t)size);
	((kiln_type **)p)[-1] = t;
	return p;
}

void *kiln_alloc(kiln_type *t, int64_t size) { return alloc_block(t, size, 0, 1); }

void *kiln_alloc_atomic(kiln_type *t, int64_t size) { return alloc_block(t, size, 1, 1); }

/* An uncleared pointer-free block: for arrays whose every bit pattern is
 * an element (Array{Float64}(undef, n) is not cleared in Julia either). */
void *kiln_alloc_atomic_undef(kiln_type *t, int64_t size) { return alloc_block(t, size, 1, 0); }

/* A WeakRef of tmpl's type referring to v: an atomic block, so that the
 * collector does not see its field (kiln_weakref_set registers it). */
void *kiln_weakref_new(void *tmpl, void *v)
{
	void **w = kiln_alloc_atomic(kiln_typeof(tmpl), 8);
	kiln_weakref_set(w, v);
	return w;
}

void **kiln_root_slot(void)
{
	if (!kiln_gc_ready())
		kiln_rt_init(0);
	return kiln_gc_root_slot();
}

int64_t kiln_gc_collect(void)
{
	kiln_gc_collect_now();
	return kiln_gc_heap_bytes();
}

/* GC.@preserve: a call the compiler cannot see into, so the objects passed
 * stay referenced (and, with a conservative collector, reachable from the
 * stack or registers) until it. */
void kiln_gc_keepalive(void *obj) { __asm__ volatile("" : : "r"(obj) : "memory"); }

int64_t kiln_gc_heap_size(void) { return kiln_gc_heap_bytes(); }
int64_t kiln_gc_total_allocated(void) { return kiln_gc_allocated_bytes(); }
int64_t kiln_gc_used(void) { return kiln_gc_used_bytes(); }
int64_t kiln_gc_count(void) { return kiln_gc_collections(); }

/* ---- Strings: {int64 len; uint8 data[len]; 0} ---------------------------- */

/* An uninitialized String of n bytes (terminator set). A length whose
 * block size (8 + n + 1) does not fit is OutOfMemoryError, as in Julia's
 * jl_alloc_string. */
static uint8_t *string_alloc(int64_t n, void **out)
{
	if (n < 0)
		n = 0;
	if (n > INT64_MAX - 64)
		out_of_memory();
	char *s = alloc_block(string_type, 8 + n + 1, 1, 0);
	*(int64_t *)s = n;
	s[8 + n] = 0;
	*out = s;
	return (uint8_t *)s + 8;
}

void *kiln_string_new(const uint8_t *p, int64_t n)
{
	void *s;
	uint8_t *d = string_alloc(n, &s);
	if (n > 0)
		memcpy(d, p, (size_t)n);
	return s;
}

int64_t kiln_string_len(void *s) { return *(int64_t *)s; }

uint8_t *kiln_string_data(void *s) { return (uint8_t *)s + 8; }
void *kiln_array_data(void *a) { return *(void **)a; }

/* ---- Arrays over foreign memory (unsafe_wrap, Mmap) ---------------------
 *
 * An array whose elements are memory Kiln did not allocate (malloc'd, a
 * file mapping, the inside of another object) has no data block header to
 * read or write before its data, so the runtime must know it by the array
 * object instead: such arrays are allocated one word longer than their
 * type's header (kiln_array_wrap) and that last word, and a vector's
 * KILN_VECTOR_BLOCK word too, points at a foreign-memory owner: an object
 * with the descriptor foreign_desc and the word FOREIGN_MAGIC first, that
 * the collector keeps alive as long as any array over the memory, and that
 * frees or unmaps the memory when it is collected (kind 1: free, 2:
 * munmap; 0: nothing, memory the program manages, one static object). */
#define FOREIGN_MAGIC UINT64_C(0x4e524f466e6c696b) /* "kilnFORN" */
static kiln_type foreign_desc = {0, "Kiln.ForeignMemory", 32, 0, 8, NULL, 0};
static struct {
	kiln_type *hdr;
	uint64_t w[4];
} foreign_none = {&foreign_desc, {FOREIGN_MAGIC, 0, 0, 0}};

static int is_foreign_owner(void *o)
{
	if (o == NULL)
		return 0;
	if (o == (void *)foreign_none.w)
		return 1;
	/* A vector's block word is otherwise the start of a collected data
	 * block (popfirst!): the word before it is that block's header. */
	return kiln_typeof(o) == &foreign_desc && *(uint64_t *)o == FOREIGN_MAGIC;
}

static void foreign_release(void *o)
{
	uint64_t *w = o;
	if (w[3] == 1)
		free((void *)(uintptr_t)w[1]);
	else if (w[3] == 2)
		munmap((void *)(uintptr_t)w[1], (size_t)w[2]);
	w[3] = 0;
}

void *kiln_foreign_owner(void *ptr, int64_t len, int32_t kind)
{
	if (kind == 0)
		return foreign_none.w;
	uint64_t *w = kiln_alloc_atomic(&foreign_desc, 32);
	w[0] = FOREIGN_MAGIC;
	w[1] = (uint64_t)(uintptr_t)ptr;
	w[2] = (uint64_t)len;
	w[3] = (uint64_t)kind;
	kiln_gc_on_collect(w, foreign_release);
	return w;
}

static size_t array_header_size(int64_t ndims) { return ndims == 1 ? 32 : 16 + 8 * (size_t)ndims; }

void *kiln_array_wrap(void *tmpl, int64_t ndims, int64_t len, void *data, void *owner)
{
	size_t hsz = array_header_size(ndims);
	void **a = kiln_alloc(kiln_typeof(tmpl), (int64_t)(hsz + 8));
	memcpy(a, tmpl, hsz);
	a[0] = data;
	((int64_t *)a)[1] = len;
	if (ndims == 1) {
		((int64_t *)a)[2] = len;
		a[KILN_VECTOR_BLOCK] = owner;
	}
	a[hsz / 8] = owner;
	return a;
}

void *kiln_array_foreign_owner(void *a, int64_t ndims)
{
	void **h = a;
	if (ndims == 1)
		return is_foreign_owner(h[KILN_VECTOR_BLOCK]) ? h[KILN_VECTOR_BLOCK] : NULL;
	/* Only an object allocated by kiln_array_wrap has the extra word. */
	size_t hsz = array_header_size(ndims);
	char *base = kiln_gc_base(a);
	if (base == NULL || (char *)a - base != KILN_GC_DISPLACEMENT_SMALL ||
	    kiln_gc_block_size(base) < KILN_GC_DISPLACEMENT_SMALL + hsz + 8)
		return NULL;
	void *o = h[hsz / 8];
	if (o != (void *)foreign_none.w) {
		char *ob = o != NULL ? kiln_gc_base(o) : NULL;
		if (ob == NULL || (char *)o - ob != KILN_GC_DISPLACEMENT_SMALL)
			return NULL;
	}
	return is_foreign_owner(o) ? o : NULL;
}

void *kiln_array_share(void *b, void *a, int64_t nb, int64_t na)
{
	char *data = ((void **)a)[0];
	void *owner = kiln_array_foreign_owner(a, na);
	if (owner != NULL)
		return kiln_array_wrap(b, nb, ((int64_t *)a)[1], data, owner);
	if (data != NULL && kiln_array_shared_owner(data) == 0)
		*kiln_array_block_header(data, NULL) = (uintptr_t)a | 1; /* a owns it, as Julia's isshared */
	((void **)b)[0] = data;
	((int64_t *)b)[1] = ((int64_t *)a)[1];
	return b;
}

void kiln_array_setdim(void *b, int64_t d, int64_t n) { ((int64_t *)b)[1 + d] = n; }

uintptr_t kiln_array_shared_owner(const void *data)
{
	uintptr_t w = data != NULL ? *kiln_array_block_header((char *)data, NULL) : 0;
	return (w & 1) ? (w & ~(uintptr_t)1) : 0;
}

/* Sets vector a's data pointer to data, off bytes past start, the first
 * element of its block, marking the offset in the word before data. */
static void array_set_front(void *a, char *start, char *data, size_t off)
{
	((void **)a)[0] = data;
	if (off > 0) {
		((uintptr_t *)data)[-1] = ((uintptr_t)off << 2) | KILN_ARRAY_FRONT_MARK;
		((void **)a)[KILN_VECTOR_BLOCK] = start;
	} else {
		((void **)a)[KILN_VECTOR_BLOCK] = NULL;
	}
}

int32_t kiln_array_del_beg(void *a, int64_t k, int64_t elsize, int32_t hasptr)
{
	char *data = ((void **)a)[0];
	int64_t len = ((int64_t *)a)[1];
	if (data != NULL && k >= 0 && k <= len && elsize >= 0 && kiln_array_foreign_owner(a, 1) != NULL) {
		/* Foreign memory (unsafe_wrap): the data pointer moves past the
		 * deleted elements, which stay as they are, as Julia's. */
		((void **)a)[0] = data + k * elsize;
		((int64_t *)a)[1] = len - k;
		((int64_t *)a)[2] = len - k;
		return 1;
	}
	if (data == NULL || k < 0 || k > len || elsize <= 0 || elsize % 8 != 0)
		return 0;
	size_t off;
	uintptr_t *h = kiln_array_block_header(data, &off);
	if (*h & 1)
		return 0;
	char *start = data - off;
	size_t gone = (size_t)k * (size_t)elsize;
	int64_t n = len - k;
	size_t live = (size_t)n * (size_t)elsize;
	if (k > 0 && off + gone <= 2 * live + 4096) {
		/* The deleted elements stay in the block, unreachable: clear
		 * references so that they do not keep objects alive. */
		if (hasptr)
			memset(data, 0, gone);
		array_set_front(a, start, data + gone, off + gone);
	} else {
		/* Back to the block's start once the space in front outgrows
		 * twice what is left (amortized O(1) per deletion, and a queue's
		 * block does not grow without bound), or when asked (k = 0). */
		memmove(start, data + gone, live);
		if (hasptr)
			memset(start + live, 0, off + gone);
		array_set_front(a, start, start, 0);
	}
	((int64_t *)a)[1] = n;
	((int64_t *)a)[2] = n;
	return 1;
}

int32_t kiln_array_grow_beg(void *a, int64_t k, int64_t elsize, int32_t hasptr)
{
	char *data = ((void **)a)[0];
	int64_t len = ((int64_t *)a)[1];
	if (k <= 0 || elsize <= 0 || elsize % 8 != 0 || len > INT64_MAX / 8 / elsize || k > INT64_MAX / 8 / elsize - len ||
	    kiln_array_foreign_owner(a, 1) != NULL)
		return 0;
	size_t off = 0;
	if (data != NULL) {
		uintptr_t *h = kiln_array_block_header(data, &off);
		if (*h & 1)
			return 0;
	}
	size_t add = (size_t)k * (size_t)elsize;
	if (data != NULL && off >= add) {
		char *nd = data - add;
		memset(nd, 0, add);
		array_set_front(a, data - off, nd, off - add);
	} else {
		/* A new block with as much room in front as the vector's size
		 * (amortized O(1) per pushfirst!, as Julia's growbeg) and some
		 * at the end. */
		size_t bytes = (size_t)len * (size_t)elsize;
		size_t front = bytes + add;
		if (front < 32)
			front = 32;
		size_t cap = front + add + bytes + bytes / 2 + 32;
		cap = (cap + 7) & ~(size_t)7;
		char *nd = hasptr ? kiln_alloc(NULL, (int64_t)cap) : kiln_alloc_atomic(NULL, (int64_t)cap);
		((uintptr_t *)nd)[-1] = (uintptr_t)cap << 1;
		if (bytes > 0)
			memcpy(nd + front + add, data, bytes);
		array_set_front(a, nd, nd + front, front);
	}
	((int64_t *)a)[1] = len + k;
	((int64_t *)a)[2] = len + k;
	return 1;
}

/* A heap object's address: its identity for objectid (the collector does
 * not move objects). */
uint64_t kiln_object_address(void *p) { return (uint64_t)(uintptr_t)p; }

void *kiln_string_concat(void *a, void *b)
{
	int64_t na = kiln_string_len(a), nb = kiln_string_len(b);
	void *s;
	if (na > INT64_MAX - nb)
		out_of_memory();
	uint8_t *d = string_alloc(na + nb, &s);
	memcpy(d, kiln_string_data(a), (size_t)na);
	memcpy(d + na, kiln_string_data(b), (size_t)nb);
	return s;
}

int32_t kiln_string_eq(void *a, void *b)
{
	int64_t n = kiln_string_len(a);
	if (a == b)
		return 1;
	if (n != kiln_string_len(b))
		return 0;
	return memcmp(kiln_string_data(a), kiln_string_data(b), (size_t)n) == 0;
}

int32_t kiln_string_cmp(void *a, void *b)
{
	int64_t na = kiln_string_len(a), nb = kiln_string_len(b);
	int c = memcmp(kiln_string_data(a), kiln_string_data(b),
	               (size_t)(na < nb ? na : nb));
	if (c != 0)
		return c < 0 ? -1 : 1;
	return na < nb ? -1 : na > nb ? 1 : 0;
}

static void *string_from_buf(const char *b, int n)
{
	return kiln_string_new((const uint8_t *)b, n);
}

void *kiln_string_from_i64(int64_t v)
{
	char b[KILN_FMT_BUFSIZE];
	return string_from_buf(b, kiln_fmt_int64(b, v));
}

void *kiln_string_from_f64(double v)
{
	char b[KILN_FMT_BUFSIZE];
	return string_from_buf(b, kiln_fmt_float64(b, v));
}

/* Printf's %.{prec}f / %.{prec}e of a finite x >= 0 (kiln_fmt_fixed_exp)
 * as a String; prec must be below 2^31 - 400. */
void *kiln_string_fixed_exp(double x, int32_t prec, int32_t conv, int32_t alt)
{
	char b[400];
	if (prec < 0 || prec > INT32_MAX - 400)
		kiln_throw_outofmemory();
	int64_t cap = (int64_t)prec + 340;
	char *p = cap <= (int64_t)sizeof b ? b : malloc((size_t)cap);
	if (p == NULL)
		kiln_throw_outofmemory();
	int64_t n = kiln_fmt_fixed_exp(p, cap, x, prec, conv, alt);
	void *s = kiln_string_new((const uint8_t *)p, n < 0 ? 0 : n);
	if (p != b)
		free(p);
	return s;
}

void *kiln_string_from_f32(float v, int32_t mode)
{
	char b[KILN_FMT_BUFSIZE];
	return string_from_buf(b, kiln_fmt_float32(b, v, mode));
}

/* Julia's Base._base: digits of |v| in base, at least pad of them, after a
 * '-' when neg. */
static void *string_base(uint64_t v, int neg, int32_t base, int32_t pad)
{
	static const char d36[] = "0123456789abcdefghijklmnopqrstuvwxyz";
	static const char d62[] =
	    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	const char *digits = base <= 36 ? d36 : d62;
	char tmp[64];
	int n = 0;
	if (base < 2 || base > 62)
		base = 10, digits = d36;
	if (pad < 0)
		pad = 0;
	do {
		tmp[n++] = digits[v % (uint64_t)base];
		v /= (uint64_t)base;
	} while (v != 0);
	int64_t nd = n > pad ? n : pad;
	void *s;
	uint8_t *d = string_alloc(nd + (neg ? 1 : 0), &s);
	if (neg)
		*d++ = '-';
	for (int64_t i = 0; i < nd - n; i++)
		*d++ = '0';
	while (n > 0)
		*d++ = (uint8_t)tmp[--n];
	return s;
}

void *kiln_string_from_u64(uint64_t v, int32_t base, int32_t pad)
{
	return string_base(v, 0, base, pad);
}

void *kiln_string_from_i64_base(int64_t v, int32_t base, int32_t pad)
{
	uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;
	return string_base(u, v < 0, base, pad);
}
