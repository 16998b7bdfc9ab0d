package gpu

/*
#cgo LDFLAGS: -ldl
#include <stdlib.h>
#include "cuda_driver.h"
*/
import "C"

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"unsafe"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/types"
)

// The CUDA launcher: the driver API of libcuda.so.1, opened with dlopen on
// first use (Kiln has no link-time dependency on CUDA), the device's
// primary context, device memory, PTX modules and kernel launches. Without
// a driver OpenDriver returns a *NoDriverError and nothing else changes:
// compiling GPU code never needs the driver.

// DriverLibrary is the CUDA driver library Kiln opens; the environment
// variable KILN_CUDA_LIBRARY names another file (tests use it to hide the
// driver).
const DriverLibrary = "libcuda.so.1"

// NoDriverError says the CUDA driver library could not be opened.
type NoDriverError struct {
	// Reason is dlopen's message.
	Reason string
}

func (e *NoDriverError) Error() string {
	s := "no CUDA driver found (" + DriverLibrary + ")"
	if p := os.Getenv("KILN_CUDA_LIBRARY"); p != "" {
		s += " (KILN_CUDA_LIBRARY=" + p + ")"
	}
	return s + ": " + e.Reason
}

// NoDeviceError says the driver is there but there is no usable device.
type NoDeviceError struct {
	Err error
}

func (e *NoDeviceError) Error() string {
	if e.Err != nil {
		return "no CUDA device found (" + DriverLibrary + " is loaded): " + e.Err.Error()
	}
	return "no CUDA device found (" + DriverLibrary + " is loaded, it reports no device)"
}

func (e *NoDeviceError) Unwrap() error { return e.Err }

// CUDAError is an error the driver returned, printed as CUDA.jl prints a
// CuError: "CUDA error: invalid argument (code 1, ERROR_INVALID_VALUE)".
type CUDAError struct {
	// Code is the CUresult; Name its enumerator without the CUDA_ prefix
	// (ERROR_INVALID_VALUE); Desc the driver's description.
	Code       int
	Name, Desc string
	// Call is the driver function that failed.
	Call string
	// Detail is more text: the PTX assembler's log, a kernel's name.
	Detail string
}

func (e *CUDAError) Error() string {
	s := fmt.Sprintf("CUDA error: %s (code %d, %s)", e.Desc, e.Code, e.Name)
	if e.Call != "" {
		s += " in " + e.Call
	}
	if e.Detail != "" {
		s += "\n" + e.Detail
	}
	return s
}

func cuErr(call string, r C.int) error {
	if r == 0 {
		return nil
	}
	if r == C.KILN_CU_NOT_LOADED {
		return &NoDriverError{Reason: "the driver is not loaded"}
	}
	name := strings.TrimPrefix(C.GoString(C.kiln_cu_error_name(r)), "CUDA_")
	return &CUDAError{Code: int(r), Name: name, Desc: C.GoString(C.kiln_cu_error_string(r)), Call: call}
}

// CUDA driver API constants (cuda.h).
const (
	cuErrorNoDevice           = 100
	cuErrorNotFound           = 500
	attrMaxThreadsPerBlock    = 1
	attrComputeCapabilityMaj  = 75
	attrComputeCapabilityMin  = 76
	funcAttrMaxDynamicShared  = 8
	defaultDynamicSharedLimit = 48 * 1024
)

// Driver is the opened CUDA driver with device 0's primary context. Its
// methods are safe for concurrent use.
type Driver struct {
	mu  sync.Mutex
	ctx C.uintptr_t
	dev C.int
	// Name is the device's name ("NVIDIA H200"); Major and Minor its
	// compute capability; Version the driver's CUDA version (12040).
	Name         string
	Major, Minor int
	Version      int
	// MaxThreads is the device's limit of threads per block.
	MaxThreads int

	modules map[string]*Module
}

var (
	driverOnce sync.Once
	driver     *Driver
	driverErr  error
)

// OpenDriver opens the CUDA driver once per process: dlopen, cuInit,
// device 0 and its primary context. The error is a *NoDriverError without
// libcuda.so.1, a *NoDeviceError without a device.
func OpenDriver() (*Driver, error) {
	driverOnce.Do(func() { driver, driverErr = openDriver() })
	return driver, driverErr
}

