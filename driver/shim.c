/* Runtime helpers that need the compiler's knowledge of types (subtyping,
 * building exception objects); they call into Go and throw after the Go
 * callback has returned, so exceptions never unwind through Go frames. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../runtime/kiln_rt.h"
#include "shim.h"
#include "_cgo_export.h"

void kiln_gc_disable(void);
void kiln_gc_enable(void);

/* NOGC(call) runs a Go callback with collections deferred. The callback
 * runs on a goroutine stack the collector does not scan, so an object it
 * allocated and holds only in Go (an element boxed while splatting, a
 * field of an exception being built) would be freed by a collection that
 * a later allocation of the same callback starts. The callbacks that run
 * Julia code (eval, macroexpand, Meta.parse, top-level definitions) are
 * not wrapped: their objects live on the Kiln thread's stack. */
#define NOGC(call)                                                                                 \
	({                                                                                         \
		kiln_gc_disable();                                                                 \
		__typeof__(call) nogc_r_ = (call);                                                 \
		kiln_gc_enable();                                                                  \
		nogc_r_;                                                                           \
	})

void *kiln_perm_alloc(kiln_type *t, int64_t size)
{
	char *b = calloc(1, (size_t)size + 16);
	char *p = b + 16;
	((kiln_type **)p)[-1] = t;
	return p;
}

_Noreturn void kiln_throw_undefvar(void *sym)
{
	void *e = (void *)NOGC(kilnMakeError(1, (uintptr_t)sym, 0, 0));
	kiln_throw(e);
}

_Noreturn void kiln_throw_bounds(void *a, int64_t i)
{
	void *e = (void *)NOGC(kilnMakeError(2, (uintptr_t)a, (uint64_t)i, 0));
	kiln_throw(e);
}

/* nfields and getfield(x, i) of an object whose type code did not know,
 * such as a tuple of a widened vararg tail (Tuple{Vararg{T}}, a length
 * known only at run time; methods.CompilationSig): the driver reads the
 * layout of the object's run-time type. */
_Noreturn void kiln_throw_undefref(void);

int64_t kiln_nfields_any(void *x) { return (int64_t)NOGC(kilnNfieldsAny((uintptr_t)x)); }

void *kiln_getfield_any(void *x, int64_t i)
{
	int64_t n = kiln_nfields_any(x);
	if (i < 1 || i > n)
		kiln_throw_bounds(x, i);
	void *r = (void *)NOGC(kilnGetfieldAny((uintptr_t)x, i));
	if (r == NULL)
		kiln_throw_undefref();
	return r;
}

_Noreturn void kiln_throw_typeassert(void *x, void *t)
{
	void *e = (void *)NOGC(kilnMakeError(3, (uintptr_t)x, (uint64_t)(uintptr_t)t, 0));
	kiln_throw(e);
}

/* Bool's descriptor, set at start-up: a Bool condition of a value whose
 * type inference did not know is checked here without calling Go. */
static kiln_type *bool_type;
void kiln_shim_set_bool_type(uintptr_t t) { bool_type = (kiln_type *)t; }

int8_t kiln_bool_check(void *x)
{
	if (x != NULL && bool_type != NULL && kiln_typeof(x) == bool_type)
		return (int8_t)(*(uint8_t *)x & 1);
	uintptr_t r = NOGC(kilnBoolCheck((uintptr_t)x));
	if (r > 1)
		kiln_throw((void *)r);
	return (int8_t)r;
}

int8_t kiln_isa(void *x, void *t) { return (int8_t)NOGC(kilnIsa((uintptr_t)x, (uintptr_t)t)); }

void *kiln_typeof_object(void *x) { return (void *)NOGC(kilnTypeofObject((uintptr_t)x)); }

void *kiln_typestring(void *t) { return (void *)NOGC(kilnTypeString((uintptr_t)t)); }

