package kiln

import (
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	goruntime "runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"unicode"

	"github.com/kiln-lang/kiln/cache"
	"github.com/kiln-lang/kiln/driver"
	"github.com/kiln-lang/kiln/llvmx"
	kilnrt "github.com/kiln-lang/kiln/runtime"
)

// OptLevel is the LLVM optimization level of compiled code. The zero
// value is the kiln command's default, [O2].
type OptLevel int

// Optimization levels, as the kiln command's -O0 … -O3.
const (
	OptDefault OptLevel = iota // O2
	O0
	O1
	O2
	O3
)

// Config holds every setting of a Kiln runtime: those the kiln command
// takes from its options and from KILN_* environment variables. The zero
// Config is the kiln command's defaults, except that images are not built
// unless asked for (BuildImages, Runtime.Precompile).
type Config struct {
	// Depot is the directory of package images, the system image and the
	// object cache (the kiln command's $KILN_DEPOT). Empty: $KILN_DEPOT
	// when set, else ~/.kiln.
	Depot string
	// LoadPath lists directories that hold packages (Name/Project.toml,
	// Name/src/Name.jl), as $KILN_LOAD_PATH. Nil: $KILN_LOAD_PATH; an
	// empty, non-nil slice: none.
	LoadPath []string
	// Project is the active project's directory (--project); empty for
	// none. See docs/packages.md.
	Project string
	// OptLevel is the LLVM optimization level (-O0 … -O3).
	OptLevel OptLevel
	// NoPkgImages loads packages from source, ignoring their images
	// (--pkgimages=no). Otherwise a package loads from its image when
	// this executable built one that is up to date (images are valid
	// only for the executable that built them; see BuildImages).
	NoPkgImages bool
	// NoSysImage does not use the system image (KILN_SYSIMAGE=0): Base's
	// code is then compiled when first called (and kept in the depot's
	// object cache). Otherwise the system image is used when this
	// executable built it (see BuildImages).
	NoSysImage bool
	// BuildImages builds missing or stale images as the kiln command
	// does: the system image when New starts the engine (once per build
	// of the program and CPU, 10 to 20 seconds, said on Stderr), a
	// package's image when it is loaded. The builds run in child
	// processes of this executable: the program must call
	// HandleImageBuild first in main (New returns an error otherwise).
	// Without BuildImages, images are built only by Runtime.Precompile.
	// Package images need the system image: with NoSysImage, none are
	// built or used.
	BuildImages bool
	// CPUTarget is the CPU to compile for, an LLVM CPU name such as
	// "x86-64-v3" ($KILN_CPU_TARGET). Empty: the host's.
	CPUTarget string
	// Stdout and Stderr receive what Kiln code prints to stdout and
	// stderr, and Kiln's own messages (warnings, TraceCompile). Nil: the
	// os.Stdout and os.Stderr of the moment of each write. They are
	// called on Kiln's thread, with Kiln's output lock held: they must not
	// call the Runtime.
	Stdout, Stderr io.Writer
	// TraceCompile prints precompile(Tuple{...}) to Stderr for every
	// method compiled ($KILN_TRACE_COMPILE=1).
	TraceCompile bool
	// Args are Kiln's ARGS.
	Args []string
	// HeapSizeHint bounds the collected heap, in bytes
	// (--heap-size-hint): allocations past it throw OutOfMemoryError.
	// Zero: unbounded.
	HeapSizeHint int64
	// Cache configures the remote stores that share package images
	// between machines (docs/cache.md). Nil: the kiln command's
	// environment variables KILN_CACHE, KILN_CACHE_TRUST and
	// KILN_CACHE_SIGNING_KEY; a non-nil Cache replaces them
	// (&CacheConfig{} uses no store). The stores are asked on a miss in
	// the depot, and receive the images this process builds
	// (BuildImages, Runtime.Precompile) when it has a signing key.
	Cache *CacheConfig
}

