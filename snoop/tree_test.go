package snoop

import (
	"strings"
	"testing"
)

// shape prints a tree's names, nesting with parentheses.
func shape(n *Node) string {
	var sb strings.Builder
	var rec func(n *Node)
	rec = func(n *Node) {
		sb.WriteString(n.Name)
		if len(n.Children) > 0 {
			sb.WriteString("(")
			for i, c := range n.Children {
				if i > 0 {
					sb.WriteString(" ")
				}
				rec(c)
			}
			sb.WriteString(")")
		}
	}
	rec(n)
	return sb.String()
}

const fullShape = "ROOT(top-level scope(simulate(::Int64)(step(::Float64) report(::Int64)) show(::Float64)) kernel(::Float32)(fma(::Float32)))"

func TestTreeOperations(t *testing.T) {
	_, tree := sampleTree(t)
	if got := shape(tree.Root); got != fullShape {
		t.Fatalf("shape %s", got)
	}
	cases := []struct {
		name string
		tree *Tree
		want string
	}{
		{"copy", tree.Copy(), fullShape},
		{"native", tree.Filter("native"), "ROOT(top-level scope(simulate(::Int64)(step(::Float64) report(::Int64)) show(::Float64)))"},
		{"ptx:sm_75", tree.Filter("ptx:sm_75"), "ROOT(kernel(::Float32)(fma(::Float32)))"},
		{"ptx prefix", tree.Filter("ptx"), "ROOT(kernel(::Float32)(fma(::Float32)))"},
		{"pt is no prefix", tree.Filter("pt"), "ROOT"},
		{"prune 1.5ms", tree.Prune(ms(1.5)), "ROOT(top-level scope(simulate(::Int64)(step(::Float64))) kernel(::Float32))"},
		{"prune 0", tree.Prune(0), fullShape},
		{"depth 0", tree.Depth(0), "ROOT"},
		{"depth 1", tree.Depth(1), "ROOT(top-level scope kernel(::Float32))"},
		{"depth 2", tree.Depth(2), "ROOT(top-level scope(simulate(::Int64) show(::Float64)) kernel(::Float32)(fma(::Float32)))"},
		{"depth -1", tree.Depth(-1), fullShape},
	}
	for _, c := range cases {
		if got := shape(c.tree.Root); got != c.want {
			t.Errorf("%s: %s\nwant %s", c.name, got, c.want)
		}
	}
	// The operations copy: the original is unchanged.
	if got := shape(tree.Root); got != fullShape {
		t.Errorf("original changed: %s", got)
	}
	// Times are kept.
	k := tree.Filter("ptx").Root.Children[0]
	if k.Inclusive != ms(3) || k.Exclusive != ms(2) || k.Trigger == nil {
		t.Errorf("filtered node lost its times: %+v", k)
	}
}

// A kept frame below removed frames is attached to its nearest kept
// ancestor, in start order among that ancestor's children.
func TestFilterReattaches(t *testing.T) {
	mk := func(name, owner string, kids ...*Node) *Node {
		return &Node{Name: name, Owner: owner, Children: kids}
	}
	tree := &Tree{Root: mk(RootName, "",
		mk("a", "native",
			mk("b", "native"),
			mk("x", "gpu",
				mk("c", "native"),
				mk("y", "gpu", mk("d", "native"))),
			mk("e", "native")),
		mk("z", "gpu", mk("f", "native")))}
	if got := shape(tree.Filter("native").Root); got != "ROOT(a(b c d e) f)" {
		t.Errorf("Filter(native) = %s", got)
	}
	if got := shape(tree.Filter("gpu").Root); got != "ROOT(x(y) z)" {
		t.Errorf("Filter(gpu) = %s", got)
	}
}

func TestFlattenTopN(t *testing.T) {
	_, tree := sampleTree(t)
	var names []string
	for _, n := range tree.Flatten() {
		names = append(names, n.Name)
	}
	// Exclusive: top-level 3, simulate 3, step 2, kernel 2, report 1, show 1, fma 1;
	// ties in start order.
	want := "top-level scope,simulate(::Int64),step(::Float64),kernel(::Float32),report(::Int64),show(::Float64),fma(::Float32)"
	if got := strings.Join(names, ","); got != want {
		t.Errorf("Flatten: %s\nwant %s", got, want)
	}
	if top := tree.TopN(2); len(top) != 2 || top[1].Name != "simulate(::Int64)" {
		t.Errorf("TopN(2) = %v", top)
	}
	if top := tree.TopN(100); len(top) != 7 {
		t.Errorf("TopN(100) has %d", len(top))
	}
}
