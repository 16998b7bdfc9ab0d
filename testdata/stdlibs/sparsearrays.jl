# SparseArrays as Julia 1.10's stdlib/SparseArrays. What each line should
# print was worked out from SparseArrays.jl (src/sparsematrix.jl: the summary
# `m×n T with k stored entries`, print_matrix with a centered ⋅ for what is
# not stored, the compact `sparse(I, J, V, m, n)` form; src/sparsevector.jl:
# `  [i]  =  v` lines with the index padded to ndigits(n); linalg.jl and
# higherorderfns.jl: a sum or broadcast of a zero-preserving function
# stores only nonzero results, one that is not stores every entry) and the
# tests of its show (test/sparsematrix.jl "show").
using SparseArrays, LinearAlgebra

# construction: duplicates summed, explicit zeros of V kept
A = sparse([1, 2, 3, 1, 3], [1, 1, 2, 3, 3], [4.0, -1.0, 2.5, 1.0, 3.0])
show(stdout, MIME"text/plain"(), A); println()
println(A)
println(size(A), " ", nnz(A), " ", issparse(A), " ", issparse(Matrix(A)))
B = sparse([1, 1, 2, 2], [1, 1, 2, 1], [1, 2, 3, 0], 2, 3)
show(stdout, MIME"text/plain"(), B); println()
println(nnz(B), " ", nnz(dropzeros(B)), " ", B == dropzeros(B))
println(sparse([1, 1], [1, 1], [5, 7], 2, 2, max) == sparse([1], [1], [7], 2, 2))
S1 = sparse([1], [1], [1.0])
show(stdout, MIME"text/plain"(), S1); println()
show(stdout, MIME"text/plain"(), sparse([1 0 2; 0 0 3])); println()
show(stdout, MIME"text/plain"(), spzeros(2, 2)); println()
show(stdout, MIME"text/plain"(), spzeros(Int, 0, 3)); println()
println(typeof(spzeros(Float32, 2, 2)), " ", typeof(spzeros(3)))
show(stdout, MIME"text/plain"(), spdiagm(0 => [1, 2, 3], 1 => [4, 5])); println()
show(stdout, MIME"text/plain"(), spdiagm(-1 => [1.5, 2.5])); println()
show(stdout, MIME"text/plain"(), sparse(I, 3, 3)); println()
show(stdout, MIME"text/plain"(), sparse(2I, 2, 3)); println()
println(sparse(I(3)) == sparse(I, 3, 3))

# structure
println(nonzeros(A), " ", rowvals(A), " ", nzrange(A, 3), " ", nzrange(A, 2))
println(findnz(A))
s = 0.0
for j in 1:size(A, 2), k in nzrange(A, j)
    global s += rowvals(A)[k] * nonzeros(A)[k]
end
println(s)

# indexing
println(A[1, 1], " ", A[2, 2], " ", A[3, 3], " ", A[5])
println(A[:, 3])
show(stdout, MIME"text/plain"(), A[1, :]); println()
show(stdout, MIME"text/plain"(), A[[1, 3], [2, 3]]); println()
try
    A[4, 1]
catch e
    println(typeof(e))
end
C = copy(A)
C[2, 2] = 7.0
C[1, 1] = 0.0
C[2, 3] = 0.0
show(stdout, MIME"text/plain"(), C); println()
println(nnz(C), " ", nnz(A), " ", findnz(dropzeros(C))[1])
println(Matrix(A), " ", Array(B))

