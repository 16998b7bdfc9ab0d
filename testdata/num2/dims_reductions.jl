# Reductions and scans along dimensions, as numeric code uses them.
# Semantics relied on (Julia 1.10): base/reducedim.jl (sum/prod/maximum/
# minimum/extrema/findmax/findmin with `dims` keep the reduced dimension
# with length 1; findmax(A; dims) returns positions in A of its keys' type:
# CartesianIndex for a matrix, Int for a vector, zeros(eltype(keys(A)), …)),
# base/accumulate.jl (cumsum/cumprod/accumulate with `dims`),
# base/multidimensional.jl (diff(A; dims), unique(A; dims), mapslices),
# base/sort.jl (sort(A; dims) sorts each slice, sortslices compares slices
# lexicographically). Arrays print with `show` as [a b; c d] and a column
# matrix as [a; b;;].

T = [3 1 4 1; 5 9 2 6; 5 3 5 8]          # 3×4 temperatures, say

println(sum(T; dims=1))
println(sum(T; dims=2))
println(sum(T; dims=(1, 2)))
println(prod(T; dims=1))
println(maximum(T; dims=2), " ", minimum(T; dims=1))
println(extrema(T; dims=1))
println(extrema(x -> -x, T; dims=2))
println(extrema(T))

# The position of each column's maximum, as CartesianIndex into T.
vals, idx = findmax(T; dims=1)
println(vals)
println(idx)
println([i[1] for i in idx])              # the row of each maximum
println(findmin(T; dims=2)[1], " ", argmax(T; dims=2) == findmax(T; dims=2)[2])
println(argmin(T; dims=1)[3], " ", findmax(T), " ", argmin(T))
println(findmax([2.0, NaN, 7.0]; dims=1))

println(cumsum(T; dims=1))
println(cumsum(T; dims=2))
println(cumprod([1 2; 3 4]; dims=1))
println(accumulate(max, T; dims=2))
println(accumulate(+, [1 2; 3 4]; dims=1, init=100))
println(accumulate(-, [10, 3, 2]))

println(diff(T; dims=1))
println(diff(T; dims=2))
println(diff([1, 4, 9, 16, 25]))
println(diff([1.5 2.0 4.0]; dims=2))

# mapslices: normalise each column, reverse each row, a per-row statistic.
P = [1.0 3.0; 3.0 1.0; 4.0 4.0]
println(mapslices(c -> c ./ sum(c), P; dims=1))
println(mapslices(reverse, T; dims=2))
println(mapslices(r -> maximum(r) - minimum(r), T; dims=2))

println(sort(T; dims=1))
println(sort(T; dims=2, rev=true))
println(sortslices([3 1; 1 2; 2 0; 1 1]; dims=1))
println(sortslices([3 1 2; 9 8 7]; dims=2))
println(sortslices([3 1; 1 2; 2 0]; dims=1, by=r -> r[2]))
println(unique([1 2; 3 4; 1 2; 3 5]; dims=1))
println(unique([1 1 2; 3 3 4]; dims=2))

# Column means and centring, the way a statistics routine writes them.
M = [1.0 10.0; 2.0 20.0; 3.0 60.0]
mu = sum(M; dims=1) ./ size(M, 1)
println(mu)
println(M .- mu)
println(vec(maximum(abs.(M .- mu); dims=1)))
println(dropdims(sum(M; dims=2); dims=2))
println(count(>(2), M; dims=1), " ", any(M .> 50; dims=1), " ", all(M .> 1; dims=2))

# Long columns (more than 16 rows) and integer widening of sums.
A = reshape(collect(1:60), 20, 3)
println(sum(A; dims=1), sum(A; dims=2)[1:3], maximum(A; dims=1), minimum(A; dims=2)[end], prod(Float64.(A[1:3, :]); dims=1))
B = [0.1 * i for i in 1:40, j in 1:2]
println(sum(B; dims=1) == [sum(B[:, 1]) sum(B[:, 2])], " ", sum(Int8[100 100; 100 100]; dims=1), " ", typeof(sum(Int8[1 2]; dims=1)))
println(sum(A; dims=1, init=1000), " ", reduce(*, [1 2; 3 4]; dims=2), " ", any(A .> 59; dims=1), " ", count(iseven, A; dims=1))
