# show methods of user types: the 2-argument show (print, string,
# interpolation, repr, containers) against the 3-argument text/plain one
# (display, and elements of a displayed array), :compact in IOContext and
# in a displayed matrix of more than one column or a displayed Dict.
# Expected output per Julia 1.10's base/show.jl, base/arrayshow.jl
# (print_matrix_row tries the 3-argument show first and shows under
# :compact => true when the matrix has more than one column) and the
# text/plain show of AbstractDict (:compact => true, 2-argument show).
struct Point
    x::Float64
    y::Float64
end
Base.show(io::IO, p::Point) = print(io, "(", p.x, ", ", p.y, ")")
function Base.show(io::IO, ::MIME"text/plain", p::Point)
    print(io, "Point at x=", p.x, " y=", p.y)
end
p = Point(1.0, 2.5)
println(p)
print(p); println()
show(p); println()
display(p)
display([p, Point(0.0, 0.0)])
println([p, p], " ", (p, 1), " ", [p => 1], " ", Dict(:a => p))
println(string(p), " ", "p is $p", " ", repr(p), " ", sprint(show, p), " ", repr("text/plain", p), " ", summary(p))
show(stdout, "text/plain", p); println()
display(Dict(1 => p))
struct Temp
    deg::Float64
end
Base.show(io::IO, t::Temp) = get(io, :compact, false) ? print(io, round(Int, t.deg), "°") : print(io, "Temp(", t.deg, " degrees)")
t = Temp(21.7)
println(t, " ", [t], " ", (t,), " ", sprint(show, t; context=:compact => true), " ", repr(t; context=:compact => true))
show(IOContext(stdout, :compact => true), t); println()
display([t Temp(3.2)])
display([t, Temp(3.2)])
display(Dict(1 => t))
println(Dict(1 => t))
struct Plain
    a::Int
    b::String
end
pl = Plain(1, "x")
println(pl, " ", repr(pl), " ", [pl], " ", string(pl))
display(pl)
display([pl])
struct Wrap{T}
    v::T
end
println(Wrap(1), " ", Wrap("s"), " ", Wrap([1, 2]), " ", Wrap(Wrap(:a)), " ", typeof(Wrap(1.0)), " ", Wrap{Int})
display(Wrap(1))
Base.print(io::IO, w::Wrap) = print(io, "W<", w.v, ">")
println(Wrap(3), " ", string(Wrap(3)), " ", "$(Wrap(3))", " ", repr(Wrap(3)), " ", [Wrap(3)])
mutable struct Acc
    total::Int
end
println(Acc(3), " ", summary([Acc(1)]), " ", summary(Acc(1)))
display(Acc(5))
println(sprint(print, p), " ", sprint(io -> show(io, MIME"text/plain"(), [p])))
# a multi-line text/plain show: elements of a displayed array fall back to
# the 2-argument show
struct Card
    rank::Int
end
Base.show(io::IO, c::Card) = print(io, "Card ", c.rank)
Base.show(io::IO, ::MIME"text/plain", c::Card) = print(io, "Card\n  rank: ", c.rank)
display(Card(7))
display([Card(1), Card(2)])
println(Card(3), " ", [Card(4)])
