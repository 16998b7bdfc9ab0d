# Parametric type aliases: `V{T} = rhs` is `const V = rhs where T`
# (julia-syntax.scm expands an assignment to a curly left side so).
const V{T} = Vector{T}
println(V{Int} === Vector{Int})
v = V{Float64}()
push!(v, 1.5)
println(typeof(v), " ", v)
M{K} = Dict{K,Int}
d = M{String}()
d["a"] = 1
println(typeof(d))
const Num{T<:Real} = Pair{T,T}
println(Num{Int})
const W = Array{T,2} where T
println(W{Int8})
g(a::V{Int}) = sum(a)
println(g([1, 2, 3]))
