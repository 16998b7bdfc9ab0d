# mul! through BLAS allocates nothing (Julia 1.10: `@allocated mul!(C, A, B)`
# is 0 for Float64 matrices): the Fortran arguments passed by reference
# (dgemm's transA, m, n, k, alpha, lda, ...) are plain values declared
# Ref{T} in the ccall, passed as pointers to copies in the caller's frame as
# Julia's ccall passes them, not boxed.
using LinearAlgebra
A = [1.0 2.0 3.0; 4.0 5.0 6.0; 7.0 8.0 10.0; 1.0 1.0 1.0]
B = [1.0 0.0; 0.0 1.0; 2.0 3.0]
C = zeros(4, 2)
mul!(C, A, B)
println(@allocated mul!(C, A, B))
x = [1.0, 2.0, 3.0]; y = zeros(4)
mul!(y, A, x)
println(@allocated mul!(y, A, x))
println(C)
println(y)
S = A' * A
println(S == S', " ", S[1, 2], " ", S[3, 3])

# A plain value for a Ref{T} argument is passed by reference to a copy:
# frexp(8.0) = 0.5 * 2^4, the exponent written where the copy is.
println(ccall(:frexp, Float64, (Float64, Ref{Int32}), 8.0, Int32(0)))
# A Ref object is passed as itself, so the caller sees what C wrote.
function frexp_exponent(v)
    e = Ref{Int32}(0)
    m = ccall(:frexp, Float64, (Float64, Ref{Int32}), v, e)
    return m, e[]
end
println(frexp_exponent(8.0))
println(frexp_exponent(0.375))
