# Closures and anonymous functions: capture, captured mutation (boxes),
# higher-order functions, do blocks, composition.
function make_adder(n)
    return x -> x + n
end
add5 = make_adder(5)
println(add5(10))
function make_counter()
    count = 0
    return () -> (count += 1)
end
c = make_counter()
c()
c()
println(c())
c2 = make_counter()
println(c2(), " ", c())
sq = x -> x^2
println(sq(7))
println(map(x -> 2x + 1, [1, 2, 3]))
apply_twice(f, x) = f(f(x))
println(apply_twice(x -> x * 3, 2))
compose(f, g) = x -> f(g(x))
h = compose(sqrt, abs)
println(h(-16.0))
println((sqrt ∘ abs)(-9.0))
r = map([1, 2, 3]) do x
    x * 10
end
println(r)
function with_logging(f)
    println("before")
    v = f()
    println("after")
    return v
end
println(with_logging() do
    println("inside")
    42
end)
anon = function (a, b)
    a * b
end
println(anon(6, 7))
acc = Ref(0)
foreach(x -> acc[] += x, 1:4)
println(acc[])
fs = []
for i in 1:3
    push!(fs, () -> i * 100)
end
println([f() for f in fs])
adders = [make_adder(k) for k in 1:3]
println([a(10) for a in adders])
function late()
    x = 1
    f = () -> x
    x = 2
    return f()
end
println(late())
println(sort([3, -1, 2], by=abs))
println(sort(["bb", "a", "ccc"], by=length, rev=true))
function accumulator()
    total = 0.0
    add!(v) = (total += v)
    add!(1.5)
    add!(2.5)
    return total
end
println(accumulator())
println(count(x -> x % 3 == 0, 1:30))
