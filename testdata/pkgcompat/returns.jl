# Base.Returns (Julia 1.10's operators.jl): `Returns(value) =
# new{Core.Typeof(value)}(value)` and `(obj::Returns)(@nospecialize(args...);
# @nospecialize(kw...)) = obj.value`: any arguments and keywords, and a type
# value gives a Returns{Type{T}}, so calls infer Type{T}.
using Test
r = Returns(1)
println(r(), " ", r(23), " ", r(x=1, y=2), " ", r(1, 2; z=3))
println(typeof(Returns(Int)), " ", Returns(Int)() === Int)
println(typeof(Returns{Any}(1)))
println(@inferred(Returns(Int)()) === Int)
println(@inferred(Returns(1)(x=1, y=2)) === 1)
println(@inferred(Returns(Returns(1))()) === Returns(1))
println(Returns(1.0))
println(sprint(show, Returns(1.0)))
println(map(Returns(0), 1:3))
