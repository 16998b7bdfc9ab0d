package syntax

import (
	"os"
	"testing"
)

// BenchmarkLex tokenizes testdata/bench.jl (the lexer alone).
func BenchmarkLex(b *testing.B) {
	src, err := os.ReadFile("testdata/bench.jl")
	if err != nil {
		b.Fatal(err)
	}
	s := string(src)
	b.SetBytes(int64(len(s)))
	n := 0
	for b.Loop() {
		lx := newLexer("bench.jl", s)
		for {
			t := lx.next()
			n++
			if t.kind == tEOF {
				break
			}
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "tokens/op")
}
