# This file is a part of Kiln's Base library.
#
# task.jl — tasks (coroutines), the scheduler, conditions, events,
# semaphores, locks and channels, as Julia 1.10 has them when started with
# one thread (its default): every task runs on the one thread and switches
# only where it waits (wait, yield, fetch, take! on an empty Channel, put!
# on a full one, sleep, lock of a held lock). The C side (runtime/task.c)
# gives each started task its own stack; this file decides which task runs.
#
# Julia's own base/task.jl, condition.jl, lock.jl and channels.jl are the
# specification of the behaviour (states, errors, wake-up order); the code
# here is Kiln's own.
#
# Where Julia would wait forever (every task waiting and no timer pending),
# Kiln throws a ConcurrencyViolationError in the waiting task instead.

export Task, Condition, Channel, AbstractChannel, TaskFailedException, CompositeException,
    InvalidStateException, current_task, schedule, yield, yieldto, wait,
    fetch, notify, istaskdone, istaskstarted, istaskfailed, task_local_storage,
    errormonitor, timedwait, put!, take!, isready, bind, Timer, asyncmap, pointer_from_objref,
    @async, @sync, @task, @lock

struct ConcurrencyViolationError <: Exception
    msg::AbstractString
end
showerror(io::IO, e::ConcurrencyViolationError) = print(io, "ConcurrencyViolationError: ", e.msg)

mutable struct InvalidStateException <: Exception
    msg::String
    state::Symbol
end
showerror(io::IO, e::InvalidStateException) = print(io, "InvalidStateException: ", e.msg)

function lock end
function unlock end
function trylock end
function islocked end

"""
    pointer_from_objref(x)

The memory address of a mutable object (an error for an immutable one).
"""
function pointer_from_objref(@nospecialize(x))
    ismutable(x) || error("pointer_from_objref cannot be used on immutable objects")
    return ccall(:kiln_pointer_from_objref, Ptr{Cvoid}, (Any,), x)
end

# ---- Task ------------------------------------------------------------------

mutable struct Task
    code::Any
    result::Any            # the return value, or the exception of a failed task
    storage::Any           # task_local_storage: nothing or an IdDict
    donenotify::Vector{Any}  # tasks waiting for this one to finish
    donehooks::Vector{Any}   # channels bound to it (bind)
    queue::Any             # the wait queue it is in, or nothing
    _state::UInt8          # 0 runnable, 1 done, 2 failed
    _isexception::Bool
    sticky::Bool
    _queued::Bool          # in the run queue
    _started::Bool
    # Its stack (runtime/task.c), once started. (Null pointers are made by
    # _c_null(), not C_NULL: C_NULL is defined after the system image is
    # installed, so image code cannot refer to it.)
    _ctx::Ptr{Cvoid}
    _wakeval::Any          # what wait() returns (or throws) when it resumes
    _wakeerr::Bool
    _bt::Any               # the backtrace of a failed task's exception
    Task(@nospecialize(f)) = new(f, nothing, nothing, Any[], Any[], nothing, 0x00, false, true,
                                 false, false, _c_null(), nothing, false, nothing)
end
Task(@nospecialize(f), reserved_stack::Int) = Task(f)

function getproperty(t::Task, f::Symbol)
    if f === :state
        s = getfield(t, :_state)
        return s === 0x00 ? :runnable : s === 0x01 ? :done : :failed
    elseif f === :exception
        return getfield(t, :_isexception) ? getfield(t, :result) : nothing
    end
    return getfield(t, f)
end

istaskdone(t::Task) = t._state !== 0x00
istaskstarted(t::Task) = t._started
istaskfailed(t::Task) = t._state === 0x02
task_result(t::Task) = t.result

function show(io::IO, t::Task)
    st = t.state
    print(io, "Task (", st, (st === :runnable && istaskstarted(t)) ? ", started" : "", ") @0x",
          string(UInt(pointer_from_objref(t)), base = 16, pad = 16))
end

struct TaskFailedException <: Exception
    task::Task
end

function showerror(io::IO, ex::TaskFailedException, bt = nothing; backtrace::Bool=true)
    print(io, "TaskFailedException")
    if bt !== nothing && backtrace
        show_backtrace(io, bt)
    end
    println(io)
    _show_task_failure(io, ex)
end

# "\n    nested task error: " and the failed task's error with its trace,
# indented (also what the driver prints after an uncaught
# TaskFailedException's own trace).
function _show_task_failure(io::IO, ex::TaskFailedException)
    print(io, "\n    nested task error: ")
    b = IOBuffer()
    t = ex.task
    showerror(b, t.result, t._bt; backtrace = t._bt !== nothing)
    print(io, replace(String(take!(b)), "\n" => "\n    "))
end

