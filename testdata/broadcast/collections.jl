# Collections as Julia 1.10 (base/multidimensional.jl CartesianIndex/CartesianIndices,
# base/indices.jl LinearIndices, base/slicearray.jl eachrow/eachcol, permutedims,
# reverse(A; dims), circshift, dropdims, only, symdiff, searchsorted, findmax over iterables).
A = [1 2; 3 4]
C = CartesianIndices(A)
println(collect(C))
println(C[2, 1], " ", C[3], " ", size(C), " ", length(C))
for I in CartesianIndices((2, 2))
    print(I, " ", A[I], "; ")
end
println()
L = LinearIndices(A)
println(L[2, 2], " ", L[CartesianIndex(1, 2)], " ", collect(L))
ci = CartesianIndex(2, 1)
println(ci, " ", Tuple(ci), " ", ci[1], " ", ci + CartesianIndex(1, 1), " ", typeof(ci))
println(CartesianIndices((2, 3)))
println([r for r in eachrow(A)], " ", length(eachcol(A)), " ", eachcol(A)[2])
println(permutedims([1, 2, 3]), " ", permutedims(A, (2, 1)))
println(reverse(A; dims=2), " ", reverse([1, 2, 3]), " ", reverse(A))
println(circshift([1, 2, 3, 4], -1), " ", circshift(A, 1), " ", circshift(A, (0, 1)))
println(dropdims(sum(A; dims=2); dims=2), " ", only((7,)), " ", only([8]))
println(symdiff([1, 2, 3], [3, 4]), " ", symdiff(Set([1, 2]), [2, 3]) == Set([1, 3]))
println(searchsorted([1, 2, 2, 3], 2), " ", searchsorted([1, 3], 2))
println(findmax(x^2 for x in [3, -4, 2]), " ", argmin(x for x in [5, 1, 9]), " ", findmin([4, 2, 8]))
try
    only([1, 2])
catch e
    println(e)
end

# Positions in matrices are CartesianIndexes (Julia 1.10 findmax/findall docstrings).
A = [1 5; 3 2]
println(findmax(A), " ", argmax(A), " ", findmin(A), " ", argmin(A))
println(findall(A .> 1), " ", findall(iseven, A), " ", findfirst(A .> 2))
println(findall([true, false, true]), " ", findmax([1, 3, 2]))
B = zeros(2, 2)
B[argmax(A)] = 1.0
println(B)
