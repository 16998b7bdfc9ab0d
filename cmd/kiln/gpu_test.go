package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// GPU compilation end to end, without a GPU: PTX checks (FileCheck
// style: required lines, in order), validator messages, the host's refusal
// of GPU intrinsics, the seed's workload under kiln run and kiln
// precompile, caching and no poisoning between host and device code.

const gpuKernels = `using CUDA
using CUDA: i32

function vadd(a, b, c)
    i = (blockIdx().x - 1i32) * blockDim().x + threadIdx().x
    if i <= length(c)
        c[i] = a[i] + b[i]
    end
    return
end

function reduce_block(out, x)
    shared = CuStaticSharedArray(Float32, 256)
    t = threadIdx().x
    shared[t] = x[t]
    sync_threads()
    s = Int32(128)
    while s > Int32(0)
        if t <= s
            shared[t] += shared[t + s]
        end
        sync_threads()
        s = s >> 1
    end
    if t == Int32(1)
        out[blockIdx().x] = shared[1]
    end
    return nothing
end

function fences(a)
    threadfence_block()
    threadfence()
    threadfence_system()
    CUDA.atomic_add!(pointer(a), 1.0f0)
    return nothing
end

function dyn(a)
    s = CuDynamicSharedArray(Float32, 32)
    s[threadIdx().x] = a[threadIdx().x]
    sync_threads()
    a[threadIdx().x] = sin(s[33i32 - threadIdx().x])
    return nothing
end
`

// checkOrdered fails unless every pattern occurs in text, in order.
func checkOrdered(t *testing.T, what, text string, patterns ...string) {
	t.Helper()
	rest := text
	for _, p := range patterns {
		i := strings.Index(rest, p)
		if i < 0 {
			t.Errorf("%s: CHECK %q not found (in order) in:\n%s", what, p, text)
			return
		}
		rest = rest[i+len(p):]
	}
}

func noCrash(t *testing.T, r result) {
	t.Helper()
	for _, m := range crashMarkers {
		if strings.Contains(r.stderr, m) {
			t.Errorf("stderr has crash marker %q:\n%s", m, r.stderr)
		}
	}
}