struct CompositeException <: Exception
    exceptions::Vector{Any}
    CompositeException() = new(Any[])
    CompositeException(exceptions) = new(exceptions)
end
length(c::CompositeException) = length(c.exceptions)
push!(c::CompositeException, ex) = (push!(c.exceptions, ex); c)
pushfirst!(c::CompositeException, ex) = (pushfirst!(c.exceptions, ex); c)
isempty(c::CompositeException) = isempty(c.exceptions)
iterate(c::CompositeException, state...) = iterate(c.exceptions, state...)
eltype(::Type{CompositeException}) = Any

function showerror(io::IO, ex::CompositeException)
    if !isempty(ex)
        showerror(io, ex.exceptions[1])
        remaining = length(ex) - 1
        if remaining > 0
            print(io, "\n\n...and ", remaining, " more exception", remaining > 1 ? "s" : "", ".\n")
        end
    else
        print(io, "CompositeException()\n")
    end
end

# ---- The scheduler ------------------------------------------------------------

# The state of the one thread: the running task, the run queue (tasks
# scheduled to run, in order) and the sleeping tasks with their deadlines
# (monotonic ns), kept sorted.
mutable struct _Scheduler
    current::Task
    root::Task
    queue::Vector{Task}
    head::Int
    sleepers::Vector{Tuple{UInt64,Task}}
end

function _make_scheduler()
    root = Task(nothing)
    root._started = true
    return _Scheduler(root, root, Task[], 1, Tuple{UInt64,Task}[])
end
# A typed global, not a constant: it is made after the system image is
# installed, and the image's code (compiled against another process's
# scheduler) must find this process's through the binding.
@_after_image global _sched::_Scheduler = _make_scheduler()

current_task() = _sched.current

function _enqueue!(t::Task)
    q = _sched.queue
    if _sched.head > 64 && _sched.head > length(q) ÷ 2
        deleteat!(q, 1:_sched.head-1)
        _sched.head = 1
    end
    push!(q, t)
    t._queued = true
    return t
end

"""
    schedule(t::Task, [val]; error=false)

Add `t` to the scheduler's queue; with `val`, the `wait` that `t` is
suspended in returns `val` (or throws it, with `error=true`).
"""
function schedule(t::Task)
    (t._state === 0x00 && !t._queued && t.queue === nothing) || error("schedule: Task not runnable")
    return _enqueue!(t)
end

function schedule(t::Task, @nospecialize(arg); error::Bool=false)
    t._state === 0x00 || Base.error("schedule: Task not runnable")
    if error
        # Out of whatever it waits in (or of the run queue), to be resumed
        # with the exception (Julia's schedule: list_deletefirst! then
        # enq_work).
        _leave_queue!(t)
        t._queued && _dequeue!(t)
    else
        (t._queued || t.queue !== nothing) && Base.error("schedule: Task not runnable")
    end
    t._wakeval = arg
    t._wakeerr = error
    return _enqueue!(t)
end

# Removes t from the wait queue it is suspended in: a condition's or
# lock's Vector{Task}, the waiters of a task (Vector{Any}) or the sleepers.
function _leave_queue!(t::Task)
    q = t.queue
    if q isa Vector{Task} || q isa Vector{Any}
        i = findfirst(x -> x === t, q)
        i === nothing || deleteat!(q, i)
    elseif q isa Vector{Tuple{UInt64,Task}}
        i = findfirst(x -> x[2] === t, q)
        i === nothing || deleteat!(q, i)
    end
    t.queue = nothing
    return nothing
end

# The next task that can run, taken off the run queue, waking sleepers whose
# deadline passed (and sleeping until the first deadline when nothing else
# can run). nothing when no task can run and none will.
function _next_task()
    s = _sched
    while true
        q = s.queue
        i = s.head
        while i <= length(q)
            t = q[i]
            if ccall(:kiln_task_can_resume, Int32, (Ptr{Cvoid},), t._ctx) != 0
                if i == s.head
                    s.head += 1
                else
                    deleteat!(q, i)
                end
                t._queued = false
                return t
            end
            i += 1
        end
        isempty(s.sleepers) && return nothing
        now = time_ns()
        deadline = s.sleepers[1][1]
        if deadline > now
            ccall(:usleep, Int32, (UInt32,), UInt32(min((deadline - now) ÷ 1000 + 1, 999_999)))
            now = time_ns()
        end
        while !isempty(s.sleepers) && s.sleepers[1][1] <= now
            _, t = popfirst!(s.sleepers)
            t.queue = nothing
            _enqueue!(t)
        end
    end
end

