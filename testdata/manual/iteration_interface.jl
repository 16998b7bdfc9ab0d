# The iteration interface of the Julia 1.10 manual (interfaces.md): a type
# with only iterate works with for, `in`, and Statistics over iterables
# (mean and std need no length: std is one pass of Welford's update, as
# Statistics.jl's _var for a general iterable).
using Statistics

struct Cubes
    n::Int
end
Base.iterate(c::Cubes, k=1) = k > c.n ? nothing : (k^3, k + 1)

for x in Cubes(4)
    print(x, " ")
end
println()
println(27 in Cubes(5), " ", 28 in Cubes(5))
println(mean(Cubes(4)))
println(var(Cubes(4)))
println(std(Cubes(4)))
println(var(Cubes(4); corrected=false))
println(var(Cubes(4); mean=25))
println(isnan(var(Cubes(1))))
println(sum(Cubes(3)), " ", maximum(Cubes(3)), " ", first(Cubes(3)))

# with length and eltype declared it collects into a typed vector
Base.length(c::Cubes) = c.n
Base.eltype(::Type{Cubes}) = Int
println(collect(Cubes(3)))
println(std(Cubes(4)) == std(collect(Cubes(4))))

# an iterator over a generic element type (Float64 values)
struct Halves
    n::Int
end
Base.iterate(h::Halves, k=0) = k >= h.n ? nothing : (k / 2, k + 1)
println(var(Halves(5)))