func TestGPUCodeNative(t *testing.T) {
	dir := writeFiles(t, map[string]string{"k.jl": gpuKernels})
	vec := "::CuDeviceArray{Float32,1}"
	r := runKiln(t, dir, "code", "native", "--target", "ptx:sm_75", "k.jl", "vadd("+vec+", "+vec+", "+vec+")")
	noCrash(t, r)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	checkOrdered(t, "vadd", r.stdout, ".target sm_75", ".address_size 64", ".visible .global .align 8 .u64 kiln_exception_",
		".visible .entry _Z4vadd", "%ctaid.x", "%ntid.x", "%tid.x", "add.rn.f32", "ret;",
		"st.global.u64 \t[kiln_exception_flag]", "membar.sys;", "exit;")

	r = runKiln(t, dir, "code", "native", "--target=ptx:sm_80+ptx70", "k.jl", "reduce_block("+vec+", "+vec+")")
	noCrash(t, r)
	checkOrdered(t, "reduce_block", r.stdout, ".version 7.0", ".target sm_80", ".visible .entry _Z12reduce_block",
		".shared .align 16 .b8 kiln_shmem_1[1024];", "st.shared.f32", "bar.sync \t0;", "ld.shared.f32")

	r = runKiln(t, dir, "code", "native", "--target", "ptx:sm_75", "k.jl", "fences("+vec+")")
	noCrash(t, r)
	checkOrdered(t, "fences", r.stdout, ".visible .entry _Z6fences", "membar.cta;", "membar.gl;", "membar.sys;", "atom.add.f32")

	r = runKiln(t, dir, "code", "native", "--target", "ptx:sm_75", "k.jl", "dyn("+vec+")")
	noCrash(t, r)
	checkOrdered(t, "dyn", r.stdout, ".extern .shared .align 16 .b8 kiln_dynamic_shmem[];", ".visible .entry _Z3dyn", "bar.sync", "sin.approx.f32")

	// A device function (not a kernel) is a .func.
	r = runKiln(t, dir, "code", "native", "--target", "ptx:sm_75", "--device-function", "k.jl", "CUDA.threadIdx()")
	noCrash(t, r)
	checkOrdered(t, "device function", r.stdout, ".visible .func", "%tid.x")
	if strings.Contains(r.stdout, ".entry") {
		t.Errorf("a device function must not be an .entry:\n%s", r.stdout)
	}

	// LLVM IR: NVPTX triple, kernel annotations, intrinsics.
	r = runKiln(t, dir, "code", "llvm", "--target", "ptx:sm_75", "k.jl", "fences("+vec+")")
	noCrash(t, r)
	checkOrdered(t, "llvm", r.stdout, `target triple = "nvptx64-nvidia-cuda"`, "define void @_Z6fences", "call void @llvm.nvvm.membar.sys()",
		"!nvvm.annotations", `!"kernel", i32 1`)

	// Typed IR under the GPU owner: the overlay replaced Base.sin.
	r = runKiln(t, dir, "code", "typed", "--target", "ptx:sm_75", "k.jl", "dyn("+vec+")")
	noCrash(t, r)
	if !strings.Contains(r.stdout, "sin") || r.code != 0 {
		t.Errorf("code typed --target: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	// Bad targets are usage errors.
	for _, bad := range []string{"ptx:sm75", "cuda", "ptx:sm_99"} {
		r = runKiln(t, dir, "code", "native", "--target", bad, "k.jl", "vadd("+vec+", "+vec+", "+vec+")")
		if r.code != 2 || !strings.Contains(r.stderr, "kiln code:") {
			t.Errorf("--target %s: exit %d %s", bad, r.code, r.stderr)
		}
	}
}

func TestGPUValidator(t *testing.T) {
	dir := writeFiles(t, map[string]string{"bad.jl": `using CUDA
struct Holder
    data::Vector{Float32}
end
g = 3.0f0
function printing(a)
    println("hi")
    return nothing
end
returns(a) = a[1]
nonisbits(a, h) = nothing
function globalread(a)
    a[1] = g
    return nothing
end
function allocates(a)
    v = Float32[1.0f0, 2.0f0]
    a[1] = v[1]
    return nothing
end
`})
	vec := "::CuDeviceArray{Float32,1}"
	for _, c := range []struct {
		sig  string
		want []string
	}{
		{"printing(" + vec + ")", []string{"InvalidIRError: compiling MethodInstance for printing(::CuDeviceArray{Float32, 1}) resulted in invalid LLVM IR",
			"Reason: unsupported call into the host runtime (ccall of kiln_write_string (printing))", "[1] Base.write", "@ base/io.jl:", "printing\n   @ bad.jl:7"}},
		{"returns(" + vec + ")", []string{"Reason: unsupported kernel returns a value (it returns a value of type Float32; kernels must return nothing)"}},
		{"nonisbits(" + vec + ", ::Holder)", []string{"Reason: unsupported non-isbits kernel argument (argument 2 (h) of type Holder is not isbits: field data::Vector{Float32} is mutable"}},
		{"globalread(" + vec + ")", []string{"Reason: unsupported access to a non-constant global (global g lives in host memory)",
			"Reason: unsupported dynamic function invocation (call to setindex!(::CuDeviceArray{Float32, 1}, ::Any, ::Int64))", "globalread\n   @ bad.jl:13"}},
		{"allocates(" + vec + ")", []string{"Reason: unsupported allocation (arrays are allocated by the host runtime)"}},
	} {
		r := runKiln(t, dir, "code", "native", "--target", "ptx:sm_75", "bad.jl", c.sig)
		noCrash(t, r)
		if r.code != 1 {
			t.Errorf("%s: exit %d, want 1", c.sig, r.code)
		}
		for _, w := range c.want {
			if !strings.Contains(r.stderr, w) {
				t.Errorf("%s: stderr lacks %q:\n%s", c.sig, w, r.stderr)
			}
		}
	}
}

// TestGPUHostIntrinsic: host code that calls a GPU-only intrinsic is a
// clear compile error (function, owner, intrinsic), never an LLVM abort.
func TestGPUHostIntrinsic(t *testing.T) {
	dir := writeFiles(t, map[string]string{"host.jl": `using CUDA
f() = threadfence_system()
println("before")
f()
println("after")
`})
	r := runKiln(t, dir, "run", "host.jl")
	noCrash(t, r)
	if r.code != 1 || r.stdout != "before\n" {
		t.Errorf("exit %d stdout %q", r.code, r.stdout)
	}
	for _, w := range []string{"cannot compile CUDA.threadfence_system() (owner native) for the host", "llvm.nvvm.membar.sys"} {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, r.stderr)
		}
	}
}

