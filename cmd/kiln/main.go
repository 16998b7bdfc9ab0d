// Command kiln runs Julia programs with the Kiln JIT compiler.
//
//	kiln                 (the interactive REPL)
//	kiln run FILE.jl [ARGS...]
//	kiln -e 'println(1 + 2)'
//	kiln code {lowered,typed,llvm,native} FILE.jl 'f(::Int64)'
//	kiln version
//
// See docs/ for a page per command.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"github.com/kiln-lang/kiln/cache"
	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/runtime"
)

// Version is Kiln's version.
const Version = "0.1.0"

const usage = `Kiln — a JIT compiler for a subset of Julia, with package images.

Usage:
  kiln [OPTIONS]                         the interactive REPL (docs/repl.md); when stdin is
                                           not a terminal, stdin is read as the program
  kiln -i [OPTIONS] [FILE.jl [ARGS...]]  run FILE.jl, then the REPL
  kiln run [OPTIONS] FILE.jl [ARGS...]   run a program (ARGS are the program's)
  kiln [OPTIONS] FILE.jl [ARGS...]       the same
  kiln -e EXPR                           evaluate Julia source given on the command line
  kiln code STAGE FILE.jl SIGNATURE      print one compilation stage of a method:
                                           STAGE is lowered, typed, llvm or native;
                                           SIGNATURE is a call like 'f(::Int64, ::Float64)';
                                           --target ptx:sm_75 compiles for a GPU (PTX)
  kiln snoop [OPTIONS] FILE.jl [ARGS...] run with inference tracing and print the inference
                                           timing tree (--owner, --min-ms, --depth, --format=
                                           text|json|pprof|speedscope, -o FILE, --triggers,
                                           --invalidations, -e EXPR); see docs/snoop.md
  kiln precompile [--force] [--verbose] [--report=text|json] [NAME...]
                                         build package images: run the packages' precompile
                                           workloads and save the inference trees they cause,
                                           compiled, with the module state; docs/precompile.md
  kiln inspect NAME|FILE.kimg            print a package image: header, freshness, sections,
                                           code per owner, kept/excluded roots
  kiln cache keygen|status|push|pull     share package images through remote stores
                                           (KILN_CACHE); docs/cache.md
  kiln version                           print the version
  kiln help                              this text (also -h, --help)

Options:
  -O0, -O1, -O2, -O3                     LLVM optimization level (default -O2)
  --project DIR                          the active project (default: a Project.toml
                                           beside the program); see docs/packages.md
  --pkgimages=no                         ignore package images (load packages from source)
  --heap-size-hint=SIZE                  bound the collected heap (bytes, or with K, M, G, T):
                                           allocations past it throw OutOfMemoryError
  -q, --quiet                            no banner when the REPL starts
  --timing                               print where the process's time went, phase by phase
                                           (start-up, Base, system image, program), on stderr

Environment:
  KILN_LOAD_PATH=DIR:DIR  directories holding packages (Name/Project.toml, Name/src/Name.jl)
  KILN_TRACE_COMPILE=1    print precompile(Tuple{...}) on stderr for every method compiled
  KILN_DEBUG_IR=1         dump the LLVM IR of every compiled unit on stderr
  KILN_DEBUG_LOADING=1    log why a package image was rejected or code not installed
  KILN_DEPOT=DIR          where package images and the object cache live (default ~/.kiln)
  KILN_TIMING=1           the same as --timing
  KILN_CACHE=URL,...      remote image stores (https://host/path, redis://host:port/db; ?ro: read-only)
  KILN_CACHE_TRUST=KEY,.. public keys whose signed images are accepted from the stores
  KILN_CACHE_SIGNING_KEY=FILE  the key that signs uploads (default DEPOT/cache/signing.key)

Exit status: 0 on success, 1 when the program throws an uncaught exception or
has a syntax or compile error, 2 for bad command-line usage.
`

