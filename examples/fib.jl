# Naive recursive Fibonacci: the classic first benchmark.
fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function main()
    for n in (10, 20, 30)
        println("fib($n) = ", fib(n))
    end
end

main()
