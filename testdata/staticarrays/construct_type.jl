# StaticArrays-style construction: SVector{3}(1, 2, 3) fills in the element
# type and length from a @generated function that reads the size values of
# the partially applied type (unwrap_unionall(SA).parameters).
struct SArray{S<:Tuple,T,N,L} <: AbstractArray{T,N}
    data::NTuple{L,T}
    function SArray{S,T,N,L}(x::NTuple{L,Any}) where {S<:Tuple,T,N,L}
        new{S,T,N,L}(map(y -> convert(T, y), x))
    end
end
const SVector{N,T} = SArray{Tuple{N},T,1,N}
const SMatrix{N,M,T,L} = SArray{Tuple{N,M},T,2,L}
Base.size(::SArray{S}) where {S} = tuple(S.parameters...)
Base.getindex(a::SArray, i::Int) = a.data[i]
Base.IndexStyle(::Type{<:SArray}) = IndexLinear()

@generated function construct_type(::Type{SA}, x::Tuple) where {SA<:SArray}
    # fill in what SA leaves open from the data
    U = Base.unwrap_unionall(SA)
    S = U.parameters[1]
    S isa TypeVar && return :(error("size unknown"))
    sz = tuple(S.parameters...)
    L = prod(sz)
    T = U.parameters[2] isa TypeVar ? promote_type(x.parameters...) : U.parameters[2]
    return SArray{S,T,length(sz),L}
end
@inline (::Type{SA})(x::Tuple) where {SA<:SArray} = construct_type(SA, x)(x)
@inline (::Type{SA})(x...) where {SA<:SArray} = SA(x)

v = SVector{3}(1, 2, 3)
println(typeof(v), " ", v)
w = SVector{3,Float64}(1, 2, 3)
println(typeof(w), " ", w)
m = SMatrix{2,2}(1, 2, 3, 4.5)
println(typeof(m), " ", m)
println(SArray{Tuple{2,2,1}}((1, 2, 3, 4)) |> typeof)
f(v) = SVector{3}(v[1] + 1, v[2], v[3])
println(f(v))
