# This file is a part of Kiln's Base library.
#
# file.jl — the program environment as Julia 1.10's base/env.jl, path.jl,
# file.jl, stat.jl, sysinfo.jl and initdefs.jl have it: ENV, Sys, GC,
# getpid, paths, files and directories, temporary files, open modes,
# atexit. The C library does the work through ccall; runtime/fs.c holds the
# few helpers that read C structs (stat) or C iterators (readdir, environ).

# ---- errors ----------------------------------------------------------------------------

_errno() = Int(ccall(:kiln_errno, Int32, ()))

# Julia's IOError: libuv's message and error name, "unlink(\"x\"): no such
# file or directory (ENOENT)".
struct IOError <: Exception
    msg::String
    code::Int32
end
showerror(io::IO, ex::IOError) = print(io, "IOError: ", ex.msg)

_uv_error(prefix::AbstractString, e::Integer) =
    throw(IOError(string(prefix, ": ", ccall(:kiln_uv_errstr, String, (Int32, Int32), Int32(e), Int32(1)),
                         " (", ccall(:kiln_uv_errstr, String, (Int32, Int32), Int32(e), Int32(0)), ")"), Int32(-e)))

# _fail(errno, pre, path, post): IOError "pre\"path\"post: message (NAME)" for the
# errno of the libc call that just failed (read before anything else runs,
# since building the message may make other calls that set errno).
# The errno argument comes first, so that it is read before the other
# arguments are built.
_fail(e::Int, pre::String, path::String, post::String) = _uv_error(string(pre, repr(path), post), e)

_strerror(e::Integer) = ccall(:kiln_strerror, String, (Int32,), Int32(e))

# Julia's systemerror(prefix): a SystemError with the current errno.
systemerror(prefix, errnum::Integer=_errno(); extrainfo=nothing) = throw(SystemError(string(prefix), Int32(errnum), extrainfo))
systemerror(prefix, bool::Bool; extrainfo=nothing) = bool ? systemerror(prefix; extrainfo=extrainfo) : nothing

_c_isnull(p::Ptr) = bitcast(UInt64, p) == UInt64(0)
_cstr(s::AbstractString) = String(s)   # Strings are NUL-terminated

function _checkpath(path::AbstractString)
    s = String(path)
    for i in 1:ncodeunits(s)
        _byte(s, i) == 0x00 && throw(ArgumentError("embedded NULs are not allowed in C strings: $(repr(s))"))
    end
    return s
end

# ---- getpid, gethostname, GC ---------------------------------------------------------------

getpid() = ccall(:getpid, Int32, ())

function gethostname()
    buf = Vector{UInt8}(undef, 256)
    r = ccall(:gethostname, Int32, (Ptr{UInt8}, UInt64), ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf), UInt64(256))
    r != 0 && _uv_error("gethostname", _errno())
    return unsafe_string(ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf))
end

module GC
using Base: LineNumberNode
# GC.gc() collects (Boehm's full collection); full=false collects too.
# The finalizers of the objects it found unreachable run after it.
gc(full::Bool=true) = (ccall(:kiln_gc_collect, Nothing, ()); Base._run_pending_finalizers(); nothing)
# GC.enable(on) returns the previous state, as Julia's; Kiln's collector
# runs when it needs memory, whatever the state.
@_after_image const _enabled = Base.Ref(true)
function enable(on::Bool)
    prev = _enabled[]
    _enabled[] = on
    return prev
end
safepoint() = Base._run_pending_finalizers()

# GC.@preserve x y ... expr: x, y, ... stay alive while expr runs (a
# pointer taken from them is valid there), as Julia's. The objects are
# passed to an opaque runtime call after expr; plain bits values need
# nothing.
macro preserve(args...)
    isempty(args) && throw(ArgumentError("@preserve needs an expression"))
    syms = args[1:end-1]
    for x in syms
        isa(x, Symbol) || error("Preserved variable must be a symbol")
    end
    r = Base.gensym("preserve")
    keepalive = Base.GlobalRef(Base.GC, :_keepalive)
    keep = [Expr(:call, keepalive, Base.esc(x)) for x in syms]
    return Expr(:block, Expr(:local, Expr(:(=), r, Base.esc(args[end]))), keep..., r)
end
@inline _keepalive(x) = isbitstype(typeof(x)) ? nothing : ccall(:kiln_gc_keepalive, Cvoid, (Any,), x)
end

# ---- ENV -----------------------------------------------------------------------------------

# The process environment, as Julia's EnvDict: reads and writes go to the C
# library's environment (getenv/setenv/unsetenv), so child processes and C
# code see them.
struct EnvDict <: AbstractDict{String,String} end
const ENV = EnvDict()

# Base.LOAD_PATH, Julia's default ["@", "@v#.#", "@stdlib"], is bound by
# the driver (setArgs), as ARGS is.

function _getenv(k::AbstractString)
    p = ccall(:getenv, Ptr{UInt8}, (Ptr{UInt8},), pointer(_checkpath(k)))
    return _c_isnull(p) ? nothing : unsafe_string(p)
end
function _setenv(k::AbstractString, v::AbstractString)
    key = _checkpath(k)
    val = _checkpath(v)
    r = ccall(:setenv, Int32, (Ptr{UInt8}, Ptr{UInt8}, Int32), pointer(key), pointer(val), Int32(1))
    r != 0 && systemerror("setenv")
    return nothing
