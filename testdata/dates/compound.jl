# Dates.CompoundPeriod as Julia 1.10's stdlib/Dates/src/periods.jl: sums of
# periods of different types are kept coarsest type first, equal types added,
# zero periods dropped; printed "3 months, 2 days" or "empty period";
# canonicalize carries overflow into coarser periods (Nanosecond … Day into
# Week, Month into Year) and gives each chain the sign of its coarsest
# period (the docstring examples of CompoundPeriod and canonicalize);
# TimeType + p + q adds p + q, coarsest first. Dates checked with Python's
# datetime.
using Dates

x = Month(3) + Day(2)
println(x)
println(string(x), " | ", typeof(x))
show(x); println()
println(Day(2) + Month(3) == x, " ", x == Month(3) + Day(1), " ", isequal(x, Day(2) + Month(3)))
println(Year(1) - Month(1), " | ", Hour(2) + Minute(30) + Second(15), " | ", Second(5) + Hour(1) + Second(5))
println(Day(1) - Day(1) + Hour(0), " | ", Dates.CompoundPeriod(), " | ", Dates.CompoundPeriod(Minute(50000)))
println(Dates.CompoundPeriod(Hour(12), Hour(13)), " | ", Dates.CompoundPeriod(Hour(-1), Minute(1)))
println(Dates.CompoundPeriod([Day(1), Week(1), Hour(3)]), " | ", -(Week(2) + Day(1)))
println(Dates.canonicalize(Dates.CompoundPeriod(Hour(12), Hour(13))))
println(Dates.canonicalize(Dates.CompoundPeriod(Hour(-1), Minute(1))))
println(Dates.canonicalize(Dates.CompoundPeriod(Month(1), Week(-2))))
println(Dates.canonicalize(Dates.CompoundPeriod(Minute(50000))))
println(Dates.canonicalize(Month(14) + Day(8)), " | ", Dates.canonicalize(Day(1) - Minute(1)))
println(Dates.canonicalize(Dates.CompoundPeriod(Millisecond(90061001))), " | ", Dates.canonicalize(Hour(1) - Day(1)))
println(Dates.canonicalize(Quarter(5) + Month(-1)), " | ", Dates.canonicalize(Second(-3601) + Hour(2)))
ps = Dates.periods(Year(1) + Day(3) + Hour(2))
println(length(ps), " ", ps[1], " ", ps[2], " ", ps[3], " ", typeof(ps[3]))
println(Hour(25) + Minute(0) == Day(1) + Hour(1), " ", Hour(24) + Minute(0) == Day(1), " ", Day(1) + Hour(1) == Hour(25))

d = Date(2020, 1, 30)
println(d + Day(1) + Month(1), " ", d + Day(1) + Day(1), " ", (d + Day(1)) + Month(1))
println(d + (Month(1) + Day(1)), " ", d - (Month(1) + Day(1)), " ", (Year(1) + Month(2)) + d)
dt = DateTime(2021, 3, 14, 1, 59, 59)
println(dt + (Hour(1) + Second(1)), " ", dt - (Day(14) + Minute(59)), " ", dt + Year(3) + Month(-11))
println(DateTime(2020, 3, 1) - DateTime(2020, 2, 28), " ", typeof(DateTime(2020, 3, 1) - DateTime(2020, 2, 28)))
println(Dates.canonicalize(Dates.CompoundPeriod(DateTime(2020, 3, 1, 12) - DateTime(2020, 2, 28, 6, 30))))

# periods of different types compare as Julia: fixed periods by length,
# Year/Quarter/Month by months, never a fixed one with a calendar one
println(Week(1) == Day(7), " ", Year(1) == Month(12), " ", Quarter(4) == Year(1), " ", Day(30) == Month(1))
println(Hour(1) < Minute(61), " ", Second(3600) == Hour(1), " ", Millisecond(1) > Microsecond(999), " ", max(Day(1), Hour(23)))
println(Day(Week(2)), " ", Hour(Day(2)), " ", Minute(Second(180)), " ", Month(Year(2)), " ", Year(Month(36)), " ", Month(Quarter(2)))
println(Nanosecond(Millisecond(3)), " ", Microsecond(Second(1)), " ", Second(Nanosecond(2000000000)))
try
    Day(1) < Month(1)
catch e
    println(typeof(e))
end
# a CompoundPeriod times an integer, and its zero
x = Month(3) + Day(2)
println(x * 2, " | ", 3 * x, " | ", x * 0, " | ", zero(x), " | ", Date(2020, 1, 1) + 2x)
