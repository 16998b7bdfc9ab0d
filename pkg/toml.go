package pkg

import (
	"errors"
	"fmt"
	"strings"

	toml "github.com/pelletier/go-toml/v2"
	"github.com/pelletier/go-toml/v2/unstable"
)

// pos is a position in a TOML file: line and column from 1, or zero.
type pos struct{ line, col int }

// posIndex maps a dotted key path (components joined by "\x00") to the
// positions of the key and of its value.
type posIndex map[string][2]pos

func keyPath(parts ...string) string { return strings.Join(parts, "\x00") }

// key returns the position of the key at path, or of the nearest enclosing
// table that has one.
func (ix posIndex) key(parts ...string) pos {
	for n := len(parts); n > 0; n-- {
		if p, ok := ix[keyPath(parts[:n]...)]; ok {
			return p[0]
		}
	}
	return pos{}
}

// value returns the position of the value at path, falling back to its key.
func (ix posIndex) value(parts ...string) pos {
	if p, ok := ix[keyPath(parts...)]; ok && p[1].line > 0 {
		return p[1]
	}
	return ix.key(parts...)
}

// tomlDoc is a decoded TOML file with positions for its keys.
type tomlDoc struct {
	file string
	data map[string]any
	pos  posIndex
}

func (d *tomlDoc) errAt(p pos, format string, args ...any) *Error {
	return &Error{File: d.file, Line: p.line, Col: p.col, Msg: fmt.Sprintf(format, args...)}
}

// parseTOML decodes src with go-toml and indexes the positions of its keys.
// A syntax error is an *Error with the library's position. The library is
// not expected to panic; if it does anyway, the panic becomes an error
// rather than taking the compiler down with a bad Project.toml.
func parseTOML(file string, src []byte) (doc *tomlDoc, err error) {
	defer func() {
		if r := recover(); r != nil {
			doc, err = nil, &Error{File: file, Msg: fmt.Sprintf("cannot read TOML: %v", r)}
		}
	}()
	var m map[string]any
	if err := toml.Unmarshal(src, &m); err != nil {
		var de *toml.DecodeError
		if errors.As(err, &de) {
			line, col := de.Position()
			msg := strings.TrimPrefix(de.Error(), "toml: ")
			return nil, &Error{File: file, Line: line, Col: col, Msg: msg}
		}
		return nil, &Error{File: file, Msg: strings.TrimPrefix(err.Error(), "toml: ")}
	}
	if m == nil {
		m = map[string]any{}
	}
	return &tomlDoc{file: file, data: m, pos: indexPositions(src)}, nil
}

// indexPositions walks the document with go-toml's AST parser and records
// where every key (and its value) is written. Array-of-tables entries are
// indexed under the array's name; Kiln reads no such tables.
func indexPositions(src []byte) posIndex {
	ix := posIndex{}
	var p unstable.Parser
	p.Reset(src)
	shape := func(r unstable.Range) pos {
		if r.Length == 0 && r.Offset == 0 {
			return pos{}
		}
		s := p.Shape(r).Start
		return pos{s.Line, s.Column}
	}
	var prefix []string
	var keyValue func(prefix []string, n *unstable.Node)
	keyValue = func(prefix []string, n *unstable.Node) {
		path := append([]string(nil), prefix...)
		var kpos pos
		it := n.Key()
		for it.Next() {
			k := it.Node()
			path = append(path, string(k.Data))
			if kpos.line == 0 {
				kpos = shape(k.Raw)
			}
			// Intermediate components of a dotted key are tables of their own.
			if _, ok := ix[keyPath(path...)]; !ok && !it.IsLast() {
				ix[keyPath(path...)] = [2]pos{kpos, {}}
			}
		}
		v := n.Value()
		ix[keyPath(path...)] = [2]pos{kpos, shape(v.Raw)}
		if v.Kind == unstable.InlineTable {
			c := v.Children()
			for c.Next() {
				if c.Node().Kind == unstable.KeyValue {
					keyValue(path, c.Node())
				}
			}
		}
	}
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			prefix = prefix[:0]
			var kpos pos
			it := e.Key()
			for it.Next() {
				k := it.Node()
				prefix = append(prefix, string(k.Data))
				if kpos.line == 0 {
					kpos = shape(k.Raw)
				}
			}
			if _, ok := ix[keyPath(prefix...)]; !ok {
				ix[keyPath(prefix...)] = [2]pos{kpos, {}}
			}
		case unstable.KeyValue:
			keyValue(prefix, e)
		}
	}
	return ix
}

// tomlType names the TOML type of a decoded value, for error messages.
func tomlType(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case map[string]any:
		return "a table"
	default:
		return "a date/time"
	}
}
