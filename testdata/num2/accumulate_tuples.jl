# accumulate/cumsum/cumprod of a tuple give a tuple, as Julia 1.10's
# base/accumulate.jl (`accumulate(op, xs::Tuple; init)` folds with
# BottomRF: the first value is `reduce_first(op, x1)`, widening small
# integers, or `op(init, x1)`; `cumsum(itr) = accumulate(add_sum, itr)`,
# whose docstring shows `cumsum((1, 2, 1)) == (1, 3, 4)`); other
# iterables give a vector. From Julia's test/tuple.jl ("accumulate",
# with `@inferred`).
using Test

println(cumsum((1, 2, 1)))
println(cumprod((1, 2, 3.0)))
println(accumulate(+, (1, 2, 3); init = 0))
println(accumulate(+, (1, 2); init = 0.5))
println(accumulate(*, (2, 3.0)))
println(accumulate(max, (3, 1, 4, 1, 5)))
println(cumsum(()), " ", accumulate(+, (); init = 1))
t = cumsum((Int8(100), Int8(100)))
println(t, " ", typeof(t))
println(cumsum(x^2 for x in 1:4))
println(cumsum(Set([7])))
@test @inferred(accumulate(+, (1, 2, 3); init = 0)) == (1, 3, 6)
@test @inferred(cumsum((1, 2.0))) === (1, 3.0)
println("inferred")
