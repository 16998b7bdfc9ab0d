# User AbstractArray subtypes written as packages write them (size +
# getindex, optionally setindex! and IndexStyle), used through Base's
# generic array code. Expected output follows Julia 1.10: base/arrayshow.jl
# (print_matrix, show_vector's typeinfo prefix), base/abstractarray.jl
# (copy(a::AbstractArray) = copymutable(a), eachindex by IndexStyle:
# CartesianIndices for IndexCartesian arrays), base/show.jl (summary).
struct MyVec <: AbstractVector{Float64}
    data::Vector{Float64}
end
Base.size(v::MyVec) = size(v.data)
Base.getindex(v::MyVec, i::Int) = v.data[i]
Base.setindex!(v::MyVec, x, i::Int) = (v.data[i] = x)
Base.IndexStyle(::Type{MyVec}) = IndexLinear()
v = MyVec([3.0, 1.0, 2.0])
display(v)
show(v); println()
println(v)
println(sum(v), " ", map(x -> 2x, v), " ", v .+ 1, " ", typeof(v .+ 1))
println(collect(v), " ", typeof(similar(v)), " ", size(similar(v)))
for x in v
    print(x, " ")
end
println()
println(v[2:3], " ", typeof(v[2:3]), " ", findall(x -> x > 1.5, v), " ", sort(v), " ", copy(v), " ", typeof(copy(v)))
v[1] = 10
println(v, " ", length(v), " ", eltype(v), " ", firstindex(v), " ", lastindex(v), " ", v[end])
println(repr(v), " ", summary(v), " ", string(v))
println([v, v])
x = MyVec([1.0, 2.0])
println(x == [1.0, 2.0], " ", isequal(x, [1.0, 2.0]), " ", hash(x) == hash([1.0, 2.0]))
println(maximum(v), " ", minimum(v), " ", extrema(v), " ", argmax(v), " ", reverse(v), " ", v' * v)
println(vcat(v, v), " ", [v; 1.0], " ", accumulate(+, v), " ", cumsum(v))
display(v')
println(v .* v)
w = MyVec(zeros(3))
w .= v .+ 1
println(w)
w[2:3] = [7.0, 8.0]
println(w)
fill!(w, 0.5)
println(w, " ", 2.0 in w, " ", 0.5 in w)
println(sum(abs2, v), " ", count(>(2), v), " ", any(isnan, v), " ", all(>(0), v))
println(view(v, 2:3), " ", typeof(view(v, 2:3)), " ", eachindex(v))

# A matrix type with only getindex(A, i, j): IndexCartesian.
struct Tab <: AbstractMatrix{Int}
    m::Int
    n::Int
end
Base.size(t::Tab) = (t.m, t.n)
Base.getindex(t::Tab, i::Int, j::Int) = 10i + j
t = Tab(2, 3)
display(t)
println(t)
show(stdout, MIME"text/plain"(), t); println()
println(sum(t), " ", sum(t, dims=1), " ", t[2, :], " ", t[:, 1], " ", t[5], " ", t .* 2)
println(collect(t), " ", typeof(collect(t)), " ", vec(t), " ", permutedims(t), " ", t', " ", transpose(t) * [1, 1])
println(t * [1, 1, 1], " ", [1 1] * t, " ", size(similar(t)), " ", typeof(similar(t, Float64)))
println(map(x -> x + 1, t), " ", findall(isodd, t), " ", maximum(t, dims=2))
println(IndexStyle(t), " ", eachindex(t), " ", CartesianIndices(t)[2], " ", LinearIndices(t)[2, 2])
for (i, x) in enumerate(t)
    print(i, "=>", x, " ")
end
println()
A = zeros(Int, 2, 3)
for I in eachindex(t)
    A[I] = t[I] + 1
end
println(A, " ", eachindex(t, A), " ", eachindex(A, A), " ", copy(t), " ", reshape(t, 3, 2), " ", summary(t))

# A mutable 2-D array with linear indexing.
mutable struct Grid2 <: AbstractMatrix{Float64}
    d::Matrix{Float64}
end
Base.size(g::Grid2) = size(g.d)
Base.getindex(g::Grid2, i::Int) = g.d[i]
Base.setindex!(g::Grid2, v, i::Int) = (g.d[i] = v)
Base.IndexStyle(::Type{<:Grid2}) = IndexLinear()
g = Grid2(zeros(2, 2))
g[1, 2] = 5
g[2, :] = [1.5, 2.5]
display(g)
println(g[1, 2], " ", g[3], " ", g, " ", eachindex(g), " ", fill!(similar(g), 1.0))

# A vector without IndexStyle is IndexCartesian too, but its eachindex is
# axes1 (Julia 1.10: eachindex(A::AbstractVector) = axes1(A)).
struct Sq <: AbstractVector{Int}
    n::Int
end
Base.size(s::Sq) = (s.n,)
Base.getindex(s::Sq, i::Int) = i^2
println(eachindex(Sq(3)), " ", [Sq(3)[i] for i in eachindex(Sq(3))], " ", collect(pairs(Sq(3))), " ", eachindex([1, 2]'), " ", eachindex(view([1 2; 3 4], 1:2, 1:1)))

# similar(a, T, dims) is the one method a type defines for similar(a),
# copy, reverse, a[idx] to return its own type; an empty non-Vector
# displays its summary.
struct Circ{T} <: AbstractVector{T}
    data::Vector{T}
end
Base.size(c::Circ) = size(c.data)
Base.getindex(c::Circ, i::Int) = c.data[mod1(i, length(c.data))]
Base.setindex!(c::Circ, v, i::Int) = (c.data[mod1(i, length(c.data))] = v)
Base.similar(c::Circ, ::Type{T}, dims::Dims{1}) where {T} = Circ(Vector{T}(undef, dims[1]))
c = Circ([1, 2, 3])
println(c[5], " ", c[0], " ", typeof(similar(c)), " ", typeof(similar(c, Float64)), " ", typeof(copy(c)), " ", reverse(c), " ", typeof(reverse(c)), " ", c[[3, 1]], " ", typeof(c[[3, 1]]))
display(Circ(Int[]))
display(Circ(["a", "b"]))
display(Circ([1.5, 10.25]))
println(Circ(Any[1, "x"]), " ", Circ([1 // 2]), " ", Circ(Int8[1, 2]), " ", Circ([:a]), " ", c == Circ([1, 2, 3]), " ", c == [1, 2, 3])
display(falses(0))
display(view([1, 2], 1:0))
