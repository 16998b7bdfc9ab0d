/*
 * numlibs.c — the native libraries behind Base's arbitrary-precision
 * numbers: GMP (BigInt, base/gmp.jl) and MPFR (BigFloat, base/mpfr.jl),
 * which Base calls by ccall as Julia's base/gmp.jl and base/mpfr.jl do.
 *
 * As textlibs.c, this table gives the functions' addresses to the JIT as
 * absolute symbols, and its references keep the linker from dropping the
 * libraries.
 *
 * Memory. Julia gives GMP counted malloc/realloc/free and frees a BigInt's
 * limbs with a finalizer (mpz_clear); Kiln does the same on Boehm GC:
 * kiln_gmp_init makes GMP (and so MPFR, which allocates through GMP's
 * functions) allocate uncollectable, pointer-free GC blocks — the
 * collector counts them towards its next collection, never frees them
 * behind the libraries' backs (MPFR keeps constant caches and an mpz pool
 * in thread-local storage the collector does not scan), and does not scan
 * them — and kiln_gmp_finalize_mpz registers a Boehm finalizer that clears
 * a BigInt when it becomes unreachable. A BigFloat needs none: its limbs
 * live in a GC-managed String it references (mpfr_custom_init_set, as
 * Julia 1.10's BigFloat).
 */
#include "kiln_internal.h"

#include <gc.h>
#include <gmp.h>
#include <mpfr.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *gmp_alloc(size_t n)
{
	void *p = GC_malloc_atomic_uncollectable(n);
	if (p == NULL)
		kiln_throw_outofmemory(); /* as Julia's jl_gc_counted_malloc */
	return p;
}

static void *gmp_realloc(void *p, size_t old, size_t n)
{
	(void)old;
	void *q = GC_realloc(p, n);
	if (q == NULL)
		kiln_throw_outofmemory();
	return q;
}

static void gmp_free(void *p, size_t n)
{
	(void)n;
	GC_free(p);
}

/* Sets GMP's memory functions (once: kiln_gc_init calls it, before any
 * GMP or MPFR call; Base's BigInt constructor calls it too, for hosts that
 * bring their own collector set-up). */
void kiln_gmp_init(void)
{
	static int done;
	if (!done) {
		mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
		done = 1;
	}
}

/* The finalizer of a BigInt: obj is the GC block, cd the payload's offset
 * in it. */
static void finalize_mpz(void *obj, void *cd)
{
	mpz_clear((mpz_ptr)((char *)obj + (uintptr_t)cd));
}

/* Makes the collector clear the mpz_t at payload p (a BigInt, whose
 * fields are an __mpz_struct) when the BigInt is collected. */
void kiln_gmp_finalize_mpz(void *p)
{
	void *base = GC_base(p);
	if (base == NULL)
		return; /* not a heap object (never for a BigInt) */
	GC_register_finalizer_no_order(base, finalize_mpz, (void *)((char *)p - (char *)base), NULL, NULL);
}

/* mpfr_custom_get_size and mpfr_custom_init_set are macros in mpfr.h when
 * optimizing; these are their functions. */
size_t kiln_mpfr_custom_get_size(int64_t prec) { return mpfr_custom_get_size((mpfr_prec_t)prec); }

/* mpfr_snprintf with one mpfr_t argument (Printf's BigFloat conversions:
 * Julia calls the variadic function by @ccall; Kiln's ccall has no
 * variadic calls). */
int64_t kiln_mpfr_snprintf(char *buf, uint64_t n, const char *fmt, mpfr_srcptr x)
{
	return (int64_t)mpfr_snprintf(buf, (size_t)n, fmt, x);
}

/* Julia's jl_get_zero_subnormals/jl_set_zero_subnormals: the flush-to-zero
 * and denormals-are-zero bits of this thread's floating-point control
 * register. set returns 0 on success, nonzero where the hardware has no
 * such mode and yes was asked for. */
#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
#define KILN_MXCSR_FTZ_DAZ 0x8040u
int32_t kiln_get_zero_subnormals(void) { return (_mm_getcsr() & KILN_MXCSR_FTZ_DAZ) != 0; }
int32_t kiln_set_zero_subnormals(int8_t yes)
{
	unsigned int csr = _mm_getcsr();
	_mm_setcsr(yes ? (csr | KILN_MXCSR_FTZ_DAZ) : (csr & ~KILN_MXCSR_FTZ_DAZ));
	return 0;
}
#elif defined(__aarch64__)
int32_t kiln_get_zero_subnormals(void)
{
	uint64_t fpcr;
	__asm__ __volatile__("mrs %0, fpcr" : "=r"(fpcr));
	return (fpcr & (1ULL << 24)) != 0;
}
int32_t kiln_set_zero_subnormals(int8_t yes)
{
	uint64_t fpcr;
	__asm__ __volatile__("mrs %0, fpcr" : "=r"(fpcr));
	fpcr = yes ? (fpcr | (1ULL << 24)) : (fpcr & ~(1ULL << 24));
	__asm__ __volatile__("msr fpcr, %0" : : "r"(fpcr));
	return 0;
}
#else
int32_t kiln_get_zero_subnormals(void) { return 0; }
int32_t kiln_set_zero_subnormals(int8_t yes) { return yes != 0; }
#endif

#define F(name) {#name, (void *)&name},