// gcBallast raises the Go collector's first targets: a large pointer-free
// allocation that is never touched (so it costs address space, not memory)
// makes the heap goal at least twice its size. Kiln's compiler allocates
// about 50-100 MB of short-lived objects while loading Base and compiling a
// program; with the default goal of 4 MB the collector ran some twenty
// times in a one-line program and took a fifth of its CPU time. Programs
// that keep compiling for long still get collected once the heap grows past
// the ballast. GOGC in the environment turns this off.
var gcBallast []byte

func main() {
	if os.Getenv("GOGC") == "" {
		gcBallast = make([]byte, 256<<20)
	}
	if f := os.Getenv("KILN_CPUPROFILE"); f != "" {
		// Profiling Kiln itself (not the program): go tool pprof kiln FILE.
		out, err := os.Create(f)
		if err == nil {
			pprof.StartCPUProfile(out)
			code := run(os.Args[1:], os.Stdout, os.Stderr)
			pprof.StopCPUProfile()
			out.Close()
			os.Exit(code)
		}
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	// The remote stores (docs/cache.md), as an embedding program sets
	// them in kiln.Config.Cache.
	cacheCfg := cache.ConfigFromEnv()
	opts := driver.Options{Stderr: stderr, TraceCompile: os.Getenv("KILN_TRACE_COMPILE") == "1", RebuildImages: true, Cache: &cacheCfg}
	if os.Getenv("KILN_TIMING") == "1" {
		opts.Timing = driver.NewTiming()
	}
	return runWith(args, opts, stdout, stderr)
}

// runWith parses the leading options into opts and runs the command (kiln
// OPTIONS run OPTIONS FILE keeps the options of both places).
func runWith(args []string, opts driver.Options, stdout, stderr io.Writer) int {
	interactive, quiet := false, false
	// Leading options.
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		a := args[0]
		switch {
		case a == "-i":
			interactive = true
		case a == "-q" || a == "--quiet":
			quiet = true
		case a == "-h" || a == "--help":
			fmt.Fprint(stdout, usage)
			return 0
		case a == "-e":
			if len(args) < 2 {
				fmt.Fprintln(stderr, "kiln: -e needs an expression")
				return 2
			}
			opts.Args = args[2:]
			return evalString(args[1], opts)
		case len(a) == 3 && strings.HasPrefix(a, "-O") && a[2] >= '0' && a[2] <= '3':
			opts.OptLevel = int(a[2] - '0')
			if opts.OptLevel == 0 {
				opts.OptLevel = -1
			}
		case a == "--project" || strings.HasPrefix(a, "--project="):
			if v, ok := strings.CutPrefix(a, "--project="); ok {
				opts.Project = v
			} else {
				if len(args) < 2 {
					fmt.Fprintln(stderr, "kiln: --project needs a directory")
					return 2
				}
				opts.Project = args[1]
				args = args[1:]
			}
		case strings.HasPrefix(a, "--heap-size-hint="):
			n, ok := parseHeapSize(strings.TrimPrefix(a, "--heap-size-hint="))
			if !ok {
				fmt.Fprintf(stderr, "kiln: invalid argument to --heap-size-hint (%s)\n", strings.TrimPrefix(a, "--heap-size-hint="))
				return 2
			}
			runtime.SetHeapLimit(n)
		case a == "--timing":
			if opts.Timing == nil {
				opts.Timing = driver.NewTiming()
			}
		case a == "--pkgimages=no" || a == "--pkgimages=yes":
			opts.NoPkgImages = a == "--pkgimages=no"
		case julianOnlyOption(a):
			// Julia's options that do not apply to Kiln (no startup
			// file, history or banner; one thread), so that
			// `$(Base.julia_cmd()) --startup-file=no -e …` runs.
		case a == "-t" || a == "--threads":
			if len(args) > 1 {
				args = args[1:]
			}
		case a == "--version" || a == "-v":
			fmt.Fprintf(stdout, "kiln version %s\n", Version)
			return 0
		default:
			fmt.Fprintf(stderr, "kiln: unknown option %s\n(run 'kiln --help' for usage)\n", a)
			return 2
		}
		args = args[1:]
	}
	if interactive {
		file := ""
		if len(args) > 0 {
			file, opts.Args = args[0], args[1:]
		}
		return replCmd(file, opts, quiet, stdout)
	}
	if len(args) == 0 {
		// No program: the REPL on a terminal, else stdin is the program.
		if stdinIsTerminal() {
			return replCmd("", opts, quiet, stdout)
		}
		return pipedCmd(opts)
	}
	switch args[0] {
	case "help":
		fmt.Fprint(stdout, usage)
		return 0
	case "version":
		fmt.Fprintf(stdout, "kiln version %s\n", Version)
		return 0
	case "run":
		if len(args) < 2 {
			fmt.Fprintln(stderr, "kiln run: missing FILE.jl")
			return 2
		}
		return runWith(args[1:], opts, stdout, stderr)
	case "code":
		return code(args[1:], opts, stdout, stderr)
	case "snoop":
		return snoopCmd(args[1:], opts, stdout, stderr)
	case "precompile":
		return precompileCmd(args[1:], opts, stdout, stderr)
	case "inspect":
		return inspectCmd(args[1:], opts, stdout, stderr)
	case "cache":
		return cacheCmd(args[1:], opts, stdout, stderr)
	}
	opts.Args = args[1:]
	return runFile(args[0], opts)
}

