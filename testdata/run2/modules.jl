# module ... end, export/using/import, extending Base functions.
module Geometry
export area, Sq
struct Sq
    s::Float64
end
area(q::Sq) = q.s^2
perimeter(q::Sq) = 4 * q.s
end

using .Geometry
println(area(Sq(3.0)))
println(Geometry.perimeter(Sq(3.0)))
import .Geometry: perimeter
println(perimeter(Sq(1.5)))

module Counters
const state = Ref(0)
next!() = (state[] += 1)
end
Counters.next!()
println(Counters.next!())

struct Meters
    v::Float64
end
Base.:+(a::Meters, b::Meters) = Meters(a.v + b.v)
Base.show(io::IO, m::Meters) = print(io, m.v, " m")
println(Meters(1.5) + Meters(2.0))
println("dist: $(Meters(4.0))")
Base.isless(a::Meters, b::Meters) = a.v < b.v
println(max(Meters(1.0), Meters(3.0)))
println(sort([Meters(2.0), Meters(1.0)])[1])
