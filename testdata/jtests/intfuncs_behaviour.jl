# Integer functions and mixed-type integer arithmetic, as Julia 1.10
# (base/int.jl, base/intfuncs.jl, base/combinatorics.jl, base/gmp.jl):
# the behaviour checked by Julia's test/int.jl, test/intfuncs.jl and
# test/combinatorics.jl that Kiln got wrong.

# Mixed signed/unsigned arithmetic wraps each operand to the promoted type
# (x % T, int.jl's issue #15489 methods) instead of converting it, so no
# InexactError; the result has the promoted type.
println(UInt64(1) * Int64(-1))
println(UInt64(15) & -4, " ", UInt64(15) | -4, " ", xor(UInt64(15), -4))
println(0x00007ffea27edaa0 + (-40))
println(UInt(1) - (-1))
x = Int8(-12) * UInt(5)
println(x, " ", typeof(x))
println(typeof(Int8(1) + UInt16(1)), " ", typeof(UInt32(1) - Int32(1)), " ", typeof(true + Int8(1)))
struct MyInt <: Integer
    x::Int
end
try
    MyInt(1) + 1
catch e
    println(typeof(e), ": ", sprint(showerror, e))
end

# x % Signed / x % Unsigned: the same-size type of that signedness.
println(typemax(UInt8) % Signed, " ", Int16(-1) % Unsigned, " ", Int32(-5) % Signed)
println(repr(0x05 % Integer))

# gcd/lcm/gcdx of mixed signedness and of other Real types.
println(gcd(UInt32(6), Int8(-50)), " ", typeof(gcd(UInt32(6), Int8(-50))))
println(gcd(typemax(UInt), -16))
d, u, v = gcdx(Int8(-12), UInt(100))
println(d, " ", Int8(-12) * u + UInt(100) * v == d)
struct Frac <: Real
    val::Rational{Int}
end
Base.promote_rule(::Type{Frac}, T::Type{<:Real}) = promote_type(Rational{Int}, T)
(T::Type{<:Real})(x::Frac) = T(x.val)
println(gcd(Frac(2//3), 3), " ", lcm(Frac(2//3), 3), " ", gcdx(Frac(2//3), 3))
println(gcd(Real[Frac(2//3), 3]), " ", lcm(Real[Frac(2//3), 4]))
try
    gcd(Frac(1//2), Frac(1//3))
catch e
    println(typeof(e))
end
println(gcd(2, 4, -6), " ", lcm(2, -4, 6), " ", gcd(12//5, 6, 3//2))
# an array: lcm starts from one, so a single negative element is made positive
println(lcm(Int8[-4]), " ", gcd(Int[]), " ", lcm(Int[]), " ", gcd([-12]))

# factorial: the narrow types compute in Int64; 128-bit up to 34! (in UInt128)
println(factorial(Int8(3)), " ", typeof(factorial(Int8(3))), " ", typeof(factorial(UInt32(5))))
println(factorial(UInt128(34)), " ", factorial(Int128(33)))
for n in (Int64(21), Int128(35))
    try
        factorial(n)
    catch e
        println(typeof(e), ": ", e.msg)
    end
end
try
    factorial(Int128(34))
catch e
    println(typeof(e))
end
try
    factorial(Int8(-3))
catch e
    println(typeof(e))
end

# ndigits and digits of a BigInt in a negative base
println(ndigits(big(typemax(UInt64)), base = -2), " ", ndigits(typemax(UInt64), base = -2))
println(digits(big(8163), base = -10), " ", digits(big(-8163), base = -10))
println(ndigits(big(146), base = -3), " ", digits(big(146), base = -3))

# bitstring of any primitive type
println(bitstring('3'))
primitive type Bits16 16 end
println(bitstring(reinterpret(Bits16, Int16(-2))))
try
    bitstring("ab")
catch e
    println(typeof(e), ": ", e.msg)
end

# Base.BitInteger_types and friends
println(Base.BitInteger_types)
println(Base.BitSigned_types, " ", Base.BitUnsigned_types)

# signed(Bool), widemul with a Bool
println(signed(Bool), " ", widemul(true, 3), " ", widemul(2.5, false), " ", widemul(false, false))

# big"…": an _ only between digits
println(big"1_000_000")
try
    big"1_0_0_"
catch e
    println(typeof(e), ": ", e.msg)
end
try
    big"_1_0"
catch e
    println(typeof(e), ": ", e.msg)
end
println(big"1_0.2_5")

# binomial of any number (Julia 1.10): a product of (x - j) / (j + 1)
println(binomial(10.0, 3), " ", binomial(10//1, 3), " ", binomial(5//2, 3), " ", binomial(2.5, -1))
println(binomial(Int64(5), Int64(2)), " ", typeof(binomial(Int8(5), Int8(2))))
try
    binomial(Int64(67), Int64(30))
catch e
    println(typeof(e), ": ", e.msg)
end

# Base.uniontypes
println(sort(string.(Base.uniontypes(Union{Int8, Float64, String}))))
println(Base.uniontypes(Int))
