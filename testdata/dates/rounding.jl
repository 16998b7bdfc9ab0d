# floor/ceil/round of dates, times and periods as Julia 1.10's
# stdlib/Dates/src/rounding.jl: multiples of the period counted from
# 0000-01-01T00:00:00 (weeks from Monday 0000-01-03), round to the nearest
# with ties up (the docstring examples: floor(Date(1985,8,16), Month) is
# 1985-08-01, floor(Date(1985,8,16), Week) 1985-08-12, round(Day(16), Week)
# 2 weeks); trunc as adjusters.jl. Checked with Python's datetime.
using Dates

dt = DateTime(2016, 8, 6, 12, 40)
println(floor(dt, Hour), " ", ceil(dt, Hour), " ", round(dt, Hour), " ", round(dt, Day), " ", floor(dt, Month))
d = Date(1985, 8, 16)
println(floor(d, Month), " ", ceil(d, Month), " ", round(d, Month), " ", floor(d, Week), " ", ceil(d, Week), " ", round(d, Year))
println(floor(Date(2020, 5, 17), Quarter), " ", ceil(Date(2020, 5, 17), Quarter), " ", floor(Date(2021, 7, 9), Year(10)), " ", floor(Date(2021, 7, 9), Month(5)))
println(round(DateTime(2016, 8, 6, 12, 30), Hour), " ", round(DateTime(2016, 8, 6, 12, 29, 59, 999), Hour), " ", floor(dt, Minute(25)))
println(ceil(DateTime(2020, 1, 1), Day), " ", ceil(DateTime(2020, 1, 1, 0, 0, 0, 1), Day), " ", round(Date(2020, 1, 16), Month), " ", round(Date(2020, 2, 15), Month))
println(floor(DateTime(2024, 2, 29, 23, 59, 59, 999), Second(10)), " ", round(dt, Minute(15)), " ", round(dt, Hour, RoundDown), " ", round(dt, Hour(2), RoundUp))
println(floor(Day(16), Week), " ", ceil(Day(16), Week), " ", round(Day(16), Week), " ", floor(Minute(44), Minute(15)), " ", round(Minute(44), Minute(15)))
println(floor(Hour(36), Day), " ", ceil(Second(61), Minute), " ", round(Millisecond(1500), Second), " ", round(Millisecond(1499), Second))
println(trunc(dt, Month), " ", trunc(dt, Hour), " ", trunc(Date(2024, 11, 3), Year))
try
    floor(dt, Day(0))
catch e
    println(typeof(e))
end
