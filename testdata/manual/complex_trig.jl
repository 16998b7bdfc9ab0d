# Elementary functions of complex numbers (Julia 1.10 manual,
# complex-and-rational-numbers.md): sin, cos, tan and the hyperbolic ones
# follow the identities sin(x+iy) = sin x cosh y + i cos x sinh y,
# cos(x+iy) = cos x cosh y - i sin x sinh y, sinh(z) = -i sin(iz),
# cosh(z) = cos(iz), tan(z) = -i tanh(iz).
z = 1 + 2im
println(cos(z))
println(sin(z))
println(cosh(0.5 + 0.0im))
println(sinh(1.0im))
println(sin(2.0im))
println(cos(0.0im))
println(tanh(0.0 + 0.0im))
println(tanh(1000.0 + 1.0im))
println(tanh(-1000.0 + 0.0im))
println(tan(0.0 + 0.0im))
println(log10(100 + 0im))
println(log2(8.0 + 0im))
println(typeof(sin(1f0 + 2f0im)))
println(abs(sin(z)^2 + cos(z)^2 - 1) < 1e-12)
println(abs(tan(z) - sin(z) / cos(z)) < 1e-12)
println(abs(tanh(z) - sinh(z) / cosh(z)) < 1e-12)
