package snoop

import (
	"bufio"
	"fmt"
	"io"
	"sync"

	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
)

// CodeRef names a CodeInstance: its MethodInstance ("f(::Int64)", or
// "top-level scope" for a thunk) and owner ("native", "ptx:sm_75").
type CodeRef struct {
	Name  string
	Owner string
}

// RefOf names a CodeInstance.
func RefOf(ci *infer.CodeInstance) CodeRef {
	name := "top-level scope"
	if ci.MI != nil {
		name = ci.MI.String()
	}
	return CodeRef{Name: name, Owner: string(ci.Owner)}
}

// InvalidatedNode is a CodeInstance invalidated by a method definition;
// its Children were invalidated because they depended on it.
type InvalidatedNode struct {
	Name     string
	Owner    string
	Children []*InvalidatedNode
	seq      int
}

// MethodInvalidations is one method definition and the trees of code it
// invalidated.
type MethodInvalidations struct {
	// Method is the method's signature, methods.SigString(m.Name, m.Sig)
	// ("f(::Int64)"); File and Line its definition.
	Method string
	File   string
	Line   int
	// Roots were invalidated directly by the definition: they asked the
	// method table a dispatch question, or were compiled from the method
	// it replaces.
	Roots []*InvalidatedNode
	// Count is the number of invalidated CodeInstances (nodes).
	Count int

	index map[CodeRef]*InvalidatedNode
}

// InvalidationRecorder records which CodeInstances each new or redefined
// method invalidated. It is safe for concurrent use; events of one method
// definition must arrive in order. The calls expected, all synchronous
// around the method-table insertion:
//
//  1. [InvalidationRecorder.NewMethod] (or MethodAdded) just before
//     MethodTable.Add inserts the method (for every method definition, new
//     or redefinition);
//  2. for every CodeInstance invalidated by that insertion, in the order
//     invalidation reaches them: [InvalidationRecorder.CodeInvalidated]
//     from the infer.OnInvalidate hook, which finds the cause among the
//     CodeInstance's static callees (or the lower-level Invalidated and
//     InvalidatedBy);
//  3. [InvalidationRecorder.Done] after MethodTable.Add returns.
//
// An invalidation outside MethodAdded..Done is recorded under a method
// named "(unknown)".
type InvalidationRecorder struct {
	mu      sync.Mutex
	methods []*MethodInvalidations
	cur     *MethodInvalidations
	seq     int
}

// MethodAdded opens the record of a method definition: invalidations until
// [InvalidationRecorder.Done] or the next MethodAdded are attributed to it.
func (r *InvalidationRecorder) MethodAdded(method, file string, line int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.cur = &MethodInvalidations{Method: method, File: file, Line: line, index: map[CodeRef]*InvalidatedNode{}}
	r.methods = append(r.methods, r.cur)
}

// Done closes the record opened by MethodAdded.
func (r *InvalidationRecorder) Done() {
	r.mu.Lock()
	if r.cur != nil {
		r.cur.index = nil
	}
	r.cur = nil
	r.mu.Unlock()
}

func (r *InvalidationRecorder) current() *MethodInvalidations {
	if r.cur == nil {
		r.cur = &MethodInvalidations{Method: "(unknown)", index: map[CodeRef]*InvalidatedNode{}}
		r.methods = append(r.methods, r.cur)
	}
	return r.cur
}

func (r *InvalidationRecorder) add(m *MethodInvalidations, ci CodeRef, parent *InvalidatedNode) {
	r.seq++
	n := &InvalidatedNode{Name: ci.Name, Owner: ci.Owner, seq: r.seq}
	if parent != nil {
		parent.Children = append(parent.Children, n)
	} else {
		m.Roots = append(m.Roots, n)
	}
	m.index[ci] = n
	m.Count++
}

// InvalidatedBy records that ci was invalidated because cause was (cause
// invalidated earlier under the same method definition). A zero cause, or
// one not recorded under this definition, makes ci a root: invalidated
// directly by the definition.
func (r *InvalidationRecorder) InvalidatedBy(ci, cause CodeRef) {
	r.mu.Lock()
	defer r.mu.Unlock()
	m := r.current()
	r.add(m, ci, m.index[cause])
}

// Invalidated records that ci, which calls callees statically
// (CodeInstance.Callees), was invalidated. Its cause is the most recently
// invalidated of its callees under the current method definition; if none
// was, ci is a root. This matches how infer invalidates: a CodeInstance,
// then (depth first) the callers of its MethodInstance.
func (r *InvalidationRecorder) Invalidated(ci CodeRef, callees []CodeRef) {
	r.mu.Lock()
	defer r.mu.Unlock()
	m := r.current()
	var parent *InvalidatedNode
	for _, c := range callees {
		if n := m.index[c]; n != nil && (parent == nil || n.seq > parent.seq) {
			parent = n
		}
	}
	r.add(m, ci, parent)
}

