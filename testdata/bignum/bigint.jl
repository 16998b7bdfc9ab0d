# BigInt on GMP, as Julia 1.10's base/gmp.jl. Every number was checked
# with Python's int (see the comments); printing is Julia's decimal
# `string(::BigInt)` (mpz_get_str), `digits` of a BigInt is a Vector{BigInt}
# (digits(n) = digits(typeof(n), n)), and `div`/`rem`/`mod`/`fld`/`cld` round
# as GMP's tdiv/fdiv/cdiv (base/gmp.jl).
x = big(2)^100
println(x, " ", typeof(x))                    # 2**100
println(factorial(big(30)))                   # math.factorial(30)
println(binomial(big(100), 50))               # math.comb(100, 50)
a = parse(BigInt, "123456789012345678901234567890")
println(a * a)
println(a + 1, " ", 1 - a, " ", a - 2, " ", 3a)
println(a ÷ 7, " ", div(-a, 7), " ", rem(-a, 11), " ", mod(-a, 11), " ", fld(-a, 11), " ", cld(a, 11))
println(divrem(a, big(1000)), " ", fldmod(-a, big(1000)))
println(gcd(a, big(30)), " ", gcd(big(2)^64, 48), " ", lcm(big(12), big(18)))
println(powermod(big(3), big(100), big(1000007)), " ", powermod(2, 1000, big(10)^9 + 7))
println(invmod(big(3), big(11)), " ", invmod(big(3), big(-11)))
println(gcdx(big(240), big(46)))
println(abs(-a), " ", sign(-a), " ", sign(big(0)), " ", -a < a, " ", a == a + 0, " ", a > 5, " ", 5 < a)
println(big(10) == 10, " ", 10 == big(10), " ", big(10) == 10.0, " ", big(2)^53 + 1 == 2.0^53, " ", big(3) < 3.5, " ", big(3) > 2.5)
println(typemax(Int) + big(1), " ", typemin(Int) - big(1))
println(Int(big(12345)), " ", Float64(a), " ", Float64(big(2)^53 + 1), " ", Float64(big(2)^1100))
try
    Int(a)
catch e
    println(e)
end
try
    UInt8(big(256))
catch e
    println(e)
end
println(string(a, base = 16), " ", string(big(255), base = 2), " ", string(big(7), pad = 4))
println(ndigits(a), " ", ndigits(big(2)^64, base = 2), " ", ndigits(big(10)^40), " ", ndigits(big(10)^40 - 1))
println(digits(big(1234)), " ", digits(big(255), base = 16))
println(isqrt(a), " ", isqrt(big(10)^40))
println(trailing_zeros(big(2)^70), " ", count_ones(big(255)), " ", count_ones(big(2)^100 - 1), " ", Base.top_set_bit(big(2)^100))
println(a & 0xff, " ", a | 1, " ", xor(a, a + 1), " ", ~big(5), " ", big(1) << 80, " ", a >> 10, " ", -a >> 90)
println(isodd(big(7)), " ", iseven(a), " ", iszero(big(0)), " ", isone(big(1)))
println(-big(7) % 3, " ", big(7)^0, " ", big(-2)^63, " ", big(2)^-0)
println(sum([big(2)^64, big(2)^64]), " ", prod(big(i) for i in 1:25))
println(big(10)^30 / 7)
println(big"123456789012345678901234567890" == a, " ", big"0xff", " ", big"1_000_000_000_000_000_000_000")
println(BigInt(2.0^70), " ", BigInt(0x10), " ", BigInt(-5), " ", big(true))
println(typemax(Int128) + big(1), " ", BigInt(typemin(Int128)), " ", Int128(big(2)^100), " ", UInt128(big(2)^127))
println(promote_type(Int, BigInt), " ", typeof(big(1) + 1), " ", typeof(big(1) + 1.5), " ", typeof(big(1) // 3))
show(a); println()
show([big(1), big(2)^70]); println()
println(string(big(-42)), " ", repr(big(42)), " ", "$(big(3)^50)")
println(big(1) // 3 + 1 // 6)
# Dict keys: equal BigInt and Int values hash alike (Julia's hash(::BigInt, ::UInt))
d = Dict(big(5) => "five", big(2)^70 => "big")
println(d[5], " ", d[big(2)^70], " ", haskey(d, 5), " ", hash(big(5)) == hash(5), " ", hash(big(-5)) == hash(-5))
println(hash(big(2)^60) == hash(2^60), " ", hash(big(2)^70) == hash(2.0^70), " ", isequal(big(3), 3))
s = Set([big(1), big(1), big(2)])
println(length(s), " ", big(2) in s)
println(sort([big(3), big(-1), big(2)^65]), " ", maximum([big(3), big(7)]), " ", minimum([big(3), big(7)]))
using Printf
@printf("%d %x %d %5d|\n", typemax(Int128), big(255), big(2)^70, big(-42))
println(big(1//3), " ", typeof(big(1//3)), " ", big(1 + 2im), " ", typeof(big(1 + 2im)), " ", typeof(big(1.0 + 2im)))
