package precompile

import (
	"fmt"
	"sort"
	"time"

	"github.com/kiln-lang/kiln/infer"
)

// Policy says what can be cached. Its checks are called at most once per
// CodeInstance per Select, on nodes in a deterministic order.
//
// A check's error message completes a sentence whose subject is the node:
// "calls llvm.nvvm.membar.sys, which the host cannot select", "holds a
// constant <Ptr @0x7f..> that cannot be written to an image". Select
// prefixes the node's name: "CUDA.threadfence_system() calls
// llvm.nvvm.membar.sys, which the host cannot select".
type Policy struct {
	// HostCheck reports why a native-owned node cannot be compiled for the
	// host (nil: it can). It is only ever called on CodeInstances owned by
	// infer.Native that have typed IR. The driver implements it by
	// generating the node's LLVM IR and running llvmx.CheckHostSelectable.
	// Nil means [DefaultHostCheck].
	HostCheck func(ci *infer.CodeInstance) error
	// ConstCheck reports why a node (any owner) holds a constant that
	// cannot be serialized into an image. Nil means [DefaultConstCheck].
	ConstCheck func(ci *infer.CodeInstance) error
	// ForeignCheck, when set, reports why a node of a foreign tree (owned
	// by that tree's owner) cannot be cached for its owner.
	ForeignCheck func(ci *infer.CodeInstance) error
}

// Result is the selection of one root's tree.
type Result struct {
	// Root is the tracked root.
	Root *Root
	// Name is the root's module-qualified name, "PC.f(::Int64)".
	Name string
	// Owner is the root's owner; a kept tree is persisted under it.
	Owner infer.Owner
	// Kept says the whole tree is persisted; otherwise none of it is
	// persisted on account of this root.
	Kept bool
	// Reason says why an excluded tree was excluded ("" when kept).
	Reason string
	// Offender is the node the reason is about (nil when kept, or when
	// the root has no CodeInstance); OffenderName and OffenderOwner name
	// it.
	Offender      *infer.CodeInstance
	OffenderName  string
	OffenderOwner infer.Owner
	// Path is the chain of static calls from the root to the offender,
	// both included (names as in Name).
	Path []string
	// Nodes is the number of distinct CodeInstances in the tree.
	Nodes int
	// Tree is the tree: the root's CodeInstance first, then the rest in
	// depth-first preorder over callees in a deterministic order.
	Tree []*infer.CodeInstance
	// NativeBytes is the size of the tree's native code, filled in by the
	// driver after code generation (SetNativeBytes); 0 until then and for
	// foreign and excluded trees.
	NativeBytes int64
	// InferTime is the root's inclusive inference time (from the Tracker).
	InferTime time.Duration
}

// Status is "kept" or "excluded".
func (r *Result) Status() string {
	if r.Kept {
		return "kept"
	}
	return "excluded"
}

// Selection is the outcome of Select.
type Selection struct {
	// Results has one entry per distinct root, in the order of the roots
	// given to Select.
	Results []*Result

	byOwner map[infer.Owner][]*infer.CodeInstance
	sizes   map[*infer.CodeInstance]int64
}

// Native returns the CodeInstances of the kept native trees, deduplicated,
// in a deterministic order (by name, then by a stable tie-break). These,
// and only these, go to host code generation for the image.
func (s *Selection) Native() []*infer.CodeInstance {
	return append([]*infer.CodeInstance(nil), s.byOwner[infer.Native]...)
}

// ByOwner returns, per owner, the CodeInstances of that owner's kept
// trees, deduplicated and in a deterministic order. Owners with nothing
// kept are absent.
func (s *Selection) ByOwner() map[infer.Owner][]*infer.CodeInstance {
	out := make(map[infer.Owner][]*infer.CodeInstance, len(s.byOwner))
	for o, cis := range s.byOwner {
		out[o] = append([]*infer.CodeInstance(nil), cis...)
	}
	return out
}

// Owners returns the owners with kept code: native first, then the others
// sorted.
func (s *Selection) Owners() []infer.Owner {
	var out []infer.Owner
	for o := range s.byOwner {
		out = append(out, o)
	}
	sortOwners(out)
	return out
}

func sortOwners(os []infer.Owner) {
	sort.Slice(os, func(i, j int) bool {
		if (os[i] == infer.Native) != (os[j] == infer.Native) {
			return os[i] == infer.Native
		}
		return os[i] < os[j]
	})
}

// Kept returns the results of kept trees.
func (s *Selection) Kept() []*Result { return s.filter(true) }