// CacheConfig configures the remote image stores (docs/cache.md), as
// the kiln command's environment variables do.
type CacheConfig struct {
	// Stores lists the stores in order of preference, as KILN_CACHE
	// does: "https://host/path" (GET, HEAD and PUT of path/kimg/KEY),
	// "redis://[:PASSWORD@]HOST:PORT/DB" (or rediss:// for TLS); a URL
	// ending in ?ro is read-only.
	Stores []string
	// ReadOnly uploads to no store, as if every URL ended in ?ro.
	ReadOnly bool
	// Trust lists the public keys (kiln-ed25519:…, as `kiln cache
	// keygen` prints them) whose signed images are accepted from the
	// stores (KILN_CACHE_TRUST), besides those listed in
	// DEPOT/cache/trusted_keys and the signing key's own. An image
	// signed by no trusted key is rejected and built locally.
	Trust []string
	// SigningKey is the file of the private key that signs the images
	// this process uploads (KILN_CACHE_SIGNING_KEY); empty: the depot's
	// DEPOT/cache/signing.key. Without a key nothing is uploaded.
	SigningKey string
}

// driverCache is c as the driver takes it (nil: from the environment).
func (c *CacheConfig) driverCache() *cache.Config {
	if c == nil {
		return nil
	}
	return &cache.Config{Stores: c.Stores, ReadOnly: c.ReadOnly, Trust: c.Trust, SigningKey: c.SigningKey}
}

// ErrClosed is returned by the methods of a closed Runtime and of its
// Values.
var ErrClosed = errors.New("kiln: runtime is closed")

// ErrBusy is returned by New while another Runtime of the process is
// open.
var ErrBusy = errors.New("kiln: another Runtime is open in this process (Close it first)")

// errReentrant is returned when a Runtime is called from Kiln's thread:
// from a Config.Stdout or Stderr writer.
var errReentrant = errors.New("kiln: a Runtime cannot be called from its own output writers")

// Runtime is an open Kiln runtime: Julia code evaluated in its module
// Main. Its methods may be called from any goroutine; they are run one at
// a time, in the order they arrive, by one goroutine locked to its OS
// thread (the compiler's), while Kiln code itself runs on Kiln's own
// thread.
type Runtime struct {
	e      *engine
	closed atomic.Bool
}

// engine is the process's one Kiln session and the goroutine that owns
// it. It outlives the Runtimes opened on it (see New).
type engine struct {
	cfg            Config // without Stdout and Stderr
	reqs           chan func()
	s              *driver.Session
	stdout, stderr *redirect
	open           *Runtime

	// tid is the OS thread of the engine's goroutine (locked to it): a
	// call made there is a call from inside a request (from an output
	// writer), which would wait for itself.
	tid atomic.Int64

	slotMu sync.Mutex
	free   []uintptr // root slots of released Values
}

// process holds the engine: the compiler and the runtime keep
// process-wide state (see the package documentation), so a process has
// one engine, made by the first New.
var process struct {
	mu  sync.Mutex
	e   *engine
	err error
}

// New opens a Kiln runtime with the settings of cfg: it starts the
// compiler and loads Base (from the system image when this executable
// built one) on the first call in a process, which takes a fraction of a
// second.
//
// If the engine fails to start (Base does not load, say), the process
// cannot start another: every later New returns the same error.
//
// A process holds one Kiln engine (see the package documentation): the
// first New starts it, Close releases the Runtime but not the engine,
// and a later New opens a new Runtime on the same engine, whose Main
// still holds what earlier Runtimes defined. That New must be given the
// same settings except Stdout and Stderr, and returns ErrBusy while
// another Runtime is open.
func New(cfg Config) (*Runtime, error) {
	if cfg.OptLevel < OptDefault || cfg.OptLevel > O3 {
		return nil, fmt.Errorf("kiln: invalid OptLevel %d", cfg.OptLevel)
	}
	if cfg.HeapSizeHint < 0 {
		return nil, fmt.Errorf("kiln: invalid HeapSizeHint %d", cfg.HeapSizeHint)
	}
	process.mu.Lock()
	defer process.mu.Unlock()
	if process.err != nil {
		return nil, process.err
	}
	if _, child := os.LookupEnv(imageBuildEnv); child || cfg.BuildImages && process.e == nil {
		if err := checkImageBuilds(); err != nil {
			return nil, err
		}
	}
	if process.e == nil && cfg.CPUTarget != "" {
		// Checked before the engine starts: a failed start is final.
		tm, err := llvmx.HostMachineFor(cfg.CPUTarget, llvmx.O2)
		if err != nil {
			return nil, fmt.Errorf("kiln: CPUTarget: %w", err)
		}
		tm.Dispose()
	}
	if process.e == nil {
		e, err := startEngine(cfg)
		if err != nil {
			process.err = fmt.Errorf("kiln: %w", err)
			return nil, process.err
		}
		process.e = e
	}
	e := process.e
	if e.open != nil {
		return nil, ErrBusy
	}
	if !reflect.DeepEqual(e.cfg, settings(cfg)) {
		return nil, errors.New("kiln: this process's Kiln engine was started with other settings; a later Runtime may change only Stdout and Stderr")
	}
	r := &Runtime{e: e}
	e.open = r
	e.stdout.set(cfg.Stdout)
	e.stderr.set(cfg.Stderr)
	return r, nil
}

