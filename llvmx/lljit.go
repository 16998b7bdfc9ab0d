package llvmx

/*
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>

// kiln_errs collects the errors that ORC reports to the execution session
// rather than to a caller (notably unresolved symbols while linking an
// object), so that they can be attached to the caller's error instead of
// being printed to stderr by ORC's default reporter.
typedef struct {
	pthread_mutex_t mu;
	char *buf;
	size_t len;
} kiln_errs;

static kiln_errs *kiln_errs_new(void) {
	kiln_errs *e = calloc(1, sizeof *e);
	if (e) pthread_mutex_init(&e->mu, NULL);
	return e;
}

static void kiln_errs_free(kiln_errs *e) {
	if (!e) return;
	pthread_mutex_destroy(&e->mu);
	free(e->buf);
	free(e);
}

static void kiln_report_error(void *ctx, LLVMErrorRef err) {
	kiln_errs *e = ctx;
	char *msg = LLVMGetErrorMessage(err);
	size_t n = strlen(msg);
	pthread_mutex_lock(&e->mu);
	if (e->len < (1 << 16)) {
		char *nb = realloc(e->buf, e->len + n + 3);
		if (nb) {
			e->buf = nb;
			if (e->len) { memcpy(e->buf + e->len, "; ", 2); e->len += 2; }
			memcpy(e->buf + e->len, msg, n);
			e->len += n;
			e->buf[e->len] = 0;
		}
	}
	pthread_mutex_unlock(&e->mu);
	LLVMDisposeErrorMessage(msg);
}

// kiln_errs_take returns the collected messages (malloc'd; caller frees) and
// clears them, or NULL if there are none.
static char *kiln_errs_take(kiln_errs *e) {
	pthread_mutex_lock(&e->mu);
	char *s = e->buf;
	e->buf = NULL;
	e->len = 0;
	pthread_mutex_unlock(&e->mu);
	return s;
}

// jitmem.cpp: LLJIT's object layer with sections in shared arenas.
LLVMOrcObjectLayerRef kiln_arena_object_layer(void *ctx, LLVMOrcExecutionSessionRef es, const char *triple);

static LLVMErrorRef kiln_lljit_create(LLVMOrcLLJITRef *out, kiln_errs *errs) {
	LLVMOrcJITTargetMachineBuilderRef jtmb;
	LLVMErrorRef err = LLVMOrcJITTargetMachineBuilderDetectHost(&jtmb);
	if (err) return err;
	LLVMOrcLLJITBuilderRef b = LLVMOrcCreateLLJITBuilder();
	LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(b, jtmb); // takes jtmb
	LLVMOrcLLJITBuilderSetObjectLinkingLayerCreator(b, kiln_arena_object_layer, NULL);
	err = LLVMOrcCreateLLJIT(out, b);                       // takes b
	if (err) return err;
	LLVMOrcExecutionSessionSetErrorReporter(LLVMOrcLLJITGetExecutionSession(*out), kiln_report_error, errs);

	LLVMOrcDefinitionGeneratorRef gen;
	err = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, LLVMOrcLLJITGetGlobalPrefix(*out), NULL, NULL);
	if (err) {
		LLVMConsumeError(LLVMOrcDisposeLLJIT(*out));
		*out = NULL;
		return err;
	}
	LLVMOrcJITDylibAddGenerator(LLVMOrcLLJITGetMainJITDylib(*out), gen); // takes gen
	return NULL;
}

static LLVMErrorRef kiln_define_absolute(LLVMOrcLLJITRef j, const char **names, const uint64_t *addrs, size_t n) {
	LLVMJITCSymbolMapPair *pairs = calloc(n, sizeof *pairs);
	if (!pairs) return LLVMCreateStringError("out of memory");
	for (size_t i = 0; i < n; i++) {
		// MangleAndIntern applies the global prefix and returns a retained
		// pool entry; LLVMOrcAbsoluteSymbols takes over that reference.
		pairs[i].Name = LLVMOrcLLJITMangleAndIntern(j, names[i]);
		pairs[i].Sym.Address = addrs[i];
		pairs[i].Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
		pairs[i].Sym.Flags.TargetFlags = 0;
	}
	LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(pairs, n);
	free(pairs);
	LLVMErrorRef err = LLVMOrcJITDylibDefine(LLVMOrcLLJITGetMainJITDylib(j), mu);
	if (err) LLVMOrcDisposeMaterializationUnit(mu); // ownership stays with us on failure
	return err;
}

static LLVMErrorRef kiln_add_object(LLVMOrcLLJITRef j, const char *data, size_t n, const char *name) {
	LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, n, name);
	return LLVMOrcLLJITAddObjectFile(j, LLVMOrcLLJITGetMainJITDylib(j), buf); // takes buf
}
*/
import "C"

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unsafe"
)

// JIT is an ORC LLJIT for the host. Code enters it only as relocatable
// object files (AddObject), whether compiled just now
// (TargetMachine.EmitObject) or loaded from a package image, so there is one
// linking path.
// Everything lives in the LLJIT's main JITDylib, which also resolves symbols
// of the running process (libm's sin and cos, the C runtime) and absolute
// symbols defined with DefineAbsolute (runtime objects, C functions).
//
// Symbols are resolved and code is linked lazily: AddObject only registers
// the object's definitions, and the object is linked the first time one of
// its symbols is looked up. Unresolvable references are therefore reported
// by Lookup, and a failed link leaves every symbol of that object unusable.
//
// Symbols defined in the JIT (by objects or DefineAbsolute) take precedence
// over process symbols, which are only consulted for names not defined when
// they are first looked up; once a process symbol has been used, defining
// the same name fails as a duplicate definition.
//
// A JIT is safe for concurrent use. Its methods return an error after Close.
type JIT struct {
	mu   sync.RWMutex
	j    C.LLVMOrcLLJITRef
	errs *C.kiln_errs
}

