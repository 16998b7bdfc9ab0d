# Floating-point series: the order of the additions fixes every digit.
function leibniz(n)
    s = 0.0
    sign = 1.0
    for k in 0:n-1
        s += sign / (2k + 1)
        sign = -sign
    end
    return 4s
end
println(leibniz(10))
println(leibniz(1000))
println(leibniz(100000))

function basel(n)
    s = 0.0
    for k in n:-1:1
        s += 1.0 / (k * k)
    end
    return s
end
println(basel(10))
println(basel(10000))

function harmonic(n)
    h = 0.0
    for k in 1:n
        h += 1 / k
    end
    return h
end
println(harmonic(1), " ", harmonic(2), " ", harmonic(10))
println(harmonic(1000000))

function e_series(n)
    s = 1.0
    term = 1.0
    for k in 1:n
        term /= k
        s += term
    end
    return s
end
println(e_series(5))
println(e_series(20))

function tenth_sum(n)
    s = 0.0
    for _ in 1:n
        s += 0.1
    end
    return s
end
println(tenth_sum(10), " ", tenth_sum(10) == 1.0)
println(tenth_sum(1000))
function geometric(r, n)
    s = 0.0
    p = 1.0
    for _ in 1:n
        s += p
        p *= r
    end
    return s
end
println(geometric(0.5, 10), " ", geometric(0.5, 60), " ", geometric(2.0, 10))