function _ctx!(t::Task)
    if _isnull(t._ctx)
        if t === _sched.root
            t._ctx = ccall(:kiln_task_root, Ptr{Cvoid}, ())
        else
            c = ccall(:kiln_task_new, Ptr{Cvoid}, (Any, Any), _task_entry, t)
            _isnull(c) && throw(OutOfMemoryError())
            t._ctx = c
            t._started = true
        end
    end
    return t._ctx
end

# Switches from the running task to t; returns once the running task is
# scheduled and switched to again (true), or false at once when t cannot
# resume under the Go callbacks entered since it was suspended.
function _switch_to(t::Task)
    ct = _sched.current
    _ctx!(ct)
    c = _ctx!(t)
    _sched.current = t
    r = ccall(:kiln_task_switch, Int32, (Ptr{Cvoid}, Int32), c, 0)
    if r != 0
        _sched.current = ct
        return false
    end
    return true
end

function _deadlock()
    ConcurrencyViolationError("deadlock detected: every task is waiting and nothing can wake one (Julia would wait forever)")
end

# What a task that was switched back to gets: the value it was scheduled
# with, or the exception thrown into it.
function _resumed(ct::Task)
    ct.queue = nothing
    v = ct._wakeval
    ct._wakeval = nothing
    if ct._wakeerr
        ct._wakeerr = false
        throw(v)
    end
    return v
end

# Suspends the running task in wait queue q (a Vector it is pushed onto)
# until it is woken; on an exception it leaves q first.
function _wait_in!(q::Vector, ct::Task)
    push!(q, ct)
    ct.queue = q
    try
        return wait()
    catch
        _leave_queue!(ct)
        rethrow()
    end
end

"""
    wait()

Suspend the current task until it is scheduled again (by `schedule`,
`notify`, ...); returns the value it was scheduled with.
"""
function wait()
    ct = _sched.current
    while true
        t = _next_task()
        if t === nothing
            _leave_queue!(ct)
            throw(_deadlock())
        end
        t === ct && break
        _switch_to(t) && break
        _enqueue!(t)   # cannot resume now; keep it runnable
    end
    return _resumed(ct)
end

"""
    yield()

Switch to the scheduler to allow another scheduled task to run.
"""
function yield()
    ct = _sched.current
    _enqueue!(ct)
    try
        wait()
    catch
        ct._queued && _dequeue!(ct)
        rethrow()
    end
end

function _dequeue!(t::Task)
    q = _sched.queue
    i = findnext(x -> x === t, q, _sched.head)
    i === nothing || deleteat!(q, i)
    t._queued = false
    return nothing
end

"""
    yield(t::Task, arg = nothing)

Switch to `t` at once, leaving the current task runnable.
"""
function yield(t::Task, @nospecialize(x=nothing))
    (t._state === 0x00 && !t._queued && t.queue === nothing) || error("yield: Task not runnable")
    ct = _sched.current
    t._wakeval = x
    _enqueue!(ct)
    return _yieldto(t)
end

"""
    yieldto(t::Task, arg = nothing)

Switch to `t` at once; the current task is not scheduled again.
"""
function yieldto(t::Task, @nospecialize(x=nothing))
    t._state === 0x00 || error("yieldto: Task not runnable")
    t._queued && _dequeue!(t)
    _leave_queue!(t)
    t._wakeval = x
    return _yieldto(t)
end

function _yieldto(t::Task)
    ct = _sched.current
    if t !== ct
        if !_switch_to(t)
            _enqueue!(t)
            return wait()
        end
    end
    return _resumed(ct)
end

# The first function every task runs (called by runtime/task.c on the
# task's own stack): runs the task's code, records the result or the
# exception, wakes the tasks waiting for it and switches away for good.
function _task_entry(t::Task)
    try
        t.result = t.code()
        t._state = 0x01
    catch e
        t._bt = catch_backtrace()
        t.result = e
        t._isexception = true
        t._state = 0x02
    end
    _task_finished(t)
end

function _task_finished(t::Task)
    waiters = t.donenotify
    for w in waiters
        w = w::Task
        if w.queue === waiters
            w.queue = nothing
            _enqueue!(w)
        end
    end
    empty!(waiters)
    for c in t.donehooks
        _close_on_done(t, c)
    end
    empty!(t.donehooks)
    nxt = _next_task()
    if nxt === nothing
        # Every other task is waiting: the root task is told.
        nxt = _sched.root
        _leave_queue!(nxt)
        nxt._wakeval = _deadlock()
        nxt._wakeerr = true
    end
    c = _ctx!(nxt)
    t._ctx = _c_null()
    _sched.current = nxt
    ccall(:kiln_task_switch, Int32, (Ptr{Cvoid}, Int32), c, 1)
    return nothing  # not reached: the task's stack is released
end

function _wait(t::Task)
    ct = _sched.current
    t === ct && throw(ConcurrencyViolationError("deadlock detected: cannot wait on current task"))
    while !istaskdone(t)
        _wait_in!(t.donenotify, ct)
    end
    return nothing
