function u1(c)
    if c
        x = 1
    end
    return x
end
function u2(n)
    local y
    for i in 1:n
        y = i
    end
    y
end
function u3()
    for i in 1:3
        if i > 1
            println(z)
        end
        z = i
    end
end
