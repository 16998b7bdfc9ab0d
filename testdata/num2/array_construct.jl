# Building and reshaping arrays: undef/nothing constructors, similar,
# reshape (sharing data), cat/hcat/vcat/hvcat literals, repeat,
# circshift, reverse, rotations, copyto!, CartesianIndices and the
# Cartesian positions find* return for matrices, empty reductions.
# Semantics relied on (Julia 1.10): base/boot.jl and base/baseext.jl
# (Array{T}(undef, dims), Array{T,N}(nothing, dims) fills with nothing),
# base/reshapedarray.jl (reshape of an Array shares its data; the error
# "new dimensions (4, 2) must be consistent with array size 6"),
# base/abstractarray.jl (cat, repeat, circshift), base/array.jl
# (findfirst/findlast on a matrix return its keys: CartesianIndex),
# base/multidimensional.jl (CartesianIndex arithmetic; isless compares
# the last coordinate first), base/reduce.jl (the empty-collection
# message), base/reducedim.jl (empty slices reduce to empty arrays).

a = Vector{Float64}(undef, 3); println(length(a), eltype(a))
b = Array{Real}(undef, 2, 2); fill!(b, 1); b[2] = 2.5; println(b, " ", typeof(b))
c = Matrix{Union{Int,Nothing}}(nothing, 2, 2); println(c)
d = Array{Float64}(undef, (2, 3)); println(size(d))
e = similar([1, 2, 3], Float64); println(typeof(e), size(e))
f = similar(zeros(2, 2), Int, 3); println(typeof(f), size(f))
println(zeros(Float32, 2), ones(Int, 2, 2), fill(2.5, 3), trues(2), falses(1, 2))
r = reshape(collect(1:6), 2, 3); r[1, 1] = 100; println(r)
v = collect(1:6); m = reshape(v, 3, 2); m[1] = -1; println(v[1])
println(reshape(collect(1:6), :, 2), " ", reshape(collect(1:6), 3, :), " ", reshape([1 2; 3 4], 4))
try; reshape(collect(1:6), 4, 2); catch e; println(sprint(showerror, e)); end
println(collect(reshape(1:4, 2, 2)), " ", reshape(1:4, 2, 2) == [1 3; 2 4])
println(cat([1, 2], [3, 4]; dims=1), cat([1, 2], [3, 4]; dims=2), size(cat([1 2], [3 4]; dims=3)))
println(vcat([1 2], [3 4], [5 6]), hcat([1, 2], [3 4; 5 6]), vcat(1, 2, [3, 4]), hcat(1, 2, 3))
println([[1, 2]; [3]], " ", [[1 2] [3]], " ", [1:3;], " ", [1:2; 5:6], " ", [zeros(Int, 2, 2) ones(Int, 2); 7 8 9])
println(repeat([1 2], inner=(2, 1)), repeat([1, 2], outer=2), repeat([1 2; 3 4], 1, 2))
println(circshift([1 2 3; 4 5 6], (1, -1)), circshift(1:5, -2))
println(reverse([1 2; 3 4]; dims=2), reverse(1:4), reverse([1, 2, 3, 4], 2, 3))
println(rotr90([1 2 3; 4 5 6]), permutedims([1 2 3; 4 5 6], (2, 1)))
x = zeros(3); copyto!(x, [1.0, 2.0, 3.0]); copy!(x, [4.0, 5.0, 6.0]); println(x)
y = [1, 2, 3, 4, 5]; copyto!(y, 2, [9, 9], 1, 2); println(y)
println(fill!(similar([1, 2]), 0), " ", fill!(zeros(2, 2), 3))
println(ndims(zeros(2, 3, 4)), size(zeros(2, 3, 4), 3), length(zeros(2, 3, 4)), axes(zeros(2, 3), 1))
println(LinearIndices((2, 3))[2, 3], " ", CartesianIndices((2, 3))[5], " ", keys([10, 20]), " ", eachindex([1 2; 3 4]))
println(first(CartesianIndices((0:1, 2:3))), " ", last(CartesianIndices((3, 4))), " ", length(CartesianIndices((3, 4))))
for I in CartesianIndices((1:2, 1:2))
    print(I.I, " ")
end
println()
M = [1 2; 3 4]
println([M[I] * I[1] for I in CartesianIndices(M)], " ", findall(isodd, M), " ", findall(M .> 1))
println(findfirst(==(4), M), " ", findlast(isodd, M), " ", findnext(isodd, [1, 2, 3], 2), " ", findall([true, false, true]))
println(Tuple(CartesianIndex(2, 3)), " ", CartesianIndex(1, 1) + CartesianIndex(1, 2), " ", CartesianIndex(3, 3) - oneunit(CartesianIndex(3, 3)))
println(max(CartesianIndex(1, 5), CartesianIndex(2, 3)), " ", CartesianIndex(2, 3) < CartesianIndex(1, 4), " ", min(CartesianIndex(1, 5), CartesianIndex(2, 3)))
N = zeros(Int, 3, 3)
for I in CartesianIndices(N)
    i, j = Tuple(I)
    N[I] = i == j ? 1 : abs(i - j) == 1 ? -1 : 0
end
println(N)
println(sum(N[i, i] for i in 1:3), " ", [N[i, 4-i] for i in 1:3])
println(isempty(zeros(0, 3)), " ", size(zeros(0, 3), 1), " ", sum(zeros(0, 3); dims=1), " ", sum(zeros(0, 3); dims=2))
println(maximum(zeros(2, 0); dims=1), " ", prod(Int[]), " ", sum(Float64[]), " ", isempty(Int[]))
try; maximum(Int[]); catch e; println(sprint(showerror, e)); end
