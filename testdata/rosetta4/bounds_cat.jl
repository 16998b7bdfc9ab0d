# checkbounds with CartesianIndex, colons, ranges and extra indices, as Julia 1.10's checkbounds_indices (no partial linear indexing since Julia 1.0: checkbounds(Bool, A, 2, 12) of a 2×3×4 array is false); CartesianIndex min/max (elementwise), get and I:J (base/multidimensional.jl); vcat/hcat of scalars and arrays.
A = zeros(Int, 2, 3, 4)
println(checkbounds(Bool, A, 2, 3, 4), checkbounds(Bool, A, 2, 3, 5), checkbounds(Bool, A, 2, 12), checkbounds(Bool, A, 2, 13))
println(checkbounds(Bool, A, CartesianIndex(1, 1), 4), checkbounds(Bool, A, CartesianIndex(1, 1, 1)), checkbounds(Bool, A, CartesianIndex(3, 1, 1)))
println(checkbounds(Bool, A, :, 1:3, 4), checkbounds(Bool, A, :, 0:3, 4), checkbounds(Bool, A, 1, 1, 1, 1), checkbounds(Bool, A, 1, 1, 1, 2))
M = [1 2; 3 4]
println(checkbounds(Bool, M, CartesianIndex(2, 2)), checkbounds(Bool, M, CartesianIndex(0, 2)), CartesianIndex(2, 2) in CartesianIndices(M), CartesianIndex(3, 1) in CartesianIndices(M))
println(checkbounds(Bool, [1, 2, 3], CartesianIndex(3)), checkbounds(Bool, M, 4), checkbounds(Bool, M, 5))
try
    checkbounds(M, CartesianIndex(3, 1))
catch e
    println(sprint(showerror, e))
end
try
    checkbounds(A, 1, 2, 5)
catch e
    println(sprint(showerror, e))
end
println(checkbounds(M, 1, 1), " ", -CartesianIndex(1, 2), " ", CartesianIndex(1, 2) * 3, " ", max(CartesianIndex(1, 5), CartesianIndex(2, 3)))
println([1; [2, 3]], [[1 2]; 3 4], [1 [2 3]], vcat(1, 2.5), hcat([1,2], 3:4), [zeros(2,2,2); ones(1,2,2)] |> size, vcat([1 2], 5:6 |> permutedims), cat([1], [2], dims=3) |> size)
println([reshape(1:8,2,2,2); reshape(1:4, 1,2,2)] |> size)
g = ['a' 'b'; 'c' 'd']
println(get(g, CartesianIndex(2, 1), '#'), get(g, CartesianIndex(3, 1), '#'), get(g, (1, 2), '#'))
R = CartesianIndex(1, 2):CartesianIndex(2, 3)
println(R, " ", length(R), " ", collect(R))
for I in CartesianIndex(2, 2) - oneunit(CartesianIndex(2, 2)):CartesianIndex(2, 2)
    print(I, " ")
end
println()
