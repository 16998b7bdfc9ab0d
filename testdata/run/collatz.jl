# Collatz sequence lengths (steps to reach 1).
function collatz_steps(n::Int)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    return steps
end

for n in 1:10
    println(n, " -> ", collatz_steps(n))
end

function longest(limit)
    best = 1
    beststeps = 0
    for n in 1:limit
        s = collatz_steps(n)
        if s > beststeps
            best = n
            beststeps = s
        end
    end
    println("longest below ", limit, ": ", best, " with ", beststeps, " steps")
end
longest(10000)

function print_sequence(n)
    print(n)
    while n != 1
        n = iseven(n) ? n >> 1 : 3 * n + 1
        print(" ", n)
    end
    println()
end
print_sequence(27 ÷ 3)
print_sequence(7)
