# Arithmetic of two periods (Julia 1.10's stdlib/Dates/src/periods.jl):
# / of two periods is their ratio, lcm/gcd/rem/mod are periods, div is an
# integer, and periods of two fixed types are promoted first.
using Dates
xs, ys = Second(10), Second(3)
xms, yms = Millisecond(xs), Millisecond(ys)
for op in (/, div, rem, mod, lcm, gcd)
    println(op, ": ", op(xms, yms), " ", op(xms, ys) == op(xms, yms) == op(xs, yms))
end
println(Second(10) / Second(4), " ", div(Minute(7), Minute(2), RoundUp), " ", div(Minute(7), Second(60), RoundDown))
println(lcm(Hour(4), Hour(6)), " ", gcd(Day(12), Day(18)))
