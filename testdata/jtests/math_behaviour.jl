# Behaviour of Julia 1.10's elementary functions (test/math.jl): Julia's
# own algorithms for exp/log/trig/hyperbolic functions of Float64 and
# Float32, so that values match Julia's to the last bit, special values,
# and Julia's errors.

function show_err(f)
    try
        f()
        println("no error")
    catch e
        print(typeof(e), ": ")
        showerror(stdout, e)
        println()
    end
end

println("-- exp, exp2, exp10, expm1")
for x in (1.0, -1.0, 0.5, 10.0, 100.0, -700.0, 709.5, 1e-10)
    println(x, " ", exp(x), " ", exp2(x), " ", exp10(x / 4), " ", expm1(x / 8))
end
println(exp(1f0), " ", exp2(0.5f0), " ", exp10(1.5f0), " ", expm1(0.1f0), " ", expm1(-3f0))
println(exp(Float16(1)), " ", exp2(Float16(0.5)), " ", exp10(Float16(1)), " ", expm1(Float16(0.5)))
println(exp(-Inf), " ", exp(Inf), " ", exp(NaN), " ", exp(0.0), " ", exp(5000.0), " ", exp(-5000.0))
println(exp10(-323.5), " ", exp(-745.0), " ", exp(-745.2), " ", exp2(-1074.0), " ", exp2(1023.5))
println(expm1(-floatmax()), " ", expm1(floatmax()), " ", expm1(-0.0), " ", expm1(1e-300))
println(exp2(3), " ", exp2(-1074), " ", exp2(1024), " ", exp2(Int128(-1023)), " ", exp2(UInt16(10)))
println(exp10(5), " ", exp10(50//10), " ", exp10(0.3), " ", exp10(-0.3))

println("-- log, log2, log10, log1p")
for x in (2.0, 10.0, 0.1, 1e300, 5e-324, 1.0000001, 0.9, 3.5e-310)
    println(x, " ", log(x), " ", log2(x), " ", log10(x), " ", log1p(x))
end
println(log(3f0), " ", log2(10f0), " ", log10(7f0), " ", log1p(0.01f0), " ", log1p(-0.5f0))
println(log(0.0), " ", log(-0.0), " ", log(Inf), " ", log(NaN), " ", log1p(-1.0), " ", log1p(1e-20))
println(log(2, 8), " ", log(2, 1024), " ", log(10, 1000), " ", log(ℯ), " ", log(ℯ, 7.0))
show_err(() -> log(-1.0))
show_err(() -> log2(-2f0))
show_err(() -> log10(-0.5))
show_err(() -> log1p(-2.0))

println("-- sin, cos, tan, sincos")
for x in (0.1, 0.5, 1.0, 2.0, 3.0, 10.0, 100.0, 1e6, 1e22, 1e300, -2.5)
    println(x, " ", sin(x), " ", cos(x), " ", tan(x))
end
println(sin(1f0), " ", cos(1f0), " ", tan(1f0), " ", sin(100f0), " ", cos(1f20), " ", tan(-3f0))
println(sin(Float16(1)), " ", cos(Float16(2)), " ", tan(Float16(0.5)))
println(sincos(1.0), " ", sincos(4.0), " ", sincos(1f0), " ", sincos(0.0), " ", sincos(-0.0))
println(sin(-0.0), " ", tan(-0.0), " ", cos(-0.0), " ", sin(NaN), " ", sin(5e-324), " ", tan(pi / 2))
show_err(() -> sin(Inf))
show_err(() -> cos(-Inf32))
show_err(() -> tan(Inf))
show_err(() -> sincos(Inf))

println("-- asin, acos, atan")
for x in (0.1, 0.45, 0.6, 0.98, -0.7, 1.0, -1.0)
    println(x, " ", asin(x), " ", acos(x), " ", atan(x))
end
println(asin(0.3f0), " ", acos(0.9f0), " ", atan(5f0), " ", atan(1.7581305072934137), " ", atan(1e300))
println(atan(1.0, 2.0), " ", atan(2.0, -3.0), " ", atan(-1.0, -1.0), " ", atan(0.0, -1.0), " ", atan(-0.0, -1.0))
println(atan(Inf, Inf), " ", atan(-Inf, -Inf), " ", atan(1.0, Inf), " ", atan(1.0, -Inf), " ", atan(2.0^61, -1.0), " ", atan(1f0, -2f0))
show_err(() -> asin(1.5))
show_err(() -> acos(-2.0))

println("-- hyperbolic")
for x in (0.1, 0.5, 1.0, 2.0, 3.0, 20.0, 710.0, -1.5)
    println(x, " ", sinh(x), " ", cosh(x), " ", tanh(x), " ", asinh(x))
end
println(sinh(1f0), " ", cosh(2f0), " ", tanh(0.3f0), " ", tanh(18.0), " ", tanh(1000.0), " ", sinh(-0.0))
println(acosh(1.0), " ", acosh(2.0), " ", acosh(1e10), " ", atanh(0.5), " ", atanh(-0.99), " ", atanh(1.0), " ", atanh(3f-1))
println(sech(1.0), " ", csch(1.0), " ", coth(1.0), " ", tanh(Float16(0.5)))
show_err(() -> acosh(0.5))
show_err(() -> atanh(1.1))

println("-- π and its multiples")
println(sin(π), " ", cos(π), " ", tan(π), " ", sincos(π), " ", csc(π), " ", cot(π), " ", sec(π))
println(sinpi(1), " ", sinpi(-1), " ", cospi(1), " ", tanpi(1), " ", tanpi(-1), " ", tanpi(2), " ", tanpi(-2))
println(tanpi(0.25), " ", tanpi(1/3), " ", tanpi(0.1f0), " ", tanpi(1//4), " ", tanpi(big(1)/4), " ", tanpi(1.0 + 2.0im))
println(sinpi(1/6), " ", cospi(1/3), " ", sincospi(0.25), " ", sinpi(-0.0), " ", cospi(0.5))
show_err(() -> tanpi(Inf))
println(rem2pi(π, RoundNearest), " ", rem2pi(π, RoundUp), " ", mod2pi(7.0), " ", rem2pi(10.0, RoundNearest))

println("-- degrees")
println(sind(30.0), " ", cosd(60.0), " ", tand(45.0), " ", sind(180.0), " ", sind(-180.0), " ", cosd(90.0))
println(sind(BigFloat(30)), " ", cosd(BigFloat(60)), " ", sind(BigFloat(150)), " ", sincosd(BigFloat(-270)))
println(deg2rad(180), " ", rad2deg(1.0), " ", deg2rad(90f0), " ", deg2rad(big(45)) ≈ big(π) / 4)

println("-- hypot, cbrt, fourthroot")
println(hypot(3, 4), " ", hypot(1e300, 1e300), " ", hypot(Inf, NaN), " ", hypot(NaN, Inf), " ", hypot(-2), " ", hypot(1, 2, 3))
println(hypot(floatmin(), floatmin(), floatmin()), " ", hypot(3, 4im), " ", hypot(3, 4im, 12), " ", hypot(1f0, 2f0))
println(cbrt(27.0), " ", cbrt(-8.0), " ", cbrt(2.0), " ", cbrt(1f-30), " ", fourthroot(16.0), " ", fourthroot(2f0))

println("-- exponent, significand, frexp, ldexp, modf")
println(exponent(12.8), " ", significand(12.8), " ", frexp(12.8), " ", frexp(-5e-324), " ", ldexp(0.8, 4))
println(ldexp(1.0, typemax(Int)), " ", ldexp(1.0, typemin(Int)), " ", ldexp(floatmin() / 3, -1), " ", ldexp(1f0, Int128(3)), " ", ldexp(0.5, BigInt(3)))
println(modf(1.25), " ", modf(-Inf), " ", modf(-0.0), " ", frexp(NaN)[2])
show_err(() -> exponent(0.0))
show_err(() -> exponent(NaN))

println("-- powers")
println(2.0^0.5, " ", (1/3)^0.5, " ", 0.9999999955206014^-1.0e8, " ", 3e18^20, " ", 0.0^-0.5, " ", 1.0^NaN, " ", (-1f0)^floatmax(Float32))
println(2^-2, " ", false^-2, " ", (-1)^-3, " ", 2.0^-1024, " ", issubnormal(2.0^-1024))
show_err(() -> (-2.0)^2.2)
show_err(() -> 2^(-rand(2:2)))

println("-- fma, muladd, clamp, evalpoly")
println(fma(nextfloat(1.0), nextfloat(1.0), -1.0), " ", fma(floatmax(), 2.0, -floatmax()), " ", muladd(2.0, 3.0, 1.0), " ", fma(-0.0, 0.0, -0.0))
println(clamp(typemax(UInt64), Int64), " ", clamp(typemin(Int), UInt64), " ", clamp(-1, 2, UInt(0)), " ", clamp(big(2)^100, Int16), " ", clamp(2.5, 1, 3))
println(evalpoly(2, (3, 4, 5, 6)), " ", @evalpoly(2, 3, 4, 5, 6), " ", evalpoly(1 + im, [2, 3]), " ", evalpoly(0.5, [1.0, 2.0, 3.0]))

println("-- isapprox")
println(isapprox(1.0, 1.0 + 1e-12, atol=1e-14), " ", isapprox(1, 1 + 1e-12, norm=abs), " ", isapprox(1, 1 + 1e-12, norm=x -> 1), " ", isapprox([1.0, 2.0], [1.0, 2.0 + 1e-10], norm=x -> maximum(abs, x)))

println("-- subnormals")
println(set_zero_subnormals(true), " ", get_zero_subnormals(), " ", set_zero_subnormals(false), " ", get_zero_subnormals())

println("-- Base.Math internals")
println(Base.Math.rem_pio2_kernel(2.356194490192345f0)[1], " ", Base.Math.rem_pio2_kernel(1e300)[2].hi, " ", Base.Math.H_LARGE_X(Float64), " ", Base.Math.COSH_SMALL_X(Float32))
struct MyFloat <: AbstractFloat
    x::Float64
end
try
    sin(MyFloat(1.0))
catch e
    println(typeof(e), " ", e.f, " ", typeof(e.args))
end
Base.:^(x::Number, y::MyFloat) = x^(y.x)
println(exp2(MyFloat(3.0)), " ", exp10(MyFloat(2.0)))
