/* bench/c/linalg.c — the C side of bench/linalg.jl: the same OpenBLAS and
 * LAPACK calls (dgemm; dgetrf + dgetrs; dsyevr with a workspace query) on
 * the same data, with the same copies Kiln makes (the factorizations work on
 * a copy of the matrix). Built by bench/linalg.sh with -lopenblas. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void dgemm_(const char *, const char *, const int *, const int *, const int *, const double *, const double *,
            const int *, const double *, const int *, const double *, double *, const int *, long, long);
void dgetrf_(const int *, const int *, double *, const int *, int *, int *);
void dgetrs_(const char *, const int *, const int *, const double *, const int *, const int *, double *,
             const int *, int *, long);
void dsyevr_(const char *, const char *, const char *, const int *, double *, const int *, const double *,
             const double *, const int *, const int *, const double *, int *, double *, double *, const int *,
             int *, double *, const int *, int *, const int *, int *, long, long, long);

static long long now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static double *fillmat(int n) {
    double *a = malloc(sizeof(double) * (size_t)n * (size_t)n);
    for (int j = 1; j <= n; j++)
        for (int i = 1; i <= n; i++)
            a[(size_t)(j - 1) * n + (i - 1)] = ((i * 7 + j * 13) % 101) / 101.0 - 0.5;
    return a;
}

static double *matmul(const double *A, const double *B, int n) {
    double *C = malloc(sizeof(double) * (size_t)n * (size_t)n);
    double one = 1.0, zero = 0.0;
    dgemm_("N", "N", &n, &n, &n, &one, A, &n, B, &n, &zero, C, &n, 1, 1);
    return C;
}

static double *solve(const double *A, const double *b, int n) {
    double *F = malloc(sizeof(double) * (size_t)n * (size_t)n);
    memcpy(F, A, sizeof(double) * (size_t)n * (size_t)n);
    double *x = malloc(sizeof(double) * (size_t)n);
    memcpy(x, b, sizeof(double) * (size_t)n);
    int *ipiv = malloc(sizeof(int) * (size_t)n);
    int info, one = 1;
    dgetrf_(&n, &n, F, &n, ipiv, &info);
    dgetrs_("N", &n, &one, F, &n, ipiv, x, &n, &info, 1);
    free(F);
    free(ipiv);
    return x;
}

static double *eigen(const double *S, int n, double **vectors) {
    double *A = malloc(sizeof(double) * (size_t)n * (size_t)n);
    memcpy(A, S, sizeof(double) * (size_t)n * (size_t)n);
    double *w = malloc(sizeof(double) * (size_t)n);
    double *Z = malloc(sizeof(double) * (size_t)n * (size_t)n);
    int *isuppz = malloc(sizeof(int) * 2 * (size_t)n);
    double vl = 0, vu = 0, abstol = -1.0, wq;
    int il = 0, iu = 0, m, info, lwork = -1, liwork = -1, iwq;
    dsyevr_("V", "A", "U", &n, A, &n, &vl, &vu, &il, &iu, &abstol, &m, w, Z, &n, isuppz, &wq, &lwork, &iwq,
            &liwork, &info, 1, 1, 1);
    lwork = (int)wq;
    liwork = iwq;
    double *work = malloc(sizeof(double) * (size_t)lwork);
    int *iwork = malloc(sizeof(int) * (size_t)liwork);
    dsyevr_("V", "A", "U", &n, A, &n, &vl, &vu, &il, &iu, &abstol, &m, w, Z, &n, isuppz, work, &lwork, iwork,
            &liwork, &info, 1, 1, 1);
    free(A);
    free(isuppz);
    free(work);
    free(iwork);
    *vectors = Z;
    return w;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    int reps = argc > 2 ? atoi(argv[2]) : 5;
    double *A = fillmat(n), *B = malloc(sizeof(double) * (size_t)n * (size_t)n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            B[(size_t)j * n + i] = A[(size_t)i * n + j];
    long long best = -1;
    double *C = matmul(A, B, n);
    for (int r = 0; r < reps; r++) {
        free(C);
        long long t0 = now_ns();
        C = matmul(A, B, n);
        long long t = now_ns() - t0;
        if (best < 0 || t < best) best = t;
    }
    printf("matmul %.3f check %.17g\n", best / 1e6, C[0] + C[(size_t)n * n - 1] + C[(size_t)(n - 1) * n]);

    double *D = malloc(sizeof(double) * (size_t)n * (size_t)n);
    memcpy(D, A, sizeof(double) * (size_t)n * (size_t)n);
    for (int i = 0; i < n; i++) D[(size_t)i * n + i] += n;
    double *b = malloc(sizeof(double) * (size_t)n);
    for (int i = 1; i <= n; i++) b[i - 1] = (double)(i % 17);
    best = -1;
    double *x = solve(D, b, n);
    for (int r = 0; r < reps; r++) {
        free(x);
        long long t0 = now_ns();
        x = solve(D, b, n);
        long long t = now_ns() - t0;
        if (best < 0 || t < best) best = t;
    }
    printf("solve %.3f check %.17g\n", best / 1e6, x[0] + x[n - 1]);

    int m = n / 2;
    double *S0 = fillmat(m), *S = malloc(sizeof(double) * (size_t)m * (size_t)m);
    for (int j = 0; j < m; j++)
        for (int i = 0; i < m; i++)
            S[(size_t)j * m + i] = S0[(size_t)j * m + i] + S0[(size_t)i * m + j];
    double *Z;
    int ereps = reps / 2 > 0 ? reps / 2 : 1;
    best = -1;
    double *w = eigen(S, m, &Z);
    for (int r = 0; r < ereps; r++) {
        free(w);
        free(Z);
        long long t0 = now_ns();
        w = eigen(S, m, &Z);
        long long t = now_ns() - t0;
        if (best < 0 || t < best) best = t;
    }
    printf("eigen %.3f check %.17g\n", best / 1e6, w[0] + w[m - 1]);
    return 0;
}
