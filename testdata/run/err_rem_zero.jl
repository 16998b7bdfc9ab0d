# The remainder by zero throws DivideError as well.
r(a, b) = a % b
println(r(7, 3))
println(r(5, 0))
