# C variadic functions, as the Julia 1.10 manual's "Calling C and Fortran
# Code" calls them: @ccall with the variadic arguments after `;`, and
# ccall with a trailing `T...` in the argument types (every extra argument
# passed as a T). Floating-point variadic arguments need the C calling
# convention's variadic form (the count of vector registers in %al).
foo = 3
@ccall printf("%s = %d\n"::Cstring; "foo"::Cstring, foo::Cint)::Cint
@ccall printf("%.2f %.1f %s\n"::Cstring; 1.5::Cdouble, 2.25::Cdouble, "mixed"::Cstring)::Cint
ccall(:printf, Cint, (Cstring, Cint...), "%d %d %d\n", 1, 2, 3)
ccall(:printf, Cint, (Cstring, Cdouble...), "%g\n", 1e10)
ccall(:printf, Cint, (Cstring, Cint...), "none\n")
Libc.flush_cstdio()
buf = zeros(UInt8, 32)
n = ccall(:snprintf, Cint, (Ptr{UInt8}, Csize_t, Cstring, Cdouble...), buf, length(buf), "%.3f|%.1e", pi, 12345.678)
println(n, " ", String(buf[1:n]))
f(x) = @ccall snprintf(buf::Ptr{UInt8}, 32::Csize_t, "<%5.1f>"::Cstring; x::Cdouble)::Cint
println(f(2.345), " ", unsafe_string(pointer(buf)))
Libc.errno(0)
println(Libc.errno())
