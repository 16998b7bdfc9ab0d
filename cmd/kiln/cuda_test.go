package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Launching kernels (@cuda, CuArray): the no-driver error (everywhere),
// the whole host path against a fake libcuda.so.1 (compiled here: it runs
// vector add on the CPU, dumps parameters and signals exceptions), and,
// with a real CUDA driver and device, vector add, a shared-memory block
// reduction and a kernel that throws a bounds error, checked against host
// results.

const cudaPrograms = `using CUDA
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
    shared[t] = x[(blockIdx().x - 1i32) * 256i32 + t]
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

function oob(a)
    i = threadIdx().x
    a[i + 1i32] = 1.0f0     # the last thread writes past the end
    return nothing
end
`

// TestCUDANoDriver: without libcuda.so.1, CuArray and @cuda throw the
// clear error at the caller's line, CUDA.functional() is false, and GPU
// compilation and reflection still work in the same program.
func TestCUDANoDriver(t *testing.T) {
	dir := writeFiles(t, map[string]string{"k.jl": cudaPrograms,
		"alloc.jl": `include("k.jl")
println(CUDA.functional())
a = Float32[1, 2, 3]
d = CuArray(a)
println("unreachable")
`,
		"launch.jl": `include("k.jl")
using GPUCompiler
job = CompilerJob(PTXCompilerTarget(; cap=v"7.5.0"), FunctionSpec(vadd, Tuple{CuDeviceArray{Float32,1}, CuDeviceArray{Float32,1}, CuDeviceArray{Float32,1}}, true), CUDACompilerParams())
io = IOBuffer()
GPUCompiler.code_native(io, job)
println(occursin(".visible .entry _Z4vadd", String(take!(io))))
function run(x)
    @cuda threads=4 blocks=2 vadd(x, x, x)
    return nothing
end
try
    run(1.0f0)
catch e
    println(typeof(e), ": ", occursin("no CUDA driver found (libcuda.so.1)", sprint(showerror, e)))
end
run(1.0f0)
`})
	env := []string{"KILN_CUDA_LIBRARY=" + filepath.Join(dir, "no-such-libcuda.so.1")}
	r := runKilnEnv(t, dir, env, "run", "alloc.jl")
	noCrash(t, r)
	if r.code != 1 || r.stdout != "false\n" {
		t.Errorf("alloc: exit %d stdout %q\n%s", r.code, r.stdout, r.stderr)
	}
	for _, w := range []string{"ERROR: LoadError: no CUDA driver found (libcuda.so.1)", "alloc.jl:4"} {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("alloc: stderr lacks %q:\n%s", w, r.stderr)
		}
	}
	r = runKilnEnv(t, dir, env, "run", "launch.jl")
	noCrash(t, r)
	if r.code != 1 || r.stdout != "true\nErrorException: true\n" {
		t.Errorf("launch: exit %d stdout %q\n%s", r.code, r.stdout, r.stderr)
	}
	for _, w := range []string{"no CUDA driver found (libcuda.so.1)", "run(x::Float32)", "launch.jl:"} {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("launch: stderr lacks %q:\n%s", w, r.stderr)
		}
	}
	// kiln code --target never needs the driver.
	vec := "::CuDeviceArray{Float32,1}"
	r = runKilnEnv(t, dir, env, "code", "native", "--target", "ptx:sm_75", "k.jl", "vadd("+vec+", "+vec+", "+vec+")")
	if r.code != 0 || !strings.Contains(r.stdout, ".visible .entry _Z4vadd") {
		t.Errorf("code native: exit %d\n%s", r.code, r.stderr)
	}
}

// TestCUDAMacroErrors: misuse of @cuda is a lowering error with a location.
func TestCUDAMacroErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"using CUDA\nk(a) = nothing\n@cuda threads=4\n", "@cuda: the last argument must be a call f(args...)"},
		{"using CUDA\nk(a) = nothing\n@cuda maxregs=4 k(1)\n", "@cuda: unsupported keyword maxregs (Kiln supports threads, blocks and shmem)"},
		{"using CUDA\nk(a) = nothing\n@cuda threads=4 threads=2 k(1)\n", "@cuda: keyword threads given twice"},
	} {
		dir := writeFiles(t, map[string]string{"m.jl": c.src})
		r := runKiln(t, dir, "run", "m.jl")
		noCrash(t, r)
		if r.code != 1 || !strings.Contains(r.stderr, c.want) || !strings.Contains(r.stderr, "m.jl:3") {
			t.Errorf("%q: exit %d, want %q at m.jl:3:\n%s", c.src, r.code, c.want, r.stderr)
		}
	}
}

