package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/pkg"
	"github.com/kiln-lang/kiln/precompile"
	kilnrt "github.com/kiln-lang/kiln/runtime"
)

const precompileUsage = `usage: kiln precompile [--project DIR] [--force] [--verbose] [--report=text|json] [NAME...]

Builds the package image of each package NAME (default: every dependency of
the active project — --project DIR, or the Project.toml in the current
directory — and the project itself when it is a package), after the
images of its dependencies, in parallel over the dependency graph. Each
package is loaded in a fresh process with its precompile workloads running
(@setup_workload/@compile_workload, @precompile_setup/@precompile_all_calls);
the whole inference trees they caused are kept per owner, compiled, and
written with the package's module state to DEPOT/compiled/ (see
docs/precompile.md). An image that is up to date is not rebuilt.

  --force            rebuild the named packages' images even if up to date
  --verbose          list each workload root: kept, or excluded with its reason
  --report=FORMAT    the full selection report, text or json
  --project DIR      the active project
`

type precompileFlags struct {
	force, verbose, quiet, build bool
	// unsupportedStatus: exit with buildUnsupported when every failure
	// was an image that cannot be saved (`kiln run` then loads the
	// package from source); otherwise any failure is exit status 1.
	unsupportedStatus bool
	report            string
	names             []string
}

// precompileCmd builds package images.
func precompileCmd(args []string, opts driver.Options, stdout, stderr io.Writer) int {
	var f precompileFlags
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			f.names = append(f.names, args[i+1:]...)
			i = len(args)
		case a == "--verbose" || a == "-v":
			f.verbose = true
		case a == "--force" || a == "-f":
			f.force = true
		case a == "--quiet":
			f.quiet = true
		case a == "--sysimage":
			// Internal: build the system image (Base's code).
			return buildSysimage(opts, stderr)
		case a == "--stdlib" && i+1 < len(args):
			// Internal: build the image of a standard library module.
			return buildStdlibImage(args[i+1], opts, stderr)
		case a == "--build":
			// Internal: build one package in this process (the parent
			// orchestrates and prints the progress).
			f.build = true
		case a == "--unsupported-status":
			// Internal (kiln run's rebuild): say "cannot be saved"
			// failures apart with exit status 4.
			f.unsupportedStatus = true
		case strings.HasPrefix(a, "--report="):
			f.report = strings.TrimPrefix(a, "--report=")
			if f.report != "text" && f.report != "json" {
				fmt.Fprintf(stderr, "kiln precompile: unknown report format %q (want text or json)\n", f.report)
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
			f.names = append(f.names, a)
		}
	}
	if f.build {
		if len(f.names) != 1 {
			fmt.Fprintln(stderr, "kiln precompile --build: name one package")
			return 2
		}
		code := buildOne(f, opts, stdout, stderr)
		reportBuildStatus(code)
		return code
	}
	return orchestrate(f, opts, stdout, stderr)
}

// Exit statuses of `kiln precompile --build`.
const (
	buildBuilt    = 0
	buildFailed   = 1
	buildUpToDate = 3
	// buildUnsupported: the package loads, but its image cannot be saved
	// (a Kiln limitation, not an error of the package): `kiln run` then
	// loads it from source instead of failing.
	buildUnsupported = 4
)

// The orchestrator learns a worker's result from a status pipe (the
// worker's file descriptor statusFD), not from its exit status alone: a
// workload that calls exit(0) or exit(3) ends the worker before it has
// written an image, and must count as a failure, not as built or up to
// date.
const (
	statusFD          = 3
	statusEnv         = "KILN_BUILD_STATUS_FD"
	statusBuilt       = "built"
	statusFresh       = "up-to-date"
	statusUnsupported = "unsupported"
)

