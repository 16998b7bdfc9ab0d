/* spectralnorm: the Computer Language Benchmarks Game spectral-norm,
 * single-threaded: the spectral norm of the infinite matrix
 * A[i,j] = 1/((i+j)(i+j+1)/2 + i + 1) truncated to N x N, N = argv[1]
 * (default 100), by 10 steps of the power method on A'A. Prints it with 9
 * decimals. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double A(long i, long j) { return 1.0 / (double)((i + j) * (i + j + 1) / 2 + i + 1); }

static void mul_Av(long n, const double *v, double *Av) {
    for (long i = 0; i < n; i++) {
        double s = 0.0;
        for (long j = 0; j < n; j++)
            s += A(i, j) * v[j];
        Av[i] = s;
    }
}

static void mul_Atv(long n, const double *v, double *Atv) {
    for (long i = 0; i < n; i++) {
        double s = 0.0;
        for (long j = 0; j < n; j++)
            s += A(j, i) * v[j];
        Atv[i] = s;
    }
}

static void mul_AtAv(long n, const double *v, double *out, double *tmp) {
    mul_Av(n, v, tmp);
    mul_Atv(n, tmp, out);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 100;
    double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v), *tmp = malloc(n * sizeof *tmp);
    if (!u || !v || !tmp)
        return 1;
    for (long i = 0; i < n; i++)
        u[i] = 1.0;
    for (int i = 0; i < 10; i++) {
        mul_AtAv(n, u, v, tmp);
        mul_AtAv(n, v, u, tmp);
    }
    double vBv = 0.0, vv = 0.0;
    for (long i = 0; i < n; i++) {
        vBv += u[i] * v[i];
        vv += v[i] * v[i];
    }
    printf("%.9f\n", sqrt(vBv / vv));
    free(u);
    free(v);
    free(tmp);
    return 0;
}