int8_t kiln_egal(void *a, void *b)
{
	if (a == b)
		return 1;
	kiln_type *ta = kiln_typeof(a), *tb = kiln_typeof(b);
	if (ta != tb)
		return 0;
	if (ta->flags & KILN_T_MUTABLE)
		return 0;
	if (ta->flags & KILN_T_STRING)
		return (int8_t)kiln_string_eq(a, b);
	return (int8_t)NOGC(kilnEgalSlow((uintptr_t)a, (uintptr_t)b));
}

typedef void (*kiln_thunk)(void *);

/* Array payload: {data*, length, dims[N]}. Resizing a vector allocates a
 * new data block (zeroed), copies the elements and updates length and
 * dims[0]; capacity grows geometrically so push! is amortized O(1). The
 * capacity is kept in the word before... no: we over-allocate and record
 * nothing, using GC_size to learn the block's capacity. */
extern size_t GC_size(const void *);
_Noreturn void kiln_throw_builtin_error(int32_t kind, void *a, void *b, void *c);

void kiln_array_resize(void *a, int64_t n, int64_t elsize, int32_t hasptr)
{
	void **hdr = (void **)a;
	char *data = hdr[0];
	int64_t len = ((int64_t *)a)[1];
	if (n < 0)
		n = 0;
	/* The common case first (push! with room left): an unshared block
	 * whose known capacity holds n elements, its data at the block's
	 * start (no front offset: the header word is the capacity). */
	if (data != NULL && n > len && n <= INT64_MAX / 2 / (elsize > 0 ? elsize : 1) && hdr[KILN_VECTOR_BLOCK] == NULL) {
		uintptr_t w = ((uintptr_t *)data)[-1];
		if (w != 0 && !(w & 3) && n * elsize <= (int64_t)(w >> 1)) {
			size_t k = (size_t)((n - len) * elsize);
			if (k == 8)
				*(uint64_t *)(data + len * elsize) = 0;
			else
				memset(data + len * elsize, 0, k);
			((int64_t *)a)[1] = n;
			((int64_t *)a)[2] = n;
			return;
		}
	}
	/* A vector over foreign memory (unsafe_wrap, Mmap; alloc.c) shrinks in
	 * place and otherwise gets a block of its own, as Julia's array over
	 * a buffer it does not own: the memory before its data is not Kiln's. */
	if (data != NULL && kiln_array_foreign_owner(a, 1) != NULL) {
		if (n <= len) {
			((int64_t *)a)[1] = n;
			((int64_t *)a)[2] = n;
			return;
		}
		int64_t need;
		if (__builtin_mul_overflow(n, elsize, &need) || need > INT64_MAX / 2)
			kiln_throw_outofmemory();
		int64_t newcap = (need + 7) & ~(int64_t)7;
		if (newcap < 32)
			newcap = 32;
		char *nd = hasptr ? kiln_alloc(NULL, newcap) : kiln_alloc_atomic(NULL, newcap);
		memcpy(nd, data, (size_t)(len * elsize));
		((uintptr_t *)nd)[-1] = (uintptr_t)newcap << 1;
		hdr[0] = nd;
		hdr[KILN_VECTOR_BLOCK] = NULL;
		((int64_t *)a)[1] = n;
		((int64_t *)a)[2] = n;
		return;
	}
	/* A vector whose front moved (popfirst!, pushfirst!) has its data off
	 * bytes past the block's first element; the block's header word is
	 * before that element (kiln_array_block_header). */
	size_t off = 0;
	uintptr_t *hw = data != NULL ? kiln_array_block_header(data, &off) : NULL;
	/* As Julia's array_try_unshare: the owner of shared data cannot be
	 * resized; an array that borrows it gets its own copy first. */
	uintptr_t owner = kiln_array_shared_owner(data);
	int unshare = 0;
	if (owner == (uintptr_t)a) {
		void *msg = kiln_string_new((const uint8_t *)"cannot resize array with shared data", 36);
		kiln_throw_builtin_error(1, msg, NULL, NULL);
	} else if (owner != 0) {
		unshare = 1;
	}
	int64_t need;
	/* A length whose byte size does not fit is OutOfMemoryError (the
	 * length is set only after the storage exists). */
	if (__builtin_mul_overflow(n, elsize, &need) || need > INT64_MAX / 2)
		kiln_throw_outofmemory();
	/* The data block's capacity in bytes: kept in its header word as
	 * cap << 1 (a word with the low bit set names a sharing owner, 0 is
	 * not yet known; capacities are multiples of 8, so bit 1 is clear),
	 * so that a push! does not ask the collector for the block's size
	 * each time. What is left from data on is cap - off. */
	int64_t cap = 0;
	if (data != NULL && !unshare) {
		uintptr_t w = *hw;
		if (w != 0 && !(w & 1)) {
			cap = (int64_t)(w >> 1);
		} else {
			cap = (int64_t)GC_size((char *)hw) - 8;
			*hw = (uintptr_t)cap << 1;
		}
		cap -= (int64_t)off;
	}
	if (need > cap && !unshare && off > 0 && need <= cap + (int64_t)off && (int64_t)off >= (cap + (int64_t)off) / 4) {
		/* Room enough before data (a queue's popfirst!): move the
		 * elements back to the block's start instead of growing it. */
		char *start = data - off;
		memmove(start, data, (size_t)len * (size_t)elsize);
		if (hasptr)
			memset(start + (size_t)len * (size_t)elsize, 0, off);
		hdr[0] = start;
		hdr[KILN_VECTOR_BLOCK] = NULL;
		data = start;
		cap += (int64_t)off;
		off = 0;
	}
	if (need > cap || unshare) {
		int64_t newcap = cap < INT64_MAX / 4 ? cap * 2 : need;
		if (newcap < need)
			newcap = need;
		if (newcap < 32)
			newcap = 32;
		newcap = (newcap + 7) & ~(int64_t)7;
		char *nd = hasptr ? kiln_alloc(NULL, newcap) : kiln_alloc_atomic(NULL, newcap);
		if (data != NULL && len > 0)
			memcpy(nd, data, (size_t)((len < n ? len : n) * elsize));
		((uintptr_t *)nd)[-1] = (uintptr_t)newcap << 1;
		hdr[0] = nd;
		hdr[KILN_VECTOR_BLOCK] = NULL;
		data = nd;
	} else if (n > len) {
		size_t k = (size_t)((n - len) * elsize);
		if (k == 8)
			*(uint64_t *)(data + len * elsize) = 0;
		else
			memset(data + len * elsize, 0, k);
	}
	((int64_t *)a)[1] = n;
	((int64_t *)a)[2] = n;
}

