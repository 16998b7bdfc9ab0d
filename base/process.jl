# This file is a part of Kiln's Base library.
#
# process.jl — running external programs as Julia 1.10's base/cmd.jl,
# shell.jl and process.jl: `Cmd` (command literals `…` lower to cmd_gen),
# pipelines and redirections, run, read, success, open of a command, and
# Process / ProcessChain with their exit status and ProcessFailedException.
#
# Julia runs processes on libuv. Kiln spawns them with posix_spawnp and
# waits for them synchronously (runtime/process.c). A child writes
# straight to the descriptor behind Kiln's stdout, stderr or a file; when a
# stream has no descriptor of its own (an IOBuffer, output redirected into
# one, an embedding program's writers, any other IO), the child gets a pipe
# and the parent copies its data when it waits for the process.

abstract type AbstractCmd end

const UV_PROCESS_WINDOWS_VERBATIM_ARGUMENTS = UInt8(1 << 2)
const UV_PROCESS_DETACHED = UInt8(1 << 3)
const UV_PROCESS_WINDOWS_HIDE = UInt8(1 << 4)

struct Cmd <: AbstractCmd
    exec::Vector{String}
    ignorestatus::Bool
    flags::UInt32
    env::Union{Vector{String},Nothing}
    dir::String
    cpus::Union{Nothing,Vector{UInt16}}
    Cmd(exec::Vector{String}) = new(exec, false, 0x00000000, nothing, "", nothing)
    Cmd(cmd::Cmd, ignorestatus, flags, env, dir, cpus = nothing) =
        new(cmd.exec, ignorestatus, flags, env, dir === cmd.dir ? dir : _cmd_cstr(dir), cpus)
    function Cmd(cmd::Cmd; ignorestatus::Bool=cmd.ignorestatus, env=cmd.env, dir::AbstractString=cmd.dir,
                 cpus::Union{Nothing,Vector{UInt16}}=cmd.cpus,
                 detach::Bool = 0 != cmd.flags & UV_PROCESS_DETACHED,
                 windows_verbatim::Bool = 0 != cmd.flags & UV_PROCESS_WINDOWS_VERBATIM_ARGUMENTS,
                 windows_hide::Bool = 0 != cmd.flags & UV_PROCESS_WINDOWS_HIDE)
        flags = UInt32(detach * UV_PROCESS_DETACHED |
                       windows_verbatim * UV_PROCESS_WINDOWS_VERBATIM_ARGUMENTS |
                       windows_hide * UV_PROCESS_WINDOWS_HIDE)
        new(cmd.exec, ignorestatus, flags, byteenv(env), dir === cmd.dir ? dir : _cmd_cstr(dir), cpus)
    end
end
Cmd(exec::AbstractVector{<:AbstractString}) = Cmd(String[_cmd_cstr(x) for x in exec])

has_nondefault_cmd_flags(c::Cmd) =
    c.ignorestatus || c.flags != 0x00 || c.env !== nothing || c.dir !== "" || c.cpus !== nothing

hash(x::Cmd, h::UInt) = hash(x.exec, hash(x.env, hash(x.ignorestatus, hash(x.dir, hash(x.flags, h)))))
==(x::Cmd, y::Cmd) = x.exec == y.exec && x.env == y.env && x.ignorestatus == y.ignorestatus &&
                     x.dir == y.dir && isequal(x.flags, y.flags)

struct OrCmds <: AbstractCmd
    a::AbstractCmd
    b::AbstractCmd
end
struct ErrOrCmds <: AbstractCmd
    a::AbstractCmd
    b::AbstractCmd
end
struct AndCmds <: AbstractCmd
    a::AbstractCmd
    b::AbstractCmd
end
hash(x::AndCmds, h::UInt) = hash(x.a, hash(x.b, h))
==(x::AndCmds, y::AndCmds) = x.a == y.a && x.b == y.b

# ---- shell words (base/shell.jl) --------------------------------------------------------

const shell_special = "#{}()[]<>|&*?~;"

function print_shell_word(io::IO, word::AbstractString, special::AbstractString = "")
    has_single = false
    has_special = false
    for c in word
        if isspace(c) || c == '\\' || c == '\'' || c == '"' || c == '$' || c in special
            has_special = true
            c == '\'' && (has_single = true)
        end
    end
    if isempty(word)
        print(io, "''")
    elseif !has_special
        print(io, word)
    elseif !has_single
        print(io, '\'', word, '\'')
    else
        print(io, '"')
        for c in word
            (c == '"' || c == '$') && print(io, '\\')
            print(io, c)
        end
        print(io, '"')
    end
    nothing
