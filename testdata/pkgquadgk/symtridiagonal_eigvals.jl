# SymTridiagonal as QuadGK's Gauss–Kronrod code uses it: the smallest
# eigenvalues by index range (eigvals(S, 1:k), LAPACK's stegr) and by
# interval, conversions between element and vector types, and the
# SymTridiagonal(A) of a matrix that is not symmetric tridiagonal.
using LinearAlgebra

r(x) = round.(x; digits = 6) .+ 0.0

S = SymTridiagonal([2.0, 2.0, 2.0], [1.0, 1.0])   # 2 - √2, 2, 2 + √2
println(r(eigvals(S, 1:2)))
println(r(eigvals(S, 2:3)))
println(r(eigvals(S, 1.0, 5.0)))
println(r(eigvals(S, 1:3)) == r(eigvals(S)))
println(r(eigvals(SymTridiagonal([0, 0, 0, 0], [1, 2, 3]), 1:1)))   # Int: in Float64
λ = eigvals(SymTridiagonal(Float32[1, 1], Float32[1]), 1:2)
println(eltype(λ), " ", r(λ))
println(length(eigvals(S, 10.0, 20.0)))

T = SymTridiagonal([1, 2, 3], [4, 5])
println(SymTridiagonal{Float64}(T))
println(typeof(SymTridiagonal{Float64}(T)))
println(typeof(SymTridiagonal{Int8, Vector{Int8}}(T)))
println(SymTridiagonal{Int}(T) === T, " ", SymTridiagonal(T) === T)
println(typeof(SymTridiagonal{Float32}([1, 2], [3])))

for A in ([1 2 3; 2 4 5; 3 5 6], [1 2; 3 4], [1 2 3 4; 5 6 7 8; 9 10 11 12], Tridiagonal([1, 2], [3, 4, 5], [6, 7]))
    try
        println(SymTridiagonal(A))
    catch e
        println(sprint(showerror, e))
    end
end
