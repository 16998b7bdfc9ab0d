# An array type of a package that defines its own similar, as array
# packages do: Base's generic code that allocates a result through
# similar (map, copy, similar(a, T, axes(a)), broadcasting with the
# type's BroadcastStyle, reductions with dims) gives back that type.
# Julia 1.10: map(f, A::AbstractArray) is collect_similar(A, Generator(f, A))
# (base/array.jl, _collect with _similar_for); similar(a, T, axes) converts
# Base.OneTo axes to Ints (base/abstractarray.jl, to_shape).
struct Grid{T} <: AbstractMatrix{T}
    data::Matrix{T}
end
Base.size(g::Grid) = size(g.data)
Base.getindex(g::Grid, i::Int, j::Int) = g.data[i, j]
Base.setindex!(g::Grid, v, i::Int, j::Int) = (g.data[i, j] = v)
Base.similar(g::Grid, ::Type{T}, dims::Dims{2}) where {T} = Grid(Matrix{T}(undef, dims))
Base.BroadcastStyle(::Type{<:Grid}) = Broadcast.ArrayStyle{Grid}()
Base.similar(bc::Broadcast.Broadcasted{Broadcast.ArrayStyle{Grid}}, ::Type{T}) where {T} =
    Grid(similar(Array{T}, axes(bc)))

g = Grid([1 2; 3 4])
println(typeof(map(x -> x / 2, g)))
println(map(x -> x / 2, g) == [0.5 1.0; 1.5 2.0])
m = map(x -> x == 1 ? 1 : 2.5, g)
println(typeof(m), " ", m.data)
println(typeof(copy(g)))
println(typeof(similar(g, Float64, axes(g))))
println(typeof(g .+ 1))
println(typeof(similar(g)))
println(typeof(map(string, view(g, 1, :))))
println(map(x -> x + 1, 1:3))
println(typeof(similar(1:3, Float64, axes(1:3))))
println(typeof(map(x -> x, trues(2))))
display(map(x -> 10x, g))
