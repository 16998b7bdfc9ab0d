/*
 * dispatch.c — dynamic dispatch with per-call-site caches.
 */
#include "kiln_internal.h"
#include "kiln_gc.h"

#include <stdlib.h>
#include <string.h>

uint64_t kiln_dispatch_generation;
static kiln_resolver resolver;

void kiln_set_resolver(kiln_resolver r) { __atomic_store_n(&resolver, r, __ATOMIC_RELEASE); }

/* The cache key: f's and the arguments' dispatch_key (their descriptors,
 * or the object for a type object), NULL padding (so that sites called
 * with different argument counts cannot alias). */
typedef kiln_type *site_key[KILN_SITE_MAXARGS + 1];

/* keys_eq compares the first n entries of two dispatch keys. */
static inline int keys_eq(kiln_type *const *a, kiln_type *const *b, int n)
{
	int eq = 1;
	for (int i = 0; i < n; i++)
		eq &= a[i] == b[i];
	return eq;
}

/*
 * A second-level cache shared by all call sites, direct-mapped by the
 * argument types: it answers calls that have no site of their own (splatted
 * calls, calls from the runtime) and the calls of a megamorphic site whose
 * four ways keep evicting each other; without it each of those went to the
 * Go resolver (microseconds).
 */
#define KILN_SHARED_ENTRIES 1024
#define KILN_SHARED_MAXARGS 11 /* more than a site's: constructors take many */
typedef kiln_type *shared_key[KILN_SHARED_MAXARGS + 1];
typedef struct {
	uint64_t generation;
	shared_key types;
	kiln_jlcall fn;
} shared_entry;
static shared_entry shared_cache[KILN_SHARED_ENTRIES];

/* Hashes only the n entries in use (f and the arguments; the padding is
 * NULL), with n itself: the multiplies are serial, and hashing all twelve
 * entries was most of a megamorphic call's cost. */
static inline shared_entry *shared_slot(kiln_type *const *key, int32_t n)
{
	uintptr_t h = (uintptr_t)n;
	for (int32_t i = 0; i < n; i++)
		h = (h ^ (uintptr_t)key[i]) * 0x9e3779b97f4a7c15u;
	return &shared_cache[(h >> 40) % KILN_SHARED_ENTRIES];
}

/*
 * A third cache, for calls with more arguments than the shared cache keys
 * whose arguments after f all have one dispatch key: a splatted vector
 * (hcat(cols...) of 100 columns) went to the Go resolver on every call.
 * Keyed by f's key, the arguments' key and their count, which together
 * give the whole argument types.
 */
#define KILN_UNIFORM_ENTRIES 256
typedef struct {
	uint64_t generation;
	kiln_type *f, *t;
	int32_t nargs;
	kiln_jlcall fn;
} uniform_entry;
static uniform_entry uniform_cache[KILN_UNIFORM_ENTRIES];

static inline uniform_entry *uniform_slot(kiln_type *f, kiln_type *t, int32_t nargs)
{
	uintptr_t h = ((uintptr_t)f * 0x9e3779b97f4a7c15u) ^ (uintptr_t)t;
	h = (h ^ (uintptr_t)nargs) * 0x9e3779b97f4a7c15u;
	return &uniform_cache[(h >> 40) % KILN_UNIFORM_ENTRIES];
}

/* What a cache keys an argument by: its type, except for a type object,
 * which dispatches as Type{T} (Int64(c), Spec(...)): the object itself
 * (type objects are interned, one per type). */
static inline kiln_type *dispatch_key(void *x)
{
	kiln_type *t = kiln_typeof(x);
	return (t->flags & KILN_T_KIND) ? (kiln_type *)x : t;
}

/* The values of the call being resolved, for a resolver that must look
 * at them (a type object called as a constructor dispatches on
 * Type{T}, which its descriptor DataType does not tell; the caches key
 * such an argument by the object, see dispatch_key), and the
 * resolver's request not to cache its answer (the answer depends on more
 * than the argument descriptors). Only used on the Kiln thread. */
void *kiln_dispatch_f;
void **kiln_dispatch_args;
int32_t kiln_dispatch_nargs;
int32_t kiln_dispatch_nocache;
/* The call-site cache of the call being resolved (NULL for none). */
kiln_callsite *kiln_dispatch_site;

/* A miss: asks the resolver, throws its exception, or fills the site and
 * calls. `gen` is the generation read before the resolver ran: if the
 * resolver changed methods, the entry is filed under the old generation and
 * so discarded at the next lookup. */