// reportBuildStatus writes the worker's result to the status pipe, when
// the orchestrator gave one.
func reportBuildStatus(code int) {
	if os.Getenv(statusEnv) != strconv.Itoa(statusFD) {
		return
	}
	f := os.NewFile(statusFD, "build-status")
	switch code {
	case buildBuilt:
		f.WriteString(statusBuilt)
	case buildUpToDate:
		f.WriteString(statusFresh)
	case buildUnsupported:
		f.WriteString(statusUnsupported)
	}
	f.Close()
}

// orchestrate resolves the dependency graph and builds each package's
// image in a child process, dependencies first, in parallel.
func orchestrate(f precompileFlags, opts driver.Options, stdout, stderr io.Writer) int {
	if opts.Project == "" {
		// As `julia --project=.`: a Project.toml here is the active project.
		if _, err := os.Stat("Project.toml"); err == nil {
			opts.Project = "."
		}
	}
	env, err := pkg.EnvFromOS(opts.Project, "")
	if err != nil {
		fmt.Fprintf(stderr, "kiln precompile: %v\n", err)
		return 1
	}
	roots := f.names
	if len(roots) == 0 {
		roots = env.DefaultRoots()
	}
	if len(roots) == 0 {
		fmt.Fprint(stderr, "kiln precompile: no packages to precompile: name them, or use a project with [deps]\n"+precompileUsage)
		return 2
	}
	var builtinNames []string
	var rest []string
	for _, n := range roots {
		if pkg.IsBuiltin(n) {
			builtinNames = append(builtinNames, n)
		} else {
			rest = append(rest, n)
		}
	}
	if len(f.names) > 0 && len(rest) == 0 {
		fmt.Fprintf(stderr, "kiln precompile: %s: standard library modules are built into kiln and have no package image\n", strings.Join(builtinNames, ", "))
		return 1
	}
	g, err := pkg.Graph(env, rest)
	if err != nil {
		fmt.Fprintf(stderr, "kiln precompile: %v\n", err)
		return 1
	}
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "kiln precompile: %v\n", err)
		return 1
	}
	named := map[string]bool{}
	for _, n := range f.names {
		named[n] = true
	}
	var mu sync.Mutex
	unsupported := map[string]bool{} // under mu
	start := time.Now()
	built, upToDate := 0, 0
	if !f.quiet && f.report == "" {
		fmt.Fprintln(stderr, "Precompiling packages…")
	}
	results := g.Run(runtime.NumCPU(), func(p *pkg.Package) error {
		args := []string{"precompile", "--build"}
		if opts.Project != "" {
			args = append(args, "--project", opts.Project)
		}
		if f.force && (len(named) == 0 || named[p.Name]) {
			args = append(args, "--force")
		}
		wantReport := len(named) == 0 || named[p.Name]
		if f.verbose && wantReport {
			args = append(args, "--verbose")
		}
		if f.report != "" && wantReport {
			args = append(args, "--report="+f.report)
		}
		args = append(args, "--", p.Name)
		cmd := exec.Command(exe, args...)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		pr, pw, err := os.Pipe()
		if err != nil {
			return err
		}
		defer pr.Close()
		cmd.ExtraFiles = []*os.File{pw} // the worker's statusFD
		cmd.Env = append(os.Environ(), statusEnv+"="+strconv.Itoa(statusFD))
		t0 := time.Now()
		err = cmd.Start()
		pw.Close()
		if err != nil {
			return err
		}
		statusBytes, _ := io.ReadAll(pr)
		err = cmd.Wait()
		code, why := buildFailed, ""
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			return err
		}
		switch status := string(statusBytes); {
		case status == statusBuilt && err == nil:
			code = buildBuilt
		case status == statusFresh:
			code = buildUpToDate
		case status == statusUnsupported:
			why = "its state cannot be saved in an image"
		case err != nil:
			why = workerFailure(ee)
		default:
			why = "the build process exited before it finished (exit called by the workload?)"
		}
		mu.Lock()
		defer mu.Unlock()
		if string(statusBytes) == statusUnsupported {
			unsupported[p.Name] = true
		}
		stdout.Write(out.Bytes())
		switch code {
		case buildBuilt:
			built++
			if !f.quiet && f.report == "" {
				fmt.Fprintf(stderr, "  ✓ %s (%.1f s)\n", p.Name, time.Since(t0).Seconds())
			}
			stderr.Write(errb.Bytes())
			return nil
		case buildUpToDate:
			upToDate++
			stderr.Write(errb.Bytes())
			return nil
		}
		fmt.Fprintf(stderr, "  ✗ %s (%s)\n", p.Name, why)
		if errb.Len() == 0 {
			fmt.Fprintf(stderr, "    the build printed nothing\n")
		}
		stderr.Write(errb.Bytes())
		return fmt.Errorf("precompiling %s failed", p.Name)
	})
	failed := 0
	var names []string
	for p, err := range results {
		if err != nil {
			failed++
			names = append(names, p.Name)
		}
	}
	sort.Strings(names)
	if !f.quiet && f.report == "" {
		msg := fmt.Sprintf("  %d package%s precompiled in %.1f s", built, plural(built), time.Since(start).Seconds())
		if upToDate > 0 {
			msg += fmt.Sprintf(", %d up to date", upToDate)
		}
		fmt.Fprintln(stderr, msg)
	}
	if failed > 0 {
		fmt.Fprintf(stderr, "kiln precompile: failed: %s\n", strings.Join(names, ", "))
		for _, n := range names {
			if !unsupported[n] || !f.unsupportedStatus {
				return 1
			}
		}
		return buildUnsupported
	}
	return 0
}