func newSession(opts driver.Options) (*driver.Session, int) {
	// A negative OptLevel (-O0) reaches the driver as is: its 0 means the
	// default (-O2).
	s, err := driver.New(opts)
	if err != nil {
		fmt.Fprintf(opts.Stderr, "kiln: %v\n", err)
		return nil, 1
	}
	return s, 0
}

func runFile(path string, opts driver.Options) int {
	if _, err := os.Stat(path); err != nil {
		fmt.Fprintf(opts.Stderr, "ERROR: could not open file %s\n", path)
		return 1
	}
	opts.Script = path
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	start := time.Now()
	defer opts.Timing.Print(opts.Stderr)
	if err := s.RunFile(path); err != nil {
		opts.Timing.Since("program (until its error)", start)
		return s.Finish(s.ReportError(err, true))
	}
	runtime.FlushAll()
	opts.Timing.Since("program", start)
	rc = s.Finish(0)
	if err := runtime.StdoutError(); err != nil {
		fmt.Fprintf(opts.Stderr, "ERROR: %v\n", err)
		return 1
	}
	return rc
}

func evalString(src string, opts driver.Options) int {
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	start := time.Now()
	defer opts.Timing.Print(opts.Stderr)
	if err := s.RunString(src); err != nil {
		opts.Timing.Since("program (until its error)", start)
		return s.Finish(s.ReportError(err, false))
	}
	runtime.FlushAll()
	opts.Timing.Since("program", start)
	rc = s.Finish(0)
	if err := runtime.StdoutError(); err != nil {
		fmt.Fprintf(opts.Stderr, "ERROR: %v\n", err)
		return 1
	}
	return rc
}

