// fib: naive doubly recursive Fibonacci. Computes fib(30) os.Args[1] times
// (default 1) and prints the result.
package main

import (
	"fmt"
	"os"
	"strconv"
)

func fib(n int64) int64 {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func main() {
	reps := 1
	if len(os.Args) > 1 {
		var err error
		if reps, err = strconv.Atoi(os.Args[1]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	var r int64
	for i := 0; i < reps; i++ {
		r = fib(30)
	}
	fmt.Println(r)
}
