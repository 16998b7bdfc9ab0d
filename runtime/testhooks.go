package runtime

// Go wrappers of testhelpers.c for the tests (test files cannot use cgo).

/*
#include <stdlib.h>
#include "testhelpers.h"

static inline uintptr_t th_ret(int i) { return kiln_test_ret[i]; }
static inline int64_t th_max_depth(void) { return kiln_test_max_depth; }
static inline int64_t th_entry_calls(int i) { return kiln_test_entry_calls[i]; }
static inline void th_free(uintptr_t p) { free((void *)p); }
static inline int64_t th_open(uintptr_t p, uintptr_t m) { return kiln_io_open((void *)p, (void *)m); }
static inline uintptr_t th_read_string(int64_t io) { return (uintptr_t)kiln_io_read_string(io); }
static inline uintptr_t th_readline(int64_t io, int keep) { return (uintptr_t)kiln_io_readline(io, keep); }
*/
import "C"

import "unsafe"

const (
	thThrow3 = iota
	thNested
	thTryCatch
	thRethrow
	thDeep
	thNearLimit
	thDispatchLoop
	thGCChurn
	thStringOp
)

// testFn is the address of a test entry (a void (*)(void *)).
func testFn(which int) uintptr { return uintptr(C.kiln_test_fn(C.int(which))) }

// cmem is C memory for an argument block that the Kiln thread fills in.
// Exec's argument must not be Go memory: C keeps no Go pointers, and the
// collector must see any Kiln pointers stored there (it does not scan C's
// malloc heap either, so tests keep referenced objects alive themselves).
type cmem struct{ p unsafe.Pointer }

func newCmem(n uintptr) cmem { return cmem{C.calloc(1, C.size_t(n))} }
func (m cmem) addr() uintptr { return uintptr(m.p) }
func (m cmem) free()         { C.free(m.p) }

func testRet(i int) uintptr       { return uintptr(C.th_ret(C.int(i))) }
func testMaxDepth() int64         { return int64(C.th_max_depth()) }
func testEntryCalls(i int) int64  { return int64(C.th_entry_calls(C.int(i))) }
func testEntry(which int) uintptr { return uintptr(C.kiln_test_entry(C.int(which))) }
func testSiteNew() uintptr        { return uintptr(C.kiln_test_site_new()) }
func testFree(p uintptr)          { C.th_free(C.uintptr_t(p)) }

func testPrint(kind int, io int64, i int64, u uint64, f float64, mode int32) {
	C.kiln_test_print(C.int(kind), C.int64_t(io), C.int64_t(i), C.uint64_t(u), C.double(f), C.int32_t(mode))
}

// Argument blocks, as Go views of C memory.
type (
	testNest     = C.kiln_test_nest
	testCatch    = C.kiln_test_catch
	testNear     = C.kiln_test_near
	testDispatch = C.kiln_test_dispatch
	testGC       = C.kiln_test_gc
	testStr      = C.kiln_test_str
)

func testIoOpen(path, mode uintptr) int64 {
	return int64(C.th_open(C.uintptr_t(path), C.uintptr_t(mode)))
}

// The readers allocate: call them on the Kiln thread (inside Do).
func testReadString(io int64) uintptr { return uintptr(C.th_read_string(C.int64_t(io))) }
func testReadline(io int64, keep bool) uintptr {
	k := 0
	if keep {
		k = 1
	}
	return uintptr(C.th_readline(C.int64_t(io), C.int(k)))
}
func testEOF(io int64) bool { return C.kiln_io_eof(C.int64_t(io)) != 0 }
func testClose(io int64)    { C.kiln_io_close(C.int64_t(io)) }

// Conversions for filling argument blocks.

// c32 converts to C's int32_t.
func c32(v int32) C.int32_t { return C.int32_t(v) }

// c64 converts to C's int64_t.
func c64(v int64) C.int64_t { return C.int64_t(v) }

// cu64 converts to C's uint64_t.
func cu64(v uint64) C.uint64_t { return C.uint64_t(v) }

// cf64 converts to C's double.
func cf64(v float64) C.double { return C.double(v) }

// cup converts to C's uintptr_t.
func cup(v uintptr) C.uintptr_t { return C.uintptr_t(v) }
