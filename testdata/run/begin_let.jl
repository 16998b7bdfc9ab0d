# begin blocks (no new scope) and let blocks (new scope, bindings).
x = begin
    a = 2
    b = 3
    a * b
end
println(x)
println(a)
r = let p = 10, q = p + 5
    p * q
end
println(r)
let
    local z = 3
    z *= 2
    println(z)
end
v = 1
let v = v + 1
    println(v)
end
println(v)
let a = 100
    a += 1
    println(a)
end
println(a)
w = let
    t = 0
    for i in 1:4
        t += i
    end
    t
end
println(w)
function uses_let(n)
    s = 0
    for i in 1:n
        let sq = i * i
            s += sq
        end
    end
    return s
end
println(uses_let(4))
println(begin 1; 2; 3 end)
