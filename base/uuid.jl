# This file is a part of Kiln's Base library.
#
# uuid.jl — Base.UUID, as Julia 1.10's base/uuid.jl: a 128-bit value, parsed
# from and printed as the 36-character hyphenated hexadecimal form, shown as
# UUID("…"). The generators (uuid1, uuid4, uuid5) are in base/UUIDs.jl.

"""
Represents a Universally Unique Identifier (UUID).
Can be built from one `UInt128` (all byte values), two `UInt64`, or four `UInt32`.
Conversion from a string will check the UUID validity.
"""
struct UUID
    value::UInt128
end
UUID(u::UUID) = u
UUID(u::NTuple{2,UInt64}) = UUID((UInt128(u[1]) << 64) | UInt128(u[2]))
UUID(u::NTuple{4,UInt32}) = UUID((UInt128(u[1]) << 96) | (UInt128(u[2]) << 64) |
                                 (UInt128(u[3]) << 32) | UInt128(u[4]))
UInt128(u::UUID) = u.value

convert(::Type{NTuple{2,UInt64}}, u::UUID) = ((u.value >> 64) % UInt64, u.value % UInt64)
convert(::Type{NTuple{4,UInt32}}, u::UUID) =
    ((u.value >> 96) % UInt32, (u.value >> 64) % UInt32, (u.value >> 32) % UInt32, u.value % UInt32)

# the value of a hexadecimal digit (either case), 16 for any other byte
function _uuid_hexval(c::UInt8)
    UInt8('0') <= c <= UInt8('9') && return c - UInt8('0')
    UInt8('a') <= c <= UInt8('f') && return c - UInt8('a') + 0x0a
    UInt8('A') <= c <= UInt8('F') && return c - UInt8('A') + 0x0a
    return 0x10
end

function tryparse(::Type{UUID}, s::AbstractString)
    ncodeunits(s) == 36 || return nothing
    u = UInt128(0)
    for i in 1:36
        c = codeunit(s, i)
        if i == 9 || i == 14 || i == 19 || i == 24
            c == UInt8('-') || return nothing
        else
            d = _uuid_hexval(c)
            d < 0x10 || return nothing
            u = (u << 4) | UInt128(d)
        end
    end
    return UUID(u)
end

function parse(::Type{UUID}, s::AbstractString)
    u = tryparse(UUID, s)
    u === nothing && throw(ArgumentError(string("Malformed UUID string: ", repr(s))))
    return u
end
UUID(s::AbstractString) = parse(UUID, s)

function string(u::UUID)
    a = Vector{UInt8}(undef, 36)
    v = u.value
    for i in 36:-1:1
        if i == 9 || i == 14 || i == 19 || i == 24
            a[i] = UInt8('-')
        else
            d = (v % UInt8) & 0x0f
            a[i] = d < 0x0a ? UInt8('0') + d : UInt8('a') + d - 0x0a
            v >>= 4
        end
    end
    return String(a)
end

print(io::IO, u::UUID) = print(io, string(u))
show(io::IO, u::UUID) = print(io, "UUID(\"", u, "\")")

isless(a::UUID, b::UUID) = isless(a.value, b.value)

broadcastable(x::UUID) = Ref(x)
