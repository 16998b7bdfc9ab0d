# This file is a part of Kiln's Base library.
#
# corelogging.jl — Julia 1.10's logging frontend (base/logging.jl, module
# CoreLogging) with the default logger of the Logging standard library
# (stdlib/Logging/src/ConsoleLogger.jl): @debug/@info/@warn/@error/@logmsg
# build a log record and hand it to the current logger; the default one,
# a ConsoleLogger, prints Julia's format on stderr:
#
#     [ Info: message                      (one line, no keywords)
#     ┌ Warning: message
#     │   x = 1
#     └ @ Main file.jl:3                   (the location for Debug, Warn, Error)
#
# Kiln has no tasks: the logger of with_logger is kept on a stack instead of
# in task-local storage. Not done: JULIA_DEBUG, the `exception=` keyword's
# backtrace, `:limit`ed display of large values.

module CoreLogging

import Base: isless, +, -, convert, show, print

export AbstractLogger, LogLevel, NullLogger, @debug, @info, @warn, @error, @logmsg,
    with_logger, current_logger, global_logger, disable_logging, SimpleLogger, ConsoleLogger

abstract type AbstractLogger end

struct LogLevel
    level::Int32
end
LogLevel(level::LogLevel) = level
isless(a::LogLevel, b::LogLevel) = isless(a.level, b.level)
+(level::LogLevel, inc::Integer) = LogLevel(level.level + inc)
-(level::LogLevel, inc::Integer) = LogLevel(level.level - inc)
convert(::Type{LogLevel}, level::Integer) = LogLevel(level)

const BelowMinLevel = LogLevel(-1000001)
const Debug = LogLevel(-1000)
const Info = LogLevel(0)
const Warn = LogLevel(1000)
const Error = LogLevel(2000)
const AboveMaxLevel = LogLevel(1000001)

function _level_name(level::LogLevel)
    level == BelowMinLevel && return "BelowMinLevel"
    level == Debug && return "Debug"
    level == Info && return "Info"
    level == Warn && return "Warn"
    level == Error && return "Error"
    level == AboveMaxLevel && return "AboveMaxLevel"
    return ""
end
function show(io::IO, level::LogLevel)
    s = _level_name(level)
    isempty(s) ? print(io, "LogLevel(", level.level, ")") : print(io, s)
end
print(io::IO, level::LogLevel) = show(io, level)

# ---- the logger interface ----

function handle_message end
shouldlog(logger::AbstractLogger, level, _module, group, id) = true
min_enabled_level(logger::AbstractLogger) = Info
catch_exceptions(logger::AbstractLogger) = true

struct NullLogger <: AbstractLogger end
min_enabled_level(::NullLogger) = AboveMaxLevel
shouldlog(::NullLogger, args...) = false
handle_message(::NullLogger, args...; kwargs...) = nothing

# disable_logging(level): messages at or below level are dropped everywhere.
@_after_image const _min_disabled_level = Ref(BelowMinLevel)
disable_logging(level::LogLevel) = (_min_disabled_level[] = level)

# ---- ConsoleLogger (stdlib/Logging/src/ConsoleLogger.jl) ----

# The stream `nothing` means the current stderr, looked up when a message
# is printed (Julia's `closed_stream` default).
struct ConsoleLogger <: AbstractLogger
    stream::Union{IO,Nothing}
    min_level::LogLevel
    message_limits::Dict{Any,Int}
end
ConsoleLogger(stream::IO, min_level=Info) = ConsoleLogger(stream, LogLevel(min_level), Dict{Any,Int}())
ConsoleLogger(min_level::LogLevel=Info) = ConsoleLogger(nothing, min_level, Dict{Any,Int}())

shouldlog(logger::ConsoleLogger, level, _module, group, id) =
    get(logger.message_limits, id, 1) > 0
min_enabled_level(logger::ConsoleLogger) = logger.min_level

function default_metafmt(level::LogLevel, _module, group, id, file, line)
    prefix = string(level == Warn ? "Warning" : string(level), ':')
    suffix = ""
    Info <= level < Warn && return prefix, suffix
    _module !== nothing && (suffix *= string(_module))
    if file !== nothing
        _module !== nothing && (suffix *= " ")
        suffix *= string(file)
        if line !== nothing
            suffix *= ":" * string(line)
        end
    end
    !isempty(suffix) && (suffix = "@ " * suffix)
    return prefix, suffix
end

# showvalue: how a keyword's value is shown (text/plain; exceptions by showerror).
showvalue(io, msg) = show(io, MIME"text/plain"(), msg)
showvalue(io, e::Exception) = showerror(io, e)
function showvalue(io, e::Tuple{Exception,Any})
    ex, bt = e
    showerror(io, ex, bt; backtrace = bt !== nothing)
end

function handle_message(logger::ConsoleLogger, level::LogLevel, message, _module, group, id,
                        filepath, line; kwargs...)
    maxlog = get(kwargs, :maxlog, nothing)
    if maxlog isa Integer
        remaining = get!(logger.message_limits, id, Int(maxlog))
        logger.message_limits[id] = remaining - 1
        remaining > 0 || return nothing
    end
    # The message and each key/value pair, split into (indent, text) lines.
    indents = Int[]
    msglines = String[]
    for l in split(chomp(string(message)), '\n')
        push!(indents, 0); push!(msglines, String(l))
    end
    for (k, val) in kwargs
        k === :maxlog && continue
        vallines = split(sprint(showvalue, val), '\n')
        if length(vallines) == 1
            push!(indents, 2); push!(msglines, string(k, " = ", vallines[1]))
        else
            push!(indents, 2); push!(msglines, string(k, " ="))
            for vl in vallines
                push!(indents, 3); push!(msglines, String(vl))
            end
        end
    end
    prefix, suffix = default_metafmt(level, _module, group, id, filepath, line)
    # Julia's right_justify is 0: a suffix always goes on a line of its own.
    if !isempty(suffix)
        push!(indents, 0); push!(msglines, "")
    end
    buf = IOBuffer()
    n = length(msglines)
    for i in 1:n
        boxstr = n == 1 ? "[ " : i == 1 ? "┌ " : i < n ? "│ " : "└ "
        print(buf, boxstr)
        if i == 1 && !isempty(prefix)
            print(buf, prefix, " ")
        end
        print(buf, " "^indents[i], msglines[i])
        if i == n && !isempty(suffix)
            print(buf, suffix)
        end
        println(buf)
    end
    stream = logger.stream === nothing ? stderr : logger.stream
    print(stream, String(take!(buf)))
    nothing
