# This file is a part of Kiln's Base library.
#
# streams.jl — reading and positioning IOBuffers and files, as Julia 1.10's
# base/iobuffer.jl and base/io.jl: IOBuffer(data) (a buffer positioned at
# its start), position, seek/seekstart/seekend/skip, eof, peek, mark/reset,
# read of bytes, bits values, Chars and strings, read!/write of arrays of
# bits values. The runtime holds the bytes and the position (runtime/io.c);
# an IOBuffer reads and writes at one position, as Julia's.

# IOBuffer(data) reads data and is read-only, as Julia's (a write throws
# ArgumentError("ensureroom failed, IOBuffer is not writeable")); the
# runtime holds a copy of the bytes (Julia's buffer shares the vector).
IOBuffer(s::String) = _iobuffer_mode!(IOBuffer(ccall(:kiln_io_buffer_from, Int64, (Ptr{UInt8}, Int64), pointer(s), ncodeunits(s)), nothing), true, false, nothing, nothing, typemax(Int))
IOBuffer(s::AbstractString) = IOBuffer(String(s))
function IOBuffer(a::AbstractVector{UInt8}; read::Union{Bool,Nothing}=nothing, write::Union{Bool,Nothing}=nothing,
                  append::Union{Bool,Nothing}=nothing, truncate::Union{Bool,Nothing}=nothing,
                  maxsize::Integer=typemax(Int), sizehint::Union{Integer,Nothing}=nothing)
    v = Vector{UInt8}(a)
    h = isempty(v) ? ccall(:kiln_io_buffer_new, Int64, ()) :
        ccall(:kiln_io_buffer_from, Int64, (Ptr{UInt8}, Int64), ccall(:kiln_array_data, Ptr{UInt8}, (Any,), v), length(v))
    return _iobuffer_mode!(IOBuffer(h, nothing), read, write, append, truncate, maxsize)
end

# Julia's open_flags (base/iostream.jl) for the IOBuffer keywords, then the
# buffer's access; truncate empties it; with append every write goes to the
# end and the position (where reads start) stays (Julia's unsafe_write for
# a buffer with append). With a maxsize the buffer never holds more bytes:
# what does not fit is dropped (Julia's ensureroom).
function _iobuffer_mode!(io::IOBuffer, read, write, append, truncate, maxsize::Integer)
    maxsize < 0 && throw(ArgumentError("negative maxsize"))
    if maxsize != typemax(Int)
        ccall(:kiln_io_buffer_maxsize, Nothing, (Int64, Int64), io.handle, Int64(maxsize))
        setfield!(io, :limited, true)
    end
    create = nothing
    if write === true && read !== true && append !== true
        truncate === nothing && (truncate = true)
    end
    if truncate === true || append === true
        write === nothing && (write = true)
    end
    write === nothing && (write = false)
    read === nothing && (read = !write)
    truncate === nothing && (truncate = false)
    append === nothing && (append = false)
    truncate && ccall(:kiln_io_take_string, String, (Int64,), io.handle)
    ccall(:kiln_io_buffer_append, Nothing, (Int64, Int32), io.handle, Int32(append))
    ccall(:kiln_io_buffer_mode, Nothing, (Int64, Int32, Int32, Any, Any), io.handle, Int32(read), Int32(write),
          ArgumentError("ensureroom failed, IOBuffer is not writeable"), ArgumentError("read failed, IOBuffer is not readable"))
    return io
end
isreadable(io::IOBuffer) = ccall(:kiln_io_buffer_can, Int32, (Int64, Int32), io.handle, Int32(0)) != Int32(0)
iswritable(io::IOBuffer) = ccall(:kiln_io_buffer_can, Int32, (Int64, Int32), io.handle, Int32(1)) != Int32(0)

# ---- Julia's GenericIOBuffer: PipeBuffer, its fields, truncate, compact ----

_bufctl(io::IOBuffer, op::Integer, arg::Integer=0) =
    Int(ccall(:kiln_io_buffer_ctl, Int64, (Int64, Int32, Int64), getfield(io, :handle), Int32(op), Int64(arg)))
