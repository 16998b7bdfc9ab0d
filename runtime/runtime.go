// Package runtime is Kiln's run-time system: the C runtime behind
// kiln_rt.h (allocation on the Boehm collector, strings, streams, printing,
// exceptions, dynamic dispatch, the Kiln thread) and its Go API, through
// which the compiler creates type descriptors, allocates constants, runs
// compiled code and resolves dynamic calls.
//
// # Threads
//
// All Kiln code runs on one OS thread that the runtime creates (a pthread
// with a 64 MiB stack, on which the collector is initialized). Go posts work
// to it with [Exec] and [Do], which block until it is done; calls from
// different goroutines are serialized. Code running on the Kiln thread may
// call back into Go (the dispatch resolver, [Do]); such a callback may call
// Exec, Do and the allocation functions again, which then run directly on
// the Kiln thread with their own exception handler. A goroutine other than
// the callback's own that calls Exec while a callback runs waits for the
// outermost Exec to finish, so a callback must not wait for such a
// goroutine.
//
// # Memory
//
// Kiln objects live in the collected heap and are known to Go only as
// uintptr values; the collector scans the Kiln thread's stack, the data
// segments and root slots ([RootSlot]), never Go's heap or goroutine
// stacks. A Go variable therefore never keeps a Kiln object alive on its
// own: store it in a root slot (or a Kiln object reachable from one). While
// Go code runs on the Kiln thread ([Do], the resolver) collections are
// deferred, so objects created there are safe until the callback returns.
//
// # Exceptions
//
// Exceptions never unwind through Go frames: runtime functions that can
// throw are called from Go under a handler (through kiln_exec), and the
// resolver returns an exception that C throws after the callback returned.
// A Go panic inside [Do] is re-raised in the goroutine that called Do; a
// panic inside the resolver is a fatal internal error.
//
// # Signals
//
// Asynchronous signals (SIGINT, SIGCHLD, SIGPROF, SIGURG, SIGPIPE, ...) are
// blocked on the Kiln thread, so the kernel delivers them to Go's threads;
// synchronous ones (SIGSEGV, SIGFPE, ...) are not. libgc installs handlers
// for SIGPWR and SIGXCPU (its thread suspend/restart signals), replacing
// Go's default handling of those two.
package runtime

/*
#cgo CFLAGS: -Wall -O2 -fno-omit-frame-pointer
#cgo LDFLAGS: -lgc -ldl -lm -lpthread -lpcre2-8 -lutf8proc -lmpfr -lgmp
#include <stdlib.h>
#include <string.h>
#include "kiln_internal.h"

static inline uintptr_t kiln_h_type_new(uint64_t id, const char *name, int64_t size,
	uint32_t flags, uint32_t align, uint64_t handle) {
	return (uintptr_t)kiln_type_new(id, name, size, flags, align, handle);
}
static inline uintptr_t kiln_h_type_instance(uintptr_t t) { return (uintptr_t)((kiln_type *)t)->instance; }
static inline uint64_t kiln_h_type_handle(uintptr_t t) { return ((kiln_type *)t)->go_handle; }
static inline const char *kiln_h_type_name(uintptr_t t) { return ((kiln_type *)t)->name; }
static inline uintptr_t kiln_h_typeof(uintptr_t p) { return (uintptr_t)kiln_typeof((void *)p); }
static inline uint64_t kiln_h_read(uintptr_t p, int64_t off) {
	uint64_t v;
	memcpy(&v, (char *)p + off, sizeof v);
	return v;
}
static inline void kiln_h_write(uintptr_t p, int64_t off, uint64_t v) { memcpy((char *)p + off, &v, sizeof v); }
static inline int64_t kiln_h_strlen(uintptr_t s) { return kiln_string_len((void *)s); }
static inline const char *kiln_h_strdata(uintptr_t s) { return (const char *)kiln_string_data((void *)s); }
static inline void kiln_h_set_string_type(uintptr_t t) { kiln_set_string_type((kiln_type *)t); }
static inline void kiln_h_set_so(uintptr_t p) { kiln_set_stackoverflow_error((void *)p); }
static inline void kiln_h_set_oom(uintptr_t p) { kiln_set_outofmemory_error((void *)p); }
static inline uintptr_t kiln_h_root_slot(void) { return (uintptr_t)kiln_root_slot(); }
static inline uint64_t kiln_h_bump(void) { return __atomic_add_fetch(&kiln_dispatch_generation, 1, __ATOMIC_ACQ_REL); }
static inline uint64_t kiln_h_generation(void) { return __atomic_load_n(&kiln_dispatch_generation, __ATOMIC_ACQUIRE); }
static inline uintptr_t kiln_h_stack_limit(void) { return kiln_stack_limit; }
static inline uintptr_t kiln_h_sym_addr(const kiln_symbol *s) { return (uintptr_t)s->addr; }
extern void *kiln_dispatch_f;
extern void **kiln_dispatch_args;
extern int32_t kiln_dispatch_nargs;
extern int32_t kiln_dispatch_nocache;
extern kiln_callsite *kiln_dispatch_site;
static inline uintptr_t kiln_h_dispatch_site(void) { return (uintptr_t)kiln_dispatch_site; }
static inline uintptr_t kiln_h_dispatch_f(void) { return (uintptr_t)kiln_dispatch_f; }
static inline uintptr_t kiln_h_dispatch_arg(int i) { return (uintptr_t)kiln_dispatch_args[i]; }
static inline int32_t kiln_h_dispatch_nargs(void) { return kiln_dispatch_nargs; }
static inline void kiln_h_dispatch_nocache(void) { kiln_dispatch_nocache = 1; }
*/
import "C"

