# cholesky of a symmetric matrix that is not positive definite: dpotrf info = 2,
# Julia 1.10 throws PosDefException(2), shown as below (LinearAlgebra exceptions.jl).
using LinearAlgebra
cholesky([1.0 2.0; 2.0 1.0])
