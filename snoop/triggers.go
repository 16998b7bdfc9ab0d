package snoop

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"time"
)

// Suggestion returns the advice `kiln snoop --triggers` prints for a
// category of runtime dispatch.
func Suggestion(c Category) string {
	switch c {
	case NonConcreteField:
		return "a struct field read here has an abstract declared type, so its value's type is known only at run time: give the field a concrete type, or make the struct parametric (struct S{T}; x::T; end)"
	case UntypedContainer:
		return "an element of a container with an abstract element type (Vector{Any}, Dict{Any,Any}, []) is used here: create the container with a concrete element type (Float64[], Vector{Int64}(), Dict{String,Int64}())"
	case UntypedGlobal:
		return "a non-constant global without a declared type is used here: declare it const, give it a type (global x::Int64 = 0), or pass the value as an argument"
	default:
		return "the argument types of this call are not inferred: look for the `dynamic` call in `kiln code typed FILE.jl 'CALLER'` and make the types of its arguments inferable"
	}
}

// TriggerReport groups the runtime dispatches that entered inference by
// call site.
type TriggerReport struct {
	// Count is the number of frames started by runtime dispatch.
	Count int
	// Inclusive is their total inclusive time.
	Inclusive time.Duration
	// Sites, the largest Inclusive first (then the largest Count, then by
	// file and line).
	Sites []*TriggerSite
}

// TriggerSite is one call site that dispatched at run time into inference.
type TriggerSite struct {
	File string
	Line int
	// Callers are the MethodInstances containing the call (several
	// specializations of one method share a call site), first seen first.
	Callers []string
	// Categories are the causes recorded here, first seen first.
	Categories []Category
	// Count is the number of fresh entries into inference from this site.
	Count int
	// Inclusive is the total inclusive time of the frames it started.
	Inclusive time.Duration
	// Callees are the MethodInstances inferred, the largest Inclusive
	// first.
	Callees []*TriggerCallee
}

// TriggerCallee is a MethodInstance (under one owner) inferred because of a
// call site.
type TriggerCallee struct {
	Name      string
	Owner     string
	Count     int
	Inclusive time.Duration
}

