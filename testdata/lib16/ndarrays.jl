# Arrays of four or more dimensions. Julia 1.10: base/arrayshow.jl
# (print_array prints each 2-d slice of an N-d array under "[:, :, i, j] =",
# show_nd; the compact form of show_vector/print_matrix separates slice
# k of dimension d with d semicolons, _show_nonempty(io, X, ...) ), and
# an empty N-d array shows as Array{T, N}(undef, dims...) (show_zero_dim/
# _show_empty). reshape of an Array copies in Kiln (Julia shares), so this
# file never writes through a reshape.
A = reshape(1:16, 2, 2, 2, 2)
println(size(A), " ", ndims(A))
println(A[1,2,1,2], " ", A[2,2,2,2], " ", A[16])
B = zeros(2,2,2,2)
println(size(B), " ", ndims(B), " ", typeof(B))
C = Array{Int}(undef, 2, 1, 1, 1, 2)
println(size(C), " ", size(C, 5), " ", size(C, 6))
D = Array{Float64,4}(undef, (1, 2, 1, 2))
println(size(D))
A2 = collect(A)
A2[1,1,2,2] = 100
println(A2[13], " ", sum(A2))
show(A2); println()
display(A2)
println(A2[:, :, 1, 2])
println(A2[1, :, 2, :])
println(size(ones(Int, 1,2,3,4)), " ", fill(7, 1,1,1,2))
E = [i + 10j + 100k + 1000l for i in 1:2, j in 1:2, k in 1:1, l in 1:2]
println(E)
println(size(similar(E)), " ", eltype(similar(E, Float64)))
println(A2 .+ 1 == A2 .+ 1, " ", size(A2 .* 2))
println(sum(A2, dims=4))
println(maximum(A2, dims=(1,2)))
println(view(A2, 1, :, 1, :))
println(permutedims(A2, (4,3,2,1))[2,2,1,1])
println(reshape(A2, 4, 4))
println(reshape(A2, 2, 2, 2, 2, 1) |> size)
println(vec(A2)[1:3])
println(CartesianIndices(A2)[5])
println(LinearIndices(A2)[2,1,1,2])
println(eachindex(A2))
println(axes(A2))
display(zeros(Int, 2, 0, 1, 2))
println(zeros(Int, 2, 0, 1, 2))
println(A2[2, 2, 2, 2, 1])
A2[2,2,2,2,1] = -1
println(A2[end])
try
  A2[3,1,1,1]
catch e
  println(e)
end
println(copy(A2) == A2, " ", isequal(A2, copy(A2)))
println(map(x -> x % 3, A2) |> size)
println(size(Array{Int8,6}(undef, 1, 2, 1, 2, 1, 2)))
println(size(zeros(Float32, (3, 1, 1, 2))), " ", eltype(zeros(Float32, (3, 1, 1, 2))))
try
    reshape(1:16, 2, 2, 2, 3)
catch e
    println(e)
end
try
    Array{Int}(undef, 1, 2, -1, 2)
catch e
    println(e)
end
# zero-dimensional arrays (show_zero_dim: fill(x); text/plain "0-dimensional")
z = zeros()
z[] = 2.5
println(z[], " ", length(z), " ", size(z), " ", typeof(z))
println(z)
display(z)
println(fill(3)[], " ", z .+ 1)
