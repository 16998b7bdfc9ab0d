# Float32(::BigFloat) and Float16(::BigFloat) round once to nearest, as
# Julia's mpfr.jl does: going through Float64 first rounds a value just
# above a tie of the narrower type onto the tie, which then rounds to even
# (FixedPointNumbers' Float16 tests compare against these).
vals = [big"1.00048828125",            # a Float16 tie: to even, 1.0
        big"1.000488281250001",        # just above it: up
        big"1.000488281249999",        # just below it: down
        big"2.98023223876953126e-8",   # just above half the least subnormal
        big"2.98023223876953125e-8",   # exactly half: to even, 0.0
        big"65519.99", big"65520",     # below and at the overflow threshold
        big"-0.1", big"1e40", big"-1e-50"]
for v in vals
    println(Float16(v), " ", Float32(v))
end
println(Float32(big"1.00000005960464477539062500001"), " ",
        Float32(big"1.00000005960464477539062499999"), " ",
        Float32(big"1.000000059604644775390625"))
println(isnan(Float16(BigFloat(NaN))), " ", isnan(Float32(BigFloat(NaN))))
