# T{<:S} binds an anonymous variable around the type for Tuple too
# (Julia lowers the curly syntax to `Tuple{A} where A<:S`), and a type
# variable as a parameter is not checked against the parameter's bounds
# (Julia's within_typevar, src/jltypes.c).
v = (1, 2.0)
println(v isa Tuple{<:Any, <:Any}, " ", v isa Tuple{<:Real, <:Real}, " ", v isa Tuple{<:Integer, <:Integer})
println(v isa Union{Tuple{<:Any, <:Any}, Pair}, " ", (1,) isa Tuple{<:Real}, " ", ("a",) isa Tuple{<:Real})
f(x) = x isa Tuple{<:Any, <:Any}
println(f(v), " ", f((1,)), " ", f(1 => 2))
println(typeof(v) <: Tuple{<:Real, Float64}, " ", Tuple{Int} <: Tuple{<:Integer})

struct Store{T, S<:AbstractVector{T}}
    data::S
end
const Stores{T} = Store{T, <:Tuple}
println(Store{Int, Vector{Int}} <: Store{Int, <:AbstractVector})
println(Store{Int, Vector{Int}} <: Stores{Int})
println(Store{Int, <:Tuple} isa UnionAll)
