# A Ref{T} ccall argument whose T is a concrete mutable struct passes the
# object itself: Julia's unsafe_convert(Ptr{T}, b::RefValue{T}) is
# pointer_from_objref(b.x) for a mutable T (base/refvalue.jl), and a T given
# directly becomes such a RefValue (cconvert). Packages call GMP this way
# (Combinatorics' fibonaccinum, lucasnum, doublefactorial).

function fib(n)
    z = Ref{BigInt}(0)
    ccall((:__gmpz_fib_ui, :libgmp), Cvoid, (Ref{BigInt}, UInt), z, UInt(n))
    return z[]
end

function jacobi(a, b)
    ba = Ref{BigInt}(a)
    bb = Ref{BigInt}(b)
    return ccall((:__gmpz_jacobi, :libgmp), Cint, (Ref{BigInt}, Ref{BigInt}), ba, bb)
end

# a BigInt given directly for Ref{BigInt}: GMP writes into it
function lucas!(z::BigInt, n)
    ccall((:__gmpz_lucnum_ui, :libgmp), Cvoid, (Ref{BigInt}, UInt), z, UInt(n))
    return z
end

mutable struct Pair2
    a::Int64
    b::Int64
end

# memset through Ref{Pair2} clears the struct's fields
function clear!(p::Pair2)
    r = Ref(p)
    ccall(:memset, Ptr{Cvoid}, (Ref{Pair2}, Cint, Csize_t), r, 0, 16)
    return p
end

println(fib(10))
println(fib(101))
println(jacobi(1001, 9907))
z = big(7)
lucas!(z, 100)
println(z)
p = Pair2(3, 4)
clear!(p)
println((p.a, p.b))
