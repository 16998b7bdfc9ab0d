# A method's signature prints its where variables by name inside the
# argument types, as Julia 1.10's show_method does with :unionall_env
# (base/methodshow.jl): f(::Type{T}, x::T) where T<:Integer, and aliases of
# types with those variables print as aliases (AbstractVector{S}).
f(::Type{T}, x::T) where {T<:Integer} = 1
f(x::AbstractVector{S}) where S<:Real = 2
f(d::Dict{K,V}, k::K, vs::V...) where {K,V<:Number} = 3
for m in methods(f)
    println(m)
end
struct Box{T}
    x::T
end
(b::Box{T})(y::T) where T = b.x + y
println(first(methods(Box(1))))