// Triggers collects the triggers recorded on the tree's nodes (normally
// top-level frames) into a report.
func Triggers(t *Tree) *TriggerReport {
	type siteKey struct {
		file string
		line int
	}
	type calleeKey struct{ name, owner string }
	rep := &TriggerReport{}
	sites := map[siteKey]*TriggerSite{}
	callees := map[*TriggerSite]map[calleeKey]*TriggerCallee{}
	t.Walk(func(n *Node, d int) bool {
		tr := n.Trigger
		if d == 0 || tr == nil {
			return true
		}
		rep.Count++
		rep.Inclusive += n.Inclusive
		k := siteKey{tr.File, tr.Line}
		s := sites[k]
		if s == nil {
			s = &TriggerSite{File: tr.File, Line: tr.Line}
			sites[k] = s
			callees[s] = map[calleeKey]*TriggerCallee{}
			rep.Sites = append(rep.Sites, s)
		}
		s.Count++
		s.Inclusive += n.Inclusive
		if !containsStr(s.Callers, tr.Caller) {
			s.Callers = append(s.Callers, tr.Caller)
		}
		cat := tr.Category
		if cat == "" {
			cat = Unknown
		}
		if !containsCat(s.Categories, cat) {
			s.Categories = append(s.Categories, cat)
		}
		ck := calleeKey{n.Name, n.Owner}
		c := callees[s][ck]
		if c == nil {
			c = &TriggerCallee{Name: n.Name, Owner: n.Owner}
			callees[s][ck] = c
			s.Callees = append(s.Callees, c)
		}
		c.Count++
		c.Inclusive += n.Inclusive
		return true
	})
	for _, s := range rep.Sites {
		sort.SliceStable(s.Callees, func(i, j int) bool { return s.Callees[i].Inclusive > s.Callees[j].Inclusive })
	}
	sort.SliceStable(rep.Sites, func(i, j int) bool {
		a, b := rep.Sites[i], rep.Sites[j]
		if a.Inclusive != b.Inclusive {
			return a.Inclusive > b.Inclusive
		}
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	return rep
}

func containsStr(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func containsCat(s []Category, x Category) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// WriteTriggersText prints the report:
//
//	3 fresh entries into inference from runtime dispatch, at 2 call sites (4.000 ms)
//
//	sim.jl:14: 2 entries, 3.000 ms [non-concrete field type]
//	  in step!(::Sim)
//	      2.500 ms  1x  simulate(::Int64)  [native]
//	      0.500 ms  1x  simulate(::Float64)  [native]
//	  suggestion: a struct field read here has an abstract declared type, ...
//
// Sites come in report order; each lists its callers, its callees (inclusive
// time, count, MethodInstance, owner) and one suggestion per category.
func WriteTriggersText(w io.Writer, r *TriggerReport) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%s into inference from runtime dispatch, at %s (%s)\n",
		plural(r.Count, "fresh entry", "fresh entries"), plural(len(r.Sites), "call site", "call sites"), FormatMS(r.Inclusive))
	for _, s := range r.Sites {
		fmt.Fprintf(bw, "\n%s: %s, %s [", string(appendLoc(nil, s.File, s.Line)), plural(s.Count, "entry", "entries"), FormatMS(s.Inclusive))
		for i, c := range s.Categories {
			if i > 0 {
				bw.WriteString(", ")
			}
			bw.WriteString(string(c))
		}
		bw.WriteString("]\n")
		for _, c := range s.Callers {
			fmt.Fprintf(bw, "  in %s\n", c)
		}
		for _, c := range s.Callees {
			fmt.Fprintf(bw, "  %s  %dx  %s  [%s]\n", string(appendMS(nil, c.Inclusive, 9)), c.Count, c.Name, c.Owner)
		}
		for _, c := range s.Categories {
			fmt.Fprintf(bw, "  suggestion: %s\n", Suggestion(c))
		}
	}
	return bw.Flush()
}

// JSONTriggers is the JSON document of a trigger report.
type JSONTriggers struct {
	Schema      string             `json:"schema"` // TriggersSchemaVersion
	Count       int                `json:"count"`
	InclusiveNS int64              `json:"inclusive_ns"`
	Sites       []*JSONTriggerSite `json:"sites"`
}

// JSONTriggerSite is a [TriggerSite] in JSON.
type JSONTriggerSite struct {
	File        string               `json:"file"`
	Line        int                  `json:"line"`
	Callers     []string             `json:"callers"`
	Categories  []JSONCategory       `json:"categories"`
	Count       int                  `json:"count"`
	InclusiveNS int64                `json:"inclusive_ns"`
	Callees     []*JSONTriggerCallee `json:"callees"`
}

// JSONCategory is a category with its suggestion.
type JSONCategory struct {
	Category   string `json:"category"`
	Suggestion string `json:"suggestion"`
}

// JSONTriggerCallee is a [TriggerCallee] in JSON.
type JSONTriggerCallee struct {
	Name        string `json:"name"`
	Owner       string `json:"owner"`
	Count       int    `json:"count"`
	InclusiveNS int64  `json:"inclusive_ns"`
}

// JSON converts the report to its JSON document.
func (r *TriggerReport) JSON() *JSONTriggers {
	j := &JSONTriggers{Schema: TriggersSchemaVersion, Count: r.Count, InclusiveNS: int64(r.Inclusive), Sites: []*JSONTriggerSite{}}
	for _, s := range r.Sites {
		js := &JSONTriggerSite{File: s.File, Line: s.Line, Callers: append([]string{}, s.Callers...), Count: s.Count, InclusiveNS: int64(s.Inclusive),
			Categories: []JSONCategory{}, Callees: []*JSONTriggerCallee{}}
		for _, c := range s.Categories {
			js.Categories = append(js.Categories, JSONCategory{string(c), Suggestion(c)})
		}
		for _, c := range s.Callees {
			js.Callees = append(js.Callees, &JSONTriggerCallee{c.Name, c.Owner, c.Count, int64(c.Inclusive)})
		}
		j.Sites = append(j.Sites, js)
	}
	return j
}

// WriteTriggersJSON writes the report as JSON (schema
// [TriggersSchemaVersion]).
func WriteTriggersJSON(w io.Writer, r *TriggerReport) error {
	return writeJSON(w, r.JSON())
}
