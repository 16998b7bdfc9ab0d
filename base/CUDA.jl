# This file is a part of Kiln's standard library.
#
# CUDA.jl — the built-in module CUDA: the device programming model
# (threadIdx() ... sync_threads(), fences, shared memory, atomics,
# CuDeviceArray, Int32 literals), the device runtime (signal_exception,
# report_exception), device overrides of Base (module DeviceOverrides), the
# compiler parameters, and the host side: CuArray, @cuda (launch_kernel)
# and the CUDA driver, loaded at run time. Device intrinsics are LLVM intrinsics
# (ccall("llvm.nvvm...")) or Kiln's own ("kiln.device..."), which only
# device code generation accepts: host code that calls one is a compile
# error.

module CUDA

using GPUCompiler

export CUDACompilerParams, threadIdx, blockIdx, blockDim, gridDim, warpsize,
       sync_threads, threadfence, threadfence_block, threadfence_system,
       CuDeviceArray, CuStaticSharedArray, CuDynamicSharedArray,
       signal_exception, report_exception,
       CuArray, cudaconvert, KernelException, CuError

"""
    CUDACompilerParams()

The CUDA compiler parameters of a CompilerJob.
"""
struct CUDACompilerParams <: AbstractCompilerParams end

# Int32 literals: 1i32 (`using CUDA: i32`).
struct Literal{T} end
Base.:(*)(x::Number, ::Type{Literal{T}}) where {T} = T(x)
const i32 = Literal{Int32}

# ---- indexing -------------------------------------------------------------

_tid_x() = ccall("llvm.nvvm.read.ptx.sreg.tid.x", Int32, ())
_tid_y() = ccall("llvm.nvvm.read.ptx.sreg.tid.y", Int32, ())
_tid_z() = ccall("llvm.nvvm.read.ptx.sreg.tid.z", Int32, ())
_ctaid_x() = ccall("llvm.nvvm.read.ptx.sreg.ctaid.x", Int32, ())
_ctaid_y() = ccall("llvm.nvvm.read.ptx.sreg.ctaid.y", Int32, ())
_ctaid_z() = ccall("llvm.nvvm.read.ptx.sreg.ctaid.z", Int32, ())
_ntid_x() = ccall("llvm.nvvm.read.ptx.sreg.ntid.x", Int32, ())
_ntid_y() = ccall("llvm.nvvm.read.ptx.sreg.ntid.y", Int32, ())
_ntid_z() = ccall("llvm.nvvm.read.ptx.sreg.ntid.z", Int32, ())
_nctaid_x() = ccall("llvm.nvvm.read.ptx.sreg.nctaid.x", Int32, ())
_nctaid_y() = ccall("llvm.nvvm.read.ptx.sreg.nctaid.y", Int32, ())
_nctaid_z() = ccall("llvm.nvvm.read.ptx.sreg.nctaid.z", Int32, ())

"Thread index in the block, 1-based: threadIdx().x"
threadIdx() = (x = _tid_x() + Int32(1), y = _tid_y() + Int32(1), z = _tid_z() + Int32(1))
"Block index in the grid, 1-based"
blockIdx() = (x = _ctaid_x() + Int32(1), y = _ctaid_y() + Int32(1), z = _ctaid_z() + Int32(1))
"Block dimensions"
blockDim() = (x = _ntid_x(), y = _ntid_y(), z = _ntid_z())
"Grid dimensions"
gridDim() = (x = _nctaid_x(), y = _nctaid_y(), z = _nctaid_z())
warpsize() = ccall("llvm.nvvm.read.ptx.sreg.warpsize", Int32, ())

# ---- synchronization --------------------------------------------------------

"Wait until every thread of the block has reached this point (bar.sync 0)."
sync_threads() = ccall("llvm.nvvm.barrier0", Nothing, ())
"Memory fence for the device (membar.gl)."
threadfence() = ccall("llvm.nvvm.membar.gl", Nothing, ())
"Memory fence for the block (membar.cta)."
threadfence_block() = ccall("llvm.nvvm.membar.cta", Nothing, ())
"Memory fence for the whole system, host included (membar.sys)."
threadfence_system() = ccall("llvm.nvvm.membar.sys", Nothing, ())

# ---- device runtime ---------------------------------------------------------

exception_flag() = ccall("kiln.device.exception_flag", Ptr{Int64}, ())
exception_info() = ccall("kiln.device.exception_info", Ptr{Int64}, ())

