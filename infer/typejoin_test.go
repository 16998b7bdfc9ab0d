package infer

import (
	"testing"

	"github.com/kiln-lang/kiln/types"
)

// TestTypeJoinParams checks typejoin of types of one name whose parameters
// differ: the differing parameters stay variables, as Julia's typejoin
// (base/promotion.jl) gives them (typejoin(Vector{Int64}, Vector{String})
// is Vector, the element type of [[1], ["a"]]).
func TestTypeJoinParams(t *testing.T) {
	cases := []struct {
		a, b types.Type
		want string
	}{
		{types.VectorOf(types.Int64), types.VectorOf(types.String), "Vector"},
		{types.VectorOf(types.Int64), types.ArrayOf(types.Int64, 2), "Array{Int64}"},
		{types.VectorOf(types.Int64), types.VectorOf(types.Int64), "Vector{Int64}"},
		{types.VectorOf(types.Int64), types.ArrayOf(types.Float64, 2), "Array"},
		{types.Int64, types.Float64, "Real"},
		{types.Tuple(types.Int64, types.VectorOf(types.Int64)), types.Tuple(types.Int64, types.VectorOf(types.String)), "Tuple{Int64, Vector}"},
	}
	for _, c := range cases {
		if got := TypeJoin(c.a, c.b).String(); got != c.want {
			t.Errorf("typejoin(%s, %s) = %s, want %s", c.a, c.b, got, c.want)
		}
	}
}