end
function _unsetenv(k::AbstractString)
    key = _checkpath(k)
    r = ccall(:unsetenv, Int32, (Ptr{UInt8},), pointer(key))
    r != 0 && systemerror("unsetenv")
    return nothing
end

function getindex(::EnvDict, k::AbstractString)
    v = _getenv(k)
    v === nothing && throw(KeyError(k))
    return v
end
function get(::EnvDict, k::AbstractString, def)
    v = _getenv(k)
    return v === nothing ? def : v
end
function get(f::Callable, ::EnvDict, k::AbstractString)
    v = _getenv(k)
    return v === nothing ? f() : v
end
haskey(::EnvDict, k::AbstractString) = _getenv(k) !== nothing
function setindex!(e::EnvDict, v, k::AbstractString)
    _setenv(k, string(v))
    return e
end
function delete!(e::EnvDict, k::AbstractString)
    _unsetenv(k)
    return e
end
function pop!(e::EnvDict, k::AbstractString)
    v = e[k]
    _unsetenv(k)
    return v
end
function pop!(e::EnvDict, k::AbstractString, def)
    v = _getenv(k)
    v === nothing && return def
    _unsetenv(k)
    return v
end
function get!(e::EnvDict, k::AbstractString, def)
    v = _getenv(k)
    v !== nothing && return v
    e[k] = def
    return e[k]
end

# The entries as a vector of pairs, read from environ once per iteration.
function _env_pairs()
    blk = ccall(:kiln_env_block, String, ())
    out = Pair{String,String}[]
    n = ncodeunits(blk)
    i = 1
    while i <= n
        j = i
        while _byte(blk, j) != 0x00
            j += 1
        end
        entry = blk[i:j-1]
        eq = findfirst(==('='), entry)
        if eq !== nothing
            push!(out, entry[1:eq-1] => entry[eq+1:end])
        end
        i = j + 1
    end
    return out
end
length(::EnvDict) = length(_env_pairs())
isempty(e::EnvDict) = length(e) == 0
function iterate(::EnvDict)
    ps = _env_pairs()
    isempty(ps) && return nothing
    return (ps[1], (ps, 2))
end
iterate(::EnvDict, st) = st[2] > length(st[1]) ? nothing : (st[1][st[2]], (st[1], st[2] + 1))
keys(e::EnvDict) = KeySet{String,EnvDict}(e)
values(::EnvDict) = String[p.second for p in _env_pairs()]
copy(::EnvDict) = Dict{String,String}(_env_pairs())
show(io::IO, ::EnvDict) = print(io, "Base.EnvDict()")
function show(io::IO, ::MIME"text/plain", e::EnvDict)
    ps = _env_pairs()
    print(io, "Base.EnvDict with ", length(ps), length(ps) == 1 ? " entry" : " entries", ":")
    for p in ps
        print(io, "\n  ", repr(p.first), " => ", repr(p.second))
    end
end

"""
    withenv(f, kv::Pair...)

Runs `f` with the environment variables `kv` set (`nothing` unsets one) and
restores them afterwards, as Julia's.
"""
function withenv(f, keyvals::Pair...)
    oldkeys = String[]
    oldvals = Any[]
    for kv in keyvals
        key = String(kv.first)
        push!(oldkeys, key)
        push!(oldvals, _getenv(key))
        val = kv.second
        val !== nothing ? (ENV[key] = val) : delete!(ENV, key)
    end
    try
        return f()
    finally
        for i in 1:length(oldkeys)
            v = oldvals[i]
            v !== nothing ? (ENV[oldkeys[i]] = v) : delete!(ENV, oldkeys[i])
        end
    end
end
withenv(f) = f()

# ---- Sys -----------------------------------------------------------------------------------

module Sys
# Kiln runs on x86-64 Linux (LLVM's host target); CPU_THREADS and BINDIR
# are bound by the driver when a program starts (they describe the machine
# that runs it, not the one that built the system image).
const KERNEL = :Linux
const ARCH = :x86_64
const MACHINE = "x86_64-linux-gnu"
const WORD_SIZE = 64
isunix() = true
isunix(os::Symbol) = os in (:Linux, :FreeBSD, :OpenBSD, :NetBSD, :DragonFly, :Darwin, :Apple)
islinux() = true
islinux(os::Symbol) = os === :Linux
iswindows() = false
iswindows(os::Symbol) = os === :Windows || os === :NT
isapple() = false
isapple(os::Symbol) = os === :Apple || os === :Darwin
isbsd() = false
isbsd(os::Symbol) = os in (:FreeBSD, :OpenBSD, :NetBSD, :DragonFly, :Apple, :Darwin)
isfreebsd() = false
isopenbsd() = false
isnetbsd() = false
isdragonfly() = false
isjsvm() = false
total_memory() = UInt64(ccall(:kiln_sys_info, Int64, (Int32,), Int32(1)))
free_memory() = UInt64(ccall(:kiln_sys_info, Int64, (Int32,), Int32(2)))
total_physical_memory() = total_memory()
free_physical_memory() = free_memory()
function uptime()
    s = Base.read("/proc/uptime", String)
    i = findfirst(==(' '), s)
    return Base.parse(Float64, s[1:i-1])
end
function loadavg()
    f = Base.split(Base.read("/proc/loadavg", String))
    return (Base.parse(Float64, f[1]), Base.parse(Float64, f[2]), Base.parse(Float64, f[3]))
