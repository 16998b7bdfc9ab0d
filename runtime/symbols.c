/*
 * symbols.c — the addresses the JIT binds generated code's references to:
 * every function and global of kiln_rt.h, the public functions of fmtnum.h,
 * glibc's _setjmp (generated code calls it directly for try blocks), the
 * OpenBLAS/LAPACK routines of blas.h, and the native text libraries'
 * functions (textlibs.c).
 */
#include "kiln_internal.h"
#include "fmtnum.h"
#include "blas.h"

#include <setjmp.h>

#define F(name) {#name, (void *)&name},

const kiln_symbol kiln_symbols[] = {
	F(kiln_alloc)
	F(kiln_alloc_atomic)
	F(kiln_alloc_atomic_undef)
	F(kiln_apply_generic)
	F(kiln_current_exception)
	F(kiln_exec)
	F(kiln_exit)
	F(kiln_flush_all)
	F(kiln_stdout_error)
	F(kiln_io_close_err)
	F(kiln_io_flush_err)
	F(kiln_uv_error)
	F(kiln_gc_collect)
	F(kiln_gc_keepalive)
	F(kiln_finalizer_register)
	F(kiln_finalizer_take)
	F(kiln_finalizer_pending)
	F(kiln_finalizer_pop)
	F(kiln_finalizer_live)
	F(kiln_finalizer_object)
	F(kiln_gc_heap_size)
	F(kiln_set_heap_limit)
	F(kiln_throw_outofmemory)
	F(kiln_gc_total_allocated)
	F(kiln_io_buffer_new)
	F(kiln_io_close)
	F(kiln_io_eof)
	F(kiln_io_buffer_from)
	F(kiln_io_position)
	F(kiln_io_size)
	F(kiln_io_seek)
	F(kiln_io_read_bytes)
	F(kiln_io_peek)
	F(kiln_io_mark)
	F(kiln_io_buffer_mode)
	F(kiln_io_buffer_can)
	F(kiln_io_flush)
	F(kiln_io_open)
	F(kiln_io_open_flags)
	F(kiln_io_isopen)
	F(kiln_fs_stat)
	F(kiln_fs_readdir)
	F(kiln_env_block)
	F(kiln_errno)
	F(kiln_strerror)
	F(kiln_uv_errstr)
	F(kiln_sys_info)
	F(kiln_bindir)
	F(kiln_atexit_mark)
	F(kiln_atexit_pending)
	F(kiln_io_read_string)
	F(kiln_io_readline)
	F(kiln_io_take_string)
	F(kiln_pop_handler)
	F(kiln_print_char)
	F(kiln_print_f32)
	F(kiln_print_f64)
	F(kiln_print_i64)
	F(kiln_print_u64)
	F(kiln_push_handler)
	F(kiln_rethrow)
	F(kiln_root_slot)
	F(kiln_rt_init)
	F(kiln_set_outofmemory_error)
	F(kiln_set_resolver)
	F(kiln_set_stackoverflow_error)
	F(kiln_set_string_type)
	F(kiln_show_uhex)
	F(kiln_string_cmp)
	F(kiln_string_concat)
	F(kiln_string_data)
	F(kiln_string_eq)
	F(kiln_string_from_f32)
	F(kiln_string_from_f64)
	F(kiln_string_from_i64)
	F(kiln_string_from_i64_base)
	F(kiln_string_from_u64)
	F(kiln_string_len)
	F(kiln_string_new)
	F(kiln_throw)
	F(kiln_throw_stackoverflow)
	F(kiln_type_new)
	F(kiln_write_bytes)
	F(kiln_write_string)
	F(kiln_fmt_float32)
	F(kiln_fmt_float64)
	F(kiln_fmt_int64)
	F(kiln_fmt_uint64)
	F(kiln_fmt_uint_hex)
	F(kiln_parse_float32)
	F(kiln_parse_float64)
	F(kiln_shortest_float32)
	F(kiln_shortest_float64)
	F(kiln_stack_limit)
	F(kiln_dispatch_generation)
	F(_setjmp)
	F(kiln_array_data)
	F(kiln_array_share)
	F(kiln_array_setdim)
	F(kiln_array_shared_owner)
	F(kiln_object_address)
	F(kiln_gc_alloc_count)
	F(kiln_gc_alloc_bytes)
#define FB(name) {#name, (void *)&kiln_lazy_##name},
	KILN_BLAS_SYMBOLS(FB)
#undef FB
	{0, 0},
};

const kiln_symbol *kiln_symbol_at(int i)
{
	int n = (int)(sizeof kiln_symbols / sizeof kiln_symbols[0]) - 1;
	if (i >= 0 && i < n)
		return &kiln_symbols[i];
	return i >= n ? kiln_text_symbol_at(i - n) : NULL; /* then textlibs.c's */
}