_bufflags(io::IOBuffer) = _bufctl(io, 3)
function _setmode!(io::IOBuffer, r::Bool, w::Bool)
    ccall(:kiln_io_buffer_mode, Nothing, (Int64, Int32, Int32, Any, Any), getfield(io, :handle), Int32(r), Int32(w),
          ArgumentError("ensureroom failed, IOBuffer is not writeable"), ArgumentError("read failed, IOBuffer is not readable"))
    return nothing
end

"""
    GenericIOBuffer(data, readable, writable, seekable, append, maxsize)

Julia's positional constructor of an in-memory stream over a copy of `data`
(Kiln's buffers are all `IOBuffer`s: `Base.GenericIOBuffer === IOBuffer`).
"""
function IOBuffer(data::AbstractVector{UInt8}, readable::Bool, writable::Bool, seekable::Bool, append::Bool, maxsize::Integer)
    io = IOBuffer(data; read=readable, write=writable, append=append, truncate=false, maxsize=maxsize)
    seekable || _bufctl(io, 6, 0)
    return io
end
const GenericIOBuffer = IOBuffer

"""
    PipeBuffer(data::AbstractVector{UInt8}=UInt8[]; maxsize::Integer = typemax(Int))

An `IOBuffer` that allows reading and performs writes by appending; seeking
and truncating are not supported (Julia's `PipeBuffer`).
"""
PipeBuffer(data::AbstractVector{UInt8}=UInt8[]; maxsize::Integer=typemax(Int)) =
    IOBuffer(data, true, true, false, true, maxsize)

# The fields of Julia's GenericIOBuffer, read from the runtime's buffer:
# `data` is a copy of the bytes (of length(io.data), Julia's capacity).
function getproperty(io::IOBuffer, f::Symbol)
    f === :handle && return getfield(io, :handle)
    f === :limited && return getfield(io, :limited)
    f === :size && return _bufctl(io, 0)
    f === :ptr && return _bufctl(io, 1) + 1
    f === :readable && return _bufflags(io) & 1 == 0
    f === :writable && return _bufflags(io) & 2 == 0
    f === :seekable && return _bufflags(io) & 4 == 0
    f === :append && return _bufflags(io) & 8 != 0
    f === :maxsize && return (m = _bufctl(io, 4); m < 0 ? typemax(Int) : m)
    f === :mark && return _bufctl(io, 5)
    if f === :data
        d = zeros(UInt8, _bufctl(io, 2))
        ccall(:kiln_io_buffer_bytes, Int64, (Int64, Ptr{UInt8}, Int64), getfield(io, :handle), pointer(d), length(d))
        return d
    end
    return getfield(io, f)
end
propertynames(io::IOBuffer) = (:data, :readable, :writable, :seekable, :append, :size, :maxsize, :ptr, :mark)
function setproperty!(io::IOBuffer, f::Symbol, v)
    fl = _bufflags(io)
    if f === :readable
        _setmode!(io, convert(Bool, v), fl & 2 == 0)
    elseif f === :writable
        _setmode!(io, fl & 1 == 0, convert(Bool, v))
    elseif f === :seekable
        _bufctl(io, 6, convert(Bool, v) ? 1 : 0)
    elseif f === :maxsize
        m = convert(Int, v)
        ccall(:kiln_io_buffer_maxsize, Nothing, (Int64, Int64), getfield(io, :handle), m == typemax(Int) ? Int64(-1) : Int64(m))
        setfield!(io, :limited, m != typemax(Int))
    else
        throw(ArgumentError(string("setting the field ", f, " of an IOBuffer is not supported in Kiln")))
    end
    return v
end

# Julia's ensureroom(io, n): room for n more bytes (within maxsize); a
# PipeBuffer first drops what was read when it needs the room.
function ensureroom(io::IOBuffer, n::Integer)
    _bufflags(io) & 2 == 0 || throw(ArgumentError("ensureroom failed, IOBuffer is not writeable"))
    _bufctl(io, 13, n)
    return io
