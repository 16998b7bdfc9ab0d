# Dates basics, as Julia 1.10's stdlib/Dates; expected values from its
# manual (doc/src/manual ... stdlib/Dates/docs/src/index.md: Date(2013,7,1),
# "2013-07-01", dayname, Month arithmetic clamping to the month's last day,
# dateformat"…") and calendar facts checked by hand (2013-07-01 was a
# Monday, in ISO week 27; 2020 is a leap year).
using Dates

d = Date(2013, 7, 1)
println(d, " ", year(d), " ", month(d), " ", day(d), " ", dayofweek(d), " ", dayname(d), " ", monthname(d))
println(string(d), " ", yearmonthday(d), " ", dayabbr(d), " ", monthabbr(d), " ", week(d), " ", quarter(d))
dt = DateTime(2013, 7, 1, 12, 30, 45)
println(dt, " ", hour(dt), " ", minute(dt), " ", second(dt), " ", millisecond(dt))
println(DateTime(2013, 7, 1, 12, 30, 45, 5), " ", DateTime(2013, 7, 1, 12, 30, 45, 500), " ", DateTime(2014))

println(d + Day(30), " ", d + Month(7), " ", Date(2020, 1, 31) + Month(1), " ", Date(2020, 2, 29) + Year(1))
println(Date(2014, 1, 29) + Month(1), " ", Date(2014, 3, 31) - Month(1), " ", d + Week(1), " ", d - Year(13))
println(Date(2014, 1, 1) - Date(2013, 7, 1), " ", Day(1), " ", Week(2), " ", Day(Week(2)), " ", Month(1) + Month(2))
println(dt + Hour(12), " ", dt - Minute(31), " ", DateTime(2013, 7, 2) - DateTime(2013, 7, 1), " ", dt + Day(1))
println(Date(dt), " ", DateTime(d), " ", Millisecond(Second(3)), " ", Hour(Minute(120)))

println(Date("2013-07-01"), " ", DateTime("2013-07-01T12:30:45"), " ", DateTime("2013-07-01T12:30:45.123"))
df = dateformat"yyyy/mm/dd"
println(Date("2013/07/01", df), " ", Dates.format(d, "e, d u yyyy"), " ", Dates.format(dt, "yyyymmdd HH:MM"))
println(Date("20130701", "yyyymmdd"), " ", Date("Jul 1 2013", "u d yyyy"), " ", Dates.format(d, "dd.mm.yy"))
println(DateTime("1/2/2020 3:04:05 PM", "m/d/yyyy H:M:S p"), " ", Dates.format(DateTime(2020, 1, 2, 15, 4), "U d, yyyy HH:MM"))

println(isleapyear(2000), " ", isleapyear(1900), " ", isleapyear(d), " ", daysinmonth(2020, 2), " ", daysinyear(2020))
println(dayofyear(Date(2020, 12, 31)), " ", lastdayofmonth(d), " ", firstdayofmonth(Date(2013, 7, 15)))
println(d < Date(2014), " ", Date(2013, 7, 1) == Date("2013-07-01"), " ", max(d, Date(2012)), " ", Day(3) < Day(5))
println(typeof(now()), " ", typeof(today()), " ", today() == Date(now()), " ", year(today()) >= 2024)
println(Dates.value(Date(1, 1, 1)), " ", datetime2unix(DateTime(1970, 1, 2)), " ", unix2datetime(86400))
days = Dict(d => "launch")
println(days[Date(2013, 7, 1)])
for m in 1:3
    println(monthname(m), " has ", daysinmonth(2024, m), " days")
end
try
    Date(2013, 13, 1)
catch e
    println(e)
end
try
    Date(2013, 2, 29)
catch e
    println(e)
end
DateTime(2013, 7, 1, 24, 1)