end
_bindir() = ccall(:kiln_bindir, String, ())
_cpu_threads() = Int(ccall(:kiln_sys_info, Int64, (Int32,), Int32(0)))
function isexecutable(path::AbstractString)
    Int32(ccall(:access, Int32, (Ptr{UInt8}, Int32), Base.pointer(String(path)), Int32(1))) == Int32(0) && !Base.isdir(path)
end
function which(program::AbstractString)
    if Base.occursin('/', program)
        return isexecutable(program) ? Base.abspath(program) : nothing
    end
    for dir in Base.split(Base.get(Base.ENV, "PATH", ""), ':')
        p = Base.joinpath(isempty(dir) ? "." : String(dir), program)
        Base.isfile(p) && isexecutable(p) && return Base.abspath(p)
    end
    return nothing
end
end

# ---- paths (Julia's path.jl, Unix) -----------------------------------------------------------

isabspath(path::AbstractString) = startswith(path, '/')

# Directory paths: "", ".", "..", and anything ending in "/", "/." or "/..".
function isdirpath(path::AbstractString)
    s = String(path)
    return isempty(s) || s == "." || s == ".." || endswith(s, "/") || endswith(s, "/.") || endswith(s, "/..")
end

splitdrive(path::AbstractString) = ("", String(path))

function splitdir(path::AbstractString)
    s = String(path)
    n = ncodeunits(s)
    # the last run of slashes: [i, j]
    j = n
    while j >= 1 && _byte(s, j) != UInt8('/')
        j -= 1
    end
    j == 0 && return ("", s)
    i = j
    while i > 1 && _byte(s, i - 1) == UInt8('/')
        i -= 1
    end
    base = s[j+1:n]
    dir = i == 1 ? s[1:1] : s[1:i-1]
    return (dir, base)
end
dirname(path::AbstractString) = splitdir(path)[1]
basename(path::AbstractString) = splitdir(path)[2]

function splitext(path::AbstractString)
    s = String(path)
    dir, base = splitdir(s)
    # the extension starts at the last '.' of the base name that is not
    # its first character (a leading dot is a hidden file, not an extension)
    n = ncodeunits(base)
    k = n
    while k >= 1 && _byte(base, k) != UInt8('.')
        k -= 1
    end
    first = 1
    while first <= n && _byte(base, first) == UInt8('.')
        first += 1
    end
    if k <= first - 1 || k == 0
        return (s, "")
    end
    ext = base[k:n]
    return (s[1:ncodeunits(s)-ncodeunits(ext)], ext)
end

function joinpath(path::AbstractString, paths::AbstractString...)
    out = String(path)
    for p in paths
        if isabspath(p)
            out = String(p)
        elseif isempty(out) || endswith(out, '/')
            out = string(out, p)
        else
            out = string(out, "/", p)
        end
    end
    return out
end
joinpath(parts::Union{Tuple,AbstractVector}) = joinpath(parts...)

function splitpath(p::AbstractString)
    out = String[]
    p = String(p)
    isempty(p) && return String[p]
    while true
        dir, base = splitdir(p)
        if dir == p
            pushfirst!(out, dir)
            break
        end
        isempty(base) || pushfirst!(out, base)
        isempty(dir) && break
        p = dir
    end
    return out
end

function normpath(path::AbstractString)
    p = String(path)
    isabs = isabspath(p)
    isdir = isdirpath(p)
    parts = String[]
    for c in split(p, '/')
        (isempty(c) || c == ".") && continue
        if c == ".." && !isempty(parts) && parts[end] != ".."
            pop!(parts)
        elseif c == ".." && isabs && isempty(parts)
            # /.. is /
        else
            push!(parts, String(c))
        end
    end
    isabs || !isempty(parts) || push!(parts, ".")
    out = join(parts, "/")
    isabs && (out = string("/", out))
    if isdir && !isdirpath(out)
        out = string(out, "/")
    end
    return out
end
normpath(a::AbstractString, b::AbstractString...) = normpath(joinpath(a, b...))

abspath(a::AbstractString) = normpath(isabspath(a) ? a : joinpath(pwd(), a))
abspath(a::AbstractString, b::AbstractString...) = abspath(joinpath(a, b...))

function realpath(path::AbstractString)
    p = _checkpath(path)
    buf = Vector{UInt8}(undef, 4097)
    r = ccall(:realpath, Ptr{UInt8}, (Ptr{UInt8}, Ptr{UInt8}), pointer(p), ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf))
    _c_isnull(r) && _fail(_errno(), "realpath(", p, ")")
    return unsafe_string(r)
end

# Julia's readlink: the target of a symbolic link, IOError otherwise.
function readlink(path::AbstractString)
    p = _checkpath(path)
    buf = Vector{UInt8}(undef, 4096)
    n = ccall(:readlink, Int64, (Ptr{UInt8}, Ptr{UInt8}, UInt64), pointer(p), ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf), UInt64(4096))
    n < 0 && _fail(_errno(), "readlink(", p, ")")
    return String(buf[1:n])
end

function homedir()
    h = _getenv("HOME")
    return h === nothing || isempty(h) ? "/" : h
end

function expanduser(path::AbstractString)
    p = String(path)
    startswith(p, "~") || return p
    (ncodeunits(p) == 1 || _byte(p, 2) == UInt8('/')) || throw(ArgumentError("~user tilde expansion not yet implemented"))
    return string(homedir(), p[2:end])
end
contractuser(path::AbstractString) = (h = homedir(); startswith(path, h) && h != "/" ? string("~", path[ncodeunits(h)+1:end]) : String(path))