end

# Julia's compact(io): a non-seekable buffer drops the bytes read before
# the position (or before the mark).
function compact(io::IOBuffer)
    fl = _bufflags(io)
    fl & 2 == 0 || throw(ArgumentError("compact failed, IOBuffer is not writeable"))
    fl & 4 == 0 && throw(ArgumentError("compact failed, IOBuffer is seekable"))
    return _bufctl(io, 11) == 1 ? nothing : io
end

function truncate(io::IOBuffer, n::Integer)
    fl = _bufflags(io)
    fl & 2 == 0 || throw(ArgumentError("truncate failed, IOBuffer is not writeable"))
    fl & 4 == 0 || throw(ArgumentError("truncate failed, IOBuffer is not seekable"))
    n < 0 && throw(ArgumentError("truncate failed, n bytes must be ≥ 0, got $n"))
    ms = io.maxsize
    n > ms && throw(ArgumentError("truncate failed, $(n) bytes is exceeds IOBuffer maxsize $(ms)"))
    _bufctl(io, 12, n)
    return io
end

buffer_writes(io::IO, bufsize=0) = io

# Julia's write(to::IO, from::GenericIOBuffer): what is left to read in
# `from` (which moves past what was written).
function write(to::IO, from::IOBuffer)
    n = bytesavailable(from)
    if to === from
        _bufctl(from, 14, _bufctl(from, 0))
        return n
    end
    p = _bufctl(from, 1)
    b = read(from)
    w = write(to, b)
    _bufctl(from, 14, p + w)
    return w
end

# Julia's skipchars: skip the characters satisfying predicate (and, with
# linecomment, from it to the end of the line).
function skipchars(predicate, io::IO; linecomment=nothing)
    while !eof(io)
        c = read(io, Char)
        if c === linecomment
            readline(io)
        elseif !predicate(c)
            skip(io, -ncodeunits(c))
            break
        end
    end
    return io
end

function _io_pos(io::KilnIO)
    p = ccall(:kiln_io_position, Int64, (Int64,), io.handle)
    p < 0 && throw(ArgumentError(string("stream of type ", typeof(io), " has no position")))
    return p
end
position(io::KilnIO) = _io_pos(io)
function seek(io::IOBuffer, n::Integer)
    if _bufflags(io) & 4 != 0
        m = _bufctl(io, 5)
        m >= 0 || throw(ArgumentError("seek failed, IOBuffer is not seekable and is not marked"))
        n == m || throw(ArgumentError("seek failed, IOBuffer is not seekable and n != mark"))
    end
    _bufctl(io, 14, n)
    return io
end
seekend(io::IOBuffer) = (_bufctl(io, 14, _bufctl(io, 0)); io)
# Julia 1.10's skip of a buffer: forward with no seek (a PipeBuffer skips
# too), clamped to the end; backward through seek
function skip(io::IOBuffer, n::Integer)
    p = _bufctl(io, 1)
    n < 0 && return seek(io, p + n)
    _bufctl(io, 14, min(p + Int(n), _bufctl(io, 0)))
    return io
end
function seek(io::KilnIO, n::Integer)
    e = ccall(:kiln_io_seek, Int32, (Int64, Int64), io.handle, Int64(n))
    e == Int32(0) || throw(SystemError("seek", e))
    return io
end
seekstart(io::KilnIO) = seek(io, 0)
seekend(io::KilnIO) = seek(io, ccall(:kiln_io_size, Int64, (Int64,), io.handle))
skip(io::KilnIO, n::Integer) = seek(io, _io_pos(io) + n)
eof(io::IOBuffer) = ccall(:kiln_io_eof, Int32, (Int64,), io.handle) != Int32(0)
bytesavailable(io::IOBuffer) = ccall(:kiln_io_size, Int64, (Int64,), io.handle) - _io_pos(io)
filesize(io::KilnStream) = ccall(:kiln_io_size, Int64, (Int64,), io.handle)

