# Names of things defined in a module nested in Main print with the
# module's full name (Main.Geo) where Main does not see them, as Julia's
# fullname gives it; functions' own names (nameof, MethodError) have no
# module; Random's types are Random's.
module Geo
export Shown
struct Hidden end
struct Shown end
struct P{T}
    x::T
end
f(x::Int) = x
module Inner
struct Deep end
end
end

println(Geo)
println(Geo.Inner)
println(Geo.Hidden)
println(Geo.Hidden())
println(Geo.P(1))
println(typeof(Geo.P(1.5)))
println(Geo.Inner.Deep())
println(Geo.f)  # print is the compact show_function: the bare name
show(Geo.f); println()
println(nameof(Geo.f), " ", nameof(+), " ", nameof(println))
try
    Geo.f("x")
catch e
    # the first line: the "Closest candidates" that follow name the
    # script's absolute path in Julia
    println(first(split(sprint(showerror, e), '\n')))
end
println(typeof(Base.default_rng()))
