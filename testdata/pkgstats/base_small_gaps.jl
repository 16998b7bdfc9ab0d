# Base gaps found by Statistics' test suite, each as Julia 1.10:
# A[] of a one-element array (abstractarray.jl: _getindex(::IndexLinear, A) after
# checkbounds(A)); isapprox of integers is == without a tolerance (floatfuncs.jl);
# real/imag/conj of missing (missing.jl); setindex! of a transposed/adjoint vector
# (adjtrans.jl); convert(AbstractMatrix{T}, A) copies with the new element type.
x = [1.5]
println(x[])
x[] = 2.5
println(x)
println(fill(7, 1, 1)[])
try
    [1, 2][]
catch e
    println(e)
end
println(Int8(-68) ≈ Int8(60), " ", 3 ≈ 3, " ", isapprox(3, 4, atol=1), " ", isapprox(typemin(Int), typemax(Int)))
println(real(missing), " ", imag(missing), " ", conj(missing))
t = transpose([1.0, 2.0, 3.0])
t[1, 2] = 5.0
t[3] = 6.0
println(t, " ", parent(t))
a = adjoint([1.0im, 2.0im])
a[1, 1] = 3.0im
println(parent(a))
m = convert(AbstractMatrix{Float64}, [1 2; 3 4])
println(m, " ", typeof(m))
v = [1.0, 2.0]
println(convert(AbstractArray{Float64}, v) === v)
