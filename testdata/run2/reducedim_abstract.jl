# sum/prod/maximum/minimum with dims of arrays with a non-concrete element
# type: the result element type of Julia 1.10's reducedim_init (base/reducedim.jl:
# _reducedim_init takes zero(sum(f, A)) when the element type is Any, the
# first slice's extremum for max/min, typed T when it is a T).
A = Any[1 2.5; 3 4]
for f in (() -> sum(A, dims=1), () -> sum(A, dims=2), () -> prod(A, dims=1), () -> maximum(A, dims=1), () -> minimum(A, dims=2), () -> sum(Real[1 2.5; 3 4], dims=1), () -> sum(Number[1 2; 3 4], dims=1), () -> reduce(+, A, dims=1), () -> mapreduce(x -> x, +, A, dims=1), () -> sum(abs, A, dims=1), () -> sum(Union{Int,Float64}[1 2.5; 3 4], dims=1), () -> sum(reshape(Any[1, 2.5, 3, 4, 5, 6.5, 7, 8], 2, 2, 2), dims=3))
    try
        r = f()
        println(typeof(r), " ", r)
    catch e
        println("ERR ", sprint(showerror, e))
    end
end
println(sum([1 2; 3 4], dims=1), " ", sum([1.5 2; 3 4], dims=2), " ", maximum([1 5; 3 4], dims=1), " ", prod(Int8[1 2; 3 4], dims=1), " ", sum(Bool[1 0; 1 1], dims=1))
println(typeof(sum(Real[1 2.5; 3 4], dims=1)), " ", sum(Real[1 2.5; 3 4], dims=1), " ", typeof(maximum(Real[1 2.5; 3 4], dims=2)))
println(sum(Any[1 2; 3 4], dims=1), " ", typeof(sum(Any[1 2; 3 4], dims=1)))
