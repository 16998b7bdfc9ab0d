package kiln

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync/atomic"

	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/image"
	"github.com/kiln-lang/kiln/precompile"
	kilnrt "github.com/kiln-lang/kiln/runtime"
)

// Images (docs/precompile.md) are valid only for the executable that
// built them, so an embedding program builds its own: in child processes
// that run the program's executable again, as the kiln command runs
// `kiln precompile`. A child is marked by imageBuildEnv, whose value is
// the parent's settings; HandleImageBuild, called first in main,
// recognizes it, builds, and exits. (It cannot be done in an init
// function: the Kiln thread calls into Go, and Go holds such calls from
// threads it did not start until the program's initialization is over.)

// imageBuildEnv names the environment variable that marks a child
// process building an image for an embedding program.
const imageBuildEnv = "KILN_EMBED_IMAGE_BUILD"

// Exit statuses of a child, as `kiln precompile --unsupported-status`'s
// (driver's rebuild reads them).
const (
	childBuilt       = 0
	childFailed      = 1
	childUsage       = 2
	childUnsupported = 4
)

// imageBuildsHandled is set by HandleImageBuild: only then may this
// process start children that run its executable (which would otherwise
// run the program itself again).
var imageBuildsHandled atomic.Bool

// HandleImageBuild makes this program able to build package images and
// the system image (Runtime.Precompile, Config.BuildImages), which run
// the program's own executable in child processes: in such a child,
// HandleImageBuild builds the image and exits the process; in any other
// process it returns at once. A program that builds images calls it
// first thing in main (a test binary, in TestMain):
//
//	func main() {
//		kiln.HandleImageBuild()
//		…
//	}
func HandleImageBuild() {
	v, ok := os.LookupEnv(imageBuildEnv)
	if !ok {
		imageBuildsHandled.Store(true)
		return
	}
	os.Exit(buildChild(v, os.Args[1:], os.Stderr))
}

// errNoHandler is returned when images would be built by a program that
// does not call HandleImageBuild.
var errNoHandler = errors.New("kiln: building images runs this executable again: call kiln.HandleImageBuild() first in main")

// checkImageBuilds says whether this process may build images (and
// whether it is a child that was not handled: the program would run
// itself again and again).
func checkImageBuilds() error {
	if _, child := os.LookupEnv(imageBuildEnv); child {
		return fmt.Errorf("kiln: this process was started to build an image (%s is set) but did not call kiln.HandleImageBuild", imageBuildEnv)
	}
	if !imageBuildsHandled.Load() {
		return errNoHandler
	}
	return nil
}

// childConfig is what a child is told of the parent's Config.
type childConfig struct {
	Depot        string
	LoadPath     []string
	Project      string
	OptLevel     OptLevel
	NoPkgImages  bool
	CPUTarget    string
	HeapSizeHint int64
	Cache        *CacheConfig
}

// childEnv is the environment entry that makes a child of cfg's engine.
func childEnv(cfg Config) string {
	b, _ := json.Marshal(childConfig{Depot: cfg.Depot, LoadPath: cfg.LoadPath, Project: cfg.Project, OptLevel: cfg.OptLevel,
		NoPkgImages: cfg.NoPkgImages, CPUTarget: cfg.CPUTarget, HeapSizeHint: cfg.HeapSizeHint, Cache: cfg.Cache})
	return imageBuildEnv + "=" + string(b)
}

// driverOptions are the session options of cfg.
func driverOptions(cfg Config, stderr io.Writer) driver.Options {
	opts := driver.Options{
		Stderr:        stderr,
		TraceCompile:  cfg.TraceCompile,
		Args:          cfg.Args,
		Project:       cfg.Project,
		NoPkgImages:   cfg.NoPkgImages,
		NoSysImage:    cfg.NoSysImage,
		Depot:         cfg.Depot,
		LoadPath:      cfg.LoadPath,
		CPUTarget:     cfg.CPUTarget,
		Cache:         cfg.Cache.driverCache(),
		RebuildImages: cfg.BuildImages && !cfg.NoSysImage,
	}
	if opts.RebuildImages {
		opts.ChildEnv = []string{childEnv(cfg)}
	}
	switch cfg.OptLevel {
	case O0:
		opts.OptLevel = -1 // driver.New reads 0 as its default
	case O1, O3:
		opts.OptLevel = int(cfg.OptLevel) - 1
	}
	return opts
}

// buildChild is a child process's work: args are those of the kiln
// command's `precompile --sysimage` or `precompile [--quiet]
// [--unsupported-status] [--project DIR] -- NAME`. It returns the exit
// status.
func buildChild(settings string, args []string, stderr io.Writer) int {
	var cc childConfig
	if err := json.Unmarshal([]byte(settings), &cc); err != nil {
		fmt.Fprintf(stderr, "kiln: %s: %v\n", imageBuildEnv, err)
		return childUsage
	}
	cfg := Config{Depot: cc.Depot, LoadPath: cc.LoadPath, Project: cc.Project, OptLevel: cc.OptLevel,
		NoPkgImages: cc.NoPkgImages, CPUTarget: cc.CPUTarget, HeapSizeHint: cc.HeapSizeHint, Cache: cc.Cache, BuildImages: true}
	if len(args) == 0 || args[0] != "precompile" {
		fmt.Fprintf(stderr, "kiln: %s: unexpected command %q\n", imageBuildEnv, args)
		return childUsage
	}
	var name string
	sysimage := false
	for i := 1; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--sysimage":
			sysimage = true
		case a == "--quiet" || a == "--unsupported-status":
		case a == "--project" && i+1 < len(args):
			cfg.Project = args[i+1]
			i++
		case strings.HasPrefix(a, "--project="):
			cfg.Project = strings.TrimPrefix(a, "--project=")
		case a == "--" && i == len(args)-2:
			name = args[i+1]
			i++
		default:
			fmt.Fprintf(stderr, "kiln: %s: unexpected argument %q\n", imageBuildEnv, a)
			return childUsage
		}
	}
	if cc.HeapSizeHint > 0 {
		kilnrt.SetHeapLimit(cc.HeapSizeHint)
	}
	opts := driverOptions(cfg, stderr)
	if sysimage {
		return buildSysimage(opts, stderr)
	}
	if name == "" {
		fmt.Fprintf(stderr, "kiln: %s: no package named\n", imageBuildEnv)
		return childUsage
	}
	return buildPackage(name, opts, stderr)
}

