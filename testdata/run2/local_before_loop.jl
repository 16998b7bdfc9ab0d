# `local r` declared before a loop that assigns it.
function f(x::UInt64)
    local r
    while true
        r = x * 3
        r > 5 && break
        x += 1
    end
    return r
end
println(f(UInt64(1)))

function g(n)
    local s
    i = 0
    while true
        i += 1
        s = string("v", i)
        i >= n && break
    end
    s
end
println(g(3))

function h(xs)
    local best
    for x in xs
        best = x
        x > 2.5 && break
    end
    best
end
println(h([1.0, 2.0, 3.0, 4.0]))

function u(n)
    local r
    while true
        r = n > 2 ? n : nothing
        n -= 1
        n < 0 && break
    end
    r
end
println(u(3))
