# This file is a part of Kiln's Base library.
#
# misc.jl — time, exit, and small utilities.

# Seconds since the epoch (wall clock), as Julia's time().
time() = ccall(:kiln_time_now, Float64, ())
# Nanoseconds from a monotonic clock, as Julia's time_ns().
time_ns() = ccall(:kiln_time_ns, UInt64, ())

# exit(n) as Julia's jl_exit: the atexit hooks run (file.jl's _atexit), then
# the process ends; no exception unwinds, so enclosing `finally` blocks do
# not run (Julia 1.10's base/initdefs.jl: exit(n) = ccall(:jl_exit, ...)).
function exit(n::Integer)
    code = rem(Int(n), Int32)
    ccall(:kiln_atexit_pending, Int32, ()) != 0 && _atexit(code)
    ccall(:kiln_exit, Nothing, (Int32,), rem(Int(n), Int32))
    return nothing
end
exit() = exit(0)

isinteractive() = false

# Identity-based helpers.
isbits(x) = isbitstype(typeof(x))
isbitstype(T::Type) = Core._isbitstype(T)
ismutable(x) = Core._ismutabletype(typeof(x))
ismutabletype(T::Type) = Core._ismutabletype(T)

copy(s::String) = s

# Returns a function that always returns x (Julia's Returns).
struct Returns{V} <: Function
    value::V
end
(obj::Returns)(args...) = obj.value

inferencebarrier(x) = x
# Base.invokelatest: the call sees the methods that eval defined since the
# running code's world began (driver: Session.worldLatest).
function invokelatest(f, args...; kwargs...)
    w = ccall(:kiln_world_latest, Int64, (Int64,), -1)
    try
        return isempty(kwargs) ? f(args...) : f(args...; kwargs...)
    finally
        ccall(:kiln_world_latest, Int64, (Int64,), w)
    end
end

# The exception being handled (inside catch), thrown again.
rethrow() = throw(ccall(:kiln_current_exception, Any, ()))
rethrow(e) = throw(e)

# ---- reflection -------------------------------------------------------------------

function fieldnames(T::DataType)
    n = Core._fieldcount(T)
    names = Symbol[]
    i = 1
    while i <= n
        push!(names, Core._fieldname(T, i))
        i += 1
    end
    return (names...,)
end
isabstracttype(T) = T isa DataType && Core._isabstracttype(T)
isconcretetype(T) = Core._isconcretetype(T)