end

function print_shell_escaped(io::IO, cmd::AbstractString, args::AbstractString...; special::AbstractString="")
    print_shell_word(io, cmd, special)
    for arg in args
        print(io, ' ')
        print_shell_word(io, arg, special)
    end
end
print_shell_escaped(io::IO; special::String="") = nothing

shell_escape(args::AbstractString...; special::AbstractString="") =
    sprint(io -> print_shell_escaped(io, args...; special=special))
shell_escape(cmd::Cmd; special::AbstractString="") = shell_escape(cmd.exec...; special=special)

function print_shell_escaped_posixly(io::IO, args::AbstractString...)
    first = true
    for arg in args
        first || print(io, ' ')
        have_single = false
        have_double = false
        simple = true
        for c in arg
            if '0' <= c <= '9' || 'a' <= c <= 'z' || 'A' <= c <= 'Z' || c == '_' || c == '/' || c == '+' || c == '-'
            elseif c == '\''
                have_single = true
            elseif c == '"'
                if have_double
                    simple = false
                    break
                end
                have_double = true
            elseif !first && c == '='
            else
                simple = false
                break
            end
        end
        if isempty(arg)
            print(io, "''")
        elseif simple
            have_single && (arg = replace(arg, '\'' => "\\'"))
            have_double && (arg = replace(arg, '"' => "\\\""))
            print(io, arg)
        else
            print(io, '\'', replace(arg, '\'' => "'\\''"), '\'')
        end
        first = false
    end
end
shell_escape_posixly(args::AbstractString...) = sprint(io -> print_shell_escaped_posixly(io, args...))
shell_escape_posixly(cmd::Cmd) = shell_escape_posixly(cmd.exec...)

# shell_split(s): the words of s as a command literal reads them (no interpolation).
function shell_split(s::AbstractString)
    words = String[]
    word = IOBuffer()
    inword = false
    insingle = false
    indouble = false
    str = String(strip(s))
    i = firstindex(str)
    n = lastindex(str)
    while i <= n
        c = str[i]
        if !insingle && !indouble && isspace(c)
            inword && push!(words, String(take!(word)))
            inword = false
        elseif !indouble && c == '\''
            insingle = !insingle
            inword = true
        elseif !insingle && c == '"'
            indouble = !indouble
            inword = true
        elseif !insingle && c == '\\'
            i == n && error("dangling backslash")
            i = nextind(str, i)
            d = str[i]
            indouble && !(d == '"' || d == '$' || d == '\\') && print(word, '\\')
            print(word, d)
            inword = true
        else
            print(word, c)
            inword = true
        end
        i = nextind(str, i)
    end
    insingle && error("unterminated single quote")
    indouble && error("unterminated double quote")
    inword && push!(words, String(take!(word)))
    return words
end

function show(io::IO, cmd::Cmd)
    print_env = cmd.env !== nothing
    print_dir = !isempty(cmd.dir)
    (print_env || print_dir) && print(io, "setenv(")
    print_cpus = cmd.cpus !== nothing
    print_cpus && print(io, "setcpuaffinity(")
    print(io, '`')
    first = true
    for arg in cmd.exec
        first || print(io, ' ')
        first = false
        print(io, replace(sprint(print_shell_word, arg, shell_special), '`' => "\\`"))
    end
    print(io, '`')
    if print_cpus
        print(io, ", ")
        show(io, collect(Int, something(cmd.cpus)))
        print(io, ")")
    end
    print_env && (print(io, ","); show(io, cmd.env))
    print_dir && (print(io, "; dir="); show(io, cmd.dir))
    (print_dir || print_env) && print(io, ")")
    nothing
end

function show(io::IO, cmds::Union{OrCmds,ErrOrCmds})
    print(io, "pipeline(")
    show(io, cmds.a)
    print(io, ", ")
    print(io, isa(cmds, ErrOrCmds) ? "stderr=" : "stdout=")
    show(io, cmds.b)
    print(io, ")")
end

function show(io::IO, cmds::AndCmds)
    show(io, cmds.a)
    print(io, " & ")
    show(io, cmds.b)
end

const STDIN_NO  = 0
const STDOUT_NO = 1
const STDERR_NO = 2

struct FileRedirect
    filename::String
    append::Bool
    FileRedirect(filename::AbstractString, append::Bool) = new(String(filename), append)
end

const Redirectable = Union{IO, FileRedirect}