__attribute__((noinline)) static void *apply_miss(void *f, void **args, int32_t nargs,
                                                  kiln_callsite *site, int cacheable, int keyable,
                                                  kiln_type **key, uniform_entry *uniform, uint64_t gen)
{
	kiln_type *small[KILN_SITE_MAXARGS + 9];
	kiln_type **types = small;
	int32_t n = nargs + 1;
	kiln_resolver r = __atomic_load_n(&resolver, __ATOMIC_ACQUIRE);
	void *exc = NULL;

	if (r == NULL)
		kiln_fatal("dynamic dispatch with no resolver installed");
	if (n > (int32_t)(sizeof small / sizeof small[0])) {
		types = malloc((size_t)n * sizeof *types);
		if (types == NULL)
			kiln_fatal("out of memory (dispatch)");
	}
	types[0] = kiln_typeof(f);
	for (int32_t i = 0; i < nargs; i++)
		types[i + 1] = kiln_typeof(args[i]);

	/* The resolver is Go code running on a goroutine stack that the
	 * collector cannot scan: objects it creates and holds only in Go
	 * variables (an exception, constants of new code) must survive until
	 * it returns. */
	kiln_gc_disable();
	void *saved_f = kiln_dispatch_f;
	void **saved_args = kiln_dispatch_args;
	int32_t saved_n = kiln_dispatch_nargs;
	kiln_callsite *saved_site = kiln_dispatch_site;
	kiln_dispatch_site = site;
	kiln_dispatch_f = f;
	kiln_dispatch_args = args;
	kiln_dispatch_nargs = nargs;
	kiln_dispatch_nocache = 0;
	kiln_jlcall fn = r(types, n, &exc);
	if (kiln_dispatch_nocache) {
		cacheable = keyable = 0;
		uniform = NULL;
	}
	kiln_dispatch_f = saved_f;
	kiln_dispatch_args = saved_args;
	kiln_dispatch_nargs = saved_n;
	kiln_dispatch_site = saved_site;
	kiln_gc_enable();
	if (types != small)
		free(types);

	if (fn == NULL) {
		if (exc == NULL)
			kiln_fatal("dispatch resolver returned neither a method nor an exception");
		kiln_throw(exc); /* after the Go callback returned */
	}
	if (cacheable) {
		if (site->generation != gen) {
			memset(site->ways, 0, sizeof site->ways);
			site->generation = gen;
			site->next = 0;
		}
		int32_t w = site->next;
		if (w < 0 || w >= KILN_SITE_WAYS)
			w = 0;
		memcpy(site->ways[w].types, key, sizeof(site_key));
		site->ways[w].fn = fn;
		site->next = (w + 1) % KILN_SITE_WAYS;
	}
	if (keyable) {
		shared_entry *e = shared_slot(key, nargs + 1);
		e->generation = gen;
		memcpy(e->types, key, sizeof(shared_key));
		e->fn = fn;
	}
	if (uniform != NULL) {
		uniform->generation = gen;
		uniform->f = dispatch_key(f);
		uniform->t = dispatch_key(args[0]);
		uniform->nargs = nargs;
		uniform->fn = fn;
	}
	return fn(f, args, nargs);
}

void *kiln_apply_generic(void *f, void **args, int32_t nargs, kiln_callsite *site)
{
	/* One key for both caches: a site compares its first
	 * KILN_SITE_MAXARGS + 1 entries (the rest are NULL when it may cache). */
	shared_key key;
	uint64_t gen = __atomic_load_n(&kiln_dispatch_generation, __ATOMIC_ACQUIRE);
	int keyable = nargs >= 0 && nargs <= KILN_SHARED_MAXARGS;
	int cacheable = site != NULL && nargs >= 0 && nargs <= KILN_SITE_MAXARGS;
	if (keyable) {
		key[0] = dispatch_key(f);
		for (int32_t i = 0; i < nargs; i++)
			key[i + 1] = dispatch_key(args[i]);
		for (int32_t i = nargs + 1; i < KILN_SHARED_MAXARGS + 1; i++)
			key[i] = NULL;
		if (cacheable && site->generation == gen) {
			for (int w = 0; w < KILN_SITE_WAYS; w++)
				if (site->ways[w].fn != NULL && keys_eq(site->ways[w].types, key, KILN_SITE_MAXARGS + 1))
					return site->ways[w].fn(f, args, nargs);
		}
		shared_entry *e = shared_slot(key, nargs + 1);
		if (e->generation == gen && e->fn != NULL && keys_eq(e->types, key, KILN_SHARED_MAXARGS + 1))
			return e->fn(f, args, nargs);
	} else if (nargs > 0) {
		kiln_type *t = dispatch_key(args[0]);
		int32_t i = 1;
		while (i < nargs && dispatch_key(args[i]) == t)
			i++;
		if (i == nargs) {
			kiln_type *fk = dispatch_key(f);
			uniform_entry *u = uniform_slot(fk, t, nargs);
			if (u->generation == gen && u->fn != NULL && u->f == fk && u->t == t && u->nargs == nargs)
				return u->fn(f, args, nargs);
			return apply_miss(f, args, nargs, site, 0, 0, key, u, gen);
		}
	}
	return apply_miss(f, args, nargs, site, cacheable, keyable, key, NULL, gen);
}
