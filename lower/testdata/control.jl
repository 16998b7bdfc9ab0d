function c1(n)
    s = 0
    for i = 1:n, j = 1:i
        if j == 3
            continue
        elseif i > 10
            break
        end
        s += i * j
    end
    s
end
function c2(x)
    while true
        x -= 1
        x < 0 && return x
    end
end
function c3(a, b)
    r = a && b
    q = a || b
    a < b <= r ? q : !q
end
function c4(xs)
    for (i, x) in enumerate(xs)
        println(i, x)
    end
end
function c5()
    let x = 1, y = x + 1
        x + y
    end
end
