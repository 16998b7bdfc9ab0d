/* intloop: an integer loop with remainders and branches over i = 1..argv[1]
 * (default 10^8). Prints the checksum. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int64_t intloop(int64_t n) {
    int64_t s = 0;
    for (int64_t i = 1; i <= n; i++) {
        if (i % 3 == 0)
            s += i;
        else if (i % 5 == 0)
            s += 3 * (i / 5);
        else if (i % 7 == 0)
            s -= i;
        else
            s ^= i;
    }
    return s;
}

int main(int argc, char **argv) {
    int64_t n = argc > 1 ? atoll(argv[1]) : 100000000;
    printf("%lld\n", (long long)intloop(n));
    return 0;
}
