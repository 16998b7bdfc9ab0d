# Dates.days, Dates.toms and Dates.tons of periods (the calendar periods by
# their average lengths) and days of a Date/DateTime (days since the epoch),
# as Julia's Dates periods.jl and accessors.
using Dates
println(Dates.days(Week(2)), " ", Dates.days(Day(5)), " ", Dates.days(Hour(49)), " ", Dates.days(Second(-1)))
println(Dates.days(Year(1)), " ", Dates.days(Month(2)), " ", Dates.days(Quarter(1)))
println(Dates.toms(Second(3)), " ", Dates.toms(Minute(2)), " ", Dates.toms(Day(1)), " ", Dates.toms(Microsecond(2500)))
println(Dates.tons(Millisecond(2)), " ", Dates.tons(Microsecond(7)), " ", Dates.tons(Nanosecond(9)))
println(Dates.days(Date(1, 1, 1)), " ", Dates.days(Date(2024, 1, 1)), " ", Dates.days(DateTime(2024, 1, 1, 23)))
span = Date(2024, 3, 1) - Date(2024, 1, 1)
println(span, " ", Dates.days(span), " ", Dates.value(span))
