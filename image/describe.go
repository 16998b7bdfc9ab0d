package image

import (
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"
	"time"
)

// DescribeHeader returns a human-readable summary of a header, one field a
// line, for `kiln inspect`.
func DescribeHeader(h *Header) string {
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	p := h.Package
	name := p.Name
	if p.Version != "" {
		name += " v" + p.Version
	}
	fmt.Fprintf(tw, "package\t%s\n", name)
	if p.UUID != "" {
		fmt.Fprintf(tw, "uuid\t%s\n", p.UUID)
	}
	fmt.Fprintf(tw, "image id\t%s\n", h.ImageID())
	fmt.Fprintf(tw, "format\t%d\n", h.FormatVersion)
	fmt.Fprintf(tw, "kiln build\t%s\n", h.KilnBuildID)
	fmt.Fprintf(tw, "target\t%s\n", h.Triple)
	fmt.Fprintf(tw, "cpu\t%s\n", h.CPU)
	if h.Features != "" {
		fmt.Fprintf(tw, "features\t%s\n", h.Features)
	}
	var flags []string
	for _, k := range sortedKeys(h.Flags) {
		flags = append(flags, k+"="+h.Flags[k])
	}
	fmt.Fprintf(tw, "flags\t%s\n", strings.Join(flags, " "))
	if h.PrefsHash != "" {
		fmt.Fprintf(tw, "prefs hash\t%s\n", h.PrefsHash)
	}
	if h.CreatedUnixNano != 0 {
		fmt.Fprintf(tw, "created\t%s\n", time.Unix(0, h.CreatedUnixNano).UTC().Format(time.RFC3339))
	}
	tw.Flush()
	fmt.Fprintf(&b, "sources (%d):\n", len(h.Sources))
	tw = tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	for _, s := range h.Sources {
		fmt.Fprintf(tw, "  %s\t%d B\tsha256:%.16s\n", s.Path, s.Size, s.Hash)
	}
	tw.Flush()
	fmt.Fprintf(&b, "dependencies (%d):\n", len(h.Deps))
	tw = tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	for _, d := range h.Deps {
		fmt.Fprintf(tw, "  %s\t%s\timage %.16s\n", d.Name, d.UUID, d.ImageID)
	}
	tw.Flush()
	return b.String()
}

func ownerLabel(o string) string {
	if o == "" {
		return "-"
	}
	return o
}

// Describe returns DescribeHeader followed by the sections (name, owner,
// size) and the totals per owner.
func Describe(img *Image) string {
	var b strings.Builder
	b.WriteString(DescribeHeader(&img.Header))
	fmt.Fprintf(&b, "sections (%d):\n", len(img.Sections))
	tw := tabwriter.NewWriter(&b, 0, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "  name\towner\tbytes\t\n")
	type tot struct {
		n     int
		bytes int64
	}
	totals := map[string]*tot{}
	var all int64
	for _, s := range img.Sections {
		fmt.Fprintf(tw, "  %s\t%s\t%d\t\n", s.Name, ownerLabel(s.Owner), len(s.Data))
		t := totals[s.Owner]
		if t == nil {
			t = &tot{}
			totals[s.Owner] = t
		}
		t.n++
		t.bytes += int64(len(s.Data))
		all += int64(len(s.Data))
	}
	tw.Flush()
	owners := make([]string, 0, len(totals))
	for o := range totals {
		owners = append(owners, o)
	}
	sort.Strings(owners)
	b.WriteString("per owner:\n")
	tw = tabwriter.NewWriter(&b, 0, 8, 2, ' ', tabwriter.AlignRight)
	for _, o := range owners {
		t := totals[o]
		fmt.Fprintf(tw, "  %s\t%d sections\t%d bytes\t\n", ownerLabel(o), t.n, t.bytes)
	}
	fmt.Fprintf(tw, "  total\t%d sections\t%d bytes\t\n", len(img.Sections), all)
	tw.Flush()
	return b.String()
}
