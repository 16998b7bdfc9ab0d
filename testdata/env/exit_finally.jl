# exit(n) as Julia 1.10's (base/initdefs.jl: exit(n) = ccall(:jl_exit, ...)):
# no exception unwinds, so an enclosing `finally` does not run; the atexit
# hooks run, last registered first, a one-argument hook with the exit code
# (Julia's _atexit), then the process ends with status n.
atexit(() -> println("hook registered first"))
atexit(code -> println("hook with code ", code))
f() = (println("in f"); exit(3))
try
    println("before")
    f()
finally
    println("finally (not printed)")
end
println("after (not printed)")
