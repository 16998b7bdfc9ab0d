# Small Project-Euler-style integer programs.
function multiples(limit)
    s = 0
    for i in 1:limit-1
        if i % 3 == 0 || i % 5 == 0
            s += i
        end
    end
    return s
end
println(multiples(10), " ", multiples(1000))

function even_fib_sum(limit)
    a = 1
    b = 2
    s = 0
    while a <= limit
        if iseven(a)
            s += a
        end
        t = a + b
        a = b
        b = t
    end
    return s
end
println(even_fib_sum(4_000_000))

function reverse_digits(n)
    r = 0
    while n > 0
        r = r * 10 + n % 10
        n ÷= 10
    end
    return r
end
ispalindrome(n) = n == reverse_digits(n)
function largest_palindrome_product(lo, hi)
    best = 0
    for a in lo:hi, b in a:hi
        p = a * b
        if p > best && ispalindrome(p)
            best = p
        end
    end
    return best
end
println(largest_palindrome_product(10, 99))
println(largest_palindrome_product(100, 999))

function sum_square_difference(n)
    s = 0
    sq = 0
    for i in 1:n
        s += i
        sq += i * i
    end
    return s * s - sq
end
println(sum_square_difference(100))

function armstrong(limit)
    for n in 1:limit
        d = 0
        m = n
        while m > 0
            d += 1
            m ÷= 10
        end
        s = 0
        m = n
        while m > 0
            s += (m % 10)^d
            m ÷= 10
        end
        if s == n
            print(n, " ")
        end
    end
    println()
end
armstrong(10000)

function perfect(limit)
    for n in 2:limit
        s = 1
        d = 2
        while d * d <= n
            if n % d == 0
                s += d
                if d * d != n
                    s += n ÷ d
                end
            end
            d += 1
        end
        s == n && print(n, " ")
    end
    println()
end
perfect(10000)
