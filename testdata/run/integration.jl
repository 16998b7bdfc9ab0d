# Numerical integration with floats: midpoint, trapezoid and Simpson rules.
f(x) = 4.0 / (1.0 + x * x)
g(x) = x * x * x - 2.0 * x

function midpoint(fn, a, b, n)
    h = (b - a) / n
    s = 0.0
    for i in 0:n-1
        s += fn(a + (i + 0.5) * h)
    end
    return s * h
end

function trapezoid(fn, a, b, n)
    h = (b - a) / n
    s = 0.5 * (fn(a) + fn(b))
    for i in 1:n-1
        s += fn(a + i * h)
    end
    return s * h
end

function simpson(fn, a, b, n)
    h = (b - a) / n
    s = fn(a) + fn(b)
    for i in 1:n-1
        s += (isodd(i) ? 4.0 : 2.0) * fn(a + i * h)
    end
    return s * h / 3.0
end

for n in (10, 100, 1000)
    println("n = ", n)
    println("  midpoint:  ", midpoint(f, 0.0, 1.0, n))
    println("  trapezoid: ", trapezoid(f, 0.0, 1.0, n))
    println("  simpson:   ", simpson(f, 0.0, 1.0, n))
end
println(simpson(g, 0.0, 2.0, 10))
println(trapezoid(sqrt, 0.0, 1.0, 64))
