# Random: seeded streams of Julia 1.10's default RNG (Xoshiro256++, seeded
# with the SHA-256 of the seed). Every expected value below was printed by a
# Julia 1.10 run in a public source:
#   seed!(1): 0.07336635446929285, 0.34924148955718615, 0.6988266836914685,
#     0.6282647403425017, 0.9149290036628314 — test "XoshiroMatchesJuliaSeed1"
#     of a C++ port of Baysor (and `seed!(1); @assert isapprox(rand(),
#     0.07336635446929285)` in course code);
#   Xoshiro(1234), rand(rng, 2) — the docstring of Random.Xoshiro (Julia 1.10);
#   seed!(42); [rand(n) for n in 1:4] — a jldoctest of VectorOfVectors;
#   Xoshiro(42), rand(rng, 3) — a Julia tutorial's REPL transcript;
#   seed!(1); rand(20)[1] == 0.0491718221481211 — the test of Finance.jl
#     (bulk generation of 8 or more Float64s forks 8 streams).
import Random
Random.seed!(1)
println(rand())
println(rand())
println(rand(), " ", rand(), " ", rand())

using Random
rng = Xoshiro(1234)
x1 = rand(rng, 2)
println(x1)
rng = Xoshiro(1234)
println(rand(rng, 2) == x1)

Random.seed!(42)
data = [rand(n) for n in 1:4]
for v in data
    println(v)
end

rng = Xoshiro(42); println(rand(rng, 3))

Random.seed!(1)
println(rand(20)[1])
