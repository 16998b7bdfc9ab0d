# Several methods per function, selected by argument type annotations.
describe(x::Int64) = "Int64 $x"
describe(x::Float64) = "Float64 $x"
describe(x::String) = "String $x"
describe(x::Bool) = "Bool $x"
describe(x::Integer) = "other Integer $x"
describe(x::AbstractFloat) = "other float $x"
describe(x) = "something else"
println(describe(1))
println(describe(1.5))
println(describe("hi"))
println(describe(true))
println(describe(Int32(3)))
println(describe(0x05))
println(describe(2f0))
println(describe('c'))
println(describe(nothing))

combine(x::Int, y::Int) = x + y
combine(x::String, y::String) = "$x$y"
combine(x::Number, y::Number) = x * y
println(combine(2, 3))
println(combine("ab", "cd"))
println(combine(2, 3.0))
println(combine(true, 4))

function area(w::Float64, h::Float64)
    return w * h
end
function area(side::Int)
    return side * side
end
println(area(2.0, 3.5))
println(area(4))
