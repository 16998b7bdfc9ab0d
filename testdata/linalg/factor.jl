# det, inv, \, lu, cholesky, qr, eigen/eigvals, svd/svdvals and A^n through
# LAPACK (Julia 1.10 stdlib/LinearAlgebra: dense.jl det/inv/\, lu.jl,
# cholesky.jl, eigen.jl, svd.jl). The matrices are chosen so that the
# results are exact (or printed rounded), and only quantities that do not
# depend on LAPACK's sign conventions are printed for eigenvectors, Q and
# the singular vectors. Expected values computed with numpy.
using LinearAlgebra
A = [2.0 1.0; 4.0 3.0]
println(det(A), " ", inv(A), " ", A \ [3.0, 7.0])
B = [2.0 1.0 1.0; 4.0 -6.0 0.0; -2.0 7.0 2.0]
println(det(B))
println(B \ [5.0, -2.0, 9.0])
F = lu(B)
println(F.L)
println(F.U)
println(F.p, " ", F.P * B == F.L * F.U)
L, U, p = F
println(L * U == B[p, :])
println(det([1 2; 3 4]), " ", typeof(det([1 2; 3 4])), " ", det([2 0 0; 1 3 0; 5 5 4]))
println(inv([2.0 0.0; 0.0 4.0]), " ", inv([1 1; 0 2]), " ", inv([1.0 2.0; 0.0 4.0]))
println([2.0 0.0; 1.0 4.0] \ [2.0, 9.0], " ", [1 2; 0 4] \ [5, 8])
M = [2 1 1; 1 3 2; 1 0 0]
println(M^3, " ", M^1, " ", M^0, " ", typeof(M^2))
P = [1.0 2.0; 3.0 4.0]
println((P'P)^4)
println([2.0 0.0; 0.0 0.5]^-2)
S = [4.0 2.0; 2.0 5.0]
C = cholesky(S)
println(C.U)
println(C.L * C.U == S, " ", C \ [6.0, 7.0], " ", det(C), " ", isposdef(S), " ", isposdef([1.0 2.0; 2.0 1.0]))
display(C.U)
println()
r10(v) = map(x -> round(x, digits=10), v)
println(r10(eigvals([2.0 1.0; 1.0 2.0])), " ", r10(eigvals([2.0 0.0 0.0; 0.0 3.0 4.0; 0.0 4.0 9.0])))
E = eigen([2.0 1.0; 1.0 2.0])
println(r10(E.values), " ", map(abs, E.vectors[:, 1]) ≈ [sqrt(0.5), sqrt(0.5)])
λ, V = eigen([2.0 1.0; 1.0 2.0])
println(r10(λ), " ", [2.0 1.0; 1.0 2.0] * V ≈ V * Diagonal(λ))
println(r10(eigvals([1.0 2.0; 0.0 3.0])), " ", eigvals([0.0 1.0; -1.0 0.0]))
println(r10(eigvals(Symmetric([1.0 2.0; 2.0 1.0]))))
println(svdvals([3.0 0.0; 0.0 -4.0]), " ", r10(svdvals([1.0 1.0; 1.0 1.0; 0.0 0.0])))
U2, s, V2 = svd([0.0 2.0; 3.0 0.0])
println(r10(s), " ", U2 * Diagonal(s) * V2' ≈ [0.0 2.0; 3.0 0.0])
Q, R = qr([3.0 1.0; 4.0 2.0])
println(abs(R[1, 1]), " ", round(abs(R[2, 2]), digits=10), " ", Q * R ≈ [3.0 1.0; 4.0 2.0], " ", Q' * Q ≈ [1.0 0.0; 0.0 1.0])
println(rank([1.0 2.0; 2.0 4.0]), " ", rank([1.0 0.0; 0.0 1.0]))
println(logdet([2.0 0.0; 0.0 8.0]), " ", opnorm([1.0 -2.0; 3.0 4.0], 1), " ", opnorm([1.0 -2.0; 3.0 4.0], Inf), " ", opnorm([3.0 0.0; 0.0 -4.0]))
# least squares for a tall matrix (Julia: qr(A, ColumnNorm()) \ b); the
# solution [3.5, 1.4] is printed rounded, its last bits depend on LAPACK
X = [1.0 1.0; 1.0 2.0; 1.0 3.0; 1.0 4.0]
println(r10(X \ [6.0, 5.0, 7.0, 10.0]), " ", [1 0; 0 1; 0 0] \ [1, 2, 3])
BLAS.set_num_threads(1)
println(BLAS.get_num_threads())
# Float32 matrices stay Float32 (sgetrf, sgetri, strtrs)
F32 = Float32[2 1; 4 3]
println(inv(F32), " ", F32 \ Float32[3, 7], " ", typeof(det(F32)), " ", Float32[1 2; 0 4] \ Float32[5, 8])
println(dot([1.0, 2.0], [1.0 2.0; 3.0 4.0], [1.0, 1.0]))
