# Ranges of dates as Julia 1.10's stdlib/Dates/src/ranges.jl: a StepRange
# whose i-th element is first + step * (i - 1) (a range by months keeps the
# day, clamped to each month's length), a:b of Dates stepping by Day(1),
# length from whole steps, empty ranges keeping their stop; printed as
# repr(first):repr(step):repr(last) (Base's show of a range). Dates checked
# with Python's datetime.
using Dates

r = Date(2020, 1, 1):Day(1):Date(2020, 1, 10)
println(r)
println(length(r), " ", typeof(r), " ", first(r), " ", last(r), " ", step(r), " ", r[3])
v = collect(r)
println(length(v), " ", typeof(v), " ", v[end], " ", join(v[1:3], ","))
println(Date(2020, 1, 5) in r, " ", Date(2020, 2, 5) in r, " ", sum(map(day, r)))
m = Date(2020, 1, 31):Month(1):Date(2020, 5, 31)
println(m, " ", length(m))
println(join(m, " "))
println(join(Date(2020, 5, 31):Month(-1):Date(2020, 1, 1), " "))
e = Date(2020, 1, 10):Day(1):Date(2020, 1, 1)
println(e, " ", length(e), " ", isempty(e), " ", collect(e) == Date[])
println(Date(2020, 2, 27):Date(2020, 3, 2), " ", length(Date(2020, 2, 27):Date(2020, 3, 2)))
w = Date(2024, 1, 1):Week(2):Date(2024, 3, 1)
println(w, " ", length(w), " ", join(w, ","))
y = Date(2020, 2, 29):Year(1):Date(2025, 1, 1)
println(y, " ", join(y, ","))
dr = DateTime(2020, 1, 1):Hour(6):DateTime(2020, 1, 2)
println(dr, " ", length(dr), " ", dr[2])
println(DateTime(2020, 1, 1, 10):Minute(25):DateTime(2020, 1, 1, 11, 30), " ", length(DateTime(2020, 1, 1):Month(2):DateTime(2020, 12, 31)))
println(range(Date(2021, 3, 1), step = Week(1), length = 4))
println(join([d for d in Date(2024, 2, 26):Day(1):Date(2024, 3, 3) if dayofweek(d) < 6], " "))
n = 0
for d in Date(2023, 1, 1):Day(1):Date(2023, 12, 31)
    global n += (day(d) == 13 && dayofweek(d) == Friday)
end
println("Friday the 13ths in 2023: ", n)
println(r + Day(1), " ", m - Month(1))
