# Typed keyword arguments (Julia 1.10 manual, functions.md "Keyword
# Arguments"): a value of the wrong type is a TypeError naming the keyword
# (errorshow.jl: "in keyword argument y, expected ..."); a missing
# required one is UndefKeywordError.
function plot(x; width::Integer=1, color::AbstractString="black", scale::Real)
    return (x, width, color, scale)
end
println(plot(1; scale=2))
println(plot(1; width=Int8(3), color="red", scale=0.5))
for kws in ((width=1.5, scale=1), (color=:red, scale=1), (scale="big",))
    try
        plot(0; kws...)
    catch e
        showerror(stdout, e)
        println()
    end
end
try
    plot(0)
catch e
    showerror(stdout, e)
    println()
end
e = try plot(0; width=2.0, scale=1) catch err; err end
println(typeof(e), " ", e.func, " ", e.context, " ", e.expected, " ", e.got)
