# LinearAlgebra.BLAS called directly, as numeric packages do (Julia 1.10
# stdlib/LinearAlgebra/src/blas.jl: dot, nrm2, asum, scal!, axpy!, gemv!,
# gemm! and the shape/trans checks with their messages).
using LinearAlgebra
A = [1.0 2.0; 3.0 4.0; 5.0 6.0]
B = [1.0 0.0 2.0; 0.0 1.0 3.0]
C = zeros(3, 3)
BLAS.gemm!('N', 'N', 1.0, A, B, 0.0, C)
println(C == A * B)
println(BLAS.gemm('T', 'T', A, B) == A' * B')
x = [1.0, 2.0]; y = ones(3)
BLAS.gemv!('N', 2.0, A, x, 1.0, y)
println(y)
println(BLAS.gemv('T', A, [1.0, 1.0, 1.0]))
println(BLAS.dot([1.0, 2.0], [3.0, 4.0]), " ", BLAS.nrm2([3.0, 4.0]), " ", BLAS.asum([-1.0, 2.0]))
println(BLAS.scal!(2.0, [1.0, 2.0]))
println(BLAS.axpy!(2.0, [1.0, 2.0], [1.0, 1.0]))
println(BLAS.dot(Float32[1, 2], Float32[3, 4]))
Z = zeros(ComplexF64, 2, 2)
println(BLAS.gemm!('C', 'N', 1.0+0im, ComplexF64[1 im; 0 1], ComplexF64[1 0; 0 1], 0.0+0im, Z))
for f in (() -> BLAS.gemm!('N', 'N', 1.0, A, A, 0.0, C), () -> BLAS.gemv!('X', 1.0, A, x, 0.0, y),
          () -> BLAS.dot([1.0], [1.0, 2.0]), () -> BLAS.gemv!('T', 1.0, A, x, 0.0, y))
    try
        f()
    catch e
        showerror(stdout, e); println()
    end
end
println(BLAS.gemm('N', 'N', zeros(2, 0), zeros(0, 2)))
