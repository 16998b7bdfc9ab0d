# This file is a part of Kiln's Base library.
#
# CRC32c.jl — the standard library module CRC32c, evaluated when a program
# first loads it (`using CRC32c`), as Julia 1.10's stdlib/CRC32c: the
# CRC-32C (Castagnoli, iSCSI; RFC 3720 appendix B.4) checksum of byte
# arrays, strings and streams, `crc32c(data, crc)` continuing from an
# earlier checksum. Julia computes it in C with the SSE4.2 crc32
# instruction; Kiln's is table-driven, eight bytes at a step ("slicing by
# 8", tables built from the reflected polynomial 0x82f63b78 on first use).

module CRC32c

export crc32c

const POLY = 0x82f63b78

# The eight 256-entry tables, one after another: table k (0-based) maps a
# byte b to the CRC of b followed by k zero bytes. Built on first use.
const TABLES = UInt32[]

function _tables()
    t = TABLES
    isempty(t) || return t
    resize!(t, 8 * 256)
    for i in 0:255
        c = UInt32(i)
        for _ in 1:8
            c = (c & 0x00000001) != 0x00000000 ? (c >> 1) ⊻ POLY : c >> 1
        end
        @inbounds t[i+1] = c
    end
    for k in 1:7, i in 0:255
        @inbounds c = t[(k-1)*256+i+1]
        @inbounds t[k*256+i+1] = (c >> 8) ⊻ t[(c&0xff)+1]
    end
    return t
end

# The CRC of the n bytes at p, continuing crc (already inverted: the
# running register).
function _crc_ptr(t::Vector{UInt32}, p::Ptr{UInt8}, n::Int, c::UInt32)
    i = 0
    @inbounds while i + 8 <= n
        w = unsafe_load(Ptr{UInt64}(p + i))
        one = (w % UInt32) ⊻ c
        two = (w >> 32) % UInt32
        c = t[7*256+Int(one & 0xff)+1] ⊻ t[6*256+Int((one >> 8) & 0xff)+1] ⊻
            t[5*256+Int((one >> 16) & 0xff)+1] ⊻ t[4*256+Int(one >> 24)+1] ⊻
            t[3*256+Int(two & 0xff)+1] ⊻ t[2*256+Int((two >> 8) & 0xff)+1] ⊻
            t[256+Int((two >> 16) & 0xff)+1] ⊻ t[Int(two >> 24)+1]
        i += 8
    end
    @inbounds while i < n
        b = unsafe_load(p + i)
        c = (c >> 8) ⊻ t[Int((c ⊻ b) & 0xff)+1]
        i += 1
    end
    return c
end

function _crc32c(a::Union{Array{UInt8},String}, off::Int, n::Int, crc::UInt32)
    t = _tables()
    c = _crc_ptr(t, pointer(a) + off, n, ~crc)
    ccall(:kiln_gc_keepalive, Nothing, (Any,), a)    # GC.@preserve a
    return ~c
end

# any other vector of bytes, one at a time
function _crc32c(a::AbstractArray{UInt8}, crc::UInt32)
    t = _tables()
    c = ~crc
    for b in a
        @inbounds c = (c >> 8) ⊻ t[Int((c ⊻ b) & 0xff)+1]
    end
    return ~c
end

"""
    crc32c(data, crc::UInt32=0x00000000)

The CRC-32c checksum of `data`, an `Array{UInt8}`, a view of one, a
`String` or a `SubString{String}`; `crc` continues an earlier checksum:
`crc32c(data2, crc32c(data1))` is the checksum of `[data1; data2]`.
"""
crc32c(a::Array{UInt8}, crc::UInt32=0x00000000) = _crc32c(a, 0, length(a), crc)
crc32c(a::SubArray{UInt8,N,<:Array{UInt8}} where {N}, crc::UInt32=0x00000000) = _crc32c(a, crc)
crc32c(s::String, crc::UInt32=0x00000000) = _crc32c(s, 0, ncodeunits(s), crc)
crc32c(s::SubString{String}, crc::UInt32=0x00000000) = _crc32c(s.string, s.offset, ncodeunits(s), crc)

"""
    crc32c(io::IO, [nb::Integer,] crc::UInt32=0x00000000)

The CRC-32c checksum of up to `nb` bytes read from `io` (to its end when
`nb` is not given), continuing `crc`.
"""
function crc32c(io::IO, nb::Integer, crc::UInt32=0x00000000)
    nb < 0 && throw(ArgumentError(string("number of bytes to checksum must be ≥ 0, got ", nb)))
    while nb > 0 && !eof(io)
        buf = read(io, Int(min(nb, 24576)))
        isempty(buf) && break
        crc = _crc32c(buf, 0, length(buf), crc)
        nb -= length(buf)
    end
    return crc
end
crc32c(io::IO, crc::UInt32=0x00000000) = crc32c(io, typemax(Int64), crc)

end # module
