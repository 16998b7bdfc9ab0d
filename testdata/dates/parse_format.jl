# Parsing and formatting as Julia 1.10's stdlib/Dates (io.jl, parse.jl):
# directives read in order, a number directive followed directly by another
# reading exactly its width, names matched as whole words ignoring case,
# missing trailing fields taking their defaults; DateTime(str) with the ISO
# format uses Julia's own reader ("Invalid DateTime string"); the errors'
# messages are parse.jl's and types.jl's validargs ("Unable to parse date
# time. Expected directive Delim(.) at char 16" is the case of Julia's
# test/parse.jl); Time("12:34pm", "HH:MMp") is its docstring example.
using Dates

println(Date("2024-02-29"), " ", DateTime("2024-02-29T12:34:56.789"), " ", DateTime("2024-02-29T12:34:56.5"), " ", DateTime("2024-02-29"), " ", DateTime("2024-02-29T12:34"))
println(Date("29/02/2024", "dd/mm/yyyy"), " ", Date("2024-2-3"), " ", Date("20240229", "yyyymmdd"), " ", Date("2024"), " ", DateTime("2024-02-29 23:59", "yyyy-mm-dd HH:MM"))
println(Date("Thu, 29 Feb 2024", "e, dd u yyyy"), " ", Date("february 29 2024", "U d yyyy"), " ", DateTime("1/2/2020 3:04:05 PM", "m/d/yyyy H:M:S p"))
println(Time("12:34:56"), " ", Time("12:34"), " ", Time("12:34:56.25"), " ", Time("12:34pm", "HH:MMp"), " ", Time("2:34am", "HH:MMp"), " ", Time("12:05am", "HH:MMp"))
df = dateformat"dd.mm.yyyy"
println(Date("01.07.2013", df), " ", parse(Date, "02.07.2013", df), " ", parse(DateTime, "2013-07-01T10:20:30"), " ", parse(Time, "08:09"))
println(tryparse(Date, "2024-13-01"), " ", tryparse(Date, "x"), " ", tryparse(Date, "2024-01-02"), " ", tryparse(DateTime, "2024-01-02T03:04:05"), " ", tryparse(Date, "3.4.2020", df))

d = Date(2024, 2, 29)
dt = DateTime(2024, 2, 29, 15, 4, 5, 60)
println(Dates.format(d, "e E u U"), " | ", Dates.format(d, "yy-m-d"), " | ", Dates.format(d, "dd/mm/yyyy"), " | ", Dates.format(d, "E, U d, Y"))
println(Dates.format(dt, "yyyy-mm-dd HH:MM:SS.sss p"), " | ", Dates.format(dt, "HH:MM:SS.s"), " | ", Dates.format(dt, "yyyymmddTHHMMSS"), " | ", Dates.format(dt, Dates.RFC1123Format))
println(Dates.format(Time(9, 5, 7), "HH:MM:SS"), " | ", Dates.format(Time(21, 30), "H:MM p"), " | ", Dates.format(DateTime(2024, 1, 1, 0, 0, 0, 500), dateformat"yyyy\ymm\m"))
println(dateformat"yyyy-mm-dd\THH:MM:SS", " ", DateFormat("e, d U"), " ", DateFormat("yyyy\\ymm\\m"), " ", Dates.ISODateTimeFormat, " ", Dates.ISOTimeFormat)

for (s, f) in (("2024-13-01", "yyyy-mm-dd"), ("2024-02-30", "yyyy-mm-dd"), ("2012/2/20T9:9:3i90", "yyyy/mm/ddTHH:MM:SS.s"),
               ("2024-01-01x", "yyyy-mm-dd"), ("", "yyyy-mm-dd"), ("abc", "yyyy-mm-dd"), ("Foo 1 2020", "u d yyyy"),
               ("13:00 PM", "HH:MM p"), ("2024-01-01 24:01", "yyyy-mm-dd HH:MM"))
    try
        println(DateTime(s, f))
    catch e
        println(e)
    end
end
for s in ("2024", "2024-01-01T25:00", "2024-01-01 10:00", "2024-01-01T10:00:00.1234", "2024-1-5T7:8:9")
    try
        println(DateTime(s))
    catch e
        println(e)
    end
end
