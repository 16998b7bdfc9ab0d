package runtime

/*
#include "kiln_internal.h"
*/
import "C"

import (
	"io"
	"sync"
	"unsafe"
)

// outputs are the Go writers that receive Kiln's standard output and
// standard error instead of file descriptors 1 and 2 (see SetOutput). The
// C runtime's streams are process-wide, and so is this table.
var outputs struct {
	mu sync.Mutex
	w  [3]io.Writer
}

// SetOutput sends what Kiln code writes to stream (Stdout or Stderr) to w
// instead of the process's file descriptor; a nil w restores the
// descriptor. Buffered standard output is flushed first, to where it was
// going. Standard output stays buffered (as for a pipe) until [FlushAll],
// a full buffer or a write to standard error.
//
// w is called on the thread that writes, the Kiln thread included, with
// the runtime's stream lock held: it must not call into Kiln (Exec, Do,
// allocation or output) and should not block for long.
func SetOutput(stream int, w io.Writer) {
	if stream != Stdout && stream != Stderr {
		return
	}
	Init()
	if w == nil {
		// Off first: what is buffered still reaches the old writer.
		C.kiln_set_output_sink(C.int(stream), 0)
	}
	outputs.mu.Lock()
	outputs.w[stream] = w
	outputs.mu.Unlock()
	if w != nil {
		C.kiln_set_output_sink(C.int(stream), 1)
	}
}

// kilnGoOutput receives output for a Go writer. The bytes are copied
// before the writer sees them; a panicking writer loses its output but
// does not unwind through C.
//
//export kilnGoOutput
func kilnGoOutput(which C.int, p *C.uint8_t, n C.int64_t) {
	if n <= 0 || which < 1 || which > 2 {
		return
	}
	outputs.mu.Lock()
	w := outputs.w[which]
	outputs.mu.Unlock()
	if w == nil {
		return
	}
	b := C.GoBytes(unsafe.Pointer(p), C.int(n))
	defer func() { _ = recover() }()
	w.Write(b)
}