// settings is cfg without its writers: what must match across Runtimes.
func settings(cfg Config) Config {
	cfg.Stdout, cfg.Stderr = nil, nil
	return cfg
}

func startEngine(cfg Config) (*engine, error) {
	e := &engine{cfg: settings(cfg), reqs: make(chan func()), stdout: &redirect{std: stdoutFile}, stderr: &redirect{std: stderrFile}}
	// The first Runtime's writers get the start-up's messages too.
	e.stdout.set(cfg.Stdout)
	e.stderr.set(cfg.Stderr)
	go e.loop()
	if err := kilnrt.InitStack(kilnrt.DefaultStackBytes); err != nil {
		return nil, err
	}
	kilnrt.SetOutput(kilnrt.Stdout, e.stdout)
	kilnrt.SetOutput(kilnrt.Stderr, e.stderr)
	if cfg.HeapSizeHint > 0 {
		kilnrt.SetHeapLimit(cfg.HeapSizeHint)
	}
	opts := driverOptions(cfg, e.stderr)
	err := e.do(func() error {
		s, err := driver.New(opts)
		e.s = s
		kilnrt.FlushAll()
		return err
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

func stdoutFile() io.Writer { return os.Stdout }
func stderrFile() io.Writer { return os.Stderr }

// redirect is the writer the Kiln runtime prints to: the open Runtime's
// Config.Stdout (or Stderr), else os.Stdout (os.Stderr) as it is at the
// time of the write.
type redirect struct {
	mu  sync.Mutex
	w   io.Writer
	std func() io.Writer
}

func (r *redirect) set(w io.Writer) {
	r.mu.Lock()
	r.w = w
	r.mu.Unlock()
}

func (r *redirect) Write(p []byte) (int, error) {
	r.mu.Lock()
	w := r.w
	r.mu.Unlock()
	if w == nil {
		w = r.std()
	}
	return w.Write(p)
}

// loop runs the engine's requests on one OS thread: LLVM and the
// compiler's state are used from that thread only.
func (e *engine) loop() {
	goruntime.LockOSThread()
	e.tid.Store(int64(syscall.Gettid()))
	for f := range e.reqs {
		f()
	}
}

// do runs f on the engine's goroutine and waits for it; a Go panic in the
// compiler becomes an error (never a crash of the embedding program), and
// what Kiln printed is flushed to the writers before do returns.
func (e *engine) do(f func() error) error {
	if kilnrt.OnKilnThread() || int64(syscall.Gettid()) == e.tid.Load() {
		return errReentrant
	}
	done := make(chan error, 1)
	e.reqs <- func() {
		defer func() {
			if p := recover(); p != nil {
				kilnrt.FlushAll()
				done <- fmt.Errorf("kiln: internal error: %v", p)
			}
		}()
		err := f()
		kilnrt.FlushAll()
		done <- err
	}
	return <-done
}

// do runs f on the engine for an open Runtime.
func (r *Runtime) do(f func(s *driver.Session) error) error {
	if r == nil || r.closed.Load() {
		return ErrClosed
	}
	return r.e.do(func() error {
		if r.closed.Load() {
			return ErrClosed
		}
		return f(r.e.s)
	})
}

// Close releases the Runtime: later calls of its methods and of its
// Values' return ErrClosed. Close waits for calls in progress; the
// engine stays (see New). Closing a closed Runtime does nothing.
func (r *Runtime) Close() error {
	if r == nil || r.closed.Swap(true) {
		return nil
	}
	e := r.e
	err := e.do(func() error { return nil }) // waits for the calls before it
	process.mu.Lock()
	if e.open == r {
		e.open = nil
		e.stdout.set(nil)
		e.stderr.set(nil)
	}
	process.mu.Unlock()
	return err
}

// Eval evaluates src, Julia source of one or more top-level statements,
// in Main, and returns the value of the last one: as Julia's
// include_string, but with the file name "none" in messages, as kiln -e.
// A method definition's value is its function, a struct's or using's is
// nothing. Errors (syntax, compilation, an uncaught exception) are
// *Error.
func (r *Runtime) Eval(src string) (Value, error) {
	return r.valueOf(func(s *driver.Session) (uintptr, error) { return s.EvalValue("none", src) })
}

// Include evaluates the Julia file at path in Main, as Julia's
// include(path), and returns the value of its last statement. Files it
// includes are found relative to it.
func (r *Runtime) Include(path string) (Value, error) {
	return r.valueOf(func(s *driver.Session) (uintptr, error) { return s.IncludeValue(path) })
}

// Using loads the package (or module) name into Main, as `using name`:
// from the active project (Config.Project), the load path or the
// standard library ("Printf", "Statistics", …).
func (r *Runtime) Using(name string) error {
	if !isDottedName(name) {
		return fmt.Errorf("kiln: Using: %q is not a module name", name)
	}
	_, err := r.Eval("using " + name)
	return err
}

// Call calls fn with args and returns the result. fn is a Value (a
// function or any callable object) or the name of one as Main sees it,
// possibly qualified by modules: "sum", "LinearAlgebra.norm", and
// operators as themselves, "+" or "Base.+".
// Each argument is converted as ValueOf converts it. The call is
// dispatched at run time, as a call from top-level code: the first call
// of a method for given argument types compiles it; later ones run the
// compiled code.
func (r *Runtime) Call(fn any, args ...any) (Value, error) {
	var res Value
	err := r.do(func(s *driver.Session) error {
		var f Value
		switch x := fn.(type) {
		case string:
			if !isDottedName(x) && !isOperator(x) {
				return fmt.Errorf("kiln: Call: %q is not a function name", x)
			}
			p, err := s.Global(x)
			if err != nil {
				return r.newError(s, err)
			}
			f = r.root(p)
		case Value:
			if err := r.owns(x); err != nil {
				return err
			}
			f = x
		default:
			return fmt.Errorf("kiln: Call: fn is a %T, not a Value or a name", fn)
		}
		vals := make([]Value, len(args))
		ptrs := make([]uintptr, len(args))
		for i, a := range args {
			v, err := r.toKiln(s, a)
			if err != nil {
				return fmt.Errorf("kiln: Call: argument %d: %w", i+1, err)
			}
			vals[i], ptrs[i] = v, v.ptr()
		}
		p, err := s.CallValue(f.ptr(), ptrs)
		goruntime.KeepAlive(vals)
		goruntime.KeepAlive(f)
		if err != nil {
			return r.newError(s, err)
		}
		res = r.root(p)
		return nil
	})
	return res, err
}

// valueOf runs an evaluation on the engine and roots its value.
func (r *Runtime) valueOf(f func(s *driver.Session) (uintptr, error)) (Value, error) {
	var res Value
	err := r.do(func(s *driver.Session) error {
		p, err := f(s)
		if err != nil {
			return r.newError(s, err)
		}
		res = r.root(p)
		return nil
	})
	return res, err
}

// isDottedName reports whether s is a module path or a qualified name:
// identifiers separated by dots.
func isDottedName(s string) bool {
	if s == "" {
		return false
	}
	for _, part := range strings.Split(s, ".") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}

func isIdent(s string) bool {
	for i, c := range s {
		switch {
		case c == '_' || unicode.IsLetter(c) || c > 0x7f && unicode.IsSymbol(c):
		case i > 0 && (unicode.IsDigit(c) || c == '!'):
		default:
			return false
		}
	}
	return s != ""
}

// isOperator reports whether s is an operator name that Call may be
// given (+, *, ==, …), optionally qualified by a module path.
func isOperator(s string) bool {
	if i := strings.LastIndex(s, "."); i > 0 && isDottedName(s[:i]) {
		s = s[i+1:]
	}
	if s == "" {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune("+-*/\\^%<>=!&|~÷≤≥≠∈∉⊆⊇∪∩√∘⊻", c) {
			return false
		}
	}
	return true
}
