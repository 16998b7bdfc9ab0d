/* invsq: a floating-point double loop. The inner loop sums 1/k^2 for
 * k = 1..argv[2] (default 10000); the outer loop repeats it argv[1] times
 * (default 500), all into one accumulator. Prints the sum with %.17g (the
 * runner compares it numerically with Julia's shortest form). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static double invsq(int64_t outer, int64_t n) {
    double s = 0.0;
    for (int64_t i = 0; i < outer; i++)
        for (int64_t k = 1; k <= n; k++)
            s += 1.0 / (double)(k * k);
    return s;
}

int main(int argc, char **argv) {
    int64_t outer = argc > 1 ? atoll(argv[1]) : 500;
    int64_t n = argc > 2 ? atoll(argv[2]) : 10000;
    printf("%.17g\n", invsq(outer, n));
    return 0;
}
