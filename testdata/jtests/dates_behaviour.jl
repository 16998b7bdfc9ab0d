# Dates as Julia 1.10's stdlib/Dates/test checks them: construction from
# any parts that convert exactly to Int64 (and the ArgumentErrors of parts
# out of range), UTInstant (UTD/UTM), typemin/typemax and their printing,
# periods times and divided by reals, ranges scaled by periods, fld/cld,
# hashing and comparing periods of different types and CompoundPeriods,
# default values, locales, accessors of day numbers, adjuster
# constructors and tonext/toprev, rounding modes, DateFormat with locales,
# parse_components, Rata Die conversions, sortperm of date ranges and the
# OverflowError of a date range whose length overflows.

using Dates

show_err(f) = try
    println(f())
catch e
    println(typeof(e), e isa ArgumentError ? ": " * e.msg : "")
end

# construction from any exact parts, validation
println(Date(Int8(1), UInt8(2), big(3)), " ", Date('\x01', true, 1.0), " ", Date(complex(2000), 2//1, Float16(29)))
println(DateTime(2013, 1, 1, 24), " ", Time(23, 59, 59, 999, 999, 999), " ", Time(Int8(1), 2.0))
show_err(() -> Date(1.5, 1, 1))
show_err(() -> Date(2013, 13, 1))
show_err(() -> Date(2013, 2, 29))
show_err(() -> DateTime(2013, 1, 1, 24, 0, 1))
show_err(() -> DateTime(2013, 1, 1, 0, 60))
show_err(() -> Time(0, 0, 0, 0, 1000))
println(Date(Dates.UTD(734869)), " ", DateTime(Dates.UTM(63492681600000)), " ", Dates.calendar(Date(1)))
println(DateTime(DateTime(2000)), " ", Date(Date(2000)), " ", Time(Time(1)))

# typemin/typemax, printing of long and negative years, milliseconds
println(typemin(DateTime), " ", typemax(DateTime), " ", typemax(Date), " ", typemin(Date))
println(typemax(Time), " ", typemin(Time(3)), " ", Date(-1, 1, 1), " ", Date(1000000, 1, 1))
println(DateTime(2000, 1, 1, 0, 0, 0, 500), " ", DateTime(2000, 1, 1, 0, 0, 0, 20), " ", repr(DateTime(2000, 1, 1, 0, 0, 0, 1)))
println(Dates.format(Date(12345, 6, 7), "yyyy-mm-dd"), " ", Dates.format(Date(12345, 6, 7), "YYYY"), " ", Dates.format(Date(1999), "yy"))
println(zero(Date(2000)), " ", zero(DateTime), " ", eps(Time(1)), " ", min(Date(2000)), " ", minmax(Time(5)))
println(isfinite(Date), " ", isfinite(Day(1)), " ", typemax(Year), " ", typemin(Day))

# periods: arithmetic with reals, units, defaults, strings
println(Year(2) * 0.5, " ", Year(2) * 3//2, " ", 4f0 * Day(1), " ", Year(4) / 2, " ", Year(4) / 2//3)
show_err(() -> Year(1) * 0.5)
show_err(() -> Year(4) / 3.0)
println(fld(Year(5), Year(2)), " ", cld(Year(5), Year(2)), " ", div(Hour(5), 2, RoundUp), " ", gcdx(Day(12), Day(8)))
println(Dates._units(Year(1)), "|", Dates._units(Day(2)), "|", Dates.default(Month), "|", Dates.default(Minute))
println(Year("12"), " ", Nanosecond("7"), " ", string(Minute(-1)), " ", sprint(print, Week(2)))
show_err(() -> Year("1.0"))
println((1:1:5) * Second(5), " ", typeof(Second(5) * (1:3)), " ", (Second(2):Second(2):Second(10)) / Second(2))
println((Second(2):Second(2):Second(10)) / 2, " ", [Year(1), Year(2)] / Year(2), " ", [Year(1), Year(3)] .+ Year(1))
println(-[Year(1) Month(2); Hour(3) Day(4)], " ", +[Day(1), Hour(1)])

# comparing and hashing periods of different types
println(Year(0) == Minute(0), " ", Month(0) == Day(1), " ", isequal(Year(0), Second(0)), " ", hash(Year(0)) == hash(Nanosecond(0)))
println(Year(1) == Month(12), " ", hash(Year(1)) == hash(Month(12)), " ", hash(Minute(2)) == hash(Second(120)))
println(hash(Dates.CompoundPeriod()) == hash(Year(0)), " ", hash(Dates.CompoundPeriod(Minute(2))) == hash(Minute(2)))
show_err(() -> Year(1) < Day(1))
println(Hour(1) - Millisecond(1) < Hour(1) + Nanosecond(1), " ", Hour(1) < Hour(1) - Millisecond(1), " ", 2Year(1) < 25Month(1) + Year(1))
println(Dates.toms(Second(1) + Nanosecond(1)), " ", Dates.tons(Second(1) + Nanosecond(1)), " ", Dates.days(Day(1) + Hour(36)))
println(Dates.toms(Month(1)), " ", Dates.days(Year(1)), " ", Dates.days(Week(2)), " ", Dates.toms(Minute(2)))

# user period types compare through promote_rule/convert
struct Beat <: Dates.Period
    value::Int64
end
Dates.value(b::Beat) = b.value
Dates.toms(b::Beat) = Dates.value(b) * 86400
Dates._units(b::Beat) = " beat" * (abs(Dates.value(b)) == 1 ? "" : "s")
Base.promote_rule(::Type{Dates.Day}, ::Type{Beat}) = Dates.Millisecond
Base.convert(::Type{T}, b::Beat) where {T<:Dates.Millisecond} = T(Dates.toms(b))
println(Beat(1000) == Day(1), " ", Beat(1) < Day(1), " ", Beat(2), " ", Beat(1))

# accessors of Rata Die day numbers, day of year, month wrapping
println(Dates.yearmonthday(-306), " ", Dates.yearmonth(730120), " ", Dates.monthday(0), " ", Dates.year(-1), Dates.month(-1), Dates.day(-1))
println(Dates.dayofyear(2000, 12, 31), " ", Dates.dayofyear(2001, 3, 1), " ", Dates.monthwrap(1, -14), " ", Dates.yearwrap(2000, 12, 13))

# locales
Dates.LOCALES["french"] = Dates.DateLocale(
    ["janvier", "février", "mars", "avril", "mai", "juin",
     "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    ["janv", "févr", "mars", "avril", "mai", "juin",
     "juil", "août", "sept", "oct", "nov", "déc"],
    ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    [""])
println(dayname(Date(2013, 11, 11); locale="french"), " ", monthname(2; locale="french"), " ", monthabbr(Date(2014, 2, 1)))
println(Date("28 févr 2014", "dd uuuuu yyyy"; locale="french"), " ", Dates.format(Date(2014, 8, 28), "dd U yyyy"; locale="french"))
println(Date("28août2014", "dduuuuyyyy"; locale="french"), " ", Dates.LOCALES["english"] == deepcopy(Dates.LOCALES["english"]))
show_err(() -> Date("28avril2014", "dduuuuyyyy"; locale="french"))
globex = ["f", "g", "h", "j", "k", "m", "n", "q", "u", "v", "x", "z"]
loc = Dates.DateLocale(globex, map(uppercase, globex), globex[1:7], globex[1:7])
println(Date("1F4", "duy"; locale=loc), " ", Dates.format(Date(2014, 1, 1), "duy"; locale=loc))
println(Date.(["2000-01-01", "2000-01-02"], dateformat"yyyy-mm-dd"), " ", Dates.parse_components("02/15/1996 25:00", DateFormat("mm/dd/yyyy HH:MM")))
println(Dates.parse_components(".12", DateFormat(".s")))

# adjusters
dt = Date(2014, 5, 21)
println(Date(Dates.ismonday, 2014), " ", Date(Dates.ismonday, 2014, 5), " ", DateTime(x -> hour(x) == 12, 2014, 5, 21))
println(DateTime(x -> millisecond(x) == 500, 2014, 5, 21, 12, 30, 30), " ", Time(x -> second(x) == 5, 1))
println(tonext(Dates.iswednesday, dt), " ", tonext(!Dates.iswednesday, dt), " ", tonext(Dates.iswednesday, dt; step=Week(2)))
println(toprev(Date(0), Dates.Mon), " ", tofirst(dt, Dates.Mon; of=Year), " ", tolast(dt, Dates.Thu; of=Year))
show_err(() -> tonext(dt, 8))
show_err(() -> tonext(Dates.iswednesday, dt; limit=6))
show_err(() -> Dates.DateFunction(x -> 2, Date(0)))
println(filter(Dates.ismonday, Date(2014, 1, 1):Day(1):Date(2014, 2, 1)))

# rounding
println(Dates.epochdays2date(736329), " ", Dates.date2epochdays(Date(-1, 12, 31)), " ", Dates.epochms2datetime(86400000), " ", Dates.datetime2epochms(DateTime(0, 1, 1)))
println(round(DateTime(2016, 2, 28, 12), Day, RoundDown), " ", round(Hour(36), Day, RoundUp), " ", round(Hour(36), Day))
show_err(() -> round(DateTime(2016, 2, 28, 12), Day, RoundNearest))
show_err(() -> round(Hour(86399), Year(1)))
show_err(() -> round(Hour(86399), Day(0)))

# conversions, arithmetic with missing
println(convert(DateTime, Millisecond(63082368000000)), " ", convert(Millisecond, DateTime(2000)), " ", convert(Date, Day(730120)), " ", convert(Day, Date(2000)))
println(Date(2000) + missing, " ", missing - Time(1), " ", Dates.CompoundPeriod(Time(23, 59, 59) - Time(11, 59, 59)))
println(now.(typeof.([UTC(), UTC()])) isa Vector{DateTime})

# ranges
r = Date(2014):Day(1):Date(2013, 12, 31)
println(sortperm(r), " ", sortperm(Date(2014, 1, 3):Day(-1):Date(2014, 1, 1)), " ", sortperm(Date(2014):Month(1):Date(2014, 3)))
epoch = Date(Date(1) - Day(1))
show_err(() -> StepRange(epoch + Day(typemin(Int64)), Day(1), epoch + Day(typemax(Int64))))
