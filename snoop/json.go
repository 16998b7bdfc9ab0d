package snoop

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Schema identifiers of the JSON documents (the "schema" field). The
// number is the major version: it changes only when a field is removed or
// changes meaning; new optional fields may appear within a version, so
// readers must ignore fields they do not know. docs/snoop-schema.json is the
// JSON Schema of all three.
const (
	SchemaVersion              = "kiln-snoop/1"
	TriggersSchemaVersion      = "kiln-snoop-triggers/1"
	InvalidationsSchemaVersion = "kiln-snoop-invalidations/1"
)

// JSONTree is the JSON document of a timing tree.
type JSONTree struct {
	Schema string `json:"schema"` // SchemaVersion
	// TotalNS is the program's duration (ROOT's inclusive time).
	TotalNS int64 `json:"total_ns"`
	// Frames is the number of inference frames (nodes below ROOT).
	Frames int       `json:"frames"`
	Root   *JSONNode `json:"root"`
}

// JSONNode is one node in the JSON document.
type JSONNode struct {
	Name        string       `json:"name"`
	Owner       string       `json:"owner"` // "" for ROOT
	File        string       `json:"file,omitempty"`
	Line        int          `json:"line,omitempty"`
	StartNS     int64        `json:"start_ns"`
	InclusiveNS int64        `json:"inclusive_ns"`
	ExclusiveNS int64        `json:"exclusive_ns"`
	Incomplete  bool         `json:"incomplete,omitempty"`
	Trigger     *JSONTrigger `json:"trigger,omitempty"`
	Children    []*JSONNode  `json:"children"`
}

