# An optional argument whose name is a tuple pattern, as iterators write
# their state: `Base.iterate(x, (a, b) = (0, 1))` (Julia's lowering
# destructures an optional argument as it does a required one).
struct Fib end
Base.iterate(::Fib, (a, b) = (0, 1)) = (a, (b, a + b))
Base.IteratorSize(::Type{Fib}) = Base.IsInfinite()
println(collect(Iterators.take(Fib(), 10)))

span((lo, hi)::Tuple{Int,Int} = (1, 3), step = 1) = collect(lo:step:hi)
println(span(), " ", span((2, 10)), " ", span((2, 10), 4))

scale(k, (x, y) = (1, 2); z = 0) = (k * x, k * y, z)
println(scale(10), " ", scale(10, (3, 4)), " ", scale(2; z = 5))
