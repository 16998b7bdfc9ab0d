# Calling a function with an argument type no method accepts.
f(x::Int) = x + 1
println(f(1))
println(f(2.5))
println("not reached")
