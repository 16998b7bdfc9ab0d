# Assignment and updating operators, including ones that change the type.
function main()
    x = 10
    x += 5
    println(x)
    x -= 3
    println(x)
    x *= 4
    println(x)
    x ÷= 5
    println(x)
    x %= 4
    println(x)
    y = 3
    y ^= 4
    println(y)
    z = 7
    z /= 2
    println(z)
    println(typeof(z))
    w = 2.0
    w *= 1.5
    w -= 0.5
    println(w)
    a = 1
    a += 0.5
    println(a, " ", typeof(a))
    n = UInt8(250)
    n += UInt8(10)
    println(n, " ", typeof(n))
    m = UInt8(250)
    m += 10
    println(m, " ", typeof(m))
    k = 17
    k -= -3
    println(k)
    p = q = 5
    println(p, q)
    q += 1
    println(p, " ", q)
end
main()
g = 1
g += 1
g *= 10
println(g)