struct CmdRedirect <: AbstractCmd
    cmd::AbstractCmd
    handle::Redirectable
    stream_no::Int
    readable::Bool
end
CmdRedirect(cmd, handle, stream_no) = CmdRedirect(cmd, handle, stream_no, stream_no == STDIN_NO)

function show(io::IO, cr::CmdRedirect)
    print(io, "pipeline(")
    show(io, cr.cmd)
    print(io, ", ")
    if cr.stream_no == STDOUT_NO
        print(io, "stdout")
    elseif cr.stream_no == STDERR_NO
        print(io, "stderr")
    elseif cr.stream_no == STDIN_NO
        print(io, "stdin")
    else
        print(io, cr.stream_no)
    end
    print(io, cr.readable ? "<" : ">")
    show(io, cr.handle)
    print(io, ")")
end

ignorestatus(cmd::Cmd) = Cmd(cmd, ignorestatus=true)
ignorestatus(cmd::Union{OrCmds,AndCmds}) = typeof(cmd)(ignorestatus(cmd.a), ignorestatus(cmd.b))
detach(cmd::Cmd) = Cmd(cmd; detach=true)

# like String(s), but a NUL is an error (the C library ends strings there)
function _cmd_cstr(s)
    occursin('\0', s) && throw(ArgumentError("strings containing NUL cannot be passed to spawned processes"))
    return String(s)::String
end

byteenv(env::AbstractArray{<:AbstractString}) = String[_cmd_cstr(x) for x in env]
byteenv(env::AbstractDict) = String[_cmd_cstr(string(k) * "=" * string(v)) for (k, v) in env]
byteenv(env::Nothing) = nothing
byteenv(env::Union{AbstractVector{Pair{T,V}},Tuple{Vararg{Pair{T,V}}}}) where {T<:AbstractString,V} =
    String[_cmd_cstr(k * "=" * string(v)) for (k, v) in env]

setenv(cmd::Cmd, env; dir=cmd.dir) = Cmd(cmd; env=byteenv(env), dir=dir)
setenv(cmd::Cmd, env::Pair{<:AbstractString}...; dir=cmd.dir) = setenv(cmd, env; dir=dir)
setenv(cmd::Cmd; dir=cmd.dir) = Cmd(cmd; dir=dir)

function splitenv(e::String)
    i = findnext('=', e, 2)
    i === nothing && throw(ArgumentError("malformed environment entry"))
    e[1:prevind(e, i)], e[nextind(e, i):end]
end

function addenv(cmd::Cmd, env::Dict; inherit::Bool = true)
    new_env = Dict{String,String}()
    if cmd.env === nothing
        if inherit
            for (k, v) in ENV
                new_env[k] = v
            end
        end
    else
        for e in cmd.env
            k, v = splitenv(e)
            new_env[string(k)::String] = string(v)::String
        end
    end
    for (k, v) in env
        if v === nothing
            delete!(new_env, string(k)::String)
        else
            new_env[string(k)::String] = string(v)::String
        end
    end
    return setenv(cmd, new_env)
end
addenv(cmd::Cmd, pairs::Pair{<:AbstractString}...; inherit::Bool = true) =
    addenv(cmd, Dict{String,Any}(k => v for (k, v) in pairs); inherit)
addenv(cmd::Cmd, env::Vector{<:AbstractString}; inherit::Bool = true) =
    addenv(cmd, Dict{String,Any}(k => v for (k, v) in splitenv.(env)); inherit)

setcpuaffinity(cmd::Cmd, ::Nothing) = Cmd(cmd; cpus = nothing)
setcpuaffinity(cmd::Cmd, cpus) = Cmd(cmd; cpus = collect(UInt16, cpus))

(&)(left::AbstractCmd, right::AbstractCmd) = AndCmds(left, right)
redir_out(src::AbstractCmd, dest::AbstractCmd) = OrCmds(src, dest)
redir_err(src::AbstractCmd, dest::AbstractCmd) = ErrOrCmds(src, dest)
redir_out(dest::Redirectable, src::AbstractCmd) = CmdRedirect(src, dest, STDIN_NO)
redir_out(src::AbstractCmd, dest::Redirectable) = CmdRedirect(src, dest, STDOUT_NO)
redir_err(src::AbstractCmd, dest::Redirectable) = CmdRedirect(src, dest, STDERR_NO)
redir_out(src::AbstractCmd, dest::AbstractString) = CmdRedirect(src, FileRedirect(dest, false), STDOUT_NO)
redir_out(src::AbstractString, dest::AbstractCmd) = CmdRedirect(dest, FileRedirect(src, false), STDIN_NO)
redir_err(src::AbstractCmd, dest::AbstractString) = CmdRedirect(src, FileRedirect(dest, false), STDERR_NO)
redir_out_append(src::AbstractCmd, dest::AbstractString) = CmdRedirect(src, FileRedirect(dest, true), STDOUT_NO)
redir_err_append(src::AbstractCmd, dest::AbstractString) = CmdRedirect(src, FileRedirect(dest, true), STDERR_NO)

