# eigmax/eigmin (Julia's stdlib/LinearAlgebra/src/eigen.jl): the extreme
# eigenvalue of a matrix with real eigenvalues; a DomainError otherwise.
using LinearAlgebra
A = [2.0 1.0; 1.0 2.0]
println(eigmax(A), " ", eigmin(A))
println(eigmax(Symmetric([1.0 0.0; 0.0 3.0])), " ", eigmin(Diagonal([4.0, -1.0, 2.0])))
println(eigmax(3.0), " ", eigmin([5 0; 0 7]))
try
    eigmax([0.0 -1.0; 1.0 0.0])
catch e
    println(typeof(e))
    showerror(stdout, e)
    println()
end
