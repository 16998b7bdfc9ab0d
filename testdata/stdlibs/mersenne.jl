# MersenneTwister (Julia 1.10's dSFMT generator with its caches). Every value
# below comes from a Julia source, cited on the line before it:
#   RNGs.jl    = stdlib/Random/src/RNGs.jl (the MersenneTwister docstring, show)
#   Random.jl  = stdlib/Random/src/Random.jl (the rand! and seed! docstrings)
#   misc.jl    = stdlib/Random/src/misc.jl (shuffle, randperm, randcycle,
#                randsubseq, bitrand, randstring docstrings)
#   normal.jl  = stdlib/Random/src/normal.jl (randn!, randexp!, randn, randexp docstrings)
#   runtests   = stdlib/Random/test/runtests.jl ("show" testset)
# Lines marked "rule" check a consequence of RNGs.jl's cache rules (which
# values an array takes directly from the dSFMT state, which from the cache),
# not a printed Julia value.
using Random

# RNGs.jl, MersenneTwister docstring
rng = MersenneTwister(1234);
x1 = rand(rng, 2)
display(x1)
rng = MersenneTwister(1234);
x2 = rand(rng, 2)
println(x1 == x2)

# Random.jl, rand! docstring
rng = MersenneTwister(1234);
display(rand!(rng, zeros(5)))

# Random.jl, seed! docstring
rng = MersenneTwister(1234); println(rand(rng, 2) == x1)
println(MersenneTwister(1) == Random.seed!(rng, 1))
println(Random.seed!(rng, 1) === rng)

# misc.jl, shuffle! and shuffle docstrings
rng = MersenneTwister(1234);
display(shuffle!(rng, Vector(1:16)))
rng = MersenneTwister(1234);
display(shuffle(rng, Vector(1:10)))

# misc.jl, randperm, randperm!, randcycle, randcycle! docstrings
display(randperm(MersenneTwister(1234), 4))
display(randperm!(MersenneTwister(1234), Vector{Int}(undef, 4)))
display(randcycle(MersenneTwister(1234), 6))
display(randcycle!(MersenneTwister(1234), Vector{Int}(undef, 6)))

# misc.jl, randsubseq and randsubseq! docstrings
rng = MersenneTwister(1234);
display(randsubseq(rng, 1:8, 0.3))
rng = MersenneTwister(1234);
S = Int64[];
randsubseq!(rng, S, 1:8, 0.3)
display(S)

# misc.jl, bitrand docstring
rng = MersenneTwister(1234);
display(bitrand(rng, 10))

# misc.jl, randstring docstring
println(repr(randstring(MersenneTwister(3), 'a':'z', 6)))

# normal.jl, randn! and randexp! docstrings
rng = MersenneTwister(1234);
display(randn!(rng, zeros(5)))
rng = MersenneTwister(1234);
display(randexp!(rng, zeros(5)))

# normal.jl, randn docstring (complex) and randexp docstring (Float32, then a matrix)
rng = MersenneTwister(1234);
println(randn(rng, ComplexF64))
rng = MersenneTwister(1234);
println(randexp(rng, Float32))
display(randexp(rng, 3, 3))

# runtests, "show" testset (the jump! there adds its steps in front; without
# it the first counter is 0)
m = MersenneTwister(123)
println(m)
rand(m)
println(m)
rand(m, Int64)
println(m)
m = MersenneTwister(0); rand(m, Int64); rand(m)
println(m)
println(string(MersenneTwister(0)))

# rule: a fresh generator's array of 1000 doubles takes 998 values directly
# from the dSFMT state and the last 2 from a newly filled cache, so it equals
# the first 1000 scalar values
s = (m = MersenneTwister(7); [rand(m) for _ in 1:1000])
println(rand(MersenneTwister(7), 1000) == s)
# rule: after one scalar, the cache holds values 1..1002: the array's first
# 998 values come from the state (values 1003..2000), its last 2 from the cache
m = MersenneTwister(7); r1 = rand(m); a = rand(m, 1000)
println(r1 == s[1], " ", a[999:1000] == s[2:3], " ", a[1] == s[1])
# rule: up to 383 doubles are copied from the cache, as scalars would be
println(rand(MersenneTwister(7), 383) == s[1:383])

