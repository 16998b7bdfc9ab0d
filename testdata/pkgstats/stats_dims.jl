# Statistics over any dims, empty arrays, missing and iterables, as Julia 1.10's
# Statistics (JuliaStats/Statistics.jl src/Statistics.jl: _mean sums with
# sum(f, A, dims=dims) and divides by the reduced length; varm! sums
# abs2(A - mean) over the singleton dimensions of reducedim_init(t -> abs2(t)/2, +, A, dims)
# and scales by 1 // (n - corrected); median uses mapslices; empty iterators
# give mapreduce_empty_iter(f, +, itr) / 0).
using Statistics

A = [1 2 3; 4 5 6]
println(mean(A, dims=(1, 2)))
println(mean(A, dims=3))
println(mean(-, A, dims=1))
println(mean(-, A, dims=()))
println(mean(abs2, A, dims=2))
println(mean(zeros(0, 2), dims=1))
println(mean(zeros(0, 0), dims=(1, 2)))
println(mean([missing 1.0; 2.0 3.0], dims=1))

println(var(A, dims=(1, 2)))
println(var(A, dims=3))
println(var(Int[], dims=1))
println(var(Matrix{Int}(undef, 0, 2), dims=2))
println(var([1//1, 2//1, 4//1], dims=1))
println(var([missing 1.0; 2.0 3.0], dims=1))
println(std([1.0, 2, 3]; dims=1, mean=[0], corrected=false))
try
    var(A, dims=1, mean=ones(1, 1, 3))
catch e
    println(typeof(e), ": ", e.msg)
end
println(var(A, dims=2, mean=reshape(mean(A, dims=2), :)) == var(A, dims=2))

println(median([2 3 1 -1; 7 4 5 -4], dims=2))
println(median([1, missing, 3]))
println(median!([4 1; 3 2]))
println(median(Any[3, NaN, 1]))

println(mean(skipmissing(Int[])))
println(mean(abs, Complex{Float64}[]))
println(mean(Iterators.filter(x -> x > 0, Float32[])))
try
    mean(x for x in 2:1)
catch e
    println(typeof(e))
end
println(varm((1, 2, 3), 2), " ", stdm(skipmissing([1, missing, 3]), 0))
println(var((1,); mean=2, corrected=false))
println(mean(big(2):1) isa BigFloat)
# mean of an Any array promotes each element with the first's mean type (_mean_promote)
println(mean(Any[1, 2, 4, 10//1]), " ", var(Any[1, 2, 4, 10//1]))