const seedWorkload = `    @precompile_all_calls begin
        target = PTXCompilerTarget(; cap=v"7.5.0")
        params = CUDACompilerParams()
        job = CompilerJob(target, FunctionSpec(identity, Tuple{Nothing}, true), params)
        GPUCompiler.code_native(devnull, job)
    end
`

// TestGPUSeed runs the seed's workload (../shared/seed/): under kiln run,
// and in a package precompiled with kiln precompile, whose GPU trees stay
// under the GPU owner while nothing GPU-owned reaches host code.
func TestGPUSeed(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"seed.jl": `using GPUCompiler, CUDA
target = PTXCompilerTarget(; cap=v"7.5.0")
params = CUDACompilerParams()
job = CompilerJob(target, FunctionSpec(identity, Tuple{Nothing}, true), params)
GPUCompiler.code_native(devnull, job)
GPUCompiler.code_native(stdout, job)
println(job)
`,
		"pk/GPUSeed/Project.toml": "name = \"GPUSeed\"\nuuid = \"4b1e2c6a-1111-4a3b-9c2d-0000000000a1\"\n[deps]\n" +
			"SnoopPrecompile = \"66db9d55-30c0-4569-8b51-7e840670fc0c\"\nGPUCompiler = \"61eb1bfa-7361-4325-ad38-22787b887f55\"\n" +
			"CUDA = \"052768ef-5323-5732-b1bb-66c8b64840ba\"\n",
		"pk/GPUSeed/src/GPUSeed.jl": "module GPUSeed\nusing SnoopPrecompile\nusing GPUCompiler\nusing CUDA\n\n" +
			"@precompile_setup let\n" + seedWorkload + "end\nend\n",
		"use.jl": "using GPUSeed\nprintln(\"loaded\")\n",
	})
	r := runKiln(t, dir, "run", "seed.jl")
	noCrash(t, r)
	if r.code != 0 {
		t.Fatalf("seed: exit %d\n%s", r.code, r.stderr)
	}
	checkOrdered(t, "seed", r.stdout, ".target sm_75", ".visible .entry _Z8identityv()", "ret;",
		"CompilerJob of kernel typeof(identity)Tuple{Nothing} for ptx:sm_75")

	t.Setenv("KILN_LOAD_PATH", filepath.Join(dir, "pk"))
	r = runKiln(t, dir, "precompile", "--verbose", "GPUSeed")
	noCrash(t, r)
	if r.code != 0 {
		t.Fatalf("precompile: exit %d\n%s", r.code, r.stderr)
	}
	for _, w := range []string{"kept      CUDA.signal_exception()  [ptx:sm_75]", "kept      Base.identity(::Nothing)  [ptx:sm_75]",
		"GPUCompiler.code_native(::Base.KilnStream, ::GPUCompiler.CompilerJob)  [native]"} {
		if !strings.Contains(r.stdout, w) {
			t.Errorf("precompile --verbose lacks %q:\n%s", w, r.stdout)
		}
	}
	for _, line := range strings.Split(r.stdout, "\n") {
		if strings.Contains(line, "[native]") && (strings.Contains(line, "signal_exception") || strings.Contains(line, "threadfence")) {
			t.Errorf("GPU-only code under the native owner: %s", line)
		}
	}
	r = runKiln(t, dir, "run", "use.jl")
	noCrash(t, r)
	if r.stdout != "loaded\n" || r.code != 0 {
		t.Errorf("use: exit %d %q %s", r.code, r.stdout, r.stderr)
	}

	// Served from the image: the same PTX with no inference and no LLVM
	// for the GPU owner, the GPU trees persisted under their owner.
	writeTree(t, dir, map[string]string{"again.jl": "using GPUSeed, GPUCompiler, CUDA\n" +
		"job = CompilerJob(PTXCompilerTarget(; cap=v\"7.5.0\"), FunctionSpec(identity, Tuple{Nothing}, true), CUDACompilerParams())\n" +
		"GPUCompiler.code_native(stdout, job)\n"})
	depot := "KILN_DEPOT=" + filepath.Join(dir, "depot")
	r = runKilnEnv(t, dir, []string{depot}, "precompile", "GPUSeed")
	if r.code != 0 {
		t.Fatalf("precompile: exit %d\n%s", r.code, r.stderr)
	}
	src := runKilnEnv(t, dir, []string{depot, "KILN_TRACE_COMPILE=1"}, "--pkgimages=no", "run", "again.jl")
	if !strings.Contains(src.stderr, "precompile(Tuple{typeof(Base.identity), Nothing}) # ptx:sm_75") {
		t.Errorf("from source the kernel is compiled for ptx:sm_75 (traced):\n%s", src.stderr)
	}
	r = runKilnEnv(t, dir, []string{depot, "KILN_TRACE_COMPILE=1", "KILN_DEBUG_LOADING=1"}, "run", "again.jl")
	noCrash(t, r)
	if r.code != 0 || r.stdout != src.stdout || !strings.Contains(r.stdout, ".visible .entry _Z8identityv") {
		t.Errorf("PTX from the image differs: exit %d\n%s\n--- from source:\n%s\n%s", r.code, r.stdout, src.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "for foreign owners") {
		t.Errorf("the GPU code instances must be installed from the image:\n%s", r.stderr)
	}
	if strings.Contains(r.stderr, "# ptx:sm_75") {
		t.Errorf("nothing may be compiled for ptx:sm_75 after loading the image:\n%s", r.stderr)
	}
	r = runKilnEnv(t, dir, []string{depot}, "inspect", "GPUSeed")
	for _, w := range []string{"ptx:sm_75:", "CUDA.signal_exception()", "Base.identity(::Nothing)", "native:"} {
		if !strings.Contains(r.stdout, w) {
			t.Errorf("inspect lacks %q:\n%s", w, r.stdout)
		}
	}
}

