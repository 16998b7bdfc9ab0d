# Base.Order and Base.Sort as modules, as Julia 1.10's base/ordering.jl
# and sort.jl: the orderings Forward, Reverse, By, Lt, Perm, lt(o, a, b),
# ord(lt, by, rev, order) (what the sort keywords make), a user's own
# Ordering with a method of Base.Order.lt, and `order=` in sort, sortperm
# and issorted.
println(Base.Order.Forward)
println(Base.Order.Reverse)
println(Base.Order.lt(Base.Order.Reverse, 1, 2), " ", Base.Order.lt(Base.Order.Forward, 1, 2))
o = Base.Order.By(abs)
println(o)
println(Base.Order.lt(o, -3, 2))
println(sort([3, -1, -2, 5], order=Base.Order.By(abs)))
println(sort([3, 1, 2], order=Base.Order.Reverse))
println(sort([3, 1, 2], order=Base.Order.Lt((a, b) -> a > b)))
println(Base.Order.ord(isless, identity, nothing) === Base.Order.Forward)
println(Base.Order.ord(isless, identity, true))
println(Base.Order.ord(>, identity, nothing))
println(typeof(Base.Order.ord(isless, abs, nothing)))
println(Base.Sort.QuickSort, " ", Base.Sort.MergeSort, " ", Base.Sort.sort === sort)
using Base.Order
println(lt(Reverse, 2, 1), " ", ReverseOrdering(Reverse) === Forward, " ", Forward isa DirectOrdering)
struct ModOrder <: Base.Order.Ordering
    m::Int
end
Base.Order.lt(o::ModOrder, a, b) = isless(mod(a, o.m), mod(b, o.m))
println(sort([5, 7, 9, 11, 3], order=ModOrder(4)))
println(sortperm([30, 10, 20], order=Base.Order.Reverse))
println(issorted([3, 2, 1], order=Base.Order.Reverse))
p = Base.Order.Perm(Base.Order.Forward, [3, 1, 3])
println(Base.Order.lt(p, 1, 3), " ", Base.Order.lt(p, 3, 1), " ", Base.Order.lt(p, 2, 1))
println(sort([1, 2, 3], rev=true), " ", sort(["b", "A", "c"], by=lowercase, rev=true))
println(reverse(Base.Order.Forward) === Base.Order.Reverse)
