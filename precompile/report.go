package precompile

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/kiln-lang/kiln/infer"
)

// ReportSchema is the "schema" of the JSON report. The number is the major
// version: it changes only when a field is removed or changes meaning; new
// optional fields may appear within a version, so readers must ignore
// fields they do not know. docs/precompile.md documents the format.
const ReportSchema = "kiln-precompile-report/1"

// Report is the precompile report of one package image (`kiln precompile
// --report=json|text NAME`). Its JSON encoding is the documented format.
type Report struct {
	Schema  string        `json:"schema"`
	Package string        `json:"package"`
	Roots   []ReportRoot  `json:"roots"`
	Owners  []ReportOwner `json:"owners"`
	Totals  ReportTotals  `json:"totals"`
}

// ReportRoot is one workload root.
type ReportRoot struct {
	Name   string `json:"name"`
	Owner  string `json:"owner"`
	Status string `json:"status"` // "kept" or "excluded"
	// Reason is "" when kept.
	Reason string `json:"reason"`
	// Offender is the node the reason names (excluded trees only).
	Offender *ReportNode `json:"offender,omitempty"`
	// Path is the chain of static calls from the root to the offender.
	Path        []string `json:"path,omitempty"`
	Nodes       int      `json:"nodes"`
	NativeBytes int64    `json:"native_bytes"`
	InferenceNS int64    `json:"inference_ns"`
	File        string   `json:"file,omitempty"`
	Line        int      `json:"line,omitempty"`
}

// ReportNode names a CodeInstance.
type ReportNode struct {
	Name  string `json:"name"`
	Owner string `json:"owner"`
}

// ReportOwner summarizes what is persisted under one owner.
type ReportOwner struct {
	Owner         string `json:"owner"`
	KeptRoots     int    `json:"kept_roots"`
	ExcludedRoots int    `json:"excluded_roots"`
	// CodeInstances is the number of distinct CodeInstances persisted.
	CodeInstances int   `json:"code_instances"`
	NativeBytes   int64 `json:"native_bytes"`
}

// ReportTotals sums the report.
type ReportTotals struct {
	Roots         int   `json:"roots"`
	Kept          int   `json:"kept"`
	Excluded      int   `json:"excluded"`
	CodeInstances int   `json:"code_instances"`
	NativeBytes   int64 `json:"native_bytes"`
	InferenceNS   int64 `json:"inference_ns"`
}

// Report builds the report of the selection for package pkg. Native bytes
// are those last given to SetNativeBytes (0 before).
func (s *Selection) Report(pkg string) *Report {
	rep := &Report{Schema: ReportSchema, Package: pkg, Roots: []ReportRoot{}, Owners: []ReportOwner{}}
	owners := map[infer.Owner]*ReportOwner{}
	ownerOf := func(o infer.Owner) *ReportOwner {
		if ro := owners[o]; ro != nil {
			return ro
		}
		ro := &ReportOwner{Owner: string(o)}
		owners[o] = ro
		return ro
	}
	for _, r := range s.Results {
		rr := ReportRoot{
			Name: r.Name, Owner: string(r.Owner), Status: r.Status(), Reason: r.Reason,
			Path: r.Path, Nodes: r.Nodes, NativeBytes: r.NativeBytes, InferenceNS: int64(r.InferTime),
		}
		if r.Offender != nil {
			rr.Offender = &ReportNode{Name: r.OffenderName, Owner: string(r.OffenderOwner)}
		}
		if r.Root != nil && r.Root.Pos.IsValid() {
			rr.File, rr.Line = r.Root.Pos.File, int(r.Root.Pos.Line)
		}
		rep.Roots = append(rep.Roots, rr)
		ro := ownerOf(r.Owner)
		rep.Totals.Roots++
		rep.Totals.InferenceNS += rr.InferenceNS
		if r.Kept {
			ro.KeptRoots++
			rep.Totals.Kept++
		} else {
			ro.ExcludedRoots++
			rep.Totals.Excluded++
		}
	}
	for o, cis := range s.byOwner {
		ro := ownerOf(o)
		ro.CodeInstances = len(cis)
		if o == infer.Native {
			for _, ci := range cis {
				ro.NativeBytes += s.sizes[ci]
			}
		}
	}
	var os []infer.Owner
	for o := range owners {
		os = append(os, o)
	}
	sortOwners(os)
	for _, o := range os {
		ro := owners[o]
		rep.Owners = append(rep.Owners, *ro)
		rep.Totals.CodeInstances += ro.CodeInstances
		rep.Totals.NativeBytes += ro.NativeBytes
	}
	return rep
}