function pipeline(cmd::AbstractCmd; stdin=nothing, stdout=nothing, stderr=nothing, append::Bool=false)
    if append && stdout === nothing && stderr === nothing
        throw(ArgumentError("append set to true, but no output redirections specified"))
    end
    stdin !== nothing && (cmd = redir_out(stdin, cmd))
    if stdout !== nothing
        cmd = append ? redir_out_append(cmd, stdout) : redir_out(cmd, stdout)
    end
    if stderr !== nothing
        cmd = append ? redir_err_append(cmd, stderr) : redir_err(cmd, stderr)
    end
    return cmd
end
pipeline(cmd::AbstractCmd, dest) = pipeline(cmd, stdout=dest)
pipeline(src::Union{Redirectable,AbstractString}, cmd::AbstractCmd) = pipeline(cmd, stdin=src)
pipeline(a, b, c, d...) = pipeline(pipeline(a, b), c, d...)

# ---- processes --------------------------------------------------------------------------

# Data the parent copies when it waits: output pipes read into streams
# (runtime stream ids; a stream of a user IO type is a temporary buffer
# written to it afterwards), and bytes written to the child's stdin.
mutable struct _ProcPumps
    fds::Vector{Int32}
    ids::Vector{Int64}
    targets::Vector{Any}        # the IO each temporary buffer goes to (nothing: none)
    in_fd::Int32
    in_data::Vector{UInt8}
    _ProcPumps() = new(Int32[], Int64[], Any[], Int32(-1), UInt8[])
end

mutable struct Process <: IO
    cmd::Cmd
    pid::Int64                   # 0 once it has been waited for
    in::IO
    out::IO
    err::IO
    exitcode::Int64
    termsignal::Int32
    pumps::Union{Nothing,_ProcPumps}
    Process(cmd::Cmd, pid::Int64) = new(cmd, pid, devnull, devnull, devnull, typemin(Int64), typemin(Int32), nothing)
end

mutable struct ProcessChain <: IO
    processes::Vector{Process}
    in::IO
    out::IO
    err::IO
    pumps::Union{Nothing,_ProcPumps}
    ProcessChain() = new(Process[], devnull, devnull, devnull, nothing)
end

const _AnyProcess = Union{Process,ProcessChain}

# a descriptor already set up for a child (a pipe's end)
struct _ChildFD
    fd::Int32
end

function _proc_pipe()
    fds = Vector{Int32}(undef, 2)
    e = ccall(:kiln_proc_pipe, Int32, (Ptr{Int32},), ccall(:kiln_array_data, Ptr{Int32}, (Any,), fds))
    e == Int32(0) || _uv_error("pipe", e)
    return fds[1], fds[2]
end
_proc_close(fd::Int32) = (fd >= 0 && ccall(:close, Int32, (Int32,), fd); nothing)

# The descriptor the child gets for `io` in slot `slot` (0 stdin, 1 stdout,
# 2 stderr) and whether the parent closes it after spawning; streams
# without a descriptor get a pipe, recorded in `pumps`.
function _setup_stdio(io, slot::Int, pumps::_ProcPumps)
    readable = slot == 0
    if io isa _ChildFD
        return io.fd, false
    elseif io isa FileRedirect
        fd = ccall(:kiln_proc_open, Int32, (String, Int32, Int32), _cmd_cstr(io.filename),
                   Int32(readable), Int32(io.append))
        fd < 0 && _uv_error(string("open(", repr(io.filename), ")"), -fd)
        return fd, true
    elseif io isa KilnStream || io isa IOBuffer
        fd = ccall(:kiln_io_child_fd, Int32, (Int64,), io.handle)
        fd == Int32(-2) && return Int32(-2), false
        fd >= 0 && return fd, false
        if !readable
            rd, wr = _proc_pipe()
            push!(pumps.fds, rd); push!(pumps.ids, io.handle); push!(pumps.targets, nothing)
            return wr, true
        end
    elseif !readable && io isa IO
        rd, wr = _proc_pipe()
        buf = IOBuffer()
        push!(pumps.fds, rd); push!(pumps.ids, buf.handle); push!(pumps.targets, (buf, io))
        return wr, true
    elseif !(io isa IO)
        throw(ArgumentError(string("cannot use a ", typeof(io), " as a standard stream of a process")))
    end
    # input from a stream without a descriptor: its remaining bytes
    pumps.in_fd >= 0 && throw(ArgumentError("a pipeline can read from one such stream only (not supported in Kiln)"))
    rd, wr = _proc_pipe()
    pumps.in_fd = wr
    pumps.in_data = read(io)
    return rd, true
