// fannkuch: the Computer Language Benchmarks Game fannkuch-redux,
// single-threaded. For every permutation of 0..N-1 (N = os.Args[1], default
// 7), generated in the benchmark's order, counts the prefix reversals
// ("flips") until 0 is in front; prints the checksum (flip counts summed with
// alternating sign) and the maximum.
package main

import (
	"fmt"
	"os"
	"strconv"
)

func fannkuch(n int) (checksum, maxflips int) {
	perm := make([]int, n)
	perm1 := make([]int, n)
	count := make([]int, n)
	for i := range perm1 {
		perm1[i] = i
	}
	permcount := 0
	r := n
	for {
		for ; r != 1; r-- {
			count[r-1] = r
		}
		copy(perm, perm1)
		flips := 0
		for k := perm[0]; k != 0; k = perm[0] {
			for i, j := 0, k; i < j; i, j = i+1, j-1 {
				perm[i], perm[j] = perm[j], perm[i]
			}
			flips++
		}
		maxflips = max(maxflips, flips)
		if permcount%2 == 0 {
			checksum += flips
		} else {
			checksum -= flips
		}
		// next permutation
		for {
			if r == n {
				return checksum, maxflips
			}
			perm0 := perm1[0]
			copy(perm1[:r], perm1[1:r+1])
			perm1[r] = perm0
			count[r]--
			if count[r] > 0 {
				break
			}
			r++
		}
		permcount++
	}
}

func main() {
	n := 7
	if len(os.Args) > 1 {
		v, err := strconv.Atoi(os.Args[1])
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		n = v
	}
	checksum, maxflips := fannkuch(n)
	fmt.Printf("%d\nPfannkuchen(%d) = %d\n", checksum, n, maxflips)
}
