# An error raised by code that eval runs propagates to the caller.
function check(x)
    x > 0 || error("negative: $x")
    return x
end
println(eval(:(check(1))))
try
    eval(:(check(-1)))
catch e
    println("caught: ", e)
end
eval(:(check(-2)))
