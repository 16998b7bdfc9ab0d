# A local function with several methods that capture nothing is one
# function with those methods, as in Julia (called directly, passed to
# map, and inside a let block).
function t()
    foo() = 2
    foo(x) = 2x
    foo(x, y) = x + y
    return (foo(), foo(3), foo(1, 2), map(foo, (1, 2)), map(foo, (1, 2), (10, 20)))
end
println(t())
let
    op(::Nothing, ::Any) = missing
    op(::Missing, ::Any) = nothing
    println(op(nothing, 1), " ", op(missing, 1), " ", op(op(nothing, 1), 2))
end
