package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/precompile"
	"github.com/kiln-lang/kiln/runtime"
)

const precompileUsage = `usage: kiln precompile [--project DIR] [--verbose] [--report=text|json] NAME...

Loads each package NAME with its precompile workloads running
(@setup_workload/@compile_workload, @precompile_setup/@precompile_all_calls),
tracks the inference they cause and selects the whole inference trees a
package image keeps, per owner (see docs/precompile.md).

  --verbose          list each workload root: kept, or excluded with its reason
  --report=FORMAT    the full selection report, text or json
  --project DIR      the active project

Package images are not written yet: the command reports the selection an
image will hold, and saves nothing.
`

// precompileCmd runs the workloads of the named packages under the
// precompile tracker and reports the selection.
func precompileCmd(args []string, opts driver.Options, stdout, stderr io.Writer) int {
	verbose := false
	report := ""
	var names []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--verbose" || a == "-v":
			verbose = true
		case strings.HasPrefix(a, "--report="):
			report = strings.TrimPrefix(a, "--report=")
			if report != "text" && report != "json" {
				fmt.Fprintf(stderr, "kiln precompile: unknown report format %q (want text or json)\n", report)
				return 2
			}
		case a == "--project" && i+1 < len(args):
			opts.Project = args[i+1]
			i++
		case strings.HasPrefix(a, "--project="):
			opts.Project = strings.TrimPrefix(a, "--project=")
		case a == "-h" || a == "--help":
			fmt.Fprint(stdout, precompileUsage)
			return 0
		case strings.HasPrefix(a, "-"):
			fmt.Fprintf(stderr, "kiln precompile: unknown option %s\n%s", a, precompileUsage)
			return 2
		default:
			names = append(names, a)
		}
	}
	if len(names) == 0 {
		fmt.Fprint(stderr, "kiln precompile: name the packages to precompile\n"+precompileUsage)
		return 2
	}
	tr := precompile.NewTracker()
	opts.Precompiling = true
	opts.TrackBegin, opts.TrackEnd = tr.Begin, tr.End
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	defer tr.Install(s.Engine())()
	status := 0
	for _, name := range names {
		if err := s.LoadPackage(name); err != nil {
			fmt.Fprintf(stderr, "kiln precompile: %s failed:\n", name)
			s.ReportError(err, true)
			status = 1
			continue
		}
		sel := precompile.Select(tr.Roots(), precompile.Policy{HostCheck: precompile.DefaultHostCheck})
		runtime.FlushAll()
		switch {
		case report == "json":
			sel.Report(name).WriteJSON(stdout)
		case report == "text":
			sel.Report(name).WriteText(stdout)
		case verbose:
			fmt.Fprintf(stdout, "%s:\n", name)
			sel.WriteVerbose(stdout)
		}
	}
	fmt.Fprintln(stderr, "kiln precompile: package images are not written yet; nothing was saved")
	return status
}
