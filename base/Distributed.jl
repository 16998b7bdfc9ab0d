# This file is a part of Kiln's standard library.
#
# Distributed.jl — Julia's Distributed with the one process Kiln runs: the
# master, process 1, is the only worker, as in a Julia session where no
# workers were added (nprocs() == 1, workers() == [1]). pmap, @distributed,
# remotecall and its kin, @spawnat, @everywhere, Futures and RemoteChannels
# run their work here, in order, as Julia runs work it sends to process 1.
# Starting other processes (addprocs) is not supported: an ArgumentError
# says so.

module Distributed

export @distributed, @everywhere, @spawnat, @fetch, @fetchfrom, addprocs, rmprocs, nprocs, nworkers,
    procs, workers, myid, interrupt, pmap, remotecall, remotecall_fetch, remotecall_wait, remote_do,
    Future, RemoteChannel, RemoteException, ProcessExitedException, WorkerPool, CachingPool,
    AbstractWorkerPool, default_worker_pool, clear!, remote,
    Cluster, ClusterManager, LocalManager, init_worker, worker_id_from_socket

myid() = 1
nprocs() = 1
nworkers() = 1
procs() = [1]
procs(pid::Integer) = [1]
workers() = [1]

abstract type ClusterManager end
struct LocalManager <: ClusterManager
    np::Int
    restrict::Bool
end
struct Cluster end

addprocs(args...; kwargs...) =
    throw(ArgumentError("addprocs is not supported by Kiln: it runs one process (process 1 is the only worker)"))
rmprocs(args...; kwargs...) = nothing
interrupt(args...) = nothing
init_worker(args...; kwargs...) = throw(ArgumentError("Kiln runs one process: it cannot be a worker"))
worker_id_from_socket(s) = -1

_checkpid(pid::Integer) =
    pid == 1 || throw(ArgumentError(string("no process with id ", pid, " exists")))

"""
    CapturedException(ex, bt)

An exception and the backtrace where it was thrown (Julia's Base has it).
"""
struct CapturedException <: Exception
    ex::Any
    processed_bt::Vector{Any}
    CapturedException(ex, bt::Vector) = new(ex, Any[bt...])
end
Base.showerror(io::IO, ce::CapturedException) = showerror(io, ce.ex)

"""
    RemoteException(pid, captured)

An exception thrown by work done for a remote call, as Julia wraps it.
"""
struct RemoteException <: Exception
    pid::Int
    captured::CapturedException
end
function Base.showerror(io::IO, re::RemoteException)
    re.pid != myid() && print(io, "On worker ", re.pid, ":\n")
    showerror(io, re.captured)
end

struct ProcessExitedException <: Exception
    worker_id::Int
end

# run f(args...) as process 1 runs a call it receives
function _run_remote(f, args, kwargs)
    try
        return f(args...; kwargs...)
    catch e
        throw(RemoteException(myid(), CapturedException(e, catch_backtrace())))
    end
end

"""
    Future

The result of a remote call: here computed when the call is made.
"""
mutable struct Future
    where::Int
    whence::Int
    id::Int
    v::Union{Some{Any},Nothing}
    exc::Union{Exception,Nothing}
end
const _next_id = Ref(0)
_newid() = (_next_id[] += 1)
Future(pid::Integer=myid()) = (_checkpid(pid); Future(Int(pid), myid(), _newid(), nothing, nothing))

function Base.fetch(f::Future)
    f.exc === nothing || throw(f.exc)
    f.v === nothing && error("Future ", f.id, " has no value (Kiln runs remote calls when they are made)")
    return something(f.v)
end
Base.isready(f::Future) = f.v !== nothing || f.exc !== nothing
Base.wait(f::Future) = (isready(f) || error("Future ", f.id, " has no value"); f)
function Base.put!(f::Future, v)
    isready(f) && error("Future can be set only once")
    f.v = Some{Any}(v)
    return f
end
Base.show(io::IO, f::Future) = print(io, "Future(", f.where, ", ", f.whence, ", ", f.id, ", ",
                                     f.v === nothing ? "nothing" : string("Some(", repr(something(f.v)), ")"), ")")

function remotecall(f, pid::Integer, args...; kwargs...)
    fut = Future(pid)
    try
        fut.v = Some{Any}(_run_remote(f, args, kwargs))
    catch e
        fut.exc = e
    end
    return fut
end
remotecall_fetch(f, pid::Integer, args...; kwargs...) = (_checkpid(pid); _run_remote(f, args, kwargs))
remotecall_wait(f, pid::Integer, args...; kwargs...) = wait(remotecall(f, pid, args...; kwargs...))
function remote_do(f, pid::Integer, args...; kwargs...)
    _checkpid(pid)
    try
        f(args...; kwargs...)
    catch e
        @error "Error in remote_do" exception = (e, catch_backtrace())
    end
    nothing
end

"""
    RemoteChannel(f = () -> Channel(1), pid = myid())

A channel reachable from every process: here the channel `f()` of
process 1.
"""
struct RemoteChannel{T<:AbstractChannel}
    where::Int
    whence::Int
    id::Int
    c::T
end
function RemoteChannel(f::Function, pid::Integer=myid())
    _checkpid(pid)
    c = f()
    return RemoteChannel{typeof(c)}(1, 1, _newid(), c)
