# Shortest paths as Rosetta Code's Julia Dijkstra task writes them
# (acmeism/RosettaCodeData, Task/Dijkstras-algorithm/Julia): a parametric
# Digraph{T,U} built from a vector of (from, to, cost) tuples, a Set of
# vertices consumed with `pop!(Q, u)`, `reduce` over the set to pick the
# nearest vertex, dictionaries from generators, and @printf tables. The
# vertex loop is sorted here so the output does not depend on Set order.
using Printf

struct Digraph{T<:Real,U}
    edges::Dict{Tuple{U,U},T}
    verts::Set{U}
end

function Digraph(edges::Vector{Tuple{U,U,T}}) where {T<:Real,U}
    vnames = Set{U}(v for edge in edges for v in edge[1:2])
    adjmat = Dict((edge[1], edge[2]) => edge[3] for edge in edges)
    return Digraph(adjmat, vnames)
end

vertices(g::Digraph) = g.verts
neighbours(g::Digraph, v) = Set((b, c) for ((a, b), c) in g.edges if a == v)

function dijkstrapath(g::Digraph{T,U}, source::U, dest::U) where {T,U}
    @assert source ∈ vertices(g) "$source is not a vertex in the graph"
    source == dest && return [source], 0
    inf = typemax(T)
    dist = Dict(v => inf for v in vertices(g))
    prev = Dict(v => v for v in vertices(g))
    dist[source] = 0
    Q = copy(vertices(g))
    neigh = Dict(v => neighbours(g, v) for v in vertices(g))
    while !isempty(Q)
        u = reduce((x, y) -> dist[x] < dist[y] ? x : y, Q)
        pop!(Q, u)
        (dist[u] == inf || u == dest) && break
        for (v, cost) in neigh[u]
            alt = dist[u] + cost
            if alt < dist[v]
                dist[v] = alt
                prev[v] = u
            end
        end
    end
    path, cost = U[], dist[dest]
    prev[dest] == dest && return path, cost
    while dest != source
        pushfirst!(path, dest)
        dest = prev[dest]
    end
    pushfirst!(path, dest)
    return path, cost
end

const testgraph = [("a", "b", 7), ("a", "c", 9), ("a", "f", 14), ("b", "c", 10),
                   ("b", "d", 15), ("c", "d", 11), ("c", "f", 2), ("d", "e", 6),
                   ("e", "f", 9)]

g = Digraph(testgraph)
println(typeof(g))
p0, c0 = dijkstrapath(g, "a", "e")
println("Shortest path from a to e: ", join(p0, " → "), " (cost $c0)")
@printf("\n%4s | %3s | %s\n", "src", "dst", "path")
@printf("----------------\n")
for src in sort(collect(vertices(g))), dst in sort(collect(vertices(g)))
    path, cost = dijkstrapath(g, src, dst)
    @printf("%4s | %3s | %s\n", src, dst, isempty(path) ? "no possible path" : join(path, " → ") * " ($cost)")
end
try
    dijkstrapath(g, "z", "a")
catch e
    println(e)
end
