# The matrix exponential (LinearAlgebra's exp(::AbstractMatrix)): Padé
# approximants with scaling and squaring, balancing for Float64, symmetric
# matrices through their eigendecomposition. Exact cases print exactly;
# the others are checked against closed forms and printed rounded.
using LinearAlgebra
println(exp([0.0 1; 0 0]), " ", exp(zeros(2, 2)), " ", exp([0 0; 0 0]))
# Upper triangular [a b; 0 c]: exp = [e^a  b(e^c - e^a)/(c - a); 0  e^c].
E = exp([1 2; 0 3])
println(typeof(E), " ", E ≈ [ℯ 2 * (ℯ^3 - ℯ) / 2; 0 ℯ^3])
# A rotation generator: exp([0 -θ; θ 0]) = [cos θ  -sin θ; sin θ  cos θ].
θ = 0.7
R = exp([0.0 -θ; θ 0.0])
println(R ≈ [cos(θ) -sin(θ); sin(θ) cos(θ)], " ", round.(R; digits=12))
# Symmetric: eigenvalues 1 and 3 with vectors (1, -1)/√2 and (1, 1)/√2.
S = exp([2.0 1; 1 2])
println(S ≈ [(ℯ^3 + ℯ) / 2 (ℯ^3 - ℯ) / 2; (ℯ^3 - ℯ) / 2 (ℯ^3 + ℯ) / 2], " ", issymmetric(S))
# A large norm (scaling and squaring): exp(A) * exp(-A) = I, det(exp(A)) = e^tr(A).
A = [10.0 -3; 4 1]
println(exp(A) * exp(-A) ≈ I, " ", isapprox(det(exp(A)), exp(tr(A)); rtol=1e-10))
println(round.(exp([1.0 2; 3 4]); digits=8))
println(exp(Diagonal([1.0, 2.0])) == Diagonal(exp.([1.0, 2.0])))
# Float32 stays Float32; a non-square matrix is an error.
println(eltype(exp(Float32[1 2; 3 4])), " ", exp(Float32[0 1; 0 0]))
try
    exp(ones(2, 3))
catch e
    println(sprint(showerror, e))
end
