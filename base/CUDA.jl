# This file is a part of Kiln's standard library.
#
# CUDA.jl — the built-in module CUDA: the device programming model
# (threadIdx() ... sync_threads(), fences, shared memory, atomics,
# CuDeviceArray, Int32 literals), the device runtime (signal_exception,
# report_exception), device overrides of Base (module DeviceOverrides) and
# the compiler parameters. Device intrinsics are LLVM intrinsics
# (ccall("llvm.nvvm...")) or Kiln's own ("kiln.device..."), which only
# device code generation accepts: host code that calls one is a compile
# error.

module CUDA

using GPUCompiler

export CUDACompilerParams, threadIdx, blockIdx, blockDim, gridDim, warpsize,
       sync_threads, threadfence, threadfence_block, threadfence_system,
       CuDeviceArray, CuStaticSharedArray, CuDynamicSharedArray,
       signal_exception, report_exception

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
