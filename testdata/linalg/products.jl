# Matrix products, Adjoint/Transpose and mul! (Julia 1.10 stdlib/LinearAlgebra
# matmul.jl: Float32/Float64/ComplexF64 go to BLAS gemm/gemv with the
# adjoint/transpose flags, 2x2 and 3x3 products are written out, other
# element types use the generic loops). Every value below is exact in
# binary floating point, so the result does not depend on summation order;
# the expected values were computed with numpy.
using LinearAlgebra
A = [1.0 2.0 3.0; 4.0 5.0 6.0]
B = [1.0 0.5; -1.0 2.0; 0.25 4.0]
println(A * B)
println(A' * A)
println(A * A')
println(transpose(A) * [1.0, 1.0])
println(typeof(A'), " ", size(A'), " ", A'[3, 2])
println(typeof(transpose(A)))
x = [1.0, 2.0, 3.0]
println(A * x, " ", x' * x, " ", x' * B)
println(x * [1.0, 2.0]')
P = reshape(collect(1.0:16.0), 4, 4)
println(P'P)
println(P' * P == transpose(P) * P, " ", (P')' === P)
M = [1 2; 3 4]
println(M * M, " ", M' * M, " ", typeof(M * [1, 1]))
F = Float32[1 2 3 4; 5 6 7 8; 0 1 0 1; 2 0 2 0]
println(F * F)
println(typeof(F * F))
Z = [1.0+2.0im 3.0; 4.0 5.0im]
println(Z' * Z)
println(Z * [1.0im, 1.0])
C = zeros(2, 2)
mul!(C, A, B)
println(C)
y = zeros(2)
mul!(y, A, x)
println(y)
# mixed element types promote (Int * Float64 is a Float64 product)
println([1 2; 3 4] * [0.5, 0.25])
# larger than 3x3: BLAS dgemm on an adjoint operand, exact integers
N = [Float64(i + 2j) for i in 1:5, j in 1:4]
println(N' * N)