end

"""
    wait(t::Task)

Wait for a task to finish; a failed task throws a `TaskFailedException`.
"""
function wait(t::Task)
    _wait(t)
    istaskfailed(t) && throw(TaskFailedException(t))
    return nothing
end

"""
    fetch(t::Task)

Wait for a task to finish and return its result (a failed task throws a
`TaskFailedException`).
"""
function fetch(t::Task)
    wait(t)
    return t.result
end
fetch(@nospecialize x) = x

function errormonitor(t::Task)
    push!(t.donehooks, _ErrorMonitor())
    return t
end
struct _ErrorMonitor end

task_local_storage() = (ct = current_task(); ct.storage === nothing && (ct.storage = IdDict{Any,Any}()); ct.storage::IdDict{Any,Any})
task_local_storage(key) = task_local_storage()[key]
task_local_storage(key, val) = (task_local_storage()[key] = val)
function task_local_storage(body::Function, key, val)
    tls = task_local_storage()
    hadkey = haskey(tls, key)
    old = get(tls, key, nothing)
    tls[key] = val
    try
        return body()
    finally
        hadkey ? (tls[key] = old) : delete!(tls, key)
    end
end

# sleep(seconds), as Julia 1.10's (base/asyncevent.jl: a negative or NaN
# time is an ArgumentError): the task waits while others run; when none
# can, the thread sleeps until the first deadline.
function sleep(sec::Real)
    sec ≥ 0 || throw(ArgumentError("cannot sleep for $sec seconds"))
    ns = Float64(sec) * 1.0e9
    deadline = time_ns() + (ns >= 9.0e18 ? UInt64(9_000_000_000_000_000_000) : unsafe_trunc(UInt64, ns))
    ct = _sched.current
    s = _sched.sleepers
    i = length(s)
    while i > 0 && s[i][1] > deadline
        i -= 1
    end
    insert!(s, i + 1, (deadline, ct))
    ct.queue = s
    try
        wait()
    catch
        _leave_queue!(ct)
        rethrow()
    end
    return nothing
end

"""
    timedwait(testcb, timeout::Real; pollint::Real=0.1)

Wait until `testcb()` returns `true` or `timeout` seconds have passed;
returns `:ok` or `:timed_out`.
"""
function timedwait(testcb, timeout::Real; pollint::Real=0.1)
    pollint >= 1e-3 || throw(ArgumentError("pollint must be ≥ 1 millisecond"))
    start = time_ns()
    ns_timeout = 1e9 * timeout
    testcb() && return :ok
    while true
        sleep(pollint)
        testcb() && return :ok
        time_ns() - start > ns_timeout && return :timed_out
    end
end

# ---- Timer ---------------------------------------------------------------------

"""
    Timer(delay; interval = 0)
    Timer(callback, delay; interval = 0)

A timer that fires after `delay` seconds and then every `interval`
seconds (once when `interval` is 0): `wait(t)` returns at the next firing,
and `callback(t)` runs in its own task at each one. `close(t)` stops it.
"""
mutable struct Timer
    cond::Vector{Task}
    isopen::Bool
    set::Bool
    # the task that sleeps until the next firing (woken by close)
    task::Union{Task,Nothing}
    Timer(::Nothing) = new(Task[], true, false, nothing)
end

function Timer(timeout::Real; interval::Real = 0.0)
    timeout ≥ 0 || throw(ArgumentError("timer cannot have negative timeout of $timeout seconds"))
    interval ≥ 0 || throw(ArgumentError("timer cannot have negative repeat interval of $interval seconds"))
    t = Timer(nothing)
    t.task = Task(() -> _timer_run(t, Float64(timeout), Float64(interval), nothing))
    schedule(t.task)
    return t
end

function Timer(cb::Function, timeout::Real; interval::Real = 0.0)
    timeout ≥ 0 || throw(ArgumentError("timer cannot have negative timeout of $timeout seconds"))
    interval ≥ 0 || throw(ArgumentError("timer cannot have negative repeat interval of $interval seconds"))
    t = Timer(nothing)
    t.task = Task(() -> _timer_run(t, Float64(timeout), Float64(interval), cb))
    schedule(t.task)
    return t
end

function _timer_run(t::Timer, timeout::Float64, interval::Float64, cb)
    sleep(timeout)
    while t.isopen
        t.set = true
        _timer_wake(t, nothing, false)
        if cb !== nothing
            # As Julia's Timer(cb, …): the callback runs in the timer's
            # task; an error is printed and stops the timer.
            try
                cb(t)
            catch err
                write(stderr, "Error in Timer:\n")
                showerror(stderr, err, catch_backtrace())
                t.isopen = false
                return nothing
            end
        end
        if interval == 0
            t.isopen = false
            break
        end
        sleep(interval)
    end
    return nothing