static const kiln_symbol kiln_num_symbols[] = {
	F(kiln_gmp_init)
	F(kiln_gmp_finalize_mpz)
	F(kiln_mpfr_custom_get_size)
	F(kiln_mpfr_snprintf)
	F(kiln_get_zero_subnormals)
	F(kiln_set_zero_subnormals)
	F(__gmpz_init)
	F(__gmpz_init2)
	F(__gmpz_clear)
	F(__gmpz_realloc2)
	F(__gmpz_set)
	F(__gmpz_set_si)
	F(__gmpz_set_ui)
	F(__gmpz_set_d)
	F(__gmpz_set_str)
	F(__gmpz_get_si)
	F(__gmpz_get_ui)
	F(__gmpz_get_d)
	F(__gmpz_get_str)
	F(__gmpz_sizeinbase)
	F(__gmpz_add)
	F(__gmpz_sub)
	F(__gmpz_mul)
	F(__gmpz_add_ui)
	F(__gmpz_sub_ui)
	F(__gmpz_ui_sub)
	F(__gmpz_mul_ui)
	F(__gmpz_mul_si)
	F(__gmpz_mul_2exp)
	F(__gmpz_fdiv_q_2exp)
	F(__gmpz_pow_ui)
	F(__gmpz_bin_ui)
	F(__gmpz_fac_ui)
	F(__gmpz_neg)
	F(__gmpz_com)
	F(__gmpz_sqrt)
	F(__gmpz_fdiv_q)
	F(__gmpz_tdiv_q)
	F(__gmpz_cdiv_q)
	F(__gmpz_fdiv_r)
	F(__gmpz_tdiv_r)
	F(__gmpz_cdiv_r)
	F(__gmpz_tdiv_qr)
	F(__gmpz_fdiv_qr)
	F(__gmpz_gcd)
	F(__gmpz_lcm)
	F(__gmpz_gcdext)
	F(__gmpz_invert)
	F(__gmpz_powm)
	F(__gmpz_and)
	F(__gmpz_ior)
	F(__gmpz_xor)
	F(__gmpz_cmp)
	F(__gmpz_cmp_si)
	F(__gmpz_cmp_ui)
	F(__gmpz_cmp_d)
	F(__gmpz_popcount)
	F(__gmpz_scan0)
	F(__gmpz_scan1)
	F(__gmpz_tstbit)
	F(__gmpz_setbit)
	F(__gmpz_addmul)
	F(__gmpz_root)
	F(__gmpz_probab_prime_p)
	F(__gmpn_popcount)
	F(mpfr_custom_init)
	F(mpfr_custom_init_set)
	F(mpfr_get_default_prec)
	F(mpfr_set_default_prec)
	F(mpfr_set)
	F(mpfr_set_si)
	F(mpfr_set_ui)
	F(mpfr_set_d)
	F(mpfr_set_z)
	F(mpfr_set_str)
	F(mpfr_set_nan)
	F(mpfr_set_inf)
	F(mpfr_get_si)
	F(mpfr_get_ui)
	F(mpfr_get_d)
	F(mpfr_get_z)
	F(mpfr_get_str)
	F(mpfr_free_str)
	F(mpfr_fits_slong_p)
	F(mpfr_add)
	F(mpfr_sub)
	F(mpfr_mul)
	F(mpfr_div)
	F(mpfr_add_si)
	F(mpfr_sub_si)
	F(mpfr_si_sub)
	F(mpfr_mul_si)
	F(mpfr_div_si)
	F(mpfr_si_div)
	F(mpfr_add_d)
	F(mpfr_sub_d)
	F(mpfr_d_sub)
	F(mpfr_mul_d)
	F(mpfr_div_d)
	F(mpfr_d_div)
	F(mpfr_add_z)
	F(mpfr_sub_z)
	F(mpfr_mul_z)
	F(mpfr_div_z)
	F(mpfr_neg)
	F(mpfr_abs)
	F(mpfr_sqrt)
	F(mpfr_cbrt)
	F(mpfr_pow)
	F(mpfr_pow_si)
	F(mpfr_pow_z)
	F(mpfr_exp)
	F(mpfr_exp2)
	F(mpfr_exp10)
	F(mpfr_expm1)
	F(mpfr_log)
	F(mpfr_log2)
	F(mpfr_log10)
	F(mpfr_log1p)
	F(mpfr_sin)
	F(mpfr_cos)
	F(mpfr_tan)
	F(mpfr_asin)
	F(mpfr_acos)
	F(mpfr_atan)
	F(mpfr_atan2)
	F(mpfr_sinh)
	F(mpfr_cosh)
	F(mpfr_tanh)
	F(mpfr_fmod)
	F(mpfr_remainder)
	F(mpfr_rint)
	F(mpfr_nextabove)
	F(mpfr_nextbelow)
	F(mpfr_cmp)
	F(mpfr_cmp_si)
	F(mpfr_cmp_d)
	F(mpfr_cmp_z)
	F(mpfr_equal_p)
	F(mpfr_less_p)
	F(mpfr_lessequal_p)
	F(mpfr_nan_p)
	F(mpfr_inf_p)
	F(mpfr_zero_p)
	F(mpfr_integer_p)
	F(mpfr_signbit)
	F(mpfr_get_exp)
	F(mpfr_set_exp)
	F(mpfr_mul_2si)
	F(mpfr_const_pi)
	F(mpfr_const_euler)
	F(mpfr_const_catalan)
	F(mpfr_const_log2)
	F(mpfr_min)
	F(mpfr_max)
	F(mpfr_fma)
	{0, 0},
};

const kiln_symbol *kiln_num_symbol_at(int i)
{
	int n = (int)(sizeof kiln_num_symbols / sizeof kiln_num_symbols[0]) - 1;
	return i >= 0 && i < n ? &kiln_num_symbols[i] : NULL;
}
