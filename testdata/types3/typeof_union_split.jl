# typeof of a value of a small union of concrete types is a union of Type{T}
# (Julia's typeof_tfunc, base/compiler/tfuncs.jl), so code that builds a
# container from an element's type (collect, map) stays inferred instead of
# falling back to Any.
using Test
maybe(x) = x > 0 ? x : nothing
keep(v) = map(maybe, v)
println(keep([1, -2]), " ", keep([-1, 2]), " ", keep([1, 2]))
println(only(Base.return_types(keep, (Vector{Int},))) <: Vector)
kind(x::Union{Int,String,Nothing}) = typeof(x) === Int ? 1 : typeof(x) == String ? 2 : 3
println(kind(1), kind("a"), kind(nothing))
println([typeof(x) for x in Union{Int,Nothing}[1, nothing]])
bytes(x::Union{Int8,Float64}) = sizeof(typeof(x))
println(bytes(Int8(1)), " ", bytes(1.0), " ", @inferred(bytes(1.0)))
z = Union{Float64,Int}[1, 2.0]
println(map(x -> zero(typeof(x)), z))
