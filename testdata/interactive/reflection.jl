# InteractiveUtils as Julia 1.10's stdlib/InteractiveUtils has it:
# subtypes (direct subtypes named in loaded modules, sorted by their printed
# names, a Vector{Any}), supertypes (a tuple up to Any), @which and
# @functionloc from a call's argument types (Base.typesof: Type{T} for a
# type argument), Base.return_types. File paths are left out of the output:
# Julia prints the absolute path of the script, Kiln the path it was given.
using InteractiveUtils

abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Square <: Shape
    s::Float64
end
abstract type Polygon <: Shape end
struct Tri{T} <: Polygon
    a::T
end

println(subtypes(Shape))
println(subtypes(Polygon))
println(subtypes(Circle))
println(subtypes(Integer))
println(subtypes(Signed))
println(subtypes(AbstractFloat))
println(supertypes(Int64))
println(supertypes(Circle))
println(supertypes(Tri{Int}))
println(typeof(subtypes(Shape)))

area(c::Circle) = π * c.r^2
area(s::Square) = s.s^2
area(x) = 0.0
m = @which area(Circle(1.0))
println(m.name, " ", m.line, " ", m.module)
m = @which area("x")
println(m.name, " ", m.line)
println((@which 1 + 2).name)
println((@which [1, 2][1]).name)
file, line = @functionloc area(Square(2.0))
println(line, " ", endswith(file, "reflection.jl"))

println(Base.typesof(1, "a", Int))
println(Base.typesof())
println(Base.return_types(area, (Circle,)))
println(Base.return_types(area, (String,)))
f(x) = x > 0 ? x + 1 : 0.5
println(Base.return_types(f, (Int,)))
println(Base.return_types(f, (String, String)))

try
    @eval @which 1
catch e
    println(typeof(e))
end
println(@which println)
try
    varinfo()
catch e
    println(e)
end
io = IOBuffer()
versioninfo(io)
println(startswith(String(take!(io)), "Julia Version 1.10"))
println(fieldnames(Tri), " ", fieldcount(Tri), " ", fieldnames(Pair))
