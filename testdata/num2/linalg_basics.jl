# LinearAlgebra basics with results that are exact in binary floating
# point (so every printed digit is determined): det/tr/rank, solving,
# inv, norms, dot (conjugating its first argument), adjoint vs transpose,
# I, Diagonal, triangular parts, eigen/svd/lu/cholesky of small matrices,
# kron, and the errors of mismatched shapes.
# Semantics relied on (Julia 1.10 stdlib LinearAlgebra): dense.jl (inv of
# a triangular matrix goes through UpperTriangular and triu!), generic.jl
# (norm, opnorm, normalize multiplies by inv(norm), dot), diagonal.jl
# (eigvals(D) = copy(D.diag), unsorted and not converted to float; eigen
# sorts only with `sortby`; det(D) = prod(D.diag)), symmetric eigen sorts
# ascending, adjtrans.jl (show of an adjoint vector is a 1×n matrix),
# uniformscaling.jl (I[i, j] is a Bool), matmul.jl ("matrix A has
# dimensions (2,2), vector B has length 3"), LinearAlgebra.jl checksquare
# ("matrix is not square: dimensions are (2, 3)").

using LinearAlgebra
A = [2.0 0.0; 1.0 1.0]
b = [2.0, 3.0]
println(det(A), " ", tr(A), " ", rank(A), " ", det([1 2; 3 4]), " ", det(Diagonal([2, 3, 4])))
x = A \ b
println(x, " ", A * x == b)
println(inv([2.0 1.0; 1.0 1.0]), " ", inv(Diagonal([2.0, 4.0])), " ", inv([1 1; 0 1]))
println(norm([3, 4]), " ", norm([1, -2, 2], 1), " ", norm([1, -5, 2], Inf), " ", norm([3.0 4.0; 0.0 0.0]), " ", norm(Float64[]))
println(dot([1, 2, 3], [4, 5, 6]), " ", dot([1im, 2], [1im, 1]), " ", [1, 2]' * [3, 4], " ", [1+1im, 0]' * [1, 1])
println(cross([1, 2, 3], [4, 5, 6]), " ", normalize([0.0, 3.0, 4.0]), " ", opnorm([1 -2; 3 4], 1), " ", opnorm([1 -2; 3 4], Inf))
M = [1 2; 3 4]
println(M', " ", transpose(M), " ", M' == transpose(M), " ", [1+2im 3]', " ", transpose([1+2im 3]))
println(typeof(M'), " ", typeof(transpose([1, 2])), " ", size([1, 2, 3]'), " ", ([1, 2, 3]')')
println(M + I, " ", M - 2I, " ", 3I * [1, 2], " ", I[2, 2], " ", I[1, 2], " ", Matrix{Int}(I, 2, 2))
println(Diagonal([1, 2]) * M, " ", M * Diagonal([1, 2]), " ", Diagonal([1, 2]) + Diagonal([3, 4]), " ", diag(M), " ", diagm(0 => [1, 2], 1 => [5]))
D = Diagonal([2.0, 0.5])
display(D)
display(D * D)
println(Matrix(D), " ", det(D), " ", tr(D), " ", D \ [4.0, 1.0], " ", isdiag(D), " ", isdiag(M))
println(triu(M), " ", tril(M), " ", triu([1 2 3; 4 5 6; 7 8 9], 1), " ", issymmetric([1 2; 2 1]), " ", ishermitian([1 1im; -1im 1]))
E = eigen([2.0 0.0; 0.0 5.0])
println(E.values, " ", abs.(E.vectors), " ", eigvals([3.0 0.0; 0.0 1.0]), " ", eigvals(Diagonal([3, 1])), " ", eigen(Diagonal([3.0, 1.0])).values)
S = svd([3.0 0.0; 0.0 -4.0])
println(S.S, " ", svdvals([0.0 2.0; 0.0 0.0]))
F = lu([2.0 1.0; 4.0 3.0])
println(F.L, " ", F.U, " ", F.p, " ", F.L * F.U == [4.0 3.0; 2.0 1.0])
C = cholesky([4.0 2.0; 2.0 5.0])
println(C.U, " ", C.L * C.U == [4.0 2.0; 2.0 5.0])
println(kron([1 2], [1; 1]), " ", kron([1, 2], [3, 4]), " ", [1 2; 3 4]^2)
println(LinearAlgebra.checksquare(M), " ", size(zeros(3, 2)' * zeros(3, 4)), " ", axpy!(2.0, [1.0, 2.0], [10.0, 10.0]), " ", rmul!([1.0, 2.0], 3.0))
println(tr([1 2; 3 4]), " ", sum(diag([1 2; 3 4])), " ", [1 2; 3 4] * [5, 6], " ", [1 2] * [3 4; 5 6], " ", [1, 2] * [3 4])
try
    [1 2; 3 4] * [1, 2, 3]
catch e
    println(sprint(showerror, e))
end
try
    inv([1.0 2.0; 2.0 4.0])
catch e
    println(typeof(e))
end
try
    det([1 2 3; 4 5 6])
catch e
    println(sprint(showerror, e))
end