end

function _timer_wake(t::Timer, @nospecialize(v), err::Bool)
    while !isempty(t.cond)
        w = popfirst!(t.cond)
        w.queue = nothing
        w._wakeval = v
        w._wakeerr = err
        _enqueue!(w)
    end
end

isopen(t::Timer) = t.isopen
function close(t::Timer)
    if t.isopen
        t.isopen = false
        _timer_wake(t, EOFError(), true)
        # The timer's task leaves its sleep now (it sees the timer closed
        # and ends) rather than at the deadline: a closed Timer(100) must
        # not count as a task that can still wake others for 100 s.
        task = t.task
        if task !== nothing && task.queue === _sched.sleepers
            _leave_queue!(task)
            task._wakeval = nothing
            task._wakeerr = false
            _enqueue!(task)
        end
    end
    return nothing
end

function wait(t::Timer)
    if t.set
        t.set = false
        return nothing
    end
    t.isopen || throw(EOFError())
    ct = _sched.current
    _wait_in!(t.cond, ct)
    t.set = false
    return nothing
end

show(io::IO, t::Timer) = print(io, "Timer (", t.isopen ? "open" : "closed", ", ", t.set ? "set" : "unset", ")")

# ---- Conditions, events, semaphores and locks ------------------------------------

abstract type AbstractLock end

# The lock of a Condition: on one thread it is always held.
struct AlwaysLockedST end
lock(::AlwaysLockedST) = nothing
unlock(::AlwaysLockedST) = nothing
trylock(::AlwaysLockedST) = true
islocked(::AlwaysLockedST) = true

mutable struct GenericCondition{L}
    waitq::Vector{Task}
    lock::L
    GenericCondition{L}() where {L} = new{L}(Task[], L())
    GenericCondition{L}(l::L) where {L} = new{L}(Task[], l)
end
const Condition = GenericCondition{AlwaysLockedST}

lock(c::GenericCondition) = lock(c.lock)
unlock(c::GenericCondition) = unlock(c.lock)
trylock(c::GenericCondition) = trylock(c.lock)
islocked(c::GenericCondition) = islocked(c.lock)

_assert_havelock(::GenericCondition{AlwaysLockedST}) = nothing
function _assert_havelock(c::GenericCondition)
    _lock_owner(c.lock) === current_task() ||
        throw(ConcurrencyViolationError("lock must be held"))
    return nothing
end

"""
    wait(c::Condition)

Suspend the current task until `c` is notified; returns the value passed to
`notify`.
"""
function wait(c::GenericCondition)
    _assert_havelock(c)
    ct = _sched.current
    token = _unlockall(c.lock)
    try
        return _wait_in!(c.waitq, ct)
    finally
        _relockall(c.lock, token)
    end
end

"""
    notify(c, val=nothing; all=true, error=false)

Wake the tasks waiting for `c` (all, or the first), passing `val`; returns
the number woken.
"""
function notify(c::GenericCondition, @nospecialize(arg=nothing); all::Bool=true, error::Bool=false)
    _assert_havelock(c)
    n = 0
    while !isempty(c.waitq)
        t = popfirst!(c.waitq)
        t.queue = nothing
        t._wakeval = arg
        t._wakeerr = error
        _enqueue!(t)
        n += 1
        all || break
    end
    return n
end
notify(c::GenericCondition, @nospecialize(arg), all, error) = notify(c, arg; all=all, error=error)
notify_error(c::GenericCondition, err) = notify(c, err; all=true, error=true)
isempty(c::GenericCondition) = isempty(c.waitq)

_unlockall(::AlwaysLockedST) = 0
_relockall(::AlwaysLockedST, ::Int) = nothing

# ReentrantLock: held by one task, which may lock it again; others wait.
mutable struct ReentrantLock <: AbstractLock
    owner::Union{Task,Nothing}
    count::Int
    waitq::Vector{Task}
    ReentrantLock() = new(nothing, 0, Task[])
end
_lock_owner(l::ReentrantLock) = l.owner

function lock(l::ReentrantLock)
    ct = current_task()
    while true
        if l.owner === nothing || l.owner === ct
            l.owner = ct
            l.count += 1
            return nothing
        end
        _wait_in!(l.waitq, ct)
    end
end
function trylock(l::ReentrantLock)
    ct = current_task()
    if l.owner === nothing || l.owner === ct
        l.owner = ct
        l.count += 1
        return true
    end
    return false
