# This file is a part of Kiln's standard library.
#
# GPUCompiler.jl — the built-in module GPUCompiler: compiler targets and
# jobs, and reflection (code_typed, code_llvm, code_native) of device code.
# The compilation itself is Kiln's GPU compiler (package gpu), reached
# through the run-time entry kiln_gpu_compile: inference under the target's
# owner ("ptx:sm_75"), validation, NVPTX code generation.

module GPUCompiler

export PTXCompilerTarget, CompilerJob, FunctionSpec, CompilerConfig, InvalidIRError,
       AbstractCompilerTarget, AbstractCompilerParams, methodinstance

abstract type AbstractCompilerTarget end
abstract type AbstractCompilerParams end

"""
    PTXCompilerTarget(; cap=v"7.5.0", ptx=nothing, maxthreads=nothing)

The NVIDIA PTX target: compute capability `cap` (sm_75), PTX ISA version
`ptx` (LLVM's default when `nothing`) and the kernels' launch bound.
"""
struct PTXCompilerTarget <: AbstractCompilerTarget
    cap::VersionNumber
    ptx::VersionNumber
    maxthreads::Int
end

function PTXCompilerTarget(; cap=v"7.5.0", ptx=nothing, maxthreads=nothing)
    p = ptx === nothing ? v"0.0.0" : ptx
    m = maxthreads === nothing ? 0 : Int(maxthreads)
    return PTXCompilerTarget(cap, p, m)
end

function Base.show(io::IO, t::PTXCompilerTarget)
    print(io, "PTXCompilerTarget(cap=", t.cap, ")")
end

# The owner string of a target, as Kiln's reports print it.
function owner(t::PTXCompilerTarget)
    s = string("ptx:sm_", t.cap.major, t.cap.minor)
    if t.ptx.major != 0
        s = string(s, "+ptx", t.ptx.major, t.ptx.minor)
    end
    return s
end

"""
    FunctionSpec(f, tt=Tuple{}, kernel=true)

The function to compile and its argument types (the older GPUCompiler form).
"""
struct FunctionSpec
    f::Any
    tt::Any
    kernel::Bool
    name::Any
end

FunctionSpec(f, tt=Tuple{}, kernel::Bool=true) = FunctionSpec(f, tt, kernel, nothing)

"""
    MethodInstance

A function type and argument tuple type, as `methodinstance(ft, tt)` returns.
"""
struct MethodInstance
    ft::Any
    tt::Any
end

methodinstance(ft, tt) = MethodInstance(ft, tt)

function Base.show(io::IO, mi::MethodInstance)
    print(io, "MethodInstance for ", mi.ft, mi.tt)
end

"""
    CompilerConfig(target, params; kernel=true, name=nothing)
"""
struct CompilerConfig
    target::PTXCompilerTarget
    params::Any
    kernel::Bool
    name::Any
end

CompilerConfig(target::PTXCompilerTarget, params; kernel::Bool=true, name=nothing) =
    CompilerConfig(target, params, kernel, name)

"""
    CompilerJob(target, spec::FunctionSpec, params)
    CompilerJob(mi::MethodInstance, config::CompilerConfig)
"""
struct CompilerJob
    target::PTXCompilerTarget
    ft::Any
    tt::Any
    kernel::Bool
    params::Any
end

CompilerJob(target::PTXCompilerTarget, spec::FunctionSpec, params) =
    CompilerJob(target, typeof(spec.f), spec.tt, spec.kernel, params)
CompilerJob(mi::MethodInstance, config::CompilerConfig) =
    CompilerJob(config.target, mi.ft, mi.tt, config.kernel, config.params)

function Base.show(io::IO, job::CompilerJob)
    print(io, "CompilerJob of ", job.kernel ? "kernel " : "function ", job.ft, job.tt, " for ", owner(job.target))
end

"""
    InvalidIRError

Device code that uses something a GPU cannot do: dynamic dispatch, calls
into the host runtime, boxed values, non-isbits kernel arguments, a
kernel that returns a value. The message lists every problem, each with a
backtrace.
"""
struct InvalidIRError <: Exception
    msg::String
end

Base.showerror(io::IO, e::InvalidIRError) = print(io, "InvalidIRError: ", e.msg)

# stage: 1 typed IR, 2 LLVM IR, 3 PTX
function compile_stage(job::CompilerJob, stage::Int)
    t = job.target
    return ccall(:kiln_gpu_compile, String, (Any, Any, Int64, Int64, Int64, Int64, Int64, Int64),
                 job.ft, job.tt, job.kernel ? 1 : 0, Int(t.cap.major), Int(t.cap.minor),
                 Int(t.ptx.major) * 10 + Int(t.ptx.minor), t.maxthreads, stage)
end

"""
    code_typed(io, job), code_llvm(io, job), code_native(io, job)

Print the inferred IR, the optimized LLVM IR or the PTX of a job.
"""
code_typed(io::IO, job::CompilerJob) = (print(io, compile_stage(job, 1)); nothing)
code_llvm(io::IO, job::CompilerJob) = (print(io, compile_stage(job, 2)); nothing)
code_native(io::IO, job::CompilerJob) = (print(io, compile_stage(job, 3)); nothing)
code_typed(job::CompilerJob) = code_typed(stdout, job)
code_llvm(job::CompilerJob) = code_llvm(stdout, job)
code_native(job::CompilerJob) = code_native(stdout, job)

end # module GPUCompiler
