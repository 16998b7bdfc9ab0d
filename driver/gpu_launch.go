package driver

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kiln-lang/kiln/codegen"
	"github.com/kiln-lang/kiln/gpu"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/types"
)

// Launching: the run-time entry kiln_cuda that base/CUDA.jl's host API
// (CuArray, @cuda, CUDA.synchronize, CUDA.functional) calls. The CUDA
// driver is opened on first use (gpu.OpenDriver); without it every
// operation but functional() throws "no CUDA driver found (libcuda.so.1)"
// and nothing else is affected: compiling and reflecting on GPU code never
// opens the driver.

// The operations of kiln_cuda (CUDA.jl's _cu(op, ...)).
const (
	cudaAlloc      = 1 // (nbytes) -> device pointer
	cudaFree       = 2 // (ptr)
	cudaToDevice   = 3 // obj: Array; (dst, nbytes)
	cudaToHost     = 4 // obj: Array; (src, nbytes)
	cudaMemset     = 5 // (dst, byte, nbytes)
	cudaSync       = 6 // ()
	cudaLaunch     = 7 // obj: (f, args...) converted; (gx, gy, gz, bx, by, bz, shmem)
	cudaFunctional = 8 // () -> 1 with a driver and a device, else 0 (never throws)
	cudaCapability = 9 // () -> major*10 + minor
	cudaName       = 10
	cudaStatus     = 11 // () -> String: why the driver is not functional ("" if it is)
	cudaTarget     = 12 // () -> the launch target's major*10 + minor
)

// cudaCall is kiln_cuda: op with an object argument and seven integers. It
// returns a word (an integer or an object) or an exception to throw
// (isErr).
func (s *Session) cudaCall(op int64, obj uintptr, a [7]int64) (res uintptr, isErr bool) {
	if op == cudaFunctional {
		if _, err := gpu.OpenDriver(); err != nil {
			return 0, false
		}
		return 1, false
	}
	d, err := gpu.OpenDriver()
	if op == cudaStatus {
		if err != nil {
			return runtime.NewString(err.Error()), false
		}
		return runtime.NewString(""), false
	}
	if err != nil {
		return s.cudaException(err), true
	}
	switch op {
	case cudaAlloc:
		p, err := d.Alloc(a[0])
		if err != nil {
			return s.cudaException(err), true
		}
		return uintptr(p), false
	case cudaFree:
		err = d.Free(uint64(a[0]))
	case cudaToDevice, cudaToHost:
		if obj == 0 || a[1] < 0 {
			return s.cudaException(errors.New("internal error: bad array copy")), true
		}
		data := uintptr(runtime.ReadWord(obj, 0)) // an Array's payload: data pointer first
		if op == cudaToDevice {
			err = d.CopyToDevice(uint64(a[0]), data, a[1])
		} else {
			err = d.CopyToHost(data, uint64(a[0]), a[1])
		}
	case cudaMemset:
		err = d.Memset(uint64(a[0]), byte(a[1]), a[2])
	case cudaSync:
		err = d.Synchronize()
	case cudaLaunch:
		err = s.cudaLaunch(d, obj, a)
	case cudaCapability:
		return uintptr(d.Major*10 + d.Minor), false
	case cudaTarget:
		t, err := d.Target()
		if err != nil {
			return s.cudaException(err), true
		}
		return uintptr(t.Major*10 + t.Minor), false
	case cudaName:
		return runtime.NewString(d.Name), false
	default:
		err = fmt.Errorf("internal error: unknown CUDA operation %d", op)
	}
	if err != nil {
		return s.cudaException(err), true
	}
	return 0, false
}

// kernelThrew is a kernel that signalled an exception.
type kernelThrew struct {
	device string
	code   int64
}

func (k *kernelThrew) Error() string {
	return "KernelException: exception thrown during kernel execution on device " + k.device
}