function relpath(path::AbstractString, startpath::AbstractString=".")
    isempty(path) && throw(ArgumentError("`path` must be specified"))
    isempty(startpath) && throw(ArgumentError("`startpath` must be specified"))
    abs_path = abspath(path)
    abs_start = abspath(startpath)
    pp = split(abs_path, '/'; keepempty=false)
    sp = split(abs_start, '/'; keepempty=false)
    i = 0
    while i < min(length(pp), length(sp)) && pp[i+1] == sp[i+1]
        i += 1
    end
    parts = String[]
    for _ in i+1:length(sp)
        push!(parts, "..")
    end
    for k in i+1:length(pp)
        push!(parts, String(pp[k]))
    end
    return isempty(parts) ? "." : join(parts, "/")
end

# ---- stat ------------------------------------------------------------------------------------

"""
    StatStruct

The result of `stat(path)`, with Julia's fields.
"""
struct StatStruct
    desc::String
    device::UInt64
    inode::UInt64
    mode::UInt64
    nlink::Int64
    uid::UInt64
    gid::UInt64
    rdev::UInt64
    size::Int64
    blksize::Int64
    blocks::Int64
    mtime::Float64
    ctime::Float64
    ioerrno::Int32
end

function _stat(path::AbstractString, follow::Bool)
    p = String(path)
    buf = Vector{Int64}(undef, 12)
    e = ccall(:kiln_fs_stat, Int32, (String, Int32, Ptr{Int64}), p, follow ? Int32(1) : Int32(0),
              ccall(:kiln_array_data, Ptr{Int64}, (Any,), buf))
    if e != 0
        # a missing file is a zero StatStruct, as Julia's (isfile is false)
        (e == 2 || e == 20) && return StatStruct(p, UInt64(0), UInt64(0), UInt64(0), 0, UInt64(0), UInt64(0), UInt64(0), 0, 0, 0, 0.0, 0.0, Int32(e))
        _uv_error(string(follow ? "stat(" : "lstat(", repr(p), ")"), e)
    end
    return StatStruct(p, reinterpret(UInt64, buf[1]), reinterpret(UInt64, buf[2]), reinterpret(UInt64, buf[3]), buf[4],
                      reinterpret(UInt64, buf[5]), reinterpret(UInt64, buf[6]), reinterpret(UInt64, buf[7]),
                      buf[8], buf[9], buf[10], buf[11] / 1.0e9, buf[12] / 1.0e9, Int32(0))
end
stat(path::AbstractString) = _stat(path, true)
lstat(path::AbstractString) = _stat(path, false)

filemode(st::StatStruct) = st.mode
filesize(st::StatStruct) = st.size
mtime(st::StatStruct) = st.mtime
ctime(st::StatStruct) = st.ctime
ispath(st::StatStruct) = st.ioerrno == 0 && filemode(st) & 0xf000 != 0x0000
isfile(st::StatStruct) = filemode(st) & 0xf000 == 0x8000
isdir(st::StatStruct) = filemode(st) & 0xf000 == 0x4000
islink(st::StatStruct) = filemode(st) & 0xf000 == 0xa000
isfifo(st::StatStruct) = filemode(st) & 0xf000 == 0x1000
issocket(st::StatStruct) = filemode(st) & 0xf000 == 0xc000
ischardev(st::StatStruct) = filemode(st) & 0xf000 == 0x2000
isblockdev(st::StatStruct) = filemode(st) & 0xf000 == 0x6000
uperm(st::StatStruct) = UInt8((filemode(st) >> 6) & 0x7)
gperm(st::StatStruct) = UInt8((filemode(st) >> 3) & 0x7)
operm(st::StatStruct) = UInt8(filemode(st) & 0x7)

filemode(path::AbstractString) = filemode(stat(path))
filesize(path::AbstractString) = filesize(stat(path))
mtime(path::AbstractString) = mtime(stat(path))
ctime(path::AbstractString) = ctime(stat(path))
isfile(path::AbstractString) = isfile(stat(path))
isdir(path::AbstractString) = isdir(stat(path))
isfifo(path::AbstractString) = isfifo(stat(path))
issocket(path::AbstractString) = issocket(stat(path))
ischardev(path::AbstractString) = ischardev(stat(path))
isblockdev(path::AbstractString) = isblockdev(stat(path))
uperm(path::AbstractString) = uperm(stat(path))
gperm(path::AbstractString) = gperm(stat(path))
operm(path::AbstractString) = operm(stat(path))
islink(path::AbstractString) = islink(lstat(path))
ispath(path::AbstractString) = ispath(lstat(path)) || ispath(stat(path))

function show(io::IO, st::StatStruct)
    print(io, "StatStruct(", repr(st.desc), " size: ", st.size, " bytes)")
end

# ---- the working directory -------------------------------------------------------------------

function pwd()
    buf = Vector{UInt8}(undef, 4096)
    p = ccall(:getcwd, Ptr{UInt8}, (Ptr{UInt8}, UInt64), ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf), UInt64(4096))
    _c_isnull(p) && _uv_error("pwd()", _errno())
    return unsafe_string(p)
end

function cd(dir::AbstractString)
    d = _checkpath(dir)
    ccall(:chdir, Int32, (Ptr{UInt8},), pointer(d)) != 0 && _fail(_errno(), "cd(", d, ")")
    return nothing
end
cd() = cd(homedir())
function cd(f::Function, dir::AbstractString=homedir())
    old = pwd()
    cd(dir)
    try
        return f()
    finally
        cd(old)
    end
