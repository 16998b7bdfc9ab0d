# Reductions of Julia 1.10's test/reduce.jl (the rest is reduce_behaviour.jl):
# the empty-collection errors (reduce_empty, _empty_reduce_error, an empty
# generator's mapreduce_empty), foldr of empty collections and of tuples,
# mapreduce over several collections, reduce(vcat/hcat, …), the
# five-argument mapreduce_impl, float of arrays, circshift in three
# dimensions, Test's GenericOrder, and a user array's getindex(a, inds...)
# (not ambiguous with Base's). Behaviour per Julia 1.10's base/reduce.jl,
# base/float.jl and stdlib Test.

using Test

# empty collections: Julia's errors and neutral elements
for f in (() -> reduce(*, ()), () -> sum(Union{}[]), () -> mapreduce(abs2, &, Float64[]),
          () -> sum(t^2 for t in Any[]))
    try
        f()
    catch e
        println(typeof(e), ": ", e.msg)
    end
end
println(foldr(+, Int16[]), " ", foldr(-, 1:5), " ", foldr(-, 1:5; init=10), " ", foldr(+, [1]))
println(mapfoldr(x -> x + 1, (x, y) -> (x, y...), (1, 2.0, '3'); init=()))
println(mapfoldl(x -> x + 1, (x, y) -> (x..., y), (a=1, b=2.0, c='3'); init=()))
println(prod(Char[]), " ", prod(Char['a']), " ", prod(Char['a', 'b']))

# several collections, reduce(vcat/hcat, …), mapreduce_impl, float of arrays
println(mapreduce(*, +, [2, 3], [4, 5]), " ", mapreduce(*, +, [2 3; 4 5], [6 7; 8 9]; dims=1, init=2))
println(mapreduce(*, (x, y) -> "($x+$y)", ["a", "b", "c"], ["d", "e", "f"]; init="gh"))
println(mapreduce(*, +, (i for i in 2:3), (i for i in 4:5)))
println(reduce(vcat, [1:2]), " ", typeof(reduce(hcat, [1:2, 3:4])), " ", reduce(vcat, [[1 2], [3 4; 5 6]]))
v = [0.0, 3.0, -0.0, NaN, 2.0]
println(Base.mapreduce_impl(identity, max, v, 1, 3), " ", Base.mapreduce_impl(identity, min, v, 1, 3), " ",
        Base.mapreduce_impl(identity, max, v, 1, 5), " ", Base.mapreduce_impl(identity, +, v, 1, 2))
println(float(reshape(1:4, 2, 2)), " ", circshift(reshape(1:8, 2, 2, 2), (0, 1, 1)))
println(maximum(map(GenericOrder, [3, 1, 2])), " ", minimum(identity, map(GenericOrder, [3.5, 1.5])))

# a user array whose getindex takes any indices (not ambiguous with Base's)
struct Wrap{T,N} <: AbstractArray{T,N}
    data::Array{T,N}
end
Base.size(a::Wrap) = size(a.data)
Base.getindex(a::Wrap, inds...) = a.data[inds...]
w = Wrap([1.5 1.0; 5.5 6.0])
println(w[2], " ", first(w), " ", findmin(Rational, w; dims=1))
try
    [1, 2][1.5]
catch e
    println(typeof(e), ": ", e.msg)
end
