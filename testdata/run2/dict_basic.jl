# Dict: construction, get/setindex!/haskey/delete!, keys/values, counting;
# iteration order is never printed unsorted.
d = Dict("a" => 1, "b" => 2)
d["c"] = 3
println(d["a"], " ", d["c"])
println(length(d))
println(haskey(d, "b"), " ", haskey(d, "z"))
println(get(d, "z", 0), " ", get(d, "a", 0))
for k in sort(collect(keys(d)))
    println(k, " => ", d[k])
end
println(sum(values(d)))
d["a"] += 10
println(d["a"])
delete!(d, "b")
println(haskey(d, "b"), " ", length(d))
println(typeof(d))

counts = Dict{Char,Int}()
for c in "mississippi"
    counts[c] = get(counts, c, 0) + 1
end
for k in sort(collect(keys(counts)))
    println(k, ": ", counts[k])
end

sq = Dict(i => i^2 for i in 1:5)
println(sq[4], " ", length(sq))
total = 0
for (k, v) in sq
    global total
    total += k * v
end
println(total)

try
    d["zzz"]
catch e
    println(typeof(e))
    println(e)
end
e = Dict{Int,Vector{Int}}()
push!(get!(e, 1, Int[]), 10)
push!(get!(e, 1, Int[]), 20)
println(e[1])
println(isempty(Dict{String,Int}()))