// NewJIT creates an LLJIT for the host. It initializes the native target
// (InitNative), detects the host with LLVMOrcJITTargetMachineBuilderDetectHost,
// and adds a process-symbol generator (with the target's global symbol
// prefix) to the main JITDylib.
func NewJIT() (*JIT, error) {
	if err := InitNative(); err != nil {
		return nil, err
	}
	errs := C.kiln_errs_new()
	if errs == nil {
		return nil, errors.New("llvmx: out of memory")
	}
	var j C.LLVMOrcLLJITRef
	if err := errOf(C.kiln_lljit_create(&j, errs)); err != nil {
		C.kiln_errs_free(errs)
		return nil, fmt.Errorf("llvmx: creating the JIT: %v", err)
	}
	return &JIT{j: j, errs: errs}, nil
}

var errClosed = errors.New("llvmx: JIT is closed")

// Triple returns the JIT's target triple.
func (j *JIT) Triple() string {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.j == nil {
		return ""
	}
	return C.GoString(C.LLVMOrcLLJITGetTripleString(j.j))
}

// DataLayout returns the JIT's data layout string. Objects added to the JIT
// must have been generated for a compatible layout (HostMachine's).
func (j *JIT) DataLayout() string {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.j == nil {
		return ""
	}
	return C.GoString(C.LLVMOrcLLJITGetDataLayoutStr(j.j))
}

// DefineAbsolute defines each name in syms (an unmangled symbol name, as it
// appears in LLVM IR) as an exported, callable symbol at the given address in
// the main JITDylib. This is how JIT'd code and image code reach runtime
// objects: by name, with the address supplied by this process. Defining a
// name that is already defined in the JIT is an error, and then none of syms
// is defined. Define runtime symbols before adding objects that use them.
func (j *JIT) DefineAbsolute(syms map[string]uintptr) error {
	if len(syms) == 0 {
		return nil
	}
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.j == nil {
		return errClosed
	}
	keys := make([]string, 0, len(syms))
	for k := range syms {
		if k == "" {
			return errors.New("llvmx: DefineAbsolute: empty symbol name")
		}
		keys = append(keys, k)
	}
	sort.Strings(keys)
	n := len(keys)
	names := unsafe.Slice((**C.char)(C.malloc(C.size_t(n)*C.size_t(unsafe.Sizeof((*C.char)(nil))))), n)
	addrs := unsafe.Slice((*C.uint64_t)(C.malloc(C.size_t(n)*8)), n)
	defer C.free(unsafe.Pointer(&names[0]))
	defer C.free(unsafe.Pointer(&addrs[0]))
	for i, k := range keys {
		names[i] = C.CString(k)
		addrs[i] = C.uint64_t(syms[k])
	}
	defer func() {
		for _, p := range names {
			C.free(unsafe.Pointer(p))
		}
	}()
	if err := errOf(C.kiln_define_absolute(j.j, &names[0], &addrs[0], C.size_t(n))); err != nil {
		return fmt.Errorf("llvmx: defining absolute symbols %s: %v", strings.Join(keys, ", "), j.withSessionErrors(err))
	}
	return nil
}

// AddObject adds a relocatable object file (as made by
// TargetMachine.EmitObject, or read from a package image) to the main
// JITDylib. obj is copied, so the caller may reuse it. name identifies the
// object in error messages (for example "Base.kimg:native"). An object that
// defines a symbol already defined in the JIT is rejected.
func (j *JIT) AddObject(obj []byte, name string) error {
	if len(obj) == 0 {
		return fmt.Errorf("llvmx: adding object %q: empty object file", name)
	}
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.j == nil {
		return errClosed
	}
	obj = withoutDebugRelocations(obj)
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	if err := errOf(C.kiln_add_object(j.j, (*C.char)(unsafe.Pointer(&obj[0])), C.size_t(len(obj)), cname)); err != nil {
		return fmt.Errorf("llvmx: adding object %q: %v", name, j.withSessionErrors(err))
	}
	return nil
}

// Lookup returns the address of the symbol name (unmangled, as in LLVM IR),
// linking the objects it needs first. A symbol that is not defined, or that
// references an undefined symbol, gives an error naming the missing symbols.
func (j *JIT) Lookup(name string) (uintptr, error) {
	j.mu.RLock()
	defer j.mu.RUnlock()
	if j.j == nil {
		return 0, errClosed
	}
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	var addr C.LLVMOrcExecutorAddress
	if err := errOf(C.LLVMOrcLLJITLookup(j.j, &addr, cs)); err != nil {
		return 0, fmt.Errorf("llvmx: looking up %q: %v", name, j.withSessionErrors(err))
	}
	return uintptr(addr), nil
}

// withSessionErrors appends the errors ORC reported to the execution session
// since the last call (they explain a "Failed to materialize symbols" error).
func (j *JIT) withSessionErrors(err error) error {
	p := C.kiln_errs_take(j.errs)
	if p == nil {
		return err
	}
	s := C.GoString(p)
	C.free(unsafe.Pointer(p))
	return fmt.Errorf("%v: %s", err, s)
}

// Close destroys the JIT and frees the code and data of every object added
// to it. No code from it may run afterwards. Close is idempotent.
func (j *JIT) Close() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.j == nil {
		return nil
	}
	err := errOf(C.LLVMOrcDisposeLLJIT(j.j))
	j.j = nil
	C.kiln_errs_free(j.errs)
	j.errs = nil
	if err != nil {
		return fmt.Errorf("llvmx: closing the JIT: %v", err)
	}
	return nil
}
