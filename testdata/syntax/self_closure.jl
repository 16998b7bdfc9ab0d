# A closure that calls itself through the local variable it is assigned to
# (the variable is captured before its assignment: Julia boxes it).
function countdown(k)
    g = n -> n <= 0 ? 0 : 1 + g(n - 1)
    g(k)
end
println(countdown(5))
function fib_memo(n)
    memo = Dict{Int,Int}()
    fib = function (k)
        k <= 2 && return 1
        get!(memo, k) do
            fib(k - 1) + fib(k - 2)
        end
    end
    fib(n)
end
println(fib_memo(50))
h = n -> n == 0 ? "done" : h(n - 1)
println(h(3))
