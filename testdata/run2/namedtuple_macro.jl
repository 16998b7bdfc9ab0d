# @NamedTuple (Julia 1.10 base/namedtuple.jl: {…} or begin … end, untyped
# fields Any) in values, signatures and fields; Array{T}(nothing|missing, dims)
# (base/baseext.jl) filled with the value.
x = @NamedTuple{a::Int, b}
println(x)
T = @NamedTuple begin
    x::Float64
    y::Vector{Int}
end
println(T, " ", T((1.0, [2])))
f(p::@NamedTuple{a::Int, b::String}) = p.a
println(f((a = 3, b = "s")), " ", @NamedTuple{} == NamedTuple{(), Tuple{}})
struct S; nt::@NamedTuple{u::Int8}; end
println(S((u = Int8(1),)))
v = Vector{Union{Nothing, Int}}(nothing, 3); v[2] = 5; println(v)
m = Matrix{Union{Missing, Float64}}(missing, 2, 2); m[1, 1] = 1.5; println(m)
a = Array{Union{Missing, String}}(missing, (2,)); println(a, " ", typeof(a))
println(Array{Union{Nothing,Int},3}(nothing, 1, 1, 2))
try
    Vector{Int}(nothing, 2)
catch e
    println(typeof(e))
end
