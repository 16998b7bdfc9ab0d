function f(x::Int, y)
    x + y
end
f(x) = 2x
sq(x::T) where {T<:Real} = x * x
function g2(a, b::Vector{T}) where T <: Number
    return a
end
h(x, y=1, z=y+1) = x + y + z
va(a, xs...) = (a, xs)
vt(xs::Int...) = length(xs)
function ret(x)::Float64
    if x > 0
        return x
    end
    0
end
Base.show(io::IO, x::Foo) = print(io, "Foo")
Base.:+(a::Foo, b::Foo) = a
(p::Foo)(x) = p.v + x
function nothing_fn end
nospec(@nospecialize(x)) = x
splat(xs) = f(xs...)
