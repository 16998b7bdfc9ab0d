# Behaviour that Julia 1.10's test/sets.jl checks, written for Kiln's suite
# (Julia's base/set.jl, base/abstractset.jl and base/idset.jl are the
# reference): hashes of sets, Set's table operations, the vector forms of
# union!/symdiff (symdiff does not uniquify), unique's element type,
# StepRangeLen's outer constructor, replace on sets and dictionaries,
# Base.IdSet, Base.hasfastin and Base.max_values.
using Test
println(hash(Set([1, 2, 3])) == hash(BitSet([1, 2, 3])), " ", hash(Set(["a", "b"])) == hash(Set(["b", "a"])), " ", hash(Set([1])) == hash(Set([2])))
println(empty(Set([1, "hello"])), " ", typeof(empty(Set([1]), Float32)), " ", repr([Set(), Set()]), " ", repr(Set{Int}[Set([1])]))
s = Set([1, 2, 3])
println(sizehint!(s, 10) === s, " ", Base.rehash!(s) === s, " ", sort!(collect(s)), " ", empty!(s) === s, " ", isempty(s))
for S in (Set, BitSet)
    a = S([1, 2])
    println(copy!(a, BitSet([3, 4])) === a, " ", sort!(collect(a)), " ", sort!(collect(copy!(a, Set([5])))))
end
println(Vector(), " ", union!([1, 3, 5, 7], (2, 3, 4, 5)), " ", union!([1, 2, 1]), " ", union!([1, 2, 1], [2, 2], Set([3])))
println(setdiff([1, 2, 3], Vector()), " ", intersect!([1, 2, 1, 3], [3, 1]), " ", setdiff!([1, 2, 1, 3], [2]))
println(symdiff([1, 2, 1]), " ", symdiff([1, 2, 1], [2, 2]), " ", symdiff([1, 2, 3, 4], [2, 4, 5, 6], [1, 6, 7]), " ", symdiff!([1, 2, 3], [3, 4]))
println(sort!(collect(symdiff(Set([1, 2, 3, 4]), Set([2, 4, 5, 6]), [1, 6, 7]))), " ", symdiff((1, 2), [2, 3]))
println(unique(x for x in 1:1), " ", unique(x for x in Any[1, 1.0]), " ", unique(x for x in Real[1, 1.0]), " ", unique(Integer[1, 1, 2]))
println(unique!(iseven, [2, 3, 5, 7, 9]), " ", unique!(x -> x^2, [1, -1, 3, -3, 5, -5]), " ", unique!(n -> n % 3, [5, 1, 8, 9, 3, 4, 10, 7, 2, 6]))
r = StepRangeLen(1.0, 2.0, 3)
println(typeof(r), " ", collect(r), " ", length(StepRangeLen(1.0, 2.0, 0)), " ", allunique(StepRangeLen(1.0, 0.0, 2)), " ", allunique(r))
t = Set([1, 2, 3, 4])
println(filter!(isodd, t) === t, " ", sort!(collect(t)))
println(Base.hasfastin(Set), " ", Base.hasfastin(Dict(1 => 2)), " ", Base.hasfastin(1:3), " ", Base.hasfastin([1]), " ", Base.hasfastin("ab"), " ", Base.hasfastin(String))
println(Base.max_values(Union{Nothing,Bool}), " ", Base.max_values(Union{Int8,Int16}), " ", Base.max_values(Union{Nothing,Int32}), " ", Base.max_values(Int) == typemax(Int))
ids = Base.IdSet{Int}([1, 2, 1])
println(length(ids), " ", 2 in ids, " ", 3 in ids, " ", issetequal(ids, [2, 1]), " ", ids ⊊ Set([1, 2, 3]), " ", sort!(collect(ids)))
println(sort!(collect(replace(Set([1, 2, 3]), 1 => 4))), " ", sort!(collect(replace(x -> x > 1 ? 2x : x, Set([1, 2, 3])))))
u = Set([1, 2, 3])
println(replace!(u, 1 => 2) === u, " ", sort!(collect(u)), " ", sort!(collect(replace(Set([1, 2]), 2 => -1; count=0))))
d = Dict(1 => 2, 3 => 4)
println(replace!(x -> x.first > 2 ? x.first => 2 * x.second : x, d) === d, " ", sort!(collect(d)), " ", sort!(collect(replace(d, (3 => 8) => (0 => 0)))))
# the body of a for loop shares the loop variable's scope: `local x` names it
for x in (1, 2)
    local x, y
    y = x + 1
    print(y, " ")
end
println()
