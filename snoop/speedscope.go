package snoop

import (
	"bufio"
	"encoding/json"
	"io"
	"time"
)

// SpeedscopeSchema is the $schema of speedscope files.
const SpeedscopeSchema = "https://www.speedscope.app/file-format-schema.json"

// Speedscope file structures (the subset of
// https://www.speedscope.app/file-format-schema.json that Kiln writes).
type (
	// SpeedscopeFile is a speedscope document.
	SpeedscopeFile struct {
		Schema             string              `json:"$schema"`
		Shared             SpeedscopeShared    `json:"shared"`
		Profiles           []SpeedscopeProfile `json:"profiles"`
		Name               string              `json:"name,omitempty"`
		ActiveProfileIndex int                 `json:"activeProfileIndex"`
		Exporter           string              `json:"exporter,omitempty"`
	}
	// SpeedscopeShared holds the frames shared by the profiles.
	SpeedscopeShared struct {
		Frames []SpeedscopeFrame `json:"frames"`
	}
	// SpeedscopeFrame is one frame: a MethodInstance under one owner.
	SpeedscopeFrame struct {
		Name string `json:"name"`
		File string `json:"file,omitempty"`
		Line int    `json:"line,omitempty"`
	}
	// SpeedscopeProfile is an evented profile.
	SpeedscopeProfile struct {
		Type       string            `json:"type"` // "evented"
		Name       string            `json:"name"`
		Unit       string            `json:"unit"` // "nanoseconds"
		StartValue int64             `json:"startValue"`
		EndValue   int64             `json:"endValue"`
		Events     []SpeedscopeEvent `json:"events"`
	}
	// SpeedscopeEvent opens ("O") or closes ("C") a frame at a time.
	SpeedscopeEvent struct {
		Type  string `json:"type"`
		Frame int    `json:"frame"`
		At    int64  `json:"at"`
	}
)

// Speedscope converts the tree to a speedscope document with one evented
// profile in nanoseconds, from 0 to the program's end. ROOT is a frame
// open for the whole program; each inference frame opens at its start and
// closes after its inclusive time. Times are clamped so that events are in
// order and every frame lies within its parent and after its previous
// sibling (after filtering, a reattached frame keeps its own times). Frame
// names are [DisplayName]s.
func Speedscope(t *Tree, name string) *SpeedscopeFile {
	if name == "" {
		name = "kiln snoop"
	}
	f := &SpeedscopeFile{Schema: SpeedscopeSchema, Name: name, Exporter: "kiln snoop"}
	prof := SpeedscopeProfile{Type: "evented", Name: name, Unit: "nanoseconds", Events: []SpeedscopeEvent{}}
	f.Shared.Frames = []SpeedscopeFrame{}
	if t == nil || t.Root == nil {
		f.Profiles = []SpeedscopeProfile{prof}
		return f
	}
	ids := map[funcKey]int{}
	frameOf := func(n *Node) int {
		k := keyOf(n)
		if id, ok := ids[k]; ok {
			return id
		}
		id := len(f.Shared.Frames)
		f.Shared.Frames = append(f.Shared.Frames, SpeedscopeFrame{Name: DisplayName(n), File: n.File, Line: n.Line})
		ids[k] = id
		return id
	}
	var visit func(n *Node, open, limit time.Duration)
	visit = func(n *Node, open, limit time.Duration) {
		id := frameOf(n)
		end := open + n.Inclusive
		if end > limit {
			end = limit
		}
		prof.Events = append(prof.Events, SpeedscopeEvent{"O", id, int64(open)})
		cursor := open
		for _, c := range n.Children {
			o := c.Start
			if o < cursor {
				o = cursor
			}
			if o > end {
				o = end
			}
			visit(c, o, end)
			cursor = o + c.Inclusive
			if cursor > end {
				cursor = end
			}
		}
		prof.Events = append(prof.Events, SpeedscopeEvent{"C", id, int64(end)})
	}
	visit(t.Root, 0, t.Root.Inclusive)
	prof.EndValue = int64(t.Root.Inclusive)
	f.Profiles = []SpeedscopeProfile{prof}
	return f
}

// WriteSpeedscope writes the tree as a speedscope file (see [Speedscope]);
// name titles the profile (the program's file name).
func WriteSpeedscope(w io.Writer, t *Tree, name string) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := json.NewEncoder(bw).Encode(Speedscope(t, name)); err != nil {
		return err
	}
	return bw.Flush()
}
