# Types print through the constant aliases of their modules, as Julia's
# make_typealias (base/show.jl): an alias of Main applies to an
# instantiation of a type defined in Main, unless two aliases match.
struct SA{S<:Tuple,T,N,L} end
const SV{N,T} = SA{Tuple{N},T,1,N}
const SM{N,M,T,L} = SA{Tuple{N,M},T,2,L}
println(SA{Tuple{3},Float64,1,3})
println(SA{Tuple{2,2},Float64,2,4})
println(SA{Tuple{2,2},Float64,1,4})
println(SV{3})
println(Vector{SA{Tuple{3},Int,1,3}})
println(typeof(SA{Tuple{2},Int,1,2}()))
struct P{A,B} end
const Q{B} = P{Int,B}
const PI = P{Int,Int}
println(P{Int,Float64}, " ", P{Int,Int}, " ", P{Float64,Int})
const PF = P{Float64,Float64}
println(P{Float64,Float64}, " ", [P{Float64,Float64}()])
g(x::SA{S,T}) where {S,T} = SA{S,Int,1,3}
println(g(SA{Tuple{3},Float32,1,3}()), " ", string(SA{Tuple{1},Int,1,1}))
