# Arbitrary precision is not supported: a clear error at the caller's line.
println(1 isa BigInt)
f(x::BigInt) = 1
f(x) = 2
println(f(3))
x = big(2)^100