_Noreturn void kiln_throw_undefref(void)
{
	void *e = (void *)NOGC(kilnMakeError(4, 0, 0, 0));
	kiln_throw(e);
}

_Noreturn void kiln_throw_fielderror(void *x, void *sym)
{
	void *e = (void *)NOGC(kilnMakeError(5, (uintptr_t)x, (uint64_t)(uintptr_t)sym, 0));
	kiln_throw(e);
}

/* An array allocation whose size Julia rejects (codegen's arraySize): kind
 * 0 is invalid dimensions, 1 an invalid byte size. */
_Noreturn void kiln_throw_array_size(int32_t kind)
{
	void *e = (void *)NOGC(kilnMakeError(7 + kind, 0, 0, 0));
	kiln_throw(e);
}

/* A builtin called with arguments it rejects (codegen's throwBuiltinError):
 * kind 0 ArgumentError(a), 1 ErrorException(a), 2 TypeError(a, "", b, c). */
_Noreturn void kiln_throw_builtin_error(int32_t kind, void *a, void *b, void *c)
{
	void *e = (void *)NOGC(kilnMakeError(9 + kind, (uintptr_t)a, (uint64_t)(uintptr_t)b, (uint64_t)(uintptr_t)c));
	kiln_throw(e);
}

/* ---- Functions Base calls by ccall ---------------------------------------- */

