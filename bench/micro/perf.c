/* The standard Julia microbenchmarks in C (the algorithms of
 * JuliaLang/Microbenchmarks, written here): timed in process, best of 5,
 * printed as `c,NAME,MILLISECONDS`.
 *
 *   gcc -O2 -o perf bench/micro/perf.c -lm [-DHAVE_CBLAS -lopenblas]
 *   ./perf [NAME...]
 */
#include <assert.h>
#include <complex.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#ifdef HAVE_CBLAS
#include <cblas.h>
#endif

#define NITER 5

static int want_argc;
static char **want_argv;

static int wanted(const char *name) {
    if (want_argc <= 1) return 1;
    for (int i = 1; i < want_argc; i++)
        if (strcmp(want_argv[i], name) == 0) return 1;
    return 0;
}

static double clock_now(void) {
    struct timeval now;
    gettimeofday(&now, NULL);
    return (double)now.tv_sec + (double)now.tv_usec / 1.0e6;
}

static void print_perf(const char *name, double t) { printf("c,%s,%.6f\n", name, t * 1000); }

/* xoshiro256++ (the generator Julia's default RNG uses), seeded by splitmix64 */
static uint64_t rs[4];
static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static uint64_t next_u64(void) {
    uint64_t r = rotl(rs[0] + rs[3], 23) + rs[0], t = rs[1] << 17;
    rs[2] ^= rs[0]; rs[3] ^= rs[1]; rs[1] ^= rs[2]; rs[0] ^= rs[3]; rs[2] ^= t; rs[3] = rotl(rs[3], 45);
    return r;
}
static void seed(uint64_t s) {
    for (int i = 0; i < 4; i++) {
        uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        rs[i] = z ^ (z >> 31);
    }
}
static double next_double(void) { return (next_u64() >> 11) * 0x1.0p-53; }
__attribute__((unused)) static double next_normal(void) { /* Box-Muller */
    double u = next_double(), v = next_double();
    return sqrt(-2.0 * log(1.0 - u)) * cos(2 * M_PI * v);
}

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static long parse_int(const char *s, long base) {
    long n = 0;
    for (; *s; ++s) {
        char c = *s;
        long d = 0;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (c >= 'A' && c <= 'Z') d = c - 'A' + 10;
        else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
        else exit(-1);
        if (base <= d) exit(-1);
        n = n * base + d;
    }
    return n;
}

static double cabs2(double complex z) { return creal(z) * creal(z) + cimag(z) * cimag(z); }

static int mandel(double complex z) {
    int maxiter = 80;
    double complex c = z;
    for (int n = 0; n < maxiter; ++n) {
        if (cabs2(z) > 4.0) return n;
        z = z * z + c;
    }
    return maxiter;
}

static int *mandelperf(void) {
    int *M = malloc(21 * 26 * sizeof(int));
    for (int i = 0; i < 21; i++)
        for (int j = 0; j < 26; j++)
            M[26 * i + j] = mandel((j - 20) / 10.0 + ((i - 10) / 10.0) * I);
    return M;
}

static void quicksort(double *a, int lo, int hi) {
    int i = lo, j = hi;
    while (i < hi) {
        double pivot = a[(lo + hi) / 2];
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) {
                double t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        }
        if (lo < j) quicksort(a, lo, j);
        lo = i;
        j = hi;
    }
}

static double pisum(void) {
    volatile double sum = 0.0;
    for (int j = 0; j < 500; ++j) {
        sum = 0.0;
        for (int k = 1; k <= 10000; ++k) sum += 1.0 / ((double)k * k);
    }
    return sum;
}

static void printfd(int n) {
    FILE *f = fopen("/dev/null", "w");
    for (long i = 0; i < n; i++) fprintf(f, "%ld %ld\n", i, i + 1);
    fclose(f);
}

#ifdef HAVE_CBLAS

struct double_pair { double s1, s2; };

static double tr4(const double *M, int k, int rows, double *A, double *B) {
    /* A = M'M (k x k), B = A*A, A = B*B, trace(A) */
    cblas_dgemm(CblasColMajor, CblasTrans, CblasNoTrans, k, k, rows, 1.0, M, rows, M, rows, 0.0, A, k);
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, k, k, k, 1.0, A, k, A, k, 0.0, B, k);
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, k, k, k, 1.0, B, k, B, k, 0.0, A, k);
    double t = 0;
    for (int j = 0; j < k; j++) t += A[(k + 1) * j];
    return t;
}

