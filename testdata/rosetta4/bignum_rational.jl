# BigInt and Rational arithmetic; the big values were checked with an independent arbitrary-precision calculation.
# Big integers and rationals
f30 = factorial(big(30))
println(f30)
println(typeof(f30))
println(ndigits(f30), " digits, digit sum ", sum(digits(f30)))
x = big"123456789012345678901234567890"
println(x * x)
println(x % 97, " ", div(x, 10^9), " ", x >> 10)
println(string(x, base = 16))
println(big(2)^100)
println(gcd(big(2)^64 - 1, big(2)^48 - 1))
fib = [big(0), big(1)]
for i in 3:101
    push!(fib, fib[end] + fib[end-1])
end
println(fib[end])
r = 1 // 3 + 1 // 6
println(r, " ", typeof(r))
println(numerator(r), "/", denominator(r))
h = sum(1 // k for k in 1:10)
println(h)
println(float(h))
println(Rational{BigInt}(1, 3)^50)
println(3 // 4 < 4 // 5, " ", 2 // 4 == 1 // 2)
println(inv(7 // 3), " ", -(2 // 3), " ", abs(-5 // 10))
println(rationalize(0.75), " ", round(7 // 2), " ", floor(Int, 7 // 2))
b = BigInt(10)^20 + 7
println(isodd(b), " ", powermod(big(3), 1000, big(10)^9 + 7))
println(string(255, base = 2), " ", string(5, base = 2, pad = 8))
println(bitstring(Int8(-3)), " ", bitstring(UInt16(1000)))
println(digits(1234), " ", digits(255, base = 16))
println(count_ones(255), " ", leading_zeros(1), " ", trailing_zeros(8))
println(parse(Int, "ff", base = 16), " ", parse(BigInt, "99999999999999999999999") + 1)
println(big(2.5), " ", BigFloat(1) / 3)
println(prod(big(1):big(25)))
println(binomial(big(100), 50))
