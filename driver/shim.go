package driver

/*
#cgo CFLAGS: -Wall -O2 -fno-omit-frame-pointer
#include <stdint.h>
#include "../runtime/kiln_rt.h"
void *kiln_perm_alloc(kiln_type *t, int64_t size);
_Noreturn void kiln_throw_undefvar(void *sym);
_Noreturn void kiln_throw_bounds(void *a, int64_t i);
_Noreturn void kiln_throw_typeassert(void *x, void *t);
int8_t kiln_bool_check(void *x);
void kiln_shim_set_bool_type(uintptr_t t);
int8_t kiln_isa(void *x, void *t);
void *kiln_typeof_object(void *x);
void *kiln_typestring(void *t);
int8_t kiln_egal(void *a, void *b);
void kiln_array_resize(void *a, int64_t n, int64_t elsize, int32_t hasptr);
_Noreturn void kiln_throw_undefref(void);
_Noreturn void kiln_throw_fielderror(void *x, void *sym);
void *kiln_make_tuple(void **elems, int32_t n);
void *kiln_apply_splat(void **all, int32_t n, const uint8_t *splat);
int8_t kiln_method_ambiguous(void *f, void *args);
void *kiln_apply_type(void **params, int32_t n);
_Noreturn void kiln_throw_immutable(void *x);
void *kiln_module_name(void *m);
void *kiln_typequery(int32_t kind, void *t, int64_t i);
void *kiln_convert_global(void *t, void *x);
void kiln_toplevel(int64_t id);
_Noreturn void kiln_throw_array_size(int32_t kind);
_Noreturn void kiln_throw_builtin_error(int32_t kind, void *a, void *b, void *c);
int8_t kiln_module_isdefined(void *m, void *sym);
int64_t kiln_nfields_any(void *x);
void *kiln_getfield_any(void *x, int64_t i);
void *kiln_ccall_pointer(void *t, void *x);
uintptr_t kiln_shim_symbol(int i);
static uintptr_t kiln_shim_addr(int i) {
	switch (i) {
	case 0: return (uintptr_t)kiln_throw_undefvar;
	case 1: return (uintptr_t)kiln_throw_bounds;
	case 2: return (uintptr_t)kiln_throw_typeassert;
	case 3: return (uintptr_t)kiln_bool_check;
	case 4: return (uintptr_t)kiln_isa;
	case 5: return (uintptr_t)kiln_typeof_object;
	case 6: return (uintptr_t)kiln_typestring;
	case 7: return (uintptr_t)kiln_egal;
	case 8: return (uintptr_t)kiln_array_resize;
	case 9: return (uintptr_t)kiln_throw_undefref;
	case 10: return (uintptr_t)kiln_throw_fielderror;
	case 11: return (uintptr_t)kiln_make_tuple;
	case 12: return (uintptr_t)kiln_apply_splat;
	case 13: return (uintptr_t)kiln_method_ambiguous;
	case 14: return (uintptr_t)kiln_apply_type;
	case 15: return (uintptr_t)kiln_throw_immutable;
	case 16: return (uintptr_t)kiln_module_name;
	case 17: return (uintptr_t)kiln_typequery;
	case 18: return (uintptr_t)kiln_convert_global;
	case 19: return (uintptr_t)kiln_toplevel;
	case 20: return (uintptr_t)kiln_throw_array_size;
	case 21: return (uintptr_t)kiln_throw_builtin_error;
	case 22: return (uintptr_t)kiln_module_isdefined;
	case 23: return (uintptr_t)kiln_nfields_any;
	case 24: return (uintptr_t)kiln_getfield_any;
	case 25: return (uintptr_t)kiln_ccall_pointer;
	}
	return 0;
}
static void *kiln_tuple_jlcall(void *f, void **args, int32_t n) { (void)f; return kiln_make_tuple(args, n); }
static uintptr_t kiln_tuple_jlcall_addr(void) { return (uintptr_t)kiln_tuple_jlcall; }
static uintptr_t kiln_perm(uintptr_t t, int64_t size) { return (uintptr_t)kiln_perm_alloc((kiln_type *)t, size); }
*/
import "C"

// tupleJlcall is a generic (jlcall) entry of Core.tuple for any number of
// arguments: the runtime builds the tuple of their run-time types.
func tupleJlcall() uintptr { return uintptr(C.kiln_tuple_jlcall_addr()) }

// setShimBoolType gives the C helpers Bool's descriptor.
func setShimBoolType(desc uintptr) { C.kiln_shim_set_bool_type(C.uintptr_t(desc)) }

var shimNames = []string{"kiln_throw_undefvar", "kiln_throw_bounds", "kiln_throw_typeassert", "kiln_bool_check",
	"kiln_isa", "kiln_typeof_object", "kiln_typestring", "kiln_egal", "kiln_array_resize", "kiln_throw_undefref", "kiln_throw_fielderror", "kiln_make_tuple", "kiln_apply_splat", "kiln_method_ambiguous", "kiln_apply_type", "kiln_throw_immutable", "kiln_module_name", "kiln_typequery", "kiln_convert_global", "kiln_toplevel", "kiln_throw_array_size", "kiln_throw_builtin_error", "kiln_module_isdefined", "kiln_nfields_any", "kiln_getfield_any", "kiln_ccall_pointer"}

// baseCallNames are runtime functions that Base calls by ccall and that
// live in the driver's shim.
var baseCallNames = []string{"kiln_string_byte", "kiln_symbol_name", "kiln_symbol_new", "kiln_time_now",
	"kiln_time_ns", "kiln_parse_float64_ok", "kiln_parse_float64_val", "kiln_parse_float32_ok", "kiln_parse_float32_val", "kiln_module_getglobal",
	"kiln_eval", "kiln_macroexpand", "kiln_meta_parse", "kiln_set_result", "kiln_get_result", "kiln_next_gensym", "kiln_world_latest", "kiln_reflect"}

func shimSymbols() map[string]uintptr {
	m := map[string]uintptr{}
	for i, n := range shimNames {
		m[n] = uintptr(C.kiln_shim_addr(C.int(i)))
	}
	for i, n := range baseCallNames {
		m[n] = uintptr(C.kiln_shim_symbol(C.int(i)))
	}
	return m
}

// permAlloc allocates an object outside the collected heap (never freed,
// never moved): type objects, interned Symbols.
func permAlloc(desc uintptr, size int64) uintptr {
	return uintptr(C.kiln_perm(C.uintptr_t(desc), C.int64_t(size)))
}