// fakeCUDA is a stand-in libcuda.so.1 for testing the launcher without a
// GPU: device memory is host memory, modules keep their PTX, and a launch
// logs its configuration and parameters (sizes parsed from the PTX entry)
// to $FAKE_CUDA_LOG, then "runs" the kernel: _Z4vadd* adds element-wise
// over the grid, _Z3oob* signals a BoundsError through the exception
// globals, any other kernel does nothing. Error codes follow cuda.h.
const fakeCUDA = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
typedef unsigned long long dptr;
static uint64_t exc_flag, exc_info;
static FILE *openlog_(void) { const char *p = getenv("FAKE_CUDA_LOG"); return p ? fopen(p, "a") : NULL; }
int cuInit(unsigned f) { return getenv("FAKE_CUDA_NO_DEVICE") ? 100 : 0; }
int cuDriverGetVersion(int *v) { *v = 12040; return 0; }
int cuDeviceGetCount(int *n) { *n = 1; return 0; }
int cuDeviceGet(int *d, int o) { *d = o; return 0; }
int cuDeviceGetAttribute(int *v, int a, int d) { *v = a == 75 ? 9 : a == 76 ? 0 : a == 1 ? 1024 : 0; return 0; }
int cuDeviceGetName(char *n, int len, int d) { snprintf(n, len, "Fake GPU"); return 0; }
int cuDevicePrimaryCtxRetain(void **c, int d) { *c = (void *)1; return 0; }
int cuCtxSetCurrent(void *c) { return 0; }
int cuCtxSynchronize(void) { return 0; }
int cuMemAlloc_v2(dptr *p, size_t n) { *p = (dptr)(uintptr_t)calloc(1, n); return n == 0 ? 1 : 0; }
int cuMemFree_v2(dptr p) { free((void *)(uintptr_t)p); return 0; }
int cuMemcpyHtoD_v2(dptr d, const void *s, size_t n) { memcpy((void *)(uintptr_t)d, s, n); return 0; }
int cuMemcpyDtoH_v2(void *d, dptr s, size_t n) { memcpy(d, (void *)(uintptr_t)s, n); return 0; }
int cuMemsetD8_v2(dptr d, unsigned char v, size_t n) { memset((void *)(uintptr_t)d, v, n); return 0; }
int cuModuleLoadDataEx(void **m, const void *img, unsigned n, int *opts, void **vals) {
	if (strstr((const char *)img, ".entry") == NULL) return 218;
	const char *tg = strstr((const char *)img, ".target"), *nl = tg ? strchr(tg, '\n') : NULL;
	FILE *f = openlog_(); if (f && tg && nl) { fprintf(f, "load %.*s\n", (int)(nl - tg), tg); fclose(f); } else if (f) fclose(f);
	*m = strdup((const char *)img); return 0;
}
int cuModuleUnload(void *m) { free(m); return 0; }
int cuModuleGetFunction(void **fn, void *m, const char *name) {
	char pat[512]; snprintf(pat, sizeof pat, ".entry %s(", name);
	char *p = strstr((char *)m, pat); if (!p) return 500;
	*fn = p; return 0;
}
int cuModuleGetGlobal_v2(dptr *p, size_t *n, void *m, const char *name) {
	if (!strcmp(name, "kiln_exception_flag")) { *p = (dptr)(uintptr_t)&exc_flag; *n = 8; return 0; }
	if (!strcmp(name, "kiln_exception_info")) { *p = (dptr)(uintptr_t)&exc_info; *n = 8; return 0; }
	return 500;
}
int cuFuncSetAttribute(void *fn, int a, int v) { return 0; }
static int psize(const char *l) {
	const char *nl = strchr(l, '\n');
	size_t len = nl ? (size_t)(nl - l) : strlen(l);
	const char *b = memchr(l, '[', len);
	if (b) return atoi(b + 1);
	const char *t = l + 6;
	while (*t == ' ' || *t == '\t') t++;
	return atoi(t + 2) / 8; /* .u32, .f32, .u8, .b64 ... */
}
int cuLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
		   unsigned shmem, void *stream, void **params, void **extra) {
	const char *e = (const char *)fn + 7, *end = strchr(e, '(');
	FILE *f = openlog_();
	if (f) fprintf(f, "launch %.*s grid %u %u %u block %u %u %u shmem %u\n", (int)(end - e), e, gx, gy, gz, bx, by, bz, shmem);
	const char *close = strchr(end, ')');
	int i = 0;
	for (const char *l = strstr(end, ".param"); l && l < close; l = strstr(l + 1, ".param"), i++) {
		int n = psize(l);
		if (f) { fprintf(f, "param %d:", i); for (int k = 0; k < n; k++) fprintf(f, " %02x", ((unsigned char *)params[i])[k]); fprintf(f, "\n"); }
	}
	if (f) fclose(f);
	if (shmem > 1000000) return 1;
	if (!strncmp(e, "_Z4vadd", 7)) {
		float **a = (float **)params[0], **b = (float **)params[1], **c = (float **)params[2];
		int64_t len = ((int64_t *)params[2])[2];
		for (int64_t k = 0; k < len && k < (int64_t)gx * bx; k++) c[0][k] = a[0][k] + b[0][k];
	}
	if (!strncmp(e, "_Z3oob", 6)) { exc_info = 2; exc_flag = 1; }
	return 0;
}
int cuGetErrorString(int r, const char **s) { *s = r == 1 ? "invalid argument" : r == 100 ? "no CUDA-capable device is detected" : "unknown error"; return 0; }
int cuGetErrorName(int r, const char **s) { *s = r == 1 ? "CUDA_ERROR_INVALID_VALUE" : r == 100 ? "CUDA_ERROR_NO_DEVICE" : "CUDA_ERROR_UNKNOWN"; return 0; }
`

// buildFakeCUDA compiles fakeCUDA into dir/libcuda.so.1.
func buildFakeCUDA(t *testing.T, dir string) string {
	t.Helper()
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "cc"
	}
	src := filepath.Join(dir, "fakecuda.c")
	if err := os.WriteFile(src, []byte(fakeCUDA), 0o644); err != nil {
		t.Fatal(err)
	}
	lib := filepath.Join(dir, "libcuda.so.1")
	if out, err := exec.Command(cc, "-shared", "-fPIC", "-o", lib, src).CombinedOutput(); err != nil {
		t.Fatalf("building the fake libcuda: %v\n%s", err, out)
	}
	return lib
}

// fakeMain is the program TestCUDAFakeDriver runs; its last line throws.
const fakeMain = `include("k.jl")
println(CUDA.functional(), " ", CUDA.name(), " ", CUDA.capability())
a = Float32[1, 2, 3, 4, 5]
b = Float32[10, 20, 30, 40, 50]
da = CuArray(a)
db = CuArray(b)
dc = CuArray{Float32}(undef, 5)
println(length(dc), " ", size(dc), " ", eltype(dc))
@cuda threads=4 blocks=2 vadd(da, db, dc)
@cuda threads=(2, 2) blocks=(1, 1, 1) shmem=64 vadd(da, db, dc)
println(Array(dc))
println(Array(dc) == Float32[a[i] + b[i] for i in 1:5])
z = CUDA.zeros(Int64, 2, 3)
println(Array(z))
function scalars(a, x::Float32, n::Int32, t::Tuple{Int,Int}, flag::Bool)
    a[1] = x + Float32(n) + Float32(t[2]) + Float32(flag)
    return nothing
