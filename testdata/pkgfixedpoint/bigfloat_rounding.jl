# BigFloat to Float16/32/64 by a rounding mode, and unsafe_trunc of a
# BigFloat (FixedPointNumbers' conversion tests use both).
x = BigFloat(2)^20 / 3
for T in (Float16, Float32, Float64)
    d, u, z, n = T(x, RoundDown), T(x, RoundUp), T(x, RoundToZero), T(x, RoundNearest)
    println(T, " ", d, " ", u, " ", d < x < u, " ", z == d, " ", n == T(x))
    y = -x
    println(T, " ", T(y, RoundDown) == -u, " ", T(y, RoundUp) == -d, " ", T(y, RoundToZero) == -d)
end
println(Float16(BigFloat(70000), RoundDown), " ", Float16(BigFloat(70000), RoundUp), " ", Float16(BigFloat(70000), RoundToZero))
println(Float32(big"1e-50", RoundUp), " ", Float32(big"1e-50", RoundDown), " ", Float64(big(0.1), RoundDown) == 0.1)
println(isnan(Float32(BigFloat(NaN), RoundDown)), " ", Float64(BigFloat(Inf), RoundDown))
println(unsafe_trunc(UInt64, big"12345.9"), " ", unsafe_trunc(Int8, big"-3.7"), " ", unsafe_trunc(UInt8, big"300.5"))
println(unsafe_trunc(UInt128, big(2)^100 + big"0.5"))
