# reduce(vcat, A) / reduce(hcat, A) of a vector of arrays: one result of
# the promoted element type, built by iterating over A (Julia's
# _typed_vcat/_typed_hcat), so that thousands of pieces take milliseconds
# (vcat(A...) compiled a method for each length of A).
for n in (10, 1000, 20000)
    vs = [fill(Float64(i), 10) for i in 1:n]
    r = reduce(vcat, vs)
    r2 = reduce(hcat, vs)
    println(n, " ", typeof(r), " ", length(r), " ", size(r2), " ", sum(r), " ", sum(r2), " ", r2[3, end])
end
println(reduce(vcat, [[1, 2], [3.5]]))
println(reduce(vcat, [[1 2; 3 4], [5 6]]))
println(reduce(hcat, [[1, 2], [3 4; 5 6]]))
println(reduce(vcat, [1:2, 3:4]))
println(reduce(hcat, [[1, 2], [3, 4]]))
println(reduce(vcat, [[1 2], [3, 4]'] ))
println(typeof(reduce(vcat, [view([1, 2, 3], 1:2), [4]])))
println(reduce(vcat, Vector{Int}[[], [1], []]))
try
    reduce(vcat, [[1 2], [1 2 3]])
catch e
    println(e)
end
try
    reduce(hcat, [[1, 2], [1, 2, 3]])
catch e
    println(e)
end
# (Julia 1.10: the element type comes from mapreduce over A, which
# rejects an empty A)
try
    reduce(vcat, Vector{Int}[])
catch e
    println(typeof(e))
end
