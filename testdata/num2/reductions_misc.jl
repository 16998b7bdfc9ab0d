# Smaller reductions and scans: skipmissing, cumsum of Bool, sortperm
# with dims (linear indices of A), sorting a view in place, ranges,
# argmax/findmin with a function, elementwise integer ops.
# Semantics relied on (Julia 1.10): base/sort.jl (sortperm(A; dims)
# gives, along each slice, the linear indices of A that sort it),
# base/missing.jl, base/accumulate.jl (cumsum of Bool counts in Int),
# base/range.jl (sum of a float range is computed exactly: 5.5),
# base/reduce.jl (argmax(f, itr) returns the element, findmin(f, A) the
# value and index).

v = Union{Missing,Int}[1, missing, 3]
println(sum(skipmissing(v)), " ", coalesce.(v, 0), " ", ismissing.(v), " ", v .+ 1, " ", maximum(skipmissing(v)))
println(cumsum([true, false, true]), " ", diff(1:2:9), " ", sortperm([3 1; 2 4]; dims=1), " ", sortperm([3 1; 2 4]; dims=2))
x = [5, 3, 1, 4]
sort!(view(x, 2:4)); println(x)
println(cumsum(1:4), " ", cumprod(1:5), " ", reverse(cumsum(reverse([1, 2, 3]))))
println(sum(1:100), " ", sum(0.1:0.1:1.0), " ", prod(1:10))
println(argmax([1, 5, 3]), " ", argmin([4, 2, 8]), " ", findmax([1, 5, 3]), " ", findmin(abs, [-4, 2, -8]), " ", argmax(abs, [-4, 2, -8]))
println(maximum([1 2; 3 4]), " ", extrema([3, 1, 2]), " ", minmax(2, 1), " ", max([1, 2]...))
A = [1 2; 3 4]
A .= A .^ 2
println(A, " ", A ./ [1 2], " ", A .÷ 3, " ", A .% 3, " ", -A, " ", A .|> sqrt)
B = Float64[1 2; 3 4]
B[:] .= 0.5
println(B, " ", fill!(B, 1.0) === B, " ", all(==(1.0), B))
println(zero([1.5 2]), " ", one([1 2; 3 4]), " ", oneunit(2.5), " ", zeros(Bool, 2), " ", iszero([0 0]), " ", isone([1 0; 0 1]))
println(vcat([1 2], [3 4])' , " ", hcat([1, 2])', " ", [1 2]'', " ", ndims([1 2]'))

# eachslice of a 3-d array along each dimension (Julia's slicearray.jl).
A = reshape(collect(1:12), 2, 3, 2)
for s in eachslice(A; dims=1); println(s); end
for s in eachslice(A; dims=2); println(s); end
for s in eachslice(A; dims=3); println(s); end
println([sum(s) for s in eachslice(A; dims=1)], " ", length(eachslice(A; dims=2)), " ", map(sum, eachslice(A; dims=3)))
