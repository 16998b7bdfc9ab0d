# A default value for a varargs argument (f(xs... = v)): calling without
# those arguments passes v as the one vararg argument, as Julia's lowering
# of optional positional arguments does (f() is f(v)).

total(xs::Int... = 0) = (xs, sum(xs))
println(total())
println(total(1, 2))

pair(a, rest... = "d") = (a, rest)
println(pair(1))
println(pair(1, 2, 3))

both(a, b = 2, cs... = 3) = (a, b, cs)
println(both(1))
println(both(1, 5))
println(both(1, 5, 6, 7))
