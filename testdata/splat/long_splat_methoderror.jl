# A call that has no method, given a splatted vector of thousands as a
# tuple: the MethodError is built by Base's thrower compiled for the
# call's argument types, whose long tuple is widened (Tuple{Vararg{Int64}},
# methods.CompilationSig) as a dynamic call's is. Compiled for the exact
# NTuple{2000, Int64} it took 32 s (found by the mutation campaign:
# `sum_ints(xs::Int...) = 5e-324(xs)`, a number juxtaposed with a tuple).
sum_ints(xs::Int...) = 5e-324(xs)
v = collect(1:2000)
try
    sum_ints(v...)
catch e
    println(typeof(e))
end
