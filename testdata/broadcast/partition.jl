# Iterators.partition (arrays into views, ranges into ranges) and
# Iterators.peel, as Julia 1.10's base/iterators.jl; ranges inside arrays
# print as ranges (UnitRange{Int64}[1:3, 4:6, 7:7]).
for c in Iterators.partition([1, 2, 3, 4, 5], 2)
    println(c, " ", sum(c))
end
println(collect(Iterators.partition(1:7, 3)))
println(length(Iterators.partition(1:10, 3)), " ", [1:2, 3:4])
h, t = Iterators.peel([10, 20, 30])
println(h, " ", collect(t))
println(Iterators.peel(Int[]) === nothing)
println([sum(c) for c in Iterators.partition(Iterators.take(1:100, 7), 3)])
