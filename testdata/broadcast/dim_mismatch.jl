# Julia 1.10 base/broadcast.jl _bcs1: "arrays could not be broadcast to a common size; got a dimension with lengths 2 and 3"
x = [1, 2]
println(x .+ 1)
y = x .+ [1, 2, 3]
println(y)
