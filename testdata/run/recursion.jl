# Recursion: Fibonacci, factorial, mutual recursion, Ackermann, Hanoi.
fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)
println(fib(0), " ", fib(1), " ", fib(10), " ", fib(20), " ", fib(25))

function fact(n::Int)
    if n <= 1
        return 1
    end
    return n * fact(n - 1)
end
println(fact(10))
println(fact(20))

is_even(n) = n == 0 ? true : is_odd(n - 1)
is_odd(n) = n == 0 ? false : is_even(n - 1)
println(is_even(10), " ", is_odd(7), " ", is_even(7), " ", is_odd(100))

function ack(m, n)
    if m == 0
        return n + 1
    elseif n == 0
        return ack(m - 1, 1)
    else
        return ack(m - 1, ack(m, n - 1))
    end
end
println(ack(0, 0), " ", ack(1, 2), " ", ack(2, 3), " ", ack(3, 3))

function hanoi(n, from, to, via)
    if n == 0
        return 0
    end
    c = hanoi(n - 1, from, via, to)
    println("move ", n, " from ", from, " to ", to)
    c += 1
    c += hanoi(n - 1, via, to, from)
    return c
end
println(hanoi(3, 'A', 'C', 'B'))

mygcd(a, b) = b == 0 ? a : mygcd(b, a % b)
println(mygcd(48, 18), " ", mygcd(17, 5), " ", mygcd(0, 9))

function power(x, n)
    n == 0 && return one(x)
    half = power(x, n ÷ 2)
    return iseven(n) ? half * half : half * half * x
end
println(power(2, 30), " ", power(1.5, 3), " ", power(3, 0))

function sumdigits(n)
    n < 10 && return n
    return n % 10 + sumdigits(n ÷ 10)
end
println(sumdigits(987654321))
