# print of a function is Julia 1.10's compact show_function (base/show.jl:
# `print(io::IO, f::Function) = show_function(io, f, true)`, which prints
# the method table's name): the bare name, also for a function its module
# does not export and for anonymous functions and closures, whose show is
# show_default. Tuple{}() is boot.jl's `(::Type{Tuple{}})() = ()`.
f = x -> x + 1
g(y) = z -> z + y
h = g(1)
s = sprint(print, f)
println(startswith(s, "#"), " ", !occursin("var", s), " ", s == string(nameof(f)))
println(nameof(f) isa Symbol, " ", sprint(print, h) == string(nameof(h)))
println(startswith(sprint(show, f), "var\"#"), " ", endswith(sprint(show, h), "{Int64}(1)"))
println(Base.front, " ", string(sin), " $(cos) ", [sin])
print(Base.Math.sincos); println()
show(Base.front); println()
println(Base.Fix2(-, 1))
println(nameof(sin), " ", nameof(+), " ", nameof(Base.front))
println(Tuple{}(), " ", Tuple{}() === ())
