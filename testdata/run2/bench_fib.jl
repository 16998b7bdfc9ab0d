# fib: naive doubly recursive Fibonacci. Computes fib(30) ARGS[1] times
# (default 1) and prints the result.

fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function main()
    reps = length(ARGS) >= 1 ? parse(Int, ARGS[1]) : 1
    r = 0
    for _ in 1:reps
        r = fib(30)
    end
    println(r)
end

main()
