# `where` in type expressions used as values, as Julia 1.10 lowers them
# (julia-syntax.scm: expand-wheres builds TypeVar and UnionAll; Julia's
# test/syntax.jl issue #27268 for f(x::Vector{T} where T)).

V = Vector{T} where T<:Real
println(V)
println(typeof(V))
println(Vector{Int} <: V, " ", Vector{String} <: V, " ", Vector{Real} <: V)
println(Array{T,1} where T)
println((Array{T,1} where T) === Vector)
println(Ref{<:Real})
println(Dict{K,V} where {K, V<:Number})
println(Pair{A,B} where B where A)
println(Tuple{T,T} where T>:Int)
println(Union{Vector{T}, T} where T)
println([1.0] isa Vector{T} where T<:Integer)
println([1] isa Vector{T} where T<:Integer)

f(x::Vector{T} where T) = length(x)
println(f([1, 2, 3]))
g(x::AbstractArray{T} where T<:Real) = sum(x)
println(g([1, 2.5]))

h(S) = Vector{T} where T<:S
println(h(Integer))
println(h(Signed) <: h(Integer))

function mk()
    A = Matrix{T} where T<:AbstractFloat
    return Matrix{Float64} <: A
end
println(mk())

struct Holder
    v::Vector{T} where T
end
println(fieldtype(Holder, :v), " ", Holder(["a"]).v, " ", Holder([1.5]).v)
len = (x::Vector{T} where T<:Number) -> length(x)
println(len([1, 2]))
g(["a"])