end
function unlock(l::ReentrantLock)
    l.owner === current_task() || error(l.count == 0 ? "unlock count must match lock count" : "unlock from wrong thread")
    l.count -= 1
    if l.count == 0
        l.owner = nothing
        if !isempty(l.waitq)
            t = popfirst!(l.waitq)
            t.queue = nothing
            _enqueue!(t)
        end
    end
    return nothing
end
islocked(l::ReentrantLock) = l.count > 0
function _unlockall(l::ReentrantLock)
    n = l.count
    l.count = 1
    unlock(l)
    return n
end
function _relockall(l::ReentrantLock, n::Int)
    lock(l)
    l.count = n
    return nothing
end

function lock(f, l::Union{AbstractLock,GenericCondition})
    lock(l)
    try
        return f()
    finally
        unlock(l)
    end
end

macro lock(l, expr)
    quote
        temp = $(esc(l))
        lock(temp)
        try
            $(esc(expr))
        finally
            unlock(temp)
        end
    end
end

"""
    Event([autoreset=false])

A level-triggered event: `wait` returns at once once `notify` was called
(until `reset`); with `autoreset`, each `notify` releases one `wait`.
"""
mutable struct Event
    notify::Condition
    autoreset::Bool
    set::Bool
    Event(autoreset::Bool=false) = new(Condition(), autoreset, false)
end
function wait(e::Event)
    if e.set
        e.autoreset && (e.set = false)
        return nothing
    end
    wait(e.notify)
    return nothing
end
function notify(e::Event)
    if !e.set
        if e.autoreset
            if notify(e.notify; all=false) == 0
                e.set = true
            end
        else
            e.set = true
            notify(e.notify)
        end
    end
    return nothing
end
reset(e::Event) = (e.set = false; nothing)

"""
    Semaphore(sem_size)

A counting semaphore: at most `sem_size` acquires may be held at once.
"""
mutable struct Semaphore
    sem_size::Int
    curr_cnt::Int
    cond_wait::Condition
    Semaphore(sem_size) = sem_size > 0 ? new(sem_size, 0, Condition()) :
        throw(ArgumentError("Semaphore size must be > 0"))
end
function acquire(s::Semaphore)
    while s.curr_cnt >= s.sem_size
        wait(s.cond_wait)
    end
    s.curr_cnt += 1
    return nothing
end
function acquire(f, s::Semaphore)
    acquire(s)
    try
        return f()
    finally
        release(s)
    end
end
function release(s::Semaphore)
    s.curr_cnt > 0 || error("release count must match acquire count")
    s.curr_cnt -= 1
    notify(s.cond_wait; all=false)
    return nothing
end

# ---- Channels ------------------------------------------------------------------

abstract type AbstractChannel{T} end

"""
    Channel{T=Any}(size::Int=0)

A waitable first-in first-out queue of at most `size` items (`Inf` or
`typemax(Int)`: unbounded; 0: unbuffered, `put!` waits for a `take!`).
"""
mutable struct Channel{T} <: AbstractChannel{T}
    cond_take::Condition    # waiting for an item (take!, and the putters of an unbuffered channel's takers)
    cond_wait::Condition    # waiting for an item without taking it (wait, fetch)
    cond_put::Condition     # waiting for room
    state::Symbol
    excp::Union{Exception,Nothing}
    data::Vector{T}
    n_avail_items::Int
    sz_max::Int

    function Channel{T}(sz::Integer = 0) where {T}
        sz < 0 && throw(ArgumentError("Channel size must be either 0, a positive integer or Inf"))
        return new{T}(Condition(), Condition(), Condition(), :open, nothing, T[], 0, Int(sz))
    end
    function Channel{T}(sz::Float64) where {T}
        return Channel{T}(sz == Inf ? typemax(Int) : convert(Int, sz))
    end
end
Channel(sz=0) = Channel{Any}(sz)

function Channel{T}(func::Function, size=0; taskref=nothing, spawn=false, threadpool=nothing) where {T}
    chnl = Channel{T}(size)
    task = Task(() -> func(chnl))
    task.sticky = !spawn
    bind(chnl, task)
    if spawn
        schedule(task)
    else
        yield(task)
    end
    isa(taskref, Ref{Task}) && (taskref[] = task)
    return chnl
end
Channel(func::Function, args...; ctype=Any, csize=0, taskref=nothing, spawn=false, threadpool=nothing) =
    Channel{ctype}(func, csize; taskref=taskref, spawn=spawn, threadpool=threadpool)

eltype(::Type{<:AbstractChannel{T}}) where {T} = T
IteratorSize(::Type{<:Channel}) = SizeUnknown()

isbuffered(c::Channel) = c.sz_max > 0
isopen(c::Channel) = c.state === :open
lock(c::Channel) = nothing
unlock(c::Channel) = nothing
n_avail(c::Channel) = c.n_avail_items
isready(c::Channel) = n_avail(c) > 0
isempty(c::Channel) = isbuffered(c) ? isempty(c.data) : isempty(c.cond_put.waitq)

