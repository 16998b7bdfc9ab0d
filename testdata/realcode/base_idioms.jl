# Base idioms a sweep of third-party scripts hit (Rosetta Code and
# Exercism-style code): set operators ∪ and ∩, extrema(f, itr),
# unique(f, itr) and unique of a generator, get(A, i, default),
# first(itr, n) of an infinite iterator, eachline over an IOBuffer, and
# dotted operators printed infix in quoted code (so a failing
# `@test all(x .> 0)` shows `Expression: all(x .> 0)` as Julia does).
println(Set([1, 2]) ∪ Set([2]) == Set([1, 2]), " ", [1, 2, 3] ∩ [3, 2])
println(extrema(x -> -x, 1:3), " ", extrema(length, ["a", "bbb", "cc"]))
println(unique(x -> x % 3, 1:10), " ", unique(abs, [-1, 1, 2]))
println(unique(c for c in "hello"), " ", unique([3, 1, 3, 2, 1]))
println(unique(Union{Int,Nothing}[1, nothing, 1]), " ", unique([NaN, NaN, 0.0, -0.0]))
println(get([10, 20], 3, 0), " ", get([10, 20], 2, 0), " ", get([1 2; 3 4], (2, 1), 0))
println(first(Iterators.countfrom(5, 2), 3), " ", first(Iterators.cycle("ab"), 5))
for (i, line) in enumerate(eachline(IOBuffer("alpha\nbeta\n")))
    println(i, ": ", line)
end
println(collect(eachline(IOBuffer("x\r\ny"); keep = true)))
println(:(a .+ b), " ", :(x .> 0), " ", :(.!m), " ", :(y .= a .* x .+ y), " ", :(f.(v)))
println(:(all(v .== w)))