end
RemoteChannel(pid::Integer=myid()) = RemoteChannel(() -> Channel(1), pid)
Base.put!(rc::RemoteChannel, args...) = (put!(rc.c, args...); rc)
Base.take!(rc::RemoteChannel, args...) = take!(rc.c, args...)
Base.fetch(rc::RemoteChannel, args...) = fetch(rc.c, args...)
Base.isready(rc::RemoteChannel, args...) = isready(rc.c, args...)
Base.wait(rc::RemoteChannel, args...) = (wait(rc.c, args...); rc)
Base.close(rc::RemoteChannel) = close(rc.c)
Base.isopen(rc::RemoteChannel) = isopen(rc.c)
Base.eltype(::Type{RemoteChannel{T}}) where {T} = eltype(T)
Base.show(io::IO, rc::RemoteChannel) = print(io, typeof(rc), "(", rc.where, ", ", rc.whence, ", ", rc.id, ")")

abstract type AbstractWorkerPool end
struct WorkerPool <: AbstractWorkerPool
    workers::Vector{Int}
end
WorkerPool() = WorkerPool(Int[])
function WorkerPool(ws::AbstractVector{<:Integer})
    foreach(_checkpid, ws)
    return WorkerPool(collect(Int, ws))
end
struct CachingPool <: AbstractWorkerPool
    workers::Vector{Int}
end
CachingPool(ws::AbstractVector{<:Integer}) = (foreach(_checkpid, ws); CachingPool(collect(Int, ws)))
clear!(p::CachingPool) = p
const _default_pool = WorkerPool([1])
default_worker_pool() = _default_pool
Base.length(p::AbstractWorkerPool) = length(p.workers)
Base.isready(p::AbstractWorkerPool) = !isempty(p.workers)
workers(p::AbstractWorkerPool) = copy(p.workers)
remotecall(f, p::AbstractWorkerPool, args...; kwargs...) = remotecall(f, 1, args...; kwargs...)
remotecall_fetch(f, p::AbstractWorkerPool, args...; kwargs...) = remotecall_fetch(f, 1, args...; kwargs...)
remotecall_wait(f, p::AbstractWorkerPool, args...; kwargs...) = remotecall_wait(f, 1, args...; kwargs...)
remote(f) = (args...; kwargs...) -> remotecall_fetch(f, default_worker_pool(), args...; kwargs...)
remote(p::AbstractWorkerPool, f) = (args...; kwargs...) -> remotecall_fetch(f, p, args...; kwargs...)

"""
    pmap(f, c...; distributed=true, batch_size=1, on_error=nothing, retry_delays=[], retry_check=nothing)

`map` over the worker pool: here process 1 computes each element in
order. An error is thrown as the RemoteException Julia gives, unless
`on_error` returns a value for it.
"""
function pmap(f, p::AbstractWorkerPool, c1, c...; distributed=true, batch_size=1, on_error=nothing,
              retry_delays=[], retry_check=nothing)
    g = on_error === nothing ? (xs...) -> remotecall_fetch(f, 1, xs...) :
        (xs...) -> try
            f(xs...)
        catch e
            on_error(e)
        end
    return map(g, c1, c...)
end
pmap(f, c1, c...; kwargs...) = pmap(f, default_worker_pool(), c1, c...; kwargs...)

_spawnat_call(pid, thunk) = remotecall(thunk, pid == :any ? 1 : pid)

"""
    @spawnat p expr

Run `expr` on process `p` (`:any` for any worker) and return its Future.
"""
macro spawnat(p, expr)
    thunk = esc(:(() -> $expr))
    return :(Distributed._spawnat_call($(esc(p)), $thunk))
end
macro spawn(expr)
    thunk = esc(:(() -> $expr))
    return :(Distributed._spawnat_call(:any, $thunk))
end
macro fetch(expr)
    thunk = esc(:(() -> $expr))
    return :(fetch(Distributed._spawnat_call(:any, $thunk)))
end
macro fetchfrom(p, expr)
    thunk = esc(:(() -> $expr))
    return :(fetch(Distributed._spawnat_call($(esc(p)), $thunk)))
end

"""
    @everywhere [procs] expr

Evaluate `expr` at the top level of `Main` on every process: here once.
"""
macro everywhere(ex)
    return :(Core.eval(Main, $(QuoteNode(ex))); nothing)
end
macro everywhere(procs, ex)
    return :(foreach(Distributed._checkpid, $(esc(procs))); Core.eval(Main, $(QuoteNode(ex))); nothing)
end

"""
    @distributed [reducer] for var = range body end

The loop split over the workers: with a reducer, the reduction of the
bodies' values; without one, the loop runs and a finished Task is
returned (wait for it with @sync or fetch). Here process 1 runs every
iteration.
"""
macro distributed(args...)
    if length(args) == 1
        loop = args[1]
        reducer = nothing
    elseif length(args) == 2
        reducer, loop = args
    else
        throw(ArgumentError("wrong number of arguments to @distributed"))
    end
    (loop isa Expr && loop.head === :for) || throw(ArgumentError("@distributed requires a for loop expression"))
    spec = loop.args[1]
    (spec isa Expr && spec.head === :(=)) || throw(ArgumentError("nested outer loops are not currently supported by @distributed"))
    var = spec.args[1]
    r = spec.args[2]
    body = loop.args[2]
    f = esc(Expr(:->, var, body))
    if reducer === nothing
        return :(Distributed._distributed_run($f, $(esc(r))))
    end
    return :(Distributed._distributed_reduce($(esc(reducer)), $f, $(esc(r))))
end
function _distributed_run(f, r)
    foreach(f, r)
    t = Task(() -> nothing)
    schedule(t)
    wait(t)
    return t
end
_distributed_reduce(reducer, f, r) = mapreduce(f, reducer, r)

end # module Distributed
