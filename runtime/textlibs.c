/*
 * textlibs.c — the native libraries behind Base's text functions: PCRE2
 * (Regex, base/pcre.jl) and utf8proc (Unicode, base/unicode.jl), which Base
 * calls by ccall as Julia's base/pcre.jl and base/strings/unicode.jl do.
 *
 * The kiln binary links both (runtime.go's LDFLAGS), and this table gives
 * the functions' addresses to the JIT as absolute symbols, with the
 * runtime's own: generated code, from `kiln run`, the system image or a
 * package image, then finds them by name without any dlopen, and the
 * references below keep the linker from dropping either library
 * (--as-needed).
 */
#include "kiln_internal.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <utf8proc.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

/* The data pointer of an Array, for the buffers Base hands to these
 * libraries, is kiln_array_data (alloc.c). */

/* A token that differs between processes: a Regex remembers the token of
 * the process that compiled its pattern, and compiles it again when it
 * meets another (a Regex restored from a package image or the system
 * image holds a pointer of the process that wrote the image). */
uint64_t kiln_text_token(void)
{
	static uint64_t token;
	if (token == 0) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		token = ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec) ^
			(uint64_t)(uintptr_t)&token ^ ((uint64_t)(uintptr_t)&pcre2_compile_8 << 17);
		token |= 1;
	}
	return token;
}

#define F(name) {#name, (void *)&name},

static const kiln_symbol kiln_text_symbols[] = {
	F(pcre2_compile_8)
	F(pcre2_code_free_8)
	F(pcre2_jit_compile_8)
	F(pcre2_get_error_message_8)
	F(pcre2_match_8)
	F(pcre2_match_data_create_from_pattern_8)
	F(pcre2_match_data_free_8)
	F(pcre2_get_ovector_pointer_8)
	F(pcre2_get_ovector_count_8)
	F(pcre2_pattern_info_8)
	F(pcre2_substring_number_from_name_8)
	F(utf8proc_toupper)
	F(utf8proc_tolower)
	F(utf8proc_totitle)
	F(utf8proc_isupper)
	F(utf8proc_islower)
	F(utf8proc_category)
	F(utf8proc_charwidth)
	F(utf8proc_map)
	F(utf8proc_map_custom)
	F(utf8proc_grapheme_break_stateful)
	F(utf8proc_errmsg)
	F(free)
	F(kiln_text_token)
	{0, 0},
};

const kiln_symbol *kiln_text_symbol_at(int i)
{
	int n = (int)(sizeof kiln_text_symbols / sizeof kiln_text_symbols[0]) - 1;
	if (i >= 0 && i < n)
		return &kiln_text_symbols[i];
	return i >= n ? kiln_num_symbol_at(i - n) : NULL; /* then numlibs.c's */
}
