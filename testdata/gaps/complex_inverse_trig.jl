# Complex inverse trigonometric and hyperbolic functions (Kahan 1987, the
# algorithms of Julia 1.10 base/complex.jl): principal values, branch cut
# sides chosen by signed zeros, special cases for Inf/NaN parts, and a
# robust inv for ComplexF64. Values cross-checked with Python cmath.
println(asin(1.0+2.0im))
println(acos(-0.5+0.0im), " ", acos(-0.5-0.0im))
println(asin(2.0+0.0im), " ", asin(2.0-0.0im))
println(atanh(1.0+0.0im), " ", atanh(-1.0+0.0im))
println(acosh(-Inf-0.0im), " ", acos(Inf+0.0im))
println(asin(Inf+Inf*im), " ", acos(NaN+Inf*im))
println(atan(0.0+2.0im), " ", atan(0.0-2.0im))
println(atanh(Inf+1.0im), " ", atanh(NaN+Inf*im))
println(asinh(Complex(0.0, -2.0)), " ", acosh(Complex(0, 0)))
println(asin(Complex(1, 1)) isa ComplexF64, " ", typeof(acos(1.0f0 + 2.0f0im)))
println(inv(1e300 + 1e300im), " ", inv(0.0 + Inf*im))
pts = [0.5+0.25im, -0.3+2.0im, 2.0+0.0im, 2.0-0.0im, -2.0+0.0im, -2.0-0.0im, 0.0+3.0im, 0.0-3.0im, -1.5-2.5im, 30.0-40.0im, 1.0+1e-3im, 0.7-0.0im]
for f in (asin, acos, atan, asinh, acosh, atanh)
    println(f, ": ", join([string(round(real(w); digits=12), " ", round(imag(w); digits=12)) for w in f.(pts)], ", "))
end
println(atan(1e200 + 1e200im), " ", atanh(1e200 + 1e200im))
