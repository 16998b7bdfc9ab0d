package ir

import (
	"strings"
	"testing"

	"github.com/kiln-lang/kiln/syntax"
)

var p = syntax.Pos{File: "t.jl", Line: 1, Col: 1}

// diamond builds: b0: br arg1, b1, b2; b1: goto b3; b2: goto b3;
// b3: φ(b1 => c1, b2 => c2); return φ.
func diamond() (*Func, map[string]*Value, []*Block) {
	f := NewFunc("f", p)
	b0 := f.Blocks[0]
	b1, b2, b3 := f.NewBlock(), f.NewBlock(), f.NewBlock()
	a := f.NewValue(b0, OpArg, p, 1)
	f.NewValue(b0, OpBranch, p, nil, a)
	AddEdge(b0, b1)
	AddEdge(b0, b2)
	c1 := f.NewValue(b1, OpConst, p, int64(1))
	f.NewValue(b1, OpJump, p, nil)
	AddEdge(b1, b3)
	c2 := f.NewValue(b2, OpConst, p, int64(2))
	f.NewValue(b2, OpJump, p, nil)
	AddEdge(b2, b3)
	phi := f.NewValue(b3, OpPhi, p, nil, c1, c2)
	f.NewValue(b3, OpReturn, p, nil, phi)
	return f, map[string]*Value{"a": a, "c1": c1, "c2": c2, "phi": phi}, []*Block{b0, b1, b2, b3}
}

func TestVerifyOK(t *testing.T) {
	f, _, _ := diamond()
	if err := Verify(f); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyErrors(t *testing.T) {
	cases := []struct {
		name    string
		breakIt func(f *Func, v map[string]*Value, b []*Block)
		want    string
	}{
		{"missing terminator", func(f *Func, v map[string]*Value, b []*Block) {
			b[3].Instrs = b[3].Instrs[:1]
		}, "does not end in a terminator"},
		{"phi arity", func(f *Func, v map[string]*Value, b []*Block) {
			v["phi"].Args = v["phi"].Args[:1]
		}, "phi has 1 arguments for 2 predecessors"},
		{"phi not first", func(f *Func, v map[string]*Value, b []*Block) {
			x := f.MakeValue(OpConst, p, int64(3))
			x.Block = b[3]
			b[3].Instrs = append([]*Value{x}, b[3].Instrs...)
		}, "phi after a non-phi"},
		{"dominance", func(f *Func, v map[string]*Value, b []*Block) {
			ret := b[3].Instrs[1]
			ret.Args[0] = v["c1"]
		}, "does not dominate its use"},
		{"phi dominance", func(f *Func, v map[string]*Value, b []*Block) {
			v["phi"].Args[0] = v["c2"]
		}, "does not dominate predecessor"},
		{"use before def", func(f *Func, v map[string]*Value, b []*Block) {
			x := f.NewValue(b[1], OpCall, p, nil, v["c1"])
			b[1].Instrs = []*Value{x, v["c1"], b[1].Instrs[1]}
		}, "used before its definition"},
		{"edges", func(f *Func, v map[string]*Value, b []*Block) {
			b[3].Preds = b[3].Preds[:1]
			v["phi"].Args = v["phi"].Args[:1]
		}, "not recorded"},
		{"unreachable", func(f *Func, v map[string]*Value, b []*Block) {
			d := f.NewBlock()
			f.NewValue(d, OpUnreachable, p, nil)
		}, "unreachable"},
		{"wrong block", func(f *Func, v map[string]*Value, b []*Block) {
			v["c1"].Block = b[2]
		}, "Block field"},
		{"terminator in middle", func(f *Func, v map[string]*Value, b []*Block) {
			j := f.MakeValue(OpUnreachable, p, nil)
			j.Block = b[1]
			b[1].Instrs = append([]*Value{j}, b[1].Instrs...)
		}, "terminator in the middle"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, v, b := diamond()
			c.breakIt(f, v, b)
			err := Verify(f)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
}
