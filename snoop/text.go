package snoop

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"time"
)

// WriteText prints the tree in the text format of `kiln snoop`:
//
//	ROOT: 20.000 ms inclusive, 12.345 ms exclusive (outside inference), 3 frames
//	    7.655 ms /     1.200 ms  simulate(::Int64)  [native]  sim.jl:10  (dispatch at sim.jl:25)
//	    6.455 ms /     6.455 ms    step(::Float64)  [native]  sim.jl:3
//
// After the ROOT line, one line per frame in preorder (children in start
// order): the inclusive time, " / ", the exclusive time (milliseconds, three
// decimals, each right-aligned in 9 columns plus " ms"), two spaces, two
// spaces of indentation per level below the top level (see [MaxIndent]),
// the MethodInstance, the owner in brackets, and the definition's file:line
// when known. A frame
// started by runtime dispatch ends with "(dispatch at FILE:LINE)"; a frame
// that had not finished ends with "(incomplete)".
func WriteText(w io.Writer, t *Tree) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	buf := make([]byte, 0, 256)
	root := t.Root
	if root == nil {
		root = &Node{Name: RootName}
	}
	buf = append(buf, "ROOT: "...)
	buf = appendMS(buf, root.Inclusive, 0)
	buf = append(buf, " inclusive, "...)
	buf = appendMS(buf, root.Exclusive, 0)
	buf = append(buf, " exclusive (outside inference), "...)
	n := t.Len()
	buf = strconv.AppendInt(buf, int64(n), 10)
	if n == 1 {
		buf = append(buf, " frame\n"...)
	} else {
		buf = append(buf, " frames\n"...)
	}
	if _, err := bw.Write(buf); err != nil {
		return err
	}
	var err error
	t.Walk(func(nd *Node, d int) bool {
		if err != nil {
			return false
		}
		if d == 0 {
			return true
		}
		buf = appendLine(buf[:0], nd, d)
		_, err = bw.Write(buf)
		return true
	})
	if err != nil {
		return err
	}
	return bw.Flush()
}

// MaxIndent is the deepest level WriteText indents: a frame more than
// MaxIndent levels below the top level is indented as if at MaxIndent and
// its name is preceded by "[depth N] " (N counts top-level frames as 1).
// This keeps the output linear in the number of frames whatever the depth.
const MaxIndent = 32

var indent = strings.Repeat(" ", 2*MaxIndent)

// appendLine formats one frame line of WriteText.
func appendLine(buf []byte, n *Node, depth int) []byte {
	buf = appendMS(buf, n.Inclusive, 9)
	buf = append(buf, " / "...)
	buf = appendMS(buf, n.Exclusive, 9)
	buf = append(buf, "  "...)
	if level := depth - 1; level <= MaxIndent {
		buf = append(buf, indent[:2*level]...)
	} else {
		buf = append(buf, indent[:2*MaxIndent]...)
		buf = append(buf, "[depth "...)
		buf = strconv.AppendInt(buf, int64(depth), 10)
		buf = append(buf, "] "...)
	}
	buf = append(buf, n.Name...)
	buf = append(buf, "  ["...)
	buf = append(buf, n.Owner...)
	buf = append(buf, ']')
	if n.File != "" {
		buf = append(buf, "  "...)
		buf = appendLoc(buf, n.File, n.Line)
	}
	if n.Trigger != nil {
		buf = append(buf, "  (dispatch at "...)
		buf = appendLoc(buf, n.Trigger.File, n.Trigger.Line)
		buf = append(buf, ')')
	}
	if n.Incomplete {
		buf = append(buf, "  (incomplete)"...)
	}
	return append(buf, '\n')
}

// appendLoc appends file:line, or file alone when line is 0, or "?" when
// both are unknown.
func appendLoc(buf []byte, file string, line int) []byte {
	if file == "" {
		file = "?"
	}
	buf = append(buf, file...)
	if line > 0 {
		buf = append(buf, ':')
		buf = strconv.AppendInt(buf, int64(line), 10)
	}
	return buf
}

// appendMS appends d in milliseconds with three decimals and " ms",
// right-aligned so that the number takes at least width columns.
func appendMS(buf []byte, d time.Duration, width int) []byte {
	var num [32]byte
	s := strconv.AppendFloat(num[:0], float64(d)/float64(time.Millisecond), 'f', 3, 64)
	for i := len(s); i < width; i++ {
		buf = append(buf, ' ')
	}
	buf = append(buf, s...)
	return append(buf, " ms"...)
}

// FormatMS formats d as WriteText does ("12.345 ms").
func FormatMS(d time.Duration) string { return string(appendMS(nil, d, 0)) }