// Excluded returns the results of excluded trees.
func (s *Selection) Excluded() []*Result { return s.filter(false) }

func (s *Selection) filter(kept bool) []*Result {
	var out []*Result
	for _, r := range s.Results {
		if r.Kept == kept {
			out = append(out, r)
		}
	}
	return out
}

// SetNativeBytes fills in NativeBytes of every kept native tree: the sum of
// size(ci) over the tree's nodes (a node shared by two trees counts in
// both). The driver calls it after code generation with the size of each
// CodeInstance's machine code.
func (s *Selection) SetNativeBytes(size func(ci *infer.CodeInstance) int64) {
	s.sizes = map[*infer.CodeInstance]int64{}
	for _, ci := range s.byOwner[infer.Native] {
		s.sizes[ci] = size(ci)
	}
	for _, r := range s.Results {
		r.NativeBytes = 0
		if !r.Kept || r.Owner != infer.Native {
			continue
		}
		for _, ci := range r.Tree {
			r.NativeBytes += s.sizes[ci]
		}
	}
}

// selector carries per-Select memoization.
type selector struct {
	p     Policy
	names map[*infer.CodeInstance]string
	keys  map[*infer.CodeInstance]string
	host  map[*infer.CodeInstance]error
	cnst  map[*infer.CodeInstance]error
	frgn  map[*infer.CodeInstance]error
}

// Select computes, for each root, its tree and whether it is kept. A
// native tree (root owned by infer.Native) is kept only if every node is
// owned by infer.Native, is valid, has typed IR, passes ConstCheck and
// passes HostCheck; the checks run in that order over the whole tree (so
// a foreign node is reported before any host check runs, and HostCheck
// never sees foreign code). A foreign tree is kept under its owner if
// every node has that owner, is valid, has typed IR and passes ConstCheck
// and ForeignCheck. Otherwise the whole tree is excluded with the first
// reason found. Roots without a CodeInstance (inference failed) are
// excluded. Roots that resolve to the same CodeInstance are reported once.
func Select(roots []*Root, p Policy) *Selection {
	if p.HostCheck == nil {
		p.HostCheck = DefaultHostCheck
	}
	if p.ConstCheck == nil {
		p.ConstCheck = DefaultConstCheck
	}
	s := &selector{
		p:     p,
		names: map[*infer.CodeInstance]string{},
		keys:  map[*infer.CodeInstance]string{},
		host:  map[*infer.CodeInstance]error{},
		cnst:  map[*infer.CodeInstance]error{},
		frgn:  map[*infer.CodeInstance]error{},
	}
	sel := &Selection{byOwner: map[infer.Owner][]*infer.CodeInstance{}}
	seenCI := map[*infer.CodeInstance]bool{}
	seenKey := map[rootKey]bool{}
	kept := map[infer.Owner]map[*infer.CodeInstance]bool{}
	for _, root := range roots {
		if root == nil {
			continue
		}
		if root.CI != nil {
			if seenCI[root.CI] {
				continue
			}
			seenCI[root.CI] = true
		} else {
			k := rootKey{root.MI, root.Owner}
			if seenKey[k] {
				continue
			}
			seenKey[k] = true
		}
		r := s.selectRoot(root)
		sel.Results = append(sel.Results, r)
		if r.Kept {
			m := kept[r.Owner]
			if m == nil {
				m = map[*infer.CodeInstance]bool{}
				kept[r.Owner] = m
			}
			for _, ci := range r.Tree {
				m[ci] = true
			}
		}
	}
	for o, m := range kept {
		list := make([]*infer.CodeInstance, 0, len(m))
		for ci := range m {
			list = append(list, ci)
		}
		s.sortCIs(list)
		sel.byOwner[o] = list
	}
	return sel
}

