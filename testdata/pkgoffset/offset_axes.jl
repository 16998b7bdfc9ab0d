# A minimal AbstractArray whose axes do not start at 1: Base must take
# bounds, first/last indices, eachindex, summaries and printing from
# axes(A) (Julia 1.10 base/abstractarray.jl: axes(A, d), axes1,
# firstindex/lastindex, checkbounds -> checkindex; base/show.jl:
# array_summary, inds2string, showindices, replace_in_print_matrix).
struct ZArr{T,N} <: AbstractArray{T,N}
    data::Array{T,N}
    off::NTuple{N,Int}
end
Base.size(A::ZArr) = size(A.data)
Base.axes(A::ZArr) = map((n, o) -> (1+o):(n+o), size(A.data), A.off)
Base.getindex(A::ZArr{T,N}, I::Vararg{Int,N}) where {T,N} =
    (checkbounds(A, I...); A.data[map(-, I, A.off)...])
Base.showarg(io::IO, A::ZArr, toplevel) = print(io, "ZArr(", A.off, ")")

A = ZArr([1 2 3; 4 5 6], (-1, 2))
println(axes(A))
println(axes(A, 1), " ", axes(A, 2), " ", axes(A, 3))
println(Base.axes1(A))
println(A[0, 3], " ", A[1, 5])
println(firstindex(A, 1), " ", lastindex(A, 2))
println(checkbounds(Bool, A, 0, 3), " ", checkbounds(Bool, A, 1, 1), " ", checkbounds(Bool, A, 2, 3))
try
    A[2, 3]
catch e
    println(typeof(e))
end
v = ZArr([10, 20, 30], (-2,))
println(eachindex(v), " ", firstindex(v), " ", lastindex(v), " ", keys(v))
println(v[-1], " ", v[end], " ", v[begin])
println(checkbounds(Bool, v, 0), " ", checkbounds(Bool, v, 1), " ", checkbounds(Bool, v, -1:0), " ", checkbounds(Bool, v, [-1, 2]))
println(Base.checkindex(Bool, 3:5, 4), " ", Base.checkindex(Bool, 3:5, 2:4), " ", Base.checkindex(Bool, Base.OneTo(3), 0))
println(isassigned(v, 0), " ", isassigned(v, 3))
summary(stdout, A); println()
summary(stdout, [1, 2]); println()
display(A)
display(v)
println(Base.inds2string((0:1, 2:4)))
print("["); Base.showindices(stdout, Base.OneTo(2), 0:3); println("]")
