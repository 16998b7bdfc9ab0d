# An AbstractArray of the user's that defines size, getindex, setindex! and
# similar (Julia 1.10 manual, interfaces.md, "Abstract Arrays"): slicing
# it, logical indexing and copy give the user's type back, because Base
# allocates every non-scalar result with similar(A, T, dims).
struct DictArray{T,N} <: AbstractArray{T,N}
    data::Dict{NTuple{N,Int},T}
    dims::NTuple{N,Int}
end
DictArray(::Type{T}, dims::Int...) where {T} = DictArray{T,length(dims)}(Dict{NTuple{length(dims),Int},T}(), dims)
Base.size(A::DictArray) = A.dims
Base.similar(A::DictArray, ::Type{T}, dims::Dims) where {T} = DictArray(T, dims...)
Base.getindex(A::DictArray{T,N}, I::Vararg{Int,N}) where {T,N} = get(A.data, I, zero(T))
Base.setindex!(A::DictArray{T,N}, v, I::Vararg{Int,N}) where {T,N} = (A.data[I] = v)

A = DictArray(Float64, 3, 3)
A[:] = 1:9
display(A)
display(A[1:2, :])
display(A[:, 3])
display(A[2, :])
display(A[[1, 3], 2:3])
display(A[A.>6.5])
println(typeof(copy(A)))
println(typeof(A[:, :, 1]))
# broadcasting allocates an Array (the default broadcast style)
println(typeof(A .+ 1))
println(sum(A), " ", length(A.data))

# a vector type without similar: slices are Vectors
struct Evens <: AbstractVector{Int}
    n::Int
end
Base.size(e::Evens) = (e.n,)
Base.getindex(e::Evens, i::Int) = 2i
e = Evens(5)
println(e[2:4], " ", typeof(e[2:4]))
println(e[[true, false, true, false, true]])
println(e[e.>4])

# a vector of CartesianIndex picks positions (e.g. from findall)
M = [10 20 30; 40 50 60]
idx = findall(>(25), M)
println(idx)
println(M[idx])
println(M[[CartesianIndex(1, 1), CartesianIndex(2, 3)]])
M[[CartesianIndex(1, 2), CartesianIndex(2, 1)]] = [-1, -2]
println(M)
try
    M[[CartesianIndex(3, 1)]]
catch err
    println(typeof(err))
end
