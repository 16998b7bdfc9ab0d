# A global function defined in a let block over a local (Combinatorics'
# npartitions cache): lowering evals the definition with the Dict
# interpolated, and the Dict must live as long as the method (Julia keeps
# it in the method's roots). Collecting and reusing memory before the
# first call must not disturb it.
let cache = Dict{Tuple{Int,Int},Int}()
    global paths
    function paths(m::Int, n::Int)
        (m == 0 || n == 0) && return 1
        (p = get(cache, (m, n), 0)) > 0 && return p
        cache[(m, n)] = paths(m - 1, n) + paths(m, n - 1)
    end
end

GC.gc(); GC.gc()
junk = []
for i in 1:100000
    push!(junk, Any[i])
    push!(junk, Dict{Int,Int}())
end

println(paths(2, 2))
println(paths(10, 10))
println(paths(16, 16))
