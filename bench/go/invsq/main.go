// invsq: a floating-point double loop. The inner loop sums 1/k^2 for
// k = 1..os.Args[2] (default 10000); the outer loop repeats it os.Args[1]
// times (default 500), all into one accumulator. Prints the sum with %.17g
// (the runner compares it numerically with Julia's shortest form).
package main

import (
	"fmt"
	"os"
	"strconv"
)

func invsq(outer, n int) float64 {
	s := 0.0
	for i := 0; i < outer; i++ {
		for k := 1; k <= n; k++ {
			s += 1.0 / float64(k*k)
		}
	}
	return s
}

func intArg(i, def int) int {
	if len(os.Args) <= i {
		return def
	}
	v, err := strconv.Atoi(os.Args[i])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	return v
}

func main() {
	fmt.Printf("%.17g\n", invsq(intArg(1, 500), intArg(2, 10000)))
}
