# Rational numbers as Julia 1.10's base/rational.jl (checked against
# Julia's test/rational.jl): construction with mixed and non-concrete
# types, overflow errors, rounding, parse, gcd/lcm, conversions.

function err(f)
    try
        r = f()
        println("no error: ", repr(r))
    catch e
        println(typeof(e), ": ", sprint(showerror, e))
    end
end
function errtype(f)
    try
        r = f()
        println("no error: ", repr(r))
    catch e
        println(typeof(e))
    end
end

# construction: reduced by the gcd of the magnitudes, then converted
println(repr(Rational{Int16}(500000, 1000000)))
println(repr(Rational{Int64}(UInt(1), typemin(Int32))))
println(repr(Rational{BigInt}(UInt(1), Int(-1))))
println(repr(Rational{Unsigned}(Int8(-128), Int8(-1))), " ", typeof(Rational{Unsigned}(Int8(-128), Int8(-1))))
println(repr(Rational{Integer}(0x01, -1)), " ", repr(Rational{Integer}(Int16(3))))
println(repr(Int8(-128) // Int8(-2)), " ", repr(-2 // typemin(Int)))
println(Base.checked_den(Int8(4), Int32(8)) == Base.checked_den(Int32(4), Int32(8)))
err(() -> 1 // typemin(Int))
err(() -> Int8(-1) // Int8(-128))
err(() -> Rational(0x1, typemin(Int32)))
err(() -> Rational(UInt(1), typemin(Int32)))
errtype(() -> Rational{Unsigned}(-1, 1))
errtype(() -> Rational{Integer}(Int8(-1), UInt8(1)))
err(() -> 0 // 0)
err(() -> Rational{Int8}(200, 1))

# arithmetic: overflow and infinities
err(() -> -(typemin(Int) // 1))
err(() -> (typemax(Int) // 3) + 1)
errtype(() -> (1 // 2)^63)
err(() -> inv(typemin(Int) // typemax(Int)))
err(() -> UInt(1) // 2 - 1)
errtype(() -> UInt(1) // 2 * -1)
err(() -> -(0x01 // 0x0f))
println(repr(-Rational(UInt32(0))))
err(() -> 1 // 0 - 1 // 0)
err(() -> abs(typemin(Int) // 1))
println(repr(Rational{Int8}(-128) / Rational{Int8}(-128)), " ", repr(Rational{Int8}(-128) / Rational{Int8}(0)))
println(repr(Int128(1) // 0 + 1 // 0), " ", repr((-40 // 3) // 0x5), " ", repr(0x3 // 0x5 - 2 // 3))
println(typeof(one(Rational{Int8}) // one(UInt64)), " ", typeof(one(UInt16) // one(Rational{Int32})))
println(repr(rem(-12 // 5, 0x2 // 0x1)), " ", repr(mod(0x3, -4 // 7)))

# complex rationals
println(repr((1 + 2im) // (3 + 4im)), " ", repr(3 // (1 + 2im)))
println(repr(Complex(Rational(1) + 2im) // Complex(Rational(3) - 1im)))
println(repr(complex(1 // 2, 1 // 3)^2), " ", repr((2 // 1 + 0im)^(-21 // 10)))
println(repr(Rational(5, 3) / Complex(3, 2)))

# rounding
for r in (RoundNearest, RoundNearestTiesAway, RoundNearestTiesUp, RoundToZero, RoundUp, RoundDown)
    println(r, ": ", repr(round(-11 // 2, r)), " ", repr(round(13 // 2, r)), " ", repr(round(1 // 0, r)),
            " ", repr(round(Float32, -11 // 2, r)), " ", repr(round(Int, 11 // 3, r)))
end
println(repr(round(Float64, -1 // 0)), " ", repr(trunc(Float32, true // false)), " ", repr(floor(Rational, -1 // 0)))
err(() -> round(Int8, true // false))
err(() -> ceil(Int, 1 // 0))
println(repr(round(1 // 0, digits=1)), " ", repr(floor(-1 // 0, sigdigits=1)), " ", repr(round(7 // 3, digits=2)))
println(repr(round(Union{Missing,Float64}, 3 // 2)), " ", repr(round(Union{Missing,Int}, 5 // 2, RoundUp)))

# parse
println(repr(parse(Rational{Int}, "100 / 10")), " ", repr(parse(Rational{Int}, "1000//-100")),
        " ", repr(parse(Rational{UInt8}, "0x64//28")), " ", repr(parse(Rational{Bool}, "true")))
err(() -> parse(Rational{Int}, "100 // / 10"))
err(() -> parse(Rational{Int}, "0//0"))
err(() -> parse(Rational{UInt8}, "0x100/0x2"))

# gcd, lcm, gcdx
println(repr(gcd(-6 // 35)), " ", repr(lcm(-10 // 21)), " ", repr(gcdx(Int8(-6) // Int8(35), Int8(10) // Int8(21))))
println(repr(gcd(UInt8(6) // UInt8(35), UInt8(10) // UInt8(21))), " ", repr(lcm([5, 2, 1 // 2])))

# conversions
println(repr(convert(Rational{Int32}, pi)), " ", repr(Rational{Int64}(ℯ)))
err(() -> convert(Rational{BigInt}, pi))
println(repr(convert(Rational{BigInt}, 5e-324) == 5e-324), " ", repr(Rational(big(0.75))), " ", repr(convert(Rational, -0.0)))
println(repr(rationalize(pi)), " ", repr(rationalize(Int8, 1.192 + 2.233im)), " ", repr(rationalize(0.5 + 0.5im)))
println(widen(Rational{Int16}), " ", typemin(Rational{UInt}), " ", typemax(Rational{Int8}))
println(ispow2(1 // 8), " ", ispow2(3 // 8), " ", ispow2(0 // 1), " ", isodd(3 // 1), " ", iseven(3 // 8))
println(sprint(show, MIME"text/plain"(), Union{Int,Rational{Int}}[7 3//6; 6//3 2]))
println(sprint(show, [-2 // 2]))
