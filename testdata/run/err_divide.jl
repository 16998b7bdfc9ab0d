# Integer division by zero throws DivideError (float division gives Inf).
function safe(a, b)
    return a ÷ b
end
println(safe(7, 2))
println(7 / 0)
println(safe(1, 0))
println("not reached")
