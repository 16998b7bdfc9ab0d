# This file is a part of Kiln's Base library.
#
# threads.jl — Base.Threads as Julia 1.10 has it when started with one
# thread (its default): `Threads.@threads for` runs the iterations in order
# (lowered as a plain `for`, lower/macro.go), nthreads() and threadid() are
# 1, and atomics behave as they do on one thread. Tasks, `@spawn`, locks
# and conditions: task.jl, included before this file.

module Threads

import Base: getindex, setindex!, show, lock, unlock, trylock, islocked

export nthreads, threadid, maxthreadid, nthreadpools, threadpool, Atomic,
    atomic_add!, atomic_sub!, atomic_and!, atomic_or!, atomic_xor!, atomic_nand!,
    atomic_max!, atomic_min!, atomic_xchg!, atomic_cas!, atomic_fence, SpinLock, @spawn

nthreads() = 1
nthreads(pool::Symbol) = pool === :default ? 1 : pool === :interactive ? 0 :
    throw(ArgumentError(string("invalid threadpool specified: ", repr(pool))))
threadid() = 1
maxthreadid() = 1
nthreadpools() = 1
threadpool(tid::Integer=threadid()) = :default

# Threads.Atomic{T}: a boxed value read with x[] and changed by the
# atomic_*! functions, which return the old value.
mutable struct Atomic{T}
    value::T
    Atomic{T}() where {T} = new(zero(T))
    Atomic{T}(value) where {T} = new(convert(T, value))
end
Atomic() = Atomic{Int}()
getindex(x::Atomic) = x.value
setindex!(x::Atomic{T}, v) where {T} = (x.value = convert(T, v); x)
show(io::IO, x::Atomic{T}) where {T} = print(io, "Base.Threads.Atomic{", T, "}(", repr(x.value), ")")

function _atomic_update!(f, x::Atomic{T}, v) where {T}
    old = x.value
    x.value = convert(T, f(old, convert(T, v)))
    return old
end
atomic_add!(x::Atomic, v) = _atomic_update!(+, x, v)
atomic_sub!(x::Atomic, v) = _atomic_update!(-, x, v)
atomic_and!(x::Atomic, v) = _atomic_update!(&, x, v)
atomic_or!(x::Atomic, v) = _atomic_update!(|, x, v)
atomic_xor!(x::Atomic, v) = _atomic_update!(xor, x, v)
atomic_nand!(x::Atomic, v) = _atomic_update!((a, b) -> ~(a & b), x, v)
atomic_max!(x::Atomic, v) = _atomic_update!(max, x, v)
atomic_min!(x::Atomic, v) = _atomic_update!(min, x, v)
atomic_xchg!(x::Atomic, v) = _atomic_update!((a, b) -> b, x, v)
function atomic_cas!(x::Atomic{T}, cmp, new) where {T}
    old = x.value
    if old === convert(T, cmp)
        x.value = convert(T, new)
    end
    return old
end
atomic_fence() = nothing

# A lock that cannot be contended on one thread; locking it twice without
# unlocking would wait forever in Julia, and is an error here.
mutable struct SpinLock <: Base.AbstractLock
    owned::Bool
    SpinLock() = new(false)
end
function lock(l::SpinLock)
    l.owned && error("SpinLock is already locked (on one thread, waiting for it would never end)")
    l.owned = true
    return nothing
end
trylock(l::SpinLock) = l.owned ? false : (l.owned = true; true)
function unlock(l::SpinLock)
    l.owned || error("unlock count must match lock count")
    l.owned = false
    return nothing
end
islocked(l::SpinLock) = l.owned

# Threads.@spawn [:threadpool] expr: a task that may run on any thread; on
# one thread, an @async task that is not sticky (base/task.jl).
macro spawn(args...)
    (1 <= length(args) <= 2) || throw(ArgumentError("wrong number of arguments in @spawn"))
    if length(args) == 2
        tp = args[1]
        tp isa QuoteNode || tp isa Symbol ||
            throw(ArgumentError("unsupported threadpool in @spawn: $tp"))
    end
    return Base._async_expr(args[end], false, __source__)
end

const Condition = Base.GenericCondition{Base.ReentrantLock}
const Event = Base.Event

end # module Threads
