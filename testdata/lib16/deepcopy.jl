# deepcopy, IdDict and objectid as Julia 1.10 base/deepcopy.jl and
# base/iddict.jl: every mutable object is copied once (shared references
# stay shared, cycles are kept), strings/symbols/numbers are returned as
# they are, an immutable struct is rebuilt from copied fields (so == of a
# struct holding a vector, which is ===, is false after the copy); IdDict
# keys compare with ===. Output of multi-key IdDicts is not printed (its
# order is unspecified in Julia).
mutable struct Node
    val::Int
    next::Union{Node,Nothing}
end
struct Wrap
    v::Vector{Int}
    name::String
end
a = [1, 2]
x = Any[a, a, Wrap(a, "w"), Dict("k" => [3])]
y = deepcopy(x)
println(y, " ", y == x)
println(y[1] === y[2], " ", y[1] === x[1], " ", y[3].v === y[1], " ", y[4]["k"] == [3], " ", y[4]["k"] === x[4]["k"])
y[1][1] = 100
println(x[1], " ", y[2], " ", y[3].v)
n = Node(1, nothing)
n.next = n
m = deepcopy(n)
println(m.val, " ", m.next === m, " ", m === n)
s = deepcopy(Set([[1], [2]]))
println(length(s), " ", [1] in s)
t = deepcopy((1, [2], "three"))
println(t, " ", typeof(t))
println(deepcopy(3.5), " ", deepcopy("str"), " ", deepcopy(:sym), " ", deepcopy(big(2)^70))
nested = [[1, 2], [3, [4, 5]]]
nc = deepcopy(nested)
nc[2][2][1] = 0
println(nested, " ", nc)
d = IdDict()
k1 = [1]
k2 = [1]
d[k1] = "first"
d[k2] = "second"
println(length(d), " ", d[k1], " ", d[k2], " ", haskey(d, [1]), " ", get(d, [1], "none"))
d[k1] = "again"
println(d[k1], " ", length(d))
delete!(d, k2)
println(length(d), " ", haskey(d, k2), " ", pop!(d, k1), " ", isempty(d))
e = IdDict{Symbol,Int}(:a => 1)
e[:b] = 2
println(e[:a] + e[:b], " ", get!(e, :c, 3), " ", get(e, :zz, -1), " ", sort(collect(keys(e))), " ", typeof(e))
println(IdDict(:x => 1))
try
    e[:nope]
catch err
    println(err)
end
println(objectid(k1) == objectid(k1), " ", objectid(k1) != objectid(k2), " ", objectid(1) == objectid(1), " ", objectid("a") == objectid("a"))
