# Copies, slices, cumulative sums and sorting of arrays whose axes do not
# start at 1 keep those axes, as Julia 1.10: copy(V::SubArray) is
# V.parent[V.indices...] (subarray.jl), A[:, j] has the shape of the
# Slice of A's axis (index_shape, multidimensional.jl), cumsum is
# accumulate into similar(v) (accumulate.jl), sort! works on v's indices
# and sortperm permutes copymutable(LinearIndices(v)) (sort.jl); copyto!
# fills eachindex(dest) (abstractarray.jl). Base.IdentityUnitRange as
# base/indices.jl defines it.
const IUR = Base.IdentityUnitRange
struct OV{T} <: AbstractVector{T}
    data::Vector{T}
    off::Int
end
Base.size(v::OV) = size(v.data)
Base.axes(v::OV) = (IUR(1+v.off:length(v.data)+v.off),)
Base.getindex(v::OV, i::Int) = (checkbounds(v, i); v.data[i - v.off])
Base.setindex!(v::OV, x, i::Int) = (checkbounds(v, i); v.data[i - v.off] = x; v)
Base.similar(::AbstractArray, ::Type{T}, ax::Tuple{IUR}) where {T} = OV(Vector{T}(undef, length(ax[1])), first(ax[1]) - 1)
struct OM{T} <: AbstractMatrix{T}
    data::Matrix{T}
    off::Tuple{Int,Int}
end
Base.size(A::OM) = size(A.data)
Base.axes(A::OM) = map((n, o) -> IUR(1+o:n+o), size(A.data), A.off)
Base.getindex(A::OM, i::Int, j::Int) = (checkbounds(A, i, j); A.data[i - A.off[1], j - A.off[2]])

r = IUR(0:2)
println(r, " ", r[1], " ", collect(r), " ", axes(r), " ", length(r), " ", first(r), ":", last(r))
v = OV([30, 10, 20], -2)
c = cumsum(v)
println(typeof(c), " ", axes(c), " ", collect(c))
s = sort(v)
println(typeof(s), " ", collect(s), " ", s[-1])
p = sortperm(v)
println(typeof(p), " ", collect(p), " ", v[p[-1]])
w = copy(view(v, :))
println(typeof(w), " ", axes(w), " ", w[0])
println(collect(copyto!(OV(zeros(Int, 3), 4), [7, 8, 9])))
try
    copyto!(zeros(2), [1.0, 2.0, 3.0])
catch e
    println(e)
end
A = OM([1 2 3; 4 5 6], (-1, 9))
col = A[:, 11]
println(typeof(col), " ", axes(col), " ", collect(col))
row = A[0, :]
println(typeof(row), " ", axes(row), " ", collect(row))
println(typeof([1 2; 3 4][:, 2]), " ", cumsum([1, 2, 3]), " ", sort([3, 1, 2]), " ", sortperm([3, 1, 2]))