#include <time.h>
#include "../runtime/fmtnum.h"

uint8_t kiln_string_byte(void *s, int64_t i) { return kiln_string_data(s)[i - 1]; }

void *kiln_symbol_name(void *sym)
{
	int64_t n = *(int64_t *)sym;
	return kiln_string_new((const uint8_t *)sym + 8, n);
}

void *kiln_symbol_new(void *str) { return (void *)NOGC(kilnSymbolNew((uintptr_t)str)); }

double kiln_time_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

uint64_t kiln_time_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

int32_t kiln_parse_float64_ok(void *s)
{
	double d;
	return kiln_parse_float64((const char *)kiln_string_data(s), kiln_string_len(s), &d);
}

double kiln_parse_float64_val(void *s)
{
	double d = 0;
	kiln_parse_float64((const char *)kiln_string_data(s), kiln_string_len(s), &d);
	return d;
}

int32_t kiln_parse_float32_ok(void *s)
{
	float d;
	return kiln_parse_float32((const char *)kiln_string_data(s), kiln_string_len(s), &d);
}

float kiln_parse_float32_val(void *s)
{
	float d = 0;
	kiln_parse_float32((const char *)kiln_string_data(s), kiln_string_len(s), &d);
	return d;
}

/* getproperty(m::Module, s::Symbol) of a binding known only at run time
 * (a non-constant global): its value, or UndefVarError. */
void *kiln_module_getglobal(void *m, void *sym)
{
	uintptr_t exc = 0;
	void *r = (void *)NOGC(kilnModuleGetGlobal((uintptr_t)m, (uintptr_t)sym, &exc));
	if (r == NULL)
		kiln_throw((void *)exc);
	return r;
}

/* Core.eval, macroexpand and Meta.parse (driver/macros.go): Go leaves the
 * value or the exception in Base._macro_result and returns 1 or 0; the
 * Julia side throws. */
int64_t kiln_eval(void *m, void *ex)
{
	kiln_go_enter();
	int64_t r = (int64_t)kilnEval((uintptr_t)m, (uintptr_t)ex);
	kiln_go_leave();
	return r;
}
int64_t kiln_macroexpand(void *m, void *ex, int8_t rec)
{
	kiln_go_enter();
	int64_t r = (int64_t)kilnMacroexpand((uintptr_t)m, (uintptr_t)ex, rec);
	kiln_go_leave();
	return r;
}
int64_t kiln_meta_parse(void *str, int64_t mode) { return (int64_t)kilnMetaParse((uintptr_t)str, mode); }
void kiln_set_result(void *x) { kilnSetResult((uintptr_t)x); }
void *kiln_get_result(void) { return (void *)kilnGetResult(); }
int64_t kiln_next_gensym(void) { return (int64_t)kilnNextGensym(); }
/* Base.invokelatest: run the call in the latest world (on = 1), then put
 * the caller's world back (on = the value returned before). */
int64_t kiln_world_latest(int64_t on) { return (int64_t)kilnWorldLatest(on); }

/* isdefined(M, :x) for a module known at run time. */
int8_t kiln_module_isdefined(void *m, void *sym) { return (int8_t)NOGC(kilnModuleIsDefined((uintptr_t)m, (uintptr_t)sym)); }

/* Base's run-time reflection (driver/reflectrt.go): a String or a Module
 * object, or the exception Go made. */
void *kiln_reflect(int64_t kind, void *a, void *b)
{
	uintptr_t exc = 0;
	void *r = (void *)NOGC(kilnReflect(kind, (uintptr_t)a, (uintptr_t)b, &exc));
	if (r == NULL)
		kiln_throw((void *)exc);
	return r;
}

