# This file is a part of Kiln's Base library.
#
# misc.jl — time, exit, and small utilities.

# Seconds since the epoch (wall clock), as Julia's time().
time() = ccall(:kiln_time_now, Float64, ())
# Nanoseconds from a monotonic clock, as Julia's time_ns().
time_ns() = ccall(:kiln_time_ns, UInt64, ())

# sleep(seconds), as Julia 1.10's (base/asyncevent.jl: a negative or NaN
# time is an ArgumentError). Julia waits on a Timer while other tasks run;
# Kiln runs one task, so the process itself sleeps, until the deadline of
# the monotonic clock even if a signal interrupts it.
function sleep(sec::Real)
    sec ≥ 0 || throw(ArgumentError("cannot sleep for $sec seconds"))
    ns = Float64(sec) * 1.0e9
    deadline = time_ns() + (ns >= 9.0e18 ? UInt64(9_000_000_000_000_000_000) : unsafe_trunc(UInt64, ns))
    while true
        now = time_ns()
        now >= deadline && break
        ccall(:usleep, Int32, (UInt32,), UInt32(min((deadline - now) ÷ 1000 + 1, 999_999)))
    end
    return nothing
end

# exit(n) as Julia's jl_exit: the atexit hooks run (file.jl's _atexit), then
# the process ends; no exception unwinds, so enclosing `finally` blocks do
# not run (Julia 1.10's base/initdefs.jl: exit(n) = ccall(:jl_exit, ...)).
# The status is converted to Int32 as Julia's ccall converts it (out of
# range: InexactError); the process's status is its low byte.
function exit(n::Integer)
    code = convert(Int32, n)
    ccall(:kiln_atexit_pending, Int32, ()) != 0 && _atexit(code)
    ccall(:kiln_exit, Nothing, (Int32,), code)
    return nothing
end
exit() = exit(0)

isinteractive() = false

# Identity-based helpers.
isbits(x) = isbitstype(typeof(x))
isbitstype(T::Type) = Core._isbitstype(T)
# sizeof of any other type or value (Julia's Core.sizeof): the size of the
# layout of the type's instances, a mutable struct's too (driver/typeobj.go),
# known at compile time for a bits type; an array's is its data's
sizeof(::Type{T}) where {T} = isbitstype(T) ? Core.sizeof(T) : _reflect(28, T, nothing)::Int
sizeof(x) = isbitstype(typeof(x)) ? Core.sizeof(x) : _reflect(28, typeof(x), nothing)::Int
sizeof(a::Array) = length(a) * (isbitsunion(eltype(a)) ? _ss_union_elsize(eltype(a)) : _elsize(eltype(a)))
ismutable(x) = Core._ismutabletype(typeof(x))
# deprecated (Julia 1.6) but still defined; the default --depwarn=no prints nothing
isimmutable(x) = !ismutable(x)
ismutabletype(T::Type) = Core._ismutabletype(T)

copy(s::String) = s

# Returns a function that always returns x (Julia 1.10's Returns,
# operators.jl): of type Returns{Core.Typeof(x)} (Returns(Int) is a
# Returns{Type{Int64}}), taking any arguments and keywords.
struct Returns{V} <: Function
    value::V
    Returns{V}(value) where {V} = new{V}(value)
    Returns(value) = new{_typeof_captured(value)}(value)
end
(obj::Returns)(@nospecialize(args...); kw...) = obj.value

# __precompile__(isprecompilable=true) at the top of a package's file (Julia
# 1.10's loading.jl): Julia refuses to precompile a package that declares
# itself not precompilable; Kiln builds every package's image the same
# way, so the declaration has no effect.
__precompile__(isprecompilable::Bool=true) = nothing

# Base.inferencebarrier: x, of a type inference cannot see (Any).
inferencebarrier(@nospecialize(x)) = Ref{Any}(x)[]
# Base.invokelatest: the call sees the methods that eval defined since the
# running code's world began (driver: Session.worldLatest). The call is
# dispatched at run time: its inference, in the world this code was
# compiled in, must not decide its result (a method eval added since may
# apply where none did).
function invokelatest(f, args...; kwargs...)
    w = ccall(:kiln_world_latest, Int64, (Int64,), -1)
    g = inferencebarrier(f)
    try
        return isempty(kwargs) ? g(args...) : g(args...; kwargs...)
    finally
        ccall(:kiln_world_latest, Int64, (Int64,), w)
    end
end

