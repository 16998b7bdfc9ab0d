# Matrices: literals, column-major indexing, zeros, 2-D comprehensions,
# slices, a hand-written matrix product.
A = [1 2; 3 4]
println(A)
println(typeof(A))
println(size(A))
println(A[2, 1], " ", A[1, 2], " ", A[3], " ", length(A))
B = zeros(2, 3)
println(B)
B[1, 2] = 1.5
B[2, 3] = -1.0
println(B)
M = [i + 10j for i in 1:2, j in 1:3]
println(M)
println(size(M, 1), " ", size(M, 2))
println(A[:, 2], " ", A[1, :])
println([1.0 2.5; -1.0 0.0])
function matmul(X, Y)
    n = size(X, 1)
    m = size(X, 2)
    p = size(Y, 2)
    C = zeros(eltype(X), n, p)
    for i in 1:n, j in 1:p
        s = zero(eltype(X))
        for k in 1:m
            s += X[i, k] * Y[k, j]
        end
        C[i, j] = s
    end
    return C
end
println(matmul([1 2; 3 4], [5 6; 7 8]))
function colsums(X)
    out = zeros(Int, size(X, 2))
    for j in 1:size(X, 2), i in 1:size(X, 1)
        out[j] += X[i, j]
    end
    return out
end
println(colsums(M))
println(sum(M), " ", maximum(M))
Z = Matrix{Float64}(undef, 2, 2)
fill!(Z, 0.5)
println(Z)
println(vec(A))
