# An empty mapreduce with abs or abs2 gives abs/abs2 of the empty reduction of the
# element type (Julia 1.10 base/reduce.jl: mapreduce_empty(::typeof(abs), op, T) =
# abs(reduce_empty(op, T)), the same for abs2, and abs(zero(T)) for max); any other
# function still throws.
println(sum(abs, ComplexF64[]))
println(sum(abs2, ComplexF64[]))
println(sum(abs, Int8[]), " ", typeof(sum(abs, Int8[])))
println(sum(abs2, Float32[]), " ", typeof(sum(abs2, Float32[])))
println(maximum(abs, Int[]))
println(maximum(abs2, Float64[]))
println(sum(abs, zeros(0, 2), dims=1))
println(mapreduce(abs, +, Rational{Int}[]))
try
    sum(sqrt, Float64[])
catch e
    println(typeof(e))
end
