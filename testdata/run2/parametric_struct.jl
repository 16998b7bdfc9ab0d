# Parametric structs: inferred and explicit parameters, methods on them,
# printing of their types.
struct Vec2{T}
    x::T
    y::T
end
v = Vec2(4, 6)
println(v)
println(typeof(v))
w = Vec2(1.5, 2.0)
println(w)
println(Vec2{Float64}(1, 2))
add(a::Vec2{T}, b::Vec2{T}) where {T} = Vec2{T}(a.x + b.x, a.y + b.y)
println(add(v, Vec2(1, 1)))
Base.:+(a::Vec2, b::Vec2) = Vec2(a.x + b.x, a.y + b.y)
println(v + v)
println(Vec2(1, 2) + Vec2(0.5, 0.5))
eltype_of(::Vec2{T}) where {T} = T
println(eltype_of(w))
println(v isa Vec2, " ", v isa Vec2{Int64}, " ", v isa Vec2{Float64}, " ", v isa Vec2{<:Integer})
struct Pair2{A,B}
    a::A
    b::B
end
println(Pair2(1, "x"))
println(typeof(Pair2(1.0, 'c')))
dot2(a::Vec2{<:Real}, b::Vec2{<:Real}) = a.x * b.x + a.y * b.y
println(dot2(Vec2(1, 2), Vec2(3.0, 4.0)))
