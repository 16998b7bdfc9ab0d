# rand over Int128/UInt128 ranges (Julia 1.10's SamplerRangeInt, rejection
# sampling of masked UInt128 draws); Primes.jl's pollardfactor draws
# rand(1:(n - 1)) for n::Int128. It recursed (StackOverflowError), or for
# ranges longer than typemax(Int) threw InexactError.
using Random
ok = true
for r in (Int128(1):Int128(10), Int128(-5):Int128(5), UInt128(3):UInt128(3),
          Int128(1):(Int128(2)^101 + 1), typemin(Int128):typemax(Int128))
    for _ in 1:200
        x = rand(r)
        global ok &= x isa eltype(r) && first(r) <= x <= last(r)
    end
end
println(ok)
println(rand(Int128(7):Int128(7)))
seen = Set(rand(Int128(1):Int128(4)) for _ in 1:400)
println(sort!(collect(seen)))
try
    rand(Int128(2):Int128(1))
catch e
    println(typeof(e))
end
