package llvmx

// Trampolines for calling JIT'd code from Go, and C functions to hand to the
// JIT as absolute symbols. They exist for this package's tests (cgo is not
// allowed in _test.go files) and are not part of the API.

/*
#include <stdint.h>
typedef long (*kiln_fn_i64)(long);
static long kiln_call_i64(uintptr_t f, long x) { return ((kiln_fn_i64)f)(x); }
typedef double (*kiln_fn_f64)(double);
static double kiln_call_f64(uintptr_t f, double x) { return ((kiln_fn_f64)f)(x); }

// kiln_test_triple is a C function the tests define as an absolute JIT
// symbol; it counts its calls so the tests can see it really ran.
static long kiln_test_calls;
static long kiln_test_triple(long x) { kiln_test_calls++; return 3 * x; }
static uintptr_t kiln_test_triple_addr(void) { return (uintptr_t)kiln_test_triple; }
static long kiln_test_triple_calls(void) { return kiln_test_calls; }
*/
import "C"

// callI64 calls f as a C function long(long).
func callI64(f uintptr, x int64) int64 { return int64(C.kiln_call_i64(C.uintptr_t(f), C.long(x))) }

// callF64 calls f as a C function double(double).
func callF64(f uintptr, x float64) float64 {
	return float64(C.kiln_call_f64(C.uintptr_t(f), C.double(x)))
}

// testTripleAddr returns the address of the C function long(long) x -> 3x.
func testTripleAddr() uintptr { return uintptr(C.kiln_test_triple_addr()) }

// testTripleCalls returns how many times testTripleAddr's function ran.
func testTripleCalls() int64 { return int64(C.kiln_test_triple_calls()) }
