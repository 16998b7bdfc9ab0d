/* fannkuch: the Computer Language Benchmarks Game fannkuch-redux,
 * single-threaded. For every permutation of 0..N-1 (N = argv[1], default 7),
 * generated in the benchmark's order, counts the prefix reversals ("flips")
 * until 0 is in front; prints the checksum (flip counts summed with
 * alternating sign) and the maximum. */
#include <stdio.h>
#include <stdlib.h>

static int fannkuch(int n, int *checksum_out) {
    int *perm = malloc(n * sizeof *perm), *perm1 = malloc(n * sizeof *perm1), *count = malloc(n * sizeof *count);
    if (!perm || !perm1 || !count)
        exit(1);
    int maxflips = 0, checksum = 0, permcount = 0;
    for (int i = 0; i < n; i++)
        perm1[i] = i;
    int r = n;
    for (;;) {
        while (r != 1) {
            count[r - 1] = r;
            r--;
        }
        for (int i = 0; i < n; i++)
            perm[i] = perm1[i];
        int flips = 0;
        int k;
        while ((k = perm[0]) != 0) {
            for (int i = 0, j = k; i < j; i++, j--) {
                int t = perm[i];
                perm[i] = perm[j];
                perm[j] = t;
            }
            flips++;
        }
        if (flips > maxflips)
            maxflips = flips;
        checksum += permcount % 2 == 0 ? flips : -flips;
        /* next permutation */
        for (;;) {
            if (r == n) {
                free(perm);
                free(perm1);
                free(count);
                *checksum_out = checksum;
                return maxflips;
            }
            int perm0 = perm1[0];
            for (int i = 0; i < r; i++)
                perm1[i] = perm1[i + 1];
            perm1[r] = perm0;
            count[r]--;
            if (count[r] > 0)
                break;
            r++;
        }
        permcount++;
    }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 7;
    int checksum;
    int maxflips = fannkuch(n, &checksum);
    printf("%d\nPfannkuchen(%d) = %d\n", checksum, n, maxflips);
    return 0;
}