end

_check_cstring(s::String) =
    occursin('\0', s) && throw(ArgumentError("embedded NULs are not allowed in C strings: " * repr(s)))

function _spawn_primitive(cmd::Cmd, fds::NTuple{3,Int32})
    isempty(cmd.exec) && throw(ArgumentError("cannot spawn empty command"))
    cmd.cpus === nothing || throw(ArgumentError("setcpuaffinity is not supported in Kiln"))
    # the C strings the child gets (Julia's Cstring conversion)
    for s in cmd.exec
        _check_cstring(s)
    end
    cmd.env === nothing || foreach(_check_cstring, cmd.env)
    _check_cstring(cmd.dir)
    argv = join(cmd.exec, '\0')
    env = cmd.env === nothing ? "" : join(cmd.env, '\0')
    envc = cmd.env === nothing ? -1 : length(cmd.env)
    pid = ccall(:kiln_proc_spawn, Int64, (String, Int64, String, Int64, String, Int32, Int32, Int32),
                argv, length(cmd.exec), env, envc, cmd.dir, fds[1], fds[2], fds[3])
    pid < 0 && _uv_error("could not spawn " * repr(cmd), -pid)
    return Process(cmd, pid)
end

function _spawn(cmd::AbstractCmd, stdios::Vector{Any})
    pumps = _ProcPumps()
    local result
    try
        result = cmd isa Cmd ? _spawn_cmd(cmd, stdios, pumps) : _spawn_into!(ProcessChain(), cmd, stdios, pumps)
    catch
        foreach(_proc_close, pumps.fds)
        _proc_close(pumps.in_fd)
        rethrow()
    end
    if !isempty(pumps.fds) || pumps.in_fd >= 0
        result.pumps = pumps
    end
    return result
end

function _with_stdios(f, stdios::Vector{Any}, pumps::_ProcPumps)
    fds = Int32[-2, -2, -2]
    close_after = Bool[false, false, false]
    try
        for i in 1:3
            fds[i], close_after[i] = _setup_stdio(stdios[i], i - 1, pumps)
        end
        return f((fds[1], fds[2], fds[3]))
    finally
        for i in 1:3
            close_after[i] && _proc_close(fds[i])
        end
    end
end

_spawn_cmd(cmd::Cmd, stdios::Vector{Any}, pumps::_ProcPumps) =
    _with_stdios(fds -> _spawn_primitive(cmd, fds), stdios, pumps)

function _spawn_into!(chain::ProcessChain, cmd::Cmd, stdios::Vector{Any}, pumps::_ProcPumps)
    push!(chain.processes, _spawn_cmd(cmd, stdios, pumps))
    return chain
end

function _spawn_into!(chain::ProcessChain, r::CmdRedirect, stdios::Vector{Any}, pumps::_ProcPumps)
    s = copy(stdios)
    fd, close_after = _setup_stdio(r.handle, r.stream_no, pumps)
    try
        s[r.stream_no + 1] = _ChildFD(fd)
        return _spawn_into!(chain, r.cmd, s, pumps)
    finally
        close_after && _proc_close(fd)
    end
end

function _spawn_into!(chain::ProcessChain, cmds::Union{OrCmds,ErrOrCmds}, stdios::Vector{Any}, pumps::_ProcPumps)
    rd, wr = _proc_pipe()
    try
        left = copy(stdios)
        left[cmds isa OrCmds ? 2 : 3] = _ChildFD(wr)
        _spawn_into!(chain, cmds.a, left, pumps)
        right = copy(stdios)
        right[1] = _ChildFD(rd)
        _spawn_into!(chain, cmds.b, right, pumps)
    finally
        _proc_close(rd)
        _proc_close(wr)
    end
    return chain
end

function _spawn_into!(chain::ProcessChain, cmds::AndCmds, stdios::Vector{Any}, pumps::_ProcPumps)
    _spawn_into!(chain, cmds.a, stdios, pumps)
    _spawn_into!(chain, cmds.b, stdios, pumps)
    return chain
