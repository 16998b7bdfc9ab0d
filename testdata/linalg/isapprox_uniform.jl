# isapprox against UniformScaling (LinearAlgebra's uniformscaling.jl):
# ‖A - λI‖ <= max(atol, rtol * max(‖A‖, ‖λI‖)), with ‖λI‖ = |λ|·√n for
# the default (Frobenius) norm and |λ| for opnorm.
using LinearAlgebra
A = [4.0 1.0; 2.0 3.0]
println(isapprox(inv(A) * A, I), " ", inv(A) * A ≈ I, " ", I ≈ inv(A) * A)
println(A ≈ I, " ", [1.0 0.0; 0.0 1.0 + 1e-12] ≈ I, " ", [1.0 0.0; 0.0 1.1] ≈ I)
println(isapprox([1.0 0.0; 0.0 1.1], I; atol=0.2), " ", isapprox([1.0 0.0; 0.0 1.1], I; rtol=0.05))
println(isapprox(2.0 * Matrix(1.0I, 3, 3), 2I), " ", isapprox([2.0 0; 0 2], 2.0I; norm=opnorm))
println(isapprox(I, 1.0I), " ", 2I ≈ 3I)
try
    isapprox(ones(2, 3), I)
catch e
    println(typeof(e), ": ", sprint(showerror, e))
end
