# Libdl (Julia 1.10: stdlib/Libdl re-exports Base.Libc.Libdl, base/libdl.jl;
# the search and the messages are src/dlload.c's jl_load_dynamic_library and
# jl_dlsym). Function pointers from dlsym are called with ccall and @ccall.
using Libdl

h = dlopen("libm.so.6")
println(typeof(h), " ", h != C_NULL)
p = dlsym(h, :cos)
println(typeof(p), " ", p != C_NULL)
println(ccall(p, Float64, (Float64,), 0.0))
println(@ccall $p(0.5::Float64)::Float64)
psin = dlsym(h, "sin")
println(ccall(psin, Float64, (Float64,), 0.0))

# In a function, with the pointer's type known.
function callpow(lib, x, y)
    f = dlsym(lib, :pow)
    return ccall(f, Float64, (Float64, Float64), x, y)
end
println(callpow(h, 2.0, 10.0))

# Missing symbols.
println(dlsym(h, :no_such_function_kiln; throw_error=false))
println(dlsym_e(h, "no_such_function_kiln") == C_NULL)
try
    dlsym(h, :no_such_function_kiln)
catch e
    println(typeof(e))
    println(startswith(e.msg, "could not load symbol \"no_such_function_kiln\":\n"))
    println(endswith(e.msg, "undefined symbol: no_such_function_kiln"))
end
try
    dlsym(C_NULL, :cos)
catch e
    println(e)
end

# Missing libraries: the name as given, then with ".so" appended.
println(dlopen("libnonexistent_kiln"; throw_error=false))
println(dlopen_e("libnonexistent_kiln") == C_NULL)
try
    dlopen("libnonexistent_kiln")
catch e
    println(typeof(e))
    println(e.msg)
end
try
    dlopen(:libnonexistent_kiln, RTLD_NOW)
catch e
    println(e.msg)
end

println(basename(dlpath(h)))
println(basename(dlpath("libm.so.6")))
println(dlext)
println(find_library(["libnonexistent_kiln", "libm.so.6"]))
println(repr(find_library("libnonexistent_kiln")))
println(find_library("libm.so.6", ["/nonexistent_dir_kiln"]))
println(any(l -> occursin("libm.so", l), dllist()), " ", eltype(dllist()))
println(DL_LOAD_PATH, " ", typeof(Libdl.DL_LOAD_PATH))
println((RTLD_LOCAL, RTLD_GLOBAL, RTLD_LAZY, RTLD_NOW, RTLD_NODELETE, RTLD_NOLOAD, RTLD_DEEPBIND, RTLD_FIRST))

# Flags and the do-block form, which closes the library.
hc = dlopen("libc.so.6", RTLD_NOW | RTLD_GLOBAL)
strlen_p = dlsym(hc, :strlen)
s = "kiln!"
println(ccall(strlen_p, Csize_t, (Ptr{UInt8},), pointer(s)))
println(@ccall $strlen_p(pointer("abc")::Ptr{UInt8})::Csize_t)
found = dlopen("libm.so.6") do lib
    dlsym(lib, :sin; throw_error=false) !== nothing
end
println(found)
println(dlclose(hc), " ", dlclose(h), " ", dlclose(nothing))

# @ccall with a named function and a library.
println(@ccall strlen("hello"::Cstring)::Csize_t)
println(@ccall "libm.so.6".floor(2.5::Float64)::Float64)
println(ccall(:strlen, Csize_t, (Ptr{UInt8},), "four"))

# ccall of a null or non-pointer value (Julia: "ccall: null function pointer").
try
    ccall(C_NULL, Cvoid, ())
catch e
    println(e)
end
q = 1
try
    ccall(q, Cvoid, ())
catch e
    println(typeof(e))
end
