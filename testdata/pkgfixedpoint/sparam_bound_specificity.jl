# A where-variable used only in another static parameter's bound keeps
# its declared bound (`where {T, N<:Normed{T}}`: T is unbounded), as in
# Julia, so these methods are ordered by specificity, not ambiguous.
using Test
abstract type FixedPoint{T<:Integer,f} <: Real end
struct Normed{T<:Unsigned,f} <: FixedPoint{T,f}
    i::T
    Normed{T,f}(i::Integer, _) where {T,f} = new{T,f}(i % T)
end
myrem(x::N, ::Type{N}) where {N<:Normed} = "same type"
myrem(x::Normed, ::Type{N}) where {T, N<:Normed{T}} = "other Normed"
myrem(x::Real, ::Type{N}) where {T, N<:Normed{T}} = "any real"
myrem(x::Float16, ::Type{N}) where {N<:Normed} = "Float16"

a = Normed{UInt8,8}(0x10, 0)
println(myrem(a, Normed{UInt8,8}))
println(myrem(a, Normed{UInt16,8}))
println(myrem(1.5, Normed{UInt8,8}))
println(myrem(Float16(1.5), Normed{UInt8,8}))
println(isempty(detect_ambiguities(Main)))
m = which(myrem, Tuple{Float64, Type{Normed{UInt8,8}}})
println(m.sig)
