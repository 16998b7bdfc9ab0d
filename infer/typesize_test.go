package infer

import (
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/types"
)

// TestTypeSizeDeep: typeSize counts every node of a deeply nested type
// (a type nested one level more is larger, however deep), and stops at
// typeSizeBudget on a type whose shared parameters make it exponential.
func TestTypeSizeDeep(t *testing.T) {
	var ts []types.Type
	var cur types.Type = types.Float64
	for i := 0; i < 1000; i++ {
		cur = types.Tuple(cur, types.Float64)
		ts = append(ts, cur)
	}
	for i := 1; i < len(ts); i++ {
		if a, b := typeSize(ts[i-1]), typeSize(ts[i]); a >= b {
			t.Fatalf("level %d: size %d, level %d: size %d", i-1, a, i, b)
		}
	}
	var shared types.Type = types.Float64
	for i := 0; i < 64; i++ {
		shared = types.Tuple(shared, shared)
	}
	if n := typeSize(shared); n != typeSizeBudget {
		t.Fatalf("typeSize of a 2^64-node type = %d, want %d", n, typeSizeBudget)
	}
}

// TestConstValueKeyNoPrinting: the key of a constant struct holding a
// deeply nested type's value names types by ID, so it is no longer than
// the value has fields, and it tells values of different types apart.
func TestConstValueKeyNoPrinting(t *testing.T) {
	var cur types.Type = types.Float64
	var val any = 1.0
	for i := 0; i < 300; i++ {
		cur = types.Tuple(cur, types.Float64)
		val = &types.TupleValue{Type: cur.(*types.DataType), Elems: []any{val, 2.0}}
	}
	var sb strings.Builder
	constValueKey(&sb, val)
	if n := sb.Len(); n > 300*40 {
		t.Fatalf("key of a 300-level tuple is %d bytes", n)
	}
	var a, b strings.Builder
	constValueKey(&a, &types.TupleValue{Type: types.Tuple(types.Float64), Elems: []any{1.0}})
	constValueKey(&b, &types.TupleValue{Type: types.Tuple(types.Float32), Elems: []any{1.0}})
	if a.String() == b.String() {
		t.Fatalf("Tuple{Float64} and Tuple{Float32} values share the key %q", a.String())
	}
}
