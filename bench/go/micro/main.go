// Command micro is the standard Julia microbenchmarks in Go (the
// algorithms of JuliaLang/Microbenchmarks, written here): timed in process,
// best of 5, printed as `go,NAME,MILLISECONDS`. The BLAS benchmarks
// (matrix_statistics, matrix_multiply) are C's and Kiln's only.
package main

import (
	"bufio"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"time"
)

const nIter = 5

var want = map[string]bool{}

func timeit(name string, f func()) {
	if len(want) > 0 && !want[name] {
		return
	}
	f()
	tmin := math.Inf(1)
	for i := 0; i < nIter; i++ {
		t := time.Now()
		f()
		if d := float64(time.Since(t).Nanoseconds()) / 1e6; d < tmin {
			tmin = d
		}
	}
	fmt.Printf("go,%s,%.6f\n", name, tmin)
}

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func parseInts(t int, rng *rand.Rand) uint32 {
	var n uint32
	for i := 0; i < t; i++ {
		n = rng.Uint32()
		s := strconv.FormatUint(uint64(n), 16)
		m, err := strconv.ParseUint(s, 16, 32)
		if err != nil || uint32(m) != n {
			panic("parse")
		}
	}
	return n
}

func mandel(z complex128) int {
	c := z
	const maxiter = 80
	for n := 0; n < maxiter; n++ {
		if real(z)*real(z)+imag(z)*imag(z) > 4 {
			return n
		}
		z = z*z + c
	}
	return maxiter
}

func mandelperf() []int {
	m := make([]int, 0, 21*26)
	for i := -10; i <= 10; i++ {
		for r := -20; r <= 5; r++ {
			m = append(m, mandel(complex(float64(r)/10, float64(i)/10)))
		}
	}
	return m
}

func qsort(a []float64, lo, hi int) {
	i, j := lo, hi
	for i < hi {
		pivot := a[(lo+hi)/2]
		for i <= j {
			for a[i] < pivot {
				i++
			}
			for a[j] > pivot {
				j--
			}
			if i <= j {
				a[i], a[j] = a[j], a[i]
				i, j = i+1, j-1
			}
		}
		if lo < j {
			qsort(a, lo, j)
		}
		lo, j = i, hi
	}
}

func pisum() float64 {
	sum := 0.0
	for j := 0; j < 500; j++ {
		sum = 0.0
		for k := 1; k <= 10000; k++ {
			sum += 1.0 / float64(k*k)
		}
	}
	return sum
}

func printfd(n int) {
	f, err := os.Create("/dev/null")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(w, "%d %d\n", i, i+1)
	}
	w.Flush()
	f.Close()
}

func main() {
	for _, a := range os.Args[1:] {
		want[a] = true
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var sink int
	var fsink float64
	timeit("recursion_fibonacci", func() { sink += fib(20) })
	timeit("parse_integers", func() { sink += int(parseInts(1000, rng)) })
	timeit("userfunc_mandelbrot", func() {
		s := 0
		for _, v := range mandelperf() {
			s += v
		}
		if s != 14791 {
			panic("mandel")
		}
	})
	timeit("recursion_quicksort", func() {
		a := make([]float64, 5000)
		for i := range a {
			a[i] = rng.Float64()
		}
		qsort(a, 0, len(a)-1)
		fsink += a[0]
	})
	timeit("iteration_pi_sum", func() { fsink += pisum() })
	timeit("print_to_file", func() { printfd(100000) })
	if sink == 0 && fsink == 0 {
		fmt.Println()
	}
}
