# This file is a part of Kiln's Base library.
#
# stacktraces.jl — backtraces as values: catch_backtrace(), backtrace(),
# stacktrace(), show_backtrace and showerror(io, e, bt), as Julia 1.10's
# base/error.jl, base/stacktraces.jl and base/errorshow.jl. A backtrace is a
# Vector{Ptr{Cvoid}} of return addresses (innermost first) recorded by the
# runtime (runtime/exec.c); the driver turns it into frames with the line
# tables of the compiled code (driver/backtrace.go), the same frames an
# uncaught error prints.

export catch_backtrace, backtrace, stacktrace, StackTraces, current_exceptions

"""
    catch_backtrace()

The backtrace of the exception being handled, for use in a `catch` block.
"""
function catch_backtrace()
    n = ccall(:kiln_catch_backtrace, Int32, (Ptr{Ptr{Cvoid}}, Int32), _c_null(), 0)
    bt = Vector{Ptr{Cvoid}}(undef, n)
    n > 0 && ccall(:kiln_catch_backtrace, Int32, (Ptr{Ptr{Cvoid}}, Int32), bt, n)
    return _bt_vector(bt)
end

"""
    InterpreterIP

A frame of a backtrace in code run by Julia's interpreter (Julia 1.10's
`Base.InterpreterIP`). Kiln compiles all code, so its backtraces hold only
return addresses, but they have Julia's element type
`Union{Ptr{Nothing}, InterpreterIP}`.
"""
struct InterpreterIP
    code::Any   # Julia: Union{CodeInfo, Core.MethodInstance, Nothing}
    stmt::Csize_t
    mod::Union{Module,Nothing}
end

# A backtrace as Julia's catch_backtrace() and backtrace() return it.
function _bt_vector(bt::Vector{Ptr{Cvoid}})
    r = Vector{Union{Ptr{Nothing},InterpreterIP}}(undef, length(bt))
    for i in 1:length(bt)
        r[i] = bt[i]
    end
    return r
end
# Its return addresses, as the runtime reads them.
_ptr_vector(bt::Vector{Ptr{Cvoid}}) = bt
function _ptr_vector(bt::AbstractVector)
    r = Ptr{Cvoid}[]
    for ip in bt
        ip isa Ptr && push!(r, Ptr{Cvoid}(ip))
    end
    return r
end

"""
    backtrace()

The backtrace of the current point of execution.
"""
function backtrace()
    bt = Vector{Ptr{Cvoid}}(undef, 1024)
    n = ccall(:kiln_backtrace_here, Int32, (Ptr{Ptr{Cvoid}}, Int32), bt, 1024)
    return _bt_vector(resize!(bt, n))
end

# (bt stays reachable: it is an argument here, and collections are deferred
# while the driver reads it.)
_backtrace_query(kind::Int, bt::Vector{Ptr{Cvoid}}) =
    _reflect(kind, UInt(pointer(bt)), length(bt))::String
_backtrace_query(kind::Int, bt::AbstractVector) = _backtrace_query(kind, _ptr_vector(bt))

"""
    show_backtrace(io, bt)

Print a backtrace as Julia's error reports do (`Stacktrace:` and one entry
per frame), on a new line.
"""
function show_backtrace(io::IO, bt::AbstractVector)
    isempty(bt) && return nothing
    s = _backtrace_query(40, bt)
    print(io, "\n", chomp(s))
    return nothing
end
show_backtrace(io::IO, ::Nothing) = nothing

function showerror(io::IO, ex, bt; backtrace::Bool=true)
    try
        showerror(io, ex)
    finally
        backtrace && show_backtrace(io, bt)
    end
end

# The top-level report of an exception whose type has its own
# showerror(io, ex, bt) method (driver/errors.go): that method decides what
# is printed (Test's TestSetException: its summary, no stack trace). The
# driver renders stack traces itself, so bt is `nothing` here.
_kiln_showerror_bt(io::IO, @nospecialize(ex)) = (showerror(io, ex, nothing); nothing)

"""
    ExceptionStack

The exception stack of a task, as `current_exceptions` returns it: a vector
of `(exception=..., backtrace=...)` named tuples, the most recent last.
"""
struct ExceptionStack <: AbstractArray{Any,1}
    stack::Array{Any,1}
end
size(s::ExceptionStack) = size(s.stack)
getindex(s::ExceptionStack, i::Int) = s.stack[i]

