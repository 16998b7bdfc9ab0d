# getproperty/setproperty!/propertynames overloads, functors, abstract
# hierarchies with fallbacks, inner constructors that validate, parametric
# outer constructors, @enum, Base.@kwdef, deepcopy, the default == (egal),
# convert called by typed containers and fields, NamedTuples and
# Base.Pairs: Julia 1.10 semantics (base/namedtuple.jl: values(nt) is
# Tuple(nt); base/Enums.jl; base/util.jl @kwdef).
struct Vec3
    data::NTuple{3,Float64}
end
function Base.getproperty(v::Vec3, s::Symbol)
    s === :x && return getfield(v, :data)[1]
    s === :y && return getfield(v, :data)[2]
    s === :z && return getfield(v, :data)[3]
    return getfield(v, s)
end
Base.propertynames(::Vec3, private::Bool=false) = private ? (:x, :y, :z, :data) : (:x, :y, :z)
v = Vec3((1.0, 2.0, 3.0))
println(v.x, " ", v.z, " ", propertynames(v), " ", propertynames(v, true), " ", hasproperty(v, :y), " ", hasproperty(v, :data), " ", v.data, " ", fieldnames(Vec3))
println(getproperty(v, :y), " ", [getproperty(v, p) for p in propertynames(v)])
mutable struct Rec
    fields::Dict{Symbol,Any}
end
Rec() = Rec(Dict{Symbol,Any}())
Base.getproperty(r::Rec, s::Symbol) = s === :fields ? getfield(r, :fields) : r.fields[s]
Base.setproperty!(r::Rec, s::Symbol, x) = (r.fields[s] = x)
Base.propertynames(r::Rec) = Tuple(sort(collect(keys(r.fields))))
r = Rec()
r.name = "box"
r.size = 3
r.size += 1
println(r.name, " ", r.size, " ", propertynames(r))
try
    r.missing_key
catch e
    println(typeof(e), " ", e)
end

struct Poly
    coeffs::Vector{Int}
end
(p::Poly)(x) = sum(c * x^(i - 1) for (i, c) in enumerate(p.coeffs))
p = Poly([1, 2, 3])
println(p(2), " ", map(p, 0:3), " ", p.(1:2), " ", sum(p, [1, 2]))
struct Adder{T}
    n::T
end
(a::Adder)(x) = x + a.n
(a::Adder)(x, y) = x + y + a.n
add5 = Adder(5)
println(add5(1), " ", add5(1, 2), " ", map(Adder(0.5), [1, 2]), " ", filter(x -> Adder(1)(x) > 2, 1:4), " ", (Adder(1) ∘ Adder(2))(0))

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
area(c::Circle) = π * c.r^2
area(r::Rect) = r.w * r.h
area(s::Shape) = error("area not implemented for $(typeof(s))")
describe(s::Shape) = "a shape with area $(round(area(s), digits=2))"
# invoke: the fallback method that Tuple{Shape} selects, from a
# specialized method (statically, and from a loop over a Vector{Shape})
describe(c::Circle) = "a circle; " * invoke(describe, Tuple{Shape}, c)
println(describe(Circle(1.0)), " | ", describe(Rect(2, 3)))
for s in Shape[Circle(2.0), Rect(1, 1)]
    println(invoke(describe, Tuple{Shape}, s))
end
collide(a::Shape, b::Shape) = "shapes"
collide(a::Circle, b::Shape) = "circle+" * invoke(collide, Tuple{Shape,Shape}, a, b)
println(collide(Circle(1), Rect(1, 1)), " ", invoke(+, Tuple{Number,Number}, 1, 2), " ", invoke(string, Tuple{Any}, 5))
struct Wrapper <: AbstractVector{Int}
    v::Vector{Int}
end
Base.size(w::Wrapper) = size(w.v)
Base.getindex(w::Wrapper, i::Int) = w.v[i]
Base.show(io::IO, w::Wrapper) = (print(io, "Wrapper of "); invoke(show, Tuple{IO,AbstractVector}, io, w))
println(Wrapper([1, 2]), " ", [Wrapper([3])])
try
    invoke(area, Tuple{String}, "s")
catch e
    println(typeof(e))
end
println(sum(area, Shape[Circle(1), Rect(1, 2)]), " ", typeof(Shape[Circle(1)]), " ", [Circle(1), Rect(1, 2)] isa Vector{Shape}, " ", eltype([Circle(1), Rect(1, 2)]))
try
    area(Square(2))
catch e
    println(e)
end
println(isabstracttype(Shape), " ", Circle <: Shape, " ", supertype(Square))

