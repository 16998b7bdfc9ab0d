# A comprehension's iteration variable captured by a closure in its body
# ([[c == x for c in a] for x in m], Combinatorics' multiset_permutations:
# f = [sum([c == x for c in a]) for x in m]) is assigned once, when the
# generator's closure starts, so it needs no Box: its type is known and an
# empty inner comprehension has the element type inference gives it
# (Bool), as in Julia; with a Box it was Any, and sum of an empty
# Vector{Any} threw.
counts(a, m) = [sum([c == x for c in a]) for x in m]
nested(a, m) = [[c == x for c in a] for x in m]
bymap(a, m) = [map(c -> c == x, collect(a)) for x in m]
pairs2(m) = [(y -> (x, y)) for x in m]

println(counts("aabc", ['a', 'b', 'c']))
println(counts("", ['a']))
println(typeof(counts("", Char[])))
println(typeof(nested("", ['a'])))
println(nested("ab", ['a', 'b']))
println(typeof(bymap("", Char[])))
println([f(0) for f in pairs2(1:3)])
