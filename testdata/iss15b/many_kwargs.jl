# Calls with more than 8 keyword arguments: the `kw...` of the callee is a
# Base.Pairs whose type inference knows, as in Julia (the element type of
# a tuple type of any length is folded: Julia's _compute_eltype,
# base/tuple.jl). @inferred (stdlib Test) throws when the call's inferred
# type is not the type of its result.
using Test

collectkw(; kw...) = kw
total(; kw...) = sum(values(kw))
named(; a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0, j = 0, rest...) =
    (a + b + c + d + e + f + g + h + i + j, length(rest))

nine() = collectkw(a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9)
twelve() = collectkw(a = 1, b = 2.5, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9, j = 10, k = 11, l = 12)
mixed() = collectkw(a = 1, b = nothing, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9, j = 10)

p = @inferred nine()
println(typeof(p))
println(length(p), " ", p[:i], " ", collect(keys(p)))
q = @inferred twelve()
println(valtype(q))
println(eltype(values(q)))
r = @inferred mixed()
println(valtype(r))
tot() = total(a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9, j = 10)
nam() = named(a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8, i = 9, j = 10, k = 11, l = 12)
println(@inferred tot())
println(@inferred nam())

# the element type of tuple types of any length, as Julia's eltype
println(eltype((1, nothing)))
println(eltype(Tuple{Int, Float64}))
println(eltype(NTuple{12, Int8}))
println(eltype(Tuple{Int, Int, Int, Int, Int, Int, Int, Int, Int, Float64}))
println(eltype(()))
