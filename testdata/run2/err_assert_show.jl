# @show prints the expression and its value; a failing @assert throws.
x = 5
@show x
@show x + 1
@show "s"
@show 1 / 4
@assert x == 5
@assert x > 0 "x must be positive"
println("asserts passed")
@assert x == 6
println("not reached")
