# while loops with break and continue; a top-level loop updating a global.
function countdown(n)
    while n > 0
        print(n, " ")
        n -= 1
    end
    println("liftoff")
end
countdown(5)

function first_square_above(limit)
    i = 1
    while true
        if i * i > limit
            break
        end
        i += 1
    end
    return i
end
println(first_square_above(50))

function odd_sum(n)
    s = 0
    i = 0
    while i < n
        i += 1
        if iseven(i)
            continue
        end
        s += i
    end
    return s
end
println(odd_sum(10))

function pairs_count(n)
    c = 0
    i = 0
    while i < n
        i += 1
        j = 0
        while true
            j += 1
            j > i && break
            c += 1
        end
    end
    return c
end
println(pairs_count(4))

k = 0
while k < 3
    global k
    k += 1
    println("k = ", k)
end

function digits_of(n)
    while n > 0
        print(n % 10)
        n ÷= 10
    end
    println()
end
digits_of(12345)
