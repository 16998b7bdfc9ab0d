# Out of memory is an exception (Julia's OutOfMemoryError, catchable):
# an allocation the collector cannot provide throws it and the program goes
# on; uncaught, Julia prints "ERROR: LoadError: OutOfMemoryError()" and
# exits 1. 2^62 bytes exceed any machine's address space.
try
    Vector{UInt8}(undef, 2^62)
catch e
    println(e isa OutOfMemoryError, " ", e)
end
try
    t = "ab" * "cd"
    println(t)
    Vector{Float64}(undef, 2^59)
catch e
    println(e)
end
println(sum(ones(100)))
Vector{UInt8}(undef, 2^62)
println("not reached")
