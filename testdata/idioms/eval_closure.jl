# eval of expressions that create functions (their closure types are
# defined before the expression runs), and invokelatest on the result.
f = eval(:(y -> y * 2))
println(Base.invokelatest(f, 21))
g = eval(:(function (a, b) a - b end))
println(Base.invokelatest(g, 5, 3))
h = eval(:(map(x -> x + 1, [1, 2])))
println(h)
k = 10
adders = [eval(:(x -> x + $i)) for i in 1:3]
println([Base.invokelatest(a, k) for a in adders])
q = eval(:(function foo(x) x end))
println(q, " ", Base.invokelatest(q, 7))
r = eval(:(bar(x) = 2x))
println(r, " ", Base.invokelatest(r, 4))
println(eval(:(struct S9 end)))
