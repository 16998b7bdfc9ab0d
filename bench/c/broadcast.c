/* broadcast: the hand-written loop that Kiln's fused broadcast
 * y .= a .* x .+ y is compared with. Repeats y[i] = a * x[i] + y[i]
 * argv[2] times (default 10) on vectors of argv[1] doubles (default 100),
 * x[i] = i / n, y = 0, a = 0.5. Prints the sum of y, accumulated in order,
 * with %.17g (the runner compares it numerically with Julia's shortest
 * form). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void axpy(double *restrict y, double a, const double *restrict x, int64_t n) {
    for (int64_t i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
    int64_t n = argc > 1 ? atoll(argv[1]) : 100;
    int64_t reps = argc > 2 ? atoll(argv[2]) : 10;
    double *x = malloc(sizeof(double) * (size_t)n);
    double *y = calloc((size_t)n, sizeof(double));
    if (!x || !y)
        return 1;
    for (int64_t i = 0; i < n; i++)
        x[i] = (double)(i + 1) / (double)n;
    for (int64_t r = 0; r < reps; r++)
        axpy(y, 0.5, x, n);
    double s = 0.0;
    for (int64_t i = 0; i < n; i++)
        s += y[i];
    printf("%.17g\n", s);
    free(x);
    free(y);
    return 0;
}
