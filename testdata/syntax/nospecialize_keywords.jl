# @nospecialize / @specialize on keyword arguments, as Julia 1.10 accepts
# them (Compat.jl's `Returns`: `(f::Returns)(@nospecialize(args...);
# @nospecialize(kwds...))`; Makie's `LineAxis(parent; @nospecialize(kwargs...))`).
struct Ret{V}
    value::V
end
(obj::Ret)(@nospecialize(args...); @nospecialize(kwds...)) = obj.value
r = Ret(42)
println(r(), " ", r(1, "two"; a = 3))

count_kw(x; @nospecialize(kw...)) = (x, length(kw), keys(kw))
println(count_kw(1; a = 2, b = 3))

function opts(x; @nospecialize(scale = 2), @specialize(shift::Int = 1))
    x * scale + shift
end
println(opts(3), " ", opts(3; scale = 0.5), " ", opts(3; shift = 10))

g(@nospecialize(x), y = 2; z::Int = 3) = x + y + z
println(g(1), " ", g(1, 1; z = 0))
try
    opts(3; shift = 1.5)
catch e
    println(typeof(e))
end
