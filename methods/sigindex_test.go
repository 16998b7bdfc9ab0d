package methods

import (
	"testing"

	"github.com/kiln-lang/kiln/types"
)

// sigs are method signatures (the first position stands for the
// function), among them pairs that are equal without being written alike:
// the index Add uses to find the method a definition replaces must never
// separate two signatures that types.Equal calls equal.
func testSigs() []types.Type {
	f := types.Int8 // the function's type: the same for every signature
	T := types.NewTypeVar("T", types.Bottom, types.Integer)
	S := types.NewTypeVar("S", types.Bottom, types.Any)
	U := types.NewTypeVar("U", types.Bottom, types.MakeUnion(types.Int64, types.Float64))
	N := types.NewTypeVar("N", types.Bottom, types.Any)
	return []types.Type{
		types.Tuple(f, types.Integer),
		types.UnionAllOf(T, types.Tuple(f, T)),                      // == Tuple{f, Integer}
		types.Tuple(f, types.MakeUnion(types.Int64, types.Integer)), // == Tuple{f, Integer}
		types.Tuple(f, types.Any),
		types.UnionAllOf(S, types.Tuple(f, S)), // == Tuple{f, Any}
		types.Tuple(f, types.Int64),
		types.Tuple(f, types.Float64),
		types.Tuple(f, types.MakeUnion(types.Int64, types.Float64)),
		types.UnionAllOf(U, types.Tuple(f, U)), // == the union
		types.Tuple(f, types.Int64, types.Int64),
		types.TupleOf(f, types.VarargOf(types.Int64, 2)).(*types.DataType), // == Tuple{f, Int64, Int64}
		types.TupleOf(f, types.VarargOf(types.Int64, -1)).(*types.DataType),
		types.TupleOf(f, types.Int64, types.VarargOf(types.Int64, -1)).(*types.DataType),
		types.Tuple(f, types.TypeOfType(types.Int64)),
		types.Tuple(f, types.TypeOfType(types.Float64)),
		types.UnionAllOf(T, types.Tuple(f, types.TypeOfType(T))),
		types.UnionAllOf(S, types.Tuple(f, types.TypeOfType(S), S)),
		types.UnionAllOf(S, types.Tuple(f, types.VectorOf(S))),
		types.UnionAllOf(T, types.Tuple(f, types.VectorOf(T))),
		types.Tuple(f, types.VectorOf(types.Int64)),
		types.UnionAllOf(N, types.Tuple(f, types.Apply(types.ArrayT, types.Int64, N))),
		types.Tuple(f, types.String, types.Integer),
		types.UnionAllOf(T, types.Tuple(f, types.String, T)),
	}
}

func TestSignatureIndexKeepsEqualTogether(t *testing.T) {
	sigs := testSigs()
	equal, apart := 0, 0
	for i, a := range sigs {
		for j, b := range sigs {
			if i == j {
				continue
			}
			if types.Equal(a, b) {
				equal++
				if surelyDifferent(a, b) {
					t.Errorf("surelyDifferent(%s, %s) although they are equal", a, b)
				}
				ka, oka := sigKeyOf(a)
				kb, okb := sigKeyOf(b)
				if oka && okb && ka != kb {
					t.Errorf("equal %s and %s have different keys", a, b)
				}
				sa, oka := shapeOf(a)
				sb, okb := shapeOf(b)
				if oka && okb && sa != sb {
					t.Errorf("equal %s and %s have different shapes", a, b)
				}
			} else if surelyDifferent(a, b) {
				apart++
			}
		}
	}
	// The filter must do its work: most unequal pairs are told apart
	// without types.Equal.
	if equal < 8 {
		t.Errorf("only %d equal ordered pairs: the table lost its equal signatures", equal)
	}
	if apart < len(sigs)*(len(sigs)-1)/2 {
		t.Errorf("only %d of the unequal pairs were told apart", apart)
	}
}

// TestRedefinitionReplaces: a definition whose signature equals an
// existing one, written differently, replaces it (one method remains).
func TestRedefinitionReplaces(t *testing.T) {
	sigs := testSigs()
	for i, a := range sigs {
		for j, b := range sigs {
			if i == j || !types.Equal(a, b) {
				continue
			}
			tab := &MethodTable{}
			tab.Add(&Method{Name: "f", Sig: a})
			for k, c := range sigs {
				if k != i && k != j && !types.Equal(c, a) {
					tab.Add(&Method{Name: "f", Sig: c})
				}
			}
			tab.Add(&Method{Name: "f", Sig: b})
			n := 0
			for _, m := range tab.Methods() {
				if types.Equal(m.Sig, a) {
					n++
				}
			}
			if n != 1 {
				t.Errorf("after defining %s and then %s the table has %d methods equal to them, want 1", a, b, n)
			}
		}
	}
}
