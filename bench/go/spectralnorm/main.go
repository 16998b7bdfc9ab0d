// spectralnorm: the Computer Language Benchmarks Game spectral-norm,
// single-threaded: the spectral norm of the infinite matrix
// A[i,j] = 1/((i+j)(i+j+1)/2 + i + 1) truncated to N x N, N = os.Args[1]
// (default 100), by 10 steps of the power method on A'A. Prints it with 9
// decimals.
package main

import (
	"fmt"
	"math"
	"os"
	"strconv"
)

func a(i, j int) float64 { return 1.0 / float64((i+j)*(i+j+1)/2+i+1) }

func mulAv(v, av []float64) {
	for i := range av {
		s := 0.0
		for j := range v {
			s += a(i, j) * v[j]
		}
		av[i] = s
	}
}

func mulAtv(v, atv []float64) {
	for i := range atv {
		s := 0.0
		for j := range v {
			s += a(j, i) * v[j]
		}
		atv[i] = s
	}
}

func mulAtAv(v, out, tmp []float64) {
	mulAv(v, tmp)
	mulAtv(tmp, out)
}

func main() {
	n := 100
	if len(os.Args) > 1 {
		v, err := strconv.Atoi(os.Args[1])
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		n = v
	}
	u := make([]float64, n)
	for i := range u {
		u[i] = 1
	}
	v := make([]float64, n)
	tmp := make([]float64, n)
	for i := 0; i < 10; i++ {
		mulAtAv(u, v, tmp)
		mulAtAv(v, u, tmp)
	}
	var vBv, vv float64
	for i := range v {
		vBv += u[i] * v[i]
		vv += v[i] * v[i]
	}
	fmt.Printf("%.9f\n", math.Sqrt(vBv/vv))
}
