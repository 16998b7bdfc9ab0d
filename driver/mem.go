package driver

/*
#include <stdint.h>
#include <string.h>
static void kiln_mem_get(uintptr_t src, void *dst, int64_t n) { memcpy(dst, (const void *)src, (size_t)n); }
static void kiln_mem_put(uintptr_t dst, const void *src, int64_t n) { memcpy((void *)dst, src, (size_t)n); }
static void kiln_mem_move(uintptr_t dst, uintptr_t src, int64_t n) { memmove((void *)dst, (const void *)src, (size_t)n); }
int8_t kiln_egal(void *a, void *b);
static int8_t kiln_egal_addr(uintptr_t a, uintptr_t b) { return kiln_egal((void *)a, (void *)b); }
*/
import "C"

import "unsafe"

// Kiln objects live outside Go's heap and are known to Go as addresses;
// these helpers read and write them through C so that Go never converts
// an integer address to a pointer.

// memBytes copies n bytes at address src into a new Go slice.
func memBytes(src uintptr, n int64) []byte {
	b := make([]byte, n)
	if n > 0 {
		C.kiln_mem_get(C.uintptr_t(src), unsafe.Pointer(&b[0]), C.int64_t(n))
	}
	return b
}

// memPut writes b at address dst.
func memPut(dst uintptr, b []byte) {
	if len(b) > 0 {
		C.kiln_mem_put(C.uintptr_t(dst), unsafe.Pointer(&b[0]), C.int64_t(len(b)))
	}
}

// memMove copies n bytes between two addresses.
func memMove(dst, src uintptr, n int64) {
	if n > 0 {
		C.kiln_mem_move(C.uintptr_t(dst), C.uintptr_t(src), C.int64_t(n))
	}
}

// egalAddr is === on the objects at addresses a and b (both non-null).
func egalAddr(a, b uintptr) bool { return C.kiln_egal_addr(C.uintptr_t(a), C.uintptr_t(b)) != 0 }
