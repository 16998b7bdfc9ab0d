# OpenBLAS is opened on the first call of one of its routines (runtime/
# blaslazy.S): a program without linear algebra never loads it, and so
# never starts its threads.
using LinearAlgebra
loaded() = occursin("libopenblas", read("/proc/self/maps", String))
println(loaded())
A = [4.0 1.0; 1.0 3.0]
println(loaded())
println(BLAS.get_num_threads() >= 1)
println(loaded())
println(det(A))          # LAPACK's dgetrf
println(A \ [1.0, 2.0])
B = rand(50, 50)
println(B * inv(B) ≈ Matrix(1.0I, 50, 50))
