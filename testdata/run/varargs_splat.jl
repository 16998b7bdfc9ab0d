# Varargs functions and splatting of tuples and ranges into calls.
count_args(xs...) = length(xs)
println(count_args())
println(count_args(1, 2, 3))

function total(xs...)
    s = 0
    for x in xs
        s += x
    end
    return s
end
println(total(1, 2, 3, 4))
println(total(1, 2.5))
println(total())

function first_and_rest(a, rest...)
    println("a = ", a, ", rest count = ", length(rest))
end
first_and_rest(1)
first_and_rest(1, 2, 3)

add3(a, b, c) = a + b + c
t = (1, 2, 3)
println(add3(t...))
println(add3(1, (2, 3)...))
forward(xs...) = add3(xs...)
println(forward(10, 20, 30))
println(total(1:5...))

typed(xs::Int...) = "ints: $(length(xs))"
typed(xs...) = "mixed"
println(typed(1, 2))
println(typed(1, 2.0))
println(typed())

args = ("a", 1, 'c')
println(args...)
println(max(t...))
