package syntax

import (
	"os"
	"testing"
)

// BenchmarkParse parses testdata/bench.jl, a ~1000-line Julia program.
func BenchmarkParse(b *testing.B) {
	src, err := os.ReadFile("testdata/bench.jl")
	if err != nil {
		b.Fatal(err)
	}
	s := string(src)
	if _, err := ParseFile("bench.jl", s); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseFile("bench.jl", s); err != nil {
			b.Fatal(err)
		}
	}
}
