# A method added by a program (a `rem` for a parametric type) invalidates
# compiled code of the system image that relied on the dispatch of `rem`;
# code of the image that calls it must then be compiled again, not
# installed with the stale callee.
abstract type FP{T<:Integer,f} <: Real end
struct N{T<:Unsigned,f} <: FP{T,f}
    i::T
end
Base.rem(x::Integer, ::Type{X}) where {T, X<:N{T}} = X(rem(x, T))
println(VERSION >= v"1.1")
println(UInt32(5), " ", Int8(-3), " ", rem(300, UInt8))
println(300 % N{UInt8,8})
x = 'a'
println(ncodeunits(x), " ", string(x, 'b'))
