# Ordinary Julia idioms that must infer concretely (no dynamic call, a
# concrete return type): cmd/kiln's TestInferredIdioms runs
# `kiln code warntype` on each function below (the list is there), and
# this file's output is checked as a golden program.
using Printf

# literal powers: x^2 is Base.literal_pow(^, x, Val(2)), multiplications
square(x) = x^2
cube(x) = x^3
recip2(x) = x^-2
csq(z) = z^2 + z

# destructuring a heterogeneous tuple
mixed(x) = (x, 2.0x, "s")
function destructure(x)
    a, b, c = mixed(x)
    return a + b + length(c)
end
function divmod(x)
    q, r = divrem(x, 7)
    return q * 7 + r
end

# enumerate, zip, pairs
function weighted(v)
    s = 0.0
    for (i, x) in enumerate(v)
        s += i * x
    end
    return s
end
function dotzip(a, b)
    s = 0.0
    for (x, y) in zip(a, b)
        s += x * y
    end
    return s
end
function pairsum(v)
    s = 0
    for (k, x) in pairs(v)
        s += k * x
    end
    return s
end

# float ranges
function rangesum()
    s = 0.0
    for x in -1.0:0.1:1.0
        s += x^2
    end
    return s
end
steps(n) = length(range(0.0, 1.0; length=n))

# splatting a tuple of known type, ntuple, map over a tuple
addall(xs...) = +(xs...)
splat3(t) = addall(t...)
squares3() = ntuple(i -> i^2, 3)
tmap(t) = map(x -> 2x, t)

# parsing and string building
parsehex(s) = parse(UInt32, s, base=16)
function build(n)
    io = IOBuffer()
    for i in 1:n
        print(io, i, ',')
    end
    return String(take!(io))
end
fmt(x) = @sprintf("%5.2f|%d", x, round(Int, x))

# counting words in a Dict{String,Int}
function count_words(words)
    d = Dict{String,Int}()
    for w in words
        d[w] = get(d, w, 0) + 1
    end
    return d
end

# closures capturing a variable, keyword arguments
function adder(n)
    f = x -> x + n
    return f(1) + f(2)
end
scaled(x; factor=2, offset=0.5) = factor * x + offset
callkw(x) = scaled(x; factor=3)

# not type-stable, on purpose: the element type is Any (the test checks
# that warntype says so)
dynamic(v) = v[1] + 1

println(square(3), " ", cube(2.0), " ", recip2(2.0), " ", csq(1.0 + 2.0im))
println(destructure(2), " ", divmod(23))
println(weighted([1.0, 2.0, 3.0]), " ", dotzip([1.0, 2.0], [3.0, 4.0]), " ", pairsum([5, 6]))
println(round(rangesum(), digits=10), " ", steps(11))
println(splat3((1, 2, 3)), " ", squares3(), " ", tmap((1, 2.5)))
println(parsehex("ff"), " ", build(3), " ", fmt(3.14159))
println(count_words(["a", "b", "a"])["a"], " ", adder(10), " ", callkw(1.0), " ", dynamic(Any[1]))
