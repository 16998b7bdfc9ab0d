package runtime

// Go side of fmtnum.c: Julia-exact formatting of numbers and Julia's
// parse(Float64, s). The C functions are what JIT-compiled code calls; these
// wrappers exist for the Go parts of Kiln (constant folding, the REPL, error
// messages) and for the tests.

/*
#include <stdint.h>
#include "fmtnum.h"
*/
import "C"

import "unsafe"

// Float32 formatting modes (KILN_F32_* in fmtnum.h).
const (
	F32Print       = C.KILN_F32_PRINT        // print/string: 1.5, 1.0e-5, Inf, NaN
	F32Show        = C.KILN_F32_SHOW         // show/repr: 1.5f0, 1.0f-5, Inf32, NaN32
	F32ShowUntyped = C.KILN_F32_SHOW_UNTYPED // show with :typeinfo => Float32: 1.5, 1.0f-5
)

type fmtBuf [C.KILN_FMT_BUFSIZE]C.char

// FormatFloat64 is Julia's print/show/string of a Float64.
func FormatFloat64(x float64) string {
	var b fmtBuf
	n := C.kiln_fmt_float64(&b[0], C.double(x))
	return C.GoStringN(&b[0], n)
}

// FormatFloat32 is Julia's print/string (show=false) or show/repr (show=true)
// of a Float32.
func FormatFloat32(x float32, show bool) string {
	mode := F32Print
	if show {
		mode = F32Show
	}
	return FormatFloat32Mode(x, mode)
}

// FormatFloat32Mode formats x in one of the F32* modes.
func FormatFloat32Mode(x float32, mode int) string {
	var b fmtBuf
	n := C.kiln_fmt_float32(&b[0], C.float(x), C.int(mode))
	return C.GoStringN(&b[0], n)
}

// FormatInt64 is Julia's print/show of a signed integer.
func FormatInt64(v int64) string {
	var b fmtBuf
	n := C.kiln_fmt_int64(&b[0], C.int64_t(v))
	return C.GoStringN(&b[0], n)
}

// FormatUint64 is Julia's print/string of an unsigned integer (decimal).
func FormatUint64(v uint64) string {
	var b fmtBuf
	n := C.kiln_fmt_uint64(&b[0], C.uint64_t(v))
	return C.GoStringN(&b[0], n)
}

// FormatUintHex is Julia's show of an unsigned integer of the given width in
// bytes (1 for UInt8 ... 8 for UInt64): 0x0a, 0x000a, 0x0000000a, ...
func FormatUintHex(v uint64, bytes int) string {
	var b fmtBuf
	n := C.kiln_fmt_uint_hex(&b[0], C.uint64_t(v), C.int(bytes))
	return C.GoStringN(&b[0], n)
}

// ShortestFloat64 returns the shortest round-trip decimal of |x| as
// digits*10^exp10 (digits without trailing zeros); ok is false for 0, Inf and
// NaN.
func ShortestFloat64(x float64) (digits uint64, exp10 int, ok bool) {
	var d C.uint64_t
	var e C.int32_t
	if C.kiln_shortest_float64(C.double(x), &d, &e) == 0 {
		return 0, 0, false
	}
	return uint64(d), int(e), true
}

// ShortestFloat32 is ShortestFloat64 for a Float32.
func ShortestFloat32(x float32) (digits uint32, exp10 int, ok bool) {
	var d C.uint32_t
	var e C.int32_t
	if C.kiln_shortest_float32(C.float(x), &d, &e) == 0 {
		return 0, 0, false
	}
	return uint32(d), int(e), true
}

// cbytes returns s's bytes and length for C, which reads exactly len(s)
// bytes (and copies them before calling strtod); the memory holds no Go
// pointers, so passing it is allowed by the cgo rules.
func cbytes(s string) (*C.char, C.int64_t) {
	if len(s) == 0 {
		return nil, 0
	}
	return (*C.char)(unsafe.Pointer(unsafe.StringData(s))), C.int64_t(len(s))
}

// ParseFloat64 is Julia's tryparse(Float64, s): ok is false where Julia's
// parse(Float64, s) throws an ArgumentError.
func ParseFloat64(s string) (float64, bool) {
	p, n := cbytes(s)
	var out C.double
	if C.kiln_parse_float64(p, n, &out) == 0 {
		return 0, false
	}
	return float64(out), true
}

// ParseFloat32 is Julia's tryparse(Float32, s).
func ParseFloat32(s string) (float32, bool) {
	p, n := cbytes(s)
	var out C.float
	if C.kiln_parse_float32(p, n, &out) == 0 {
		return 0, false
	}
	return float32(out), true
}

// fmtnumTable exposes entry i of a Ryu table (see kiln_fmtnum_table) to the
// tests; it returns the table length.
func fmtnumTable(which, i int) (lo, hi uint64, n int) {
	var l, h C.uint64_t
	n = int(C.kiln_fmtnum_table(C.int(which), C.int(i), &l, &h))
	return uint64(l), uint64(h), n
}

// fmtnumBenchFloat64 formats every element of xs in one C loop (no cgo call
// per number) and returns the bytes written.
func fmtnumBenchFloat64(xs []float64) int64 {
	if len(xs) == 0 {
		return 0
	}
	return int64(C.kiln_fmtnum_bench_float64((*C.double)(unsafe.Pointer(&xs[0])), C.int64_t(len(xs))))
}

// FormatFixedExp is Printf's %.{prec}f (conv 'f') or %.{prec}e (conv 'e')
// of a finite x >= 0, with the `#` flag when alt: what @printf prints.
func FormatFixedExp(x float64, prec int, conv byte, alt bool) string {
	return formatFixedExp(x, prec, conv, alt, false)
}

// formatFixedExp formats as FormatFixedExp, through glibc's exact
// conversion alone when exact (the tests' reference).
func formatFixedExp(x float64, prec int, conv byte, alt, exact bool) string {
	buf := make([]byte, prec+340)
	a := C.int32_t(0)
	if alt {
		a = 1
	}
	p := (*C.char)(unsafe.Pointer(&buf[0]))
	var n C.int64_t
	if exact {
		n = C.kiln_fmt_fixed_exp_exact(p, C.int64_t(len(buf)), C.double(x), C.int32_t(prec), C.int32_t(conv), a)
	} else {
		n = C.kiln_fmt_fixed_exp(p, C.int64_t(len(buf)), C.double(x), C.int32_t(prec), C.int32_t(conv), a)
	}
	if n < 0 {
		return ""
	}
	return string(buf[:n])
}