# transpose and adjoint
show(stdout, MIME"text/plain"(), A'); println()
show(stdout, MIME"text/plain"(), copy(A')); println()
println(copy(transpose(B)) == sparse(transpose(Matrix(B))))

# reductions
println(sum(A), " ", maximum(A), " ", minimum(A), " ", maximum(sparse([-1.0 0.0; -2.0 -3.0])))
show(stdout, MIME"text/plain"(), sum(A; dims=1)); println()
show(stdout, MIME"text/plain"(), sum(A; dims=2)); println()

# arithmetic and products
x = [1.0, 2.0, 3.0]
println(A * x, " ", A' * x, " ", transpose(A) * x)
println(A * x == Matrix(A) * x)
show(stdout, MIME"text/plain"(), A * A); println()
println(A * A == sparse(Matrix(A) * Matrix(A)))
println(A * [1.0 2.0; 3.0 4.0; 5.0 6.0])
println([1.0 2.0 3.0] * A)
show(stdout, MIME"text/plain"(), A + A); println()
show(stdout, MIME"text/plain"(), A - A); println()
show(stdout, MIME"text/plain"(), A - 2A); println()
println(A + [1.0 1.0 1.0; 1.0 1.0 1.0; 1.0 1.0 1.0])
show(stdout, MIME"text/plain"(), A / 2); println()
println(A \ [5.0, -1.0, 8.0])
show(stdout, MIME"text/plain"(), kron(sparse([1 0; 0 2]), sparse([0 1; 1 0]))); println()
show(stdout, MIME"text/plain"(), blockdiag(sparse([1 2]), sparse([3; 4;;]))); println()

# broadcasting
show(stdout, MIME"text/plain"(), A .* 2); println()
show(stdout, MIME"text/plain"(), A .+ 1); println()
show(stdout, MIME"text/plain"(), A .> 0); println()
show(stdout, MIME"text/plain"(), A .* A .+ A); println()

# sparse vectors
v = sparsevec([2, 4], [1.0, 2.0], 5)
show(stdout, MIME"text/plain"(), v); println()
w = sparse([0, 3, 0, 0, 0, 0, 0, 0, 0, 4])
show(stdout, MIME"text/plain"(), w); println()
println(w)
println(Vector(v), " ", v[2], " ", v[3], " ", nnz(w), " ", findnz(w))
v[3] = 5.0
v[1] = 0.0
println(findnz(v))
show(stdout, MIME"text/plain"(), spzeros(3)); println()
println(sum(w), " ", sparsevec([1, 1, 3], [1, 2, 3]) == sparse([3, 0, 3]))
show(stdout, MIME"text/plain"(), v .* 2); println()
show(stdout, MIME"text/plain"(), w + w); println()

# random sparse matrices: the structure, not the values, is checked
using Random
R = sprand(Xoshiro(3), 20, 30, 0.2)
println(size(R), " ", 0 < nnz(R) < 600, " ", all(0 .<= nonzeros(R) .< 1), " ", R == sprand(Xoshiro(3), 20, 30, 0.2))
Rn = sprandn(Xoshiro(3), 10, 10, 0.5)
println(typeof(Rn), " ", nnz(Rn) == count(!iszero, Matrix(Rn)))
println(nnz(sprand(Xoshiro(1), 5, 5, 0.0)), " ", nnz(sprand(Xoshiro(1), 5, 5, 1.0)))

# concatenation with a sparse argument is sparse; map is sparse
B2 = sparse([1 0; 0 2])
show(stdout, MIME"text/plain"(), [B2 B2]); println()
show(stdout, MIME"text/plain"(), [B2; B2]); println()
show(stdout, MIME"text/plain"(), [B2 [5, 0]]); println()
show(stdout, MIME"text/plain"(), vcat(sparse([1, 0]), sparse([0, 3]))); println()
show(stdout, MIME"text/plain"(), hcat(sparse([1, 0]), sparse([0, 3]))); println()
show(stdout, MIME"text/plain"(), map(x -> x + 1, B2)); println()
show(stdout, MIME"text/plain"(), map(x -> 3x, B2)); println()
println(sparse([1, 1], [1, 1], [true, true]))

# errors
for f in (() -> A[4, 1], () -> sparse([1, 2], [1], [1.0, 2.0]), () -> sparse([1, 5], [1, 1], [1.0, 2.0], 3, 3),
          () -> sparse([1, 1], [1, 4], [1.0, 2.0], 3, 3))
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end

# permute, sparse_hcat/sparse_vcat (sparse whatever the arguments), Int32 indices
show(stdout, MIME"text/plain"(), permute(A, [3, 1, 2], [2, 3, 1])); println()
show(stdout, MIME"text/plain"(), sparse_hcat([1 0], [0 2])); println()
show(stdout, MIME"text/plain"(), sparse_vcat([1, 0], [0, 2])); println()
S32 = sparse(Int32[1, 2], Int32[1, 2], [1.0, 2.0])
println(S32, " ", typeof(S32))

# the constructor from the buffers checks them as Julia's (sparse_check)
display(SparseMatrixCSC(2, 2, [1, 2, 3], [1, 2], [1.0, 2.0]))
for args in ((2, 2, [1, 2], [1], [1.0]), (2, 2, [0, 2, 3], [1, 2], [1.0, 2.0]),
             (2, 2, [1, 3, 2], [1, 2], [1.0, 2.0]), (2, 2, [1, 2, 4], [1, 2], [1.0, 2.0]))
    try
        SparseMatrixCSC(args...)
    catch e
        showerror(stdout, e)
        println()
    end
end