end

# copy what the parent must copy, once
function _run_pumps(p::_AnyProcess)
    pumps = p.pumps
    pumps === nothing && return nothing
    p.pumps = nothing
    e = ccall(:kiln_proc_pump, Int32, (Ptr{Int32}, Ptr{Int64}, Int64, Int32, Ptr{UInt8}, Int64),
              ccall(:kiln_array_data, Ptr{Int32}, (Any,), pumps.fds),
              ccall(:kiln_array_data, Ptr{Int64}, (Any,), pumps.ids), Int64(length(pumps.fds)),
              pumps.in_fd, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), pumps.in_data),
              Int64(length(pumps.in_data)))
    GC._keepalive(pumps)
    for t in pumps.targets
        t === nothing && continue
        buf, io = t
        write(io, take!(buf))
    end
    e == Int32(0) || _uv_error("pipe", e)
    return nothing
end

function _reap(p::Process, block::Bool)
    p.pid == 0 && return true
    out = Int64[0, 0]
    r = ccall(:kiln_proc_wait, Int32, (Int64, Int32, Ptr{Int64}), p.pid, Int32(!block),
              ccall(:kiln_array_data, Ptr{Int64}, (Any,), out))
    r == Int32(0) && return false
    r < 0 && _uv_error("waitpid", -r)
    p.exitcode = out[1]
    p.termsignal = Int32(out[2])
    p.pid = 0
    return true
end

function wait(p::Process)
    _run_pumps(p)
    _reap(p, true)
    return nothing
end
function wait(pc::ProcessChain)
    _run_pumps(pc)
    foreach(p -> _reap(p, true), pc.processes)
    return nothing
end

process_running(s::Process) = !_reap(s, false)
process_running(s::Vector{Process}) = any(process_running, s)
process_running(s::ProcessChain) = process_running(s.processes)
process_exited(s::Process) = !process_running(s)
process_exited(s::Vector{Process}) = all(process_exited, s)
process_exited(s::ProcessChain) = process_exited(s.processes)
process_signaled(s::Process) = s.termsignal > 0

function process_status(s::Process)
    return process_running(s) ? "ProcessRunning" :
           process_signaled(s) ? "ProcessSignaled(" * string(s.termsignal) * ")" :
           "ProcessExited(" * string(s.exitcode) * ")"
end

show(io::IO, p::Process) = print(io, "Process(", p.cmd, ", ", process_status(p), ")")

const SIGHUP  = 1
const SIGINT  = 2
const SIGQUIT = 3
const SIGKILL = 9
const SIGPIPE = 13
const SIGTERM = 15

test_success(proc::Process) =
    proc.exitcode == 0 && (proc.termsignal == 0 || proc.termsignal == SIGPIPE)

function success(x::Process)
    wait(x)
    return test_success(x)
end
success(procs::Vector{Process}) = mapreduce(success, &, procs)
function success(procs::ProcessChain)
    wait(procs)
    return success(procs.processes)
end
success(cmd::AbstractCmd) = success(_spawn(cmd, Any[devnull, devnull, devnull]))

struct ProcessFailedException <: Exception
    procs::Vector{Process}
end
ProcessFailedException(proc::Process) = ProcessFailedException([proc])

function showerror(io::IO, err::ProcessFailedException)
    if length(err.procs) == 1
        proc = err.procs[1]
        println(io, "failed process: ", proc, " [", proc.exitcode, "]")
    else
        println(io, "failed processes:")
        for proc in err.procs
            println(io, "  ", proc, " [", proc.exitcode, "]")
        end
    end
end

function pipeline_error(proc::Process)
    proc.cmd.ignorestatus || throw(ProcessFailedException(proc))
    nothing
end
function pipeline_error(procs::ProcessChain)
    failed = Process[]
    for p in procs.processes
        if !test_success(p) && !p.cmd.ignorestatus
            push!(failed, p)
        end
    end
    isempty(failed) && return nothing
    throw(ProcessFailedException(failed))
end

function kill(p::Process, signum::Integer)
    if process_running(p)
        e = ccall(:kiln_proc_kill, Int32, (Int64, Int32), p.pid, Int32(signum))
        e == Int32(0) || e == Int32(3) || _uv_error("kill", e)   # 3: ESRCH, already gone
    end
    nothing
end
kill(ps::Vector{Process}) = foreach(kill, ps)
kill(ps::ProcessChain) = foreach(kill, ps.processes)
kill(p::Process) = kill(p, SIGTERM)

