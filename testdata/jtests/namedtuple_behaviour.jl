# Kiln's own checks of NamedTuple behaviour that Julia 1.10's
# test/namedtuple.jl exercises (Julia's base/namedtuple.jl is the reference:
# indexing by names, the constructors from named tuples and iterators,
# convert, map, merge and structdiff keeping declared field types,
# tail/front/reverse, setindex, find*, @Kwargs and splatting in literals).

nt = (x = 4, y = 5, z = 6)
println(nt[(:z, :x)], " ", nt[[:y]], " ", nt[:] === nt, " ", nt[()])
println((firstindex(nt), lastindex(nt), lastindex(NamedTuple())), " ", empty(nt))
println((nextind(nt, 1), prevind(nt, 3), nextind((1, 2), 1), prevind((1, 2), 2)))
try
    nt[(:x, :w)]
catch e
    println(typeof(e))
end

# constructors and convert
println(NamedTuple{(:c, :a)}((a = 1, b = 2.5, c = "s")))
u = NamedTuple{(:a,)}(NamedTuple{(:b, :a),Tuple{Int,Union{Int,Nothing}}}((1, 2)))
println(typeof(u))
println(NamedTuple{(:x, :y),Tuple{Int8,Float32}}((y = 1, x = 2)))
println(NamedTuple{(:p, :q),Tuple{Int,Float64}}(Any[1.0, 2]) === (p = 1, q = 2.0))
println(NamedTuple{(:p, :q)}(v for v in ('a', "b")))
println(Tuple{Int,Float64}([3, 4]), " ", Tuple{Float64}(3))
c = convert(NamedTuple{(:a, :b),Tuple{Int8,Float64}}, (a = 3, b = 4))
println(c, " ", typeof(c))
try
    convert(NamedTuple{(:a, :b),Tuple{Int8,Float64}}, (x = 3, y = 4))
catch e
    println(typeof(e))
end

# map
println(map(-, (x = 1, y = 2)), " ", map(+, (x = 1, y = 2), (x = 10, y = 20)))
println(map(string, (x = 1, y = 2.5)))
try
    map(+, (x = 1, y = 2), (y = 10, x = 20))
catch e
    println(e)
end

# merge and structdiff keep declared field types
a = NamedTuple{(:a, :b),Tuple{Int32,Union{Int32,Nothing}}}((1, Int32(2)))
b = NamedTuple{(:a, :c),Tuple{Union{Int8,Nothing},Float64}}((nothing, 1.0))
m = merge(a, b)
println(typeof(m))
println(m)
println(typeof(Base.structdiff(a, (a = 0,))))
println(merge((p = 1, q = 2), (q = 3.5, r = 'r')), " ", typeof(merge((p = 1,), (p = "s",))))
println(merge(NamedTuple(), Iterators.reverse(pairs((a = 1, b = 2)))))
println(merge(NamedTuple(), pairs((a = 1, b = 2))))

# tail, front, reverse, setindex
println(Base.tail((a = 1, b = 2.0, c = 'x')), " ", Base.front((a = 1, b = 2.0, c = 'x')))
println(Base.tail((a = 1,)) === NamedTuple(), " ", reverse((a = 1, b = :c)))
try
    Base.tail(NamedTuple())
catch e
    println(typeof(e))
end
println(Base.setindex((a = 33,), "v", :a), " ", Base.setindex((a = 33,), :v, :b))
println(Base.setindex((1, 2, 3), 'x', 2))

# find*
q = (a = 1, b = 2, c = 1)
println(findall(isequal(1), q), " ", findfirst(isequal(1), q), " ", findlast(isequal(1), q))
println(findfirst(isequal(9), q), " ", isempty(findall(isodd, NamedTuple())), " ", findlast(iseven, (5, 6, 7)))
println(keytype(q), " ", valtype((a = [1], b = [2])), " ", Base.sym_in(:b, (:a, :b)))

# comparison with missing
println((a = missing,) < (a = 1,), " ", (a = 1, b = 2) < (a = 1, b = 3))

# @Kwargs and splatting in literals
println(@Kwargs{a::Int, b::String} === typeof(pairs((a = 1, b = "2"))), " ", @Kwargs{} === typeof(pairs(NamedTuple())))
d = [:a => 1, :b => 2, :c => 3]
println((d..., a = 10), " ", (a = 0, b = 0, z = 1, d..., x = 4))
println((a = 0, (b = 2, a = 1)..., c = 3))

# fieldcount of named tuple types whose names or field types are known
println(fieldcount(NamedTuple{(:a, :b, :c)}), " ", fieldcount(NamedTuple{<:Any,Tuple{Int,Int}}))
try
    fieldcount(NamedTuple)
catch e
    println(e)
end
