# Assigning blocks of matrices: A[rows, cols] = B with ranges, colons,
# vectors of indices and Bool masks, and logical indexing of rows and
# columns, as numeric code fills matrices piece by piece.
# Semantics relied on (Julia 1.10): base/multidimensional.jl (_setindex!
# through a view of the indices; a Bool vector index selects where it is
# true), base/indices.jl setindex_shape_check (X's shape must agree with
# the destination's once dimensions of length 1 are skipped; a scalar is
# "indexed assignment with a single value to possibly many locations is
# not supported; perhaps use broadcasting `.=` instead?"; a mismatch is a
# DimensionMismatch "tried to assign 3-element array to 1×2 destination"
# / "tried to assign 3 elements to 2 destinations").

function report(f)
    try
        f()
        println("no error")
    catch e
        println(sprint(showerror, e))
    end
end

K = zeros(Int, 4, 4)
K[1:2, 1:2] = [1 2; 3 4]            # a block
K[3:4, 3:4] = [5 6; 7 8]
println(K)
K[:, 4] = [9, 9, 9, 9]              # a column from a vector
K[4, :] = 10:13                     # a row from a range
println(K)
K[[1, 3], [2, 4]] = [-1 -2; -3 -4]  # scattered rows and columns
println(K)
K[2, 2:3] = [7 7]                   # a 1×2 matrix into a row segment
K[2:3, 1] = [0; 0;;]                # a 2×1 matrix into a column segment
println(K)
K[:, :] = reshape(1:16, 4, 4)
println(K)

# A 3-d array filled slab by slab.
C = zeros(Int, 2, 2, 3)
for k in 1:3
    C[:, :, k] = k * [1 2; 3 4]
end
println(C[:, :, 2], " ", C[2, 1, :], " ", sum(C))
C[1, :, 2:3] = [0 0; 0 0]
println(C[:, :, 2], " ", C[:, :, 3])

# Logical indexing of rows and columns by Bool vectors.
D = [1 2 3; 4 5 6; 7 8 9]
keep = [true, false, true]
println(D[keep, :], " ", D[:, keep], " ", D[keep, 2], " ", D[3, keep])
println(D[D[:, 1] .> 3, :])
println(D[D[:, 1] .> 100, :])
D[keep, :] = [0 0 0; 1 1 1]
println(D)
D[:, [false, true, false]] .= -5
println(D)
v = collect(1:6)
v[isodd.(v)] = [10, 30, 50]
println(v)
v[v .> 20] .= 0
println(v)

# The errors Julia gives.
report(() -> (K[2, 2:3] = 0))
report(() -> (K[1:2, 1:2] = [1, 2, 3, 4, 5]))
report(() -> (K[2, 1:2] = [1, 2, 3]))
report(() -> (K[1:2, 1:2] = [1 2 3; 4 5 6]))
report(() -> (v[1:2] = [1, 2, 3]))
report(() -> (v[2:3] = 5))
report(() -> (K[1:2, 1:2] = [1, 2, 3, 4]))
println(K[1:2, 1:2])
