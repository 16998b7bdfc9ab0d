// intloop: an integer loop with remainders and branches over
// i = 1..os.Args[1] (default 10^8). Prints the checksum.
package main

import (
	"fmt"
	"os"
	"strconv"
)

func intloop(n int64) int64 {
	var s int64
	for i := int64(1); i <= n; i++ {
		switch {
		case i%3 == 0:
			s += i
		case i%5 == 0:
			s += 3 * (i / 5)
		case i%7 == 0:
			s -= i
		default:
			s ^= i
		}
	}
	return s
}

func main() {
	n := int64(100_000_000)
	if len(os.Args) > 1 {
		v, err := strconv.ParseInt(os.Args[1], 10, 64)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		n = v
	}
	fmt.Println(intloop(n))
}