func code(args []string, opts driver.Options, stdout, stderr io.Writer) int {
	target, args, rc := codeTarget(args, stderr)
	if rc != 0 {
		return rc
	}
	if len(args) < 3 || (len(args) > 3 && args[0] != "warntype") {
		fmt.Fprintln(stderr, "usage: kiln code [--target ptx:sm_XY] {lowered,typed,warntype,llvm,native} FILE.jl 'f(::Int64)'")
		return 2
	}
	stage, file, sig := args[0], args[1], args[2]
	switch stage {
	case "lowered", "typed", "llvm", "native", "warntype":
	default:
		fmt.Fprintf(stderr, "kiln code: unknown stage %q (want lowered, typed, warntype, llvm or native)\n", stage)
		return 2
	}
	if stage == "warntype" && target != nil {
		fmt.Fprintln(stderr, "kiln code warntype: --target is not supported (use kiln code typed --target)")
		return 2
	}
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	if err := s.LoadDefinitions(file); err != nil {
		return s.ReportError(err, true)
	}
	if stage == "warntype" {
		return warntype(s, args[2:], stdout, stderr)
	}
	mi, err := s.MethodInstanceFor(sig)
	if err != nil {
		fmt.Fprintf(stderr, "ERROR: %v\n", err)
		return 1
	}
	var out string
	if target != nil && stage != "lowered" {
		out, err = codeForTarget(s, mi, *target, stage)
		if err != nil {
			return reportCodeError(s, err, stderr)
		}
		fmt.Fprint(stdout, out)
		return 0
	}
	switch stage {
	case "lowered":
		out = s.CodeLowered(mi)
	case "typed":
		out, err = s.CodeTyped(mi)
	case "llvm":
		out, err = s.CodeLLVM(mi, true)
	case "native":
		out, err = s.CodeNative(mi)
	}
	if err != nil {
		fmt.Fprintf(stderr, "ERROR: %v\n", err)
		return 1
	}
	fmt.Fprint(stdout, out)
	return 0
}

// parseHeapSize reads --heap-size-hint's value as Julia does: a number of
// bytes with an optional unit K, M, G or T (powers of 1024, an optional
// trailing B, either case).
func parseHeapSize(v string) (int64, bool) {
	v = strings.TrimSuffix(strings.TrimSuffix(v, "B"), "b")
	mult := int64(1)
	if v != "" {
		switch v[len(v)-1] {
		case 'k', 'K':
			mult = 1 << 10
		case 'm', 'M':
			mult = 1 << 20
		case 'g', 'G':
			mult = 1 << 30
		case 't', 'T':
			mult = 1 << 40
		}
		if mult != 1 {
			v = v[:len(v)-1]
		}
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f <= 0 || f*float64(mult) >= 1<<62 {
		return 0, false
	}
	return int64(f * float64(mult)), true
}

// warntype prints `kiln code warntype` for each signature; the exit
// status is 1 when one is not type-stable (so scripts and tests can
// assert stability, as Julia's @inferred does).
func warntype(s *driver.Session, sigs []string, stdout, stderr io.Writer) int {
	color := false
	if f, ok := stdout.(*os.File); ok && os.Getenv("NO_COLOR") == "" {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			color = true
		}
	}
	rc := 0
	for i, sig := range sigs {
		mi, err := s.MethodInstanceFor(sig)
		if err != nil {
			fmt.Fprintf(stderr, "ERROR: %v\n", err)
			return 1
		}
		out, stable, err := s.CodeWarntype(mi, color)
		if err != nil {
			fmt.Fprintf(stderr, "ERROR: %v\n", err)
			return 1
		}
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprint(stdout, out)
		if !stable {
			rc = 1
		}
	}
	return rc
}

// julianOnlyOption reports whether a is one of julia's command-line
// options that Kiln accepts and ignores because it has no effect there:
// startup file, history file, banner, color, deprecation warnings,
// compiled modules, code coverage and allocation tracking off, bounds
// checks on, threads (Kiln runs one), optimization of inlining.
func julianOnlyOption(a string) bool {
	for _, p := range []string{"--startup-file=", "--history-file=", "--banner=", "--color=", "--depwarn=",
		"--compiled-modules=", "--warn-overwrite=", "--warn-scope=", "--inline=", "--threads=", "-t", "--handle-signals="} {
		if v, ok := strings.CutPrefix(a, p); ok && v != "" {
			return true
		}
	}
	switch a {
	case "--check-bounds=yes", "--check-bounds=auto", "--code-coverage=none", "--track-allocation=none", "-g0", "-g1", "-g2":
		return true
	}
	return false
}