func (s *selector) selectRoot(root *Root) *Result {
	name := root.Name
	if name == "" {
		name = QualifiedName(root.MI)
	}
	r := &Result{Root: root, Name: name, Owner: root.Owner, InferTime: root.InferTime}
	if root.CI == nil {
		r.Reason = fmt.Sprintf("%s was not inferred (its inference failed or did not finish)", name)
		return r
	}
	tree, parent := s.tree(root.CI)
	r.Tree = tree
	r.Nodes = len(tree)
	owner := root.Owner
	if root.CI.Owner != owner {
		// A driver mixing up owners; trust the CodeInstance.
		owner = root.CI.Owner
		r.Owner = owner
	}
	fail := func(ci *infer.CodeInstance, why string) *Result {
		r.Offender = ci
		r.OffenderName = s.name(ci)
		r.OffenderOwner = ci.Owner
		r.Reason = r.OffenderName + " " + why
		var path []string
		for c := ci; c != nil; c = parent[c] {
			path = append(path, s.name(c))
		}
		for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
			path[i], path[j] = path[j], path[i]
		}
		r.Path = path
		return r
	}
	// Pass 1: ownership, validity, typed IR (cheap, and decisive: code of
	// another owner is never handed to the checks below).
	for _, ci := range tree {
		if ci.Owner != owner {
			if owner == infer.Native {
				return fail(ci, fmt.Sprintf("is owned by %s", ci.Owner))
			}
			return fail(ci, fmt.Sprintf("is owned by %s, not %s: the tree mixes owners", ci.Owner, owner))
		}
	}
	for _, ci := range tree {
		if !ci.Valid() {
			return fail(ci, "was invalidated (a method it relied on was redefined)")
		}
		if ci.IR == nil {
			return fail(ci, "has no typed IR")
		}
	}
	// Pass 2: constants.
	for _, ci := range tree {
		if err := memo(s.cnst, ci, s.p.ConstCheck); err != nil {
			return fail(ci, err.Error())
		}
	}
	// Pass 3: the target.
	check, m := s.p.HostCheck, s.host
	if owner != infer.Native {
		check, m = s.p.ForeignCheck, s.frgn
	}
	if check != nil {
		for _, ci := range tree {
			if err := memo(m, ci, check); err != nil {
				return fail(ci, err.Error())
			}
		}
	}
	r.Kept = true
	return r
}

func memo(m map[*infer.CodeInstance]error, ci *infer.CodeInstance, f func(*infer.CodeInstance) error) error {
	if err, ok := m[ci]; ok {
		return err
	}
	err := f(ci)
	m[ci] = err
	return err
}

// tree returns the nodes reachable from root through Callees, root first,
// in depth-first preorder with each node's callees sorted, and the parent
// of each node in that traversal.
func (s *selector) tree(root *infer.CodeInstance) ([]*infer.CodeInstance, map[*infer.CodeInstance]*infer.CodeInstance) {
	parent := map[*infer.CodeInstance]*infer.CodeInstance{root: nil}
	var out []*infer.CodeInstance
	// An explicit stack: trees can be deep.
	stack := []*infer.CodeInstance{root}
	for len(stack) > 0 {
		ci := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, ci)
		var cs []*infer.CodeInstance
		for _, c := range ci.Callees {
			if c == nil || c.FromImage {
				// Code from another package's image is that image's: the
				// tree calls it by name.
				continue
			}
			if _, seen := parent[c]; seen {
				continue
			}
			if !containsCI(cs, c) {
				cs = append(cs, c)
			}
		}
		s.sortCIs(cs)
		for _, c := range cs {
			parent[c] = ci
		}
		for i := len(cs) - 1; i >= 0; i-- {
			stack = append(stack, cs[i])
		}
	}
	return out, parent
}

func containsCI(cs []*infer.CodeInstance, c *infer.CodeInstance) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

func (s *selector) name(ci *infer.CodeInstance) string {
	if n, ok := s.names[ci]; ok {
		return n
	}
	n := QualifiedName(ci.MI)
	s.names[ci] = n
	return n
}

// key is a deterministic sort key: name, owner, whether ci is the cached
// CodeInstance of its MethodInstance (constant-propagated variants are
// not), the return type, the MethodInstance's id.
func (s *selector) key(ci *infer.CodeInstance) string {
	if k, ok := s.keys[ci]; ok {
		return k
	}
	variant := 1
	if ci.MI != nil && infer.Lookup(ci.MI, ci.Owner) == ci {
		variant = 0
	}
	id := 0
	if ci.MI != nil {
		id = ci.MI.ID
	}
	k := fmt.Sprintf("%s\x00%s\x00%d\x00%s\x00%012d", s.name(ci), ci.Owner, variant, infer.ShowType(ci.RetType), id)
	s.keys[ci] = k
	return k
}

func (s *selector) sortCIs(cs []*infer.CodeInstance) {
	if len(cs) < 2 {
		return
	}
	sort.SliceStable(cs, func(i, j int) bool {
		ki, kj := s.key(cs[i]), s.key(cs[j])
		if ki != kj {
			return ki < kj
		}
		// Last resort for constant-propagated twins: their typed IR.
		return irText(cs[i]) < irText(cs[j])
	})
}

func irText(ci *infer.CodeInstance) string {
	if ci.IR == nil {
		return ""
	}
	return ci.IR.String()
}