end

# ---- making and removing -------------------------------------------------------------------

function mkdir(path::AbstractString; mode::Integer=0o777)
    p = _checkpath(path)
    if ccall(:mkdir, Int32, (Ptr{UInt8}, UInt32), pointer(p), UInt32(mode)) != 0
        _fail(_errno(), "mkdir(", p, string("; mode=0o", string(mode, base=8), ")"))
    end
    return p
end

function mkpath(path::AbstractString; mode::Integer=0o777)
    p = String(path)
    isdirpath(p) && !isempty(p) && p != "." && p != ".." && (p = dirname(p))
    dir = dirname(p)
    (p == dir || isdir(p)) && return p
    mkpath(dir, mode=mode)
    try
        mkdir(p, mode=mode)
    catch err
        (err isa IOError && isdir(p)) || rethrow()
    end
    return p
end

function _unlink(p::String)
    ccall(:unlink, Int32, (Ptr{UInt8},), pointer(p)) != 0 && _fail(_errno(), "unlink(", p, ")")
    return nothing
end

function rm(path::AbstractString; force::Bool=false, recursive::Bool=false)
    p = _checkpath(path)
    if islink(p) || !isdir(p)
        try
            _unlink(p)
        catch err
            force && err isa IOError && err.code == -2 && return nothing
            rethrow()
        end
    else
        if recursive
            for name in readdir(p)
                rm(joinpath(p, name), force=force, recursive=true)
            end
        end
        ccall(:rmdir, Int32, (Ptr{UInt8},), pointer(p)) != 0 && _fail(_errno(), "rm(", p, ")")
    end
    return nothing
end

function touch(path::AbstractString)
    p = _checkpath(path)
    io = open(p, "a")
    close(io)
    ccall(:utimes, Int32, (Ptr{UInt8}, Ptr{Nothing}), pointer(p), bitcast(Ptr{Nothing}, UInt64(0))) != 0 &&
        systemerror(:futimes)
    return p
end

function _check_mv_cp(src::String, dst::String, txt::String, force::Bool)
    if ispath(dst)
        if force
            abspath(src) == abspath(dst) && throw(ArgumentError(string("'src' and 'dst' refer to the same file/dir. ",
                "This is not supported.\n  `src` refers to: ", abspath(src), "\n  `dst` refers to: ", abspath(dst), "\n")))
            rm(dst; force=true, recursive=true)
        else
            throw(ArgumentError(string("'", dst, "' exists. `force=true` is required to remove '", dst, "' before ", txt, ".")))
        end
    end
end

function _copyfile(src::String, dst::String)
    data = read(src)
    open(dst, "w") do io
        write(io, data)
    end
    ccall(:chmod, Int32, (Ptr{UInt8}, UInt32), pointer(dst), UInt32(filemode(src) & 0o7777))
    return nothing
end

function cp(src::AbstractString, dst::AbstractString; force::Bool=false, follow_symlinks::Bool=false)
    s = String(src)
    d = String(dst)
    _check_mv_cp(s, d, "copying", force)
    if isdir(s)
        mkdir(d)
        for name in readdir(s)
            cp(joinpath(s, name), joinpath(d, name); force=force, follow_symlinks=follow_symlinks)
        end
    else
        ispath(s) || _uv_error(string("sendfile(", repr(s), ")"), 2)
        _copyfile(s, d)
    end
    return d
end

function mv(src::AbstractString, dst::AbstractString; force::Bool=false)
    s = String(src)
    d = String(dst)
    _check_mv_cp(s, d, "moving", force)
    if ccall(:rename, Int32, (Ptr{UInt8}, Ptr{UInt8}), pointer(s), pointer(d)) != 0
        _fail(_errno(), "rename(", s, string(", ", repr(d), ")"))
    end
    return d
end

function readdir(dir::AbstractString; join::Bool=false, sort::Bool=true)
    d = _checkpath(dir)
    s = ccall(:kiln_fs_readdir, String, (String,), d)
    if ncodeunits(s) > 0 && _byte(s, 1) == 0x00
        _uv_error(string("readdir(", repr(d), ")"), parse(Int, s[2:end]))
    end
    names = String[]
    n = ncodeunits(s)
    i = 1
    while i <= n
        j = i
        while _byte(s, j) != 0x00
            j += 1
        end
        push!(names, s[i:j-1])
        i = j + 1
    end
    sort && sort!(names)
    join && return String[joinpath(d, x) for x in names]
    return names
end
readdir(; join::Bool=false, sort::Bool=true) = join ? readdir(pwd(); join=true, sort=sort) : readdir("."; sort=sort)

# walkdir(root; topdown=true, follow_symlinks=false): (root, dirs, files)
# for each directory. Julia's returns a Channel filled by a task; Kiln's
# is the vector of the same tuples, in the same order.
_rethrow_walkdir(e) = throw(e)   # Julia's default onerror is `throw` itself
function walkdir(root::AbstractString; topdown::Bool=true, follow_symlinks::Bool=false, onerror=_rethrow_walkdir)
    out = Tuple{String,Vector{String},Vector{String}}[]
    _walkdir!(out, String(root), topdown, follow_symlinks, onerror)
    return out
end
function _walkdir_entries(root::String, onerror)
    try
        return readdir(root)
    catch err
        err isa IOError || rethrow()
        onerror(err)
        return nothing
    end
