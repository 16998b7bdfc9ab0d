# exit(n) converts n to Int32 as Julia's ccall(:jl_exit, Cvoid, (Int32,), n)
# does (base/initdefs.jl): out of range is an InexactError, and nothing ends.
try
    exit(2^40)
catch e
    println(e)
end
try
    exit(-2^31 - 1)
catch e
    println(e)
end
println("still running")
exit(UInt8(0))
