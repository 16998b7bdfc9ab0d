# This file is a part of Kiln's Base library.
#
# Base64.jl — the standard library module Base64, evaluated when a program
# first loads it (`using Base64`), as Julia 1.10's stdlib/Base64 (RFC 4648,
# standard alphabet, `=` padding): base64encode, base64decode,
# Base64EncodePipe, Base64DecodePipe and stringmime.

module Base64

export Base64EncodePipe, base64encode, Base64DecodePipe, base64decode, stringmime

const _ENCODE = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

# The 6-bit value of an encoding character, 0x40 for the padding '=', 0x41
# for any other byte: ignored, as RFC 4648 section 3.3 allows and Julia's
# decoder does.
function _decode_table()
    t = fill(0x41, 256)
    for (i, c) in enumerate(_ENCODE)
        t[c+1] = UInt8(i - 1)
    end
    t[UInt8('=')+1] = 0x40
    return t
end
const _DECODE = _decode_table()

"""
    Base64EncodePipe(ostream)

An output stream that writes the base64 encoding of the bytes written to it
to `ostream`. `close` writes the last (padded) characters; it does not
close `ostream`.
"""
mutable struct Base64EncodePipe <: IO
    io::IO
    buf::Vector{UInt8}   # up to 2 bytes waiting for a complete group
end
Base64EncodePipe(io::IO) = Base64EncodePipe(io, UInt8[])

function _encode_group(io::IO, b1::UInt8, b2::UInt8, b3::UInt8, n::Int)
    x = (UInt32(b1) << 16) | (UInt32(b2) << 8) | UInt32(b3)
    write(io, _ENCODE[((x >> 18) & 0x3f) + 1])
    write(io, _ENCODE[((x >> 12) & 0x3f) + 1])
    write(io, n >= 2 ? _ENCODE[((x >> 6) & 0x3f) + 1] : UInt8('='))
    write(io, n >= 3 ? _ENCODE[(x & 0x3f) + 1] : UInt8('='))
    return nothing
end

function Base.unsafe_write(p::Base64EncodePipe, ptr::Ptr{UInt8}, n::UInt)
    for i in 1:Int(n)
        write(p, unsafe_load(ptr, i))
    end
    return Int(n)
end

function Base.write(p::Base64EncodePipe, b::UInt8)
    push!(p.buf, b)
    if length(p.buf) == 3
        _encode_group(p.io, p.buf[1], p.buf[2], p.buf[3], 3)
        empty!(p.buf)
    end
    return 1
end
Base.isopen(p::Base64EncodePipe) = true
Base.iswritable(p::Base64EncodePipe) = true

function Base.close(p::Base64EncodePipe)
    n = length(p.buf)
    if n == 1
        _encode_group(p.io, p.buf[1], 0x00, 0x00, 1)
    elseif n == 2
        _encode_group(p.io, p.buf[1], p.buf[2], 0x00, 2)
    end
    empty!(p.buf)
    return nothing
end

"""
    base64encode(writefunc, args...; context=nothing)
    base64encode(args...; context=nothing)

The base64 encoding of the bytes that `writefunc(io, args...)` writes to
`io` (by default `write`), as a String.
"""
function base64encode(f::Function, args...; context=nothing)
    s = IOBuffer()
    b = Base64EncodePipe(s)
    if context === nothing
        f(b, args...)
    else
        f(IOContext(b, context), args...)
    end
    close(b)
    return String(take!(s))
end
base64encode(args...; context=nothing) = base64encode(write, args...; context=context)

"""
    Base64DecodePipe(istream)

An input stream that reads base64-encoded text from `istream` and gives
the decoded bytes.
"""
mutable struct Base64DecodePipe <: IO
    io::IO
    out::Vector{UInt8}   # decoded bytes not yet read
    done::Bool
end
Base64DecodePipe(io::IO) = Base64DecodePipe(io, UInt8[], false)

# Decodes the next group of four characters into p.out; false at the end
# of the input. A group is four characters of the alphabet, or ends in one
# or two '=' (then it holds two or one bytes); anything else, an
# incomplete group at the end included, is malformed.
function _fill!(p::Base64DecodePipe)
    p.done && return false
    vals = UInt8[]
    while length(vals) < 4
        if eof(p.io)
            isempty(vals) && (p.done = true; return false)
            throw(ArgumentError("malformed base64 sequence"))
        end
        v = _DECODE[read(p.io, UInt8)+1]
        v == 0x41 || push!(vals, v)
    end
    b1, b2, b3, b4 = vals
    if b1 < 0x40 && b2 < 0x40 && b3 < 0x40 && b4 < 0x40
        k = 3
    elseif b1 < 0x40 && b2 < 0x40 && b3 < 0x40 && b4 == 0x40
        k, b4 = 2, 0x00
    elseif b1 < 0x40 && b2 < 0x40 && b3 == 0x40 && b4 == 0x40
        k, b3, b4 = 1, 0x00, 0x00
    else
        throw(ArgumentError("malformed base64 sequence"))
    end
    push!(p.out, (b1 << 2) | (b2 >> 4))
    k >= 2 && push!(p.out, (b2 << 4) | (b3 >> 2))
    k >= 3 && push!(p.out, (b3 << 6) | b4)
    return true
end

function Base.eof(p::Base64DecodePipe)
    while isempty(p.out)
        _fill!(p) || return true
    end
    return false
end
function Base.read(p::Base64DecodePipe, ::Type{UInt8})
    eof(p) && throw(EOFError())
    return popfirst!(p.out)
end
function Base.read(p::Base64DecodePipe)
    bytes = UInt8[]
    while !eof(p)
        append!(bytes, p.out)
        empty!(p.out)
    end
    return bytes
end
Base.read(p::Base64DecodePipe, ::Type{String}) = String(read(p))
function Base.readavailable(p::Base64DecodePipe)
    eof(p)
    bytes = copy(p.out)
    empty!(p.out)
    return bytes
end
Base.isreadable(p::Base64DecodePipe) = true
Base.close(p::Base64DecodePipe) = nothing

"""
    base64decode(string)

The bytes that the base64-encoded `string` encodes (characters outside the
alphabet, such as whitespace, are ignored).
"""
function base64decode(s)
    b = IOBuffer(s)
    try
        return read(Base64DecodePipe(b))
    finally
        close(b)
    end
end

"""
    stringmime(mime, x; context=nothing)

The representation of `x` for the MIME type `mime` as a String: the text
itself for a text type, else base64-encoded.
"""
function stringmime(m::MIME, x; context=nothing)
    if istextmime(m)
        return context === nothing ? repr(m, x) : repr(m, x; context=context)
    end
    return base64encode(show, m, x; context=context)
end
stringmime(m::AbstractString, x; context=nothing) = stringmime(MIME(m), x; context=context)

end # module Base64
