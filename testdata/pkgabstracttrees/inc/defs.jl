# included by include_position.jl
twice(x) = 2x
println("included: ", twice(21))
