# User-defined iterators, AbstractVector/AbstractMatrix subtypes (with
# IndexStyle), numbers with promotion, @enum, show/==/hash overloads,
# dispatch on parametric types, defaults and keywords: Julia 1.10 output.
struct Fib
    n::Int
end
Base.iterate(f::Fib, s=(0, 1, 0)) = s[3] >= f.n ? nothing : (s[1], (s[2], s[1] + s[2], s[3] + 1))
Base.length(f::Fib) = f.n
println(collect(Fib(8)), " ", sum(Fib(10)))
struct Squares <: AbstractVector{Int}
    n::Int
end
Base.size(s::Squares) = (s.n,)
Base.getindex(s::Squares, i::Int) = i^2
sq = Squares(5)
println(sq, " ", sum(sq), " ", sq[2:3], " ", sq .+ 1, " ", maximum(sq), " ", reverse(sq))
struct Grid <: AbstractMatrix{Float64}
    m::Int
    n::Int
end
Base.size(g::Grid) = (g.m, g.n)
Base.getindex(g::Grid, i::Int, j::Int) = 10.0i + j
Base.IndexStyle(::Type{Grid}) = IndexCartesian()
g = Grid(2, 3)
println(g, " ", g[2, 3], " ", sum(g), " ", g[:, 2], " ", size(g .* 2))
struct Money
    cents::Int
end
Base.:+(a::Money, b::Money) = Money(a.cents + b.cents)
Base.show(io::IO, m::Money) = print(io, "\$", m.cents ÷ 100, ".", lpad(m.cents % 100, 2, '0'))
Base.zero(::Type{Money}) = Money(0)
println(sum([Money(150), Money(275)]), " ", [Money(5)])
struct Meters <: Number
    v::Float64
end
Base.:+(a::Meters, b::Meters) = Meters(a.v + b.v)
Base.:*(a::Real, b::Meters) = Meters(a * b.v)
Base.convert(::Type{Meters}, x::Real) = Meters(x)
Base.promote_rule(::Type{Meters}, ::Type{<:Real}) = Meters
println(2 * Meters(1.5), " ", Meters(1.0) + Meters(2.0))
@enum Color red green blue
println(red, " ", Int(blue), " ", instances(Color), " ", Color(1))
for c in instances(Color)
    print(c, ";")
end
println()
mutable struct Node
    val::Int
    next::Union{Node,Nothing}
end
function listlen(n)
    k = 0
    while n !== nothing
        k += 1
        n = n.next
    end
    k
end
println(listlen(Node(1, Node(2, Node(3, nothing)))))
abstract type Animal end
struct Dog <: Animal; name::String; end
struct Cat <: Animal; name::String; end
speak(a::Animal) = "$(a.name) makes a sound"
speak(d::Dog) = "$(d.name) barks"
println(map(speak, Animal[Dog("Rex"), Cat("Tom")]))
Base.:(==)(a::Dog, b::Dog) = lowercase(a.name) == lowercase(b.name)
Base.hash(d::Dog, h::UInt) = hash(lowercase(d.name), h)
println(Dog("rex") == Dog("REX"), " ", length(Set([Dog("a"), Dog("A")])))
f(x::Vector{T}) where {T<:Integer} = "ints of $T"
f(x::Vector{T}) where {T<:AbstractFloat} = "floats of $T"
println(f([1, 2]), " ", f([1.0]), " ", f(Int8[1]))
g2(x, y::Int=2; z=3) = x + y + z
println(g2(1), " ", g2(1, 5), " ", g2(1; z=10))
h(args...; kw...) = (length(args), length(kw))
println(h(1, 2; a=1, b=2, c=3))
println(typeof(Fib), " ", supertype(Dog), " ", Dog <: Animal, " ", isabstracttype(Animal), " ", fieldnames(Node))
