# Julia keeps a type that is defined again identically (the lowering of
# `struct` compares with equiv_typedef and reuses the old type); any other
# redefinition of the constant is an error (module.c: "invalid
# redefinition of constant Main.Point").
abstract type Shape end
abstract type Shape end
struct Point <: Shape
    x::Int
    y::Float64
end
p = Point(1, 2.5)
struct Point <: Shape
    x::Int
    y::Float64
end
println(p isa Point, " ", Point(3, 4.0))
struct Box{T<:Real}
    v::Vector{T}
end
struct Box{T<:Real}
    v::Vector{T}
end
println(Box([1, 2]))
mutable struct Cell
    n::Int
    Cell() = new(0)
end
mutable struct Cell
    n::Int
    Cell() = new(7)
end
println(Cell().n)
struct Point <: Shape
    x::Int
end
println("not reached")