// buildSysimage builds the system image, as `kiln precompile --sysimage`
// (cmd/kiln's buildSysimage).
func buildSysimage(opts driver.Options, stderr io.Writer) int {
	opts.NoSysImage = true
	s, err := driver.New(opts)
	if err != nil {
		fmt.Fprintf(stderr, "kiln: %v\n", err)
		return childFailed
	}
	tr := precompile.NewTracker()
	defer tr.Install(s.Engine())()
	sel := func() *precompile.Selection {
		return precompile.Select(tr.Roots(), precompile.Policy{HostCheck: precompile.DefaultHostCheck})
	}
	if _, err := s.BuildSystemImage(sel, tr.Begin, tr.End); err != nil {
		kilnrt.FlushAll()
		fmt.Fprintf(stderr, "kiln: building the system image: %v\n", err)
		s.ReportError(err, true)
		return childFailed
	}
	kilnrt.FlushAll()
	return childBuilt
}

// buildPackage builds the image of package name unless it is up to date,
// as `kiln precompile --build NAME` (cmd/kiln's buildOne): its
// dependencies load from their images (built first, by children of this
// child, when missing), the package itself from source with its
// precompile workloads running.
func buildPackage(name string, opts driver.Options, stderr io.Writer) int {
	s, err := driver.New(opts)
	if err != nil {
		fmt.Fprintf(stderr, "kiln: %v\n", err)
		return childFailed
	}
	// As cmd/kiln's buildOne: the dependencies' lookups are counted by
	// their own builds (kiln cache status).
	s.SetLookupStats(false)
	path, stale, err := s.ImageStatus(name)
	if err != nil {
		fmt.Fprintf(stderr, "kiln precompile: %s: %v\n", name, err)
		return childFailed
	}
	s.RecordLocalLookup(stale == nil)
	if stale == nil {
		return childBuilt
	}
	if s.CacheConfigured() {
		// Config.Cache: another machine may have built it.
		if ok, _ := s.FetchImage(name); ok {
			if _, stale2, err := s.ImageStatus(name); err == nil && stale2 == nil {
				return childBuilt
			}
		}
	}
	status := childFailed
	_, err = image.AcquireOrWait(path, image.LockTimeout(), func() error {
		tr := precompile.NewTracker()
		s.StartPrecompiling(name, tr.Begin, tr.End)
		defer tr.Install(s.Engine())()
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
			// cannot hold its state.
			fmt.Fprintf(stderr, "kiln precompile: %s failed: %v\n", name, err)
			status = childUnsupported
			return err
		}
		status = childBuilt
		if s.CacheConfigured() {
			if _, _, err := s.UploadImage(written); err != nil {
				fmt.Fprintf(stderr, "kiln precompile: %s: not uploaded: %v\n", name, err)
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
	return childBuilt
}

// Precompile builds the package images of the named packages, as `kiln
// precompile NAME...` (docs/precompile.md): each in a child process that
// runs this executable, after the images of its dependencies, unless it
// is up to date. A later `using` of a package loads it from its image (a
// package this Runtime already loaded stays as it is). A package that
// fails to precompile is an *Error (ErrorException) with the build's
// output as its message.
//
// The children build images for this executable only: the program's
// build id is part of each image (another build of the program, or the
// kiln command, builds its own). The program must call HandleImageBuild
// first in main; Precompile returns an error otherwise.
func (r *Runtime) Precompile(pkgs ...string) error {
	if r == nil || r.closed.Load() {
		return ErrClosed
	}
	if len(pkgs) == 0 {
		return errors.New("kiln: Precompile: no package named")
	}
	for _, name := range pkgs {
		if !isIdent(name) {
			return fmt.Errorf("kiln: Precompile: %q is not a package name", name)
		}
	}
	if err := checkImageBuilds(); err != nil {
		return err
	}
	if r.e.cfg.NoSysImage {
		return errors.New("kiln: Precompile: package images need the system image, and Config.NoSysImage is set")
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("kiln: Precompile: %w", err)
	}
	cfg := r.e.cfg
	for _, name := range pkgs {
		var out bytes.Buffer
		cmd := exec.Command(exe, "precompile", "--quiet", "--unsupported-status", "--", name)
		cmd.Env = append(os.Environ(), childEnv(cfg))
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		var ee *exec.ExitError
		switch {
		case err == nil:
		case errors.As(err, &ee) && ee.ExitCode() == childUnsupported:
			return &Error{Type: "ErrorException", Message: fmt.Sprintf("the image of %s cannot be saved (a Kiln limitation; it loads from source):\n%s", name, out.String())}
		default:
			return &Error{Type: "ErrorException", Message: fmt.Sprintf("Failed to precompile %s:\n%s", name, out.String())}
		}
	}
	return nil
}