import (
	"fmt"
	"os"
	"path/filepath"
	rt "runtime"
	"runtime/cgo"
	"sync"
	"unsafe"
)

// DefaultStackBytes is the Kiln thread's stack size unless [InitStack]
// chose another.
const DefaultStackBytes = 64 << 20

// StackMargin is how far kiln_stack_limit lies above the lowest usable
// address of the Kiln thread's stack: the room left for runtime, libc,
// collector and Go-callback frames after generated code hit the limit.
const StackMargin = C.KILN_STACK_MARGIN

// Type descriptor flags (KILN_T_* in kiln_rt.h).
const (
	TMutable   = C.KILN_T_MUTABLE
	TBits      = C.KILN_T_BITS
	TSingleton = C.KILN_T_SINGLETON
	TString    = C.KILN_T_STRING
	TArray     = C.KILN_T_ARRAY
	TKind      = C.KILN_T_KIND
)

// Stream ids of the standard streams.
const (
	DevNull = 0
	Stdout  = 1
	Stderr  = 2
	Stdin   = 3
)

var (
	initOnce sync.Once
	initErr  error
)

// Init starts the Kiln thread with the default stack. It is idempotent and
// safe from any goroutine; every other function calls it as needed.
func Init() {
	if err := InitStack(DefaultStackBytes); err != nil {
		panic(err)
	}
}

// InitStack starts the Kiln thread with a stack of the given size (the
// first call decides; later calls only report the first one's error).
func InitStack(stackBytes int64) error {
	initOnce.Do(func() {
		if e := C.kiln_rt_init(C.int64_t(stackBytes)); e != 0 {
			initErr = fmt.Errorf("kiln: cannot start the Kiln thread (errno %d)", int(e))
		}
	})
	return initErr
}

// result unpacks a protected call's outcome.
func result(r *C.kiln_go_result) (exc uintptr, bt []uintptr, threw bool) {
	if r.threw == 0 {
		return 0, nil, false
	}
	bt = make([]uintptr, int(r.bt_len))
	for i := range bt {
		bt[i] = uintptr(r.bt[i])
	}
	return uintptr(r.exc), bt, true
}

// BacktraceMax is the most return addresses a backtrace holds: a longer
// stack (a stack overflow) is cut there, its outer frames missing.
const BacktraceMax = C.KILN_BT_MAX

// Exec runs the C function fn(arg) (a void (*)(void *), typically compiled
// code) on the Kiln thread under a top-level exception handler and waits
// for it. If an exception escaped, threw is true, exc is the thrown value
// and backtrace holds the return addresses of the frames it passed through,
// innermost first. exc stays reachable until the next exception escapes an
// Exec. Called from a callback on the Kiln thread, Exec runs fn directly.
func Exec(fn, arg uintptr) (exc uintptr, backtrace []uintptr, threw bool) {
	Init()
	r := new(C.kiln_go_result)
	C.kiln_go_exec(C.uintptr_t(fn), C.uintptr_t(arg), r)
	return result(r)
}