// NewMethod is [InvalidationRecorder.MethodAdded] for a method about to be
// inserted into its table.
func (r *InvalidationRecorder) NewMethod(m *methods.Method) {
	r.MethodAdded(methods.SigString(m.Name, m.Sig), m.Pos.File, int(m.Pos.Line))
}

// CodeInvalidated is [InvalidationRecorder.Invalidated] for a CodeInstance:
// call it from infer.OnInvalidate.
func (r *InvalidationRecorder) CodeInvalidated(ci *infer.CodeInstance) {
	callees := make([]CodeRef, 0, len(ci.Callees))
	for _, c := range ci.Callees {
		if c != nil {
			callees = append(callees, RefOf(c))
		}
	}
	r.Invalidated(RefOf(ci), callees)
}

// Methods returns the method definitions recorded, in order (including
// those that invalidated nothing).
func (r *InvalidationRecorder) Methods() []*MethodInvalidations {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]*MethodInvalidations(nil), r.methods...)
}

// WriteInvalidationsText prints, for each recorded method definition that
// invalidated code, in definition order:
//
//	inserting f(::Int64) at sim.jl:3 invalidated 3 code instances:
//	  g(::Int64)  [native]
//	    h(::Int64)  [native]
//	  top-level scope  [native]
//
// Each invalidated CodeInstance is indented two spaces below the one whose
// invalidation caused it. The first line summarizes: "N method definitions,
// M invalidated code (K code instances)".
func WriteInvalidationsText(w io.Writer, methods []*MethodInvalidations) error {
	bw := bufio.NewWriter(w)
	total, with := 0, 0
	for _, m := range methods {
		total += m.Count
		if m.Count > 0 {
			with++
		}
	}
	fmt.Fprintf(bw, "%s, %d invalidated code (%s)\n", plural(len(methods), "method definition", "method definitions"),
		with, plural(total, "code instance", "code instances"))
	var buf []byte
	var walk func(n *InvalidatedNode, depth int)
	walk = func(n *InvalidatedNode, depth int) {
		buf = buf[:0]
		for i := 0; i < depth; i++ {
			buf = append(buf, "  "...)
		}
		buf = append(buf, n.Name...)
		buf = append(buf, "  ["...)
		buf = append(buf, n.Owner...)
		buf = append(buf, "]\n"...)
		bw.Write(buf)
		for _, c := range n.Children {
			walk(c, depth+1)
		}
	}
	for _, m := range methods {
		if m.Count == 0 {
			continue
		}
		fmt.Fprintf(bw, "\ninserting %s", m.Method)
		if m.File != "" {
			fmt.Fprintf(bw, " at %s", appendLoc(nil, m.File, m.Line))
		}
		fmt.Fprintf(bw, " invalidated %s:\n", plural(m.Count, "code instance", "code instances"))
		for _, n := range m.Roots {
			walk(n, 1)
		}
	}
	return bw.Flush()
}

// JSONInvalidations is the JSON document of the invalidation trees.
type JSONInvalidations struct {
	Schema  string                     `json:"schema"` // InvalidationsSchemaVersion
	Methods []*JSONMethodInvalidations `json:"methods"`
}

// JSONMethodInvalidations is a [MethodInvalidations] in JSON.
type JSONMethodInvalidations struct {
	Method      string                 `json:"method"`
	File        string                 `json:"file,omitempty"`
	Line        int                    `json:"line,omitempty"`
	Invalidated int                    `json:"invalidated"`
	Roots       []*JSONInvalidatedNode `json:"roots"`
}

// JSONInvalidatedNode is an [InvalidatedNode] in JSON.
type JSONInvalidatedNode struct {
	Name     string                 `json:"name"`
	Owner    string                 `json:"owner"`
	Children []*JSONInvalidatedNode `json:"children"`
}

func toJSONInvalidated(ns []*InvalidatedNode) []*JSONInvalidatedNode {
	out := make([]*JSONInvalidatedNode, len(ns))
	for i, n := range ns {
		out[i] = &JSONInvalidatedNode{Name: n.Name, Owner: n.Owner, Children: toJSONInvalidated(n.Children)}
	}
	return out
}

// InvalidationsJSON converts recorded definitions to their JSON document
// (every definition, those that invalidated nothing included).
func InvalidationsJSON(methods []*MethodInvalidations) *JSONInvalidations {
	j := &JSONInvalidations{Schema: InvalidationsSchemaVersion, Methods: []*JSONMethodInvalidations{}}
	for _, m := range methods {
		j.Methods = append(j.Methods, &JSONMethodInvalidations{Method: m.Method, File: m.File, Line: m.Line, Invalidated: m.Count, Roots: toJSONInvalidated(m.Roots)})
	}
	return j
}

// WriteInvalidationsJSON writes the definitions as JSON (schema
// [InvalidationsSchemaVersion]).
func WriteInvalidationsJSON(w io.Writer, methods []*MethodInvalidations) error {
	return writeJSON(w, InvalidationsJSON(methods))
}