uintptr_t kiln_shim_symbol(int i)
{
	switch (i) {
	case 0: return (uintptr_t)kiln_string_byte;
	case 1: return (uintptr_t)kiln_symbol_name;
	case 2: return (uintptr_t)kiln_symbol_new;
	case 3: return (uintptr_t)kiln_time_now;
	case 4: return (uintptr_t)kiln_time_ns;
	case 5: return (uintptr_t)kiln_parse_float64_ok;
	case 6: return (uintptr_t)kiln_parse_float64_val;
	case 7: return (uintptr_t)kiln_parse_float32_ok;
	case 8: return (uintptr_t)kiln_parse_float32_val;
	case 9: return (uintptr_t)kiln_module_getglobal;
	case 10: return (uintptr_t)kiln_eval;
	case 11: return (uintptr_t)kiln_macroexpand;
	case 12: return (uintptr_t)kiln_meta_parse;
	case 13: return (uintptr_t)kiln_set_result;
	case 14: return (uintptr_t)kiln_get_result;
	case 15: return (uintptr_t)kiln_next_gensym;
	case 16: return (uintptr_t)kiln_world_latest;
	case 17: return (uintptr_t)kiln_reflect;
	}
	return 0;
}

/* A tuple of the run-time types of boxed elements (a vararg method's
 * arguments, for one). The layout of the tuple type for each combination
 * of element types is asked of Go once and kept in a direct-mapped cache,
 * so that building a tuple is an allocation and a few copies: a call
 * through Go per tuple made every dynamic call of a vararg method
 * (Printf.format(io, f, args...)) cost microseconds. */
static kiln_tuple_layout tuple_cache[KILN_TUPLE_CACHE];

static kiln_tuple_layout *tuple_layout_for(void **elems, int32_t n)
{
	if (n < 0 || n > KILN_TUPLE_MAX)
		return NULL;
	uintptr_t h = (uintptr_t)n * 0x9e3779b97f4a7c15u;
	for (int32_t i = 0; i < n; i++) {
		if (elems[i] == NULL)
			return NULL;
		h = (h ^ (uintptr_t)kiln_typeof(elems[i])) * 0x9e3779b97f4a7c15u;
	}
	kiln_tuple_layout *e = &tuple_cache[(h >> 32) % KILN_TUPLE_CACHE];
	if (e->valid && e->n == n) {
		int32_t i = 0;
		while (i < n && e->elem[i] == kiln_typeof(elems[i]))
			i++;
		if (i == n)
			return e;
	}
	kiln_tuple_layout fresh;
	memset(&fresh, 0, sizeof fresh);
	fresh.n = n;
	for (int32_t i = 0; i < n; i++)
		fresh.elem[i] = kiln_typeof(elems[i]);
	if (!NOGC(kilnTupleLayout((uintptr_t)elems, n, &fresh)))
		return NULL;
	fresh.valid = 1;
	*e = fresh;
	return e;
}

void *kiln_make_tuple(void **elems, int32_t n)
{
	kiln_tuple_layout *l = tuple_layout_for(elems, n);
	if (l == NULL)
		return (void *)NOGC(kilnMakeTuple((uintptr_t)elems, n));
	if (l->instance != 0)
		return (void *)l->instance;
	char *p = kiln_alloc((kiln_type *)l->desc, l->size);
	for (int32_t i = 0; i < n; i++) {
		if (l->len[i] < 0)
			*(void **)(p + l->off[i]) = elems[i];
		else if (l->len[i] > 0)
			memcpy(p + l->off[i], elems[i], (size_t)l->len[i]);
	}
	return p;
}

_Noreturn void kiln_fatal(const char *msg);