type doCall struct {
	f        func()
	panicked bool
	value    any
}

// Do runs f on the Kiln thread and waits for it; the compiler uses it when
// it must create Kiln objects. Collections are deferred while f runs (see
// the package comment). A panic in f is re-raised in the caller. Called on
// the Kiln thread (from a callback), Do calls f directly.
func Do(f func()) {
	Init()
	if OnKilnThread() {
		f()
		return
	}
	d := &doCall{f: f}
	h := cgo.NewHandle(d)
	defer h.Delete()
	r := new(C.kiln_go_result)
	C.kiln_go_do(C.uintptr_t(h), r)
	if d.panicked {
		panic(d.value)
	}
}

// kilnGoDo runs the function behind a Do handle on the Kiln thread. The
// panic is recovered here: letting it unwind through the C frames below
// would skip kiln_exec's bookkeeping.
//
//export kilnGoDo
func kilnGoDo(h C.uintptr_t) {
	d := cgo.Handle(h).Value().(*doCall)
	defer func() {
		if p := recover(); p != nil {
			d.panicked, d.value = true, p
		}
	}()
	d.f()
}

// OnKilnThread reports whether the calling goroutine runs on the Kiln
// thread (that is, inside a callback from Kiln code). A goroutine in a cgo
// callback is locked to its thread, and no other goroutine is ever
// scheduled on the Kiln thread, so the answer cannot change under the
// caller.
func OnKilnThread() bool { return C.kiln_on_kiln_thread() != 0 }

// KilnThreadID is the Linux thread id of the Kiln thread.
func KilnThreadID() int64 {
	Init()
	return int64(C.kiln_thread_tid())
}

// StackBounds returns the Kiln thread's usable stack [lo, hi) and
// kiln_stack_limit.
func StackBounds() (lo, hi, limit uintptr) {
	Init()
	var l, h C.uintptr_t
	C.kiln_stack_bounds(&l, &h)
	return uintptr(l), uintptr(h), uintptr(C.kiln_h_stack_limit())
}

// Resolver finds the generic entry (a kiln_jlcall) for a dynamic call:
// types are the descriptors of the function object and then of each
// argument. It returns the entry, or 0 and the exception to throw (a Kiln
// object, for instance a MethodError). It runs on the Kiln thread, with
// collections deferred, and may compile code and call Exec or Do.
type Resolver func(types []uintptr) (fn uintptr, exc uintptr)

var (
	resolverMu sync.RWMutex
	resolverFn Resolver
)

// SetResolver installs the dispatch resolver that kiln_apply_generic calls
// on a cache miss.
func SetResolver(r Resolver) {
	Init()
	resolverMu.Lock()
	resolverFn = r
	resolverMu.Unlock()
	C.kiln_install_go_resolver()
}

// kilnGoResolve is the resolver as C calls it. A panic here cannot be
// turned into a Kiln exception or propagated through the C frames of the
// running Kiln code, so it is reported as an internal error and the process
// exits.
//
//export kilnGoResolve
func kilnGoResolve(types *C.uintptr_t, n C.int32_t, exc *C.uintptr_t) C.uintptr_t {
	defer func() {
		if p := recover(); p != nil {
			buf := make([]byte, 64<<10)
			buf = buf[:rt.Stack(buf, false)]
			msg := fmt.Sprintf("kiln: internal error: panic in the dispatch resolver: %v\n%s", p, buf)
			C.kiln_flush_all()
			C.kiln_write_bytes(Stderr, (*C.uint8_t)(unsafe.Pointer(unsafe.StringData(msg))), C.int64_t(len(msg)))
			C.kiln_exit(70)
		}
	}()
	ts := make([]uintptr, int(n))
	for i, t := range unsafe.Slice(types, int(n)) {
		ts[i] = uintptr(t)
	}
	resolverMu.RLock()
	r := resolverFn
	resolverMu.RUnlock()
	if r == nil {
		panic("no resolver installed")
	}
	fn, e := r(ts)
	*exc = C.uintptr_t(e)
	return C.uintptr_t(fn)
}

// BumpGeneration invalidates every dispatch cache (methods changed) and
// returns the new generation. Safe from any goroutine.
func BumpGeneration() uint64 { return uint64(C.kiln_h_bump()) }

