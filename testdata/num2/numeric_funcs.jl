# Integer and floating-point functions of numeric code, and products
# with mixed or abstract element types.
# Semantics relied on (Julia 1.10): base/intfuncs.jl (a literal negative
# power is literal_pow: x^-1 == inv(x), so 2^-1 == 0.5 and A .^ -1 is
# inv.(A); gcd/lcm of an array reduce over it; gcdx, powermod, invmod,
# nextpow/prevpow, ndigits, digits), LinearAlgebra matmul.jl (the result
# element type is promote_op(matprod, T, S): Any for Any elements),
# base/broadcast.jl (broadcasting over Vector{Any} gives the narrowest
# type that holds the results: Real[2, 5.0]), base/float.jl (eps,
# nextfloat, floatmax, maxintfloat), base/int.jl (>>> of a negative).

A = [1 2; 3 4]
println(A * [0.5, 1], " ", [1 2] * [1, 2], " ", [1, 2]' * A, " ", A^2, " ", 2 .^ A, " ", A .^ 2.0)
println(A .^ -1, " ", 2^-1, " ", 2^-2, " ", big(2)^-1)
println(2.0^-1, " ", (1//2)^-2, " ", big(2)^-1, " ", 0^0, " ", 0.0^0)
println(Any[1, 2.5] .* 2, " ", Any[1 2; 3 4] * [1, 1], " ", sum(Any[1, 2.5]), " ", Number[1, 2] .+ 1)
println(isqrt(17), " ", cbrt(27.0), " ", hypot(3, 4), " ", exp2(10), " ", log2(1024), " ", log10(1000), " ", log(2, 8))
println(gcd([12, 18, 24]), " ", lcm(4, 6), " ", gcdx(12, 18), " ", powermod(3, 100, 7), " ", invmod(3, 7))
println(nextpow(2, 100), " ", prevpow(2, 100), " ", ndigits(12345), " ", digits(123), " ", digits(10, base=2), " ", bitstring(Int8(5)))
println(count_ones(255), " ", leading_zeros(Int32(1)), " ", trailing_zeros(8), " ", 7 >> 1, " ", -7 >>> 60, " ", 1 << 62, " ", xor(5, 3))
println(sign(-3), " ", signbit(-0.0), " ", copysign(3, -1), " ", flipsign(-3, -1), " ", abs2(3 + 4im), " ", fma(2.0, 3.0, 1.0), " ", muladd(2, 3, 1))
println(eps(), " ", eps(1000.0), " ", nextfloat(1.0), " ", prevfloat(0.0), " ", floatmax(Float32), " ", maxintfloat(Float64), " ", typemax(UInt8))
println(float(1//3), " ", rationalize(0.75), " ", numerator(6//4), " ", denominator(6//4), " ", 0.1 + 0.2, " ", 1e300 * 1e10, " ", -1 / 0, " ", 0 / 0)
