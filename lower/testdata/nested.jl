function n1(x)
    f = y -> z -> x + y + z
    f(1)(2)
end
function n2(n)
    fs = []
    for i in 1:n
        push!(fs, () -> i)
    end
    fs
end
function n3(v)
    g(a, b=2; c=3) = a + b + c + v
    g(1; c=4)
end
function n4()
    local x::Int
    x = 2.5
    x
end
function n5(T)
    h(::Type{S}) where S = S
    h(T)
end
