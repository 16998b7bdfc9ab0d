# Reflection as Julia 1.10's base/reflection.jl and methodshow.jl:
# isdefined/isconst on module globals, names (sorted, exported names and
# the module's own), methods/which/hasmethod/applicable, parentmodule,
# nameof, fieldnames/fieldtypes/fieldcount/hasfield. A method list prints
# as show_method_table: "# N methods for generic function "f" from Main:",
# then " [i] decl" and "     @ file:line" (the module is left out where it
# is the function's own); a Method prints "decl @ Module file:line".
x = 1
println(isdefined(Main, :x), " ", isdefined(Main, :undefined_name), " ", isdefined(Base, :sum), " ", isdefined(Main, :sum))
function later()
    global assigned_later = 5
end
println(isdefined(Main, :assigned_later))
later()
println(isdefined(Main, :assigned_later))
m = Main
println(isdefined(m, :x), " ", isdefined(m, :nope))

module Shapes
export area, Square
struct Square
    side::Float64
end
area(s::Square) = s.side^2
perimeter(s::Square) = 4 * s.side
const UNIT = Square(1.0)
end
println(nameof(Shapes), " ", names(Shapes), " ", parentmodule(Shapes), " ", parentmodule(Shapes.area), " ", parentmodule(Shapes.Square))
println(isconst(Shapes, :UNIT), " ", isconst(Main, :x), " ", isdefined(Shapes, :perimeter), " ", isdefined(Shapes, :missing_name))

f(a::Int) = 1
f(a, b::String...) = 2
g(x::T) where {T<:Real} = x
h(::Nothing) = 0

file = string(which(f, (Int,)).file)
println(basename(file), " ", file == string(which(g, Tuple{Float64}).file))
println(replace(sprint(show, methods(f)), file => "FILE"))
println(replace(sprint(show, methods(g)), file => "FILE"))
println(replace(sprint(show, methods(h)), file => "FILE"))
println(replace(sprint(show, which(f, Tuple{Int})), file => "FILE"))
mth = which(f, (String, String))
println(mth.name, " ", mth.module, " ", mth.line, " ", length(methods(f)), " ", length(methods(f, (Int,))))
println(hasmethod(f, Tuple{Int}), " ", hasmethod(f, Tuple{Int, String}), " ", hasmethod(f, Tuple{Int, Int}), " ", hasmethod(g, Tuple{String}))
println(applicable(f, 1), " ", applicable(f, 1.5, "a", "b"), " ", applicable(f, 1, 2), " ", applicable(+, 1, 2), " ", applicable(sin, "x"))
try
    which(f, (Int, Int))
catch e
    println(e)
end

struct P
    a::Int
    b::Vector{Float64}
end
println(fieldnames(P), " ", fieldtypes(P), " ", fieldcount(P), " ", hasfield(P, :b), " ", hasfield(P, :c))
println(nameof(f), " ", nameof(P), " ", nameof(sum), " ", parentmodule(f), " ", parentmodule(sum))