# The entries of the running task's exception stack (runtime/exec.c keeps
# it as Julia 1.10's jl_excstack: a throw pushes, a catch block that is
# left other than by a throw pops what was pushed since its try began).
function _exception_entries(backtrace::Bool)
    n = ccall(:kiln_exception_stack, Int64, (Ptr{Ptr{Cvoid}}, Int64), _c_null(), 0)
    excs = Vector{Any}(undef, n)
    out = Any[]
    n == 0 && return out
    # (the array is a ccall argument: it stays alive during the call)
    m = ccall(:kiln_exception_stack, Int64, (Ptr{Any}, Int64), excs, n)
    for i in 1:m
        bt = nothing
        if backtrace
            k = ccall(:kiln_exception_backtrace, Int64, (Int64, Ptr{Ptr{Cvoid}}, Int64), i, _c_null(), 0)
            v = Vector{Ptr{Cvoid}}(undef, max(k, 0))
            k > 0 && ccall(:kiln_exception_backtrace, Int64, (Int64, Ptr{Ptr{Cvoid}}, Int64), i, v, k)
            bt = _bt_vector(v)
        end
        push!(out, (exception=excs[i], backtrace=bt))
    end
    return out
end

# Julia's show_exception_stack: the most recent exception first, each
# earlier one after "caused by: ".
function show_exception_stack(io::IO, stack)
    n = length(stack)
    for i in n:-1:1
        i == n || print(io, "\ncaused by: ")
        exc, bt = stack[i]
        showerror(io, exc, bt; backtrace=bt !== nothing)
        i == 1 || println(io)
    end
end
function show(io::IO, ::MIME"text/plain", s::ExceptionStack)
    n = length(s)
    print(io, n, "-element ExceptionStack", n == 0 ? "" : ":\n")
    show_exception_stack(io, s)
end
show(io::IO, s::ExceptionStack) = show(io, MIME("text/plain"), s)

# Julia 1.10's display_error (client.jl): an error as the REPL reports it,
# "ERROR: " (bold, in the error color :light_red) before the exception.
function display_error(io::IO, er, bt)
    printstyled(io, "ERROR: "; bold=true, color=:light_red)
    showerror(IOContext(io, :limit => true), er, bt, backtrace = bt !== nothing)
    println(io)
end
function display_error(io::IO, stack::ExceptionStack)
    printstyled(io, "ERROR: "; bold=true, color=:light_red)
    show_exception_stack(IOContext(io, :limit => true), stack)
    println(io)
end
display_error(stack::ExceptionStack) = display_error(stderr, stack)
display_error(er, bt=nothing) = display_error(stderr, er, bt)

module StackTraces

import ..Base: show, ==, hash
using ..Base: _backtrace_query, backtrace

export StackFrame, StackTrace, stacktrace

"""
    StackFrame

A frame of a stack trace: `func` (the function's name, `Symbol("top-level
scope")` for top-level code), `file`, `line` and whether it was `inlined`.
"""
struct StackFrame
    func::Symbol
    file::Symbol
    line::Int
    linfo::Nothing
    from_c::Bool
    inlined::Bool
    pointer::UInt64
end

const StackTrace = Vector{StackFrame}

"""
    stacktrace([bt]; [c_funcs=false])

The frames of a backtrace (by default, of the current point).
"""
function stacktrace(bt::AbstractVector, c_funcs::Bool=false)
    s = _backtrace_query(41, bt)
    frames = StackFrame[]
    for line in split(s, '\n'; keepempty=false)
        f = split(line, '\t')
        push!(frames, StackFrame(Symbol(f[1]), Symbol(f[2]), parse(Int, f[3]), nothing, false, f[4] == "true", UInt64(0)))
    end
    return frames
end
function stacktrace(c_funcs::Bool=false)
    st = stacktrace(backtrace(), c_funcs)
    # Julia's leaves out the frames of stacktrace() itself.
    i = findlast(f -> f.func === :stacktrace || f.func === :backtrace, st)
    return i === nothing ? st : st[i+1:end]
end

==(a::StackFrame, b::StackFrame) = a.func === b.func && a.file === b.file && a.line == b.line && a.inlined == b.inlined
hash(f::StackFrame, h::UInt) = hash(f.line, hash(f.file, hash(f.func, h)))

function show(io::IO, f::StackFrame)
    print(io, f.func)
    if f.file !== Symbol("")
        print(io, " at ", basename(string(f.file)), ":", f.line)
    end
    f.inlined && print(io, " [inlined]")
    return nothing
end

end # module StackTraces

using .StackTraces
