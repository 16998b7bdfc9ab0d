# RNGs.jl's show prints the type (`print(io, MersenneTwister, ...)`), so
# where Random is imported but not used, the name is qualified, as Julia's
# printing of types from other modules.
import Random
m = Random.MersenneTwister(1234)
println(m)
show(stdout, m); println()
Random.rand(m)
println(m)
println(repr(Random.MersenneTwister(1)))