func openDriver() (*Driver, error) {
	path := DriverLibrary
	if p := os.Getenv("KILN_CUDA_LIBRARY"); p != "" {
		path = p
	}
	cpath := C.CString(path)
	defer C.free(unsafe.Pointer(cpath))
	var buf [512]C.char
	if C.kiln_cu_open(cpath, &buf[0], C.int(len(buf))) != 0 {
		// dlerror starts with the file name, which the message names.
		return nil, &NoDriverError{Reason: strings.TrimPrefix(C.GoString(&buf[0]), path+": ")}
	}
	if err := cuErr("cuInit", C.kiln_cu_init()); err != nil {
		return nil, &NoDeviceError{Err: err}
	}
	d := &Driver{modules: map[string]*Module{}}
	var v C.int
	if err := cuErr("cuDriverGetVersion", C.kiln_cu_driver_version(&v)); err != nil {
		return nil, err
	}
	d.Version = int(v)
	var n C.int
	if err := cuErr("cuDeviceGetCount", C.kiln_cu_device_count(&n)); err != nil {
		return nil, &NoDeviceError{Err: err}
	}
	if n < 1 {
		return nil, &NoDeviceError{}
	}
	if err := cuErr("cuDeviceGet", C.kiln_cu_device_get(&d.dev, 0)); err != nil {
		return nil, err
	}
	attr := func(a int) (int, error) {
		var x C.int
		err := cuErr("cuDeviceGetAttribute", C.kiln_cu_device_attribute(&x, C.int(a), d.dev))
		return int(x), err
	}
	var err error
	if d.Major, err = attr(attrComputeCapabilityMaj); err != nil {
		return nil, err
	}
	if d.Minor, err = attr(attrComputeCapabilityMin); err != nil {
		return nil, err
	}
	if d.MaxThreads, err = attr(attrMaxThreadsPerBlock); err != nil {
		return nil, err
	}
	var name [256]C.char
	if err := cuErr("cuDeviceGetName", C.kiln_cu_device_name(&name[0], C.int(len(name)), d.dev)); err != nil {
		return nil, err
	}
	d.Name = C.GoString(&name[0])
	if err := cuErr("cuDevicePrimaryCtxRetain", C.kiln_cu_primary_ctx(&d.ctx, d.dev)); err != nil {
		return nil, err
	}
	if err := cuErr("cuCtxSetCurrent", C.kiln_cu_ctx_set_current(d.ctx)); err != nil {
		return nil, err
	}
	return d, nil
}

// LaunchTarget is the PTX target kernels are compiled for on a device of
// compute capability major.minor: that capability, capped to sm_86 (the
// newest LLVM 14's NVPTX backend knows; the driver JIT-compiles PTX for
// newer devices), with LLVM's default PTX ISA for it.
func LaunchTarget(major, minor int) (Target, error) {
	t := Target{Major: major, Minor: minor}
	if major*10+minor > 86 {
		t = Target{Major: 8, Minor: 6}
	}
	if err := t.Check(); err != nil {
		return Target{}, fmt.Errorf("the CUDA device (compute capability %d.%d) is not supported: %v", major, minor, err)
	}
	return t, nil
}

// Target is the PTX target for this driver's device (LaunchTarget).
func (d *Driver) Target() (Target, error) { return LaunchTarget(d.Major, d.Minor) }

// current makes the primary context current on the calling thread (the
// driver's current context is per thread). d.mu is held.
func (d *Driver) current() error {
	return cuErr("cuCtxSetCurrent", C.kiln_cu_ctx_set_current(d.ctx))
}

