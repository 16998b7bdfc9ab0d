package snoop

import (
	"bytes"
	"encoding/json"
	"testing"
)

// checkSpeedscope decodes a speedscope file generically and checks its
// structure: the required fields, frame indices in range, events in time
// order within [startValue, endValue], and every close matching the last
// open frame.
func checkSpeedscope(t *testing.T, data []byte) map[string]any {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if doc["$schema"] != SpeedscopeSchema {
		t.Errorf("$schema = %v", doc["$schema"])
	}
	frames, ok := doc["shared"].(map[string]any)["frames"].([]any)
	if !ok {
		t.Fatal("no shared.frames")
	}
	for i, f := range frames {
		if _, ok := f.(map[string]any)["name"].(string); !ok {
			t.Errorf("frame %d has no name", i)
		}
	}
	profiles, ok := doc["profiles"].([]any)
	if !ok || len(profiles) == 0 {
		t.Fatal("no profiles")
	}
	for _, p := range profiles {
		p := p.(map[string]any)
		if p["type"] != "evented" || p["unit"] != "nanoseconds" {
			t.Errorf("profile type %v unit %v", p["type"], p["unit"])
		}
		start, end := p["startValue"].(float64), p["endValue"].(float64)
		var stack []int
		last := start
		for i, e := range p["events"].([]any) {
			e := e.(map[string]any)
			at := e["at"].(float64)
			fr := int(e["frame"].(float64))
			if at < last || at > end {
				t.Fatalf("event %d at %v out of order (last %v, end %v)", i, at, last, end)
			}
			last = at
			if fr < 0 || fr >= len(frames) {
				t.Fatalf("event %d: frame %d out of range", i, fr)
			}
			switch e["type"] {
			case "O":
				stack = append(stack, fr)
			case "C":
				if len(stack) == 0 || stack[len(stack)-1] != fr {
					t.Fatalf("event %d closes frame %d, open: %v", i, fr, stack)
				}
				stack = stack[:len(stack)-1]
			default:
				t.Fatalf("event type %v", e["type"])
			}
		}
		if len(stack) != 0 {
			t.Errorf("frames left open: %v", stack)
		}
	}
	return doc
}

func TestSpeedscope(t *testing.T) {
	_, tree := sampleTree(t)
	for _, tr := range []*Tree{tree, tree.Filter("native"), tree.Prune(ms(1.5)), NewRecorder().Tree()} {
		var b bytes.Buffer
		if err := WriteSpeedscope(&b, tr, "sim.jl"); err != nil {
			t.Fatal(err)
		}
		checkSpeedscope(t, b.Bytes())
	}
	sp := Speedscope(tree, "sim.jl")
	ev := sp.Profiles[0].Events
	if len(ev) != 2*(tree.Len()+1) {
		t.Errorf("%d events for %d nodes", len(ev), tree.Len()+1)
	}
	// kernel(::Float32) opens at 15 ms and closes at 18 ms.
	for _, e := range ev {
		if sp.Shared.Frames[e.Frame].Name == "kernel(::Float32) [ptx:sm_75]" {
			if e.Type == "O" && e.At != int64(ms(15)) || e.Type == "C" && e.At != int64(ms(18)) {
				t.Errorf("kernel event %+v", e)
			}
		}
	}
	if sp.Profiles[0].EndValue != int64(ms(20)) {
		t.Errorf("endValue %d", sp.Profiles[0].EndValue)
	}
}

// Inconsistent times (a reattached child outside its new parent, siblings
// overlapping) are clamped into a well-nested profile.
func TestSpeedscopeClamps(t *testing.T) {
	tree := &Tree{Root: &Node{Name: RootName, Inclusive: ms(10), Children: []*Node{
		{Name: "a", Owner: "native", Start: ms(2), Inclusive: ms(3), Children: []*Node{
			{Name: "late", Owner: "native", Start: ms(4), Inclusive: ms(5)},
			{Name: "early", Owner: "native", Start: ms(1), Inclusive: ms(1)},
		}},
		{Name: "b", Owner: "native", Start: ms(3), Inclusive: ms(20)},
	}}}
	var b bytes.Buffer
	if err := WriteSpeedscope(&b, tree, ""); err != nil {
		t.Fatal(err)
	}
	checkSpeedscope(t, b.Bytes())
}
