package driver

import (
	"fmt"
	"strings"
	"sync"

	"github.com/kiln-lang/kiln/gpu"
	"github.com/kiln-lang/kiln/infer"
	"github.com/kiln-lang/kiln/methods"
	"github.com/kiln-lang/kiln/runtime"
	"github.com/kiln-lang/kiln/types"
)

// GPU compilation glue: the built-in modules GPUCompiler and CUDA (Kiln
// source in base/), one gpu.Compiler per target, and the run-time entry
// kiln_gpu_compile that GPUCompiler.code_typed/code_llvm/code_native and
// CUDA.cufunction call. GPU CodeInstances only ever go to gpu.Compile
// (device code generation); host code generation refuses them.

// gpuSources are the built-in GPU modules and their sources in base/.
var gpuSources = map[string]string{"GPUCompiler": "GPUCompiler.jl", "CUDA": "CUDA.jl"}

type gpuState struct {
	mu        sync.Mutex
	compilers map[infer.Owner]*gpu.Compiler
	overlay   *gpu.Overlay
	// loadErr is the error of loading a GPU module, by name.
	loadErr map[string]error
}

var (
	gpuMu     sync.Mutex
	gpuStates = map[*Session]*gpuState{}
)

func (s *Session) gpu() *gpuState {
	gpuMu.Lock()
	defer gpuMu.Unlock()
	st := gpuStates[s]
	if st == nil {
		st = &gpuState{compilers: map[infer.Owner]*gpu.Compiler{}, overlay: gpu.NewOverlay(), loadErr: map[string]error{}}
		gpuStates[s] = st
	}
	return st
}

// gpuModule loads the built-in module GPUCompiler or CUDA (nil for any
// other name): its source is evaluated once, as a package's.
func (s *Session) gpuModule(name string) (*methods.Module, error) {
	file, ok := gpuSources[name]
	if !ok {
		return nil, nil
	}
	ps, err := s.packages()
	if err != nil {
		return nil, err
	}
	key := "builtin:" + name
	if m, ok := ps.loaded[key]; ok {
		return m, nil
	}
	if ps.active[key] {
		return nil, fmt.Errorf("ArgumentError: package %s is loaded recursively", name)
	}
	ps.active[key] = true
	defer delete(ps.active, key)
	src, err := readBase(file)
	if err != nil {
		return nil, err
	}
	if err := s.ensureGPUSymbols(); err != nil {
		return nil, err
	}
	if err := s.evalSource(ps.root, "base/"+file, string(src)); err != nil {
		return nil, err
	}
	var m *methods.Module
	if b := ps.root.OwnBinding(name); b != nil {
		m, _ = b.Value.(*methods.Module)
	}
	if m == nil {
		return nil, fmt.Errorf("internal error: base/%s did not define module %s", file, name)
	}
	ps.loaded[key] = m
	return m, nil
}

// cudaModule returns the CUDA module, loading it if needed.
func (s *Session) cudaModule() (*methods.Module, error) {
	return s.gpuModule("CUDA")
}

// installOverlay makes the functions of CUDA.DeviceOverrides replace
// Base's functions of the same name in device code (@device_override).
func (s *Session) installOverlay(st *gpuState, cuda *methods.Module) {
	// Scanned at every compilation: @device_override methods defined by
	// the program after CUDA loaded join the overlay too.
	b := cuda.OwnBinding("DeviceOverrides")
	if b == nil {
		return
	}
	om, ok := b.Value.(*methods.Module)
	if !ok {
		return
	}
	for _, name := range om.Names() {
		ob := om.OwnBinding(name)
		if ob == nil {
			continue
		}
		over, ok := ob.Value.(*methods.Function)
		if !ok || over.Module != om {
			continue
		}
		hb := s.Base.Lookup(name)
		if hb == nil {
			continue
		}
		if host, ok := hb.Value.(*methods.Function); ok {
			st.overlay.Add(host, over)
		}
	}
}

