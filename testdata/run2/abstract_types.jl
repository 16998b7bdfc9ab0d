# Abstract types, subtyping, dispatch on abstract types, Vector{Abstract}.
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Rect <: Shape
    w::Float64
    h::Float64
end
struct Square <: Shape
    s::Float64
end
area(c::Circle) = pi * c.r * c.r
area(r::Rect) = r.w * r.h
area(s::Square) = s.s^2
describe(s::Shape) = "a shape with area $(area(s))"
describe(c::Circle) = "a circle with area $(area(c))"
shapes = Shape[Circle(1.0), Rect(2.0, 3.0), Square(1.5)]
for s in shapes
    println(describe(s))
end
println(sum(area, shapes))
println(shapes)
println(Circle(1.0) isa Shape, " ", Shape <: Any, " ", Circle <: Shape, " ", Rect <: Circle)
println(supertype(Circle))
println(isabstracttype(Shape), " ", isconcretetype(Circle))

abstract type Animal end
abstract type Mammal <: Animal end
struct Dog <: Mammal end
struct Cat <: Mammal end
struct Fish <: Animal end
speak(::Animal) = "..."
speak(::Mammal) = "mammal sound"
speak(::Dog) = "woof"
println(speak(Dog()), " ", speak(Cat()), " ", speak(Fish()))
println(Dog())
println(Dog <: Animal, " ", Fish <: Mammal)
u(x::Union{Int,String}) = "int or string"
u(x) = "other"
println(u(1), ", ", u("s"), ", ", u(1.0))
maybe(x::Union{Nothing,Int}) = x === nothing ? "none" : "some $x"
println(maybe(nothing), " ", maybe(3))
