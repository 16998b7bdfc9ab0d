# A method signature's type expressions are evaluated when the method is
# defined, calls included (Julia lowers a signature to code that runs at
# definition time, julia-syntax.scm's method-def-expr): Primes.jl writes
#   Base.show(io::IO, ::MIME{Symbol("text/plain")}, f::Factorization)
struct Fz
    n::Int
end
Base.show(io::IO, ::MIME{Symbol("text/plain")}, f::Fz) = print(io, "Fz of ", f.n)

show(stdout, MIME("text/plain"), Fz(3)); println()
display(Fz(4))
println(repr("text/plain", Fz(5)))
println(sprint(show, Fz(6)))           # the two-argument show is not changed

twice(x) = 2x
kind(::Val{twice(21)}) = "forty-two"
kind(::Val{Symbol(:a, :b)}) = "ab"
kind(::Val) = "other"
println(kind(Val(42)), " ", kind(Val(:ab)), " ", kind(Val(41)))

# a parametric signature whose call does not name the static parameter
g(x::T, ::Val{length("abc")}) where {T} = (T, 3)
println(g(1.5, Val(3)))
println(length(methods(kind)))
