# Tridiagonal, SymTridiagonal and Bidiagonal (LinearAlgebra's tridiag.jl
# and bidiag.jl): display with ⋅ off the band, indexing, setting inside the
# band only, O(n) products, determinants and solves that agree with the
# dense matrix.
using LinearAlgebra
T = Tridiagonal([1.0, 2], [3.0, 4, 5], [6.0, 7])
display(T); println()
println(T)
S = SymTridiagonal([2.0, 2, 2], [-1.0, -1])
display(S); println()
B = Bidiagonal([1.0, 2, 3], [4.0, 5], :U)
display(B); println()
display(Bidiagonal([1, 2, 3], [4, 5], :L)); println()
b = [1.0, 2, 3]
println(T \ b ≈ Matrix(T) \ b, " ", S \ b ≈ Matrix(S) \ b, " ", B \ b, " ", Bidiagonal([2.0, 4], [1.0], :L) \ [2.0, 9])
println(T * b, " ", S * b, " ", B * [1 0; 0 1; 1 1])
println(det(T), " ", det(S), " ", det(B), " ", tr(T), " ", size(S), " ", T[1, 3], " ", S[2, 1], " ", B[2, 1])
println(eigvals(S) ≈ [2 - sqrt(2), 2, 2 + sqrt(2)], " ", issymmetric(S), " ", issymmetric(T), " ", istriu(B))
println(diag(T, -1), " ", diag(S, 1), " ", diag(B, 1), " ", Tridiagonal([1 2 3; 4 5 6; 7 8 9]))
# The second-difference matrix: -u'' = 1 on 5 points.
n = 5
A = Tridiagonal(fill(-1.0, n - 1), fill(2.0, n), fill(-1.0, n - 1))
u = A \ ones(n)
println(A * u ≈ ones(n), " ", u ≈ [2.5, 4, 4.5, 4, 2.5], " ", SymTridiagonal(fill(2.0, n), fill(-1.0, n - 1)) \ ones(n) ≈ u)
# Row interchanges: a zero leading pivot.
P = Tridiagonal([1.0, 1], [0.0, 1, 1], [2.0, 3])
println(P \ [2.0, 5, 2] ≈ Matrix(P) \ [2.0, 5, 2], " ", P \ [4.0, 4, 2])
T[1, 2] = 10.0
println(T[1, 2], " ", T.du)
T[1, 3] = 0.0
for f in (() -> T[1, 3] = 1.0,
          () -> Tridiagonal([1.0], [1.0, 2, 3], [1.0, 2]),
          () -> SymTridiagonal([1.0, 2, 3], [1.0]),
          () -> Bidiagonal([1.0, 2], [1.0], :X),
          () -> Tridiagonal([1.0, 1], [0.0, 0, 1], [0.0, 1]) \ [1.0, 1, 1],
          () -> T \ [1.0, 2])
    try
        f()
    catch e
        println(typeof(e), ": ", sprint(showerror, e))
    end
end
