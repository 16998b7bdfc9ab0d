# Test.guardseed runs a function and restores the global RNG afterwards;
# guardseed(f, seed) seeds it first (Julia 1.10 stdlib/Test/src/Test.jl:
# guardseed(f, r=default_rng()) = (old = copy(r); try f() finally copy!(r, old) end)).
# copy!(::TaskLocalRNG, ::Xoshiro) is Random's (stdlib/Random/src/Xoshiro.jl).
using Test, Random
using Test: guardseed

Random.seed!(42)
a = guardseed(7) do
    rand(3)
end
b = guardseed(7) do
    rand(3)
end
println(a == b)
x = rand()
Random.seed!(42)
println(x == rand())

# guardseed() without a seed restores whatever state was there
Random.seed!(3)
r1 = guardseed(() -> rand(Int))
println(r1 == rand(Int))

# the state is restored even when f throws
Random.seed!(5)
try
    guardseed() do
        rand(10)
        error("boom")
    end
catch e
    println(e)
end
y = rand()
Random.seed!(5)
println(y == rand())

# copy! between the task's RNG and a Xoshiro
Random.seed!(9)
s = copy(Random.default_rng())
u = rand()
copy!(Random.default_rng(), s)
println(u == rand())
println(copy!(Xoshiro(1), s) == s)
