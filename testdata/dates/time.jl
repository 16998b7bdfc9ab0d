# Dates.Time as Julia 1.10's stdlib/Dates (types.jl, accessors.jl,
# arithmetic.jl, io.jl): nanoseconds since midnight, arithmetic wrapping
# around the day, printed HH:MM:SS with the fraction's trailing zeros
# dropped; Microsecond and Nanosecond periods; Date + Time and
# DateTime(d, t) (InexactError below a millisecond). Values checked with
# Python's datetime.
using Dates

t = Time(12, 30, 15, 500)
println(t, " ", hour(t), " ", minute(t), " ", second(t), " ", millisecond(t), " ", microsecond(t), " ", nanosecond(t))
println(Time(1, 2, 3, 4, 5, 6), " ", Time(23, 59, 59, 0, 0, 1), " ", Time(0), " ", Time(7, 5), " ", Time(9, 0, 0, 120))
println(string(Time(18)), " ", Time(Hour(5), Minute(6)), " ", Time(Second(7), Hour(1)), " ", Time(Nanosecond(86400000000001)))
println(t + Hour(13), " ", t - Minute(31), " ", t + Nanosecond(1), " ", t + Microsecond(250), " ", Time(0) - Second(1))
println(t - Time(12), " ", Time(1) - Time(2), " ", typeof(t - t))
println(Time(8) < Time(9), " ", Time(8) == Time(8, 0, 0, 0, 0, 0), " ", max(Time(3), Time(2, 59)), " ", typemax(Time))
println(Hour(t), " ", Millisecond(t), " ", Nanosecond(Time(0, 0, 0, 0, 0, 7)), " ", Microsecond(Time(0, 0, 0, 1, 2)))
println(Date(2020, 1, 1) + Time(8, 15), " ", Time(23, 59, 59, 999) + Date(1999, 12, 31), " ", DateTime(Date(2018, 1, 1), Time(8, 15, 42)))
dt = DateTime(2024, 2, 29, 21, 7, 3, 45)
println(Time(dt), " ", Date(dt) + Time(dt) == dt, " ", Time(DateTime(2024)))
println(Microsecond(1500) + Nanosecond(3), " ", Nanosecond(5), " ", Microsecond(1), " ", Microsecond(2) * 3)
println(dt + Microsecond(2500), " ", dt + Nanosecond(999999), " ", dt - Microsecond(45000))
println(Dates.CompoundPeriod(Nanosecond(3600000000001)) == Hour(1) + Nanosecond(1), " ", Dates.canonicalize(Dates.CompoundPeriod(Nanosecond(3723004005006))))
println(typeof(Time(now())), " ", eps(Time), " ", zero(Time))
for args in ((24,), (1, 60), (1, 2, 60), (1, 2, 3, 1000), (1, 2, 3, 4, 1000), (1, 2, 3, 4, 5, -1))
    try
        Time(args...)
    catch e
        println(e)
    end
end
try
    DateTime(Date(2020, 1, 1), Time(1, 2, 3, 4, 5))
catch e
    println(typeof(e))
end
# a Date promotes to a DateTime (midnight) to compare with one
println(Date(2020) == DateTime(2020), " ", DateTime(2020, 1, 1, 1) == Date(2020), " ", Date(2020) < DateTime(2020, 1, 1, 0, 0, 1), " ", typeof([Date(2020), DateTime(2021)]))
