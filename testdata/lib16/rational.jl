# Rational completeness and rationalize/bitreverse, as Julia 1.10
# base/rational.jl (rationalize: convergents then the best semiconvergent;
# Rational{T}(x::AbstractFloat) = rationalize(T, x, tol=0) checked to
# convert back; -x of typemin: OverflowError("rational numerator is
# typemin(T)"); gcdx of rationals) and base/int.jl (bitreverse).
# rationalize(5.6) and rationalize(BigInt, 10.3) are the docstring examples.
println(rationalize(5.6), " ", rationalize(0.333333333), " ", rationalize(-0.75), " ", rationalize(pi + 0.0))
a = rationalize(BigInt, 10.3)
println(a, " ", typeof(numerator(a)))
println(rationalize(Int8, 0.1), " ", rationalize(0.1; tol=0.01), " ", rationalize(Int16, 3.14159; tol=1e-3))
println(rationalize(Inf), " ", rationalize(-Inf), " ", rationalize(0.0), " ", rationalize(1//3), " ", rationalize(7))
println(Rational(0.75), " ", Rational{Int}(0.125), " ", Rational(0.1), " ", convert(Rational{Int}, 2.5))
try
    println(Rational{Int8}(0.1))
    Rational{Int8}(1e10)
catch e
    println(e)
end
try
    rationalize(1.5; tol=-1)
catch e
    println(e)
end
println(Base.divgcd(4, 6), " ", Base.divgcd(-12, 18), " ", Base.divgcd(0, 5))
println(gcd(2//3, 4//9), " ", lcm(2//3, 4//9), " ", gcdx(2//3, 4//9))
println(2^(1//2), " ", 4.0^(1//2), " ", (1//4)^(1//2), " ", (2//3)^-2)
println(copysign(3//4, -1), " ", fma(1//2, 1//3, 1//6))
try
    -(typemin(Int) // 1)
catch e
    println(e)
end
println(bitreverse(0x01), " ", bitreverse(Int8(1)), " ", bitreverse(0x0000000000000001), " ", bitreverse(0x1234), " ", bitreverse(-1), " ", bitreverse(Int32(6)))