# mark/reset (Julia's base/io.jl): the mark is kept with the stream
function mark(io::KilnIO)
    p = _io_pos(io)
    ccall(:kiln_io_mark, Int64, (Int64, Int64), io.handle, p)
    return p
end
unmark(io::KilnIO) = (m = ismarked(io); ccall(:kiln_io_mark, Int64, (Int64, Int64), io.handle, -1); m)
ismarked(io::KilnIO) = ccall(:kiln_io_mark, Int64, (Int64, Int64), io.handle, -2) >= 0
function reset(io::KilnIO)
    m = ccall(:kiln_io_mark, Int64, (Int64, Int64), io.handle, -2)
    m < 0 && throw(ArgumentError("$(typeof(io)) not marked"))
    seek(io, m)
    ccall(:kiln_io_mark, Int64, (Int64, Int64), io.handle, -1)
    return m
end

function read(io::KilnIO, ::Type{UInt8})
    b = Vector{UInt8}(undef, 1)
    n = ccall(:kiln_io_read_bytes, Int64, (Int64, Ptr{UInt8}, Int64), io.handle, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), b), 1)
    n == 1 || throw(EOFError())
    return b[1]
end
read(io::KilnIO, ::Type{Int8}) = reinterpret(Int8, read(io, UInt8))
read(io::KilnIO, ::Type{Bool}) = read(io, UInt8) != 0x00
function read(io::KilnIO, ::Type{T}) where {T<:Union{Int16,UInt16,Int32,UInt32,Int64,UInt64,Int128,UInt128}}
    x = zero(T)
    for i in 0:sizeof(T)-1
        x |= T(read(io, UInt8)) << (8 * i)    # little-endian, as Julia on x86
    end
    return x
end
read(io::KilnIO, ::Type{Float16}) = reinterpret(Float16, read(io, UInt16))
read(io::KilnIO, ::Type{Float32}) = reinterpret(Float32, read(io, UInt32))
read(io::KilnIO, ::Type{Float64}) = reinterpret(Float64, read(io, UInt64))
# a UTF-8 character: the lead byte and its continuation bytes (Julia's
# read(io, ::Type{Char}))
function read(io::KilnIO, ::Type{Char})
    b0 = read(io, UInt8)
    l = 8 * (4 - leading_ones(b0))
    c = UInt32(b0) << 24
    # only a lead byte 110xxxxx, 1110xxxx or 11110xxx takes continuation
    # bytes (Julia's unsigned l <= 0x10: 0xf8-0xff stand alone, as in a String)
    if 0 <= l <= 16
        s = 16
        while s >= l && !eof(io)
            p = ccall(:kiln_io_peek, Int32, (Int64,), io.handle)
            (p & 0xc0) == 0x80 || break
            read(io, UInt8)
            c |= UInt32(p) << s
            s -= 8
        end
    end
    return reinterpret(Char, c)
end
read(io::IOBuffer, ::Type{String}) = ccall(:kiln_io_read_string, String, (Int64,), io.handle)
read(io::IOBuffer) = Vector{UInt8}(read(io, String))
# Julia's readavailable: what can be read without waiting (all of a buffer's rest)
readavailable(io::IOBuffer) = read(io)
function read(io::KilnIO, n::Integer)
    b = Vector{UInt8}(undef, max(0, Int(n)))
    isempty(b) && return b
    k = ccall(:kiln_io_read_bytes, Int64, (Int64, Ptr{UInt8}, Int64), io.handle, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), b), length(b))
    return resize!(b, k)
end
readline(io::IOBuffer; keep::Bool=false) =
    ccall(:kiln_io_readline, String, (Int64, Int32), io.handle, keep ? Int32(1) : Int32(0))
function readlines(io::IOBuffer; keep::Bool=false)
    lines = String[]
    while !eof(io)
        push!(lines, readline(io; keep=keep))
    end
    return lines
