# A Ref passed for a ccall's Ptr{T} or Ref{T} argument is the address of
# its value (Julia 1.10's unsafe_convert(Ptr{T}, ::RefValue{T}) and
# RefArray, base/refpointer.jl), so C's writes are read back. Kiln used to
# pass the value itself as the address (a RefValue of a struct at top level
# segfaulted; a Ref{Int64} read back 0), and other objects' first word.
struct TS
    s::Int64
    ns::Int64
end
# at top level (globals: types known only at run time)
tsref = Ref(TS(0, 0))
println(ccall(:clock_gettime, Cint, (Cint, Ptr{TS}), 0, tsref), " ", tsref[].s > 0)
tsref2 = Ref{TS}()
ccall(:clock_gettime, Cint, (Cint, Ref{TS}), 0, tsref2)
println(tsref2[].s > 0)
# in functions (types known)
function now_ptr()
    r = Ref(TS(0, 0))
    ccall(:clock_gettime, Cint, (Cint, Ptr{TS}), 0, r)
    r[].s > 0
end
function time_ref()
    t = Ref{Int64}(0)
    ccall(:time, Int64, (Ptr{Int64},), t)
    t[] > 0
end
function time_cvoid()
    t = Ref{Int64}(0)
    ccall(:time, Int64, (Ptr{Cvoid},), t)
    t[] > 0
end
println(now_ptr(), " ", time_ref(), " ", time_cvoid())
# Ref(A, i): element i of an array
w = zeros(Int64, 3)
ccall(:time, Int64, (Ptr{Int64},), Ref(w, 2))
println(w[1] == 0, " ", w[2] > 0, " ", w[3] == 0)
rr = Ref(w, 3)
rr[] = 7
println(rr[], " ", w[3])
# values held as Any: the run-time type decides
xs = Any[[0, 0], "abc", Ref{Int64}(0)]
ccall(:time, Int64, (Ptr{Int64},), xs[1])
println(xs[1][1] > 0)
println(Int(ccall(:strlen, Csize_t, (Ptr{UInt8},), xs[2])))
ccall(:time, Int64, (Ptr{Cvoid},), xs[3])
println(xs[3][] > 0)
# what has no address of that type is Julia's MethodError, at run time
mutable struct M
    a::Int
end
for bad in Any[M(1), Ref(1.5)]
    try
        ccall(:time, Int64, (Ptr{Int64},), bad)
    catch e
        println(typeof(e))
    end
end
wrong() = ccall(:time, Int64, (Ptr{Int64},), Ref(1.5))
try
    wrong()
catch e
    println(typeof(e))
end
