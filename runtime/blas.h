/*
 * blas.h — the OpenBLAS/LAPACK routines that Base's LinearAlgebra calls by
 * ccall (Debian's libopenblas-dev: the reference Fortran interface with
 * 32-bit integers, every argument by reference, and a hidden length
 * argument after the arguments for each character argument, as gfortran
 * passes them). The JIT binds these names as absolute symbols, like the
 * runtime's own, to trampolines (blaslazy.S) that open libopenblas on the
 * first call of any of them: the library starts threads when it is loaded,
 * which a program without linear algebra should not pay for.
 */
#ifndef KILN_BLAS_H
#define KILN_BLAS_H

#define KILN_BLAS_SYMBOLS(X) \
	X(dgemm_) X(sgemm_) X(zgemm_) X(cgemm_) \
	X(dgemv_) X(sgemv_) X(zgemv_) X(cgemv_) \
	X(ddot_) X(sdot_) X(dnrm2_) X(dasum_) X(snrm2_) X(dznrm2_) X(daxpy_) X(saxpy_) X(dscal_) \
	X(dgetrf_) X(dgetrs_) X(dgetri_) X(sgetrf_) X(sgetrs_) X(sgetri_) X(strtrs_) X(strtri_) X(zgetrf_) X(zgetrs_) X(zgetri_) \
	X(dgeqrf_) X(dorgqr_) X(dpotrf_) X(dpotrs_) X(dtrtrs_) \
	X(dsyrk_) X(ssyrk_) X(dtrtri_) X(dgeqp3_) X(dormqr_) X(dlaic1_) \
	X(openblas_set_num_threads) X(openblas_get_num_threads) X(dsyevr_) X(dgeev_) X(dgesdd_) X(dgebal_) \
	X(zgees_) X(zgesdd_) X(dstegr_) X(sstegr_)

#ifndef __ASSEMBLER__
#define KILN_BLAS_DECL(name) extern void kiln_lazy_##name(void);
KILN_BLAS_SYMBOLS(KILN_BLAS_DECL)
#undef KILN_BLAS_DECL

/* kiln_blas_resolve opens libopenblas (once), points every trampoline at
 * its routine and returns the routine of the trampoline whose pointer is
 * slot. */
void *kiln_blas_resolve(void **slot);
#endif

#endif
