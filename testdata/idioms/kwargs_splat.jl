# Keyword splatting as Julia lowers it (julia-syntax.scm: keywords after a
# splat are merged into a NamedTuple with `merge`; a method with `kw...`
# receives the keywords it does not name, Base.structdiff), with merge of
# NamedTuples and of pair iterators as Julia's namedtuple.jl.
f(; a=1, b=1) = a + b
g(; kw...) = f(; kw..., b=2)
println(g())
println(g(a=5))
println(f(; (a=3,)...))
println(f(; Dict(:a => 2)...))
ps = [:a => 10, :b => 20]
println(f(; ps...))
println(f(; b=4, (a=1,)...))
println(f(; (a=1, b=2)..., (b=7,)...))
println(f(; [:b => 1, :b => 9]...))

nt = (a=1, b=2)
println(merge(nt, (b=5, c=6)))
println(merge(nt, (c=3,), (a=0, d=4)))
println(merge(nt, [:z => 'z']))
println(merge(NamedTuple(), nt), " ", merge(nt, NamedTuple()))

h(; kw...) = merge((x=0,), kw)
println(h(y=2))
println(values(h(y=2)))

m(x; kw...) = (x, length(kw), keys(kw))
println(m(1; a=2, b=3))
rest(; a=1, kw...) = (a, keys(kw), length(kw))
println(rest(a=2, b=3, c=4))
println(rest(b=3))
wrap(args...; kw...) = f(args...; kw...)
println(wrap(; a=10))

names = [:p, :q]
T = NamedTuple{(names...,)}
println(T((1, "two")))
