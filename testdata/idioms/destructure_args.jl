# Argument destructuring (Julia manual, "Argument destructuring" in
# Functions): a tuple pattern as an argument, in named, short, anonymous
# and do-block functions, with a type on the pattern, nested.
f((a, b)) = a + b
g((a, b), c) = a * b + c
function h((x, y)::Tuple{Int,Int}, (p, q))
    return x + y + p * q
end
println(f((1, 2)), " ", g((2, 3), 4), " ", h((1, 2), (3, 4)))
println(map(((k, v),) -> k * v, [(1, 2), (3, 4)]))
d = Dict("a" => 1)
for p in d
    foreach(((k, v),) -> println(k, "=", v), [p])
end
r = map([(1, 2), (5, 6)]) do (a, b)
    a - b
end
println(r)
s = sum(((i, x),) -> i * x, enumerate([10, 20, 30]))
println(s)
nested(((a, b), c)) = a + b + c
println(nested(((1, 2), 3)))
println(sort([(1, "b"), (2, "a")], by = ((n, s),) -> s))
try
    f(1)
catch e
    showerror(stdout, e); println()
end
