# Iteration, first/last, reverse, find*, pairs, LinearIndices and
# reductions over dims for arrays whose axes do not start at 1 (Julia
# 1.10: iteration and find* follow eachindex/keys; reducedim.jl builds
# the result with similar(A, T, reduced_indices(A, dims)), and
# reduced_index of an axis type it does not know is an ArgumentError).
struct ZR <: AbstractUnitRange{Int}
    lo::Int
    hi::Int
end
Base.first(r::ZR) = r.lo
Base.last(r::ZR) = r.hi
Base.length(r::ZR) = r.hi - r.lo + 1
Base.axes(r::ZR) = (r,)
Base.getindex(r::ZR, i::Int) = (checkbounds(r, i); i)
Base.iterate(r::ZR, i = r.lo) = i > r.hi ? nothing : (i, i + 1)
Base.show(io::IO, r::ZR) = print(io, "ZR(", r.lo, ":", r.hi, ")")
Base.reduced_index(r::ZR) = ZR(r.lo, r.lo)

struct ZA{T,N} <: AbstractArray{T,N}
    data::Array{T,N}
    off::NTuple{N,Int}
end
Base.size(A::ZA) = size(A.data)
Base.axes(A::ZA) = map((n, o) -> ZR(1 + o, n + o), size(A.data), A.off)
Base.getindex(A::ZA{T,N}, I::Vararg{Int,N}) where {T,N} = (checkbounds(A, I...); A.data[map(-, I, A.off)...])
Base.setindex!(A::ZA{T,N}, x, I::Vararg{Int,N}) where {T,N} = (checkbounds(A, I...); A.data[map(-, I, A.off)...] = x; A)
Base.similar(A::AbstractArray, ::Type{T}, ax::Tuple{ZR,Vararg{ZR}}) where {T} =
    ZA(Array{T}(undef, map(length, ax)), map(r -> first(r) - 1, ax))

v = ZA([3, 1, 4, 1, 5], (-3,))
println(collect(v), " ", first(v), " ", last(v), " ", first(v, 2), " ", last(v, 2))
println([x for x in v], " ", sum(v), " ", maximum(v))
r = reverse(v)
println(axes(r), " ", collect(r))
println(findfirst(==(1), v), " ", findlast(==(1), v), " ", findall(isodd, v), " ", findnext(==(1), v, 0))
println(findmax(v), " ", findmin(v), " ", argmax(v), " ", findmax(x -> -x, v))
for (i, x) in pairs(v)
    print(i, "=>", x, " ")
end
println()
L = LinearIndices(v)
println(axes(L), " ", L[-2], " ", collect(L))
M = ZA([1 2 3; 4 5 6], (-1, 9))
L2 = LinearIndices(M)
println(L2[1, 10], " ", L2[0, 11], " ", L2[1, 12])
s = sum(M, dims=1)
println(typeof(s), " ", axes(s), " ", s[0, 10], " ", s[0, 12])
m = maximum(M, dims=2)
println(axes(m), " ", m[0, 10], " ", m[1, 10])
struct UA <: AbstractMatrix{Int}
    data::Matrix{Int}
end
Base.size(A::UA) = size(A.data)
Base.axes(A::UA) = (2:3, 5:6)
Base.getindex(A::UA, i::Int, j::Int) = A.data[i - 1, j - 4]
try
    sum(UA([1 2; 3 4]), dims=1)
catch e
    println(e)
end
