# Euclid's algorithm: a gcd table, lcm and coprime counting (Euler's phi).
function mygcd(a::Int, b::Int)
    while b != 0
        t = b
        b = a % b
        a = t
    end
    return abs(a)
end
mylcm(a, b) = a ÷ mygcd(a, b) * b

print("gcd")
for j in 1:8
    print("\t", j)
end
println()
for i in 1:8
    print(i)
    for j in 1:8
        print("\t", mygcd(i, j))
    end
    println()
end
println(mygcd(1071, 462), " ", mygcd(-12, 18), " ", mygcd(0, 0))
println(mylcm(4, 6), " ", mylcm(21, 6))

function phi(n)
    c = 0
    for k in 1:n
        if mygcd(k, n) == 1
            c += 1
        end
    end
    return c
end
for n in (1, 2, 9, 10, 36, 97, 100)
    print(phi(n), " ")
end
println()
function lcm_upto(n)
    l = 1
    for k in 2:n
        l = mylcm(l, k)
    end
    return l
end
println(lcm_upto(20))
