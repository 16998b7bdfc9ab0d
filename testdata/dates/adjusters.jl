# Adjusters as Julia 1.10's stdlib/Dates/src/adjusters.jl and query.jl:
# first/last day of the week (weeks start on Monday), month, quarter and
# year (a DateTime gives that day at midnight); tonext/toprev to a day of
# the week (strictly after/before unless same=true, keeping a DateTime's
# time of day) or to a date satisfying a predicate; tofirst/tolast of the
# month or year. Weekdays checked with Python's datetime (2024-05-15 was a
# Wednesday).
using Dates

d = Date(2024, 5, 15)
println(firstdayofweek(d), " ", lastdayofweek(d), " ", firstdayofmonth(d), " ", lastdayofmonth(d))
println(firstdayofquarter(d), " ", lastdayofquarter(d), " ", firstdayofyear(d), " ", lastdayofyear(d))
println(firstdayofquarter(Date(2023, 12, 31)), " ", lastdayofquarter(Date(2023, 1, 1)), " ", lastdayofquarter(Date(2023, 8, 1)), " ", lastdayofyear(Date(2023, 2, 1)))
dt = DateTime(2024, 5, 15, 13, 30)
println(firstdayofweek(dt), " ", lastdayofquarter(dt), " ", firstdayofyear(dt), " ", lastdayofmonth(DateTime(2024, 2, 3, 4, 5)))
println(tonext(dt, Friday), " ", tonext(d, Wednesday), " ", tonext(d, Wednesday; same = true), " ", toprev(d, Wednesday), " ", toprev(d, Thursday))
println(tofirst(d, Monday), " ", tolast(d, Friday), " ", tofirst(d, Sunday; of = Year), " ", tolast(d, Sunday; of = Year), " ", tofirst(dt, Wednesday))
println(tonext(x -> day(x) == 13 && dayofweek(x) == Friday, d), " ", toprev(isleapyear, Date(2023, 3, 1); step = Year(-1)))
println(tonext(x -> dayofweek(x) == Wednesday, d; step = Week(1), limit = 5, same = true), " ", toprev(x -> hour(x) == 9, dt; step = Hour(-1)))
println(dayofweekofmonth(d), " ", daysofweekinmonth(d), " ", daysofweekinmonth(Date(2024, 5, 4)), " ", daysofweekinmonth(Date(2023, 2, 10)), " ", dayofquarter(d))
try
    tonext(x -> dayofweek(x) == Saturday, d; step = Week(1), limit = 5)
catch e
    println(e)
end
