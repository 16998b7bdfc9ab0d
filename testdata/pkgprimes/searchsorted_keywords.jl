# searchsortedfirst/searchsortedlast/searchsorted take the sort keywords
# (lt, by, rev, order), an Ordering, or an index range and an Ordering, as
# Julia 1.10's base/sort.jl defines them; Primes.jl keeps its factors in a
# Vector of Pairs searched with by=first.
v = [1=>10, 3=>30, 5=>50]
println(searchsortedfirst(v, 3=>0, by=first), " ", searchsortedfirst(v, 4=>0, by=first), " ", searchsortedfirst(v, 9=>0, by=first))
w = [9, 7, 7, 7, 2]
println(searchsorted(w, 7, rev=true), " ", searchsortedlast(w, 7, rev=true), " ", searchsortedfirst(w, 8, rev=true))
println(searchsorted([1,2,2,3], 2), " ", searchsorted([1,2,2,3], 0), " ", searchsortedlast([1,2,2,3], 5))
println(searchsortedfirst([1.0, 2.0, 3.0], 2.5, Base.Order.Forward))
println(searchsorted(["b","a"], "a", lt=(x,y)->x>y))
println(searchsortedfirst(1:2:9, 4), " ", searchsorted(1:2:9, 5))
# a range of indices and an ordering
u = [10, 20, 30, 40, 50]
println(searchsortedfirst(u, 35, 2, 4, Base.Order.Forward), " ", searchsortedlast(u, 35, 1, 2, Base.Order.Forward))
println(searchsorted(u, 30, 4, 5, Base.Order.Forward))
println(insorted(20, u), " ", insorted(25, u))