"""
    report_exception(code)

Record which exception a kernel threw (1 generic, 2 BoundsError); the host
reports it after synchronizing.
"""
function report_exception(code::Int64)
    Core.Intrinsics.pointerset(exception_info(), code, 1, 8)
    return nothing
end

"""
    signal_exception()

Set the exception flag, make it visible to the host (threadfence_system)
and exit the thread. Every throw in device code ends here.
"""
function signal_exception()
    Core.Intrinsics.pointerset(exception_flag(), 1, 1, 8)
    threadfence_system()
    ccall("kiln.device.exit", Nothing, ())
    return nothing
end

struct KernelError <: Exception end

function throw_device_boundserror()
    report_exception(2)
    throw(KernelError())
end

# ---- arrays -------------------------------------------------------------------

"""
    CuDeviceArray{T,N}

An array in GPU memory as kernels see it: a pointer, the dimensions and the
length.
"""
struct CuDeviceArray{T,N} <: AbstractArray{T,N}
    ptr::Ptr{T}
    dims::Tuple{Vararg{Int,N}}
    len::Int
end



Base.length(a::CuDeviceArray) = a.len
# As GPUArrays': GPU arrays index linearly (eachindex gives 1:length).
Base.IndexStyle(::Type{<:CuDeviceArray}) = Base.IndexLinear()
Base.size(a::CuDeviceArray) = a.dims
Base.size(a::CuDeviceArray, d::Integer) = a.dims[d]
Base.pointer(a::CuDeviceArray) = a.ptr

function Base.pointer(a::CuDeviceArray{T}, i::Integer) where {T}
    return Core.Intrinsics.bitcast(Ptr{T}, Core.Intrinsics.bitcast(UInt64, a.ptr) + UInt64((Int(i) - 1) * sizeof(T)))
end

function Base.getindex(a::CuDeviceArray{T}, i::Integer) where {T}
    ii = Int(i)
    (ii < 1 || ii > a.len) && throw_device_boundserror()
    return Core.Intrinsics.pointerref(a.ptr, ii, 1)
end

function Base.setindex!(a::CuDeviceArray{T}, x, i::Integer) where {T}
    ii = Int(i)
    (ii < 1 || ii > a.len) && throw_device_boundserror()
    Core.Intrinsics.pointerset(a.ptr, convert(T, x), ii, 1)
    return a
end

Base.getindex(a::CuDeviceArray{T,2}, i::Integer, j::Integer) where {T} = a[(Int(j) - 1) * a.dims[1] + Int(i)]
Base.setindex!(a::CuDeviceArray{T,2}, x, i::Integer, j::Integer) where {T} = (a[(Int(j) - 1) * a.dims[1] + Int(i)] = x)

"""
    CuStaticSharedArray(T, n)

A block-shared array of `n` elements of type `T` (static shared memory; `n`
must be a compile-time constant at the call site).
"""
function CuStaticSharedArray(::Type{T}, n::Integer) where {T}
    len = Int(n)
    p = ccall("kiln.device.static_shared", Ptr{T}, (Int64,), len * sizeof(T))
    return CuDeviceArray{T,1}(p, (len,), len)
end

"""
    CuDynamicSharedArray(T, n, offset=0)

A view of `n` elements of the dynamic shared memory (the `shmem` bytes of a
launch), starting `offset` bytes in.
"""
function CuDynamicSharedArray(::Type{T}, n::Integer, offset::Integer=0) where {T}
    base = ccall("kiln.device.dynamic_shared", Ptr{T}, ())
    p = Core.Intrinsics.bitcast(Ptr{T}, Core.Intrinsics.bitcast(UInt64, base) + UInt64(offset))
    return CuDeviceArray{T,1}(p, (Int(n),), Int(n))
end

# ---- atomics ------------------------------------------------------------------

"""
    CUDA.atomic_add!(p::Ptr{T}, x::T)

Atomically add `x` to the value at `p` in device memory; returns the old value.
"""
atomic_add!(p::Ptr{T}, x::T) where {T} = ccall("kiln.device.atomic_add", T, (Ptr{T}, T), p, x)

