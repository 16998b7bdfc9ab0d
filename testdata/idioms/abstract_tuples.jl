# Tuples whose type is not concrete (Tuple{Any, Int64}, the element and
# state of iterating a Vector{Any}) keep Julia's semantics: typeof gives
# the run-time element types, === compares by value, isa tests the run-time
# types, and they can be stored, passed, returned and splatted.
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Square <: Shape
    a::Float64
end
area(c::Circle) = 3.0 * c.r * c.r
area(s::Square) = s.a * s.a

function total(shapes)
    s = 0.0
    for sh in shapes
        s += area(sh)
    end
    return s
end
println(total(Shape[Circle(1.0), Square(2.0), Circle(0.5)]))

v = Any[1, "two", 3.0, :four, nothing, Circle(2.0)]
for (i, x) in enumerate(v)
    println(i, " ", repr(x), " ", typeof(x))
end
pair(v, i) = (v[i], i)
t = pair(v, 1)
println(typeof(t), " ", t, " ", t === (1, 1), " ", t == (1, 1.0), " ", t isa Tuple{Int,Int}, " ", t isa Tuple{String,Int})
t2 = pair(v, 2)
println(typeof(t2), " ", t2 === ("two", 2), " ", isequal(t2, ("two", 2)), " ", hash(t2) == hash(("two", 2)))
t6 = pair(v, 6)
println(t6, " ", typeof(t6), " ", t6[1].r, " ", t6 === (Circle(2.0), 6))

# narrowing by isa
function describe(t::Tuple{Any,Int})
    if t isa Tuple{Int,Int}
        return "ints summing to $(t[1] + t[2])"
    elseif t[1] isa AbstractString
        return "string $(t[1]) at $(t[2])"
    end
    return "other $(typeof(t[1]))"
end
for i in 1:length(v)
    println(describe(pair(v, i)))
end

# stored in containers and fields, returned as part of a union
struct Holder
    t::Tuple{Any,Int}
end
h = Holder(pair(v, 3))
println(h.t, " ", typeof(h.t))
ts = Tuple{Any,Int}[pair(v, i) for i in 1:3]
println(ts, " ", eltype(ts))
anys = Any[pair(v, 4)]
println(anys[1], " ", typeof(anys[1]))
d = Dict(pair(v, 2) => "x")
println(d[("two", 2)])
maybe(v, i) = i <= length(v) ? pair(v, i) : nothing
function count_some(v)
    n = 0
    i = 1
    while (r = maybe(v, i)) !== nothing
        n += r[2]
        i += 1
    end
    return n
end
println(count_some(v))

# run-time index, splatting, ghost and union elements
function idx(t, i)
    return t[i]
end
println(idx(pair(v, 2), 1), " ", idx(pair(v, 2), 2))
join2(a, b) = string(a, "|", b)
println(join2(pair(v, 4)...))
withtype(v, i) = (Int, v[i])
println(withtype(v, 3), " ", typeof(withtype(v, 3)))
withnothing(v, i) = (nothing, v[i], i)
println(withnothing(v, 1))
u = Union{Int,Nothing}[1, nothing]
un(u, i) = (u[i], i)
println(un(u, 1), " ", un(u, 2), " ", typeof(un(u, 2)))
nested(v, i) = (pair(v, i), i + 1)
println(nested(v, 2), " ", typeof(nested(v, 2)))

# iterating dictionaries and zips of abstract values
dd = Dict{String,Any}("a" => 1)
for (k, x) in dd
    println(k, " => ", x)
end
for (x, y) in zip(Any[1, 2.5], Any["p", 'q'])
    println(x, " ", y)
end
println(sum(x for x in Any[1, 2, 3.5]))
println(map(x -> x isa Number ? 2x : x, Any[1, "s", 2.0]))
