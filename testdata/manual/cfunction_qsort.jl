# @cfunction, as the Julia 1.10 manual's "Calling C and Fortran Code"
# (section "Creating C-Compatible Julia Function Pointers") uses it with
# the C library's qsort: a Ref{Cdouble} argument is a pointer to a Cdouble
# that the Julia function receives as a Cdouble.
function mycompare(a, b)::Cint
    return (a < b) ? -1 : ((a > b) ? +1 : 0)
end
mycompare_c = @cfunction(mycompare, Cint, (Ref{Cdouble}, Ref{Cdouble}))
println(typeof(mycompare_c))
A = [1.3, -2.7, 4.4, 3.1]
ccall(:qsort, Cvoid, (Ptr{Cdouble}, Csize_t, Csize_t, Ptr{Cvoid}),
      A, length(A), sizeof(eltype(A)), mycompare_c)
println(A)
# Ptr arguments, and a result that Julia's wrapper converts (Int to Cint)
desc(a::Ptr{Int}, b::Ptr{Int}) = unsafe_load(b) - unsafe_load(a)
w = [1, 5, 3, 9, 0]
ccall(:qsort, Cvoid, (Ptr{Int}, Csize_t, Csize_t, Ptr{Cvoid}), w, length(w), 8,
      @cfunction(desc, Cint, (Ptr{Int}, Ptr{Int})))
println(w)
# an anonymous function, inside a function
function sortabs!(x::Vector{Float64})
    f = @cfunction((a, b) -> Cint(cmp(abs(a), abs(b))), Cint, (Ref{Float64}, Ref{Float64}))
    ccall(:qsort, Cvoid, (Ptr{Float64}, Csize_t, Csize_t, Ptr{Cvoid}), x, length(x), 8, f)
    return x
end
println(sortabs!([3.0, -1.0, 2.0, -4.0]))
# calling the pointer back from Julia; Cvoid results
sq(x::Float64) = x * x
println(ccall(@cfunction(sq, Float64, (Float64,)), Float64, (Float64,), 3.0))
const seen = Int32[]
record(x::Cint) = (push!(seen, x); nothing)
rec = @cfunction(record, Cvoid, (Cint,))
ccall(rec, Cvoid, (Cint,), 7)
ccall(rec, Cvoid, (Cint,), 8)
println(seen)
# an exception thrown in the callback reaches the Julia code around the C call
boom(a::Ptr{Int}, b::Ptr{Int}) = error("boom")
try
    ccall(:qsort, Cvoid, (Ptr{Int}, Csize_t, Csize_t, Ptr{Cvoid}), [2, 1], 2, 8,
          @cfunction(boom, Cint, (Ptr{Int}, Ptr{Int})))
catch e
    println("caught ", e)
end
# a result that does not fit the C type is Julia's InexactError
big_result(x::Cint) = 2^40
try
    ccall(@cfunction(big_result, Cint, (Cint,)), Cint, (Cint,), 1)
catch e
    println(typeof(e))
end
