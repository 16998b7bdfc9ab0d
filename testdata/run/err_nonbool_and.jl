# The left operand of && must be Bool, too.
function f(x)
    return x && true
end
println(f(true))
println(f(2.5))