// Generation is the current dispatch generation.
func Generation() uint64 { return uint64(C.kiln_h_generation()) }

// Symbols returns the address of every function and global of kiln_rt.h,
// of the public formatting functions of fmtnum.h, of glibc's _setjmp, of
// the OpenBLAS/LAPACK routines of blas.h and of the PCRE2 and utf8proc
// functions Base calls by ccall (textlibs.c), by name, for the JIT to
// define as absolute symbols.
func Symbols() map[string]uintptr {
	m := make(map[string]uintptr)
	for i := 0; ; i++ {
		s := C.kiln_symbol_at(C.int(i))
		if s == nil {
			return m
		}
		m[C.GoString(s.name)] = uintptr(C.kiln_h_sym_addr(s))
	}
}

// NewType creates a type descriptor (kiln_type_new): never freed, with a
// singleton instance when flags has TSingleton. Safe from any goroutine.
func NewType(id uint64, name string, size int64, flags uint32, align uint32, handle uint64) uintptr {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	return uintptr(C.kiln_h_type_new(C.uint64_t(id), cs, C.int64_t(size), C.uint32_t(flags), C.uint32_t(align), C.uint64_t(handle)))
}

// TypeInstance is the singleton instance of descriptor t, or 0.
func TypeInstance(t uintptr) uintptr { return uintptr(C.kiln_h_type_instance(C.uintptr_t(t))) }

// TypeOf is the descriptor of the boxed value p.
func TypeOf(p uintptr) uintptr { return uintptr(C.kiln_h_typeof(C.uintptr_t(p))) }

// TypeHandle is the Go handle stored in descriptor t.
func TypeHandle(t uintptr) uint64 { return uint64(C.kiln_h_type_handle(C.uintptr_t(t))) }

// TypeName is the name stored in descriptor t.
func TypeName(t uintptr) string { return C.GoString(C.kiln_h_type_name(C.uintptr_t(t))) }

// SetStringType registers String's descriptor (kiln_set_string_type).
func SetStringType(t uintptr) { C.kiln_h_set_string_type(C.uintptr_t(t)) }

// SetStackOverflowError registers the value thrown on stack overflow. It
// should be a singleton instance or a rooted object.
func SetStackOverflowError(p uintptr) { C.kiln_h_set_so(C.uintptr_t(p)) }

// SetOutOfMemoryError registers the value thrown when allocation fails.
func SetOutOfMemoryError(p uintptr) { C.kiln_h_set_oom(C.uintptr_t(p)) }

// StringValue copies the contents of the Kiln String p.
func StringValue(p uintptr) string {
	return C.GoStringN(C.kiln_h_strdata(C.uintptr_t(p)), C.int(C.kiln_h_strlen(C.uintptr_t(p))))
}

func mustValue(r *C.kiln_go_result, what string) uintptr {
	if r.threw != 0 {
		panic("kiln: " + what + ": exception (out of memory)")
	}
	return uintptr(r.value)
}

// NewString creates a Kiln String with the bytes of s (on the Kiln thread).
func NewString(s string) uintptr {
	Init()
	r := new(C.kiln_go_result)
	// The bytes hold no Go pointers and are only read during the call.
	C.kiln_go_string_new((*C.char)(unsafe.Pointer(unsafe.StringData(s))), C.int64_t(len(s)), r)
	return mustValue(r, "NewString")
}

// Alloc allocates a zeroed object with descriptor t and size payload bytes
// (kiln_alloc, on the Kiln thread). It panics when memory is exhausted.
func Alloc(t uintptr, size int64) uintptr {
	Init()
	r := new(C.kiln_go_result)
	C.kiln_go_alloc(C.uintptr_t(t), C.int64_t(size), 0, r)
	return mustValue(r, "Alloc")
}

// AllocAtomic is Alloc for objects that hold no pointers.
func AllocAtomic(t uintptr, size int64) uintptr {
	Init()
	r := new(C.kiln_go_result)
	C.kiln_go_alloc(C.uintptr_t(t), C.int64_t(size), 1, r)
	return mustValue(r, "AllocAtomic")
}

// RootSlot returns a new word that the collector scans as a root (for a
// global binding); it is never freed. Safe from any goroutine.
func RootSlot() uintptr {
	Init()
	return uintptr(C.kiln_h_root_slot())
}

