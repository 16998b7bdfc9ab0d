# Random: the samplers of Julia 1.10's Random on its default RNG. The
# expected values were computed with an independent Python model of Julia
# 1.10's algorithms (Xoshiro.jl, XoshiroSimd.jl's bulk generation,
# generation.jl's SamplerRangeNDL, misc.jl's randperm!/shuffle!), not by a
# Julia run; random_vectors.jl checks the seeding against Julia's output.
using Random
println(rand() isa Float64, " ", 0 <= rand() < 1, " ", typeof(rand(Float32)), " ", typeof(rand(Int32)))

Random.seed!(1)
println(rand(10))                   # bulk: 8 forked streams, then 2 from the RNG
Random.seed!(1)
println(rand(1:10, 5))
Random.seed!(1)
println(randperm(6), " ", shuffle!(collect(1:7)))
Random.seed!(3)
println(rand(Int32(-5):Int32(5), 6))
Random.seed!(1)
println(rand(Int, 2), " ", rand(UInt8), " ", rand(Bool), " ", rand(Float32))

r = Xoshiro(7)
println(rand(r, ["a", "b", "c"]), " ", rand(r, (:x, :y, :z)), " ", rand(r, 'a':'z'))

A = rand(2, 3)
println(typeof(A), " ", size(A), " ", all(x -> 0 <= x < 1, A))
println(typeof(rand(Float32, 4)), " ", size(rand(Int8, 3, 2)), " ", typeof(rand(Bool, 5)), " ", typeof(rand(1:6, 2, 2)))
println(size(rand((2, 3))), " ", typeof(rand(ComplexF64)), " ", rand(7:7), " ", rand([42]))
z = randn(1000)
println(typeof(randn()), " ", length(z), " ", abs(sum(z) / 1000) < 0.2, " ", typeof(randn(Float32, 2)), " ", typeof(randn(2, 2)))
v = collect(1:20); shuffle!(v); println(sort(v) == collect(1:20), " ", sort(randperm(9)) == collect(1:9))
r1 = Xoshiro(99); r2 = copy(r1); println(rand(r1, UInt64) == rand(r2, UInt64))
try
    rand(1:0)
catch e
    println(e)
end