struct Interval
    lo::Float64
    hi::Float64
    function Interval(lo, hi)
        lo <= hi || throw(ArgumentError("lo must be <= hi, got lo=$lo, hi=$hi"))
        new(lo, hi)
    end
end
Interval(x) = Interval(x, x)
println(Interval(1, 2), " ", Interval(3), " ", Interval(1, 2) == Interval(1.0, 2.0))
try
    Interval(3, 1)
catch e
    println(e)
    showerror(stdout, e); println()
end
struct Pair2{T<:Real}
    a::T
    b::T
end
Pair2(a::Real, b::Real) = Pair2(promote(a, b)...)
println(Pair2(1, 2.5), " ", typeof(Pair2(1, 2)), " ", Pair2{Float32}(1, 2))
sumpair(p::Pair2{T}) where {T<:Integer} = "int $(p.a + p.b)"
sumpair(p::Pair2{T}) where {T<:AbstractFloat} = "float $(p.a + p.b)"
println(sumpair(Pair2(1, 2)), " ", sumpair(Pair2(1, 2.0)))

@enum Fruit apple=1 banana=2 cherry=5
println(apple, " ", Int(cherry), " ", instances(Fruit), " ", Fruit(2), " ", typeof(apple), " ", cherry > apple, " ", [apple, banana])
display(banana)
display([apple, cherry])
println(string(apple), " ", repr(apple), " ", Symbol(apple), " ", length(instances(Fruit)), " ", typemin(Fruit), " ", typemax(Fruit))
for f in instances(Fruit)
    print(f, "=", Int(f), " ")
end
println()
println(Dict(apple => 1)[apple], " ", sort([cherry, apple, banana]), " ", Fruit <: Enum, " ", apple isa Enum{Int32})
try
    Fruit(3)
catch e
    println(e)
end

Base.@kwdef struct Config
    name::String = "default"
    width::Int = 80
    height::Int = width ÷ 2
    tags::Vector{String} = String[]
end
c1 = Config()
c2 = Config(width=100, name="wide")
println(c1, " ", c2, " ", Config(height=7).height, " ", c2.height)
Base.@kwdef mutable struct Counter
    count::Int = 0
    step::Int = 1
end
ct = Counter(step=2)
ct.count += ct.step
println(ct, " ", Counter())

mutable struct Box
    items::Vector{Int}
    label::String
end
b1 = Box([1, 2], "a")
b2 = deepcopy(b1)
push!(b2.items, 3)
println(b1.items, " ", b2.items, " ", b1 == deepcopy(b1), " ", b1 === b1, " ", isequal(b1, b1))
struct Pt
    x::Int
    y::Vector{Int}
end
p1 = Pt(1, [2]); p2 = Pt(1, [2])
println(p1 == p2, " ", isequal(p1, p2), " ", p1 == Pt(1, p1.y), " ", Pt(1, p1.y) === p1, " ", hash(p1) == hash(Pt(1, p1.y)))
struct Im
    a::Int
    b::String
end
println(Im(1, "x") == Im(1, "x"), " ", Im(1, "x") === Im(1, "x"), " ", Im(1, "x") in [Im(1, "x")], " ", length(Set([Im(1, "x"), Im(1, "x")])), " ", unique([Im(1, "a"), Im(1, "a")]))

struct Celsius
    t::Float64
end
Base.convert(::Type{Celsius}, x::Real) = Celsius(x)
temps = Celsius[]
push!(temps, 21)
push!(temps, Celsius(3.5))
println(temps)
mutable struct Holder
    c::Celsius
end
h = Holder(5)
h.c = 7.5
println(h.c, " ", typeof(h.c), " ", convert(Celsius, 2), " ", Celsius[1, 2.5])

nt = (a = 1, b = "two", c = [3])
println(nt, " ", nt.b, " ", keys(nt), " ", values(nt), " ", typeof(nt), " ", nt[:a], " ", nt[2], " ", merge(nt, (d = 4,)), " ", length(nt))
display(nt)
f(; kw...) = kw
kw = f(x = 1, y = 2)
println(kw, " ", typeof(kw), " ", kw[:x], " ", keys(kw), " ", values(kw), " ", collect(kw), " ", NamedTuple(kw))
display(kw)
g(; a = 1, b = 2) = a + b
println([g(; x...) for x in [(a = 10,), (b = 5, a = 0)]], " ", pairs(nt), " ", collect(pairs((p = 1, q = 2))))
for (k, val) in pairs((p = 1, q = 2))
    print(k, "->", val, " ")
end
println()
println(NamedTuple{(:x, :y)}((1, 2)), " ", (; x = 1, y = 2) == (x = 1, y = 2), " ", Base.structdiff((a = 1, b = 2), (a = 0,)), " ", Tuple(values((u = 1, w = 2.0))))
