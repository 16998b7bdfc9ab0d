# Arithmetic on Irrational, as Julia 1.10's base/irrationals.jl and
# mathconstants.jl: two irrationals combine as Float64s, with other numbers
# they promote (to Float64, Float32 or BigFloat), ℯ^x is exp(x), sin(π) is
# exactly 0.0, and BigFloat(π) is MPFR's mpfr_const_pi. Float64 values were
# checked with Python's math module (math.pi / 2, 4 * math.pi ** 2, ...).
println(pi / 2, " ", 2pi, " ", π^2, " ", π * π, " ", 4π^2, " ", π + π, " ", π - ℯ, " ", π / ℯ)
println(ℯ, " ", ℯ^2, " ", exp(1) ≈ ℯ, " ", Float32(π), " ", sqrt(π), " ", sin(π), " ", cos(π), " ", log(ℯ))
println(π < 4, " ", π > 3.14, " ", π == π, " ", π != ℯ, " ", π < ℯ, " ", 3 < π, " ", π < 22 // 7, " ", 3.1415927f0 > π)
println(typeof(π + 1), " ", typeof(π + 1.0f0), " ", typeof(π * big(2)), " ", true * π, " ", false * π)
println(MathConstants.e, " ", MathConstants.pi, " ", π - 3, " ", 1 / π, " ", -π)
println(big(π) * 2)
println(big(ℯ))
println(π * big(1))
println(Float64(big(π)) == Float64(π), " ", Float32(big(π)) == Float32(π))
# the text/plain form (Julia: show(io, MIME"text/plain", ::Irrational))
display(π)
display(ℯ)
