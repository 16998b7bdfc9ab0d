# Solving with a singular matrix: LU (dgetrf) reports info = 2 and Julia 1.10
# throws SingularException(2) (lu.jl checknonsingular).
A = [1.0 2.0; 2.0 4.0]
println("before")
x = A \ [1.0, 2.0]
println(x)
