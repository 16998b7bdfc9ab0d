# ccall converts each argument to its declared type (Julia's
# Base.cconvert, which is convert for number types): a value that does not
# convert is convert's MethodError, not its address passed as the
# number's bits (found by the mutation campaign: a String given for a
# Float64 argument returned garbage, or stopped the compiler when the
# String was a constant).
for x in ("zzz", [1.0], :sym, nothing)
    try
        ccall(:sqrt, Float64, (Float64,), x)
    catch e
        println(typeof(e), " ", e.f === convert, " ", e.args[1], " ", typeof(e.args[2]))
    end
end
try
    ccall(:frexp, Float64, (Float64, Ref{Int32}), "zzz", Int32(0))
catch e
    println(typeof(e))
end
println(ccall(:sqrt, Float64, (Float64,), 4), " ", ccall(:abs, Cint, (Cint,), -3), " ", ccall(:sqrt, Float64, (Float64,), Int32(9)))
try
    ccall(:abs, Cint, (Cint,), 2^40)
catch e
    println(typeof(e))
end
try
    ccall(:abs, Cint, (Cint,), 1.5)
catch e
    println(typeof(e))
end
