package snoop

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
)

func TestPprof(t *testing.T) {
	_, tree := sampleTree(t)
	var b bytes.Buffer
	if err := WritePprof(&b, tree); err != nil {
		t.Fatal(err)
	}
	if _, err := gzip.NewReader(bytes.NewReader(b.Bytes())); err != nil {
		t.Fatalf("not gzipped: %v", err)
	}
	p, err := profile.Parse(&b)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.CheckValid(); err != nil {
		t.Fatal(err)
	}
	if len(p.SampleType) != 1 || p.SampleType[0].Type != "time" || p.SampleType[0].Unit != "nanoseconds" {
		t.Errorf("sample types %v", p.SampleType)
	}
	if len(p.Sample) != tree.Len()+1 {
		t.Errorf("%d samples, want one per node (%d)", len(p.Sample), tree.Len()+1)
	}
	// Totals: the exclusive times add up to the program's time.
	var total int64
	byName := map[string]int64{}
	owners := map[string]string{}
	for _, s := range p.Sample {
		total += s.Value[0]
		leaf := s.Location[0].Line[0].Function
		byName[leaf.Name] += s.Value[0]
		if o := s.Label["owner"]; len(o) == 1 {
			owners[leaf.SystemName] = o[0]
		}
		// The stack ends at ROOT.
		if last := s.Location[len(s.Location)-1].Line[0].Function.Name; last != RootName {
			t.Errorf("stack of %s ends at %s", leaf.Name, last)
		}
	}
	if total != int64(tree.Root.Inclusive) {
		t.Errorf("total %d, want %d", total, int64(tree.Root.Inclusive))
	}
	wantEx := map[string]int64{
		"ROOT":                          int64(ms(7)),
		"simulate(::Int64) [native]":    int64(ms(3)),
		"step(::Float64) [native]":      int64(ms(2)),
		"kernel(::Float32) [ptx:sm_75]": int64(ms(2)),
		"fma(::Float32) [ptx:sm_75]":    int64(ms(1)),
	}
	for name, want := range wantEx {
		if byName[name] != want {
			t.Errorf("%s: %d ns, want %d", name, byName[name], want)
		}
	}
	if owners["kernel(::Float32)"] != "ptx:sm_75" || owners["simulate(::Int64)"] != "native" {
		t.Errorf("owner labels %v", owners)
	}
	// Functions carry the definition's file and line.
	var found bool
	for _, f := range p.Function {
		if f.SystemName == "simulate(::Int64)" {
			found = f.Filename == "sim.jl" && f.StartLine == 10
		}
	}
	if !found {
		t.Error("simulate(::Int64) has no function with sim.jl:10")
	}
	// The stack of step(::Float64): step, simulate, top-level scope, ROOT.
	for _, s := range p.Sample {
		if s.Location[0].Line[0].Function.SystemName == "step(::Float64)" {
			var names []string
			for _, l := range s.Location {
				names = append(names, l.Line[0].Function.SystemName)
			}
			if got := strings.Join(names, " < "); got != "step(::Float64) < simulate(::Int64) < top-level scope < ROOT" {
				t.Errorf("stack %s", got)
			}
			if s.Location[0].Line[0].Line != 3 {
				t.Errorf("line %d", s.Location[0].Line[0].Line)
			}
		}
	}
}

// Stacks deeper than MaxPprofDepth keep their innermost frames, a
// "(truncated)" frame and ROOT; the totals are unchanged.
func TestPprofTruncatesDeepStacks(t *testing.T) {
	tree := synthesize(1000, 1, 0, 3).Tree()
	var b bytes.Buffer
	if err := WritePprof(&b, tree); err != nil {
		t.Fatal(err)
	}
	p, err := profile.Parse(&b)
	if err != nil {
		t.Fatal(err)
	}
	var total int64
	deepest, truncated := 0, 0
	for _, s := range p.Sample {
		total += s.Value[0]
		if len(s.Location) > deepest {
			deepest = len(s.Location)
		}
		for i, l := range s.Location {
			if l.Line[0].Function.Name == "(truncated)" {
				truncated++
				if i != MaxPprofDepth-2 || s.Location[i+1].Line[0].Function.Name != RootName {
					t.Fatalf("(truncated) at %d of %d", i, len(s.Location))
				}
			}
		}
	}
	// Nodes at depths 256..1000 (ROOT is at 0) are truncated.
	if want := 1000 - (MaxPprofDepth - 1); truncated != want {
		t.Errorf("%d truncated stacks, want %d", truncated, want)
	}
	if deepest != MaxPprofDepth {
		t.Errorf("deepest stack %d, want %d", deepest, MaxPprofDepth)
	}
	if total != int64(tree.Root.Inclusive) {
		t.Errorf("total %d, want %d", total, int64(tree.Root.Inclusive))
	}
}
