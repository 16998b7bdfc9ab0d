# %g in Julia 1.10's Printf: P significant digits (P = precision, 6 by
# default, 0 taken as 1); the choice between fixed and exponent notation
# uses the decimal exponent of the value written with P digits after the
# point (one more digit than C's rule, so 999999.5 gives "1000000" where C
# gives "1e+06"); trailing zeros go unless '#'; exact ties round to even.
using Printf

for x in [999999.5, 9.9999999, 0.000099999999, 1e6, 123456.0, 1234567.0, 0.0001, 1e-5, 0.0, -1.5, 1e100, 1e-300, 5e-324]
    println(rpad(repr(x), 24), @sprintf("%g|%G|%.3g|%#g|%12.4g|%-10.2g|", x, x, x, x, x, x))
end
println(@sprintf("%.0g %.1g %.2g %g %g", 2.5, 0.15, 0.125, Inf, -NaN))
