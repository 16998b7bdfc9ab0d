# User types iterated with for through Base.iterate; enumerate, zip,
# Iterators.take and Iterators.cycle.
struct Countdown
    start::Int
end
Base.iterate(c::Countdown) = c.start <= 0 ? nothing : (c.start, c.start - 1)
Base.iterate(c::Countdown, state) = state <= 0 ? nothing : (state, state - 1)
Base.IteratorSize(::Type{Countdown}) = Base.SizeUnknown()
Base.eltype(::Type{Countdown}) = Int
for x in Countdown(3)
    println(x)
end
println(collect(Countdown(4)))
println([2x for x in Countdown(3)])
println(sum(Countdown(4)))
for (i, x) in enumerate(Countdown(2))
    println(i, " ", x)
end
for (a, b) in zip(Countdown(3), "abc")
    print(a, b, " ")
end
println()
for x in Iterators.take(Iterators.cycle([1, 2, 3]), 7)
    print(x)
end
println()

struct Squares
    n::Int
end
function Base.iterate(s::Squares, i=1)
    i > s.n && return nothing
    return (i * i, i + 1)
end
Base.length(s::Squares) = s.n
Base.eltype(::Type{Squares}) = Int
println(collect(Squares(5)))
println(length(Squares(7)), " ", maximum(Squares(7)))
total = 0
for v in Squares(4)
    global total
    total += v
end
println(total)
it = iterate(Squares(2))
while it !== nothing
    val, st = it
    println("value ", val, " next state ", st)
    global it = iterate(Squares(2), st)
end
