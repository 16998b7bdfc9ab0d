/* fib: naive doubly recursive Fibonacci. Computes fib(30) argv[1] times
 * (default 1) and prints the result. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int64_t fib(int64_t n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
    int64_t reps = argc > 1 ? atoll(argv[1]) : 1;
    int64_t r = 0;
    for (int64_t i = 0; i < reps; i++)
        r = fib(30);
    printf("%lld\n", (long long)r);
    return 0;
}