end
function _walkdir!(out, root::String, topdown::Bool, follow::Bool, onerror)
    entries = _walkdir_entries(root, onerror)
    entries === nothing && return
    dirs = String[]
    files = String[]
    for name in entries
        p = joinpath(root, name)
        if isdir(p) && (follow || !islink(p))
            push!(dirs, name)
        else
            push!(files, name)
        end
    end
    topdown && push!(out, (root, dirs, files))
    for d in dirs
        _walkdir!(out, joinpath(root, d), topdown, follow, onerror)
    end
    topdown || push!(out, (root, dirs, files))
    return
end

# ---- temporary files -------------------------------------------------------------------------

function tempdir()
    for v in ("TMPDIR", "TMP", "TEMP", "TEMPDIR")
        t = _getenv(v)
        if t !== nothing && !isempty(t)
            while ncodeunits(t) > 1 && endswith(t, "/")
                t = t[1:end-1]
            end
            return t
        end
    end
    return "/tmp"
end

@_after_image const _temp_cleanup = String[]
function _temp_cleanup_later(path::String)
    push!(_temp_cleanup, path)
    ccall(:kiln_atexit_mark, Nothing, ())
    return nothing
end
function _temp_cleanup_all()
    for p in _temp_cleanup
        try
            rm(p; force=true, recursive=true)
        catch
        end
    end
    empty!(_temp_cleanup)
    return nothing
end

const _temp_chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
function _rand_filename(len::Int=10)
    io = IOBuffer()
    seed = time_ns() ⊻ UInt64(getpid()) << 32
    for _ in 1:len
        seed = seed * 0x5851f42d4c957f2d + 0x14057b7ef767814f
        print(io, _temp_chars[Int((seed >> 33) % UInt64(62)) + 1])
    end
    return String(take!(io))
end

function tempname(parent::AbstractString=tempdir(); cleanup::Bool=true)
    isdir(parent) || throw(ArgumentError("$(repr(parent)) is not a directory"))
    prefix = joinpath(parent, "jl_")
    for _ in 1:100
        name = string(prefix, _rand_filename())
        if !ispath(name)
            cleanup && _temp_cleanup_later(name)
            return name
        end
    end
    error("tempname: max_tries exhausted")
end

function _mktemp_template(parent::AbstractString, prefix::AbstractString)
    buf = Vector{UInt8}(string(joinpath(parent, prefix), "XXXXXX", "\0"))
    return buf
end

function mktemp(parent::AbstractString=tempdir(); cleanup::Bool=true)
    buf = _mktemp_template(parent, "jl_")
    fd = ccall(:mkstemp, Int32, (Ptr{UInt8},), ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf))
    fd < 0 && _uv_error("mktemp", _errno())
    ccall(:close, Int32, (Int32,), fd)
    path = unsafe_string(ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf))
    cleanup && _temp_cleanup_later(path)
    return (path, open(path, "r+"))
end
function mktemp(fn::Function, parent::AbstractString=tempdir())
    (tmp_path, tmp_io) = mktemp(parent; cleanup=false)
    try
        return fn(tmp_path, tmp_io)
    finally
        try
            close(tmp_io)
            rm(tmp_path; force=true)
        catch
        end
    end
end

function mktempdir(parent::AbstractString=tempdir(); prefix::AbstractString="jl_", cleanup::Bool=true)
    buf = _mktemp_template(parent, prefix)
    p = ccall(:mkdtemp, Ptr{UInt8}, (Ptr{UInt8},), ccall(:kiln_array_data, Ptr{UInt8}, (Any,), buf))
    _c_isnull(p) && _fail(_errno(), "mktempdir(", String(parent), ")")
    path = unsafe_string(p)
    cleanup && _temp_cleanup_later(path)
    return path
end
function mktempdir(fn::Function, parent::AbstractString=tempdir(); prefix::AbstractString="jl_")
    tmpdir = mktempdir(parent; prefix=prefix, cleanup=false)
    try
        return fn(tmpdir)
    finally
        try
            rm(tmpdir; force=true, recursive=true)
        catch
        end
    end
end

# ---- open in every mode, reading and writing files ---------------------------------------------

# Julia's open_flags: what the keywords mean, with their defaults.
function _open_flags(read, write, create, truncate, append)
    if write === true && read !== true && append !== true
        create === nothing && (create = true)
        truncate === nothing && (truncate = true)
    end
    if truncate === true || append === true
        write === nothing && (write = true)
        create === nothing && (create = true)
    end
    write === nothing && (write = false)
    read === nothing && (read = !write)
    create === nothing && (create = false)
    truncate === nothing && (truncate = false)
    append === nothing && (append = false)
    return (read::Bool, write::Bool, create::Bool, truncate::Bool, append::Bool)
end

function _open_mode(mode::AbstractString)
    mode == "r" && return (true, false, false, false, false)
    mode == "r+" && return (true, true, false, false, false)
    mode == "w" && return (false, true, true, true, false)
    mode == "w+" && return (true, true, true, true, false)
    mode == "a" && return (false, true, true, false, true)
    mode == "a+" && return (true, true, true, false, true)
    throw(ArgumentError("invalid open mode: $mode"))
end

function _open(path::AbstractString, fl)
    p = _checkpath(path)
    h = ccall(:kiln_io_open_flags, Int64, (String, Int32, Int32, Int32, Int32, Int32), p,
              Int32(fl[1]), Int32(fl[2]), Int32(fl[3]), Int32(fl[4]), Int32(fl[5]))
    if h < 0
        e = _errno()
        systemerror(string("opening file ", repr(p)), e)
    end
    return KilnStream(h)
