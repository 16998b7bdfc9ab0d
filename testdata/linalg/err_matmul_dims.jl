# A BLAS product of mismatched shapes: Julia 1.10 matmul.jl gemm_wrapper!
# throws DimensionMismatch("A has dimensions (2,2) but B has dimensions (3,1)").
A = [1.0 2.0; 3.0 4.0]
B = reshape([1.0, 2.0, 3.0], 3, 1)
println(A * B)
