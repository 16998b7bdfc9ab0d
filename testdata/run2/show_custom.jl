# show vs print, repr, and user Base.show methods used by print/println,
# string interpolation and string().
struct Point
    x::Int
    y::Int
end
Base.show(io::IO, p::Point) = print(io, "<", p.x, ", ", p.y, ">")
p = Point(1, 2)
println(p)
print(p, "\n")
println("p is $p")
println(string(p))
println(repr(p))
println([p, Point(3, 4)])
struct Plain
    a::Int
end
println(Plain(3))
println(repr(Plain(3)))
println(repr("s"), " ", repr(1.0f0), " ", repr(0x0f), " ", repr('x'), " ", repr(nothing), " ", repr(2))
show(1.0f0); println()
show("quoted\n"); println()
show(0xff); println()
show(UInt16(5)); println()
show('c'); println()
show([1, 2]); println()
show(Int32(5)); println()
show(-0.0); println()
show(1e6); println()
show(Float32(1e10)); println()
show(true); println()
show(nothing); println()
show(:sym); println()
show(1.5 + 0.5im); println()
print(:sym, " ", Float32(2.5), " ", 0x0f, "\n")
io = IOBuffer()
print(io, "buffered ", 42)
println(String(take!(io)))
println(stdout, "to stdout")
print(stdout, p, '\n')
