# A foreign call to a symbol the process does not define: Julia 1.10 looks
# the symbol up when the call runs and throws
# ErrorException("could not load symbol \"NAME\":\n" * dlerror()) (src/dlload.c,
# jl_dlsym), catchable; code that never makes the call runs. (The second
# line, the loader's message, names the executable, so it is not printed.)
f(x) = ccall(:test_no_such_symbol, Int, (Int,), x)
g(x) = x > 0 ? x : ccall(:test_no_such_symbol2, Int, ())
println(ccall(:labs, Int, (Int,), -4))
println(g(3))
try
    f(1)
catch e
    println(typeof(e), " ", split(e.msg, '\n')[1])
end
ccall(:no_such_symbol_at_top, Cvoid, ())
println("not reached")
