# repeat of arrays as Julia 1.10's base/abstractarraymath.jl.
println(repeat([1, 2], 3))
println(repeat([1, 2], 2, 2))
println(repeat([1 2; 3 4], 2))
println(repeat([1 2; 3 4], inner=(2, 1)))
println(repeat([1 2; 3 4], inner=(1, 2), outer=(2, 1)))
println(repeat([1, 2], inner=2, outer=2))
println(repeat(1:3, 2), " ", size(repeat([1, 2], 1, 1, 2)))
println(repeat(["a", "b"], 2), " ", repeat([1, 2], 0))
for bad in (() -> repeat([1 2; 3 4], inner=2), () -> repeat([1, 2], -1))
    try
        bad()
    catch e
        showerror(stdout, e); println()
    end
end