end

open(path::AbstractString, mode::AbstractString) = _open(path, _open_mode(mode))
open(path::AbstractString; read=nothing, write=nothing, create=nothing, truncate=nothing, append=nothing) =
    _open(path, _open_flags(read, write, create, truncate, append))
function open(f::Function, path::AbstractString, mode::AbstractString)
    io = open(path, mode)
    try
        return f(io)
    finally
        close(io)
    end
end
function open(f::Function, path::AbstractString; read=nothing, write=nothing, create=nothing, truncate=nothing, append=nothing)
    io = _open(path, _open_flags(read, write, create, truncate, append))
    try
        return f(io)
    finally
        close(io)
    end
end

isopen(io::KilnStream) = ccall(:kiln_io_isopen, Int32, (Int64,), io.handle) != 0

read(io::KilnStream) = Vector{UInt8}(read(io, String))
read(filename::AbstractString) = open(io -> read(io), filename, "r")
read(filename::AbstractString, ::Type{String}) = open(io -> read(io, String), filename, "r")
readline(filename::AbstractString; keep::Bool=false) = open(io -> readline(io; keep=keep), filename, "r")
readlines(filename::AbstractString; keep::Bool=false) = open(io -> readlines(io; keep=keep), filename, "r")

# eachline(path) reads the file lazily and closes it at the end.
struct EachFileLine
    path::String
    keep::Bool
end
eachline(filename::AbstractString; keep::Bool=false) = EachFileLine(String(filename), keep)
IteratorSize(::Type{EachFileLine}) = SizeUnknown()
eltype(::Type{EachFileLine}) = String
function iterate(itr::EachFileLine)
    io = open(itr.path, "r")
    return iterate(itr, io)
end
function iterate(itr::EachFileLine, io::KilnStream)
    if eof(io)
        close(io)
        return nothing
    end
    return (readline(io; keep=itr.keep), io)
end

write(filename::AbstractString, x1, xs...) = open(io -> write(io, x1, xs...), filename, "w")
write(io::IO, a::AbstractVector{UInt8}) = (n = 0; for b in a; n += write(io, b); end; n)
function write(io::KilnIO, a::Vector{UInt8})
    isempty(a) && return 0
    return unsafe_write(io, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), a), UInt(length(a)))
end

# ---- exit and atexit -------------------------------------------------------------------------

@_after_image const atexit_hooks = Any[]

"""
    atexit(f)

Registers `f` to run when the process exits (last registered first), with
the exit code if it has a method for one argument, as Julia's.
"""
function atexit(f::Function)
    pushfirst!(atexit_hooks, f)
    ccall(:kiln_atexit_mark, Nothing, ())
    return nothing
end

# Runs the hooks, then removes the temporary files made with cleanup=true.
# Called by exit() and by the driver when a program ends.
function _atexit(exitcode::Int32)
    while !isempty(atexit_hooks)
        f = popfirst!(atexit_hooks)
        try
            if applicable(f, exitcode)
                f(exitcode)
            else
                f()
            end
        catch ex
            showerror(stderr, ex)
            println(stderr)
        end
    end
    # then the finalizers, of every object that has them (Julia's
    # jl_atexit_hook runs them all)
    _run_all_finalizers()
    _temp_cleanup_all()
    return nothing
end

# ---- finalizers (Julia's gcutils.jl) ---------------------------------------------------------
# The runtime (gc_boehm.c) registers an object with the collector under an
# id and queues it when the collector finds it unreachable; the functions
# of id are _finalizers[id]. Queued finalizers run at GC.gc(),
# GC.safepoint() and exit, on the program's thread, never inside the
# collector.
@_after_image const _finalizers = Any[]
@_after_image const _fin_running = Ref(false)

"""
    finalizer(f, x)

Register `f(x)` to run when `x` (of a mutable type) becomes unreachable,
at the latest when the program exits; returns `x`. An object may have
several finalizers: they run last registered first.
"""
function finalizer(f, o)
    ismutable(o) || error("objects of type ", typeof(o), " cannot be finalized")
    id = ccall(:kiln_finalizer_register, Int64, (Any,), o)
    id == -2 && error("objects of type ", typeof(o), " are finalized by Kiln's runtime and cannot have other finalizers")
    id < 0 && error("objects of type ", typeof(o), " cannot be finalized")
    while length(_finalizers) < id
        push!(_finalizers, nothing)
    end
    fs = _finalizers[id]
    if fs === nothing
        _finalizers[id] = Any[f]
    else
        push!(fs, f)
    end
    # the finalizers of the objects still alive run at exit
    ccall(:kiln_atexit_mark, Nothing, ())
    return o
end

"""
    finalize(x)

Run the finalizers registered for `x` now (and not again later).
"""
function finalize(o)
    id = ccall(:kiln_finalizer_take, Int64, (Any,), o)
    id != 0 && _run_finalizers_of(id, o)
    return nothing
end

# ---- WeakRef (Julia's Core.WeakRef and gcutils.jl) ------------------------------------------
"""
    WeakRef(x)

A weak reference to `x`: `w.value` is `x` while `x` is reachable otherwise,
and `nothing` once the collector has found it unreachable.
"""
mutable struct WeakRef
    value
    WeakRef() = WeakRef(nothing)
    # the runtime makes a WeakRef of this one's type whose field the
    # collector does not see (gc_boehm.c)
    WeakRef(@nospecialize(v)) =
        ccall(:kiln_weakref_new, Any, (Any, Any), new(nothing), v)::WeakRef
