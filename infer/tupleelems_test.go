package infer

import (
	"testing"

	"github.com/kiln-lang/kiln/types"
)

// TestTupleElemsSingletonTuple: a tuple whose elements are all singletons
// ((nothing,), (:,)) is a constant StructValue of its tuple type; splatting
// it must still give its elements (tail((:,)) inferred as Any made every
// view(A, i, :) a dynamic call).
func TestTupleElemsSingletonTuple(t *testing.T) {
	tt := types.Tuple(types.Nothing, types.Nothing)
	c, ok := IsConst(tt)
	if !ok {
		t.Fatalf("Tuple{Nothing, Nothing} is not a constant")
	}
	elems, ok := TupleElems(&Const{Val: c})
	if !ok {
		t.Fatalf("TupleElems of the constant %v: not expanded", c)
	}
	if len(elems) != 2 {
		t.Fatalf("TupleElems: %d elements, want 2", len(elems))
	}
	for i, e := range elems {
		if v, ok := IsConst(e); !ok || v != types.NothingValue {
			t.Errorf("element %d = %v, want the constant nothing", i, e)
		}
	}
}