end
readuntil(io::KilnIO, delim::Char; keep::Bool=false) = _readuntil(io, delim, keep)
# a delimiter of several characters (Julia's readuntil(io, ::AbstractString)):
# read up to the first occurrence of its bytes, which are dropped unless keep
readuntil(io::KilnIO, delim::AbstractString; keep::Bool=false) = _readuntil_bytes(io, codeunits(String(delim)), keep)
readuntil(io::KilnIO, delim::UInt8; keep::Bool=false) = _readuntil_bytes(io, UInt8[delim], keep)
function _readuntil_bytes(io, d::AbstractVector{UInt8}, keep::Bool)
    out = UInt8[]
    m = length(d)
    m == 0 && return ""
    while !eof(io)
        push!(out, read(io, UInt8))
        n = length(out)
        if n >= m && out[n] == d[m]
            hit = true
            for k in 1:m
                out[n - m + k] == d[k] || (hit = false; break)
            end
            if hit
                keep || resize!(out, n - m)
                break
            end
        end
    end
    return String(out)
end
function _readuntil(io, delim::Char, keep::Bool)
    b = IOBuffer()
    while !eof(io)
        c = read(io, Char)
        if c == delim
            keep && print(b, c)
            break
        end
        print(b, c)
    end
    return _string_close!(b)
end

peek(io::KilnIO) = peek(io, UInt8)
function peek(io::KilnIO, ::Type{UInt8})
    p = ccall(:kiln_io_peek, Int32, (Int64,), io.handle)
    p < 0 && throw(EOFError())
    return UInt8(p)
end
# other types: read, then go back (Julia's peek through mark/reset)
function peek(io::KilnIO, ::Type{T}) where {T}
    p = _io_pos(io)
    x = read(io, T)
    io isa IOBuffer ? _bufctl(io, 14, p) : seek(io, p)
    return x
end

# arrays of bits values, byte for byte (Julia's write(s::IO, A::Array) and
# read!(s::IO, A::Array) for isbitstype elements)
function write(io::KilnIO, a::Array{T}) where {T}
    isbitstype(T) || error("`write` is not supported on non-isbits arrays")
    n = length(a) * sizeof(T)
    n == 0 && return 0
    return unsafe_write(io, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), a), UInt(n))
end
write(io::IO, a::Vector{UInt8}) = (n = 0; for b in a; n += write(io, b); end; n)
function write(io::IO, a::Array{T}) where {T}
    isbitstype(T) || error("`write` is not supported on non-isbits arrays")
    n = 0
    for x in a
        n += write(io, x)
    end
    return n
end
function read!(io::KilnIO, a::Array{T}) where {T}
    isbitstype(T) || throw(ArgumentError(string("read! into an array of ", T, " (not a bits type) is not supported")))
    n = length(a) * sizeof(T)
    n == 0 && return a
    k = ccall(:kiln_io_read_bytes, Int64, (Int64, Ptr{UInt8}, Int64), io.handle, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), a), n)
    k == n || throw(EOFError())
    return a
end
read(io::KilnIO, ::Type{Vector{T}}, n::Integer) where {T} = read!(io, Vector{T}(undef, n))

# readbytes!(stream, b, nb=length(b)): read at most nb bytes into b (growing
# it when nb is larger), return how many were read (Julia's base/io.jl)
function readbytes!(io::KilnIO, b::Vector{UInt8}, nb::Integer=length(b))
    n = Int(nb)
    n > length(b) && resize!(b, n)
    n <= 0 && return 0
    return Int(ccall(:kiln_io_read_bytes, Int64, (Int64, Ptr{UInt8}, Int64), io.handle, ccall(:kiln_array_data, Ptr{UInt8}, (Any,), b), n))
end
function readbytes!(io::IO, b::AbstractVector{UInt8}, nb::Integer=length(b))
    n = Int(nb)
    n > length(b) && resize!(b, n)
    k = 0
    while k < n && !eof(io)
        k += 1
        b[firstindex(b)+k-1] = read(io, UInt8)
    end
    return k
end
