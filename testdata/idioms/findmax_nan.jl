# findmax/findmin and NaN, with the examples of Julia 1.10's docstrings
# (base/reduce.jl: findmax([8, 0.1, -9, pi]) == (8.0, 1),
# findmax([1, 7, 7, NaN]) == (NaN, 4), findmin([8, 0.1, -9, pi]) == (-9.0, 3),
# findmin([1, 7, 7, NaN]) == (NaN, 4)).
println(findmax([8, 0.1, -9, pi]))
println(findmax([1, 7, 7, NaN]))
println(findmin([8, 0.1, -9, pi]))
println(findmin([1, 7, 7, NaN]))
println(findmin([3.0, NaN, 1.0]), " ", findmax([2 5; 9 1]))