function getpid(p::Process)
    p.pid > 0 || _uv_error("getpid", 3)
    return Int32(p.pid)
end

# ---- run, read, open --------------------------------------------------------------------

function run(cmds::AbstractCmd, args...; wait::Bool = true)
    if wait
        stdios = Any[stdin, stdout, stderr]
        for (i, a) in enumerate(args)
            stdios[i] = a
        end
        ps = _spawn(cmds, stdios)
        success(ps) || pipeline_error(ps)
    else
        stdios = Any[devnull, devnull, devnull]
        for (i, a) in enumerate(args)
            stdios[i] = a
        end
        ps = _spawn(cmds, stdios)
        length(args) >= 1 && args[1] isa IO && (ps.in = args[1])
        length(args) >= 2 && args[2] isa IO && (ps.out = args[2])
        length(args) >= 3 && args[3] isa IO && (ps.err = args[3])
    end
    return ps
end

function read(cmd::AbstractCmd)
    buf = IOBuffer()
    procs = _spawn(cmd, Any[devnull, buf, stderr])
    success(procs) || pipeline_error(procs)
    return take!(buf)
end
read(cmd::AbstractCmd, ::Type{String}) = String(read(cmd))
readchomp(cmd::AbstractCmd) = chomp(read(cmd, String))

function open(cmds::AbstractCmd, mode::AbstractString, stdio::Redirectable=devnull)
    if mode == "r+" || mode == "w+"
        return open(cmds, stdio, read = true, write = true)
    elseif mode == "r"
        return open(cmds, stdio)
    elseif mode == "w"
        return open(cmds, stdio, write = true)
    else
        throw(ArgumentError("mode must be \"r\", \"w\", \"r+\", or \"w+\", not $(repr(mode))"))
    end
end

_pipe_stream(fd::Int32, wr::Bool) =
    (h = ccall(:kiln_io_fdopen, Int64, (Int32, Int32), fd, Int32(wr)); h < 0 && _uv_error("fdopen", _errno()); KilnStream(h))

function open(cmds::AbstractCmd, stdio::Redirectable=devnull; write::Bool=false, read::Bool=!write)
    if read && write && stdio !== devnull
        throw(ArgumentError("no stream can be specified for `stdio` in read-write mode"))
    end
    if !read && !write && stdio !== devnull
        throw(ArgumentError("no stream can be specified for `stdio` in no-access mode"))
    end
    in_rd = in_wr = out_rd = out_wr = Int32(-1)
    try
        write && ((in_rd, in_wr) = _proc_pipe())
        read && ((out_rd, out_wr) = _proc_pipe())
        s = Any[write ? _ChildFD(in_rd) : (read ? stdio : devnull),
                read ? _ChildFD(out_wr) : (write ? stdio : devnull), stderr]
        procs = _spawn(cmds, s)
        if procs.pumps !== nothing
            kill(procs)
            throw(ArgumentError("open of a command whose other streams are IOBuffers or other streams without a file descriptor is not supported in Kiln"))
        end
        _proc_close(in_rd); in_rd = Int32(-1)
        _proc_close(out_wr); out_wr = Int32(-1)
        if write
            procs.in = _pipe_stream(in_wr, true); in_wr = Int32(-1)
        end
        if read
            procs.out = _pipe_stream(out_rd, false); out_rd = Int32(-1)
        end
        # the pipes close with the process object if the program does not
        # close them (Julia's pipe endpoints are finalized the same way)
        finalizer(_close_pipes, procs)
        return procs
    finally
        _proc_close(in_rd); _proc_close(in_wr); _proc_close(out_rd); _proc_close(out_wr)
    end
end

function _close_pipes(p::_AnyProcess)
    p.in isa KilnStream && p.in !== devnull && isopen(p.in) && close(p.in)
    p.out isa KilnStream && p.out !== devnull && isopen(p.out) && close(p.out)
    nothing
end

function open(f::Function, cmds::AbstractCmd, args...)
    P = open(cmds, args...)
    ret = try
        f(P)
    catch
        kill(P)
        rethrow()
    finally
        close(P.in)
    end
    ok = success(P)
    _close_pipes(P)   # the output has ended: its pipe is done (Julia closes it at its end)
    ok || pipeline_error(P)
    return ret
end

