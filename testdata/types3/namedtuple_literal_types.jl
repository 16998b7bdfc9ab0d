# A named-tuple literal takes its values' run-time types, as a tuple does:
# Julia lowers (a = x, b = y) to NamedTuple{(:a, :b)}((x, y)), whose
# constructor builds NamedTuple{names, typeof(args)} (base/namedtuple.jl), so
# (a = v[1],) of a Vector{Any} holding 1 is a @NamedTuple{a::Int64}, while
# NamedTuple{(:a,), Tuple{Any}}((1,)) keeps the declared field type and shows
# as @NamedTuple{a}((1,)) (namedtuple.jl show).
v = Any[1, "x", 2.5]
t = (a = v[1], b = v[2])
println(typeof(t))
println(t)
show(t); println()
f(v) = (a = v[1], b = v[2], c = v[3])
r = f(v)
println(typeof(r), " ", r.c + 1)
g(x) = (x = x, y = 2x)
println(typeof(g(1.5)))
h(w) = (; a = w[1])
println(typeof(h(Any[1.0])), " ", typeof(h(Any[:s])))
# splatting named tuples and merging keep the types
println(typeof(merge(t, (c = v[3],))))
# keyword arguments from untyped values
kw(; a = 1, b = 2) = (a, b)
println(kw(a = v[1], b = v[2]))
kwt(; kws...) = typeof(values(kws))
println(kwt(p = v[1], q = v[3]))
# small unions: one of a few named tuple types, each with the value's type
u = Union{Int,Nothing}[1, nothing]
k(x) = (a = x, b = 1.0)
for x in u
    println(k(x), " ", typeof(k(x)))
end
# type values and a declared abstract field type
println(typeof((a = Int, b = v)))
show(NamedTuple{(:a,),Tuple{Any}}((1,))); println()
show(NamedTuple{(:a, :b),Tuple{Int,Real}}((1, 2))); println()
show((a = v[1],)); println()
# equality and hashing follow the types
println((a = v[1],) === (a = 1,), " ", (a = v[1],) == (a = 1.0,))
println(isequal(NamedTuple{(:a,),Tuple{Any}}((1,)), (a = 1,)), " ", NamedTuple{(:a,),Tuple{Any}}((1,)) === (a = 1,))
x = NamedTuple{(:a,),Tuple{Any}}((1,))
println(hash(x) == hash((a = 1,)), " ", hash((a = 1,)) == hash((b = 1,)), " ", hash((a = 1,)) == hash((1,)))
println((a = 1, b = 2) < (a = 1, b = 3), " ", sort([(a = 2,), (a = 1,)]), " ", (a = 1,) == (b = 1,))
d = Dict((a = v[1],) => "one")
println(d[(a = 1,)], " ", haskey(d, (a = 1.0,)))