/* f(args...) with splatted values expanded at run time. all[0] is f. */
void *kiln_apply_splat(void **all, int32_t n, const uint8_t *splat)
{
	void **args = all;
	uint8_t *flags = (uint8_t *)splat;
	for (int32_t tries = 0; tries <= n; tries++) {
		uintptr_t exc = 0;
		int32_t m = 0;
		void **arr = (void **)NOGC(kilnExpandSplat((uintptr_t)args, n, (uintptr_t)flags, &m, &exc));
		if (arr != NULL)
			return kiln_apply_generic(arr[0], arr + 1, m - 1, NULL);
		if (m >= 0)
			kiln_throw((void *)exc);
		/* A splatted iterable that is neither a tuple nor a vector:
		 * exc is the function that collects it into a vector (run here,
		 * where its exceptions may unwind), then the expansion is
		 * retried with that argument marked as collected (flag 2). */
		int32_t i = -m - 1;
		if (i < 0 || i >= n)
			kiln_fatal("kiln_apply_splat: bad argument index");
		if (args == all) {
			args = kiln_alloc(NULL, 8 * (int64_t)n);
			memcpy(args, all, 8 * (size_t)n);
			flags = kiln_alloc_atomic(NULL, n);
			memcpy(flags, splat, (size_t)n);
		}
		args[i] = kiln_apply_generic((void *)exc, &args[i], 1, NULL);
		flags[i] = 2;
	}
	kiln_fatal("kiln_apply_splat: expansion did not converge");
	return NULL;
}

/* Whether f(args...) has several equally specific methods (MethodError
 * printing). args is a tuple. */
int8_t kiln_method_ambiguous(void *f, void *args) { return (int8_t)NOGC(kilnMethodAmbiguous((uintptr_t)f, (uintptr_t)args)); }

/* Core.apply_type with parameters known only at run time. */
void *kiln_apply_type(void **params, int32_t n)
{
	uintptr_t exc = 0;
	void *t = (void *)NOGC(kilnApplyType((uintptr_t)params, n, &exc));
	if (t == NULL)
		kiln_throw((void *)exc);
	return t;
}

_Noreturn void kiln_throw_immutable(void *x)
{
	void *e = (void *)NOGC(kilnMakeError(6, (uintptr_t)x, 0, 0));
	kiln_throw(e);
}

/* The name of a Module object, as Julia prints it (Main.A.B prints A.B). */
void *kiln_module_name(void *m) { return (void *)NOGC(kilnModuleName((uintptr_t)m)); }

/* Reflection on a type known only at run time (_supertype, _fieldcount,
 * _isbitstype, _ismutabletype, _fieldname); returns a boxed answer. */
void *kiln_typequery(int32_t kind, void *t, int64_t i)
{
	uintptr_t exc = 0;
	void *r = (void *)NOGC(kilnTypeQuery(kind, (uintptr_t)t, i, &exc));
	if (r == NULL)
		kiln_throw((void *)exc);
	return r;
}

/* convert(T, x) for an assignment to a typed global: a dynamic call of
 * Base.convert, then a check of the result's type. */
void *kiln_convert_global(void *t, void *x)
{
	uintptr_t f = NOGC(kilnConvertFunc());
	void *args[2] = {t, x};
	void *r = kiln_apply_generic((void *)f, args, 2, NULL);
	uintptr_t exc = NOGC(kilnCheckType(t, (uintptr_t)r));
	if (exc != 0)
		kiln_throw((void *)exc);
	return r;
}

/* The address a ccall passes for a Ptr{T} argument whose type code did
 * not know (a global, an Any): a pointer as it is, an array's data, a
 * RefValue's value, a String's bytes (ccallPointer); anything else goes
 * through Julia's convert(Ptr{T}, x), which throws its MethodError. */
void *kiln_ccall_pointer(void *t, void *x)
{
	uintptr_t p;
	if (NOGC(kilnCcallPointer((uintptr_t)t, (uintptr_t)x, &p)))
		return (void *)p;
	/* the boxed Ptr that convert returned */
	return *(void **)kiln_convert_global(t, x);
}

/* Evaluates the top-level form number id (a definition nested in top-level
 * control flow) when the code reaches it. */
void kiln_toplevel(int64_t id)
{
	kiln_go_enter();
	uintptr_t exc = kilnToplevel(id);
	kiln_go_leave();
	if (exc != 0)
		kiln_throw((void *)exc);
}
