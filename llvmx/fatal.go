package llvmx

/*
#include <stdlib.h>
#include "fatal.h"
*/
import "C"

import (
	"fmt"
	"os"
	"sync"
	"unsafe"
)

var (
	fatalMu sync.Mutex
	fatalCB func(reason string)
)

// InstallFatalErrorHandler installs LLVM's fatal error handler (through
// LLVMInstallFatalErrorHandler). When LLVM hits a fatal error (for example
// "Cannot select: intrinsic %llvm.nvvm.membar.sys" in the x86 backend) the
// handler
//
//  1. writes "kiln: LLVM fatal error: <reason>" to stderr, followed by a line
//     "kiln: <context>" if SetFatalContext set a non-empty context;
//  2. flushes stdout and stderr;
//  3. calls cb(reason), if cb is not nil, on the thread that hit the error
//     (cb may print more, but must not expect to continue: LLVM's state is
//     broken; a panic in cb is recovered and reported);
//  4. ends the process with exit status 1 (_exit, so that no atexit handler
//     or static destructor runs on broken LLVM state, and never SIGABRT).
//
// The handler is installed once per process; calling InstallFatalErrorHandler
// again only replaces cb. Only fatal errors reported through
// llvm::report_fatal_error reach it; LLVM assertions (absent in release
// builds) and out-of-memory errors do not.
func InstallFatalErrorHandler(cb func(reason string)) {
	fatalMu.Lock()
	defer fatalMu.Unlock()
	fatalCB = cb
	callGo := C.int(0)
	if cb != nil {
		callGo = 1
	}
	C.kiln_install_fatal_handler(callGo)
}

// SetFatalContext sets the context string that the fatal error handler
// prints after the reason, such as "while compiling f(::Int64) for owner
// native". The context is process-wide (LLVM's handler is), so a compiler
// that compiles on several goroutines at once should describe what they have
// in common or serialize compilation. An empty string clears it. Strings
// longer than 4095 bytes are truncated.
func SetFatalContext(s string) {
	if s == "" {
		C.kiln_set_fatal_context(nil, 0)
		return
	}
	cs := C.CString(s)
	C.kiln_set_fatal_context(cs, C.size_t(len(s)))
	C.free(unsafe.Pointer(cs))
}

//export kilnFatalGo
func kilnFatalGo(reason *C.char) {
	fatalMu.Lock()
	cb := fatalCB
	fatalMu.Unlock()
	if cb == nil {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "kiln: panic in LLVM fatal error callback: %v\n", r)
		}
	}()
	cb(C.GoString(reason))
}
