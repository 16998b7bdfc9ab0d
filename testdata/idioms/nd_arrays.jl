# Arrays of three dimensions: show as Julia 1.10's arrayshow.jl _show_nd
# ("[1 3; 2 4;;; 5 7; 6 8]"), general indexing with any mix of integers,
# colons, ranges and integer vectors (a copy of the view), mapslices.
B = reshape(collect(1:24), 2, 3, 4)
println(reshape(1:8, 2, 2, 2))
println(reshape([21, 57, 93, 129], 1, 1, 4))
println(reshape([1, 2], 1, 2, 1))
println(reshape(Float64[1, 2, 3, 4], 2, 1, 2))
println(B[:, :, 2], " ", B[1, :, :], " ", B[2, 3, 4], " ", size(B[:, 1:2, [1, 3]]))
A = [1 2; 3 4]
println(A[:, :], " ", A[[2, 1], :], " ", A[2, [2, 1]])
println(mapslices(sum, A, dims=1), " ", mapslices(sum, A, dims=2), " ", mapslices(x -> x .* 2, A, dims=1))
println(mapslices(sum, A, dims=(1, 2)), " ", mapslices(reverse, [1 2 3; 4 5 6], dims=2))
println(mapslices(sum, B, dims=[1, 2]), " ", size(mapslices(sum, B, dims=3)), " ", mapslices(sum, B, dims=3)[:, :, 1])