// ReadWord reads the 8 bytes at p+off.
func ReadWord(p uintptr, off int64) uint64 {
	return uint64(C.kiln_h_read(C.uintptr_t(p), C.int64_t(off)))
}

// WriteWord writes the 8 bytes at p+off.
func WriteWord(p uintptr, off int64, v uint64) {
	C.kiln_h_write(C.uintptr_t(p), C.int64_t(off), C.uint64_t(v))
}

// GCCollect forces a collection and returns the heap size afterwards.
func GCCollect() int64 {
	Init()
	r := new(C.kiln_go_result)
	C.kiln_go_collect(r)
	return int64(r.value)
}

// HeapSize is the collector's heap size in bytes.
func HeapSize() int64 { Init(); return int64(C.kiln_gc_heap_size()) }

// SetHeapLimit bounds the collected heap at n bytes (0: unbounded): an
// allocation past it throws OutOfMemoryError.
func SetHeapLimit(n int64) { C.kiln_set_heap_limit(C.int64_t(n)) }

// HeapUsed is the part of the heap not free (live objects and garbage not
// yet reclaimed).
func HeapUsed() int64 { Init(); return int64(C.kiln_gc_used()) }

// TotalAllocated is the number of bytes allocated since start-up.
func TotalAllocated() int64 { Init(); return int64(C.kiln_gc_total_allocated()) }

// Collections is the number of collections so far.
func Collections() int64 { Init(); return int64(C.kiln_gc_count()) }

// NewBuffer creates an in-memory stream (an IOBuffer).
func NewBuffer() int64 { return int64(C.kiln_io_buffer_new()) }

// TakeString empties buffer stream io into a new Kiln String.
func TakeString(io int64) uintptr {
	Init()
	r := new(C.kiln_go_result)
	C.kiln_go_take_string(C.int64_t(io), r)
	return mustValue(r, "TakeString")
}

// WriteString writes s to stream io (any goroutine).
func WriteString(io int64, s string) {
	if len(s) == 0 {
		return
	}
	C.kiln_write_bytes(C.int64_t(io), (*C.uint8_t)(unsafe.Pointer(unsafe.StringData(s))), C.int64_t(len(s)))
}

// FlushAll flushes stdout and every open file.
func FlushAll() { C.kiln_flush_all() }

// StdoutError is the write error that lost some of the program's standard
// output (a full disk, an I/O error), as Julia's IOError prints it
// ("IOError: write: no space left on device (ENOSPC)"); nil when none. A
// closed pipe is not an error: output to it ends quietly.
func StdoutError() error {
	e := C.kiln_stdout_error()
	if e == 0 {
		return nil
	}
	var name, msg *C.char
	C.kiln_uv_error(e, &name, &msg)
	return fmt.Errorf("IOError: write: %s (%s)", C.GoString(msg), C.GoString(name))
}

// Exit flushes the streams and exits the process with the given status.
func Exit(code int) {
	C.kiln_exit(C.int32_t(code))
}

// DispatchValues returns, inside the resolver, the function object and the
// arguments of the call being resolved.
func DispatchValues() (f uintptr, args []uintptr) {
	n := int(C.kiln_h_dispatch_nargs())
	args = make([]uintptr, n)
	for i := range args {
		args[i] = uintptr(C.kiln_h_dispatch_arg(C.int(i)))
	}
	return uintptr(C.kiln_h_dispatch_f()), args
}

// DispatchNoCache tells kiln_apply_generic, inside the resolver, not to
// cache the answer at the call site (it depends on argument values, not
// only on their descriptors).
func DispatchNoCache() { C.kiln_h_dispatch_nocache() }

// DispatchSite returns, inside the resolver, the address of the call-site
// cache of the call being resolved (0 for none).
func DispatchSite() uintptr { return uintptr(C.kiln_h_dispatch_site()) }

// AtexitPending reports whether Base's atexit registered a hook (the
// driver then runs Base._atexit when the program ends).
func AtexitPending() bool { return C.kiln_atexit_pending() != 0 }

// SysInfo is a sysconf value for Sys: 0 online CPUs, 1 physical memory,
// 2 available memory (bytes).
func SysInfo(what int) int64 { return int64(C.kiln_sys_info(C.int32_t(what))) }

// Bindir is the directory of the running executable (Sys.BINDIR).
func Bindir() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	return filepath.Dir(exe)
}
