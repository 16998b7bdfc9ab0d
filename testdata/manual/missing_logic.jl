# Three-valued logic with missing (Julia 1.10 manual, missing.md): array
# equality is missing when an element comparison is and none is false;
# any/all are missing unless a true (false) decides them; skipmissing
# indexes by the wrapped array's keys.
println([1, missing] == [1, missing])
println([1, missing] == [2, missing])
println(isequal([1, missing], [1, missing]))
println([1, 2] == [1, 2], " ", [1 2] == [1 2])
println(all([true, missing]), " ", all([false, missing]), " ", all(Bool[]))
println(any([true, missing]), " ", any([false, missing]), " ", any(Bool[]))
println(any(x -> x > 1, [missing, 2]), " ", all(x -> x > 1, [2, missing]))
try
    all([1, 2])
catch e
    showerror(stdout, e)
    println()
end

x = skipmissing([3, missing, 2, 1])
println(collect(keys(x)))
println(x[1], " ", x[4])
try
    x[2]
catch e
    showerror(stdout, e)
    println()
end
println(maximum(x), " ", sum(x), " ", collect(x))
println(zero(Union{Missing, Int}), " ", one(Union{Float64, Missing}))
println(typeof(MissingException("m")) <: Exception)
