# More of Julia 1.10's stdlib/Dates exports (query.jl, conversions.jl,
# adjusters.jl, types.jl): quarterofyear, dayofmonth, the abbreviated day
# and month constants, Rata Die and Julian date conversions (JULIANEPOCH
# is DateTime(-4713, 11, 24, 12)), adjust, now(UTC), the standard
# formats. Rata Die values cross-checked with Python's date.toordinal.
using Dates
d1 = Date(2024, 5, 15)
println(quarterofyear(d1), " ", dayofmonth(d1), " ", dayofquarter(d1))
println((Mon, Tue, Wed, Thu, Fri, Sat, Sun), " ", (Jan, Feb, Mar, Apr, Jun, Jul, Aug, Sep, Oct, Nov, Dec))
println(datetime2rata(d1), " ", datetime2rata(DateTime(2024, 5, 15, 23)), " ", rata2datetime(738976))
println(datetime2julian(DateTime(2000, 1, 1, 12)), " ", julian2datetime(2451545.0), " ", julian2datetime(2451545.25))
println(adjust(d -> dayofweek(d) == Fri, d1), " ", adjust(d -> day(d) == 1, d1; step = Day(-1)))
try
    adjust(d -> false, d1; limit = 3)
catch e
    println(e)
end
n = now(UTC)
println(n isa DateTime, " ", abs(Dates.value(now(UTC) - n)) < 60_000, " ", UTC <: Dates.TimeZone)
println(ISODateFormat, " ", ISOTimeFormat, " ", RFC1123Format)
println(Dates.format(DateTime(2024, 1, 2, 3, 4, 5), ISODateTimeFormat), " ", Dates.format(d1, RFC1123Format))
println(yearmonthday(738976))
