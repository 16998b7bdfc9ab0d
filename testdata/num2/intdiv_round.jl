# Integer division and rounding as numeric code uses them: div/rem with
# a RoundingMode, fld/cld/mod on negative operands, overflow wrapping,
# round with digits/sigdigits/a target type, clamp, isapprox tolerances,
# and arrays divided by (and into) scalars.
# Semantics relied on (Julia 1.10): base/div.jl (div(x, y, r) rounds the
# exact quotient by r; RoundNearest ties to even, RoundNearestTiesAway
# away from zero, RoundNearestTiesUp towards +Inf; rem(x, y, r) is
# x - y*div(x, y, r), so rem(x, y, RoundDown) == mod(x, y)),
# base/int.jl (wrapping arithmetic), base/floatfuncs.jl (round with
# digits rounds x*10^d to nearest-even), base/rational.jl
# (//(X::AbstractArray, y::Number) = X .// y), base/arraymath.jl
# (x \ A for a number x).

println([div(7, 2, r) for r in (RoundToZero, RoundDown, RoundUp, RoundNearest, RoundFromZero)])
println([div(-7, 2, r) for r in (RoundToZero, RoundDown, RoundUp, RoundNearest, RoundFromZero)])
# ties: 5/2, 7/2, -5/2 with the three nearest modes
for (x, y) in ((5, 2), (7, 2), (-5, 2), (5, -2), (9, 4), (10, 4))
    println(x, "/", y, ": ", div(x, y, RoundNearest), " ", div(x, y, RoundNearestTiesAway), " ", div(x, y, RoundNearestTiesUp))
end
println(rem(7, 3, RoundDown), " ", rem(-7, 3, RoundDown), " ", rem(-7, 3, RoundToZero), " ", rem(7, 3, RoundUp), " ", rem(8, 3, RoundNearest), " ", rem(7, 3, RoundNearest))
println(div(UInt8(200), UInt8(7), RoundUp), " ", typeof(div(UInt8(200), UInt8(7), RoundUp)), " ", div(Int8(-7), Int8(2), RoundNearest))
println(div(10, 4.0, RoundNearest), " ", div(-7.5, 2, RoundDown), " ", div(7.5, 2, RoundUp))
println(rem(7.5, 2, RoundDown), " ", rem(-7.5, 2, RoundDown), " ", rem(7.5, 2, RoundUp), " ", rem(7.0, 2.0, RoundNearest))

# fld/cld/mod/rem against div for every sign combination.
for (a, b) in ((7, 3), (-7, 3), (7, -3), (-7, -3))
    println((a, b), " div=", div(a, b), " fld=", fld(a, b), " cld=", cld(a, b), " rem=", rem(a, b), " mod=", mod(a, b), " divrem=", divrem(a, b), " fldmod=", fldmod(a, b))
end
println(mod1(0, 4), " ", mod1(4, 4), " ", mod1(-1, 4), " ", fld1(4, 4), " ", fld1(5, 4), " ", fldmod1(5, 4))
println(7 ÷ 2, " ", -7 ÷ 2, " ", 7 % -2, " ", mod(-1.5, 1), " ", rem(-1.5, 1))

# Overflow wraps for fixed-width integers; big() does not.
println(typemax(Int) + 1 == typemin(Int), " ", typemax(Int8) + Int8(1), " ", UInt8(0) - UInt8(1), " ", 2^62 * 4)
println(factorial(20), " ", factorial(big(25)), " ", big(2)^70, " ", Int128(2)^100)
try
    Base.checked_mul(2^62, 4)
catch e
    println(e)
end
println(abs(Int8(-128)), " ", -Int8(-128), " ", Int8(-128) ÷ Int8(1))

# Rounding.
println(round(2.675; digits=2), " ", round(1.005; digits=2), " ", round(-3.14159; digits=3), " ", round(1234.5; digits=-2))
println(round(123456.0; sigdigits=2), " ", round(0.000123456; sigdigits=3), " ", round(π; sigdigits=4))
println(round(Int, 2.5), " ", round(Int, 3.5), " ", round(Int, -2.5), " ", round(Int, 2.5, RoundNearestTiesAway), " ", round(Int, 2.4, RoundUp))
println(round(Int8, 127.4), " ", round(UInt16, 65535.2), " ", trunc(Int, -3.99), " ", floor(Int, -3.01), " ", ceil(Int, 3.01))
println(round(7 // 2), " ", round(Int, 5 // 2), " ", floor(-7 // 2), " ", round(2.5f0), " ", round(big"2.5"))
for bad in (() -> round(Int8, 128.0), () -> trunc(Int, Inf), () -> Int(2.5))
    try
        bad()
    catch e
        println(e)
    end
end
println(clamp(12, 0, 10), " ", clamp(-0.5, 0.0, 1.0), " ", clamp.([-2, 5, 20], 0, 10), " ", clamp(300, UInt8), " ", clamp(1.5, 1, 2))
x = [-1.5, 0.3, 2.7]
clamp!(x, 0.0, 1.0)
println(x)

# Tolerances.
println(isapprox(1.0, 1.0 + 1e-10), " ", isapprox(1e-12, 0.0), " ", isapprox(1e-12, 0.0; atol=1e-9))
println(isapprox(100.0, 101.0; rtol=0.01), " ", isapprox(100.0, 102.0; rtol=0.01), " ", isapprox([1.0, 2.0], [1.0, 2.001]; rtol=1e-3))
println(0.1 + 0.2 ≈ 0.3, " ", 0.1 + 0.2 == 0.3, " ", isapprox(NaN, NaN), " ", isapprox(NaN, NaN; nans=true), " ", 1 ≈ 1 + 1e-9)

# Arrays and scalars.
println([3, 6, 9] // 3, " ", [1, 2] // 4, " ", 2 \ [4, 6], " ", [1 2; 3 4] / 2, " ", 0.5 \ [1.0 2.0])
println(div.([7, -7], 2), " ", mod.([7, -7], 3), " ", round.([1.25, 2.35]; digits=1), " ", round.(Int, [0.5, 1.5, 2.5]))
