# rand over a BigInt range (Primes.jl's tests draw from big ranges): uniform
# in first:last by rejection over the limbs of last - first, as Julia 1.10's
# SamplerBigInt (stdlib/Random/src/generation.jl); an empty range is
# Julia's ArgumentError.
using Random
Random.seed!(1)
xs = [rand(big(10)^30:big(10)^30+5) for _ in 1:200]
println(typeof(xs[1]), " ", minimum(xs) >= big(10)^30, " ", maximum(xs) <= big(10)^30 + 5, " ", length(unique(xs)))
ys = [rand(-big(2)^100:big(2)^100) for _ in 1:1000]
println(all(y -> -big(2)^100 <= y <= big(2)^100, ys), " ", any(y -> y < 0, ys), " ", any(y -> y > big(2)^99, ys))
println(rand(big(7):big(7)), " ", rand(MersenneTwister(3), big(1):big(3)) in 1:3)
try
    rand(big(2):big(1))
catch e
    println(e)
end
