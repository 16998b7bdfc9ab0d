// Package kiln embeds Kiln, a JIT compiler for a subset of the Julia
// language, in Go programs.
//
// A [Runtime] evaluates Julia source in its module Main and calls Julia
// functions with Go arguments:
//
//	rt, err := kiln.New(kiln.Config{})
//	if err != nil { … }
//	defer rt.Close()
//	rt.Eval(`norm2(xs) = sqrt(sum(x -> x^2, xs))`)
//	v, err := rt.Call("norm2", []float64{3, 4})
//	f, _ := v.Float64() // 5.0
//
// Code is compiled to native code by LLVM the first time it runs for
// given argument types; later calls run the compiled code. The language
// Kiln supports is described in docs/language.md; Julia 1.10's behaviour
// (results, printing, error messages) is its specification.
//
// # Values
//
// A [Value] holds any Kiln object. [Runtime.ValueOf] and Call convert Go
// values to Kiln values (integers, floats, bools, strings, nil as
// nothing, []float64 and []int64 as vectors); [Value.Int64],
// [Value.Float64], [Value.Bool], [Value.Text], [Value.Float64s],
// [Value.Int64s] and [Value.Interface] convert back. [Value.String] is
// Julia's repr and [Value.Type] the value's Julia type.
//
// Vectors are shared with Go without copying where that is safe:
// Float64s and Int64s return slices over the vector's own memory, and
// [Runtime.NewFloat64s] makes a vector for Go to fill in place. A Go
// slice passed to Kiln is copied (Kiln's collector neither sees nor keeps
// Go memory).
//
// # Errors
//
// Errors of Kiln code — syntax errors, compile errors and uncaught
// exceptions — are returned as [*Error], with the exception's type name,
// Julia's message as showerror prints it and the Kiln stack trace. Bad
// input never panics. Errors of the API itself (a closed Runtime, a Go
// value that does not convert) are plain errors ([ErrClosed],
// [*ConversionError], …).
//
// # Threads
//
// The methods of a Runtime and of its Values may be called from any
// goroutine. They are carried out one at a time by one goroutine locked
// to its OS thread, which owns the compiler (LLVM's state is used from
// that thread only); compiled Kiln code runs on Kiln's own thread, which
// has a 64 MiB stack. A long computation therefore delays every other
// call, and it cannot be interrupted.
//
// # One engine per process
//
// The compiler and the runtime keep process-wide state, so a process
// holds at most one Kiln engine, started by the first [New]:
//
//   - the C runtime (the Boehm collector, the I/O streams, the dispatch
//     caches and their resolver, the exception registers) is one per
//     process;
//   - the driver's callbacks from that runtime find their session through
//     one package-level variable (driver's active session);
//   - inference's invalidation and lazy-installation hooks
//     (infer.OnInvalidate, infer.LazyInstall) and the method-table hook
//     methods.OnAdd are package-level variables, as are the world age
//     counter and the method tables of built-in types (methods'
//     typeTables), which Base's definitions extend;
//   - the type printer's view of Main (types.MainVisible) and its alias
//     table are package-level.
//
// New after a Close therefore opens a new Runtime on the same engine: its
// Main holds what earlier Runtimes defined, and its Config may differ
// only in Stdout and Stderr. Only one Runtime is open at a time.
//
// # Configuration and the environment
//
// [Config] carries the settings the kiln command takes from its options
// and its KILN_* environment variables. Variables that only debug Kiln
// itself are still read from the environment: KILN_DEBUG_IR,
// KILN_DEBUG_LOADING, KILN_DEBUG_DISPATCH, KILN_DEBUG_THUNKS,
// KILN_BASE_DIR (Base's source from a directory), KILN_SYSIMAGE=0 (as
// Config.NoSysImage), KILN_OBJCACHE=0 (no object cache), KILN_BUILD_ID,
// KILN_LOCK_TIMEOUT, KILN_GC_WARN and KILN_CUDA_LIBRARY. The settings in
// Config replace their variables only when set: an empty Depot,
// LoadPath or CPUTarget means $KILN_DEPOT, $KILN_LOAD_PATH and
// $KILN_CPU_TARGET.
//
// # Limits
//
//   - Package images and the system image are valid only for the
//     executable that built them. An embedding program builds its own
//     ([Runtime.Precompile], [Config].BuildImages) by running its
//     executable again, which needs [HandleImageBuild] first in main;
//     without images, packages load from source and Base's methods are
//     compiled when first called (and kept in the depot's object cache,
//     so later runs start faster).
//   - Julia's exit() ends the process, as it does in Julia; atexit hooks
//     do not run (the process does not end through Kiln).
//   - Kiln code runs to completion: there is no interrupt or timeout.
//   - Call passes positional arguments only; for keyword arguments, Eval
//     a call or define a function that takes positional ones.
package kiln
