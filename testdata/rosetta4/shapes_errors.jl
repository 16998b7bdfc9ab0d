# Abstract types and dispatch, display of arrays/matrices, @enum, @kwdef, @show, exceptions and showerror, custom iterate.
abstract type Shape end
struct Circle <: Shape; r::Float64; end
struct Rect <: Shape; w::Float64; h::Float64; end
area(c::Circle) = π * c.r^2
area(r::Rect) = r.w * r.h
shapes = Shape[Circle(1.0), Rect(2, 3), Circle(0.5)]
println(shapes)
println(round.(area.(shapes), digits=3))
display(shapes)
M = [1 2 3; 40 5 -6]
display(M)
display([1.5, -2.25, 3.0])
display(Dict("b" => Int[]))
display((1, "x"))
display(1:5)
display([1 2; 3 4] .// 3)
@enum Color red green blue
println(Color, " ", red, " ", Int(blue), " ", instances(Color))
c = green
println(c == green, " ", string(c), " ", Color(0))
Base.@kwdef struct Config
    n::Int = 10
    name::String = "default"
    eps::Float64 = 1e-6
end
cfg = Config(name = "run1")
println(cfg)
@show cfg.n
x = 5
@show x x^2
struct MyErr <: Exception; msg::String; end
Base.showerror(io::IO, e::MyErr) = print(io, "MyErr: ", e.msg)
try
    throw(MyErr("boom"))
catch e
    println(sprint(showerror, e))
end
try
    error("custom failure ", 42)
catch e
    println(e)
    println(e.msg)
end
try
    [1, 2][3]
catch e
    println(typeof(e), ": ", sprint(showerror, e))
end
try
    Dict(1=>2)[5]
catch e
    println(sprint(showerror, e))
end
try
    sqrt(-1.0)
catch e
    println(sprint(showerror, e))
end
try
    parse(Int, "abc")
catch e
    println(sprint(showerror, e))
end
try
    @assert 1 + 1 == 3 "math is broken"
catch e
    println(sprint(showerror, e))
end
r = try
    div(1, 0)
catch e
    e
finally
    println("finally ran")
end
println(r)
struct Point{T<:Real}
    x::T
    y::T
end
Base.:+(a::Point, b::Point) = Point(a.x + b.x, a.y + b.y)
Base.show(io::IO, p::Point) = print(io, "(", p.x, ", ", p.y, ")")
p = Point(1, 2) + Point(3, 4)
println(p, " ", typeof(p), " ", Point(1.5, 2.0))
println([Point(1, 1), Point(2, 2)])
println(sum([Point(1, 1), Point(2, 2), Point(3, 3)]))
struct Countdown; n::Int; end
Base.iterate(c::Countdown, s = c.n) = s < 1 ? nothing : (s, s - 1)
Base.length(c::Countdown) = c.n
println(collect(Countdown(4)), " ", sum(Countdown(10)))
for i in Countdown(3); print(i, " "); end; println()
println("interp: $(1 + 2) and $(uppercase("x")) and $p")
println("tab\tsep", ' ', "q\"uote", " \$dollar")
println(raw"C:\path\n")
println("""
    indented
      more
    done""")
