# Two methods equally specific for (Int, Int): an ambiguity error.
amb(x::Int, y) = 1
amb(x, y::Int) = 2
println(amb(1, 2.0))
println(amb(1.0, 2))
println(amb(1, 2))
println("not reached")