end
@cuda scalars(da, 1.5f0, Int32(7), (3, 4), true)
try
    @cuda threads=4 oob(da)
catch e
    println(typeof(e))
    showerror(stdout, e)
    println()
end
try
    @cuda threads=2048 vadd(da, db, dc)
catch e
    println(sprint(showerror, e))
end
try
    @cuda shmem=2000000 vadd(da, db, dc)
catch e
    println(typeof(e), " ", e.code, " ", sprint(showerror, e))
end
try
    CuArray(a)[1]
catch e
    println(sprint(showerror, e))
end
CUDA.unsafe_free!(dc)
try
    Array(dc)
catch e
    println(sprint(showerror, e))
end
@cuda threads=4 oob(da)
`

// TestCUDAFakeDriver runs the host side of launching against the fake
// driver: CuArray round trips, compilation for the device's target (sm_90
// capped to sm_86), argument conversion and parameter layout, the launch
// configuration, KernelException, CuError and the kernel cache.
func TestCUDAFakeDriver(t *testing.T) {
	dir := writeFiles(t, map[string]string{"k.jl": cudaPrograms, "main.jl": fakeMain})
	lib := buildFakeCUDA(t, dir)
	log := filepath.Join(dir, "launches.log")
	r := runKilnEnv(t, dir, []string{"KILN_CUDA_LIBRARY=" + lib, "FAKE_CUDA_LOG=" + log, "KILN_TRACE_COMPILE=1"}, "run", "main.jl")
	noCrash(t, r)
	lastLine := fmt.Sprintf("main.jl:%d", strings.Count(fakeMain, "\n"))
	want := "true Fake GPU 9.0.0\n5 (5,) Float32\nFloat32[11.0, 22.0, 33.0, 44.0, 55.0]\ntrue\n" +
		"[0 0 0; 0 0 0]\n" +
		"KernelException\nKernelException: exception thrown during kernel execution on device Fake GPU\nThe kernel reported a BoundsError (an out-of-bounds index).\n" +
		"ArgumentError: invalid launch configuration: 2048 threads per block (the device allows 1024)\n" +
		"CuError 1 CUDA error: invalid argument (code 1, ERROR_INVALID_VALUE) in cuLaunchKernel\nkernel _Z4vadd24CuDeviceArray_Float32_1_24CuDeviceArray_Float32_1_24CuDeviceArray_Float32_1_\n" +
		"Scalar indexing is disallowed: a CuArray lives in GPU memory. Copy it to the host with Array(d), or index it in a kernel.\n" +
		"ArgumentError: this CuArray has been freed (CUDA.unsafe_free!)\n"
	if r.stdout != want || r.code != 1 {
		t.Errorf("exit %d\n got %q\nwant %q\n%s", r.code, r.stdout, want, r.stderr)
	}
	for _, w := range []string{"ERROR: LoadError: KernelException: exception thrown during kernel execution on device Fake GPU", lastLine,
		"precompile(Tuple{typeof(Main.vadd), CuDeviceArray{Float32, 1}, CuDeviceArray{Float32, 1}, CuDeviceArray{Float32, 1}}) # ptx:sm_86"} {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, r.stderr)
		}
	}
	// Cached on its CodeInstance: the two launches in a row compile it
	// once; the later ones may compile it again, as new definitions in
	// between (a comprehension's closure) give it a new CodeInstance, but
	// its PTX is the same text, so its module is loaded once (below).
	if n := strings.Count(r.stderr, "precompile(Tuple{typeof(Main.vadd)"); n < 1 || n > 2 {
		t.Errorf("vadd compiled %d times, want 1 or 2:\n%s", n, r.stderr)
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	got := string(data)
	if n := strings.Count(got, "load .target sm_86"); n != 3 {
		t.Errorf("want 3 modules loaded for sm_86 (vadd, scalars, oob), got %d:\n%s", n, got)
	}
	checkOrdered(t, "launch log", got,
		"launch _Z4vadd", "grid 2 1 1 block 4 1 1 shmem 0",
		"param 0:", "param 1:", "param 2:",
		"launch _Z4vadd", "grid 1 1 1 block 2 2 1 shmem 64",
		"launch _Z7scalars", "grid 1 1 1 block 1 1 1 shmem 0",
		"param 1: 00 00 c0 3f", // 1.5f0
		"param 2: 07 00 00 00", // Int32(7)
		"param 3: 03 00 00 00 00 00 00 00 04 00 00 00 00 00 00 00",
		"param 4: 01",
		"launch _Z3oob", "block 4 1 1")
	// A CuDeviceArray parameter: pointer, dims, length (24 bytes).
	for _, line := range strings.Split(got, "\n") {
		if strings.HasPrefix(line, "param 2:") && strings.Count(line, " ")-1 == 24 {
			fields := strings.Fields(line)[2:]
			if strings.Join(fields[8:], "") != "0500000000000000"+"0500000000000000" {
				t.Errorf("CuDeviceArray parameter: dims and length should be 5: %s", line)
			}
			break
		}
	}
}

// TestCUDAFakeNoDevice: a driver without a device is its own clear error.
func TestCUDAFakeNoDevice(t *testing.T) {
	dir := writeFiles(t, map[string]string{"m.jl": "using CUDA\nprintln(CUDA.functional())\nCuArray(Float32[1])\n"})
	lib := buildFakeCUDA(t, dir)
	r := runKilnEnv(t, dir, []string{"KILN_CUDA_LIBRARY=" + lib, "FAKE_CUDA_NO_DEVICE=1"}, "run", "m.jl")
	noCrash(t, r)
	if r.code != 1 || r.stdout != "false\n" || !strings.Contains(r.stderr, "no CUDA device found (libcuda.so.1 is loaded): CUDA error: no CUDA-capable device is detected (code 100, ERROR_NO_DEVICE)") {
		t.Errorf("exit %d stdout %q\n%s", r.code, r.stdout, r.stderr)
	}
}

// cudaDevice reports whether a real CUDA driver and device are present
// (the probe: kiln itself, CUDA.functional()).
func cudaDevice(t *testing.T) {
	t.Helper()
	dir := writeFiles(t, map[string]string{"probe.jl": "using CUDA\nprintln(CUDA.functional())\nprintln(CUDA.driver_status())\n"})
	r := runKiln(t, dir, "run", "probe.jl")
	if !strings.HasPrefix(r.stdout, "true\n") {
		t.Skipf("no CUDA driver/device: %s", strings.TrimSpace(strings.TrimPrefix(r.stdout, "false\n")))
	}
}

// TestCUDAHardware runs kernels on a real GPU and checks them against
// host results; without a CUDA driver and device it is skipped, visibly.
func TestCUDAHardware(t *testing.T) {
	cudaDevice(t)
	dir := writeFiles(t, map[string]string{"k.jl": cudaPrograms, "hw.jl": `include("k.jl")