static struct double_pair randmatstat(int t) {
    int n = 5;
    double *v = calloc(t, sizeof(double)), *w = calloc(t, sizeof(double));
    double a[25], b[25], c[25], d[25], P[5 * 20], Q[10 * 10], A[400], B[400];
    for (int i = 0; i < t; i++) {
        for (int k = 0; k < 25; k++) a[k] = next_normal();
        for (int k = 0; k < 25; k++) b[k] = next_normal();
        for (int k = 0; k < 25; k++) c[k] = next_normal();
        for (int k = 0; k < 25; k++) d[k] = next_normal();
        /* P = [a b c d] (5 x 20), Q = [a b; c d] (10 x 10), column major */
        memcpy(P, a, sizeof a); memcpy(P + 25, b, sizeof b); memcpy(P + 50, c, sizeof c); memcpy(P + 75, d, sizeof d);
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++) {
                Q[2 * n * j + k] = a[n * j + k];
                Q[2 * n * j + n + k] = c[n * j + k];
                Q[2 * n * (n + j) + k] = b[n * j + k];
                Q[2 * n * (n + j) + n + k] = d[n * j + k];
            }
        v[i] = tr4(P, 4 * n, n, A, B);
        w[i] = tr4(Q, 2 * n, 2 * n, A, B);
    }
    double v1 = 0, v2 = 0, w1 = 0, w2 = 0;
    for (int i = 0; i < t; i++) {
        v1 += v[i]; v2 += v[i] * v[i];
        w1 += w[i]; w2 += w[i] * w[i];
    }
    free(v);
    free(w);
    struct double_pair r;
    r.s1 = sqrt((t * (t * v2 - v1 * v1)) / ((t - 1) * v1 * v1));
    r.s2 = sqrt((t * (t * w2 - w1 * w1)) / ((t - 1) * w1 * w1));
    return r;
}

static double *randmatmul(int n) {
    double *A = malloc(n * n * sizeof(double)), *B = malloc(n * n * sizeof(double)), *C = malloc(n * n * sizeof(double));
    for (int i = 0; i < n * n; i++) A[i] = next_double();
    for (int i = 0; i < n * n; i++) B[i] = next_double();
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, A, n, B, n, 0.0, C, n);
    free(A);
    free(B);
    return C;
}
#endif

#define TIMEIT(name, stmt)                                    \
    if (wanted(name)) {                                       \
        double tmin = INFINITY;                               \
        for (int it = 0; it < NITER; ++it) {                  \
            double t = clock_now();                           \
            stmt;                                             \
            t = clock_now() - t;                              \
            if (t < tmin) tmin = t;                           \
        }                                                     \
        print_perf(name, tmin);                               \
    }

int main(int argc, char **argv) {
    want_argc = argc;
    want_argv = argv;
    seed(0);
    volatile int fibarg = 20; /* prevent constant propagation */
    int f = 0;
    assert(fib(20) == 6765);
    TIMEIT("recursion_fibonacci", f += fib(fibarg));
    TIMEIT("parse_integers", {
        char s[11];
        for (int k = 0; k < 1000; ++k) {
            uint32_t n = (uint32_t)next_u64();
            sprintf(s, "%x", n);
            uint32_t m = (uint32_t)parse_int(s, 16);
            if (m != n) abort();
        }
    });
    volatile int msum = 0;
    TIMEIT("userfunc_mandelbrot", {
        int *M = mandelperf();
        int s = 0;
        for (int k = 0; k < 21 * 26; k++) s += M[k];
        if (s != 14791) abort();
        msum += s;
        free(M);
    });
    TIMEIT("recursion_quicksort", {
        double *d = malloc(5000 * sizeof(double));
        for (int k = 0; k < 5000; k++) d[k] = next_double();
        quicksort(d, 0, 5000 - 1);
        free(d);
    });
    double pi = 0;
    TIMEIT("iteration_pi_sum", pi = pisum());
    if (wanted("iteration_pi_sum") && fabs(pi - 1.644834071848065) >= 1e-12) abort();
#ifdef HAVE_CBLAS
    struct double_pair r;
    TIMEIT("matrix_statistics", r = randmatstat(1000));
    if (wanted("matrix_statistics") && !(0.5 < r.s1 && r.s1 < 1.0 && 0.5 < r.s2 && r.s2 < 1.0)) abort();
    TIMEIT("matrix_multiply", {
        double *C = randmatmul(1000);
        if (!(0 <= C[0])) abort();
        free(C);
    });
#endif
    TIMEIT("print_to_file", printfd(100000));
    return f == 0;
}
