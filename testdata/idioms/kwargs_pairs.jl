# Keyword arguments collected by `kw...` are Base.Pairs, as in Julia 1.10
# (base/iterators.jl `struct Pairs{K, V, I, A} <: AbstractDict{K, V}`,
# `pairs(nt::NamedTuple) = Pairs{Symbol}(nt, keys(nt))`; show.jl's
# `showarg(io, ::Iterators.Pairs{Symbol, <:Any, <:Any, <:NamedTuple})`
# prints `pairs(::NamedTuple)`, and an AbstractDict's repr uses the type
# name, `Base.Pairs(...)`, when keys and values print unambiguously).
f(; kw...) = kw
kw = f(a=1, b=2.5)
println(typeof(kw))
println(kw isa AbstractDict{Symbol,Real})
for (k, v) in kw
    println(k, " => ", v)
end
for p in pairs((x=1, y=2))
    println(p, " ", typeof(p))
end
println(keys(kw), " ", values(kw))
println(haskey(kw, :a), " ", haskey(kw, :z), " ", kw[:b], " ", get(kw, :z, 0), " ", get(() -> -1, kw, :z))
println(length(kw), " ", isempty(kw), " ", isempty(f()), " ", length(f()))
println(merge((c=3,), kw), " ", NamedTuple(kw))
println(collect(kw))
d = Dict(f(a=1))
println(d, " ", typeof(Dict(kw)))

# re-splatting forwards the keywords unchanged
g(; a=0, b=0) = a + b
h(; kw...) = g(; kw...)
println(h(a=1, b=2), " ", h(), " ", h(b=5))
withdefault(; kw...) = g(; a=10, kw...)
println(withdefault(b=1), " ", withdefault(a=1, b=1))
rest(x; scale=1, kw...) = (x * scale, kw)
r = rest(2; scale=3, tag="t", n=4)
println(r[1], " ", r[2][:tag], " ", keys(r[2]))
# a keyword name that is not accepted is still a MethodError
try
    h(c=1)
catch e
    println(typeof(e))
end

# printing
show(kw); println()
println(repr(f(a=1, b=2)))
display(kw)
display(f())
display(pairs((a="x",)))

# pairs of arrays and tuples
display(pairs([10, 20]))
for (i, x) in pairs([10, 20])
    println(i, " ", x)
end
for (i, x) in pairs([1 2; 3 4])
    println(i, " ", x)
end
for (i, x) in pairs((7, 8))
    println(i, " ", x)
end
println(typeof(pairs([10, 20])))
println(typeof(f()))
println(findfirst(==(2.5), kw))
