# supertype of a UnionAll is the supertype of its body, rewrapped in its
# type variables (Julia: UnionAll(T.var, supertype(T.body))); ColorTypes'
# color_type(ARGB) walks up the hierarchy this way.
abstract type Shade{T,N} end
abstract type Tint{C<:Integer,T,N} <: Shade{C,N} end
struct Swatch{T<:AbstractFloat} <: Tint{Int,T,3}
    v::T
end

println(supertype(Swatch))
println(supertype(Tint))
println(supertype(supertype(Tint)))
println(supertype(Vector))
println(supertype(Array))
println(supertype(Dict))
println(supertype(Swatch{Float32}))
println(supertype(Swatch) === (Tint{Int,T,3} where T<:AbstractFloat))
st(::Type{S}) where {S<:Tint} = supertype(S)
println(st(Swatch))
