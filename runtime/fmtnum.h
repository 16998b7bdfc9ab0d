/*
 * fmtnum.h — Julia-exact number formatting and float parsing for the Kiln
 * runtime.
 *
 * Every formatter writes into a caller-supplied buffer of at least
 * KILN_FMT_BUFSIZE bytes, NUL-terminates it and returns the length (without
 * the NUL). None of them allocates, locks or touches global state, so they are
 * safe to call from any thread and from JIT-compiled code.
 *
 * The float formatters reproduce Julia 1.10's Base.Ryu.writeshortest with the
 * arguments that print/show/string pass: the shortest decimal that reads back
 * as the same value (Ryu; among the shortest, the closest, ties to even), in
 * plain form when the decimal point position pt satisfies -4 < pt <= 6 and in
 * exponent form otherwise.
 */
#ifndef KILN_FMTNUM_H
#define KILN_FMTNUM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Size every output buffer must have. The longest output is 24 bytes
 * ("-2.2250738585072014e-308"). */
#define KILN_FMT_BUFSIZE 64

/* Modes of kiln_fmt_float32. */
#define KILN_F32_PRINT 0        /* print(x), string(x): 1.5, 1.0e-5, Inf, NaN */
#define KILN_F32_SHOW 1         /* show(x), repr(x): 1.5f0, 1.0f-5, Inf32, NaN32 */
#define KILN_F32_SHOW_UNTYPED 2 /* show inside a Float32 container (:typeinfo
                                   is Float32), e.g. the elements of
                                   Float32[1.5, 1.0f-5]: 1.5, 1.0f-5, Inf, NaN */

/* print/show/string of a Float64: 0.1, 100000.0, 1.0e6, 1.0e-5, -0.0, Inf,
 * -Inf, NaN, 5.0e-324, 1.7976931348623157e308. */
int kiln_fmt_float64(char *buf, double x);

/* Float32 in one of the KILN_F32_* modes (any other value of show acts as
 * KILN_F32_SHOW). */
int kiln_fmt_float32(char *buf, float x, int show);

/* Decimal integers, as print/show/string of Int64 and print/string of
 * UInt64 (and of every narrower integer type, after widening). */
int kiln_fmt_int64(char *buf, int64_t v);
int kiln_fmt_uint64(char *buf, uint64_t v);

/* show of an unsigned integer of `bytes` bytes (1, 2, 4 or 8: UInt8 ...
 * UInt64): "0x" and 2*bytes lower-case hex digits, zero padded: 0x0a, 0x000a,
 * 0x0000000a, 0x000000000000000a. v is truncated to the width; a width outside
 * 1..8 is clamped to it. */
int kiln_fmt_uint_hex(char *buf, uint64_t v, int bytes);

/* The shortest round-trip decimal of a finite, nonzero |x|: |x| reads back
 * from digits * 10^exp10, digits has no trailing zeros. Returns 0 (and leaves
 * the outputs alone) for 0, Inf and NaN, else 1. */
int kiln_shortest_float64(double x, uint64_t *digits, int32_t *exp10);
int kiln_shortest_float32(float x, uint32_t *digits, int32_t *exp10);

/* Printf's %f / %e of a finite x >= 0 with prec digits after the point
 * (conv 'f' or 'e', alt: the `#` flag), exactly rounded half to even, into
 * buf (cap bytes, no NUL); returns the length or -1 when it does not fit. */
int64_t kiln_fmt_fixed_exp(char *buf, int64_t cap, double x, int32_t prec, int32_t conv, int32_t alt);
/* The same through glibc's exact conversion alone (the tests' reference). */
int64_t kiln_fmt_fixed_exp_exact(char *buf, int64_t cap, double x, int32_t prec, int32_t conv, int32_t alt);

/* Julia's parse(Float64, s) / tryparse(Float64, s) on the len bytes at s
 * (which need not be NUL-terminated): C-locale strtod, so decimal and hex
 * floats, "Inf"/"infinity"/"NaN" in any case, an optional sign; leading and
 * trailing ASCII whitespace allowed; anything else after the number, an
 * empty or all-space string, or a value that overflows to +-Inf or underflows
 * to zero is rejected. Returns 1 and stores *out on success, 0 on failure
 * (then *out is untouched). */
int kiln_parse_float64(const char *s, int64_t len, double *out);
/* The same for parse(Float32, s) (strtof). */
int kiln_parse_float32(const char *s, int64_t len, float *out);

/* Test hook: entry i of the Ryu power-of-5 table `which` (0: Float64
 * inverse, 1: Float64 forward, 2: Float32 inverse, 3: Float32 forward).
 * Returns the table length; stores the entry when 0 <= i < length. */
int kiln_fmtnum_table(int which, int i, uint64_t *lo, uint64_t *hi);

/* Benchmark hook: formats xs[0..n) into a scratch buffer and returns the
 * total number of bytes written (so the work cannot be optimized away). */
int64_t kiln_fmtnum_bench_float64(const double *xs, int64_t n);

#ifdef __cplusplus
}
#endif

#endif /* KILN_FMTNUM_H */
