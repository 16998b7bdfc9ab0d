# SubString, as Julia 1.10's base/strings/substring.jl: construction,
# indexing, iteration, comparison and hashing like the String with the same
# characters, printing (show quotes it; arrays print their element type).
s = SubString("hello, world", 1, 5)
println(s, " ", typeof(s), " ", length(s), " ", ncodeunits(s))
show(s); println()
println(repr(SubString("héllo", 2)))
t = SubString("αβγδ", 3, 5)
println(t, " ", length(t), " ", t[1], " ", collect(t), " ", lastindex(t))
println(s == "hello", " ", "hello" == s, " ", s == SubString("xhello", 2), " ", isless(s, "help"))
d = Dict("hello" => 1)
println(d[s], " ", haskey(d, SubString("shello", 2)), " ", haskey(d, SubString("shell", 2, 5)))
println(String(s), " ", typeof(String(s)), " ", string(s, "!"), " ", s * "?")
println(uppercase(s), " ", startswith(s, "he"), " ", endswith(s, "lo"), " ", occursin("ell", s))
println(parse(Int, SubString("x42", 2)) + 1)
println([SubString("ab", 1, 1), SubString("ab", 2, 2)])
u = SubString(s, 2, 3)
println(u, " ", typeof(u))
println(match(r"l+", s))
