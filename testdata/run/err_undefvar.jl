# Reading a name that was never defined: UndefVarError.
y = 1
println("y = ", y)
println(x)
println("not reached")
