# Keyword argument types that name `where` parameters (Julia 1.10): a
# parameter bound by a positional argument is checked when the keyword is
# given; one that only the keywords determine (`g(; x::T) where T`) is
# bound when the body method is called.
f(x::AbstractVector{T}; init::T=zero(T)) where {T} = sum(x; init=init)
println(f([1, 2]), " ", f([1.0]; init=2.0))
try
    f([1, 2]; init=1.5)
catch e
    println(typeof(e), ": ", sprint(showerror, e))
end
g(; x::T) where {T} = T
println(g(x=1), " ", g(x="s"), " ", g(x=[1.0]))
h(a::T; b::Vector{T}=T[]) where {T<:Real} = (a, b)
println(h(1), " ", h(2.0; b=[1.0]))
k(; lo::T, hi::T) where {T<:Number} = (T, hi - lo)
println(k(lo=1, hi=5), " ", k(lo=0.5, hi=2.0))