end

# SimpleLogger (base/logging.jl): the same box, always with the location.
struct SimpleLogger <: AbstractLogger
    stream::IO
    min_level::LogLevel
    message_limits::Dict{Any,Int}
end
SimpleLogger(stream::IO=stderr, level=Info) = SimpleLogger(stream, LogLevel(level), Dict{Any,Int}())
shouldlog(logger::SimpleLogger, level, _module, group, id) = get(logger.message_limits, id, 1) > 0
min_enabled_level(logger::SimpleLogger) = logger.min_level
function handle_message(logger::SimpleLogger, level::LogLevel, message, _module, group, id,
                        filepath, line; kwargs...)
    maxlog = get(kwargs, :maxlog, nothing)
    if maxlog isa Integer
        remaining = get!(logger.message_limits, id, Int(maxlog))
        logger.message_limits[id] = remaining - 1
        remaining > 0 || return nothing
    end
    buf = IOBuffer()
    lines = split(chomp(string(message)), '\n')
    print(buf, "┌ ", level == Warn ? "Warning" : string(level), ": ", lines[1], "\n")
    for i in 2:length(lines)
        print(buf, "│ ", lines[i], "\n")
    end
    for (k, val) in kwargs
        k === :maxlog && continue
        print(buf, "│   ", k, " = ", val, "\n")
    end
    print(buf, "└ @ ", _module, " ", filepath, ":", line, "\n")
    print(logger.stream, String(take!(buf)))
    nothing
end

# ---- the current logger ----

@_after_image const _global_logger = Ref{AbstractLogger}(ConsoleLogger())
# with_logger's loggers (Julia keeps the current one in task-local storage).
@_after_image const _logger_stack = AbstractLogger[]

global_logger() = _global_logger[]
function global_logger(logger::AbstractLogger)
    prev = _global_logger[]
    _global_logger[] = logger
    prev
end
current_logger() = isempty(_logger_stack) ? _global_logger[] : _logger_stack[end]

function with_logger(f::Function, logger::AbstractLogger)
    push!(_logger_stack, logger)
    try
        return f()
    finally
        pop!(_logger_stack)
    end
end

# ---- the macros ----

function _log_id(_module, file, line, level)
    h = hash(string(_module, file, line, level))
    Symbol(string(_module, "_", string(h % UInt32, base = 16)))
end

# The file's name without directory and extension (Julia: splitext(basename(file))[1]).
function _log_group(file::String)
    name = String(split(file, '/')[end])
    parts = split(name, '.')
    Symbol(length(parts) == 1 || isempty(parts[1]) ? name : join(parts[1:end-1], '.'))
end

function _log_enabled(logger, level::LogLevel, _module, group, id)
    level < min_enabled_level(logger) && return false
    level <= _min_disabled_level[] && return false
    return shouldlog(logger, level, _module, group, id)
end

# The keyword forms of a log macro call: `k = v`, a variable `x` (x = x),
# `xs...`; any other expression is keyed by its text.
function _logmsg_code(_module, source, level, message, exs...)
    kws = Any[]
    for ex in exs
        if ex isa Expr && ex.head === :(=) && ex.args[1] isa Symbol
            push!(kws, Expr(:kw, ex.args[1], esc(ex.args[2])))
        elseif ex isa Expr && ex.head === :...
            push!(kws, Expr(:..., esc(ex.args[1])))
        elseif ex isa Symbol
            push!(kws, Expr(:kw, ex, esc(ex)))
        else
            push!(kws, Expr(:kw, Symbol(string(ex)), esc(ex)))
        end
    end
    file = source.file === nothing ? "none" : String(source.file)
    line = source.line
    lvl = level isa Symbol ? GlobalRef(CoreLogging, level) : esc(level)
    id = QuoteNode(_log_id(_module, file, line, level))
    group = QuoteNode(_log_group(file))
    # The message and keywords are evaluated only when the level is enabled.
    return Expr(:if, Expr(:call, _log_enabled, Expr(:call, current_logger), Expr(:call, LogLevel, lvl), _module, group, id),
                Expr(:block, Expr(:call, handle_message, Expr(:parameters, kws...), Expr(:call, current_logger),
                                  Expr(:call, LogLevel, lvl), esc(message), _module, group, id, file, line), nothing))
end

macro debug(message, exs...)
    _logmsg_code(__module__, __source__, :Debug, message, exs...)
end
macro info(message, exs...)
    _logmsg_code(__module__, __source__, :Info, message, exs...)
end
macro warn(message, exs...)
    _logmsg_code(__module__, __source__, :Warn, message, exs...)
end
macro error(message, exs...)
    _logmsg_code(__module__, __source__, :Error, message, exs...)
end
macro logmsg(level, message, exs...)
    _logmsg_code(__module__, __source__, level, message, exs...)
end

end # module CoreLogging

using .CoreLogging: @debug, @info, @warn, @error, @logmsg
