# Type constants involving Vararg.
const D = Tuple{Vararg{Int64}}
println(D)
println((1,2) isa D)
println((1,2.0) isa D)
const E = Tuple{String, Vararg{Int64, 2}}
println(E)
const F = NTuple{4, Float64}
println(F)
g(x::D) = length(x)
println(g((1, 2, 3)))
h(::Type{T}) where T = Tuple{Vararg{T}}
println(h(Int8))
println(Tuple{Int64, Vararg{Float64}})
