# sum/prod/maximum/... of a whole array with keywords reduce pairwise as without
# them (Julia 1.10 base/reducedim.jl: sum(A; dims=:) is mapreduce(identity, add_sum, A),
# the same pairwise order as sum(A)); Statistics' mean of a Float64 array is
# sum(A)/n (JuliaStats/Statistics.jl _mean). isapprox of arrays whose shapes agree
# up to trailing singleton dimensions (promote_shape of x - y) compares them.
using Statistics
x = [1.0 + 2.0^-52 * i for i in 1:3000]
x[1] = 1e16
println(sum(x, dims=:) == sum(x), " ", sum(identity, x, dims=:) == sum(identity, x))
println(mean(x) == sum(x) / length(x))
println(prod([1.5, 2.0, 3.0], dims=:), " ", maximum([3, 9, 2], dims=:), " ", minimum(abs, [-3, 9, -2], dims=:))
println(reduce(+, [1, 2, 3], dims=:), " ", mapreduce(abs2, +, [1, 2, 3], dims=:), " ", sum([1, 2], init=10))
println([1.0;;] ≈ [1], " ", [1.0 2.0] ≈ [1.0, 2.0]', " ", [1.0, 2.0] ≈ reshape([1.0, 2.0], 2, 1, 1))
try
    [1.0, 2.0] ≈ [1.0 2.0]
catch e
    println(e)
end