# a process used as a stream: reads from its stdout, writes to its stdin
write(p::_AnyProcess, x::UInt8) = write(p.in, x)
write(p::_AnyProcess, s::String) = write(p.in, s)
write(p::_AnyProcess, s::SubString{String}) = write(p.in, s)
write(p::_AnyProcess, c::Char) = write(p.in, c)
write(p::_AnyProcess, a::Vector{UInt8}) = write(p.in, a)
read(p::_AnyProcess) = read(p.out)
read(p::_AnyProcess, ::Type{String}) = read(p.out, String)
read(p::_AnyProcess, ::Type{UInt8}) = read(p.out, UInt8)
read(p::_AnyProcess, n::Integer) = read(p.out, n)
readavailable(p::_AnyProcess) = readavailable(p.out)
readline(p::_AnyProcess; keep::Bool=false) = readline(p.out; keep=keep)
readlines(p::_AnyProcess; keep::Bool=false) = readlines(p.out; keep=keep)
eachline(p::_AnyProcess; keep::Bool=false) = eachline(p.out; keep=keep)
eof(p::_AnyProcess) = eof(p.out)
flush(p::_AnyProcess) = flush(p.in)
closewrite(p::_AnyProcess) = close(p.in)
function close(p::_AnyProcess)
    close(p.in)
    close(p.out)
    nothing
end
isopen(p::_AnyProcess) = isopen(p.out) || isopen(p.in)

# eachline(cmd): the lines of the command's output as they come; once they
# are all read, the command must have succeeded
struct _CmdLines
    procs::_AnyProcess
    keep::Bool
end
IteratorSize(::Type{_CmdLines}) = SizeUnknown()
eltype(::Type{_CmdLines}) = String
function iterate(itr::_CmdLines, state=nothing)
    if eof(itr.procs.out)
        close(itr.procs.out)
        success(itr.procs) || pipeline_error(itr.procs)
        return nothing
    end
    return (readline(itr.procs.out; keep=itr.keep), nothing)
end
eachline(cmd::AbstractCmd; keep::Bool=false) = _CmdLines(open(cmd, "r"), keep)
readlines(cmd::AbstractCmd; keep::Bool=false) = collect(eachline(cmd; keep=keep))

# ---- command literals -------------------------------------------------------------------
# `…` lowers to cmd_gen(((part, …), …)): one tuple per word (lower/cmd.go).

cmd_interpolate(xs...) = _cmd_cstr(string(map(cmd_interpolate1, xs)...))
cmd_interpolate1(x) = x
cmd_interpolate1(::Nothing) = throw(ArgumentError("`nothing` can not be interpolated into commands (`Cmd`)"))

arg_gen() = String[]
arg_gen(x::AbstractString) = String[_cmd_cstr(x)]
function arg_gen(cmd::Cmd)
    if has_nondefault_cmd_flags(cmd)
        throw(ArgumentError("Non-default environment behavior is only permitted for the first interpolant."))
    end
    cmd.exec
end
function arg_gen(head)
    if isiterable(typeof(head))
        vals = String[]
        for x in head
            push!(vals, cmd_interpolate(x))
        end
        return vals
    else
        return String[cmd_interpolate(head)]
    end
end
function arg_gen(head, tail...)
    head = arg_gen(head)
    tail = arg_gen(tail...)
    vals = String[]
    for h in head, t in tail
        push!(vals, cmd_interpolate(h, t))
    end
    return vals
end

function cmd_gen(parsed)
    args = String[]
    if length(parsed) >= 1 && isa(parsed[1], Tuple{Cmd})
        cmd = (parsed[1]::Tuple{Cmd})[1]
        append!(args, cmd.exec)
        for arg in tail(parsed)
            append!(args, arg_gen(arg...)::Vector{String})
        end
        return Cmd(Cmd(args), cmd.ignorestatus, cmd.flags, cmd.env, cmd.dir)
    else
        for arg in parsed
            append!(args, arg_gen(arg...)::Vector{String})
        end
        return Cmd(args)
    end
end

# ---- Kiln itself as a command -----------------------------------------------------------

# julia_exename(), julia_cmd(): the executable running this program and a
# command that starts it (Julia's julia_cmd adds its image and flags; Kiln
# accepts Julia's flags that do not apply to it, such as --startup-file=no
# and --color=no, so `$(Base.julia_cmd()) --startup-file=no -e code` runs
# as it does under Julia). In a program that embeds Kiln it names that
# program.
julia_exename() = basename(readlink("/proc/self/exe"))
julia_cmd(julia=joinpath(Sys.BINDIR, julia_exename()); cpu_target::Union{Nothing,String}=nothing) = Cmd([julia])
