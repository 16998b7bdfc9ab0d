# Rosetta/AoC-style program as users write it; expected output checked by hand against Julia 1.10 semantics.
# AoC-style: parse a maze into Matrix{Char}, BFS shortest path.
const INPUT = """
#########
#S..#...#
#.#.#.#.#
#.#...#.#
#.#####.#
#...#..E#
#########
"""

function parse_grid(s)
    lines = split(strip(s), '\n')
    permutedims(hcat(collect.(lines)...))
end

function findchar(g::Matrix{Char}, c::Char)
    idx = findfirst(==(c), g)
    return (idx[1], idx[2])
end

const DIRS = [(0, 1), (1, 0), (0, -1), (-1, 0)]

function bfs(g, start, goal)
    q = [start]
    dist = Dict{Tuple{Int,Int},Int}(start => 0)
    seen = Set{Tuple{Int,Int}}([start])
    head = 1
    while head <= length(q)
        p = q[head]; head += 1
        p == goal && return dist[p]
        for (dr, dc) in DIRS
            np = (p[1] + dr, p[2] + dc)
            checkbounds(Bool, g, np...) || continue
            g[np...] == '#' && continue
            np in seen && continue
            push!(seen, np)
            dist[np] = dist[p] + 1
            push!(q, np)
        end
    end
    return -1
end

g = parse_grid(INPUT)
println(size(g))
println(typeof(g))
s = findchar(g, 'S'); e = findchar(g, 'E')
println("start=", s, " end=", e)
println("walls: ", count(==('#'), g))
println("shortest: ", bfs(g, s, e))
for row in eachrow(g)
    println(join(row))
end
println(String(g[2, :]))
open_cells = [Tuple(I) for I in CartesianIndices(g) if g[I] == '.']
println(length(open_cells), " ", first(open_cells), " ", last(open_cells))
println(sort(open_cells; by = x -> (x[2], x[1]))[1:3])
t = permutedims(g)
println(join(t[:, 2]))
println(findall(==('E'), g))
