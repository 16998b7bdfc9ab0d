package llvmx

/*
typedef long (*kiln_fn_i64)(long);
static long kiln_call_i64(void* f, long x) { return ((kiln_fn_i64)f)(x); }
*/
import "C"
import "unsafe"

func callI64(f unsafe.Pointer, x int64) int64 { return int64(C.kiln_call_i64(f, C.long(x))) }