n = 1000
a = Float32[i for i in 1:n]
b = Float32[2i for i in 1:n]
da, db, dc = CuArray(a), CuArray(b), CuArray{Float32}(undef, n)
@cuda threads=256 blocks=div(n + 255, 256) vadd(da, db, dc)
println("vadd ", Array(dc) == Float32[a[i] + b[i] for i in 1:n])

function blocksums(x, nb)
    out = zeros(Float32, nb)
    for k in 1:nb, j in 1:256
        out[k] += x[(k - 1) * 256 + j]
    end
    return out
end
nb = 4
x = Float32[rem(i, 7) for i in 1:256nb]
dx, dout = CuArray(x), CuArray{Float32}(undef, nb)
@cuda threads=256 blocks=nb reduce_block(dout, dx)
println("reduce ", Array(dout) == blocksums(x, nb))

dy = CuArray(zeros(Float32, 8))
try
    @cuda threads=8 oob(dy)
    println("no exception")
catch e
    println(typeof(e))
    println(occursin("exception thrown during kernel execution on device", sprint(showerror, e)))
end
# the context is still usable after a kernel exception
@cuda threads=256 blocks=div(n + 255, 256) vadd(db, da, dc)
println("again ", Array(dc) == Float32[b[i] + a[i] for i in 1:n])
`})
	r := runKiln(t, dir, "run", "hw.jl")
	noCrash(t, r)
	want := "vadd true\nreduce true\nKernelException\ntrue\nagain true\n"
	if r.stdout != want || r.code != 0 {
		t.Errorf("exit %d\n got %q\nwant %q\n%s", r.code, r.stdout, want, r.stderr)
	}
}