# ---- host: the CUDA driver, CuArray, @cuda ------------------------------------
#
# The CUDA driver (libcuda.so.1) is opened at run time, on first use, by the
# run-time entry kiln_cuda (driver/gpu_launch.go); Kiln has no link-time
# dependency on CUDA. Without a driver, CuArray and @cuda throw
# "no CUDA driver found (libcuda.so.1)"; compiling and reflection never need
# it. Launches are synchronous: @cuda waits for the kernel and checks the
# device runtime's exception flag (KernelException).

# kiln_cuda(op, obj, a0..a6); the operations are listed in driver/gpu_launch.go.
_cu(op::Int64, obj, a0::Int64=0, a1::Int64=0, a2::Int64=0, a3::Int64=0, a4::Int64=0, a5::Int64=0, a6::Int64=0) =
    ccall(:kiln_cuda, UInt64, (Int64, Any, Int64, Int64, Int64, Int64, Int64, Int64, Int64),
          op, obj, a0, a1, a2, a3, a4, a5, a6)
_cu_str(op::Int64) =
    ccall(:kiln_cuda, String, (Int64, Any, Int64, Int64, Int64, Int64, Int64, Int64, Int64),
          op, nothing, 0, 0, 0, 0, 0, 0, 0)
_ptr_int(p::UInt64) = Core.Intrinsics.bitcast(Int64, p)

"""
    KernelException

A kernel threw an exception on the device (a bounds error, an
InexactError, any `throw`): the launch's exception flag was set.
"""
struct KernelException <: Exception
    device::String
    code::Int64
end

function Base.showerror(io::IO, e::KernelException)
    print(io, "KernelException: exception thrown during kernel execution on device ", e.device)
    if e.code == 2
        print(io, "\nThe kernel reported a BoundsError (an out-of-bounds index).")
    elseif e.code == 3
        print(io, "\nThe kernel reported an InexactError.")
    end
end

"""
    CuError

An error the CUDA driver returned: "CUDA error: invalid argument (code 1,
ERROR_INVALID_VALUE)".
"""
struct CuError <: Exception
    code::Int64
    msg::String
end

Base.showerror(io::IO, e::CuError) = print(io, e.msg)

"""
    CUDA.functional()

Whether the CUDA driver (libcuda.so.1) and a device are there: kernels can
be launched. Never throws.
"""
functional() = _cu(8, nothing) == UInt64(1)

"""
    CUDA.driver_status()

Why CUDA is not functional (the driver's or dlopen's message), "" when it is.
"""
driver_status() = _cu_str(11)

"The compute capability of the device (device 0)."
function capability()
    c = Int(_cu(9, nothing))
    return VersionNumber(div(c, 10), rem(c, 10), 0)
end

"The name of the device (device 0)."
name() = _cu_str(10)

"Wait for every kernel and copy to finish (launches already wait)."
synchronize() = (_cu(6, nothing); nothing)

"""
    CuArray{T,N}

An array in GPU memory, owned by the host: a device pointer, the
dimensions and the length. `CuArray(a::Array)` copies an array to the
device, `CuArray{T}(undef, dims...)` allocates, `Array(d)` copies back.
Elements must be isbits. Device memory is not garbage collected: it is
freed by `CUDA.unsafe_free!(d)` or when the process exits.
"""
mutable struct CuArray{T,N} <: AbstractArray{T,N}
    ptr::UInt64
    dims::Tuple{Vararg{Int,N}}
    len::Int
end
Base.IndexStyle(::Type{<:CuArray}) = Base.IndexLinear()

function _cu_alloc(::Type{T}, dims::Tuple{Vararg{Int,N}}) where {T,N}
    isbitstype(T) || throw(ArgumentError(string("CuArray only supports element types that are isbits, not ", T)))
    len = 1
    for d in dims
        d < 0 && throw(ArgumentError("invalid CuArray dimensions"))
        len *= d
    end
    ptr = _cu(1, nothing, len * sizeof(T))
    return CuArray{T,N}(ptr, dims, len)
end