// cudaLaunch compiles the kernel for the device's target (cached on its
// CodeInstance), loads its PTX (once), lays out the converted arguments
// as its parameters, launches it, synchronizes and checks the exception
// flag. obj is the tuple (f, args...) after cudaconvert.
func (s *Session) cudaLaunch(d *gpu.Driver, obj uintptr, a [7]int64) error {
	tt := s.typeOfDesc(runtime.TypeOf(obj))
	if tt == nil || tt.Name != types.TupleT || len(tt.Params) == 0 {
		return errors.New("internal error: @cuda needs the tuple (f, args...)")
	}
	for _, p := range tt.Params {
		if pt, ok := p.(types.Type); !ok || !types.IsConcrete(pt) {
			return fmt.Errorf("@cuda: argument type %v is not concrete", p)
		}
	}
	t, err := d.Target()
	if err != nil {
		return err
	}
	c, err := s.GPUCompiler(t)
	if err != nil {
		return err
	}
	mi, err := s.gpuMethodInstance(c, tt)
	if err != nil {
		return err
	}
	r, err := c.Compile(gpu.Job{MI: mi, Kernel: true}, false)
	if err != nil {
		return err
	}
	if !r.Cached && s.opts.TraceCompile {
		fmt.Fprintf(s.opts.Stderr, "precompile(%s)%s\n", traceSig(mi), ownerSuffix(c.Owner()))
	}
	mod, err := d.Load(r.PTX)
	if err != nil {
		return err
	}
	dl, err := c.DataLayout()
	if err != nil {
		return err
	}
	size, _ := codegen.TypeSize(tt, s.jit.layout)
	params, err := gpu.KernelParams(tt, memBytes(obj, size), s.jit.layout, dl)
	if err != nil {
		return err
	}
	grid := gpu.Dims{int(a[0]), int(a[1]), int(a[2])}
	block := gpu.Dims{int(a[3]), int(a[4]), int(a[5])}
	if err := d.Launch(mod, r.Entry, grid, block, int(a[6]), params); err != nil {
		return err
	}
	if err := d.Synchronize(); err != nil {
		return err
	}
	thrown, code, err := d.TakeException(mod)
	if err != nil {
		return err
	}
	if thrown {
		return &kernelThrew{device: d.Name, code: code}
	}
	return nil
}

// cudaException turns a launcher error into the Kiln exception to throw:
// KernelException, CuError (a driver error), InvalidIRError (the kernel
// does not compile), ArgumentError, or ErrorException (no driver: "no
// CUDA driver found (libcuda.so.1)").
func (s *Session) cudaException(err error) uintptr {
	var kt *kernelThrew
	var ce *gpu.CUDAError
	var ie *gpu.InvalidIRError
	switch {
	case errors.As(err, &kt):
		if p := s.cudaObject("KernelException", uint64(runtime.NewString(kt.device)), uint64(kt.code)); p != 0 {
			return p
		}
	case errors.As(err, &ce):
		if p := s.cudaObject("CuError", uint64(ce.Code), uint64(runtime.NewString(err.Error()))); p != 0 {
			return p
		}
	case errors.As(err, &ie):
		if p := s.gpuException("InvalidIRError", strings.TrimPrefix(ie.Error(), "InvalidIRError: ")); p != 0 {
			return p
		}
	}
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "ArgumentError: "); ok {
		if p := s.newObject("ArgumentError", uint64(runtime.NewString(rest))); p != 0 {
			return p
		}
	}
	return s.errorException(msg)
}

// cudaObject allocates an instance of a CUDA module type whose fields are
// all one word (Int64 or a boxed object), 0 if CUDA or the type is not
// there.
func (s *Session) cudaObject(typeName string, words ...uint64) uintptr {
	return s.builtinObject("builtin:CUDA", typeName, words...)
}

// builtinObject allocates an instance of a type of a loaded built-in
// module (key "builtin:CUDA") whose fields are all one word, 0 if the
// module or the type is not there.
func (s *Session) builtinObject(moduleKey, typeName string, words ...uint64) uintptr {
	ps, err := s.packages()
	if err != nil {
		return 0
	}
	m := ps.loaded[moduleKey]
	if m == nil {
		return 0
	}
	b := m.OwnBinding(typeName)
	if b == nil {
		return 0
	}
	dt, ok := b.Value.(*types.DataType)
	if !ok || len(types.FieldTypes(dt)) != len(words) {
		return 0
	}
	size, _ := codegen.TypeSize(dt, s.jit.layout)
	if size < 8*int64(len(words)) {
		size = 8 * int64(len(words))
	}
	p := runtime.Alloc(s.desc(dt), size)
	offs := codegen.FieldOffsets(dt, s.jit.layout)
	for i, w := range words {
		runtime.WriteWord(p, offs[i], w)
	}
	return p
}
