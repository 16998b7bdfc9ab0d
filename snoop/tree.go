package snoop

import (
	"sort"
	"strings"
	"time"
)

// RootName is the name of the ROOT node.
const RootName = "ROOT"

// Node is one node of the inference timing tree: ROOT or an inference frame.
type Node struct {
	// Name is the frame's MethodInstance ("simulate(::Int64)"), "top-level
	// scope" for a top-level thunk, or "ROOT".
	Name string
	// Owner is the interpreter that ran the frame ("native",
	// "ptx:sm_75"); empty for ROOT.
	Owner string
	// File and Line locate the method's definition (empty and 0 when
	// unknown).
	File string
	Line int
	// Start is the frame's start, relative to the start of the program.
	Start time.Duration
	// Inclusive is the frame's duration, including its callees' frames.
	// For ROOT, the duration of the whole program.
	Inclusive time.Duration
	// Exclusive is Inclusive minus the children's Inclusive, as measured
	// (operations that remove nodes do not change it). For ROOT: the time
	// spent outside inference.
	Exclusive time.Duration
	// Trigger is the runtime dispatch that started this frame, if recorded.
	Trigger *Trigger
	// Incomplete is set when the frame had not ended when the tree was
	// built; its Inclusive runs to the end of the program.
	Incomplete bool
	// Children are the frames this frame started, in start order.
	Children []*Node
}

// IsRoot reports whether n is a ROOT node.
func (n *Node) IsRoot() bool { return n.Name == RootName && n.Owner == "" }

// Tree is an inference timing tree.
type Tree struct {
	Root *Node
}

// computeExclusive sets Exclusive = Inclusive − Σ children's Inclusive
// (at least 0) on every node.
func (t *Tree) computeExclusive() {
	t.Walk(func(n *Node, _ int) bool {
		ex := n.Inclusive
		for _, c := range n.Children {
			ex -= c.Inclusive
		}
		if ex < 0 {
			ex = 0
		}
		n.Exclusive = ex
		return true
	})
}

// Walk calls fn for every node in preorder (children in start order), with
// its depth: 0 for ROOT, 1 for top-level frames. If fn returns false, the
// node's children are skipped. Walk uses an explicit stack: any depth is
// fine.
func (t *Tree) Walk(fn func(n *Node, depth int) bool) {
	if t == nil || t.Root == nil {
		return
	}
	type item struct {
		n *Node
		d int
	}
	stack := []item{{t.Root, 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !fn(it.n, it.d) {
			continue
		}
		for i := len(it.n.Children) - 1; i >= 0; i-- {
			stack = append(stack, item{it.n.Children[i], it.d + 1})
		}
	}
}

// Len returns the number of inference frames in the tree (ROOT excluded).
func (t *Tree) Len() int {
	n := -1
	t.Walk(func(*Node, int) bool { n++; return true })
	if n < 0 {
		return 0
	}
	return n
}

// rebuild returns a copy of t that keeps the nodes for which keep returns
// true (ROOT is always kept). A kept node is attached to its nearest kept
// ancestor, after that ancestor's earlier kept descendants: start order is
// preserved. If keep returns false and descend is false, the node's
// subtree is dropped without visiting it. Node times are copied unchanged.
func (t *Tree) rebuild(keep func(n *Node, depth int) (keep, descend bool)) *Tree {
	if t == nil || t.Root == nil {
		return &Tree{Root: &Node{Name: RootName}}
	}
	type item struct {
		n    *Node
		d    int
		into *Node // nearest kept ancestor's copy
	}
	root := *t.Root
	root.Children = nil
	stack := make([]item, 0, 64)
	for i := len(t.Root.Children) - 1; i >= 0; i-- {
		stack = append(stack, item{t.Root.Children[i], 1, &root})
	}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		k, descend := keep(it.n, it.d)
		into := it.into
		if k {
			c := *it.n
			c.Children = nil
			cp := &c
			into.Children = append(into.Children, cp)
			into = cp
		} else if !descend {
			continue
		}
		for i := len(it.n.Children) - 1; i >= 0; i-- {
			stack = append(stack, item{it.n.Children[i], it.d + 1, into})
		}
	}
	return &Tree{Root: &root}
}

// Copy returns a deep copy of the tree.
func (t *Tree) Copy() *Tree {
	return t.rebuild(func(*Node, int) (bool, bool) { return true, true })
}

// OwnerMatches reports whether a frame's owner matches an --owner filter:
// equal, or the filter is the owner's kind before the colon ("ptx" matches
// "ptx:sm_75").
func OwnerMatches(owner, filter string) bool {
	return owner == filter || (strings.HasPrefix(owner, filter) && len(owner) > len(filter) && owner[len(filter)] == ':')
}

// Filter returns a tree that keeps the frames whose owner matches owner
// (see [OwnerMatches]). A kept frame below removed frames is attached to its
// nearest kept ancestor (ROOT if none). Times are not changed: the time of a
// removed frame is no longer shown anywhere, so a kept node's Inclusive may
// exceed its Exclusive plus its children's Inclusive.
func (t *Tree) Filter(owner string) *Tree {
	return t.rebuild(func(n *Node, _ int) (bool, bool) {
		return OwnerMatches(n.Owner, owner), true
	})
}

// Prune returns a tree without the frames whose Inclusive time is below
// min, with their subtrees (a callee never takes longer than its caller).
func (t *Tree) Prune(min time.Duration) *Tree {
	return t.rebuild(func(n *Node, _ int) (bool, bool) {
		return n.Inclusive >= min, false
	})
}

// Depth returns a tree with the frames at most n levels below ROOT
// (top-level frames are at depth 1; Depth(0) keeps ROOT only). A negative
// n keeps everything.
func (t *Tree) Depth(n int) *Tree {
	if n < 0 {
		return t.Copy()
	}
	return t.rebuild(func(_ *Node, d int) (bool, bool) {
		return d <= n, false
	})
}

// Flatten returns every frame of the tree (not ROOT), sorted by Exclusive
// time, largest first; equal times keep start (preorder) order. The nodes
// are the tree's own.
func (t *Tree) Flatten() []*Node {
	var out []*Node
	t.Walk(func(n *Node, d int) bool {
		if d > 0 {
			out = append(out, n)
		}
		return true
	})
	sort.SliceStable(out, func(i, j int) bool { return out[i].Exclusive > out[j].Exclusive })
	return out
}

// TopN returns the n frames with the largest Exclusive time (all of them if
// there are fewer), as [Tree.Flatten] orders them.
func (t *Tree) TopN(n int) []*Node {
	out := t.Flatten()
	if n >= 0 && n < len(out) {
		out = out[:n]
	}
	return out
}

// Totals returns the total time of the program (ROOT's Inclusive), the
// time spent outside inference (ROOT's Exclusive), and the time in
// inference: the sum of the top-level frames' Inclusive.
func (t *Tree) Totals() (total, outside, inference time.Duration) {
	if t == nil || t.Root == nil {
		return 0, 0, 0
	}
	for _, c := range t.Root.Children {
		inference += c.Inclusive
	}
	return t.Root.Inclusive, t.Root.Exclusive, inference
}
