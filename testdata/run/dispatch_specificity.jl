# Multiple dispatch on all arguments: the most specific method wins.
f(x, y) = "any, any"
f(x::Int, y) = "int, any"
f(x, y::Int) = "any, int"
f(x::Int, y::Int) = "int, int"
println(f(1, 2))
println(f(1, 2.0))
println(f(1.0, 2))
println(f(1.0, 2.0))

g(x::Number) = "Number"
g(x::Real) = "Real"
g(x::Integer) = "Integer"
g(x::Signed) = "Signed"
g(x::Int64) = "Int64"
println(g(1))
println(g(Int32(1)))
println(g(0x01))
println(g(true))
println(g(1.5))
println(g(1f0))

h(x::Float64, y::Float64) = "both Float64"
h(x::AbstractFloat, y::AbstractFloat) = "both floats"
h(x::Real, y::Real) = "reals"
println(h(1.0, 2.0))
println(h(1.0, 2f0))
println(h(1, 2.0))

dispatch_count(x::Int, y::Int, z::Int) = 3
dispatch_count(x::Int, y::Int, z) = 2
dispatch_count(x::Int, y, z) = 1
dispatch_count(x, y, z) = 0
println(dispatch_count(1, 1, 1), dispatch_count(1, 1, 1.0), dispatch_count(1, 1.0, 1), dispatch_count(1.0, 1, 1))
