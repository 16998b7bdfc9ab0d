# reshape of arrays that are not Arrays (ranges, views): a lazy
# ReshapedArray sharing its parent, as Julia 1.10's
# base/reshapedarray.jl (reshape(parent, dims) is the parent itself when
# the shape is its own, a reshape of a ReshapedArray reshapes its parent,
# showarg prints "reshape(::UnitRange{Int64}, 2, 3)" and " with eltype T"
# at top level; typeof is Base.ReshapedArray{T, N, P, Tuple{}} for a
# parent with linear indexing). Reshaping an Array shares it too, but the
# result is an Array.

R = reshape(1:6, 2, 3)
display(R)
println(R, " ", typeof(R), " ", size(R), " ", R[2, 3], " ", R[5], " ", sum(R), " ", R .* 2, " ", collect(R))
println(vec(R), " ", reshape(R, 3, 2), " ", reshape(R, 6), " ", R == [1 3 5; 2 4 6], " ", R', " ", permutedims(R))
println(summary(reshape(R, 3, 2)), " ", reshape(1:6, 6) === 1:6, " ", parent(R))
v = collect(1:6)
S = reshape(view(v, 1:6), 3, 2)
S[1, 2] = 40
println(v, " ", summary(S))
A = reshape(v, 2, 3)
A[2, 2] = 0
println(v, " ", typeof(A))
display(reshape(1:8, 2, 2, 2))
println(maximum(R; dims=1), " ", R[:, 2], " ", R[1, :], " ", copy(R), " ", typeof(copy(R)), " ", size(similar(R)))
println(reshape(1:4, 2, 2) * [1, 1], " ", reshape(0.5:0.5:2, 2, 2), " ", [x^2 for x in reshape(1:4, 2, 2)])
display(reshape(0.5:0.5:2, 1, 4))
