# `x , 10 && ()` (found by mutating a golden program): the tuple's second
# element lowers to `if 10 ... else false`; a non-Bool condition is a
# TypeError in Julia 1.10 (base/errorshow.jl prints "non-boolean (Int64)
# used in boolean context"), and the code after it is never reached.
x = 1
try
    x , 10 && ()
catch e
    showerror(stdout, e)
    println()
end
f(c) = (c && (), 2)
try
    f(3)
catch e
    println(typeof(e))
end
println(f(false))
x , 10 && ()
println("not reached")
