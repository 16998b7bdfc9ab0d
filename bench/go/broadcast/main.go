// broadcast: the hand-written loop that Kiln's fused broadcast
// y .= a .* x .+ y is compared with. Repeats y[i] = a*x[i] + y[i]
// os.Args[2] times (default 10) on vectors of os.Args[1] float64s (default
// 100), x[i] = i/n, y = 0, a = 0.5. Prints the sum of y, accumulated in
// order, with %.17g (the runner compares it numerically with Julia's
// shortest form).
package main

import (
	"fmt"
	"os"
	"strconv"
)

func axpy(y []float64, a float64, x []float64) {
	x = x[:len(y)]
	for i := range y {
		y[i] = a*x[i] + y[i]
	}
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
	n := intArg(1, 100)
	reps := intArg(2, 10)
	x := make([]float64, n)
	y := make([]float64, n)
	for i := range x {
		x[i] = float64(i+1) / float64(n)
	}
	for r := 0; r < reps; r++ {
		axpy(y, 0.5, x)
	}
	s := 0.0
	for _, v := range y {
		s += v
	}
	fmt.Printf("%.17g\n", s)
}
