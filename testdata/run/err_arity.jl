# Wrong number of arguments is a MethodError too.
twice(x) = 2 * x
println(twice(4))
println(twice(4, 5))