(::Type{CuArray{T}})(::UndefInitializer, n::Integer) where {T} = _cu_alloc(T, (Int(n),))
(::Type{CuArray{T}})(::UndefInitializer, m::Integer, n::Integer) where {T} = _cu_alloc(T, (Int(m), Int(n)))
(::Type{CuArray{T}})(::UndefInitializer, m::Integer, n::Integer, p::Integer) where {T} = _cu_alloc(T, (Int(m), Int(n), Int(p)))
(::Type{CuArray{T}})(::UndefInitializer, d::Tuple{Vararg{Integer,N}}) where {T,N} = _cu_alloc(T, map(Int, d))
(::Type{CuArray{T,1}})(::UndefInitializer, n::Integer) where {T} = _cu_alloc(T, (Int(n),))
(::Type{CuArray{T,2}})(::UndefInitializer, m::Integer, n::Integer) where {T} = _cu_alloc(T, (Int(m), Int(n)))
(::Type{CuArray{T,N}})(::UndefInitializer, d::Tuple{Vararg{Integer,N}}) where {T,N} = _cu_alloc(T, map(Int, d))

"CuArray(a::Array): a copy of `a` in GPU memory."
(::Type{CuArray})(a::Array{T,N}) where {T,N} = copyto!(_cu_alloc(T, size(a)), a)
(::Type{CuArray{T}})(a::Array{T,N}) where {T,N} = copyto!(_cu_alloc(T, size(a)), a)

"""
    CUDA.zeros(T, dims...)

A CuArray of zeros (every byte 0).
"""
function zeros(::Type{T}, dims::Integer...) where {T}
    d = _cu_alloc(T, map(Int, dims))
    _cu(5, nothing, _ptr_int(d.ptr), 0, d.len * sizeof(T))
    return d
end

Base.size(d::CuArray) = d.dims
Base.size(d::CuArray{T,N}, i::Integer) where {T,N} = i <= N ? d.dims[i] : 1
Base.length(d::CuArray) = d.len
Base.sizeof(d::CuArray{T}) where {T} = d.len * sizeof(T)

function _cu_live(d::CuArray)
    d.ptr == UInt64(0) && d.len > 0 && throw(ArgumentError("this CuArray has been freed (CUDA.unsafe_free!)"))
    return d
end

function Base.copyto!(d::CuArray{T}, a::Array{T}) where {T}
    length(a) == d.len || throw(DimensionMismatch(string("cannot copy an array of length ", length(a), " to a CuArray of length ", d.len)))
    _cu_live(d)
    _cu(3, a, _ptr_int(d.ptr), d.len * sizeof(T))
    return d
end

function Base.copyto!(a::Array{T}, d::CuArray{T}) where {T}
    length(a) == d.len || throw(DimensionMismatch(string("cannot copy a CuArray of length ", d.len, " to an array of length ", length(a))))
    _cu_live(d)
    _cu(4, a, _ptr_int(d.ptr), d.len * sizeof(T))
    return a
end

"Array(d::CuArray): a copy of `d` in host memory."
(::Type{Array{T,N} where {T,N}})(d::CuArray{T,N}) where {T,N} = copyto!(Array{T,N}(undef, d.dims), d)
(::Type{Array{T} where {T}})(d::CuArray{T,N}) where {T,N} = copyto!(Array{T,N}(undef, d.dims), d)
Base.collect(d::CuArray{T,N}) where {T,N} = copyto!(Array{T,N}(undef, d.dims), d)

_noscalar(what) = throw(ErrorException(string("Scalar indexing is disallowed: a CuArray lives in GPU memory. ", what)))
Base.getindex(d::CuArray, i::Integer) = _noscalar("Copy it to the host with Array(d), or index it in a kernel.")
Base.getindex(d::CuArray, i::Integer, j::Integer) = _noscalar("Copy it to the host with Array(d), or index it in a kernel.")
Base.setindex!(d::CuArray, x, i::Integer) = _noscalar("Copy it from the host with copyto!(d, a), or write it in a kernel.")
Base.setindex!(d::CuArray, x, i::Integer, j::Integer) = _noscalar("Copy it from the host with copyto!(d, a), or write it in a kernel.")

Base.show(io::IO, d::CuArray) = (_cu_live(d); show(io, Array(d)))

"""
    CUDA.unsafe_free!(d::CuArray)

Free `d`'s device memory now; `d` must not be used afterwards.
"""
function unsafe_free!(d::CuArray)
    if d.ptr != UInt64(0)
        _cu(2, nothing, _ptr_int(d.ptr))
        d.ptr = UInt64(0)
    end
    return nothing
end

