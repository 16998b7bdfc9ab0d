# Integer literals beyond Int64, as Julia 1.10's parser types them: a
# decimal literal that fits Int128 is an Int128, a larger one a BigInt; a
# hexadecimal literal with 17 to 32 digits is a UInt128, with more a
# BigInt. Values checked with Python's int.
x = 170141183460469231731687303715884105727
println(x, " ", typeof(x), " ", x == typemax(Int128))
y = 170141183460469231731687303715884105728
println(y, " ", typeof(y))
println(-170141183460469231731687303715884105728, " ", typeof(-170141183460469231731687303715884105728))
println(9223372036854775808, " ", typeof(9223372036854775808), " ", typeof(9223372036854775807))
z = 0x123456789abcdef0123
println(z, " ", typeof(z))
show(z); println()
w = 0x1234567890abcdef1234567890abcdef12
println(w, " ", typeof(w))
println(100000000000000000000 * 3, " ", 100000000000000000000 ÷ 7, " ", 100000000000000000000 % 7)
println(int128"5" + 1, " ", typeof(uint128"7"), " ", 99999999999999999999 + 1)
f(n) = n + 10000000000000000000000000000000000000000
println(f(1), " ", typeof(f(1)))
println(hash(Int128(5)) == hash(5), " ", isequal(Int128(2)^100, big(2)^100), " ", Dict(Int128(2)^100 => 1)[big(2)^100])
