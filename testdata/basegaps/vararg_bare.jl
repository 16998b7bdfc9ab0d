# A bare `::Vararg` declares the trailing arguments as `y...` does
# (Vararg{Any}), named or not; methods show it as `y...`.
f(x, y::Vararg) = (x, length(y), y)
println(f(1), " ", f(1, 2, "three"))
g(::Vararg) = :any
println(g(), " ", g(1, 2, 3))
h(a::Int, rest::Vararg) = a + sum(rest; init = 0)
println(h(1), " ", h(1, 2, 3.5))
show(stdout, MIME"text/plain"(), first(methods(f)))
println()
