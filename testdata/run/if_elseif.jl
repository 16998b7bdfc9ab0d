# if/elseif/else as statements and as expressions.
function classify(n)
    if n < 0
        "negative"
    elseif n == 0
        "zero"
    elseif n < 10
        "small"
    else
        "large"
    end
end
println(classify(-5))
println(classify(0))
println(classify(3))
println(classify(42))
y = if 3 > 2
    "yes"
else
    "no"
end
println(y)
z = if false
    1
end
println(z)
function grade(score)
    if score >= 90
        return 'A'
    elseif score >= 80
        return 'B'
    elseif score >= 70
        return 'C'
    end
    return 'F'
end
println(grade(95), grade(85), grade(75), grade(10))
a = 4
if a > 0 && iseven(a)
    println("positive even")
end
if a < 0 || a > 3
    println("outside 0:3")
end
if a == 5
    println("five")
else
    println("not five")
end
function nested(a, b)
    if a > 0
        if b > 0
            return "both positive"
        else
            return "only a"
        end
    elseif b > 0
        return "only b"
    end
    return "neither"
end
println(nested(1, 1), ", ", nested(1, -1), ", ", nested(-1, 1), ", ", nested(-1, -1))
