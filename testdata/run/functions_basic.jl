# Long and short function forms, return, implicit return, nothing results,
# functions as values.
function add(x, y)
    return x + y
end
sq(x) = x * x
function implicit(x)
    x + 100
end
function early(x)
    if x < 0
        return "negative"
    end
    "non-negative"
end
function noreturn()
end
function retnothing(x)
    println("side effect ", x)
    return
end
function multi_stmt(x)
    a = x + 1
    b = a * 2
    b - 3
end
f2(x, y) = (x + y) * (x - y)
println(add(2, 3))
println(add(2.5, 1))
println(sq(7))
println(sq(1.5))
println(implicit(1))
println(early(-1))
println(early(1))
println(noreturn())
println(retnothing(4))
println(typeof(noreturn()))
println(f2(5, 3))
println(multi_stmt(4))
h = sq
println(h(9))
println(sq(sq(2)))
println(add(add(1, 2), sq(3)))
