# UnitUpperTriangular / UnitLowerTriangular (Julia 1.10 stdlib/LinearAlgebra
# triangular.jl): ones on the diagonal whatever the wrapped matrix holds,
# zeros shown as ⋅ (replace_in_print_matrix), solves through LAPACK trtrs
# with the unit diagonal, det 1, inverses unit triangular.
using LinearAlgebra
A = [2.0 3.0 4.0; 5.0 6.0 7.0; 8.0 9.0 10.0]
U = UnitUpperTriangular(A)
L = UnitLowerTriangular(A)
display(U)
println()
display(L)
println()
println(U, " ", L)
println(typeof(U), " ", size(L), " ", U[1, 1], " ", U[2, 1], " ", U[1, 3], " ", L[3, 1], " ", L[1, 3])
b = [1.0, 2.0, 3.0]
x = U \ b
println(x, " ", U * x ≈ b)
y = L \ b
println(y, " ", L * y ≈ b)
println(det(U), " ", det(L), " ", inv(U), " ", inv(L) * L ≈ Matrix(1.0I, 3, 3))
println(istriu(U), " ", istril(L), " ", Matrix(U))
