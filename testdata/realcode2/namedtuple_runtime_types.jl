# A named tuple literal's field types are its values' own types, also when
# the values are only known at run time (untyped globals, elements of a
# Vector{Any}, union-typed values): Julia's typeof((; x, y)) is
# @NamedTuple{x::Int64, y::Int64}. An explicit NamedTuple{names,T} keeps T.
x, y = 10, 20
nt = (; x, y)
println(typeof(nt), " ", nt)
println(typeof((a = x, b = "s")))
v = Any[1, "two", 3.0]
t = (a = v[1], b = v[2], c = v[3])
println(typeof(t), " ", t.b)
println(typeof((k = Int,)), " ", typeof((n = nothing, m = missing)))
u = Union{Int,Nothing}[nothing, 3]
println([typeof((k = e,)) for e in u])
e = NamedTuple{(:a, :b),Tuple{Any,Int}}((1, 2))
println(typeof(e), " ", e)
h(; a, b = 2) = (a, b)
println(h(a = v[2]), " ", h(; b = v[3], a = v[1]))
g(; kw...) = values(kw)
println(typeof(g(p = v[1], q = v[3])))
