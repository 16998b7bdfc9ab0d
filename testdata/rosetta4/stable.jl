# Idioms from the Rosetta/AoC programs of this directory that Julia 1.10
# infers concretely: cmd/kiln's TestInferredRosetta4 runs `kiln code
# warntype` on each function below and asserts no dynamic call and a
# concrete return type; this file's output is checked as a golden program.

# [x; v] and [v; x]: vcat of a scalar and a vector is a Vector{T}.
function prepend_all(v::Vector{Int})
    out = Vector{Int}[]
    for i in eachindex(v)
        push!(out, [v[i]; v[1:i-1]])
        push!(out, [v[1:i-1]; v[i]])
    end
    out
end
columns3(a::Vector{Float64}, b::Vector{Float64}) = (vcat(a, 0, b), hcat(a, b, [1, 2]))

# a const global table read in a loop
const ROMAN = [1000 => "M", 900 => "CM", 500 => "D", 400 => "CD", 100 => "C", 90 => "XC",
               50 => "L", 40 => "XL", 10 => "X", 9 => "IX", 5 => "V", 4 => "IV", 1 => "I"]
function to_roman(n::Int)
    io = IOBuffer()
    for (v, s) in ROMAN
        while n >= v
            print(io, s)
            n -= v
        end
    end
    String(take!(io))
end

# neighbours inside a grid, by checkbounds and by `in CartesianIndices`
const STEPS = CartesianIndex.([(0, 1), (1, 0), (0, -1), (-1, 0)])
function open_neighbours(g::Matrix{Char}, I::CartesianIndex{2})
    n = 0
    for d in STEPS
        J = I + d
        checkbounds(Bool, g, J) && g[J] != '#' && (n += 1)
    end
    n
end
function flood(g::Matrix{Char}, start::CartesianIndex{2})
    R = CartesianIndices(g)
    seen = Set([start])
    q = [start]
    while !isempty(q)
        I = popfirst!(q)
        for d in STEPS
            J = I + d
            (J in R && g[J] == '.' && !(J in seen)) || continue
            push!(seen, J)
            push!(q, J)
        end
    end
    length(seen)
end

println(prepend_all([1, 2, 3]))
println(columns3([1.0, 2.0], [3.0, 4.0]))
println(to_roman(1994), " ", to_roman(2024))
g = permutedims(hcat(collect.(["#....", "..#..", "#.#.#"])...))
println(open_neighbours(g, CartesianIndex(2, 2)), " ", open_neighbours(g, CartesianIndex(1, 5)))
println(flood(g, CartesianIndex(1, 2)))
