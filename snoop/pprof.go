package snoop

import (
	"compress/gzip"
	"io"
	"strconv"

	"github.com/google/pprof/profile"
)

// funcKey identifies one function of the exported profiles: a
// MethodInstance under one owner at one location.
type funcKey struct {
	name, owner, file string
	line              int
}

func keyOf(n *Node) funcKey { return funcKey{n.Name, n.Owner, n.File, n.Line} }

// DisplayName is the name of a node in the pprof and speedscope exports:
// the MethodInstance followed by the owner in brackets
// ("simulate(::Int64) [native]"); "ROOT" for ROOT.
func DisplayName(n *Node) string {
	if n.Owner == "" {
		return n.Name
	}
	return n.Name + " [" + n.Owner + "]"
}

// Profile converts the tree to a pprof profile: one sample per node (ROOT
// included), whose value is the node's exclusive time in nanoseconds
// (sample type "time", unit "nanoseconds") and whose stack is the path from
// ROOT to the node (leaf first, as pprof orders it). Each distinct
// (MethodInstance, owner, location) is one Function named by
// [DisplayName], with SystemName the bare MethodInstance, Filename and
// StartLine the definition; its Location has that line. Frame samples carry
// the string label "owner"; a frame started by runtime dispatch carries
// "dispatch" = "FILE:LINE".
//
// Stacks are bounded by [MaxPprofDepth]. Without filtering, the values add
// up to ROOT's Inclusive: the whole program.
func Profile(t *Tree) *profile.Profile {
	p := &profile.Profile{
		SampleType:        []*profile.ValueType{{Type: "time", Unit: "nanoseconds"}},
		DefaultSampleType: "time",
		PeriodType:        &profile.ValueType{Type: "time", Unit: "nanoseconds"},
		Period:            1,
		Comments:          []string{"kiln snoop: inference timing tree; each sample is one node's exclusive time"},
	}
	if t == nil || t.Root == nil {
		return p
	}
	p.DurationNanos = int64(t.Root.Inclusive)
	locs := map[funcKey]*profile.Location{}
	locOf := func(n *Node) *profile.Location {
		k := keyOf(n)
		if l, ok := locs[k]; ok {
			return l
		}
		id := uint64(len(p.Function) + 1)
		f := &profile.Function{ID: id, Name: DisplayName(n), SystemName: n.Name, Filename: n.File, StartLine: int64(n.Line)}
		l := &profile.Location{ID: id, Line: []profile.Line{{Function: f, Line: int64(n.Line)}}}
		p.Function = append(p.Function, f)
		p.Location = append(p.Location, l)
		locs[k] = l
		return l
	}
	var truncated *profile.Location
	var path []*profile.Location // ROOT first
	t.Walk(func(n *Node, d int) bool {
		path = append(path[:d], locOf(n))
		var stack []*profile.Location
		if d+1 <= MaxPprofDepth {
			stack = make([]*profile.Location, d+1)
			for i := range stack {
				stack[i] = path[d-i]
			}
		} else {
			if truncated == nil {
				truncated = locOf(&Node{Name: "(truncated)", Owner: ""})
			}
			stack = make([]*profile.Location, MaxPprofDepth)
			for i := 0; i < MaxPprofDepth-2; i++ {
				stack[i] = path[d-i]
			}
			stack[MaxPprofDepth-2] = truncated
			stack[MaxPprofDepth-1] = path[0]
		}
		s := &profile.Sample{Location: stack, Value: []int64{int64(n.Exclusive)}}
		if d > 0 {
			s.Label = map[string][]string{"owner": {n.Owner}}
			if n.Trigger != nil {
				s.Label["dispatch"] = []string{n.Trigger.File + ":" + strconv.Itoa(n.Trigger.Line)}
			}
		}
		p.Sample = append(p.Sample, s)
		return true
	})
	return p
}

// MaxPprofDepth bounds the stacks of the pprof export: a node deeper than
// MaxPprofDepth-1 levels below ROOT gets its MaxPprofDepth-2 innermost
// frames, a "(truncated)" frame and ROOT. pprof stores every sample's whole
// stack, so without a bound a pathologically deep tree would take time and
// space quadratic in its depth.
const MaxPprofDepth = 256

// WritePprof writes the tree as a gzipped pprof profile (see [Profile]),
// readable by `go tool pprof` and profile.Parse.
func WritePprof(w io.Writer, t *Tree) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestSpeed)
	if err != nil {
		return err
	}
	if err := Profile(t).WriteUncompressed(zw); err != nil {
		zw.Close()
		return err
	}
	return zw.Close()
}