# The exception being handled (inside catch, or in a function called from
# one), thrown again; with none (outside any catch block: the exception of a
# catch block that has ended is no longer being handled), Julia's error.
_handling_exception() = bitcast(UInt64, ccall(:kiln_current_exception, Ptr{Cvoid}, ())) != 0x0000000000000000
# It keeps the exception stack and the exception's backtrace (Julia's
# jl_rethrow); rethrow(e) throws e in its place (jl_rethrow_other).
function rethrow()
    _handling_exception() || throw(ErrorException("rethrow() not allowed outside a catch block"))
    ccall(:kiln_rethrow, Cvoid, ())
    throw(ccall(:kiln_current_exception, Any, ()))  # (not reached)
end
function rethrow(@nospecialize(e))
    _handling_exception() || throw(ErrorException("rethrow(exc) not allowed outside a catch block"))
    ccall(:kiln_rethrow_other, Cvoid, (Any,), e)
    throw(e)  # (not reached)
end

# ---- reflection -------------------------------------------------------------------

function fieldnames(T::DataType)
    n = fieldcount(T)
    # a tuple type's fields are numbered, not named (Julia's
    # fieldnames(::Type{<:Tuple}))
    T.name === Tuple{}.name && return ntuple(identity, n)
    names = Symbol[]
    i = 1
    while i <= n
        push!(names, Core._fieldname(T, i))
        i += 1
    end
    return (names...,)
end
# a parametric type's names, from its body (fieldnames(Point) for Point{T})
fieldnames(T::UnionAll) = fieldnames(unwrap_unionall(T))
isabstracttype(T) = T isa DataType && Core._isabstracttype(T)
# Julia unwraps a UnionAll: isabstracttype(AbstractVector) is true
isabstracttype(T::UnionAll) = isabstracttype(unwrap_unionall(T))
isconcretetype(T) = Core._isconcretetype(T)


# Julia's command-line options (base/options.jl), as a program reads them
# (Base.JLOptions().check_bounds, .can_inline, .code_coverage …): Kiln's
# are fixed (bounds checked as by default, inlining on, no coverage).
struct JLOptions
    quiet::Int8
    banner::Int8
    julia_bindir::Ptr{UInt8}
    julia_bin::Ptr{UInt8}
    commands::Ptr{Ptr{UInt8}}
    image_file::Ptr{UInt8}
    cpu_target::Ptr{UInt8}
    nthreadpools::Int16
    nthreads::Int16
    nmarkthreads::Int16
    nsweepthreads::Int8
    nthreads_per_pool::Ptr{Int16}
    nprocs::Int32
    machine_file::Ptr{UInt8}
    project::Ptr{UInt8}
    isinteractive::Int8
    color::Int8
    historyfile::Int8
    startupfile::Int8
    compile_enabled::Int8
    code_coverage::Int8
    malloc_log::Int8
    tracked_path::Ptr{UInt8}
    opt_level::Int8
    opt_level_min::Int8
    debug_level::Int8
    check_bounds::Int8
    depwarn::Int8
    warn_overwrite::Int8
    can_inline::Int8
    polly::Int8
    trace_compile::Ptr{UInt8}
    fast_math::Int8
    worker::Int8
    cookie::Ptr{UInt8}
    handle_signals::Int8
    use_sysimage_native_code::Int8
    use_compiled_modules::Int8
    use_pkgimages::Int8
    bindto::Ptr{UInt8}
    outputbc::Ptr{UInt8}
    outputunoptbc::Ptr{UInt8}
    outputo::Ptr{UInt8}
    outputasm::Ptr{UInt8}
    outputji::Ptr{UInt8}
    output_code_coverage::Ptr{UInt8}
    incremental::Int8
    image_file_specified::Int8
    warn_scope::Int8
    image_codegen::Int8
    rr_detach::Int8
    strip_metadata::Int8
    strip_ir::Int8
    permalloc_pkgimg::Int8
    heap_size_hint::UInt64
end
function JLOptions()
    n8 = Ptr{UInt8}(0)
    JLOptions(Int8(0), Int8(0), n8, n8, Ptr{Ptr{UInt8}}(0), n8, n8,
              Int16(1), Int16(1), Int16(0), Int8(0), Ptr{Int16}(0), Int32(1), n8, n8,
              Int8(0), Int8(0), Int8(0), Int8(0), Int8(1), Int8(0), Int8(0), n8,
              Int8(2), Int8(0), Int8(1), Int8(0), Int8(0), Int8(0), Int8(1), Int8(0), n8,
              Int8(0), Int8(0), n8, Int8(1), Int8(1), Int8(1), Int8(1),
              n8, n8, n8, n8, n8, n8, n8,
              Int8(0), Int8(0), Int8(1), Int8(1), Int8(0), Int8(0), Int8(0), Int8(0), UInt64(0))
end
