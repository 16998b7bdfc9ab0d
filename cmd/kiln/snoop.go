package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/ir"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/snoop"
)

const snoopUsage = `usage: kiln snoop [OPTIONS] FILE.jl [ARGS...]
       kiln snoop [OPTIONS] -e EXPR

Runs the program with inference tracing and prints the inference timing
tree (see docs/snoop.md).

Options:
  --owner OWNER      only frames of this owner (native, ptx:sm_75, ptx)
  --min-ms T         drop frames under T milliseconds (with their callees)
  --depth N          show N levels below ROOT
  --format F         text (default), json, pprof or speedscope
  -o FILE            write the report to FILE instead of stdout
  --triggers         report the runtime dispatches that entered inference
  --invalidations    report what each new or redefined method invalidated
`

type snoopOptions struct {
	owner         string
	minMS         float64
	depth         int
	format        string
	out           string
	triggers      bool
	invalidations bool
	expr          string
	file          string
	args          []string
}

func parseSnoop(args []string, stderr io.Writer) (*snoopOptions, bool) {
	o := &snoopOptions{format: "text", depth: -1}
	need := func(i int, name string) (string, bool) {
		if i+1 >= len(args) {
			fmt.Fprintf(stderr, "kiln snoop: %s needs a value\n", name)
			return "", false
		}
		return args[i+1], true
	}
	i := 0
	for ; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") {
			break
		}
		name, val, hasVal := strings.Cut(a, "=")
		get := func() (string, bool) {
			if hasVal {
				return val, true
			}
			v, ok := need(i, name)
			if ok {
				i++
			}
			return v, ok
		}
		switch name {
		case "--owner":
			v, ok := get()
			if !ok {
				return nil, false
			}
			o.owner = v
		case "--min-ms":
			v, ok := get()
			if !ok {
				return nil, false
			}
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 0 {
				fmt.Fprintf(stderr, "kiln snoop: --min-ms: not a non-negative number: %q\n", v)
				return nil, false
			}
			o.minMS = f
		case "--depth":
			v, ok := get()
			if !ok {
				return nil, false
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				fmt.Fprintf(stderr, "kiln snoop: --depth: not a non-negative integer: %q\n", v)
				return nil, false
			}
			o.depth = n
		case "--format":
			v, ok := get()
			if !ok {
				return nil, false
			}
			switch v {
			case "text", "json", "pprof", "speedscope":
			default:
				fmt.Fprintf(stderr, "kiln snoop: unknown format %q (want text, json, pprof or speedscope)\n", v)
				return nil, false
			}
			o.format = v
		case "-o":
			v, ok := get()
			if !ok {
				return nil, false
			}
			o.out = v
		case "--triggers":
			o.triggers = true
		case "--invalidations":
			o.invalidations = true
		case "-e":
			v, ok := get()
			if !ok {
				return nil, false
			}
			o.expr = v
		case "-h", "--help":
			fmt.Fprint(stderr, snoopUsage)
			return nil, false
		default:
			fmt.Fprintf(stderr, "kiln snoop: unknown option %s\n%s", a, snoopUsage)
			return nil, false
		}
	}
	if o.expr == "" {
		if i >= len(args) {
			fmt.Fprint(stderr, snoopUsage)
			return nil, false
		}
		o.file, o.args = args[i], args[i+1:]
	} else {
		o.args = args[i:]
	}
	if (o.triggers || o.invalidations) && (o.format == "pprof" || o.format == "speedscope") {
		fmt.Fprintln(stderr, "kiln snoop: --triggers and --invalidations reports are text or json")
		return nil, false
	}
	if o.triggers && o.invalidations {
		fmt.Fprintln(stderr, "kiln snoop: choose one of --triggers and --invalidations")
		return nil, false
	}
	return o, true
}

// snoopCmd runs a program under the inference recorder and writes the
// report after it ends (also when it throws).
func snoopCmd(args []string, opts driver.Options, stdout, stderr io.Writer) int {
	o, ok := parseSnoop(args, stderr)
	if !ok {
		return 2
	}
	if o.file != "" {
		if _, err := os.Stat(o.file); err != nil {
			fmt.Fprintf(stderr, "ERROR: could not open file %s\n", o.file)
			return 1
		}
	}
	opts.Args = o.args
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	rec := snoop.NewRecorder()
	inv := &snoop.InvalidationRecorder{}
	s.SetTracer(rec)
	s.SetDispatchHooks(func(caller, file string, line int, call *ir.Value) {
		rec.BeginDispatch(snoop.Trigger{Caller: caller, File: file, Line: line, Category: snoop.Classify(call)})
	}, rec.EndDispatch)
	old := infer.OnInvalidate
	infer.OnInvalidate = func(ci *infer.CodeInstance) {
		inv.CodeInvalidated(ci)
		if old != nil {
			old(ci)
		}
	}
	methods.OnAdd.Before = inv.NewMethod
	methods.OnAdd.After = inv.Done
	rec.Start()
	var err error
	if o.expr != "" {
		err = s.RunString(o.expr)
	} else {
		err = s.RunFile(o.file)
	}
	rec.Stop()
	code := 0
	if err != nil {
		code = s.ReportError(err, o.expr == "")
	}
	runtime.FlushAll()
	var w io.Writer = stdout
	if o.out != "" {
		f, ferr := os.Create(o.out)
		if ferr != nil {
			fmt.Fprintf(stderr, "kiln snoop: %v\n", ferr)
			return 1
		}
		defer f.Close()
		w = f
	}
	tree := rec.Tree()
	if o.owner != "" {
		tree = tree.Filter(o.owner)
	}
	if o.minMS > 0 {
		tree = tree.Prune(time.Duration(o.minMS * float64(time.Millisecond)))
	}
	if o.depth >= 0 {
		tree = tree.Depth(o.depth)
	}
	var werr error
	switch {
	case o.triggers && o.format == "json":
		werr = snoop.WriteTriggersJSON(w, snoop.Triggers(tree))
	case o.triggers:
		werr = snoop.WriteTriggersText(w, snoop.Triggers(tree))
	case o.invalidations && o.format == "json":
		werr = snoop.WriteInvalidationsJSON(w, inv.Methods())
	case o.invalidations:
		werr = snoop.WriteInvalidationsText(w, inv.Methods())
	case o.format == "json":
		werr = snoop.WriteJSON(w, tree)
	case o.format == "pprof":
		werr = snoop.WritePprof(w, tree)
	case o.format == "speedscope":
		name := "kiln -e"
		if o.file != "" {
			name = filepath.Base(o.file)
		}
		werr = snoop.WriteSpeedscope(w, tree, name)
	default:
		werr = snoop.WriteText(w, tree)
	}
	if werr != nil {
		fmt.Fprintf(stderr, "kiln snoop: %v\n", werr)
		return 1
	}
	return code
}
