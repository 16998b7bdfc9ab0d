# User types: parametric struct with an inner constructor, operator/hash/isless overloads, a custom AbstractMatrix, functors, dispatch on abstract types, @kwdef mutable, convert on push!, Vararg{Int,N}; evalpoly with a coefficient vector.
struct Vec2{T<:Real}
    x::T
    y::T
    function Vec2{T}(x, y) where {T<:Real}
        (isfinite(x) && isfinite(y)) || throw(ArgumentError("non-finite component"))
        new{T}(x, y)
    end
end
Vec2(x::T, y::T) where {T<:Real} = Vec2{T}(x, y)
Vec2(x::Real, y::Real) = Vec2(promote(x, y)...)
Base.:+(a::Vec2, b::Vec2) = Vec2(a.x + b.x, a.y + b.y)
Base.:*(k::Real, a::Vec2) = Vec2(k * a.x, k * a.y)
Base.:(==)(a::Vec2, b::Vec2) = a.x == b.x && a.y == b.y
Base.hash(a::Vec2, h::UInt) = hash((a.x, a.y), h)
Base.isless(a::Vec2, b::Vec2) = (a.x, a.y) < (b.x, b.y)
Base.show(io::IO, v::Vec2) = print(io, "⟨", v.x, ", ", v.y, "⟩")
Base.zero(::Type{Vec2{T}}) where {T} = Vec2(zero(T), zero(T))
v = Vec2(1, 2.5)
println(v, " ", typeof(v), " ", 2 * v + Vec2(1, 1))
println(sort([Vec2(3, 1), Vec2(1, 2), Vec2(1, 1)]), " ", maximum([Vec2(3, 1), Vec2(1, 2)]))
d = Dict(Vec2(1.0, 1.0) => "a"); d[Vec2(1, 1.0)] = "b"; println(length(d), " ", d[Vec2(1.0, 1)])
println(Vec2(1, 2) in Set([Vec2(1, 2)]), " ", unique([Vec2(1, 2), Vec2(1, 2), Vec2(0, 0)]))
try Vec2(Inf, 1.0) catch e; println(e) end
println(sum([Vec2(1, 2), Vec2(3, 4)]), " ", zero(Vec2{Int}))

struct Grid{T} <: AbstractMatrix{T}
    data::Vector{T}
    w::Int
    h::Int
end
Base.size(g::Grid) = (g.h, g.w)
Base.getindex(g::Grid, i::Int, j::Int) = g.data[(i - 1) * g.w + j]
Base.setindex!(g::Grid, v, i::Int, j::Int) = (g.data[(i - 1) * g.w + j] = v)
g = Grid(collect(1:6), 3, 2)
println(g[2, 1], " ", size(g), " ", sum(g), " ", g[end, end], " ", collect(g))
display(g)
println(g)
g[1, 1] = 100; println(g[1, :], " ", maximum(g), " ", g .* 2)

mutable struct Counter
    count::Int
end
(c::Counter)(n = 1) = (c.count += n; c)
cnt = Counter(0); cnt(); cnt(5); println(cnt.count, " ", cnt)
struct Poly; coeffs::Vector{Int}; end
(p::Poly)(x) = evalpoly(x, p.coeffs)
println(Poly([1, 0, 2])(3), " ", map(Poly([0, 1]), 1:3))

abstract type Animal end
struct Dog <: Animal; name::String; end
struct Cat <: Animal; name::String; end
speak(a::Animal) = "$(a.name) makes a sound"
speak(d::Dog) = "$(d.name) says woof"
meet(a::Animal, b::Animal) = "$(a.name) ignores $(b.name)"
meet(a::Dog, b::Cat) = "$(a.name) chases $(b.name)"
pets = [Dog("Rex"), Cat("Tom"), Dog("Fido")]
foreach(p -> println(speak(p)), pets)
println(meet(pets[1], pets[2]), "; ", meet(pets[2], pets[1]), "; ", typeof(pets), " ", eltype(pets))
println(isa(pets[1], Animal), " ", Dog <: Animal, " ", supertype(Dog), " ", fieldnames(Dog))
Base.@kwdef mutable struct Settings
    verbose::Bool = false
    level::Int = 1
    name::String
end
st = Settings(name = "x"); st.level += 1; println(st, " ", st.level)
struct Wrapper{T}; val::T; end
Base.convert(::Type{Wrapper{T}}, x::T) where {T} = Wrapper{T}(x)
ws = Wrapper{Int}[]; push!(ws, 5); println(ws)
f(xs::Vararg{Int,N}) where {N} = N
println(f(1, 2, 3), " ", f())
sumsq(v::AbstractVector{<:Real}) = sum(x -> x^2, v)
println(sumsq([1, 2]), " ", sumsq(1:3), " ", sumsq([1.5]))
function apply_twice(f::F, x) where {F<:Function}; f(f(x)); end
println(apply_twice(x -> 3x, 2), " ", apply_twice(sqrt, 16.0))
