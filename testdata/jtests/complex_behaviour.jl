# Complex numbers as Julia 1.10's base/complex.jl (checked against Julia's
# test/complex.jl): elementary functions with their branch cuts and signed
# zeros, Bool strong zeros, division, powers, printing.
using LinearAlgebra

show_c(z) = println(repr(z))

# a Bool is a strong zero: the sign of a float zero survives
show_c(-0.0 + im)
show_c(im + -0.0)
show_c(-0.0 + false)
show_c(false * -2.0)
println(isequal(0.0 * im, -0.0), " ", isequal(Complex(-0.0, 0.0), -0.0), " ", isequal(-0.0, Complex(-0.0, 0.0)))
show_c(flipsign(complex(0.0, NaN), -1.0))
show_c(flipsign(complex(-0.5, 0.5), -2))

# printing
println(sprint(show, complex(1, 0), context=:compact => true))
println(sprint(show, complex(1.5, -2.0), context=:compact => true))
println(sprint(show, Complex{Int8}(0, typemin(Int8))))
println(sprint(show, complex(true, true)))
println(sprint(show, Complex(0x01, 0x02)))
println(sprint(show, complex(1//2, -1//3)))
show_c(complex(1.0, NaN))
show_c(complex(1.0, -Inf))

# sqrt and log: the branch cut on the negative real axis
for z in (complex(-5.0, 0.0), complex(-5.0, -0.0), complex(-Inf, NaN), complex(NaN, -Inf),
          complex(1.0e160, 0.0), complex(1e-300, 1e-300))
    show_c(sqrt(z))
end
for z in (complex(-0.0, 0.0), complex(-0.0, -0.0), complex(-Inf, -Inf), complex(NaN, Inf),
          complex(1.0, 1e-20), complex(0.5, 0.8))
    show_c(log(z))
end
show_c(log10(10 + 0im)); show_c(log2(2 + 0im))

# exp, expm1, log1p, exp2, exp10, cis, cispi
show_c(exp(complex(Inf, NaN))); show_c(exp(complex(-Inf, 5.0))); show_c(exp(complex(NaN, -0.0)))
show_c(expm1(complex(-Inf, -5.0))); show_c(expm1(complex(1e-20, 1e-10))); show_c(expm1(0.1f0im))
show_c(log1p(complex(-Inf, -3))); show_c(log1p(complex(-1, -0.0))); show_c(log1p(complex(1e-200, 5e-175)))
show_c(exp2(1.0 + 3.0im)); show_c(exp10(im)); show_c(cis(1.0 + 0.5im)); show_c(cispi(0.25 + 1im))
show_c(cispi(1.5)); show_c(cispi(0.5 + 0.0im))

# trigonometric and hyperbolic functions and their special values
show_c(sin(complex(-0.0, Inf))); show_c(cos(complex(Inf, -0.0))); show_c(cosh(complex(0.0, NaN)))
show_c(sinh(complex(Inf, 7.2))); show_c(tanh(complex(-Inf, 5.0))); show_c(tan(complex(-5.0, Inf)))
show_c(sinpi(complex(0.5, -0.0))); show_c(cospi(complex(2.0, -3.0))); show_c(sinpi(complex(1.0, NaN)))
try
    tanh(complex(0.0, Inf))
catch e
    println(typeof(e))
end
show_c(sec(complex(-10.0, 1000.0))); show_c(csch(complex(1000.0, 10.0)))
show_c(secd(1.0 + 2.0im)); show_c(sind(30.0 + 0.0im))

# inverse functions: principal values on both sides of the cuts
for f in (asin, acos, atan, asinh, acosh, atanh)
    for z in (complex(2.0, 0.0), complex(2.0, -0.0), complex(-Inf, NaN), complex(NaN, -Inf), complex(0.5, 0.25))
        print(f, "(", z, ") = "); show_c(f(z))
    end
end
show_c(atanh(complex(1.0, 0.0))); show_c(atan(complex(0.0, 1.0))); show_c(acos(complex(0, 0)))

# division and inverse
show_c(1.0 / complex(Inf, -1.0)); show_c(complex(Inf) / complex(Inf, -Inf)); show_c(1.0 / zero(ComplexF64))
show_c((2.0^1023 + 2.0^-1023 * im) / (2.0^677 + 2.0^-677 * im))
show_c(inv(1e300 + 0im)); show_c(inv(complex(1.0f0, 2.0f0))); show_c(complex(1.0f0, 2.0f0) / complex(3.0f0, -1.0f0))

# powers
show_c(complex(2, 2)^2); show_c(complex(2, 2)^(-2)); show_c(complex(1//2, 1//3)^2)
show_c((2 + 0im)^(-21//10)); show_c((-4.0 + 0.0im)^1.5); show_c((-4)^(3//2 + 0im))
show_c((0.0 - 0.0im)^1.1); show_c((0 + 0im)^-3); show_c((Inf + Inf * im)^2.0)
show_c((-Inf + 0.0im)^3.1); show_c((3.0 + 0.0im)^(Inf + 1im)); show_c(Float16(1)^im)
show_c(complex(0.0, -0.0)^complex(-0.0, 0.0)); show_c(2^(0.3 + 0.0im))
try
    let p = -2
        complex(2, 2)^p
    end
catch e
    println(typeof(e))
end

# sign, rounding, ispow2, conversions
show_c(sign(0 + 0im)); show_c(sign(-0.0f0 - 0.0f0im)); show_c(sign(3 - 4im))
show_c(round(Complex(1.125, 0.875), digits=2)); show_c(round(Complex(1.5, 0.5), RoundDown, RoundUp))
println(ispow2(4 + 0im), " ", ispow2(0.25 + 0im), " ", ispow2(4 + 5im), " ", iseven(6 + 0im), " ", isodd(7 + 1im))
println(real(Complex{<:AbstractFloat}), " ", real(Complex{Int8}), " ", real(Float32))
try
    complex(Union{Complex{Int},Nothing}[])
catch e
    println(typeof(e))
end
println(complex([1, 2]))
println(typeof(Int8(1) - im), " ", typeof(π - 1im), " ", opnorm(3 + 4im))
println(muladd(3 + 13im, 2, 5) === (3 + 13im) * 2 + 5)
show_c(abs(big(3.0) + 4im)); show_c(hypot(big(3.0), big(4.0)))
