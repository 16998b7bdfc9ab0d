# exp, log and sqrt of a matrix and A^p for a non-integer p work without
# `using LinearAlgebra`, as in Julia 1.10 (LinearAlgebra's methods of Base
# functions are in its system image); LinearAlgebra's own names still need
# the `using` (det is an UndefVarError without it).
f(A) = exp(A)
println(f([0.0 1; 0 0]))
println(exp([1 0; 0 1]))
println(sqrt([4.0 0; 0 9]))
println(log([1.0 0; 0 1]))
println([4.0 0; 0 9]^0.5)
println(round.(exp(log([2.0 1; 0 3])), digits=12))
try
    exp([1.0 2 3; 4 5 6])
catch e
    println(e)
end
println(isdefined(Main, :LinearAlgebra), " ", isdefined(Main, :det))
try
    det([1.0 2; 3 4])
catch e
    println(e)
end
