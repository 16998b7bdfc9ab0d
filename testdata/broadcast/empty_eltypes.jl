# The element type of an empty broadcast or map result: Julia 1.10 infers it
# (broadcast.jl combine_eltypes: promote_typejoin_union of Base._return_type
# of f on the argument element types; map of two arrays collects a Generator
# the same way), so g.(Int[]) is Int64[] when g(::Int64) infers Int64.
g(x) = x + 1
println(g.(Int[]))
println(round.(Int, Float64[]))
println(string.(Int[]))
println(length.(String[]))
println(split("", ',', keepempty=false) .|> x -> parse(Int, x))
println((x -> x > 0).(Float64[]))
println(uppercase.(String[]))
println(Float64.(Int[]))
h(x) = x > 0 ? 1 : 1.0
println(h.(Int[]))
k(x) = x > 0 ? 1 : nothing
println(k.(Int[]))
println(tuple.(Int[], Float64[]))
println(Int[] .+ (1:0))
println(sqrt.(Int[]) .* 2)
println(typeof(parse.(Float64, String[])))
println(ones(0, 2) .+ [1 2])
println(map((a,b)->a+b, Int[], Float64[]))
println(map(+, Int[], Float64[]))
println(map(x->x+1, Int[]))
println(map(tuple, Int[]))
println(map(tuple, Int[], Float64[]))
println(map(+, zeros(0, 2), zeros(0, 2)))
