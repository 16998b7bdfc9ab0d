# Iterators.Stateful as Julia 1.10's base/iterators.jl: iterate and
# popfirst! consume, peek does not (nothing, or the sentinel, at the end),
# a loop that breaks leaves the rest for the next loop, collect gathers the
# rest, popfirst! at the end is EOFError().
s = Iterators.Stateful([1, 2, 3, 4, 5, 6])
println(popfirst!(s), " ", peek(s))
for x in s
    println("got ", x)
    x == 3 && break
end
for x in s
    println("then ", x)
    x == 4 && break
end
println(collect(s), " ", isempty(s), " ", peek(s), " ", peek(s, :end))
try
    popfirst!(s)
catch e
    println(e)
end
t = Iterators.Stateful("héllo")
println(first(t), " ", String(collect(t)))
u = Iterators.Stateful(x^2 for x in 1:5)
println(sum(Iterators.take(u, 2)), " ", collect(u))
# pairing consecutive elements through one stateful iterator
w = Iterators.Stateful(1:6)
pairs_ = Tuple{Int,Int}[]
while !isempty(w)
    push!(pairs_, (popfirst!(w), popfirst!(w)))
end
println(pairs_)
# A Stateful of an iterator with a length has one (Julia 1.10: HasLength, as
# JuliaLang/julia test/iterators.jl "Stateful fix #30643" checks).
println(eltype(Iterators.Stateful([1.5])), " ", Base.IteratorSize(Iterators.Stateful([1])))