// TestGPUCachingAndPoisoning: redefining a kernel's callee recompiles the
// kernel; host code of the same functions stays correct after device
// compilation and the other way round.
func TestGPUCachingAndPoisoning(t *testing.T) {
	dir := writeFiles(t, map[string]string{"c.jl": `using GPUCompiler, CUDA
helper(x) = x + 1.0f0
function k(a)
    a[1] = helper(a[1])
    return nothing
end
println(helper(1.0f0))
job = CompilerJob(PTXCompilerTarget(; cap=v"7.5.0"), FunctionSpec(k, Tuple{CuDeviceArray{Float32,1}}, true), CUDACompilerParams())
io = IOBuffer()
GPUCompiler.code_native(io, job)
p1 = String(take!(io))
GPUCompiler.code_native(io, job)
p1b = String(take!(io))
println(occursin("add.rn.f32", p1), " ", p1 == p1b)
println(helper(2.0f0))
helper(x) = x * 3.0f0
GPUCompiler.code_native(io, job)
p2 = String(take!(io))
println(occursin("mul.rn.f32", p2), " ", occursin("add.rn.f32", p2))
println(helper(2.0f0))
println(sin(1.0f0) == sin(1.0f0), " ", sin(0.0f0))
`})
	r := runKiln(t, dir, "run", "c.jl")
	noCrash(t, r)
	want := "2.0\ntrue true\n3.0\ntrue false\n6.0\ntrue 0.0\n"
	if r.stdout != want || r.code != 0 {
		t.Errorf("exit %d\n got %q\nwant %q\n%s", r.code, r.stdout, want, r.stderr)
	}
}

// TestDeviceOverride: @device_override replaces a Base function in device
// code only.
func TestDeviceOverride(t *testing.T) {
	dir := writeFiles(t, map[string]string{"ov.jl": `using GPUCompiler, CUDA
CUDA.@device_override Base.abs(x::Float32) = x * 3.0f0
function k(a)
    a[1] = abs(a[1])
    return nothing
end
println(abs(-1.5f0))
job = CompilerJob(PTXCompilerTarget(; cap=v"7.5.0"), FunctionSpec(k, Tuple{CuDeviceArray{Float32,1}}, true), CUDACompilerParams())
io = IOBuffer()
GPUCompiler.code_native(io, job)
p = String(take!(io))
println(occursin("mul.rn.f32", p), " ", occursin("abs.f32", p))
`, "bad.jl": "using CUDA\n@device_override x = 1\n"})
	r := runKiln(t, dir, "run", "ov.jl")
	if r.code != 0 || r.stdout != "1.5\ntrue false\n" {
		t.Errorf("@device_override: exit %d %q\n%s", r.code, r.stdout, r.stderr)
	}
	r = runKiln(t, dir, "run", "bad.jl")
	if r.code != 1 || !strings.Contains(r.stderr, "bad.jl:2") || !strings.Contains(r.stderr, "@device_override must be followed by a method definition") {
		t.Errorf("bad @device_override: exit %d\n%s", r.code, r.stderr)
	}
}