// WriteJSON writes the report as indented JSON followed by a newline.
func (r *Report) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// WriteText writes the report as a table, one row per root (excluded
// roots followed by their reason and call path), then what is persisted
// per owner:
//
//	precompile report for PC: 2 roots, 1 kept, 1 excluded
//	  status    owner   nodes  native bytes  inference ms  root
//	  kept      native      3           120         1.500  PC.f(::Int64)
//	  excluded  native      4             0         0.250  PC.g(::Int64)
//	            reason: CUDA.signal_exception() is owned by ptx:sm_75
//	            path:   PC.g(::Int64) -> CUDA.signal_exception()
//	persisted:
//	  native  3 code instances, 120 bytes of native code
func (r *Report) WriteText(w io.Writer) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "precompile report for %s: %s, %d kept, %d excluded\n",
		r.Package, plural(r.Totals.Roots, "root"), r.Totals.Kept, r.Totals.Excluded)
	ow := len("owner")
	for _, rr := range r.Roots {
		ow = max(ow, len(rr.Owner))
	}
	for _, o := range r.Owners {
		ow = max(ow, len(o.Owner))
	}
	if len(r.Roots) > 0 {
		fmt.Fprintf(&sb, "  %-8s  %-*s  %5s  %12s  %12s  %s\n", "status", ow, "owner", "nodes", "native bytes", "inference ms", "root")
	}
	for _, rr := range r.Roots {
		fmt.Fprintf(&sb, "  %-8s  %-*s  %5d  %12d  %12.3f  %s\n", rr.Status, ow, rr.Owner, rr.Nodes, rr.NativeBytes,
			float64(rr.InferenceNS)/1e6, rr.Name)
		if rr.Reason != "" {
			fmt.Fprintf(&sb, "  %8s  reason: %s\n", "", rr.Reason)
		}
		if len(rr.Path) > 1 {
			fmt.Fprintf(&sb, "  %8s  path:   %s\n", "", strings.Join(rr.Path, " -> "))
		}
	}
	if len(r.Owners) > 0 {
		sb.WriteString("persisted:\n")
	}
	for _, o := range r.Owners {
		fmt.Fprintf(&sb, "  %-*s  %s", ow, o.Owner, plural(o.CodeInstances, "code instance"))
		if o.Owner == string(infer.Native) {
			fmt.Fprintf(&sb, ", %s of native code", plural(int(o.NativeBytes), "byte"))
		}
		sb.WriteByte('\n')
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// WriteVerbose writes what `kiln precompile --verbose` prints: one line per
// root, in root order, each indented by two spaces; a kept root shows its
// node count, an excluded one its reason:
//
//	kept      PC.f(::Int64)  [native]  3 nodes
//	excluded  PC.g(::Int64)  [native]  CUDA.signal_exception() is owned by ptx:sm_75
func (s *Selection) WriteVerbose(w io.Writer) error {
	var sb strings.Builder
	for _, r := range s.Results {
		detail := plural(r.Nodes, "node")
		if !r.Kept {
			detail = r.Reason
		}
		fmt.Fprintf(&sb, "  %-8s  %s  [%s]  %s\n", r.Status(), r.Name, r.Owner, detail)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// WriteVerbose writes one line per root as Selection.WriteVerbose does
// (for a report read back from an image).
func (r *Report) WriteVerbose(w io.Writer) error {
	var sb strings.Builder
	for _, rt := range r.Roots {
		detail := plural(rt.Nodes, "node")
		if rt.Status != "kept" {
			detail = rt.Reason
		}
		fmt.Fprintf(&sb, "  %-8s  %s  [%s]  %s\n", rt.Status, rt.Name, rt.Owner, detail)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

func plural(n int, what string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", what)
	}
	return fmt.Sprintf("%d %ss", n, what)
}
