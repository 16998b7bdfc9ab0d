# struct and mutable struct: construction, field access and assignment,
# default printing (fields shown with show), === and ==.
struct Point
    x::Int
    y::Int
end
p = Point(1, 2)
println(p)
println(p.x, " ", p.y)
println(typeof(p))
println("p = $p")

mutable struct Counter
    n::Int
end
c = Counter(0)
c.n += 1
c.n += 1
println(c.n)
println(c)

struct Particle
    name::String
    pos::Float64
end
println(Particle("e", 1.5))

struct Line
    a::Point
    b::Point
end
l = Line(Point(0, 0), Point(3, 4))
println(l)
println(l.b.y)

struct Pf
    x::Float64
end
println(Pf(1))

struct Byte
    b::UInt8
    f::Float32
    c::Char
end
println(Byte(5, 1.5, 'q'))

struct Wrapper
    v
end
println(Wrapper(1), " ", Wrapper("s"), " ", Wrapper(nothing))

println(p === Point(1, 2), " ", p == Point(1, 2), " ", p == Point(2, 1))
c2 = Counter(2)
println(c === c2, " ", c == c2, " ", c === c)

norm1(q::Point) = abs(q.x) + abs(q.y)
println(norm1(Point(-3, 4)))

function move!(k::Counter, by)
    k.n += by
    return k
end
move!(c, 10)
println(c.n)
println(fieldnames(Point))
