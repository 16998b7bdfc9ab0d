# A product's destination is `similar(B, T, dims)`, as Julia 1.10's
# stdlib/LinearAlgebra/src/matmul.jl builds it (`mul!(similar(B, TS,
# (size(A, 1), size(B, 2))), A, B)`; for a vector `similar(x, TS,
# axes(A, 1))`): an array type with its own `similar` gets its own type
# back, the wrappers of a `Matrix` get a `Matrix`.
using LinearAlgebra

struct Grid{T,N} <: AbstractArray{T,N}
    data::Array{T,N}
end
Base.size(a::Grid) = size(a.data)
Base.getindex(a::Grid, i::Int...) = a.data[i...]
Base.setindex!(a::Grid, v, i::Int...) = (a.data[i...] = v)
Base.similar(a::Grid, ::Type{T}, dims::Dims) where {T} = Grid(Array{T}(undef, dims))

g = Grid([1 2; 3 4])
display(g * g)
display(g * Grid([1, 1]))
display([1.0 0; 0 1] * g)
display(g * [0.5, 0.5])

A = [1.0 2.0 0.0; 0.0 1.0 3.0; 2.0 0.0 1.0]
for X in (A', transpose(A), Symmetric(A), Diagonal([1.0, 2.0, 3.0]), UpperTriangular(A), view(A, 1:3, 1:3))
    println(typeof(A * X), " ", A * X == A * Matrix(X))
end
println(typeof(A * (1:3)), " ", A * (1:3))
B = [true false true; false true true; true true true]
println(typeof(B * B), " ", B * B)
