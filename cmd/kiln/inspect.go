package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/image"
)

const inspectUsage = `usage: kiln inspect [--project DIR] NAME|FILE.kimg

Prints a package image: its header (package, kiln build, target, flags,
sources, dependencies), whether it is fresh for this kiln and host or why
it is stale, the size of each section and the totals per owner, the
CodeInstances it holds per owner, and the workload roots that were kept or
excluded, with reasons. NAME is looked up as kiln run would load it.
`

// inspectCmd implements kiln inspect.
func inspectCmd(args []string, opts driver.Options, stdout, stderr io.Writer) int {
	var target string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-h" || a == "--help":
			fmt.Fprint(stdout, inspectUsage)
			return 0
		case a == "--project" && i+1 < len(args):
			opts.Project = args[i+1]
			i++
		case strings.HasPrefix(a, "--project="):
			opts.Project = strings.TrimPrefix(a, "--project=")
		case strings.HasPrefix(a, "-"):
			fmt.Fprintf(stderr, "kiln inspect: unknown option %s\n%s", a, inspectUsage)
			return 2
		case target == "":
			target = a
		default:
			fmt.Fprint(stderr, "kiln inspect: name one package or image file\n"+inspectUsage)
			return 2
		}
	}
	if target == "" {
		fmt.Fprint(stderr, "kiln inspect: name a package or an image file\n"+inspectUsage)
		return 2
	}
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	path := target
	var stale error
	if st, err := os.Stat(target); err == nil && st.Mode().IsRegular() {
		h, err := image.ReadHeader(path)
		if err != nil {
			fmt.Fprintf(stderr, "kiln inspect: %v\n", err)
			return 1
		}
		// Freshness is judged against the package the header names, as
		// this kiln would load it.
		if p, st2, err := s.ImageStatus(h.Package.Name); err == nil && p == path {
			stale = st2
		} else if err == nil {
			stale = fmt.Errorf("not the image this kiln would load for %s (that is %s)", h.Package.Name, p)
		} else {
			stale = err
		}
	} else {
		p, st2, err := s.ImageStatus(target)
		if err != nil {
			fmt.Fprintf(stderr, "kiln inspect: %v\n", err)
			return 1
		}
		path, stale = p, st2
	}
	fmt.Fprintf(stdout, "image: %s\n", path)
	img, err := image.Read(path)
	if err != nil {
		if stale != nil {
			fmt.Fprintf(stdout, "status: unusable: %v\n", stale)
		}
		fmt.Fprintf(stderr, "kiln inspect: %v\n", err)
		return 1
	}
	if stale != nil {
		fmt.Fprintf(stdout, "status: stale: %v\n", stale)
	} else {
		fmt.Fprintln(stdout, "status: fresh")
	}
	fmt.Fprint(stdout, image.Describe(img))
	idx, err := driver.ImageIndex(img)
	if err != nil {
		fmt.Fprintf(stderr, "kiln inspect: %v\n", err)
	}
	byOwner := map[string][]driver.ImageIndexEntry{}
	var owners []string
	for _, e := range idx {
		if _, ok := byOwner[e.Owner]; !ok {
			owners = append(owners, e.Owner)
		}
		byOwner[e.Owner] = append(byOwner[e.Owner], e)
	}
	sort.Slice(owners, func(i, j int) bool {
		if (owners[i] == "native") != (owners[j] == "native") {
			return owners[i] == "native"
		}
		return owners[i] < owners[j]
	})
	fmt.Fprintf(stdout, "code instances (%d):\n", len(idx))
	for _, o := range owners {
		es := byOwner[o]
		entries := 0
		for _, e := range es {
			if e.Entry {
				entries++
			}
		}
		fmt.Fprintf(stdout, "  %s: %d (%d with entry points)\n", o, len(es), entries)
		for _, e := range es {
			mark := ""
			if !e.Entry {
				mark = "  (compiled into its callers)"
			}
			fmt.Fprintf(stdout, "    %s%s\n", e.Name, mark)
		}
	}
	rep, err := s.ImageReport(path)
	if err == nil {
		fmt.Fprintf(stdout, "workload roots (%d kept, %d excluded):\n", rep.Totals.Kept, rep.Totals.Excluded)
		rep.WriteVerbose(stdout)
	}
	return 0
}