// workerFailure says how a build worker ended: killed by a signal (the
// OOM killer, a kill -9) or with which exit status.
func workerFailure(ee *exec.ExitError) string {
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return fmt.Sprintf("the build process was killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
	}
	return fmt.Sprintf("the build process exited with status %d", ee.ExitCode())
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// buildOne builds the image of one package in this process (under the
// image's lock: a concurrent build of the same image is waited for).
func buildOne(f precompileFlags, opts driver.Options, stdout, stderr io.Writer) int {
	name := f.names[0]
	opts.RebuildImages = true
	probe, rc := newSession(opts)
	if probe == nil {
		return rc
	}
	// The dependencies' lookups are counted by whoever needs them (their
	// own build processes); this one counts the lookup of name only.
	probe.SetLookupStats(false)
	path, stale, err := probe.ImageStatus(name)
	if err != nil {
		fmt.Fprintf(stderr, "kiln precompile: %s: %v\n", name, err)
		return buildFailed
	}
	if !f.force {
		probe.RecordLocalLookup(stale == nil)
	}
	if stale == nil && !f.force {
		if f.verbose || f.report != "" {
			if err := printStoredReport(probe, path, name, f, stdout); err != nil {
				fmt.Fprintf(stderr, "kiln precompile: %s: %v\n", name, err)
				return buildFailed
			}
		}
		return buildUpToDate
	}
	if !f.force && probe.CacheConfigured() {
		// A teammate or CI may have built it already (KILN_CACHE).
		if ok, _ := probe.FetchImage(name); ok {
			if _, stale2, err := probe.ImageStatus(name); err == nil && stale2 == nil {
				if !f.quiet && f.report == "" {
					fmt.Fprintf(stderr, "  ↓ %s (from the remote cache)\n", name)
				}
				return buildUpToDate
			}
		}
	}
	if image.DebugLoading() && stale != nil {
		fmt.Fprintf(stderr, "kiln: rebuilding %s: %v\n", name, stale)
	}
	status := buildFailed
	waiting := func(le *image.LockedError) {
		fmt.Fprintf(stderr, "  … %s: waiting for pid %d on %s, which has been building it since %s (lock %s)\n",
			name, le.Holder.PID, le.Holder.Host, le.Holder.Created.Format("15:04:05"), le.Path)
	}
	built, err := image.AcquireOrWaitNotify(path, image.LockTimeout(), waiting, func() error {
		// The probe has loaded the dependencies (from their images); the
		// package itself is loaded from source with its workloads.
		tr := precompile.NewTracker()
		s := probe
		s.StartPrecompiling(name, tr.Begin, tr.End)
		uninstall := tr.Install(s.Engine())
		defer uninstall()
		if err := s.LoadPackage(name); err != nil {
			fmt.Fprintf(stderr, "kiln precompile: %s failed:\n", name)
			s.ReportError(err, true)
			return err
		}
		kilnrt.FlushAll()
		sel := precompile.Select(tr.Roots(), precompile.Policy{HostCheck: precompile.DefaultHostCheck})
		written, err := s.WriteImage(name, sel)
		if err != nil {
			// The package loaded and its workload ran: only Kiln's image
			// cannot hold its state (an open file in a global, ...).
			fmt.Fprintf(stderr, "kiln precompile: %s failed: %v\n", name, err)
			status = buildUnsupported
			return err
		}
		switch {
		case f.report == "json":
			sel.Report(name).WriteJSON(stdout)
		case f.report == "text":
			sel.Report(name).WriteText(stdout)
		case f.verbose:
			fmt.Fprintf(stdout, "%s:\n", name)
			sel.WriteVerbose(stdout)
		}
		status = buildBuilt
		if s.CacheConfigured() {
			if key, n, err := s.UploadImage(written); err != nil {
				fmt.Fprintf(stderr, "kiln precompile: %s: not uploaded: %v\n", name, err)
			} else if n > 0 && image.DebugLoading() {
				fmt.Fprintf(stderr, "kiln: uploaded %s (key %s) to %d store%s\n", name, key, n, plural(n))
			}
		}
		return nil
	})
	if errors.Is(err, image.ErrLockTimeout) {
		fmt.Fprintf(stderr, "kiln precompile: %s: %v\n", name, err)
	}
	if err != nil {
		return status
	}
	if !built {
		// Another process built it meanwhile.
		return buildUpToDate
	}
	return status
}

// printStoredReport prints the selection report saved in an image.
func printStoredReport(s *driver.Session, path, name string, f precompileFlags, stdout io.Writer) error {
	rep, err := s.ImageReport(path)
	if err != nil {
		return err
	}
	switch {
	case f.report == "json":
		return rep.WriteJSON(stdout)
	case f.report == "text":
		return rep.WriteText(stdout)
	}
	fmt.Fprintf(stdout, "%s:\n", name)
	return rep.WriteVerbose(stdout)
}

// buildSysimage builds the system image in this process.
func buildSysimage(opts driver.Options, stderr io.Writer) int {
	opts.NoSysImage = true
	opts.DeferBaseInit = true
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	tr := precompile.NewTracker()
	defer tr.Install(s.Engine())()
	sel := func() *precompile.Selection {
		return precompile.Select(tr.Roots(), precompile.Policy{HostCheck: precompile.DefaultHostCheck})
	}
	if _, err := s.BuildSystemImage(sel, tr.Begin, tr.End); err != nil {
		kilnrt.FlushAll()
		fmt.Fprintf(stderr, "kiln precompile --sysimage: %v\n", err)
		s.ReportError(err, true)
		return 1
	}
	kilnrt.FlushAll()
	return 0
}

// buildStdlibImage builds the image of standard library module name in
// this process, against the system image.
func buildStdlibImage(name string, opts driver.Options, stderr io.Writer) int {
	opts.RebuildImages = false
	s, rc := newSession(opts)
	if s == nil {
		return rc
	}
	tr := precompile.NewTracker()
	defer tr.Install(s.Engine())()
	sel := func() *precompile.Selection {
		return precompile.Select(tr.Roots(), precompile.Policy{HostCheck: precompile.DefaultHostCheck})
	}
	if _, err := s.BuildStdlibImage(name, sel, tr.Begin, tr.End); err != nil {
		kilnrt.FlushAll()
		fmt.Fprintf(stderr, "kiln precompile --stdlib %s: %v\n", name, err)
		s.ReportError(err, true)
		return 1
	}
	kilnrt.FlushAll()
	return 0
}
