# Default positional arguments, including defaults that use earlier arguments.
greet(name, greeting="Hello") = "$greeting, $name!"
println(greet("Ann"))
println(greet("Bob", "Hi"))

scale(x, factor=2, offset=0) = x * factor + offset
println(scale(5))
println(scale(5, 3))
println(scale(5, 3, 1))
println(scale(1.5))

function series(n, step=n ÷ 2)
    return n + step
end
println(series(10))
println(series(10, 1))

area(w, h=w) = w * h
println(area(4))
println(area(4, 2.5))

function typed_default(x::Int, y::Float64=0.5)
    return x * y
end
println(typed_default(3))
println(typed_default(3, 2.0))
