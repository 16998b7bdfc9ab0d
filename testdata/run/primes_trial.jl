# Prime numbers by trial division, without arrays.
function isprime(n::Int)
    n < 2 && return false
    n < 4 && return true
    iseven(n) && return false
    d = 3
    while d * d <= n
        if n % d == 0
            return false
        end
        d += 2
    end
    return true
end

for n in 1:60
    if isprime(n)
        print(n, " ")
    end
end
println()

function count_primes(limit)
    c = 0
    for n in 2:limit
        if isprime(n)
            c += 1
        end
    end
    return c
end
println("primes below 10000: ", count_primes(9999))

function sum_primes(limit)
    s = 0
    for n in 2:limit
        isprime(n) && (s += n)
    end
    return s
end
println("sum of primes below 1000: ", sum_primes(999))

function nth_prime(k)
    n = 1
    while k > 0
        n += 1
        if isprime(n)
            k -= 1
        end
    end
    return n
end
println("1000th prime: ", nth_prime(1000))

function twin_primes(limit)
    c = 0
    for p in 3:2:limit-2
        if isprime(p) && isprime(p + 2)
            c += 1
        end
    end
    return c
end
println("twin prime pairs below 1000: ", twin_primes(1000))
