# string/print/show of floats (Julia 1.10 base/ryu/shortest.jl): the
# shortest digits that round-trip; plain notation when the decimal exponent
# pt satisfies -4 < pt <= 6 (Float64 and Float32), otherwise "e" notation
# with an unpadded exponent;
# show adds the type suffix for Float32 (1.5f0, NaN32, Inf32) and Float16
# is shown as Float16(...) by show but printed bare; -0.0 keeps its sign.

for x in [0.0, -0.0, 1.0, 0.1, 0.1 + 0.2, 1/3, 100.0, 123456.0, 999999.0, 1.0e6, 1234567.0,
          1.0e-4, 1.0e-5, 0.00012345, 2.5e-5, 1.0e15, 1.0e16, 12345678901234567.0, 2.0^70,
          5.0e-324, floatmax(), floatmin(), Inf, -Inf, NaN, 1.5e300, -2.5e-300, 4.35, 0.3]
    println(string(x), " | ", repr(x))
end
for x in Float32[0.0, 1.0, 0.1, 1/3, 123456.7, 1.0e6, 1.0e7, 1.0e-5, 3.4028235e38, 1.0e-45]
    println(string(x), " | ", repr(x))
end
println(repr(-0.0f0), " ", repr(NaN32), " ", repr(Inf32), " ", repr(-Inf32), " ", Float32[NaN, -0.0, 1.5])
println(Float16(1.5), " ", repr(Float16(1.5)), " ", Float16[1, 2.5], " ", Float64(Float16(0.1)))
println([1.0, 2.5, -3.0], " ", (0.5, 1.0f0), " ", Any[1.0, 1.0f0], " ", [1e-10, 1.0])
println("interpolated: $(1/4) $(2.0^10) $(1e100) $(1.0f-3)")
println(string(1.0, 2.0f0, -0.0), " ", 1e2, " ", 1e-2, " ", 12.5e3, " ", 0.1f0 + 0.2f0)