// GPUCompiler returns the session's compiler for target t (loading CUDA,
// whose device runtime and overrides every GPU compilation uses).
func (s *Session) GPUCompiler(t gpu.Target) (*gpu.Compiler, error) {
	st := s.gpu()
	cuda, err := s.cudaModule()
	if err != nil {
		return nil, err
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	s.installOverlay(st, cuda)
	if c, ok := st.compilers[t.Owner()]; ok {
		s.shareTracer(c)
		return c, nil
	}
	c, err := gpu.NewCompiler(t, st.overlay, s.globalType)
	if err != nil {
		return nil, err
	}
	c.Runtime = func() (*infer.CodeInstance, error) {
		mi, err := s.zeroArgMI(cuda, "signal_exception")
		if err != nil {
			return nil, err
		}
		return c.Engine.InferMI(mi)
	}
	st.compilers[t.Owner()] = c
	s.shareTracer(c)
	return c, nil
}

// shareTracer makes the GPU engine report its frames (under its owner) to
// the native engine's tracer and inferred hook: the precompile tracker and
// `kiln snoop` see GPU inference too.
func (s *Session) shareTracer(c *gpu.Compiler) {
	c.Engine.Tracer = s.engine.Tracer
	c.Engine.OnInferred = s.engine.OnInferred
}

func (s *Session) zeroArgMI(m *methods.Module, name string) (*methods.MethodInstance, error) {
	b := m.OwnBinding(name)
	if b == nil {
		return nil, fmt.Errorf("%s.%s is not defined", m.Path(), name)
	}
	f, ok := b.Value.(*methods.Function)
	if !ok {
		return nil, fmt.Errorf("%s.%s is not a function", m.Path(), name)
	}
	tt := types.Tuple(f.Type)
	res := f.Table.Lookup(tt)
	if res.Method == nil {
		return nil, fmt.Errorf("no method %s.%s()", m.Path(), name)
	}
	return res.Method.Specialize(tt, res.Env), nil
}

// gpuMethodInstance resolves a call signature (function type first) for
// device code: the overlay answers first.
func (s *Session) gpuMethodInstance(c *gpu.Compiler, tt *types.DataType) (*methods.MethodInstance, error) {
	tbl := methods.TableFor(tt.Params[0].(types.Type))
	if tbl == nil {
		return nil, fmt.Errorf("%s is not a generic function", tt.Params[0])
	}
	res := c.Engine.Interp.FindMethod(tbl, tt)
	if res.Method == nil {
		return nil, fmt.Errorf("MethodError: no method matching %s", methods.SigString(fnName(tt.Params[0].(types.Type)), tt))
	}
	return res.Method.Specialize(tt, res.Env), nil
}

// GPU reflection stages.
const (
	GPUTyped  = 1
	GPULLVM   = 2
	GPUNative = 3
)

// CodeGPU compiles mi for target t and returns one stage: the typed IR
// (GPUTyped), the optimized LLVM IR (GPULLVM) or the PTX (GPUNative).
// kernel compiles it as a kernel entry (else a device function).
func (s *Session) CodeGPU(mi *methods.MethodInstance, t gpu.Target, kernel bool, maxThreads, stage int) (string, error) {
	c, err := s.GPUCompiler(t)
	if err != nil {
		return "", err
	}
	// The MethodInstance for the device: the overlay may pick another
	// method than the host's dispatch did.
	if gmi, err := s.gpuMethodInstance(c, mi.SpecTypes); err == nil {
		mi = gmi
	}
	if stage == GPUTyped {
		ci, err := c.Infer(mi)
		if err != nil {
			return "", err
		}
		return infer.PrintTyped(ci), nil
	}
	r, err := c.Compile(gpu.Job{MI: mi, Kernel: kernel, MaxThreads: maxThreads}, stage == GPULLVM)
	if err != nil {
		return "", err
	}
	if !r.Cached && s.opts.TraceCompile {
		// As for host code: one line per MethodInstance compiled, with
		// its owner.
		fmt.Fprintf(s.opts.Stderr, "precompile(%s)%s\n", traceSig(mi), ownerSuffix(c.Owner()))
	}
	if stage == GPULLVM {
		return r.LLVM, nil
	}
	return r.PTX, nil
}

// gpuCompileCall is kiln_gpu_compile: the run-time entry of the Kiln-level
// GPU API. ft and tt are type objects (the function's type and the
// argument tuple type); it returns a String object, or an exception
// object to throw (isErr).
func (s *Session) gpuCompileCall(ft, tt uintptr, kernel bool, major, minor, ptx, maxThreads, stage int64) (res uintptr, isErr bool) {
	fail := func(err error) (uintptr, bool) {
		if ie, ok := err.(*gpu.InvalidIRError); ok {
			if p := s.gpuException("InvalidIRError", strings.TrimPrefix(ie.Error(), "InvalidIRError: ")); p != 0 {
				return p, true
			}
		}
		return s.errorException(err.Error()), true
	}
	fty, ok1 := s.typeFromObject(ft)
	tty, ok2 := s.typeFromObject(tt)
	if !ok1 || !ok2 {
		return fail(fmt.Errorf("GPU compilation needs a function and a tuple type"))
	}
	tup, ok := tty.(*types.DataType)
	if !ok || tup.Name != types.TupleT {
		return fail(fmt.Errorf("GPU compilation: %s is not a tuple type", tty))
	}
	sig := []types.Type{fty}
	for _, p := range tup.Params {
		pt, ok := p.(types.Type)
		if !ok || !types.IsConcrete(pt) {
			return fail(fmt.Errorf("GPU compilation: argument type %v is not concrete", p))
		}
		sig = append(sig, pt)
	}
	t := gpu.Target{Major: int(major), Minor: int(minor), PTX: int(ptx)}
	c, err := s.GPUCompiler(t)
	if err != nil {
		return fail(err)
	}
	mi, err := s.gpuMethodInstance(c, types.Tuple(sig...))
	if err != nil {
		return fail(err)
	}
	out, err := s.CodeGPU(mi, t, kernel, int(maxThreads), int(stage))
	if err != nil {
		return fail(err)
	}
	return runtime.NewString(out), false
}

// gpuException builds an exception of a GPUCompiler type with one String
// field (0 if the type is not there).
func (s *Session) gpuException(typeName, msg string) uintptr {
	return s.builtinObject("builtin:GPUCompiler", typeName, uint64(runtime.NewString(msg)))
}
