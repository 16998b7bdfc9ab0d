// binarytrees: the Computer Language Benchmarks Game binary-trees,
// single-threaded. Allocates and walks perfect binary trees: one "stretch"
// tree of depth max+1, many short-lived trees of depths 4, 6, ..., max, and
// one long-lived tree of depth max, where max = os.Args[1] (default 10).
package main

import (
	"fmt"
	"os"
	"strconv"
)

type Node struct {
	left, right *Node
}

func bottomUp(depth int) *Node {
	if depth <= 0 {
		return &Node{}
	}
	return &Node{bottomUp(depth - 1), bottomUp(depth - 1)}
}

func (n *Node) check() int {
	if n.left == nil {
		return 1
	}
	return 1 + n.left.check() + n.right.check()
}

func main() {
	n := 10
	if len(os.Args) > 1 {
		v, err := strconv.Atoi(os.Args[1])
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		n = v
	}
	minDepth := 4
	maxDepth := max(minDepth+2, n)

	stretchDepth := maxDepth + 1
	fmt.Printf("stretch tree of depth %d\t check: %d\n", stretchDepth, bottomUp(stretchDepth).check())

	longLived := bottomUp(maxDepth)

	for depth := minDepth; depth <= maxDepth; depth += 2 {
		iterations := 1 << (maxDepth - depth + minDepth)
		c := 0
		for i := 0; i < iterations; i++ {
			c += bottomUp(depth).check()
		}
		fmt.Printf("%d\t trees of depth %d\t check: %d\n", iterations, depth, c)
	}

	fmt.Printf("long lived tree of depth %d\t check: %d\n", maxDepth, longLived.check())
}
