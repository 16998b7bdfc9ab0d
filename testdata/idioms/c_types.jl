# The C type aliases of Julia's base/c.jl (x86_64 Linux) in ccall
# signatures, and Base.@invokelatest (base/essentials.jl) with positional
# and keyword arguments. A ccall argument converts to its declared type
# (Base.cconvert), with InexactError when it does not fit.
cabs(x) = ccall(:abs, Cint, (Cint,), x)
println(cabs(-3), " ", typeof(cabs(-3)))
println(ccall(:labs, Clong, (Clong,), -7))
println(Cint, " ", Csize_t, " ", Cdouble, " ", Cchar, " ", Culong, " ", Cfloat)
println(ccall(:floor, Cdouble, (Cdouble,), 2.7))
f(x; k=1) = x + k
println(Base.@invokelatest sum([1, 2]))
println(Base.@invokelatest f(1; k=5))
println(Base.@invokelatest f(2, k=3))
for i in eachindex("héllo")
    print(i, " ")
end
println()
println(collect(keys("aé")))
try
    cabs(2^40)
catch e
    println(e)
end