# rule: arrays shorter than 16 bytes are made of scalars (Int8), and a Bool
# array shorter than 16 takes the bits of one double
m = MersenneTwister(9); si = [rand(m, Int8) for _ in 1:15]
println(rand(MersenneTwister(9), Int8, 15) == si)
m = MersenneTwister(9); u = reinterpret(UInt64, rand(m) + 1.0)
println(rand(MersenneTwister(9), Bool, 10) == [(u >> k) & 1 == 1 for k in 0:9])
# rule: bitrand fills the BitArray's UInt64 chunks (misc.jl); for one chunk
# that is an empty bulk fill of 16-byte words, which still refills the empty
# double cache (RNGs.jl's _rand_max383!), then one scalar UInt64 from the
# 128-bit cache. The bitrand docstring's value above holds only with that refill:
m = MersenneTwister(1234); u = rand(m, UInt64)
println([(u >> k) & 1 for k in 0:9] == [0, 0, 0, 0, 1, 0, 0, 0, 1, 1])
m = MersenneTwister(1234); rand(m); u = rand(m, UInt64)
println([(u >> k) & 1 for k in 0:9] == [0, 0, 0, 0, 1, 0, 0, 0, 1, 1])
# rule: Int64/UInt64 come from the 128-bit cache from its end, high half first;
# a UInt128 after an odd number of 64-bit values skips the other half
m = MersenneTwister(9); a = rand(m, UInt64); b = rand(m, UInt64); c = rand(m, UInt128)
m = MersenneTwister(9); d = rand(m, UInt128); e = rand(m, UInt128)
println(a == (d >> 64) % UInt64, " ", b == d % UInt64, " ", c == e)
m = MersenneTwister(9); rand(m, UInt64); f = rand(m, UInt128)
println(f == e)

# copy, ==, copy! (RNGs.jl: == compares seed, state, caches and their indices)
m = MersenneTwister(42); rand(m, 10); m2 = copy(m)
println(m == m2, " ", m2 !== m, " ", rand(m) == rand(m2), " ", m == m2)
rand(m)
println(m == m2)
copy!(m2, m)
println(m == m2, " ", rand(m, UInt64) == rand(m2, UInt64))
println(Random.seed!(MersenneTwister(0), 5) == MersenneTwister(5))
println(MersenneTwister(UInt32[5]) == MersenneTwister(5))

# the types produced
m = MersenneTwister(0)
println(typeof(rand(m, 1:10, 5)), " ", typeof(rand(m, Float32, 3)), " ", typeof(rand(m, Bool)),
        " ", typeof(randn(m, 2, 2)), " ", typeof(rand(m, UInt128)))
try
    MersenneTwister(-1)
catch e
    println(typeof(e))
end

# runtests, "show" testset: the constructors that take what show prints
m = MersenneTwister(0); rand(m, Int64); rand(m)
println(m == MersenneTwister(0, (0, 2256, 1254, 1, 0, 1)), " ", rand(m) == rand(MersenneTwister(0, (0, 2256, 1254, 1, 0, 1))))
m = MersenneTwister(123); rand(m); rand(m, Int64)
println(m == MersenneTwister(123, (0, 2256, 0, 1, 1002, 1)), " ", m == MersenneTwister(123, (0, 2256, 0, 1, 1002, 2)))
# (rule: 998 doubles from the state, then a cache of 1002 of which 2 + 3 are used)
m = MersenneTwister(5); rand(m, 1000); rand(m, 3)
println(m)
m2 = MersenneTwister(5, (0, 2000, 998, 5))
println(m == m2, " ", rand(m, 5) == rand(m2, 5))
