# Iterators.reverse is lazy (Julia 1.10 base/iterators.jl: struct Reverse):
# a type of one's own walks backwards with a method of
# iterate(::Iterators.Reverse{T}[, state]); indexable collections go by
# reverse(eachindex(itr)); tuples, strings, enumerate, zip, filter and
# generators reverse as Julia's.
struct Countdown
    n::Int
end
Base.iterate(c::Countdown, i=c.n) = i < 1 ? nothing : (i, i - 1)
Base.length(c::Countdown) = c.n
Base.iterate(r::Iterators.Reverse{Countdown}, i=1) = i > r.itr.n ? nothing : (i, i + 1)

r = Iterators.reverse(Countdown(3))
println(typeof(r), " ", length(r), " ", eltype(r))
println(collect(Countdown(3)), " ", collect(r))
for (n, x) in enumerate(Iterators.reverse(Countdown(2)))
    println(n, " ", x)
end
println(Iterators.reverse(r) === Countdown(3))

println(collect(Iterators.reverse([1, 5, 2])))
println(collect(Iterators.reverse((1, 2, 3))))
println(join(Iterators.reverse("héllo")))
println(collect(Iterators.reverse(enumerate([10, 20, 30]))))
println(collect(Iterators.reverse(zip(1:3, "abc"))))
println(collect(Iterators.reverse(x^2 for x in 1:4)))
println(collect(Iterators.reverse(Iterators.filter(isodd, [1, 2, 3, 5]))))
println(Iterators.reverse(1:3), " ", Iterators.reverse(7), " ", Iterators.reverse('c'))
println(first(Iterators.reverse([4, 5, 6])), " ", last(Iterators.reverse([4, 5, 6])))
println(collect(Iterators.reverse([1 2; 3 4])))
println(last([1, 2, 3, 4], 2))
