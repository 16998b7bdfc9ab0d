# Dictionaries built the ways third-party programs build them: from zip
# of keys and values, from vectors of 2-tuples, from literals of mixed
# pairs (the element type promotes as Julia's pair.jl rule says), merged
# with keyword arguments (Exercism's locomotive-engineer exercise,
# exercism/julia; MIT) and converted to a declared field type (a Rosetta
# Code sieve declares `sieve::Dict{UInt64,UInt64}` and stores `Dict()`).
d = Dict(zip("abc", 1:3))
println(typeof(d), " ", sort(collect(d)))
println(Dict([(1, "one")]), " ", typeof(Dict([(1, "one"), (2, "two")])))
println(Dict{Int,String}([(3, "c")]))
v = [1 => 2, 3 => 4.0]
println(typeof(v), " ", v)
println(typeof([[1], [2.5]]), " ", [[1], [2.5]])
println(convert(Pair{Int,Float64}, 1 => 2))
try
    Dict([1, 2])
catch e
    println(e)
end

extend(route; more...) = merge(route, more)
r = extend(Dict("from" => "Berlin"), length = "100")
println(typeof(r), " ", r["from"], " ", r[:length])
m = merge(Dict("a" => 1), Dict("b" => 2.5))
println(typeof(m), " ", m["a"])
println(typeof(mergewith(+, Dict(:x => 1), Dict(:x => 0.5))), " ", mergewith(+, Dict(:x => 1), Dict(:x => 0.5)))

mutable struct Sieve
    table::Dict{UInt64,UInt64}
    Sieve() = new(Dict())
end
s = Sieve()
s.table[UInt64(9)] = 6
println(typeof(s.table), " ", s.table)
