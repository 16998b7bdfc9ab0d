function cl1(xs, k)
    map(x -> x + k, xs)
end
function cl2()
    count = 0
    inc() = (count += 1)
    inc()
    inc()
    count
end
function cl3(io)
    open("f") do f
        write(f, io)
    end
end
function cl4(n)
    fib(k) = k < 2 ? k : fib(k - 1) + fib(k - 2)
    fib(n)
end
sq = [x^2 for x in 1:10]
m = [i * j for i in 1:3, j in 1:4 if i != j]
t = Float64[x for x in 1:3]
g = sum(x for x in 1:10)
add = (a, b) -> a + b
