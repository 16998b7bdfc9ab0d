package snoop

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
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
// one line followed by a newline.
func WriteJSON(w io.Writer, t *Tree) error {
	return writeJSON(w, t.JSON())
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
