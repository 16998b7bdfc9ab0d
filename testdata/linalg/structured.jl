# UniformScaling (I), Diagonal, diagm, Symmetric, triangular wrappers and
# the vector functions (Julia 1.10 stdlib/LinearAlgebra uniformscaling.jl,
# diagonal.jl, symmetric.jl, generic.jl): dot, norm (generic_norm2 for
# fewer than 32 elements), normalize (multiplies by the inverse norm, so
# normalize([3.0, 4.0]) has 3.0 * 0.2 = 0.6000000000000001), cross, kron,
# axpy!, tr. Expected values computed with numpy.
using LinearAlgebra
println(I, " ", typeof(I), " ", 2I, " ", I[1, 1], " ", I[1, 2])
display(I)
display(2.5I)
A = [1 2; 3 4]
println(A + I, " ", A - 2I, " ", I - A, " ", A * I, " ", 3I * A)
println(Matrix(I, 2, 3), " ", Matrix{Float64}(I, 2, 2))
D = Diagonal([1, 2, 3])
display(D)
println(D, " ", D * [1, 1, 1], " ", D * ones(3, 2), " ", det(D), " ", tr(D), " ", size(D))
println(inv(Diagonal([2.0, 4.0])), " ", Diagonal([2.0, 4.0]) \ [1.0, 1.0], " ", Diagonal([1 2; 3 4]))
display(Diagonal([1.5, 2.0]))
println(diagm([1, 2]), " ", diagm(1 => [1, 2]), " ", diagm(0 => [1, 1], -1 => [5]))
println(diag([1 2 3; 4 5 6; 7 8 9]), " ", diag([1 2 3; 4 5 6; 7 8 9], 1), " ", diag([1 2 3; 4 5 6], -1))
S = Symmetric([1.0 2.0; 3.0 4.0])
display(S)
println(S[2, 1], " ", issymmetric(S), " ", issymmetric([1 2; 2 1]), " ", issymmetric([1 2; 3 1]), " ", ishermitian([1 2im; -2im 1]))
println(Symmetric([1 2; 3 4], :L))
display(UpperTriangular([1 2; 3 4]))
display(LowerTriangular([1.0 2.0; 3.0 4.0]))
println(istriu([1 2; 0 3]), " ", istril([1 2; 0 3]), " ", isdiag([1 0; 0 3]), " ", triu([1 2; 3 4]), " ", tril([1 2; 3 4]))
println(dot([1.0, 2.0, 3.0], [4.0, 5.0, 6.0]), " ", [1, 2] ⋅ [3, 4], " ", dot([1im, 2], [1im, 1]), " ", dot(2, 3))
println(norm([3.0, 4.0]), " ", norm([3, 4]), " ", norm([1.0, -2.0, 3.0], 1), " ", norm([1.0, -5.0, 3.0], Inf), " ", norm([1.0, 2.0, 2.0], 3), " ", norm([1 2; 3 4]), " ", norm(-3), " ", norm([3.0im, 4.0]))
println(norm(fill(0.5, 40)), " ", norm(fill(2.0, 64), 1), " ", norm(Float64[]), " ", norm([0.0, 0.0]), " ", norm([1.0, 0.0, 2.0], 0))
println(normalize([3.0, 4.0]), " ", normalize([1.0, 1.0, 1.0, 1.0]), " ", normalize([2, 0]), " ", normalize([3.0, 4.0], 1))
println(cross([1, 0, 0], [0, 1, 0]), " ", cross([1.0, 2.0, 3.0], [4.0, 5.0, 6.0]), " ", [0, 0, 1] × [1, 0, 0])
println(kron([1 2; 3 4], [1 1; 0 1]), " ", kron([1, 2], [1, 10]))
y = [1.0, 2.0]
axpy!(2.0, [1.0, 1.0], y)
println(y, " ", axpy!(3, [1, 2], [10, 20]))
println(tr([1 2; 3 4]), " ", tr([1.5 0.0; 0.0 2.0]))
# condition number (svdvals), diagind (a StepRange of linear indices), nullspace
B = [1.0 2.0 3.0; 4.0 5.0 6.0; 7.0 8.0 10.0]
println(cond([1.0 0.0; 0.0 4.0]), " ", cond([2.0 0.0; 0.0 1.0], 1), " ", diagind(B), " ", B[diagind(B)], " ", diagind(B, 1))
N = nullspace([1.0 1.0; 1.0 1.0])
println(size(N), " ", norm([1.0 1.0; 1.0 1.0] * N) < 1e-12)
