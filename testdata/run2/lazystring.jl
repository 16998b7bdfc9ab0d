# LazyString and lazy"…" as Julia 1.10's base/strings/lazy.jl: parts printed on first use.
x = 3
s = lazy"x is $x and $(x + 1), total_1 = $(sum([1, 2]))!"
println(s, " ", typeof(s) <: AbstractString, " ", typeof(s))
l = LazyString("a", 1, 'c')
println(l, " ", length(l), " ", l == LazyString("a1c"), " ", String(l) == "a1c", " ", l[2])
e = ArgumentError(lazy"bad value $x")
try
    throw(e)
catch err
    showerror(stdout, err); println()
end
println(repr(l))
