# map with a type as the function: Julia's base/generator.jl has
# Generator(::Type{T}, iter) = Generator{I,Type{T}}(T, iter), so the element
# type of an empty result is still known (Float64[], not Any[]).
show(map(Float64, Int[])); println()
show(map(Int, Float64[])); println()
show(map(Float64, [1, 2])); println()
println(typeof(Base.Generator(Float64, 1:0)))
show([Float64(i) for i in 1:0]); println()
show(collect(Float64, 1:3)); println()
