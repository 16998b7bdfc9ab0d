# cov and cor of matrices that are not Arrays (a sparse matrix, an adjoint) give the
# dense results (JuliaStats/Statistics.jl: covm(x, xmean, vardim) = covzm(x .- xmean, vardim),
# corzm through cov2cor!; Statistics 1.10's sparse cov computes X'X - n*x̄*x̄', equal up to rounding).
using Statistics, SparseArrays
X = [1.0 0.0 2.0; 0.0 3.0 0.0; 4.0 0.0 5.0; 0.0 1.0 1.0]
S = sparse(X)
println(cov(S) ≈ cov(X), " ", cov(S, dims=2) ≈ cov(X, dims=2), " ", cov(S, corrected=false) ≈ cov(X, corrected=false))
println(cor(S) ≈ cor(X), " ", size(cov(S)))
A = [1.0 2.0; 3.0 5.0; 4.0 4.0]
println(cov(A') == cov(Matrix(A')), " ", cov(A', dims=2) == cov(A, dims=1))
println(cov(A))