closed_exception() = InvalidStateException("Channel is closed.", :closed)

function check_channel_state(c::Channel)
    if !isopen(c)
        excp = c.excp
        excp !== nothing && throw(excp)
        throw(closed_exception())
    end
end

"""
    close(c::Channel[, excp::Exception])

Close a channel: `put!` throws, and so do `take!` and `fetch` once it is
empty (`excp`, by default an `InvalidStateException`).
"""
function close(c::Channel, excp::Exception=closed_exception())
    c.state = :closed
    c.excp = excp
    notify_error(c.cond_take, excp)
    notify_error(c.cond_wait, excp)
    notify_error(c.cond_put, excp)
    return nothing
end

"""
    bind(chnl::Channel, task::Task)

Close `chnl` when `task` ends (with a `TaskFailedException` when it fails).
"""
function bind(c::Channel, task::Task)
    if istaskdone(task)
        _close_on_done(task, c)
    else
        push!(task.donehooks, c)
    end
    return c
end

function _close_on_done(t::Task, c::Channel)
    isopen(c) || return nothing
    if istaskfailed(t)
        close(c, TaskFailedException(t))
    else
        close(c)
    end
    return nothing
end
# errormonitor: a failed task's error is printed to stderr when it ends.
function _close_on_done(t::Task, ::_ErrorMonitor)
    if istaskfailed(t)
        try
            b = IOBuffer()
            print(b, "Unhandled Task ERROR: ")
            showerror(b, t.result)
            println(b)
            print(stderr, String(take!(b)))
        catch
        end
    end
    return nothing
end

"""
    put!(c::Channel, v)

Append `v` to the channel, waiting while it is full (unbuffered: until a
task takes it).
"""
function put!(c::Channel{T}, v) where {T}
    check_channel_state(c)
    v = convert(T, v)
    return isbuffered(c) ? _put_buffered(c, v) : _put_unbuffered(c, v)
end

function _put_buffered(c::Channel, v)
    c.n_avail_items += 1
    did_buffer = false
    try
        while length(c.data) == c.sz_max
            check_channel_state(c)
            wait(c.cond_put)
        end
        check_channel_state(c)
        push!(c.data, v)
        did_buffer = true
        notify(c.cond_take; all=false)
        notify(c.cond_wait)
    finally
        did_buffer || (c.n_avail_items -= 1)
    end
    return v
end

function _put_unbuffered(c::Channel, v)
    c.n_avail_items += 1
    local taker
    try
        while isempty(c.cond_take.waitq)
            check_channel_state(c)
            notify(c.cond_wait)
            wait(c.cond_put)
        end
        taker = popfirst!(c.cond_take.waitq)
    finally
        c.n_avail_items -= 1
    end
    taker.queue = nothing
    schedule(taker, v)
    yield()
    return v
end

push!(c::Channel, v) = put!(c, v)

"""
    take!(c::Channel)

Remove and return the first item, waiting for one.
"""
take!(c::Channel) = isbuffered(c) ? _take_buffered(c) : _take_unbuffered(c)

function _take_buffered(c::Channel)
    while isempty(c.data)
        check_channel_state(c)
        wait(c.cond_take)
    end
    v = popfirst!(c.data)
    c.n_avail_items -= 1
    notify(c.cond_put; all=false)
    return v
end

function _take_unbuffered(c::Channel{T}) where {T}
    check_channel_state(c)
    notify(c.cond_put; all=false)
    return wait(c.cond_take)::T
end

popfirst!(c::Channel) = take!(c)

"""
    fetch(c::Channel)

Wait for and return the first item without removing it.
"""
function fetch(c::Channel)
    isbuffered(c) || throw(ErrorException("`fetch` is not supported on an unbuffered Channel."))
    while isempty(c.data)
        check_channel_state(c)
        wait(c.cond_wait)
    end
    return c.data[1]
end

"""
    wait(c::Channel)

Wait until the channel holds an item (or, unbuffered, a putter waits).
"""
function wait(c::Channel)
    while !isready(c)
        check_channel_state(c)
        wait(c.cond_wait)
    end
    return nothing
end

function iterate(c::Channel, state=nothing)
    if isopen(c) || isready(c)
        try
            return (take!(c), nothing)
        catch e
            if isa(e, InvalidStateException) && e.state === :closed
                return nothing
            end
            rethrow()
        end
    end
    return nothing
end

show(io::IO, c::Channel) = print(io, typeof(c), "(", c.sz_max, ")")
function show(io::IO, ::MIME"text/plain", c::Channel)
    show(io, c)
    if !(get(io, :compact, false)::Bool)
        if !isopen(c)
            print(io, " (closed)")
        else
            n = n_avail(c)
            if n == 0
                print(io, " (empty)")
            else
                print(io, " (", n, " item", n == 1 ? "" : "s", " available)")
            end
        end
    end
