# This file is a part of Kiln's Base library.
#
# pointer.jl — Ptr{T}: construction from addresses, conversions, arithmetic,
# comparison, unsafe_store! and printing, as Julia 1.10's base/pointer.jl.

@_after_image const C_NULL = bitcast(Ptr{Cvoid}, 0)

Ptr{T}(x::Union{Int,UInt,Ptr}=0) where {T} = bitcast(Ptr{T}, x)
convert(::Type{T}, x::Union{Int,UInt}) where {T<:Ptr} = T(x)
convert(::Type{Ptr{T}}, p::Ptr{T}) where {T} = p
convert(::Type{Ptr{T}}, p::Ptr) where {T} = bitcast(Ptr{T}, p)::Ptr{T}

UInt64(x::Ptr) = bitcast(UInt64, x)
Int64(x::Ptr) = bitcast(Int64, x)
unsigned(x::Ptr) = UInt(x)
signed(x::Ptr) = Int(x)

==(x::Ptr, y::Ptr) = UInt(x) == UInt(y)
isless(x::Ptr{T}, y::Ptr{T}) where {T} = x < y
<(x::Ptr, y::Ptr) = UInt(x) < UInt(y)
-(x::Ptr, y::Ptr) = UInt(x) - UInt(y)
+(x::Ptr, y::Integer) = oftype(x, UInt(x) + (y % UInt))
-(x::Ptr, y::Integer) = oftype(x, UInt(x) - (y % UInt))
+(x::Integer, y::Ptr) = y + x
hash(p::Ptr, h::UInt) = hash(UInt(p), h)

unsafe_store!(p::Ptr{T}, x, i::Integer=1) where {T} =
    (Core.Intrinsics.pointerset(p, convert(T, x), Int(i), 1); p)

show(io::IO, p::Ptr) = print(io, typeof(p), " @0x", string(UInt(p), base=16, pad=16))
