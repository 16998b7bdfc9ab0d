# Slurping assignment a, b... = x (Julia 1.10 manual, functions.md
# "Destructuring Assignment"): Base.rest gives a String for a string, a
# Vector for any array, a tuple or named tuple for those, and a lazy
# Iterators.rest otherwise. Keyword arguments may be passed as pairs
# after the semicolon, with names computed at run time.
a, b... = "hello"
println(a, " ", repr(b))
a, b, c... = "αβγδ"
println(a, b, " ", repr(c))
x, y... = "a"
println(repr(y))
a, b... = 1:4
println(a, " ", b, " ", typeof(b))
a, b... = [1.5, 2.5, 3.5]
println(b)
a, b... = [1 2; 3 4]
println(b)
a, b... = (1, "two", 3.0)
println(b)
a, b... = (p=1, q=2, r=3)
println(a, " ", b)
a, b... = (i^2 for i in 1:4)
println(a, " ", collect(b))
lo, middle..., hi = [1, 2, 3, 4, 5]
println(lo, " ", middle, " ", hi)
h, t... = Int[7]
println(h, " ", t)

opts(; kw...) = sort(collect(kw), by=first)
println(opts(; :width => 2))
name = :color
println(opts(; name => "red", width=3))
println(opts(; Symbol("line", 2) => "yes"))
settings = [:a => 1, :b => 2]
println(opts(; settings...))
function plot(x; width=1, style="solid")
    return (x, width, style)
end
println(plot(0; :style => "dashed"))
try
    plot(0; :height => 2)
catch e
    showerror(stdout, e)
    println()
end
# the slurped part may stand in the middle (Base.split_rest)
a, b..., c = "hello"
println(a, " ", b, " ", c)
a, b..., c = (1, 2, 3, 4)
println(b, " ", c)
a, b..., c, d = 1:5
println((a, b, c, d))
b..., c = [9]
println(b, " ", c)
function split3(v)
    try
        p, q..., r = v
        return (p, q, r)
    catch e
        return sprint(showerror, e)
    end
end
println(split3([1]))
println(split3((5, 6)))