// JSONTrigger is a [Trigger] in JSON.
type JSONTrigger struct {
	Caller   string `json:"caller"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	Category string `json:"category"`
}

func toJSONNode(n *Node) *JSONNode {
	j := &JSONNode{
		Name: n.Name, Owner: n.Owner, File: n.File, Line: n.Line,
		StartNS: int64(n.Start), InclusiveNS: int64(n.Inclusive), ExclusiveNS: int64(n.Exclusive),
		Incomplete: n.Incomplete, Children: make([]*JSONNode, len(n.Children)),
	}
	if tr := n.Trigger; tr != nil {
		j.Trigger = &JSONTrigger{tr.Caller, tr.File, tr.Line, string(tr.Category)}
	}
	for i, c := range n.Children {
		j.Children[i] = toJSONNode(c)
	}
	return j
}

func fromJSONNode(j *JSONNode) *Node {
	n := &Node{
		Name: j.Name, Owner: j.Owner, File: j.File, Line: j.Line,
		Start: time.Duration(j.StartNS), Inclusive: time.Duration(j.InclusiveNS), Exclusive: time.Duration(j.ExclusiveNS),
		Incomplete: j.Incomplete, Children: make([]*Node, 0, len(j.Children)),
	}
	if tr := j.Trigger; tr != nil {
		n.Trigger = &Trigger{tr.Caller, tr.File, tr.Line, Category(tr.Category)}
	}
	for _, c := range j.Children {
		if c != nil {
			n.Children = append(n.Children, fromJSONNode(c))
		}
	}
	return n
}

// JSON converts the tree to its JSON document.
func (t *Tree) JSON() *JSONTree {
	root := t.Root
	if root == nil {
		root = &Node{Name: RootName}
	}
	return &JSONTree{Schema: SchemaVersion, TotalNS: int64(root.Inclusive), Frames: t.Len(), Root: toJSONNode(root)}
}

// WriteJSON writes the tree as a JSON document (schema [SchemaVersion]), on
// one line followed by a newline: the encoding of [Tree.JSON], streamed
// without recursion, so that any depth takes linear time.
func WriteJSON(w io.Writer, t *Tree) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	root := t.Root
	if root == nil {
		root = &Node{Name: RootName}
	}
	buf := make([]byte, 0, 512)
	buf = append(buf, `{"schema":`...)
	buf = appendJSONString(buf, SchemaVersion)
	buf = append(buf, `,"total_ns":`...)
	buf = strconv.AppendInt(buf, int64(root.Inclusive), 10)
	buf = append(buf, `,"frames":`...)
	buf = strconv.AppendInt(buf, int64(t.Len()), 10)
	buf = append(buf, `,"root":`...)
	type item struct {
		n    *Node
		next int // next child to write
	}
	stack := []item{{root, 0}}
	buf = appendNodeOpen(buf, root)
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next == len(top.n.Children) {
			buf = append(buf, "]}"...)
			stack = stack[:len(stack)-1]
		} else {
			c := top.n.Children[top.next]
			if top.next > 0 {
				buf = append(buf, ',')
			}
			top.next++
			buf = appendNodeOpen(buf, c)
			stack = append(stack, item{c, 0})
		}
		if len(buf) > 32<<10 {
			if _, err := bw.Write(buf); err != nil {
				return err
			}
			buf = buf[:0]
		}
	}
	buf = append(buf, "}\n"...)
	if _, err := bw.Write(buf); err != nil {
		return err
	}
	return bw.Flush()
}

// appendNodeOpen appends a node's JSON up to the opening bracket of its
// children.
func appendNodeOpen(buf []byte, n *Node) []byte {
	buf = append(buf, `{"name":`...)
	buf = appendJSONString(buf, n.Name)
	buf = append(buf, `,"owner":`...)
	buf = appendJSONString(buf, n.Owner)
	if n.File != "" {
		buf = append(buf, `,"file":`...)
		buf = appendJSONString(buf, n.File)
	}
	if n.Line != 0 {
		buf = append(buf, `,"line":`...)
		buf = strconv.AppendInt(buf, int64(n.Line), 10)
	}
	buf = append(buf, `,"start_ns":`...)
	buf = strconv.AppendInt(buf, int64(n.Start), 10)
	buf = append(buf, `,"inclusive_ns":`...)
	buf = strconv.AppendInt(buf, int64(n.Inclusive), 10)
	buf = append(buf, `,"exclusive_ns":`...)
	buf = strconv.AppendInt(buf, int64(n.Exclusive), 10)
	if n.Incomplete {
		buf = append(buf, `,"incomplete":true`...)
	}
	if tr := n.Trigger; tr != nil {
		buf = append(buf, `,"trigger":{"caller":`...)
		buf = appendJSONString(buf, tr.Caller)
		buf = append(buf, `,"file":`...)
		buf = appendJSONString(buf, tr.File)
		buf = append(buf, `,"line":`...)
		buf = strconv.AppendInt(buf, int64(tr.Line), 10)
		buf = append(buf, `,"category":`...)
		buf = appendJSONString(buf, string(tr.Category))
		buf = append(buf, '}')
	}
	return append(buf, `,"children":[`...)
}

// appendJSONString appends s as a JSON string, as encoding/json writes it
// without HTML escaping.
func appendJSONString(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			var b bytes.Buffer
			enc := json.NewEncoder(&b)
			enc.SetEscapeHTML(false)
			enc.Encode(s)
			return append(buf, bytes.TrimSuffix(b.Bytes(), []byte("\n"))...)
		}
	}
	buf = append(buf, '"')
	buf = append(buf, s...)
	return append(buf, '"')
}

func writeJSON(w io.Writer, v any) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	return bw.Flush()
}

// ReadJSON reads a tree written by [WriteJSON], by this or any release
// writing the same major schema version. (Go's JSON decoder limits nesting
// to 10000 levels: trees deeper than about 5000 frames cannot be read back.)
func ReadJSON(r io.Reader) (*Tree, error) {
	var j JSONTree
	if err := json.NewDecoder(r).Decode(&j); err != nil {
		return nil, err
	}
	if major, ok := strings.CutPrefix(j.Schema, "kiln-snoop/"); !ok || major != "1" {
		return nil, fmt.Errorf("snoop: unsupported schema %q (want %q)", j.Schema, SchemaVersion)
	}
	if j.Root == nil {
		return nil, fmt.Errorf("snoop: JSON tree has no root")
	}
	return &Tree{Root: fromJSONNode(j.Root)}, nil
}
