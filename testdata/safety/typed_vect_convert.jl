# T[a, b] (found mutating a golden program: Dict{Any,Any}[1, :]) builds a
# Vector{T} and converts each element (Julia 1.10 base/array.jl getindex(::Type{T}, vals...));
# an element that does not convert is a MethodError from convert.
try
    Dict{Any,Any}[1, :]
catch e
    println(typeof(e))
end
v = Float64[1, 2]
println(v)
Dict{Any,Any}[1, :]