// Alloc allocates n bytes of device memory (0 for n == 0).
func (d *Driver) Alloc(n int64) (uint64, error) {
	if n < 0 {
		return 0, fmt.Errorf("invalid GPU allocation size %d", n)
	}
	if n == 0 {
		return 0, nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.current(); err != nil {
		return 0, err
	}
	var p C.uint64_t
	if err := cuErr("cuMemAlloc", C.kiln_cu_mem_alloc(&p, C.uint64_t(n))); err != nil {
		return 0, err
	}
	return uint64(p), nil
}

// Free frees device memory from Alloc (0 is ignored).
func (d *Driver) Free(p uint64) error {
	if p == 0 {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.current(); err != nil {
		return err
	}
	return cuErr("cuMemFree", C.kiln_cu_mem_free(C.uint64_t(p)))
}

// CopyToDevice copies n bytes from host address src to device address dst.
func (d *Driver) CopyToDevice(dst uint64, src uintptr, n int64) error {
	if n <= 0 {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.current(); err != nil {
		return err
	}
	return cuErr("cuMemcpyHtoD", C.kiln_cu_memcpy_htod(C.uint64_t(dst), C.uintptr_t(src), C.uint64_t(n)))
}

// CopyToHost copies n bytes from device address src to host address dst.
func (d *Driver) CopyToHost(dst uintptr, src uint64, n int64) error {
	if n <= 0 {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.current(); err != nil {
		return err
	}
	return cuErr("cuMemcpyDtoH", C.kiln_cu_memcpy_dtoh(C.uintptr_t(dst), C.uint64_t(src), C.uint64_t(n)))
}

// Memset sets n bytes of device memory at dst to b.
func (d *Driver) Memset(dst uint64, b byte, n int64) error {
	if n <= 0 {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.current(); err != nil {
		return err
	}
	return cuErr("cuMemsetD8", C.kiln_cu_memset_d8(C.uint64_t(dst), C.uchar(b), C.uint64_t(n)))
}

// Synchronize waits for every launch to finish (cuCtxSynchronize); an
// error of a kernel (an illegal address) is reported here.
func (d *Driver) Synchronize() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.current(); err != nil {
		return err
	}
	return cuErr("cuCtxSynchronize", C.kiln_cu_ctx_synchronize())
}

// Module is a PTX unit loaded into the context: its kernels and the
// device runtime's exception globals (0 when the unit has none: no code in
// it can throw).
type Module struct {
	h     C.uintptr_t
	funcs map[string]C.uintptr_t
	flag  uint64
	info  uint64
}

// Load loads PTX text into the context (cuModuleLoadDataEx, the driver
// JIT-compiles it for the device), once per distinct text.
func (d *Driver) Load(ptx string) (*Module, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if m, ok := d.modules[ptx]; ok {
		return m, nil
	}
	if err := d.current(); err != nil {
		return nil, err
	}
	cptx := C.CString(ptx)
	defer C.free(unsafe.Pointer(cptx))
	const logLen = 8192
	log := (*C.char)(C.calloc(logLen, 1))
	defer C.free(unsafe.Pointer(log))
	m := &Module{funcs: map[string]C.uintptr_t{}}
	if err := cuErr("cuModuleLoadDataEx", C.kiln_cu_module_load(&m.h, cptx, log, logLen)); err != nil {
		if ce, ok := err.(*CUDAError); ok {
			ce.Detail = strings.TrimSpace(C.GoString(log))
		}
		return nil, err
	}
	for _, g := range []struct {
		name string
		dst  *uint64
	}{{codegen.ExceptionFlag, &m.flag}, {codegen.ExceptionInfo, &m.info}} {
		cname := C.CString(g.name)
		var p, size C.uint64_t
		r := C.kiln_cu_module_global(&p, &size, m.h, cname)
		C.free(unsafe.Pointer(cname))
		if r == 0 && size >= 8 {
			*g.dst = uint64(p)
		} else if r != 0 && r != cuErrorNotFound {
			return nil, cuErr("cuModuleGetGlobal", r)
		}
	}
	d.modules[ptx] = m
	return m, nil
}

func (d *Driver) function(m *Module, entry string) (C.uintptr_t, error) {
	if f, ok := m.funcs[entry]; ok {
		return f, nil
	}
	cname := C.CString(entry)
	defer C.free(unsafe.Pointer(cname))
	var f C.uintptr_t
	if err := cuErr("cuModuleGetFunction", C.kiln_cu_module_function(&f, m.h, cname)); err != nil {
		if ce, ok := err.(*CUDAError); ok {
			ce.Detail = "kernel " + entry
		}
		return 0, err
	}
	m.funcs[entry] = f
	return f, nil
}

// Dims are a launch's grid or block dimensions (x, y, z).
type Dims [3]int

// Launch launches the kernel entry of m on the default stream with the
// given grid, block, dynamic shared memory (bytes) and parameters (each
// one argument's bytes, as KernelParams lays them out). It does not wait
// for the kernel.
func (d *Driver) Launch(m *Module, entry string, grid, block Dims, shmem int, params [][]byte) error {
	for i, x := range append(grid[:], block[:]...) {
		if x < 1 || x > 1<<31-1 {
			what := "blocks"
			if i >= 3 {
				what = "threads"
			}
			return fmt.Errorf("ArgumentError: invalid launch configuration: %s = %v (every dimension must be at least 1)", what, x)
		}
	}
	if n := block[0] * block[1] * block[2]; d.MaxThreads > 0 && n > d.MaxThreads {
		return fmt.Errorf("ArgumentError: invalid launch configuration: %d threads per block (the device allows %d)", n, d.MaxThreads)
	}
	if shmem < 0 || shmem > 1<<31-1 {
		return fmt.Errorf("ArgumentError: invalid launch configuration: shmem = %d", shmem)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.current(); err != nil {
		return err
	}
	fn, err := d.function(m, entry)
	if err != nil {
		return err
	}
	if shmem > defaultDynamicSharedLimit {
		if err := cuErr("cuFuncSetAttribute", C.kiln_cu_func_set_attribute(fn, funcAttrMaxDynamicShared, C.int(shmem))); err != nil {
			return err
		}
	}
	// The parameters and the array of pointers to them live in C memory
	// (cgo forbids handing C a Go pointer to Go pointers); the driver
	// copies them when the launch is queued.
	total := 0
	for _, p := range params {
		total += (len(p) + 15) &^ 15
	}
	var argv unsafe.Pointer
	if len(params) > 0 {
		mem := C.calloc(C.size_t(total+8*len(params)+16), 1)
		defer C.free(mem)
		ptrs := unsafe.Slice((*unsafe.Pointer)(mem), len(params))
		data := unsafe.Add(mem, (8*len(params)+15)&^15)
		off := 0
		for i, p := range params {
			dst := unsafe.Add(data, off)
			if len(p) > 0 {
				copy(unsafe.Slice((*byte)(dst), len(p)), p)
			}
			ptrs[i] = dst
			off += (len(p) + 15) &^ 15
		}
		argv = mem
	}
	g := [3]C.uint32_t{C.uint32_t(grid[0]), C.uint32_t(grid[1]), C.uint32_t(grid[2])}
	b := [3]C.uint32_t{C.uint32_t(block[0]), C.uint32_t(block[1]), C.uint32_t(block[2])}
	if err := cuErr("cuLaunchKernel", C.kiln_cu_launch(fn, &g[0], &b[0], C.uint32_t(shmem), (*unsafe.Pointer)(argv))); err != nil {
		if ce, ok := err.(*CUDAError); ok {
			ce.Detail = "kernel " + entry
		}
		return err
	}
	return nil
}

// TakeException reads m's exception flag after synchronization: thrown
// says a kernel signalled an exception, code is what report_exception
// recorded (1 generic, 2 BoundsError, 3 InexactError; 0 unknown). Both
// globals are reset, so that the next launch starts clean.
func (d *Driver) TakeException(m *Module) (thrown bool, code int64, err error) {
	if m.flag == 0 {
		return false, 0, nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err := d.current(); err != nil {
		return false, 0, err
	}
	buf := (*C.uint64_t)(C.calloc(2, 8))
	defer C.free(unsafe.Pointer(buf))
	vals := unsafe.Slice(buf, 2)
	if err := cuErr("cuMemcpyDtoH", C.kiln_cu_memcpy_dtoh(C.uintptr_t(uintptr(unsafe.Pointer(&vals[0]))), C.uint64_t(m.flag), 8)); err != nil {
		return false, 0, err
	}
	if vals[0] == 0 {
		return false, 0, nil
	}
	if m.info != 0 {
		if err := cuErr("cuMemcpyDtoH", C.kiln_cu_memcpy_dtoh(C.uintptr_t(uintptr(unsafe.Pointer(&vals[1]))), C.uint64_t(m.info), 8)); err != nil {
			return true, 0, err
		}
		if err := cuErr("cuMemsetD8", C.kiln_cu_memset_d8(C.uint64_t(m.info), 0, 8)); err != nil {
			return true, int64(vals[1]), err
		}
	}
	if err := cuErr("cuMemsetD8", C.kiln_cu_memset_d8(C.uint64_t(m.flag), 0, 8)); err != nil {
		return true, int64(vals[1]), err
	}
	return true, int64(vals[1]), nil
}

// ---- argument marshalling ------------------------------------------------------

// isGhost mirrors code generation's ghost types: values that have no
// representation, so they are not kernel parameters.
func isGhost(t types.Type) bool {
	if t == types.Bottom || types.IsSingleton(t) {
		return true
	}
	dt, ok := t.(*types.DataType)
	return ok && dt.Name == types.TypeT && !types.HasFreeVars(dt)
}

// KernelParams lays out a kernel's arguments the way its entry takes them
// (one by-value parameter per argument that is not a ghost, in order, the
// function itself first): sig is the argument tuple type (function type
// first), host the bytes of a value of that tuple as the host stores it
// (hostLayout). Each parameter is re-laid out in the device's data layout
// (devLayout), field by field. Arguments must be isbits.
func KernelParams(sig *types.DataType, host []byte, hostLayout, devLayout string) ([][]byte, error) {
	if sig.Name != types.TupleT {
		return nil, fmt.Errorf("internal error: kernel arguments of type %s are not a tuple", sig)
	}
	slots := codegen.FieldSlots(sig, hostLayout)
	fts := types.FieldTypes(sig)
	var out [][]byte
	for i, ft := range fts {
		if isGhost(ft) {
			continue
		}
		s := slots[i]
		if s.Boxed || !types.IsBits(ft) {
			what := fmt.Sprintf("argument %d", i)
			if i == 0 {
				what = "the kernel function"
			}
			return nil, fmt.Errorf("%s of type %s cannot be passed to a kernel: it is not isbits", what, ft)
		}
		if s.Offset+s.Size > int64(len(host)) {
			return nil, fmt.Errorf("internal error: kernel argument %d lies outside the argument tuple", i)
		}
		dt, ok := ft.(*types.DataType)
		if !ok {
			return nil, fmt.Errorf("kernel argument %d has the non-concrete type %s", i, ft)
		}
		size, _ := codegen.TypeSize(dt, devLayout)
		dst := make([]byte, size)
		if err := relayout(dt, host[s.Offset:s.Offset+s.Size], dst, hostLayout, devLayout); err != nil {
			return nil, err
		}
		out = append(out, dst)
	}
	return out, nil
}

// relayout copies an isbits value of type dt from the host layout to the
// device layout (they differ only in alignment, such as Int128's).
func relayout(dt *types.DataType, src, dst []byte, hostLayout, devLayout string) error {
	switch dt.Name.Kind {
	case types.KindStruct, types.KindTuple, types.KindNamedTuple:
		fts := types.FieldTypes(dt)
		if len(fts) == 0 {
			return nil
		}
		hs := codegen.FieldSlots(dt, hostLayout)
		ds := codegen.FieldSlots(dt, devLayout)
		for i, ft := range fts {
			if isGhost(ft) || hs[i].Size == 0 {
				continue
			}
			fdt, ok := ft.(*types.DataType)
			if !ok || hs[i].Boxed || ds[i].Boxed {
				return fmt.Errorf("field %d of %s cannot be passed to a kernel: it is not isbits", i+1, dt)
			}
			if hs[i].Offset+hs[i].Size > int64(len(src)) || ds[i].Offset+ds[i].Size > int64(len(dst)) {
				return fmt.Errorf("internal error: field %d of %s lies outside its value", i+1, dt)
			}
			if err := relayout(fdt, src[hs[i].Offset:hs[i].Offset+hs[i].Size], dst[ds[i].Offset:ds[i].Offset+ds[i].Size], hostLayout, devLayout); err != nil {
				return err
			}
		}
		return nil
	}
	copy(dst, src)
	return nil
}
