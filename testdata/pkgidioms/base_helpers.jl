# Base functions that packages call from their own code, as Julia 1.10
# defines them: the one-based-indexing check (abstractarray.jl),
# get_extension (loading.jl; packages test that it is defined),
# evalpoly with a vector of coefficients (math.jl), the `..` operator
# that packages define (IntervalSets' a .. b), and symbols as show prints
# them (show.jl: :(==) in parentheses, operators after a colon).
function firstsum(v::AbstractVector)
    Base.require_one_based_indexing(v)
    return v[1] + v[end]
end
println(firstsum([1, 2, 3]), " ", firstsum(2:5), " ", firstsum(view([4, 5, 6], 2:3)))
println(Base.require_one_based_indexing([1 2; 3 4], 1:2), " ", Base.has_offset_axes([1, 2]))
println(isdefined(Base, :get_extension))
println(evalpoly(2, [1, 2, 3]), " ", evalpoly(0.5, [1.0, -1.0]), " ", evalpoly(3, [7]))
println(evalpoly(1 + 2im, [1, 2, 3]))
..(a, b) = a:b
println(2 .. 5, " ", sum(1 .. 4), " ", (..)(1, 2))
println(repr(:(==)), " ", repr(:(=>)), " ", repr(:..), " ", repr(:-->), " ", repr(:+), " ", repr(Symbol("a b")))
println([:x, :(==), :⊆])
