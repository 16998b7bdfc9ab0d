# A call on an abstractly typed value whose methods each apply to one
# concrete type (area(::Circle), area(::Square) for a Vector{Shape}) is
# split on the element's type, with a run-time dispatch for any other
# value: a subtype without a method still raises the MethodError, a method
# added later is called, and a redefinition replaces the split's target.
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Square <: Shape
    a::Float64
end
area(c::Circle) = 3.0 * c.r * c.r
area(s::Square) = s.a * s.a
function total(shapes)
    s = 0.0
    for sh in shapes
        s += area(sh)
    end
    return s
end
v = Shape[Circle(1.0), Square(2.0), Circle(0.5)]
println(total(v))

struct Tri <: Shape
    b::Float64
end
w = Shape[Circle(1.0), Tri(2.0)]
try
    total(w)
catch e
    println(typeof(e), ": ", e.f, " ", typeof(e.args[1]))
end
area(t::Tri) = t.b / 2
println(total(w))
area(c::Circle) = 1.0
println(total(v))

# Results of different types join: the split keeps each case's own result.
perimeter(c::Circle) = 6 * c.r
perimeter(s::Square) = 4 * s.a
perimeter(t::Tri) = 3
println([perimeter(x) for x in Shape[Circle(1.0), Tri(1.0), Square(0.5)]])
