# Converting a non-integral Float64 to Int throws InexactError.
println(Int(3.0))
x = 2.5
println(Int(x))
println("not reached")
