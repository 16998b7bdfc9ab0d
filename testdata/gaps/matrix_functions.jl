# Matrix square root, logarithm and non-integer powers with LinearAlgebra
# (Julia 1.10 dense.jl and symmetric.jl): symmetric matrices through their
# eigendecomposition (semidefinite: real and Symmetric; a negative
# eigenvalue: complex), others through the complex Schur form; a real
# matrix without eigenvalues on the closed negative real axis gives a real
# result. Checked by the defining identities (R*R == A, exp(log A) == A)
# and values cross-checked by hand (2x2 closed forms).
using LinearAlgebra
A = [4.0 1.0; 1.0 3.0]
S = sqrt(A)
println(typeof(S), " ", round.(S; digits=8))
println(maximum(abs, S * S - A) < 1e-13)
SS = sqrt(Symmetric(A))
println(typeof(SS), " ", maximum(abs, SS - S) < 1e-14)
B = [1.0 2.0 0.0; 0.0 3.0 1.0; 1.0 0.0 2.0]
R = sqrt(B)
println(typeof(R), " ", maximum(abs, R * R - B) < 1e-12)
println(round.(R; digits=6))
L = log(B)
println(typeof(L), " ", maximum(abs, exp(L) - B) < 1e-12)
println(round.(L; digits=6))
println(maximum(abs, B^0.5 - R) < 1e-12, " ", maximum(abs, B^1.5 - B * R) < 1e-11)
C = [-1.0 0.0; 0.0 4.0]
println(round.(sqrt(C); digits=8))
N = [0.0 1.0; -1.0 0.0]
println(round.(sqrt(N); digits=8))
println(round.(log(Symmetric(A)); digits=8))
println(sqrt(Symmetric([2.0 0.0; 0.0 -2.0])) isa Matrix{ComplexF64})
J = [2.0 1.0; 0.0 2.0]
println(round.(sqrt(J); digits=8), " ", round.(log(J); digits=8))
println(A^2.0 == A^2, " ", round.(A^0.5; digits=8) == round.(S; digits=8))
Z = [1.0+1.0im 2.0; 0.0 3.0-1.0im]
RZ = sqrt(Z)
println(typeof(RZ), " ", maximum(abs, RZ * RZ - Z) < 1e-13)
