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
# join of strings (copied into one buffer) and String(bytes), which takes a
# Vector{UInt8}'s bytes and leaves it empty, as Julia's
println(join(["a", "bc", "", "déf"], ", "), "|", join(["x"], "-"), "|", join(String[], ","), "|", join(("p", "q")), "|", join(["a", "b"], '/'))
println(join(split("a b  c", " "), "+"), " ", join([SubString("hello", 2, 3), "z"]))
println(join([1, 2, 3], ", "), " ", join(["a", "b", "c"], ", ", " and "))
bytes = UInt8[0x68, 0x69]; str = String(bytes); println(str, " ", length(bytes))
println(String(view(UInt8[0x61, 0x62, 0x63], 2:3)), " ", String(codeunits("xyz")))