end
# a cleared link reads as nothing, as Julia's
getproperty(w::WeakRef, s::Symbol) =
    s === :value ? (isdefined(w, :value) ? getfield(w, :value) : nothing) : getfield(w, s)
function setproperty!(w::WeakRef, s::Symbol, @nospecialize(v))
    s === :value || return setfield!(w, s, v)
    ccall(:kiln_weakref_set, Nothing, (Any, Any), w, v)
    return v
end
==(w::WeakRef, v::WeakRef) = isequal(w.value, v.value)
==(w::WeakRef, v) = isequal(w.value, v)
==(w, v::WeakRef) = isequal(w, v.value)
# (missing.jl's methods with Missing would be ambiguous with these)
==(::WeakRef, ::Missing) = missing
==(::Missing, ::WeakRef) = missing
hash(w::WeakRef, h::UInt) = hash(w.value, h)
show(io::IO, w::WeakRef) = (print(io, "WeakRef("); show(io, w.value); print(io, ")"))

function _run_finalizers_of(id::Int, o)
    fs = _finalizers[id]
    _finalizers[id] = nothing
    fs === nothing && return nothing
    for i in length(fs):-1:1
        try
            fs[i](o)
        catch e
            # as Julia's run_finalizer: the error is reported, not raised
            print(stderr, "error in running finalizer: ")
            show(stderr, e)
            println(stderr)
        end
    end
    return nothing
end

# the finalizers of the objects the collector found unreachable
function _run_pending_finalizers()
    _fin_running[] && return nothing
    _fin_running[] = true
    try
        while true
            id = ccall(:kiln_finalizer_pending, Int64, ())
            id == 0 && break
            o = ccall(:kiln_finalizer_pop, Any, ())
            _run_finalizers_of(Int(id), o)
        end
    finally
        _fin_running[] = false
    end
    return nothing
end

# at exit: the pending ones, then those of the objects still alive
function _run_all_finalizers()
    _run_pending_finalizers()
    while true
        id = ccall(:kiln_finalizer_live, Int64, ())
        id == 0 && break
        o = ccall(:kiln_finalizer_object, Any, (Int64,), id)
        ccall(:kiln_finalizer_take, Int64, (Any,), o)
        _run_finalizers_of(Int(id), o)
    end
    return nothing
end

# ---- redirect_stdout / redirect_stderr ----------------------------------------------

# Julia's redirect_stdout(stream) dup2's the stream's descriptor onto fd 1,
# so everything written to stdout (print, println, the loggers, show)
# reaches the stream. Kiln redirects at its stream table
# (runtime/io.c, kiln_io_redirect): writes to stream 1 (2) go to the target
# until the redirection ends. Targets: files (open), devnull, stdout/stderr
# and, beyond Julia 1.10 (which needs a file or a Pipe), IOBuffers.
_redirect_handle(io::KilnIO) = io.handle
_redirect_handle(io::IOContext) = _redirect_handle(io.io)
_redirect_handle(@nospecialize(io::IO)) =
    throw(ArgumentError("redirecting to a $(typeof(io)) is not supported in Kiln: use a file, devnull or an IOBuffer"))

_redirect!(which::Int, @nospecialize(io::IO)) =
    ccall(:kiln_io_redirect, Int64, (Int64, Int64), which, _redirect_handle(io))

function _redirect_do(f, which::Int, @nospecialize(io::IO))
    prev = _redirect!(which, io)
    try
        return f()
    finally
        ccall(:kiln_io_redirect, Int64, (Int64, Int64), which, prev)
    end
end

"""
    redirect_stdout(stream)
    redirect_stdout(f::Function, stream)

Send what is written to `stdout` to `stream` (a file, `devnull`, `stderr`
or an `IOBuffer`); with a function (a `do` block), only while `f` runs,
returning its value. `redirect_stdout()` without a stream (Julia: a new
`Pipe`) is not supported in Kiln.
"""
redirect_stdout(io::IO) = (_redirect!(1, io); io)
redirect_stdout(f::Function, io::IO) = _redirect_do(f, 1, io)
redirect_stdout() = throw(ArgumentError("redirect_stdout() without a stream (a Pipe) is not supported in Kiln: pass a file, devnull or an IOBuffer"))

"""
    redirect_stderr(stream)
    redirect_stderr(f::Function, stream)

As [`redirect_stdout`](@ref), for `stderr` (what the logging macros print
included).
"""
redirect_stderr(io::IO) = (_redirect!(2, io); io)
redirect_stderr(f::Function, io::IO) = _redirect_do(f, 2, io)
redirect_stderr() = throw(ArgumentError("redirect_stderr() without a stream (a Pipe) is not supported in Kiln: pass a file, devnull or an IOBuffer"))

"""
    redirect_stdio(f; stdout=nothing, stderr=nothing)

Run `f` with `stdout` and/or `stderr` redirected (Julia 1.7); `stdin` is
not supported in Kiln.
"""
function redirect_stdio(f::Function; stdin=nothing, stderr=nothing, stdout=nothing)
    stdin === nothing || throw(ArgumentError("redirect_stdio(; stdin) is not supported in Kiln"))
    g = stderr === nothing ? f : () -> _redirect_do(f, 2, stderr)
    return stdout === nothing ? g() : _redirect_do(g, 1, stdout)
end
