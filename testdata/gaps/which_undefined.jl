# In a Julia script InteractiveUtils is not loaded: @which is not defined.
f(x) = x
println("before")
m = @which f(1)
println(m)
