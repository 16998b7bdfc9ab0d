package llvmx

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stdlib.h>
*/
import "C"

import "unsafe"

// HostSymbolExists reports whether the process defines a symbol of the
// name (in the executable or a loaded shared library): the symbols the
// JIT resolves a foreign call to.
func HostSymbolExists(name string) bool {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	return C.dlsym(C.RTLD_DEFAULT, cs) != nil
}
