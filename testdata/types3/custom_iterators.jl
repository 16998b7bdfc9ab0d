# User iterators (iterate + length/eltype/IteratorSize/IteratorEltype)
# through collect, for, comprehensions, zip, enumerate, reductions and
# Iterators, as Julia 1.10's base/iterators.jl and base/array.jl
# (collect's SizeUnknown / EltypeUnknown paths) define them.
struct Countdown
    from::Int
end
Base.iterate(c::Countdown, s=c.from) = s < 1 ? nothing : (s, s - 1)
Base.length(c::Countdown) = c.from
Base.eltype(::Type{Countdown}) = Int
c = Countdown(4)
println(collect(c), " ", typeof(collect(c)), " ", [x^2 for x in c], " ", sum(c), " ", first(c), " ", collect(Iterators.take(c, 2)))
println(collect(zip(c, "abcd")), " ", collect(enumerate(c)), " ", maximum(c), " ", length(c), " ", eltype(c))
for (i, x) in enumerate(Countdown(2))
    println(i, ": ", x)
end
struct Collatz
    start::Int
end
Base.iterate(c::Collatz) = (c.start, c.start)
function Base.iterate(c::Collatz, s)
    s == 1 && return nothing
    n = iseven(s) ? s ÷ 2 : 3s + 1
    return (n, n)
end
Base.IteratorSize(::Type{Collatz}) = Base.SizeUnknown()
Base.eltype(::Type{Collatz}) = Int
println(collect(Collatz(6)), " ", length(collect(Collatz(27))), " ", sum(Collatz(6)), " ", [x for x in Collatz(3) if isodd(x)])
println(Base.IteratorSize(Collatz(6)), " ", Base.IteratorEltype(Collatz(6)), " ", Base.IteratorSize(c))
struct Words
    s::String
end
function Base.iterate(w::Words, st=1)
    r = findnext(!isspace, w.s, st)
    r === nothing && return nothing
    e = something(findnext(isspace, w.s, r), lastindex(w.s) + 1)
    return (w.s[r:e-1], e)
end
Base.IteratorSize(::Type{Words}) = Base.SizeUnknown()
Base.IteratorEltype(::Type{Words}) = Base.EltypeUnknown()
ws = collect(Words("the quick  brown fox"))
println(ws, " ", typeof(ws), " ", join(Words("a b c"), "-"), " ", first(Words("hi there")), " ", collect(Iterators.take(Words("x y z"), 2)))
println(Dict(w => length(w) for w in Words("ab cde")) == Dict("ab" => 2, "cde" => 3), " ", [length(w) for w in Words("one three")])
println(collect(Iterators.filter(iseven, Countdown(6))), " ", collect(Iterators.map(x -> 2x, Countdown(3))), " ", Set(Countdown(3)) == Set([1, 2, 3]))
println(reduce(+, Countdown(5)), " ", foldl(-, Countdown(3)), " ", count(isodd, Countdown(5)), " ", minimum(Collatz(7)), " ", extrema(Collatz(6)))
println(collect(Iterators.flatten((Countdown(2), Countdown(3)))), " ", last(collect(Collatz(6))), " ", collect(Iterators.drop(Countdown(4), 1)))
a, b, rest... = Countdown(5)
println(a, " ", b, " ", collect(rest))
println(sort(collect(Countdown(3))), " ", vcat(Countdown(2)...), " ", tuple(Countdown(3)...), " ", map(x -> x + 1, Countdown(3)))
println(filter(isodd, collect(Countdown(5))), " ", any(==(3), Countdown(4)), " ", 3 in Countdown(4), " ", 9 in Collatz(6))
println(collect(zip(Collatz(3), Countdown(3))), " ", [(i, w) for (i, w) in enumerate(Words("p q"))], " ", sum(x for x in Countdown(4) if x > 1))
println(collect(Iterators.product(Countdown(2), 1:2)), " ", Iterators.peel(Countdown(3))[1], " ", collect(Iterators.takewhile(>(2), Countdown(5))))
println(String(collect(Iterators.map(uppercase, "ab"))), " ", prod(Countdown(4)), " ", mapreduce(x -> x^2, +, Countdown(3)), " ", accumulate(+, collect(Countdown(3))))
# The lazy wrappers are Base.Iterators' types.
a2, rest2... = Countdown(4)
println(rest2, " ", Iterators.take(c, 2), " ", zip(c, c), " ", enumerate(c))
println(typeof(Iterators.filter(isodd, c)), " ", Iterators.drop(1:3, 1), " ", Iterators.cycle([1]), " ", Iterators.countfrom(1))
