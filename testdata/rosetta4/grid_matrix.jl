# AoC 2022 day 8 grid (answer 21) and matrix idioms: rotl90, mapslices, views, CartesianIndex arithmetic, Complex walks.
input = """
30373
25512
65332
33549
35390
"""
lines = split(input)
G = parse.(Int, permutedims(reduce(hcat, collect.(lines))))
println(G)
G2 = stack(map(l -> parse.(Int, collect(l)), lines), dims = 1)
println(G2 == G)
function visible(G)
    n, m = size(G)
    cnt = 0
    for I in CartesianIndices(G)
        i, j = Tuple(I)
        h = G[I]
        if all(<(h), G[1:i-1, j]) || all(<(h), G[i+1:n, j]) || all(<(h), G[i, 1:j-1]) || all(<(h), G[i, j+1:m])
            cnt += 1
        end
    end
    cnt
end
println(visible(G))
println(rotl90(G)[1, :], " ", rotr90(G)[1, :], " ", rot180(G)[1, :])
println(reverse(G, dims = 2)[1, :], " ", reverse(G; dims = 1)[:, 1])
println(sum(eachrow(G)), " ", maximum.(eachcol(G)))
println(mapslices(sum, G, dims = 2) |> vec)
println(sortslices([3 1; 1 2; 2 0], dims = 1))
println(transpose([1 2; 3 4]), " ", [1 2; 3 4]')
@views v = G[2, :]
v[1] = 9
println(G[2, 1])
W = view(G, 2:3, 2:3)
println(W, " ", sum(W), " ", typeof(W) <: AbstractMatrix)
nbrs(I::CartesianIndex{2}) = [I + d for d in CartesianIndex.([(0, 1), (1, 0), (0, -1), (-1, 0)])]
I = CartesianIndex(1, 1)
println(filter(J -> checkbounds(Bool, G, J), nbrs(I)))
println(I + CartesianIndex(2, 3), " ", CartesianIndex(3, 4) - I, " ", I[1], " ", Tuple(I))
R = CartesianIndices((2, 3))
println(collect(R)[end], " ", length(R), " ", LinearIndices(G)[2, 3])
println(CartesianIndices(G)[7])
z = 1 + 2im
println(z * im, " ", abs2(z), " ", real(z), " ", conj(z), " ", typeof(z))
function walk(path)
pos = 0 + 0im; dir = 1im
for c in path
    if c == 'F'
        pos += dir
    elseif c == 'R'
        dir *= -im
    else
        dir *= im
    end
end
pos
end
pos = walk("FFRFFLF")
println(pos, " ", abs(real(pos)) + abs(imag(pos)))
println(mod1(0, 5), " ", mod1(5, 5), " ", mod1(7, 5), " ", fld1(7, 5))
seen = Dict{Complex{Int},Int}()
seen[1+1im] = 3
println(seen)
println(sqrt(-4 + 0im), " ", exp(im * π) |> real, " ", (2 + 3im)^2, " ", 1 / (1 + 1im))
println(zeros(Int, 3)' * ones(Int, 3), " ", [1, 2, 3]' * [4, 5, 6])
M = [2 1; 1 3]
println(M * M, " ", M .* M, " ", M ^ 2, " ", M \ [3, 5])
println(sum(M .> 1), " ", findall(M .> 1))
println(count(c -> c == '#', "#.#..#"), " ", count(iseven, 1:10), " ", count([true, false, true]))
A = reshape(collect(1:12), 3, 4)
println(A[2:end, [1, 3]], " ", A[end, end], " ", A[:, end], " ", A[CartesianIndex(2, 2)])
A[A .> 10] .= 0
println(A)
println(first(A, 2), " ", last(vec(A), 3))
println(axes(A), " ", eachindex(A), " ", ndims(A), " ", length(axes(A, 2)))
