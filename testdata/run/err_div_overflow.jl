# typemin(Int64) ÷ -1 overflows and throws DivideError.
d(a, b) = div(a, b)
println(d(typemin(Int64), 1))
println(d(typemin(Int64), -1))