"""
    cudaconvert(x)

The value a kernel receives for the launch argument `x`: a CuArray becomes
a CuDeviceArray (pointer, dimensions, length); isbits values are passed as
they are.
"""
cudaconvert(x) = x
function cudaconvert(d::CuArray{T,N}) where {T,N}
    _cu_live(d)
    return CuDeviceArray{T,N}(Core.Intrinsics.bitcast(Ptr{T}, d.ptr), d.dims, d.len)
end

# (f, cudaconvert.(args)...), one method per arity: a recursive map over a
# tuple of mixed types would widen its element types to unions.
_kernel_args(f) = (f,)
_kernel_args(f, a) = (f, cudaconvert(a))
_kernel_args(f, a, b) = (f, cudaconvert(a), cudaconvert(b))
_kernel_args(f, a, b, c) = (f, cudaconvert(a), cudaconvert(b), cudaconvert(c))
_kernel_args(f, a, b, c, d) = (f, cudaconvert(a), cudaconvert(b), cudaconvert(c), cudaconvert(d))
_kernel_args(f, a, b, c, d, e) = (f, cudaconvert(a), cudaconvert(b), cudaconvert(c), cudaconvert(d), cudaconvert(e))
_kernel_args(f, a, b, c, d, e, g) =
    (f, cudaconvert(a), cudaconvert(b), cudaconvert(c), cudaconvert(d), cudaconvert(e), cudaconvert(g))
_kernel_args(f, a, b, c, d, e, g, h) =
    (f, cudaconvert(a), cudaconvert(b), cudaconvert(c), cudaconvert(d), cudaconvert(e), cudaconvert(g), cudaconvert(h))
_kernel_args(f, a, b, c, d, e, g, h, rest...) =
    (_kernel_args(f, a, b, c, d, e, g, h)..., map(cudaconvert, rest)...)

_dim3(x::Integer) = (Int(x), 1, 1)
_dim3(x::Tuple{Integer}) = (Int(x[1]), 1, 1)
_dim3(x::Tuple{Integer,Integer}) = (Int(x[1]), Int(x[2]), 1)
_dim3(x::Tuple{Integer,Integer,Integer}) = (Int(x[1]), Int(x[2]), Int(x[3]))
_dim3(x) = throw(ArgumentError(string("invalid launch dimensions ", x, " (an integer or a tuple of up to 3)")))

"""
    @cuda threads=… blocks=… shmem=… f(args...)

Compile `f` as a kernel for the device's target (cached), convert the
arguments (`cudaconvert`), launch it, wait for it and throw a
KernelException if it signalled one. `threads` and `blocks` are integers
or tuples of up to three (default 1); `shmem` is the dynamic shared memory
in bytes (default 0). @cuda expands to `CUDA.launch_kernel(f, threads,
blocks, shmem, args...)`.
"""
function launch_kernel(f, threads, blocks, shmem::Integer, args...)
    t = _dim3(threads)
    b = _dim3(blocks)
    kargs = _kernel_args(f, args...)
    _cu(7, kargs, b[1], b[2], b[3], t[1], t[2], t[3], Int(shmem))
    return nothing
end

# ---- device overrides of Base (@device_override) ---------------------------
#
# A function here replaces Base's function of the same name in device code:
# the GPU interpreter's overlay method table answers first. Math uses
# NVPTX-capable intrinsics.

module DeviceOverrides
# Errors thrown by Base code record their kind (report_exception's code)
# and signal the device runtime instead of allocating an exception object.
_report_code(code::Int64) =
    (Core.Intrinsics.pointerset(ccall("kiln.device.exception_info", Ptr{Int64}, ()), code, 1, 8); nothing)
throw_inexacterror(f::Symbol, T, val) = (_report_code(3); throw(nothing))
throw_boundserror(A, I) = (_report_code(2); throw(nothing))
sin(x::Float32) = ccall("llvm.nvvm.sin.approx.f", Float32, (Float32,), x)
cos(x::Float32) = ccall("llvm.nvvm.cos.approx.f", Float32, (Float32,), x)
exp2(x::Float32) = ccall("llvm.nvvm.ex2.approx.f", Float32, (Float32,), x)
log2(x::Float32) = ccall("llvm.nvvm.lg2.approx.f", Float32, (Float32,), x)
exp(x::Float32) = ccall("llvm.nvvm.ex2.approx.f", Float32, (Float32,), x * 1.442695f0)
log(x::Float32) = ccall("llvm.nvvm.lg2.approx.f", Float32, (Float32,), x) * 0.6931472f0
end

end # module CUDA