end

# ---- Macros ------------------------------------------------------------------

const _sync_varname = :var"##sync#48"

# Replaces each $(x) in ex by a fresh variable and records `var = x`, so
# that the value is taken when the task is created (Julia's @async).
function _lift_interp!(ex, letargs::Vector{Any})
    if ex isa Expr
        if ex.head === :$
            v = gensym("interp")
            push!(letargs, Expr(:(=), esc(v), esc(ex.args[1])))
            return v
        elseif ex.head === :quote
            return ex
        end
        for i in eachindex(ex.args)
            ex.args[i] = _lift_interp!(ex.args[i], letargs)
        end
    end
    return ex
end

function _async_expr(expr, sticky::Bool, source=nothing)
    letargs = Any[]
    expr = _lift_interp!(expr, letargs)
    thunk = Expr(:->, Expr(:tuple), source === nothing ? Expr(:block, esc(expr)) : Expr(:block, source, esc(expr)))
    var = esc(_sync_varname)
    body = quote
        local task = Task($thunk)
        task.sticky = $sticky
        if @isdefined($var)
            push!($var, task)
        end
        schedule(task)
        task
    end
    return Expr(:let, Expr(:block, letargs...), body)
end

"""
    @async expr

Wrap `expr` in a `Task` and schedule it; returns the task.
"""
macro async(expr)
    _async_expr(expr, true, __source__)
end

"""
    @task expr

Wrap `expr` in a `Task` without running it.
"""
macro task(ex)
    :(Task(() -> $(esc(ex))))
end

"""
    @sync expr

Wait until all tasks created lexically inside `expr` by `@async` or
`Threads.@spawn` are done; failures are thrown as a `CompositeException`.
"""
macro sync(block)
    var = esc(_sync_varname)
    quote
        let $var = Any[]
            v = $(esc(block))
            _sync_end($var)
            v
        end
    end
end

function _sync_end(tasks::Vector{Any})
    local c_ex
    for r in tasks
        if r isa Task
            _wait(r)
            if istaskfailed(r)
                @isdefined(c_ex) || (c_ex = CompositeException())
                push!(c_ex, TaskFailedException(r))
            end
        else
            try
                wait(r)
            catch e
                @isdefined(c_ex) || (c_ex = CompositeException())
                push!(c_ex, e)
            end
        end
    end
    @isdefined(c_ex) && throw(c_ex)
    return nothing
end

# ---- asyncmap ------------------------------------------------------------------

"""
    asyncmap(f, c...; ntasks=0, batch_size=nothing)

`map(f, c...)` with each call in a task of its own, at most `ntasks` (by
default 100) running at once; the result is shaped like `map`'s.
"""
function asyncmap(f, c...; ntasks=0, batch_size=nothing)
    isempty(c) && throw(ArgumentError("asyncmap requires at least one collection"))
    ntasks isa Integer || throw(ArgumentError("ntasks must be an Integer"))
    args = collect(zip(c...))
    n = length(args)
    results = Vector{Any}(undef, n)
    nt = ntasks == 0 ? 100 : Int(ntasks)
    nt > 0 || throw(ArgumentError("ntasks must be positive"))
    next = Ref(1)
    # (@sync/@async written out: Base's own code cannot use the macros
    # it defines.)
    workers = Any[]
    for _ in 1:min(nt, n)
        w = Task(() -> begin
            while true
                i = next[]
                i > n && break
                next[] = i + 1
                results[i] = f(args[i]...)
            end
        end)
        push!(workers, w)
        schedule(w)
    end
    _sync_end(workers)
    out = n == 0 ? map(x -> f(x...), args) : [r for r in results]
    if length(c) == 1 && c[1] isa AbstractArray && ndims(c[1]) > 1
        return reshape(out, size(c[1]))
    end
    return out
end

"""
    current_exceptions(task=current_task(); backtrace=true)

The stack of exceptions being handled: more than one inside nested catch
blocks, the most recent last. For a task other than the running one, the
exception a failed task ended with (Kiln does not keep the rest of a
finished task's stack), else an empty stack.
"""
function current_exceptions(task::Task=current_task(); backtrace::Bool=true)
    task === current_task() && return ExceptionStack(_exception_entries(backtrace))
    istaskfailed(task) || return ExceptionStack(Any[])
    return ExceptionStack(Any[(exception=task.result, backtrace=backtrace ? task._bt : nothing)])
end
catch_stack(task::Task=current_task(); include_bt::Bool=true) = current_exceptions(task; backtrace=include_bt)
