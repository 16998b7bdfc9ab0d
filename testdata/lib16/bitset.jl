# BitSet as Julia 1.10 base/bitset.jl (show: "BitSet([" elements "])";
# first/last of an empty set: ArgumentError("collection must be non-empty");
# pop!(s, n) of a missing n: KeyError(n)) and the text/plain show of an
# AbstractSet (base/show.jl: summary "T with n elements:", one per line).
s = BitSet([3, 1, 200, 1])
println(s, " ", length(s), " ", 3 in s, " ", 2 in s, " ", 200 in s, " ", 10^6 in s)
push!(s, 5)
push!(s, -70)
println(s, " ", collect(s), " ", first(s), " ", last(s), " ", minimum(s), " ", maximum(s))
delete!(s, 200)
delete!(s, 999)
println(s, " ", length(s))
t = BitSet(4:7)
println(union(s, t), " ", intersect(s, t), " ", setdiff(s, t), " ", symdiff(s, t))
println(union(s, [100]), " ", intersect(s, [1, 5, 8]), " ", setdiff(s, 1:3))
u = copy(s)
union!(u, t); println(u)
intersect!(u, 0:5); println(u)
setdiff!(u, [5]); println(u)
symdiff!(u, BitSet([1, 2])); println(u)
println(BitSet(), " ", isempty(BitSet()), " ", length(BitSet()))
println(BitSet([1, 2]) == BitSet([2, 1]), " ", BitSet([1]) ⊆ BitSet([1, 2]), " ", BitSet([1, 3]) ⊆ BitSet([1, 2]))
println(issubset(BitSet([1]), [1, 2]), " ", issetequal(BitSet([1, 2]), [2, 1]))
println(pop!(BitSet([4, 9])), " ", pop!(BitSet([4, 9]), 4))
for x in BitSet([10, 2, 64, 63, 128])
    print(x, " ")
end
println()
println(sum(BitSet(1:10)), " ", eltype(BitSet), " ", typeof(BitSet([1])) <: AbstractSet{Int})
display(BitSet([2, 3]))
println()
display(Set([5]))
println()
display(BitSet())
println()
println(filter(isodd, BitSet(1:6)), " ", [x^2 for x in BitSet([3, 1])])
try
    pop!(BitSet([1]), 2)
catch e
    println(e)
end
try
    first(BitSet())
catch e
    println(e)
end
v = [1, 2, 3]
copy!(v, [7, 8])
println(v)
